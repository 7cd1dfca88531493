"""What each viewer may see, as protocol models: built from SeatView and released results only.

Nothing here reads a deal that the viewer may not see. A table's view comes from
``SessionState.view_for(table, seat)`` (a :class:`~trumps.core.table.SeatView`, whose hidden
hands are None); finished hands are shown only once finished and, in a team match, once
both tables have finished that board (``released_boards()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

from trumps.bots.bidding import explain_call_all
from trumps.core.calls import Call
from trumps.core.cards import Card, CardSet, Suit
from trumps.core.contract import Contract
from trumps.core.seats import Seat, Side
from trumps.core.table import CallAction, CardAction, Phase, SeatView, SettleAction, TableState
from trumps.core.three_handed import PLAYERS, ThreeHandedTable
from trumps.io.export import ROOMS, hand_record
from trumps.io.records import GameRecord
from trumps.match.session import TEAM_BOARDS, SeatKind, SessionState
from trumps.rules.registry import RuleSet
from trumps.scoring import score
from trumps.server.protocol import (
    BoardRow,
    CallEntry,
    ClaimInfo,
    ContractInfo,
    DDInfo,
    HandCards,
    HandDetail,
    MatchBoard,
    PhaseName,
    PlayedCard,
    RejectedClaimInfo,
    RoleName,
    RoomPlay,
    SeatHands,
    SeatInfo,
    SeatKindName,
    SeatLetter,
    SessionInfo,
    SidePair,
    StrainLetter,
    TableStatus,
    TableView,
    TrickEntry,
    View,
    You,
)


class Role(StrEnum):
    """What a token lets its holder do."""

    SEAT = "seat"
    SPECTATOR = "spectator"
    ORGANISER = "organiser"


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who is looking: a seat at a table, or a spectator / the organiser watching ``table``."""

    role: Role
    table: int
    seat: Seat | None = None


class NotAvailableError(LookupError):
    """A hand that does not exist or that this viewer may not see yet."""


SPECTATOR_KEY = "spectator"
ORGANISER_KEY = "organiser"


def seat_key(table: int, seat: Seat) -> str:
    """The token key of a seat: ``1N`` .. ``1W`` at table 1, ``2N`` .. ``2W`` at table 2."""
    return f"{table + 1}{letter(seat)}"


_SEAT_LETTERS: tuple[SeatLetter, SeatLetter, SeatLetter, SeatLetter] = ("N", "E", "S", "W")
_STRAIN_LETTERS: tuple[StrainLetter, ...] = ("C", "D", "H", "S", "NT")
_PHASES: dict[Phase, PhaseName] = {Phase.AUCTION: "auction", Phase.PLAY: "play", Phase.CLAIM: "claim",
                                   Phase.DONE: "done"}
_KINDS: dict[SeatKind, SeatKindName] = {SeatKind.PERSON: "person", SeatKind.BOT: "bot"}
_ROLES: dict[Role, RoleName] = {Role.SEAT: "seat", Role.SPECTATOR: "spectator", Role.ORGANISER: "organiser"}


def letter(seat: Seat) -> SeatLetter:
    """A seat's letter, typed for the protocol."""
    return _SEAT_LETTERS[seat]


def _letter(seat: Seat | None) -> SeatLetter | None:
    return None if seat is None else _SEAT_LETTERS[seat]


# small pieces ---------------------------------------------------------------------------------
def hand_cards(cards: CardSet) -> HandCards:
    """A hand by suit, high card first."""
    by_suit: dict[Suit, list[str]] = {suit: [] for suit in Suit}
    for card in reversed(cards):
        by_suit[card.suit].append(str(card))
    return HandCards(S=by_suit[Suit.SPADES], H=by_suit[Suit.HEARTS], D=by_suit[Suit.DIAMONDS],
                     C=by_suit[Suit.CLUBS])


def seat_hands(hands: tuple[CardSet | None, ...]) -> SeatHands:
    """Per seat, the cards shown (None stays null)."""
    shown = [None if hand is None else hand_cards(hand) for hand in hands]
    return SeatHands(N=shown[0], E=shown[1], S=shown[2], W=shown[3])


def contract_info(contract: Contract | None) -> ContractInfo | None:
    """The contract as JSON."""
    if contract is None:
        return None
    return ContractInfo(name=contract.name, level=contract.level, strain=_STRAIN_LETTERS[contract.strain],
                        doubling=contract.doubling.suffix, declarer=letter(contract.declarer),
                        dummy=letter(contract.declarer.partner))


def auction_entries(calls: tuple[Call, ...], dealer: Seat, rules: RuleSet | None = None) -> list[CallEntry]:
    """Each call with its seat and its explanation (partnership agreements are open to all)."""
    entries = []
    for index, call in enumerate(calls):
        explanations = explain_call_all(calls, dealer, index, rules)
        entries.append(CallEntry(seat=letter(dealer.offset(index)), call=str(call),
                                 explanation=explanations["en"], explanations=explanations))
    return entries


def played(seat: Seat, card: Card) -> PlayedCard:
    """One card on the table."""
    return PlayedCard(seat=letter(seat), card=str(card))


def trick_entries(view_tricks: tuple[Any, ...]) -> list[TrickEntry]:
    """Finished tricks with their cards in play order."""
    return [TrickEntry(number=number, leader=letter(trick.leader), winner=letter(trick.winner),
                       cards=[played(trick.leader.offset(i), card) for i, card in enumerate(trick.cards)])
            for number, trick in enumerate(view_tricks, start=1)]




def seat_infos(state: SessionState) -> list[SeatInfo]:
    """Who sits where, for every table."""
    result = []
    for table in range(state.spec.tables):
        for seat in Seat:
            team = state.team_of(table, seat) if state.is_team else None
            kind = _KINDS[state.spec.kind_of(table, seat)] if seat in state.spec.player_seats() else "widow"
            result.append(SeatInfo(key=seat_key(table, seat), table=table, seat=letter(seat), kind=kind,
                                   team=team))
    return result


def session_info(state: SessionState, session_id: str) -> SessionInfo:
    """The session's public description (never its seed)."""
    rules = state.rules
    return SessionInfo(id=session_id, rules=rules.name, title=rules.title,
                       form="team" if state.is_team else "rubber",
                       options=None if rules.options is None else rules.options.to_json(),
                       practice=state.spec.practice, bots=state.spec.bots, tables=state.spec.tables,
                       finished=state.finished)


def hand_number(state: SessionState, table: int) -> int:
    """The rubber's current hand number, or the board a team table is playing."""
    return state.tables[table].board_index + 1 if state.is_team else state.hand_number


# the table view -------------------------------------------------------------------------------
def table_view(state: SessionState, viewer: Viewer) -> TableView | None:
    """The hand in progress at the viewer's table, from the viewer's SeatView only."""
    table = viewer.table
    current = state.table(table)
    if current is None:
        return None
    view: SeatView = current.view_for(viewer.seat)
    slot = state.tables[table]
    paused = slot.paused_by is not None
    seat = viewer.seat
    to_act = state.to_act(table)
    your_turn = seat is not None and to_act == seat
    legal_calls = [] if paused else [str(call) for call in view.legal_calls]
    legal_cards = [] if paused else [str(card) for card in reversed(view.legal_cards)]
    claim = None
    waiting: tuple[Seat, ...] = ()
    position = widow = None
    if isinstance(current, ThreeHandedTable):
        # three-handed: the view's seats are positions; say where the viewer and the widow are
        widow = letter(current.widow_position)
        if seat in PLAYERS:
            position = letter(current.position_of(seat))
    if view.claim is not None:
        waiting = current.claim_waiting_on()  # players (identities)
        shown = waiting
        if isinstance(current, ThreeHandedTable):
            shown = tuple(current.position_of(s) for s in waiting)
        claim = ClaimInfo(seat=letter(view.claim.seat), tricks=view.claim.tricks,
                          accepted_by=[letter(s) for s in sorted(view.claim.accepted_by)],
                          waiting_on=[letter(s) for s in shown])
    rejected = []
    for old in current.rejected_claims():
        claimer, refuser = old.seat, old.rejected_by
        if isinstance(current, ThreeHandedTable):  # the actions name players; the view shows positions
            claimer, refuser = current.position_of(claimer), current.position_of(refuser)
        rejected.append(RejectedClaimInfo(seat=letter(claimer), tricks=old.tricks, trick=old.trick,
                                          rejected_by=letter(refuser)))
    contract = view.contract
    can_claim = (not paused and seat is not None and view.phase is Phase.PLAY and contract is not None
                 and contract.declarer == seat)
    can_answer = not paused and seat is not None and view.phase is Phase.CLAIM and seat in waiting
    can_undo = (not paused and seat is not None and state.spec.practice
                and any(isinstance(a, (CallAction, CardAction)) and a.seat == seat for a in current.actions))
    return TableView(
        table=table, room=ROOMS[table] if state.is_team else None, hand=hand_number(state, table),
        board=hand_number(state, table) if state.is_team else None,
        phase=_PHASES[view.phase], dealer=letter(view.dealer),
        vulnerability=view.vulnerability.key, auction=auction_entries(view.calls, view.dealer, state.rules),
        contract=contract_info(contract), hands=seat_hands(view.hands), open_hands=current.open_hands,
        trick=[played(s, c) for s, c in view.current_trick], tricks=trick_entries(view.tricks),
        tricks_won=SidePair(ns=view.tricks_won[0], ew=view.tricks_won[1]),
        to_act=_letter(view.to_act), controller=_letter(view.controller), your_turn=your_turn,
        legal_calls=legal_calls if your_turn else [], legal_cards=legal_cards if your_turn else [],
        can_claim=can_claim, claim=claim, rejected_claims=rejected, can_answer_claim=can_answer,
        can_undo=can_undo,
        paused_by=_letter(slot.paused_by), position=position, widow=widow,
    )


def three_handed_sheet(state: SessionState) -> dict[str, Any]:
    """The three-handed scoresheet: one column per player (N, E, S), hand by hand, and the result."""
    sheet = state.players_ledger
    assert sheet is not None
    hands = []
    for hand in sheet.hands:
        hands.append({
            "number": hand.number, "game": hand.game,
            "declarer": None if hand.declarer is None else hand.declarer.letter,
            "entries": [e.to_json() for e in hand.entries],
            "points": {p.letter: sum(e.points for e in hand.entries if e.player is p) for p in PLAYERS},
            "game_won_by": None if hand.game_won_by is None else hand.game_won_by.letter,
        })
    return {"form": "three_handed", "players": [p.letter for p in PLAYERS], "hands": hands,
            "result": sheet.result().to_json()}


def match_board(state: SessionState) -> MatchBoard:
    """The IMP scoreboard over the released boards only."""
    rows = [BoardRow(board=c.board, open_ns=c.open_ns, closed_ns=c.closed_ns, diff=c.diff, imps=c.imps)
            for c in state.comparisons()]
    imps_a, imps_b = state.match_imps()
    winner: Literal["A", "B", "tie"] | None = None
    if len(rows) == TEAM_BOARDS:
        winner = "A" if imps_a > imps_b else "B" if imps_b > imps_a else "tie"
    return MatchBoard(boards=rows, boards_total=TEAM_BOARDS, imps_a=imps_a, imps_b=imps_b, winner=winner)


def hands_available(state: SessionState) -> list[int]:
    """Hand numbers (boards) finished and, in a team match, released to every table."""
    count = state.released_boards() if state.is_team else len(state.tables[0].finished)
    return list(range(1, count + 1))


def build_view(state: SessionState, session_id: str, viewer: Viewer, event: int) -> View:
    """The whole view for one viewer."""
    scoresheet = result = None
    match = None
    if state.is_team:
        match = match_board(state)
    elif state.players_ledger is not None:
        scoresheet = three_handed_sheet(state)
        if state.finished:
            result = state.players_ledger.result().to_json()
    else:
        assert state.ledger is not None
        scoresheet = state.ledger.scoresheet().to_json()
        if state.finished:
            result = state.ledger.result().to_json()
    team = None
    if state.is_team and viewer.seat is not None:
        team = state.team_of(viewer.table, viewer.seat)
    tables = None
    if viewer.role is Role.ORGANISER:
        tables = []
        for index, slot in enumerate(state.tables):
            current = slot.current
            hand = None if current is None else hand_number(state, index)
            tables.append(TableStatus(table=index, hand=hand,
                                      phase=None if current is None else current.phase.value,
                                      paused_by=_letter(slot.paused_by), finished=current is None))
    return View(
        event=event, session=session_info(state, session_id),
        you=You(role=_ROLES[viewer.role], table=viewer.table, seat=_letter(viewer.seat),
                team=team),
        seats=seat_infos(state), table=table_view(state, viewer), scoresheet=scoresheet, match=match,
        result=result, hands_available=hands_available(state), tables=tables,
    )


# finished hands -------------------------------------------------------------------------------
def finished_hands(state: SessionState, number: int) -> list[tuple[int, TableState]]:
    """The (table, finished hand) pairs of hand ``number`` that anyone may see now.

    Rubber forms: the hand once finished. Team match: both rooms of the board, once both
    tables have finished it. Raises NotAvailableError otherwise.
    """
    if number not in hands_available(state):
        if state.is_team:
            raise NotAvailableError(f"board {number} is not released: both tables must finish it first")
        raise NotAvailableError(f"hand {number} is not finished")
    return [(table, slot.finished[number - 1]) for table, slot in enumerate(state.tables)]


def _room_play(state: SessionState, table: int, number: int, done: TableState) -> RoomPlay:
    result = done.result()
    assert result is not None
    play = done.play
    claim = None
    if any(isinstance(a, SettleAction) for a in done.actions) or (play is not None and not play.is_complete):
        claim = result.tricks
    unfinished: list[PlayedCard] = []
    if play is not None:
        unfinished = [played(play.leader.offset(i), card) for i, card in enumerate(play.current)]
    entries = None
    score_ns = None
    if state.is_team:
        score_ns = score(state.rules, result, done.vulnerability).score_ns
    elif state.players_ledger is not None:
        entries = [e.to_json() for e in state.players_ledger.hands[number - 1].entries]
    else:
        assert state.ledger is not None
        hand = state.ledger.hands[number - 1]
        entries = [e.to_json() for e in hand.all_entries]
        score_ns = sum(e.points if e.side is Side.NS else -e.points for e in hand.all_entries)
    return RoomPlay(table=table, room=ROOMS[table] if state.is_team else None,
                    auction=auction_entries(done.auction.calls, done.dealer, state.rules),
                    contract=contract_info(done.contract),
                    tricks=trick_entries(play.tricks if play is not None else ()),
                    unfinished_trick=unfinished,
                    claim=claim, result_tricks=result.tricks, score_ns=score_ns, entries=entries)


def hand_detail(state: SessionState, number: int, *, with_dd: bool = True) -> HandDetail:
    """All four hands of a finished, released hand, its DD table and par, and each room's play."""
    rooms = finished_hands(state, number)
    first = rooms[0][1]
    deal = first.deal
    dd = None
    if with_dd:
        dd = dd_info(first)
    return HandDetail(number=number, board=number if state.is_team else None,
                      dealer=letter(first.dealer), vulnerability=first.vulnerability.key,
                      hands=seat_hands(deal.hands), dd=dd,
                      rooms=[_room_play(state, table, number, done) for table, done in rooms])


def dd_info(done: TableState) -> DDInfo | None:
    """The DD table and par of a finished hand, or None when the solver fails."""
    from trumps.analysis.dds import dd_table, par  # the native solver loads on first use

    try:
        table = dd_table(done.deal)
        par_result = par(done.deal, done.vulnerability, done.dealer)
    except Exception:  # the native solver is an edge; its failure must not fail the page
        return None
    return DDInfo(table=table.to_json(), par_score_ns=par_result.score_ns,
                  par_contracts=list(par_result.contracts))


def records(state: SessionState, numbers: list[int], event: str = "trumps") -> list[GameRecord]:
    """Game records (for PBN / LIN) of the given finished, released hands."""
    result = []
    for number in numbers:
        for table, done in finished_hands(state, number):
            if state.is_team:
                hand_result = done.result()
                assert hand_result is not None
                score_ns = score(state.rules, hand_result, done.vulnerability).score_ns
                result.append(hand_record(done, board=number, room=ROOMS[table], event=event,
                                          score_ns=score_ns))
            else:
                result.append(hand_record(done, board=number, event=event))
    return result
