"""Fit the model of the bots' opening leads (:mod:`trumps.bots.lead_reading`) on their own leads.

Strong bots bid a seeded set of deals (``bench/bots.py``'s deals for the seed; use a seed other
than the benchmark's, so that the model is not fitted on the deals it is judged on) and the
opening leader's bot leads. Each lead is a choice among the runs of touching cards of the
leader's hand; a conditional logit with :data:`~trumps.bots.lead_reading.FEATURES` is fitted by
gradient ascent on the log-likelihood (a small L2 penalty keeps rare features finite), one set of
weights against suit contracts and one against no trump. It prints the weights as the
``LEAD_MODEL`` literal, then, per kind, the leads' mean log-likelihood under the model and
under a uniform choice among the runs, and how often the model's likeliest lead is the one led.

``--real FOLDER`` fits the same model on the opening leads of real play instead (the PBN and LIN
records under FOLDER): those weights are ``REAL_LEAD_MODEL``, the leads the bots consider.

    .venv/bin/python bench/fit_lead_model.py --deals 700 --seed leadmodel --save leads.pickle
    .venv/bin/python bench/fit_lead_model.py --load leads.pickle
    .venv/bin/python bench/fit_lead_model.py --real ../shared/data/real
"""

from __future__ import annotations

import argparse
import math
import pickle
import sys
from dataclasses import dataclass
from pathlib import Path

from trumps.bots.lead_reading import (
    FEATURES,
    bid_strains,
    option_features,
    strains_by_seat,
    suit_flags,
    suit_runs,
)
from trumps.cli.bench_cmd import bid_by_strong_bots
from trumps.core.calls import Strain
from trumps.core.cards import Card
from trumps.core.table import Phase
from trumps.io import lin, pbn

_SUIT_FIELD = 0x1FFF


@dataclass
class Lead:
    """One opening lead: the kind of contract, each option's features, and which was led."""

    kind: str
    options: list[tuple[float, ...]]
    chosen: int


def lead_options(hand: int, card: Card, flags: tuple[int, ...]) -> tuple[list[tuple[float, ...]], int]:
    """The features of each run of touching cards of ``hand`` (a 52-bit mask), and the index of the
    run that holds ``card`` (-1 when the hand does not hold it)."""
    options: list[tuple[float, ...]] = []
    chosen = -1
    for suit in range(4):
        field = hand >> (13 * suit) & _SUIT_FIELD
        for top, low in suit_runs(field):
            if suit == card.suit and low <= card.rank - 2 <= top:
                chosen = len(options)
            options.append(option_features(field, top, low, flags[suit]))
    return options, chosen


def collect(seed: str, start: int, count: int) -> list[Lead]:
    """Bid each deal with strong bots and record the opening leader's lead among its options."""
    leads: list[Lead] = []
    for number in range(start, start + count):
        state, bots = bid_by_strong_bots(number, seed)
        if state.phase is not Phase.PLAY or state.play is None:
            continue
        leader = state.play.to_play
        view = state.view_for(leader)
        card = bots[leader].choose_card(view)
        contract = state.play.contract
        trump = contract.strain.suit
        flags = suit_flags(bid_strains(view), leader, None if trump is None else int(trump))
        options, chosen = lead_options(state.deal.hands[leader].mask, card, flags)
        leads.append(Lead("nt" if contract.strain is Strain.NT else "suit", options, chosen))
        print(f"deal {number}: {contract} led {card}", file=sys.stderr, flush=True)
    return leads


def collect_real(folder: str) -> list[Lead]:
    """The opening leads of the played records (PBN and LIN) under ``folder``, each board once.

    A record counts when it gives the deal, the dealer, the auction, the contract and at least the
    opening lead; the same deal with the same auction and lead in two files (a board kept in PBN
    and in LIN) counts once. The PBN reader's test files (``pbn_verifier_suite``) are skipped.
    """
    paths = sorted(path for pattern in ("*.pbn", "*.lin") for path in Path(folder).rglob(pattern)
                   if "pbn_verifier_suite" not in path.parts)
    seen: set[tuple[object, ...]] = set()
    leads: list[Lead] = []
    for path in paths:
        records = (pbn if path.suffix == ".pbn" else lin).load(path).records
        for record in records:
            if record.deal is None or record.dealer is None or record.contract is None \
                    or record.declarer is None or not record.cards:
                continue
            leader = record.declarer.offset(1)
            hand = record.deal.hands[leader].mask
            card = record.cards[0]
            key = (tuple(h.mask for h in record.deal.hands), tuple(a.call for a in record.calls), card)
            if key in seen or not hand >> card.index & 1:
                continue
            seen.add(key)
            strains = strains_by_seat([annotated.call for annotated in record.calls], record.dealer)
            trump = record.contract.strain.suit
            flags = suit_flags(strains, leader, None if trump is None else int(trump))
            options, chosen = lead_options(hand, card, flags)
            leads.append(Lead("nt" if record.contract.strain is Strain.NT else "suit", options, chosen))
        print(f"{path}: {len(records)} records, {len(leads)} leads so far", file=sys.stderr, flush=True)
    return leads


def _log_likelihood(weights: list[float], leads: list[Lead], penalty: float,
                    ) -> tuple[float, list[float]]:
    """The penalised log-likelihood of the leads and its gradient."""
    total = 0.0
    gradient = [0.0] * len(weights)
    for lead in leads:
        scores = [sum(w * x for w, x in zip(weights, option)) for option in lead.options]
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        norm = sum(exps)
        total += scores[lead.chosen] - top - math.log(norm)
        for feature in range(len(weights)):
            expected = sum(e * option[feature] for e, option in zip(exps, lead.options)) / norm
            gradient[feature] += lead.options[lead.chosen][feature] - expected
    for feature, weight in enumerate(weights):
        total -= penalty * weight * weight
        gradient[feature] -= 2 * penalty * weight
    return total, gradient


def fit(leads: list[Lead], penalty: float = 0.5, steps: int = 400) -> list[float]:
    """Weights that maximise the penalised log-likelihood (gradient ascent with a shrinking step)."""
    weights = [0.0] * len(FEATURES)
    step = 1.0 / max(1, len(leads))
    value, gradient = _log_likelihood(weights, leads, penalty)
    for _ in range(steps):
        trial = [w + step * g for w, g in zip(weights, gradient)]
        trial_value, trial_gradient = _log_likelihood(trial, leads, penalty)
        if trial_value >= value:
            weights, value, gradient = trial, trial_value, trial_gradient
            step *= 1.2
        else:
            step *= 0.5
    return weights


def report(kind: str, weights: list[float], leads: list[Lead]) -> str:
    """The model's mean log-likelihood per lead against a uniform choice, and its top-1 agreement."""
    model = uniform = 0.0
    agree = 0
    for lead in leads:
        scores = [sum(w * x for w, x in zip(weights, option)) for option in lead.options]
        top = max(scores)
        model += scores[lead.chosen] - top - math.log(sum(math.exp(s - top) for s in scores))
        uniform -= math.log(len(lead.options))
        agree += scores[lead.chosen] == top
    n = max(1, len(leads))
    return (f"{kind}: {len(leads)} leads, log-likelihood per lead {model / n:.3f} "
            f"(uniform {uniform / n:.3f}, ratio {model / uniform if uniform else 0:.2f}); "
            f"likeliest lead led {agree}/{len(leads)}")


def main(argv: list[str] | None = None) -> int:
    """Collect (or load) the leads, fit both kinds and print the weights and the fit."""
    parser = argparse.ArgumentParser(prog="bench/fit_lead_model.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=700)
    parser.add_argument("--seed", default="leadmodel")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--save", help="write the collected leads to this file (pickle)")
    parser.add_argument("--load", help="read the leads from this file instead of playing")
    parser.add_argument("--real", metavar="FOLDER",
                        help="fit on the opening leads of the played records (PBN, LIN) under FOLDER "
                             "instead of the bots' leads")
    parser.add_argument("--penalty", type=float, default=0.5)
    args = parser.parse_args(argv)
    if args.load:
        with open(args.load, "rb") as handle:
            leads: list[Lead] = pickle.load(handle)
    elif args.real:
        leads = collect_real(args.real)
    else:
        leads = collect(args.seed, args.start, args.deals)
        if args.save:
            with open(args.save, "wb") as handle:
                pickle.dump(leads, handle)
    fitted: dict[str, list[float]] = {}
    lines = []
    for kind in ("suit", "nt"):
        subset = [lead for lead in leads if lead.kind == kind and lead.chosen >= 0]
        fitted[kind] = fit(subset, args.penalty)
        lines.append(report(kind, fitted[kind], subset))
    print("LEAD_MODEL: Mapping[str, tuple[float, ...]] = {")
    for kind, weights in fitted.items():
        print(f'    "{kind}": (  # {", ".join(FEATURES)}')
        print("        " + ", ".join(f"{w:.3f}" for w in weights) + ",")
        print("    ),")
    print("}")
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
