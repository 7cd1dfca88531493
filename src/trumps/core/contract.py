"""Contracts and hand results. A contract never holds its result; a HandResult pairs them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from trumps.core.calls import Strain
from trumps.core.deal import Deal
from trumps.core.errors import InvalidCallError
from trumps.core.seats import Seat, Side


class Doubling(IntEnum):
    """Undoubled, doubled or redoubled; the value is the power of two it multiplies by."""

    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    @property
    def suffix(self) -> str:
        """``""``, ``"X"`` or ``"XX"``."""
        return ("", "X", "XX")[self]

    @property
    def multiplier(self) -> int:
        """1, 2 or 4."""
        return 1 << self


@dataclass(frozen=True, slots=True)
class Contract:
    """The final bid of an auction, its doubling, and its declarer."""

    level: int
    strain: Strain
    doubling: Doubling
    declarer: Seat

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise InvalidCallError(f"contract level must be 1..7, not {self.level}")

    @property
    def side(self) -> Side:
        """The declaring side."""
        return self.declarer.side

    @property
    def target(self) -> int:
        """Tricks declarer needs: 6 + level."""
        return 6 + self.level

    @property
    def name(self) -> str:
        """``4SX`` style, without declarer."""
        return f"{self.level}{self.strain.letter}{self.doubling.suffix}"

    def __str__(self) -> str:
        return f"{self.name} by {self.declarer.letter}"

    @classmethod
    def parse(cls, text: str, declarer: Seat) -> Contract | None:
        """Read ``4SX``, ``3NTXX``, ``1N``, ``7♠``; ``pass`` gives None (passed out)."""
        key = text.strip().upper().replace(" ", "")
        if key in ("PASS", "P", "PASSED", "AP"):
            return None
        doubling = Doubling.UNDOUBLED
        if key.endswith("XX") or key.endswith("R"):
            doubling = Doubling.REDOUBLED
            key = key[:-2] if key.endswith("XX") else key[:-1]
        elif key.endswith("X") or (key.endswith("D") and len(key) > 2):
            doubling = Doubling.DOUBLED
            key = key[:-1]
        if len(key) < 2 or key[0] not in "1234567":
            raise InvalidCallError(f"not a contract: {text!r} (use e.g. 4S, 3NTX, 6HXX or pass)")
        try:
            strain = Strain.parse(key[1:])
        except InvalidCallError:
            raise InvalidCallError(f"not a contract: {text!r} (use e.g. 4S, 3NTX, 6HXX or pass)") from None
        return cls(int(key[0]), strain, doubling, declarer)


class _ContractBuilder:
    """Contract's slot layout without the frozen guard (see :func:`_make_contract`)."""

    __slots__ = ("level", "strain", "doubling", "declarer")
    level: int
    strain: Strain
    doubling: Doubling
    declarer: Seat


def _make_contract(level: int, strain: Strain, doubling: Doubling, declarer: Seat) -> Contract:
    """A Contract of fields already checked (a level 1..7), without the dataclass __init__: the
    fields are set on a builder with Contract's slots, whose class then becomes Contract."""
    contract = _ContractBuilder()
    contract.level = level
    contract.strain = strain
    contract.doubling = doubling
    contract.declarer = declarer
    contract.__class__ = Contract  # type: ignore[assignment]
    return contract  # type: ignore[return-value]


if _ContractBuilder.__slots__ != Contract.__slots__:
    raise RuntimeError("the builder's slots must match Contract's, field for field")


@dataclass(frozen=True, slots=True)
class HandResult:
    """What one hand produced: the contract (None when passed out), declarer's tricks, the deal.

    ``deal`` holds the original hands (needed for honors); it may be None where the
    rule set needs no honors or the hands are unknown.
    """

    contract: Contract | None
    tricks: int
    deal: Deal | None = None

    def __post_init__(self) -> None:
        if not 0 <= self.tricks <= 13:
            raise InvalidCallError(f"tricks must be 0..13, not {self.tricks}")

    @property
    def passed_out(self) -> bool:
        """True when nobody bid."""
        return self.contract is None

    @property
    def overtricks(self) -> int:
        """Tricks over the contract (0 when it failed)."""
        if self.contract is None:
            return 0
        return max(0, self.tricks - self.contract.target)

    @property
    def undertricks(self) -> int:
        """Tricks short of the contract (0 when it was made)."""
        if self.contract is None:
            return 0
        return max(0, self.contract.target - self.tricks)

    @property
    def made(self) -> bool:
        """True when declarer took at least the contracted tricks."""
        return self.contract is not None and self.tricks >= self.contract.target
