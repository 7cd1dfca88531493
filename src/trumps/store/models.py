"""SQLAlchemy tables: one row per session, one row per accepted action."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


def _now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of trumps' tables."""


class SessionRow(Base):
    """A session: its id, its spec as JSON, and when it was created and last changed."""

    __tablename__ = "trumps_sessions"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    rules: Mapped[str] = mapped_column(String(32))
    spec_json: Mapped[str] = mapped_column(Text)
    seat_tokens_json: Mapped[str] = mapped_column(Text, default="{}")
    actions_count: Mapped[int] = mapped_column(Integer, default=0)
    finished: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=_now)
    updated_at: Mapped[datetime] = mapped_column(default=_now)


class ActionRow(Base):
    """One accepted action of a session, numbered from 1 in the order it was applied."""

    __tablename__ = "trumps_actions"
    __table_args__ = (UniqueConstraint("session_id", "seq", name="uq_trumps_action_seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    session_id: Mapped[str] = mapped_column(ForeignKey("trumps_sessions.id", ondelete="CASCADE"), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    payload: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(default=_now)
