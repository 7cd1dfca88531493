"""Random complete deals per second: trumps' core against OpenSpiel's C++ bridge game.

One deal = a uniformly random deal, a random legal auction, 52 random legal cards (unless
passed out), and the score. Every engine is driven from Python by the same kind of loop,
drawing from its own ``random.Random(seed)`` under the same policy:

* call policy: with probability ``--pass-prob`` (default 0.3) pass, otherwise a uniformly
  random call among all the legal calls, pass included (``rng.choice(legal)``);
* card policy: a uniformly random legal card (``rng.choice(legal)``);
* dealer North (OpenSpiel's game always deals from North), nobody vulnerable;
* the score at the end: trumps ``trumps.scoring.score(find_rules("duplicate"), result, vul)``,
  OpenSpiel ``state.returns()``.

Engines:

* ``trumps``: the core's public API, immutable values all the way: ``Deal.random(rng)``;
  ``Auction.with_call`` until ``is_complete``, legal calls from ``auction.legal_calls()``;
  then ``PlayState.start`` and ``PlayState.with_card`` while there is a legal card, legal cards
  from ``play.legal_card_tuple()`` (the cards of ``legal_cards()`` as a tuple, from shared tables);
  the ``HandResult`` scored. Every call is checked by the auction laws and every card for being
  held and following suit, as in the table.
* ``trumps-table``: the same deals through the table, the one door a server uses:
  ``TableState.new`` and ``TableState.apply`` with ``CallAction`` / ``CardAction`` (seat and
  phase checks, action log, events); legal calls from ``state.auction.legal_calls()``, legal
  cards from ``state.play.legal_card_tuple()``; declarer plays dummy's cards
  (``state.controller``); ``state.result()`` scored.
* ``openspiel``: ``pyspiel.load_game("bridge(use_double_dummy_result=false)")``, the deal
  drawn through its chance nodes the usual way (``rng.choice(state.chance_outcomes())``, 52
  times); then ``state.legal_actions()`` and ``state.apply_action`` at every turn.
* ``openspiel-deck``: the same, but the deal given as one ``rng.shuffle`` of the 52 chance
  actions applied in order, the fastest way to deal in OpenSpiel from Python: the stricter
  reference.

Both trumps engines make the same draws from the same seed, so they play the same deals; a
short check before the timing plays a few hundred deals with each and compares the sums of
their scores.

Each repetition runs every engine in turn for ``--seconds`` from the same seed; best and median
rates over the repetitions are printed, and the ratios trumps / reference.

Run:  .venv/bin/python bench/random_deals.py [--seconds 3] [--repeat 5] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable

from trumps.core.auction import Auction
from trumps.core.calls import PASS
from trumps.core.contract import HandResult
from trumps.core.deal import Deal
from trumps.core.play import PlayState
from trumps.core.seats import Seat, Vulnerability
from trumps.core.table import CallAction, CardAction, Phase, TableState
from trumps.rules import find_rules
from trumps.scoring import score

OPENSPIEL_GAME = "bridge(use_double_dummy_result=false)"
OPENSPIEL_PASS = 52  # OpenSpiel bridge: call actions are 52 + (0 pass, 1 X, 2 XX, 3.. the 35 bids)

CHECK_DEALS = 300  # deals both trumps engines play before the timing, to compare their scores
# What each engine measures, printed with the figures.
PATHS = {
    "trumps": "Deal.random; Auction.with_call(choice(auction.legal_calls())); PlayState.start, "
              "PlayState.with_card(choice(play.legal_card_tuple())) while any; score(HandResult)",
    "trumps-table": "Deal.random; TableState.new, TableState.apply(CallAction | CardAction) with "
                    "auction.legal_calls() / play.legal_card_tuple(); score(state.result())",
    "openspiel": "pyspiel bridge: deal by 52 chance_outcomes() draws; legal_actions(), apply_action(); returns()",
    "openspiel-deck": "pyspiel bridge: deal by one rng.shuffle of the 52 chance actions; then as openspiel",
}

# An engine plays random deals for a wall time: (rng, seconds, pass_prob) -> (deals, elapsed, checksum).
Engine = Callable[[random.Random, float, float], tuple[int, float, int]]


def trumps_deals(rng: random.Random, seconds: float, pass_prob: float,
                 limit: int = 1 << 62) -> tuple[int, float, int]:
    """Random deals through the core (Auction, PlayState); the checksum is the sum of N-S scores."""
    rules = find_rules("duplicate")
    vulnerability = Vulnerability.NONE
    choice, draw = rng.choice, rng.random
    deals = checksum = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        deal = Deal.random(rng)
        auction = Auction(Seat.N)
        while not auction.is_complete:
            auction = auction.with_call(PASS if draw() < pass_prob else choice(auction.legal_calls()))
        contract = auction.contract
        tricks = 0
        if contract is not None:
            play = PlayState.start(deal, contract)
            legal = play.legal_card_tuple()
            while legal:  # no legal card once the 13th trick is played
                play = play.with_card(choice(legal))
                legal = play.legal_card_tuple()
            tricks = play.declarer_tricks
        checksum += score(rules, HandResult(contract, tricks, deal), vulnerability).score_ns
        deals += 1
        if deals >= limit or (deals & 15 == 0 and time.perf_counter() >= deadline):
            return deals, time.perf_counter() - start, checksum


def trumps_table_deals(rng: random.Random, seconds: float, pass_prob: float,
                       limit: int = 1 << 62) -> tuple[int, float, int]:
    """Random deals through trumps' TableState.apply; the checksum is the sum of N-S scores."""
    rules = find_rules("duplicate")
    vulnerability = Vulnerability.NONE
    auction_phase, play_phase = Phase.AUCTION, Phase.PLAY
    choice, draw = rng.choice, rng.random
    deals = checksum = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = TableState.new(Deal.random(rng), Seat.N, vulnerability)
        while True:
            phase = state.phase
            if phase is play_phase:
                play = state.play
                assert play is not None
                card = choice(play.legal_card_tuple())
                state = state.apply(CardAction(state.controller(play.to_play), card))[0]
            elif phase is auction_phase:
                auction = state.auction
                call = PASS if draw() < pass_prob else choice(auction.legal_calls())
                state = state.apply(CallAction(auction.to_call, call))[0]
            else:
                break
        result = state.result()
        assert result is not None
        checksum += score(rules, result, vulnerability).score_ns
        deals += 1
        if deals >= limit or (deals & 15 == 0 and time.perf_counter() >= deadline):
            return deals, time.perf_counter() - start, checksum


def _openspiel(deal_by_shuffle: bool) -> Engine:
    def openspiel_deals(rng: random.Random, seconds: float, pass_prob: float,
                        limit: int = 1 << 62) -> tuple[int, float, int]:
        """Random deals through OpenSpiel's bridge; the checksum is the sum of N-S returns."""
        import pyspiel

        game = pyspiel.load_game(OPENSPIEL_GAME)
        pass_action = OPENSPIEL_PASS
        deck = list(range(52))
        deals = checksum = 0
        start = time.perf_counter()
        deadline = start + seconds
        while True:
            state = game.new_initial_state()
            if deal_by_shuffle:
                rng.shuffle(deck)
                for card in deck:
                    state.apply_action(card)
            else:
                while state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
            while not state.is_terminal():
                legal = state.legal_actions()
                if legal[0] >= pass_action and rng.random() < pass_prob:  # a call: pass is legal[0]
                    state.apply_action(pass_action)
                else:
                    state.apply_action(rng.choice(legal))
            checksum += int(state.returns()[0])
            deals += 1
            if deals >= limit or (deals & 15 == 0 and time.perf_counter() >= deadline):
                return deals, time.perf_counter() - start, checksum

    return openspiel_deals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Random complete deals per second: trumps vs OpenSpiel.")
    parser.add_argument("--seconds", type=float, default=3.0, help="wall time of one run of one engine")
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (best and median reported)")
    parser.add_argument("--seed", type=int, default=1, help="seed of every run's random.Random")
    parser.add_argument("--pass-prob", type=float, default=0.3, help="probability of passing at a call")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    args = parser.parse_args(argv)

    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("OpenSpiel is needed: .venv/bin/pip install open_spiel", file=sys.stderr)
        return 2
    engines: dict[str, Engine] = {
        "trumps": trumps_deals,
        "trumps-table": trumps_table_deals,
        "openspiel": _openspiel(deal_by_shuffle=False),
        "openspiel-deck": _openspiel(deal_by_shuffle=True),
    }
    # the two trumps engines must play the same deals to the same scores
    sums = {name: trumps_engine(random.Random(args.seed), float("inf"), args.pass_prob, CHECK_DEALS)[2]
            for name, trumps_engine in (("trumps", trumps_deals), ("trumps-table", trumps_table_deals))}
    if len(set(sums.values())) != 1:
        print(f"the trumps engines disagree over {CHECK_DEALS} deals: {sums}", file=sys.stderr)
        return 1
    rates: dict[str, list[float]] = {name: [] for name in engines}
    counts: dict[str, int] = dict.fromkeys(engines, 0)
    for _ in range(args.repeat):
        for name, engine in engines.items():  # interleaved, so a busy machine slows all alike
            deals, elapsed, _checksum = engine(random.Random(args.seed), args.seconds, args.pass_prob)
            rates[name].append(deals / elapsed)
            counts[name] += deals
    summary = {name: {"best": max(values), "median": statistics.median(values), "runs": values,
                      "deals": counts[name]} for name, values in rates.items()}
    ratios = {f"{ours}/{reference}": {"best": summary[ours]["best"] / summary[reference]["best"],
                                      "median": summary[ours]["median"] / summary[reference]["median"]}
              for ours in ("trumps", "trumps-table") for reference in ("openspiel", "openspiel-deck")}
    if args.json:
        print(json.dumps({"benchmark": "random_deals", "unit": "deals/s", "seconds": args.seconds,
                          "repeat": args.repeat, "seed": args.seed, "pass_prob": args.pass_prob,
                          "paths": PATHS, "engines": summary, "ratios": ratios}, indent=2))
        return 0
    print(f"random complete deals: pass with p={args.pass_prob:g}, else a uniform legal call; uniform legal "
          f"cards; scored ({args.repeat} x {args.seconds:g} s per engine, seed {args.seed})")
    for name, path in PATHS.items():
        print(f"  {name:15s} = {path}")
    for name, values in summary.items():
        print(f"  {name:15s} best {values['best']:8.0f} deals/s   median {values['median']:8.0f} deals/s")
    for pair, ratio in ratios.items():
        goal = "   (goal >= 1.0)" if pair == "trumps/openspiel" else ""
        print(f"  ratio {pair:27s} best {ratio['best']:5.2f}   median {ratio['median']:5.2f}{goal}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
