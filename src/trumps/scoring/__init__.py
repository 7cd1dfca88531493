"""Scoring: one stateless profile per rule set, score entries, IMPs and the rubber ledger.

Each profile module (``auction_1920``, ``auction_classic``, ``rubber``, ``duplicate``) has
``score_hand(result, vulnerability, options)`` returning :class:`ScoreEntry` values. Pick a
profile through :func:`trumps.rules.find_rules`; :func:`score` applies a rule set to a hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from trumps.core.contract import HandResult
from trumps.core.seats import Vulnerability
from trumps.scoring.entries import Line, LineTotals, ScoreEntry, SideTotals, totals
from trumps.scoring.imps import imps
from trumps.scoring.ledger import (
    LedgerHand,
    LedgerPolicy,
    RubberLedger,
    RubberResult,
    Scoresheet,
    UnfinishedRule,
)


class ScoringRules(Protocol):
    """Anything with a bound ``score_hand``; :class:`trumps.rules.RuleSet` is one."""

    @property
    def score_hand(self) -> Callable[[HandResult, Vulnerability], tuple[ScoreEntry, ...]]:
        """The rule set's profile bound to its options."""
        ...


@dataclass(frozen=True, slots=True)
class HandScore:
    """One hand scored: its entries, per-side line totals, and N-S points minus E-W points.

    For duplicate ``score_ns`` is the board's signed N-S score.
    """

    entries: tuple[ScoreEntry, ...]
    side_totals: SideTotals

    @property
    def score_ns(self) -> int:
        """N-S points minus E-W points for this hand."""
        return self.side_totals.net_ns

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict."""
        return {
            "entries": [entry.to_json() for entry in self.entries],
            "totals": self.side_totals.to_json(),
            "score_ns": self.score_ns,
        }


def score(
    rules: ScoringRules, result: HandResult, vulnerability: Vulnerability = Vulnerability.NONE
) -> HandScore:
    """Score one hand under ``rules`` at ``vulnerability``."""
    entries = rules.score_hand(result, vulnerability)
    return HandScore(entries, totals(entries))


__all__ = [
    "HandScore",
    "LedgerHand",
    "LedgerPolicy",
    "Line",
    "LineTotals",
    "RubberLedger",
    "RubberResult",
    "ScoreEntry",
    "Scoresheet",
    "ScoringRules",
    "SideTotals",
    "UnfinishedRule",
    "imps",
    "score",
    "totals",
]
