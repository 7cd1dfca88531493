"""Shared helpers for the bot tests: building table positions from PBN and scripted actions."""

from __future__ import annotations

from collections.abc import Sequence

from trumps.core.calls import parse_call
from trumps.core.cards import Card
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Vulnerability
from trumps.core.table import CallAction, CardAction, TableState


def position(pbn: str, dealer: Seat, calls: str, cards: Sequence[str] = (),
             vulnerability: Vulnerability = Vulnerability.NONE) -> TableState:
    """A table after the auction ``calls`` (space separated) and the ``cards`` played in order."""
    state = TableState.new(Deal.from_pbn(pbn), dealer, vulnerability)
    for text in calls.split():
        seat = state.to_act()
        assert seat is not None
        state = state.apply(CallAction(seat, parse_call(text)))[0]
    for text in cards:
        assert state.play is not None
        seat = state.controller(state.play.to_play)
        state = state.apply(CardAction(seat, Card.parse(text)))[0]
    return state
