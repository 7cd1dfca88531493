"""Hypothesis invariants of scoring: seat symmetry, no negative entries, IMP and ledger laws."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from trumps.core.calls import Strain
from trumps.core.contract import Contract, Doubling, HandResult
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Side, Vulnerability
from trumps.rules import RuleSet, all_rules, find_rules
from trumps.scoring import Line, imps, score

contracts = st.builds(
    Contract,
    level=st.integers(1, 7),
    strain=st.sampled_from(list(Strain)),
    doubling=st.sampled_from(list(Doubling)),
    declarer=st.sampled_from(list(Seat)),
)
deals = st.one_of(st.none(), st.integers(0, 2**32 - 1).map(lambda seed: Deal.random(random.Random(seed))))
results = st.builds(HandResult, contract=st.one_of(st.none(), contracts), tricks=st.integers(0, 13), deal=deals)
vulnerabilities = st.sampled_from(list(Vulnerability))
rule_sets = st.sampled_from(
    [*all_rules(), find_rules("auction-classic").with_options(capped_penalties=True, honors=False)]
)


def rotated(hand: HandResult) -> HandResult:
    """The same hand with everyone moved one seat clockwise (N's cards and role go to E, ...)."""
    contract = hand.contract
    if contract is not None:
        contract = Contract(contract.level, contract.strain, contract.doubling, contract.declarer.offset(1))
    deal = hand.deal
    if deal is not None:
        moved = [deal.hands[seat.offset(-1)] for seat in Seat]
        deal = Deal((moved[0], moved[1], moved[2], moved[3]))
    return HandResult(contract, hand.tricks, deal)


def swapped(vulnerability: Vulnerability) -> Vulnerability:
    return Vulnerability.of(vulnerability.is_vulnerable(Side.EW), vulnerability.is_vulnerable(Side.NS))


@given(rule_sets, results, vulnerabilities)
def test_the_score_is_the_same_whichever_side_computes_it(rules: RuleSet, hand: HandResult,
                                                          vul: Vulnerability) -> None:
    original = score(rules, hand, vul)
    turned = score(rules, rotated(hand), swapped(vul))
    assert turned.score_ns == -original.score_ns
    assert turned.side_totals.ew == original.side_totals.ns
    assert turned.side_totals.ns == original.side_totals.ew
    assert sorted((e.reason, e.points) for e in turned.entries) == sorted((e.reason, e.points) for e in original.entries)


@given(rule_sets, results, vulnerabilities)
def test_entries_are_positive_and_below_the_line_only_for_made_contract_tricks(
    rules: RuleSet, hand: HandResult, vul: Vulnerability
) -> None:
    got = score(rules, hand, vul)
    assert all(entry.points > 0 for entry in got.entries)
    below = [entry for entry in got.entries if entry.line is Line.BELOW]
    if hand.contract is None:
        assert got.entries == ()
    elif hand.made:
        assert [(e.side, e.reason) for e in below] == [(hand.contract.side, "tricks")]
    else:
        assert below == []


@given(rule_sets, results, vulnerabilities)
def test_vulnerability_matters_only_where_the_rules_use_it(rules: RuleSet, hand: HandResult,
                                                          vul: Vulnerability) -> None:
    if not rules.uses_vulnerability:
        assert score(rules, hand, vul) == score(rules, hand, Vulnerability.NONE)


@given(results, vulnerabilities)
def test_duplicate_scores_are_multiples_of_ten_and_signed_by_result(hand: HandResult, vul: Vulnerability) -> None:
    got = score(find_rules("duplicate"), hand, vul).score_ns
    assert got % 10 == 0
    if hand.contract is None:
        assert got == 0
    else:
        declarer_sign = 1 if hand.contract.side is Side.NS else -1
        assert got * declarer_sign > 0 if hand.made else got * declarer_sign < 0


@given(results, vulnerabilities)
def test_duplicate_ignores_the_deal(hand: HandResult, vul: Vulnerability) -> None:
    rules = find_rules("duplicate")
    assert score(rules, hand, vul) == score(rules, HandResult(hand.contract, hand.tricks), vul)


@given(st.integers(-10_000, 10_000), st.integers(-10_000, 10_000))
def test_imps_are_odd_monotone_and_bounded(a: int, b: int) -> None:
    assert imps(-a) == -imps(a)
    assert -24 <= imps(a) <= 24
    if a <= b:
        assert imps(a) <= imps(b)


@given(st.sampled_from(["auction-1920", "auction-classic", "rubber"]),
       st.lists(st.tuples(contracts, st.integers(0, 13)), max_size=30))
def test_ledger_laws(name: str, hands: list[tuple[Contract, int]]) -> None:
    rules = find_rules(name)
    ledger = rules.new_ledger()
    for contract, tricks in hands:
        if ledger.finished:
            break
        before = ledger.games_won
        ledger = ledger.with_result(HandResult(contract, tricks), rules.score_hand)
        after = ledger.games_won
        assert sum(after) - sum(before) <= 1  # one hand wins one game at most
        assert all(points < rules.game_target for points in ledger.below_in_game)
        if rules.uses_vulnerability_from_games:
            assert ledger.vulnerability == Vulnerability.of(after[0] > 0, after[1] > 0)
        else:
            assert ledger.vulnerability is Vulnerability.NONE
    assert max(ledger.games_won, default=0) <= 2
    assert ledger.finished == (max(ledger.games_won) == 2)
    outcome = ledger.result()
    assert outcome.margin == abs(outcome.totals.net_ns)
    everything = [e for hand in ledger.hands for e in hand.all_entries] + list(outcome.settlement)
    assert outcome.totals.ns.total == sum(e.points for e in everything if e.side is Side.NS)
    bonuses = [e for hand in ledger.hands for e in hand.ledger_entries]
    assert len(bonuses) == (1 if ledger.finished else 0)
    if outcome.winner == "tie":
        assert outcome.margin == 0
    if outcome.margin > 0:
        assert outcome.winner == ("ns" if outcome.totals.net_ns > 0 else "ew")
