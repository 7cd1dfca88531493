"""The registry of rule sets, found by name or alias.

A :class:`RuleSet` composes a scoring profile (bound to its options), a match form, the
passed-out policy and, for rubber forms, a ledger policy. Code elsewhere asks a RuleSet what
to do; it never compares rule-set names.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from trumps.core.contract import HandResult
from trumps.core.errors import TrumpsError
from trumps.core.seats import Vulnerability
from trumps.scoring import auction_1920, auction_classic, duplicate, rubber
from trumps.scoring.auction_classic import HouseOptions
from trumps.scoring.entries import ScoreEntry
from trumps.scoring.ledger import HandScorer, LedgerPolicy, RubberLedger


class UnknownRulesError(TrumpsError):
    """A rule-set name that is not registered."""


class MatchForm(StrEnum):
    """How hands are grouped: a rubber at one table, or a two-table team match of boards."""

    RUBBER = "rubber"
    TEAM = "team"


class PassedOut(StrEnum):
    """What happens after four passes."""

    NEXT_DEALER = "next dealer"
    """No score; the deal passes to the left (auction-1920, rubber)."""
    SAME_DEALER = "same dealer"
    """No score; the same dealer deals again (auction-classic)."""
    SCORE_ZERO = "score zero"
    """The board scores 0; no redeal (duplicate)."""


@dataclass(frozen=True, repr=False)
class RuleSet:
    """One rule set: what scores a hand, how hands make a match, and its house options."""

    name: str
    title: str
    aliases: tuple[str, ...]
    match_form: MatchForm
    passed_out: PassedOut
    game_target: int
    uses_vulnerability: bool
    """False where vulnerability never changes a score (both auction codes)."""
    uses_vulnerability_from_games: bool
    """True where a side is vulnerable once it has won a game (rubber), not by board number."""
    score_hand: HandScorer = field(repr=False, compare=False)
    ledger_policy: LedgerPolicy | None = None
    options: HouseOptions | None = None
    _rebuild: Callable[[HouseOptions], RuleSet] | None = field(default=None, repr=False, compare=False)

    def __repr__(self) -> str:
        """Valid code that finds this rule set again, options included."""
        text = f"find_rules({self.name!r})"
        if self.options is not None:
            changed = [f"{f.name}={getattr(self.options, f.name)!r}" for f in dataclasses.fields(HouseOptions)
                       if getattr(self.options, f.name) != f.default]
            if changed:
                text += f".with_options({', '.join(changed)})"
        return text

    @property
    def has_options(self) -> bool:
        """True when the rule set takes house options (see :meth:`with_options`)."""
        return self.options is not None

    @property
    def three_handed(self) -> bool:
        """True for three-handed play (the ``auction-classic`` house option): three players at
        N, E, S, West's hand dealt face down, each player for himself."""
        return self.options is not None and self.options.three_handed

    def with_options(self, **changes: object) -> RuleSet:
        """The same rule set with some house options changed, e.g. ``with_options(honors=False)``."""
        if self.options is None or self._rebuild is None:
            raise TrumpsError(f"rule set {self.name!r} has no house options")
        valid = [f.name for f in dataclasses.fields(HouseOptions)]
        unknown = sorted(set(changes) - set(valid))
        if unknown:
            raise TrumpsError(f"unknown option(s) for {self.name!r}: {', '.join(unknown)} "
                              f"(valid: {', '.join(valid)})")
        updated: dict[str, Any] = dict(changes)
        return self._rebuild(dataclasses.replace(self.options, **updated))

    def new_ledger(self) -> RubberLedger:
        """An empty scoresheet for a rubber under these rules."""
        if self.ledger_policy is None:
            raise TrumpsError(f"rule set {self.name!r} is played as a {self.match_form} match, not a rubber")
        return RubberLedger(self.ledger_policy)

    def to_json(self) -> dict[str, object]:
        """A JSON-ready description (name, title, form, options)."""
        return {
            "name": self.name,
            "title": self.title,
            "aliases": list(self.aliases),
            "match_form": self.match_form.value,
            "passed_out": self.passed_out.value,
            "game_target": self.game_target,
            "uses_vulnerability": self.uses_vulnerability,
            "uses_vulnerability_from_games": self.uses_vulnerability_from_games,
            "options": None if self.options is None else self.options.to_json(),
        }


def _auction_1920() -> RuleSet:
    # RULES.md `auction-1920`: rubber of 2 games of 30; passed out: the next dealer deals.
    return RuleSet(
        name="auction-1920",
        title="Auction Bridge, New York Whist Club code of 1920",
        aliases=("1920", "auction1920", "elwell", "nywc"),
        match_form=MatchForm.RUBBER,
        passed_out=PassedOut.NEXT_DEALER,
        game_target=auction_1920.LEDGER_POLICY.game_target,
        uses_vulnerability=False,
        uses_vulnerability_from_games=False,
        score_hand=auction_1920.score_hand,
        ledger_policy=auction_1920.LEDGER_POLICY,
    )


def _auction_classic(options: HouseOptions = auction_classic.DEFAULT_OPTIONS) -> RuleSet:
    # RULES.md `auction-classic`: as 1920 with fixed honors; passed out: the same dealer deals again.
    def score_hand(result: HandResult, vulnerability: Vulnerability) -> tuple[ScoreEntry, ...]:
        return auction_classic.score_hand(result, vulnerability, options)

    policy = auction_classic.ledger_policy(options)
    return RuleSet(
        name="auction-classic",
        title="Auction Bridge (classic summary)",
        aliases=("auction", "classic", "auction-bridge"),
        match_form=MatchForm.RUBBER,
        passed_out=PassedOut.SAME_DEALER,
        game_target=policy.game_target,
        uses_vulnerability=False,
        uses_vulnerability_from_games=False,
        score_hand=score_hand,
        ledger_policy=policy,
        options=options,
        _rebuild=_auction_classic,
    )


def _rubber() -> RuleSet:
    # RULES.md `rubber`: rubber of 2 games of 100; vulnerable after a game; passed out: next dealer.
    return RuleSet(
        name="rubber",
        title="Contract Bridge, rubber scoring",
        aliases=("contract", "rubber-bridge", "contract-rubber"),
        match_form=MatchForm.RUBBER,
        passed_out=PassedOut.NEXT_DEALER,
        game_target=rubber.GAME_TARGET,
        uses_vulnerability=True,
        uses_vulnerability_from_games=True,
        score_hand=rubber.score_hand,
        ledger_policy=rubber.LEDGER_POLICY,
    )


def _duplicate() -> RuleSet:
    # RULES.md `duplicate`: a two-table team match scored in IMPs; passed out scores 0.
    return RuleSet(
        name="duplicate",
        title="Duplicate Bridge, team match scored in IMPs",
        aliases=("teams", "team", "imps", "duplicate-imps"),
        match_form=MatchForm.TEAM,
        passed_out=PassedOut.SCORE_ZERO,
        game_target=duplicate.GAME_TARGET,
        uses_vulnerability=True,
        uses_vulnerability_from_games=False,
        score_hand=duplicate.score_hand,
    )


_RULE_SETS: tuple[RuleSet, ...] = (_auction_1920(), _auction_classic(), _rubber(), _duplicate())


def _key(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-")


_BY_NAME: dict[str, RuleSet] = {}
for _rules in _RULE_SETS:
    for _name in (_rules.name, *_rules.aliases):
        if _key(_name) in _BY_NAME:
            raise RuntimeError(f"rule-set name registered twice: {_name}")
        _BY_NAME[_key(_name)] = _rules


def find_rules(name: str) -> RuleSet:
    """The rule set called ``name`` or one of its aliases (case and ``_``/``-`` insensitive)."""
    found = _BY_NAME.get(_key(name))
    if found is None:
        names = ", ".join(rules.name for rules in _RULE_SETS)
        raise UnknownRulesError(f"unknown rule set {name!r}; valid names: {names}")
    return found


def all_rules() -> tuple[RuleSet, ...]:
    """Every registered rule set, in the order of RULES.md."""
    return _RULE_SETS
