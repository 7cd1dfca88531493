"""Helpers for the bidding tests: a seat's view with a chosen hand after a chosen auction."""

from __future__ import annotations

import random

from trumps.core.calls import Call, parse_call
from trumps.core.cards import CardSet
from trumps.core.deal import Deal
from trumps.core.seats import Seat
from trumps.core.table import CallAction, SeatView, TableState


def calls_of(text: str) -> tuple[Call, ...]:
    """``"1NT P 2C P"`` -> the calls."""
    return tuple(parse_call(part) for part in text.split())


def deal_with(seat: Seat, hand_pbn: str, seed: int = 0) -> Deal:
    """A deal giving ``seat`` this hand and the other 39 cards at random (seeded)."""
    hand = CardSet.from_pbn(hand_pbn)
    assert len(hand) == 13, hand_pbn
    rest = [index for index in range(52) if not hand.mask >> index & 1]
    random.Random(seed).shuffle(rest)
    masks = [0, 0, 0, 0]
    others = [s for s in Seat if s != seat]
    for position, index in enumerate(rest):
        masks[others[position // 13]] |= 1 << index
    masks[seat] = hand.mask
    return Deal((CardSet(masks[0]), CardSet(masks[1]), CardSet(masks[2]), CardSet(masks[3])))


def view_after(hand_pbn: str, auction: str, dealer: Seat = Seat.N, seed: int = 0) -> SeatView:
    """The view of the seat to call after ``auction`` (from ``dealer``), holding ``hand_pbn``."""
    calls = calls_of(auction)
    seat = dealer.offset(len(calls))
    state = TableState.new(deal_with(seat, hand_pbn, seed), dealer)
    for call in calls:
        state = state.apply(CallAction(state.auction.to_call, call))[0]
    return state.view_for(seat)
