"""The play of the cards: legal cards, trick winners, and the immutable play state.

RULES.md, "Common to all": declarer's left-hand opponent leads; follow suit if able,
otherwise any card; highest trump wins, else the highest card of the suit led; the winner
leads next.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from trumps.core.cards import (
    _CLUB_FIELDS,
    _DIAMOND_FIELDS,
    _HEART_FIELDS,
    _SPADE_FIELDS,
    ALL_CARDS,
    SUIT_FIELD_CARDS,
    Card,
    CardSet,
    Suit,
    cards_of_new_mask,
    cardset_of_mask,
    suit_field_cards,
)
from trumps.core.contract import Contract
from trumps.core.deal import Deal
from trumps.core.errors import IllegalPlayError
from trumps.core.seats import Seat, Side

_SUIT_FIELD = 0x1FFF
_SUIT_MASKS = tuple(_SUIT_FIELD << (13 * suit) for suit in range(4))
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
# by card index: the suit's number, and the mask of the suit (what a card led asks to follow)
_SUIT_OF: tuple[int, ...] = tuple(index // 13 for index in range(52))
_LED_MASK: tuple[int, ...] = tuple(_SUIT_MASKS[index // 13] for index in range(52))


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
    trick = _TrickBuilder()
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

    def legal_card_tuple(self) -> tuple[Card, ...]:
        """The cards the seat to play may play now, as a tuple ascending by index (empty once
        the play is over): the cards of :meth:`legal_cards`, without building the set, from
        the shared tables of :func:`~trumps.core.cards.cards_of_mask`, e.g.
        ``play.with_card(rng.choice(play.legal_card_tuple()))``."""
        current = self.current
        hand = self.hands[(self.leader + len(current)) & 3]
        if current:
            suit = _SUIT_OF[current[0].index]
            field = hand >> 13 * suit & 0x1FFF
            if field:  # following suit: one table look-up
                return SUIT_FIELD_CARDS[suit][field] or suit_field_cards(suit, field)
        try:  # cards_of_mask(hand), inlined
            return (*_CLUB_FIELDS[hand & 0x1FFF], *_DIAMOND_FIELDS[hand >> 13 & 0x1FFF],  # type: ignore[misc]
                    *_HEART_FIELDS[hand >> 26 & 0x1FFF], *_SPADE_FIELDS[hand >> 39])
        except TypeError:  # a field met for the first time
            return cards_of_new_mask(hand)

    def legal_mask(self) -> int:
        """The cards the seat to play may play now, as a card mask (0 once the play is over).

        The mask of :meth:`legal_cards` without building the set: pair it with
        :func:`trumps.core.cards.cards_of_mask` to choose a card, e.g.
        ``play.with_card(rng.choice(cards_of_mask(play.legal_mask())))``.
        """
        current = self.current
        hand = self.hands[(self.leader + len(current)) & 3]  # every hand is empty after the 13th trick
        if current:
            follow = hand & _SUIT_MASKS[current[0].suit]
            if follow:
                return follow
        return hand

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
        count = len(current)
        leader = self.leader
        seat = (leader + count) & 3
        hands = self.hands
        hand = hands[seat]
        bit = card.bit
        if count:  # follow suit when able
            led = _LED_MASK[current[0].index]
            legal = hand & bit and (bit & led or not hand & led)
        else:
            legal = hand & bit  # after the 13th trick every hand is empty
        if not legal:
            reason = self.why_illegal(card)
            assert reason is not None
            raise IllegalPlayError(f"card {self.cards_played + 1} ({card}): {reason}")
        hand ^= bit
        if seat == 0:
            hands = (hand, hands[1], hands[2], hands[3])
        elif seat == 1:
            hands = (hands[0], hand, hands[2], hands[3])
        elif seat == 2:
            hands = (hands[0], hands[1], hand, hands[3])
        else:
            hands = (hands[0], hands[1], hands[2], hand)
        state = _PlayStateBuilder()  # _make_play_state, inlined
        contract = state.contract = self.contract
        state.hands = hands
        if count < 3:
            state.leader = leader
            state.current = (*current, card)
            state.tricks = self.tricks
            state.declarer_tricks = self.declarer_tricks
            state.__class__ = PlayState  # type: ignore[assignment]
            return state  # type: ignore[return-value]
        first, second, third = current
        # _winning_position, inlined: the highest power wins (see _TRICK_POWER)
        power = _TRICK_POWER[contract.strain][_SUIT_OF[first.index]]
        best = power[first.index]
        best_at = 0
        if power[second.index] > best:
            best, best_at = power[second.index], 1
        if power[third.index] > best:
            best, best_at = power[third.index], 2
        if power[card.index] > best:
            best_at = 3
        winner = (leader + best_at) & 3
        trick = _TrickBuilder()  # _make_trick, inlined
        trick.leader = leader
        trick.cards = (first, second, third, card)
        trick.winner = state.leader = _SEATS[winner]
        trick.__class__ = Trick  # type: ignore[assignment]
        state.current = ()
        state.tricks = (*self.tricks, trick)  # type: ignore[arg-type]
        state.declarer_tricks = self.declarer_tricks + (0 if (winner ^ contract.declarer) & 1 else 1)
        state.__class__ = PlayState  # type: ignore[assignment]
        return state  # type: ignore[return-value]

    def with_cards(self, cards: Iterable[Card]) -> PlayState:
        """A new state with ``cards`` played in order, each by the seat to play at its turn.

        The same as :meth:`with_card` for each card in turn: the same checks (the card is held,
        suit is followed when able) and, for the first card that may not be played, the same
        :class:`IllegalPlayError`. Faster for many cards (a replay, a simulation), as no state
        is built between them.
        """
        if self.__class__ is not PlayState:  # a subclass's with_card has the last word
            state = self
            for card in cards:
                state = state.with_card(card)
            return state
        contract = self.contract
        declarer = contract.declarer & 1
        powers = _TRICK_POWER[contract.strain]
        hands = list(self.hands)
        leader = self.leader & 3
        current = list(self.current)
        tricks = list(self.tricks)
        won = self.declarer_tricks
        led = _SUIT_MASKS[current[0].suit] if current else 0
        for card in cards:
            seat = (leader + len(current)) & 3
            hand = hands[seat]
            bit = card.bit
            if not hand & bit or (current and not bit & led and hand & led):
                # the state before this card raises with_card's error for it
                _make_play_state(contract, (hands[0], hands[1], hands[2], hands[3]), _SEATS[leader],
                                 tuple(current), tuple(tricks), won).with_card(card)
                raise AssertionError(f"{card} was refused here but not by with_card")  # pragma: no cover
            hands[seat] = hand ^ bit
            if len(current) < 3:
                if not current:
                    led = _SUIT_MASKS[card.suit]
                current.append(card)
                continue
            first, second, third = current
            best_at = _winning_position(powers[first.suit], first, second, third, card)
            winner = (leader + best_at) & 3
            if not (winner ^ declarer) & 1:
                won += 1
            tricks.append(_make_trick(_SEATS[leader], (first, second, third, card), _SEATS[winner]))
            leader = winner
            current = []
        return _make_play_state(contract, (hands[0], hands[1], hands[2], hands[3]), _SEATS[leader],
                                tuple(current), tuple(tricks), won)

    def with_tricks(self, tricks: Iterable[Sequence[Card]], first: Seat = Seat.N) -> PlayState:
        """A new state with whole tricks played, each given as its four cards by seat.

        Each trick lists the card of every seat, clockwise from ``first`` (``trick[0]`` is
        ``first``'s card); its cards are played in turn from the trick's leader, as
        :meth:`with_cards` would play them, with the same checks and the same
        :class:`IllegalPlayError` for the first card that may not be played. The state must be
        between tricks (``current`` empty); a trick that does not hold four cards is an error.
        """
        if self.current:
            raise IllegalPlayError(f"trick {len(self.tricks) + 1} is unfinished: play its cards one by one")
        if self.__class__ is not PlayState:  # a subclass's with_card has the last word
            state = self
            for trick in tricks:
                if len(trick) != 4:
                    raise IllegalPlayError(f"trick {len(state.tricks) + 1} has {len(trick)} cards, not 4")
                at = state.leader - first
                state = state.with_cards([trick[(at + position) & 3] for position in range(4)])
            return state
        contract = self.contract
        declarer = contract.declarer & 1
        powers = _TRICK_POWER[contract.strain]
        hands = list(self.hands)
        leader = self.leader & 3
        played = list(self.tricks)
        won = self.declarer_tricks
        base = first & 3
        for trick in tricks:
            if len(trick) != 4:
                raise IllegalPlayError(f"trick {len(played) + 1} has {len(trick)} cards, not 4")
            at = leader - base
            one, two, three, four = (trick[at & 3], trick[(at + 1) & 3], trick[(at + 2) & 3],
                                     trick[(at + 3) & 3])
            second, third, fourth = (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3
            lead_hand, second_hand, third_hand, fourth_hand = \
                hands[leader], hands[second], hands[third], hands[fourth]
            led = _LED_MASK[one.index]
            bit_one, bit_two, bit_three, bit_four = one.bit, two.bit, three.bit, four.bit
            # each card held, and of the suit led unless its player has none (the seats differ, so
            # each hand is as before the trick when its card is checked)
            if not (lead_hand & bit_one
                    and second_hand & bit_two and (bit_two & led or not second_hand & led)
                    and third_hand & bit_three and (bit_three & led or not third_hand & led)
                    and fourth_hand & bit_four and (bit_four & led or not fourth_hand & led)):
                # the state before the trick raises with_card's error for the first card refused
                _make_play_state(contract, (hands[0], hands[1], hands[2], hands[3]), _SEATS[leader], (),
                                 tuple(played), won).with_cards((one, two, three, four))
                raise AssertionError(f"{trick} was refused here but not by with_cards")  # pragma: no cover
            hands[leader] = lead_hand ^ bit_one
            hands[second] = second_hand ^ bit_two
            hands[third] = third_hand ^ bit_three
            hands[fourth] = fourth_hand ^ bit_four
            winner = (leader + _winning_position(powers[_SUIT_OF[one.index]], one, two, three, four)) & 3
            if not (winner ^ declarer) & 1:
                won += 1
            built = _TrickBuilder()  # _make_trick, inlined
            built.leader = _SEATS[leader]
            built.cards = (one, two, three, four)
            built.winner = _SEATS[winner]
            built.__class__ = Trick  # type: ignore[assignment]
            played.append(built)  # type: ignore[arg-type]
            leader = winner
        return _make_play_state(contract, (hands[0], hands[1], hands[2], hands[3]), _SEATS[leader], (),
                                tuple(played), won)

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
# _TRICK_POWER[strain][led suit][card index]: how strongly a card bids for a trick in that
# strain led in that suit: a trump 100 + index, a card of the suit led its index (within a suit
# the indexes run from the two up to the ace), any other card -1, so the highest power wins.
_TRICK_POWER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(100 + index if index // 13 == trump else index if index // 13 == led else -1
                for index in range(52))
          for led in range(4))
    for trump in (0, 1, 2, 3, -1))


def _winning_position(power: tuple[int, ...], first: Card, second: Card, third: Card, fourth: Card) -> int:
    """Which of a complete trick's cards (0..3, in play order) wins it, given the trick's
    ``_TRICK_POWER[strain][led suit]`` row: the highest card of the best suit played, where
    trumps beat the suit led and other suits never win (the same answer as trick_winner)."""
    best = power[first.index]
    best_at = 0
    if power[second.index] > best:
        best, best_at = power[second.index], 1
    if power[third.index] > best:
        best, best_at = power[third.index], 2
    if power[fourth.index] > best:
        best_at = 3
    return best_at


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
    state = _PlayStateBuilder()
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
