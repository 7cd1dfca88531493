"""``trumps export``: a stored session's finished hands (or one of them) as PBN or LIN."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from trumps.cli.common import CommandError
from trumps.io import lin, pbn
from trumps.io.export import session_records
from trumps.store.repository import SessionStore


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "export", help="write a stored session's finished hands as PBN or LIN",
        description="Write every finished hand of a stored session (a rubber's hands, or both rooms of "
                    "each board of a team match), or one of them, as PBN or LIN.")
    parser.add_argument("session", help="the session id (see trumps play)")
    parser.add_argument("--db", help="database URL (default: TRUMPS_DB or SQLite in the data directory)")
    parser.add_argument("--hand", type=int, help="only this record (1-based, in file order)")
    parser.add_argument("--format", choices=("pbn", "lin"), default="pbn")
    parser.add_argument("--out", help="write to this file instead of standard output")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run the subcommand."""
    store = SessionStore(args.db)
    try:
        if not store.exists(args.session):
            raise CommandError(f"no session {args.session!r} in {store.url}")
        records = session_records(store.load(args.session))
    finally:
        store.close()
    if args.hand is not None:
        if not 1 <= args.hand <= len(records):
            raise CommandError(f"--hand must be 1..{len(records)} (finished hands), not {args.hand}")
        records = [records[args.hand - 1]]
    if not records:
        raise CommandError(f"session {args.session!r} has no finished hand yet")
    text = pbn.dumps(records) if args.format == "pbn" else lin.dumps(records)
    if args.out:
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise CommandError(f"{args.out}: cannot write: {exc.strerror or exc}") from None
    else:
        print(text, end="")
    return 0
