"""Fit the strengths of the card player's soft readings by how likely they make the real layouts.

The card player (:class:`~trumps.bots.player.DDPlayer`) weighs each layout it draws by what the
defenders' cards said: a factor :data:`~trumps.bots.carding.SIGNAL_MISMATCH_WEIGHT` per signal the
layout contradicts, and the opening lead's probability there (by the model of the bots' leads)
raised to ``lead_reading``. A weight is right when, over many decisions, it makes the real
layout likeliest among the drawn ones: the weighted sample is the player's belief, and the real
layout is what the belief should predict. So, for every decision of a seeded set of bot-played
deals (``bench/bots_decisions.py``'s), this draws layouts as the player does (the auction's
constraints and model, the carding agreements), and adds up, per candidate value, the log of the
real layout's weight over the mean weight of the drawn layouts (the real layout's log-likelihood
under the weighted sample, up to a constant). The best value is the fit; the figures beside it
say how much the reading tells (0 means nothing, the value 1 for signals and 0 for the lead).

    .venv/bin/python bench/fit_reading_weights.py --deals 80 --seed card17 --save decisions.pickle
    .venv/bin/python bench/fit_reading_weights.py --load decisions.pickle --signals attitude,count

Use a seed other than the benchmark's, so that the weights are not fitted on the deals they are
judged on.
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from bots_decisions import Decision, collect

from trumps.bots.carding import SIGNALS, signal_contradictions
from trumps.bots.lead_reading import lead_weigher
from trumps.bots.player import DDPlayer
from trumps.bots.sampler import knowledge_from_view, sample_layouts
from trumps.bots.strong import system_constraints, system_model
from trumps.rules import find_rules

MISMATCH_WEIGHTS = (0.01, 0.02, 0.03, 0.04, 0.05, 0.07, 0.1, 0.15, 0.25, 0.4, 0.6, 1.0)
"""The signal mismatch weights tried."""
LEAD_STRENGTHS = (0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0)
"""The lead-reading strengths tried."""


@dataclass
class Reading:
    """One decision's reading: a number for the real layout (``real``) and one for each drawn
    layout (``drawn``).

    For signals, how many signals the layout contradicts; for the lead, the log of the lead's
    probability there.
    """

    real: float
    drawn: list[float]


def readings(decisions: Sequence[Decision], kinds: Sequence[str], layouts: int,
             ) -> tuple[list[Reading], list[Reading]]:
    """Per decision after the opening lead, the signal contradictions and the lead's log-probability
    of the real layout and of ``layouts`` layouts drawn as the player draws them (decisions where
    the reading tells nothing are left out)."""
    duplicate = find_rules("duplicate")
    player = DDPlayer(duplicate, constraints=system_constraints(duplicate), model=system_model(duplicate))
    signals: list[Reading] = []
    leads: list[Reading] = []
    for number, decision in enumerate(decisions):
        view = decision.view
        if decision.number == 1:
            continue
        knowledge = knowledge_from_view(view)
        count = signal_contradictions(view, knowledge, kinds)
        lead = lead_weigher(view, knowledge, 1.0)
        if count is None and lead is None:
            continue
        drawn = sample_layouts(knowledge, layouts, random.Random(number), player._constraints(view),
                               accept=player._model(view))
        real = decision.position.hands
        if count is not None:
            found = [float(count(layout)) for layout in drawn]
            contradicted = float(count(real))
            if len(set(found)) > 1 or contradicted != found[0]:
                signals.append(Reading(contradicted, found))
        if lead is not None:
            leads.append(Reading(math.log(lead(real)), [math.log(lead(layout)) for layout in drawn]))
    return signals, leads


def signal_log_likelihood(found: Sequence[Reading], weight: float) -> float:
    """The real layouts' log-likelihood, beside an unweighted sample, when a layout counts
    ``weight`` per signal it contradicts."""
    total = 0.0
    for reading in found:
        mean = sum(weight ** count for count in reading.drawn) / len(reading.drawn)
        total += reading.real * math.log(weight) - math.log(mean)
    return total


def lead_log_likelihood(found: Sequence[Reading], strength: float) -> float:
    """The real layouts' log-likelihood, beside an unweighted sample, when a layout counts as the
    lead's probability there raised to ``strength``."""
    total = 0.0
    for reading in found:
        top = max(reading.drawn)
        mean = sum(math.exp(strength * (value - top)) for value in reading.drawn) / len(reading.drawn)
        total += strength * (reading.real - top) - math.log(mean)
    return total


def main(argv: list[str] | None = None) -> int:
    """Collect (or load) the decisions, and print each reading's log-likelihood per value."""
    parser = argparse.ArgumentParser(prog="bench/fit_reading_weights.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=80)
    parser.add_argument("--seed", default="card17", help="seed of the deal set (default: card17)")
    parser.add_argument("--layouts", type=int, default=64, help="layouts drawn per decision (default: 64)")
    parser.add_argument("--signals", default=",".join(SIGNALS),
                        help=f"the signals read, comma-separated (default: {','.join(SIGNALS)})")
    parser.add_argument("--save", help="write the collected decisions to this file (pickle)")
    parser.add_argument("--load", help="read the decisions from this file instead of playing")
    args = parser.parse_args(argv)
    kinds = [kind for kind in args.signals.split(",") if kind]
    unknown = set(kinds) - {"attitude", "count", "discard"}
    if unknown:
        parser.error(f"--signals: unknown signal {', '.join(sorted(unknown))}")
    if args.load:
        with open(args.load, "rb") as source:
            decisions = pickle.load(source)
    else:
        decisions = collect(str(args.seed), 0, args.deals, False)
    if args.save:
        with open(args.save, "wb") as out:
            pickle.dump(decisions, out)
    signals, leads = readings(decisions, kinds, args.layouts)
    contradicted = sum(1 for reading in signals if reading.real > 0)
    share = sum(sum(1 for count in r.drawn if count > 0) / len(r.drawn) for r in signals) / max(1, len(signals))
    print(f"signals ({', '.join(kinds)}): {len(signals)} decisions read them; the real layout "
          f"contradicts a signal in {contradicted} of them, a drawn layout in {share:.1%} on average")
    _print_fit("mismatch weight", {weight: signal_log_likelihood(signals, weight) for weight in MISMATCH_WEIGHTS})
    print(f"opening lead: {len(leads)} decisions read it")
    _print_fit("strength", {strength: lead_log_likelihood(leads, strength) for strength in LEAD_STRENGTHS})
    return 0


def _print_fit(label: str, fitted: dict[float, float]) -> None:
    """One line per value tried with its log-likelihood, the best one marked."""
    best = max(fitted, key=fitted.__getitem__)
    for value, likelihood in fitted.items():
        mark = "  <- best" if value == best else ""
        print(f"  {label} {value:<5}: log-likelihood {likelihood:9.1f}{mark}")


if __name__ == "__main__":
    sys.exit(main())
