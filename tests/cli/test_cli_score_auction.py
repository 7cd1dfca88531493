"""The scriptable CLI: `trumps score`, `trumps auction`, `trumps deal` (interface fixed by issue 2)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from trumps.cli.main import main


def run(argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str | None = None,
        monkeypatch: pytest.MonkeyPatch | None = None) -> tuple[int, str, str]:
    if stdin is not None:
        assert monkeypatch is not None
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def score_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    status, out, err = run(["score", *args, "--json"], capsys)
    assert status == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_seed_000_examples(capsys: pytest.CaptureFixture[str]) -> None:
    one_spade = score_json(capsys, "--rules", "auction-1920", "--contract", "1S", "--declarer", "N", "--tricks", "10")
    assert one_spade["ns"] == {"below": 36, "above": 0}
    assert one_spade["score_ns"] == 36
    doubled = score_json(capsys, "--rules", "auction-1920", "--contract", "1HX", "--declarer", "E", "--tricks", "9")
    assert doubled["ew"] == {"below": 48, "above": 150}
    assert doubled["score_ns"] == -198


def test_seed_000_honors_from_deal(capsys: pytest.CaptureFixture[str]) -> None:
    # four spade honors in North's hand: 8 x 9 = 72 above for N-S, made or not
    deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    data = score_json(capsys, "--rules", "auction-1920", "--contract", "2S", "--declarer", "E", "--tricks", "7",
                      "--deal", deal)
    honors = [e for e in data["entries"] if e["reason"] == "honors"]  # type: ignore[union-attr]
    assert honors == [{"side": "ns", "points": 72, "line": "above", "reason": "honors"}]


def test_seed_001_examples(capsys: pytest.CaptureFixture[str]) -> None:
    assert score_json(capsys, "--rules", "duplicate", "--contract", "4S", "--declarer", "N",
                      "--tricks", "10")["score_ns"] == 420
    assert score_json(capsys, "--rules", "duplicate", "--contract", "3S", "--declarer", "S",
                      "--tricks", "10")["score_ns"] == 170
    assert score_json(capsys, "--rules", "duplicate", "--contract", "4HX", "--declarer", "N",
                      "--tricks", "8", "--vul", "both")["score_ns"] == -500


def test_rubber_5ntx_down_3_is_500(capsys: pytest.CaptureFixture[str]) -> None:
    data = score_json(capsys, "--rules", "rubber", "--contract", "5NTX", "--declarer", "W", "--tricks", "8")
    assert data["ns"] == {"below": 0, "above": 500}


def test_pass_and_n_spelling(capsys: pytest.CaptureFixture[str]) -> None:
    data = score_json(capsys, "--rules", "duplicate", "--contract", "pass")
    assert data["score_ns"] == 0
    assert score_json(capsys, "--rules", "duplicate", "--contract", "3N", "--declarer", "E",
                      "--tricks", "9")["score_ns"] == -400


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rules", "bridge", "--contract", "4S", "--declarer", "N", "--tricks", "10"], "unknown rule set"),
        (["--rules", "rubber", "--contract", "8S", "--declarer", "N", "--tricks", "10"], "not a contract"),
        (["--rules", "rubber", "--contract", "4S", "--declarer", "Q", "--tricks", "10"], "not a seat"),
        (["--rules", "rubber", "--contract", "4S", "--declarer", "N", "--tricks", "14"], "0..13"),
        (["--rules", "rubber", "--contract", "4S", "--tricks", "10"], "declarer"),
        (["--rules", "rubber", "--contract", "4S", "--declarer", "N", "--tricks", "10", "--vul", "red"],
         "vulnerab"),
        (["--rules", "rubber", "--contract", "4S", "--declarer", "N", "--tricks", "10", "--deal", "N:AKQ"],
         "deal"),
        (["--rules", "rubber", "--contract", "4S", "--declarer", "N", "--tricks", "10", "--deal",
          "N:AKQJT.T98.765.4 - - -"], "north holds 12 cards"),
    ],
)
def test_score_errors_go_to_stderr(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["score", *args, "--json"], capsys)
    assert status != 0
    assert out == ""
    assert message in err.lower()


def test_score_jsonl(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    lines = [
        {"rules": "duplicate", "contract": "4S", "declarer": "N", "tricks": 10, "vul": "none"},
        {"rules": "duplicate", "contract": "4S", "declarer": "N", "tricks": 99},
        "not json",
        {"rules": "rubber", "contract": "3NT", "declarer": "E", "tricks": 9, "vul": "ew"},
    ]
    text = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n"
    status, out, _ = run(["score", "--jsonl"], capsys, text, monkeypatch)
    results = [json.loads(line) for line in out.splitlines()]
    assert status == 1
    assert len(results) == 4
    assert results[0]["score_ns"] == 420
    assert "error" in results[1] and "error" in results[2]
    assert results[3]["ew"] == {"below": 100, "above": 0}


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--dealer", "N", "1S", "P", "2S", "X", "XX", "P", "P", "P"],
         {"legal": True, "complete": True, "contract": "2SXX", "declarer": "N", "error_index": None, "error": None}),
        (["--dealer", "E", "P", "P", "P", "P"],
         {"legal": True, "complete": True, "contract": "pass", "declarer": None, "error_index": None, "error": None}),
        (["--dealer", "S", "1NT", "P"],
         {"legal": True, "complete": False, "contract": None, "declarer": None, "error_index": None, "error": None}),
    ],
)
def test_auction_json(argv: list[str], expected: dict[str, object], capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["auction", *argv, "--json"], capsys)
    assert status == 0
    assert json.loads(out) == expected


@pytest.mark.parametrize(
    ("calls", "index"),
    [(["1S", "X", "X"], 2), (["1S", "P", "P", "P", "2C"], 4), (["1S", "1Z"], 1), (["XX"], 0)],
)
def test_auction_illegal(calls: list[str], index: int, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["auction", "--dealer", "N", *calls, "--json"], capsys)
    data = json.loads(out)
    assert status == 1
    assert data["legal"] is False and data["complete"] is False
    assert data["error_index"] == index and data["error"]
    assert "illegal" in err


def test_auction_jsonl(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    text = "\n".join([
        json.dumps({"dealer": "W", "calls": ["1H", "P", "P", "P"]}),
        json.dumps({"dealer": "N", "calls": ["X"]}),
        json.dumps({"dealer": "Z", "calls": []}),
    ])
    status, out, _ = run(["auction", "--jsonl"], capsys, text, monkeypatch)
    results = [json.loads(line) for line in out.splitlines()]
    assert status == 1
    assert results[0]["contract"] == "1H" and results[0]["declarer"] == "W"
    assert results[1]["legal"] is False and results[1]["error_index"] == 0
    assert "error" in results[2]


def test_deal_is_repeatable_and_valid(capsys: pytest.CaptureFixture[str]) -> None:
    from trumps.core.deal import Deal

    _, first, _ = run(["deal", "--count", "3", "--seed", "42", "--format", "json"], capsys)
    _, second, _ = run(["deal", "--count", "3", "--seed", "42", "--format", "json"], capsys)
    assert first == second
    deals = json.loads(first)
    assert [d["board"] for d in deals] == [1, 2, 3]
    assert [d["dealer"] for d in deals] == ["N", "E", "S"]
    assert [d["vulnerable"] for d in deals] == ["none", "ns", "ew"]
    for d in deals:
        Deal.from_pbn(d["deal"]).validate()
    _, other, _ = run(["deal", "--count", "3", "--seed", "43", "--format", "json"], capsys)
    assert other != first


def test_console_script_runs(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("trumps")
    assert exe.exists(), "the trumps console script is installed in the venv"
    done = subprocess.run([str(exe), "score", "--rules", "rubber", "--contract", "7NTXX", "--declarer", "S",
                           "--tricks", "13", "--vul", "ns", "--json"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["ns"]["below"] == 880
