"""Helpers for the server tests: a small client over the API, and a websocket receive that cannot hang."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import anyio
from fastapi import FastAPI
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

Json = dict[str, Any]


def ws_receive(ws: WebSocketTestSession, timeout: float = 10.0) -> Json:
    """The next JSON message of a test websocket, failing (not hanging) after ``timeout`` seconds."""

    async def get() -> Any:
        with anyio.fail_after(timeout):
            return await ws._send_rx.receive()

    message = ws.portal.call(get)
    ws._raise_on_close(message)
    return json.loads(message["text"])


class Api:
    """The HTTP API of one running app, with the waits the tests need."""

    def __init__(self, client: TestClient, app: FastAPI) -> None:
        self.client = client
        self.app = app
        self.closed = False

    def close(self) -> None:
        """Stop the app (its lifespan ends: bots stop, the database is released)."""
        if not self.closed:
            self.closed = True
            self.client.__exit__(None, None, None)

    def create(self, rules: str = "rubber", seats: list[str] | None = None, seed: int = 11,
               **extra: Any) -> Json:
        body = {"rules": rules, "seats": seats or ["person", "bot", "bot", "bot"], "seed": seed, **extra}
        response = self.client.post("/api/sessions", json=body)
        assert response.status_code == 201, response.text
        return response.json()

    def view(self, sid: str, token: str, **params: Any) -> Json:
        response = self.client.get(f"/api/sessions/{sid}/view", params={"token": token, **params})
        assert response.status_code == 200, response.text
        return response.json()

    def act(self, sid: str, token: str, action: Json) -> Any:
        return self.client.post(f"/api/sessions/{sid}/actions", params={"token": token}, json=action)

    def wait_view(self, sid: str, token: str, until: Callable[[Json], bool], timeout: float = 20.0,
                  **params: Any) -> Json:
        """Poll the view until ``until(view)`` (bots act in the background)."""
        deadline = time.monotonic() + timeout
        while True:
            view = self.view(sid, token, **params)
            if until(view):
                return view
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting; last view: {json.dumps(view)[:2000]}")
            time.sleep(0.01)

    def live(self, sid: str) -> Any:
        return self.app.state.hub.tables[sid]


def token_of(links: Json, key: str) -> str:
    """The token of seat ``key`` (``1N`` ...) in a creation response."""
    for seat in links["seats"]:
        if seat["key"] == key:
            token = seat["token"]
            assert isinstance(token, str)
            return token
    raise KeyError(key)


def my_turn_or_done(view: Json) -> bool:
    table = view["table"]
    return table is None or table["your_turn"] or table["can_answer_claim"] or bool(view["hands_available"])


def simple_action(view: Json) -> Json:
    """A legal action for the viewer: pass in the auction (bots bid), the first legal card in play."""
    table = view["table"]
    if table["can_answer_claim"]:
        return {"type": "claim_answer", "accept": True}
    if table["legal_calls"]:
        return {"type": "call", "call": "Pass" if "Pass" in table["legal_calls"] else table["legal_calls"][0]}
    return {"type": "card", "card": table["legal_cards"][0]}
