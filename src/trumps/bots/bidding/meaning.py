"""What a call means: a value the program can read and a sentence every player can read.

A :class:`Meaning` states ranges (high-card points, the length of each suit, optionally a
balanced shape), whether the call forces partner to bid again, whether it is alerted, and
a plain-language ``text``. :meth:`Meaning.describe` renders the text followed by exactly the
ranges the meaning holds, so the explanation shown at the table and the constraint handed to
the card-play sampler come from the same numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from trumps.bots.bidding.translation import translate, word
from trumps.bots.constraints import HandConstraint
from trumps.core.cards import CardSet, Suit

Lengths = tuple[int, int, int, int]
"""Four suit lengths (or bounds), indexed by :class:`~trumps.core.cards.Suit`: clubs first."""

HCP_MAX = 37
_NO_MIN: Lengths = (0, 0, 0, 0)
_NO_MAX: Lengths = (13, 13, 13, 13)
_SUITS_HIGH_FIRST = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Forcing(Enum):
    """How far a call obliges partner to keep the auction open."""

    NONE = "not forcing"
    ONE_ROUND = "forcing for one round"
    GAME = "forcing to game"


def lengths_of(hand: CardSet) -> Lengths:
    """The suit lengths of ``hand``, clubs first."""
    return (
        hand.count(Suit.CLUBS),
        hand.count(Suit.DIAMONDS),
        hand.count(Suit.HEARTS),
        hand.count(Suit.SPADES),
    )


def is_balanced(lengths: Lengths) -> bool:
    """4-3-3-3, 4-4-3-2 or 5-3-3-2 (no singleton or void, at most one doubleton)."""
    return sorted(lengths) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])


@dataclass(frozen=True, slots=True)
class Meaning:
    """What one call shows, in ranges a program can check; bounds are inclusive.

    ``balanced`` adds the shape test of :func:`is_balanced` on top of the length ranges
    (the length ranges of a balanced meaning are set to 2..5 so that the sampler's
    constraint, which has no notion of shape, keeps most of it).
    """

    text: str
    hcp_min: int = 0
    hcp_max: int = HCP_MAX
    lengths_min: Lengths = _NO_MIN
    lengths_max: Lengths = _NO_MAX
    balanced: bool = False
    forcing: Forcing = Forcing.NONE
    alert: bool = False
    natural_fallback: bool = False
    """True when no agreement covers the call and the meaning is the generic natural reading."""

    # reading ------------------------------------------------------------------
    @property
    def is_unconstrained(self) -> bool:
        """True when the meaning rules out no hand."""
        return (
            self.hcp_min <= 0
            and self.hcp_max >= HCP_MAX
            and not self.balanced
            and all(low <= 0 for low in self.lengths_min)
            and all(high >= 13 for high in self.lengths_max)
        )

    def fits(self, hand: CardSet) -> bool:
        """True when ``hand`` (13 cards) has what the meaning promises."""
        return self.fits_values(hand.hcp(), lengths_of(hand))

    def fits_values(self, hcp: int, lengths: Lengths) -> bool:
        """:meth:`fits` from a hand's HCP and suit lengths."""
        if not self.hcp_min <= hcp <= self.hcp_max:
            return False
        for suit in range(4):
            if not self.lengths_min[suit] <= lengths[suit] <= self.lengths_max[suit]:
                return False
        return not self.balanced or is_balanced(lengths)

    def to_constraint(self) -> HandConstraint:
        """The part of the meaning the card-play sampler can use (shape beyond lengths is dropped)."""
        return HandConstraint(self.hcp_min, self.hcp_max, self.lengths_min, self.lengths_max)

    # combining -----------------------------------------------------------------
    def union(self, other: Meaning) -> Meaning:
        """A meaning covering both (two agreements that give the same call in one context)."""
        forcing = self.forcing if _FORCE_ORDER[self.forcing] <= _FORCE_ORDER[other.forcing] else other.forcing
        return Meaning(
            text=self.text if self.text == other.text else f"{self.text}; or {other.text}",
            hcp_min=min(self.hcp_min, other.hcp_min),
            hcp_max=max(self.hcp_max, other.hcp_max),
            lengths_min=_pairwise(min, self.lengths_min, other.lengths_min),
            lengths_max=_pairwise(max, self.lengths_max, other.lengths_max),
            balanced=self.balanced and other.balanced,
            forcing=forcing,
            alert=self.alert or other.alert,
            natural_fallback=self.natural_fallback and other.natural_fallback,
        )

    # explaining ----------------------------------------------------------------
    def ranges_text(self, language: str = "en") -> str:
        """The ranges alone, e.g. ``15-17 HCP, balanced, 5+♠, 0-3♥``; empty when unconstrained.

        ``language`` is one of :data:`~.translation.LANGUAGES` (the words; numbers and suit
        symbols are the same in all)."""
        parts: list[str] = []
        hcp = word("HCP", language)
        if self.hcp_min > 0 or self.hcp_max < HCP_MAX:
            if self.hcp_max >= HCP_MAX:
                parts.append(f"{self.hcp_min}+ {hcp}")
            else:
                parts.append(f"{self.hcp_min}-{self.hcp_max} {hcp}")
        if self.balanced:
            parts.append(word("balanced", language))
        for suit in _SUITS_HIGH_FIRST:
            low, high = self.lengths_min[suit], self.lengths_max[suit]
            if self.balanced and (low, high) == (2, 5):
                continue
            if low > 0 and high >= 13:
                parts.append(f"{low}+{suit.symbol}")
            elif low == high:
                parts.append(f"{low}{suit.symbol}")
            elif low > 0 or high < 13:
                parts.append(f"{low}-{high}{suit.symbol}")
        return ", ".join(parts)

    def describe(self, language: str = "en") -> str:
        """The explanation shown at the table: text, then the exact ranges, forcing, alert, in
        ``language`` (English unless told; see :mod:`.translation`)."""
        pieces = [translate(self.text, language)]
        ranges = self.ranges_text(language)
        if ranges:
            pieces.append(f"({ranges})")
        if self.forcing is not Forcing.NONE:
            pieces.append(f"[{word(self.forcing.value, language)}]")
        if self.alert:
            pieces.append(f"[{word('alert', language)}]")
        return " ".join(pieces)


_FORCE_ORDER = {Forcing.NONE: 0, Forcing.ONE_ROUND: 1, Forcing.GAME: 2}


def _pairwise(pick: Callable[[int, int], int], left: Lengths, right: Lengths) -> Lengths:
    return (
        pick(left[0], right[0]),
        pick(left[1], right[1]),
        pick(left[2], right[2]),
        pick(left[3], right[3]),
    )


def balanced_lengths() -> tuple[Lengths, Lengths]:
    """The length bounds that stand for "balanced" in a sampler constraint: every suit 2..5."""
    return (2, 2, 2, 2), (5, 5, 5, 5)


UNKNOWN = Meaning("no agreed meaning", natural_fallback=True)
"""The meaning of a call the system does not know and cannot read naturally."""
