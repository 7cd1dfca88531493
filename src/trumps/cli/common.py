"""Helpers shared by the subcommands: JSON output, error reporting, reading records."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

from trumps.core.errors import TrumpsError


class CommandError(Exception):
    """A problem the user must fix: printed to stderr as ``trumps: <message>``, exit 2."""


def fail(message: str, status: int = 2) -> NoReturn:
    """Print ``message`` to stderr and exit with ``status``."""
    print(f"trumps: {message}", file=sys.stderr)
    raise SystemExit(status)


def print_json(data: Any, *, compact: bool = False) -> None:
    """Write ``data`` as JSON on stdout (one line when ``compact``)."""
    if compact:
        print(json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    else:
        print(json.dumps(data, ensure_ascii=False, indent=2))


def read_text(path: str) -> str:
    """Read a file as text (UTF-8, falling back to Latin-1 for old records); errors name the file."""
    file = Path(path)
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise CommandError(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def error_text(exc: BaseException) -> str:
    """A one-line description of an input error."""
    if isinstance(exc, TrumpsError):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


def run_jsonl(handle: Callable[[dict[str, Any]], tuple[dict[str, Any], bool]]) -> int:
    """Answer one JSON object per stdin line with one JSON line on stdout, in order.

    ``handle`` returns the answer and whether it is a success. A line that is not a JSON
    object, or that ``handle`` rejects with a ValueError/TypeError/CommandError, gets
    ``{"error": "line N: ..."}`` and the rest go on. Blank lines are skipped. Exit status
    1 if any line failed, else 0.
    """
    status = 0
    for number, line in enumerate(sys.stdin, start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            if not isinstance(data, dict):
                raise TypeError("expected a JSON object")
            answer, ok = handle(data)
        except (CommandError, ValueError, TypeError) as exc:
            print(json.dumps({"error": f"line {number}: {exc}"}))
            status = 1
            continue
        print(json.dumps(answer))
        if not ok:
            status = 1
    return status


OPTION_HELP = ("auction-classic house option, e.g. game_target=20, honors=false, capped_penalties=true, "
               "open_hands=true, three_handed=true, fixed_hands=4")
"""The help of the ``--option NAME=VALUE`` argument (``trumps play``, ``trumps rubber``)."""


def parse_options(items: list[str]) -> tuple[tuple[str, object], ...]:
    """``name=value`` strings as typed house options (true/false, numbers, text)."""
    options: dict[str, object] = {}
    for item in items:
        name, sep, raw = item.partition("=")
        if not sep:
            raise CommandError(f"--option {item!r}: expected NAME=VALUE")
        value: object
        if raw.lower() in ("true", "yes", "on"):
            value = True
        elif raw.lower() in ("false", "no", "off"):
            value = False
        elif raw.lstrip("-").isdigit():
            value = int(raw)
        elif raw.lower() in ("none", ""):
            value = None
        else:
            value = raw
        options[name.strip().replace("-", "_")] = value
    return tuple(sorted(options.items()))
