"""bench/bidding_match.py: two versions of the bidding, each in its own process, play a team match."""

from __future__ import annotations

import importlib
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from trumps.bots.strong import StrongBot
from trumps.cli.bench_cmd import bench_deal, bid_out, dd_score_ns
from trumps.core.calls import PASS, Call
from trumps.core.seats import Seat, Side, Vulnerability
from trumps.core.table import SeatView, TableState
from trumps.rules import find_rules
from trumps.rules.registry import RuleSet
from trumps.scoring.imps import imps

ROOT = Path(__file__).resolve().parents[2]
DUPLICATE = find_rules("duplicate")
AUCTION = find_rules("auction-1920")
SEED = "7"


@pytest.fixture(scope="module")
def match() -> ModuleType:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        return importlib.import_module("bidding_match")
    finally:
        sys.path.pop(0)


@pytest.fixture(scope="module")
def passing_src(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of ``src`` whose strong bots pass every time: a version that surely bids differently."""
    src = tmp_path_factory.mktemp("passing") / "src"
    shutil.copytree(ROOT / "src", src, ignore=shutil.ignore_patterns("__pycache__"))
    with open(src / "trumps" / "bots" / "strong.py", "a", encoding="utf-8") as module:
        module.write("\n\ndef _always_pass(self: StrongBot, view: SeatView) -> Call:\n    return PASS\n\n\n"
                     "StrongBot.choose_call = _always_pass  # type: ignore[method-assign]\n")
    return src


@pytest.fixture(scope="module")
def versions(match: ModuleType, passing_src: Path) -> Iterator[tuple[object, object]]:
    """This checkout's bidders and the passing copy's, each in its worker process."""
    ours, passing = match.Bidders(ROOT / "src"), match.Bidders(passing_src)
    yield ours, passing
    ours.close()
    passing.close()


class _Passer:
    """A bot that passes: the passing version, in this process, to check the match's tables."""

    def choose_call(self, view: SeatView) -> Call:
        return PASS


def _opened(number: int) -> bool:
    """Whether the strong bots open deal ``number`` of the seed (so passing bidders differ)."""
    return any(call is not PASS for call in _bid_with_strong(number, None).auction.calls)


def _bid_with_strong(number: int, strong_side: Side | None, rules: RuleSet = DUPLICATE) -> TableState:
    """Deal ``number`` bid here for ``rules``: strong bots on ``strong_side`` (every seat when None),
    passers on the other; no vulnerability where the rules have none."""
    deal, dealer, vulnerability = bench_deal(number, SEED)
    if not rules.uses_vulnerability:
        vulnerability = Vulnerability.NONE
    bots = {seat: StrongBot(f"{SEED}:{seat.letter}", rules, claims=False) for seat in Seat}
    passer = _Passer()
    return bid_out(TableState.new(deal, dealer, vulnerability),
                   lambda seat: bots[seat] if strong_side in (None, seat.side) else passer)


def test_the_same_version_halves_every_board(match: ModuleType, versions: tuple[object, object]) -> None:
    ours, _ = versions
    for number in range(3):
        entry = match.board(SEED, number, ours, ours)
        assert entry["gain"] == 0 and "a_ns" not in entry
        assert entry["auction"] == " ".join(c.short for c in _bid_with_strong(number, None).auction.calls)


def test_each_table_seats_each_version_on_its_side(match: ModuleType, versions: tuple[object, object]) -> None:
    ours, passing = versions
    number = next(n for n in range(20) if _opened(n))
    first, second = match.table(SEED, number, ours, passing), match.table(SEED, number, passing, ours)
    for state, strong_side in ((first, Side.NS), (second, Side.EW)):
        expected = _bid_with_strong(number, strong_side)
        assert state.auction.calls == expected.auction.calls
        seat = state.dealer
        for call in state.auction.calls:
            if seat.side is not strong_side:
                assert call is PASS
            seat = seat.lho
    entry = match.board(SEED, number, ours, passing)
    assert entry["gain"] == imps(dd_score_ns(DUPLICATE, first) - dd_score_ns(DUPLICATE, second))
    assert entry["a_ns"]["score_ns"] == dd_score_ns(DUPLICATE, first)
    assert match.board(SEED, number, passing, ours)["gain"] == -entry["gain"]


def test_saved_auctions_stand_in_for_bidding(match: ModuleType, versions: tuple[object, object]) -> None:
    ours, passing = versions
    saved = {"0": {"auction": "P P P P"}}
    # the same auction saved for both: the board is halved without asking either version
    assert match.board(SEED, 0, ours, passing, (saved, saved)) == {"gain": 0, "auction": "P P P P"}


def test_under_auction_rules_the_bots_bid_for_them_and_points_are_counted(
        match: ModuleType, passing_src: Path) -> None:
    # deal 0 of seed 7: the auction-bridge bidders stop in 2D (every trick counts), the
    # contract-bridge bidders raise to 3D; so a worker bidding for duplicate would show here
    ours, passing = match.Bidders(ROOT / "src", AUCTION), match.Bidders(passing_src, AUCTION)
    try:
        first, second = match.table(SEED, 0, ours, passing), match.table(SEED, 0, passing, ours)
        entry = match.board(SEED, 0, ours, passing)
    finally:
        ours.close()
        passing.close()
    assert first.vulnerability is Vulnerability.NONE
    assert first.auction.calls == _bid_with_strong(0, Side.NS, AUCTION).auction.calls
    assert second.auction.calls == _bid_with_strong(0, Side.EW, AUCTION).auction.calls
    assert first.auction.calls != _bid_with_strong(0, Side.NS).auction.calls
    points = dd_score_ns(AUCTION, first) - dd_score_ns(AUCTION, second)
    assert entry["gain"] == points and points != imps(points)
    assert (match.unit(AUCTION), match.unit(DUPLICATE)) == ("points", "IMPs")


def test_duplicate_saves_are_refused_under_other_rules(match: ModuleType, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "a.json"
    save.write_text('{"0": {"auction": "P P P P"}}')
    with pytest.raises(SystemExit) as stopped:
        match.main(["--deals", "1", "--rules", "auction-1920", "--a-save", str(save), "--b", str(ROOT / "src")])
    assert stopped.value.code == 2
    assert "--rules auction-1920: the saves of bidding_par.py hold duplicate auctions" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stopped:
        match.main(["--deals", "1", "--rules", "whist", "--b", str(ROOT / "src")])
    assert stopped.value.code == 2
    assert "unknown rule set 'whist'" in capsys.readouterr().err


def test_summary_counts_the_boards(match: ModuleType) -> None:
    boards = {0: {"gain": 0, "auction": "P P P P"},
              1: {"gain": 5, "a_ns": {}, "a_ew": {}},
              2: {"gain": -2, "a_ns": {}, "a_ew": {}}}
    result = match.summary(boards)
    assert (result["deals"], result["gain"], result["changed"], result["won"], result["lost"]) == (3, 3, 2, 1, 1)
    assert result["gain_per_board"] == pytest.approx(1.0)


def test_a_directory_without_the_package_is_named(match: ModuleType, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(ValueError, match=str(tmp_path)):
        match.Bidders(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        match.main(["--deals", "1", "--b", str(tmp_path)])
    assert stopped.value.code == 2
    assert "no trumps/__init__.py" in capsys.readouterr().err


def test_a_version_that_cannot_bid_is_named(match: ModuleType, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "src"
    (broken / "trumps").mkdir(parents=True)
    (broken / "trumps" / "__init__.py").write_text("raise ImportError('broken on purpose')\n")
    assert match.main(["--deals", "1", "--b", str(broken)]) == 1
    assert f"the bidders of {broken} stopped" in capsys.readouterr().err
