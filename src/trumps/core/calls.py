"""Strains and calls: bids, pass, double and redouble.

Every call is a singleton with an ``index`` (0 pass, 1 double, 2 redouble, 3.. the 35
bids in ascending order), so comparing bids is comparing integers.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import ClassVar

from trumps.core.cards import Suit
from trumps.core.errors import InvalidCallError


class Strain(IntEnum):
    """A denomination, in bidding order (clubs lowest, no-trump highest)."""

    C = 0
    D = 1
    H = 2
    S = 3
    NT = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or None at no-trump."""
        return None if self is Strain.NT else Suit(int(self))

    @property
    def letter(self) -> str:
        """``C``, ``D``, ``H``, ``S`` or ``NT``."""
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def symbol(self) -> str:
        """``♣``, ``♦``, ``♥``, ``♠`` or ``NT``."""
        return ("♣", "♦", "♥", "♠", "NT")[self]

    @property
    def is_major(self) -> bool:
        """Hearts or spades."""
        return self is Strain.H or self is Strain.S

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds."""
        return self is Strain.C or self is Strain.D

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Read ``C D H S NT`` (also ``N``, suit symbols, case-insensitive)."""
        key = text.strip().upper()
        found = _STRAIN_NAMES.get(key)
        if found is None:
            raise InvalidCallError(f"not a strain: {text!r} (use C, D, H, S or NT)")
        return found


_STRAIN_NAMES: dict[str, Strain] = {
    "C": Strain.C, "♣": Strain.C, "♧": Strain.C,
    "D": Strain.D, "♦": Strain.D, "♢": Strain.D,
    "H": Strain.H, "♥": Strain.H, "♡": Strain.H,
    "S": Strain.S, "♠": Strain.S, "♤": Strain.S,
    "NT": Strain.NT, "N": Strain.NT, "SA": Strain.NT,
}


class Call:
    """Base class of the four kinds of call. Instances are singletons."""

    __slots__ = ("index",)
    index: int

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("calls are immutable")

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple[Callable[[str], Call], tuple[str]]:
        # calls are singletons: unpickling must give back the same object
        return parse_call, (str(self),)

    def __repr__(self) -> str:
        return f"parse_call({str(self)!r})"

    @property
    def pbn(self) -> str:
        """The PBN spelling: ``Pass``, ``X``, ``XX`` or ``1NT``."""
        return str(self)

    @property
    def short(self) -> str:
        """The compact spelling used by the CLI: ``P``, ``X``, ``XX``, ``1NT``."""
        return str(self)


class PassCall(Call):
    """Pass."""

    __slots__ = ()

    def __str__(self) -> str:
        return "Pass"

    @property
    def short(self) -> str:
        return "P"


class DoubleCall(Call):
    """Double (X)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "X"


class RedoubleCall(Call):
    """Redouble (XX)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "XX"


class Bid(Call):
    """A bid of ``level`` (1..7) in ``strain``; obtain instances with :func:`bid`."""

    __slots__ = ("level", "strain")
    level: int
    strain: Strain
    _ALL: ClassVar[list[Bid]] = []

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}"

    def __lt__(self, other: Bid) -> bool:
        return self.index < other.index

    def __gt__(self, other: Bid) -> bool:
        return self.index > other.index

    def __le__(self, other: Bid) -> bool:
        return self.index <= other.index

    def __ge__(self, other: Bid) -> bool:
        return self.index >= other.index


def _make(cls: type[Call], index: int, **fields: object) -> Call:
    obj = object.__new__(cls)
    object.__setattr__(obj, "index", index)
    for name, value in fields.items():
        object.__setattr__(obj, name, value)
    return obj


PASS: PassCall = _make(PassCall, 0)  # type: ignore[assignment]
DOUBLE: DoubleCall = _make(DoubleCall, 1)  # type: ignore[assignment]
REDOUBLE: RedoubleCall = _make(RedoubleCall, 2)  # type: ignore[assignment]
for _level in range(1, 8):
    for _strain in Strain:
        Bid._ALL.append(_make(Bid, 3 + (_level - 1) * 5 + _strain, level=_level, strain=_strain))  # type: ignore[arg-type]
ALL_BIDS: tuple[Bid, ...] = tuple(Bid._ALL)
ALL_CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)


def bid(level: int, strain: Strain) -> Bid:
    """The bid of ``level`` in ``strain``."""
    if not 1 <= level <= 7:
        raise InvalidCallError(f"bid level must be 1..7, not {level}")
    return ALL_BIDS[(level - 1) * 5 + strain]


def call_from_index(index: int) -> Call:
    """The call with this index (0 pass, 1 X, 2 XX, 3.. bids)."""
    if not 0 <= index < len(ALL_CALLS):
        raise InvalidCallError(f"call index out of range: {index}")
    return ALL_CALLS[index]


_SPECIAL: dict[str, Call] = {
    "P": PASS, "PASS": PASS, "PA": PASS, "-": PASS,
    "X": DOUBLE, "D": DOUBLE, "DBL": DOUBLE, "DOUBLE": DOUBLE,
    "XX": REDOUBLE, "R": REDOUBLE, "RDBL": REDOUBLE, "REDOUBLE": REDOUBLE,
}


def parse_call(text: str) -> Call:
    """Read a call: ``P``/``Pass``, ``X``/``D``, ``XX``/``R``, ``1C``..``7NT`` (``1N``, ``1♠``)."""
    key = text.strip().upper()
    special = _SPECIAL.get(key)
    if special is not None:
        return special
    if len(key) >= 2 and key[0] in "1234567":
        try:
            return bid(int(key[0]), Strain.parse(key[1:]))
        except InvalidCallError:
            pass
    raise InvalidCallError(f"not a call: {text!r} (use P, X, XX or a bid such as 1C .. 7NT)")
