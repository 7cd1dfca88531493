"""Table-driven scoring cases for the four profiles, including every worked example of
RULES.md and the seeds."""

from __future__ import annotations

import pytest
from scoring_helpers import deal_with, result

from trumps.core.contract import HandResult
from trumps.core.seats import Seat, Side, Vulnerability
from trumps.rules import find_rules
from trumps.scoring import (
    HandScore,
    Line,
    ScoreEntry,
    auction_1920,
    auction_classic,
    duplicate,
    rubber,
    score,
)
from trumps.scoring.auction_classic import HouseOptions

NS, EW = Side.NS, Side.EW
NONE, BOTH = Vulnerability.NONE, Vulnerability.BOTH
ABOVE, BELOW = Line.ABOVE, Line.BELOW


def entries(*items: tuple[Side, int, Line, str]) -> set[ScoreEntry]:
    return {ScoreEntry(*item) for item in items}


# --- auction-1920 -------------------------------------------------------------------------


def test_1920_seed_one_spade_with_ten_tricks_is_36_below() -> None:
    assert auction_1920.score_hand(result("1S", 10), NONE) == (ScoreEntry(NS, 36, BELOW, "tricks"),)


def test_1920_seed_one_heart_doubled_nine_tricks() -> None:
    got = score(find_rules("auction-1920"), result("1HX", 9, Seat.E))
    assert set(got.entries) == entries((EW, 48, BELOW, "tricks"), (EW, 50, ABOVE, "insult"),
                                       (EW, 100, ABOVE, "overtricks"))
    assert got.side_totals.ew.below == 48
    assert got.side_totals.ew.above == 150
    assert got.score_ns == -198


def test_1920_redoubled_made_is_100_and_100_per_overtrick() -> None:
    got = set(auction_1920.score_hand(result("2CXX", 10), NONE))
    assert got == entries((NS, 4 * 6 * 4, BELOW, "tricks"), (NS, 100, ABOVE, "insult"),
                          (NS, 200, ABOVE, "overtricks"))


@pytest.mark.parametrize(("contract", "tricks", "points"), [("3NT", 5, 200), ("3NTX", 5, 400), ("3NTXX", 5, 800)])
def test_1920_undertricks_ignore_vulnerability(contract: str, tricks: int, points: int) -> None:
    for vul in Vulnerability:
        assert auction_1920.score_hand(result(contract, tricks), vul) == (ScoreEntry(EW, points, ABOVE, "undertricks"),)


def test_1920_seed_four_spade_honors_in_one_hand_is_72() -> None:
    deal = deal_with(N="SA SK SQ SJ", W="ST")
    got = auction_1920.score_hand(result("2S", 8, deal=deal), NONE)
    assert ScoreEntry(NS, 72, ABOVE, "honors") in got


@pytest.mark.parametrize(
    ("holdings", "side", "multiple"),
    [
        ({"N": "HA HK", "S": "HQ", "E": "HJ HT"}, NS, 2),  # 3 honors
        ({"N": "HA HK HQ", "E": "HJ HT"}, NS, 2),  # 3 honors in one hand: still 3 honors
        ({"N": "HA HK", "S": "HQ HJ", "E": "HT"}, NS, 4),  # 4 divided
        ({"N": "HA HK HQ", "S": "HJ", "W": "HT"}, NS, 4),  # 4 divided 3 + 1
        ({"E": "HA HK HQ HJ", "S": "HT"}, EW, 8),  # 4 in one hand, the defenders'
        ({"N": "HA HK HQ", "S": "HJ HT"}, NS, 5),  # 5 split 3 + 2
        ({"N": "HA HK HQ HJ", "S": "HT"}, NS, 9),  # 5 split 4 + 1
        ({"S": "HA HK HQ HJ HT"}, NS, 10),  # 5 in one hand
    ],
)
def test_1920_honor_table(holdings: dict[str, str], side: Side, multiple: int) -> None:
    got = auction_1920.score_hand(result("1H", 7, deal=deal_with(**holdings)), NONE)
    assert [e for e in got if e.reason == "honors"] == [ScoreEntry(side, multiple * 8, ABOVE, "honors")]


@pytest.mark.parametrize(
    ("holdings", "side", "points"),
    [
        ({"N": "SA HA", "S": "DA", "E": "CA"}, NS, 30),
        ({"E": "SA HA", "W": "DA CA"}, EW, 40),
        ({"W": "SA HA DA CA"}, EW, 100),
        ({"N": "SA HA", "E": "DA CA"}, None, 0),
    ],
)
def test_1920_no_trump_aces(holdings: dict[str, str], side: Side | None, points: int) -> None:
    got = auction_1920.score_hand(result("1NT", 7, deal=deal_with(**holdings)), NONE)
    honors = [e for e in got if e.reason == "honors"]
    assert honors == ([] if side is None else [ScoreEntry(side, points, ABOVE, "honors")])


def test_1920_honors_count_when_the_contract_fails_and_are_never_doubled() -> None:
    deal = deal_with(N="SA SK SQ SJ ST")
    got = set(auction_1920.score_hand(result("4SXX", 8, deal=deal), NONE))
    assert got == entries((EW, 400, ABOVE, "undertricks"), (NS, 90, ABOVE, "honors"))


def test_1920_no_deal_no_honors() -> None:
    assert all(e.reason != "honors" for e in auction_1920.score_hand(result("4S", 10), NONE))


@pytest.mark.parametrize(
    ("contract", "tricks", "expected"),
    [
        ("1S", 12, (NS, 50, "little slam")),
        ("1S", 13, (NS, 100, "grand slam")),
        ("7S", 12, (NS, 50, "little slam")),  # failed grand keeps the little slam
        ("1NT", 1, (EW, 50, "little slam")),  # the defenders took 12
        ("3C", 0, (EW, 100, "grand slam")),  # the defenders took 13
    ],
)
def test_1920_slams_for_either_side_by_tricks(contract: str, tricks: int, expected: tuple[Side, int, str]) -> None:
    got = auction_1920.score_hand(result(contract, tricks), NONE)
    slams = [e for e in got if "slam" in e.reason]
    side, points, reason = expected
    assert slams == [ScoreEntry(side, points, ABOVE, reason)]


def test_1920_failed_grand_with_12_tricks() -> None:
    got = set(auction_1920.score_hand(result("7S", 12), NONE))
    assert got == entries((EW, 50, ABOVE, "undertricks"), (NS, 50, ABOVE, "little slam"))


def test_passed_out_scores_nothing_everywhere() -> None:
    for module in (auction_1920, rubber, duplicate):
        assert module.score_hand(HandResult(None, 0), BOTH) == ()
    assert auction_classic.score_hand(HandResult(None, 0), BOTH) == ()


# --- auction-classic ----------------------------------------------------------------------


def test_classic_made_doubled_is_a_flat_bonus() -> None:
    got = set(auction_classic.score_hand(result("1HX", 9, Seat.E), NONE))
    assert got == entries((EW, 48, BELOW, "tricks"), (EW, 50, ABOVE, "insult"))
    got = set(auction_classic.score_hand(result("1HXX", 9, Seat.E), NONE))
    assert got == entries((EW, 96, BELOW, "tricks"), (EW, 100, ABOVE, "insult"))


def test_classic_all_tricks_count_below() -> None:
    # Seed 002: 1 spade making 11 tricks scores 5 x 9 = 45 below.
    assert auction_classic.score_hand(result("1S", 11), NONE) == (ScoreEntry(NS, 45, BELOW, "tricks"),)


@pytest.mark.parametrize(
    ("holdings", "side", "points"),
    [
        ({"N": "DA DK", "S": "DQ", "E": "DJ DT"}, NS, 30),  # 3 divided
        ({"N": "DA DK", "S": "DQ DJ", "E": "DT"}, NS, 40),  # 4 divided
        ({"N": "DA DK DQ", "S": "DJ", "E": "DT"}, NS, 40),  # 4 divided 3 + 1
        ({"N": "DA DK DQ", "S": "DJ DT"}, NS, 50),  # 5 split 3 + 2
        ({"W": "DA DK DQ DJ", "S": "DT"}, EW, 80),  # 4 in one hand
        ({"W": "DA DK DQ DJ", "E": "DT"}, EW, 90),  # 4 in one hand, fifth in partner's
        ({"E": "DA DK DQ DJ DT"}, EW, 100),  # 5 in one hand
    ],
)
def test_classic_honor_table(holdings: dict[str, str], side: Side, points: int) -> None:
    got = auction_classic.score_hand(result("2D", 8, deal=deal_with(**holdings)), NONE)
    assert [e for e in got if e.reason == "honors"] == [ScoreEntry(side, points, ABOVE, "honors")]


@pytest.mark.parametrize(
    ("holdings", "points"),
    [({"N": "SA HA", "S": "DA"}, 30), ({"N": "SA HA", "S": "DA CA"}, 40), ({"S": "SA HA DA CA"}, 100)],
)
def test_classic_no_trump_aces(holdings: dict[str, str], points: int) -> None:
    got = auction_classic.score_hand(result("1NT", 7, deal=deal_with(**holdings)), NONE)
    assert [e for e in got if e.reason == "honors"] == [ScoreEntry(NS, points, ABOVE, "honors")]


def test_classic_slams_and_undertricks_as_1920() -> None:
    got = set(auction_classic.score_hand(result("7NTX", 12), NONE))
    assert got == entries((EW, 100, ABOVE, "undertricks"), (NS, 50, ABOVE, "little slam"))


def test_classic_house_option_no_honors() -> None:
    deal = deal_with(N="SA SK SQ SJ ST")
    options = HouseOptions(honors=False)
    assert all(e.reason != "honors" for e in auction_classic.score_hand(result("1S", 7, deal=deal), NONE, options))
    rules = find_rules("auction-classic").with_options(honors=False)
    assert all(e.reason != "honors" for e in score(rules, result("1S", 7, deal=deal)).entries)


@pytest.mark.parametrize(("contract", "capped", "uncapped"), [("3H", 150, 150), ("3HX", 150, 300), ("3HXX", 150, 600)])
def test_classic_house_option_capped_penalties(contract: str, capped: int, uncapped: int) -> None:
    rules = find_rules("auction-classic")
    assert score(rules, result(contract, 6)).score_ns == -uncapped
    assert score(rules.with_options(capped_penalties=True), result(contract, 6)).score_ns == -capped


def test_classic_capped_penalties_leave_made_doubled_alone() -> None:
    rules = find_rules("auction-classic").with_options(capped_penalties=True)
    assert score(rules, result("1HX", 9)).score_ns == 48 + 50


# --- rubber ------------------------------------------------------------------------------


def test_rubber_seed_five_nt_doubled_not_vul_eight_tricks_is_500() -> None:
    # RULES.md: the seed's 800 contradicts its own table; 500 is right.
    assert rubber.score_hand(result("5NTX", 8), NONE) == (ScoreEntry(EW, 500, ABOVE, "undertricks"),)


def test_rubber_seed_three_spades_making_ten() -> None:
    got = rubber.score_hand(result("3S", 10), NONE)
    assert set(got) == entries((NS, 90, BELOW, "tricks"), (NS, 30, ABOVE, "overtricks"))


def test_rubber_seed_two_clubs_eleven_tricks() -> None:
    got = rubber.score_hand(result("2C", 11, Seat.W), NONE)
    assert set(got) == entries((EW, 40, BELOW, "tricks"), (EW, 60, ABOVE, "overtricks"))


def test_rubber_seed_six_hearts_vul_made() -> None:
    got = rubber.score_hand(result("6H", 12), Vulnerability.NS)
    assert set(got) == entries((NS, 180, BELOW, "tricks"), (NS, 750, ABOVE, "little slam"))


def test_rubber_seed_three_diamonds_vul_down_two() -> None:
    assert rubber.score_hand(result("3D", 7, Seat.E), Vulnerability.EW) == (ScoreEntry(NS, 200, ABOVE, "undertricks"),)


def test_rubber_three_nt_scores_100_below_whatever_the_overtricks() -> None:
    got = rubber.score_hand(result("3NT", 13), NONE)
    assert ScoreEntry(NS, 100, BELOW, "tricks") in got
    assert ScoreEntry(NS, 120, ABOVE, "overtricks") in got
    assert all("slam" not in e.reason for e in got)  # slams only when bid


@pytest.mark.parametrize(
    ("contract", "tricks", "vul", "expected"),
    [
        ("2SX", 9, NONE, {(NS, 120, BELOW, "tricks"), (NS, 100, ABOVE, "overtricks"), (NS, 50, ABOVE, "insult")}),
        ("2SX", 9, BOTH, {(NS, 120, BELOW, "tricks"), (NS, 200, ABOVE, "overtricks"), (NS, 50, ABOVE, "insult")}),
        ("1NTXX", 9, NONE, {(NS, 160, BELOW, "tricks"), (NS, 400, ABOVE, "overtricks"), (NS, 100, ABOVE, "insult")}),
        ("1NTXX", 9, BOTH, {(NS, 160, BELOW, "tricks"), (NS, 800, ABOVE, "overtricks"), (NS, 100, ABOVE, "insult")}),
        ("7NT", 13, BOTH, {(NS, 220, BELOW, "tricks"), (NS, 1500, ABOVE, "grand slam")}),
        ("7C", 13, NONE, {(NS, 140, BELOW, "tricks"), (NS, 1000, ABOVE, "grand slam")}),
        ("6NT", 13, NONE, {(NS, 190, BELOW, "tricks"), (NS, 30, ABOVE, "overtricks"), (NS, 500, ABOVE, "little slam")}),
    ],
)
def test_rubber_made_contracts(contract: str, tricks: int, vul: Vulnerability, expected: set[tuple[Side, int, Line, str]]) -> None:
    assert set(rubber.score_hand(result(contract, tricks), vul)) == entries(*expected)


@pytest.mark.parametrize(
    ("holdings", "strain", "side", "points"),
    [
        ({"N": "SA SK SQ SJ", "E": "ST"}, "4S", NS, 100),
        ({"N": "SA SK SQ SJ", "S": "ST"}, "4S", NS, 100),
        ({"E": "SA SK SQ SJ ST"}, "4S", EW, 150),  # the defenders' honors count
        ({"S": "SA HA DA CA"}, "3NT", NS, 150),
    ],
)
def test_rubber_honors(holdings: dict[str, str], strain: str, side: Side, points: int) -> None:
    got = rubber.score_hand(result(strain, 10, deal=deal_with(**holdings)), NONE)
    assert [e for e in got if e.reason == "honors"] == [ScoreEntry(side, points, ABOVE, "honors")]


@pytest.mark.parametrize(
    ("holdings", "strain"),
    [
        ({"N": "SA SK SQ", "S": "SJ ST"}, "4S"),  # all five, divided
        ({"N": "SA SK", "S": "SQ SJ"}, "4S"),  # four, divided
        ({"N": "SA HA DA", "S": "CA"}, "3NT"),  # four aces, divided
    ],
)
def test_rubber_divided_honors_score_nothing(holdings: dict[str, str], strain: str) -> None:
    got = rubber.score_hand(result(strain, 10, deal=deal_with(**holdings)), NONE)
    assert all(e.reason != "honors" for e in got)


# --- duplicate ---------------------------------------------------------------------------

# (contract, tricks, declarer vulnerable, N-S score): the standard duplicate score table.
DUPLICATE_TABLE = [
    ("1NT", 7, False, 90), ("1NT", 9, False, 150), ("2NT", 8, False, 120), ("3NT", 9, False, 400),
    ("3NT", 9, True, 600), ("3NT", 10, False, 430), ("3NT", 10, True, 630), ("1C", 7, False, 70),
    ("2H", 8, False, 110), ("3C", 9, False, 110), ("1S", 8, False, 110), ("1S", 9, False, 140), ("4S", 10, False, 420),
    ("4S", 10, True, 620), ("3S", 10, False, 170), ("5C", 11, False, 400), ("5D", 11, True, 600),
    ("4H", 11, True, 650), ("6S", 12, False, 980), ("6S", 12, True, 1430), ("6NT", 12, False, 990),
    ("6NT", 12, True, 1440), ("7S", 13, True, 2210), ("7NT", 13, False, 1520), ("7NT", 13, True, 2220),
    ("7C", 13, False, 1440), ("1CX", 7, False, 140), ("1CX", 7, True, 140), ("1CX", 8, False, 240),
    ("1CX", 8, True, 340), ("1NTX", 7, False, 180), ("2CX", 8, False, 180), ("2SX", 8, False, 470),
    ("2SX", 8, True, 670), ("3HX", 9, False, 530), ("4SX", 10, False, 590), ("4SX", 10, True, 790),
    ("4SX", 11, True, 990), ("1SXX", 7, False, 520), ("1SXX", 7, True, 720), ("1NTXX", 7, False, 560),
    ("1NTXX", 7, True, 760), ("6NTX", 12, True, 1680), ("7NTXX", 13, False, 2280), ("7NTXX", 13, True, 2980),
    # undertricks
    ("4S", 9, False, -50), ("4S", 7, False, -150), ("4S", 9, True, -100), ("4S", 6, True, -400),
    ("4SX", 9, False, -100), ("4SX", 8, False, -300), ("4SX", 7, False, -500), ("4SX", 6, False, -800),
    ("4SX", 5, False, -1100), ("4SX", 9, True, -200), ("4SX", 8, True, -500), ("4SX", 7, True, -800),
    ("4SX", 6, True, -1100), ("4SXX", 9, False, -200), ("4SXX", 8, False, -600), ("4SXX", 7, False, -1000),
    ("4SXX", 6, False, -1600), ("4SXX", 9, True, -400), ("4SXX", 8, True, -1000), ("4SXX", 7, True, -1600),
    ("7NTX", 0, False, -3500), ("7NTX", 0, True, -3800), ("7NTXX", 0, True, -7600),
]


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "expected"), DUPLICATE_TABLE)
def test_duplicate_standard_score_table(contract: str, tricks: int, vulnerable: bool, expected: int) -> None:
    rules = find_rules("duplicate")
    vul_ns = Vulnerability.NS if vulnerable else Vulnerability.EW
    assert score(rules, result(contract, tricks, Seat.S), vul_ns).score_ns == expected
    # the same from E-W's chair: the sign flips
    vul_ew = Vulnerability.EW if vulnerable else Vulnerability.NS
    assert score(rules, result(contract, tricks, Seat.W), vul_ew).score_ns == -expected
    assert duplicate.score_ns(result(contract, tricks, Seat.S), vul_ns) == expected


def test_duplicate_seed_examples() -> None:
    rules = find_rules("duplicate")
    assert score(rules, result("4S", 10), NONE).score_ns == 420
    assert score(rules, result("3S", 10), NONE).score_ns == 170
    assert score(rules, result("4HX", 8), BOTH).score_ns == -500


def test_duplicate_lines_and_reasons() -> None:
    got = score(find_rules("duplicate"), result("4SX", 11, Seat.E), BOTH)
    assert got.entries == (
        ScoreEntry(EW, 240, BELOW, "tricks"),
        ScoreEntry(EW, 500, ABOVE, "game bonus"),
        ScoreEntry(EW, 200, ABOVE, "overtricks"),
        ScoreEntry(EW, 50, ABOVE, "insult"),
    )
    assert got.side_totals.ew.below == 240 and got.side_totals.ew.above == 750


def test_duplicate_has_no_honors() -> None:
    deal = deal_with(N="SA SK SQ SJ ST")
    assert score(find_rules("duplicate"), result("4S", 10, deal=deal)).score_ns == 420


def test_hand_score_to_json() -> None:
    got: HandScore = score(find_rules("rubber"), result("3S", 10))
    assert got.to_json() == {
        "entries": [
            {"side": "ns", "points": 90, "line": "below", "reason": "tricks"},
            {"side": "ns", "points": 30, "line": "above", "reason": "overtricks"},
        ],
        "totals": {"ns": {"below": 90, "above": 30, "total": 120}, "ew": {"below": 0, "above": 0, "total": 0}},
        "score_ns": 120,
    }


def test_score_entry_json_round_trip_and_no_negative_points() -> None:
    entry = ScoreEntry(EW, 150, ABOVE, "honors")
    assert ScoreEntry.from_json(entry.to_json()) == entry
    with pytest.raises(ValueError):
        ScoreEntry(NS, -1, ABOVE, "tricks")
