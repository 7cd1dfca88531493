"""Layouts drawn per second for the opening leader: the batch drawer against one deal at a time.

Strong bots bid the seeded deals of ``bench/bots.py``; for each deal that is played, the
opening leader's view is the hardest draw of the hand: three hands hidden and the whole
auction's constraints on them (the bidding system's reading, ``constraints_for``). On each view
both drawers deal the 39 unseen cards at random for ``--seconds`` and count the deals whose
constrained hands all fit:

* ``batch``: :class:`trumps.bots.batch_draw.BatchDrawer`, what the sampler uses (numpy, batches
  of 64 rows doubling to 4,096);
* ``one-at-a-time`` (the reference): the sampler's draw before it, one Python shuffle of the
  free cards per deal, then the same test of each constrained hand (``sampler._all_fit``).

Printed: draws per second and fitting layouts per second for each, summed over the views,
the ratios batch / reference, how many fitting layouts each finds in the third of the opening
lead's default budget that the player gives to drawing (mean over the views), and on how many
views that is fewer than the 64 layouts the lead draws (``LEAD_DRAWS``).

    .venv/bin/python bench/sampler_draws.py --deals 60 --seed 7 --seconds 0.1 [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Mapping

from trumps.bots.constraints import HandConstraint
from trumps.bots.player import DEFAULT_LEAD_BUDGET_S, LEAD_DRAWS
from trumps.bots.sampler import (
    Knowledge,
    Layout,
    _all_fit,
    _drawer,
    _Split,
    _usable_split,
    knowledge_from_view,
)
from trumps.bots.strong import system_constraints
from trumps.cli.bench_cmd import bid_by_strong_bots
from trumps.core.seats import Seat
from trumps.core.table import Phase, SeatView
from trumps.rules import find_rules

Checks = Mapping[Seat, HandConstraint]


def lead_views(seed: str, deals: int) -> list[SeatView]:
    """The opening leader's view of every deal of ``seed`` that is played (not passed out)."""
    views = []
    for number in range(1, deals + 1):
        state, _ = bid_by_strong_bots(number, seed)
        if state.phase is Phase.PLAY and state.play is not None:
            views.append(state.view_for(state.controller(state.play.to_play)))
    return views


def one_at_a_time(knowledge: Knowledge, split: _Split, rng: random.Random) -> Layout:
    """The reference: one uniform deal of the free cards, by one shuffle in Python."""
    hands = [knowledge.known[seat] | split.forced[seat] for seat in range(4)]
    order = list(split.free)
    rng.shuffle(order)
    start = 0
    for seat in knowledge.hidden:
        for card in order[start:start + split.capacity[seat]]:
            hands[seat] |= card
        start += split.capacity[seat]
    return (hands[0], hands[1], hands[2], hands[3])


def run_reference(knowledge: Knowledge, split: _Split, checks: Checks, seconds: float,
                  clock: Callable[[], float]) -> tuple[int, int, float]:
    """Draws and fitting layouts of the reference in ``seconds``, one deal at a time."""
    rng = random.Random(1)
    draws = found = 0
    end = clock() + seconds
    while clock() < end:
        for _ in range(64):
            draws += 1
            found += _all_fit(knowledge, one_at_a_time(knowledge, split, rng), checks)
    return draws, found, seconds


def run_batch(knowledge: Knowledge, split: _Split, checks: Checks, seconds: float,
              clock: Callable[[], float]) -> tuple[int, int, float]:
    """Draws and fitting layouts of the batch drawer in ``seconds``."""
    drawer = _drawer(knowledge, split, random.Random(1))
    draws = found = 0
    end = clock() + seconds
    while clock() < end:
        rows = drawer.next_size(1 << 30)
        draws += rows
        found += len(drawer.draw(rows, checks))
    return draws, found, seconds


def measure(views: list[SeatView], seconds: float) -> dict[str, float]:
    """Both drawers on every view, ``seconds`` each: the totals and their ratios."""
    read = system_constraints(find_rules("duplicate"))
    assert read is not None
    clock = time.perf_counter
    totals = {"batch": [0, 0, 0.0], "reference": [0, 0, 0.0]}
    short = {"batch": 0, "reference": 0}
    drawing_s = DEFAULT_LEAD_BUDGET_S / 3
    for view in views:
        knowledge = knowledge_from_view(view)
        checks = {seat: constraint for seat, constraint in read(view).items()
                  if seat in knowledge.hidden and not constraint.is_trivial}
        split = _usable_split(knowledge)
        for name, run in (("batch", run_batch), ("reference", run_reference)):
            draws, found, spent = run(knowledge, split, checks, seconds, clock)
            totals[name][0] += draws
            totals[name][1] += found
            totals[name][2] += spent
            short[name] += found / spent * drawing_s < LEAD_DRAWS
    figures: dict[str, float] = {"views": len(views), "seconds_per_view": seconds}
    for name, (draws, found, spent) in totals.items():
        figures[f"{name}_draws_per_s"] = round(draws / spent)
        figures[f"{name}_fits_per_s"] = round(found / spent, 1)
        figures[f"{name}_fits_in_lead_drawing_time"] = round(found / spent * drawing_s, 1)
        figures[f"{name}_views_short"] = short[name]
    figures["draws_ratio"] = round(figures["batch_draws_per_s"] / max(1, figures["reference_draws_per_s"]), 2)
    figures["fits_ratio"] = round(figures["batch_fits_per_s"] / max(1.0, figures["reference_fits_per_s"]), 2)
    return figures


def main(argv: list[str] | None = None) -> int:
    """Bid the deals, time both drawers on the opening leaders' views, print the figures."""
    parser = argparse.ArgumentParser(prog="bench/sampler_draws.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", default="7")
    parser.add_argument("--seconds", type=float, default=0.1, help="per view and drawer")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.seconds <= 0:
        parser.error("--deals must be at least 1 and --seconds above 0")
    figures = measure(lead_views(args.seed, args.deals), args.seconds)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"{figures['views']} opening leads of seed {args.seed}, {args.seconds} s per view and drawer")
    for name in ("batch", "reference"):
        print(f"{name:10s} {figures[f'{name}_draws_per_s']:>10,.0f} draws/s  "
              f"{figures[f'{name}_fits_per_s']:>9,.1f} fitting layouts/s  "
              f"{figures[f'{name}_fits_in_lead_drawing_time']:>7.1f} per lead in its drawing time, "
              f"{figures[f'{name}_views_short']} leads short of {LEAD_DRAWS}")
    print(f"ratio batch/reference: draws x{figures['draws_ratio']}, fitting layouts x{figures['fits_ratio']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
