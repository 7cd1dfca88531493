"""`trumps rubber`, `trumps match`, `trumps replay` and `trumps play --bots-only` on files."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from trumps.cli.main import main
from trumps.core.calls import PASS, parse_call
from trumps.core.deal import Deal
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat
from trumps.core.three_handed import IndividualAuction, play_deal
from trumps.io import lin, pbn
from trumps.io.records import THREE_HANDED_TAG, AnnotatedCall, GameRecord
from trumps.io.replay import replay

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


THREE_HANDED = ("--rules", "auction-classic", "--option", "three_handed=true")


def test_three_handed_session_exports_pbn_that_rescores_identically(capsys: pytest.CaptureFixture[str],
                                                                    tmp_path: Path) -> None:
    out = tmp_path / "three.pbn"
    session = run_json(capsys, "play", *THREE_HANDED, "--bots-only", "--bots", "simple", "--seed", "8",
                       "--out", str(out))
    rescored = run_json(capsys, "rubber", *THREE_HANDED, str(out))
    assert rescored == session
    hands = session["hands"]
    assert isinstance(hands, list) and len(hands) > 1
    replayed = run_json(capsys, "replay", str(out))
    records = replayed["records"]
    assert isinstance(records, list) and len(records) == len(hands)
    assert all(r["legal"] and not r["errors"] for r in records)
    assert [(r["contract"], r["declarer"], r["tricks"]) for r in records] == \
        [(h["contract"], h["declarer"], h["tricks"]) for h in hands]
    # the sheet without --json: one column per player
    assert main(["rubber", *THREE_HANDED, str(out)]) == 0
    sheet = capsys.readouterr().out
    assert "three-handed" in sheet and "total" in sheet


def test_three_handed_records_are_marked_and_round_trip(capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    out = tmp_path / "three.pbn"
    run_json(capsys, "play", *THREE_HANDED, "--bots-only", "--bots", "simple", "--seed", "8", "--out", str(out))
    text = out.read_text(encoding="utf-8")
    read = pbn.loads(text)
    assert not read.errors
    assert read.records and all(r.tag("ThreeHanded") == "W" for r in read.records)
    assert pbn.dumps(read.records) == out.read_bytes().decode("utf-8")
    played = [r for r in read.records if r.contract is not None]
    assert played
    for record in read.records:
        # West's automatic passes are in the auction, which the three-handed laws accept
        assert record.dealer is not None and record.calls
        auction = IndividualAuction(record.dealer, (c.call for c in record.calls))
        assert auction.is_complete
        assert all(c.call is PASS for i, c in enumerate(record.calls) if auction.seat_of(i) is Seat.W)
    for record in played:
        assert record.contract is not None and record.deal is not None
        outcome = replay(record)
        assert outcome.legal and not outcome.errors
        assert outcome.played_deal == play_deal(record.deal, record.contract.declarer)
    # a four-handed scorer refuses them, and a three-handed scorer refuses ordinary hands
    assert main(["rubber", "--rules", "auction-classic", str(out), "--json"]) == 2
    assert "three_handed=true" in capsys.readouterr().err
    assert main(["rubber", *THREE_HANDED, str(RUBBER), "--json"]) == 2
    assert "not a three-handed hand" in capsys.readouterr().err


def test_three_handed_replay_applies_the_three_handed_laws() -> None:
    deal = Deal.random(random.Random(3))
    calls = [parse_call(c) for c in ("1S", "P", "X", "P", "P", "P")]  # South doubles North
    record = GameRecord(deal=deal, dealer=Seat.N, calls=tuple(AnnotatedCall(c) for c in calls),
                        tags=((THREE_HANDED_TAG, "W"),))
    outcome = replay(record)
    assert outcome.legal and not outcome.errors
    assert outcome.contract == "1SX" and outcome.declarer is Seat.N
    # the same auction under the partnership laws: South may not double his partner
    plain = replay(GameRecord(deal=deal, dealer=Seat.N, calls=record.calls))
    assert not plain.legal
    # West only passes
    west_bids = [parse_call(c) for c in ("1C", "P", "1H")]  # dealer East: West bids 1H
    bad = replay(GameRecord(deal=deal, dealer=Seat.E, calls=tuple(AnnotatedCall(c) for c in west_bids),
                            tags=((THREE_HANDED_TAG, "W"),)))
    assert not bad.legal and "West only passes" in bad.errors[0]


def test_three_handed_session_refuses_lin(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lin_out = tmp_path / "three.lin"
    status = main(["play", *THREE_HANDED, "--bots-only", "--bots", "simple", "--seed", "8", "--out", str(lin_out),
                   "--json"])
    assert status == 2
    assert "PBN only" in capsys.readouterr().err
    assert not lin_out.exists()
    record = GameRecord(deal=Deal.random(random.Random(1)), dealer=Seat.N, tags=((THREE_HANDED_TAG, "W"),))
    with pytest.raises(TrumpsError, match="PBN only"):
        lin.dumps([record])


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
