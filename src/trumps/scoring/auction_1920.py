"""Scoring profile `auction-1920`: Auction Bridge, New York Whist Club code of 1920 (Elwell).

Every trick over the book counts below the line, bid or not; honors are multiples of the
trump trick value; slams go to whichever side took the tricks. No vulnerability.
The helpers here are shared with `auction-classic`, which is "as auction-1920, except".
"""

from __future__ import annotations

from trumps.core.calls import Strain
from trumps.core.contract import Contract, Doubling, HandResult
from trumps.core.seats import Vulnerability
from trumps.scoring._tables import (
    AUCTION_GAME_TARGET,
    AUCTION_GRAND_SLAM,
    AUCTION_INSULT,
    AUCTION_LITTLE_SLAM,
    AUCTION_NT_ACES_FOUR_DIVIDED,
    AUCTION_NT_ACES_FOUR_IN_ONE_HAND,
    AUCTION_NT_ACES_THREE,
    AUCTION_RUBBER_BONUS,
    AUCTION_TRICK_VALUE,
    AUCTION_UNDERTRICK,
    HonorHolding,
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

# RULES.md `auction-1920`: game 30; rubber 250; equal totals tie; no vulnerability.
LEDGER_POLICY = LedgerPolicy(
    game_target=AUCTION_GAME_TARGET,
    rubber_bonus_won_two_nil=AUCTION_RUBBER_BONUS,
    rubber_bonus_won_two_one=AUCTION_RUBBER_BONUS,
    unfinished=UnfinishedRule.HIGHER_TOTAL,
)

# RULES.md `auction-1920` honors table, in multiples of v (the trump trick value), keyed by
# (honors the side holds, most of them in one hand). Fewer than 3 honors score nothing.
_HONOR_MULTIPLES: dict[tuple[int, int], int] = {
    (3, 1): 2, (3, 2): 2, (3, 3): 2,  # 3 honors: 2v
    (4, 2): 4, (4, 3): 4,  # 4, divided: 4v
    (4, 4): 8,  # 4 in one hand: 8v
    (5, 3): 5,  # 5, split 3 + 2: 5v
    (5, 4): 9,  # 5, split 4 + 1: 9v
    (5, 5): 10,  # 5 in one hand: 10v
}


def score_hand(
    result: HandResult, vulnerability: Vulnerability, options: None = None
) -> tuple[ScoreEntry, ...]:
    """Score one hand under the 1920 code. ``vulnerability`` is ignored (there is none)."""
    contract = result.contract
    if contract is None:  # RULES.md `auction-1920`: passed out, no score.
        return ()
    entries = list(made_trick_entries(result, contract))
    if result.made:
        # RULES.md `auction-1920`: made doubled + 50 and + 50 per overtrick; redoubled 100 / 100.
        insult = AUCTION_INSULT[contract.doubling]
        if insult:
            entries.append(ScoreEntry(contract.side, insult, Line.ABOVE, INSULT))
            if result.overtricks:
                entries.append(ScoreEntry(contract.side, insult * result.overtricks, Line.ABOVE, OVERTRICKS))
    else:
        entries.extend(undertrick_entries(result, contract))
    entries.extend(slam_entries(result, contract))
    if result.deal is not None:
        holding = honor_holding(result.deal, contract.strain)
        if holding is not None:
            points = honors_points(holding, contract.strain)
            if points:
                entries.append(ScoreEntry(holding.side, points, Line.ABOVE, HONORS))
    return tuple(entries)


def made_trick_entries(result: HandResult, contract: Contract) -> tuple[ScoreEntry, ...]:
    """RULES.md `auction-1920`: made, (tricks - 6) x v below, overtricks included, x2 / x4 doubled."""
    if not result.made:
        return ()
    points = (result.tricks - 6) * AUCTION_TRICK_VALUE[contract.strain] * contract.doubling.multiplier
    return (ScoreEntry(contract.side, points, Line.BELOW, TRICKS),)


def undertrick_entries(
    result: HandResult, contract: Contract, *, capped: bool = False
) -> tuple[ScoreEntry, ...]:
    """RULES.md `auction-1920`: defenders 50 per undertrick, 100 doubled, 200 redoubled.

    ``capped`` (an `auction-classic` house option) scores them at the undoubled 50 each.
    """
    if not result.undertricks:
        return ()
    per_trick = AUCTION_UNDERTRICK[Doubling.UNDOUBLED if capped else contract.doubling]
    return (ScoreEntry(contract.side.other, per_trick * result.undertricks, Line.ABOVE, UNDERTRICKS),)


def slam_entries(result: HandResult, contract: Contract) -> tuple[ScoreEntry, ...]:
    """RULES.md `auction-1920`: either side taking 12 tricks scores 50, all 13 scores 100.

    Nothing need be bid: the defenders take 13 - declarer's tricks and may score it too.
    """
    for side, taken in ((contract.side, result.tricks), (contract.side.other, 13 - result.tricks)):
        if taken == 13:
            return (ScoreEntry(side, AUCTION_GRAND_SLAM, Line.ABOVE, GRAND_SLAM),)
        if taken == 12:
            return (ScoreEntry(side, AUCTION_LITTLE_SLAM, Line.ABOVE, LITTLE_SLAM),)
    return ()


def nt_aces_points(holding: HonorHolding) -> int:
    """RULES.md `auction-1920` (kept by classic): at NT, 3 aces 30, 4 divided 40, 4 in one hand 100."""
    if holding.count == 4:
        if holding.most_in_one_hand == 4:
            return AUCTION_NT_ACES_FOUR_IN_ONE_HAND
        return AUCTION_NT_ACES_FOUR_DIVIDED
    return AUCTION_NT_ACES_THREE if holding.count == 3 else 0


def honors_points(holding: HonorHolding, strain: Strain) -> int:
    """RULES.md `auction-1920` honors: one line of the table only, never summed."""
    if strain is Strain.NT:
        return nt_aces_points(holding)
    multiple = _HONOR_MULTIPLES.get((holding.count, holding.most_in_one_hand), 0)
    return multiple * AUCTION_TRICK_VALUE[strain]
