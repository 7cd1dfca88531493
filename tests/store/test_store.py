"""The session store on SQLite and PostgreSQL: the log is the state, nothing accepted is lost."""

from __future__ import annotations

import pytest

from trumps.bots.simple import SimpleBot
from trumps.core.calls import parse_call
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat
from trumps.core.table import CallAction
from trumps.io.actions import spec_from_json, spec_to_json
from trumps.match.driver import bot_action
from trumps.match.session import Move, SeatKind, SessionSpec, SessionState
from trumps.store.repository import LiveSession, SessionStore, StoreError


def bot_for(table: int, seat: Seat) -> SimpleBot:
    return SimpleBot(f"{table}{seat.letter}")


@pytest.mark.parametrize("rules", ["rubber", "duplicate"])
def test_whole_session_is_stored_and_reloaded(database_url: str, rules: str) -> None:
    store = SessionStore(database_url)
    count = 8 if rules == "duplicate" else 4
    spec = SessionSpec(rules, 17, (SeatKind.BOT,) * count, practice=rules != "duplicate")
    session_id = store.create(spec)
    live = LiveSession(store, session_id)
    steps = 0
    while not live.state.finished:
        for table in range(len(live.state.tables)):
            action = bot_action(live.state, table, bot_for)
            if action is not None:
                live.act(action)
                steps += 1
    reloaded = store.load(session_id)
    assert reloaded == live.state
    assert len(store.actions(session_id)) == steps
    summary = next(s for s in store.list() if s.id == session_id)
    assert summary.finished and summary.actions == steps
    store.close()


def test_refused_actions_write_nothing(database_url: str) -> None:
    store = SessionStore(database_url)
    spec = SessionSpec("rubber", 3, (SeatKind.PERSON,) * 4)
    session_id = store.create(spec, "club-night")
    live = LiveSession(store, session_id)
    dealer = live.state.dealer
    with pytest.raises(TrumpsError):
        live.act(Move(0, CallAction(dealer.lho, parse_call("1S"))))  # out of turn
    assert store.actions(session_id) == []
    live.act(Move(0, CallAction(dealer, parse_call("1S"))))
    with pytest.raises(TrumpsError):
        live.act(Move(0, CallAction(dealer.lho, parse_call("1C"))))  # insufficient
    assert len(store.actions(session_id)) == 1
    # a second writer holding a stale state cannot overwrite action 1
    with pytest.raises(StoreError):
        store.append(session_id, 1, Move(0, CallAction(dealer, parse_call("1NT"))))
    with pytest.raises(StoreError):
        store.append(session_id, 5, Move(0, CallAction(dealer.lho, parse_call("P"))))
    assert store.load(session_id) == live.state
    with pytest.raises(StoreError):
        store.create(spec, "club-night")
    with pytest.raises(StoreError):
        store.load("no-such-session")
    store.close()


def test_state_is_the_replay_of_the_log(database_url: str) -> None:
    store = SessionStore(database_url)
    spec = SessionSpec("auction-1920", 5, (SeatKind.BOT,) * 4)
    session_id = store.create(spec)
    live = LiveSession(store, session_id)
    for _ in range(40):
        action = bot_action(live.state, 0, bot_for)
        assert action is not None
        live.act(action)
        assert store.load(session_id) == live.state == SessionState.replay(spec, live.state.log)
    store.close()


def test_three_handed_session_round_trip(database_url: str) -> None:
    store = SessionStore(database_url)
    spec = SessionSpec("auction-classic", 23, (SeatKind.BOT,) * 4, (("fixed_hands", 2), ("three_handed", True)))
    session_id = store.create(spec)
    live = LiveSession(store, session_id)
    while not live.state.finished:
        action = bot_action(live.state, 0, bot_for)
        assert action is not None
        live.act(action)
    reloaded = store.load(session_id)
    assert reloaded == live.state and reloaded.spec.options == spec.options
    assert reloaded.players_ledger is not None and len(reloaded.players_ledger.hands) == 2
    store.close()


def test_the_spec_keeps_its_kind_of_bot_and_older_specs_read_as_strong() -> None:
    spec = SessionSpec("rubber", 3, (SeatKind.PERSON,) + (SeatKind.BOT,) * 3, bots="simple")
    data = spec_to_json(spec)
    assert data["bots"] == "simple" and spec_from_json(data) == spec
    del data["bots"]  # written before the kind was kept
    assert spec_from_json(data).bots == "strong"
    with pytest.raises(TrumpsError, match="unknown bot kind 'clever'"):
        spec_from_json({**data, "bots": "clever"})
    with pytest.raises(TrumpsError, match="bots must be a string"):
        spec_from_json({**data, "bots": 3})
