"""Websocket pushes, a client that drops and reconnects with since=, actions over the socket,
and a server restart in the middle of a hand."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from server_helpers import Api, my_turn_or_done, simple_action, token_of, ws_receive
from starlette.websockets import WebSocketDisconnect

from trumps.core.seats import Seat

PEOPLE = ["person"] * 4


def test_each_seat_is_pushed_its_own_view_after_each_change(api: Api) -> None:
    links = api.create(seats=PEOPLE, seed=4)
    sid = links["id"]
    dealer = Seat.parse(api.view(sid, token_of(links, "1N"))["table"]["dealer"])
    watcher = dealer.partner
    with api.client.websocket_connect(f"/ws/sessions/{sid}?token={token_of(links, '1' + watcher.letter)}") as ws:
        first = ws_receive(ws)
        assert first["type"] == "view" and first["event"] == 0 and first["resync"] is False
        assert first["view"]["you"]["seat"] == watcher.letter
        assert api.act(sid, token_of(links, "1" + dealer.letter), {"type": "call", "call": "1H"}).status_code == 200
        pushed = ws_receive(ws)
        assert pushed["event"] == 1
        assert pushed["view"]["table"]["auction"][0]["call"] == "1H"
        assert pushed["view"]["you"]["seat"] == watcher.letter  # its own view, not the actor's
        hands = pushed["view"]["table"]["hands"]
        assert [seat for seat in "NESW" if hands[seat] is not None] == [watcher.letter]
        ws.send_json({"type": "ping", "id": 7})
        assert ws_receive(ws) == {"type": "pong", "id": 7}


def test_actions_over_the_websocket_and_their_errors(api: Api) -> None:
    links = api.create(seats=PEOPLE, seed=4)
    sid = links["id"]
    dealer = api.view(sid, token_of(links, "1N"))["table"]["dealer"]
    with api.client.websocket_connect(f"/ws/sessions/{sid}?token={token_of(links, '1' + dealer)}") as ws:
        assert ws_receive(ws)["event"] == 0
        ws.send_json({"type": "action", "action": {"type": "call", "call": "8NT"}, "id": "a"})
        error = ws_receive(ws)
        assert error["type"] == "error" and error["code"] == "malformed" and error["id"] == "a"
        ws.send_text("not json")
        assert ws_receive(ws)["code"] == "malformed"
        ws.send_json({"type": "action", "action": {"type": "card", "card": "SA"}, "id": "b"})
        assert ws_receive(ws)["code"] == "illegal"
        ws.send_json({"type": "action", "action": {"type": "call", "call": "1C"}, "id": "c"})
        ok = ws_receive(ws)
        assert ok == {"type": "ok", "id": "c", "event": 1}
        view = ws_receive(ws)
        assert view["type"] == "view" and view["event"] == 1


def test_bad_websocket_tokens_get_a_reason_then_close(api: Api) -> None:
    links = api.create(seats=PEOPLE)
    with api.client.websocket_connect(f"/ws/sessions/{links['id']}?token=wrong") as ws:
        message = ws_receive(ws)
        assert message["type"] == "error" and message["code"] == "forbidden"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws_receive(ws)
        assert closed.value.code == 4403
    with api.client.websocket_connect("/ws/sessions/nothing?token=x") as ws:
        assert ws_receive(ws)["code"] == "not_found"


def test_a_client_that_drops_and_reconnects_resyncs(api: Api) -> None:
    links = api.create(seats=PEOPLE, seed=4)
    sid = links["id"]
    north = token_of(links, "1N")
    dealer = Seat.parse(api.view(sid, north)["table"]["dealer"])
    with api.client.websocket_connect(f"/ws/sessions/{sid}?token={north}") as ws:
        seen = ws_receive(ws)["event"]
    # while North is away, three calls are made
    seat = dealer
    for call in ("1C", "1D", "1H"):
        assert api.act(sid, token_of(links, "1" + seat.letter), {"type": "call", "call": call}).status_code == 200
        seat = seat.lho
    with api.client.websocket_connect(f"/ws/sessions/{sid}?token={north}&since={seen}") as ws:
        fresh = ws_receive(ws)
    assert fresh["resync"] is True and fresh["event"] == seen + 3
    assert fresh["view"] == api.view(sid, north)
    with api.client.websocket_connect(f"/ws/sessions/{sid}?token={north}&since={fresh['event']}") as ws:
        assert ws_receive(ws)["resync"] is False
    with api.client.websocket_connect(f"/ws/sessions/{sid}?token={north}&since=abc") as ws:
        assert ws_receive(ws)["code"] == "malformed"


def test_a_restarted_server_resumes_mid_hand_exactly(make_api: Callable[..., Api]) -> None:
    first = make_api()
    links = first.create(seed=17)
    sid = links["id"]
    token = token_of(links, "1N")
    # play into the middle of the play
    view = first.view(sid, token)
    while not (view["table"]["phase"] == "play" and len(view["table"]["tricks"]) >= 2):
        view = first.wait_view(sid, token, my_turn_or_done)
        assert not view["hands_available"], "the hand ended before the test reached the play"
        if view["table"]["your_turn"] and view["table"]["phase"] == "auction":
            hint = first.client.get(f"/api/sessions/{sid}/hint", params={"token": token}).json()["action"]
            assert first.act(sid, token, hint).status_code == 200
        elif view["table"]["your_turn"]:
            assert first.act(sid, token, simple_action(view)).status_code == 200
        view = first.wait_view(sid, token, my_turn_or_done)
    before = first.view(sid, token)
    first.close()

    second = make_api()
    assert second.view(sid, token) == before
    assert second.act(sid, token, simple_action(before)).status_code == 200
    after = second.wait_view(sid, token, my_turn_or_done)
    assert after["event"] > before["event"] + 1  # the bots carried on after the restart


def test_bots_carry_on_after_a_restart(make_api: Callable[..., Api]) -> None:
    slow = make_api(bot_delay=60.0)  # bots would wait a minute: the server stops before they act
    links = slow.create(seats=["bot", "bot", "bot", "person"], seed=2)
    sid = links["id"]
    token = token_of(links, "1W")
    start = slow.view(sid, token)
    assert start["event"] == 0 and start["table"]["to_act"] != "W"  # a bot must act first
    slow.close()
    fast = make_api()
    view = fast.wait_view(sid, token, my_turn_or_done)
    assert view["event"] > 0 and (view["table"]["your_turn"] or view["hands_available"])


def test_a_session_keeps_its_kind_of_bot_whatever_the_server_default(make_api: Callable[..., Api]) -> None:
    simple_server = make_api(bot_delay=60.0)
    chosen = simple_server.create(seed=3, bots="strong")
    default = simple_server.create(seed=3)
    assert simple_server.view(chosen["id"], token_of(chosen, "1N"))["session"]["bots"] == "strong"
    assert simple_server.view(default["id"], token_of(default, "1N"))["session"]["bots"] == "simple"
    refused = simple_server.client.post("/api/sessions", json={"rules": "rubber", "seats": ["bot"] * 4,
                                                               "bots": "clever"})
    assert refused.status_code in (400, 422) and "bots" in refused.text
    simple_server.close()

    strong_server = make_api(bot_delay=60.0, bot_kind="strong")
    for links, kind in ((chosen, "strong"), (default, "simple")):
        assert strong_server.view(links["id"], token_of(links, "1N"))["session"]["bots"] == kind
        bots = strong_server.live(links["id"])._bots.values()
        assert bots and {type(bot).__name__ for bot in bots} == {kind.capitalize() + "Bot"}
