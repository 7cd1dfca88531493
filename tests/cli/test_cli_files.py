"""`trumps rubber`, `trumps match`, `trumps replay` and `trumps play --bots-only` on files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from trumps.cli.main import main

DATA = Path(__file__).resolve().parents[1] / "data"
RUBBER = DATA / "rubbers" / "three_hands.pbn"
MATCH = DATA / "matches" / "four_boards.pbn"


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    status = main([*argv, "--json"])
    out, err = capsys.readouterr()
    assert status == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


# Hand-computed (see the comments in three_hands.pbn):
# auction-1920: NS 36 + 72 honors + 50 + 30 + 100 aces + 250 rubber = 538; EW 16 (3 heart honors, 2 x 8).
# auction-classic: NS 36 + 80 + 50 + 30 + 100 + 250 = 546; EW 30 (3 honors at 10).
# rubber: NS 30 + 90 + 100 honors + 50 + 100 + 150 aces, one game: Law 80 +300 = 820; EW 0.
@pytest.mark.parametrize(
    ("rules", "ns", "ew", "games_ns", "finished"),
    [("auction-1920", 538, 16, 2, True), ("auction-classic", 546, 30, 2, True), ("rubber", 820, 0, 1, False)],
)
def test_rubber_hand_computed(capsys: pytest.CaptureFixture[str], rules: str, ns: int, ew: int, games_ns: int,
                              finished: bool) -> None:
    data = run_json(capsys, "rubber", "--rules", rules, str(RUBBER))
    assert data["totals"] == {"ns": ns, "ew": ew}
    assert data["games"] == {"ns": games_ns, "ew": 0}
    assert data["winner"] == "ns" and data["margin"] == ns - ew
    assert data["finished"] is finished
    hands = data["hands"]
    assert isinstance(hands, list) and len(hands) == 3
    # the Vulnerable "All" tag of hand 2 is ignored: E-W have no game, so down one is 50
    undertricks = [e for e in hands[1]["entries"] if e["reason"] == "undertricks"]
    assert undertricks == [{"side": "ns", "points": 50, "line": "above", "reason": "undertricks"}]


def test_match_hand_computed(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "match", str(MATCH))
    assert data["boards"] == [
        {"board": 1, "open_ns": 420, "closed_ns": 170, "diff": 250, "imps": 6},
        {"board": 2, "open_ns": -500, "closed_ns": 110, "diff": -610, "imps": -12},
        {"board": 3, "open_ns": 0, "closed_ns": -600, "diff": 600, "imps": 12},
        {"board": 4, "open_ns": 90, "closed_ns": 90, "diff": 0, "imps": 0},
    ]
    assert (data["imps_a"], data["imps_b"], data["winner"]) == (18, 12, "A")


def test_text_output_of_rubber_and_match(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rubber", "--rules", "auction-1920", str(RUBBER)]) == 0
    sheet = capsys.readouterr().out
    assert "WE (N-S)" in sheet and "game 1 to NS" in sheet and "538" in sheet
    assert main(["match", str(MATCH)]) == 0
    assert "team A 18 IMPs, team B 12 IMPs" in capsys.readouterr().out


def test_errors_name_the_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "nope.pbn"
    assert main(["rubber", "--rules", "rubber", str(missing)]) == 2
    assert "nope.pbn" in capsys.readouterr().err
    broken = tmp_path / "broken.pbn"
    broken.write_text('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQ.. ... ..."]\n[Contract "1S"]\n[Declarer "N"]\n'
                      '[Result "7"]\n')
    assert main(["rubber", "--rules", "rubber", str(broken)]) == 2
    err = capsys.readouterr().err
    assert "broken.pbn:3" in err
    assert main(["match", str(RUBBER)]) == 2
    assert "Room" in capsys.readouterr().err


@pytest.mark.parametrize("rules", ["auction-1920", "auction-classic", "rubber", "duplicate"])
def test_bots_only_session_exports_pbn_that_rescores_identically(capsys: pytest.CaptureFixture[str],
                                                                  tmp_path: Path, rules: str) -> None:
    out = tmp_path / "session.pbn"
    session = run_json(capsys, "play", "--rules", rules, "--bots-only", "--bots", "simple", "--seed", "8", "--out", str(out))
    if rules == "duplicate":
        rescored = run_json(capsys, "match", str(out))
    else:
        rescored = run_json(capsys, "rubber", "--rules", rules, str(out))
    assert rescored == session
    replayed = run_json(capsys, "replay", str(out))
    records = replayed["records"]
    assert isinstance(records, list) and records
    assert all(r["legal"] and not r["errors"] for r in records)
    lin_out = tmp_path / "session.lin"
    run_json(capsys, "play", "--rules", rules, "--bots-only", "--bots", "simple", "--seed", "8", "--out", str(lin_out))
    lin_replayed = run_json(capsys, "replay", str(lin_out))
    lin_records = lin_replayed["records"]
    assert isinstance(lin_records, list)
    assert [(r["contract"], r["declarer"], r["tricks"]) for r in lin_records] == \
        [(r["contract"], r["declarer"], r["tricks"]) for r in records]


def test_replay_reports_illegal_records(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
                   '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n'
                   '[Declarer "N"]\n[Contract "1S"]\n[Result "13"]\n[Auction "N"]\n1S X X Pass\n')
    status = main(["replay", str(bad), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert status == 1
    record = data["records"][0]
    assert record["legal"] is False and record["errors"]
