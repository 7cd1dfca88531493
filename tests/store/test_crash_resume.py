"""Kill a real `trumps play` process with SIGKILL mid-session, start it again: nothing accepted is lost."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from trumps.io.actions import action_to_json
from trumps.store.repository import SessionStore

TRUMPS = str(Path(sys.executable).with_name("trumps"))


def play_command(rules: str, *extra: str) -> list[str]:
    return [TRUMPS, "play", "--rules", rules, "--bots-only", "--bots", "simple", "--seed", "31", "--json", *extra]


def wait_for_actions(store: SessionStore, session_id: str, at_least: int, process: subprocess.Popen[bytes]) -> int:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if store.exists(session_id):
            count = len(store.actions(session_id))
            if count >= at_least:
                return count
        if process.poll() is not None:
            raise AssertionError(f"the process ended before {at_least} actions were stored")
        time.sleep(0.02)
    raise AssertionError("no progress within 60 s")


@pytest.mark.parametrize("rules", ["rubber", "duplicate"])
def test_kill_9_and_resume(database_url: str, rules: str) -> None:
    reference = subprocess.run(play_command(rules), capture_output=True, text=True, check=True)
    expected = json.loads(reference.stdout)

    session_id = f"crash-{rules}"
    command = play_command(rules, "--db", database_url, "--session", session_id, "--pace", "0.004")
    store = SessionStore(database_url)
    kept: list[dict[str, object]] = []
    for stop_at in (40, 150):
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            wait_for_actions(store, session_id, stop_at, process)
        finally:
            os.kill(process.pid, signal.SIGKILL)
            process.wait()
        assert process.returncode == -signal.SIGKILL
        log = [action_to_json(a) for a in store.actions(session_id)]
        # every action accepted before the kill is still there, in order
        assert log[: len(kept)] == kept
        kept = log
    finished = subprocess.run(command, capture_output=True, text=True, check=False)
    assert finished.returncode == 0, finished.stderr
    assert json.loads(finished.stdout) == expected
    final_log = [action_to_json(a) for a in store.actions(session_id)]
    assert final_log[: len(kept)] == kept
    assert store.load(session_id).finished
    store.close()
