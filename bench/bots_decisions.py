"""Card-play settings compared on the very same decisions, each choice judged double-dummy.

Strong bots bid and play a seeded set of deals (the deals ``bench/bots.py`` plays for the same
seed); every card decision is kept: the deciding seat's view and the real position. Each
setting (``--setting NAME=JSON``, keyword arguments of :class:`trumps.bots.player.DDPlayer`,
plus ``"constraints": false`` and ``"model": false`` to sample without the auction's reading)
then re-decides every decision that has more than one distinct card, and a choice costs a
trick when its double-dummy result on the real layout is below the best card's. All settings
face the same decisions, so their differences are not the luck of the deals (a paired
comparison): this is the tool for tuning the player, ``bench/bots.py`` the one for reporting.
The first setting is the reference; each line ends with its errors and time as ratios to it.

    .venv/bin/python bench/bots_decisions.py --deals 60 --seed tune \\
        --setting now='{}' --setting wide='{"max_samples": 256, "budget_s": 1.0}'
    .venv/bin/python bench/bots_decisions.py --deals 300 --leads-only --setting now='{}' \\
        --setting slow='{"lead_budget_s": 3.0}' --save leads.pickle
    .venv/bin/python bench/bots_decisions.py --load leads.pickle --setting ...
    .venv/bin/python bench/bots_decisions.py --load leads.pickle --calibrate 48
    .venv/bin/python bench/bots_decisions.py --load leads.pickle --groups lead_nt --setting ...

``--groups REGEX`` re-decides only the decisions whose group (``lead_nt``, ``declarer_suit``,
...) matches: the set is saved whole.

``--breakdown`` also gives, per group, the errors and decisions by trick, by the seat's place in
the trick, by what the card chosen does (lead, follow, discard, ruff) and by whether every
possible layout was solved: where the misses are.

``--calibrate N`` also asks, for each decision, how often the card chosen costs a trick on N
fresh layouts drawn as the player draws them (the auction's constraints and the system's model
of each hidden hand, the defenders' carding, their own seed) and weighed as it weighs them, and
prints that expectation beside the rate on the real layouts. When the two agree the player's
layouts are calibrated: its misses are what it cannot know, which no other choice among the same
layouts removes; a real rate far below the expected one would point at the layouts (a wrong
reading of the auction or of the cards).

Settings that depend on the time budget see fewer layouts on a busy machine: compare settings
in one run, on a machine doing nothing else.
"""

from __future__ import annotations

import argparse
import json
import pickle
import re
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from trumps.analysis.dds import solve_positions
from trumps.bots.player import CardChoice, DDPlayer, equivalence_classes, position_of
from trumps.bots.strong import system_constraints, system_model
from trumps.cli.bench_cmd import LAST_COUNTED_CARD, bid_by_strong_bots
from trumps.core.calls import Strain
from trumps.core.cards import Card
from trumps.core.play import PlayState
from trumps.core.table import CardAction, Phase, SeatView
from trumps.rules import find_rules


@dataclass
class Decision:
    """One card decision of a played board: what the seat saw and the real position."""

    deal: int
    number: int
    view: SeatView
    position: PlayState
    declarer_side: bool

    @property
    def group(self) -> str:
        """``lead``, ``declarer`` or ``defence``, then ``nt`` or ``suit``."""
        role = "lead" if self.number == 1 else "declarer" if self.declarer_side else "defence"
        return f"{role}_{'nt' if self.position.contract.strain is Strain.NT else 'suit'}"


def collect(seed: str, start: int, count: int, leads_only: bool) -> list[Decision]:
    """Play the deals with strong bots (no claims) and keep every card decision (the leads only)."""
    found: list[Decision] = []
    for number in range(start, start + count):
        state, bots = bid_by_strong_bots(number, seed)
        while state.phase is Phase.PLAY and state.play is not None:
            play = state.play
            seat = state.controller(play.to_play)
            view = state.view_for(seat)
            found.append(Decision(number, play.cards_played + 1, view, play,
                                  seat.side is play.declarer.side))
            if leads_only:
                break
            state = state.apply(CardAction(seat, bots[seat].choose_card(view)))[0]
        print(f"deal {number}: {state.contract or '-'}", file=sys.stderr, flush=True)
    return found


def of_groups(decisions: list[Decision], pattern: re.Pattern[str]) -> list[Decision]:
    """The decisions whose group (:attr:`Decision.group`) the regular expression matches."""
    return [decision for decision in decisions if pattern.search(decision.group)]


def fresh_layouts(player: DDPlayer, decisions: list[Decision], count: int,
                  ) -> list[tuple[list[dict[Card, int]], list[float]]]:
    """For each decision: every card's tricks for the seat to play on up to ``count`` fresh
    layouts drawn as ``player`` draws them, and the weight ``player`` gives each
    (:meth:`~trumps.bots.player.DDPlayer.draw_layouts`)."""
    found: list[tuple[list[dict[Card, int]], list[float]]] = []
    for decision in decisions:
        layouts, weights = player.draw_layouts(decision.view, count)
        contract = decision.position.contract
        found.append((solve_positions([position_of(decision.view, contract, layout) for layout in layouts]),
                      weights))
    return found


def expected_error(card: Card, answers: list[dict[Card, int]], weights: list[float]) -> float:
    """The weighted share of ``answers`` (each card's tricks on a layout) where ``card`` costs a trick."""
    total = sum(weights)
    costly = sum(weight for answer, weight in zip(answers, weights) if answer[card] < max(answer.values()))
    return costly / total if total > 0 else 0.0


def where(decision: Decision, choice: CardChoice) -> dict[str, str]:
    """Where a decision falls, for ``--breakdown``: its trick (1 to 9, then ``10+``), the seat's
    place in the trick (``1st`` to ``4th``), what the card chosen does (``lead``, ``follow``,
    ``discard``, ``ruff``) and how it was chosen (``all layouts`` when every possible layout was
    solved, else ``sampled``)."""
    view = decision.view
    trick = len(view.tricks) + 1
    place = len(view.current_trick)
    card = choice.card
    if not view.current_trick:
        does = "lead"
    elif card.suit is view.current_trick[0][1].suit:
        does = "follow"
    elif card.suit is decision.position.contract.strain.suit:
        does = "ruff"
    else:
        does = "discard"
    return {"trick": str(trick) if trick < 10 else "10+", "place": ("1st", "2nd", "3rd", "4th")[place],
            "card": does, "layouts": "all layouts" if choice.exact else "sampled"}


def _numbers_first(item: tuple[str, list[int]]) -> tuple[int, str]:
    """Facet values in reading order: ``9`` before ``10+`` (shorter names first)."""
    return len(item[0]), item[0]


def compare(decisions: list[Decision], settings: dict[str, dict[str, Any]],
            calibrate: int = 0, breakdown: bool = False) -> list[dict[str, Any]]:
    """Each setting's errors per group, total errors and seconds over the same decisions; with
    ``calibrate``, per group also the expected errors of the cards chosen on that many fresh
    layouts per decision, drawn and weighed as the setting's player draws and weighs them; with
    ``breakdown``, per group the errors and decisions by where they fall (:func:`where`)."""
    duplicate = find_rules("duplicate")
    wanted = [d for d in decisions if d.number <= LAST_COUNTED_CARD
              and d.view.to_act is not None and len(equivalence_classes(d.view, d.view.to_act)) > 1]
    truth = solve_positions([d.position for d in wanted])
    results: list[dict[str, Any]] = []
    for name, options in settings.items():
        options = dict(options)
        use_constraints = options.pop("constraints", True)
        use_model = options.pop("model", use_constraints)
        player = DDPlayer(duplicate, constraints=system_constraints(duplicate) if use_constraints else None,
                          model=system_model(duplicate) if use_model else None, **options)
        groups: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        facets: dict[str, dict[str, dict[str, list[int]]]] = defaultdict(
            lambda: defaultdict(lambda: defaultdict(lambda: [0, 0])))
        started = time.perf_counter()
        choices = [player.evaluate(decision.view) for decision in wanted]
        seconds = time.perf_counter() - started
        chosen = [choice.card for choice in choices]
        for decision, answer, choice in zip(wanted, truth, choices):
            costly = answer[choice.card] < max(answer.values())
            counts = [groups[decision.group]]
            if breakdown:
                counts += [facets[decision.group][facet][value]
                           for facet, value in where(decision, choice).items()]
            for count in counts:
                count[0] += costly
                count[1] += 1
        expected: dict[str, float] = defaultdict(float)
        if calibrate > 0:
            for decision, card, (answers, weights) in zip(wanted, chosen, fresh_layouts(player, wanted, calibrate)):
                expected[decision.group] += expected_error(card, answers, weights)
        result = {"setting": name, "seconds": seconds,
                  "errors": sum(g[0] for g in groups.values()), "decisions": len(wanted),
                  "groups": {key: {"errors": g[0], "decisions": g[1],
                                   **({"expected_errors": round(expected[key], 2)} if key in expected else {})}
                             for key, g in sorted(groups.items())}}
        if breakdown:
            result["breakdown"] = {
                key: {facet: {value: {"errors": count[0], "decisions": count[1]}
                              for value, count in sorted(values.items(), key=_numbers_first)}
                      for facet, values in facets[key].items()}
                for key in sorted(facets)}
        results.append(result)
    return results


def main(argv: list[str] | None = None) -> int:
    """Collect (or load) the decisions and compare the settings."""
    parser = argparse.ArgumentParser(prog="bench/bots_decisions.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", default="tune", help="seed of the deal set (default: tune)")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--leads-only", action="store_true", help="keep only the opening leads")
    parser.add_argument("--setting", action="append", default=[], metavar="NAME=JSON",
                        help="a DDPlayer setting; the first is the reference (default: now={})")
    parser.add_argument("--save", help="write the collected decisions to this file (pickle)")
    parser.add_argument("--load", help="read the decisions from this file instead of playing")
    parser.add_argument("--groups", metavar="REGEX",
                        help="re-decide only the decisions whose group matches (e.g. lead_nt)")
    parser.add_argument("--calibrate", type=int, default=0, metavar="N",
                        help="also judge each card chosen on N fresh layouts (see above)")
    parser.add_argument("--breakdown", action="store_true",
                        help="also give each group's errors by trick, place in the trick, card and layouts")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    settings: dict[str, dict[str, Any]] = {}
    for text in args.setting or ["now={}"]:
        name, _, options = text.partition("=")
        try:
            settings[name] = json.loads(options or "{}")
        except json.JSONDecodeError as error:
            parser.error(f"--setting {text!r}: not JSON ({error})")
    kinds: re.Pattern[str] | None = None
    if args.groups:
        try:
            kinds = re.compile(args.groups)
        except re.error as error:
            parser.error(f"--groups {args.groups!r}: not a regular expression ({error})")
    if args.load:
        with open(args.load, "rb") as source:
            decisions = pickle.load(source)
    else:
        decisions = collect(str(args.seed), args.start, args.deals, args.leads_only)
    if args.save:
        with open(args.save, "wb") as out:
            pickle.dump(decisions, out)
    if kinds is not None:
        decisions = of_groups(decisions, kinds)
    results = compare(decisions, settings, args.calibrate, args.breakdown)
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    reference = results[0]
    for result in results:
        groups = " ".join(f"{key}={g['errors']}/{g['decisions']}" for key, g in result["groups"].items())
        error_ratio = result["errors"] / reference["errors"] if reference["errors"] else float("nan")
        print(f"{result['setting']:12} errors {result['errors']}/{result['decisions']} ({groups}) "
              f"{result['seconds']:.0f} s; vs {reference['setting']}: errors x{error_ratio:.2f}, "
              f"time x{result['seconds'] / max(reference['seconds'], 1e-9):.2f}")
        for key, group in result["groups"].items():
            if "expected_errors" in group:
                errors, count, expected = group["errors"], group["decisions"], group["expected_errors"]
                print(f"{'':12} {key}: {errors} of {count} cost a trick on the real layouts ({errors / count:.1%}), "
                      f"{expected:.1f} expected on {args.calibrate} fresh layouts each ({expected / count:.1%})")
        for key, facets in result.get("breakdown", {}).items():
            for facet, values in facets.items():
                parts = ", ".join(f"{value} {c['errors']}/{c['decisions']} ({c['errors'] / c['decisions']:.1%})"
                                  for value, c in values.items())
                print(f"{'':12} {key} by {facet}: {parts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
