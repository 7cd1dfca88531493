"""``trumps rubber``, ``trumps match`` and ``trumps replay``: score and check recorded hands.

``trumps rubber --option NAME=VALUE`` applies house options as ``trumps play`` does. With
``three_handed=true`` (auction-classic) every record must be a three-handed hand (marked
``[ThreeHanded "W"]``, :mod:`trumps.io.records`): each is replayed under the three-handed
laws, scored on the deal as played (the widow opposite declarer) and credited to the players
as a three-handed session credits them
(:meth:`~trumps.scoring.three_handed.ThreeHandedLedger.with_result`), and the sheet is
printed as ``trumps play --json`` prints a three-handed session.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from trumps.cli.common import OPTION_HELP, CommandError, parse_options, print_json, read_text
from trumps.cli.results import match_json, render_match, render_three_handed, rubber_json, three_handed_json
from trumps.cli.sheet import render_scoresheet
from trumps.core.contract import HandResult
from trumps.io import lin, pbn
from trumps.io.records import GameRecord, ReadResult
from trumps.io.replay import ReplayOutcome, replay
from trumps.rules import find_rules
from trumps.rules.registry import RuleSet
from trumps.scoring import imps, score
from trumps.scoring.three_handed import ThreeHandedLedger


def add_parser(subparsers: Any) -> None:
    """Register the three subcommands."""
    rubber = subparsers.add_parser(
        "rubber", help="score the hands of one rubber from a PBN file",
        description="Score the hands of one rubber, in order, from a PBN file. Honors come from each "
                    "Deal; vulnerability from the games already won (a Vulnerable tag is ignored). "
                    "With --option three_handed=true (auction-classic), the hands of a three-handed "
                    "session (marked [ThreeHanded \"W\"]) are scored for each player.")
    rubber.add_argument("--rules", required=True, help="auction-1920, auction-classic or rubber")
    rubber.add_argument("file", help="a PBN file")
    rubber.add_argument("--json", action="store_true", help="print JSON")
    rubber.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help=OPTION_HELP)
    rubber.set_defaults(run=run_rubber)

    match = subparsers.add_parser(
        "match", help="score a two-table team match from a PBN file",
        description='Each board is played in [Room "Open"] (team A North-South) and [Room "Closed"] '
                    "(team A East-West); differences are converted to IMPs.")
    match.add_argument("file", help="a PBN file")
    match.add_argument("--json", action="store_true", help="print JSON")
    match.set_defaults(run=run_match)

    replay_parser = subparsers.add_parser(
        "replay", help="replay every record of a PBN or LIN file under the laws",
        description="Replay every record's auction and play under the laws and report contract, "
                    "tricks and duplicate score.")
    replay_parser.add_argument("file", help="a .pbn or .lin file")
    replay_parser.add_argument("--json", action="store_true", help="print JSON")
    replay_parser.set_defaults(run=run_replay)


def read_records(path: str) -> ReadResult:
    """Read a PBN or LIN file (by extension, else by content)."""
    text = read_text(path)
    suffix = Path(path).suffix.lower()
    is_lin = suffix == ".lin" or (suffix != ".pbn" and "md|" in text and "[Deal " not in text)
    reader = lin.loads if is_lin else pbn.loads
    return reader(text, filename=path)


def _require_clean(result: ReadResult) -> None:
    if result.errors:
        for error in result.errors:
            print(f"trumps: {error}", file=sys.stderr)
        raise CommandError(f"{len(result.errors)} error(s) in the file; nothing scored")


def _hand_of(record: GameRecord, outcome: ReplayOutcome, where: str) -> HandResult:
    if not outcome.legal:
        raise CommandError(f"{where}: {'; '.join(outcome.errors)}")
    if outcome.contract is None:
        raise CommandError(f"{where}: no contract recorded")
    contract = outcome.hand_contract
    if contract is not None and outcome.tricks is None:
        raise CommandError(f"{where}: no result recorded and the play is incomplete")
    return HandResult(contract, outcome.tricks or 0, outcome.played_deal)


def _where(path: str, record: GameRecord, index: int) -> str:
    line = f":{record.source_line}" if record.source_line else ""
    board = f" board {record.board}" if record.board is not None else ""
    return f"{path}{line}: record {index + 1}{board}"


# rubber -----------------------------------------------------------------------------------
def run_rubber(args: argparse.Namespace) -> int:
    """Score one rubber (for each player, when three-handed)."""
    rules = find_rules(args.rules)
    options = parse_options(args.option)
    if options:
        rules = rules.with_options(**dict(options))
    read = read_records(args.file)
    _require_clean(read)
    if not read.records:
        raise CommandError(f"{args.file}: no hands found")
    three_handed = rules.three_handed
    for index, record in enumerate(read.records):
        if record.three_handed is not three_handed:
            where = _where(args.file, record, index)
            raise CommandError(f"{where}: a three-handed hand; score it with --option three_handed=true"
                               if record.three_handed else
                               f"{where}: not a three-handed hand (no [ThreeHanded \"W\"] tag)")
    if three_handed:
        return _three_handed_rubber(args, rules, read.records)
    ledger = rules.new_ledger()
    boards: list[int | None] = []
    for index, record in enumerate(read.records):
        where = _where(args.file, record, index)
        result = _hand_of(record, replay(record), where)
        if ledger.finished:
            raise CommandError(f"{where}: the rubber was already over before this hand")
        ledger = ledger.with_result(result, rules.score_hand)
        boards.append(record.board)
    if args.json:
        print_json(rubber_json(ledger, boards))
    else:
        print(f"{rules.title}: {len(boards)} hands")
        print(render_scoresheet(ledger.scoresheet()))
    return 0


def _three_handed_rubber(args: argparse.Namespace, rules: RuleSet, records: tuple[GameRecord, ...]) -> int:
    """Score the hands of a three-handed session, each player for himself."""
    options = rules.options
    assert options is not None
    sheet = ThreeHandedLedger(options.game_target, options.fixed_hands)
    results: list[HandResult] = []
    for index, record in enumerate(records):
        where = _where(args.file, record, index)
        result = _hand_of(record, replay(record), where)
        if sheet.finished:
            raise CommandError(f"{where}: the rubber was already over before this hand")
        sheet = sheet.with_result(result, rules.score_hand)
        results.append(result)
    data = three_handed_json(sheet, results)
    if args.json:
        print_json(data)
    else:
        print(f"{rules.title}, three-handed: {len(results)} hands")
        print(render_three_handed(data))
    return 0


# match ------------------------------------------------------------------------------------
def _room_key(room: str | None) -> str | None:
    if room is None:
        return None
    key = room.strip().lower()
    return key if key in ("open", "closed") else None


def run_match(args: argparse.Namespace) -> int:
    """Score a team match in IMPs."""
    rules = find_rules("duplicate")
    read = read_records(args.file)
    _require_clean(read)
    rooms: dict[int, dict[str, int]] = {}
    for index, record in enumerate(read.records):
        where = _where(args.file, record, index)
        room = _room_key(record.room)
        if room is None:
            raise CommandError(f"{where}: needs [Room \"Open\"] or [Room \"Closed\"]")
        if record.board is None:
            raise CommandError(f"{where}: needs a Board number")
        result = _hand_of(record, replay(record), where)
        table = rooms.setdefault(record.board, {})
        if room in table:
            raise CommandError(f"{where}: board {record.board} is played twice in the {room} room")
        table[room] = score(rules, result, record.vulnerability).score_ns
    rows: list[tuple[int, int, int, int, int]] = []
    for board in sorted(rooms):
        table = rooms[board]
        missing = [room for room in ("open", "closed") if room not in table]
        if missing:
            raise CommandError(f"{args.file}: board {board} has no {missing[0]} room result")
        diff = table["open"] - table["closed"]
        rows.append((board, table["open"], table["closed"], diff, imps(diff)))
    data = match_json(rows)
    if args.json:
        print_json(data)
    else:
        print(render_match(data))
    return 0


# replay -----------------------------------------------------------------------------------
def replay_json(record: GameRecord, outcome: ReplayOutcome) -> dict[str, Any]:
    """One record's replay as JSON."""
    return {
        "board": record.board,
        "room": record.room,
        "contract": outcome.contract,
        "declarer": None if outcome.declarer is None else outcome.declarer.letter,
        "tricks": outcome.tricks,
        "played_tricks": outcome.played_tricks,
        "score_ns": outcome.score_ns,
        "legal": outcome.legal,
        "errors": list(outcome.errors),
    }


def run_replay(args: argparse.Namespace) -> int:
    """Replay every record; exit 1 when a record is illegal or the file had errors."""
    read = read_records(args.file)
    for error in read.errors:
        print(f"trumps: {error}", file=sys.stderr)
    outcomes = [(record, replay(record)) for record in read.records]
    if args.json:
        print_json({"records": [replay_json(r, o) for r, o in outcomes],
                    "read_errors": [str(e) for e in read.errors]})
    else:
        for record, outcome in outcomes:
            _print_replay(record, outcome)
    bad = bool(read.errors) or any(not o.legal or o.errors for _, o in outcomes)
    return 1 if bad else 0


def _print_replay(record: GameRecord, outcome: ReplayOutcome) -> None:
    room = f" {record.room}" if record.room else ""
    declarer = "" if outcome.declarer is None else f" by {outcome.declarer.letter}"
    status = "ok" if outcome.legal and not outcome.errors else "; ".join(outcome.errors)
    score = "three-handed" if record.three_handed else f"NS {outcome.score_ns}"
    print(f"board {record.board}{room}: {outcome.contract}{declarer}, {outcome.tricks} tricks "
          f"({outcome.played_tricks} played), {score}: {status}")

