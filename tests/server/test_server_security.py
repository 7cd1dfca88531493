"""Tokens, refusals, and what a seat may see: every JSON a seat receives is walked for cards."""

from __future__ import annotations

import json
import re
from typing import Any

from server_helpers import Api, Json, my_turn_or_done, simple_action, token_of, ws_receive

from trumps.core.cards import Card
from trumps.core.seats import Seat
from trumps.core.table import Phase
from trumps.match.session import SessionState

PEOPLE = ["person"] * 4


def test_wrong_or_missing_tokens_are_refused(api: Api) -> None:
    links = api.create(seats=PEOPLE)
    other = api.create(seats=PEOPLE, seed=99)
    sid = links["id"]
    for params in ({}, {"token": ""}, {"token": "nope"}, {"token": token_of(other, "1N")}):
        response = api.client.get(f"/api/sessions/{sid}/view", params=params)
        assert response.status_code == 403, response.text
        assert response.json()["code"] == "forbidden" and response.json()["error"]
    acting = api.client.post(f"/api/sessions/{sid}/actions", params={"token": "nope"},
                             json={"type": "call", "call": "1C"})
    assert acting.status_code == 403
    unknown = api.client.get("/api/sessions/feedface/view", params={"token": "x"})
    assert unknown.status_code == 404 and unknown.json()["code"] == "not_found"
    # a spectator sees but cannot act; a seat cannot act for another seat or table
    spectator = links["spectator"]["token"]
    assert api.view(sid, spectator)["you"]["role"] == "spectator"
    refused = api.act(sid, spectator, {"type": "call", "call": "Pass"})
    assert refused.status_code == 403 and "spectator" in refused.json()["error"]
    view = api.view(sid, token_of(links, "1N"))
    dealer = view["table"]["dealer"]
    mine = token_of(links, f"1{dealer}")
    other_seat = Seat.parse(dealer).lho.letter
    response = api.act(sid, mine, {"type": "call", "call": "Pass", "seat": other_seat})
    assert response.status_code == 403 and "cannot act for" in response.json()["error"]
    response = api.act(sid, mine, {"type": "call", "call": "Pass", "table": 1})
    assert response.status_code == 403
    assert api.act(sid, token_of(links, "1N"), {"type": "ruling", "kind": "resume"}).status_code == 403
    assert api.view(sid, mine)["event"] == 0  # nothing changed


def test_out_of_turn_and_illegal_actions_change_nothing(api: Api) -> None:
    links = api.create(seats=PEOPLE, seed=3)
    sid = links["id"]
    dealer = api.view(sid, token_of(links, "1N"))["table"]["dealer"]
    lho = Seat.parse(dealer).lho.letter
    response = api.act(sid, token_of(links, f"1{lho}"), {"type": "call", "call": "1C"})
    assert response.status_code == 409 and response.json()["code"] == "illegal"
    assert "turn" in response.json()["error"]
    assert api.act(sid, token_of(links, f"1{dealer}"), {"type": "card", "card": "SA"}).status_code == 409
    assert api.act(sid, token_of(links, f"1{dealer}"), {"type": "call", "call": "1S"}).status_code == 200
    low = api.act(sid, token_of(links, f"1{lho}"), {"type": "call", "call": "1C"})
    assert (low.status_code == 409 and "1C" in low.json()["error"]) or "1♣" in low.json()["error"]
    assert api.act(sid, token_of(links, f"1{lho}"), {"type": "call", "call": "XX"}).status_code == 409
    assert api.act(sid, token_of(links, f"1{lho}"), {"type": "claim", "tricks": 7}).status_code == 409
    view = api.view(sid, token_of(links, f"1{lho}"))
    assert view["event"] == 1 and len(view["table"]["auction"]) == 1
    assert view["table"]["auction"][0]["explanation"]


def test_malformed_actions_are_named_and_change_nothing(api: Api) -> None:
    links = api.create(seats=PEOPLE, seed=3)
    sid = links["id"]
    dealer = api.view(sid, token_of(links, "1N"))["table"]["dealer"]
    token = token_of(links, f"1{dealer}")
    url = f"/api/sessions/{sid}/actions"
    cases: list[tuple[Any, str]] = [
        ({"type": "call", "call": "9Z"}, "not a call"),
        ({"type": "call"}, "call"),
        ({"type": "card", "card": "ZZ"}, "not a card"),
        ({"type": "shout"}, "type"),
        ({"type": "call", "call": "1C", "volume": 11}, "volume"),
        ({"type": "claim", "tricks": "7"}, "tricks"),
        ({"type": "claim_answer", "accept": "yes"}, "accept"),
        ([1, 2, 3], "body"),
        ({"type": "call", "call": "1C", "seat": "Q"}, "seat"),
    ]
    for body, words in cases:
        response = api.client.post(url, params={"token": token}, json=body)
        assert response.status_code == 400, (body, response.text)
        assert response.json()["code"] == "malformed"
        assert words in response.json()["error"], (words, response.json())
    raw = api.client.post(url, params={"token": token}, content=b"{\"type\": ",
                          headers={"content-type": "application/json"})
    assert raw.status_code == 400
    assert api.view(sid, token)["event"] == 0


# --- the walker ------------------------------------------------------------------------------
CARD = re.compile(r"^[SHDC][2-9TJQKA]$")


def cards_in(data: Any) -> set[str]:
    """Every string anywhere in a JSON value that names a card."""
    found: set[str] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            found |= cards_in(key) | cards_in(value)
    elif isinstance(data, list):
        for item in data:
            found |= cards_in(item)
    elif isinstance(data, str) and CARD.match(data):
        found.add(data)
    return found


def allowed_cards(state: SessionState, table: int, seat: Seat | None) -> set[str]:
    """What RULES.md lets ``seat`` see of the hand in progress: its own hand, dummy after the
    opening lead, declarer's hand when a claim is faced, and the cards played."""
    current = state.table(table)
    if current is None:
        return set()
    deal = current.deal
    if current.open_hands:
        return {str(c) for hand in deal.hands for c in hand}
    allowed: set[Card] = set(deal.hands[seat]) if seat is not None else set()
    play = current.play
    if play is not None:
        for trick in play.tricks:
            allowed |= set(trick.cards)
        allowed |= set(play.current)
        if play.opening_lead_made:
            allowed |= set(deal.hands[play.dummy])
        if current.phase is Phase.CLAIM:
            allowed |= set(deal.hands[play.declarer])
    return {str(c) for c in allowed}


def check_message(api: Api, sid: str, message: Json, table: int, seat: Seat | None,
                  event_log: list[int]) -> None:
    """The cards of a view message must all be allowed at the state that view shows."""
    view = message.get("view", message)
    live = api.live(sid)
    log = live.state.log
    spec = live.state.spec
    if live.state.is_team:
        # per-table numbering: replay up to the action that gave this number
        count = 0
        target = view["event"] - len(view["match"]["boards"])  # boards released when it was sent
        cut = 0
        for index, action in enumerate(log):
            if action.table == table:
                count += 1
                if count == target:
                    cut = index + 1
                    break
        state = SessionState.replay(spec, log[:cut]) if target > 0 else SessionState.start(spec)
    else:
        state = SessionState.replay(spec, log[:view["event"]])
    shown = cards_in(view)
    allowed = allowed_cards(state, table, seat)
    assert shown <= allowed, f"event {view['event']}: cards shown that {seat} may not see: {shown - allowed}"
    assert "seed" not in json.dumps(view)
    event_log.append(view["event"])


def play_hand_collecting(api: Api, sid: str, token: str, seat: Seat, table: int = 0,
                         stop: Any = None) -> list[Json]:
    """Play the seat's part (first legal card, pass) over the websocket until a hand is available,
    collecting every message received and every HTTP view fetched."""
    received: list[Json] = []
    acted_at = -1
    with api.client.websocket_connect(f"/ws/sessions/{sid}?token={token}") as ws:
        while True:
            message = ws_receive(ws)
            received.append(message)
            if message["type"] == "error":
                raise AssertionError(message)
            if message["type"] != "view":
                continue
            view = message["view"]
            if (stop or (lambda v: bool(v["hands_available"])))(view):
                received.append(api.view(sid, token))
                return received
            if view["table"] and my_turn_or_done(view) and view["event"] > acted_at:
                acted_at = view["event"]
                ws.send_json({"type": "action", "action": simple_action(view)})


def test_a_seat_never_receives_a_card_it_may_not_see(api: Api) -> None:
    links = api.create(seed=21)
    sid = links["id"]
    token = token_of(links, "1N")
    messages = play_hand_collecting(api, sid, token, Seat.N)
    events: list[int] = []
    for message in messages:
        if message.get("type", "view") == "view":
            check_message(api, sid, message, 0, Seat.N, events)
    assert len(events) > 20 and events == sorted(events)
    # the finished hand is now open to everyone at the table, spectators included
    assert api.client.get(f"/api/sessions/{sid}/hands/1", params={"token": links["spectator"]["token"]}
                          ).status_code == 200


def test_a_spectator_sees_no_hand_until_dummy(api: Api) -> None:
    links = api.create(seats=["bot", "bot", "bot", "person"], seed=8)
    sid = links["id"]
    spectator = links["spectator"]["token"]
    view = api.view(sid, spectator)
    assert all(view["table"]["hands"][seat] is None for seat in "NESW")
    assert view["table"]["legal_calls"] == [] and not view["table"]["your_turn"]
    assert api.client.get(f"/api/sessions/{sid}/hint", params={"token": spectator}).status_code == 403
    events: list[int] = []
    check_message(api, sid, view, 0, None, events)


def test_team_match_table_two_learns_nothing_of_board_one_before_it_finishes(api: Api) -> None:
    # table 1: four bots, who race through all four boards; table 2: one person and three bots
    links = api.create(rules="duplicate", seats=["bot"] * 4 + ["person", "bot", "bot", "bot"], seed=31)
    sid = links["id"]
    token = token_of(links, "2N")
    organiser = links["organiser"]["token"]
    api.wait_view(sid, organiser, lambda v: v["tables"][0]["finished"])
    first = api.view(sid, token)
    assert first["you"] == {"role": "seat", "table": 1, "seat": "N", "team": "B"}
    assert first["match"]["boards"] == [] and first["hands_available"] == []
    assert first["event"] == len([a for a in api.live(sid).state.log if a.table == 1])
    for path in ("hands/1", "hands/1/pbn", "hands/1/lin"):
        response = api.client.get(f"/api/sessions/{sid}/{path}", params={"token": token})
        assert response.status_code == 404, path
        assert "both tables" in response.json()["error"]
    assert "[Deal" not in api.client.get(f"/api/sessions/{sid}/pbn", params={"token": token}).text
    assert api.client.get(f"/api/sessions/{sid}/view", params={"token": token, "table": 0}).status_code == 403
    # hints are for practice tables only: a team match is not one
    assert api.client.get(f"/api/sessions/{sid}/hint", params={"token": token}).status_code == 409

    messages = play_hand_collecting(api, sid, token, Seat.N, table=1)
    events: list[int] = []
    for message in messages[:-2]:  # every message before board 1 was released
        if message.get("type", "view") == "view":
            view = message.get("view", message)
            assert view["match"]["boards"] == []
            assert "open_ns" not in json.dumps(view)
            assert view["table"] is None or view["table"]["table"] == 1
            check_message(api, sid, message, 1, Seat.N, events)
    assert events == sorted(events)
    released = api.view(sid, token)
    assert [b["board"] for b in released["match"]["boards"]] == [1]
    assert released["hands_available"] == [1]
    detail = api.client.get(f"/api/sessions/{sid}/hands/1", params={"token": token}).json()
    assert [room["room"] for room in detail["rooms"]] == ["Open", "Closed"]
    assert api.client.get(f"/api/sessions/{sid}/hands/2", params={"token": token}).status_code == 404
    pbn = api.client.get(f"/api/sessions/{sid}/pbn", params={"token": token}).text
    assert pbn.count("[Deal ") == 2 and '[Room "Open"]' in pbn
