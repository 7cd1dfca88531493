"""Schemathesis against the OpenAPI spec, in process: no input, however odd, gets a 5xx.

Half the generated cases are aimed at a real session with a real seat token, so the checks
behind the token (actions, hands, downloads) see generated input too.
"""

from __future__ import annotations

import tempfile
import zlib
from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error

from trumps.match.session import SeatKind, SessionSpec
from trumps.server.app import create_app
from trumps.store.repository import SessionStore

_FOLDER = Path(tempfile.mkdtemp(prefix="trumps-schema-"))
_URL = f"sqlite:///{_FOLDER / 'schema.db'}"
SESSION = "demo"
TOKENS = {"1N": "north-token", "spectator": "spectator-token", "organiser": "organiser-token"}

_store = SessionStore(_URL)
_store.create(SessionSpec("rubber", 1, (SeatKind.PERSON, SeatKind.BOT, SeatKind.BOT, SeatKind.BOT), bots="simple"),
              session_id=SESSION, seat_tokens=TOKENS)
_store.close()

app = create_app(_URL, bot_delay=0.0, bot_kind="simple")
schema = schemathesis.openapi.from_asgi("/openapi.json", app)


@schema.parametrize()
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_input_gets_a_server_error(case: schemathesis.Case) -> None:
    aimed = zlib.crc32(repr((case.path_parameters, case.query, case.body)).encode()) % 2 == 0
    if aimed and case.path_parameters and "session_id" in case.path_parameters:
        case.path_parameters["session_id"] = SESSION
        case.query = {**(case.query or {}), "token": list(TOKENS.values())[zlib.crc32(repr(case.body).encode()) % 3]}
    case.call_and_validate(checks=[not_a_server_error])
