"""Golden transcripts of whole sessions, one per rule set (tests/data/golden/*.json).

Each transcript is replayed from its stored log: every hand's deal, auction, contract and
tricks, and the final result, must come out exactly as recorded. The simple bots must
also still play the very same log from the spec alone. Hand 1 and 2 of the auction-1920
transcript were checked by hand (see the comments below).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from trumps.bots.simple import SimpleBot
from trumps.cli.play_cmd import result_json
from trumps.core.seats import Seat
from trumps.io.actions import action_from_json, action_to_json, spec_from_json
from trumps.match.driver import run_bots
from trumps.match.session import SessionState

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
RULES = ["auction-1920", "auction-classic", "rubber", "duplicate"]


def load(rules: str) -> dict[str, object]:
    data = json.loads((GOLDEN / f"{rules}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def hands_of(state: SessionState) -> list[dict[str, object]]:
    lines = []
    for table, slot in enumerate(state.tables):
        for number, done in enumerate(slot.finished, start=1):
            result = done.result()
            assert result is not None
            contract = result.contract
            lines.append({
                "table": table, "hand": number, "dealer": done.dealer.letter,
                "vulnerable": done.vulnerability.key, "deal": done.deal.to_pbn(),
                "auction": " ".join(call.short for call in done.auction.calls),
                "contract": "pass" if contract is None else contract.name,
                "declarer": None if contract is None else contract.declarer.letter,
                "tricks": None if contract is None else result.tricks,
            })
    return lines


@pytest.mark.parametrize("rules", RULES)
def test_golden_transcript_replays_exactly(rules: str) -> None:
    data = load(rules)
    spec = spec_from_json(data["spec"])
    log = data["log"]
    assert isinstance(log, list)
    state = SessionState.replay(spec, [action_from_json(a) for a in log])
    assert state.finished
    assert hands_of(state) == data["hands"]
    assert result_json(state) == data["result"]


@pytest.mark.parametrize("rules", RULES)
def test_simple_bots_still_play_the_golden_log(rules: str) -> None:
    data = load(rules)
    spec = spec_from_json(data["spec"])

    def bot_for(table: int, seat: Seat) -> SimpleBot:
        return SimpleBot(f"golden:{table}:{seat.letter}")

    state = run_bots(SessionState.start(spec), bot_for)
    assert [action_to_json(a) for a in state.log] == data["log"]


def test_auction_1920_golden_hands_checked_by_hand() -> None:
    result = load("auction-1920")["result"]
    assert isinstance(result, dict)
    first, second = result["hands"][0], result["hands"][1]
    # hand 1: 1D by N, 7 tricks: (7-6) x 7 = 7 below; E-W hold K, T (East) and Q, J (West) of
    # diamonds: four honors divided = 4 x 7 = 28 above for E-W.
    assert first["entries"] == [
        {"side": "ns", "points": 7, "line": "below", "reason": "tricks"},
        {"side": "ew", "points": 28, "line": "above", "reason": "honors"},
    ]
    # hand 2: 1NT by S, 6 tricks: one down, 50 to E-W; N-S hold all four aces divided: 40.
    assert second["entries"] == [
        {"side": "ew", "points": 50, "line": "above", "reason": "undertricks"},
        {"side": "ns", "points": 40, "line": "above", "reason": "honors"},
    ]
