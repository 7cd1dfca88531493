"""The defenders' signals (attitude, count): the bots give them when they cost nothing, and the
sampler reads them."""

from __future__ import annotations

import importlib
import math
import sys
from pathlib import Path

from trumps.bots.carding import (
    SIGNAL_MISMATCH_WEIGHT,
    _discard_signal,
    signal_contradictions,
    signal_weigher,
    signals_seen,
    wants_continued,
    wants_high,
)
from trumps.bots.player import DDPlayer
from trumps.bots.sampler import knowledge_from_view
from trumps.core.calls import PASS, Strain, bid
from trumps.core.cards import Card, CardSet, Suit
from trumps.core.deal import Deal
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, TableState

# South declares 4S; West leads the heart ace from A-K, dummy plays low; East to follow.
WITH_QUEEN = "N:AK2.J54.5432.432 JT9.Q72.QJT9.765 Q876.63.AK6.AKQJ 543.AKT98.87.T98"
WITHOUT_QUEEN = "N:AK2.J54.5432.432 JT9.972.QJT9.765 Q876.63.AK6.AKQJ 543.AKQT8.87.T98"


def after(pbn: str, *cards: str) -> TableState:
    """4S by South (North deals, South bids, all pass), then the cards given."""
    state = TableState.new(Deal.from_pbn(pbn), Seat.N)
    for call in (PASS, PASS, bid(4, Strain.S), PASS, PASS, PASS):
        state = state.apply(CallAction(state.auction.to_call, call))[0]
    for text in cards:
        assert state.play is not None
        state = state.apply(CardAction(state.controller(state.play.to_play), Card.parse(text)))[0]
    return state


def hearts(text: str) -> int:
    return CardSet.from_pbn(f".{text}..").mask


def spades(text: str) -> int:
    return CardSet.from_pbn(f"{text}...").mask


def test_the_attitude_a_holding_asks_for() -> None:
    assert wants_continued(hearts("Q72"), Suit.HEARTS, Suit.SPADES)  # an honour
    assert not wants_continued(hearts("972"), Suit.HEARTS, Suit.SPADES)
    # a doubleton asks for the suit in a suit contract, with a trump to ruff the third round
    assert wants_continued(hearts("72") | spades("2"), Suit.HEARTS, Suit.SPADES)
    assert not wants_continued(hearts("72"), Suit.HEARTS, Suit.SPADES)
    assert not wants_continued(hearts("72") | spades("2"), Suit.HEARTS, None)


def test_third_hand_encourages_with_an_honour_and_discourages_without() -> None:
    bot = DDPlayer("duplicate", budget_s=5.0, max_samples=24)
    assert bot.choose_card(after(WITH_QUEEN, "HA", "H4").view_for(Seat.E)) is Card.parse("H7")
    assert bot.choose_card(after(WITHOUT_QUEEN, "HA", "H4").view_for(Seat.E)) is Card.parse("H2")
    # without the agreement the bot plays its lowest either way
    plain = DDPlayer("duplicate", budget_s=5.0, max_samples=24, signals=())
    assert plain.choose_card(after(WITH_QUEEN, "HA", "H4").view_for(Seat.E)) is Card.parse("H2")


def test_partner_and_declarer_read_the_signal() -> None:
    state = after(WITH_QUEEN, "HA", "H4", "H7", "H3")
    assert state.play is not None
    now = state.play.hands
    # East's partner sees declarer's six of hearts hidden; declarer sees West's nine
    for seat, other, small in ((Seat.W, Seat.S, "6"), (Seat.S, Seat.W, "9")):
        view = state.view_for(seat)
        assert [signal[0] for signal in signals_seen(view)] == [Seat.E]
        weigh = signal_weigher(view, knowledge_from_view(view))
        assert weigh is not None
        assert weigh(now) == 1.0  # the real hands: the seven from Q-7-2 asked for hearts
        # East with a small heart instead of the queen: the seven would have been a lie
        swap = hearts("Q") | hearts(small)
        layout = list(now)
        layout[Seat.E] ^= swap
        layout[other] ^= swap
        assert weigh((layout[0], layout[1], layout[2], layout[3])) == SIGNAL_MISMATCH_WEIGHT


def test_the_weight_is_the_mismatch_weight_per_contradicted_signal() -> None:
    # 4S (COUNT's deal): East's seven of hearts from Q-7-2 asks for hearts (attitude, true); on
    # declarer's club ace West plays the two from 8-5-3-2, its first club (count: low says odd, false)
    state = after(COUNT, "HA", "H4", "H7", "H3", "D7", "D2", "D8", "DA", "CA", "C2")
    assert state.play is not None
    view = state.view_for(Seat.S)
    assert [(seat, str(card), kind) for seat, card, kind, *_ in signals_seen(view)] == [
        (Seat.E, "H7", "attitude"), (Seat.W, "C2", "count")]
    knowledge = knowledge_from_view(view)
    count = signal_contradictions(view, knowledge)
    weigh = signal_weigher(view, knowledge)
    assert count is not None and weigh is not None
    now = list(state.play.hands)
    assert count((now[0], now[1], now[2], now[3])) == 1
    # East with West's heart eight instead of the queen: the seven from 8-7-2 is false too
    swap = hearts("Q") | hearts("8")
    now[Seat.E] ^= swap
    now[Seat.W] ^= swap
    both = (now[0], now[1], now[2], now[3])
    assert count(both) == 2
    assert weigh(both) == SIGNAL_MISMATCH_WEIGHT ** 2
    assert signal_contradictions(after(COUNT, "HA").view_for(Seat.S), knowledge) is None


def test_only_cards_chosen_among_spot_cards_are_read() -> None:
    # trick 2: West leads the king, East follows with the two from Q-2: no choice, so the real
    # layout is not held against it (read as a signal, the two would deny the queen)
    state = after(WITH_QUEEN, "HA", "H4", "H7", "H3", "HK", "H5", "H2", "H6")
    view = state.view_for(Seat.W)
    assert [signal[1] for signal in signals_seen(view)] == [Card.parse("H7"), Card.parse("H2")]
    weigh = signal_weigher(view, knowledge_from_view(view))
    assert weigh is not None and state.play is not None
    assert weigh(state.play.hands) == 1.0
    # declarer's and dummy's cards are never read, nor West's leads
    assert all(signal[0] is Seat.E for signal in signals_seen(state.view_for(Seat.S)))


# 4S by South again; East holds a doubleton club (9-6) beside five diamonds
COUNT = "N:AK2.J54.5432.T74 JT9.Q72.QJT98.96 Q876.63.AK6.AKQJ 543.AKT98.7.8532"


def test_a_defender_shows_count_on_declarers_lead() -> None:
    # West cashes a heart and switches to the diamond seven, won by declarer, who leads the club ace
    state = after(COUNT, "HA", "H4", "H7", "H3", "D7", "D2", "D8", "DA", "CA", "C2", "C4")
    view = state.view_for(Seat.E)
    # an even number of clubs: high-low, the nine first; without the agreement the lowest
    assert wants_high("count", CardSet.from_pbn("...96").mask, Suit.CLUBS, Suit.SPADES)
    assert not wants_high("count", CardSet.from_pbn("...962").mask, Suit.CLUBS, Suit.SPADES)
    assert DDPlayer("duplicate", budget_s=5.0, max_samples=24).choose_card(view) is Card.parse("C9")
    plain = DDPlayer("duplicate", budget_s=5.0, max_samples=24, signals=("attitude",))
    assert plain.choose_card(view) is Card.parse("C6")
    # West's two was its first club on declarer's lead: a count signal, read by declarer
    seen = signals_seen(after(COUNT, "HA", "H4", "H7", "H3", "D7", "D2", "D8", "DA", "CA", "C2").view_for(Seat.S))
    assert [(signal[0], signal[1], signal[2]) for signal in seen][-1] == (Seat.W, Card.parse("C2"), "count")


def test_a_discard_encourages_a_suit_with_an_honour_and_discourages_the_others() -> None:
    free = [Card.parse(text) for text in ("C6", "C9", "H5")]
    wants_clubs = CardSet.from_pbn("...Q96").mask | hearts("75")
    assert _discard_signal(wants_clubs, Card.parse("H5"), free) is Card.parse("C9")
    # no honour in clubs: the lowest spot of a suit not wanted, the heart five
    no_honour = CardSet.from_pbn("...T96").mask | hearts("75")
    assert _discard_signal(no_honour, Card.parse("C9"), free) is Card.parse("H5")
    # nothing to choose from: the chosen card stands
    assert _discard_signal(no_honour, Card.parse("C9"), [Card.parse("C9")]) is Card.parse("C9")


DISCARDS = "N:AK2.J54.5432.432 JT9.Q72.QJT9.876 Q876.63.AK6.AKQJ 543.AKT98.87.T95"


def test_a_discard_is_read_as_attitude_to_its_suit() -> None:
    # West wins two hearts, declarer two diamonds; on the third diamond West, out of them, discards
    # the club nine from T-9-5: high, which asks for clubs, and West has no club honour
    state = after(DISCARDS, "HA", "H4", "H2", "H3", "HK", "H5", "H7", "H6", "D8", "D2", "DQ", "DA",
                  "DK", "D7", "D3", "DJ", "D6", "C9")
    assert state.play is not None
    view = state.view_for(Seat.E)
    assert [(seat, str(card), kind) for seat, card, kind, *_ in signals_seen(view, ("discard",))] == [
        (Seat.W, "C9", "discard")]
    assert signals_seen(view) == signals_seen(view, ("attitude", "count"))  # not agreed by default
    weigh = signal_weigher(view, knowledge_from_view(view), ("discard",))
    assert weigh is not None
    hands = list(state.play.hands)
    assert weigh((hands[0], hands[1], hands[2], hands[3])) == SIGNAL_MISMATCH_WEIGHT
    # the same layout with West's heart ten exchanged for declarer's club queen: the signal is true
    swap_w, swap_s = Card.parse("HT").bit, Card.parse("CQ").bit
    hands[Seat.W] = hands[Seat.W] & ~swap_w | swap_s
    hands[Seat.S] = hands[Seat.S] & ~swap_s | swap_w
    assert weigh((hands[0], hands[1], hands[2], hands[3])) == 1.0


def test_the_reading_weights_fit_is_the_real_layouts_likelihood() -> None:
    # bench/fit_reading_weights.py chooses the weights under which the real layouts are likeliest
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    try:
        fit = importlib.import_module("fit_reading_weights")
    finally:
        sys.path.pop(0)
    reading = fit.Reading
    # the real layout contradicts one signal in four decisions where half the drawn layouts do:
    # log m - 4 log((1 + m) / 2) is largest at m = 1/3
    found = [reading(1.0, [0.0, 1.0])] + [reading(0.0, [0.0, 1.0])] * 3
    values = {weight: fit.signal_log_likelihood(found, weight) for weight in (0.1, 0.25, 1 / 3, 0.4, 1.0)}
    assert max(values, key=values.__getitem__) == 1 / 3
    assert values[1.0] == 0.0
    assert math.isclose(values[0.25], math.log(0.25) - 4 * math.log(0.625))
    # a signal the real layouts never contradict: the smaller the weight, the likelier
    never = [reading(0.0, [0.0, 1.0, 2.0])] * 5
    assert fit.signal_log_likelihood(never, 0.01) > fit.signal_log_likelihood(never, 0.1) > 0.0
    # the lead: the real layout's probability to the strength, beside the drawn layouts' mean
    lead = [reading(math.log(0.5), [math.log(0.5), math.log(0.1)])]
    assert fit.lead_log_likelihood(lead, 0.0) == 0.0
    assert math.isclose(fit.lead_log_likelihood(lead, 1.0), math.log(0.5 / 0.3))
    assert math.isclose(fit.lead_log_likelihood(lead, 2.0), math.log(0.25 / 0.13))
