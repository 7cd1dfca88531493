"""The HTTP and websocket routes (FastAPI): a thin shell over :mod:`trumps.server.tables`.

``create_app(database_url)`` builds the application; ``trumps serve`` runs it with uvicorn.
The protocol is described in PROTOCOL.md beside this file and in the OpenAPI spec at
``/openapi.json``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi import Path as PathParam
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError

from trumps.bots.factory import BOT_KINDS
from trumps.core.errors import TrumpsError
from trumps.io import lin, pbn
from trumps.io.actions import MessageError
from trumps.match.session import SeatKind, SessionSpec
from trumps.rules import all_rules, find_rules
from trumps.rules.registry import MatchForm
from trumps.server.protocol import (
    AccessLink,
    ActionRequest,
    CreateSessionRequest,
    ErrorBody,
    HandDetail,
    Hint,
    SeatLink,
    SessionLinks,
    SessionListItem,
    View,
)
from trumps.server.tables import (
    ForbiddenError,
    LiveTable,
    PersistError,
    SessionNotFoundError,
    Subscriber,
    TableHub,
)
from trumps.server.views import (
    ORGANISER_KEY,
    SPECTATOR_KEY,
    NotAvailableError,
    Role,
    Viewer,
    hand_detail,
    hands_available,
    letter,
    records,
    seat_key,
)
from trumps.store.repository import SessionStore

STATIC_DIR = Path(__file__).with_name("static")
PAGE = "/table.html"
"""The page a seat link opens: ``/table.html?session=ID&token=TOKEN``."""

_ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorBody, "description": "malformed request"},
    403: {"model": ErrorBody, "description": "missing or wrong token, or not yours to do"},
    404: {"model": ErrorBody, "description": "no such session or hand (or not visible yet)"},
    409: {"model": ErrorBody, "description": "out of turn, illegal, or not allowed now"},
    503: {"model": ErrorBody, "description": "the action could not be saved"},
}

SessionId = Annotated[str, PathParam(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Token = Annotated[str | None, Query(max_length=200, description="the secret token of your link")]
TableParam = Annotated[int | None, Query(ge=0, le=1, description="spectators and organiser: which table")]
HandNumber = Annotated[int, PathParam(ge=1, le=1000)]


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse(status_code=status, content={"error": message, "code": code})


def _validation_message(errors: Sequence[Any]) -> str:
    parts = []
    for error in errors[:5]:
        where = ".".join(str(p) for p in error.get("loc", ()) if p not in ("body",)) or "body"
        parts.append(f"{where}: {error.get('msg', 'invalid')}")
    return "; ".join(parts) or "malformed request"


def _link(session_id: str, token: str) -> str:
    return f"{PAGE}?session={session_id}&token={token}"


def session_links(live: LiveTable) -> SessionLinks:
    """Every secret link of a session (returned at creation, and to the organiser)."""
    state = live.state
    seats = []
    for table in range(state.spec.tables):
        for seat in state.spec.player_seats():  # three-handed: West's hand is face down, no link
            key = seat_key(table, seat)
            token = live.tokens.get(key)
            kind = state.spec.kind_of(table, seat)
            seats.append(SeatLink(key=key, table=table, seat=letter(seat),
                                  kind="person" if kind is SeatKind.PERSON else "bot",
                                  team=state.team_of(table, seat) if state.is_team else None,
                                  token=token, link=None if token is None else _link(live.id, token)))
    spectator, organiser = live.tokens[SPECTATOR_KEY], live.tokens[ORGANISER_KEY]
    return SessionLinks(id=live.id, rules=state.rules.name, seats=seats,
                        spectator=AccessLink(token=spectator, link=_link(live.id, spectator)),
                        organiser=AccessLink(token=organiser, link=_link(live.id, organiser)))


def create_app(database_url: str | None = None, *, bot_delay: float = 0.3,
               store: SessionStore | None = None, bot_kind: str = "strong") -> FastAPI:
    """The application over a session store (``database_url``: SQLAlchemy URL; default SQLite)."""
    the_store = store if store is not None else SessionStore(database_url)
    if bot_kind not in BOT_KINDS:
        raise ValueError(f"bot_kind must be one of {BOT_KINDS}, not {bot_kind!r}")
    hub = TableHub(the_store, bot_delay=bot_delay, bot_kind=bot_kind)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        try:
            yield
        finally:
            await hub.close()
            hub.tables.clear()
            the_store.close()

    app = FastAPI(title="trumps", version="1", lifespan=lifespan,
                  description="Play Auction Bridge, Rubber Bridge and duplicate team matches. "
                              "See PROTOCOL.md for the websocket messages.")
    app.state.hub = hub

    # errors ---------------------------------------------------------------------------------
    @app.exception_handler(RequestValidationError)
    async def _on_validation(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return _error(400, "malformed", _validation_message(exc.errors()))

    @app.exception_handler(ForbiddenError)
    async def _on_forbidden(_request: Request, exc: ForbiddenError) -> JSONResponse:
        return _error(403, "forbidden", str(exc))

    @app.exception_handler(SessionNotFoundError)
    async def _on_missing(_request: Request, exc: SessionNotFoundError) -> JSONResponse:
        return _error(404, "not_found", str(exc.args[0]) if exc.args else "not found")

    @app.exception_handler(NotAvailableError)
    async def _on_unavailable(_request: Request, exc: NotAvailableError) -> JSONResponse:
        return _error(404, "not_found", str(exc.args[0]) if exc.args else "not available")

    @app.exception_handler(MessageError)
    async def _on_malformed(_request: Request, exc: MessageError) -> JSONResponse:
        return _error(400, "malformed", str(exc))

    @app.exception_handler(TrumpsError)
    async def _on_illegal(_request: Request, exc: TrumpsError) -> JSONResponse:
        return _error(409, "illegal", str(exc))

    @app.exception_handler(PersistError)
    async def _on_persist(_request: Request, exc: PersistError) -> JSONResponse:
        return _error(503, "unavailable", str(exc))

    async def access(session_id: str, token: str | None,
                     table: int | None = None) -> tuple[LiveTable, Viewer]:
        live = await hub.get(session_id)
        return live, live.authorize(token, table)

    # lobby ----------------------------------------------------------------------------------
    @app.get("/api/health", tags=["lobby"])
    async def health() -> dict[str, bool]:
        """Liveness: ``{"ok": true}``."""
        return {"ok": True}

    @app.get("/api/rules", tags=["lobby"])
    async def rules() -> list[dict[str, Any]]:
        """The rule sets (name, title, form, house options with their defaults)."""
        return [dict(rule_set.to_json()) for rule_set in all_rules()]

    @app.post("/api/sessions", status_code=201, response_model=SessionLinks, responses=_ERRORS,
              tags=["lobby"])
    async def create_session(request: CreateSessionRequest) -> SessionLinks:
        """Create a table or team match; returns its id and every secret link (keep them)."""
        try:
            rule_set = find_rules(request.rules)
            practice = request.practice
            if practice is None:
                practice = rule_set.match_form is not MatchForm.TEAM
            seed = request.seed if request.seed is not None else secrets.randbelow(2**53)
            spec = SessionSpec(rules=rule_set.name, seed=seed,
                               seats=tuple(SeatKind(kind) for kind in request.seats),
                               options=tuple(sorted(request.options.items())), practice=practice,
                               bots=request.bots or hub.bot_kind)
            spec.validate()
        except TrumpsError as exc:
            raise MessageError(f"session: {exc}") from None
        live = await hub.create(spec)
        return session_links(live)

    @app.get("/api/sessions", response_model=list[SessionListItem], tags=["lobby"])
    async def list_sessions(limit: Annotated[int, Query(ge=1, le=500)] = 100) -> list[SessionListItem]:
        """Stored sessions, newest first (no secrets: resume through your own link)."""

        def load() -> list[SessionListItem]:
            items = []
            for summary in hub.store.list()[:limit]:
                try:
                    spec = hub.store.spec(summary.id)
                except TrumpsError:
                    continue  # a session stored by an incompatible version: not listed
                rule_set = spec.rule_set()
                team = rule_set.match_form is MatchForm.TEAM
                items.append(SessionListItem(
                    id=summary.id, rules=rule_set.name, title=rule_set.title, form=rule_set.match_form.value,
                    seats=["person" if k is SeatKind.PERSON else "bot" for k in spec.seats],
                    actions=None if team else summary.actions, finished=summary.finished,
                    created_at=summary.created_at, updated_at=None if team else summary.updated_at))
            return items

        return await asyncio.to_thread(load)

    @app.get("/api/sessions/{session_id}/links", response_model=SessionLinks, responses=_ERRORS,
             tags=["lobby"])
    async def links(session_id: SessionId, token: Token = None) -> SessionLinks:
        """Every secret link again, for the organiser's token only."""
        live, viewer = await access(session_id, token)
        if viewer.role is not Role.ORGANISER:
            raise ForbiddenError("only the organiser's link shows the other links")
        return session_links(live)

    # the table ------------------------------------------------------------------------------
    @app.get("/api/sessions/{session_id}/view", response_model=View, responses=_ERRORS, tags=["table"])
    async def view(session_id: SessionId, token: Token = None, table: TableParam = None) -> View:
        """Your view now: your hand, whose turn, legal calls/cards, auction, tricks, scores."""
        live, viewer = await access(session_id, token, table)
        return live.view(viewer)

    @app.post("/api/sessions/{session_id}/actions", response_model=View, responses=_ERRORS, tags=["table"])
    async def act(session_id: SessionId, action: ActionRequest, token: Token = None,
                  table: TableParam = None) -> View:
        """Make a call, play a card, claim, answer a claim, undo, call the director (or rule, as organiser).

        The seat is your token's. On success: your new view (every connected client gets its own).
        """
        live, viewer = await access(session_id, token, table)
        return await live.act(viewer, action.model_dump(exclude_none=True))

    @app.get("/api/sessions/{session_id}/hint", response_model=Hint, responses=_ERRORS, tags=["table"])
    async def hint(session_id: SessionId, token: Token = None) -> Hint:
        """What the simple bot would do in your place (practice tables, your turn)."""
        live, viewer = await access(session_id, token)
        return live.hint(viewer)

    # after a hand ---------------------------------------------------------------------------
    @app.get("/api/sessions/{session_id}/hands/{number}", response_model=HandDetail, responses=_ERRORS,
             tags=["hands"])
    async def hand(session_id: SessionId, number: HandNumber, token: Token = None,
                   table: TableParam = None) -> HandDetail:
        """A finished hand (a board both tables finished): all hands, DD table, par, trick by trick."""
        live, _viewer = await access(session_id, token, table)
        state = live.state
        return await asyncio.to_thread(hand_detail, state, number)

    def download(text: str, filename: str) -> PlainTextResponse:
        return PlainTextResponse(text, headers={"Content-Disposition": f'attachment; filename="{filename}"'})

    text_responses: dict[int | str, dict[str, Any]] = {
        **_ERRORS, 200: {"content": {"text/plain": {"schema": {"type": "string"}}}}}

    @app.get("/api/sessions/{session_id}/hands/{number}/pbn", response_class=PlainTextResponse,
             responses=text_responses, tags=["hands"])
    async def hand_pbn(session_id: SessionId, number: HandNumber, token: Token = None) -> Response:
        """The finished hand as PBN."""
        live, _viewer = await access(session_id, token)
        return download(pbn.dumps(records(live.state, [number])), f"{session_id}-{number}.pbn")

    @app.get("/api/sessions/{session_id}/hands/{number}/lin", response_class=PlainTextResponse,
             responses=text_responses, tags=["hands"])
    async def hand_lin(session_id: SessionId, number: HandNumber, token: Token = None) -> Response:
        """The finished hand as LIN."""
        live, _viewer = await access(session_id, token)
        return download(lin.dumps(records(live.state, [number])), f"{session_id}-{number}.lin")

    @app.get("/api/sessions/{session_id}/pbn", response_class=PlainTextResponse, responses=text_responses,
             tags=["hands"])
    async def session_pbn(session_id: SessionId, token: Token = None) -> Response:
        """Every finished (released) hand of the session as PBN."""
        live, _viewer = await access(session_id, token)
        state = live.state
        return download(pbn.dumps(records(state, hands_available(state))), f"{session_id}.pbn")

    @app.get("/api/sessions/{session_id}/lin", response_class=PlainTextResponse, responses=text_responses,
             tags=["hands"])
    async def session_lin(session_id: SessionId, token: Token = None) -> Response:
        """Every finished (released) hand of the session as LIN."""
        live, _viewer = await access(session_id, token)
        state = live.state
        return download(lin.dumps(records(state, hands_available(state))), f"{session_id}.lin")

    # websocket ------------------------------------------------------------------------------
    @app.websocket("/ws/sessions/{session_id}")
    async def websocket(socket: WebSocket, session_id: str) -> None:
        """Push ``{"type": "view", "event": n, "view": {...}}`` after each change; accepts actions."""
        await socket.accept()
        params = socket.query_params
        try:
            since = _optional_int(params.get("since"), "since")
            table = _optional_int(params.get("table"), "table")
            live = await hub.get(session_id)
            viewer = live.authorize(params.get("token"), table)
        except (ForbiddenError, SessionNotFoundError, MessageError) as exc:
            code = ("forbidden", 4403) if isinstance(exc, ForbiddenError) else \
                ("not_found", 4404) if isinstance(exc, SessionNotFoundError) else ("malformed", 4400)
            await socket.send_json({"type": "error", "code": code[0], "error": str(exc.args[0])})
            await socket.close(code=code[1])
            return
        subscriber = live.subscribe(viewer, since)
        writer = asyncio.ensure_future(_write(socket, subscriber))
        reader = asyncio.ensure_future(_read(socket, live, viewer, subscriber))
        try:
            await asyncio.wait({writer, reader}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            live.unsubscribe(subscriber)
            for task in (writer, reader):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    if STATIC_DIR.is_dir():
        app.mount("/", StaticFiles(directory=STATIC_DIR, html=True), name="static")
    return app


def _optional_int(text: str | None, name: str) -> int | None:
    if text is None or text == "":
        return None
    try:
        return int(text)
    except ValueError:
        raise MessageError(f"query parameter {name!r} must be a number, not {text!r}") from None


async def _write(socket: WebSocket, subscriber: Subscriber) -> None:
    while True:
        message = await subscriber.next_message()
        await socket.send_json(message)


async def _read(socket: WebSocket, live: LiveTable, viewer: Viewer, subscriber: Subscriber) -> None:
    """Client messages: ``{"type": "action", "action": {...}, "id": any}``, ``{"type": "ping"}``."""
    while True:
        try:
            text = await socket.receive_text()
        except (WebSocketDisconnect, RuntimeError, KeyError):
            return
        reference: Any = None
        try:
            try:
                message = json.loads(text)
            except ValueError:
                raise MessageError("message: not JSON") from None
            if not isinstance(message, dict):
                raise MessageError("message: expected a JSON object")
            reference = message.get("id")
            kind = message.get("type")
            if kind == "ping":
                subscriber.push_control({"type": "pong", "id": reference})
                continue
            if kind != "action":
                raise MessageError(f"message: unknown type {kind!r} (action, ping)")
            try:
                request = ActionRequest.model_validate(message.get("action"))
            except ValidationError as exc:
                raise MessageError(f"action: {_validation_message(exc.errors())}") from None
            await live.act(viewer, request.model_dump(exclude_none=True))
            subscriber.push_control({"type": "ok", "id": reference, "event": live.event_for(viewer)})
        except (ForbiddenError, MessageError, TrumpsError, PersistError) as exc:
            subscriber.push_control({"type": "error", "code": _error_code(exc), "error": str(exc),
                                     "id": reference})


def _error_code(exc: Exception) -> str:
    """The protocol's error code of a refusal."""
    if isinstance(exc, ForbiddenError):
        return "forbidden"
    if isinstance(exc, MessageError):
        return "malformed"
    if isinstance(exc, PersistError):
        return "unavailable"
    return "illegal"
