"""Reading the hidden seats' latest cards double-dummy: which cards are read, the positions
rebuilt before them, and a layout in which a card was a mistake weighed down."""

from __future__ import annotations

from bot_positions import position

from trumps.bots.play_reading import cards_to_read, position_before
from trumps.bots.player import DDPlayer
from trumps.core.cards import Card, CardSet
from trumps.core.seats import Seat

# South plays 3NT. West leads a club, East (void) throws the heart seven from K-7, behind
# dummy's A-Q: that bares the king, and the ace now drops it. A mistake, double-dummy.
DEAL = ("N:432.AQ.5432.5432 AKQJ8.K7.JT9876. 765.432.AKQ.AKQJ T9.JT9865..T9876")
TRICK_ONE = ["CT", "C2", "H7", "CJ"]


def hearts(text: str) -> int:
    return CardSet.from_pbn(f".{text}..").mask


def test_declarer_reads_the_defenders_cards_but_not_the_lead() -> None:
    state = position(DEAL, Seat.S, "3NT P P P", TRICK_ONE)
    reads = cards_to_read(state.view_for(Seat.S), 4)
    assert [(read.seat, read.card) for read in reads] == [(Seat.E, Card.parse("H7"))]


def test_a_defender_reads_declarer_but_not_dummy() -> None:
    state = position(DEAL, Seat.S, "3NT P P P", [*TRICK_ONE, "S5"])
    reads = cards_to_read(state.view_for(Seat.E), 4)
    # newest first: South's spade, South's club; partner West's lead is not read, dummy is seen
    assert [(read.seat, read.card) for read in reads] == [(Seat.S, Card.parse("S5")),
                                                          (Seat.S, Card.parse("CJ"))]
    assert cards_to_read(state.view_for(Seat.E), 1) == reads[:1]


def test_the_position_before_a_card_is_rebuilt_from_the_layout() -> None:
    cards = [*TRICK_ONE, "S5", "S9"]
    states = [position(DEAL, Seat.S, "3NT P P P", cards[:count]) for count in range(len(cards) + 1)]
    final = states[-1]
    assert final.play is not None
    contract = final.play.contract
    layout = final.play.hands
    compared = 0
    for read in cards_to_read(final.view_for(Seat.W), 8):  # West sees dummy: East and South are read
        number = cards.index(str(read.card))
        earlier = states[number].play
        assert earlier is not None
        rebuilt = position_before(contract, layout, read)
        if rebuilt is None:  # South's jack from A-K-Q-J: no choice that matters
            assert read.card == Card.parse("CJ")
            continue
        compared += 1
        assert rebuilt.hands == earlier.hands
        assert rebuilt.leader == earlier.leader and rebuilt.current == earlier.current
        assert rebuilt.tricks == earlier.tricks and rebuilt.declarer_tricks == earlier.declarer_tricks
    assert compared == 2  # South's spade five, East's heart seven


def test_a_layout_where_the_read_card_cost_a_trick_is_weighed_down() -> None:
    state = position(DEAL, Seat.S, "3NT P P P", TRICK_ONE)
    view = state.view_for(Seat.S)
    assert state.play is not None and view.contract is not None
    real = state.play.hands  # East kept the bare king: the seven was a mistake
    east, west = real[Seat.E], real[Seat.W]
    swapped = list(real)
    swapped[Seat.E] = (east & ~hearts("K")) | hearts("5")  # East threw the seven from 7-5 instead
    swapped[Seat.W] = (west & ~hearts("5")) | hearts("K")
    player = DDPlayer("duplicate", reads=4, misread_weight=0.1)
    layouts = [real, (swapped[0], swapped[1], swapped[2], swapped[3])]
    solved, weights = player._solve_weighted(view, view.contract, layouts, cards_to_read(view, 4))
    assert weights == [0.1, 1.0]
    assert len(solved) == 2 and all(solved)


def test_a_card_without_a_choice_is_not_checked() -> None:
    state = position(DEAL, Seat.S, "3NT P P P", [*TRICK_ONE, "S5", "S9", "S2"])
    view = state.view_for(Seat.S)
    assert state.play is not None and view.contract is not None
    # West followed with the nine from T-9: the ten and nine are equals
    read = cards_to_read(view, 1)[0]
    assert (read.seat, read.card) == (Seat.W, Card.parse("S9"))
    assert position_before(view.contract, state.play.hands, read) is None
