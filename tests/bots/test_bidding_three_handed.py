"""Three-handed auction bridge: each player bids for himself, by simulation, not by a partnership system."""

from __future__ import annotations

from dataclasses import replace

from bidding_helpers import calls_of, deal_with

from trumps.analysis.dds import dd_table
from trumps.bots.bidding import Bidder, constraints_for, explain_call
from trumps.bots.bidding.bidder import individual_constraints, individual_strains
from trumps.bots.bidding.consistency import AuctionModel
from trumps.bots.bidding.hand import HandFacts
from trumps.bots.bidding.interpret import INDIVIDUAL_MEANINGS, Style, style_for
from trumps.bots.bidding.simulate import clear_gain, individual_outcome, individual_values
from trumps.bots.factory import make_bot
from trumps.bots.strong import StrongBot
from trumps.core.calls import DOUBLE, PASS, Strain, parse_call
from trumps.core.cards import CardSet
from trumps.core.contract import Doubling, HandResult
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Vulnerability
from trumps.core.table import CallAction, SeatView
from trumps.core.three_handed import ThreeHandedTable, play_deal
from trumps.rules import find_rules

THREE = find_rules("auction-classic").with_options(three_handed=True)


def three_handed_view(seat: Seat, hand: str, auction: str, dealer: Seat = Seat.N) -> SeatView:
    """``seat``'s view after the players' ``auction`` (West's passes are made by the table)."""
    state = ThreeHandedTable.new(deal_with(seat, hand), dealer)
    for call in calls_of(auction):
        to_call = state.to_act()
        assert to_call is not None
        state = state.apply(CallAction(to_call, call))[0]
    assert state.to_act() is seat
    return state.view_for(seat)


def test_three_handed_rules_bid_each_for_himself() -> None:
    assert style_for(THREE) is Style.INDIVIDUAL
    assert style_for(find_rules("auction-classic")) is Style.AUCTION


def test_a_hand_of_thirteen_spades_bids_one_spade_and_a_weak_hand_passes() -> None:
    bidder = Bidder(THREE, seed=1)
    assert bidder.choose(three_handed_view(Seat.N, "AKQJT98765432...", "")) == parse_call("1S")
    weak = "432.432.5432.432"
    assert individual_strains(HandFacts.of(CardSet.from_pbn(weak))) == []
    assert bidder.choose(three_handed_view(Seat.N, weak, "")) is PASS


def test_the_hand_opposite_is_an_opponent_not_a_partner() -> None:
    # North opened 1H; South, opposite, holds four hearts and 20 HCP: in a partnership he would
    # raise; here he chooses among his own strains, and North's 1H is read as an opponent's
    # length (the draws give North four hearts or more, and South nothing from it)
    bidder = Bidder(THREE, seed=3)
    view = three_handed_view(Seat.S, "AKQ2.KJ32.A2.K32", "1H P")
    assert bidder.choose(view) in view.legal_calls
    assert individual_strains(HandFacts.of(CardSet.from_pbn("AKQ2.KJ32.A2.K32"))) == [
        Strain.H, Strain.S, Strain.NT]
    read = individual_constraints(view.dealer, view.calls)
    assert read[Seat.N].lengths_min[Strain.H.suit] == 4 and set(read) == {Seat.N}


def test_the_contract_goes_to_the_last_bidder_and_doubles_are_read_plainly() -> None:
    one_heart = calls_of("1H")  # North opened; East to call
    passed = individual_outcome(PASS, Seat.N, one_heart).contract
    assert passed is not None and passed.declarer is Seat.N and passed.name == "1H"
    doubled = individual_outcome(DOUBLE, Seat.N, one_heart).contract
    assert doubled is not None and doubled.declarer is Seat.N and doubled.name == "1HX"
    # South bids North's suit: South declares (a partnership would give it to North, who named it)
    raised = individual_outcome(PASS, Seat.N, calls_of("1H P 2H")).contract
    assert raised is not None and raised.declarer is Seat.S
    # North runs from East's double of his 1H: the escape is valued as doubled again; a fresh
    # bid over another player's doubled contract is not
    escape = individual_outcome(parse_call("2C"), Seat.N, calls_of("1H X P P")).contract
    assert escape is not None and escape.name == "2CX" and escape.declarer is Seat.N
    over = individual_outcome(parse_call("2C"), Seat.N, calls_of("1H X")).contract
    assert over is not None and over.name == "2C" and over.declarer is Seat.S
    read = individual_constraints(Seat.N, calls_of("1H X P P 2C"))  # West's pass is the table's
    assert read[Seat.N].lengths_min == (4, 0, 4, 0)  # hearts, then clubs
    assert read[Seat.N].hcp_min == 10  # the bidder
    assert read[Seat.E].hcp_min == 10 and read[Seat.E].lengths_min == (0, 0, 3, 0)  # the doubler: hearts
    assert Seat.S not in read


def test_explanations_and_the_samplers_reading_promise_nothing() -> None:
    calls = calls_of("1H X P P XX")  # N 1H, E doubles, S passes, West's pass, N redoubles
    assert explain_call(calls, Seat.N, 0, THREE) == INDIVIDUAL_MEANINGS["bid"].text
    assert explain_call(calls, Seat.N, 1, THREE) == INDIVIDUAL_MEANINGS["double"].text
    assert explain_call(calls, Seat.N, 2, THREE) == INDIVIDUAL_MEANINGS["pass"].text
    assert explain_call(calls, Seat.N, 3, THREE) == INDIVIDUAL_MEANINGS["widow"].text
    assert explain_call(calls, Seat.N, 4, THREE) == INDIVIDUAL_MEANINGS["redouble"].text
    view = three_handed_view(Seat.S, "AKQ2.KJ32.A2.K32", "1H P")
    assert all(constraint.is_trivial for constraint in constraints_for(view, THREE).values())
    model = AuctionModel(view.calls, view.dealer, Style.INDIVIDUAL)
    assert model.admits(Seat.N, CardSet.from_pbn("432.432.5432.432").mask)


def test_a_strong_bot_bids_three_handed_by_simulation_and_does_not_read_the_lead() -> None:
    bot = make_bot("strong", "three", THREE)
    view = three_handed_view(Seat.E, "AKQJT98765432...", "P")
    assert bot.choose_call(view) == parse_call("1S")
    assert isinstance(bot, StrongBot) and bot.player.lead_reading == 0.0
    assert StrongBot("four", find_rules("auction-classic")).player.lead_reading == 1.0


def test_a_call_other_than_pass_needs_a_clear_gain_deal_by_deal() -> None:
    steady = [5.0, 6.0, 4.0, 5.0]  # gains 5 on average, little spread
    noisy = [100.0, -90.0, 100.0, -90.0]  # the same mean, on the noise of four deals
    nothing = [10.0, -10.0, 10.0, -10.0]
    assert clear_gain([[0.0] * 4, nothing, steady, noisy], 1.0) == 2
    assert clear_gain([[0.0] * 4, nothing, noisy], 1.0) == 0
    assert clear_gain([[0.0] * 4, noisy], 0.0) == 1  # no margin: the better mean is enough
    assert clear_gain([[0.0] * 4, [3.0] * 4, [4.0] * 4], 1.0) == 2  # no spread: the larger gain


def test_a_bid_that_goes_down_two_is_valued_doubled() -> None:
    # North's hand and the face-down West's are worthless: 3S by North goes down heavily
    deal = Deal.from_pbn("N:5432.5432.432.32 AKQ.AKQ.AKQJ.AKQ JT9.JT98.T98.JT9 876.76.765.87654")
    scorer = THREE.score_hand
    outcomes = [individual_outcome(call, Seat.N, ()) for call in (PASS, parse_call("3S"))]
    passed, three_spades = individual_values(outcomes, [deal], Seat.N, scorer, Vulnerability.NONE)
    assert passed == [0.0]
    contract = outcomes[1].contract
    assert contract is not None and contract.doubling is Doubling.UNDOUBLED
    seated = play_deal(deal, Seat.N)  # the face-down hand opposite North
    tricks = dd_table(seated).of(Strain.S, Seat.N)
    assert tricks <= contract.level + 4
    doubled = scorer(HandResult(replace(contract, doubling=Doubling.DOUBLED), tricks, seated), Vulnerability.NONE)
    lost = sum(entry.points for entry in doubled if entry.side != Seat.N.side)
    assert lost > 0 and three_spades == [-float(lost)]


def test_a_players_own_contract_is_valued_with_the_face_down_hand_as_dummy() -> None:
    # North's 1NT: South, opposite, holds the high cards but is an opponent; North's dummy is
    # the worthless face-down West hand, which the play moves opposite him (South goes to West)
    deal = Deal.from_pbn("N:AQ2.AQ2.Q32.5432 987.987.9876.JT9 KJT.KJT.AKJT.AKQ 6543.6543.54.876")
    one_nt = individual_outcome(parse_call("1NT"), Seat.N, ())
    assert dd_table(deal).of(Strain.NT, Seat.N) >= 7  # with South's cards as dummy it would make
    assert dd_table(play_deal(deal, Seat.N)).of(Strain.NT, Seat.N) < 7  # with the face-down hand
    [[value]] = individual_values([one_nt], [deal], Seat.N, THREE.score_hand, Vulnerability.NONE)
    assert value < 0
