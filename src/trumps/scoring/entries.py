"""Score entries: one line written on a scoresheet, and totals of many lines.

Every scoring profile turns a :class:`~trumps.core.contract.HandResult` into a tuple of
:class:`ScoreEntry`. An entry names the side that scores, the points (never negative: a
penalty is points *for the other side*), whether they go above or below the line, and a
short machine-friendly reason taken from the constants below.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from trumps.core.errors import TrumpsError
from trumps.core.seats import Side

# Reasons: the vocabulary of ScoreEntry.reason, shared by every profile, the ledger and the UI.
TRICKS = "tricks"
OVERTRICKS = "overtricks"
UNDERTRICKS = "undertricks"
INSULT = "insult"  # the bonus for making a doubled or redoubled contract
HONORS = "honors"
LITTLE_SLAM = "little slam"
GRAND_SLAM = "grand slam"
GAME_BONUS = "game bonus"
PART_SCORE_BONUS = "part-score bonus"
RUBBER_BONUS = "rubber bonus"
UNFINISHED_GAME = "unfinished rubber: game"
UNFINISHED_PART_SCORE = "unfinished rubber: part score"

REASONS: tuple[str, ...] = (
    TRICKS, OVERTRICKS, UNDERTRICKS, INSULT, HONORS, LITTLE_SLAM, GRAND_SLAM, GAME_BONUS,
    PART_SCORE_BONUS, RUBBER_BONUS, UNFINISHED_GAME, UNFINISHED_PART_SCORE,
)


class Line(Enum):
    """Where on the scoresheet an entry is written: below the line counts toward game."""

    ABOVE = "above"
    BELOW = "below"


@dataclass(frozen=True, slots=True)
class ScoreEntry:
    """Points scored by one side for one reason, above or below the line."""

    side: Side
    points: int
    line: Line
    reason: str

    def __post_init__(self) -> None:
        if self.points < 0:
            raise TrumpsError(f"a score entry never has negative points: {self.points}")

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict: ``{"side": "ns", "points": 36, "line": "below", "reason": "tricks"}``."""
        return {"side": self.side.key, "points": self.points, "line": self.line.value, "reason": self.reason}

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> ScoreEntry:
        """Read back what :meth:`to_json` wrote."""
        points = data.get("points")
        if not isinstance(points, int) or isinstance(points, bool):
            raise TrumpsError(f"score entry points must be an integer: {points!r}")
        try:
            line = Line(data.get("line"))
        except ValueError:
            raise TrumpsError(f"score entry line must be 'above' or 'below': {data.get('line')!r}") from None
        return cls(Side.parse(str(data.get("side"))), points, line, str(data.get("reason")))

    def __str__(self) -> str:
        return f"{self.side.key} {self.points} {self.line.value} ({self.reason})"


@dataclass(frozen=True, slots=True)
class LineTotals:
    """One side's points below and above the line."""

    below: int = 0
    above: int = 0

    @property
    def total(self) -> int:
        """Below plus above."""
        return self.below + self.above

    def to_json(self) -> dict[str, int]:
        """A JSON-ready dict with below, above and total."""
        return {"below": self.below, "above": self.above, "total": self.total}


@dataclass(frozen=True, slots=True)
class SideTotals:
    """Both sides' line totals over some entries."""

    ns: LineTotals = LineTotals()
    ew: LineTotals = LineTotals()

    def of(self, side: Side) -> LineTotals:
        """The totals of one side."""
        return self.ns if side is Side.NS else self.ew

    @property
    def net_ns(self) -> int:
        """N-S total minus E-W total."""
        return self.ns.total - self.ew.total

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict keyed ``ns`` and ``ew``."""
        return {"ns": self.ns.to_json(), "ew": self.ew.to_json()}


# SideTotals are immutable: the ones of the commonest sums are shared (at most _TOTALS_KEPT kept).
_TOTALS: dict[tuple[int, int, int, int], SideTotals] = {}
_TOTALS_KEPT = 4096


def totals(entries: Iterable[ScoreEntry]) -> SideTotals:
    """Add up entries per side and per line."""
    below_ns = above_ns = below_ew = above_ew = 0
    below = Line.BELOW
    for entry in entries:
        if entry.line is below:
            if entry.side:  # Side.EW
                below_ew += entry.points
            else:
                below_ns += entry.points
        elif entry.side:
            above_ew += entry.points
        else:
            above_ns += entry.points
    key = (below_ns, above_ns, below_ew, above_ew)
    found = _TOTALS.get(key)
    if found is None:
        found = SideTotals(LineTotals(below_ns, above_ns), LineTotals(below_ew, above_ew))
        if len(_TOTALS) < _TOTALS_KEPT:
            _TOTALS[key] = found
    return found
