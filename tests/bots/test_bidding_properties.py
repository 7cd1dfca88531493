"""Invariants of the bidding bots over random deals and auctions (hypothesis).

- four bidding bots never make an illegal call, from the start or after any legal auction;
- every explanation shows exactly the constraint its meaning hands to the sampler;
- a bot's own hand fits the meaning of each call it makes. The documented exceptions are where
  the system has a gap: a pass made because no call's meaning fits the hand (pass is the call
  that promises least), and a call the simulation chose among candidates none of which fits
  (a hand stronger than every rule of the auction allows is not passed unweighed, see
  ``Bidder._contract_candidates``); such calls are counted and kept rare.
"""

from __future__ import annotations

import re

from bidding_helpers import calls_of
from hypothesis import given, settings
from hypothesis import strategies as st

from trumps.bots.bidding import Bidder, BiddingBot, explain_call, meaning_of, seat_constraints, style_for
from trumps.bots.bidding.context import Situation
from trumps.bots.bidding.hand import HandFacts
from trumps.bots.bidding.interpret import Style
from trumps.bots.bidding.meaning import Meaning, lengths_of
from trumps.bots.bidding.translation import PORTUGUESE, phrase_key
from trumps.bots.constraints import HandConstraint
from trumps.core.auction import Auction
from trumps.core.calls import PASS, Call, parse_call
from trumps.core.deal import Deal
from trumps.core.seats import Seat
from trumps.core.table import CallAction, Phase, TableState
from trumps.rules import RuleSet, find_rules

RULES: list[RuleSet | None] = [None, find_rules("auction-1920"), find_rules("auction-classic"), find_rules("rubber")]
PASS_GAP_TOLERANCE = 0.05
"""At most this share of a bot's calls may be passes whose meaning its hand does not fit."""


def bid_out(deal: Deal, dealer: Seat, rules: RuleSet | None, seed: int,
            start: tuple[Call, ...] = ()) -> tuple[TableState, list[int]]:
    """Let four bots finish the auction after ``start``; the positions of the bots' calls."""
    bots = [BiddingBot(seed=seed + seat, rules=rules, samples=2) for seat in range(4)]
    state = TableState.new(deal, dealer)
    for call in start:
        state = state.apply(CallAction(state.auction.to_call, call))[0]
    made: list[int] = []
    while state.phase is Phase.AUCTION:
        seat = state.auction.to_call
        view = state.view_for(seat)
        call = bots[seat].choose_call(view)
        assert call in view.legal_calls, f"{seat.letter} chose illegal {call} after {state.auction.calls}"
        made.append(len(state.auction.calls))
        state = state.apply(CallAction(seat, call))[0]
    return state, made


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), rules_index=st.integers(0, len(RULES) - 1))
def test_bots_never_make_an_illegal_call(seed: int, rules_index: int) -> None:
    state, made = bid_out(Deal.from_seed(seed), Seat(seed % 4), RULES[rules_index], seed)
    assert state.auction.is_complete and made


@st.composite
def random_auction_start(draw: st.DrawFn) -> tuple[int, tuple[Call, ...]]:
    """A deal seed and a random legal (possibly wild) start of an auction."""
    seed = draw(st.integers(0, 2**31))
    auction = Auction(Seat(seed % 4))
    for choice in draw(st.lists(st.integers(0, 10_000), max_size=10)):
        legal = auction.legal_calls()
        if not legal or auction.is_complete:
            break
        # favour passes and low bids so that the bots get the auction back while it is open
        pick = legal[choice % min(len(legal), 8)] if choice % 3 else PASS
        candidate = auction.with_call(pick)
        if candidate.is_complete:
            break
        auction = candidate
    return seed, auction.calls


@settings(max_examples=12, deadline=None)
@given(start=random_auction_start(), rules_index=st.integers(0, len(RULES) - 1))
def test_bots_stay_legal_after_any_auction(start: tuple[int, tuple[Call, ...]], rules_index: int) -> None:
    seed, calls = start
    bid_out(Deal.from_seed(seed), Seat(seed % 4), RULES[rules_index], seed, calls)


# explanations and constraints ------------------------------------------------------------------
_SYMBOLS = {"♣": 0, "♦": 1, "♥": 2, "♠": 3}


def constraint_from_ranges(text: str) -> HandConstraint:
    """Read back ``Meaning.ranges_text()``: ``15-17 HCP, balanced, 5+♠, 0-3♥, 4♦``."""
    hcp_min, hcp_max = 0, 37
    low, high = [0, 0, 0, 0], [13, 13, 13, 13]
    items = [item.strip() for item in text.split(",") if item.strip()]
    if "balanced" in items:
        low, high = [2, 2, 2, 2], [5, 5, 5, 5]
    for item in items:
        if item == "balanced":
            continue
        hcp = re.fullmatch(r"(\d+)(?:-(\d+)|\+) HCP", item)
        if hcp:
            hcp_min = int(hcp.group(1))
            hcp_max = int(hcp.group(2)) if hcp.group(2) else 37
            continue
        suit = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))?([♣♦♥♠])", item)
        assert suit, f"unreadable range {item!r} in {text!r}"
        index = _SYMBOLS[suit.group(4)]
        low[index] = int(suit.group(1))
        high[index] = int(suit.group(2)) if suit.group(2) else 13 if suit.group(3) else int(suit.group(1))
    return HandConstraint(hcp_min, hcp_max, (low[0], low[1], low[2], low[3]), (high[0], high[1], high[2], high[3]))


def check_explanation(meaning: Meaning, explanation: str) -> None:
    assert explanation == meaning.describe()
    ranges = meaning.ranges_text()
    if ranges:
        assert f"({ranges})" in explanation
    assert constraint_from_ranges(ranges) == meaning.to_constraint(), (explanation, meaning)
    # the Portuguese explanation has a phrase for every part and shows the same ranges
    for part in meaning.text.split("; or "):
        assert phrase_key(part)[0] in PORTUGUESE, f"no Portuguese phrase for {part!r}"
    portuguese = meaning.ranges_text("pt")
    english_words = portuguese.replace(" PH", " HCP").replace("equilibrada", "balanced")
    assert constraint_from_ranges(english_words) == meaning.to_constraint(), (portuguese, meaning)


@settings(max_examples=15, deadline=None)
@given(start=random_auction_start(), rules_index=st.integers(0, len(RULES) - 1))
def test_each_explanation_matches_its_constraint(start: tuple[int, tuple[Call, ...]], rules_index: int) -> None:
    seed, calls = start
    rules = RULES[rules_index]
    state, _ = bid_out(Deal.from_seed(seed), Seat(seed % 4), rules, seed, calls)
    all_calls = state.auction.calls
    style = style_for(rules)
    for index in range(len(all_calls)):
        meaning = meaning_of(all_calls, state.dealer, index, style)
        check_explanation(meaning, explain_call(all_calls, state.dealer, index, rules))


# the bot's own hand fits what it said ------------------------------------------------------------
def misfits(state: TableState, made: list[int], rules: RuleSet | None) -> list[tuple[int, Call, Meaning]]:
    calls = state.auction.calls
    style = style_for(rules)
    found = []
    for index in made:
        seat = state.dealer.offset(index)
        meaning = meaning_of(calls, state.dealer, index, style)
        if not meaning.fits(state.deal[seat]):
            found.append((index, calls[index], meaning))
    return found


def chosen_with_no_candidate_fitting(state: TableState, index: int, rules: RuleSet | None) -> bool:
    """True when call ``index`` came from the bidder's fallback: the simulation's candidates there
    (the system having no rule, in contract bidding) hold the call, and none of them fits the hand."""
    calls = state.auction.calls[:index]
    seat = state.dealer.offset(index)
    before = TableState.new(state.deal, state.dealer)
    for call in calls:
        before = before.apply(CallAction(before.auction.to_call, call))[0]
    bidder = Bidder(rules)
    situation = Situation(state.dealer, calls)
    facts = HandFacts.of(state.deal[seat])
    partner = seat_constraints(calls, state.dealer, bidder.style)[seat.partner]
    legal = set(before.view_for(seat).legal_calls)
    if bidder.style is Style.AUCTION:
        candidates = bidder._auction_candidates(situation, facts, legal, partner)
    elif bidder.system_call(situation, facts, legal, partner) is None:
        candidates = bidder._contract_candidates(situation, facts, legal, partner)
    else:
        return False
    fitting = [call for call in candidates if bidder._fits(situation, call, facts)]
    return state.auction.calls[index] in candidates and not fitting


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31), rules_index=st.integers(0, len(RULES) - 1))
def test_bots_hands_fit_their_calls(seed: int, rules_index: int) -> None:
    rules = RULES[rules_index]
    state, made = bid_out(Deal.from_seed(seed), Seat(seed % 4), rules, seed)
    for index, call, meaning in misfits(state, made, rules):
        assert call is PASS or chosen_with_no_candidate_fitting(state, index, rules), (
            f"call {index} {call} does not fit {meaning.describe()}")
    # the sampler's constraints admit the real hands wherever every call fitted
    constraints = seat_constraints(state.auction.calls, state.dealer, style_for(rules))
    bad_seats = {state.dealer.offset(index) for index, _, _ in misfits(state, made, rules)}
    for seat in Seat:
        if seat not in bad_seats:
            hand = state.deal[seat]
            assert constraints[seat].admits(hand.hcp(), lengths_of(hand)), (seat, constraints[seat])


def test_a_bid_misses_its_meaning_only_where_no_candidate_fits() -> None:
    # hypothesis found it: a balancing double with 19 HCP; the system's 2NT there shows 15-18 and
    # no candidate fits the hand, so the simulation weighed them all and chose 2NT. The calls up
    # to West's are those hypothesis found (these bots solve two layouts a call, so a double of
    # 2D weighed by the simulation would otherwise take the auction elsewhere)
    state, made = bid_out(Deal.from_seed(208), Seat(0), None, 208, start=calls_of("1S P P X P 2D P"))
    found = [(index, call) for index, call, _ in misfits(state, made, None) if call is not PASS]
    assert found == [(7, parse_call("2NT"))]
    assert chosen_with_no_candidate_fitting(state, 7, None)
    # a call the system's rules gave (the 1S opening) is never put down to the fallback
    assert not chosen_with_no_candidate_fitting(state, 0, None)
    # nor a call where a candidate fits: on deal 1, after 1C P 1D P 1NT P P the system has no rule
    # and pass and 2NT are the candidates that fit, so a 2H there would be a misfit with no excuse
    table = TableState.new(Deal.from_seed(1), Seat(1))
    for call in calls_of("1C P 1D P 1NT P P 2H"):
        table = table.apply(CallAction(table.auction.to_call, call))[0]
    assert not chosen_with_no_candidate_fitting(table, 7, None)


def test_passes_outside_the_system_are_rare() -> None:
    calls_made = 0
    gaps = 0
    for number in range(40):
        rules = RULES[number % len(RULES)]
        state, made = bid_out(Deal.from_seed(f"gaps|{number}"), Seat(number % 4), rules, number)
        calls_made += len(made)
        gaps += len(misfits(state, made, rules))
    assert gaps <= PASS_GAP_TOLERANCE * calls_made, (gaps, calls_made)
