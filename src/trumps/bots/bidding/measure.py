"""Measurement: what auction-aware bidding gains under auction-1920 scoring.

For each seeded random deal three auctions are bid by bots: every seat contract-style
(the reference), N-S auction-aware against contract-style E-W, and E-W auction-aware
against contract-style N-S. Each final contract is played double-dummy (analysis.dds) and
scored by the `auction-1920` profile as a single hand (honors included, no rubber bonus).
The gain of a deal is the average, over the two orientations, of the auction-aware side's
points minus what that side scored in the reference auction.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from trumps.analysis.dds import DDTable, dd_tables
from trumps.bots.bidding.bidder import Bidder
from trumps.core.auction import Auction
from trumps.core.calls import Call
from trumps.core.contract import Contract, HandResult
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Side, Vulnerability
from trumps.core.table import CallAction, TableState
from trumps.rules import find_rules


@dataclass(frozen=True, slots=True)
class DealGain:
    """One deal's three contracts and the auction-aware side's gain in points."""

    deal: Deal
    dealer: Seat
    reference: Contract | None
    ns_aware: Contract | None
    ew_aware: Contract | None
    gain: float


def bid_deal(
    deal: Deal,
    dealer: Seat,
    bidder_for: Callable[[Seat], Bidder],
    memo: dict[tuple[int, Seat, tuple[Call, ...]], Call] | None = None,
) -> Auction:
    """The auction four bidders produce on ``deal`` (each sees only its own seat's view).

    ``memo`` (for one deal) reuses decisions already taken: a bidder is deterministic, so the
    same bidder in the same seat after the same calls always makes the same call.
    """
    state = TableState.new(deal, dealer, Vulnerability.NONE)
    while not state.auction.is_complete:
        seat = state.auction.to_call
        bidder = bidder_for(seat)
        key = (id(bidder), seat, state.auction.calls)
        call = memo.get(key) if memo is not None else None
        if call is None:
            call = bidder.choose(state.view_for(seat))
            if memo is not None:
                memo[key] = call
        state = state.apply(CallAction(seat, call))[0]
    return state.auction


def _points(contract: Contract | None, side: Side, deal: Deal, table: DDTable | None) -> int:
    """``side``'s net points for ``contract`` played double-dummy, scored by auction-1920."""
    if contract is None or table is None:
        return 0
    result = HandResult(contract, table.of(contract.strain, contract.declarer), deal)
    entries = find_rules("auction-1920").score_hand(result, Vulnerability.NONE)
    return sum(e.points if e.side == side else -e.points for e in entries)


def measure_deals(deals: int, seed: int, *, samples: int = 6, first: int = 0,
                  progress: Callable[[int, DealGain], None] | None = None) -> list[DealGain]:
    """Bid and score deals number ``first`` .. ``first + deals - 1`` of ``seed``'s series.

    ``progress`` is called after each deal with its number and result.
    """
    rules = find_rules("auction-1920")
    contract_style = Bidder(None, seed=seed, samples=samples)
    auction_style = Bidder(rules, seed=seed, samples=samples)
    results: list[DealGain] = []
    for number in range(first, first + deals):
        deal = Deal.random(random.Random(f"auction-gain|{seed}|{number}"))
        dealer = Seat(number % 4)
        memo: dict[tuple[int, Seat, tuple[Call, ...]], Call] = {}
        reference = bid_deal(deal, dealer, lambda seat: contract_style, memo)
        ns_aware = bid_deal(
            deal, dealer, lambda seat: auction_style if seat.side is Side.NS else contract_style, memo
        )
        ew_aware = bid_deal(
            deal, dealer, lambda seat: auction_style if seat.side is Side.EW else contract_style, memo
        )
        contracts = [auction.contract for auction in (reference, ns_aware, ew_aware)]
        strains = sorted({c.strain for c in contracts if c is not None})
        table = dd_tables([deal], strains)[0] if strains else None

        gain_ns = _points(contracts[1], Side.NS, deal, table) - _points(contracts[0], Side.NS, deal, table)
        gain_ew = _points(contracts[2], Side.EW, deal, table) - _points(contracts[0], Side.EW, deal, table)
        outcome = DealGain(deal, dealer, contracts[0], contracts[1], contracts[2], (gain_ns + gain_ew) / 2)
        results.append(outcome)
        if progress is not None:
            progress(number, outcome)
    return results


def auction_points_gain(deals: int, seed: int) -> float:
    """Points per deal the auction-aware side gains over contract-style bidding (auction-1920)."""
    results = measure_deals(deals, seed)
    return sum(r.gain for r in results) / max(1, len(results))
