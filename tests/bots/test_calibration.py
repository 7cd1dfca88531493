"""Fresh layouts drawn as the card player draws them (``DDPlayer.draw_layouts``), and the
calibration of ``bench/bots_decisions.py --calibrate``: the chosen cards' expected errors on them."""

from __future__ import annotations

import importlib
import json
import pickle
import re
import sys
from collections import defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from trumps.bots.player import DDPlayer, equivalence_classes
from trumps.bots.sampler import count_layouts, enumerate_layouts, fits, knowledge_from_view
from trumps.bots.strong import system_constraints, system_model
from trumps.core.seats import Seat
from trumps.rules import find_rules

DUPLICATE = find_rules("duplicate")


@pytest.fixture(scope="module")
def bots_decisions() -> ModuleType:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    try:
        return importlib.import_module("bots_decisions")
    finally:
        sys.path.pop(0)


@pytest.fixture(scope="module")
def played(bots_decisions: ModuleType) -> list[Any]:
    """Every card decision of seed 13, deal 1: 3NT by North, East on lead."""
    return list(bots_decisions.collect("13", 1, 1, False))


def system_player(**options: Any) -> DDPlayer:
    return DDPlayer(DUPLICATE, constraints=system_constraints(DUPLICATE), model=system_model(DUPLICATE), **options)


def test_the_leaders_fresh_layouts_agree_with_what_it_knows(played: list[Any]) -> None:
    lead = played[0]
    view = lead.view
    assert lead.number == 1 and view.seat is Seat.E and str(lead.position.contract) == "3NT by N"
    read, model = system_constraints(DUPLICATE), system_model(DUPLICATE)
    assert read is not None and model is not None
    constraints, admits = read(view), model(view)
    knowledge = knowledge_from_view(view)
    layouts, weights = system_player().draw_layouts(view, 12)
    # the draw ends early once enough of its layouts are ones the system would have bid so
    assert 1 < len(set(layouts)) == len(layouts) <= 12
    admitted = []
    for layout in layouts:
        assert knowledge.consistent(layout) and layout[Seat.E] == view.hand.mask
        assert all(fits(constraints[seat], layout[seat]) for seat in (Seat.N, Seat.S, Seat.W))
        admitted.append(all(admits(seat, layout[seat]) for seat in (Seat.N, Seat.S, Seat.W)))
    # as the player draws them: first the hands with which the system would have bid so (the
    # plain draws within the auction's constraints that follow when too few of those are found
    # may fit the system too, by chance)
    assert admitted[0]
    # before the lead no card has said anything: every layout counts the same
    assert weights == [1.0] * len(layouts)
    # the same seed draws the same layouts, another seed others
    assert system_player().draw_layouts(view, 12) == (layouts, weights)
    assert system_player().draw_layouts(view, 12, seed="other")[0] != layouts


def test_after_the_lead_layouts_are_weighed_by_it(played: list[Any]) -> None:
    second = played[1]  # dummy's card to the first trick, chosen by declarer
    view = second.view
    assert second.declarer_side and view.current_trick and view.current_trick[0][0] is Seat.E
    knowledge = knowledge_from_view(view)
    layouts, weights = system_player().draw_layouts(view, 24)
    assert len(layouts) == len(weights) > 1
    assert all(knowledge.consistent(layout) for layout in layouts)
    # the lead is likelier from some of East's possible hands than from others
    assert all(weight > 0 for weight in weights) and len(set(weights)) > 1
    # with the lead read not at all, every layout counts the same
    assert set(system_player(lead_reading=0.0, carding=False).draw_layouts(view, 24)[1]) == {1.0}


def test_few_possible_layouts_are_all_listed(played: list[Any]) -> None:
    player = system_player()
    listed = 0
    for decision in played:
        knowledge = knowledge_from_view(decision.view)
        if count_layouts(knowledge) > player.exhaustive_limit:
            continue
        # however few are asked for: every layout that agrees with the auction and the cards
        layouts, weights = player.draw_layouts(decision.view, 1)
        expected = enumerate_layouts(knowledge, player._constraints(decision.view), player._model(decision.view))
        assert layouts == expected and len(weights) == len(layouts)
        listed += len(layouts) > 1
    assert listed > 0


def test_calibration_counts_the_chosen_cards_expected_errors(bots_decisions: ModuleType,
                                                              played: list[Any]) -> None:
    decisions = bots_decisions.collect("13", 0, 1, True) + played[:12]  # 4H by N's lead, 3NT's first tricks
    # a budget that never binds: the cards chosen do not depend on the machine's speed
    options = {"budget_s": 60.0, "lead_budget_s": 60.0, "max_samples": 8}
    [result] = bots_decisions.compare(decisions, {"fixed": options}, calibrate=6)
    player = system_player(**options)
    wanted = [d for d in decisions if len(equivalence_classes(d.view, d.view.to_act)) > 1]
    expected: dict[str, float] = defaultdict(float)
    counted: dict[str, int] = defaultdict(int)
    for decision, (answers, weights) in zip(wanted, bots_decisions.fresh_layouts(player, wanted, 6)):
        assert 1 <= len(answers) <= 6 and len(weights) == len(answers)
        assert all(set(answer) == set(decision.view.legal_cards) for answer in answers)
        card = player.choose_card(decision.view)
        expected[decision.group] += bots_decisions.expected_error(card, answers, weights)
        counted[decision.group] += 1
    assert {"lead_suit", "lead_nt", "declarer_nt", "defence_nt"} <= set(result["groups"])
    for key, group in result["groups"].items():
        assert group["decisions"] == counted[key]
        assert group["expected_errors"] == round(expected[key], 2)
        assert 0 <= group["expected_errors"] <= group["decisions"]


def test_groups_select_the_decisions_of_one_kind(bots_decisions: ModuleType, played: list[Any],
                                                 tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert [d.number for d in bots_decisions.of_groups(played, re.compile("lead_nt"))] == [1]
    defence = bots_decisions.of_groups(played, re.compile("^defence"))
    assert defence and all(not d.declarer_side and d.number > 1 for d in defence)
    assert len(bots_decisions.of_groups(played, re.compile("nt$"))) == len(played)
    assert bots_decisions.of_groups(played, re.compile("suit")) == []
    # a pattern that is not a regular expression is named before any deal is played or loaded
    with pytest.raises(SystemExit) as stopped:
        bots_decisions.main(["--load", str(tmp_path / "absent.pickle"), "--groups", "lead_(nt"])
    assert stopped.value.code == 2
    assert "--groups 'lead_(nt': not a regular expression" in capsys.readouterr().err


def test_breakdown_places_each_decision_once_per_facet(bots_decisions: ModuleType, played: list[Any],
                                                       tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    options = {"budget_s": 60.0, "lead_budget_s": 60.0, "max_samples": 8}
    decisions = played  # the whole hand: its last tricks have every layout solved
    [result] = bots_decisions.compare(decisions, {"fixed": options}, breakdown=True)
    assert set(result["breakdown"]) == set(result["groups"])
    player = system_player(**options)
    for key, facets in result["breakdown"].items():
        group = result["groups"][key]
        assert set(facets) == {"trick", "place", "card", "layouts"}
        for values in facets.values():
            # every facet splits the group's decisions and errors, nothing lost or counted twice
            assert sum(v["decisions"] for v in values.values()) == group["decisions"]
            assert sum(v["errors"] for v in values.values()) == group["errors"]
    wanted = [d for d in decisions if len(equivalence_classes(d.view, d.view.to_act)) > 1]

    def counted(facet: str, value: str) -> int:
        """The decisions the breakdown places at ``value`` of ``facet``, over every group."""
        return sum(facets[facet].get(value, {"decisions": 0})["decisions"]
                   for facets in result["breakdown"].values())

    assert counted("card", "lead") == sum(not d.view.current_trick for d in wanted)
    assert counted("place", "4th") == sum(len(d.view.current_trick) == 3 for d in wanted)
    assert counted("trick", "1") == sum(not d.view.tricks for d in wanted)
    # a decision whose every layout is solved is "all layouts", as the player reports it
    exact = sum(player.evaluate(d.view).exact for d in wanted)
    assert exact > 0 and counted("layouts", "all layouts") == exact
    # the facets print in reading order, the tenth trick after the ninth
    assert bots_decisions._numbers_first(("10+", [0, 0])) > bots_decisions._numbers_first(("9", [0, 0]))
    # and the script prints them, one line per group and facet
    saved = tmp_path / "decisions.pickle"
    saved.write_bytes(pickle.dumps(decisions[:4]))
    assert bots_decisions.main(["--load", str(saved), "--breakdown", "--setting",
                                "fixed=" + json.dumps(options)]) == 0
    printed = capsys.readouterr().out
    assert "defence_nt by trick: 1 " in printed and "defence_nt by card: " in printed
