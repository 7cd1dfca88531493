"""Entry point of the ``trumps`` command: parses arguments and dispatches to a subcommand."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from trumps import __version__
from trumps.cli import (
    auction_cmd,
    bench_cmd,
    deal_cmd,
    demo_cmd,
    export_cmd,
    files_cmd,
    play_cmd,
    score_cmd,
    serve_cmd,
)
from trumps.cli.common import CommandError
from trumps.core.errors import TrumpsError


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="trumps",
        description="Auction Bridge (1920, classic), Rubber Bridge and duplicate team matches.")
    parser.add_argument("--version", action="version", version=f"trumps {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in (score_cmd, auction_cmd, files_cmd, deal_cmd, play_cmd, export_cmd, demo_cmd, serve_cmd,
                   bench_cmd):
        module.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``trumps``; returns the exit status (0 ok, 1 a failed check, 2 bad input)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return 2
    try:
        status: int = args.run(args)
    except (CommandError, TrumpsError) as exc:
        print(f"trumps: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    return status


if __name__ == "__main__":
    raise SystemExit(main())
