"""Play laws: opening leader, follow suit, trick winners, dummy, claims, and seat views."""

from __future__ import annotations

import pytest

from trumps.core.calls import parse_call
from trumps.core.cards import Card, CardSet, Suit
from trumps.core.deal import Deal
from trumps.core.errors import IllegalActionError, IllegalPlayError, InvalidDealError
from trumps.core.play import trick_winner
from trumps.core.seats import Seat, Vulnerability
from trumps.core.table import (
    CallAction,
    CardAction,
    ClaimAction,
    ClaimAnswer,
    Phase,
    RejectedClaim,
    TableState,
)

DEAL = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def bid_to_play(contract_calls: str = "1S P P P", dealer: Seat = Seat.N) -> TableState:
    state = TableState.new(DEAL, dealer, Vulnerability.NONE)
    for call in contract_calls.split():
        state = state.apply(CallAction(state.auction.to_call, parse_call(call)))[0]
    return state


def test_seed_000_trick_example() -> None:
    # Seed 000: spades trumps, A♥ 3♠ K♥ 2♥ in order: the 3♠ wins for the second player.
    assert trick_winner(cards("HA S3 HK H2"), Seat.W, Suit.SPADES) == Seat.N


def test_seed_001_trick_example() -> None:
    # Seed 001: hearts trumps; E leads K♣, S plays A♣, W ruffs with 3♥, N plays 2♣: W wins.
    assert trick_winner(cards("CK CA H3 C2"), Seat.E, Suit.HEARTS) == Seat.W


def test_no_trump_highest_of_suit_led() -> None:
    assert trick_winner(cards("C2 SA C3 D4"), Seat.N, None) == Seat.S


def test_opening_leader_dummy_and_follow_suit() -> None:
    state = bid_to_play("1S P P P")
    assert state.phase is Phase.PLAY
    assert state.contract is not None and state.contract.declarer == Seat.N
    assert state.to_act() == Seat.E  # declarer's left-hand opponent leads
    # dummy is hidden from East before the lead
    assert state.view_for(Seat.E).hands[Seat.S] is None
    state, events = state.apply(CardAction(Seat.E, Card.parse("HJ")))
    assert [e.kind for e in events] == ["card", "dummy"]
    # now everybody sees dummy (South), nobody else's hidden hand
    view = state.view_for(Seat.W)
    assert view.hands[Seat.S] == DEAL.hands[Seat.S]
    assert view.hands[Seat.N] is None and view.hands[Seat.E] is None
    # South is dummy: North decides for it
    assert state.to_act() == Seat.S and state.controller(Seat.S) == Seat.N
    with pytest.raises(IllegalActionError):
        state.apply(CardAction(Seat.S, Card.parse("H8")))
    # must follow suit
    with pytest.raises(IllegalPlayError, match="follow suit"):
        state.apply(CardAction(Seat.N, Card.parse("D8")))
    with pytest.raises(IllegalPlayError, match="does not hold"):
        state.apply(CardAction(Seat.N, Card.parse("HA")))
    state = state.apply(CardAction(Seat.N, Card.parse("H8")))[0]


def test_out_of_turn_and_wrong_phase_change_nothing() -> None:
    state = TableState.new(DEAL, Seat.N)
    with pytest.raises(IllegalActionError, match="North's turn"):
        state.apply(CallAction(Seat.E, parse_call("1C")))
    with pytest.raises(IllegalActionError):
        state.apply(CardAction(Seat.N, Card.parse("SA")))
    assert state.actions == ()


def test_whole_hand_and_claim() -> None:
    state = bid_to_play("P P 1NT P P P", Seat.E)  # W opens 1NT in third seat
    assert state.contract is not None and state.contract.declarer == Seat.W
    assert state.to_act() == Seat.N
    with pytest.raises(IllegalActionError):
        state.apply(ClaimAction(Seat.N, 13))
    with pytest.raises(IllegalPlayError):
        state.apply(ClaimAction(Seat.W, 14))
    state, events = state.apply(ClaimAction(Seat.W, 0))
    assert state.phase is Phase.CLAIM and state.claim_waiting_on() == (Seat.N, Seat.S)
    rejected = state.apply(ClaimAnswer(Seat.N, False))[0]
    assert rejected.phase is Phase.PLAY
    # the rejected claim stays on record for the hand: who claimed what, when, and who said no
    assert state.rejected_claims() == ()
    assert rejected.rejected_claims() == (RejectedClaim(Seat.W, 0, Seat.N, 0),)
    after_lead = rejected.apply(CardAction(Seat.N, sorted(rejected.legal_actions_for(Seat.N)[1])[0]))[0]
    again = after_lead.apply(ClaimAction(Seat.W, 1))[0].apply(ClaimAnswer(Seat.S, False))[0]
    assert again.rejected_claims() == (RejectedClaim(Seat.W, 0, Seat.N, 0), RejectedClaim(Seat.W, 1, Seat.S, 1))
    assert [claim.trick for claim in again.rejected_claims()] == [1, 1]
    state = state.apply(ClaimAnswer(Seat.N, True))[0]
    with pytest.raises(IllegalActionError):
        state.apply(ClaimAnswer(Seat.N, True))
    state, events = state.apply(ClaimAnswer(Seat.S, True))
    assert state.phase is Phase.DONE
    result = state.result()
    assert result is not None and result.tricks == 0
    assert events[-1].kind == "hand_end"
    # replaying the log gives the same state
    assert TableState.replay(DEAL, Seat.E, Vulnerability.NONE, state.actions) == state


def test_passed_out_is_done_and_shows_all_hands() -> None:
    state = bid_to_play("P P P P")
    assert state.phase is Phase.DONE
    result = state.result()
    assert result is not None and result.contract is None
    assert state.view_for(Seat.N).original_hands == DEAL.hands


@pytest.mark.parametrize(
    "text",
    [
        "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543",  # 51 cards, 12 in W
        "N:AKQJ.AKQ.AKQ.AKQ AKQJ.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",  # duplicates
        "X:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
        "N:AKQJ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
        "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876",
        "N:AKQJ.AKQ.AKQ.AKZ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
    ],
)
def test_bad_deals(text: str) -> None:
    with pytest.raises(InvalidDealError):
        Deal.from_pbn(text)


def test_deal_fills_one_missing_hand_and_round_trips() -> None:
    partial = "S:6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ -"
    deal = Deal.from_pbn(partial)
    assert deal == DEAL
    for first in Seat:
        assert Deal.from_pbn(deal.to_pbn(first)) == deal


def test_cardset_api() -> None:
    hand = CardSet.from_pbn("AKQ2.J5.T9876.43")
    assert len(hand) == 13 and hand.hcp() == 10
    assert hand.shape() == (4, 2, 5, 2)
    assert Card.parse("SA") in hand and Card.parse("SJ") not in hand
    assert hand.remove(Card.parse("SA")).add(Card.parse("SA")) == hand
    assert str(hand) == "AKQ2.J5.T9876.43"
    assert eval(repr(hand)) == hand  # repr is valid code
    assert next(reversed(hand)) == Card.parse("SA")
