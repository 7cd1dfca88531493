"""Replay a recorded game under the laws and check it against what the record says.

:func:`replay` runs a :class:`~trumps.io.records.GameRecord`'s auction and play through the
core's rules (:class:`~trumps.core.auction.Auction`, :class:`~trumps.core.table.TableState`)
and reports, in a :class:`ReplayOutcome`, whether every call and card was legal and where
the record disagrees with itself: a recorded Contract/Declarer that is not what the auction
reached, a Result that the play and claim do not give, a Score that duplicate scoring
(:mod:`trumps.scoring.duplicate`) does not give.

Which contract the cards are played in: the recorded one when there is one (a record whose
auction disagrees with its Contract tag gets an error, and its play is still checked against
the contract the players actually played), else the auction's. A record with a contract but
no complete auction is played after a stand-in auction that reaches that contract.
"""

from __future__ import annotations

from dataclasses import dataclass

from trumps.core.auction import Auction
from trumps.core.calls import DOUBLE, PASS, REDOUBLE, Call, bid
from trumps.core.contract import Contract, Doubling, HandResult
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat
from trumps.core.table import CallAction, CardAction, Phase, TableState
from trumps.io.records import GameRecord
from trumps.scoring.duplicate import score_ns as duplicate_score_ns

__all__ = ["ReplayOutcome", "replay"]


@dataclass(frozen=True, slots=True)
class ReplayOutcome:
    """What replaying one record found.

    ``contract`` is ``"4SX"`` style, ``"pass"`` when passed out, None when unknown;
    ``tricks`` is declarer's tricks: the recorded Result when there is one, else the tricks
    won in play plus a claim (None when neither says); ``played_tricks`` counts complete
    tricks played; ``legal`` is False when a call or card broke the laws (or the record
    could not be replayed at all); ``errors`` explains every problem found; ``score_ns`` is
    the duplicate score for North-South of the contract and ``tricks`` (None when unknown);
    ``hand_contract`` is the contract itself (None when passed out or unknown), ready for a
    :class:`~trumps.core.contract.HandResult`.
    """

    board: int | None
    room: str | None
    contract: str | None
    declarer: Seat | None
    tricks: int | None
    played_tricks: int
    legal: bool
    errors: tuple[str, ...]
    score_ns: int | None = None
    hand_contract: Contract | None = None


def _stand_in_calls(dealer: Seat, contract: Contract) -> list[Call]:
    """An auction from ``dealer`` that ends in ``contract``: passes, the bid, X/XX, three passes."""
    calls: list[Call] = []
    seat = dealer
    while seat is not contract.declarer:
        calls.append(PASS)
        seat = seat.lho
    calls.append(bid(contract.level, contract.strain))
    if contract.doubling is not Doubling.UNDOUBLED:
        calls.append(DOUBLE)  # by declarer's left-hand opponent
        if contract.doubling is Doubling.REDOUBLED:
            calls.append(REDOUBLE)  # by dummy
    calls.extend((PASS, PASS, PASS))
    return calls


def replay(record: GameRecord) -> ReplayOutcome:
    """Replay ``record``'s auction and play under the laws and check its Contract, Result and Score."""
    errors: list[str] = []
    legal = True
    dealer = record.dealer
    deal = record.deal
    # 1. the auction, through the table when the deal is complete (else through Auction alone)
    complete_deal = deal is not None and deal.is_complete
    state: TableState | None = None
    if complete_deal and dealer is not None:
        assert deal is not None
        state = TableState.new(deal, dealer, record.vulnerability)
    auction: Auction | None = None
    if record.calls:
        if dealer is None:
            errors.append("the record has calls but no dealer")
            legal = False
        elif state is not None:
            for annotated in record.calls:
                try:
                    state = state.apply(CallAction(state.auction.to_call, annotated.call))[0]
                except TrumpsError as exc:
                    errors.append(str(exc))
                    legal = False
                    break
            auction = state.auction if legal else None
        else:
            auction = Auction(dealer)
            for number, annotated in enumerate(record.calls, 1):
                reason = auction.why_illegal(annotated.call)
                if reason is not None:
                    errors.append(f"call {number} ({annotated.call} by {auction.to_call.letter}): {reason}")
                    legal = False
                    auction = None
                    break
                auction = auction.with_call(annotated.call)
    reached: Contract | None = None
    passed_out = record.passed_out
    if auction is not None and auction.is_complete:
        reached = auction.contract
        if reached is None:
            if record.contract is not None:
                errors.append(f"recorded contract {record.contract}, but the auction was passed out")
            passed_out = True
        elif record.passed_out:
            errors.append(f"recorded contract Pass, but the auction reached {reached}")
        elif record.contract is not None:
            if record.contract.name != reached.name:
                errors.append(f"recorded contract {record.contract.name}, "
                              f"but the auction reached {reached.name}")
            if record.contract.declarer is not reached.declarer:
                errors.append(f"recorded declarer {record.contract.declarer.letter}, but the auction makes "
                              f"{reached.declarer.letter} declarer")
        elif record.declarer is not None and record.declarer is not reached.declarer:
            errors.append(f"recorded declarer {record.declarer.letter}, but the auction makes "
                          f"{reached.declarer.letter} declarer")
    elif auction is not None and record.cards:
        errors.append(f"the auction is not finished after {len(record.calls)} calls, but cards were played")
        legal = False
    contract = record.contract if record.contract is not None else reached
    if passed_out and record.contract is None:
        contract = None
    # 2. the play
    played_tricks = 0
    play_tricks: int | None = None  # declarer's tricks from play + claim, when the hand ended
    declarer_won = 0
    if (record.cards or record.claim is not None) and legal:
        if contract is None:
            errors.append("cards were played but there is no contract")
            legal = False
        elif deal is None or not complete_deal:
            errors.append("cards were played but the deal is not complete")
            legal = False
        else:
            if state is None or reached != contract or state.play is None:
                # no auction reaching the contract played: a stand-in auction that does
                table_dealer = dealer if dealer is not None else contract.declarer
                state = TableState.new(deal, table_dealer, record.vulnerability)
                for call in _stand_in_calls(table_dealer, contract):
                    state = state.apply(CallAction(state.auction.to_call, call))[0]
            declarer, dummy = contract.declarer, contract.declarer.partner
            for number, card in enumerate(record.cards, 1):
                play = state.play
                assert play is not None
                seat = play.to_play
                try:
                    state = state.apply(CardAction(declarer if seat is dummy else seat, card))[0]
                except TrumpsError as exc:
                    errors.append(f"card {number} ({card} by {seat.letter}): {exc}")
                    legal = False
                    break
            play = state.play
            assert play is not None
            played_tricks = len(play.tricks)
            declarer_won = play.declarer_tricks
            if legal and record.claim is not None and state.phase is Phase.PLAY:
                try:
                    state = state.with_agreed_claim(record.claim)
                except TrumpsError as exc:
                    errors.append(f"claim of {record.claim} tricks: {exc}")
                    legal = False
            if state.phase is Phase.DONE:
                play_tricks = state.result_tricks
    # 3. the result
    tricks = record.result
    if contract is not None and tricks is not None and legal and deal is not None and deal.is_complete \
            and (record.cards or record.claim is not None):
        if play_tricks is not None and tricks != play_tricks:
            how = "the play" if record.claim is None or played_tricks == 13 else "the play and the claim"
            errors.append(f"recorded result {tricks} tricks, but {how} gave declarer {play_tricks}")
        elif play_tricks is None and not declarer_won <= tricks <= declarer_won + 13 - played_tricks:
            errors.append(f"recorded result {tricks} tricks is impossible after the play: declarer won "
                          f"{declarer_won} of {played_tricks} tricks")
    if tricks is None:
        tricks = play_tricks
    # 4. the score (duplicate, signed for North-South)
    score: int | None = None
    if passed_out and contract is None:
        score = 0
    elif contract is not None and tricks is not None:
        score = duplicate_score_ns(HandResult(contract, tricks, deal), record.vulnerability)
    if score is not None and record.score_ns is not None and score != record.score_ns:
        errors.append(f"recorded score NS {record.score_ns}, but {_describe(contract, tricks)} "
                      f"{record.vulnerability.key} vulnerable scores NS {score}")
    return ReplayOutcome(
        board=record.board, room=record.room,
        contract=contract.name if contract is not None else ("pass" if passed_out else None),
        declarer=contract.declarer if contract is not None else None,
        tricks=tricks, played_tricks=played_tricks, legal=legal, errors=tuple(errors), score_ns=score,
        hand_contract=contract,
    )


def _describe(contract: Contract | None, tricks: int | None) -> str:
    if contract is None:
        return "passed out"
    return f"{contract} with {tricks} tricks"
