"""The IMP table of RULES.md `duplicate`, every boundary."""

from __future__ import annotations

import pytest

from trumps.scoring import imps
from trumps.scoring.imps import IMP_THRESHOLDS

# (lowest difference, highest difference, IMPs) straight from RULES.md.
IMP_TABLE = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11),
    (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16),
    (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21),
    (3000, 3490, 22), (3500, 3990, 23),
]


@pytest.mark.parametrize(("low", "high", "expected"), IMP_TABLE)
def test_every_band_boundary(low: int, high: int, expected: int) -> None:
    for diff in range(low, high + 1, 10):
        assert imps(diff) == expected
        assert imps(-diff) == -expected


def test_four_thousand_and_more_is_24() -> None:
    for diff in (4000, 4010, 7600, 100_000):
        assert imps(diff) == 24
        assert imps(-diff) == -24


def test_seed_001_example() -> None:
    # 4S made none vul 420 at one table, 3S+1 170 at the other: 250 = 6 IMP.
    assert imps(420 - 170) == 6
    assert imps(170 - 420) == -6


@pytest.mark.parametrize(("diff", "expected"), [(15, 0), (19, 0), (45, 1), (49, 1), (495, 10), (4005, 24)])
def test_differences_between_rows_take_the_lower_band(diff: int, expected: int) -> None:
    assert imps(diff) == expected
    assert imps(-diff) == -expected


def test_thresholds_are_the_lower_bounds_of_the_table() -> None:
    lower_bounds = [low for low, _, _ in IMP_TABLE[1:]]
    assert list(IMP_THRESHOLDS) == [*lower_bounds, 4000]
