"""Rule sets by name: ``find_rules("auction-1920")``, ``all_rules()``."""

from __future__ import annotations

from trumps.rules.registry import (
    MatchForm,
    PassedOut,
    RuleSet,
    UnknownRulesError,
    all_rules,
    find_rules,
)
from trumps.scoring.auction_classic import HouseOptions

__all__ = [
    "find_rules",
    "all_rules",
    "RuleSet",
    "MatchForm",
    "PassedOut",
    "HouseOptions",
    "UnknownRulesError",
]
