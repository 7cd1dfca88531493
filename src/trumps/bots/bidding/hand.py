"""Hand evaluation for bidding: points, shape, aces, stoppers, losers, quick and defensive tricks."""

from __future__ import annotations

from dataclasses import dataclass

from trumps.bots.bidding.meaning import Lengths, is_balanced, lengths_of
from trumps.bots.constraints import HandConstraint
from trumps.core.calls import Strain
from trumps.core.cards import CardSet, Suit

_ACE, _KING, _QUEEN, _JACK = 1 << 12, 1 << 11, 1 << 10, 1 << 9


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What the bidding rules ask about one hand."""

    hand: CardSet
    hcp: int
    lengths: Lengths
    balanced: bool

    @classmethod
    def of(cls, hand: CardSet) -> HandFacts:
        """Evaluate ``hand``."""
        lengths = lengths_of(hand)
        return cls(hand, hand.hcp(), lengths, is_balanced(lengths))

    def length(self, strain: Strain) -> int:
        """Length of a suit strain (0 for NT)."""
        return 0 if strain is Strain.NT else self.lengths[strain]

    @property
    def aces(self) -> int:
        """How many aces the hand holds."""
        return sum(1 for suit in Suit if self.hand.suit_bits(suit) & _ACE)

    def stopper(self, suit: Suit) -> bool:
        """A, Kx, Qxx or Jxxx (a likely stopper at no-trump)."""
        bits = self.hand.suit_bits(suit)
        count = bits.bit_count()
        return bool(
            bits & _ACE
            or (bits & _KING and count >= 2)
            or (bits & _QUEEN and count >= 3)
            or (bits & _JACK and count >= 4)
        )

    def losers(self) -> int:
        """The losing-trick count: per suit, of its first three cards (fewer in a shorter suit),
        those that are not the ace, king or queen. A hand with a fit in a suit expects to take
        24 minus the two hands' losers in tricks, with that suit trumps."""
        total = 0
        for suit in Suit:
            bits = self.hand.suit_bits(suit)
            top = min(3, bits.bit_count())
            held = sum(1 for honour in (_ACE, _KING, _QUEEN)[:top] if bits & honour)
            total += top - held
        return total

    def quick_tricks(self) -> float:
        """Classic quick tricks: AK 2, AQ 1.5, A 1, KQ 1, Kx 0.5."""
        total = 0.0
        for suit in Suit:
            bits = self.hand.suit_bits(suit)
            count = bits.bit_count()
            if bits & _ACE and bits & _KING:
                total += 2
            elif bits & _ACE and bits & _QUEEN:
                total += 1.5
            elif bits & _ACE or (bits & _KING and bits & _QUEEN):
                total += 1
            elif bits & _KING and count >= 2:
                total += 0.5
        return total

    def defensive_tricks(self, trumps: Strain, partner_lengths: Lengths = (0, 0, 0, 0)) -> float:
        """Tricks this hand expects to take against a contract in ``trumps``.

        Quick tricks outside the trump suit (a second-round trick counts only with two or
        more cards in the suit), plus trump tricks: high trumps and length behind declarer.
        ``partner_lengths``, the cards partner has shown in each suit, caps a side suit where
        the two hands hold a fit: declarer's side is short there, so with eight or nine cards
        between us it gives one trick at most, with ten or more half a trick (see
        :data:`FIT_TRICK_CAPS`).
        """
        total = 0.0
        for suit in Suit:
            bits = self.hand.suit_bits(suit)
            count = bits.bit_count()
            if trumps is not Strain.NT and suit == trumps.suit:
                honours = sum(1 for bit in (_ACE, _KING, _QUEEN, _JACK) if bits & bit)
                total += min(count, honours) * 0.75 + max(0, count - 3) * 0.5
                continue
            tricks = 0.0
            if bits & _ACE:
                tricks += 1
            if bits & _KING and count >= 2:
                tricks += 0.75 if bits & _ACE or bits & _QUEEN else 0.5
            elif bits & _QUEEN and bits & _JACK and count >= 3:
                tricks += 0.25
            if trumps is Strain.NT and count >= 5 and (bits & (_ACE | _KING | _QUEEN)):
                tricks += 0.5 * (count - 4)
            for fit, cap in FIT_TRICK_CAPS:
                if count + partner_lengths[suit] >= fit:
                    tricks = min(tricks, cap)
                    break
            total += tricks
        return total


FIT_TRICK_CAPS = ((10, 0.5), (8, 1.0))
"""A defender's tricks in a side suit where his side holds a fit: with this many cards between the
two hands (his own and those partner has shown), at most this many tricks."""


def opening_suit(lengths: Lengths) -> Strain:
    """The suit a one-level opening names: longest; a five-card major before an equal minor;
    of equal majors spades; with no five-card major the longer minor (diamonds with 4-4, clubs 3-3)."""
    clubs, diamonds, hearts, spades = lengths
    longest = max(lengths)
    if max(hearts, spades) >= 5 and max(hearts, spades) == longest:
        return Strain.S if spades >= hearts else Strain.H
    if max(hearts, spades) >= 5:  # a longer minor
        return Strain.D if diamonds >= clubs else Strain.C
    if diamonds > clubs or (diamonds == clubs and diamonds >= 4):
        return Strain.D
    return Strain.C


def trump_fit(one: int, other: int) -> bool:
    """True when a suit held ``one`` and ``other`` cards long in the two hands of a side can be
    trumps: eight cards together, or seven with six of them in one hand (a 6-1 fit plays)."""
    together = one + other
    return together >= 8 or (together >= 7 and max(one, other) >= 6)


def support_for(shown: int) -> int:
    """The cards a raise of partner's suit promises when his calls showed ``shown`` of it: the
    fewest that make a :func:`trump_fit` (at least one, at most three)."""
    return next((count for count in (1, 2) if trump_fit(count, shown)), 3)


def expected_hcp(constraint: HandConstraint, mine: int) -> int:
    """A working estimate of a hand's HCP from its constraint and our own points.

    The middle of a narrow range; for a wide one, the share of the points we do not hold
    (a third of the rest), kept inside the range.
    """
    low, high = constraint.hcp_min, min(constraint.hcp_max, 37 - mine)
    if high < low:
        return low
    if high - low <= 8:
        return (low + high) // 2
    return max(low, min(high, (40 - mine) // 3))


def partner_losers(partner: HandConstraint, mine: int) -> float:
    """Partner's losing tricks, estimated from his HCP: a 13-14 HCP opening about seven, one fewer
    per three HCP more (a limit raise about eight, a jump raise six, a raise to game five)."""
    return 11.5 - expected_hcp(partner, mine) / 3


def fit_tricks(facts: HandFacts, partner: HandConstraint) -> float:
    """The tricks the losing-trick count expects with a trump fit: 24 minus our losers and
    partner's estimated ones."""
    return 24 - facts.losers() - partner_losers(partner, facts.hcp)


def slam_double_sound(facts: HandFacts, level: int) -> bool:
    """A penalty double of a contract at ``level`` is not ruled out: below the six level it never
    is; against a slam the doubler must hold the setting tricks himself, in quick tricks (partner's
    values seldom beat a slam the opponents chose to bid, and a doubled slam that makes costs more
    than the double can win)."""
    return level < 6 or facts.quick_tricks() >= 14 - (6 + level)
