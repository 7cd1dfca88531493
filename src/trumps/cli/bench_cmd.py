"""``trumps bench bots``: how well and how fast the strong bots bid and play.

On a fixed seeded set of deals (board ``i`` takes the dealer and vulnerability of the standard
cycle), the strong bots sit at all four seats under duplicate scoring, and every card is
checked double-dummy afterwards (outside the bots' time). The figures, after lorserker/ben's:

* ``lead_ok_suit`` / ``lead_ok_nt``: opening leads that do not cost a trick double-dummy
  (DDOLAR), against suit contracts and against no-trump;
* ``declarer_error_*`` / ``defence_error_*``: cards that cost a trick double-dummy (a card whose
  DD result for its side is below the best legal card's), from the 2nd card to the 47th, as a
  fraction of all the cards the role played there, forced ones included (DCWER, DFWER). A
  certain claim ends play early; the cards it saves count as costing nothing;
* ``par_imp_loss``: the mean absolute IMP difference between the table's duplicate score and
  the double-dummy par;
* ``ms_per_card_p50`` / ``ms_per_card_p95`` / ``ms_per_call_p50``: time per decision the bots
  were asked for (forced cards included), and ``s_per_board_median``: a whole bot-only board;
* ``imps_vs_simple`` / ``imps_vs_simple_se``: strong bots against SimpleBot on the same deals,
  seats swapped between two tables, IMPs per board for the strong pair and its standard error;
* ``auction_points_gain``: under ``auction-1920`` scoring, points per deal of auction-style
  bidding against contract-style bidding, head to head at two tables with seats swapped, each
  contract's tricks taken double-dummy (null when the bidding system is not installed).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from trumps.analysis.dds import dd_table, par, solve_positions
from trumps.bots.base import Bot, CallChooser
from trumps.bots.simple import SimpleBot
from trumps.bots.strong import StrongBot
from trumps.core.calls import Strain
from trumps.core.cards import Card
from trumps.core.contract import HandResult
from trumps.core.deal import Deal
from trumps.core.play import PlayState
from trumps.core.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from trumps.core.table import CallAction, CardAction, ClaimAction, ClaimAnswer, Phase, TableState
from trumps.rules import find_rules
from trumps.rules.registry import RuleSet
from trumps.scoring import imps, score

LAST_COUNTED_CARD = 47
"""Cards 2..47 are counted for the declarer and defence error rates (as lorserker/ben does)."""


def add_parser(subparsers: Any) -> None:
    """Register ``trumps bench`` and its ``bots`` subcommand."""
    parser = subparsers.add_parser("bench", help="benchmarks (bots)", description="Benchmarks.")
    inner = parser.add_subparsers(dest="bench", metavar="BENCH")
    bots = inner.add_parser("bots", help="strong bots: DD errors, leads, time, match against SimpleBot",
                            description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_bench_arguments(bots)
    bots.set_defaults(run=run)


def add_bench_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``trumps bench bots`` (shared with ``bench/bots.py``)."""
    parser.add_argument("--deals", type=int, default=20, help="how many deals (default 20)")
    parser.add_argument("--seed", default="1", help="seed of the deal set (default 1)")
    parser.add_argument("--start", type=int, default=0, help="first deal number (to split a long run)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-match", action="store_true", help="skip the match against SimpleBot")
    parser.add_argument("--no-auction", action="store_true", help="skip the auction-1920 bidding comparison")
    parser.add_argument("--no-strong-table", action="store_true",
                        help="skip the table of four strong bots (only the match and the auction comparison)")
    parser.add_argument("--records", default=None, help="append one JSON line per deal to this file")
    parser.add_argument("--budget", type=float, default=None, help="seconds per card decision")
    parser.add_argument("--lead-budget", type=float, default=None, help="seconds for the opening lead")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")


# playing one board ------------------------------------------------------------------------------
@dataclass
class CardRecord:
    """One card of a played board: the position before it, the card, who decided, how long it took."""

    number: int
    position: PlayState
    card: Card
    declarer_side: bool
    seconds: float


@dataclass
class BoardPlay:
    """A board played by bots: the final state, every card, the call times, the wall time."""

    state: TableState
    cards: list[CardRecord] = field(default_factory=list)
    call_seconds: list[float] = field(default_factory=list)
    seconds: float = 0.0
    claimed_at: int | None = None


def play_board(deal: Deal, dealer: Seat, vulnerability: Vulnerability, bots: Mapping[Seat, Bot],
               timed: Callable[[Seat], bool] = lambda seat: True) -> BoardPlay:
    """Let ``bots`` bid and play one board; bots with a ``claim`` method may claim as declarer.

    ``timed(seat)`` says whose decisions are timed (the strong bots' in a mixed match).
    """
    started = time.perf_counter()
    state = TableState.new(deal, dealer, vulnerability)
    board = BoardPlay(state)
    refused_at = -1
    while state.phase is not Phase.DONE:
        if state.phase is Phase.AUCTION:
            seat = state.auction.to_call
            view = state.view_for(seat)
            tick = time.perf_counter()
            call = bots[seat].choose_call(view)
            if timed(seat):
                board.call_seconds.append(time.perf_counter() - tick)
            state = state.apply(CallAction(seat, call))[0]
            continue
        play = state.play
        assert play is not None
        seat = state.controller(play.to_play)
        view = state.view_for(seat)
        claim = getattr(bots[seat], "claim", None)
        if callable(claim) and seat == play.declarer and play.cards_played != refused_at:
            tricks = claim(view)
            if tricks is not None:
                claimed = state.apply(ClaimAction(seat, tricks))[0]
                for defender in claimed.claim_waiting_on():
                    answer = bots[defender].answer_claim(claimed.view_for(defender))
                    claimed = claimed.apply(ClaimAnswer(defender, answer))[0]
                    if not answer:
                        break
                if claimed.phase is Phase.DONE:
                    board.claimed_at = play.cards_played
                    state = claimed
                    break
                refused_at = play.cards_played
                state = claimed
                continue
        tick = time.perf_counter()
        card = bots[seat].choose_card(view)
        seconds = time.perf_counter() - tick
        board.cards.append(CardRecord(play.cards_played + 1, play, card, seat.side is play.declarer.side,
                                      seconds if timed(seat) else -1.0))
        state = state.apply(CardAction(seat, card))[0]
    board.state = state
    board.seconds = time.perf_counter() - started
    return board


# checking a board double-dummy ------------------------------------------------------------------
@dataclass
class PlayCheck:
    """Double-dummy verdicts on one board's cards."""

    no_trump: bool
    lead_ok: bool | None = None
    declarer_cards: int = 0
    declarer_errors: int = 0
    defence_cards: int = 0
    defence_errors: int = 0


def check_play(board: BoardPlay) -> PlayCheck | None:
    """Solve every position of the board once and judge each card; None when passed out."""
    contract = board.state.contract
    if contract is None:
        return None
    check = PlayCheck(contract.strain is Strain.NT)
    wanted = [record for record in board.cards
              if record.number <= LAST_COUNTED_CARD and len(record.position.legal_cards()) > 1]
    answers = solve_positions([record.position for record in wanted])
    verdict = {record.number: answer[record.card] < max(answer.values())
               for record, answer in zip(wanted, answers)}
    for record in board.cards:
        if record.number == 1:
            check.lead_ok = not verdict.get(1, False)
        elif record.number <= LAST_COUNTED_CARD:
            costly = verdict.get(record.number, False)
            if record.declarer_side:
                check.declarer_cards += 1
                check.declarer_errors += costly
            else:
                check.defence_cards += 1
                check.defence_errors += costly
    if board.claimed_at is not None:  # a certain claim: the cards it saved cost nothing
        for number in range(max(2, board.claimed_at + 1), LAST_COUNTED_CARD + 1):
            in_trick = (number - 1) % 4  # 0 = the lead; the claiming side holds the lead at a claim
            if in_trick % 2 == 0:
                check.declarer_cards += 1
            else:
                check.defence_cards += 1
    return check


def duplicate_score_ns(state: TableState) -> int:
    """The board's duplicate score for N-S."""
    result = state.result()
    assert result is not None
    return score(find_rules("duplicate"), result, state.vulnerability).score_ns


# the auction-1920 comparison ---------------------------------------------------------------------
def bid_out(state: TableState, bot_for: Callable[[Seat], CallChooser]) -> TableState:
    """``state`` with its auction completed by bots (``bot_for(seat)`` calls for ``seat``)."""
    while state.phase is Phase.AUCTION:
        seat = state.auction.to_call
        state = state.apply(CallAction(seat, bot_for(seat).choose_call(state.view_for(seat))))[0]
    return state


def dd_score_ns(rules: RuleSet, state: TableState) -> int:
    """N-S score under ``rules`` of ``state``'s contract with its double-dummy tricks (0 if passed out)."""
    contract = state.contract
    if contract is None:
        return 0
    tricks = dd_table(state.deal).of(contract.strain, contract.declarer)
    return score(rules, HandResult(contract, tricks, state.deal), state.vulnerability).score_ns


def auction_points(deal: Deal, dealer: Seat, rules: RuleSet, ns_bidder: Bot, ew_bidder: Bot) -> int:
    """N-S net points of one board under ``rules``: the bots bid, the contract takes its DD tricks."""
    state = bid_out(TableState.new(deal, dealer, Vulnerability.NONE),
                    lambda seat: ns_bidder if seat.side is Side.NS else ew_bidder)
    return dd_score_ns(rules, state)


# the whole benchmark -----------------------------------------------------------------------------
def bench_deal(number: int, seed: str) -> tuple[Deal, Seat, Vulnerability]:
    """Deal ``number`` (0-based) of the fixed set for ``seed``, with its board's dealer and vulnerability."""
    deal = Deal.random(random.Random(f"{seed}:bench:{number}"))
    return deal, board_dealer(number + 1), board_vulnerability(number + 1)


def bid_by_strong_bots(number: int, seed: str) -> tuple[TableState, dict[Seat, StrongBot]]:
    """Deal ``number`` of the seed's set (:func:`bench_deal`) bid by four strong bots that do not
    claim, under duplicate scoring: the state after the auction, and the bots. For the tools of
    ``bench/`` that keep the bots' later choices to re-decide them."""
    duplicate = find_rules("duplicate")
    deal, dealer, vulnerability = bench_deal(number, seed)
    bots = {seat: StrongBot(f"{seed}:{seat.letter}", duplicate, claims=False) for seat in Seat}
    return bid_out(TableState.new(deal, dealer, vulnerability), bots.__getitem__), bots


def _strong_table(deal: Deal, dealer: Seat, vulnerability: Vulnerability, strong: Mapping[Seat, StrongBot],
                  ) -> dict[str, Any]:
    """The board with strong bots at all four seats, every card checked double-dummy."""
    board = play_board(deal, dealer, vulnerability, strong)
    check = check_play(board)
    par_ns = par(deal, vulnerability, dealer).score_ns
    table_ns = duplicate_score_ns(board.state)
    record: dict[str, Any] = {
        "contract": str(board.state.contract) if board.state.contract else None,
        "tricks": board.state.result_tricks, "score_ns": table_ns, "par_ns": par_ns,
        "par_imp_loss": abs(imps(table_ns - par_ns)), "board_s": board.seconds,
        "play_s": sum(r.seconds for r in board.cards if r.seconds >= 0),
        "card_ms": [round(r.seconds * 1000, 3) for r in board.cards if r.seconds >= 0],
        "call_ms": [round(s * 1000, 3) for s in board.call_seconds], "claimed_at": board.claimed_at,
        "system_bidding": strong[Seat.N].has_bidding_system,
    }
    if check is not None:
        record.update(no_trump=check.no_trump, lead_ok=check.lead_ok, declarer_cards=check.declarer_cards,
                      declarer_errors=check.declarer_errors, defence_cards=check.defence_cards,
                      defence_errors=check.defence_errors)
    return record


def run_deal(number: int, seed: str, *, match: bool, auction: bool, budget: float | None,
             lead_budget: float | None, strong_table: bool = True) -> dict[str, Any]:
    """Everything the benchmark measures on one deal, as a JSON-ready record."""
    deal, dealer, vulnerability = bench_deal(number, seed)
    options: dict[str, Any] = {}
    if budget is not None:
        options["budget_s"] = budget
    if lead_budget is not None:
        options["lead_budget_s"] = lead_budget
    duplicate = find_rules("duplicate")
    strong = {seat: StrongBot(f"{seed}:{seat.letter}", duplicate, **options) for seat in Seat}
    record: dict[str, Any] = {"deal": number, "bidding_failures": 0}
    if strong_table:
        record.update(_strong_table(deal, dealer, vulnerability, strong))
    if match:
        simple = {seat: SimpleBot(f"{seed}:{seat.letter}") for seat in Seat}
        open_room = {seat: strong[seat] if seat.side is Side.NS else simple[seat] for seat in Seat}
        closed_room = {seat: simple[seat] if seat.side is Side.NS else strong[seat] for seat in Seat}
        first = play_board(deal, dealer, vulnerability, open_room)
        second = play_board(deal, dealer, vulnerability, closed_room)
        record["imps_vs_simple"] = imps(duplicate_score_ns(first.state) - duplicate_score_ns(second.state))
    if auction:
        rules = find_rules("auction-1920")
        aware_bot = StrongBot(f"{seed}:auction", rules, bidding="system")
        contract_bot = StrongBot(f"{seed}:auction", rules, bidding="contract")
        if aware_bot.has_bidding_system and contract_bot.has_bidding_system:
            open_ns = auction_points(deal, dealer, rules, aware_bot, contract_bot)
            closed_ns = auction_points(deal, dealer, rules, contract_bot, aware_bot)
            record["auction_points_gain"] = open_ns - closed_ns
            record["bidding_failures"] += aware_bot.bidding_failures + contract_bot.bidding_failures
    record["bidding_failures"] += sum(bot.bidding_failures for bot in strong.values())
    return record


def _fraction(numerator: int, denominator: int) -> float | None:
    return numerator / denominator if denominator else None


def _percentile(values: Sequence[float], fraction: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def summarize(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The benchmark's figures from per-deal records (the JSON keys of the issue, exactly)."""
    def total(key: str, no_trump: bool) -> int:
        return sum(int(r.get(key, 0)) for r in records if r.get("no_trump") is no_trump)

    def leads(no_trump: bool) -> float | None:
        found = [r["lead_ok"] for r in records
                 if r.get("no_trump") is no_trump and r.get("lead_ok") is not None]
        return _fraction(sum(found), len(found))

    card_ms = [ms for r in records for ms in r.get("card_ms", ())]
    call_ms = [ms for r in records for ms in r.get("call_ms", ())]
    table = [r for r in records if "board_s" in r]
    match = [r["imps_vs_simple"] for r in records if "imps_vs_simple" in r]
    gains = [r["auction_points_gain"] for r in records if "auction_points_gain" in r]
    return {
        "lead_ok_suit": leads(False),
        "lead_ok_nt": leads(True),
        "declarer_error_suit": _fraction(total("declarer_errors", False), total("declarer_cards", False)),
        "declarer_error_nt": _fraction(total("declarer_errors", True), total("declarer_cards", True)),
        "defence_error_suit": _fraction(total("defence_errors", False), total("defence_cards", False)),
        "defence_error_nt": _fraction(total("defence_errors", True), total("defence_cards", True)),
        "par_imp_loss": statistics.fmean(r["par_imp_loss"] for r in table) if table else None,
        "ms_per_card_p50": statistics.median(card_ms) if card_ms else None,
        "ms_per_card_p95": _percentile(card_ms, 0.95),
        "ms_per_call_p50": statistics.median(call_ms) if call_ms else None,
        "s_per_board_median": statistics.median(r["board_s"] for r in table) if table else None,
        "imps_vs_simple": statistics.fmean(match) if match else None,
        "imps_vs_simple_se": statistics.stdev(match) / math.sqrt(len(match)) if len(match) > 1 else None,
        "auction_points_gain": statistics.fmean(gains) if gains else None,
    }


def details(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Counts behind the figures (printed with the text report)."""
    played = [r for r in records if "no_trump" in r]
    return {
        "deals": len(records),
        "played": len(played),
        "suit_contracts": sum(1 for r in played if not r["no_trump"]),
        "nt_contracts": sum(1 for r in played if r["no_trump"]),
        "claims": sum(1 for r in records if r.get("claimed_at") is not None),
        "system_bidding": all(r.get("system_bidding", True) for r in records),
        "bidding_failures": sum(r.get("bidding_failures", 0) for r in records),
        "match_boards": sum(1 for r in records if "imps_vs_simple" in r),
        "auction_boards": sum(1 for r in records if "auction_points_gain" in r),
        "play_s_per_board_median": (statistics.median(r["play_s"] for r in records if "play_s" in r)
                                    if any("play_s" in r for r in records) else None),
        "ms_per_card_decision_p50": statistics.median(
            [ms for r in records for ms in r.get("card_ms", ()) if ms >= 1.0] or [0.0]),
    }


def run_bench(args: argparse.Namespace) -> tuple[dict[str, Any], dict[str, Any]]:
    """Play the deals of ``args`` and return (figures, details)."""
    records: list[dict[str, Any]] = []
    for number in range(args.start, args.start + args.deals):
        record = run_deal(number, str(args.seed), match=not args.no_match, auction=not args.no_auction,
                          budget=args.budget, lead_budget=args.lead_budget,
                          strong_table=not args.no_strong_table)
        records.append(record)
        if args.records:
            with open(args.records, "a", encoding="utf-8") as out:
                out.write(json.dumps(record) + "\n")
        if not args.quiet:
            print(f"deal {number}: {record.get('contract') or '-'} {record.get('board_s', 0.0):.2f}s "
                  f"imps {record.get('imps_vs_simple', '-')}", file=sys.stderr, flush=True)
    return summarize(records), details(records)


def run(args: argparse.Namespace) -> int:
    """Run ``trumps bench bots``."""
    if args.deals < 1:
        print("trumps: --deals must be at least 1", file=sys.stderr)
        return 2
    figures, counts = run_bench(args)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"strong bots, {counts['deals']} deals from seed {args.seed} (start {args.start})")
    for key, value in {**counts, **figures}.items():
        shown = "null" if value is None else f"{value:.4f}" if isinstance(value, float) else str(value)
        print(f"  {key:22} {shown}")
    if not counts["system_bidding"]:
        print("  (no bidding system installed: calls came from SimpleBot's bidding; "
              "auction_points_gain is null)")
    return 0
