"""Sessions for all four rule sets: bots play them through, the log replays, rules are enforced."""

from __future__ import annotations

import pytest

from trumps.analysis.dds import declarer_tricks_double_dummy
from trumps.bots.simple import SimpleBot
from trumps.core.calls import parse_call
from trumps.core.cards import Card
from trumps.core.errors import IllegalActionError, IllegalCallError, IllegalPlayError, TrumpsError
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, ClaimAction, Phase
from trumps.io.actions import MessageError, action_from_json, action_to_json
from trumps.match.driver import run_bots
from trumps.match.session import (
    CallDirector,
    Move,
    Ruling,
    RulingKind,
    SeatKind,
    SessionSpec,
    SessionState,
    Undo,
)
from trumps.scoring import imps, score

RUBBER_RULES = ("auction-1920", "auction-classic", "rubber")


def bot_for_all(cache: dict[tuple[int, Seat], SimpleBot]):  # type: ignore[no-untyped-def]
    def bot_for(table: int, seat: Seat) -> SimpleBot:
        return cache.setdefault((table, seat), SimpleBot(f"t{table}{seat.letter}"))
    return bot_for


def spec(rules: str, seed: int = 1, person: Seat | None = None, **options: object) -> SessionSpec:
    count = 8 if rules == "duplicate" else 4
    seats = [SeatKind.BOT] * count
    if person is not None:
        seats[person] = SeatKind.PERSON
    return SessionSpec(rules, seed, tuple(seats), tuple(sorted(options.items())), practice=rules != "duplicate")


def person_table_bots(person: Seat):  # type: ignore[no-untyped-def]
    cache: dict[tuple[int, Seat], SimpleBot] = {}

    def bot_for(table: int, seat: Seat) -> SimpleBot | None:
        if table == 0 and seat == person:
            return None
        return cache.setdefault((table, seat), SimpleBot(f"t{table}{seat.letter}"))
    return bot_for


def south_declares(seed: int) -> SessionState | None:
    """A rubber where the person at South opens the cheapest no-trump bid and then passes.

    Returns the state at South's first decision in the play when South became declarer.
    """
    bot_for = person_table_bots(Seat.S)
    state = run_bots(SessionState.start(spec("rubber", seed, person=Seat.S)), bot_for)
    opened = False
    while (current := state.table(0)) is not None and current.phase is Phase.AUCTION:
        call = parse_call("P")
        if not opened:
            call = next(c for c in current.auction.legal_calls() if str(c).endswith("NT"))
            opened = True
        state = run_bots(state.apply(Move(0, CallAction(Seat.S, call)))[0], bot_for)
    current = state.table(0)
    if current is None or current.play is None or current.play.declarer != Seat.S or state.to_act(0) != Seat.S:
        return None
    return state


@pytest.mark.parametrize("rules", [*RUBBER_RULES, "duplicate"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bot_sessions_finish_and_replay(rules: str, seed: int) -> None:
    start = SessionState.start(spec(rules, seed))
    done = run_bots(start, bot_for_all({}))
    assert done.finished
    assert SessionState.replay(done.spec, done.log) == done
    if rules == "duplicate":
        assert [len(slot.finished) for slot in done.tables] == [4, 4]
        for comparison in done.comparisons():
            open_state = done.tables[0].finished[comparison.board - 1]
            closed_state = done.tables[1].finished[comparison.board - 1]
            assert open_state.deal == closed_state.deal  # both tables play the same deals
            open_result, closed_result = open_state.result(), closed_state.result()
            assert open_result is not None and closed_result is not None
            open_ns = score(done.rules, open_result, open_state.vulnerability).score_ns
            closed_ns = score(done.rules, closed_result, closed_state.vulnerability).score_ns
            assert comparison.imps == imps(open_ns - closed_ns)
    else:
        assert done.ledger is not None and done.ledger.finished
        assert len(done.ledger.hands) == len(done.tables[0].finished)


def test_team_match_boards_follow_the_board_cycle() -> None:
    done = run_bots(SessionState.start(spec("duplicate", 5)), bot_for_all({}))
    dealers = [state.dealer for state in done.tables[0].finished]
    vuls = [state.vulnerability.key for state in done.tables[1].finished]
    assert dealers == [Seat.N, Seat.E, Seat.S, Seat.W]
    assert vuls == ["none", "ns", "ew", "both"]
    assert done.team_of(0, Seat.N) == "A" and done.team_of(1, Seat.E) == "A"
    assert done.team_of(1, Seat.N) == "B"


def test_boards_are_released_only_when_both_tables_finished() -> None:
    # table 1 has a person at South who does nothing: table 2's bots play on alone
    state = run_bots(SessionState.start(spec("duplicate", 9, person=Seat.S)), person_table_bots(Seat.S))
    assert len(state.tables[1].finished) == 4
    assert len(state.tables[0].finished) == 0
    assert state.released_boards() == 0 and state.comparisons() == ()
    assert state.match_imps() == (0, 0)


def test_passed_out_rules() -> None:
    # auction-classic: the same dealer deals again; rubber: the deal passes to the left
    for rules, same in (("auction-classic", True), ("rubber", False)):
        state = SessionState.start(spec(rules, 4, person=Seat.N))
        dealer = state.dealer
        for _ in range(4):
            seat = state.to_act(0)
            assert seat is not None
            state = state.apply(Move(0, CallAction(seat, parse_call("P"))))[0]
        assert len(state.tables[0].finished) == 1
        assert state.dealer == (dealer if same else dealer.lho)


def test_house_options_reach_the_rules() -> None:
    state = SessionState.start(spec("auction-classic", 1, game_target=20, honors=False, open_hands=True))
    assert state.rules.game_target == 20
    current = state.table(0)
    assert current is not None and current.open_hands
    view = current.view_for(Seat.N)
    assert all(hand is not None for hand in view.hands)  # practice: all four hands face up
    three = SessionState.start(spec("auction-classic", 1, three_handed=True))
    assert three.is_three_handed and three.ledger is None and three.players_ledger is not None
    with pytest.raises(TrumpsError):
        SessionState.start(spec("rubber", 1, honors=False))


def test_bad_actions_are_refused_and_change_nothing() -> None:
    state = SessionState.start(spec("rubber", 7, person=Seat.S))
    dealer = state.dealer
    wrong = dealer.lho
    bad = [
        Move(0, CallAction(wrong, parse_call("1C"))),          # out of turn
        Move(0, CardAction(dealer, Card.parse("SA"))),          # a card during the auction
        Move(1, CallAction(dealer, parse_call("1C"))),          # no such table
        Move(0, ClaimAction(dealer, 13)),                       # claim during the auction
        Ruling(0, RulingKind.RESUME),                           # no director called
    ]
    for action in bad:
        with pytest.raises(TrumpsError):
            state.apply(action)
    state = state.apply(Move(0, CallAction(dealer, parse_call("1S"))))[0]
    before = state
    with pytest.raises(IllegalCallError):
        state.apply(Move(0, CallAction(dealer.lho, parse_call("1C"))))  # insufficient
    with pytest.raises(IllegalCallError):
        state.apply(Move(0, CallAction(dealer.lho, parse_call("XX"))))
    assert state == before


@pytest.mark.parametrize(
    "message",
    [None, [], {}, {"type": "call"}, {"type": "call", "seat": "N"}, {"type": "call", "seat": "Q", "call": "1S"},
     {"type": "call", "seat": "N", "call": "9S"}, {"type": "card", "seat": "N", "card": "Z9"},
     {"type": "claim", "seat": "N", "tricks": "ten"}, {"type": "fly", "seat": "N"},
     {"type": "call", "seat": "N", "call": "1S", "table": -1}, {"type": "claim_answer", "seat": "E", "accept": 1}],
)
def test_malformed_messages_are_refused(message: object) -> None:
    with pytest.raises(MessageError):
        action_from_json(message)


def test_action_codec_round_trip() -> None:
    done = run_bots(SessionState.start(spec("rubber", 2)), bot_for_all({}))
    for action in done.log:
        assert action_from_json(action_to_json(action)) == action


def test_card_not_held_is_refused() -> None:
    bot_for = person_table_bots(Seat.N)
    for seed in range(1, 80):
        state = run_bots(SessionState.start(spec("rubber", seed, person=Seat.N)), bot_for)
        while (current := state.table(0)) is not None and current.phase is Phase.AUCTION:
            state = run_bots(state.apply(Move(0, CallAction(Seat.N, parse_call("P"))))[0], bot_for)
        current = state.table(0)
        if current is None or current.phase is not Phase.PLAY or state.to_act(0) != Seat.N:
            continue
        playing = current.to_act()
        assert playing is not None
        hand = current.view_for(Seat.N).hands[playing]
        assert hand is not None
        not_held = next(card for card in (Card(i) for i in range(52)) if card not in hand)
        with pytest.raises(IllegalPlayError, match="does not hold"):
            state.apply(Move(0, CardAction(Seat.N, not_held)))
        with pytest.raises(IllegalActionError):
            state.apply(Move(0, CardAction(Seat.N.lho, next(iter(hand)))))
        return
    pytest.fail("no seed gave North a card to play")


def test_undo_on_practice_tables_only() -> None:
    state = SessionState.start(spec("rubber", 11, person=Seat.S))
    state = run_bots(state, person_table_bots(Seat.S))
    assert state.to_act(0) == Seat.S
    before = state.table(0)
    state = state.apply(Move(0, CallAction(Seat.S, parse_call("P"))))[0]
    state = run_bots(state, person_table_bots(Seat.S))
    state = state.apply(Undo(0, Seat.S))[0]
    assert state.table(0) == before
    with pytest.raises(IllegalActionError):
        state.apply(Undo(0, Seat.N))  # North (a bot) has made no call to take back... or not this hand
    team = SessionState.start(spec("duplicate", 1, person=Seat.N))
    with pytest.raises(IllegalActionError, match="practice"):
        team.apply(Undo(0, Seat.N))


def test_director_pauses_the_table_and_rules() -> None:
    state = SessionState.start(spec("rubber", 12, person=Seat.S))
    state = run_bots(state, person_table_bots(Seat.S))
    state = state.apply(CallDirector(0, Seat.S, "question about a call"))[0]
    with pytest.raises(IllegalActionError, match="director"):
        state.apply(Move(0, CallAction(Seat.S, parse_call("P"))))
    with pytest.raises(IllegalActionError):
        state.apply(CallDirector(0, Seat.S))
    state = state.apply(Ruling(0, RulingKind.RESUME, note="no infraction"))[0]
    assert state.rulings[-1].note == "no infraction"
    state = state.apply(Move(0, CallAction(Seat.S, parse_call("P"))))[0]
    assert SessionState.replay(state.spec, state.log) == state


def test_claim_accepted_by_bots_only_when_it_holds_double_dummy() -> None:
    bot_for = person_table_bots(Seat.S)
    for seed in range(1, 60):
        state = south_declares(seed)
        if state is None:
            continue
        current = state.table(0)
        assert current is not None and current.play is not None
        exact = declarer_tricks_double_dummy(current.play)
        if exact < 13:
            rejected = run_bots(state.apply(Move(0, ClaimAction(Seat.S, exact + 1)))[0], bot_for)
            rejected_table = rejected.table(0)
            assert rejected_table is not None and rejected_table.phase is Phase.PLAY
        accepted = run_bots(state.apply(Move(0, ClaimAction(Seat.S, exact)))[0], bot_for)
        result = accepted.tables[0].finished[-1].result()
        assert result is not None and result.tricks == exact
        return
    pytest.fail("no seed made South declarer")


def test_director_sets_tricks_for_a_disputed_claim() -> None:
    for seed in range(1, 60):
        state = south_declares(seed)
        if state is None:
            continue
        current = state.table(0)
        assert current is not None and current.play is not None
        state = state.apply(Move(0, ClaimAction(Seat.S, current.play.remaining_tricks())))[0]
        state = state.apply(CallDirector(0, Seat.E, "claim disputed"))[0]
        state = state.apply(Ruling(0, RulingKind.SET_TRICKS, 7, "two tricks to the defence"))[0]
        result = state.tables[0].finished[-1].result()
        assert result is not None and result.tricks == 7
        assert SessionState.replay(state.spec, state.log) == state
        return
    pytest.fail("no seed made South declarer")
