"""Scoring profile `rubber`: Contract Bridge, rubber scoring (seed 004, Laws of Rubber Bridge).

Only contracted tricks count below the line; overtricks, the bonus for making a doubled
contract, slams bid and made, undertricks and honors go above. Vulnerability comes from
games won, which the :class:`~trumps.scoring.ledger.RubberLedger` tracks.
"""

from __future__ import annotations

from trumps.core.calls import Strain
from trumps.core.contract import HandResult
from trumps.core.seats import Vulnerability
from trumps.scoring._tables import (
    CONTRACT_GRAND_SLAM,
    CONTRACT_INSULT,
    CONTRACT_LITTLE_SLAM,
    HonorHolding,
    contract_overtrick_value,
    contract_trick_score,
    contract_undertrick_penalty,
    honor_holding,
)
from trumps.scoring.entries import (
    GRAND_SLAM,
    HONORS,
    INSULT,
    LITTLE_SLAM,
    OVERTRICKS,
    TRICKS,
    UNDERTRICKS,
    Line,
    ScoreEntry,
)
from trumps.scoring.ledger import LedgerPolicy, UnfinishedRule

# RULES.md `rubber`: game 100 below; rubber bonus 700 won 2-0, 500 won 2-1; a side with a game is
# vulnerable; a rubber stopped early is settled by Law 80; equal totals: more games wins.
GAME_TARGET = 100
LEDGER_POLICY = LedgerPolicy(
    game_target=GAME_TARGET,
    rubber_bonus_won_two_nil=700,
    rubber_bonus_won_two_one=500,
    unfinished=UnfinishedRule.LAW_80,
    ties_broken_by_games=True,
    vulnerability_from_games=True,
)

# RULES.md `rubber` honors, for the holder's side: 4 trump honors in one hand 100, all 5 in one
# hand 150; 4 aces in one hand at NT 150.
_HONORS_FOUR_IN_ONE_HAND = 100
_HONORS_FIVE_IN_ONE_HAND = 150
_HONORS_FOUR_ACES_IN_ONE_HAND = 150


def score_hand(
    result: HandResult, vulnerability: Vulnerability, options: None = None
) -> tuple[ScoreEntry, ...]:
    """Score one hand of rubber bridge; ``vulnerability`` is the ledger's (from games won)."""
    contract = result.contract
    if contract is None:  # RULES.md `rubber`: passed out, no score; the next dealer deals.
        return ()
    entries = list(contract_entries(result, vulnerability))
    if result.deal is not None:
        holding = honor_holding(result.deal, contract.strain)
        if holding is not None:
            points = honors_points(holding, contract.strain)
            if points:
                entries.append(ScoreEntry(holding.side, points, Line.ABOVE, HONORS))
    return tuple(entries)


def contract_entries(result: HandResult, vulnerability: Vulnerability) -> tuple[ScoreEntry, ...]:
    """Contract scoring common to `rubber` and `duplicate` (RULES.md `rubber`; duplicate: "as in rubber").

    Contracted tricks below; overtricks, making doubled, slams bid and made above; or the
    defenders' undertricks above. No game or part-score bonus here (duplicate adds those).
    """
    contract = result.contract
    if contract is None:
        return ()
    vulnerable = vulnerability.is_vulnerable(contract.side)
    if not result.made:
        penalty = contract_undertrick_penalty(result.undertricks, contract.doubling, vulnerable)
        return (ScoreEntry(contract.side.other, penalty, Line.ABOVE, UNDERTRICKS),)
    side = contract.side
    entries = [ScoreEntry(side, contract_trick_score(contract.level, contract.strain, contract.doubling),
                          Line.BELOW, TRICKS)]
    if result.overtricks:
        per_trick = contract_overtrick_value(contract.strain, contract.doubling, vulnerable)
        entries.append(ScoreEntry(side, per_trick * result.overtricks, Line.ABOVE, OVERTRICKS))
    insult = CONTRACT_INSULT[contract.doubling]
    if insult:
        entries.append(ScoreEntry(side, insult, Line.ABOVE, INSULT))
    if contract.level == 6:
        entries.append(ScoreEntry(side, CONTRACT_LITTLE_SLAM[vulnerable], Line.ABOVE, LITTLE_SLAM))
    elif contract.level == 7:
        entries.append(ScoreEntry(side, CONTRACT_GRAND_SLAM[vulnerable], Line.ABOVE, GRAND_SLAM))
    return tuple(entries)


def honors_points(holding: HonorHolding, strain: Strain) -> int:
    """RULES.md `rubber` honors (only holdings concentrated in one hand score)."""
    if strain is Strain.NT:
        return _HONORS_FOUR_ACES_IN_ONE_HAND if holding.most_in_one_hand == 4 else 0
    if holding.most_in_one_hand == 5:
        return _HONORS_FIVE_IN_ONE_HAND
    return _HONORS_FOUR_IN_ONE_HAND if holding.most_in_one_hand == 4 else 0
