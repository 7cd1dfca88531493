"""Monte Carlo double-dummy card play, for declarer (dummy's cards included) and defenders.

For each decision the player draws layouts of the hidden cards that agree with what its seat
knows (:mod:`trumps.bots.sampler`), solves every layout double-dummy in one batch (DDS scores
every legal card of a position in one call), turns each card's trick count into the score of
the finished hand under the table's rule set, and plays the card with the best expected
score. When few layouts are possible it enumerates them all instead of sampling. A time
budget per decision bounds the number of layouts, and sampling stops early once the best card
is clear.

How tricks become a score, by rule set (read from the rule set's scoring profile):

* every rule set: ``rules.score_hand`` of the hand's final result, for the deciding side
  (its points minus the other side's); honors are left out (the play cannot change them);
* rubber forms (``auction-1920``, ``auction-classic``, ``rubber``): a hand whose points below
  the line reach the game target is also worth half the rubber bonus won 2-0 (125 in auction,
  350 in rubber), standing in for the game's value, since a seat's view does not show the
  score of the rubber so far;
* the team match (``duplicate``): the expected IMPs of each card against the card with the best
  expected score, layout by layout, so that a safe make beats a risky overtrick.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from trumps.analysis.dds import best_tricks_many, solve_positions, solve_positions_one_by_one
from trumps.bots.carding import SIGNALS, agreed_card, carding_model, signal_card, signal_weigher
from trumps.bots.constraints import HandConstraint
from trumps.bots.lead_reading import lead_weigher, plausible_leads
from trumps.bots.play_reading import EarlierCard, cards_to_read, misreads, position_before
from trumps.bots.sampler import (
    Admits,
    Knowledge,
    Layout,
    count_layouts,
    enumerate_layouts,
    knowledge_from_view,
    sample_layouts,
    view_seed,
)
from trumps.core.cards import Card
from trumps.core.contract import Contract, HandResult
from trumps.core.play import PlayState
from trumps.core.seats import Seat, Side, Vulnerability
from trumps.core.table import SeatView
from trumps.rules import find_rules
from trumps.rules.registry import MatchForm, RuleSet
from trumps.scoring.entries import Line
from trumps.scoring.imps import imps

ConstraintSource = Callable[[SeatView], Mapping[Seat, HandConstraint]]
"""What the auction promised about each other seat's hand, for a view (the bidding system's)."""
ModelSource = Callable[[SeatView], Admits]
"""For a view, the test of a hidden seat's hand as dealt: would it have made its calls?"""

DEFAULT_BUDGET_S = 0.25
"""Seconds per card decision, by default."""
DEFAULT_LEAD_BUDGET_S = 1.0
"""Seconds for the opening lead, by default: one decision per hand, and the costliest to solve."""
DEFAULT_LEAD_SHARE = 0.3
"""The opening leads weighed: runs at least this likely, by the model of real leads, as the
likeliest (chosen on the leads of 400 deals of seed ``tune``, not the benchmark's)."""
LEAD_RUNS_SOLVED_ALONE = 4
"""Up to this many candidate runs, the opening lead solves each run's position after it is led,
best card only, rather than every card of the hand (about half the time for two or three runs)."""
LEAD_DRAWS = 64
"""The layouts drawn for the opening lead: its budget solves fewer, and drawing the rest would
take time from the solving."""

_SUIT_FIELD = 0x1FFF
_SUIT_MASKS = tuple(_SUIT_FIELD << (13 * suit) for suit in range(4))
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)


@dataclass(frozen=True, slots=True)
class CardChoice:
    """A decision and what it rests on.

    ``values`` is each legal card's expected score for the deciding side (points, or IMPs in
    the team match; at the opening lead, each plausible lead's, see ``DDPlayer``'s
    ``lead_share``), ``tricks`` its expected tricks for that side from the current trick on;
    ``layouts`` how many layouts were solved and ``exact`` whether they were all the layouts
    there are (constraints aside) rather than a sample.
    """

    card: Card
    values: Mapping[Card, float]
    tricks: Mapping[Card, float]
    layouts: int
    exact: bool


def score_by_tricks(rules: RuleSet, contract: Contract, vulnerability: Vulnerability, side: Side,
                    ) -> tuple[int, ...]:
    """For 0..13 tricks by declarer, the hand's points for ``side`` minus the other side's.

    Read from the rule set's scoring profile (honors left out); rubber forms add a game's
    worth when the points below the line reach the game target (see the module docstring).
    """
    game_value = 0
    policy = rules.ledger_policy
    if rules.match_form is MatchForm.RUBBER and policy is not None:
        game_value = policy.rubber_bonus_won_two_nil // 2
    table = []
    for tricks in range(14):
        entries = rules.score_hand(HandResult(contract, tricks, None), vulnerability)
        net = 0
        below = {Side.NS: 0, Side.EW: 0}
        for entry in entries:
            net += entry.points if entry.side is side else -entry.points
            if entry.line is Line.BELOW:
                below[entry.side] += entry.points
        for scorer, points in below.items():
            if game_value and points >= rules.game_target:
                net += game_value if scorer is side else -game_value
        table.append(net)
    return tuple(table)


def equivalence_classes(view: SeatView, seat: Seat) -> list[list[Card]]:
    """The legal cards of ``seat`` grouped into runs that are equal whatever the layout.

    Two cards of one suit are equal when every card ranked between them was played to a finished
    trick or is held by the same hand: whichever is played, the outcome is the same. Each run is listed
    low to high.
    """
    hand = view.hands[seat]
    if hand is None:
        return [[card] for card in view.legal_cards]
    played = 0  # cards of finished tricks only: a card on the current trick can still be beaten
    for trick in view.tricks:
        for card in trick.cards:
            played |= card.bit
    same = hand.mask | played
    classes: list[list[Card]] = []
    previous: Card | None = None
    for card in view.legal_cards:  # ascending: clubs first, low to high within a suit
        if previous is not None and previous.suit is card.suit:
            between = ((1 << card.index) - 1) & ~((previous.bit << 1) - 1)
            if between & ~same == 0:
                classes[-1].append(card)
                previous = card
                continue
        classes.append([card])
        previous = card
    return classes


class DDPlayer:
    """Chooses cards by Monte Carlo double-dummy simulation within a time budget.

    ``rules`` sets the scoring the play aims at (a name or a RuleSet; default ``duplicate``).
    ``constraints`` gives, for a view, what the auction promised about each other seat;
    ``model``, for a view, whether a hidden seat's hand would have made its calls (layouts it
    admits are drawn first, see :func:`~trumps.bots.sampler.sample_layouts`); ``carding`` reads
    the defenders' earlier cards by their agreements, and plays by them (:mod:`trumps.bots.carding`).
    ``budget_s`` bounds each decision, ``lead_budget_s`` the opening lead; ``max_samples`` caps
    the layouts per decision and ``min_samples`` is the first round's (each later round is sized to
    the time left, at most tripling the layouts solved; on 160 deals a first round of 4 or 6 saved
    no time); when at most ``exhaustive_limit`` layouts are possible they are all solved.
    The first tricks, whose positions cost most to solve, get ``early_scale`` times the budget
    (trick 1 after the lead, trick 2, trick 3). ``objective="tricks"`` maximises
    expected tricks instead of the expected score (for comparisons). ``seed`` makes the draws
    repeatable (with the view, it fixes every draw). Sampling stops before the budget once at
    least ``settle_after`` layouts are solved and the leading card beats each other card layout
    by layout by ``confidence`` standard errors (see :meth:`_settled`): the budget goes to the
    close decisions (settling after 32 or 48 layouts instead of 16 cost as many tricks on 160
    deals, README's known gaps). Among the cards within ``near`` standard errors of the best expected score
    (cards the layouts cannot tell apart), the one that is a best card double-dummy in the most
    layouts is played: the one least likely to cost a trick (0 turns this off). ``reads`` is how
    many of the hidden seats' latest cards are read double-dummy: a layout in which such a card
    cost a trick counts ``misread_weight`` times per card (:mod:`trumps.bots.play_reading`; off by
    default, since on the paired bench it changed nothing while costing time). ``signals`` names
    the defenders' signals the player gives and reads (soft weights, :mod:`trumps.bots.carding`:
    ``attitude`` and ``count`` by default, ``discard`` too when named; it needs ``carding``).
    ``lead_reading`` is how strongly declarer and the leader's partner read the opening lead by the
    model of the bots' leads: a layout counts as the lead's probability there to this power
    (:mod:`trumps.bots.lead_reading`; 0 turns it off). The opening lead is chosen among the leads a
    real player would consider: the runs whose probability by the model of real leads is at least
    ``lead_share`` times the likeliest's (:func:`~trumps.bots.lead_reading.plausible_leads`; 0
    weighs every card). Its ``values`` then hold only those leads.
    """

    def __init__(self, rules: RuleSet | str | None = None, *, constraints: ConstraintSource | None = None,
                 budget_s: float = DEFAULT_BUDGET_S, lead_budget_s: float = DEFAULT_LEAD_BUDGET_S,
                 max_samples: int = 128, min_samples: int = 2, exhaustive_limit: int = 48,
                 seed: int | str = 0, clock: Callable[[], float] = time.perf_counter,
                 objective: str = "score", early_scale: tuple[float, ...] = (2.0, 1.5, 1.25),
                 settle_after: int = 16, confidence: float = 2.0, model: ModelSource | None = None,
                 carding: bool = True, reads: int = 0, misread_weight: float = 0.1,
                 near: float = 1.0, signals: Collection[str] = SIGNALS, lead_reading: float = 1.0,
                 lead_share: float = DEFAULT_LEAD_SHARE) -> None:
        if isinstance(rules, str):
            rules = find_rules(rules)
        self.rules: RuleSet = rules if rules is not None else find_rules("duplicate")
        self.constraints = constraints
        self.budget_s = budget_s
        self.lead_budget_s = lead_budget_s
        self.max_samples = max(1, max_samples)
        self.min_samples = max(1, min(min_samples, self.max_samples))
        self.exhaustive_limit = exhaustive_limit
        self.seed = seed
        self.clock = clock
        if objective not in ("score", "tricks"):
            raise ValueError(f"objective must be 'score' or 'tricks', not {objective!r}")
        self.objective = objective
        self.early_scale = early_scale
        self.settle_after = max(2, settle_after)
        self.confidence = confidence
        self.model = model
        self.carding = carding
        self.reads = max(0, reads)
        self.misread_weight = misread_weight
        self.near = near
        self.signals = tuple(signals) if carding else ()
        self.lead_reading = max(0.0, lead_reading)
        self.lead_share = min(1.0, max(0.0, lead_share))

    # the decision -------------------------------------------------------------------
    def choose_card(self, view: SeatView) -> Card:
        """The card to play for the seat whose turn it is (``view`` is the deciding seat's)."""
        return self.evaluate(view).card

    def evaluate(self, view: SeatView) -> CardChoice:
        """Score every legal card of the seat to play and pick the best."""
        started = self.clock()
        contract = view.contract
        to_play = view.to_act
        if contract is None or to_play is None or not view.legal_cards:
            raise ValueError("there is no card to choose in this view")
        classes = equivalence_classes(view, to_play)
        opening = not view.tricks and not view.current_trick
        if opening and self.lead_share > 0.0:
            classes = self._plausible(view, classes)
        if len(classes) == 1:
            card = agreed_card(classes[0], not view.current_trick, to_play.side is not contract.side)
            return CardChoice(card, {card: 0.0}, {card: 0.0}, 0, True)
        knowledge = knowledge_from_view(view)
        wanted = self._constraints(view)
        accept = self._model(view)
        reads = cards_to_read(view, self.reads)
        weigh = self._weigher(view, knowledge)
        deadline = started + self.budget_for(view)
        exact = count_layouts(knowledge) <= self.exhaustive_limit
        leads = classes if opening and len(classes) <= LEAD_RUNS_SOLVED_ALONE else None
        if exact:
            layouts = enumerate_layouts(knowledge, wanted, accept)
            solved, weights = self._solve_weighted(view, contract, layouts, reads, weigh, leads)
        else:
            rng = random.Random(view_seed(view, self.seed))
            layouts, solved, weights = self._sample_and_solve(
                view, contract, knowledge, wanted, accept, rng, deadline,
                lambda done, weighed: self._settled(view, contract, to_play, classes, done, weighed), reads,
                weigh, leads)
        return self._pick(view, contract, to_play, classes, solved, weights, len(layouts), exact)

    def draw_layouts(self, view: SeatView, count: int, seed: int | str = "calibrate",
                     ) -> tuple[list[Layout], list[float]]:
        """Up to ``count`` layouts of the hidden hands for ``view`` drawn as :meth:`evaluate` draws
        them (what the seat knows, the auction's constraints and model, the defenders' carding),
        each with the weight the player gives it (signals, the opening lead's reading), with a seed
        of their own: fresh layouts to check the player's choices against (every layout when there
        are at most ``exhaustive_limit``). The double-dummy reading of earlier cards (``reads``) is
        left out: it needs each layout solved."""
        knowledge = knowledge_from_view(view)
        wanted = self._constraints(view)
        accept = self._model(view)
        if count_layouts(knowledge) <= self.exhaustive_limit:
            layouts = enumerate_layouts(knowledge, wanted, accept)
        else:
            layouts = sample_layouts(knowledge, count, random.Random(view_seed(view, seed)), wanted,
                                     accept=accept)
        weigh = self._weigher(view, knowledge)
        return layouts, [weigh(layout) if weigh else 1.0 for layout in layouts]

    def _plausible(self, view: SeatView, classes: list[list[Card]]) -> list[list[Card]]:
        """The opening leader's runs that real players would consider (all when none would)."""
        tops = plausible_leads(view, self.lead_share)
        kept = [group for group in classes if group[-1] in tops]
        return kept or classes

    def _weigher(self, view: SeatView, knowledge: Knowledge) -> Callable[[Layout], float] | None:
        """How much a layout counts by what the defenders' cards said: their signals and the
        opening lead (None when neither says anything)."""
        signals = signal_weigher(view, knowledge, self.signals) if self.signals else None
        lead = lead_weigher(view, knowledge, self.lead_reading) if self.lead_reading else None
        if signals is None or lead is None:
            return signals or lead

        def both(layout: Layout) -> float:
            return signals(layout) * lead(layout)

        return both

    def budget_for(self, view: SeatView) -> float:
        """Seconds for this decision: the lead's budget, more for the costly first tricks, else the default.

        (The opening lead is one decision per hand and its positions are the slowest to solve.)
        """
        if not view.tricks and not view.current_trick:
            return self.lead_budget_s
        trick = len(view.tricks)
        scale = self.early_scale[trick] if trick < len(self.early_scale) else 1.0
        return self.budget_s * scale

    def _constraints(self, view: SeatView) -> dict[Seat, HandConstraint]:
        if self.constraints is None:
            return {}
        try:
            found = self.constraints(view)
        except Exception:  # the bidding system's reading failed: play on without it
            return {}
        return {seat: constraint for seat, constraint in found.items()
                if view.hands[seat] is None and not constraint.is_trivial}

    def _model(self, view: SeatView) -> Admits | None:
        """The test of a hidden hand against the auction (``model``) and the defenders' carding."""
        auction: Admits | None = None
        if self.model is not None:
            try:
                auction = self.model(view)
            except Exception:  # the bidding system's reading failed: sample by the constraints alone
                auction = None
        carding = carding_model(view) if self.carding else None
        if auction is None or carding is None:
            return auction or carding

        def both(seat: Seat, original: int) -> bool:
            return carding(seat, original) and auction(seat, original)

        return both

    def _sample_and_solve(self, view: SeatView, contract: Contract, knowledge: Knowledge,
                          wanted: Mapping[Seat, HandConstraint], accept: Admits | None,
                          rng: random.Random, deadline: float,
                          settled: Callable[[list[dict[Card, int]], list[float]], bool],
                          reads: list[EarlierCard], weigh: Callable[[Layout], float] | None,
                          leads: Sequence[list[Card]] | None = None,
                          ) -> tuple[list[Layout], list[dict[Card, int]], list[float]]:
        """Draw and solve layouts in rounds until the budget or the sample cap is reached, or
        until ``settled`` says the layouts solved so far (and their weights) decide the card.
        (``leads``: see :meth:`_solve_weighted`; the opening lead draws fewer layouts, since a
        second never solves more than :data:`LEAD_DRAWS`.)"""
        # drawing may take at most a third of the time left (rejection against tight constraints)
        start = self.clock()
        count = min(self.max_samples, LEAD_DRAWS) if leads is not None else self.max_samples
        layouts = sample_layouts(knowledge, count, rng, wanted,
                                 deadline=start + max(0.0, deadline - start) / 3, clock=self.clock,
                                 accept=accept)
        solved: list[dict[Card, int]] = []
        weights: list[float] = []
        done = 0
        size = self.min_samples
        while done < len(layouts):
            round_start = self.clock()
            batch = layouts[done:done + size]
            answers, weighed = self._solve_weighted(view, contract, batch, reads, weigh, leads)
            solved.extend(answers)
            weights.extend(weighed)
            done += len(batch)
            now = self.clock()
            per_layout = max((now - round_start) / len(batch), 1e-5)
            # aim short of the deadline: layouts differ in cost, and a round cannot be cut short
            # and grow at most threefold per round: the first layouts may have been cheap ones
            size = min(int(0.75 * (deadline - now) / per_layout), 2 * done)
            if size < 1 or (done < len(layouts) and settled(solved, weights)):
                break
        return layouts[:done], solved, weights

    def _solve_weighted(self, view: SeatView, contract: Contract, layouts: Sequence[Layout],
                        reads: list[EarlierCard], weigh: Callable[[Layout], float] | None = None,
                        leads: Sequence[list[Card]] | None = None,
                        ) -> tuple[list[dict[Card, int]], list[float]]:
        """Solve each layout's position, and weigh each layout by the read cards it makes
        mistakes of (``misread_weight`` per costly card, :mod:`trumps.bots.play_reading`) and
        by what the defenders' cards said (``weigh``, :meth:`_weigher`). With ``leads`` (the
        opening leader's few candidate runs) only those runs are solved (:meth:`_solve_leads`)."""
        if leads is not None and layouts:
            solved = self._solve_leads(view, contract, layouts, leads)
            return solved, [weigh(layout) if weigh else 1.0 for layout in layouts]
        if not reads or not layouts:
            solved = self._solve(view, contract, layouts)
            return solved, [weigh(layout) if weigh else 1.0 for layout in layouts]
        positions = [position_of(view, contract, layout) for layout in layouts]
        checks: list[list[int]] = []  # per layout: the slots of its read cards that are checked
        for layout in layouts:
            slots = []
            for slot, read in enumerate(reads):
                before = position_before(contract, layout, read)
                if before is not None:
                    positions.append(before)
                    slots.append(slot)
            checks.append(slots)
        answers = self._solve_positions(positions, sum(layouts[0]).bit_count())
        solved = answers[:len(layouts)]
        weights: list[float] = []
        at = len(layouts)
        for slots in checks:
            wrong = misreads(answers[at:at + len(slots)], reads, slots)
            at += len(slots)
            weights.append(self.misread_weight ** wrong)
        if weigh is not None:
            weights = [weight * weigh(layout) for weight, layout in zip(weights, layouts)]
        return solved, weights

    @staticmethod
    def _solve_leads(view: SeatView, contract: Contract, layouts: Sequence[Layout],
                     leads: Sequence[list[Card]]) -> list[dict[Card, int]]:
        """Per layout, the opening leader's tricks for each card of ``leads`` (runs of its hand):
        each run's top is led and the position after it solved for dummy's best card only, which
        costs less than every card of the hand when the runs are few."""
        after = best_tricks_many([position_of(view, contract, layout).with_card(run[-1])
                                  for layout in layouts for run in leads])
        answers: list[dict[Card, int]] = []
        for at in range(0, len(after), len(leads)):
            answers.append({card: 13 - tricks for run, tricks in zip(leads, after[at:at + len(leads)])
                            for card in run})
        return answers

    @classmethod
    def _solve(cls, view: SeatView, contract: Contract, layouts: Sequence[Layout]) -> list[dict[Card, int]]:
        positions = [position_of(view, contract, layout) for layout in layouts]
        return cls._solve_positions(positions, sum(layouts[0]).bit_count() if layouts else 0)

    @staticmethod
    def _solve_positions(positions: list[PlayState], cards_left: int) -> list[dict[Card, int]]:
        """Few or small positions on this thread; many large ones on DDS's thread pool."""
        if len(positions) <= 2 or cards_left <= 12:
            return solve_positions_one_by_one(positions)
        return solve_positions(positions)

    def _rows(self, view: SeatView, contract: Contract, to_play: Seat, classes: list[list[Card]],
              solved: Sequence[Mapping[Card, int]], weights: Sequence[float],
              ) -> tuple[dict[Card, list[float]], dict[Card, float]]:
        """Per class representative: its value layout by layout, and its mean tricks (weighted).

        The value is the hand's points for the deciding side, or (team match, expected score)
        the IMPs against the card with the best mean points, layout by layout.
        """
        side = to_play.side
        declarer_side = contract.side
        so_far = view.tricks_won[declarer_side]
        remaining = 13 - len(view.tricks)
        if self.objective == "tricks":
            table = tuple(t if side is declarer_side else 13 - t for t in range(14))
        else:
            table = score_by_tricks(self.rules, contract, view.vulnerability, side)
        if side is declarer_side:
            points_of = [table[min(13, so_far + t)] for t in range(remaining + 1)]
        else:
            points_of = [table[max(0, so_far + remaining - t)] for t in range(remaining + 1)]
        representatives = [group[0] for group in classes]
        total = sum(weights) or 1.0
        rows: dict[Card, list[float]] = {card: [float(points_of[answer.get(card, 0)]) for answer in solved]
                                         for card in representatives}
        tricks = {card: sum(w * answer.get(card, 0) for w, answer in zip(weights, solved)) / total
                  for card in representatives}
        if self.rules.match_form is MatchForm.TEAM and solved and self.objective == "score":
            reference = rows[max(representatives, key=lambda c: (_weighted_sum(rows[c], weights), tricks[c]))]
            rows = {card: [float(imps(int(p - r))) for p, r in zip(row, reference)]
                    for card, row in rows.items()}
        return rows, tricks

    def _settled(self, view: SeatView, contract: Contract, to_play: Seat, classes: list[list[Card]],
                 solved: Sequence[Mapping[Card, int]], weights: Sequence[float]) -> bool:
        """True when more layouts would hardly change the choice.

        The leading card (best weighted mean value) must beat every other card layout by layout
        with a paired difference of at least ``confidence`` standard errors, or never differ from
        it. Weighted layouts count as their effective number, (sum of weights)^2 / sum of squares.
        """
        total = sum(weights)
        if len(solved) < self.settle_after or len(classes) < 2 or total <= 0.0:
            return False
        effective = total * total / sum(w * w for w in weights)
        if effective < 2.0:
            return False
        rows, tricks = self._rows(view, contract, to_play, classes, solved, weights)
        means = {card: _weighted_sum(row, weights) / total for card, row in rows.items()}
        leader = max(rows, key=lambda c: (means[c], tricks[c]))
        best = rows[leader]
        for card, row in rows.items():
            if card is leader:
                continue
            mean, spread = _paired(best, row, weights, total, effective)
            if spread == 0.0:
                if mean == 0.0 and tricks[card] != tricks[leader]:
                    return False
                continue
            if mean * mean * effective < self.confidence * self.confidence * spread:
                return False
        return True

    def _pick(self, view: SeatView, contract: Contract, to_play: Seat, classes: list[list[Card]],
              solved: list[dict[Card, int]], weights: list[float], layouts: int, exact: bool) -> CardChoice:
        rows, mean_tricks = self._rows(view, contract, to_play, classes, solved, weights)
        total = sum(weights) or 1.0
        values = {card: _weighted_sum(row, weights) / total for card, row in rows.items()}
        # best value, then most tricks, then (declarer on lead) trumps, to draw them while they
        # cost nothing; then the lowest card, of the lowest suit
        side = to_play.side
        trump = contract.strain.suit if side is contract.side and not view.current_trick else None
        def order(card: Card) -> tuple[float, float, bool, int, int]:
            return values[card], mean_tricks[card], card.suit is trump, -card.rank, -card.suit

        best = max(values, key=order)
        if self.near > 0.0 and len(rows) > 1:
            candidates = self._near(best, rows, weights)
            safety = self._safety(solved, weights)
            best = max(candidates, key=lambda card: (safety(card), order(card)))
            if self.signals and len(candidates) > 1:
                best = signal_card(view, candidates, best, safety, self.signals)
        all_values: dict[Card, float] = {}
        all_tricks: dict[Card, float] = {}
        for group in classes:
            for card in group:
                all_values[card] = values[group[0]]
                all_tricks[card] = mean_tricks[group[0]]
        run = next(group for group in classes if group[0] is best)
        chosen = agreed_card(run, not view.current_trick, side is not contract.side)
        return CardChoice(chosen, all_values, all_tricks, layouts, exact)

    def _near(self, best: Card, rows: Mapping[Card, list[float]], weights: Sequence[float]) -> list[Card]:
        """``best`` and the cards the layouts cannot tell from it: within ``near`` standard errors
        of its value, paired layout by layout."""
        total = sum(weights)
        squares = sum(w * w for w in weights)
        if total <= 0.0 or total * total / squares < 2.0:
            return [best]
        effective = total * total / squares
        candidates = [best]
        for card, row in rows.items():
            if card is best:
                continue
            mean, spread = _paired(rows[best], row, weights, total, effective)
            if mean * mean * effective <= self.near * self.near * spread:
                candidates.append(card)
        return candidates

    @staticmethod
    def _safety(solved: Sequence[Mapping[Card, int]], weights: Sequence[float]) -> Callable[[Card], float]:
        """How often (weighted) each card is a best card double-dummy: among near-equal cards the
        one with most is least likely to cost a trick."""
        bests = [max(answer.values()) for answer in solved]

        def safe(card: Card) -> float:
            return sum(w for w, answer, top in zip(weights, solved, bests) if answer.get(card, -1) >= top)

        return safe

    # claims ----------------------------------------------------------------------------
    def claimable_tricks(self, view: SeatView) -> int | None:
        """Declarer's total tricks when the rest are certain, else None.

        Certain means: the hand on lead for declarer's side holds only winners and can draw
        every outstanding trump first; or every layout of the unseen cards is known (one
        layout), when the double-dummy result is certain too.
        """
        contract = view.contract
        if contract is None or view.seat != contract.declarer or view.to_act is None:
            return None
        if view.to_act.side is not contract.side or len(view.tricks) >= 12:
            return None
        so_far = view.tricks_won[contract.side]
        remaining = 13 - len(view.tricks)
        knowledge = knowledge_from_view(view)
        if not view.current_trick and _leader_holds_only_winners(view, knowledge):
            return so_far + remaining
        if count_layouts(knowledge) == 1:
            layout = enumerate_layouts(knowledge)[0]
            answer = solve_positions_one_by_one([position_of(view, contract, layout)])[0]
            return so_far + max(answer.values())
        return None


def _weighted_sum(values: Sequence[float], weights: Sequence[float]) -> float:
    return sum(w * v for w, v in zip(weights, values))


def _paired(best: Sequence[float], row: Sequence[float], weights: Sequence[float], total: float,
            effective: float) -> tuple[float, float]:
    """The weighted mean of ``best - row`` layout by layout, and its variance (for ``effective``
    layouts, at least two)."""
    differences = [b - r for b, r in zip(best, row)]
    mean = _weighted_sum(differences, weights) / total
    squares = _weighted_sum([(d - mean) ** 2 for d in differences], weights)
    spread = squares / total * effective / (effective - 1)
    return mean, spread


def _leader_holds_only_winners(view: SeatView, knowledge: Knowledge) -> bool:
    """True when the seat on lead wins every remaining trick by cashing its cards, trumps first."""
    contract = view.contract
    leader = view.to_act
    assert contract is not None and leader is not None
    lead_hand = view.hands[leader]
    if lead_hand is None:
        return False
    partner_hand = view.hands[leader.partner]
    partner = partner_hand.mask if partner_hand is not None else 0
    outstanding = knowledge.pool
    for suit in range(4):
        mine = lead_hand.mask & _SUIT_MASKS[suit]
        if not mine:
            continue
        lowest = (mine & -mine).bit_length()
        theirs = outstanding & _SUIT_MASKS[suit]
        # every card of ours must outrank every card of theirs: our lowest above their highest
        if theirs and lowest < theirs.bit_length():
            return False
        # and partner must be able to play under each of them, or the lead would change hands
        if (partner & _SUIT_MASKS[suit]).bit_length() > lowest:
            return False
    trump = contract.strain.suit
    if trump is not None:
        their_trumps = (outstanding & _SUIT_MASKS[trump]).bit_count()
        if their_trumps > (lead_hand.mask & _SUIT_MASKS[trump]).bit_count():
            return False
    return True


def position_of(view: SeatView, contract: Contract, layout: Layout) -> PlayState:
    """The play position of ``view`` with the hidden hands filled in from ``layout``."""
    if view.current_trick:
        leader = view.current_trick[0][0]
    elif view.tricks:
        leader = view.tricks[-1].winner
    else:
        leader = contract.declarer.lho
    return PlayState(contract, layout, leader, tuple(card for _, card in view.current_trick), view.tricks,
                     view.tricks_won[contract.side])

