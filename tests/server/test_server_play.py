"""Playing through the HTTP API: a whole rubber hand against three bots, the hand afterwards,
downloads, the lobby, and session creation's checks."""

from __future__ import annotations

from server_helpers import Api, my_turn_or_done, token_of


def test_a_person_plays_a_whole_hand_against_three_bots(api: Api) -> None:
    links = api.create(seed=5)
    sid = links["id"]
    token = token_of(links, "1N")
    assert [s["kind"] for s in links["seats"]] == ["person", "bot", "bot", "bot"]
    assert links["seats"][1]["token"] is None  # bots get no link
    assert links["seats"][0]["link"] == f"/table.html?session={sid}&token={token}"

    view = api.view(sid, token)
    assert view["you"] == {"role": "seat", "table": 0, "seat": "N", "team": None}
    hand = view["table"]["hands"]["N"]
    assert sum(len(hand[s]) for s in "SHDC") == 13
    assert view["table"]["hands"]["E"] is None
    assert view["scoresheet"] is not None and view["match"] is None
    # the hand is not finished: nothing to show yet
    assert api.client.get(f"/api/sessions/{sid}/hands/1", params={"token": token}).status_code == 404

    actions = 0
    while not view["hands_available"]:
        view = api.wait_view(sid, token, my_turn_or_done)
        if view["hands_available"]:
            break
        table = view["table"]
        assert table["your_turn"]
        assert bool(table["legal_calls"]) != bool(table["legal_cards"])
        hint = api.client.get(f"/api/sessions/{sid}/hint", params={"token": token})
        assert hint.status_code == 200, hint.text
        texts = hint.json()["texts"]
        assert set(texts) == {"en", "pt"} and texts["en"] == hint.json()["text"] and texts["pt"]
        response = api.act(sid, token, hint.json()["action"])
        assert response.status_code == 200, response.text
        assert response.json()["event"] > view["event"]
        actions += 1
        assert actions < 60
    assert view["hands_available"] == [1]
    # auction entries carry explanations
    detail = api.client.get(f"/api/sessions/{sid}/hands/1", params={"token": token})
    assert detail.status_code == 200, detail.text
    data = detail.json()
    assert all(data["hands"][seat] is not None for seat in "NESW")
    all_cards = {card for seat in "NESW" for suit in "SHDC" for card in data["hands"][seat][suit]}
    assert len(all_cards) == 52
    room = data["rooms"][0]
    assert room["auction"] and all("explanation" in entry for entry in room["auction"])
    # in English and in Portuguese: the English one is also `explanation`
    for entry in room["auction"]:
        assert set(entry["explanations"]) == {"en", "pt"}
        assert entry["explanations"]["en"] == entry["explanation"]
        assert "HCP" not in entry["explanations"]["pt"]
    if room["contract"] is not None:
        played = sum(len(t["cards"]) for t in room["tricks"]) + len(room["unfinished_trick"])
        assert played == 52 or room["claim"] is not None
        assert room["entries"] is not None
    assert data["dd"] is not None and set(data["dd"]["table"]) == {"C", "D", "H", "S", "NT"}

    pbn = api.client.get(f"/api/sessions/{sid}/hands/1/pbn", params={"token": token})
    assert pbn.status_code == 200 and "[Deal " in pbn.text and "attachment" in pbn.headers["content-disposition"]
    lin = api.client.get(f"/api/sessions/{sid}/hands/1/lin", params={"token": token})
    assert lin.status_code == 200 and "md|" in lin.text
    whole = api.client.get(f"/api/sessions/{sid}/pbn", params={"token": token})
    assert whole.status_code == 200 and whole.text.count("[Deal ") == 1
    assert api.client.get(f"/api/sessions/{sid}/hands/2/pbn", params={"token": token}).status_code == 404

    # the scoresheet now shows the hand (or nothing for a passed-out hand), and hand 2 is dealt
    view = api.view(sid, token)
    assert view["table"]["hand"] == 2


def test_lobby_lists_sessions_without_secrets(api: Api) -> None:
    first = api.create(seed=1)
    second = api.create(rules="auction-classic", options={"honors": False, "game_target": 20}, seed=2)
    listed = api.client.get("/api/sessions").json()
    ids = {item["id"] for item in listed}
    assert {first["id"], second["id"]} <= ids
    text = str(listed)
    for links in (first, second):
        for seat in links["seats"]:
            if seat["token"]:
                assert seat["token"] not in text
        assert links["organiser"]["token"] not in text
    team = api.create(rules="duplicate", seats=["person"] + ["bot"] * 7)
    listed = {item["id"]: item for item in api.client.get("/api/sessions").json()}
    assert listed[team["id"]]["actions"] is None and listed[team["id"]]["updated_at"] is None
    assert listed[first["id"]]["actions"] is not None
    view = api.view(second["id"], token_of(second, "1N"))
    assert view["session"]["options"]["honors"] is False
    assert view["session"]["options"]["game_target"] == 20
    assert "seed" not in str(view)
    rules = api.client.get("/api/rules").json()
    assert {r["name"] for r in rules} >= {"auction-1920", "auction-classic", "rubber", "duplicate"}


def test_the_organiser_link_shows_every_link_again(api: Api) -> None:
    links = api.create(seats=["person", "person", "bot", "bot"])
    sid = links["id"]
    again = api.client.get(f"/api/sessions/{sid}/links", params={"token": links["organiser"]["token"]})
    assert again.status_code == 200 and again.json() == links
    denied = api.client.get(f"/api/sessions/{sid}/links", params={"token": token_of(links, "1N")})
    assert denied.status_code == 403 and denied.json()["code"] == "forbidden"


def test_creating_a_session_checks_its_request(api: Api) -> None:
    cases = [
        ({"rules": "chess", "seats": ["person"] * 4}, "chess"),
        ({"rules": "rubber", "seats": ["person"] * 8}, "4 seats"),
        ({"rules": "duplicate", "seats": ["person"] * 4}, "8 seats"),
        ({"rules": "rubber", "seats": ["person"] * 4, "options": {"honors": False}}, "no house options"),
        ({"rules": "auction-classic", "seats": ["person"] * 4, "options": {"colour": True}}, "colour"),
        ({"rules": "duplicate", "seats": ["person"] * 8, "practice": True}, "practice"),
        ({"rules": "rubber", "seats": ["robot"] * 4}, "seats"),
        ({"rules": "rubber"}, "seats"),
        ({"rules": "rubber", "seats": ["person"] * 4, "extra": 1}, "extra"),
    ]
    for body, words in cases:
        response = api.client.post("/api/sessions", json=body)
        assert response.status_code == 400, (body, response.text)
        assert response.json()["code"] == "malformed"
        assert words in response.json()["error"], (words, response.json())
    assert api.client.post("/api/sessions", content=b"{not json", headers={"content-type": "application/json"}
                           ).status_code == 400


def test_a_team_match_gives_eight_seats_and_an_organiser(api: Api) -> None:
    links = api.create(rules="duplicate", seats=["person"] + ["bot"] * 7)
    assert [s["key"] for s in links["seats"]] == ["1N", "1E", "1S", "1W", "2N", "2E", "2S", "2W"]
    assert [s["team"] for s in links["seats"]] == ["A", "B", "A", "B", "B", "A", "B", "A"]
    view = api.view(links["id"], links["organiser"]["token"])
    assert view["you"]["role"] == "organiser" and view["tables"] is not None
    assert view["session"]["practice"] is False
    assert view["match"] == {"boards": [], "boards_total": 4, "imps_a": 0, "imps_b": 0, "winner": None}


def test_a_three_handed_hand_with_one_person_and_two_bots(api: Api) -> None:
    links = api.create(rules="auction-classic", seats=["bot", "bot", "person", "bot"], seed=9,
                       options={"three_handed": True, "fixed_hands": 1})
    sid = links["id"]
    # three players; West's hand is dealt face down: no link, no bot
    assert [s["key"] for s in links["seats"]] == ["1N", "1E", "1S"]
    token = token_of(links, "1S")
    view = api.view(sid, token)
    assert [s["kind"] for s in view["seats"]] == ["bot", "bot", "person", "widow"]
    assert view["table"]["widow"] == "W" and view["table"]["position"] == "S"
    assert view["table"]["hands"]["W"] is None and view["table"]["hands"]["S"] is not None
    assert set(view["scoresheet"]["players"]) == {"N", "E", "S"}
    own = {card for suit in "SHDC" for card in view["table"]["hands"]["S"][suit]}
    actions = 0
    while not view["hands_available"]:
        view = api.wait_view(sid, token, my_turn_or_done)
        if view["hands_available"]:
            break
        table = view["table"]
        position = table["position"]
        for seat in "NESW":
            shown = table["hands"][seat]
            if shown is None:
                continue
            cards = {card for suit in "SHDC" for card in shown[suit]}
            if seat == position:
                assert cards <= own  # his own cards, wherever he sits for the play
            else:  # only the widow, faced as dummy after the opening lead
                assert seat == table["widow"] and (table["tricks"] or table["trick"])
        hint = api.client.get(f"/api/sessions/{sid}/hint", params={"token": token})
        assert hint.status_code == 200, hint.text
        response = api.act(sid, token, hint.json()["action"])
        assert response.status_code == 200, response.text
        actions += 1
        assert actions < 60
    assert actions > 0
    view = api.view(sid, token)
    assert view["result"] is not None and set(view["result"]["totals"]) == {"N", "E", "S"}
    assert view["scoresheet"]["hands"][0]["number"] == 1
    detail = api.client.get(f"/api/sessions/{sid}/hands/1", params={"token": token})
    assert detail.status_code == 200, detail.text
