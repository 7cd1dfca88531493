"""Hypothesis: a LIN record written and read back is the same record, loads(dumps(r)) == r.

Records are random deals with random legal auctions and play (some stopped early, some
ended by a claim), random players, notes, alerts, rooms, boards, events and recorded results.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given
from hypothesis import strategies as st

from trumps.core.auction import Auction
from trumps.core.calls import PASS, Strain
from trumps.core.contract import Contract, Doubling
from trumps.core.deal import Deal
from trumps.core.play import PlayState
from trumps.core.seats import Seat, Vulnerability
from trumps.io import lin
from trumps.io.records import AnnotatedCall, GameRecord

# Text LIN can hold: no field separator, no line break; names and events also no comma.
free_text = st.text(st.characters(codec="utf-8", exclude_characters="|\r\n"), max_size=12)
plain_text = st.text(st.characters(codec="utf-8", exclude_characters="|\r\n,"), max_size=12)


@st.composite
def records(draw: st.DrawFn) -> GameRecord:
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    deal = Deal.random(rng)
    dealer = draw(st.sampled_from([None, *Seat]))
    auction = Auction(dealer or Seat.N)
    calls: list[AnnotatedCall] = []
    stop_early = draw(st.integers(0, 8)) == 0
    while not auction.is_complete and not (stop_early and rng.random() < 0.1):
        call = PASS if rng.random() < 0.55 else rng.choice(auction.legal_calls())
        auction = auction.with_call(call)
        calls.append(AnnotatedCall(call, rng.random() < 0.2, draw(free_text) if rng.random() < 0.2 else ""))
    cards = []
    claim = None
    contract = auction.contract
    if contract is not None:
        play = PlayState.start(deal, contract)
        for _ in range(draw(st.integers(0, 52))):
            card = rng.choice(list(play.legal_cards()))
            cards.append(card)
            play = play.with_card(card)
        if not play.is_complete and draw(st.booleans()):
            claim = rng.randint(play.declarer_tricks, play.declarer_tricks + play.remaining_tricks())
    other = Contract(rng.randint(1, 7), rng.choice(list(Strain)), Doubling(rng.randrange(3)), Seat(rng.randrange(4)))
    recorded = draw(st.sampled_from([None, contract, other]))
    passed_out = recorded is None and auction.is_passed_out and draw(st.booleans())
    result = draw(st.none() | st.integers(0, 13)) if recorded is not None else None
    event = draw(plain_text)
    tags: tuple[tuple[str, str], ...] = ()
    if draw(st.booleans()):
        tags = (("vg", f"{event},{draw(free_text)}"),)
    return GameRecord(
        deal=deal, dealer=dealer, vulnerability=draw(st.sampled_from(list(Vulnerability))),
        board=draw(st.none() | st.integers(1, 999)), room=draw(st.sampled_from([None, "Open", "Closed"])),
        event=event, players=(draw(plain_text), draw(plain_text), draw(plain_text), draw(plain_text)),
        calls=tuple(calls), cards=tuple(cards), claim=claim, contract=recorded, passed_out=passed_out,
        declarer=None if recorded is None else recorded.declarer, result=result, tags=tags,
    )


@given(st.lists(records(), min_size=1, max_size=4))
def test_lin_round_trip(originals: list[GameRecord]) -> None:
    text = lin.dumps(originals)
    read = lin.loads(text)
    assert read.errors == ()
    assert [dataclasses.replace(r, source_line=None) for r in read.records] == originals
    assert lin.dumps(read.records) == text
