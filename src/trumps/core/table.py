"""The state of one hand at a table: auction, play, claims, and what each seat may see.

``TableState.apply(action)`` is the one door into the rules: it checks the action (right
seat, right phase, legal under the laws) and returns the new state and the events it
caused, or raises a :class:`~trumps.core.errors.TrumpsError` subclass and changes nothing.
The state keeps its action log, so ``TableState.replay(...)`` of that log rebuilds it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from trumps.core.auction import Auction, _empty_auction
from trumps.core.calls import ALL_CALLS, Call
from trumps.core.cards import ALL_CARDS, Card, CardSet
from trumps.core.contract import Contract, HandResult
from trumps.core.deal import Deal
from trumps.core.errors import IllegalActionError, IllegalPlayError
from trumps.core.play import (
    _SUIT_MASKS,
    _TRUMP_OF_STRAIN,
    PlayState,
    Trick,
    _make_play_state,
    _make_trick,
    trick_winner,
)
from trumps.core.seats import Seat, Side, Vulnerability


class Phase(Enum):
    """Where the hand stands."""

    AUCTION = "auction"
    PLAY = "play"
    CLAIM = "claim"
    DONE = "done"


# actions ----------------------------------------------------------------------
# The two actions made most often store their fields through the slot descriptors (set just
# below each class): a third faster than the frozen dataclass __init__, and the same result.
@dataclass(frozen=True, slots=True)
class CallAction:
    """``seat`` makes ``call`` in the auction."""

    seat: Seat
    call: Call

    def __init__(self, seat: Seat, call: Call) -> None:
        _set_call_seat(self, seat)
        _set_call_call(self, call)


_set_call_seat = CallAction.__dict__["seat"].__set__
_set_call_call = CallAction.__dict__["call"].__set__


@dataclass(frozen=True, slots=True)
class CardAction:
    """``seat`` plays ``card``; declarer is the seat that plays dummy's cards."""

    seat: Seat
    card: Card

    def __init__(self, seat: Seat, card: Card) -> None:
        _set_card_seat(self, seat)
        _set_card_card(self, card)


_set_card_seat = CardAction.__dict__["seat"].__set__
_set_card_card = CardAction.__dict__["card"].__set__


@dataclass(frozen=True, slots=True)
class ClaimAction:
    """Declarer claims: the hand ends with declarer's side taking ``tricks`` tricks in all."""

    seat: Seat
    tricks: int


@dataclass(frozen=True, slots=True)
class ClaimAnswer:
    """A defender accepts or rejects the pending claim."""

    seat: Seat
    accept: bool


@dataclass(frozen=True, slots=True)
class SettleAction:
    """The director's ruling on a disputed claim: play ends with declarer taking ``tricks`` in all."""

    tricks: int


Action = CallAction | CardAction | ClaimAction | ClaimAnswer | SettleAction


# events -----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened; ``kind`` is one of the names below, the rest depends on it.

    kinds: ``call`` (seat, call), ``auction_end`` (contract or None when passed out),
    ``card`` (seat, card), ``dummy`` (seat = dummy, cards = dummy's hand),
    ``trick`` (seat = winner, number), ``claim`` (seat, number = tricks),
    ``claim_answer`` (seat, accept), ``claim_rejected``, ``ruling`` (number = tricks set by the
    director), ``hand_end`` (number = declarer's tricks).
    """

    kind: str
    seat: Seat | None = None
    call: Call | None = None
    card: Card | None = None
    cards: CardSet | None = None
    contract: Contract | None = None
    number: int | None = None
    accept: bool | None = None


@dataclass(frozen=True, slots=True)
class PendingClaim:
    """A claim waiting for the defenders' answers."""

    seat: Seat
    tricks: int
    accepted_by: frozenset[Seat] = field(default_factory=frozenset)


@dataclass(frozen=True, slots=True)
class RejectedClaim:
    """A claim a defender rejected, after which play went on: ``seat`` (declarer) claimed
    ``tricks`` in all after ``cards_played`` cards, and ``rejected_by`` said no."""

    seat: Seat
    tricks: int
    rejected_by: Seat
    cards_played: int

    @property
    def trick(self) -> int:
        """The trick (1..13) during which the claim was made."""
        return self.cards_played // 4 + 1


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything one seat (or a spectator, ``seat=None``) may know about the hand now.

    ``hands`` holds, per seat, the cards still held where this viewer may see them and
    None where it may not; ``original_hands`` is filled only when all hands are visible.
    """

    seat: Seat | None
    phase: Phase
    dealer: Seat
    vulnerability: Vulnerability
    calls: tuple[Call, ...]
    contract: Contract | None
    hands: tuple[CardSet | None, CardSet | None, CardSet | None, CardSet | None]
    original_hands: tuple[CardSet, CardSet, CardSet, CardSet] | None
    tricks: tuple[Trick, ...]
    current_trick: tuple[tuple[Seat, Card], ...]
    tricks_won: tuple[int, int]
    to_act: Seat | None
    controller: Seat | None
    legal_calls: tuple[Call, ...]
    legal_cards: CardSet
    claim: PendingClaim | None
    result_tricks: int | None

    @property
    def hand(self) -> CardSet | None:
        """The viewer's own remaining cards (None for a spectator)."""
        return None if self.seat is None else self.hands[self.seat]

    def visible_cards(self) -> CardSet:
        """Every card this view shows anywhere: hands it may see and cards played."""
        mask = 0
        for hand in self.hands:
            if hand is not None:
                mask |= hand.mask
        for original in self.original_hands or ():
            mask |= original.mask
        for trick in self.tricks:
            for card in trick.cards:
                mask |= card.bit
        for _, card in self.current_trick:
            mask |= card.bit
        return CardSet(mask)


@dataclass(frozen=True, slots=True)
class TableState:
    """One hand at a table, from the deal to the result; build with :meth:`new`."""

    deal: Deal
    dealer: Seat
    vulnerability: Vulnerability
    auction: Auction
    play: PlayState | None = None
    claim: PendingClaim | None = None
    result_tricks: int | None = None
    open_hands: bool = False
    actions: tuple[Action, ...] = ()

    @classmethod
    def new(cls, deal: Deal, dealer: Seat, vulnerability: Vulnerability = Vulnerability.NONE,
            *, open_hands: bool = False) -> TableState:
        """A fresh hand: ``deal`` must be complete; ``open_hands`` shows all hands (practice)."""
        deal.validate()
        if cls is not TableState:
            return cls(deal, dealer, vulnerability, Auction(dealer), open_hands=open_hands)
        return _make_table_state(deal, dealer, vulnerability, _empty_auction(dealer), None, None, None,
                                 open_hands, ())

    @classmethod
    def replay(cls, deal: Deal, dealer: Seat, vulnerability: Vulnerability, actions: Iterable[Action],
               *, open_hands: bool = False) -> TableState:
        """Rebuild a state from its action log."""
        state = cls.new(deal, dealer, vulnerability, open_hands=open_hands)
        for action in actions:
            state = state.apply(action)[0]
        return state

    # derived ----------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        """AUCTION, PLAY, CLAIM or DONE."""
        if self.result_tricks is not None:
            return _DONE
        if self.play is not None:
            # a play state exists only after a bid, so the auction was not passed out
            return _PLAY if self.claim is None else _CLAIM
        auction = self.auction
        if auction.last_bid is None and auction.trailing_passes >= 4:
            return _DONE
        return _AUCTION if self.claim is None else _CLAIM

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is over (None while bidding or when passed out)."""
        return self.play.contract if self.play is not None else None

    def to_act(self) -> Seat | None:
        """The seat whose turn it is (for play: the seat whose card is next, dummy included).

        During a claim: the first defender who has not yet answered. None when done.
        """
        phase = self.phase
        if phase is Phase.AUCTION:
            return self.auction.to_call
        if phase is Phase.PLAY:
            assert self.play is not None
            return self.play.to_play
        if phase is Phase.CLAIM:
            pending = self.claim_waiting_on()
            return pending[0] if pending else None
        return None

    def controller(self, seat: Seat) -> Seat:
        """Who decides for ``seat``: declarer decides for dummy during the play."""
        play = self.play
        if play is not None:
            declarer = play.contract.declarer
            if (seat - declarer) & 3 == 2:  # seat is dummy
                return declarer
        return seat

    def rejected_claims(self) -> tuple[RejectedClaim, ...]:
        """The claims of this hand that a defender rejected, oldest first (read from the
        hand's actions, so an undone claim is gone with them)."""
        found: list[RejectedClaim] = []
        pending: ClaimAction | None = None
        cards = 0
        for action in self.actions:
            if type(action) is CardAction:
                cards += 1
            elif isinstance(action, ClaimAction):
                pending = action
            elif isinstance(action, ClaimAnswer) and pending is not None and not action.accept:
                found.append(RejectedClaim(pending.seat, pending.tricks, action.seat, cards))
                pending = None
        return tuple(found)

    def claim_waiting_on(self) -> tuple[Seat, ...]:
        """Defenders who still have to answer the pending claim."""
        if self.claim is None or self.play is None:
            return ()
        declarer = self.play.declarer
        return tuple(s for s in (declarer.lho, declarer.rho) if s not in self.claim.accepted_by)

    def result(self) -> HandResult | None:
        """The hand's result once done: the contract (None when passed out), declarer's tricks, the deal."""
        if self.phase is not Phase.DONE:
            return None
        return HandResult(self.contract, self.result_tricks or 0, self.deal)

    # the door into the rules -------------------------------------------------
    def apply(self, action: Action) -> tuple[TableState, tuple[Event, ...]]:
        """Check and apply one action: the new state and the events it caused."""
        if type(action) is CardAction:
            return self._apply_card_fast(action)
        if type(action) is CallAction:
            return self._apply_call_fast(action)
        phase = self.phase
        if isinstance(action, CallAction):
            return self._apply_call(action, phase)
        if isinstance(action, CardAction):
            return self._apply_card(action, phase)
        if isinstance(action, ClaimAction):
            return self._apply_claim(action, phase)
        if isinstance(action, ClaimAnswer):
            return self._apply_answer(action, phase)
        if isinstance(action, SettleAction):
            return self._apply_settle(action, phase)
        raise IllegalActionError(f"unknown action {action!r}")

    def _apply_call_fast(self, action: CallAction) -> tuple[TableState, tuple[Event, ...]]:
        """_apply_call for the common case, a legal call in turn that does not end the auction."""
        auction = self.auction
        seat = action.seat
        if (self.play is not None or self.claim is not None or self.result_tricks is not None
                or (auction.last_bid is None and auction.trailing_passes >= 4)  # passed out
                or seat is not _SEATS[(auction.dealer + len(auction.calls)) & 3]):
            return self._apply_call(action, self.phase)  # the long way: every error, odd input
        new_auction = auction.with_call(action.call)  # raises when illegal
        if new_auction.trailing_passes >= 3 and (new_auction.trailing_passes >= 4
                                                 or new_auction.last_bid is not None):
            return self._apply_call(action, _AUCTION)  # the auction ends: rare, take the long way
        state = _make_table_state(self.deal, self.dealer, self.vulnerability, new_auction, None, None, None,
                                  self.open_hands, (*self.actions, action))
        return state, (_CALL_EVENTS[seat][action.call.index],)

    def _apply_card_fast(self, action: CardAction) -> tuple[TableState, tuple[Event, ...]]:
        """_apply_card for the common case: a legal card by the right seat after the opening lead.

        The hottest path of a replay or a simulation, so PlayState.with_card's checks and
        update are inlined here (any doubt, and every error, goes the long way, which raises
        the same errors as before).
        """
        play = self.play
        if play is None or self.claim is not None or self.result_tricks is not None:
            return self._apply_card(action, self.phase)
        current = play.current
        tricks = play.tricks
        played = len(current)
        if not played and not tricks:
            return self._apply_card(action, _PLAY)  # the opening lead faces dummy: once a hand
        leader = play.leader
        seat = (leader + played) & 3
        contract = play.contract
        declarer = contract.declarer
        # declarer decides for dummy
        if action.seat != (declarer if (seat - declarer) & 3 == 2 else seat):
            return self._apply_card(action, _PLAY)  # raises
        card = action.card
        bit = card.bit
        north, east, south, west = hands = play.hands
        hand = hands[seat]
        if played:  # follow suit when able
            led = _SUIT_MASKS[current[0].suit]
            legal = hand & bit and (bit & led or not hand & led)
        else:
            legal = hand & bit
        if not legal:
            return self._apply_card(action, _PLAY)  # raises IllegalPlayError with the reason
        if seat == 0:
            north ^= bit
        elif seat == 1:
            east ^= bit
        elif seat == 2:
            south ^= bit
        else:
            west ^= bit
        card_event = _CARD_EVENTS[seat][card.index]
        result = None
        if played < 3:
            new_play = _make_play_state(contract, (north, east, south, west), leader, (*current, card),
                                        tricks, play.declarer_tricks)
            events: tuple[Event, ...] = (card_event,)
        else:
            cards = (current[0], current[1], current[2], card)
            winner = trick_winner(cards, leader, _TRUMP_OF_STRAIN[contract.strain])
            won = play.declarer_tricks + (0 if (winner ^ declarer) & 1 else 1)
            new_play = _make_play_state(contract, (north, east, south, west), winner, (),
                                        (*tricks, _make_trick(leader, cards, winner)), won)
            number = len(tricks) + 1
            if number == 13:
                result = won
                events = (card_event, _TRICK_EVENTS[winner][13], _HAND_END_EVENTS[won])
            else:
                events = (card_event, _TRICK_EVENTS[winner][number])
        state = _make_table_state(self.deal, self.dealer, self.vulnerability, self.auction, new_play, None,
                                  result, self.open_hands, (*self.actions, action))
        return state, events

    def _apply_call(self, action: CallAction, phase: Phase) -> tuple[TableState, tuple[Event, ...]]:
        if phase is not Phase.AUCTION:
            raise IllegalActionError(f"{action.seat.full_name} cannot call: the auction is over")
        if action.seat != self.auction.to_call:
            raise IllegalActionError(
                f"{action.seat.full_name} cannot call: it is {self.auction.to_call.full_name}'s turn")
        auction = self.auction.with_call(action.call)
        events: list[Event] = [Event("call", seat=action.seat, call=action.call)]
        play = None
        if auction.is_complete:
            contract = auction.contract
            events.append(Event("auction_end", contract=contract))
            if contract is not None:
                play = PlayState.start(self.deal, contract)
            else:
                events.append(Event("hand_end", number=0))
        state = TableState(self.deal, self.dealer, self.vulnerability, auction, play, None, None,
                           self.open_hands, (*self.actions, action))
        return state, tuple(events)

    def _apply_card(self, action: CardAction, phase: Phase) -> tuple[TableState, tuple[Event, ...]]:
        if phase is not Phase.PLAY:
            raise IllegalActionError(f"{action.seat.full_name} cannot play a card during the {phase.value}")
        play = self.play
        assert play is not None
        to_play = play.to_play
        decider = self.controller(to_play)
        if action.seat != decider:
            whose = f"{to_play.full_name}'s card"
            if decider != to_play:
                whose += f", chosen by {decider.full_name}"
            raise IllegalActionError(f"{action.seat.full_name} cannot play now: it is {whose}")
        new_play = play.with_card(action.card)
        events: list[Event] = [Event("card", seat=to_play, card=action.card)]
        if play.cards_played == 0:
            events.append(Event("dummy", seat=play.dummy, cards=new_play.hand(play.dummy)))
        result = None
        if len(new_play.tricks) > len(play.tricks):
            events.append(Event("trick", seat=new_play.tricks[-1].winner, number=len(new_play.tricks)))
            if new_play.is_complete:
                result = new_play.declarer_tricks
                events.append(Event("hand_end", number=result))
        state = TableState(self.deal, self.dealer, self.vulnerability, self.auction, new_play, None, result,
                           self.open_hands, (*self.actions, action))
        return state, tuple(events)

    def _apply_claim(self, action: ClaimAction, phase: Phase) -> tuple[TableState, tuple[Event, ...]]:
        if phase is not Phase.PLAY:
            raise IllegalActionError(f"{action.seat.full_name} cannot claim during the {phase.value}")
        play = self.play
        assert play is not None
        if action.seat != play.declarer:
            raise IllegalActionError(f"only declarer ({play.declarer.full_name}) may claim")
        low = play.declarer_tricks
        high = low + play.remaining_tricks()
        if not low <= action.tricks <= high:
            raise IllegalPlayError(f"a claim now must be between {low} and {high} tricks, "
                                   f"not {action.tricks}")
        claim = PendingClaim(action.seat, action.tricks)
        state = TableState(self.deal, self.dealer, self.vulnerability, self.auction, play, claim, None,
                           self.open_hands, (*self.actions, action))
        return state, (Event("claim", seat=action.seat, number=action.tricks),)

    def _apply_answer(self, action: ClaimAnswer, phase: Phase) -> tuple[TableState, tuple[Event, ...]]:
        if phase is not Phase.CLAIM or self.claim is None:
            raise IllegalActionError(f"{action.seat.full_name} cannot answer: no claim is pending")
        waiting = self.claim_waiting_on()
        if action.seat not in waiting:
            raise IllegalActionError(f"{action.seat.full_name} is not a defender waiting to answer the claim")
        events: list[Event] = [Event("claim_answer", seat=action.seat, accept=action.accept)]
        log = (*self.actions, action)
        if not action.accept:
            events.append(Event("claim_rejected", seat=self.claim.seat))
            state = TableState(self.deal, self.dealer, self.vulnerability, self.auction, self.play,
                               None, None, self.open_hands, log)
            return state, tuple(events)
        claim = PendingClaim(self.claim.seat, self.claim.tricks, self.claim.accepted_by | {action.seat})
        result = None
        if len(waiting) == 1:
            result = claim.tricks
            events.append(Event("hand_end", number=result))
        state = TableState(self.deal, self.dealer, self.vulnerability, self.auction, self.play, claim, result,
                           self.open_hands, log)
        return state, tuple(events)

    def _apply_settle(self, action: SettleAction, phase: Phase) -> tuple[TableState, tuple[Event, ...]]:
        if phase not in (Phase.PLAY, Phase.CLAIM) or self.play is None:
            raise IllegalActionError(f"the director can set the tricks only during the play, "
                                     f"not the {phase.value}")
        low = self.play.declarer_tricks
        high = low + self.play.remaining_tricks()
        if not low <= action.tricks <= high:
            raise IllegalPlayError(f"the tricks set must be between {low} and {high}, not {action.tricks}")
        state = TableState(self.deal, self.dealer, self.vulnerability, self.auction, self.play, self.claim,
                           action.tricks, self.open_hands, (*self.actions, action))
        return state, (Event("ruling", number=action.tricks), Event("hand_end", number=action.tricks))

    # convenience --------------------------------------------------------------
    def with_agreed_claim(self, tricks: int) -> TableState:
        """Declarer claims ``tricks`` in all and both defenders accept (replaying records)."""
        assert self.play is not None
        state = self.apply(ClaimAction(self.play.declarer, tricks))[0]
        for defender in state.claim_waiting_on():
            state = state.apply(ClaimAnswer(defender, True))[0]
        return state

    def legal_actions_for(self, seat: Seat) -> tuple[tuple[Call, ...], CardSet]:
        """The calls and cards ``seat`` may choose now (dummy's cards for declarer)."""
        phase = self.phase
        if phase is Phase.AUCTION and self.auction.to_call == seat:
            return tuple(self.auction.legal_calls()), CardSet()
        if phase is Phase.PLAY:
            assert self.play is not None
            if self.controller(self.play.to_play) == seat:
                return (), self.play.legal_cards()
        return (), CardSet()

    # views --------------------------------------------------------------------
    def visible_seats(self, viewer: Seat | None) -> frozenset[Seat]:
        """Seats whose cards ``viewer`` (None: a spectator) may see now (RULES.md, Information)."""
        if self.phase is Phase.DONE or self.open_hands:
            return frozenset(Seat)
        seen: set[Seat] = set()
        if viewer is not None:
            seen.add(viewer)
        if self.play is not None and self.play.opening_lead_made:
            seen.add(self.play.dummy)
        if self.claim is not None:
            # Law 68: a claim is made by facing the hand, so everyone sees declarer's cards
            seen.add(self.claim.seat)
        return frozenset(seen)

    def view_for(self, viewer: Seat | None) -> SeatView:
        """What ``viewer`` may know now; a spectator passes None. Hidden cards are left out."""
        visible = self.visible_seats(viewer)
        play = self.play
        held = play.hands if play is not None else tuple(h.mask for h in self.deal.hands)
        hands = tuple(CardSet(held[s]) if s in visible else None for s in Seat)
        all_visible = len(visible) == 4
        to_act = self.to_act()
        controller = to_act
        if to_act is not None and self.phase is not Phase.CLAIM:
            controller = self.controller(to_act)
        calls: tuple[Call, ...] = ()
        cards = CardSet()
        if viewer is not None:
            calls, cards = self.legal_actions_for(viewer)
        current: tuple[tuple[Seat, Card], ...] = ()
        if play is not None:
            current = tuple((play.leader.offset(i), card) for i, card in enumerate(play.current))
        won = (0, 0) if play is None else (play.tricks_won(Side.NS), play.tricks_won(Side.EW))
        return SeatView(
            seat=viewer, phase=self.phase, dealer=self.dealer, vulnerability=self.vulnerability,
            calls=self.auction.calls, contract=self.contract,
            hands=(hands[0], hands[1], hands[2], hands[3]),
            original_hands=self.deal.hands if all_visible else None,
            tricks=play.tricks if play is not None else (), current_trick=current, tricks_won=won,
            to_act=to_act, controller=controller, legal_calls=calls, legal_cards=cards,
            claim=self.claim, result_tricks=self.result_tricks,
        )


_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_AUCTION, _PLAY, _CLAIM, _DONE = Phase.AUCTION, Phase.PLAY, Phase.CLAIM, Phase.DONE

# The events that recur in every hand, made once: events are immutable values, so sharing
# them is indistinguishable from building equal ones each time.
_CALL_EVENTS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event("call", seat=seat, call=call) for call in ALL_CALLS) for seat in _SEATS)
_CARD_EVENTS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event("card", seat=seat, card=card) for card in ALL_CARDS) for seat in _SEATS)
_TRICK_EVENTS: tuple[tuple[Event, ...], ...] = tuple(
    tuple(Event("trick", seat=seat, number=number) for number in range(14)) for seat in _SEATS)
_HAND_END_EVENTS: tuple[Event, ...] = tuple(Event("hand_end", number=number) for number in range(14))


class _TableStateBuilder:
    """TableState's slot layout without the frozen guard (see :func:`_make_table_state`)."""

    __slots__ = ("deal", "dealer", "vulnerability", "auction", "play", "claim", "result_tricks", "open_hands",
                 "actions")
    deal: Deal
    dealer: Seat
    vulnerability: Vulnerability
    auction: Auction
    play: PlayState | None
    claim: PendingClaim | None
    result_tricks: int | None
    open_hands: bool
    actions: tuple[Action, ...]


def _make_table_state(deal: Deal, dealer: Seat, vulnerability: Vulnerability, auction: Auction,
                      play: PlayState | None, claim: PendingClaim | None, result_tricks: int | None,
                      open_hands: bool, actions: tuple[Action, ...]) -> TableState:
    """A TableState without the dataclass __init__: the fields are stored on a builder with
    exactly TableState's slots, whose class is then switched, giving an ordinary frozen state."""
    state = _TableStateBuilder()
    state.deal = deal
    state.dealer = dealer
    state.vulnerability = vulnerability
    state.auction = auction
    state.play = play
    state.claim = claim
    state.result_tricks = result_tricks
    state.open_hands = open_hands
    state.actions = actions
    state.__class__ = TableState  # type: ignore[assignment]
    return state  # type: ignore[return-value]


if _TableStateBuilder.__slots__ != TableState.__slots__:
    raise RuntimeError("the builder's slots must match TableState's, field for field")
