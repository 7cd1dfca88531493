"""``trumps auction``: check an auction under the laws and report its contract and declarer."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from trumps.cli.common import CommandError, print_json, run_jsonl
from trumps.core.auction import Auction
from trumps.core.calls import parse_call
from trumps.core.errors import IllegalCallError, InvalidCallError, TrumpsError
from trumps.core.seats import Seat


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "auction", help="check an auction: legal?, complete?, contract and declarer",
        description="Check a sequence of calls under the laws (RULES.md). Calls: P/Pass, X, XX, 1C..7NT.")
    parser.add_argument("--dealer", default="N", help="the dealer, who calls first (default N)")
    parser.add_argument("--json", action="store_true", help="print the verdict as JSON")
    parser.add_argument("--jsonl", action="store_true",
                        help='read {"dealer": "N", "calls": [...]} per stdin line; '
                             'print one verdict per line')
    parser.add_argument("calls", nargs="*", help="the calls in order, dealer first")
    parser.set_defaults(run=run)


def check_auction(dealer_text: str, calls: Sequence[str]) -> dict[str, Any]:
    """The verdict on an auction as the JSON object the CLI prints."""
    dealer = Seat.parse(dealer_text)
    auction = Auction(dealer)
    for index, text in enumerate(calls):
        try:
            call = parse_call(text)
            auction = auction.with_call(call)
        except InvalidCallError as exc:
            return _verdict(auction, index, f"call {index + 1}: {exc}")
        except IllegalCallError as exc:
            return _verdict(auction, index, str(exc))
    return _verdict(auction, None, None)


def _verdict(auction: Auction, error_index: int | None, error: str | None) -> dict[str, Any]:
    contract: str | None = None
    declarer: str | None = None
    if error is None and auction.is_complete:
        found = auction.contract
        contract = "pass" if found is None else found.name
        declarer = None if found is None else found.declarer.letter
    return {
        "legal": error is None,
        "complete": error is None and auction.is_complete,
        "contract": contract,
        "declarer": declarer,
        "error_index": error_index,
        "error": error,
    }


def _describe(verdict: dict[str, Any]) -> str:
    if not verdict["legal"]:
        return f"illegal: {verdict['error']}"
    if not verdict["complete"]:
        return "legal, not complete"
    if verdict["contract"] == "pass":
        return "passed out"
    return f"contract {verdict['contract']} by {verdict['declarer']}"


def run(args: argparse.Namespace) -> int:
    """Run the subcommand; exit status 0 when legal, 1 when an auction is illegal."""
    if args.jsonl:
        if args.calls:
            raise CommandError("--jsonl reads stdin; give no calls on the command line")
        return run_jsonl(_jsonl_line)
    try:
        verdict = check_auction(args.dealer, args.calls)
    except TrumpsError as exc:
        raise CommandError(str(exc)) from None
    if args.json:
        print_json(verdict)
    else:
        print(_describe(verdict))
    if not verdict["legal"]:
        print(f"trumps: illegal auction: {verdict['error']}", file=sys.stderr)
        return 1
    return 0


def _jsonl_line(data: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    calls = data.get("calls", [])
    if not isinstance(calls, list) or not all(isinstance(c, str) for c in calls):
        raise TypeError('"calls" must be a list of strings')
    dealer = data.get("dealer", "N")
    if not isinstance(dealer, str):
        raise TypeError('"dealer" must be a string such as "N"')
    verdict = check_auction(dealer, calls)
    return verdict, bool(verdict["legal"])
