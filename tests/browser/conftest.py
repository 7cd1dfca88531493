"""Fixtures of the browser tests: one live server and one Chromium per test process, a fresh
browser profile per test, and a check that no page threw a script error. The tests fail, never
skip, when Chromium is missing. Screenshots go to ``artifacts/screenshots/`` (git-ignored).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_helpers import CHROMIUM, CHROMIUM_ARGS, PAGE_ERRORS, SCREENSHOTS, LiveServer, new_context
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    database = tmp_path_factory.mktemp("browser") / "trumps.db"
    server = LiveServer(f"sqlite:///{database}")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.fail(f"Chromium not found at {CHROMIUM}: apt-get install chromium (or set TRUMPS_CHROMIUM)")
    launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield launched
    launched.close()


@pytest.fixture(autouse=True)
def no_page_errors() -> Iterator[None]:
    """Fail a test whose pages threw an uncaught error."""
    PAGE_ERRORS.clear()
    yield
    assert not PAGE_ERRORS, f"script errors in the page: {PAGE_ERRORS}"


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    opened = new_context(browser)
    yield opened
    opened.close()


@pytest.fixture
def page(context: BrowserContext) -> Page:
    return context.new_page()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
