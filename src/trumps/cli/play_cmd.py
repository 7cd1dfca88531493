"""``trumps play``: a whole session in the terminal against bots, or bots only.

Interactive sessions are stored (SQLite in the user's data directory unless ``--db``
says otherwise), so a session interrupted at any moment continues with ``--session ID``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from trumps.bots.base import Bot
from trumps.bots.factory import BOT_KINDS, make_bot
from trumps.cli.common import OPTION_HELP, CommandError, parse_options, print_json
from trumps.cli.render import rejected_claim_line, view_picture
from trumps.cli.results import match_json, render_match, render_three_handed, rubber_json, three_handed_json
from trumps.cli.sheet import render_scoresheet
from trumps.core.calls import parse_call
from trumps.core.cards import Card
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, ClaimAction, ClaimAnswer, Phase
from trumps.io import lin, pbn
from trumps.io.export import session_records
from trumps.match.driver import run_bots
from trumps.match.session import (
    CallDirector,
    Move,
    Ruling,
    RulingKind,
    SeatKind,
    SessionAction,
    SessionSpec,
    SessionState,
    Undo,
)
from trumps.rules import find_rules
from trumps.rules.registry import MatchForm
from trumps.store.repository import SessionStore

HELP = """commands:
  1C .. 7NT, P, X, XX     make a call            SA, HT, 10H ...   play a card
  claim [N]               claim N more tricks (all remaining if N is left out)
  yes / no                accept or reject a claim
  undo                    take back your last call or card (practice tables)
  hint                    what the bot would do in your place
  director [reason]       call the director (the table pauses)
  rule tricks N | rule replay | rule resume    the director's ruling (as organiser)
  show                    show the table again      help      this text
  quit                    stop; the session is saved and resumes with --session ID"""


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "play", help="play a whole session in the terminal against bots (or bots only)",
        description="Play a rubber (or the team match) in the terminal. The session is stored and "
                    "can be resumed with --session.")
    parser.add_argument("--rules", default="rubber",
                        help="auction-1920, auction-classic, rubber or duplicate")
    parser.add_argument("--seat", default="S", help="your seat (default S); in a team match, at table 1")
    parser.add_argument("--seed", type=int, default=None, help="seed for repeatable deals")
    parser.add_argument("--bots-only", action="store_true", help="four (or eight) bots play the session")
    parser.add_argument("--out", help="write every hand as PBN (or LIN, by the .lin suffix)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON (bots only)")
    parser.add_argument("--db", help="database URL (default: TRUMPS_DB or SQLite in the data directory)")
    parser.add_argument("--session", help="the id of a stored session to resume, or to create")
    parser.add_argument("--pace", type=float, default=0.0, help="seconds to wait after each bot action")
    parser.add_argument("--bots", choices=BOT_KINDS, default=None,
                        help="strong (bidding system, double-dummy play; the default) or simple (instant); "
                             "a resumed session keeps the kind it was created with")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help=OPTION_HELP)
    parser.set_defaults(run=run)


class Runner:
    """Drives one session: bots act, each accepted action is persisted (when a store is used)."""

    def __init__(self, state: SessionState, store: SessionStore | None, session_id: str | None,
                 pace: float = 0.0) -> None:
        self.state = state
        self.store = store
        self.session_id = session_id
        self.pace = pace
        self.bots: dict[tuple[int, Seat], Bot] = {}

    def bot_for(self, table: int, seat: Seat) -> Bot | None:
        """The bot at (table, seat), or None where a person sits."""
        if self.state.spec.kind_of(table, seat) is not SeatKind.BOT:
            return None
        key = (table, seat)
        if key not in self.bots:
            self.bots[key] = make_bot(self.state.spec.bots, f"{self.state.spec.seed}:{table}:{seat.letter}",
                                      self.state.rules)
        return self.bots[key]

    def act(self, action: SessionAction) -> None:
        """Apply and persist one action; raises (changing nothing) when it is refused."""
        new_state, _ = self.state.apply(action)
        if self.store is not None and self.session_id is not None:
            self.store.append(self.session_id, len(new_state.log), action, finished=new_state.finished)
        self.state = new_state

    def run_bots(self, after: Callable[[], None] | None = None) -> None:
        """Let every bot act until a person must act or the session ends (each action stored
        as it is made, then ``after`` and the pace)."""
        def stored(new_state: SessionState, action: SessionAction, events: object) -> None:
            if self.store is not None and self.session_id is not None:
                self.store.append(self.session_id, len(new_state.log), action, finished=new_state.finished)
            self.state = new_state
            if after is not None:
                after()
            if self.pace:
                time.sleep(self.pace)

        run_bots(self.state, self.bot_for, on_action=stored)


def open_session(args: argparse.Namespace, seats: tuple[SeatKind, ...]) -> Runner:
    """Create or resume the session the arguments describe."""
    rules = find_rules(args.rules)
    options = parse_options(args.option)
    use_store = args.db is not None or args.session is not None or not args.bots_only
    store = SessionStore(args.db) if use_store else None
    if store is not None and args.session and store.exists(args.session):
        state = store.load(args.session)
        if args.bots is not None and args.bots != state.spec.bots:
            raise CommandError(f"session {args.session} was created with {state.spec.bots} bots and "
                               f"keeps them (leave out --bots {args.bots})")
        return Runner(state, store, args.session, args.pace)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    spec = SessionSpec(rules.name, seed, seats, options, practice=rules.match_form is not MatchForm.TEAM,
                       bots=args.bots or "strong")
    spec.validate()
    session_id = store.create(spec, args.session) if store is not None else None
    return Runner(SessionState.start(spec), store, session_id, args.pace)


def result_json(state: SessionState) -> dict[str, Any]:
    """The session's result in the shape of ``trumps rubber --json`` or ``trumps match --json``."""
    if state.is_team:
        rows = [(c.board, c.open_ns, c.closed_ns, c.diff, c.imps) for c in state.comparisons()]
        return match_json(rows)
    if state.players_ledger is not None:
        return three_handed_json(state.players_ledger, state.hand_results())
    assert state.ledger is not None
    return rubber_json(state.ledger, list(range(1, len(state.ledger.hands) + 1)))


def write_out(state: SessionState, path: str) -> None:
    """Write every finished hand of the session as PBN (or LIN for a ``.lin`` path).

    A three-handed session is written as PBN only: LIN has no place to mark its hands as
    three-handed (see :mod:`trumps.io.export`), so a ``.lin`` path is refused.
    """
    is_lin = path.lower().endswith(".lin")
    if is_lin and state.is_three_handed:
        raise CommandError(f"{path}: a three-handed session is exported as PBN only (LIN cannot mark its "
                           "hands as three-handed); use a .pbn file")
    records = session_records(state)
    text = lin.dumps(records) if is_lin else pbn.dumps(records)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"{path}: cannot write: {exc.strerror or exc}") from None


def run(args: argparse.Namespace) -> int:
    """Run the subcommand."""
    rules = find_rules(args.rules)
    count = 8 if rules.match_form is MatchForm.TEAM else 4
    if args.bots_only:
        runner = open_session(args, (SeatKind.BOT,) * count)
        runner.run_bots()
        state = runner.state
        if not state.finished:
            raise CommandError("the session stopped before its end")
        if args.out:
            write_out(state, args.out)
        if args.json:
            print_json(result_json(state))
        else:
            print_result(state, sys.stdout)
        return 0
    if args.json:
        raise CommandError("--json is for --bots-only sessions")
    seat = Seat.parse(args.seat)
    seats = [SeatKind.BOT] * count
    seats[seat] = SeatKind.PERSON
    runner = open_session(args, tuple(seats))
    if runner.session_id:
        print(f"session {runner.session_id} (resume with: trumps play --session {runner.session_id}"
              + (f" --db {args.db}" if args.db else "") + ")")
    status = Console(runner, seat, sys.stdin, sys.stdout).loop()
    if args.out and runner.state.finished:
        write_out(runner.state, args.out)
    return status


def print_result(state: SessionState, out: TextIO) -> None:
    """The final scoresheet or IMP scoreboard."""
    if state.is_team:
        rows = [(c.board, c.open_ns, c.closed_ns, c.diff, c.imps) for c in state.comparisons()]
        print(render_match(match_json(rows)), file=out)
    elif state.players_ledger is not None:
        print(render_three_handed(three_handed_json(state.players_ledger, state.hand_results())), file=out)
    else:
        assert state.ledger is not None
        print(render_scoresheet(state.ledger.scoresheet()), file=out)


class Console:
    """The interactive loop: show the position, read a command, act."""

    def __init__(self, runner: Runner, seat: Seat, stdin: TextIO, out: TextIO) -> None:
        self.runner = runner
        self.seat = seat
        self.stdin = stdin
        self.out = out
        self.table = 0
        self.hands_seen = len(runner.state.tables[0].finished)
        self.boards_released = runner.state.released_boards()

    def say(self, text: str) -> None:
        """Print a line."""
        print(text, file=self.out, flush=True)

    def loop(self) -> int:
        """Play until the session ends or the person quits."""
        self.say(HELP)
        while True:
            self.runner.run_bots(self.report_progress)
            self.report_progress()
            state = self.runner.state
            if state.finished:
                self.say("\nthe session is over")
                print_result(state, self.out)
                return 0
            current = state.table(self.table)
            if current is None:
                self.say("your table has finished; waiting for the other table")
                continue
            self.say("")
            self.say(view_picture(current.view_for(self.seat), state.rules))
            rejected = current.rejected_claims()
            if rejected and current.phase is Phase.PLAY:
                self.say(rejected_claim_line(rejected[-1]))
            self.say(self.prompt_text())
            self.out.write("> ")
            self.out.flush()
            line = self.stdin.readline()
            if not line:
                self.say("\nend of input: the session is saved")
                return 0
            command = line.strip()
            if command.lower() in ("quit", "exit", "q"):
                self.say("the session is saved")
                return 0
            try:
                self.handle(command)
            except TrumpsError as exc:
                self.say(f"refused: {exc}")

    def prompt_text(self) -> str:
        """What the person is expected to do now."""
        state = self.runner.state
        current = state.table(self.table)
        assert current is not None
        slot = state.tables[self.table]
        if slot.paused_by is not None:
            return (f"the director was called by {slot.paused_by.full_name}: "
                    "rule tricks N | rule replay | rule resume")
        if current.phase is Phase.CLAIM and self.seat in current.claim_waiting_on():
            return "accept the claim? (yes / no)"
        actor = state.to_act(self.table)
        if actor == self.seat:
            if current.phase is Phase.AUCTION:
                return "your call:"
            to_play = current.to_act()
            whose = "dummy's" if to_play != self.seat else "your"
            return f"{whose} card:"
        return "waiting for another player"

    def handle(self, command: str) -> None:
        """Turn one typed command into an action."""
        words = command.split()
        if not words:
            return
        head = words[0].lower()
        state = self.runner.state
        current = state.table(self.table)
        assert current is not None
        if head in ("help", "?"):
            self.say(HELP)
        elif head == "show":
            return
        elif head == "hint":
            self.say(f"hint: {self.hint()}")
        elif head == "undo":
            self.runner.act(Undo(self.table, self.seat))
        elif head == "director":
            self.runner.act(CallDirector(self.table, self.seat, " ".join(words[1:])))
        elif head == "rule":
            self.runner.act(self.ruling(words[1:]))
        elif head == "claim":
            play = current.play
            if play is None:
                raise CommandError("there is nothing to claim during the auction")
            if len(words) == 1:
                more = play.remaining_tricks()
            else:
                more = int(words[1]) if words[1].isdigit() else -1
            if more < 0:
                raise CommandError("claim takes a number of tricks, e.g. claim 3")
            self.runner.act(Move(self.table, ClaimAction(self.seat, play.declarer_tricks + more)))
        elif head in ("yes", "y", "accept", "no", "n", "reject"):
            accept = head in ("yes", "y", "accept")
            self.runner.act(Move(self.table, ClaimAnswer(self.seat, accept)))
        elif current.phase is Phase.AUCTION:
            self.runner.act(Move(self.table, CallAction(self.seat, parse_call(command))))
        else:
            self.runner.act(Move(self.table, CardAction(self.seat, Card.parse(command))))

    def ruling(self, words: list[str]) -> Ruling:
        """Read ``tricks N``, ``replay`` or ``resume``."""
        if words and words[0] == "tricks" and len(words) == 2 and words[1].isdigit():
            return Ruling(self.table, RulingKind.SET_TRICKS, int(words[1]), "set at the terminal")
        if words == ["replay"]:
            return Ruling(self.table, RulingKind.REPLAY_BOARD, None, "board replayed")
        if words == ["resume"]:
            return Ruling(self.table, RulingKind.RESUME, None, "play resumes")
        raise CommandError("rule takes: tricks N | replay | resume")

    def hint(self) -> str:
        """What the bot would do in the person's place."""
        current = self.runner.state.table(self.table)
        assert current is not None
        view = current.view_for(self.seat)
        bot = make_bot(self.runner.state.spec.bots, f"hint:{self.seat.letter}", self.runner.state.rules)
        if current.phase is Phase.AUCTION and view.legal_calls:
            return bot.choose_call(view).short
        if current.phase is Phase.PLAY and view.legal_cards:
            return str(bot.choose_card(view))
        if current.phase is Phase.CLAIM and view.claim is not None:
            return "accept" if bot.answer_claim(view) else "reject"
        return "nothing to do now"

    def report_progress(self) -> None:
        """Print each hand's result and the scoresheet once, as hands finish."""
        state = self.runner.state
        finished = state.tables[self.table].finished
        while self.hands_seen < len(finished):
            done = finished[self.hands_seen]
            self.hands_seen += 1
            result = done.result()
            assert result is not None
            self.say("")
            self.say(view_picture(done.view_for(self.seat), state.rules))
            if result.contract is None:
                self.say(f"hand {self.hands_seen}: passed out")
            else:
                self.say(f"hand {self.hands_seen}: {result.contract}, declarer took {result.tricks} tricks")
            if state.players_ledger is not None:
                self.say(render_three_handed(three_handed_json(state.players_ledger, state.hand_results())))
            elif not state.is_team:
                assert state.ledger is not None
                self.say(render_scoresheet(state.ledger.scoresheet()))
        released = state.released_boards()
        if state.is_team and released > self.boards_released:
            self.boards_released = released
            rows = [(c.board, c.open_ns, c.closed_ns, c.diff, c.imps) for c in state.comparisons()]
            self.say(render_match(match_json(rows)))
