"""Property: a game record written as PBN and read back is the same record, with no errors.

Records are generated the way a table produces them: a random deal, a legal auction (maybe
unfinished or passed out), a legal play of some of the cards, maybe a claim, the result and
the duplicate score, alerts and notes, players, supplemental tags. Text values avoid what
PBN cannot carry: control and line-break characters, a leading "#" (inheritance, PBN 4.8),
and notes with spaces at their ends (PBN notes are read stripped).
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from trumps.core.auction import Auction
from trumps.core.calls import PASS
from trumps.core.contract import HandResult
from trumps.core.deal import Deal
from trumps.core.play import PlayState
from trumps.core.seats import Seat, Vulnerability
from trumps.io import pbn
from trumps.io.records import AnnotatedCall, GameRecord
from trumps.io.replay import replay
from trumps.scoring.duplicate import score_ns

_TEXT = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"), max_codepoint=0x2FFF),
                max_size=30).filter(lambda s: not s.startswith("#"))
_NOTE = _TEXT.map(str.strip)
_SUPPLEMENTAL = ("Annotator", "Application", "Description", "Generator", "HomeTeam", "Stage", "VisitTeam")


@st.composite
def records(draw: st.DrawFn) -> GameRecord:
    rng = random.Random(draw(st.integers(0, 2**32)))
    deal = Deal.random(rng)
    board = draw(st.none() | st.integers(1, 64))
    dealer = draw(st.sampled_from(list(Seat)))
    vulnerability = draw(st.sampled_from(list(Vulnerability)))
    # a legal auction: passes are likely so that it ends
    auction = Auction(dealer)
    stop_early = draw(st.booleans()) and draw(st.booleans())
    length = draw(st.integers(0, 12)) if stop_early else 200
    while not auction.is_complete and len(auction) < length:
        legal = auction.legal_calls()
        call = PASS if rng.random() < 0.6 else rng.choice(legal)
        auction = auction.with_call(call)
    notes = draw(st.lists(_NOTE, min_size=1, max_size=4))
    calls = tuple(AnnotatedCall(call, alert=rng.random() < 0.2,
                                note=rng.choice(notes) if rng.random() < 0.3 else "")
                  for call in auction.calls)
    contract = auction.contract
    cards = []
    claim = result = score = None
    if contract is not None:
        play = PlayState.start(deal, contract)
        for _ in range(draw(st.integers(0, 52))):
            card = rng.choice(list(play.legal_cards()))
            play = play.with_card(card)
            cards.append(card)
        if play.is_complete:
            result = play.declarer_tricks
        elif draw(st.booleans()):
            # a claim of at most all but one of the remaining tricks, never impossible
            won, remaining = play.declarer_tricks, play.remaining_tricks()
            claim = result = rng.randint(won, won + remaining - 1)
        if result is not None and draw(st.booleans()):
            score = score_ns(HandResult(contract, result, deal), vulnerability)
    elif auction.is_passed_out and draw(st.booleans()):
        score = 0
    tags = tuple(sorted(draw(st.dictionaries(st.sampled_from(_SUPPLEMENTAL), _TEXT, max_size=3)).items()))
    if draw(st.booleans()):
        tags = (("Scoring", draw(st.sampled_from(["IMP", "MP", "?", "IMP;Butler"]))), *tags)
    return GameRecord(
        deal=deal, dealer=dealer, vulnerability=vulnerability, board=board,
        room=draw(st.none() | st.sampled_from(["Open", "Closed"])),
        event=draw(_TEXT), site=draw(_TEXT), date=draw(st.sampled_from(["", "?", "2024.06.01", "1999.??.??"])),
        players=(draw(_TEXT), draw(_TEXT), draw(_TEXT), draw(_TEXT)),
        calls=calls, cards=tuple(cards), claim=claim, contract=contract,
        passed_out=auction.is_passed_out, declarer=contract.declarer if contract else None,
        result=result, score_ns=score, tags=tags,
    )


@given(st.lists(records(), min_size=1, max_size=3))
def test_written_records_read_back_identical(generated: list[GameRecord]) -> None:
    text = pbn.dumps(generated)
    result = pbn.loads(text)
    assert result.errors == ()
    assert list(result.records) == generated


@given(records())
def test_generated_records_replay_legally(record: GameRecord) -> None:
    outcome = replay(record)
    assert outcome.legal and outcome.errors == ()
    if record.result is not None:
        assert outcome.tricks == record.result
