"""Server load: many concurrent tables on loopback, action-to-update latency and errors.

Starts ``trumps serve`` as a child process on 127.0.0.1 (a free port, a fresh SQLite file in
a temporary folder), then for each table count creates that many rubber tables (one person,
three bots) and connects one scripted websocket client per table. Each client plays its
person: it passes in the auction and plays the first legal card, sending the action over the
websocket. The latency of an action is the time from sending it to receiving the view that
includes it (``event`` past the action's). Errors are error messages, unexpected closes and
actions with no update within 10 s.

    python bench/server_load.py            # 10, 100 and 500 tables, 10 s each
    python bench/server_load.py --quick    # the same, 3 s each
    python bench/server_load.py --tables 10,50 --seconds 5 --bot-delay 0

Loopback only; the server is stopped at the end (and on any failure). Prints one line per
table count: actions measured, actions per second, p50 / p99 / max latency, errors, and
the events per second the server committed (people and bots).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect

HOST = "127.0.0.1"
UPDATE_TIMEOUT = 10.0


@dataclass
class Stats:
    """What the clients of one run measured."""

    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    error_samples: list[str] = field(default_factory=list)
    events: int = 0

    def error(self, text: str) -> None:
        self.errors += 1
        if len(self.error_samples) < 5:
            self.error_samples.append(text[:200])


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def raise_file_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = min(hard, 65536) if hard != resource.RLIM_INFINITY else 65536
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


def start_server(folder: Path, port: int, bot_delay: float, bots: str) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "trumps.cli.main", "serve", "--host", HOST, "--port", str(port),
               "--db", f"sqlite:///{folder / 'bench.db'}", "--bot-delay", str(bot_delay), "--log-level", "warning",
               "--bots", bots]
    log = open(folder / "server.log", "wb")  # noqa: SIM115 -- the child writes it until stopped
    return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, preexec_fn=raise_file_limit)


async def wait_ready(base: str, server: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient() as client:
        while time.monotonic() < deadline:
            if server.poll() is not None:
                raise RuntimeError(f"the server exited with status {server.returncode}")
            with contextlib.suppress(httpx.HTTPError):
                if (await client.get(f"{base}/api/health")).status_code == 200:
                    return
            await asyncio.sleep(0.1)
    raise RuntimeError("the server did not start within 30 s")


async def create_tables(base: str, count: int) -> list[tuple[str, str]]:
    """``count`` rubber tables: (session id, the person's token)."""
    limit = asyncio.Semaphore(20)

    async def one(client: httpx.AsyncClient, index: int) -> tuple[str, str]:
        async with limit:
            response = await client.post(f"{base}/api/sessions", json={
                "rules": "rubber", "seats": ["person", "bot", "bot", "bot"], "seed": index})
            response.raise_for_status()
            data = response.json()
            return data["id"], data["seats"][0]["token"]

    async with httpx.AsyncClient(timeout=60) as client:
        return list(await asyncio.gather(*(one(client, i) for i in range(count))))


def choose(view: dict[str, Any]) -> dict[str, Any] | None:
    table = view.get("table")
    if not table or not table["your_turn"]:
        return None
    if table["legal_calls"]:
        return {"type": "call", "call": "Pass" if "Pass" in table["legal_calls"] else table["legal_calls"][0]}
    if table["legal_cards"]:
        return {"type": "card", "card": table["legal_cards"][0]}
    return None


async def play_client(ws_base: str, session_id: str, token: str, stop_at: float, stats: Stats) -> None:
    """One scripted person: act whenever it is its turn, time each action until its update."""
    try:
        async with connect(f"{ws_base}/ws/sessions/{session_id}?token={token}", max_size=None,
                           open_timeout=30) as ws:
            sent_at: float | None = None
            sent_event = -1
            last_event = -1
            while time.monotonic() < stop_at:
                wait = UPDATE_TIMEOUT if sent_at is not None else max(0.01, stop_at - time.monotonic())
                try:
                    raw = await asyncio.wait_for(ws.recv(), timeout=wait)
                except TimeoutError:
                    if sent_at is not None:
                        stats.error("no update within 10 s of an action")
                        sent_at = None
                    continue
                message = json.loads(raw)
                kind = message.get("type")
                if kind == "error":
                    stats.error(message.get("error", "error"))
                    sent_at = None
                    continue
                if kind != "view":
                    continue
                event = message["event"]
                if event > last_event and last_event >= 0:
                    stats.events += event - last_event
                last_event = max(last_event, event)
                if sent_at is not None and event > sent_event:
                    stats.latencies.append(time.perf_counter() - sent_at)
                    sent_at = None
                if sent_at is None and time.monotonic() < stop_at:
                    action = choose(message["view"])
                    if action is not None:
                        sent_event = event
                        sent_at = time.perf_counter()
                        await ws.send(json.dumps({"type": "action", "action": action}))
    except Exception as exc:  # a benchmark reports failures, it does not stop on them
        stats.error(f"{type(exc).__name__}: {exc}")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def run_level(base: str, count: int, seconds: float) -> tuple[Stats, float]:
    tables = await create_tables(base, count)
    stats = Stats()
    ws_base = base.replace("http://", "ws://")
    started = time.monotonic()
    stop_at = started + seconds
    await asyncio.gather(*(play_client(ws_base, sid, token, stop_at, stats) for sid, token in tables))
    return stats, time.monotonic() - started


def reference_ms(folder: Path, actions: int = 200) -> float:
    """p50 ms of the same work without the network: apply an action and persist it (SQLite)."""
    from trumps.bots.simple import SimpleBot
    from trumps.core.seats import Seat
    from trumps.match.driver import bot_action
    from trumps.match.session import SeatKind, SessionSpec
    from trumps.store.repository import LiveSession, SessionStore

    store = SessionStore(f"sqlite:///{folder / 'reference.db'}")
    spec = SessionSpec("rubber", 1, (SeatKind.BOT,) * 4)
    live = LiveSession(store, store.create(spec))

    def bot_for(table: int, seat: Seat) -> SimpleBot:
        return SimpleBot(f"ref:{table}:{seat.letter}")

    times: list[float] = []
    while len(times) < actions and not live.state.finished:
        action = bot_action(live.state, 0, bot_for)
        assert action is not None
        start = time.perf_counter()
        live.act(action)
        times.append(time.perf_counter() - start)
    store.close()
    return percentile(times, 0.50) * 1000


async def main_async(args: argparse.Namespace) -> int:
    raise_file_limit()
    counts = [int(n) for n in args.tables.split(",")]
    seconds = args.seconds if args.seconds is not None else (3.0 if args.quick else 10.0)
    with tempfile.TemporaryDirectory(prefix="trumps-bench-") as temp:
        folder = Path(temp)
        port = free_port()
        base = f"http://{HOST}:{port}"
        server = start_server(folder, port, args.bot_delay, args.bots)
        try:
            await wait_ready(base, server)
            print(f"server on {base}, bot delay {args.bot_delay} s, {seconds:g} s per run, "
                  f"{os.cpu_count()} CPUs")
            reference = reference_ms(folder)
            print(f"reference: apply + persist one action in process, p50 {reference:.2f} ms "
                  "(the ratio column is p50 latency over it)")
            print(f"{'tables':>6} {'actions':>8} {'act/s':>7} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} "
                  f"{'errors':>6} {'events/s':>9} {'ratio':>7}")
            for count in counts:
                stats, elapsed = await asyncio.wait_for(run_level(base, count, seconds), timeout=seconds + 120)
                lat = stats.latencies
                p50 = percentile(lat, 0.50) * 1000 if lat else float("nan")
                p99 = percentile(lat, 0.99) * 1000 if lat else float("nan")
                worst = max(lat) * 1000 if lat else float("nan")
                print(f"{count:>6} {len(lat):>8} {len(lat) / elapsed:>7.1f} {p50:>8.1f} {p99:>8.1f} "
                      f"{worst:>8.1f} {stats.errors:>6} {stats.events / elapsed:>9.1f} {p50 / reference:>7.1f}",
                      flush=True)
                for sample in stats.error_samples:
                    print(f"       error: {sample}")
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
            if server.returncode not in (0, -15) and args.verbose:
                print((folder / "server.log").read_text()[-2000:])
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 s per table count instead of 10")
    parser.add_argument("--tables", default="10,100,500", help="comma-separated table counts")
    parser.add_argument("--seconds", type=float, default=None, help="seconds per table count")
    parser.add_argument("--bot-delay", type=float, default=0.3, help="the server's bot delay (default 0.3)")
    parser.add_argument("--bots", choices=("simple", "strong"), default="simple",
                        help="the server's bots (default simple: the load of the server, not of the bots)")
    parser.add_argument("--verbose", action="store_true", help="print the server's log tail on failure")
    args = parser.parse_args()
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    raise SystemExit(main())
