"""Fixtures of the server tests: apps on a fresh SQLite file (several in turn simulate restarts)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from server_helpers import Api

from trumps.server.app import create_app


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'server.db'}"


@pytest.fixture
def make_api(db_url: str) -> Iterator[Callable[..., Api]]:
    """Start apps on the test's database (several in turn simulate restarts); closed at the end."""
    started: list[Api] = []

    def start(bot_delay: float = 0.0, url: str | None = None, bot_kind: str = "simple") -> Api:
        app = create_app(url or db_url, bot_delay=bot_delay, bot_kind=bot_kind)
        client = TestClient(app)
        client.__enter__()
        started.append(Api(client, app))
        return started[-1]

    yield start
    for running in reversed(started):
        running.close()


@pytest.fixture
def api(make_api: Callable[..., Api]) -> Api:
    return make_api()
