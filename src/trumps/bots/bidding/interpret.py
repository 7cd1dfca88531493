"""Reading calls: the meaning of any call in its auction, explanations, and sampling constraints.

Every call has a meaning: the system's (the union of the rules that give the call in its
context), or, where no agreement covers it, a natural reading ("natural"/"no agreed
meaning"). The same function serves the bots' decisions, the card-play sampler
(:func:`constraints_for`) and the explanations shown to every player (:func:`explain_call`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from functools import lru_cache

from trumps.bots.bidding.context import (
    SUIT_STRAINS,
    Bindings,
    Situation,
    expand_call,
    guard_holds,
    match_pattern,
    match_token,
)
from trumps.bots.bidding.hand import HandFacts, support_for
from trumps.bots.bidding.meaning import UNKNOWN, Meaning
from trumps.bots.bidding.system import REQUIRES, SITUATIONS, SYSTEM, Ask, Rule
from trumps.bots.bidding.translation import LANGUAGES
from trumps.bots.constraints import HandConstraint
from trumps.core.calls import DOUBLE, PASS, REDOUBLE, Bid, Call, Strain
from trumps.core.contract import Contract, Doubling, HandResult
from trumps.core.seats import Seat, Vulnerability
from trumps.core.table import SeatView
from trumps.core.three_handed import WIDOW
from trumps.rules import RuleSet


class Style(Enum):
    """How the bots bid: for contract scoring, for auction bridge (every trick counts), or for
    three-handed auction bridge (each player for himself: no partnership, so no system)."""

    CONTRACT = "contract"
    AUCTION = "auction"
    INDIVIDUAL = "individual"


def style_for(rules: RuleSet | None) -> Style:
    """AUCTION when the rule set scores every trick taken whatever the bid (auction bridge);
    INDIVIDUAL for three-handed play, where each player bids for himself.

    Read from the scoring itself, not the name: one spade with ten tricks scores as much
    below the line as four spades with ten tricks only in auction bridge.
    """
    if rules is None:
        return Style.CONTRACT
    if rules.three_handed:
        return Style.INDIVIDUAL
    low = HandResult(Contract(1, Strain.S, Doubling.UNDOUBLED, Seat.N), 10)
    high = HandResult(Contract(4, Strain.S, Doubling.UNDOUBLED, Seat.N), 10)
    low_score = sum(e.points for e in rules.score_hand(low, Vulnerability.NONE) if e.line.name == "BELOW")
    high_score = sum(e.points for e in rules.score_hand(high, Vulnerability.NONE) if e.line.name == "BELOW")
    return Style.AUCTION if low_score == high_score and low_score > 0 else Style.CONTRACT


# the candidate rules for a context ------------------------------------------------------------
_SITUATIONAL = tuple(rule for rule in SYSTEM if rule.situational)


@lru_cache(maxsize=64)
def _rules_for_length(length: int) -> tuple[Rule, ...]:
    return tuple(rule for rule in SYSTEM if rule.situational or len(rule.context) == length)


def applicable(situation: Situation, style: Style) -> Iterator[tuple[Rule, dict[str, Strain]]]:
    """Every rule whose context matches ``situation``, in the system's order, with its bindings."""
    since = situation.since_opening
    situations: dict[str, dict[str, Strain] | None] = {}
    for rule in _rules_for_length(len(since)):
        left_out = rule.contract_only if style is Style.AUCTION else rule.auction_only
        if left_out:  # each style leaves out the other's own calls
            continue
        if rule.situational:
            if rule.when not in situations:
                situations[rule.when] = SITUATIONS[rule.when](situation)
            found = situations[rule.when]
            if found is None:
                continue
            yield rule, dict(found)
        else:
            bindings = match_pattern(rule.context, since)
            if bindings is not None:
                yield rule, bindings


def rule_calls(rule: Rule, bindings: dict[str, Strain]) -> Iterator[tuple[Call, dict[str, Strain]]]:
    """The concrete calls a matching rule offers, with complete bindings, guards checked."""
    for call, complete in expand_call(rule.call_token, bindings):
        if all(guard_holds(guard, complete) for guard in rule.guards):
            yield call, complete


SystemOption = tuple[Call, Meaning, Callable[[Ask], bool] | None, Bindings]
"""A call the system offers, what it means, the judgement on top, and the rule's bindings."""


def system_options(situation: Situation, legal: Iterable[Call], style: Style) -> tuple[SystemOption, ...]:
    """The legal calls the system's rules offer in ``situation``, in the order they are tried."""
    return _system_options(situation, frozenset(legal), style)


@lru_cache(maxsize=4096)
def _system_options(situation: Situation, allowed: frozenset[Call], style: Style) -> tuple[SystemOption, ...]:
    options: list[SystemOption] = []
    for rule, bindings in applicable(situation, style):
        require = REQUIRES[rule.require] if rule.require is not None else None
        for call, complete in rule_calls(rule, bindings):
            if call in allowed:
                options.append((call, rule.spec.bind(complete), require, complete))
    return tuple(options)


def first_fit(options: Iterable[SystemOption], facts: HandFacts, situation: Situation,
              partner: HandConstraint) -> Call | None:
    """The system's call for the hand: the first option it fits and whose judgement it passes."""
    hcp, lengths = facts.hcp, facts.lengths
    for call, meaning, require, bindings in options:
        if not meaning.fits_values(hcp, lengths):
            continue
        if require is not None and not require(Ask(facts, situation, bindings, call, partner)):
            continue
        return call
    return None


# meanings ---------------------------------------------------------------------------------------
AUCTION_CONTENT = Meaning(
    "content: our side holds the contract, and in auction bridge every trick counts", natural_fallback=True
)
"""Auction-bridge pass while one's own side holds the contract: it says nothing about strength."""


def natural_meaning(situation: Situation, call: Call, style: Style = Style.CONTRACT) -> Meaning:
    """The reading of a call no agreement covers. Support for partner's suit is the cards that make
    eight with the length his calls showed, or seven when he showed six or more (three opposite a
    five-card suit, one opposite a six-card suit or a seven-card preempt); a suit both partners have
    shown is agreed, and a bid in it shows the cards this hand has shown already. A suit counts as
    bid only where a call showed three cards of it or more: an artificial bid (the strong 2C, Stayman, a
    waiting 2D) names no suit, and a double of an opponent's artificial bid shows the suit it named;
    a takeout doubler who doubles the same suit again, partner silent, still doubles for takeout."""
    if call is PASS:
        return UNKNOWN
    seat = situation.seat
    if call is DOUBLE:
        found = situation.last_bid
        if found is not None and situation.seat_of(found[0]).side is not seat.side \
                and found[1].strain is not Strain.NT \
                and found[1].strain not in _suits_shown(situation, situation.seat_of(found[0]), style):
            named = found[1].strain
            return Meaning(f"double of an artificial bid: shows {named.symbol}, lead-directing",
                           lengths_min=_lengths(named, 5, 0), natural_fallback=True)
        if found is not None and not situation.bids_by(seat.partner) \
                and _doubled_for_takeout(situation, seat, found[1].strain, style):
            doubled = found[1].strain
            return Meaning(f"takeout double again: short in {doubled.symbol}",
                           lengths_max=_lengths(doubled, 2, 13), natural_fallback=True)
        if found is not None and (found[1].level >= 3 or situation.our_strains):
            return Meaning("penalty double: expects to defeat the contract", natural_fallback=True)
        return Meaning("double: no agreed meaning (takeout by default)", natural_fallback=True)
    if call is REDOUBLE:
        return Meaning("redouble: no agreed meaning", natural_fallback=True)
    assert isinstance(call, Bid)
    strain = call.strain
    if strain is Strain.NT:
        return Meaning("natural: to play in no-trump", natural_fallback=True)
    mine = _suits_shown(situation, seat, style)
    partners = _suits_shown(situation, seat.partner, style)
    if strain in partners and strain not in mine:
        length = support_for(_shown_length(situation, seat.partner, strain, style))
        text = f"natural: support for partner's {strain.symbol}"
    elif strain in partners:  # both have shown it: the agreed suit, with the cards already shown
        length = _shown_length(situation, seat, strain, style)
        text = f"natural: {strain.symbol} agreed"
    elif strain in mine:
        length = 5
        text = f"natural: long {strain.symbol}"
    elif strain in _suits_shown(situation, seat.lho, style) | _suits_shown(situation, seat.rho, style):
        return Meaning(
            f"cue bid of the opponents' {strain.symbol}: strength, no agreed meaning", natural_fallback=True
        )
    else:
        length = 4
        text = f"natural: {strain.symbol} suit"
    return Meaning(text, lengths_min=_lengths(strain, length, 0), natural_fallback=True)


def _lengths(suit: Strain, value: int, rest: int) -> tuple[int, int, int, int]:
    """Four suit lengths, clubs first: ``value`` for ``suit`` and ``rest`` for the others."""
    clubs, diamonds, hearts, spades = (value if strain is suit else rest for strain in SUIT_STRAINS)
    return clubs, diamonds, hearts, spades


_SHOWS_A_SUIT = 3
"""The cards of a suit a call must promise for the suit to count as bid in a natural reading."""


def _suits_shown(situation: Situation, seat: Seat, style: Style) -> set[Strain]:
    """The suits ``seat`` has bid in a call that promised three cards of them or more."""
    return {strain for strain in SUIT_STRAINS if strain in situation.strains_bid_by(seat)
            and _shown_length(situation, seat, strain, style) >= _SHOWS_A_SUIT}


def _doubled_for_takeout(situation: Situation, seat: Seat, strain: Strain, style: Style) -> bool:
    """True when ``seat`` already doubled ``strain`` for takeout (short in it, or the strong
    double of a bid in it): doubling it again, partner silent, is still for takeout. The second
    double's reading is short in the suit, so a strong doubler with length there does not make it."""
    calls, dealer = situation.calls, situation.dealer
    for index, call in enumerate(calls):
        if call is DOUBLE and dealer.offset(index) is seat:
            meaning = meaning_of(calls, dealer, index, style)
            if "takeout" not in meaning.text:
                continue
            doubled = [earlier for earlier in calls[:index] if isinstance(earlier, Bid)]
            strong = "strong double" in meaning.text and doubled[-1].strain is strain
            if meaning.lengths_max[strain] <= 2 or strong:
                return True
    return False


def _shown_length(situation: Situation, seat: Seat, strain: Strain, style: Style) -> int:
    """The most cards of ``strain`` any of ``seat``'s calls so far promised."""
    calls, dealer = situation.calls, situation.dealer
    return max((meaning_of(calls, dealer, index, style).lengths_min[strain]
                for index in range(len(calls)) if dealer.offset(index) is seat), default=0)


def system_meaning(situation: Situation, call: Call, style: Style) -> Meaning | None:
    """The union of the system's rules giving ``call`` here, or None when none does."""
    found: Meaning | None = None
    for rule, bindings in applicable(situation, style):
        extended = dict(bindings)
        if not match_token(rule.call_token, call, extended):
            continue
        if not all(guard_holds(guard, extended) for guard in rule.guards):
            continue
        meaning = rule.spec.bind(extended)
        found = meaning if found is None else found.union(meaning)
    return found


def auction_override(situation: Situation, call: Call) -> Meaning | None:
    """Auction-bridge readings that replace the system's (see :class:`~.bidder.Bidder`)."""
    if call is PASS and situation.our_side_holds_contract:
        return AUCTION_CONTENT
    if (
        situation.last_bid is not None
        and not situation.our_side_holds_contract
        and call is not PASS
        and (situation.bids_by(situation.seat) or situation.bids_by(situation.seat.partner))
    ):
        return natural_meaning(situation, call, Style.AUCTION)
    return None


INDIVIDUAL_MEANINGS = {
    "widow": Meaning("the face-down hand: passes by itself", natural_fallback=True),
    "pass": Meaning("each player for himself: no bid worth making", natural_fallback=True),
    "bid": Meaning("each player for himself: expects to gain by this contract with the face-down hand as "
                   "dummy", natural_fallback=True),
    "double": Meaning("penalty double: expects the contract to fail", natural_fallback=True),
    "redouble": Meaning("redouble: expects to make the doubled contract", natural_fallback=True),
}
"""What calls mean in three-handed play: each player bids for himself, by simulation, so no call
promises a range (and the card-play sampler reads nothing from them)."""


def individual_meaning(seat: Seat, call: Call) -> Meaning:
    """The meaning of ``seat``'s ``call`` in three-handed play (see :data:`INDIVIDUAL_MEANINGS`)."""
    if seat is WIDOW:
        return INDIVIDUAL_MEANINGS["widow"]
    if call is PASS:
        return INDIVIDUAL_MEANINGS["pass"]
    if call is DOUBLE:
        return INDIVIDUAL_MEANINGS["double"]
    if call is REDOUBLE:
        return INDIVIDUAL_MEANINGS["redouble"]
    return INDIVIDUAL_MEANINGS["bid"]


@lru_cache(maxsize=65536)
def _meaning(dealer: Seat, before: tuple[Call, ...], call: Call, style: Style) -> Meaning:
    if style is Style.INDIVIDUAL:
        return individual_meaning(dealer.offset(len(before)), call)
    situation = Situation(dealer, before)
    if style is Style.AUCTION:
        override = auction_override(situation, call)
        if override is not None:
            return override
    found = system_meaning(situation, call, style)
    return found if found is not None else natural_meaning(situation, call, style)


def meaning_of(calls: tuple[Call, ...], dealer: Seat, index: int, style: Style = Style.CONTRACT) -> Meaning:
    """What call number ``index`` (0-based) of ``calls`` means, given the calls before it."""
    return _meaning(dealer, tuple(calls[:index]), calls[index], style)


def meaning_in(situation: Situation, call: Call, style: Style) -> Meaning:
    """What ``call`` would mean if made now."""
    return _meaning(situation.dealer, situation.calls, call, style)


def explain_call(calls: tuple[Call, ...], dealer: Seat, index: int, rules: RuleSet | None = None,
                 language: str = "en") -> str:
    """The explanation of call number ``index``, open to every player (agreements are public).

    ``rules`` selects the auction-bridge readings for the two auction rule sets; ``language``
    is one of :data:`~.translation.LANGUAGES`.
    """
    return meaning_of(calls, dealer, index, style_for(rules)).describe(language)


def explain_call_all(calls: tuple[Call, ...], dealer: Seat, index: int, rules: RuleSet | None = None,
                     ) -> dict[str, str]:
    """The explanation of call number ``index`` in every language of :data:`~.translation.LANGUAGES`."""
    meaning = meaning_of(calls, dealer, index, style_for(rules))
    return {language: meaning.describe(language) for language in LANGUAGES}


# constraints for the card-play sampler ----------------------------------------------------------
def _empty(constraint: HandConstraint) -> bool:
    return constraint.hcp_min > constraint.hcp_max or any(
        low > high for low, high in zip(constraint.lengths_min, constraint.lengths_max)
    )


def seat_constraints(
    calls: tuple[Call, ...], dealer: Seat, style: Style = Style.CONTRACT
) -> dict[Seat, HandConstraint]:
    """For every seat, what its calls promised, intersected over the auction.

    When a later call contradicts the earlier ones (a misbid, or a human's own methods) the
    later call's promise wins where they conflict, so the result always admits some hand.
    """
    result = {seat: HandConstraint() for seat in Seat}
    for index in range(len(calls)):
        seat = dealer.offset(index)
        promise = meaning_of(calls, dealer, index, style).to_constraint()
        merged = result[seat].intersect(promise)
        result[seat] = promise if _empty(merged) else merged
    return result


def constraints_for(view: SeatView, rules: RuleSet | None = None) -> dict[Seat, HandConstraint]:
    """What each seat's calls promised (original hands), for the card-play sampler."""
    return seat_constraints(view.calls, view.dealer, style_for(rules))
