"""The play of the cards: legal cards, trick winners, and the immutable play state.

RULES.md, "Common to all": declarer's left-hand opponent leads; follow suit if able,
otherwise any card; highest trump wins, else the highest card of the suit led; the winner
leads next.
"""

from __future__ import annotations

from dataclasses import dataclass

from trumps.core.cards import ALL_CARDS, Card, CardSet, Suit
from trumps.core.contract import Contract
from trumps.core.deal import Deal
from trumps.core.errors import IllegalPlayError
from trumps.core.seats import Seat, Side

_SUIT_FIELD = 0x1FFF


def legal_mask(hand: int, led_suit: Suit | None) -> int:
    """The cards of ``hand`` (a mask) that may be played to a trick led in ``led_suit``."""
    if led_suit is None:
        return hand
    follow = hand & (_SUIT_FIELD << (13 * led_suit))
    return follow if follow else hand


def trick_winner(cards: tuple[Card, ...], leader: Seat, trump: Suit | None) -> Seat:
    """The seat that wins a complete trick of four cards played in order from ``leader``."""
    best = cards[0]
    best_at = 0
    for position in range(1, len(cards)):
        card = cards[position]
        if card.suit is best.suit:
            if card.rank > best.rank:
                best, best_at = card, position
        elif card.suit is trump:
            best, best_at = card, position
    return leader.offset(best_at)


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the four cards in play order, who won."""

    leader: Seat
    cards: tuple[Card, Card, Card, Card]
    winner: Seat

    def card_of(self, seat: Seat) -> Card:
        """The card ``seat`` played to this trick."""
        return self.cards[(seat - self.leader) & 3]


@dataclass(frozen=True, slots=True)
class PlayState:
    """The play of one hand so far. ``hands`` are the cards each seat still holds (masks)."""

    contract: Contract
    hands: tuple[int, int, int, int]
    leader: Seat
    current: tuple[Card, ...] = ()
    tricks: tuple[Trick, ...] = ()
    declarer_tricks: int = 0

    @classmethod
    def start(cls, deal: Deal, contract: Contract) -> PlayState:
        """The position before the opening lead, made by declarer's left-hand opponent."""
        hands = deal.hands
        return cls(contract, (hands[0].mask, hands[1].mask, hands[2].mask, hands[3].mask),
                   contract.declarer.lho)

    @property
    def trump(self) -> Suit | None:
        """The trump suit, None at no-trump."""
        return self.contract.strain.suit

    @property
    def declarer(self) -> Seat:
        """Declarer."""
        return self.contract.declarer

    @property
    def dummy(self) -> Seat:
        """Declarer's partner."""
        return self.contract.declarer.partner

    @property
    def to_play(self) -> Seat:
        """The seat whose card comes next (dummy included)."""
        return self.leader.offset(len(self.current))

    @property
    def cards_played(self) -> int:
        """How many cards have been played in all."""
        return 4 * len(self.tricks) + len(self.current)

    @property
    def is_complete(self) -> bool:
        """True after the 13th trick."""
        return len(self.tricks) == 13

    @property
    def opening_lead_made(self) -> bool:
        """True once the first card is on the table (dummy is then faced)."""
        return bool(self.tricks) or bool(self.current)

    @property
    def led_suit(self) -> Suit | None:
        """The suit led to the current trick, None before its first card."""
        return self.current[0].suit if self.current else None

    @property
    def defender_tricks(self) -> int:
        """Tricks won by the defenders so far."""
        return len(self.tricks) - self.declarer_tricks

    def tricks_won(self, side: Side) -> int:
        """Tricks won so far by ``side``."""
        return self.declarer_tricks if side == self.contract.side else self.defender_tricks

    def hand(self, seat: Seat) -> CardSet:
        """The cards ``seat`` still holds."""
        return CardSet(self.hands[seat])

    def legal_cards(self) -> CardSet:
        """The cards the seat to play may play now."""
        if self.is_complete:
            return CardSet()
        return CardSet(legal_mask(self.hands[self.to_play], self.led_suit))

    def why_illegal(self, card: Card) -> str | None:
        """None when ``card`` may be played now by the seat to play, else the reason."""
        if self.is_complete:
            return "all 13 tricks have been played"
        seat = self.to_play
        hand = self.hands[seat]
        if not hand & card.bit:
            return f"{seat.full_name} does not hold {card}"
        if not legal_mask(hand, self.led_suit) & card.bit:
            led = self.led_suit
            assert led is not None
            return f"{seat.full_name} must follow suit ({led.letter}) and holds {CardSet(hand).suit(led)}"
        return None

    def with_card(self, card: Card) -> PlayState:
        """A new state with ``card`` played by the seat to play; raises :class:`IllegalPlayError`."""
        reason = self.why_illegal(card)
        if reason is not None:
            raise IllegalPlayError(f"card {self.cards_played + 1} ({card}): {reason}")
        seat = self.to_play
        hands = list(self.hands)
        hands[seat] ^= card.bit
        new_hands = (hands[0], hands[1], hands[2], hands[3])
        current = (*self.current, card)
        if len(current) < 4:
            return PlayState(self.contract, new_hands, self.leader, current, self.tricks,
                             self.declarer_tricks)
        winner = trick_winner(current, self.leader, self.trump)
        trick = Trick(self.leader, (current[0], current[1], current[2], current[3]), winner)
        won = self.declarer_tricks + (1 if winner.side == self.contract.declarer.side else 0)
        return PlayState(self.contract, new_hands, winner, (), (*self.tricks, trick), won)

    def played_cards(self) -> CardSet:
        """Every card played so far, the current trick included."""
        mask = 0
        for trick in self.tricks:
            for card in trick.cards:
                mask |= card.bit
        for card in self.current:
            mask |= card.bit
        return CardSet(mask)

    def remaining_tricks(self) -> int:
        """Tricks not yet complete (the current one included)."""
        return 13 - len(self.tricks)


def card_by_index(index: int) -> Card:
    """The card numbered ``index`` (0..51)."""
    return ALL_CARDS[index]
