"""The defenders' carding agreements: the bots play by them, and the sampler reads them backwards."""

from __future__ import annotations

from trumps.bots.carding import agreed_card, carding_model
from trumps.bots.player import equivalence_classes
from trumps.bots.strong import StrongBot
from trumps.cli.bench_cmd import bench_deal
from trumps.core.calls import PASS, Strain, bid
from trumps.core.cards import Card, CardSet
from trumps.core.deal import Deal
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, Phase, TableState


def spades_contract(deal: Deal) -> TableState:
    """South declares 4S (North dealer, South bids, everyone else passes); West to lead."""
    state = TableState.new(deal, Seat.N)
    for call in (PASS, PASS, bid(4, Strain.S), PASS, PASS, PASS):
        seat = state.auction.to_call
        state = state.apply(CallAction(seat, call))[0]
    return state


def play(state: TableState, *cards: str) -> TableState:
    for text in cards:
        play = state.play
        assert play is not None
        state = state.apply(CardAction(state.controller(play.to_play), Card.parse(text)))[0]
    return state


DEAL = Deal.from_pbn("N:AK2.A32.5432.432 JT9.KQ4.QJT9.765 Q876.765.AK6.AKQ 543.JT98.87.JT98")


def hearts(text: str) -> int:
    return CardSet.from_pbn(f".{text}..").mask


def test_a_lead_says_the_card_above_is_not_held() -> None:
    state = play(spades_contract(DEAL), "HJ")  # West leads the jack from J-T-9-8
    view = state.view_for(Seat.S)
    admits = carding_model(view)
    assert admits is not None
    west = state.deal.hands[Seat.W].mask
    assert admits(Seat.W, west)
    # holding the queen too, West would have led it (top of Q-J-T-9-8)
    with_queen = (west & ~hearts("8")) | hearts("Q")
    assert not admits(Seat.W, with_queen)
    # East's cards say nothing yet
    assert admits(Seat.E, state.deal.hands[Seat.E].mask)


def test_following_with_an_honour_denies_the_card_below() -> None:
    # West leads the jack, dummy plays low, East follows with the king from K-Q: the lowest of equals is the queen
    state = play(spades_contract(DEAL), "HJ", "H2", "HQ")
    view = state.view_for(Seat.S)
    admits = carding_model(view)
    assert admits is not None
    east = state.deal.hands[Seat.E].mask
    assert admits(Seat.E, east)
    # had East played the king, holding the queen beside it: not by the agreement
    state_k = play(spades_contract(DEAL), "HJ", "H2", "HK")
    admits_k = carding_model(state_k.view_for(Seat.S))
    assert admits_k is not None and not admits_k(Seat.E, east)
    # declarer's own cards and the visible dummy are never read
    assert admits(Seat.N, 0) and admits(Seat.S, 0)


def test_bots_lead_top_and_follow_low_of_equals() -> None:
    runs = [Card.parse("HQ"), Card.parse("HK")]
    assert agreed_card(runs, leads=True, defends=True) is Card.parse("HK")
    assert agreed_card(runs, leads=False, defends=True) is Card.parse("HQ")
    assert agreed_card(runs, leads=True, defends=False) is Card.parse("HQ")


def test_strong_bots_play_by_their_agreements() -> None:
    """At every decision of bot-only boards, every hidden defender's real hand fits the reading."""
    checked = 0
    for number in range(3):
        deal, dealer, vulnerability = bench_deal(number, "carding")
        bots = {seat: StrongBot(f"c{seat.letter}", "duplicate", claims=False, budget_s=0.01,
                                lead_budget_s=0.02, max_samples=6) for seat in Seat}
        state = TableState.new(deal, dealer, vulnerability)
        while state.phase is Phase.AUCTION:
            seat = state.auction.to_call
            state = state.apply(CallAction(seat, bots[seat].choose_call(state.view_for(seat))))[0]
        while state.phase is Phase.PLAY and state.play is not None:
            seat = state.controller(state.play.to_play)
            view = state.view_for(seat)
            admits = carding_model(view)
            if admits is not None:
                for hidden in Seat:
                    if view.hands[hidden] is None:
                        assert admits(hidden, deal.hands[hidden].mask), (number, state.play.cards_played)
                        checked += 1
            card = bots[seat].choose_card(view)
            assert view.to_act is not None
            run = next(r for r in equivalence_classes(view, view.to_act) if card in r)
            defends = view.to_act.side is not state.play.declarer.side
            assert card is agreed_card(run, not view.current_trick, defends)
            state = state.apply(CardAction(seat, card))[0]
    assert checked > 50
