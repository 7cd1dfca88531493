"""Hypothesis invariants of the core: deals, auctions, play, replay and what each seat sees."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from trumps.core.auction import Auction
from trumps.core.calls import ALL_CALLS, PASS
from trumps.core.cards import CardSet
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Vulnerability
from trumps.core.table import CallAction, CardAction, Phase, TableState

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def random_hand(seed: int, pass_bias: float = 0.55) -> TableState:
    """Play one whole hand with uniformly random legal calls (biased to pass) and cards."""
    rng = random.Random(seed)
    state = TableState.new(Deal.random(rng), Seat(rng.randrange(4)), Vulnerability(rng.randrange(4)))
    while state.phase is not Phase.DONE:
        seat = state.to_act()
        assert seat is not None
        if state.phase is Phase.AUCTION:
            legal = state.auction.legal_calls()
            call = PASS if rng.random() < pass_bias else rng.choice(legal)
            state = state.apply(CallAction(seat, call))[0]
        else:
            decider = state.controller(seat)
            legal_cards = list(state.legal_actions_for(decider)[1])
            state = state.apply(CardAction(decider, rng.choice(legal_cards)))[0]
    return state


@given(seeds)
def test_deals_hold_52_distinct_cards(seed: int) -> None:
    deal = Deal.from_seed(seed)
    union = CardSet()
    for hand in deal.hands:
        assert len(hand) == 13
        assert union.isdisjoint(hand)
        union = union | hand
    assert union == CardSet.full()
    assert Deal.from_pbn(deal.to_pbn(Seat(seed % 4))) == deal


@given(seeds)
def test_only_legal_calls_are_accepted(seed: int) -> None:
    rng = random.Random(seed)
    auction = Auction(Seat(seed % 4))
    while not auction.is_complete:
        legal = set(auction.legal_calls())
        for call in ALL_CALLS:
            assert auction.is_legal(call) == (call in legal)
        auction = auction.with_call(PASS if rng.random() < 0.5 else rng.choice(sorted(legal, key=lambda c: c.index)))
    assert auction.legal_calls() == []
    if auction.contract is not None:
        declarer = auction.contract.declarer
        # declarer's side made the last bid and declarer named the strain first for the side
        assert auction.last_bidder is not None and auction.last_bidder.side == declarer.side
        first = next(i for i, c in enumerate(auction.calls)
                     if getattr(c, "strain", None) == auction.contract.strain
                     and auction.seat_of(i).side == declarer.side)
        assert auction.seat_of(first) == declarer


@given(seeds)
def test_whole_hand_invariants(seed: int) -> None:
    state = random_hand(seed)
    result = state.result()
    assert result is not None
    if state.play is None:
        assert result.contract is None
        return
    play = state.play
    assert len(play.tricks) == 13
    assert all(mask == 0 for mask in play.hands)
    played = [card for trick in play.tricks for card in trick.cards]
    assert len(set(played)) == 52
    for number, trick in enumerate(play.tricks):
        led = trick.cards[0].suit
        for offset, card in enumerate(trick.cards[1:], start=1):
            seat = trick.leader.offset(offset)
            if card.suit is not led:
                # a seat that did not follow held no card of the suit led at that moment:
                # the cards it held then are the ones it played from this trick on
                held_then = [t.card_of(seat) for t in play.tricks[number:]]
                assert not any(c.suit is led for c in held_then)
    assert result.tricks == play.declarer_tricks
    assert TableState.replay(state.deal, state.dealer, state.vulnerability, state.actions) == state


@given(seeds, st.integers(min_value=0, max_value=70))
def test_views_never_hold_hidden_cards(seed: int, cut: int) -> None:
    full = random_hand(seed)
    actions = full.actions[: min(cut, len(full.actions))]
    state = TableState.replay(full.deal, full.dealer, full.vulnerability, actions)
    if state.phase is Phase.DONE:
        return
    dummy = state.play.dummy if state.play is not None and state.play.opening_lead_made else None
    for viewer in (*Seat, None):
        view = state.view_for(viewer)
        allowed = 0
        for seat in Seat:
            if seat in (viewer, dummy):
                allowed |= full.deal.hands[seat].mask
        if state.play is not None:
            allowed |= state.play.played_cards().mask
        assert view.visible_cards().mask & ~allowed == 0
        assert view.original_hands is None
