"""Slams weighed by simulation where the system settles in game (``trumps.bots.bidding.slam_tries``)."""

from __future__ import annotations

import pytest
from bidding_helpers import calls_of, view_after

from trumps.bots.bidding import Bidder, bidder
from trumps.bots.bidding.consistency import AuctionModel
from trumps.bots.bidding.context import Situation
from trumps.bots.bidding.hand import HandFacts
from trumps.bots.bidding.interpret import seat_constraints
from trumps.bots.bidding.slam_tries import slam_options
from trumps.core.calls import PASS, Call, parse_call
from trumps.core.cards import CardSet
from trumps.core.seats import Seat

BIDDER = Bidder(seed=1)


def options(hand: str, auction: str) -> tuple[Call | None, list[Call]]:
    """The system's call for ``hand`` after ``auction`` (dealer North) and the slams weighed against it."""
    calls = calls_of(auction)
    situation = Situation(Seat.N, calls)
    facts = HandFacts.of(CardSet.from_pbn(hand))
    partner = seat_constraints(calls, Seat.N)[situation.seat.partner]
    view = view_after(hand, auction)
    call = BIDDER.system_call(situation, facts, set(view.legal_calls), partner)
    return call, (slam_options(situation, facts, partner, call) if call is not None else [])


def test_game_with_slam_values_weighs_the_small_slam() -> None:
    # 20 HCP and six spades opposite a single raise (6-10): the system bids 4S, a slam is possible
    call, slams = options("AKQJ92.AK3.K2.32", "1S P 2S P")
    assert call == parse_call("4S")
    assert slams == [parse_call("6S")]
    # 19 HCP and six losers: game, and no slam to weigh
    call, slams = options("AKJ932.AK2.A2.32", "1S P 2S P")
    assert call == parse_call("4S") and slams == []


def test_only_a_game_to_settle_in_is_weighed() -> None:
    # a game try is not the end of the auction: nothing to weigh
    call, slams = options("AKJ93.AQ2.K32.32", "1S P 2S P")
    assert call == parse_call("3S") and slams == []
    # passing partner's game with slam values: the slam in the agreed suit
    call, slams = options("AKJ932.K32.AQ.32", "1NT P 4H P 4S P")
    assert call is PASS and slams == [parse_call("6S")]
    # once 4NT has been bid, the system's slam machinery decides
    assert options("AKQJ92.AK3.K2.32", "1S P 2S P 4NT P 5D P")[1] == []


def test_the_bidder_bids_a_cold_slam_and_the_model_admits_the_hand() -> None:
    hand = "AKJT76.K8.K2.AK7"  # 21 HCP and six good spades opposite a single raise
    auction = "1S P 2S P"
    call, slams = options(hand, auction)
    assert call is not None and parse_call("6S") in slams
    chosen = BIDDER.choose(view_after(hand, auction))
    assert chosen == parse_call("6S")
    model = AuctionModel(calls_of(f"{auction} 6S P P P"), Seat.N)
    assert model.admits(Seat.N, CardSet.from_pbn(hand).mask)
    # a hand that would have settled in game without a slam to weigh did not bid 6S
    assert not model.admits(Seat.N, CardSet.from_pbn("AKJ932.K32.K2.32").mask)


def test_a_slam_needs_a_clear_gain_over_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # 8 HCP, six hearts and five spades opposite opener's jump raise (deal 263 of the bench's
    # seed 7): 6H goes down double-dummy there, and a few layouts with the void working should
    # not take the hand out of the game the system bids
    hand, auction = "A9873.J97654.K8.", "1D P 1H P 3H P"
    call, slams = options(hand, auction)
    assert call == parse_call("4H") and slams == [parse_call("6H")]
    view = view_after(hand, auction)

    def slams_bid(samples: int) -> int:
        return sum(Bidder(seed=seed, samples=samples).choose(view) == parse_call("6H") for seed in range(16))

    # the best average alone jumps on most of sixteen seeds; the margin holds clearly more of them
    # in game, over eight layouts and over the default sixteen (whose smaller standard error
    # lets more through: 5 and 9 of the 16 seeds when this was written, against 13 and 14)
    with_margin = {samples: slams_bid(samples) for samples in (8, 16)}
    monkeypatch.setattr(bidder, "SLAM_MARGIN", 0.0)
    for samples, slams_with_margin in with_margin.items():
        assert slams_with_margin + 4 <= slams_bid(samples)


def test_no_ace_missing_after_blackwood_weighs_the_grand_slam() -> None:
    # responder's Jacoby 2NT, then Blackwood: three aces in hand and one shown by the answer, the
    # system bids 6S and 7S is weighed against it
    auction = "1S P 2NT P 3S P 4NT P 5D P"
    call, slams = options("KQ32.A32.AK2.A32", auction)
    assert call == parse_call("6S") and slams == [parse_call("7S")]
    # an ace missing: the small slam alone
    call, slams = options("KQ32.AK3.AQ2.K32", auction)
    assert call == parse_call("6S") and slams == []


def test_the_model_admits_a_grand_slam_bid_on_the_simulation() -> None:
    model = AuctionModel(calls_of("1S P 2NT P 3S P 4NT P 5D P 7S P P P"), Seat.N)
    assert model.admits(Seat.S, CardSet.from_pbn("KQ32.A32.AK2.A32").mask)
    # a hand with an ace missing bids the small slam only
    assert not model.admits(Seat.S, CardSet.from_pbn("KQ32.AK3.AQ2.K32").mask)
