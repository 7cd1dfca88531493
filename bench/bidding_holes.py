"""Where the bidding system has no rule: the calls of saved auctions that the simulation chose.

Reads saves of ``bench/bidding_par.py --save`` (each with the seed it was bid for), finds every
call for which the system had no rule (:meth:`Bidder.system_call` is None, so the bot chose by
simulation), and groups them by the auction before the call, leading passes dropped. Each group
shows the boards that reached it, the IMPs those boards lost to par (a board counts once per
group, whichever call lost them), and the calls chosen there. Passes over a game or higher are
left out (they weigh slams and sacrifices, a judgement rather than a missing rule), and with
``--ours`` so are the calls of a side that has not bid yet (a defender's passes).

The list is where to look for the next rules to write; ``bidding_par.py --through`` then measures
a change on the boards of one group.

    .venv/bin/python bench/bidding_holes.py 7=before-7.json 14=before-14.json --ours --top 40
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bidding_par import load_save, without_leading_passes

from trumps.bots.bidding.bidder import Bidder
from trumps.bots.bidding.context import GAME_LEVEL, Situation
from trumps.bots.bidding.hand import HandFacts
from trumps.bots.bidding.interpret import Style, seat_constraints
from trumps.cli.bench_cmd import bench_deal
from trumps.core.auction import Auction
from trumps.core.calls import PASS, Bid, Call, parse_call
from trumps.rules import find_rules


@dataclass
class Hole:
    """The boards that reached one auction where the system had no rule, and what was called."""

    boards: list[str] = field(default_factory=list)
    imps: int = 0
    calls: Counter[str] = field(default_factory=Counter)


def context_text(calls: tuple[Call, ...]) -> str:
    """The auction before a call as text, leading passes dropped ("-" for none)."""
    return " ".join(without_leading_passes([call.short for call in calls])) or "-"


def holes_of(seed: str, save: dict[str, dict[str, Any]], ours_only: bool, found: dict[str, Hole]) -> None:
    """Add to ``found`` the calls of ``save`` (bid for ``seed``) that no system rule gave."""
    bidder = Bidder(find_rules("duplicate"))
    for key, entry in save.items():
        deal, dealer, _ = bench_deal(int(key), seed)
        calls = tuple(parse_call(text) for text in entry["auction"].split())
        seen: set[str] = set()
        for position, call in enumerate(calls):
            before = calls[:position]
            auction = Auction(dealer, before)
            last = auction.last_bid
            if call is PASS and isinstance(last, Bid) and last.level >= GAME_LEVEL[last.strain]:
                continue
            # the calls of the caller's side so far: every second call back from this one
            if ours_only and all(earlier is PASS for earlier in before[position % 2::2]):
                continue
            situation = Situation(dealer, before)
            seat = situation.seat
            partner = seat_constraints(before, dealer, Style.CONTRACT)[seat.partner]
            legal = set(auction.legal_calls())
            if bidder.system_call(situation, HandFacts.of(deal[seat]), legal, partner) is not None:
                continue
            context = context_text(before)
            hole = found.setdefault(context, Hole())
            hole.calls[call.short] += 1
            if context not in seen:
                seen.add(context)
                hole.boards.append(f"{seed}:{key}")
                hole.imps += int(entry["loss"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("saves", nargs="+", metavar="SEED=FILE", help="a bidding_par.py save and its seed")
    parser.add_argument("--ours", action="store_true", help="only calls of a side that has bid")
    parser.add_argument("--top", type=int, default=30, help="how many groups to list (most IMPs first)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    found: dict[str, Hole] = {}
    for item in args.saves:
        seed, separator, path = item.partition("=")
        if not separator or not seed or not path:
            parser.error(f"{item!r}: give each save as SEED=FILE, e.g. 7=before.json")
        try:
            save = load_save(path)
        except ValueError as error:
            parser.error(str(error))
        holes_of(seed, save, args.ours, found)
    ranked = sorted(found.items(), key=lambda item: (-item[1].imps, -len(item[1].boards), item[0]))[:args.top]
    if args.json:
        print(json.dumps([{"auction": context, "boards": hole.boards, "imps": hole.imps,
                           "calls": dict(hole.calls)} for context, hole in ranked]))
        return 0
    print(f"{len(found)} auctions where the system had no rule; the {len(ranked)} whose boards lost most:")
    for context, hole in ranked:
        calls = ", ".join(f"{call} x{count}" for call, count in hole.calls.most_common())
        boards = " ".join(hole.boards[:6]) + (" ..." if len(hole.boards) > 6 else "")
        print(f"{hole.imps:5d} IMPs {len(hole.boards):3d} boards  [{context}] -> {calls}   {boards}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
