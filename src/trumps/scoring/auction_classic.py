"""Scoring profile `auction-classic`: Auction Bridge as usually summarised today.

As `auction-1920` (the helpers are shared), except that made doubled earns a flat bonus
with nothing per overtrick, and honors are fixed amounts (30/40/50/80/90/100). The seed's
house options are the :class:`HouseOptions` dataclass.
"""

from __future__ import annotations

from dataclasses import dataclass

from trumps.core.calls import Strain
from trumps.core.contract import HandResult
from trumps.core.errors import TrumpsError
from trumps.core.seats import Vulnerability
from trumps.scoring._tables import (
    AUCTION_GAME_TARGET,
    AUCTION_INSULT,
    AUCTION_RUBBER_BONUS,
    HonorHolding,
    honor_holding,
)
from trumps.scoring.auction_1920 import made_trick_entries, nt_aces_points, slam_entries, undertrick_entries
from trumps.scoring.entries import HONORS, INSULT, Line, ScoreEntry
from trumps.scoring.ledger import LedgerPolicy, UnfinishedRule

# RULES.md `auction-classic` honors: divided 3+ between the partners 10 per honor (30, 40, 50);
# 4 in one hand 80; 4 in one hand and the fifth in partner's 90; 5 in one hand 100.
_HONOR_EACH_DIVIDED = 10
_HONORS_FOUR_IN_ONE_HAND = 80
_HONORS_FOUR_IN_ONE_HAND_FIFTH_WITH_PARTNER = 90
_HONORS_FIVE_IN_ONE_HAND = 100


@dataclass(frozen=True, slots=True)
class HouseOptions:
    """RULES.md `auction-classic` house options, chosen when a table is created.

    - ``game_target``: below-line points for game (30, or lower for short sessions).
    - ``honors``: score honors (off: no honors at all).
    - ``capped_penalties``: undertricks always at the undoubled 50 each, even when doubled or
      redoubled. Only the penalty is capped; a made doubled contract still scores doubled
      tricks and its bonus (the seed limits "the penalties", nothing else).
    - ``open_hands``: practice hands, all four hands face up (no effect on the score).
    - ``three_handed``: the fourth hand dealt face down, taken as dummy by the auction's
      winner (no effect on the score).
    - ``fixed_hands``: a session of this many hands instead of a rubber (None: a rubber).
    """

    game_target: int = AUCTION_GAME_TARGET
    honors: bool = True
    capped_penalties: bool = False
    open_hands: bool = False
    three_handed: bool = False
    fixed_hands: int | None = None

    def __post_init__(self) -> None:
        if type(self.game_target) is not int:
            raise TrumpsError(f"game_target must be an integer, not {self.game_target!r}")
        if not 1 <= self.game_target <= AUCTION_GAME_TARGET:
            raise TrumpsError(f"game_target must be 1..{AUCTION_GAME_TARGET}, not {self.game_target}")
        for name in ("honors", "capped_penalties", "open_hands", "three_handed"):
            if not isinstance(getattr(self, name), bool):
                raise TrumpsError(f"{name} must be true or false, not {getattr(self, name)!r}")
        fixed = self.fixed_hands
        if fixed is not None and (type(fixed) is not int or fixed < 1):
            raise TrumpsError(f"fixed_hands must be a positive integer or None, not {self.fixed_hands!r}")

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict of the options."""
        return {
            "game_target": self.game_target,
            "honors": self.honors,
            "capped_penalties": self.capped_penalties,
            "open_hands": self.open_hands,
            "three_handed": self.three_handed,
            "fixed_hands": self.fixed_hands,
        }


DEFAULT_OPTIONS = HouseOptions()


def ledger_policy(options: HouseOptions = DEFAULT_OPTIONS) -> LedgerPolicy:
    """RULES.md `auction-classic`: as 1920 (rubber 250), game at the option's target; a rubber
    stopped early goes to the higher net total, an exact tie to one more hand."""
    return LedgerPolicy(
        game_target=options.game_target,
        rubber_bonus_won_two_nil=AUCTION_RUBBER_BONUS,
        rubber_bonus_won_two_one=AUCTION_RUBBER_BONUS,
        unfinished=UnfinishedRule.HIGHER_TOTAL_OR_EXTRA_HAND,
        fixed_hands=options.fixed_hands,
    )


def score_hand(
    result: HandResult, vulnerability: Vulnerability, options: HouseOptions = DEFAULT_OPTIONS
) -> tuple[ScoreEntry, ...]:
    """Score one hand under classic Auction Bridge. ``vulnerability`` is ignored (there is none)."""
    contract = result.contract
    if contract is None:
        return ()
    entries = list(made_trick_entries(result, contract))
    if result.made:
        # RULES.md `auction-classic`: made doubled + 50 above (redoubled + 100); nothing per overtrick.
        insult = AUCTION_INSULT[contract.doubling]
        if insult:
            entries.append(ScoreEntry(contract.side, insult, Line.ABOVE, INSULT))
    else:
        entries.extend(undertrick_entries(result, contract, capped=options.capped_penalties))
    entries.extend(slam_entries(result, contract))
    if options.honors and result.deal is not None:
        holding = honor_holding(result.deal, contract.strain)
        if holding is not None:
            points = honors_points(holding, contract.strain)
            if points:
                entries.append(ScoreEntry(holding.side, points, Line.ABOVE, HONORS))
    return tuple(entries)


def honors_points(holding: HonorHolding, strain: Strain) -> int:
    """RULES.md `auction-classic` honors for the side holding 3 or more."""
    if strain is Strain.NT:
        return nt_aces_points(holding)
    if holding.most_in_one_hand == 5:
        return _HONORS_FIVE_IN_ONE_HAND
    if holding.most_in_one_hand == 4:
        return _HONORS_FOUR_IN_ONE_HAND_FIFTH_WITH_PARTNER if holding.count == 5 else _HONORS_FOUR_IN_ONE_HAND
    return _HONOR_EACH_DIVIDED * holding.count
