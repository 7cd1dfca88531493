"""PBN records per second: trumps' reader plus a full legal replay, against endplay's parser.

The file is read into memory once (UTF-8); the clock then covers, per pass over the file:

* ``trumps``: ``trumps.io.pbn.loads(text, filename=...)`` and, for every record read,
  ``trumps.io.replay.replay(record)``: every call and card checked under the laws (the
  core's ``Auction`` and ``PlayState``: run by the reader as it puts the cards in play order,
  kept on the record, used by the replay; or by the replay itself), the recorded contract,
  result and score checked (duplicate scoring);
* ``trumps-read``: ``trumps.io.pbn.loads`` alone, for information;
* ``endplay``: ``endplay.parsers.pbn.loads(text)``: parsing only, no legality checks.

Each repetition times every engine in turn over ``--passes`` passes; best and median rates
(records per second) are printed with the ratio trumps / endplay.

The default file is ``data/real/realbridge_2021_online_qual_open_r2.pbn`` in ``shared/``,
found as a sibling of the repository root walking upward from this file, or at
``$TRUMPS_SHARED``. ``--file`` reads another.

Run:  .venv/bin/python bench/pbn_replay.py [--repeat 5] [--passes 3] [--file F.pbn] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

DEFAULT_FILE = Path("data") / "real" / "realbridge_2021_online_qual_open_r2.pbn"

# An engine reads the text once: (text, filename) -> records handled.
Engine = Callable[[str, str], int]


def find_shared() -> Path | None:
    """``$TRUMPS_SHARED``, else the first ``shared/`` beside this file's ancestors."""
    env = os.environ.get("TRUMPS_SHARED")
    if env:
        return Path(env)
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "shared"
        if candidate.is_dir():
            return candidate
    return None


def trumps_read_and_replay(text: str, filename: str) -> int:
    """Read with trumps and replay every record; raises if a record of the file fails to replay."""
    from trumps.io import pbn
    from trumps.io.replay import replay

    result = pbn.loads(text, filename=filename)
    for record in result.records:
        outcome = replay(record)
        if not outcome.legal:
            raise AssertionError(f"record {record.board} did not replay: {outcome.errors}")
    return len(result.records)


def trumps_read(text: str, filename: str) -> int:
    """Read with trumps only."""
    from trumps.io import pbn

    return len(pbn.loads(text, filename=filename).records)


def endplay_read(text: str, filename: str) -> int:
    """Parse with endplay only."""
    from endplay.parsers import pbn as endplay_pbn

    return len(endplay_pbn.loads(text))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="PBN read + replay records/s: trumps vs endplay's parser.")
    parser.add_argument("--file", type=Path, help="PBN file (default: shared/" + str(DEFAULT_FILE) + ")")
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (best and median reported)")
    parser.add_argument("--passes", type=int, default=3, help="passes over the file per timed run")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    args = parser.parse_args(argv)

    path: Path | None = args.file
    if path is None:
        shared = find_shared()
        if shared is None:
            print("shared/ not found: set TRUMPS_SHARED or pass --file", file=sys.stderr)
            return 2
        path = shared / DEFAULT_FILE
    text = path.read_text(encoding="utf-8")

    engines: dict[str, Engine] = {"trumps": trumps_read_and_replay, "trumps-read": trumps_read}
    try:
        import endplay.parsers.pbn  # noqa: F401
    except ImportError:
        print("endplay is needed: .venv/bin/pip install endplay", file=sys.stderr)
        return 2
    engines["endplay"] = endplay_read

    records = {name: engine(text, path.name) for name, engine in engines.items()}  # warm-up + counts
    rates: dict[str, list[float]] = {name: [] for name in engines}
    for _ in range(args.repeat):
        for name, engine in engines.items():
            start = time.perf_counter()
            for _ in range(args.passes):
                engine(text, path.name)
            rates[name].append(records[name] * args.passes / (time.perf_counter() - start))
    summary = {name: {"best": max(values), "median": statistics.median(values), "runs": values,
                      "records": records[name]} for name, values in rates.items()}
    ratio = {"best": summary["trumps"]["best"] / summary["endplay"]["best"],
             "median": summary["trumps"]["median"] / summary["endplay"]["median"]}
    if args.json:
        print(json.dumps({"benchmark": "pbn_replay", "unit": "records/s", "file": str(path),
                          "repeat": args.repeat, "passes": args.passes, "engines": summary,
                          "ratio_trumps_endplay": ratio}, indent=2))
        return 0
    print(f"PBN {path.name}: {records['trumps']} records (endplay: {records['endplay']} boards), "
          f"{args.repeat} x {args.passes} passes per engine")
    print("trumps = trumps.io.pbn.loads + trumps.io.replay.replay of every record (the laws: Auction.with_calls, "
          "PlayState.with_tricks); endplay = parsing only")
    for name, values in summary.items():
        print(f"  {name:12s} best {values['best']:8.0f} records/s   median {values['median']:8.0f} records/s")
    print(f"  ratio trumps / endplay: best {ratio['best']:.2f}   median {ratio['median']:.2f}   (goal >= 2.0)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
