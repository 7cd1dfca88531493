"""Would this hand have made these calls? The bidding system run backwards, for the card-play sampler.

A call's meaning (:func:`~.interpret.seat_constraints`) says what the hand *has*; the order of
the system's rules says more: a seat that passed over partner's 1NT held no hand for any
earlier rule (Stayman, a transfer, a raise to game), and a seat that did not overcall held no
overcall. :class:`AuctionModel` replays, for a candidate hand, the system's first-fitting rule
at each of the seat's calls, and admits the hand only when the system would have made the call
actually made. Calls the system leaves to simulation (no rule fits) admit every hand: the
simulation's choice depends on more than the hand.

This models partners and opponents who bid the bots' system; for anyone else the card-play
sampler treats the model as a preference and falls back to the calls' plain meanings when too
few layouts fit it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from trumps.bots.bidding.context import Situation
from trumps.bots.bidding.hand import HandFacts
from trumps.bots.bidding.interpret import (
    Style,
    SystemOption,
    first_fit,
    seat_constraints,
    style_for,
    system_options,
)
from trumps.bots.bidding.slam_tries import slam_options
from trumps.bots.constraints import HandConstraint
from trumps.core.auction import Auction
from trumps.core.calls import PASS, Bid, Call
from trumps.core.cards import CardSet
from trumps.core.seats import Seat
from trumps.core.table import SeatView
from trumps.rules import RuleSet

MEMO_LIMIT = 8192
"""Answers one :class:`AuctionModel` remembers at most."""


@dataclass(frozen=True, slots=True)
class _Step:
    """One call of one seat, with the system's options there in the order the bidder tries them."""

    call: Call
    situation: Situation
    options: tuple[SystemOption, ...]
    partner: HandConstraint
    unmatched: Call | None
    """What the bidder calls when no option fits: PASS in auction style's plain branches; None
    where it would simulate (any call is then possible)."""
    style: Style

    def admits(self, facts: HandFacts) -> bool:
        """True when the bidder, holding ``facts``, would make this step's call (or might)."""
        call = first_fit(self.options, facts, self.situation, self.partner)
        if call is None:
            return self.unmatched is None or self.unmatched is self.call
        if call is self.call:
            return True
        # a slam the contract-style bidder weighed against the system's call by simulation (a
        # small slam against game, a grand against the small slam after Blackwood)
        slam = isinstance(self.call, Bid) and self.call.level >= 6 and self.style is Style.CONTRACT
        return slam and self.call in slam_options(self.situation, facts, self.partner, call)


class AuctionModel:
    """The system's reading of one auction: :meth:`admits` a seat's hand as dealt, or not.

    Answers are remembered per (seat, hand), so a model kept for a whole hand's decisions
    grows cheaper as the sampler meets the same hands again; the memory is emptied when it
    reaches :data:`MEMO_LIMIT` answers, which bounds what a long-running server keeps.
    """

    def __init__(self, calls: tuple[Call, ...], dealer: Seat, style: Style = Style.CONTRACT) -> None:
        self.steps: dict[Seat, list[_Step]] = {seat: [] for seat in Seat}
        self._memo: dict[tuple[Seat, int], bool] = {}
        if style is Style.INDIVIDUAL:
            return  # three-handed: each player bids by simulation, not by a system; every hand fits
        auction = Auction(dealer)
        for index, call in enumerate(calls):
            situation = Situation(dealer, calls[:index])
            seat = situation.seat
            step = _step_for(situation, call, set(auction.legal_calls()), style,
                             seat_constraints(calls[:index], dealer, style)[seat.partner])
            if step is not None:
                self.steps[seat].append(step)
            auction = auction.with_call(call)

    def admits(self, seat: Seat, original: int) -> bool:
        """True when ``seat``, dealt the cards of mask ``original``, would have bid as it did."""
        key = (seat, original)
        known = self._memo.get(key)
        if known is None:
            steps = self.steps[seat]
            if not steps:
                known = True
            else:
                facts = HandFacts.of(CardSet(original))
                known = all(step.admits(facts) for step in steps)
            if len(self._memo) >= MEMO_LIMIT:
                self._memo.clear()
            self._memo[key] = known
        return known


def _step_for(situation: Situation, call: Call, legal: set[Call], style: Style,
              partner: HandConstraint) -> _Step | None:
    """The step to check for ``call``, or None when the bidder's choice there is not the system's alone."""
    unmatched: Call | None = None
    if style is Style.AUCTION:
        # the auction-bridge bidder follows the system only before any bid, and when the
        # opponents hold the contract and our side has not bid; there it passes when no rule fits
        ours = situation.bids_by(situation.seat) or situation.bids_by(situation.seat.partner)
        if situation.last_bid is not None and (situation.our_side_holds_contract or ours):
            return None
        unmatched = PASS
    options = system_options(situation, legal, style)
    if not options and unmatched is None:
        return None
    return _Step(call, situation, options, partner, unmatched, style)


@lru_cache(maxsize=32)
def auction_model(calls: tuple[Call, ...], dealer: Seat, style: Style = Style.CONTRACT) -> AuctionModel:
    """The (shared, cached) model of an auction."""
    return AuctionModel(calls, dealer, style)


def model_for(view: SeatView, rules: RuleSet | None = None) -> Callable[[Seat, int], bool]:
    """For the card-play sampler: would a seat, dealt a mask's cards, have made its calls in ``view``?"""
    return auction_model(tuple(view.calls), view.dealer, style_for(rules)).admits
