"""Replay a recorded game under the laws and check it against what the record says.

:func:`replay` runs a :class:`~trumps.io.records.GameRecord`'s auction and play through the
core's rules (:class:`~trumps.core.auction.Auction`, :class:`~trumps.core.play.PlayState`, with
the table's refusals: no call after the auction, no card after the 13th trick) and reports,
in a :class:`ReplayOutcome`, whether every call and card was legal and where the record
disagrees with itself: a recorded Contract/Declarer that is not what the auction reached, a
Result that the play and claim do not give, a Score that duplicate scoring
(:mod:`trumps.scoring.duplicate`) does not give.

Which contract the cards are played in: the recorded one when there is one (a record whose
auction disagrees with its Contract tag gets an error, and its play is still checked against
the contract the players actually played), else the auction's. A record with a contract but
no complete auction is played as after an auction that reaches that contract.

A three-handed record (marked ``[ThreeHanded "W"]``, :data:`~trumps.io.records.THREE_HANDED_TAG`;
the format is in :mod:`trumps.io.records`) is replayed under the three-handed laws
(:mod:`trumps.core.three_handed`): its auction, West's automatic passes included, through an
:class:`~trumps.core.three_handed.IndividualAuction` (each player for himself: declarer is the
last bidder, a player may double the player opposite, West only passes), its cards from the
play deal (:func:`~trumps.core.three_handed.play_deal`: the widow opposite declarer). Its
``declarer`` is the player who declared; it has no duplicate score (``score_ns`` None).

A record that a reader has already run through these laws while reading carries them
(:class:`~trumps.io.records.LawsChecked`, the PBN reader's): the replay then takes the auction
and play it reached instead of running the same laws again, and checks the rest as always.
"""

from __future__ import annotations

from dataclasses import dataclass

from trumps.core.auction import Auction
from trumps.core.cards import Card
from trumps.core.contract import Contract, HandResult
from trumps.core.deal import Deal
from trumps.core.errors import TrumpsError
from trumps.core.play import PlayState
from trumps.core.seats import Seat
from trumps.core.three_handed import WIDOW, IndividualAuction, play_deal
from trumps.io.records import THREE_HANDED_TAG, AnnotatedCall, GameRecord
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
    :class:`~trumps.core.contract.HandResult`, with ``played_deal``: the deal as the hands lay
    for the play (the record's deal; for a three-handed record the widow's cards opposite
    declarer), the deal that honors are counted on.
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
    played_deal: Deal | None = None


def replay(record: GameRecord) -> ReplayOutcome:
    """Replay ``record``'s auction and play under the laws and check its Contract, Result and Score."""
    errors: list[str] = []
    legal = True
    dealer = record.dealer
    deal = record.deal
    # what the reader already ran through the laws, for this record's very calls and cards
    checked = record.checked
    three_handed = record.three_handed
    if three_handed and record.tag(THREE_HANDED_TAG) != WIDOW.letter:
        errors.append(f"[{THREE_HANDED_TAG} {record.tag(THREE_HANDED_TAG)!r}]: the widow is West's hand, "
                      f"{THREE_HANDED_TAG} must be {WIDOW.letter!r}")
        legal = False
    # 1. the auction, under the table's rules when the deal is complete (else under Auction's)
    complete_deal = deal is not None and deal.is_complete
    auction: Auction | None = None
    if record.calls:
        if dealer is None:
            errors.append("the record has calls but no dealer")
            legal = False
        elif checked is not None and checked.auction is not None and checked.calls is record.calls \
                and checked.dealer is dealer \
                and isinstance(checked.auction, IndividualAuction) is three_handed:
            auction = checked.auction
        elif complete_deal:
            auction, error = _table_auction(dealer, record.calls, three_handed)
            if error is not None:
                errors.append(error)
                legal = False
                auction = None
        else:
            auction = IndividualAuction(dealer) if three_handed else Auction(dealer)
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
            recorded = record.contract
            if recorded.level != reached.level or recorded.strain is not reached.strain \
                    or recorded.doubling is not reached.doubling:  # the names differ
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
    # 2. the play, in the contract played (after the auction, or after a stand-in auction that
    # reaches it when the recorded auction does not: the play is the same either way)
    played_deal = deal
    if three_handed and contract is not None and deal is not None and deal.is_complete:
        played_deal = play_deal(deal, contract.declarer)  # the widow's cards opposite declarer
    played_tricks = 0
    play_tricks: int | None = None  # declarer's tricks from play + claim, when the hand ended
    declarer_won = 0
    if (record.cards or record.claim is not None) and legal:
        if contract is None:
            errors.append("cards were played but there is no contract")
            legal = False
        elif played_deal is None or not complete_deal:
            errors.append("cards were played but the deal is not complete")
            legal = False
        else:
            play: PlayState | None = None
            if checked is not None and checked.play is not None and checked.cards is record.cards \
                    and checked.deal is played_deal and checked.play.contract == contract:
                play = checked.play
            else:
                play, error = _table_play(PlayState.start(played_deal, contract), record.cards)
                if error is not None:
                    errors.append(error)
                    legal = False
            played_tricks = len(play.tricks)
            declarer_won = play.declarer_tricks
            if play.is_complete:
                play_tricks = declarer_won
            elif legal and record.claim is not None:
                # declarer claims and both defenders agree (TableState.with_agreed_claim's checks)
                low = declarer_won
                high = low + play.remaining_tricks()
                if low <= record.claim <= high:
                    play_tricks = record.claim
                else:
                    errors.append(f"claim of {record.claim} tricks: a claim now must be between {low} and "
                                  f"{high} tricks, not {record.claim}")
                    legal = False
    # 3. the result
    tricks = record.result
    if contract is not None and tricks is not None and legal and complete_deal \
            and (record.cards or record.claim is not None):
        if play_tricks is not None and tricks != play_tricks:
            how = "the play" if record.claim is None or played_tricks == 13 else "the play and the claim"
            errors.append(f"recorded result {tricks} tricks, but {how} gave declarer {play_tricks}")
        elif play_tricks is None and not declarer_won <= tricks <= declarer_won + 13 - played_tricks:
            errors.append(f"recorded result {tricks} tricks is impossible after the play: declarer won "
                          f"{declarer_won} of {played_tricks} tricks")
    if tricks is None:
        tricks = play_tricks
    # 4. the score (duplicate, signed for North-South; none for three-handed play)
    score: int | None = None
    if three_handed:
        pass
    elif passed_out and contract is None:
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
        hand_contract=contract, played_deal=played_deal,
    )


def _table_auction(dealer: Seat, calls: tuple[AnnotatedCall, ...],
                   three_handed: bool = False) -> tuple[Auction, str | None]:
    """The calls made at a table from ``dealer``: the auction, and the table's error for the first
    call refused (``TableState.apply``'s message: a call after the end is out of the auction);
    under the three-handed laws when ``three_handed``."""
    auction = IndividualAuction(dealer) if three_handed else Auction(dealer)
    for annotated in calls:
        if auction.is_complete:
            return auction, f"{auction.to_call.full_name} cannot call: the auction is over"
        try:
            auction = auction.with_call(annotated.call)
        except TrumpsError as exc:
            return auction, str(exc)
    return auction, None


def _table_play(play: PlayState, cards: tuple[Card, ...]) -> tuple[PlayState, str | None]:
    """The cards played at a table from ``play``: the play, and the replay's error for the first
    card refused (as ``TableState.apply`` refuses it, declarer choosing dummy's cards)."""
    try:
        return play.with_cards(cards), None
    except TrumpsError:
        pass
    # one card at a time, to find the card refused and say why
    declarer = play.contract.declarer
    dummy = declarer.partner
    for number, card in enumerate(cards, 1):
        seat = play.to_play
        if play.is_complete:
            chooser = declarer if seat is dummy else seat
            return play, f"card {number} ({card} by {seat.letter}): {chooser.full_name} cannot play a card " \
                         "during the done"
        try:
            play = play.with_card(card)
        except TrumpsError as exc:
            return play, f"card {number} ({card} by {seat.letter}): {exc}"
    raise AssertionError("with_cards refused a play that with_card accepts")  # pragma: no cover


def _describe(contract: Contract | None, tricks: int | None) -> str:
    if contract is None:
        return "passed out"
    return f"{contract} with {tricks} tricks"
