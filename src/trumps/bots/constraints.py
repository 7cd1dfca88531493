"""What a seat's calls promised about its hand: the interface between bidding and card play.

The bidding system (``trumps.bots.bidding.constraints_for(view)``) reads each call's meaning
and returns, for every other seat, a :class:`HandConstraint`; the card-play sampler
(:mod:`trumps.bots.sampler`) draws only layouts that fit them, relaxing them when none can.
A constraint describes the seat's **original** thirteen cards (as dealt), not what it holds
now: the sampler adds the cards the seat has already played before checking.
"""

from __future__ import annotations

from dataclasses import dataclass

from trumps.core.cards import Suit

_HCP_MAX = 37
"""The most high-card points one hand can hold (4 aces, 4 kings, 4 queens, a jack)."""


@dataclass(frozen=True, slots=True)
class HandConstraint:
    """Ranges for one hand: high-card points and the length of each suit, bounds included.

    ``lengths_min`` and ``lengths_max`` are indexed by :class:`~trumps.core.cards.Suit`
    (clubs, diamonds, hearts, spades). The defaults allow every hand.
    """

    hcp_min: int = 0
    hcp_max: int = _HCP_MAX
    lengths_min: tuple[int, int, int, int] = (0, 0, 0, 0)
    lengths_max: tuple[int, int, int, int] = (13, 13, 13, 13)

    @property
    def is_trivial(self) -> bool:
        """True when every hand satisfies the constraint."""
        return (self.hcp_min <= 0 and self.hcp_max >= _HCP_MAX
                and all(low <= 0 for low in self.lengths_min)
                and all(high >= 13 for high in self.lengths_max))

    def length_range(self, suit: Suit) -> tuple[int, int]:
        """The allowed length of ``suit`` (low, high)."""
        return self.lengths_min[suit], self.lengths_max[suit]

    def intersect(self, other: HandConstraint) -> HandConstraint:
        """The constraint both ``self`` and ``other`` express (it may admit no hand at all)."""
        return HandConstraint(
            max(self.hcp_min, other.hcp_min), min(self.hcp_max, other.hcp_max),
            (max(self.lengths_min[0], other.lengths_min[0]), max(self.lengths_min[1], other.lengths_min[1]),
             max(self.lengths_min[2], other.lengths_min[2]), max(self.lengths_min[3], other.lengths_min[3])),
            (min(self.lengths_max[0], other.lengths_max[0]), min(self.lengths_max[1], other.lengths_max[1]),
             min(self.lengths_max[2], other.lengths_max[2]), min(self.lengths_max[3], other.lengths_max[3])),
        )

    def widened(self, hcp: int, length: int) -> HandConstraint:
        """A looser constraint: every HCP bound moved out by ``hcp``, every length bound by ``length``."""
        return HandConstraint(
            max(0, self.hcp_min - hcp), min(_HCP_MAX, self.hcp_max + hcp),
            (max(0, self.lengths_min[0] - length), max(0, self.lengths_min[1] - length),
             max(0, self.lengths_min[2] - length), max(0, self.lengths_min[3] - length)),
            (min(13, self.lengths_max[0] + length), min(13, self.lengths_max[1] + length),
             min(13, self.lengths_max[2] + length), min(13, self.lengths_max[3] + length)),
        )

    def admits(self, hcp: int, lengths: tuple[int, int, int, int]) -> bool:
        """True when a hand of ``hcp`` points and suit ``lengths`` (clubs first) fits."""
        if not self.hcp_min <= hcp <= self.hcp_max:
            return False
        low, high = self.lengths_min, self.lengths_max
        return (low[0] <= lengths[0] <= high[0] and low[1] <= lengths[1] <= high[1]
                and low[2] <= lengths[2] <= high[2] and low[3] <= lengths[3] <= high[3])


UNCONSTRAINED = HandConstraint()
"""The constraint every hand satisfies."""
