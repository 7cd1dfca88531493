"""The model of the bots' opening leads, and its reading by declarer and the leader's partner."""

from __future__ import annotations

import importlib
import math
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from bidding_helpers import calls_of, deal_with

from trumps.bots import lead_reading
from trumps.bots.lead_reading import (
    FEATURES,
    FLOOR,
    bid_strains,
    lead_probability,
    lead_weigher,
    option_features,
    plausible_leads,
    suit_flags,
    suit_runs,
)
from trumps.bots.player import DEFAULT_LEAD_SHARE, LEAD_RUNS_SOLVED_ALONE, DDPlayer, equivalence_classes
from trumps.bots.sampler import knowledge_from_view, sample_layouts
from trumps.core.calls import PASS, Strain, bid
from trumps.core.cards import Card, CardSet
from trumps.core.deal import Deal
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, SeatView, TableState

# South declares 4S after North opens 1H; West leads.
DEAL = "N:AK2.J5432.54.432 JT9.Q7.QJT9.8765 Q876.6.AK6.AKQJ9 543.AKT98.8732.T"


def field(text: str) -> int:
    """A suit's 13-bit field from its ranks (``AQ72``)."""
    return CardSet.from_pbn(f"{text}...").mask >> 39


def features(text: str, top: str, flags: int = 0) -> dict[str, float]:
    """The named features of leading the run topped by ``top`` from the suit ``text``."""
    held = field(text)
    top_bit = field(top).bit_length() - 1
    low = next(low for run_top, low in suit_runs(held) if run_top == top_bit)
    return dict(zip(FEATURES, option_features(held, top_bit, low, flags), strict=True))


def test_runs_are_touching_cards_top_first() -> None:
    assert suit_runs(field("KQJ72")) == [(11, 9), (5, 5), (0, 0)]
    assert suit_runs(field("A")) == [(12, 12)]


def test_features_name_the_classic_leads() -> None:
    top_of_sequence = features("KQJ7", "K")
    assert top_of_sequence["sequence"] == 1.0 and top_of_sequence["top"] == 1.0
    assert top_of_sequence["honour"] == 1.0 and top_of_sequence["four"] == 1.0
    away_from_ace = features("A872", "2")
    assert away_from_ace["under_ace"] == 1.0 and away_from_ace["low"] == 1.0
    assert away_from_ace["under_king"] == 0.0
    fourth = features("KT862", "6")
    assert fourth["fourth_best"] == 1.0 and fourth["under_king"] == 1.0 and fourth["five_plus"] == 1.0
    assert features("7", "7")["singleton"] == 1.0
    assert features("A7", "A")["ace"] == 1.0 and features("A7", "A")["doubleton"] == 1.0
    assert features("Q72", "Q")["hcp"] == 0.5


@pytest.fixture
def away_from_ace_disliked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A model that scores only 'leads away from an ace' (-3): the tests do not rest on the fit."""
    weights = tuple(-3.0 if name == "under_ace" else 0.0 for name in FEATURES)
    monkeypatch.setattr(lead_reading, "LEAD_MODEL", {"suit": weights, "nt": weights})
    lead_reading._suit_options.cache_clear()
    yield
    lead_reading._suit_options.cache_clear()


def test_lead_probabilities_sum_to_one_over_the_run_tops(away_from_ace_disliked: None) -> None:
    hand = CardSet.from_pbn("543.AKT98.8732.T").mask
    flags = (0, 0, 0, 0)
    total = sum(lead_probability("suit", hand, card.index, flags) for card in CardSet(hand))
    assert math.isclose(total, 1.0)
    # the heart king is not the top of its run (A-K): the bots would lead the ace
    assert lead_probability("suit", hand, Card.parse("HK").index, flags) == 0.0
    without_ace = CardSet.from_pbn("J53.KQT98.873.T2").mask
    with_ace = CardSet.from_pbn("A53.KQT98.873.T2").mask
    low_spade = Card.parse("S3").index
    assert lead_probability("suit", with_ace, low_spade, flags) < lead_probability("suit", without_ace, low_spade, flags)


def test_suit_flags_read_who_bid_what() -> None:
    state = after()
    view = state.view_for(Seat.S)
    strains = bid_strains(view)
    assert strains[Seat.N] == {Strain.H} and strains[Seat.S] == {Strain.S}
    flags = suit_flags(strains, Seat.W, 3)
    assert flags[3] == lead_reading._THEIRS | lead_reading._TRUMP
    assert flags[2] == lead_reading._THEIRS  # North's hearts
    assert flags[0] == flags[1] == 0


def after(*cards: str) -> TableState:
    """North opens 1H, South bids 1S then 4S (East and West pass); then the cards given."""
    state = TableState.new(Deal.from_pbn(DEAL), Seat.N)
    for call in (bid(1, Strain.H), PASS, bid(1, Strain.S), PASS, bid(2, Strain.H), PASS, bid(4, Strain.S),
                 PASS, PASS, PASS):
        state = state.apply(CallAction(state.auction.to_call, call))[0]
    for text in cards:
        assert state.play is not None
        state = state.apply(CardAction(state.controller(state.play.to_play), Card.parse(text)))[0]
    return state


def swapped(layout: tuple[int, int, int, int], one: Seat, one_card: str, other: Seat, other_card: str,
            ) -> tuple[int, int, int, int]:
    """``layout`` with ``one``'s card and ``other``'s card exchanged."""
    hands = list(layout)
    a, b = Card.parse(one_card).bit, Card.parse(other_card).bit
    hands[one] = hands[one] & ~a | b
    hands[other] = hands[other] & ~b | a
    return (hands[0], hands[1], hands[2], hands[3])


def test_declarer_and_third_hand_read_the_lead_the_leader_does_not(away_from_ace_disliked: None) -> None:
    state = after("HT")  # West leads the ten from A-K-T-9-8: away from the ace
    assert state.play is not None
    hands = state.play.hands
    real = (hands[0], hands[1], hands[2], hands[3])
    # declarer: the same layout with West's ace and king of hearts swapped for East's queen and
    # seven makes the lead the top of Q-T-9-8-7, not away from an ace: more likely
    declarer = state.view_for(Seat.S)
    weigh = lead_weigher(declarer, knowledge_from_view(declarer))
    assert weigh is not None
    other = swapped(swapped(real, Seat.W, "HA", Seat.E, "HQ"), Seat.W, "HK", Seat.E, "H7")
    assert weigh(other) > weigh(real)
    assert weigh(tuple(real)) >= FLOOR  # type: ignore[arg-type]
    # the leader's partner: West's ace swapped for declarer's six
    partner = state.view_for(Seat.E)
    weigh = lead_weigher(partner, knowledge_from_view(partner))
    assert weigh is not None
    assert weigh(swapped(real, Seat.W, "HA", Seat.S, "H6")) > weigh(real)
    # the leader knows its own hand; before the lead there is nothing to read; strength 0 reads nothing
    assert lead_weigher(state.view_for(Seat.W), knowledge_from_view(state.view_for(Seat.W))) is None
    before = after().view_for(Seat.S)
    assert lead_weigher(before, knowledge_from_view(before)) is None
    assert lead_weigher(declarer, knowledge_from_view(declarer), 0.0) is None


def test_the_player_weighs_layouts_by_the_lead_unless_told_not_to(away_from_ace_disliked: None) -> None:
    declarer = after("HT").view_for(Seat.S)
    knowledge = knowledge_from_view(declarer)
    assert DDPlayer("duplicate", signals=())._weigher(declarer, knowledge) is not None
    assert DDPlayer("duplicate", signals=(), lead_reading=0.0)._weigher(declarer, knowledge) is None


def leader_view(hand: str, auction: str) -> SeatView:
    """West's view on opening lead, holding ``hand``, after ``auction`` (South deals and declares)."""
    state = TableState.new(deal_with(Seat.W, hand), Seat.S)
    for call in calls_of(auction):
        state = state.apply(CallAction(state.auction.to_call, call))[0]
    assert state.play is not None and state.play.to_play is Seat.W
    return state.view_for(Seat.W)


def test_the_leads_real_players_consider() -> None:
    # the fitted model of real leads: the top of a sequence against no trump, not an ace
    against_nt = leader_view("KQJ74.A52.862.93", "1NT P 3NT P P P")
    plausible = plausible_leads(against_nt, 0.3)
    assert Card.parse("SK") in plausible and Card.parse("HA") not in plausible
    # against a suit: the singleton, not a low card away from the ace
    against_suit = leader_view("A8743.5.KJ6.Q943", "1H P 4H P P P")
    plausible = plausible_leads(against_suit, 0.3)
    assert Card.parse("H5") in plausible and Card.parse("S4") not in plausible
    # share 0: the top of every run
    assert len(plausible_leads(against_nt, 0.0)) == 11


def test_the_opening_lead_is_chosen_among_the_plausible_leads() -> None:
    view = leader_view("QT83.K72.J964.A5", "1NT P 3NT P P P")
    choice = DDPlayer("duplicate", max_samples=8, lead_budget_s=5.0, seed=3).evaluate(view)
    plausible = plausible_leads(view, DEFAULT_LEAD_SHARE)
    assert 1 < len(plausible) < 13 and choice.card in plausible
    considered = {card for group in equivalence_classes(view, Seat.W) if group[-1] in plausible for card in group}
    assert set(choice.values) == considered
    every = DDPlayer("duplicate", max_samples=8, lead_budget_s=5.0, seed=3, lead_share=0.0).evaluate(view)
    assert set(every.values) == set(view.legal_cards)


def test_solving_the_candidate_leads_alone_gives_the_tricks_of_a_full_solve() -> None:
    view = leader_view("QT83.K72.J964.A5", "1NT P 3NT P P P")
    assert view.contract is not None
    knowledge = knowledge_from_view(view)
    layouts = sample_layouts(knowledge, 6, random.Random(5))
    runs = [group for group in equivalence_classes(view, Seat.W) if group[-1] in plausible_leads(view, 0.3)]
    assert 1 < len(runs) <= LEAD_RUNS_SOLVED_ALONE
    alone = DDPlayer._solve_leads(view, view.contract, layouts, runs)
    full = DDPlayer._solve(view, view.contract, layouts)
    for few, every in zip(alone, full, strict=True):
        assert few == {card: every[card] for run in runs for card in run}


def test_the_real_lead_model_is_the_fit_on_the_real_records(real_data_dir: Path) -> None:
    # the weights are the penalised maximum-likelihood fit of bench/fit_lead_model.py --real:
    # its gradient there is nearly zero (the weights are rounded), far from it at the bots' model
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    try:
        fit_lead_model = importlib.import_module("fit_lead_model")
    finally:
        sys.path.pop(0)
    leads = fit_lead_model.collect_real(str(real_data_dir))
    assert len(leads) == 1276 and all(lead.chosen >= 0 for lead in leads)
    for kind, count in (("suit", 912), ("nt", 364)):
        subset = [lead for lead in leads if lead.kind == kind]
        assert len(subset) == count
        _, gradient = fit_lead_model._log_likelihood(list(lead_reading.REAL_LEAD_MODEL[kind]), subset, 0.5)
        assert max(abs(value) for value in gradient) < 1.0
        _, elsewhere = fit_lead_model._log_likelihood(list(lead_reading.LEAD_MODEL[kind]), subset, 0.5)
        assert max(abs(value) for value in elsewhere) > 10.0
