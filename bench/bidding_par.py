"""The bidding alone, judged against double-dummy par: how far the bots' contracts fall short.

Strong bots bid each deal of the seeded set that ``bench/bots.py`` plays for the same seed (no
card is played). The final contract is scored at duplicate with its double-dummy tricks, and the
board's loss is the IMPs between that score and the deal's par score. The simple bots bid the
same deals as the reference: the loss ratio strong/simple is printed too. Par counts every
double-dummy slam and sacrifice, so no bidder reaches 0; the figure is for comparing bidders.

``--save FILE`` keeps the per-deal results; ``--against FILE`` compares with an earlier save deal
by deal (a paired comparison: IMPs gained per board, its standard error, auctions changed), the
way to judge a change to the bidding. The bidding is deterministic, so a rerun gives the same
contracts on any machine. ``--through PATTERN`` (with ``--against``) bids again only the deals of
the earlier save whose auction passes through the pattern (a regular expression matched against
the calls up to some point, leading passes dropped, e.g. ``'2[DHS] 3[CDH] P'``): a change to one
context's rules changes no other deal, so this measures it in a fraction of the time.

    .venv/bin/python bench/bidding_par.py --deals 500 --seed 7 --save before.json
    .venv/bin/python bench/bidding_par.py --deals 500 --seed 7 --against before.json --show-worse
    .venv/bin/python bench/bidding_par.py --seed 7 --against before.json --through '1[CD] P 2NT P'
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Any

from trumps.analysis.dds import par
from trumps.bots.simple import SimpleBot
from trumps.cli.bench_cmd import bench_deal, bid_by_strong_bots, bid_out, dd_score_ns
from trumps.core.seats import Seat
from trumps.core.table import TableState
from trumps.rules import find_rules
from trumps.scoring.imps import imps

DUPLICATE = find_rules("duplicate")


def judged(state: TableState, dealer: Seat) -> dict[str, Any]:
    """The auction of ``state``, its contract, the contract's double-dummy score and par (N-S)."""
    contract = state.contract
    dd_ns = dd_score_ns(DUPLICATE, state)
    par_ns = par(state.deal, state.vulnerability, dealer).score_ns
    return {
        "auction": " ".join(call.short for call in state.auction.calls),
        "contract": str(contract) if contract is not None else "passed out",
        "dd_ns": dd_ns,
        "par_ns": par_ns,
        "loss": abs(imps(dd_ns - par_ns)),
    }


def bid_by_simple_bots(number: int, seed: str) -> TableState:
    """Deal ``number`` of the seed's set bid by four simple bots."""
    deal, dealer, vulnerability = bench_deal(number, seed)
    bots = {seat: SimpleBot(f"{seed}:{seat.letter}") for seat in Seat}
    return bid_out(TableState.new(deal, dealer, vulnerability), bots.__getitem__)


def paired(before: Mapping[str, Mapping[str, Any]], after: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """Deal by deal, the IMPs ``after`` loses less than ``before`` (deals present in both)."""
    keys = sorted(set(before) & set(after), key=int)

    def loss(entry: Mapping[str, Any]) -> int:
        return abs(imps(entry["dd_ns"] - entry["par_ns"]))

    gains = [loss(before[key]) - loss(after[key]) for key in keys]
    changed = [key for key in keys if before[key]["auction"] != after[key]["auction"]]
    return {
        "deals": len(keys),
        "gain_total": sum(gains),
        "gain_per_board": statistics.fmean(gains) if gains else None,
        "gain_se": statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else None,
        "changed": len(changed),
        "better": sum(1 for gain in gains if gain > 0),
        "worse": sum(1 for gain in gains if gain < 0),
        "worse_deals": [key for key, gain in zip(keys, gains) if gain < 0],
    }


SAVE_FIELDS = {"auction": str, "contract": str, "dd_ns": int, "par_ns": int, "loss": int}


def load_save(path: str) -> dict[str, dict[str, Any]]:
    """The per-deal results ``--save`` wrote to ``path``; ValueError naming the file and the deal
    when it is not such a file."""
    try:
        with open(path, encoding="utf-8") as handle:
            save = json.load(handle)
    except (OSError, ValueError) as error:
        raise ValueError(f"{path}: cannot read it as JSON: {error}") from error
    if not isinstance(save, dict) or not save:
        raise ValueError(f"{path}: not a bidding_par.py save (an object of deals by number)")
    for key, entry in save.items():
        if not key.isdigit() or not isinstance(entry, dict):
            raise ValueError(f"{path}: deal {key!r} is not a deal number with its results")
        for name, kind in SAVE_FIELDS.items():
            if not isinstance(entry.get(name), kind):
                raise ValueError(f"{path}: deal {key}: {name!r} is missing or not {kind.__name__}")
    return save


def without_leading_passes(calls: Sequence[str]) -> list[str]:
    """The calls (as text) from the opening on: the passes before it dropped."""
    start = 0
    while start < len(calls) and calls[start] == "P":
        start += 1
    return list(calls[start:])


def passes_through(auction: str, pattern: re.Pattern[str]) -> bool:
    """True when the calls of ``auction`` (leading passes dropped) up to some point match
    ``pattern`` entirely."""
    calls = without_leading_passes(auction.split())
    return any(pattern.fullmatch(" ".join(calls[:end])) for end in range(len(calls) + 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", default="7")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--save", help="write the per-deal results (JSON) here")
    parser.add_argument("--against", help="an earlier --save to compare with, deal by deal")
    parser.add_argument("--show-worse", action="store_true", help="list the deals that got worse")
    parser.add_argument("--through", help="with --against: bid only its deals whose auction passes through "
                                          "this pattern (a regular expression over the calls); --save then keeps those deals only")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    before: dict[str, dict[str, Any]] = {}
    if args.against:
        try:
            before = load_save(args.against)
        except ValueError as error:
            parser.error(str(error))
    numbers = list(range(args.start, args.start + args.deals))
    if args.through:
        if not args.against:
            parser.error("--through needs --against: the deals come from that save")
        try:
            pattern = re.compile(args.through)
        except re.error as error:
            parser.error(f"--through {args.through!r} is not a regular expression: {error}")
        numbers = sorted(int(key) for key, entry in before.items() if passes_through(entry["auction"], pattern))
        if not numbers:
            parser.error(f"no deal of {args.against} passes through {args.through!r}")
    strong: dict[str, dict[str, Any]] = {}
    simple: dict[str, dict[str, Any]] = {}
    started = time.perf_counter()
    for number in numbers:
        dealer = bench_deal(number, args.seed)[1]
        state, _ = bid_by_strong_bots(number, args.seed)
        strong[str(number)] = judged(state, dealer)
        simple[str(number)] = judged(bid_by_simple_bots(number, args.seed), dealer)
    seconds = time.perf_counter() - started
    strong_loss = statistics.fmean(entry["loss"] for entry in strong.values())
    simple_loss = statistics.fmean(entry["loss"] for entry in simple.values())
    summary: dict[str, Any] = {
        "deals": len(numbers), "seed": args.seed, "seconds": round(seconds, 1),
        "strong_imp_loss": strong_loss, "simple_imp_loss": simple_loss,
        "ratio_strong_to_simple": strong_loss / simple_loss if simple_loss else None,
    }
    if args.save:
        with open(args.save, "w", encoding="utf-8") as handle:
            json.dump(strong, handle)
    if args.against:
        summary["against"] = paired(before, strong)
    if args.json:
        print(json.dumps(summary))
        return 0
    print(f"{len(numbers)} deals of seed {args.seed} bid in {seconds:.0f} s")
    print(f"IMPs lost to par per board: strong {strong_loss:.2f}, simple {simple_loss:.2f} "
          f"(strong/simple {figure(summary['ratio_strong_to_simple'], '.2f')})")
    comparison = summary.get("against")
    if comparison is not None:
        print(f"against {args.against}: {comparison['gain_total']:+d} IMPs, "
              f"{figure(comparison['gain_per_board'], '+.3f')} per board "
              f"(SE {figure(comparison['gain_se'], '.3f')}) over {comparison['deals']} deals; "
              f"{comparison['changed']} auctions changed, {comparison['better']} better, "
              f"{comparison['worse']} worse")
        if args.show_worse:
            for key in comparison["worse_deals"]:
                print(f"  {key}: {before[key]['auction']} ({before[key]['contract']}) -> "
                      f"{strong[key]['auction']} ({strong[key]['contract']}), par {strong[key]['par_ns']}")
    return 0


def figure(value: float | None, spec: str) -> str:
    """``value`` formatted by ``spec``, or "n/a" where it is undefined (a standard error over one
    deal, a ratio to a loss of zero)."""
    return "n/a" if value is None else format(value, spec)


if __name__ == "__main__":
    sys.exit(main())
