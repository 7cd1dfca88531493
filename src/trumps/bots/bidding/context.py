"""The auction as seen by the seat about to call, and the pattern language of the system's rules.

A rule's context is written as the calls from the opening bid on (leading passes dropped,
since an opening means the same in any seat), separated by spaces. Tokens:

- ``P``, ``X``, ``XX``: pass, double, redouble;
- ``1C`` .. ``7NT``: that bid;
- a level followed by a variable: ``M`` a major, ``m`` a minor, ``s``, ``t``, ``u`` any suit.
  A variable binds to the strain it first matches and must match the same strain later;
  two different variables never bind to the same strain;
- ``_`` any call, ``B`` any bid.

A call pattern uses the same tokens (variables already bound by the context, or new ones
the call binds). Guards such as ``t>s`` compare the strains bound to two variables.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property

from trumps.core.calls import DOUBLE, PASS, REDOUBLE, Bid, Call, Strain, bid
from trumps.core.seats import Seat

Bindings = Mapping[str, Strain]
"""Variable name -> the strain it stands for."""

SUIT_STRAINS: tuple[Strain, ...] = (Strain.C, Strain.D, Strain.H, Strain.S)
"""The four suits, clubs first."""
GAME_LEVEL: dict[Strain, int] = {Strain.C: 5, Strain.D: 5, Strain.H: 4, Strain.S: 4, Strain.NT: 3}
"""The lowest level that scores game by itself, per strain (contract scoring)."""
_DOMAINS: dict[str, tuple[Strain, ...]] = {
    "M": (Strain.H, Strain.S),
    "m": (Strain.C, Strain.D),
    "s": SUIT_STRAINS,
    "t": SUIT_STRAINS,
    "u": SUIT_STRAINS,
}
VARIABLES = frozenset(_DOMAINS)
_LITERAL_STRAINS = {"C": Strain.C, "D": Strain.D, "H": Strain.H, "S": Strain.S, "NT": Strain.NT}
_SPECIAL = {"P": PASS, "X": DOUBLE, "XX": REDOUBLE}


@dataclass(frozen=True, slots=True)
class Token:
    """One parsed pattern token."""

    kind: str
    """``call`` (a fixed call), ``bid`` (level + variable), ``any`` or ``anybid``."""
    call: Call | None = None
    level: int = 0
    variable: str = ""


def parse_token(text: str) -> Token:
    """Parse one token of the pattern language (see the module docstring)."""
    if text in _SPECIAL:
        return Token("call", call=_SPECIAL[text])
    if text == "_":
        return Token("any")
    if text == "B":
        return Token("anybid")
    if len(text) >= 2 and text[0] in "1234567":
        level = int(text[0])
        rest = text[1:]
        if rest in _LITERAL_STRAINS:
            return Token("call", call=bid(level, _LITERAL_STRAINS[rest]))
        if rest in _DOMAINS:
            return Token("bid", level=level, variable=rest)
    raise ValueError(f"not a pattern token: {text!r}")


def parse_pattern(text: str) -> tuple[Token, ...]:
    """Parse a space-separated pattern; the empty string is the empty auction."""
    return tuple(parse_token(part) for part in text.split())


def match_token(token: Token, call: Call, bindings: dict[str, Strain]) -> bool:
    """Match one call, extending ``bindings`` in place on success (caller copies on failure)."""
    if token.kind == "call":
        return call is token.call
    if token.kind == "any":
        return True
    if not isinstance(call, Bid):
        return False
    if token.kind == "anybid":
        return True
    if call.level != token.level:
        return False
    bound = bindings.get(token.variable)
    if bound is not None:
        return call.strain is bound
    if call.strain not in _DOMAINS[token.variable] or call.strain in bindings.values():
        return False
    bindings[token.variable] = call.strain
    return True


def match_pattern(tokens: tuple[Token, ...], calls: tuple[Call, ...]) -> dict[str, Strain] | None:
    """Bindings when ``calls`` is exactly the pattern, else None."""
    if len(tokens) != len(calls):
        return None
    bindings: dict[str, Strain] = {}
    for token, call in zip(tokens, calls):
        if not match_token(token, call, bindings):
            return None
    return bindings


def expand_call(token: Token, bindings: Bindings) -> Iterator[tuple[Call, dict[str, Strain]]]:
    """Every concrete call a call token stands for, with the bindings it completes."""
    if token.kind == "call":
        assert token.call is not None
        yield token.call, dict(bindings)
        return
    if token.kind != "bid":
        raise ValueError("a call pattern must be a call or a level with a variable")
    bound = bindings.get(token.variable)
    if bound is not None:
        yield bid(token.level, bound), dict(bindings)
        return
    used = set(bindings.values())
    for strain in reversed(_DOMAINS[token.variable]):  # higher suits first
        if strain not in used:
            extended = dict(bindings)
            extended[token.variable] = strain
            yield bid(token.level, strain), extended


def guard_holds(guard: str, bindings: Bindings) -> bool:
    """Evaluate ``a<b`` / ``a>b`` between two bound variables (or literal strain letters)."""
    for operator in ("<", ">"):
        if operator in guard:
            left_name, right_name = guard.split(operator)
            left = bindings.get(left_name, _LITERAL_STRAINS.get(left_name))
            right = bindings.get(right_name, _LITERAL_STRAINS.get(right_name))
            if left is None or right is None:
                return False
            return left < right if operator == "<" else left > right
    raise ValueError(f"not a guard: {guard!r}")


# the auction from one seat ------------------------------------------------------------------
@dataclass(frozen=True)
class Situation:
    """The auction before call number ``index``, seen by the seat that makes it."""

    dealer: Seat
    calls: tuple[Call, ...]
    """Every call before the one being made or explained."""

    @property
    def seat(self) -> Seat:
        """The seat about to call."""
        return self.dealer.offset(len(self.calls))

    @cached_property
    def since_opening(self) -> tuple[Call, ...]:
        """The calls from the first bid on (leading passes dropped)."""
        for position, call in enumerate(self.calls):
            if call is not PASS:
                return self.calls[position:]
        return ()

    def seat_of(self, position: int) -> Seat:
        """The seat that made ``calls[position]``."""
        return self.dealer.offset(position)

    def calls_by(self, seat: Seat) -> list[tuple[int, Call]]:
        """(position, call) for each call ``seat`` made."""
        return [
            (position, call) for position, call in enumerate(self.calls) if self.seat_of(position) == seat
        ]

    def bids_by(self, seat: Seat) -> list[Bid]:
        """The bids ``seat`` made, in order."""
        return [call for _, call in self.calls_by(seat) if isinstance(call, Bid)]

    @cached_property
    def last_bid(self) -> tuple[int, Bid] | None:
        """Position and bid of the last bid so far."""
        for position in range(len(self.calls) - 1, -1, -1):
            call = self.calls[position]
            if isinstance(call, Bid):
                return position, call
        return None

    @property
    def last_bidder(self) -> Seat | None:
        """The seat that made the last bid."""
        found = self.last_bid
        return None if found is None else self.seat_of(found[0])

    @property
    def our_side_holds_contract(self) -> bool:
        """True when the last bid was made by the caller's side."""
        bidder = self.last_bidder
        return bidder is not None and bidder.side == self.seat.side

    @property
    def doubled(self) -> bool:
        """True when the last bid has been doubled (or redoubled) since."""
        found = self.last_bid
        return found is not None and any(call is not PASS for call in self.calls[found[0] + 1 :])

    def strains_bid_by(self, seat: Seat) -> set[Strain]:
        """The strains ``seat`` has bid."""
        return {call.strain for call in self.bids_by(seat)}

    @property
    def our_strains(self) -> set[Strain]:
        """Strains bid by the caller or partner."""
        return self.strains_bid_by(self.seat) | self.strains_bid_by(self.seat.partner)

    @property
    def their_strains(self) -> set[Strain]:
        """Strains bid by the opponents."""
        return self.strains_bid_by(self.seat.lho) | self.strains_bid_by(self.seat.rho)

    def cheapest(self, strain: Strain) -> Bid | None:
        """The lowest legal bid in ``strain`` now (None above 7)."""
        found = self.last_bid
        if found is None:
            return bid(1, strain)
        last = found[1]
        level = last.level if strain > last.strain else last.level + 1
        return bid(level, strain) if level <= 7 else None
