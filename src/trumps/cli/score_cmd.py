"""``trumps score``: score one hand (or one per stdin line) under any rule set."""

from __future__ import annotations

import argparse
from typing import Any

from trumps.cli.common import CommandError, print_json, run_jsonl
from trumps.core.contract import Contract, HandResult
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Vulnerability
from trumps.rules import find_rules
from trumps.scoring import HandScore, score
from trumps.scoring.entries import Line


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "score", help="score one hand under a rule set",
        description="Score one hand. Contracts: level + C D H S NT (or N) + X or XX, or 'pass'. "
                    "Honors come from --deal (the original hands).")
    parser.add_argument("--rules", help="auction-1920, auction-classic, rubber or duplicate")
    parser.add_argument("--contract", help="e.g. 4SX, 3NT, 1HXX, pass")
    parser.add_argument("--declarer", help="N, E, S or W")
    parser.add_argument("--tricks", help="tricks taken by declarer, 0..13")
    parser.add_argument("--vul", default="none", help="who is vulnerable: none, ns, ew, both (default none)")
    parser.add_argument("--deal", help='the original hands, PBN notation, e.g. "N:AKQJ.T98.. ..."')
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--jsonl", action="store_true",
                        help="read one JSON object per stdin line (rules, contract, declarer, tricks, vul, "
                             "deal) "
                             "and print one JSON result per line")
    parser.set_defaults(run=run)


def score_request(rules: object, contract: object, declarer: object, tricks: object,
                  vul: object = "none", deal: object = None) -> tuple[HandResult, Vulnerability, HandScore]:
    """Check and score one request; raises TrumpsError/CommandError naming the bad field."""
    if not isinstance(rules, str):
        raise CommandError("rules: required, one of auction-1920, auction-classic, rubber, duplicate")
    rule_set = find_rules(rules)
    if not isinstance(contract, str):
        raise CommandError("contract: required, e.g. 4SX or pass")
    vulnerability = Vulnerability.parse(vul) if isinstance(vul, str) else None
    if vul is None:
        vulnerability = Vulnerability.NONE
    if vulnerability is None:
        raise CommandError("vul: must be one of none, ns, ew, both")
    parsed_deal: Deal | None = None
    if deal is not None:
        if not isinstance(deal, str):
            raise CommandError("deal: must be a PBN deal string such as \"N:AKQ.. ...\"")
        parsed_deal = Deal.from_pbn(deal, complete=False)
        for hand_seat, hand in zip(Seat, parsed_deal.hands):
            if hand and len(hand) != 13:
                raise CommandError(f"deal: {hand_seat.full_name} holds {len(hand)} cards, not 13 "
                                   "(give whole hands, or '-' for an unknown one)")
        if sum(len(hand) == 0 for hand in parsed_deal.hands) == 1:
            parsed_deal = parsed_deal.completed()
    seat: Seat
    if declarer is None or declarer == "":
        seat = Seat.N
        declarer_given = False
    elif isinstance(declarer, str):
        seat = Seat.parse(declarer)
        declarer_given = True
    else:
        raise CommandError("declarer: must be N, E, S or W")
    parsed = Contract.parse(contract, seat)
    if parsed is not None and not declarer_given:
        raise CommandError("declarer: required for a contract other than pass")
    count = _tricks(tricks, required=parsed is not None)
    result = HandResult(parsed, count, parsed_deal)
    return result, vulnerability, score(rule_set, result, vulnerability)


def _tricks(value: object, *, required: bool) -> int:
    if value is None or value == "":
        if required:
            raise CommandError("tricks: required, declarer's tricks 0..13")
        return 0
    if isinstance(value, bool):
        raise CommandError(f"tricks: not a number of tricks: {value!r}")
    if isinstance(value, int):
        count = value
    elif isinstance(value, str) and value.strip().isdigit():
        count = int(value.strip())
    else:
        raise CommandError(f"tricks: not a number of tricks: {value!r}")
    if not 0 <= count <= 13:
        raise CommandError(f"tricks: must be 0..13, not {count}")
    return count


def score_json(hand: HandScore) -> dict[str, Any]:
    """The JSON object printed for one scored hand."""
    totals = hand.side_totals
    return {
        "ns": {"below": totals.ns.below, "above": totals.ns.above},
        "ew": {"below": totals.ew.below, "above": totals.ew.above},
        "score_ns": hand.score_ns,
        "entries": [entry.to_json() for entry in hand.entries],
    }


def _describe(result: HandResult, hand: HandScore) -> str:
    if result.contract is None:
        head = "passed out"
    else:
        head = f"{result.contract} with {result.tricks} tricks"
    lines = [head]
    for entry in hand.entries:
        where = "below" if entry.line is Line.BELOW else "above"
        lines.append(f"  {entry.side.key.upper()} {entry.points:>5} {where}  {entry.reason}")
    totals = hand.side_totals
    lines.append(f"  NS below {totals.ns.below}, above {totals.ns.above}; "
                 f"EW below {totals.ew.below}, above {totals.ew.above}; NS net {hand.score_ns:+d}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Run the subcommand."""
    if args.jsonl:
        return run_jsonl(_jsonl_line)
    result, _, hand = score_request(args.rules, args.contract, args.declarer, args.tricks, args.vul,
                                    args.deal)
    if args.json:
        print_json(score_json(hand))
    else:
        print(_describe(result, hand))
    return 0


def _jsonl_line(data: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    _, _, hand = score_request(data.get("rules"), data.get("contract"), data.get("declarer"),
                               data.get("tricks"), data.get("vul", "none"), data.get("deal"))
    return score_json(hand), True
