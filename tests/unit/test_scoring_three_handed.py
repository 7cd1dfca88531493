"""The three-handed scoresheet: each player for himself, defenders each score the penalty."""

from __future__ import annotations

import pytest

from trumps.core.calls import Strain
from trumps.core.contract import Contract, Doubling, HandResult
from trumps.core.errors import IllegalActionError
from trumps.core.seats import Seat, Vulnerability
from trumps.scoring import auction_classic
from trumps.scoring.entries import Line, ScoreEntry
from trumps.scoring.three_handed import PlayerEntry, ThreeHandedLedger, credit, credit_hand


def score_hand(result: HandResult, vulnerability: Vulnerability) -> tuple[ScoreEntry, ...]:
    return auction_classic.score_hand(result, vulnerability)


def hand(level: int, strain: Strain, declarer: Seat, tricks: int) -> list[PlayerEntry]:
    contract = Contract(level, strain, Doubling.UNDOUBLED, declarer)
    return list(credit_hand(HandResult(contract, tricks), score_hand))


def test_credit_hand_is_credit_for_the_declarer_and_the_other_two_players() -> None:
    contract = Contract(2, Strain.H, Doubling.DOUBLED, Seat.S)
    result = HandResult(contract, 6)
    entries = auction_classic.score_hand(result, Vulnerability.NONE)
    assert credit_hand(result, score_hand) == credit(entries, Seat.S, (Seat.N, Seat.E), contract.side)


def test_with_result_adds_the_credited_hand_or_a_passed_out_one() -> None:
    ledger = ThreeHandedLedger(game_target=30)
    ledger = ledger.with_result(HandResult(None, 0), score_hand)
    assert ledger.hands[-1].declarer is None and ledger.hands[-1].entries == ()
    ledger = ledger.with_result(HandResult(Contract(1, Strain.NT, Doubling.UNDOUBLED, Seat.E), 9), score_hand)
    assert ledger.hands[-1].declarer is Seat.E and ledger.games_won[Seat.E] == 1


def test_made_contract_scores_for_the_declarer_alone() -> None:
    entries = hand(1, Strain.S, Seat.N, 10)  # 4 x 9 = 36 below
    assert entries == [PlayerEntry(Seat.N, 36, Line.BELOW, "tricks")]


def test_each_defender_scores_the_full_penalty() -> None:
    entries = hand(3, Strain.NT, Seat.E, 7)  # two down: 100 above to each defender
    assert sorted((e.player.letter, e.points) for e in entries) == [("N", 100), ("S", 100)]


def test_games_close_every_part_score_and_the_rubber_goes_to_two_games() -> None:
    ledger = ThreeHandedLedger(game_target=30)
    ledger = ledger.with_hand(hand(1, Strain.H, Seat.S, 8), Seat.S)  # S 16 below
    ledger = ledger.with_hand(hand(1, Strain.NT, Seat.N, 9), Seat.N)  # N 30: game
    assert ledger.games_won[Seat.N] == 1 and ledger.below_in_game() == {Seat.N: 0, Seat.E: 0, Seat.S: 0}
    ledger = ledger.with_hand(hand(2, Strain.S, Seat.E, 10), Seat.E)  # E 36: game
    assert not ledger.finished
    ledger = ledger.with_hand(hand(1, Strain.C, Seat.N, 12), Seat.N)  # N 36: second game, rubber
    assert ledger.finished
    result = ledger.result()
    assert result.games == {"N": 2, "E": 1, "S": 0}
    # N: 30 + 36 + 50 (little slam: 12 tricks) + 250 rubber; E: 36; S: 16
    assert result.totals == {"N": 366, "E": 36, "S": 16}
    assert (result.winner, result.margin) == ("N", 330)
    with pytest.raises(IllegalActionError):
        ledger.with_hand([], None)


def test_passed_out_and_fixed_sessions() -> None:
    ledger = ThreeHandedLedger(game_target=30, fixed_hands=2).with_hand([], None)
    assert not ledger.finished and ledger.result().winner == "tie" and ledger.result().needs_extra_hand
    ledger = ledger.with_hand(hand(1, Strain.D, Seat.E, 7), Seat.E)
    assert ledger.finished and ledger.result().winner == "E"
