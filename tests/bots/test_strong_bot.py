"""The strong bot at a table: legal calls and cards, only its own seat's view, claims, and scoring."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from bot_positions import position

from trumps.analysis.dds import (
    dd_table,
    declarer_tricks_many,
    solve_position,
    solve_positions,
    solve_positions_one_by_one,
)
from trumps.bots.base import Bot
from trumps.bots.player import DDPlayer, score_by_tricks
from trumps.bots.strong import StrongBot
from trumps.cli.bench_cmd import bench_deal, play_board
from trumps.core.calls import Call, Strain
from trumps.core.cards import Card
from trumps.core.contract import Contract, Doubling
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Side, Vulnerability
from trumps.core.table import ClaimAction, Phase, SeatView, TableState
from trumps.match.driver import bot_action
from trumps.match.session import SeatKind, SessionAction, SessionSpec, SessionState
from trumps.rules import find_rules


def fast_bot(seed: str, rules: str = "duplicate") -> StrongBot:
    """A strong bot with a tiny budget: these tests check what it does, not how well."""
    return StrongBot(seed, rules, bidding="simple", budget_s=0.005, lead_budget_s=0.01, max_samples=4)


def allowed_cards(state: TableState, seat: Seat) -> int:
    """What ``seat`` may know: its own hand as dealt, cards played, dummy once the lead is made."""
    mask = state.deal.hands[seat].mask
    play = state.play
    if play is not None:
        mask |= play.played_cards().mask
        if play.opening_lead_made:
            mask |= state.deal.hands[play.dummy].mask
        if state.claim is not None:
            mask |= state.deal.hands[play.declarer].mask
    return mask


class Inspector:
    """Wraps a bot: checks every view it is handed against the true state, and every answer."""

    def __init__(self, bot: Bot, seat: Seat, box: dict[str, Any]) -> None:
        self.bot = bot
        self.seat = seat
        self.box = box
        self.views = 0

    def _check(self, view: SeatView) -> None:
        state: TableState = self.box["state"]
        assert view.seat == self.seat
        assert view.original_hands is None
        assert view.visible_cards().mask & ~allowed_cards(state, self.seat) == 0
        for seat in Seat:
            hand = view.hands[seat]
            if hand is not None:
                assert hand.mask & ~allowed_cards(state, self.seat) == 0
        self.views += 1

    def choose_call(self, view: SeatView) -> Call:
        self._check(view)
        call = self.bot.choose_call(view)
        assert call in view.legal_calls
        return call

    def choose_card(self, view: SeatView) -> Card:
        self._check(view)
        card = self.bot.choose_card(view)
        assert card in view.legal_cards
        return card

    def answer_claim(self, view: SeatView) -> bool:
        self._check(view)
        return self.bot.answer_claim(view)

    def claim(self, view: SeatView) -> int | None:
        self._check(view)
        return self.bot.claim(view)


def test_bots_see_only_their_view_and_act_legally() -> None:
    spec = SessionSpec("duplicate", 5, (SeatKind.BOT,) * 8, practice=False)
    state = SessionState.start(spec)
    box: dict[str, Any] = {}
    bots = {(table, seat): Inspector(fast_bot(f"{table}{seat.letter}"), seat, box)
            for table in range(2) for seat in Seat}
    actions = 0
    while actions < 240:
        moved = False
        for table in range(2):
            current = state.table(table)
            if current is None:
                continue
            box["state"] = current
            action: SessionAction | None = bot_action(state, table, lambda t, s: bots[(t, s)])
            if action is None:
                continue
            state = state.apply(action)[0]
            actions += 1
            moved = True
        if not moved:
            break
    assert sum(bot.views for bot in bots.values()) >= 100
    assert state.tables[0].finished  # at least one board was played to the end


def test_claims_only_what_is_certain_and_defenders_accept() -> None:
    # 6NT by South: after the club lead is won, declarer's hand holds only winners
    pbn = "N:5432.5432.432.32 76.76.8765.87654 AKQ.AKQ.AKQJ.AKQ JT98.JT98.T9.JT9"
    state = position(pbn, Seat.S, "6NT P P P", ["CJ", "C2", "C4", "CA"])
    bot = StrongBot("s", "duplicate", bidding="simple")
    assert bot.claim(state.view_for(Seat.S)) == 13
    defender = StrongBot("w", "duplicate", bidding="simple")
    claimed = state.apply(ClaimAction(Seat.S, 13))[0]
    assert defender.answer_claim(claimed.view_for(Seat.W))
    # at trick one, before dummy's winners are known to run, nothing is claimed
    opening = position(pbn, Seat.S, "6NT P P P", ["CJ"])
    assert bot.claim(opening.view_for(Seat.S)) is None
    # a defender never claims
    assert bot.claim(state.view_for(Seat.W)) is None


def test_no_claim_while_the_opponents_may_hold_more_trumps_than_the_leader() -> None:
    # 4S by South with A-K-Q of trumps and six outstanding: they might not fall in three rounds
    pbn = "N:5432.5432.432.32 876.76.765.87654 AKQ.AKQ.AKQJ.AKQ JT9.JT98.T98.JT9"
    state = position(pbn, Seat.S, "4S P P P", ["CJ", "C2", "C4", "CA"])
    bot = StrongBot("s", "duplicate", bidding="simple")
    assert bot.claim(state.view_for(Seat.S)) is None


def test_batch_solving_agrees_with_one_position_at_a_time() -> None:
    pbn = "N:AK2.AQJ.AK2.AK32 765.T94.7654.876 QJ43.32.QJ3.QJ54 T98.K8765.T98.T9"
    positions = []
    for cards in ([], ["H5"], ["H5", "HQ"], ["H5", "HQ", "H4", "H2"]):
        state = position(pbn, Seat.S, "3NT P P P", cards)
        assert state.play is not None
        positions.append(state.play)
    single = [solve_position(play) for play in positions]
    assert solve_positions(positions) == single
    assert solve_positions_one_by_one(positions) == single


def test_declarer_tricks_from_the_lead_agree_with_the_dd_table() -> None:
    rng = random.Random(5)
    deals = [Deal.random(rng) for _ in range(3)]
    starts = [(deal, strain, seat) for deal in deals for strain in (Strain.S, Strain.NT) for seat in (Seat.N, Seat.E)]
    assert declarer_tricks_many(starts) == [dd_table(deal).of(strain, seat) for deal, strain, seat in starts]


def test_score_tables_follow_each_rule_set() -> None:
    contract = Contract(4, Strain.S, Doubling.UNDOUBLED, Seat.S)
    duplicate = score_by_tricks(find_rules("duplicate"), contract, Vulnerability.NONE, Side.NS)
    assert duplicate[10] == 420 and duplicate[9] == -50 and duplicate[11] == 450
    defenders = score_by_tricks(find_rules("duplicate"), contract, Vulnerability.NONE, Side.EW)
    assert defenders[9] == 50
    auction = score_by_tricks(find_rules("auction-1920"), Contract(1, Strain.S, Doubling.UNDOUBLED, Seat.S),
                              Vulnerability.NONE, Side.NS)
    # every trick counts; reaching 30 below is worth half the rubber bonus
    assert auction[7] == 9 and auction[9] == 27 and auction[10] == 36 + 125
    assert all(later >= earlier for earlier, later in itertools.pairwise(auction))


def test_the_strong_bot_plays_a_whole_board_legally_with_claims() -> None:
    deal, dealer, vul = bench_deal(3, "tests")
    bots = {seat: fast_bot(seat.letter) for seat in Seat}
    board = play_board(deal, dealer, vul, bots)
    assert board.state.phase is Phase.DONE


def test_a_dd_player_needs_a_card_to_choose() -> None:
    state = position("N:AK2.AQJ.AK2.AK32 765.T94.7654.876 QJ43.32.QJ3.QJ54 T98.K8765.T98.T9",
                     Seat.S, "3NT P P P")
    with pytest.raises(ValueError):
        DDPlayer().evaluate(state.view_for(Seat.N))  # North is not on lead


def test_no_claim_when_partner_would_have_to_overtake() -> None:
    # South holds K-Q-J of spades, dummy the bare ace: leading spades hands the lead to dummy
    pbn = "N:A.5432.5432.5432 432.876.876.9876 KQJ.AKQ.AKQ.AKQJ T98765.JT9.JT9.T"
    state = position(pbn, Seat.S, "6NT P P P", ["CT", "C2", "C6", "CA"])
    bot = StrongBot("s", "duplicate", bidding="simple")
    assert bot.claim(state.view_for(Seat.S)) is None
