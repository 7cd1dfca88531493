"""Rubber ledger scenarios: games, closing part scores, rubber bonuses, settlements."""

from __future__ import annotations

import pytest
from scoring_helpers import deal_with, result

from trumps.core.errors import IllegalActionError
from trumps.core.seats import Seat, Side, Vulnerability
from trumps.rules import find_rules
from trumps.scoring import Line, RubberLedger, ScoreEntry


def play(rules_name: str, *hands: tuple[str, int, Seat], **options: object) -> RubberLedger:
    rules = find_rules(rules_name)
    if options:
        rules = rules.with_options(**options)
    ledger = rules.new_ledger()
    for contract, tricks, declarer in hands:
        ledger = ledger.with_result(result(contract, tricks, declarer), rules.score_hand)
    return ledger


N, E = Seat.N, Seat.E


def test_1920_part_scores_close_after_a_game_and_still_count() -> None:
    ledger = play("auction-1920", ("1S", 9, N), ("2H", 8, E))
    assert ledger.below_in_game == (27, 16)
    ledger = play("auction-1920", ("1S", 9, N), ("2H", 8, E), ("1NT", 7, N))  # 27 + 10 = 37: game
    assert ledger.games_won == (1, 0)
    assert ledger.below_in_game == (0, 0)  # E-W's 16 closed too
    assert ledger.current_game == 2
    assert ledger.totals.ns.below == 37 and ledger.totals.ew.below == 16
    assert not ledger.finished


def test_one_hand_wins_one_game_and_no_excess_carries() -> None:
    ledger = play("auction-1920", ("1NT", 13, N))  # 70 below in one hand
    assert ledger.games_won == (1, 0)
    assert ledger.below_in_game == (0, 0)
    ledger = ledger.with_result(result("1C", 8, N), find_rules("auction-1920").score_hand)
    assert ledger.below_in_game == (12, 0)


def test_1920_rubber_bonus_and_a_two_game_side_losing_on_totals() -> None:
    ledger = play("auction-1920", ("1S", 10, N), ("7NTX", 0, N), ("1S", 10, N))
    assert ledger.finished
    assert ledger.games_won == (2, 0)
    assert ledger.hands[-1].ledger_entries == (ScoreEntry(Side.NS, 250, Line.ABOVE, "rubber bonus"),)
    outcome = ledger.result()
    assert outcome.totals.ns.total == 36 + 36 + 250
    assert outcome.totals.ew.total == 1300 + 100  # 7NTX down 13 = 1300, and E-W took 13: grand slam 100
    assert outcome.winner == "ew"
    assert outcome.margin == 1400 - 322


def test_1920_equal_totals_tie() -> None:
    ledger = play("auction-1920", ("1NT", 9, N), ("1NT", 9, E))
    outcome = ledger.result()
    assert not outcome.finished
    assert (outcome.winner, outcome.margin, outcome.needs_extra_hand) == ("tie", 0, False)
    assert outcome.settlement == ()


def test_cannot_add_hands_after_the_rubber() -> None:
    ledger = play("auction-1920", ("1NT", 10, N), ("1NT", 10, N))
    assert ledger.finished
    with pytest.raises(IllegalActionError):
        ledger.with_hand(())


def test_rubber_vulnerability_comes_from_games() -> None:
    rules = find_rules("rubber")
    ledger = rules.new_ledger()
    assert ledger.vulnerability is Vulnerability.NONE
    ledger = ledger.with_result(result("4S", 10, N), rules.score_hand)
    assert ledger.vulnerability is Vulnerability.NS
    ledger = ledger.with_result(result("3NT", 9, E), rules.score_hand)
    assert ledger.vulnerability is Vulnerability.BOTH
    assert [hand.vulnerability for hand in ledger.hands] == [Vulnerability.NONE, Vulnerability.NS]
    # vulnerable now: down one undoubled costs 100
    ledger = ledger.with_result(result("4H", 9, E), rules.score_hand)
    assert ledger.hands[-1].entries == (ScoreEntry(Side.NS, 100, Line.ABOVE, "undertricks"),)


def test_rubber_two_nil_bonus_700() -> None:
    ledger = play("rubber", ("4S", 10, N), ("3NT", 9, N))
    assert ledger.finished and ledger.games_won == (2, 0)
    assert ledger.hands[-1].ledger_entries == (ScoreEntry(Side.NS, 700, Line.ABOVE, "rubber bonus"),)
    outcome = ledger.result()
    assert outcome.winner == "ns" and outcome.margin == 120 + 100 + 700


def test_rubber_two_one_bonus_500() -> None:
    ledger = play("rubber", ("4S", 10, N), ("4H", 10, E), ("5C", 11, E))
    assert ledger.finished and ledger.games_won == (1, 2)
    assert ledger.hands[-1].ledger_entries == (ScoreEntry(Side.EW, 500, Line.ABOVE, "rubber bonus"),)
    assert ledger.result().winner == "ew"


def test_rubber_part_scores_build_a_game_over_hands() -> None:
    ledger = play("rubber", ("2H", 8, N), ("2S", 8, E), ("2NT", 8, N))
    assert ledger.games_won == (1, 0)
    assert ledger.totals.ns.below == 60 + 70 and ledger.totals.ew.below == 60


def test_rubber_tie_on_totals_is_won_by_more_games() -> None:
    rules = find_rules("rubber")
    ledger = rules.new_ledger()
    five_honors = deal_with(N="SA SK SQ SJ ST")
    ledger = ledger.with_result(result("4S", 11, N, five_honors), rules.score_hand)  # 120 + 30 + 150
    ledger = ledger.with_result(result("4SX", 7, N), rules.score_hand)  # vul, down 3 doubled: E-W 800
    ledger = ledger.with_result(result("4S", 10, E), rules.score_hand)  # E-W game: 120
    ledger = ledger.with_result(result("4S", 10, N), rules.score_hand)  # N-S game 2: 120 + 500
    outcome = ledger.result()
    assert outcome.finished
    assert outcome.totals.ns.total == outcome.totals.ew.total == 920
    assert (outcome.winner, outcome.margin) == ("ns", 0)


def test_law_80_one_game_and_the_other_side_part_score() -> None:
    ledger = play("rubber", ("4S", 10, N), ("2H", 8, E))
    outcome = ledger.result()
    assert not outcome.finished
    assert outcome.settlement == (
        ScoreEntry(Side.NS, 300, Line.ABOVE, "unfinished rubber: game"),
        ScoreEntry(Side.EW, 100, Line.ABOVE, "unfinished rubber: part score"),
    )
    assert outcome.totals.ns.total == 420 and outcome.totals.ew.total == 160
    assert (outcome.winner, outcome.margin) == ("ns", 260)


def test_law_80_no_game_bonus_at_one_game_all_and_no_part_score_bonus_when_both_have_one() -> None:
    ledger = play("rubber", ("4S", 10, N), ("4S", 10, E), ("1NT", 7, N), ("1C", 7, E))
    assert ledger.result().settlement == ()


def test_law_80_settlement_can_decide_the_winner() -> None:
    # N-S: game 120, E-W's 1NT down one 50, Law 80 game 300 = 470; E-W: 4NTX vul down 2 = 500.
    ledger = play("rubber", ("4S", 10, N), ("4NTX", 8, N), ("1NT", 6, E))
    outcome = ledger.result()
    assert outcome.totals.ns.total == 120 + 50 + 300
    assert outcome.totals.ew.total == 500
    assert (outcome.winner, outcome.margin) == ("ew", 30)
    # a N-S part score in the unfinished game adds 100 and turns it round
    ledger = ledger.with_result(result("1C", 7, N), find_rules("rubber").score_hand)
    outcome = ledger.result()
    assert outcome.totals.ns.total == 470 + 20 + 100
    assert (outcome.winner, outcome.margin) == ("ns", 90)


def test_law_80_equal_totals_more_games_wins() -> None:
    # N-S: a part score of 100 is a game; Law 80 adds 300 = 400. E-W: 400 in penalties.
    ledger = find_rules("rubber").new_ledger()
    ledger = ledger.with_hand((ScoreEntry(Side.NS, 100, Line.BELOW, "tricks"),))
    ledger = ledger.with_hand((ScoreEntry(Side.EW, 400, Line.ABOVE, "undertricks"),))
    outcome = ledger.result()
    assert outcome.totals.ns.total == outcome.totals.ew.total == 400
    assert (outcome.winner, outcome.margin) == ("ns", 0)


def test_classic_unfinished_exact_tie_needs_one_more_hand() -> None:
    ledger = play("auction-classic", ("1NT", 9, N), ("1NT", 9, E))
    outcome = ledger.result()
    assert (outcome.winner, outcome.needs_extra_hand) == ("tie", True)
    ledger = play("auction-classic", ("1NT", 9, N), ("1NT", 8, E))
    assert ledger.result().winner == "ns" and not ledger.result().needs_extra_hand


def test_classic_game_target_option() -> None:
    ledger = play("auction-classic", ("1S", 9, N), game_target=20)  # 27 >= 20
    assert ledger.games_won == (1, 0)
    assert find_rules("auction-classic").with_options(game_target=20).game_target == 20


def test_classic_fixed_hands_session() -> None:
    ledger = play("auction-classic", ("1NT", 10, N), ("1NT", 10, N), ("1C", 7, E), fixed_hands=3)
    assert ledger.finished
    assert ledger.games_won == (2, 0)
    assert all(hand.ledger_entries == () for hand in ledger.hands)  # no rubber bonus in a session
    assert ledger.result().winner == "ns"
    sheet = ledger.scoresheet()
    assert [game.winner for game in sheet.games] == [Side.NS, Side.NS, None]
    assert sheet.games[-1].below(Side.EW)[0].entry.points == 6


def test_scoresheet_structure() -> None:
    ledger = play("rubber", ("2H", 8, N), ("4S", 10, E), ("2NT", 9, N))
    sheet = ledger.scoresheet()
    assert [game.number for game in sheet.games] == [1, 2]
    first, second = sheet.games
    assert first.winner is Side.EW and second.winner is None
    assert [item.entry.points for item in first.below(Side.NS)] == [60]
    assert [item.entry.points for item in first.below(Side.EW)] == [120]
    assert [(item.hand, item.entry.points) for item in second.below(Side.NS)] == [(3, 70)]
    assert [(item.hand, item.entry.reason) for item in sheet.above(Side.NS)] == [
        (3, "overtricks"), (None, "unfinished rubber: part score"),
    ]
    assert [(item.hand, item.entry.reason) for item in sheet.above(Side.EW)] == [(None, "unfinished rubber: game")]
    data = sheet.to_json()
    assert data["result"] == sheet.result.to_json()
    games = data["games"]
    assert isinstance(games, list) and games[0]["winner"] == "ew"


def test_scoresheet_of_a_finished_rubber_has_no_empty_game() -> None:
    sheet = play("rubber", ("4S", 10, N), ("3NT", 9, N)).scoresheet()
    assert [game.winner for game in sheet.games] == [Side.NS, Side.NS]
    assert [item.entry.reason for item in sheet.above(Side.NS)] == ["rubber bonus"]


def test_ledger_hand_records_keep_entries_and_results() -> None:
    ledger = play("auction-1920", ("1S", 10, N))
    hand = ledger.hands[0]
    assert hand.number == 1 and hand.game == 1 and hand.game_won_by is Side.NS
    assert hand.result == result("1S", 10, N)
    assert hand.to_json()["entries"] == [{"side": "ns", "points": 36, "line": "below", "reason": "tricks"}]
