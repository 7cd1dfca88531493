"""``trumps serve``: run the web app (HTTP API, websockets, and the page) on a database."""

from __future__ import annotations

import argparse
from typing import Any

from trumps.cli.common import CommandError


def add_parser(subparsers: Any) -> None:
    """Register the subcommand."""
    parser = subparsers.add_parser(
        "serve", help="run the web app: play every rule set in the browser",
        description="Run the web app. Sessions are stored in the database (default: SQLite in the "
                    "user's data directory, or $TRUMPS_DB) and resume after a restart.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--db", default=None, metavar="URL",
                        help="SQLAlchemy database URL, e.g. sqlite:///trumps.db or postgresql://...")
    parser.add_argument("--bot-delay", type=float, default=0.3, metavar="SECONDS",
                        help="pause before each bot action, so people can follow (default 0.3)")
    parser.add_argument("--bots", choices=("strong", "simple"), default="strong",
                        help="bots at the empty seats of new sessions that do not choose: strong (the "
                             "default) or simple (instant); a stored session keeps the kind it was "
                             "created with")
    parser.add_argument("--log-level", default="info",
                        choices=("critical", "error", "warning", "info", "debug"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run the subcommand (until interrupted)."""
    import uvicorn

    from trumps.server.app import create_app
    from trumps.store.repository import default_database_url

    if not 0 <= args.port <= 65535:
        raise CommandError(f"--port must be 0..65535, not {args.port}")
    if args.bot_delay < 0:
        raise CommandError("--bot-delay must not be negative")
    url = args.db or default_database_url()
    app = create_app(url, bot_delay=args.bot_delay, bot_kind=args.bots)
    print(f"trumps: serving on http://{args.host}:{args.port}/ (database {url})", flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level, access_log=False)
    return 0
