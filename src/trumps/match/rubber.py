"""A whole rubber played by bots: deals until the rule set's rubber (or fixed session) ends."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from trumps.bots.base import Bot
from trumps.core.deal import Deal
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, Phase, TableState
from trumps.rules.registry import PassedOut, RuleSet
from trumps.scoring.ledger import RubberLedger

MAX_HANDS = 200
"""A rubber that has not ended after this many hands is stopped (bots that never bid)."""


@dataclass(frozen=True, slots=True)
class RubberSession:
    """The hands of a finished rubber (final table states, in order) and its scoresheet."""

    rules: RuleSet
    hands: tuple[TableState, ...]
    ledger: RubberLedger


def play_hand(state: TableState, bots: Mapping[Seat, Bot]) -> TableState:
    """Let the bots play a hand from ``state`` to its end; each bot sees only its seat's view."""
    while state.phase is not Phase.DONE:
        seat = state.to_act()
        assert seat is not None
        if state.phase is Phase.AUCTION:
            call = bots[seat].choose_call(state.view_for(seat))
            state = state.apply(CallAction(seat, call))[0]
        elif state.phase is Phase.PLAY:
            decider = state.controller(seat)
            card = bots[decider].choose_card(state.view_for(decider))
            state = state.apply(CardAction(decider, card))[0]
        else:
            raise TrumpsError("bots do not claim; a pending claim cannot be played out here")
    return state


def play_rubber(rules: RuleSet, bots: Mapping[Seat, Bot], seed: int | str | None = None) -> RubberSession:
    """Play one rubber under ``rules`` with a bot at every seat; repeatable with ``seed``."""
    rng = random.Random(seed)
    ledger = rules.new_ledger()
    dealer = Seat(rng.randrange(4))  # RULES.md, common: first dealer by lot
    hands: list[TableState] = []
    open_hands = rules.options is not None and rules.options.open_hands
    while not ledger.finished:
        if len(hands) >= MAX_HANDS:
            raise TrumpsError(f"the rubber did not end within {MAX_HANDS} hands")
        state = TableState.new(Deal.random(rng), dealer, ledger.vulnerability, open_hands=open_hands)
        state = play_hand(state, bots)
        hands.append(state)
        result = state.result()
        assert result is not None
        ledger = ledger.with_result(result, rules.score_hand)
        if not (result.passed_out and rules.passed_out is PassedOut.SAME_DEALER):
            dealer = dealer.lho  # the deal passes to the left
    return RubberSession(rules, tuple(hands), ledger)
