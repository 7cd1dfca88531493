"""Seats, sides, vulnerability, and the standard board cycle of dealers and vulnerability."""

from __future__ import annotations

from enum import IntEnum

from trumps.core.errors import TrumpsError


class Seat(IntEnum):
    """A compass seat, numbered clockwise from North."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return _SEATS[(self + 1) & 3]

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return _SEATS[(self + 2) & 3]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous seat clockwise."""
        return _SEATS[(self + 3) & 3]

    @property
    def side(self) -> Side:
        """North-South or East-West."""
        return _SIDES[self & 1]

    @property
    def letter(self) -> str:
        """``N``, ``E``, ``S`` or ``W``."""
        return "NESW"[self]

    @property
    def full_name(self) -> str:
        """``North``, ``East``, ``South`` or ``West``."""
        return ("North", "East", "South", "West")[self]

    def offset(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise from this one."""
        return _SEATS[(self + steps) & 3]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read ``N``/``North`` etc., case-insensitive."""
        key = text.strip().upper()
        for seat in _SEATS:
            if key in (seat.letter, seat.full_name.upper()):
                return seat
        raise TrumpsError(f"not a seat: {text!r} (use N, E, S or W)")


_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)


class Side(IntEnum):
    """A partnership."""

    NS = 0
    EW = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of the side."""
        return (Seat.N, Seat.S) if self is Side.NS else (Seat.E, Seat.W)

    @property
    def other(self) -> Side:
        """The opposing side."""
        return _SIDES[1 - self]

    @property
    def key(self) -> str:
        """Lower-case name used in JSON: ``ns`` or ``ew``."""
        return "ns" if self is Side.NS else "ew"

    @classmethod
    def parse(cls, text: str) -> Side:
        """Read ``NS``/``N-S``/``ns`` or ``EW``/``E-W``."""
        key = text.strip().upper().replace("-", "").replace("/", "")
        if key == "NS":
            return Side.NS
        if key == "EW":
            return Side.EW
        raise TrumpsError(f"not a side: {text!r} (use NS or EW)")


_SIDES = (Side.NS, Side.EW)


class Vulnerability(IntEnum):
    """Which sides are vulnerable."""

    NONE = 0
    NS = 1
    EW = 2
    BOTH = 3

    def is_vulnerable(self, side: Side) -> bool:
        """True when ``side`` is vulnerable."""
        return bool(self & (1 << side))

    @classmethod
    def of(cls, ns: bool, ew: bool) -> Vulnerability:
        """Build from the two sides' states."""
        return cls(int(ns) | (int(ew) << 1))

    @property
    def pbn(self) -> str:
        """PBN ``Vulnerable`` tag value: None, NS, EW or All."""
        return ("None", "NS", "EW", "All")[self]

    @property
    def key(self) -> str:
        """CLI and JSON name: none, ns, ew, both."""
        return ("none", "ns", "ew", "both")[self]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read PBN or CLI spellings (None/Love/-, NS, EW, All/Both)."""
        key = text.strip().upper().replace("-", "").replace("/", "")
        if key in ("NONE", "LOVE", "", "O", "0"):
            return cls.NONE
        if key in ("NS", "N"):
            return cls.NS
        if key in ("EW", "E"):
            return cls.EW
        if key in ("ALL", "BOTH", "B"):
            return cls.BOTH
        raise TrumpsError(f"not a vulnerability: {text!r} (use none, ns, ew or both)")


# Duplicate board cycle (Laws of Duplicate Bridge, Law 2): dealer rotates N E S W; the
# vulnerability repeats every 16 boards in the pattern below.
_VUL_CYCLE = "-NEB" "NEBO" "EBON" "BONE"
_VUL_BY_LETTER = {"-": Vulnerability.NONE, "O": Vulnerability.NONE, "N": Vulnerability.NS,
                  "E": Vulnerability.EW, "B": Vulnerability.BOTH}


def board_dealer(board: int) -> Seat:
    """Dealer of board ``board`` (1-based): N, E, S, W in turn."""
    if board < 1:
        raise TrumpsError(f"board numbers start at 1, not {board}")
    return Seat((board - 1) % 4)


def board_vulnerability(board: int) -> Vulnerability:
    """Vulnerability of board ``board`` in the standard 16-board cycle."""
    if board < 1:
        raise TrumpsError(f"board numbers start at 1, not {board}")
    return _VUL_BY_LETTER[_VUL_CYCLE[(board - 1) % 16]]
