"""`trumps play` in the terminal: a scripted person plays whole sessions through the console."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from trumps.bots.simple import SimpleBot
from trumps.cli.play_cmd import Console, Runner
from trumps.cli.render import rejected_claim_line
from trumps.core.seats import Seat
from trumps.core.table import Phase, RejectedClaim
from trumps.match.session import SeatKind, SessionSpec, SessionState

TRUMPS = str(Path(sys.executable).with_name("trumps"))


class ScriptedPerson(io.StringIO):
    """Stands in for the keyboard: answers each prompt with what the bot would type."""

    def __init__(self, runner: Runner, seat: Seat, extra: list[str]) -> None:
        super().__init__()
        self.runner = runner
        self.seat = seat
        self.extra = list(extra)
        self.lines = 0

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        self.lines += 1
        if self.extra:
            return self.extra.pop(0) + "\n"
        state = self.runner.state
        current = state.table(0)
        if current is None:
            return "show\n"
        view = current.view_for(self.seat)
        bot = SimpleBot("keyboard")
        if current.phase is Phase.CLAIM:
            return "yes\n"
        if current.phase is Phase.AUCTION:
            return bot.choose_call(view).short + "\n"
        return str(bot.choose_card(view)) + "\n"


@pytest.mark.parametrize("rules", ["auction-1920", "auction-classic", "rubber", "duplicate"])
def test_scripted_person_plays_a_whole_session(rules: str) -> None:
    count = 8 if rules == "duplicate" else 4
    seats = [SeatKind.BOT] * count
    seats[Seat.S] = SeatKind.PERSON
    spec = SessionSpec(rules, 5, tuple(seats), practice=rules != "duplicate", bots="simple")
    runner = Runner(SessionState.start(spec), None, None)
    extra = ["help", "ZZ", "9NT", "hint", "undo"] if rules != "duplicate" else ["help", "undo", "director", "rule resume"]
    keyboard = ScriptedPerson(runner, Seat.S, extra)
    screen = io.StringIO()
    assert Console(runner, Seat.S, keyboard, screen).loop() == 0
    text = screen.getvalue()
    assert runner.state.finished
    assert "the session is over" in text
    assert "refused:" in text  # the nonsense and the illegal inputs were refused with a reason
    assert "hint:" in text or rules == "duplicate"
    if rules == "duplicate":
        assert "team A" in text and "undo is only allowed at practice tables" in text
    else:
        assert "WE (N-S)" in text and "THEY (E-W)" in text
    # the person's screen never showed another seat's hidden hand during the auction
    assert "South (you)" in text


def test_quit_saves_and_resume_continues(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'play.db'}"
    first = subprocess.run([TRUMPS, "play", "--rules", "rubber", "--bots", "simple", "--seed", "3", "--db", db, "--session", "s1"],
                           input="quit\n", capture_output=True, text=True, timeout=60, check=False)
    assert first.returncode == 0, first.stderr
    assert "session s1" in first.stdout and "the session is saved" in first.stdout
    second = subprocess.run([TRUMPS, "play", "--bots", "simple", "--db", db, "--session", "s1"], input="show\n",
                            capture_output=True, text=True, timeout=60, check=False)
    assert second.returncode == 0, second.stderr
    assert "end of input: the session is saved" in second.stdout
    # the session keeps the bots it was created with
    other = subprocess.run([TRUMPS, "play", "--bots", "strong", "--db", db, "--session", "s1"], input="show\n",
                           capture_output=True, text=True, timeout=60, check=False)
    assert other.returncode != 0 and "created with simple bots" in other.stderr, other.stderr
    assert "your call:" in first.stdout or "waiting" in first.stdout


def test_export_a_stored_session(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'export.db'}"
    done = subprocess.run([TRUMPS, "play", "--rules", "duplicate", "--bots-only", "--bots", "simple", "--seed", "4", "--db", db,
                           "--session", "m1", "--json"], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    out = tmp_path / "m1.pbn"
    exported = subprocess.run([TRUMPS, "export", "m1", "--db", db, "--out", str(out)],
                              capture_output=True, text=True, timeout=60, check=False)
    assert exported.returncode == 0, exported.stderr
    rescored = subprocess.run([TRUMPS, "match", str(out), "--json"], capture_output=True, text=True,
                              timeout=60, check=False)
    assert rescored.stdout == done.stdout
    one = subprocess.run([TRUMPS, "export", "m1", "--db", db, "--hand", "2", "--format", "lin"],
                         capture_output=True, text=True, timeout=60, check=False)
    assert one.returncode == 0 and one.stdout.count("md|") == 1 and "qx|c1" in one.stdout
    missing = subprocess.run([TRUMPS, "export", "nope", "--db", db], capture_output=True, text=True,
                             timeout=60, check=False)
    assert missing.returncode == 2 and "no session 'nope'" in missing.stderr


def test_three_handed_bots_only_json() -> None:
    done = subprocess.run([TRUMPS, "play", "--rules", "auction-classic", "--option", "three_handed=true",
                           "--bots-only", "--bots", "simple", "--seed", "6", "--json"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) == {"hands", "games", "totals", "winner", "margin", "finished", "needs_extra_hand"}
    assert set(data["games"]) == set(data["totals"]) == {"N", "E", "S"}
    assert data["finished"] and data["winner"] in ("N", "E", "S", "tie") and max(data["games"].values()) == 2
    assert data["totals"] == {p: sum(h["points"][p] for h in data["hands"]) for p in "NES"}


def test_scripted_person_plays_three_handed() -> None:
    seats = (SeatKind.BOT, SeatKind.BOT, SeatKind.PERSON, SeatKind.BOT)
    spec = SessionSpec("auction-classic", 8, seats, (("fixed_hands", 3), ("three_handed", True)), bots="simple")
    runner = Runner(SessionState.start(spec), None, None)
    keyboard = ScriptedPerson(runner, Seat.S, ["hint"])
    screen = io.StringIO()
    assert Console(runner, Seat.S, keyboard, screen).loop() == 0
    assert runner.state.finished and "the session is over" in screen.getvalue()
    assert "games N" in screen.getvalue()


def test_the_console_tells_of_a_rejected_claim() -> None:
    claim = RejectedClaim(Seat.S, 10, Seat.W, 33)
    assert rejected_claim_line(claim) == "South claimed 10 tricks in all at trick 9; West rejected the claim, and play goes on"
