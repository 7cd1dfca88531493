"""The rule-set registry: names, aliases, forms, policies and house options."""

from __future__ import annotations

import pytest
from scoring_helpers import result

from trumps.core.errors import TrumpsError
from trumps.rules import HouseOptions, MatchForm, PassedOut, UnknownRulesError, all_rules, find_rules
from trumps.scoring import score


def test_all_rules_in_rules_md_order() -> None:
    assert [rules.name for rules in all_rules()] == ["auction-1920", "auction-classic", "rubber", "duplicate"]


@pytest.mark.parametrize(
    ("alias", "name"),
    [("auction-1920", "auction-1920"), ("1920", "auction-1920"), ("AUCTION_1920", "auction-1920"),
     ("classic", "auction-classic"), ("Auction Classic", "auction-classic"), ("contract", "rubber"),
     ("Rubber", "rubber"), ("teams", "duplicate"), ("imps", "duplicate")],
)
def test_find_by_name_or_alias(alias: str, name: str) -> None:
    assert find_rules(alias).name == name


def test_unknown_name_lists_the_valid_ones() -> None:
    with pytest.raises(UnknownRulesError) as caught:
        find_rules("chicago")
    message = str(caught.value)
    for rules in all_rules():
        assert rules.name in message
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    ("name", "form", "passed_out", "target", "vul_from_games"),
    [
        ("auction-1920", MatchForm.RUBBER, PassedOut.NEXT_DEALER, 30, False),
        ("auction-classic", MatchForm.RUBBER, PassedOut.SAME_DEALER, 30, False),
        ("rubber", MatchForm.RUBBER, PassedOut.NEXT_DEALER, 100, True),
        ("duplicate", MatchForm.TEAM, PassedOut.SCORE_ZERO, 100, False),
    ],
)
def test_rule_set_properties(name: str, form: MatchForm, passed_out: PassedOut, target: int,
                             vul_from_games: bool) -> None:
    rules = find_rules(name)
    assert rules.match_form is form and rules.match_form == form.value
    assert rules.passed_out is passed_out
    assert rules.game_target == target
    assert rules.uses_vulnerability_from_games is vul_from_games
    if form is MatchForm.RUBBER:
        assert rules.new_ledger().game_target == target
    else:
        with pytest.raises(TrumpsError):
            rules.new_ledger()


def test_only_classic_has_house_options() -> None:
    assert find_rules("auction-classic").options == HouseOptions()
    for name in ("auction-1920", "rubber", "duplicate"):
        rules = find_rules(name)
        assert rules.options is None and not rules.has_options
        with pytest.raises(TrumpsError):
            rules.with_options(honors=False)


def test_with_options_returns_a_new_rule_set() -> None:
    base = find_rules("auction-classic")
    short = base.with_options(game_target=20, three_handed=True, fixed_hands=6)
    assert base.options == HouseOptions()
    assert short.options == HouseOptions(game_target=20, three_handed=True, fixed_hands=6)
    assert short.game_target == 20
    assert short.new_ledger().policy.fixed_hands == 6
    assert short != base and short == base.with_options(game_target=20, three_handed=True, fixed_hands=6)
    assert repr(short) == "find_rules('auction-classic').with_options(game_target=20, three_handed=True, fixed_hands=6)"
    assert repr(base) == "find_rules('auction-classic')"


@pytest.mark.parametrize(
    "changes",
    [{"game_target": 0}, {"game_target": 40}, {"game_target": "20"}, {"honors": "no"}, {"fixed_hands": 0},
     {"fixed_hands": True}, {"colour": "red"}],
)
def test_bad_options_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(TrumpsError):
        find_rules("auction-classic").with_options(**changes)


def test_score_hand_is_bound_to_the_rules() -> None:
    hand = result("1HX", 9)
    assert score(find_rules("auction-1920"), hand).score_ns == 48 + 150
    assert score(find_rules("auction-classic"), hand).score_ns == 48 + 50
    assert score(find_rules("rubber"), hand).score_ns == 60 + 200 + 50
    assert score(find_rules("duplicate"), hand).score_ns == 60 + 50 + 50 + 200


def test_to_json() -> None:
    data = find_rules("auction-classic").to_json()
    assert data["name"] == "auction-classic" and data["match_form"] == "rubber"
    assert data["options"] == HouseOptions().to_json()
    assert find_rules("duplicate").to_json()["options"] is None
