"""Database URLs for the storage tests: a SQLite file always, PostgreSQL from TRUMPS_TEST_PG_URL.

In CI (``CI`` set) the PostgreSQL URL is required: .ci/run installs and starts the server.
Elsewhere the PostgreSQL cases fail with a message saying how to provide one, unless
``TRUMPS_SKIP_PG=1`` is set deliberately.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest


def _pg_url() -> str | None:
    return os.environ.get("TRUMPS_TEST_PG_URL") or None


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty database of each kind."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'trumps.db'}"
        return
    url = _pg_url()
    if url is None:
        if os.environ.get("TRUMPS_SKIP_PG") == "1" and not os.environ.get("CI"):
            pytest.skip("TRUMPS_SKIP_PG=1: PostgreSQL tests not run")
        pytest.fail("set TRUMPS_TEST_PG_URL (e.g. postgresql://trumps:trumps@localhost/trumps_test) "
                    "to run the PostgreSQL storage tests; .ci/run starts a server and sets it")
    from sqlalchemy import create_engine, text

    schema = f"t_{secrets.token_hex(6)}"
    admin = create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
    with admin.begin() as connection:
        connection.execute(text(f"CREATE SCHEMA {schema}"))
    separator = "&" if "?" in url else "?"
    yield f"{url}{separator}options=-csearch_path%3D{schema}"
    with admin.begin() as connection:
        connection.execute(text(f"DROP SCHEMA {schema} CASCADE"))
    admin.dispose()
