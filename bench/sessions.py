"""Whole bot-only sessions per minute (simple bots) and the cost of persisting an action.

Figures printed:
- per rule set: bot-only sessions per minute, and the same sessions rebuilt from their logs
  (``SessionState.replay``, the rules alone) per minute; the ratio shows what the bots cost.
- per database (SQLite file, and PostgreSQL when TRUMPS_TEST_PG_URL or --pg is given):
  milliseconds to persist one action (p50, p99), against applying it in memory (the ratio).

Run: ``.venv/bin/python bench/sessions.py [--sessions N] [--pg URL] [--json]``
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from trumps.bots.simple import SimpleBot
from trumps.core.seats import Seat
from trumps.match.driver import bot_action, run_bots
from trumps.match.session import SeatKind, SessionSpec, SessionState
from trumps.store.repository import SessionStore

RULES = ("auction-1920", "auction-classic", "rubber", "duplicate")


def bot_for(table: int, seat: Seat) -> SimpleBot:
    return SimpleBot(f"bench:{table}:{seat.letter}")


def spec_for(rules: str, seed: int) -> SessionSpec:
    count = 8 if rules == "duplicate" else 4
    return SessionSpec(rules, seed, (SeatKind.BOT,) * count, practice=rules != "duplicate")


def sessions_per_minute(rules: str, count: int) -> dict[str, float]:
    logs = []
    start = time.perf_counter()
    for seed in range(count):
        state = run_bots(SessionState.start(spec_for(rules, seed)), bot_for)
        logs.append((state.spec, state.log))
    played = time.perf_counter() - start
    start = time.perf_counter()
    for spec, log in logs:
        SessionState.replay(spec, log)
    replayed = time.perf_counter() - start
    actions = sum(len(log) for _, log in logs)
    return {
        "sessions_per_minute": 60 * count / played,
        "replays_per_minute": 60 * count / replayed,
        "actions_per_session": actions / count,
        "ratio_play_to_replay": played / replayed,
    }


def persist_cost(url: str, actions: int) -> dict[str, float]:
    store = SessionStore(url)
    spec = spec_for("rubber", 99)
    session_id = store.create(spec)
    state = SessionState.start(spec)
    apply_ms: list[float] = []
    persist_ms: list[float] = []
    while len(persist_ms) < actions:
        if state.finished:
            spec = spec_for("rubber", 99 + len(persist_ms))
            session_id = store.create(spec)
            state = SessionState.start(spec)
        action = bot_action(state, 0, bot_for)
        assert action is not None
        t0 = time.perf_counter()
        new_state, _ = state.apply(action)
        t1 = time.perf_counter()
        store.append(session_id, len(new_state.log), action, finished=new_state.finished)
        t2 = time.perf_counter()
        state = new_state
        apply_ms.append((t1 - t0) * 1000)
        persist_ms.append((t2 - t1) * 1000)
    store.close()
    persist_ms.sort()
    p50 = statistics.median(persist_ms)
    return {
        "persist_ms_p50": p50,
        "persist_ms_p99": persist_ms[int(0.99 * (len(persist_ms) - 1))],
        "apply_ms_p50": statistics.median(apply_ms),
        "ratio_persist_to_apply": p50 / statistics.median(apply_ms),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=20, help="sessions per rule set (default 20)")
    parser.add_argument("--actions", type=int, default=500, help="actions persisted per database (default 500)")
    parser.add_argument("--pg", default=os.environ.get("TRUMPS_TEST_PG_URL"), help="a PostgreSQL URL")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report: dict[str, object] = {}
    for rules in RULES:
        report[rules] = sessions_per_minute(rules, args.sessions)
    with tempfile.TemporaryDirectory() as folder:
        report["sqlite"] = persist_cost(f"sqlite:///{Path(folder) / 'bench.db'}", args.actions)
    if args.pg:
        report["postgresql"] = persist_cost(args.pg, args.actions)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for rules in RULES:
        r = report[rules]
        assert isinstance(r, dict)
        print(f"{rules:16} {r['sessions_per_minute']:9.0f} sessions/min played by bots, "
              f"{r['replays_per_minute']:9.0f} replayed/min ({r['actions_per_session']:.0f} actions each); "
              f"play/replay time ratio {r['ratio_play_to_replay']:.2f}")
    for db in ("sqlite", "postgresql"):
        if db in report:
            r = report[db]
            assert isinstance(r, dict)
            print(f"{db:16} persist an action: p50 {r['persist_ms_p50']:.2f} ms, p99 {r['persist_ms_p99']:.2f} ms; "
                  f"apply in memory p50 {r['apply_ms_p50']:.3f} ms; ratio {r['ratio_persist_to_apply']:.0f}x")


if __name__ == "__main__":
    main()
