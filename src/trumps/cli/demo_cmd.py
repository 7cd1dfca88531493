"""``trumps demo``: four simple bots play a whole rubber; prints each hand and the scoresheet."""

from __future__ import annotations

import argparse
from typing import Any

from trumps.bots.simple import SimpleBot
from trumps.cli.sheet import render_scoresheet
from trumps.core.seats import Seat
from trumps.match.rubber import play_rubber
from trumps.rules import find_rules


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser("demo", help="bots deal, bid, play and score a whole rubber",
                                   description="Four simple bots play a whole rubber; prints every hand "
                                               "and the scoresheet.")
    parser.add_argument("--rules", default="rubber", help="a rubber rule set (default rubber)")
    parser.add_argument("--seed", default=None, help="seed for a repeatable rubber")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run the subcommand."""
    rules = find_rules(args.rules)
    bots = {seat: SimpleBot(f"{args.seed}-{seat.letter}") for seat in Seat}
    session = play_rubber(rules, bots, args.seed)
    print(f"{rules.title}: {len(session.hands)} hands")
    for number, (state, hand) in enumerate(zip(session.hands, session.ledger.hands), start=1):
        result = state.result()
        assert result is not None
        calls = " ".join(call.short for call in state.auction.calls)
        if result.contract is None:
            outcome = "passed out"
        else:
            outcome = f"{result.contract}, {result.tricks} tricks"
        points = ", ".join(f"{e.side.key.upper()} {e.points} {e.reason}" for e in hand.all_entries)
        points = points or "no score"
        print(f"hand {number}: dealer {state.dealer.letter}, vul {state.vulnerability.key}: {calls}")
        print(f"    {outcome}: {points}")
    print()
    print(render_scoresheet(session.ledger.scoresheet()))
    return 0
