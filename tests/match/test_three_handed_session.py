"""Three-handed sessions: the players' sheet, passed-out hands, the dealer rotation, undo."""

from __future__ import annotations

from trumps.core.calls import parse_call
from trumps.core.seats import Seat
from trumps.core.table import CallAction, ClaimAction, ClaimAnswer, Phase
from trumps.core.three_handed import ThreeHandedTable
from trumps.match.session import Move, SeatKind, SessionSpec, SessionState, Undo
from trumps.scoring.entries import Line


def three_handed(seed: int = 1, **options: object) -> SessionSpec:
    chosen = {"three_handed": True, **options}
    return SessionSpec("auction-classic", seed, (SeatKind.PERSON,) * 4, tuple(sorted(chosen.items())))


def call(state: SessionState, player: Seat, text: str) -> SessionState:
    return state.apply(Move(0, CallAction(player, parse_call(text))))[0]


def seed_with_dealer(dealer: Seat) -> int:
    return next(s for s in range(100) if SessionState.start(three_handed(s)).dealer is dealer)


def test_the_defenders_are_credited_by_identity_wherever_they_sat() -> None:
    state = SessionState.start(three_handed(seed_with_dealer(Seat.N), honors=False))
    state = call(state, Seat.N, "7NT")
    state = call(state, Seat.E, "P")
    state = call(state, Seat.S, "P")  # West passes automatically: N declares, S moves to West
    current = state.table(0)
    assert isinstance(current, ThreeHandedTable) and current.position_of(Seat.S) is Seat.W
    state = state.apply(Move(0, ClaimAction(Seat.N, 0)))[0]
    assert state.to_act(0) in (Seat.E, Seat.S)
    state = state.apply(Move(0, ClaimAnswer(Seat.E, True)))[0]
    state = state.apply(Move(0, ClaimAnswer(Seat.S, True)))[0]
    sheet = state.players_ledger
    assert sheet is not None and sheet.hands[-1].declarer is Seat.N
    entries = sheet.hands[-1].entries
    # 13 down: each defender (East and the player from South) scores the full penalty, and
    # the grand slam the defenders made (RULES.md: slams for either side)
    assert {(e.player, e.points, e.line) for e in entries} == {
        (Seat.E, 650, Line.ABOVE), (Seat.S, 650, Line.ABOVE), (Seat.E, 100, Line.ABOVE), (Seat.S, 100, Line.ABOVE)}
    assert state.hand_number == 2 and state.dealer is Seat.E


def test_passed_out_the_same_dealer_deals_again_and_west_deals_in_turn() -> None:
    state = SessionState.start(three_handed(seed_with_dealer(Seat.S)))
    for player in (Seat.S, Seat.N, Seat.E):
        state = call(state, player, "P")  # West's pass comes after South's: four passes
    assert state.hand_number == 2 and state.dealer is Seat.S and len(state.tables[0].finished) == 1
    sheet = state.players_ledger
    assert sheet is not None and sheet.hands[-1].declarer is None and sheet.hands[-1].entries == ()
    state = call(state, Seat.S, "1C")
    state = call(state, Seat.N, "P")
    state = call(state, Seat.E, "P")
    current = state.table(0)
    assert current is not None and current.phase is Phase.PLAY
    state = state.apply(Move(0, ClaimAction(Seat.S, 13)))[0]
    state = state.apply(Move(0, ClaimAnswer(Seat.N, True)))[0]
    state = state.apply(Move(0, ClaimAnswer(Seat.E, True)))[0]
    assert state.dealer is Seat.W  # West deals: the table passes for West first
    current = state.table(0)
    assert current is not None and current.auction.calls == (parse_call("P"),)
    assert state.to_act(0) is Seat.N


def test_undo_in_a_three_handed_hand() -> None:
    state = SessionState.start(three_handed(seed_with_dealer(Seat.N)))
    state = call(state, Seat.N, "1S")
    state = call(state, Seat.E, "P")
    state = call(state, Seat.S, "P")
    current = state.table(0)
    assert current is not None and current.phase is Phase.PLAY
    undone = state.apply(Undo(0, Seat.S))[0]
    table = undone.table(0)
    assert isinstance(table, ThreeHandedTable) and table.phase is Phase.AUCTION
    assert table.to_act() is Seat.S and table.deal == table.dealt_deal
    assert SessionState.replay(undone.spec, undone.log) == undone


def test_fixed_hands_and_game_target_reach_the_players_sheet() -> None:
    state = SessionState.start(three_handed(3, game_target=20, fixed_hands=2))
    sheet = state.players_ledger
    assert sheet is not None and sheet.game_target == 20 and sheet.fixed_hands == 2
