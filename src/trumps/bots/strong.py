"""The strong bot: the natural bidding system, Monte Carlo double-dummy card play, and claims.

``StrongBot(seed, rules)`` bids with :mod:`trumps.bots.bidding` (falling back to
:class:`~trumps.bots.simple.SimpleBot`'s bidding when that package is missing), plays with
:class:`~trumps.bots.player.DDPlayer` sampling layouts that fit what the auction promised,
claims as declarer when the rest of the tricks are certain (:meth:`StrongBot.claim`), and
answers claims double-dummy (:func:`~trumps.bots.claims.judge_claim`). Like every bot it
is handed only its own seat's view.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import cast

from trumps.bots.claims import judge_claim
from trumps.bots.constraints import HandConstraint
from trumps.bots.player import DEFAULT_BUDGET_S, DEFAULT_LEAD_BUDGET_S, CardChoice, DDPlayer
from trumps.bots.simple import SimpleBot
from trumps.core.calls import PASS, Call
from trumps.core.cards import Card
from trumps.core.seats import Seat
from trumps.core.table import SeatView
from trumps.rules import find_rules
from trumps.rules.registry import RuleSet

CallChooser = Callable[[SeatView], Call]


def _bidding_module() -> ModuleType | None:
    """``trumps.bots.bidding`` when it is installed (it is built alongside this module)."""
    try:
        return importlib.import_module("trumps.bots.bidding")
    except ImportError:
        return None


def system_bidder(rules: RuleSet | None, seed: int | str | None) -> CallChooser | None:
    """The bidding system's call chooser for ``rules``, or None when there is no bidding system.

    ``rules=None`` gives contract-style bidding whatever the table's scoring.
    """
    module = _bidding_module()
    bidder_class = getattr(module, "Bidder", None) if module is not None else None
    if bidder_class is None:
        return None
    bidder = bidder_class(rules, seed=seed)
    return cast(CallChooser, bidder.choose)


def _system_reader(name: str, rules: RuleSet | None) -> Callable[[SeatView], object] | None:
    """The bidding system's function ``name(view, rules)`` with ``rules`` bound, or None without one."""
    module = _bidding_module()
    reader = getattr(module, name, None) if module is not None else None
    if reader is None:
        return None
    read = cast(Callable[[SeatView, RuleSet | None], object], reader)

    def bound(view: SeatView) -> object:
        return read(view, rules)

    return bound


def system_constraints(rules: RuleSet | None) -> Callable[[SeatView], Mapping[Seat, HandConstraint]] | None:
    """The bidding system's reading of the auction (``constraints_for``), or None without one."""
    return cast(Callable[[SeatView], Mapping[Seat, HandConstraint]] | None,
                _system_reader("constraints_for", rules))


def system_model(rules: RuleSet | None) -> Callable[[SeatView], Callable[[Seat, int], bool]] | None:
    """The bidding system's model of the auction (``model_for``: would a hand have bid so?), or None
    without one."""
    return cast(Callable[[SeatView], Callable[[Seat, int], bool]] | None, _system_reader("model_for", rules))


class StrongBot:
    """A bot that strong players respect, within a time budget per decision.

    ``rules`` (a name or RuleSet; default ``duplicate``) sets the scoring that bidding and play
    aim at. ``bidding`` chooses the bidding: ``"system"`` (the natural system, auction-bridge
    style for the auction rule sets), ``"contract"`` (the system in contract style whatever the
    scoring) or ``"simple"`` (SimpleBot's). ``claims=False`` never claims. ``use_constraints``
    and ``use_model`` let card play read the auction: what each call promised, and whether a
    hand would have made its seat's calls (:mod:`trumps.bots.bidding.consistency`). ``budget_s`` and
    ``lead_budget_s`` bound each card decision (see :class:`DDPlayer`).
    """

    def __init__(self, seed: int | str | None = 0, rules: RuleSet | str | None = None, *,
                 bidding: str = "system", claims: bool = True, use_constraints: bool = True,
                 use_model: bool = True,
                 budget_s: float = DEFAULT_BUDGET_S, lead_budget_s: float = DEFAULT_LEAD_BUDGET_S,
                 max_samples: int = 128) -> None:
        if isinstance(rules, str):
            rules = find_rules(rules)
        self.rules: RuleSet = rules if rules is not None else find_rules("duplicate")
        self.seed = seed
        self.claims = claims
        self._simple = SimpleBot(seed)
        if bidding not in ("system", "contract", "simple"):
            raise ValueError(f"bidding must be 'system', 'contract' or 'simple', not {bidding!r}")
        self.bidding = bidding
        self._bidder: CallChooser | None = None
        self.bidding_failures = 0
        if bidding != "simple":
            self._bidder = system_bidder(self.rules if bidding == "system" else None, seed)
        system_rules = self.rules if bidding == "system" else None
        constraints = system_constraints(system_rules) if use_constraints else None
        model = system_model(system_rules) if use_constraints and use_model else None
        # the lead model was fitted on partnership auctions; three-handed calls are each player's
        # own, made from seats the play may have moved, so the lead is not read there
        self.player = DDPlayer(self.rules, constraints=constraints, model=model, budget_s=budget_s,
                               lead_budget_s=lead_budget_s, max_samples=max_samples,
                               seed=seed if seed is not None else 0,
                               lead_reading=0.0 if self.rules.three_handed else 1.0)

    @property
    def has_bidding_system(self) -> bool:
        """True when calls come from the natural bidding system (not SimpleBot's fallback)."""
        return self._bidder is not None

    def choose_call(self, view: SeatView) -> Call:
        """A legal call: the bidding system's, or pass when it offers an illegal one.

        Should the bidding system fail, SimpleBot's call is made instead (and counted in
        ``bidding_failures``).
        """
        call: Call | None = None
        if self._bidder is not None:
            try:
                call = self._bidder(view)
            except Exception:  # a fault in the bidding system must not stop the table
                self.bidding_failures += 1
        if call is None:
            call = self._simple.choose_call(view)
        return call if call in view.legal_calls else PASS

    def choose_card(self, view: SeatView) -> Card:
        """The card with the best expected score over layouts that fit the seat's knowledge."""
        return self.player.choose_card(view)

    def evaluate(self, view: SeatView) -> CardChoice:
        """The card decision with every legal card's expected score (for analysis and hints)."""
        return self.player.evaluate(view)

    def claim(self, view: SeatView) -> int | None:
        """As declarer with the lead or a card to play: the total tricks to claim when certain, else None."""
        if not self.claims:
            return None
        return self.player.claimable_tricks(view)

    def answer_claim(self, view: SeatView) -> bool:
        """Accept a claim only when it holds double-dummy."""
        return judge_claim(view)
