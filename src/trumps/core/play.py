"""The play of the cards: legal cards, trick winners, and the immutable play state.

RULES.md, "Common to all": declarer's left-hand opponent leads; follow suit if able,
otherwise any card; highest trump wins, else the highest card of the suit led; the winner
leads next.
"""

from __future__ import annotations

from dataclasses import dataclass

from trumps.core.cards import ALL_CARDS, Card, CardSet, Suit, cardset_of_mask
from trumps.core.contract import Contract
from trumps.core.deal import Deal
from trumps.core.errors import IllegalPlayError
from trumps.core.seats import Seat, Side

_SUIT_FIELD = 0x1FFF
_SUIT_MASKS = tuple(_SUIT_FIELD << (13 * suit) for suit in range(4))
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_new = object.__new__


def legal_mask(hand: int, led_suit: Suit | None) -> int:
    """The cards of ``hand`` (a mask) that may be played to a trick led in ``led_suit``."""
    if led_suit is None:
        return hand
    follow = hand & (_SUIT_FIELD << (13 * led_suit))
    return follow if follow else hand


def trick_winner(cards: tuple[Card, ...], leader: Seat, trump: Suit | None) -> Seat:
    """The seat that wins a complete trick of four cards played in order from ``leader``."""
    best = cards[0]
    best_suit = best.suit
    best_index = best.index
    best_at = 0
    for position in range(1, len(cards)):
        card = cards[position]
        suit = card.suit
        if suit is best_suit:
            # within a suit the card numbers run from the two up to the ace
            if card.index > best_index:
                best_index, best_at = card.index, position
        elif suit is trump:
            best_suit, best_index, best_at = suit, card.index, position
    return _SEATS[(leader + best_at) & 3]


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the four cards in play order, who won."""

    leader: Seat
    cards: tuple[Card, Card, Card, Card]
    winner: Seat

    def card_of(self, seat: Seat) -> Card:
        """The card ``seat`` played to this trick."""
        return self.cards[(seat - self.leader) & 3]


class _TrickBuilder:
    """Trick's slot layout without the frozen guard (see :func:`_make_trick`)."""

    __slots__ = ("leader", "cards", "winner")
    leader: Seat
    cards: tuple[Card, Card, Card, Card]
    winner: Seat


def _make_trick(leader: Seat, cards: tuple[Card, Card, Card, Card], winner: Seat) -> Trick:
    """A Trick built without the dataclass __init__: fill a builder, then give it Trick's class.

    The builder has exactly Trick's slots, so the object is an ordinary frozen Trick afterwards.
    """
    trick = _new(_TrickBuilder)
    trick.leader = leader
    trick.cards = cards
    trick.winner = winner
    trick.__class__ = Trick  # type: ignore[assignment]
    return trick  # type: ignore[return-value]


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
        return cardset_of_mask(self.hands[seat])

    def legal_cards(self) -> CardSet:
        """The cards the seat to play may play now."""
        if len(self.tricks) == 13:
            return cardset_of_mask(0)
        current = self.current
        hand = self.hands[(self.leader + len(current)) & 3]
        if current:
            follow = hand & _SUIT_MASKS[current[0].suit]
            if follow:
                return cardset_of_mask(follow)
        return cardset_of_mask(hand)

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
        # The checks of why_illegal, inlined: this is the hottest path of a replay or a simulation.
        current = self.current
        tricks = self.tricks
        leader = self.leader
        seat = (leader + len(current)) & 3
        hands = self.hands
        hand = hands[seat]
        bit = card.bit
        if current:  # follow suit when able
            led = _SUIT_MASKS[current[0].suit]
            legal = hand & bit and (bit & led or not hand & led)
        else:
            legal = hand & bit  # after the 13th trick every hand is empty
        if not legal:
            reason = self.why_illegal(card)
            assert reason is not None
            raise IllegalPlayError(f"card {self.cards_played + 1} ({card}): {reason}")
        north, east, south, west = hands
        if seat == 0:
            north ^= bit
        elif seat == 1:
            east ^= bit
        elif seat == 2:
            south ^= bit
        else:
            west ^= bit
        if len(current) < 3:
            return _make_play_state(self.contract, (north, east, south, west), leader, (*current, card),
                                    tricks, self.declarer_tricks)
        cards = (current[0], current[1], current[2], card)
        contract = self.contract
        winner = trick_winner(cards, leader, _TRUMP_OF_STRAIN[contract.strain])
        won = self.declarer_tricks + (0 if (winner ^ contract.declarer) & 1 else 1)
        return _make_play_state(contract, (north, east, south, west), winner, (),
                                (*tricks, _make_trick(leader, cards, winner)), won)

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


_TRUMP_OF_STRAIN: tuple[Suit | None, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, None)


class _PlayStateBuilder:
    """PlayState's slot layout without the frozen guard (see :func:`_make_play_state`)."""

    __slots__ = ("contract", "hands", "leader", "current", "tricks", "declarer_tricks")
    contract: Contract
    hands: tuple[int, int, int, int]
    leader: Seat
    current: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    declarer_tricks: int


def _make_play_state(contract: Contract, hands: tuple[int, int, int, int], leader: Seat,
                     current: tuple[Card, ...], tricks: tuple[Trick, ...], declarer_tricks: int) -> PlayState:
    """A PlayState built without the dataclass __init__ (about three times faster).

    The fields are set on a builder with exactly PlayState's slots, whose class is then
    switched to PlayState: the result is an ordinary frozen PlayState. Callers pass values
    already checked, as the dataclass __init__ does not check them either.
    """
    state = _new(_PlayStateBuilder)
    state.contract = contract
    state.hands = hands
    state.leader = leader
    state.current = current
    state.tricks = tricks
    state.declarer_tricks = declarer_tricks
    state.__class__ = PlayState  # type: ignore[assignment]
    return state  # type: ignore[return-value]


if _PlayStateBuilder.__slots__ != PlayState.__slots__ or _TrickBuilder.__slots__ != Trick.__slots__:
    raise RuntimeError("a builder's slots must match its dataclass's, field for field")


def card_by_index(index: int) -> Card:
    """The card numbered ``index`` (0..51)."""
    return ALL_CARDS[index]
