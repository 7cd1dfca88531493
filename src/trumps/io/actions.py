"""JSON forms of session specs and session actions: what storage writes and clients send.

Every decoder checks its input and raises :class:`MessageError` naming the field that is
wrong, so a malformed message is refused with a clear reason and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trumps.core.calls import parse_call
from trumps.core.cards import Card
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, ClaimAction, ClaimAnswer
from trumps.match.session import (
    CallDirector,
    Move,
    Ruling,
    RulingKind,
    SeatKind,
    SessionAction,
    SessionSpec,
    Undo,
)


class MessageError(TrumpsError):
    """A JSON message that is malformed: missing or mistyped fields, unknown kinds."""


def _field(data: Mapping[str, Any], name: str, kind: type | tuple[type, ...], where: str) -> Any:
    if name not in data:
        raise MessageError(f"{where}: missing field {name!r}")
    value = data[name]
    if isinstance(value, bool) and kind is int:
        raise MessageError(f"{where}: field {name!r} must be a number, not {value!r}")
    if not isinstance(value, kind):
        names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
        raise MessageError(f"{where}: field {name!r} must be {names}, not {type(value).__name__}")
    return value


def _seat(data: Mapping[str, Any], where: str, name: str = "seat") -> Seat:
    text = _field(data, name, str, where)
    try:
        return Seat.parse(text)
    except TrumpsError as exc:
        raise MessageError(f"{where}: {exc}") from None


# specs ---------------------------------------------------------------------------------------
def spec_to_json(spec: SessionSpec) -> dict[str, Any]:
    """A JSON-ready dict of a session spec (the seed included: storage only, never sent to players)."""
    return {
        "rules": spec.rules,
        "seed": spec.seed,
        "seats": [kind.value for kind in spec.seats],
        "options": dict(spec.options),
        "practice": spec.practice,
        "bots": spec.bots,
    }


def spec_from_json(data: Any) -> SessionSpec:
    """Read a spec written by :func:`spec_to_json`; checks every field."""
    where = "session spec"
    if not isinstance(data, Mapping):
        raise MessageError(f"{where}: expected a JSON object")
    seats_raw = _field(data, "seats", list, where)
    try:
        seats = tuple(SeatKind(kind) for kind in seats_raw)
    except ValueError:
        raise MessageError(f"{where}: seats must each be 'person' or 'bot'") from None
    options = data.get("options") or {}
    if not isinstance(options, Mapping):
        raise MessageError(f"{where}: options must be an object")
    practice = data.get("practice", True)
    if not isinstance(practice, bool):
        raise MessageError(f"{where}: practice must be true or false")
    # specs stored before the bot kind was kept were played by the default (strong) bots
    bots = data.get("bots", "strong")
    if not isinstance(bots, str):
        raise MessageError(f"{where}: bots must be a string")
    spec = SessionSpec(rules=_field(data, "rules", str, where), seed=_field(data, "seed", int, where),
                       seats=seats, options=tuple(sorted(options.items())), practice=practice, bots=bots)
    spec.validate()
    return spec


# actions -------------------------------------------------------------------------------------
def action_to_json(action: SessionAction) -> dict[str, Any]:
    """The JSON form of a session action."""
    if isinstance(action, Move):
        inner = action.action
        data: dict[str, Any] = {"table": action.table}
        if isinstance(inner, CallAction):
            data.update(type="call", seat=inner.seat.letter, call=str(inner.call))
        elif isinstance(inner, CardAction):
            data.update(type="card", seat=inner.seat.letter, card=str(inner.card))
        elif isinstance(inner, ClaimAction):
            data.update(type="claim", seat=inner.seat.letter, tricks=inner.tricks)
        elif isinstance(inner, ClaimAnswer):
            data.update(type="claim_answer", seat=inner.seat.letter, accept=inner.accept)
        else:
            raise MessageError(f"a move cannot carry {type(inner).__name__}")
        return data
    if isinstance(action, Undo):
        return {"type": "undo", "table": action.table, "seat": action.seat.letter}
    if isinstance(action, CallDirector):
        return {"type": "director", "table": action.table, "seat": action.seat.letter,
                "reason": action.reason}
    return {"type": "ruling", "table": action.table, "kind": action.kind.value, "tricks": action.tricks,
            "note": action.note}


def action_from_json(data: Any, where: str = "message") -> SessionAction:
    """Read a session action; raises :class:`MessageError` naming what is wrong."""
    if not isinstance(data, Mapping):
        raise MessageError(f"{where}: expected a JSON object")
    kind = _field(data, "type", str, where)
    table = data.get("table", 0)
    if isinstance(table, bool) or not isinstance(table, int) or table < 0:
        raise MessageError(f"{where}: field 'table' must be a table number (0 or 1)")
    try:
        if kind == "call":
            return Move(table, CallAction(_seat(data, where), parse_call(_field(data, "call", str, where))))
        if kind == "card":
            return Move(table, CardAction(_seat(data, where), Card.parse(_field(data, "card", str, where))))
        if kind == "claim":
            return Move(table, ClaimAction(_seat(data, where), _field(data, "tricks", int, where)))
        if kind == "claim_answer":
            return Move(table, ClaimAnswer(_seat(data, where), _field(data, "accept", bool, where)))
        if kind == "undo":
            return Undo(table, _seat(data, where))
        if kind == "director":
            reason = data.get("reason", "")
            if not isinstance(reason, str):
                raise MessageError(f"{where}: field 'reason' must be text")
            return CallDirector(table, _seat(data, where), reason)
        if kind == "ruling":
            ruling = RulingKind(_field(data, "kind", str, where))
            tricks = data.get("tricks")
            if tricks is not None and (isinstance(tricks, bool) or not isinstance(tricks, int)):
                raise MessageError(f"{where}: field 'tricks' must be a number")
            note = data.get("note", "")
            if not isinstance(note, str):
                raise MessageError(f"{where}: field 'note' must be text")
            return Ruling(table, ruling, tricks, note)
    except MessageError:
        raise
    except (TrumpsError, ValueError) as exc:
        raise MessageError(f"{where}: {exc}") from None
    raise MessageError(f"{where}: unknown type {kind!r} "
                       "(call, card, claim, claim_answer, undo, director, ruling)")
