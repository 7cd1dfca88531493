"""The auction laws of RULES.md, "Common to all", as table-driven cases."""

from __future__ import annotations

import pytest

from trumps.core.auction import Auction, first_illegal
from trumps.core.calls import DOUBLE, PASS, REDOUBLE, parse_call
from trumps.core.errors import IllegalCallError, InvalidCallError
from trumps.core.seats import Seat


def auction(dealer: str, calls: str) -> Auction:
    return Auction(Seat.parse(dealer), [parse_call(c) for c in calls.split()])


@pytest.mark.parametrize(
    ("dealer", "calls", "complete", "contract", "declarer"),
    [
        ("N", "P P P P", True, None, None),
        ("N", "P P P", False, None, None),
        ("N", "1S P 2S X XX P P P", True, "2SXX", "N"),
        ("N", "1H 1S 2H P P 2S P P P", True, "2S", "E"),
        # cardgames.io example: Mike 1C, Bill 1H, Lisa 1S, you 2D, Mike P, Bill 3H, all pass.
        ("N", "1C 1H 1S 2D P 3H P P P", True, "3H", "E"),
        # partner raises: declarer is the first of the side to name the strain, not the last bidder
        ("N", "1H P 4H P P P", True, "4H", "N"),
        ("E", "P 1NT P 3NT P P P", True, "3NT", "S"),
        # a new bid cancels X and XX
        ("N", "1S X XX 2C P P P", True, "2C", "W"),
        ("N", "1S X P P XX P P P", True, "1SXX", "N"),
        # a player who passed may bid later
        ("N", "P P 1D P P 1H P P P", True, "1H", "E"),
        ("S", "1C P P X P P P", True, "1CX", "S"),
    ],
)
def test_completed_auctions(dealer: str, calls: str, complete: bool, contract: str | None,
                            declarer: str | None) -> None:
    a = auction(dealer, calls)
    assert a.is_complete is complete
    result = a.contract
    if contract is None:
        assert result is None
    else:
        assert result is not None
        assert result.name == contract
        assert result.declarer.letter == declarer


@pytest.mark.parametrize(
    ("calls", "bad_index", "reason"),
    [
        ("X", 0, "no bid to double"),
        ("1S X X", 2, "own side"),
        ("1S P X", 2, "own side"),
        ("1S X P XX", 3, "opponent's double"),
        ("XX", 0, "no double"),
        ("1S P P XX", 3, "no double"),
        ("1S X XX XX", 3, "already redoubled"),
        ("1S X XX P P X", 5, "already"),
        ("1S 1S", 1, "not higher"),
        ("1NT 1S", 1, "not higher"),
        ("2C 1NT", 1, "not higher"),
        ("P P P P P", 4, "auction is over"),
        ("1C P P P 1D", 4, "auction is over"),
    ],
)
def test_illegal_calls(calls: str, bad_index: int, reason: str) -> None:
    _, error = first_illegal(Seat.N, [parse_call(c) for c in calls.split()])
    assert error is not None
    assert error.index == bad_index
    assert reason in str(error)
    with pytest.raises(IllegalCallError):
        auction("N", calls)


def test_double_passes_between_do_not_matter() -> None:
    # RULES.md: "Passes in between do not matter."
    a = auction("N", "1S P P")
    assert a.is_legal(DOUBLE)
    a = auction("N", "1S X P P")
    assert a.is_legal(REDOUBLE)


def test_legal_calls_lists_exactly_the_legal_ones() -> None:
    a = auction("N", "1S X")
    legal = a.legal_calls()
    assert legal[0] is PASS
    assert REDOUBLE in legal and DOUBLE not in legal
    assert str(legal[2]) == "1NT"
    assert len(legal) == 2 + 31  # pass, XX, and 1NT..7NT (31 bids)
    assert auction("N", "P P P P").legal_calls() == []


@pytest.mark.parametrize("text", ["", "8S", "1Z", "0NT", "XXX", "pas s"])
def test_bad_call_text(text: str) -> None:
    with pytest.raises(InvalidCallError):
        parse_call(text)


@pytest.mark.parametrize(("text", "canonical"), [("p", "Pass"), ("Pass", "Pass"), ("d", "X"), ("r", "XX"),
                                                  ("1n", "1NT"), ("7♠", "7S"), ("3nt", "3NT")])
def test_call_spellings(text: str, canonical: str) -> None:
    assert str(parse_call(text)) == canonical


def test_calls_and_auctions_survive_pickling_as_the_same_singletons() -> None:
    """Calls are singletons compared by identity: a pickled call (or an auction holding calls,
    as a bot's view does when sent to another process) comes back as the very same object."""
    import pickle

    for text in ("P", "X", "XX", "1C", "3NT", "7NT"):
        call = parse_call(text)
        assert pickle.loads(pickle.dumps(call)) is call
    auction = Auction(Seat.N).with_calls([parse_call(t) for t in ("1S", "X", "XX", "P", "P", "P")])
    copy = pickle.loads(pickle.dumps(auction))
    assert copy.contract == auction.contract
    assert all(a is b for a, b in zip(copy.calls, auction.calls))
