"""International Match Points: converting a total-point difference into IMPs."""

from __future__ import annotations

from bisect import bisect_right

# RULES.md `duplicate`, the IMP table: 0–10 0; 20–40 1; 50–80 2; 90–120 3; 130–160 4;
# 170–210 5; 220–260 6; 270–310 7; 320–360 8; 370–420 9; 430–490 10; 500–590 11; 600–740 12;
# 750–890 13; 900–1090 14; 1100–1290 15; 1300–1490 16; 1500–1740 17; 1750–1990 18;
# 2000–2240 19; 2250–2490 20; 2500–2990 21; 3000–3490 22; 3500–3990 23; 4000+ 24.
#
# The table lists multiples of 10 only. A difference between two rows (15, 45, ... which
# cannot arise from real bridge scores but can from hand-entered ones) falls in the band of
# the nearest lower boundary: the bands are read as "at least this lower bound", so 15 -> 0
# and 45 -> 1. These are the lower bounds of bands 1..24.
IMP_THRESHOLDS: tuple[int, ...] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)


def imps(diff: int) -> int:
    """The IMPs for a signed total-point difference, with the sign of the difference kept."""
    won = bisect_right(IMP_THRESHOLDS, abs(diff))
    return won if diff >= 0 else -won
