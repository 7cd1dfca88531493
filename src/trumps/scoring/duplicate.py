"""Scoring profile `duplicate`: each board scored alone (seed 001), then compared in IMPs.

The trick score goes below the line; everything else (game or part-score bonus, making
doubled, overtricks, slams, undertricks) above. No honors, no rubber bonus. The signed
N-S score of a board is the N-S points minus the E-W points of its entries.
"""

from __future__ import annotations

from trumps.core.contract import HandResult
from trumps.core.seats import Side, Vulnerability
from trumps.scoring._tables import contract_trick_score
from trumps.scoring.entries import GAME_BONUS, PART_SCORE_BONUS, Line, ScoreEntry
from trumps.scoring.rubber import contract_entries

# RULES.md `duplicate`: a trick score of 100 or more adds the game bonus 300 (500 vulnerable),
# otherwise a part-score bonus of 50.
GAME_TARGET = 100
_GAME_BONUS: dict[bool, int] = {False: 300, True: 500}
_PART_SCORE_BONUS = 50


# The entries of a board depend only on the contract, the tricks and the vulnerability (no
# honors): they are kept here once computed (immutable values; at most 7 x 5 x 3 x 4 x 14 x 4 keys).
_SCORED: dict[tuple[int, int, int, int, int, int], tuple[ScoreEntry, ...]] = {}


def score_hand(
    result: HandResult, vulnerability: Vulnerability, options: None = None
) -> tuple[ScoreEntry, ...]:
    """Score one board; passed out scores nothing (RULES.md `duplicate`: scores 0, no redeal)."""
    contract = result.contract
    if contract is None:
        return ()
    key = (contract.level, contract.strain, contract.doubling, contract.declarer, result.tricks,
           vulnerability)
    entries = _SCORED.get(key)
    if entries is None:
        entries = _SCORED[key] = _score_contract(result, vulnerability)
    return entries


def _score_contract(result: HandResult, vulnerability: Vulnerability) -> tuple[ScoreEntry, ...]:
    """The entries of a board with a contract (see :func:`score_hand`)."""
    contract = result.contract
    assert contract is not None
    entries = list(contract_entries(result, vulnerability))
    if result.made:
        trick_score = contract_trick_score(contract.level, contract.strain, contract.doubling)
        if trick_score >= GAME_TARGET:
            bonus = ScoreEntry(contract.side, _GAME_BONUS[vulnerability.is_vulnerable(contract.side)],
                               Line.ABOVE, GAME_BONUS)
        else:
            bonus = ScoreEntry(contract.side, _PART_SCORE_BONUS, Line.ABOVE, PART_SCORE_BONUS)
        entries.insert(1, bonus)
    return tuple(entries)


def score_ns(result: HandResult, vulnerability: Vulnerability) -> int:
    """The board's signed score for N-S (negative when E-W scored)."""
    total = 0
    for entry in score_hand(result, vulnerability):
        total += entry.points if entry.side is Side.NS else -entry.points
    return total
