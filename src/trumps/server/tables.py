"""One serialized actor per session: validate -> apply -> persist -> send each viewer its own view.

A :class:`LiveTable` holds a session's state in memory. Every change, a person's or a
bot's, goes through :meth:`LiveTable._commit` under the session's lock: the action is
checked by ``SessionState.apply`` (refused with nothing changed), written by
``SessionStore.append``, and only then made the new state and pushed to every subscriber
whose view changed. Bots sit at the empty seats and act after a small delay. The
:class:`TableHub` creates sessions and loads stored ones on first access, so a restarted
server resumes every session and its bots carry on.

Event numbers: in a rubber, ``len(state.log)``. In a team match a table's seats and
spectators count only their own table's actions plus the boards released, so the numbers
do not tell them how fast the other room plays; the organiser sees ``len(state.log)``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections import deque
from collections.abc import Mapping
from typing import Any

from trumps.bots.base import Bot
from trumps.bots.bidding import explain_call_all
from trumps.bots.bidding.translation import LANGUAGES
from trumps.bots.factory import make_bot
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, ClaimAnswer
from trumps.io.actions import MessageError, action_from_json, action_to_json
from trumps.match.driver import bot_action, bot_to_act
from trumps.match.session import Move, SeatKind, SessionAction, SessionSpec, SessionState
from trumps.server.protocol import Hint, View
from trumps.server.views import ORGANISER_KEY, SPECTATOR_KEY, Role, Viewer, build_view, seat_key
from trumps.store.repository import SessionStore, StoreError

log = logging.getLogger("trumps.server")


_HINT_WORDS: dict[str, dict[str, str]] = {
    "en": {"play": "play {card}", "accept": "accept the claim", "reject": "reject the claim"},
    "pt": {"play": "jogar {card}", "accept": "aceitar a reclamação", "reject": "recusar a reclamação"},
}
"""A hint to play a card or answer a claim, in each language of the table page."""


class ForbiddenError(Exception):
    """A missing or wrong token, or an action this token may not take (HTTP 403)."""


class SessionNotFoundError(LookupError):
    """No such session (HTTP 404)."""


class PersistError(Exception):
    """The action was legal but could not be written (HTTP 503); nothing changed."""


Message = dict[str, Any]


class Subscriber:
    """A connected client: the latest view not yet sent, and control messages (errors, pongs).

    Views are full states, so an unsent view is simply replaced by a newer one: a slow
    client never holds up the table, it just skips to the newest view.
    """

    def __init__(self, viewer: Viewer) -> None:
        self.viewer = viewer
        self.last_event = -1
        self._view: Message | None = None
        self._control: deque[Message] = deque(maxlen=100)
        self._ready = asyncio.Event()

    def push_view(self, event: int, view: Message, *, resync: bool = False) -> None:
        """Queue ``view`` (replacing an older unsent one)."""
        self.last_event = event
        self._view = {"type": "view", "event": event, "resync": resync, "view": view}
        self._ready.set()

    def push_control(self, message: Message) -> None:
        """Queue a message that is not a view (an error, a pong)."""
        self._control.append(message)
        self._ready.set()

    async def next_message(self) -> Message:
        """Wait for the next message to send: control messages first, then the newest view."""
        while True:
            if self._control:
                return self._control.popleft()
            if self._view is not None:
                message, self._view = self._view, None
                return message
            self._ready.clear()
            await self._ready.wait()


def new_tokens(spec: SessionSpec) -> dict[str, str]:
    """A secret token per person seat, one for spectators and one for the organiser."""
    tokens = {}
    for table in range(spec.tables):
        for seat in spec.player_seats():  # three-handed: nobody sits at West
            if spec.kind_of(table, seat) is SeatKind.PERSON:
                tokens[seat_key(table, seat)] = secrets.token_urlsafe(18)
    tokens[SPECTATOR_KEY] = secrets.token_urlsafe(18)
    tokens[ORGANISER_KEY] = secrets.token_urlsafe(18)
    return tokens


class LiveTable:
    """The actor of one session."""

    def __init__(self, hub: TableHub, session_id: str, state: SessionState,
                 tokens: Mapping[str, str]) -> None:
        self.hub = hub
        self.id = session_id
        self.state = state
        self.tokens = dict(tokens)
        self.lock = asyncio.Lock()
        self.subscribers: set[Subscriber] = set()
        self._bots: dict[tuple[int, Seat], Bot] = {
            (table, seat): make_bot(state.spec.bots, f"{state.spec.seed}:{table}:{seat.letter}", state.rules)
            for table in range(state.spec.tables) for seat in state.spec.player_seats()
            if state.spec.kind_of(table, seat) is SeatKind.BOT}
        self._table_actions = [0] * state.spec.tables
        for action in state.log:
            self._table_actions[action.table] += 1
        self._bot_tasks: dict[int, asyncio.Task[None]] = {}
        self.closed = False

    # access -------------------------------------------------------------------------------
    def authorize(self, token: str | None, table: int | None = None) -> Viewer:
        """The viewer a token stands for; spectators and the organiser choose ``table`` (default 0)."""
        if not token:
            raise ForbiddenError("a token is required: use the secret link of your seat")
        found = None
        for key, secret in self.tokens.items():
            if secrets.compare_digest(secret.encode(), token.encode()):
                found = key
        if found is None:
            raise ForbiddenError("this token does not open any seat of this session")
        tables = self.state.spec.tables
        if found in (SPECTATOR_KEY, ORGANISER_KEY):
            chosen = 0 if table is None else table
            if not 0 <= chosen < tables:
                raise ForbiddenError(f"this session has no table {chosen} (tables are 0..{tables - 1})")
            role = Role.SPECTATOR if found == SPECTATOR_KEY else Role.ORGANISER
            return Viewer(role, chosen)
        seat_table, seat = int(found[0]) - 1, Seat.parse(found[1])
        if table is not None and table != seat_table:
            raise ForbiddenError(f"your seat is at table {seat_table}; you cannot watch table {table}")
        return Viewer(Role.SEAT, seat_table, seat)

    def event_for(self, viewer: Viewer) -> int:
        """The event number of the newest change ``viewer`` can see."""
        state = self.state
        if not state.is_team or viewer.role is Role.ORGANISER:
            return len(state.log)
        return self._table_actions[viewer.table] + state.released_boards()

    def view(self, viewer: Viewer) -> View:
        """The viewer's view now."""
        return build_view(self.state, self.id, viewer, self.event_for(viewer))

    # subscribers --------------------------------------------------------------------------
    def subscribe(self, viewer: Viewer, since: int | None = None) -> Subscriber:
        """Register a client; it is sent a full fresh view at once (``resync`` when it missed events)."""
        subscriber = Subscriber(viewer)
        event = self.event_for(viewer)
        subscriber.push_view(event, self.view(viewer).model_dump(mode="json"),
                             resync=since is not None and since != event)
        self.subscribers.add(subscriber)
        return subscriber

    def unsubscribe(self, subscriber: Subscriber) -> None:
        """Forget a client that left."""
        self.subscribers.discard(subscriber)

    def _broadcast(self) -> None:
        views: dict[Viewer, Message] = {}
        for subscriber in self.subscribers:
            viewer = subscriber.viewer
            event = self.event_for(viewer)
            if event == subscriber.last_event:
                continue  # nothing this viewer may see has changed (e.g. the other room played)
            if viewer not in views:
                views[viewer] = self.view(viewer).model_dump(mode="json")
            subscriber.push_view(event, views[viewer])

    # actions ------------------------------------------------------------------------------
    def parse_action(self, viewer: Viewer, body: Mapping[str, Any]) -> SessionAction:
        """The session action a viewer asks for; the seat and table come from the token."""
        kind = body.get("type")
        if viewer.role is Role.SPECTATOR:
            raise ForbiddenError("a spectator link cannot act")
        if viewer.role is Role.ORGANISER:
            if kind != "ruling":
                raise ForbiddenError("the organiser link only gives rulings (type 'ruling')")
            return action_from_json(dict(body), "action")
        assert viewer.seat is not None
        if kind == "ruling":
            raise ForbiddenError("only the organiser (director) gives rulings")
        data = dict(body)
        claimed = data.get("seat")
        if claimed is not None:
            try:
                claimed_seat = Seat.parse(claimed) if isinstance(claimed, str) else None
            except TrumpsError:
                claimed_seat = None
            if claimed_seat is None:
                raise MessageError(f"action: field 'seat' must be N, E, S or W, not {claimed!r}")
            if claimed_seat != viewer.seat:
                raise ForbiddenError(f"your seat is {viewer.seat.full_name}; you cannot act for "
                                     f"{claimed_seat.full_name}")
        table = data.get("table")
        if table is not None and table != viewer.table:
            raise ForbiddenError(f"your seat is at table {viewer.table}, not table {table!r}")
        data["seat"] = viewer.seat.letter
        data["table"] = viewer.table
        return action_from_json(data, "action")

    async def act(self, viewer: Viewer, body: Mapping[str, Any]) -> View:
        """Check, apply, persist and broadcast a viewer's action; the actor's new view.

        Raises ForbiddenError, MessageError (malformed), a TrumpsError (illegal, out of turn)
        or PersistError; in every case nothing has changed.
        """
        action = self.parse_action(viewer, body)
        async with self.lock:
            await self._commit(action)
        return self.view(viewer)

    async def _commit(self, action: SessionAction) -> None:
        """Apply and persist one action; the caller holds the lock."""
        new_state, _events = self.state.apply(action)  # raises, and nothing changes
        try:
            await asyncio.to_thread(self.hub.store.append, self.id, len(new_state.log), action,
                                    finished=new_state.finished)
        except StoreError as exc:
            raise PersistError(f"the action could not be saved: {exc}") from exc
        self.state = new_state
        self._table_actions[action.table] += 1
        self._broadcast()
        self.kick_bots()

    def hint(self, viewer: Viewer) -> Hint:
        """What the simple bot would do in the viewer's place."""
        if viewer.seat is None:
            raise ForbiddenError("hints are for a seat's link")
        if not self.state.spec.practice:
            raise TrumpsError("hints are only given at practice tables")
        seat = viewer.seat
        bot = make_bot(self.state.spec.bots, f"hint:{self.state.spec.seed}", self.state.rules)
        action = bot_action(self.state, viewer.table,
                            lambda table, at: bot if (table, at) == (viewer.table, seat) else None)
        if action is None:
            raise TrumpsError(f"it is not {seat.full_name}'s turn: there is nothing to hint")
        data = action_to_json(action)
        data.pop("table", None)
        data.pop("seat", None)
        inner = action.action if isinstance(action, Move) else None
        texts = {language: "" for language in LANGUAGES}
        current = self.state.table(viewer.table)
        if isinstance(inner, CallAction) and current is not None:
            calls = (*current.auction.calls, inner.call)
            explanations = explain_call_all(calls, current.dealer, len(calls) - 1, self.state.rules)
            texts = {language: f"{inner.call}: {text}" for language, text in explanations.items()}
        elif isinstance(inner, CardAction):
            card = str(inner.card)
            texts = {language: _HINT_WORDS[language]["play"].format(card=card) for language in LANGUAGES}
        elif isinstance(inner, ClaimAnswer):
            answer = "accept" if inner.accept else "reject"
            texts = {language: _HINT_WORDS[language][answer] for language in LANGUAGES}
        return Hint(action=data, text=texts["en"], texts=texts)

    # bots ---------------------------------------------------------------------------------
    def _bot_for(self, table: int, seat: Seat) -> Bot | None:
        return self._bots.get((table, seat))

    def kick_bots(self) -> None:
        """Start a bot runner at each table where a bot must act and none runs (call under the lock,
        or before the table is shared)."""
        if self.closed or not self._bots:
            return
        for table in range(len(self.state.tables)):
            if table in self._bot_tasks:
                continue
            if bot_to_act(self.state, table, self._bot_for) is None:
                continue
            self._bot_tasks[table] = asyncio.get_running_loop().create_task(self._run_bots(table))

    async def _run_bots(self, table: int) -> None:
        """Let the bots at ``table`` act, one action per delay, until a person must act."""
        try:
            while not self.closed:
                async with self.lock:
                    snapshot = self.state
                    if bot_to_act(snapshot, table, self._bot_for) is None:
                        self._bot_tasks.pop(table, None)
                        return
                if self.hub.bot_delay > 0:
                    await asyncio.sleep(self.hub.bot_delay)
                # a strong bot thinks for a while (DDS): decide on the immutable snapshot in a thread,
                # so the server keeps serving; apply only if this table has not moved meanwhile
                action = await asyncio.to_thread(bot_action, snapshot, table, self._bot_for)
                async with self.lock:
                    unchanged = (self.state.tables[table] is snapshot.tables[table])
                    if action is not None and unchanged:
                        await self._commit(action)
                if self.hub.bot_delay <= 0:
                    await asyncio.sleep(0)  # let people and other tables in between bot actions
        except asyncio.CancelledError:
            raise
        except Exception:  # a bot's failure must stop that bot, not the server
            log.exception("bots stopped at session %s table %d", self.id, table)
        self._bot_tasks.pop(table, None)

    async def close(self) -> None:
        """Stop the bot runners (the state is already stored)."""
        self.closed = True
        tasks = list(self._bot_tasks.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._bot_tasks.clear()


class TableHub:
    """Every live session of one server process, created or loaded from the store on first access."""

    def __init__(self, store: SessionStore, *, bot_delay: float = 0.3, bot_kind: str = "strong") -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.bot_kind = bot_kind
        """The bots of a new session that does not name its own (a session keeps its kind)."""
        self.tables: dict[str, LiveTable] = {}
        self._load_lock = asyncio.Lock()

    async def create(self, spec: SessionSpec) -> LiveTable:
        """Store a new session with fresh tokens, and start its bots."""
        spec.validate()
        state = SessionState.start(spec)
        tokens = new_tokens(spec)
        session_id = await asyncio.to_thread(self.store.create, spec, None, tokens)
        live = LiveTable(self, session_id, state, tokens)
        self.tables[session_id] = live
        live.kick_bots()
        return live

    async def get(self, session_id: str) -> LiveTable:
        """The live session, loading (replaying) it from the store the first time."""
        live = self.tables.get(session_id)
        if live is not None:
            return live
        async with self._load_lock:
            live = self.tables.get(session_id)
            if live is not None:
                return live
            if len(session_id) > 64 or not await asyncio.to_thread(self.store.exists, session_id):
                raise SessionNotFoundError(f"no session {session_id!r}")
            state = await asyncio.to_thread(self.store.load, session_id)
            tokens = await asyncio.to_thread(self.store.seat_tokens, session_id)
            live = LiveTable(self, session_id, state, tokens)
            self.tables[session_id] = live
            live.kick_bots()
            return live

    async def close(self) -> None:
        """Stop every session's bots."""
        for live in list(self.tables.values()):
            await live.close()
