"""The session store: create, load (replay the log), and append actions durably.

An action is applied to the in-memory state first (so an illegal one is refused before
anything is written), then written in its own transaction; only a committed action is
reported as accepted. Loading replays the log, so a process killed at any moment resumes
exactly where the last committed action left it.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from trumps.core.errors import TrumpsError
from trumps.io.actions import action_from_json, action_to_json, spec_from_json, spec_to_json
from trumps.match.session import SessionAction, SessionEvent, SessionSpec, SessionState
from trumps.store.models import ActionRow, Base, SessionRow


class StoreError(TrumpsError):
    """A storage problem the caller can act on: unknown session, a conflicting write."""


def default_database_url() -> str:
    """``$TRUMPS_DB`` if set, else a SQLite file in the user's data directory."""
    configured = os.environ.get("TRUMPS_DB")
    if configured:
        return configured if "://" in configured else f"sqlite:///{Path(configured).expanduser()}"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    folder = Path(base) / "trumps"
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'trumps.db'}"


def make_engine(url: str) -> Engine:
    """An engine for ``url``; SQLite gets WAL and foreign keys, so writers do not block readers."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection, _record):  # type: ignore[no-untyped-def]
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://"):]
    return create_engine(url, pool_pre_ping=True)


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """A line of the session list."""

    id: str
    rules: str
    actions: int
    finished: bool
    created_at: datetime
    updated_at: datetime


class SessionStore:
    """Sessions in a SQL database (SQLite by default, PostgreSQL by URL)."""

    def __init__(self, url: str | None = None) -> None:
        self.url = url or default_database_url()
        self.engine = make_engine(self.url)
        Base.metadata.create_all(self.engine)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    def close(self) -> None:
        """Release the database connections."""
        self.engine.dispose()

    def _db(self) -> Session:
        return self._sessions()

    # sessions -----------------------------------------------------------------------------
    def create(self, spec: SessionSpec, session_id: str | None = None,
               seat_tokens: dict[str, str] | None = None) -> str:
        """Store a new session and return its id (a random one unless given)."""
        spec.validate()
        new_id = session_id or secrets.token_hex(8)
        row = SessionRow(id=new_id, rules=spec.rules, spec_json=json.dumps(spec_to_json(spec)),
                         seat_tokens_json=json.dumps(seat_tokens or {}))
        with self._db() as db:
            db.add(row)
            try:
                db.commit()
            except IntegrityError:
                raise StoreError(f"a session called {new_id!r} already exists") from None
        return new_id

    def exists(self, session_id: str) -> bool:
        """True when the session is stored."""
        with self._db() as db:
            return db.get(SessionRow, session_id) is not None

    def spec(self, session_id: str) -> SessionSpec:
        """The stored spec of a session."""
        with self._db() as db:
            row = db.get(SessionRow, session_id)
            if row is None:
                raise StoreError(f"no session {session_id!r}")
            return spec_from_json(json.loads(row.spec_json))

    def seat_tokens(self, session_id: str) -> dict[str, str]:
        """The secret seat tokens stored with the session (seat key -> token)."""
        with self._db() as db:
            row = db.get(SessionRow, session_id)
            if row is None:
                raise StoreError(f"no session {session_id!r}")
            tokens = json.loads(row.seat_tokens_json)
            assert isinstance(tokens, dict)
            return {str(k): str(v) for k, v in tokens.items()}

    def actions(self, session_id: str) -> list[SessionAction]:
        """The session's accepted actions in order."""
        with self._db() as db:
            rows = db.scalars(select(ActionRow).where(ActionRow.session_id == session_id)
                              .order_by(ActionRow.seq)).all()
            result = []
            for expected, row in enumerate(rows, start=1):
                if row.seq != expected:
                    raise StoreError(f"session {session_id!r}: action {expected} is missing from the log")
                result.append(action_from_json(json.loads(row.payload), f"stored action {row.seq}"))
            return result

    def load(self, session_id: str) -> SessionState:
        """The session's state: the replay of its stored actions."""
        return SessionState.replay(self.spec(session_id), self.actions(session_id))

    def append(self, session_id: str, seq: int, action: SessionAction, *, finished: bool = False) -> None:
        """Write action number ``seq`` (1-based) durably; refuses a gap or a second writer."""
        payload = json.dumps(action_to_json(action), separators=(",", ":"))
        with self._db() as db:
            row = db.get(SessionRow, session_id, with_for_update=not self.url.startswith("sqlite"))
            if row is None:
                raise StoreError(f"no session {session_id!r}")
            if row.actions_count != seq - 1:
                raise StoreError(f"session {session_id!r} has {row.actions_count} actions; "
                                 f"cannot write action {seq}")
            db.add(ActionRow(session_id=session_id, seq=seq, payload=payload))
            row.actions_count = seq
            row.finished = finished
            row.updated_at = datetime.now(UTC)
            try:
                db.commit()
            except IntegrityError:
                raise StoreError(f"session {session_id!r}: action {seq} was written twice") from None

    def list(self) -> list[SessionSummary]:
        """Every stored session, newest first."""
        with self._db() as db:
            rows = db.scalars(select(SessionRow).order_by(SessionRow.updated_at.desc())).all()
            return [SessionSummary(r.id, r.rules, r.actions_count, r.finished, r.created_at, r.updated_at)
                    for r in rows]

    def count(self) -> int:
        """How many sessions are stored."""
        with self._db() as db:
            return int(db.scalar(select(func.count()).select_from(SessionRow)) or 0)


class LiveSession:
    """A session held in memory and kept in step with the store: validate, apply, persist."""

    def __init__(self, store: SessionStore, session_id: str) -> None:
        self.store = store
        self.id = session_id
        self.state = store.load(session_id)

    def act(self, action: SessionAction) -> tuple[SessionEvent, ...]:
        """Apply ``action`` (raising, with nothing written, when it is refused), then persist it."""
        new_state, events = self.state.apply(action)
        self.store.append(self.id, len(new_state.log), action, finished=new_state.finished)
        self.state = new_state
        return events

    def events_since_start(self) -> Iterator[SessionAction]:
        """The accepted actions so far (the log)."""
        yield from self.state.log
