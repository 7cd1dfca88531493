"""The browser tests' toolbox: the real server on a free loopback port, browser profiles, and
driving the table page like a person (wait for your turn, act through the page, read what it shows).

The server is the real app (uvicorn in a background thread) on a temporary SQLite database,
with bots acting at once. The browser is Debian's Chromium (``apt-get install chromium``)
driven by Playwright's sync API; Playwright's own browser download is never used.
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import uvicorn
from playwright.sync_api import Browser, BrowserContext, Page, expect

from trumps.server.app import create_app

REPO_ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = REPO_ROOT / "artifacts" / "screenshots"
CHROMIUM = os.environ.get("TRUMPS_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 15_000

Json = dict[str, Any]


class LiveServer:
    """The app served by uvicorn on 127.0.0.1 in a background thread."""

    def __init__(self, database_url: str, bot_delay: float = 0.0) -> None:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", 0))
        self.port = listener.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(create_app(database_url, bot_delay=bot_delay, bot_kind="simple"), log_level="warning",
                                access_log=False, timeout_graceful_shutdown=2)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [listener]}, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        """Stop serving (waits for double-dummy analyses still running in worker threads)."""
        self.server.should_exit = True
        self.thread.join(timeout=30)

    def create(self, rules: str, seats: list[str], seed: int, **extra: Any) -> Json:
        """Create a session through the HTTP API (as the lobby does), with a fixed seed."""
        body = json.dumps({"rules": rules, "seats": seats, "seed": seed, **extra}).encode()
        request = urllib.request.Request(f"{self.url}/api/sessions", data=body, method="POST",
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=20) as response:
            assert response.status == 201
            created: Json = json.loads(response.read())
            return created

    def link(self, created: Json, key: str) -> str:
        """The absolute URL of seat ``key``'s link (``1N`` ...)."""
        for seat in created["seats"]:
            if seat["key"] == key:
                return f"{self.url}{seat['link']}"
        raise KeyError(key)


PAGE_ERRORS: list[str] = []
"""Uncaught script errors of every page (checked after each test)."""


def new_context(browser: Browser, *, width: int = 1280, height: int = 900, locale: str = "en-US") -> BrowserContext:
    """A fresh browser profile (own cookies and localStorage) whose pages' script errors are recorded."""
    context = browser.new_context(viewport={"width": width, "height": height}, locale=locale)
    context.set_default_timeout(TIMEOUT_MS)
    context.on("page", lambda page: page.on("pageerror", lambda error: PAGE_ERRORS.append(str(error))))
    return context


# driving the table page -------------------------------------------------------------------------
YOUR_TURN = "document.body.dataset.yourTurn === 'true'"


def event(page: Page) -> int:
    """The event number of the view the page shows."""
    value = page.evaluate("document.body.dataset.event")
    return int(value) if value else -1


def wait_for_change(page: Page, before: int) -> None:
    """Wait until the page shows a view newer than event ``before``."""
    page.wait_for_function(f"Number(document.body.dataset.event) > {before}")


def open_table(page: Page, url: str) -> None:
    """Open a seat link and wait for the first view over a live websocket."""
    page.goto(url)
    page.wait_for_function("document.body.dataset.event !== undefined")
    expect(page.locator("#connection")).to_have_attribute("data-status", "live")


def act_with_hint(page: Page) -> None:
    """Ask for a hint and do what it says (practice tables)."""
    before = event(page)
    page.click("#hint")
    hinted = page.locator(".hinted")
    expect(hinted).to_have_count(1)
    hinted.click()
    wait_for_change(page, before)


def act_simply(page: Page) -> None:
    """Accept a claim, pass in the auction, else play the first legal card (from your hand or dummy)."""
    before = event(page)
    if page.locator("#claim-accept").count():
        page.click("#claim-accept")
    elif page.locator("#bidding-box [data-call='Pass']").count():
        page.click("#bidding-box [data-call='Pass']")
    else:
        page.locator("#felt button.card:not([disabled])").first.click()
    wait_for_change(page, before)


def my_turn(page: Page) -> bool:
    """The page asks its player to act (a call, a card, or an answer to a claim)."""
    return bool(page.evaluate(YOUR_TURN)) or page.locator("#claim-accept").count() > 0


def hand_finished(page: Page) -> bool:
    """The page lists a finished hand."""
    return bool(page.evaluate("Number(document.body.dataset.handsAvailable) > 0"))


def wait_for_any(pages: list[Page], condition: Callable[[Page], bool], timeout: float = 15.0) -> None:
    """Wait until ``condition`` holds on one of several pages (each page can only wait on itself)."""
    deadline = time.monotonic() + timeout
    while not any(condition(page) for page in pages):
        if time.monotonic() > deadline:
            raise AssertionError("timed out waiting on the pages")
        pages[0].wait_for_timeout(20)  # let the pages' event loops run, then look again
