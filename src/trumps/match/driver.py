"""Let bots act in a session until a person must act or the session ends."""

from __future__ import annotations

from collections.abc import Callable

from trumps.bots.base import Bot
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, ClaimAction, ClaimAnswer, Phase, TableState
from trumps.match.session import Move, SessionAction, SessionEvent, SessionState

BotFor = Callable[[int, Seat], Bot | None]
"""Given (table, seat), the bot that sits there, or None for a person."""


def claim_rejected_since_last_card(state: TableState) -> bool:
    """True when a claim was rejected after the last card: a bot does not claim again at once."""
    for action in reversed(state.actions):
        if isinstance(action, CardAction):
            return False
        if isinstance(action, ClaimAnswer) and not action.accept:
            return True
    return False


def bot_to_act(state: SessionState, table: int, bot_for: BotFor) -> tuple[Seat, Bot] | None:
    """The bot that must act next at ``table`` and the seat it acts for, without deciding anything.

    None when a person must act, the table is paused or finished. Cheap: use it to ask
    whether to run a bot before paying for the bot's decision.
    """
    current = state.table(table)
    if current is None or state.tables[table].paused_by is not None:
        return None
    if current.phase is Phase.CLAIM:
        for defender in current.claim_waiting_on():
            bot = bot_for(table, defender)
            if bot is not None:
                return defender, bot
        return None
    actor = state.to_act(table)
    if actor is None:
        return None
    bot = bot_for(table, actor)
    return None if bot is None else (actor, bot)


def bot_action(state: SessionState, table: int, bot_for: BotFor) -> SessionAction | None:
    """The next action a bot takes at ``table``, or None when a person must act (or none can)."""
    found = bot_to_act(state, table, bot_for)
    if found is None:
        return None
    actor, bot = found
    current = state.table(table)
    assert current is not None
    view = current.view_for(actor)
    if current.phase is Phase.CLAIM:
        return Move(table, ClaimAnswer(actor, bot.answer_claim(view)))
    if current.phase is Phase.AUCTION:
        return Move(table, CallAction(actor, bot.choose_call(view)))
    if current.phase is Phase.PLAY:
        play = current.play
        if play is not None and actor == play.declarer and not claim_rejected_since_last_card(current):
            tricks = bot.claim(view)
            if tricks is not None:
                return Move(table, ClaimAction(actor, tricks))
        return Move(table, CardAction(actor, bot.choose_card(view)))
    return None


def run_bots(state: SessionState, bot_for: BotFor, *, limit: int = 100_000,
             on_action: Callable[[SessionState, SessionAction, tuple[SessionEvent, ...]], None] | None = None,
             ) -> SessionState:
    """Apply bot actions at every table, round-robin, until no bot can act."""
    for _ in range(limit):
        progressed = False
        for table in range(len(state.tables)):
            action = bot_action(state, table, bot_for)
            if action is None:
                continue
            state, events = state.apply(action)
            if on_action is not None:
                on_action(state, action, events)
            progressed = True
        if not progressed:
            return state
    raise TrumpsError(f"bots did not stop within {limit} actions")
