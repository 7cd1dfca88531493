"""The auction model (would this hand have bid so?) and the sampler's use of it."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from trumps.bots.bidding import Bidder, model_for
from trumps.bots.bidding.consistency import AuctionModel
from trumps.bots.sampler import enumerate_layouts, knowledge_from_view, mask_hcp, mask_lengths, sample_layouts
from trumps.core.calls import PASS, Strain, bid
from trumps.core.cards import Suit
from trumps.core.deal import Deal
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, Phase, TableState
from trumps.rules import find_rules


def bid_out(seed: int, rules_name: str) -> TableState:
    """A random deal bid to the end by the system's bidder at every seat."""
    rules = find_rules(rules_name)
    state = TableState.new(Deal.random(random.Random(seed)), Seat(seed % 4))
    bidders = {seat: Bidder(rules, seed=f"{seed}{seat.letter}") for seat in Seat}
    while state.phase is Phase.AUCTION:
        seat = state.auction.to_call
        state = state.apply(CallAction(seat, bidders[seat].choose(state.view_for(seat))))[0]
    return state


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 100_000), st.sampled_from(["duplicate", "auction-1920"]))
def test_every_hand_that_bid_is_admitted(seed: int, rules_name: str) -> None:
    """The model never rules out the truth: each seat's real hand would have made its calls."""
    state = bid_out(seed, rules_name)
    view = state.view_for(Seat.N)
    admits = model_for(view, find_rules(rules_name))
    for seat in Seat:
        assert admits(seat, state.deal.hands[seat].mask), (seat, [c.short for c in view.calls])


def test_passes_and_raises_say_what_the_hand_lacks() -> None:
    """1NT - 3NT: opener balanced 15-17; responder would have used Stayman or a transfer with a major."""
    model = AuctionModel((bid(1, Strain.NT), PASS, bid(3, Strain.NT), PASS, PASS, PASS), Seat.N)
    rng = random.Random(5)
    opener = responder = 0
    for _ in range(3000):
        hands = Deal.random(rng).hands
        north, south = hands[Seat.N].mask, hands[Seat.S].mask
        if model.admits(Seat.N, north):
            opener += 1
            lengths = mask_lengths(north)
            assert 15 <= mask_hcp(north) <= 17 and min(lengths) >= 2 and sorted(lengths)[2] <= 4
        if model.admits(Seat.S, south):
            responder += 1
            lengths = mask_lengths(south)
            assert lengths[Suit.SPADES] <= 3 and lengths[Suit.HEARTS] <= 3, lengths
    assert opener > 0 and responder > 0
    # game values with four spades: responder would have asked with Stayman instead
    four_spades = Deal.from_pbn("N:AKJ2.QJ2.K32.Q32 T98.AT9.A98.JT98 Q543.K54.QJ5.AK5 76.8763.T764.764")
    four_spades.validate()
    assert not model.admits(Seat.S, four_spades.hands[Seat.S].mask)
    assert model.admits(Seat.N, four_spades.hands[Seat.N].mask)


def test_the_fourth_hand_that_passed_held_no_overcall() -> None:
    """1C P 1H P: the fourth hand would have overcalled 1S with a good five-card suit and 8-16 HCP
    (a weaker hand with the same spades passes)."""
    model = AuctionModel((bid(1, Strain.C), PASS, bid(1, Strain.H), PASS, PASS, PASS), Seat.N)
    deal = Deal.from_pbn("N:A32.K32.KQ32.J32 98.QT9.AJ98.T986 Q54.AJ854.T5.K54 KJT76.76.764.AQ7")
    deal.validate()
    assert not model.admits(Seat.W, deal.hands[Seat.W].mask)
    quiet = Deal.from_pbn("N:A32.K32.KQ32.J32 KJ.QT9.AJ98.T986 Q54.AJ854.T5.K54 T9876.76.764.AQ7")
    quiet.validate()
    assert model.admits(Seat.W, quiet.hands[Seat.W].mask)


def test_the_sampler_prefers_admitted_layouts_and_falls_back() -> None:
    state = bid_out(4242, "duplicate")
    assert state.phase is Phase.PLAY
    play = state.play
    assert play is not None
    seat = state.controller(play.to_play)
    view = state.view_for(seat)
    knowledge = knowledge_from_view(view)
    admits = model_for(view)
    layouts = sample_layouts(knowledge, 30, random.Random(1), accept=admits)
    assert layouts and all(knowledge.consistent(layout) for layout in layouts)
    assert all(admits(s, layout[s]) for layout in layouts for s in knowledge.hidden)
    # a model that admits nothing: layouts still come, from the plain draws
    refused = sample_layouts(knowledge, 10, random.Random(1), accept=lambda s, mask: False, max_attempts=50)
    assert len(refused) == 10 and all(knowledge.consistent(layout) for layout in refused)


def test_enumeration_keeps_the_admitted_layouts_when_there_are_any() -> None:
    state = bid_out(77, "duplicate")
    while state.play is not None and state.play.cards_played < 40:
        play = state.play
        card = min(play.legal_cards(), key=lambda c: c.index)
        state = state.apply(CardAction(state.controller(play.to_play), card))[0]
    play = state.play
    assert play is not None
    view = state.view_for(state.controller(play.to_play))
    knowledge = knowledge_from_view(view)
    every = enumerate_layouts(knowledge)
    truth = play.hands
    only_truth = enumerate_layouts(knowledge, accept=lambda s, mask: mask == state.deal.hands[s].mask)
    assert only_truth == [truth]
    assert enumerate_layouts(knowledge, accept=lambda s, mask: False) == every
