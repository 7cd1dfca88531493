"""Turn finished hands, rubbers and team matches into game records for PBN and LIN export.

A three-handed hand (:class:`~trumps.core.three_handed.ThreeHandedTable`) is recorded so that
``trumps rubber --option three_handed=true`` scores it again exactly as the session did: the
record is marked ``[ThreeHanded "W"]`` (:data:`~trumps.io.records.THREE_HANDED_TAG`, the
widow's seat), ``deal`` is the deal as dealt, ``calls`` the table's whole auction with West's
automatic passes, ``cards`` the play by positions (the widow opposite declarer) and
``declarer`` the player who declared. See :mod:`trumps.io.records`. LIN cannot carry the mark:
three-handed sessions are exported as PBN only.
"""

from __future__ import annotations

from trumps.core.table import CallAction, CardAction, ClaimAction, ClaimAnswer, SettleAction, TableState
from trumps.core.three_handed import WIDOW, ThreeHandedTable
from trumps.io.records import THREE_HANDED_TAG, AnnotatedCall, GameRecord
from trumps.match.session import SessionState
from trumps.scoring import score

ROOMS = ("Open", "Closed")


def hand_record(state: TableState, *, board: int | None = None, room: str | None = None, event: str = "",
                score_ns: int | None = None, players: tuple[str, str, str, str] = ("", "", "", "")
                ) -> GameRecord:
    """The record of one finished hand: deal, auction, cards in play order, claim and result.

    A hand ended by an accepted claim or a director's ruling records the claim as
    declarer's total tricks; the cards are those played before it. A three-handed hand is
    recorded as the module says (marked, the deal as dealt, West's passes in the auction).
    """
    result = state.result()
    if result is None:
        raise ValueError("the hand is not finished")
    calls: list[AnnotatedCall] = []
    cards = []
    claim: int | None = None
    for action in state.actions:
        if isinstance(action, CallAction):
            calls.append(AnnotatedCall(action.call))
        elif isinstance(action, CardAction):
            cards.append(action.card)
        elif isinstance(action, (ClaimAction, ClaimAnswer)):
            continue
        elif isinstance(action, SettleAction):
            claim = action.tricks
    play = state.play
    if play is not None and not play.is_complete and claim is None:
        claim = result.tricks
    # a rejected claim's cards stay; only the claim that ended the hand is recorded
    contract = result.contract
    deal = state.deal
    tags: tuple[tuple[str, str], ...] = ()
    if isinstance(state, ThreeHandedTable):
        # the table's log holds only the live players' actions: the auction itself also holds
        # the passes the table made for West
        calls = [AnnotatedCall(call) for call in state.auction.calls]
        deal = state.dealt_deal
        tags = ((THREE_HANDED_TAG, WIDOW.letter),)
    return GameRecord(
        deal=deal, dealer=state.dealer, vulnerability=state.vulnerability, board=board, room=room,
        event=event, players=players, calls=tuple(calls), cards=tuple(cards), claim=claim,
        contract=contract, passed_out=contract is None,
        declarer=None if contract is None else contract.declarer,
        result=None if contract is None else result.tricks, score_ns=score_ns, tags=tags,
    )


def session_records(session: SessionState, event: str = "trumps") -> list[GameRecord]:
    """Every finished hand of a session, in order: a rubber's hands, or both rooms of each board."""
    if session.is_team:
        records = []
        boards = max(len(slot.finished) for slot in session.tables)
        for index in range(boards):
            for table, slot in enumerate(session.tables):
                if index < len(slot.finished):
                    state = slot.finished[index]
                    result = state.result()
                    assert result is not None
                    records.append(hand_record(
                        state, board=index + 1, room=ROOMS[table], event=event,
                        score_ns=score(session.rules, result, state.vulnerability).score_ns))
        return records
    return [hand_record(state, board=number, event=event)
            for number, state in enumerate(session.tables[0].finished, start=1)]
