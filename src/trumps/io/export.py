"""Turn finished hands, rubbers and team matches into game records for PBN and LIN export."""

from __future__ import annotations

from trumps.core.table import CallAction, CardAction, ClaimAction, ClaimAnswer, SettleAction, TableState
from trumps.io.records import AnnotatedCall, GameRecord
from trumps.match.session import SessionState
from trumps.scoring import score

ROOMS = ("Open", "Closed")


def hand_record(state: TableState, *, board: int | None = None, room: str | None = None, event: str = "",
                score_ns: int | None = None, players: tuple[str, str, str, str] = ("", "", "", "")
                ) -> GameRecord:
    """The record of one finished hand: deal, auction, cards in play order, claim and result.

    A hand ended by an accepted claim or a director's ruling records the claim as
    declarer's total tricks; the cards are those played before it.
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
    return GameRecord(
        deal=state.deal, dealer=state.dealer, vulnerability=state.vulnerability, board=board, room=room,
        event=event, players=players, calls=tuple(calls), cards=tuple(cards), claim=claim,
        contract=contract, passed_out=contract is None,
        declarer=None if contract is None else contract.declarer,
        result=None if contract is None else result.tricks, score_ns=score_ns,
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
