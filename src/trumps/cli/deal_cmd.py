"""``trumps deal``: random deals, repeatable with a seed, as PBN, LIN or JSON."""

from __future__ import annotations

import argparse
import random
from typing import Any

from trumps.cli.common import CommandError, print_json
from trumps.core.deal import Deal
from trumps.core.seats import Seat, board_dealer, board_vulnerability
from trumps.io import lin, pbn
from trumps.io.records import GameRecord

MAX_COUNT = 1_000_000


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser("deal", help="random deals (repeatable with --seed)",
                                   description="Print random deals numbered as boards 1..N, with the "
                                               "standard board dealer and vulnerability.")
    parser.add_argument("--count", type=int, default=1, help="how many deals (default 1)")
    parser.add_argument("--seed", help="a seed (any text or number) that makes the deals repeatable")
    parser.add_argument("--format", choices=("pbn", "lin", "json"), default="pbn", help="output format")
    parser.set_defaults(run=run)


def make_records(count: int, seed: str | None) -> list[GameRecord]:
    """``count`` random deals as records of boards 1..count."""
    rng = random.Random(seed) if seed is not None else random.Random()
    records = []
    for board in range(1, count + 1):
        records.append(GameRecord(deal=Deal.random(rng), dealer=board_dealer(board),
                                  vulnerability=board_vulnerability(board), board=board))
    return records


def run(args: argparse.Namespace) -> int:
    """Run the subcommand."""
    if not 1 <= args.count <= MAX_COUNT:
        raise CommandError(f"--count must be between 1 and {MAX_COUNT}, not {args.count}")
    records = make_records(args.count, args.seed)
    if args.format == "pbn":
        print(pbn.dumps(records), end="")
    elif args.format == "lin":
        print(lin.dumps(records), end="")
    else:
        print_json([deal_json(record) for record in records])
    return 0


def deal_json(record: GameRecord) -> dict[str, Any]:
    """A deal as JSON: board, dealer, vulnerability, PBN deal string and each hand."""
    deal = record.deal
    assert deal is not None and record.dealer is not None
    return {
        "board": record.board,
        "dealer": record.dealer.letter,
        "vulnerable": record.vulnerability.key,
        "deal": deal.to_pbn(Seat.N),
        "hands": {seat.letter: deal.hands[seat].to_pbn() for seat in Seat},
    }
