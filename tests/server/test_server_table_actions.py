"""Claims, undo, and the director through the API, at a table of four people."""

from __future__ import annotations

from server_helpers import Api, Json, token_of

from trumps.core.seats import Seat

PEOPLE = ["person"] * 4


def _to_play(api: Api, **create: object) -> tuple[Json, str, Seat]:
    """A table where the dealer opened 1S and everyone passed: declarer is the dealer."""
    links = api.create(seats=PEOPLE, seed=6, **create)
    sid = links["id"]
    dealer = Seat.parse(api.view(sid, token_of(links, "1N"))["table"]["dealer"])
    seat = dealer
    for call in ("1S", "Pass", "Pass", "Pass"):
        assert api.act(sid, token_of(links, "1" + seat.letter), {"type": "call", "call": call}).status_code == 200
        seat = seat.lho
    return links, sid, dealer


def test_a_claim_accepted_by_both_defenders_ends_the_hand(api: Api) -> None:
    links, sid, declarer = _to_play(api)
    view = api.view(sid, token_of(links, "1" + declarer.letter))
    assert view["table"]["phase"] == "play" and view["table"]["can_claim"]
    assert view["table"]["contract"]["name"] == "1S" and view["table"]["contract"]["declarer"] == declarer.letter
    wrong = api.act(sid, token_of(links, "1" + declarer.lho.letter), {"type": "claim", "tricks": 7})
    assert wrong.status_code == 409 and "declarer" in wrong.json()["error"]
    assert api.act(sid, token_of(links, "1" + declarer.letter), {"type": "claim", "tricks": 7}).status_code == 200
    defender = api.view(sid, token_of(links, "1" + declarer.lho.letter))
    assert defender["table"]["phase"] == "claim" and defender["table"]["can_answer_claim"]
    assert defender["table"]["hands"][declarer.letter] is not None  # a claim faces declarer's hand
    assert defender["table"]["hands"][declarer.partner.letter] is None  # no lead yet: dummy is not faced
    for seat in (declarer.lho, declarer.rho):
        response = api.act(sid, token_of(links, "1" + seat.letter), {"type": "claim_answer", "accept": True})
        assert response.status_code == 200, response.text
    after = api.view(sid, token_of(links, "1N"))
    assert after["hands_available"] == [1] and after["table"]["hand"] == 2
    detail = api.client.get(f"/api/sessions/{sid}/hands/1", params={"token": token_of(links, "1N")}).json()
    assert detail["rooms"][0]["claim"] == 7 and detail["rooms"][0]["result_tricks"] == 7


def test_a_rejected_claim_stays_on_the_table_for_everyone(api: Api) -> None:
    links, sid, declarer = _to_play(api)
    assert api.view(sid, token_of(links, "1N"))["table"]["rejected_claims"] == []
    assert api.act(sid, token_of(links, "1" + declarer.letter), {"type": "claim", "tricks": 9}).status_code == 200
    refused = api.act(sid, token_of(links, "1" + declarer.rho.letter), {"type": "claim_answer", "accept": False})
    assert refused.status_code == 200, refused.text
    for seat in Seat:
        table = api.view(sid, token_of(links, "1" + seat.letter))["table"]
        assert table["phase"] == "play" and table["claim"] is None
        assert table["rejected_claims"] == [{"seat": declarer.letter, "tricks": 9, "trick": 1,
                                             "rejected_by": declarer.rho.letter}]
        # play goes on, and declarer's hand is no longer faced
        assert (table["hands"][declarer.letter] is None) == (seat is not declarer)


def test_undo_takes_back_your_last_call(api: Api) -> None:
    links = api.create(seats=PEOPLE, seed=6)
    sid = links["id"]
    dealer = Seat.parse(api.view(sid, token_of(links, "1N"))["table"]["dealer"])
    token = token_of(links, "1" + dealer.letter)
    assert api.act(sid, token, {"type": "call", "call": "1S"}).status_code == 200
    assert api.view(sid, token)["table"]["can_undo"]
    undone = api.act(sid, token, {"type": "undo"})
    assert undone.status_code == 200 and undone.json()["table"]["auction"] == []
    assert undone.json()["event"] == 2
    assert api.act(sid, token_of(links, "1" + dealer.lho.letter), {"type": "undo"}).status_code == 409


def test_the_director_pauses_the_table_until_the_organiser_rules(api: Api) -> None:
    links, sid, declarer = _to_play(api)
    defender = token_of(links, "1" + declarer.lho.letter)
    assert api.act(sid, defender, {"type": "director", "reason": "revoke?"}).status_code == 200
    paused = api.view(sid, defender)
    assert paused["table"]["paused_by"] == declarer.lho.letter and paused["table"]["legal_cards"] == []
    assert api.act(sid, defender, {"type": "card", "card": paused["table"]["hands"][declarer.lho.letter]["S"][0]
                                   if paused["table"]["hands"][declarer.lho.letter]["S"] else "C2"}
                   ).status_code == 409
    organiser = links["organiser"]["token"]
    assert api.act(sid, organiser, {"type": "call", "call": "Pass"}).status_code == 403
    ruled = api.act(sid, organiser, {"type": "ruling", "kind": "resume", "note": "no revoke"})
    assert ruled.status_code == 200, ruled.text
    assert ruled.json()["tables"][0]["paused_by"] is None
    assert api.view(sid, defender)["table"]["your_turn"]


def test_a_rejected_three_handed_claim_names_the_positions(api: Api) -> None:
    links = api.create(rules="auction-classic", seats=["person", "person", "person", "bot"], seed=9,
                       options={"three_handed": True, "fixed_hands": 1})
    sid = links["id"]
    tokens = {key: token_of(links, "1" + key) for key in "NES"}
    # the first player to call bids 1 club, the others pass (West passes by itself)
    bid = False
    while api.view(sid, tokens["N"])["table"]["phase"] == "auction":
        to_act = api.view(sid, tokens["N"])["table"]["to_act"]
        call = "Pass" if bid else "1C"
        bid = True
        assert api.act(sid, tokens[to_act], {"type": "call", "call": call}).status_code == 200
    table = api.view(sid, tokens["N"])["table"]
    declarer = table["contract"]["declarer"]  # a position, as every seat of the view
    players = {api.view(sid, tokens[key])["table"]["position"]: key for key in "NES"}
    claimer = players[declarer]
    assert api.act(sid, tokens[claimer], {"type": "claim", "tricks": 13}).status_code == 200
    # the defender who moved to West's place for the play rejects: the view names his position
    assert api.view(sid, tokens[claimer])["table"]["claim"]["waiting_on"] == ["E", "W"]
    refuser = players["W"]
    assert refuser != "W"
    assert api.act(sid, tokens[refuser], {"type": "claim_answer", "accept": False}).status_code == 200
    for key in "NES":
        rejected = api.view(sid, tokens[key])["table"]["rejected_claims"]
        assert rejected == [{"seat": declarer, "tricks": 13, "trick": 1, "rejected_by": "W"}]
