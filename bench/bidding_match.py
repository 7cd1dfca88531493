"""Two versions of the bidding play a team match: each side's bots bid against the other's.

``bidding_par.py`` judges a change by how far the table's contract lands from double-dummy par.
That favours a quiet table: a penalty double that punishes the opponents' overbid moves the score
further from par, so it counts as a loss, though the side that doubled gains. A team match asks
the question a change must answer: does the side that bids the new way beat the side that bids
the old way? Version A sits North-South at one table and East-West at the other, version B the
other seats; each contract is scored at duplicate with its double-dummy tricks, and A's IMPs on
the board are the two tables' N-S difference.

``--rules`` plays the match under another rule set's scoring: the bots bid for it (auction-bridge
style under ``auction-1920`` and ``auction-classic``) and A scores the difference in points
between the tables, the hand's points alone with honors (no game or rubber bonus, no
vulnerability where the rules have none), as the benchmark's ``auction_points_gain`` does. The
saves of ``bidding_par.py`` hold duplicate auctions, so they are refused there: every board is bid.

Each version is a ``src`` directory (of any checkout: ``git worktree add /tmp/old <commit>``) and
bids in its own worker process, fed the deal number and the calls so far, so the two never share
a module. Both use the seeds ``bench/bots.py`` and ``bidding_par.py`` use, so where a deal's
auction is the same for A alone and for B alone it is the same at both mixed tables, and the
board is halved without bidding it again.

    .venv/bin/python bench/bidding_match.py --seed 7 --deals 1000 --b /tmp/old/src
    .venv/bin/python bench/bidding_match.py --seed 7 --a /tmp/new/src --b /tmp/old/src --json
    .venv/bin/python bench/bidding_match.py --seed 5 --deals 300 --rules auction-1920 --b /tmp/old/src

``--a`` defaults to this checkout's ``src``. ``--a-save`` and ``--b-save`` take each version's
auctions alone from ``bidding_par.py --save`` files of the same seed, so only the boards bid
differently are bid again (a minute for 1,000 deals instead of twenty). The boards bid
differently are listed with both tables (``--show``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bidding_par import figure, load_save

from trumps.cli.bench_cmd import bench_deal, bid_out, dd_score_ns
from trumps.core.calls import Call, parse_call
from trumps.core.seats import Side, Vulnerability
from trumps.core.table import SeatView, TableState
from trumps.rules import find_rules
from trumps.rules.registry import MatchForm, RuleSet
from trumps.scoring.imps import imps

DUPLICATE = find_rules("duplicate")
HERE_SRC = Path(__file__).resolve().parent.parent / "src"

WORKER = r"""
import json, sys
from trumps.bots.strong import StrongBot
from trumps.cli.bench_cmd import bench_deal
from trumps.core.calls import parse_call
from trumps.core.seats import Seat, Vulnerability
from trumps.core.table import CallAction, TableState
from trumps.rules import find_rules

rules = find_rules(sys.argv[1])
dealt = None
for line in sys.stdin:
    request = json.loads(line)
    if dealt != (request["seed"], request["deal"]):
        dealt = (request["seed"], request["deal"])
        deal, dealer, vulnerability = bench_deal(request["deal"], request["seed"])
        board = (deal, dealer, vulnerability if rules.uses_vulnerability else Vulnerability.NONE)
        bots = {seat: StrongBot(f"{request['seed']}:{seat.letter}", rules, claims=False) for seat in Seat}
    state = TableState.new(*board)
    for text in request["calls"]:
        state = state.apply(CallAction(state.auction.to_call, parse_call(text)))[0]
    seat = state.auction.to_call
    print(json.dumps(bots[seat].choose_call(state.view_for(seat)).short), flush=True)
"""


class Bidders:
    """One version's bots, bidding for ``rules`` in a worker process whose ``trumps`` is imported
    from ``src``."""

    def __init__(self, src: Path, rules: RuleSet = DUPLICATE) -> None:
        if not (src / "trumps" / "__init__.py").is_file():
            raise ValueError(f"{src}: not a source directory (no trumps/__init__.py inside)")
        self.src = src
        self.rules = rules
        self._process = subprocess.Popen(
            [sys.executable, "-c", WORKER, rules.name], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, env={**os.environ, "PYTHONPATH": str(src)})

    def call(self, seed: str, number: int, made: Sequence[Call]) -> Call:
        """This version's call after ``made`` on deal ``number`` of ``seed``."""
        assert self._process.stdin is not None and self._process.stdout is not None
        request = {"seed": seed, "deal": number, "calls": [call.short for call in made]}
        try:
            self._process.stdin.write(json.dumps(request) + "\n")
            self._process.stdin.flush()
        except BrokenPipeError as error:
            raise self._stopped() from error
        answer = self._process.stdout.readline()
        if not answer:
            raise self._stopped()
        return parse_call(json.loads(answer))

    def _stopped(self) -> RuntimeError:
        """The error that names this version when its worker has stopped."""
        return RuntimeError(f"the bidders of {self.src} stopped (their error is printed above)")

    def close(self) -> None:
        """End the worker process."""
        if self._process.stdin is not None:
            with contextlib.suppress(BrokenPipeError):
                self._process.stdin.close()
        self._process.wait()


class _Seated:
    """One version's bots at the table of one deal, for :func:`bid_out` (which asks only for
    calls)."""

    def __init__(self, bidders: Bidders, seed: str, number: int) -> None:
        self.bidders, self.seed, self.number = bidders, seed, number

    def choose_call(self, view: SeatView) -> Call:
        return self.bidders.call(self.seed, self.number, view.calls)


def table(seed: str, number: int, ns: Bidders, ew: Bidders) -> TableState:
    """Deal ``number`` bid with ``ns``'s bots North-South and ``ew``'s East-West (under ``ns``'s
    rules: board vulnerability where they use it, none otherwise)."""
    seated = {Side.NS: _Seated(ns, seed, number), Side.EW: _Seated(ew, seed, number)}
    deal, dealer, vulnerability = bench_deal(number, seed)
    if not ns.rules.uses_vulnerability:
        vulnerability = Vulnerability.NONE
    return bid_out(TableState.new(deal, dealer, vulnerability), lambda seat: seated[seat.side])


def unit(rules: RuleSet) -> str:
    """What A's gain is counted in: IMPs in a team match, points under a rubber's scoring."""
    return "IMPs" if rules.match_form is MatchForm.TEAM else "points"


def gain(rules: RuleSet, first_ns: int, second_ns: int) -> int:
    """A's gain on a board from the two tables' N-S scores (A is N-S at the first), in :func:`unit`."""
    difference = first_ns - second_ns
    return imps(difference) if rules.match_form is MatchForm.TEAM else difference


Saves = dict[str, dict[str, Any]]


def _auction(state: TableState) -> str:
    return " ".join(call.short for call in state.auction.calls)


def alone(seed: str, number: int, bidders: Bidders, save: Saves | None) -> str:
    """The auction of deal ``number`` bid by ``bidders`` at all four seats, from ``save`` when it
    holds the deal."""
    if save is not None and str(number) in save:
        return str(save[str(number)]["auction"])
    return _auction(table(seed, number, bidders, bidders))


def board(seed: str, number: int, a: Bidders, b: Bidders,
          saves: tuple[Saves | None, Saves | None] = (None, None)) -> dict[str, Any]:
    """One board of the match: A's gain (see :func:`gain`), and the two tables' auctions and N-S
    scores (one table when A alone and B alone bid the same; ``saves`` may hold those auctions)."""
    own_a, own_b = alone(seed, number, a, saves[0]), alone(seed, number, b, saves[1])
    if own_a == own_b:
        return {"gain": 0, "auction": own_a}
    first, second = table(seed, number, a, b), table(seed, number, b, a)
    first_ns, second_ns = dd_score_ns(a.rules, first), dd_score_ns(a.rules, second)
    return {"gain": gain(a.rules, first_ns, second_ns),
            "a_ns": {"auction": _auction(first), "score_ns": first_ns},
            "a_ew": {"auction": _auction(second), "score_ns": second_ns}}


def summary(boards: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """A's gain over the boards: total, per board with its standard error, and how many boards
    were bid differently, won and lost."""
    scores = [entry["gain"] for entry in boards.values()]
    return {
        "deals": len(scores),
        "gain": sum(scores),
        "gain_per_board": statistics.fmean(scores) if scores else None,
        "gain_se": statistics.stdev(scores) / len(scores) ** 0.5 if len(scores) > 1 else None,
        "changed": sum(1 for entry in boards.values() if "a_ns" in entry),
        "won": sum(1 for score in scores if score > 0),
        "lost": sum(1 for score in scores if score < 0),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", default="7")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--a", type=Path, default=HERE_SRC, help="version A's src directory (default: this checkout's)")
    parser.add_argument("--b", type=Path, required=True, help="version B's src directory")
    parser.add_argument("--a-save", help="version A's auctions alone: a bidding_par.py --save of this seed")
    parser.add_argument("--b-save", help="version B's auctions alone: a bidding_par.py --save of this seed")
    parser.add_argument("--rules", default="duplicate",
                        help="the rule set whose scoring the bots bid for and the match counts (default: duplicate)")
    parser.add_argument("--show", action="store_true", help="list the boards bid differently")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        rules = find_rules(args.rules)
        if rules.match_form is not MatchForm.TEAM and (args.a_save or args.b_save):
            raise ValueError(f"--rules {args.rules}: the saves of bidding_par.py hold duplicate auctions; "
                             "leave out --a-save and --b-save (every board is bid)")
        saves = (load_save(args.a_save) if args.a_save else None, load_save(args.b_save) if args.b_save else None)
        a, b = Bidders(args.a.resolve(), rules), Bidders(args.b.resolve(), rules)
    except ValueError as error:
        parser.error(str(error))
    started = time.perf_counter()
    try:
        boards = {number: board(args.seed, number, a, b, saves) for number in range(args.start, args.start + args.deals)}
    except RuntimeError as error:
        print(f"bidding_match.py: {error}", file=sys.stderr)
        return 1
    finally:
        a.close()
        b.close()
    result = {"seed": args.seed, "rules": rules.name, "unit": unit(rules), "a": str(args.a), "b": str(args.b),
              "seconds": round(time.perf_counter() - started, 1), **summary(boards)}
    if args.json:
        print(json.dumps({**result, "boards": {str(number): entry for number, entry in boards.items()}}))
        return 0
    print(f"{result['deals']} deals of seed {args.seed} under {rules.name} in {result['seconds']:.0f} s: "
          f"A {result['gain']:+d} {result['unit']} against B, {figure(result['gain_per_board'], '+.3f')} per board "
          f"(SE {figure(result['gain_se'], '.3f')}); {result['changed']} bid differently, "
          f"{result['won']} won, {result['lost']} lost")
    if args.show:
        for number, entry in boards.items():
            if "a_ns" in entry:
                print(f"  {number}: {entry['gain']:+d}  A N-S: {entry['a_ns']['auction']} ({entry['a_ns']['score_ns']})"
                      f"  |  A E-W: {entry['a_ew']['auction']} ({entry['a_ew']['score_ns']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
