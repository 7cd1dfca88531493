"""The sampler's layouts always agree with what the seat knows (hypothesis over random positions)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from trumps.bots.constraints import HandConstraint
from trumps.bots.player import position_of
from trumps.bots.sampler import (
    count_layouts,
    enumerate_layouts,
    knowledge_from_view,
    mask_hcp,
    mask_lengths,
    sample_layouts,
    view_seed,
)
from trumps.core.calls import PASS, Strain, bid
from trumps.core.contract import Contract, Doubling
from trumps.core.deal import Deal
from trumps.core.play import PlayState
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, SeatView, TableState


def random_view(seed: int, cards: int, strain: int, declarer: int) -> tuple[SeatView, TableState]:
    """A random deal played ``cards`` random legal cards into a contract; the view of the seat to decide."""
    rng = random.Random(seed)
    deal = Deal.random(rng)
    contract = Contract(3, Strain(strain), Doubling.UNDOUBLED, Seat(declarer))
    state = TableState.new(deal, Seat(declarer))
    # a quick legal auction that ends in the contract: the declarer bids it, three passes
    state = state.apply(CallAction(Seat(declarer), bid(contract.level, contract.strain)))[0]
    for _ in range(3):
        seat = state.to_act()
        assert seat is not None
        state = state.apply(CallAction(seat, PASS))[0]
    for _ in range(cards):
        play = state.play
        assert play is not None
        seat = state.controller(play.to_play)
        state = state.apply(CardAction(seat, rng.choice(list(play.legal_cards()))))[0]
    play = state.play
    assert play is not None
    return state.view_for(state.controller(play.to_play)), state


def actual_layout(state: TableState) -> tuple[int, int, int, int]:
    play = state.play
    assert play is not None
    return play.hands


positions = st.tuples(st.integers(0, 10_000), st.integers(0, 47), st.integers(0, 4), st.integers(0, 3))


@settings(max_examples=60)
@given(positions)
def test_sampled_layouts_agree_with_the_view(params: tuple[int, int, int, int]) -> None:
    view, state = random_view(*params)
    knowledge = knowledge_from_view(view)
    assert knowledge.consistent(actual_layout(state))  # the truth is always possible
    for layout in sample_layouts(knowledge, 8, random.Random(params[0])):
        assert knowledge.consistent(layout)
        held = 0
        for seat in Seat:
            hand = view.hands[seat]
            if hand is not None:
                assert layout[seat] == hand.mask  # visible hands as they are
            assert not layout[seat] & held  # no card twice
            held |= layout[seat]
        # the cards not yet played, all of them and nothing else
        assert held == actual_layout(state)[0] | actual_layout(state)[1] | actual_layout(state)[2] | \
            actual_layout(state)[3]
        for trick in view.tricks:  # a seat that showed out of a suit holds none of it
            led = trick.cards[0].suit
            for offset, card in enumerate(trick.cards):
                if card.suit is not led:
                    assert not layout[(trick.leader + offset) & 3] & led.mask


@settings(max_examples=40)
@given(positions)
def test_constraints_the_true_hands_meet_are_met(params: tuple[int, int, int, int]) -> None:
    view, state = random_view(*params)
    knowledge = knowledge_from_view(view)
    constraints = {}
    for seat in knowledge.hidden:  # ranges around the truth: always satisfiable
        original = state.deal.hands[seat].mask
        hcp = mask_hcp(original)
        lengths = mask_lengths(original)
        constraints[seat] = HandConstraint(
            max(0, hcp - 3), hcp + 3, tuple(max(0, n - 2) for n in lengths),  # type: ignore[arg-type]
            tuple(n + 2 for n in lengths))  # type: ignore[arg-type]
    for layout in sample_layouts(knowledge, 6, random.Random(1), constraints, max_attempts=20_000):
        assert knowledge.consistent(layout)
        for seat, constraint in constraints.items():
            original = layout[seat] | knowledge.played[seat]
            assert constraint.admits(mask_hcp(original), mask_lengths(original))


@settings(max_examples=40)
@given(st.tuples(st.integers(0, 10_000), st.integers(36, 47), st.integers(0, 4), st.integers(0, 3)))
def test_enumeration_lists_every_layout_once(params: tuple[int, int, int, int]) -> None:
    view, state = random_view(*params)
    knowledge = knowledge_from_view(view)
    if count_layouts(knowledge) > 2000:
        return
    layouts = enumerate_layouts(knowledge)
    assert len(layouts) == len(set(layouts)) == count_layouts(knowledge)
    assert actual_layout(state) in layouts
    assert all(knowledge.consistent(layout) for layout in layouts)


def test_unmeetable_constraints_are_relaxed_not_fatal() -> None:
    view, _ = random_view(7, 5, 4, 0)
    knowledge = knowledge_from_view(view)
    impossible = {seat: HandConstraint(hcp_min=37) for seat in knowledge.hidden}
    layouts = sample_layouts(knowledge, 5, random.Random(3), impossible, max_attempts=200)
    assert len(layouts) == 5
    assert all(knowledge.consistent(layout) for layout in layouts)


def test_draws_repeat_for_the_same_view() -> None:
    view, _ = random_view(11, 9, 1, 2)
    knowledge = knowledge_from_view(view)
    first = sample_layouts(knowledge, 10, random.Random(view_seed(view, "x")))
    again = sample_layouts(knowledge, 10, random.Random(view_seed(view, "x")))
    assert first == again


def test_before_the_lead_three_hands_are_hidden() -> None:
    view, _ = random_view(3, 0, 0, 0)
    knowledge = knowledge_from_view(view)
    assert len(knowledge.hidden) == 3
    assert knowledge.pool.bit_count() == 39
    for layout in sample_layouts(knowledge, 4, random.Random(0)):
        assert [hand.bit_count() for hand in layout] == [13, 13, 13, 13]


def test_play_state_of_a_layout_is_legal() -> None:
    view, _ = random_view(5, 13, 2, 1)
    knowledge = knowledge_from_view(view)
    assert view.contract is not None
    for layout in sample_layouts(knowledge, 3, random.Random(0)):
        rebuilt = position_of(view, view.contract, layout)
        assert isinstance(rebuilt, PlayState)
        assert rebuilt.to_play == view.to_act
        assert rebuilt.legal_cards() == view.legal_cards
