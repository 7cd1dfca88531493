"""Three-handed play at the table (trumps.core.three_handed): the individual auction, the
widow's automatic passes, declarer taking the widow as dummy, and what each player sees."""

from __future__ import annotations

import random

import pytest

from trumps.core.auction import Auction
from trumps.core.calls import DOUBLE, PASS, REDOUBLE, parse_call
from trumps.core.contract import Doubling
from trumps.core.deal import Deal
from trumps.core.errors import IllegalActionError, IllegalCallError
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, ClaimAction, ClaimAnswer, Phase, TableState
from trumps.core.three_handed import PLAYERS, WIDOW, IndividualAuction, ThreeHandedTable, play_deal


def deal(seed: int = 5) -> Deal:
    return Deal.random(random.Random(seed))


def bid(state: ThreeHandedTable, *calls: tuple[Seat, str]) -> ThreeHandedTable:
    for player, call in calls:
        state = state.apply(CallAction(player, parse_call(call)))[0]
    return state


# the individual auction -------------------------------------------------------------------
def test_doubling_the_bid_of_the_player_opposite_is_legal() -> None:
    auction = IndividualAuction(Seat.N, [parse_call("1H"), PASS])
    assert auction.to_call is Seat.S and auction.is_legal(DOUBLE)  # N is S's "partner" position
    assert DOUBLE in auction.legal_calls()
    with pytest.raises(IllegalCallError):
        IndividualAuction(Seat.N, [parse_call("1H"), PASS, PASS, PASS, DOUBLE])  # N doubles his own bid


def test_only_the_doubled_bidder_redoubles() -> None:
    auction = IndividualAuction(Seat.N, [parse_call("1H"), DOUBLE])
    assert auction.to_call is Seat.S
    assert not auction.is_legal(REDOUBLE) and REDOUBLE not in auction.legal_calls()
    assert "only North" in (auction.why_illegal(REDOUBLE) or "")
    auction = auction.with_calls([PASS, PASS])  # S, W
    assert auction.to_call is Seat.N and auction.is_legal(REDOUBLE)
    assert auction.with_call(REDOUBLE).doubling is Doubling.REDOUBLED


def test_declarer_is_the_last_bidder() -> None:
    # N names spades first, S bids them higher: in the four-handed game N would declare
    auction = IndividualAuction(Seat.N, [parse_call("1S"), PASS, parse_call("2S"), PASS, PASS, PASS])
    contract = auction.contract
    assert contract is not None and contract.declarer is Seat.S and contract.name == "2S"


def test_the_widow_only_passes() -> None:
    auction = IndividualAuction(Seat.W)
    assert auction.legal_calls() == [PASS]
    with pytest.raises(IllegalCallError):
        auction.with_call(parse_call("1C"))


def test_an_individual_auction_is_not_a_partnership_auction() -> None:
    assert IndividualAuction(Seat.N) != Auction(Seat.N)
    assert IndividualAuction(Seat.N, [PASS]) == IndividualAuction(Seat.N).with_call(PASS)


# the table: automatic passes ---------------------------------------------------------------
def test_the_table_passes_for_west() -> None:
    state = ThreeHandedTable.new(deal(), Seat.S)
    state = bid(state, (Seat.S, "1D"))
    assert state.auction.calls[-1] is PASS and len(state.auction.calls) == 2  # West passed at once
    assert state.to_act() is Seat.N and state.actions == (CallAction(Seat.S, parse_call("1D")),)
    state = bid(state, (Seat.N, "P"), (Seat.E, "P"))  # two live passes after the bid end it
    assert state.phase is Phase.PLAY and state.contract is not None and state.contract.declarer is Seat.S


def test_west_deals_and_passes_first() -> None:
    state = ThreeHandedTable.new(deal(), Seat.W)
    assert state.auction.calls == (PASS,) and state.actions == () and state.to_act() is Seat.N


def test_three_live_passes_at_the_start_pass_the_hand_out() -> None:
    state = bid(ThreeHandedTable.new(deal(), Seat.N), (Seat.N, "P"), (Seat.E, "P"))
    assert state.phase is Phase.AUCTION
    state, events = state.apply(CallAction(Seat.S, PASS))
    assert state.phase is Phase.DONE and len(state.auction.calls) == 4
    assert [e.kind for e in events] == ["call", "call", "auction_end", "hand_end"]
    result = state.result()
    assert result is not None and result.passed_out


def test_nobody_acts_for_west() -> None:
    state = ThreeHandedTable.new(deal(), Seat.E)
    state = bid(state, (Seat.E, "1C"))
    with pytest.raises(IllegalActionError):
        state.apply(CallAction(Seat.W, PASS))
    with pytest.raises(IllegalActionError):
        state.apply(CallAction(Seat.E, PASS))  # out of turn: South's call


# the move ------------------------------------------------------------------------------------
def test_declarer_north_takes_the_widow_opposite_and_south_moves_to_west() -> None:
    dealt = deal(11)
    state = bid(ThreeHandedTable.new(dealt, Seat.N), (Seat.N, "1S"), (Seat.E, "P"), (Seat.S, "P"))
    assert state.phase is Phase.PLAY
    assert state.deal.hands[Seat.S] == dealt.hands[WIDOW] and state.deal.hands[WIDOW] == dealt.hands[Seat.S]
    assert state.dealt_deal == dealt and state.moved is Seat.S and state.widow_position is Seat.S
    assert state.position_of(Seat.S) is WIDOW and state.player_at(Seat.S) is None
    assert state.play is not None and state.play.dummy is Seat.S
    # East leads (declarer's left); nobody sees the widow before the lead
    assert state.to_act() is Seat.E
    for player in (*PLAYERS, None):
        assert state.view_for(player).visible_cards().mask & dealt.hands[WIDOW].mask == 0
    south = state.view_for(Seat.S)
    assert south.seat is WIDOW and south.hand == dealt.hands[Seat.S]
    lead = next(iter(dealt.hands[Seat.E]))
    state, events = state.apply(CardAction(Seat.E, lead))
    assert [e.kind for e in events][:2] == ["card", "dummy"] and events[1].seat is Seat.S
    for player in PLAYERS:
        view = state.view_for(player)
        assert view.hands[Seat.S] is not None  # dummy is faced after the lead
        own = state.position_of(player)
        for other in PLAYERS:
            if other is not player:
                assert view.hands[state.position_of(other)] is None  # never another player's hand
        assert view.hands[own] is not None
    # dummy's card: declarer (North) decides; South (at West) plays after dummy
    assert state.to_act() is Seat.N and state.controller(Seat.N) is Seat.N
    north = state.view_for(Seat.N)
    assert north.to_act is Seat.S and north.controller is Seat.N and north.legal_cards
    state = state.apply(CardAction(Seat.N, next(iter(north.legal_cards))))[0]
    assert state.to_act() is Seat.S
    south = state.view_for(Seat.S)
    assert south.seat is WIDOW and south.controller is WIDOW and south.legal_cards
    with pytest.raises(IllegalActionError):
        state.apply(CardAction(Seat.W, next(iter(south.legal_cards))))
    state = state.apply(CardAction(Seat.S, next(iter(south.legal_cards))))[0]
    assert ThreeHandedTable.replay(dealt, Seat.N, state.vulnerability, state.actions) == state


def test_declarer_south_and_east() -> None:
    dealt = deal(12)
    south = bid(ThreeHandedTable.new(dealt, Seat.S), (Seat.S, "1NT"), (Seat.N, "P"), (Seat.E, "P"))
    assert south.moved is Seat.N and south.deal == play_deal(dealt, Seat.S)
    assert south.deal.hands[Seat.N] == dealt.hands[WIDOW] and south.position_of(Seat.N) is WIDOW
    assert south.to_act() is Seat.N  # North, now at West, leads
    east = bid(ThreeHandedTable.new(dealt, Seat.E), (Seat.E, "1H"), (Seat.S, "P"), (Seat.N, "P"))
    assert east.moved is None and east.deal == dealt and east.play is not None and east.play.dummy is WIDOW
    assert east.to_act() is Seat.S


def test_claims_are_answered_by_the_defending_players() -> None:
    dealt = deal(13)
    state = bid(ThreeHandedTable.new(dealt, Seat.N), (Seat.N, "1S"), (Seat.E, "P"), (Seat.S, "P"))
    state = state.apply(ClaimAction(Seat.N, 7))[0]
    assert state.phase is Phase.CLAIM and set(state.claim_waiting_on()) == {Seat.E, Seat.S}
    state = state.apply(ClaimAnswer(Seat.E, True))[0]
    assert state.to_act() is Seat.S
    state = state.apply(ClaimAnswer(Seat.S, True))[0]
    result = state.result()
    assert result is not None and result.tricks == 7 and result.deal == play_deal(dealt, Seat.N)


def test_doubled_by_the_player_opposite_reaches_the_contract() -> None:
    state = bid(ThreeHandedTable.new(deal(), Seat.N), (Seat.N, "2H"), (Seat.E, "P"), (Seat.S, "X"),
                (Seat.N, "XX"), (Seat.E, "P"), (Seat.S, "P"))
    assert state.contract is not None and state.contract.doubling is Doubling.REDOUBLED
    assert state.contract.declarer is Seat.N


def test_ordinary_tables_are_unchanged() -> None:
    state = TableState.new(deal(), Seat.N)
    state = state.apply(CallAction(Seat.N, parse_call("1H")))[0]
    assert type(state) is TableState and type(state.auction).__name__ == "Auction"
    state = state.apply(CallAction(Seat.E, PASS))[0]
    assert not state.auction.is_legal(DOUBLE)  # South may not double partner's bid
