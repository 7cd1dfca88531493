"""Write the golden session transcripts: run only when a change of behaviour is intended.

Each file holds a session spec, its whole action log (as stored), one line per finished
hand (dealer, vulnerability, auction, contract, declarer, tricks) and the final result in
the shape of `trumps rubber --json` / `trumps match --json`. tests/match/test_golden.py
replays the log and checks every line, and that the simple bots still play the same log.

    .venv/bin/python tests/data/golden/regenerate.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from trumps.bots.simple import SimpleBot
from trumps.cli.play_cmd import result_json
from trumps.core.seats import Seat
from trumps.io.actions import action_to_json, spec_to_json
from trumps.match.driver import run_bots
from trumps.match.session import SeatKind, SessionSpec, SessionState

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "match"))
from test_golden import hands_of  # noqa: E402  (the one definition of a transcript's hand lines)

CASES = [("auction-1920", 1920), ("auction-classic", 7), ("rubber", 4), ("duplicate", 2)]


def bot_for(table: int, seat: Seat) -> SimpleBot:
    return SimpleBot(f"golden:{table}:{seat.letter}")


def main() -> None:
    for rules, seed in CASES:
        count = 8 if rules == "duplicate" else 4
        spec = SessionSpec(rules, seed, (SeatKind.BOT,) * count, practice=rules != "duplicate")
        state = run_bots(SessionState.start(spec), bot_for)
        data = {
            "spec": spec_to_json(spec),
            "log": [action_to_json(action) for action in state.log],
            "hands": hands_of(state),
            "result": result_json(state),
        }
        (HERE / f"{rules}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"{rules}: {len(state.log)} actions, {len(data['hands'])} hands")


if __name__ == "__main__":
    main()
