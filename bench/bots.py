"""Strong bots benchmark: DD errors by role (lorserker/ben's DDOLAR, DCWER, DFWER), time, matches.

The same as ``trumps bench bots``; see :mod:`trumps.cli.bench_cmd` for what each figure means.

Run:  .venv/bin/python bench/bots.py --deals 100 --seed 1 [--json] [--records out.jsonl]
"""

from __future__ import annotations

import argparse
import sys

from trumps.cli.bench_cmd import add_bench_arguments, run


def main(argv: list[str] | None = None) -> int:
    """Parse the options and run the benchmark."""
    parser = argparse.ArgumentParser(prog="bench/bots.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_bench_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
