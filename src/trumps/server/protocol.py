"""Typed messages in and out of the server: the pydantic models behind the OpenAPI spec.

Every JSON the server sends is one of these models, built from what a viewer may see
(:mod:`trumps.server.views`) and never from a deal directly. PROTOCOL.md describes the
same shapes for client authors.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SeatLetter = Literal["N", "E", "S", "W"]
SeatKindName = Literal["person", "bot"]
RoleName = Literal["seat", "spectator", "organiser"]
StrainLetter = Literal["C", "D", "H", "S", "NT"]
PhaseName = Literal["auction", "play", "claim", "done"]
ActionType = Literal["call", "card", "claim", "claim_answer", "undo", "director", "ruling"]

MAX_TEXT = 200
"""Longest free text accepted in a message field (reasons, notes, calls, cards)."""


# errors ---------------------------------------------------------------------------------------
class ErrorBody(BaseModel):
    """Every refusal: a sentence naming the problem, and a short machine code.

    codes: ``malformed`` (400), ``forbidden`` (403), ``not_found`` (404), ``illegal`` (409:
    out of turn, against the laws, or not allowed at this table now), ``unavailable`` (503).
    """

    error: str
    code: Literal["malformed", "forbidden", "not_found", "illegal", "unavailable"]


# requests -------------------------------------------------------------------------------------
class CreateSessionRequest(BaseModel):
    """A new table (rubber forms: 4 seats N E S W) or team match (8 seats: table 1 N E S W, table 2)."""

    model_config = ConfigDict(extra="forbid")

    rules: str = Field(max_length=40, examples=["rubber"],
                       description="auction-1920, auction-classic, rubber or duplicate (aliases accepted)")
    seats: list[SeatKindName] = Field(min_length=4, max_length=8, examples=[["person", "bot", "bot", "bot"]])
    options: dict[str, bool | int | None] = Field(
        default_factory=dict, max_length=10,
        description="auction-classic house options: game_target, honors, capped_penalties, open_hands, "
                    "fixed_hands")
    seed: int | None = Field(default=None, ge=0, le=2**53,
                             description="for repeatable deals; random if absent")
    practice: bool | None = Field(
        default=None,
        description="allows undo and hints; default true for rubber forms, false for a team match")
    bots: Literal["strong", "simple"] | None = Field(
        default=None,
        description="the bots at the bot seats: strong (bidding system, double-dummy play) or simple "
                    "(instant); default: the server's (trumps serve --bots)")


class ActionRequest(BaseModel):
    """An action, as in ``trumps.io.actions``; the seat and table come from the token, not from here.

    ``call`` for type call (``1NT``, ``X``, ``XX``, ``P``); ``card`` for type card (``SA``, ``H10``);
    ``tricks`` for claim and ruling (declarer's total tricks); ``accept`` for claim_answer;
    ``reason`` for director; ``kind`` (set_tricks, replay_board, resume) and ``note`` for ruling.
    ``seat`` and ``table`` may be given; they must then match the token's.
    """

    model_config = ConfigDict(extra="forbid", strict=True)

    type: ActionType
    call: str | None = Field(default=None, max_length=MAX_TEXT)
    card: str | None = Field(default=None, max_length=MAX_TEXT)
    tricks: int | None = Field(default=None, ge=0, le=13)
    accept: bool | None = None
    reason: str | None = Field(default=None, max_length=MAX_TEXT)
    kind: str | None = Field(default=None, max_length=MAX_TEXT)
    note: str | None = Field(default=None, max_length=MAX_TEXT)
    seat: str | None = Field(default=None, max_length=MAX_TEXT)
    table: int | None = Field(default=None, ge=0, le=1)


# sessions -------------------------------------------------------------------------------------
class SeatLink(BaseModel):
    """One seat of a new session: who sits there and, for a person, the secret link to it."""

    key: str = Field(description="'1N'..'1W' (table 1), '2N'..'2W' (table 2 of a team match)")
    table: int
    seat: SeatLetter
    kind: SeatKindName
    team: str | None = None
    token: str | None = None
    link: str | None = None


class AccessLink(BaseModel):
    """A spectator's or the organiser's secret link."""

    token: str
    link: str


class SessionLinks(BaseModel):
    """What creating a session returns: the id and every secret link. Keep them: they are the keys."""

    id: str
    rules: str
    seats: list[SeatLink]
    spectator: AccessLink
    organiser: AccessLink


class SessionListItem(BaseModel):
    """A line of the lobby's list (no secrets)."""

    id: str
    rules: str
    title: str
    form: str
    seats: list[SeatKindName]
    actions: int | None = Field(description="null for a team match (it would tell one room the other's pace)")
    finished: bool
    created_at: datetime
    updated_at: datetime | None = Field(description="null for a team match, as actions")


# views ----------------------------------------------------------------------------------------
class HandCards(BaseModel):
    """A hand by suit, each suit high card first, as card codes (``SA``, ``ST`` ...)."""

    S: list[str]
    H: list[str]
    D: list[str]
    C: list[str]


class SeatHands(BaseModel):
    """Per seat: the cards this viewer may see, or null where hidden."""

    N: HandCards | None = None
    E: HandCards | None = None
    S: HandCards | None = None
    W: HandCards | None = None


class CallEntry(BaseModel):
    """A call of the auction, who made it, and what it means in the bots' system (open to all)."""

    seat: SeatLetter
    call: str
    explanation: str
    explanations: dict[str, str]
    """The explanation in every language of the table page (``en``, ``pt``); ``explanation`` is
    the English one."""


class PlayedCard(BaseModel):
    """A card on the table and who played it."""

    seat: SeatLetter
    card: str


class TrickEntry(BaseModel):
    """A finished trick: number (1..13), leader, the four cards in play order, winner."""

    number: int
    leader: SeatLetter
    winner: SeatLetter
    cards: list[PlayedCard]


class ContractInfo(BaseModel):
    """The contract: ``name`` like ``4SX``; ``doubling`` is '', 'X' or 'XX'."""

    name: str
    level: int
    strain: StrainLetter
    doubling: str
    declarer: SeatLetter
    dummy: SeatLetter


class SidePair(BaseModel):
    """A number for each side."""

    ns: int
    ew: int


class ClaimInfo(BaseModel):
    """A pending claim: declarer's total tricks; the defenders who accepted and who must answer."""

    seat: SeatLetter
    tricks: int
    accepted_by: list[SeatLetter]
    waiting_on: list[SeatLetter]


class RejectedClaimInfo(BaseModel):
    """A claim of this hand that a defender rejected (play went on): declarer's total tricks
    claimed, during which trick (1..13), and who said no."""

    seat: SeatLetter
    tricks: int
    trick: int
    rejected_by: SeatLetter


class TableView(BaseModel):
    """The hand in progress at the viewer's table, as the viewer may see it."""

    table: int
    room: str | None = Field(description="'Open' or 'Closed' in a team match")
    hand: int = Field(description="the rubber's hand number, or the board number in a team match")
    board: int | None
    phase: PhaseName
    dealer: SeatLetter
    vulnerability: str
    auction: list[CallEntry]
    contract: ContractInfo | None
    hands: SeatHands
    open_hands: bool
    trick: list[PlayedCard] = Field(description="the trick in progress, in play order")
    tricks: list[TrickEntry]
    tricks_won: SidePair
    to_act: SeatLetter | None = Field(description="whose turn: the seat whose card or call is next")
    controller: SeatLetter | None = Field(description="who decides it (declarer for dummy)")
    your_turn: bool
    legal_calls: list[str]
    legal_cards: list[str]
    can_claim: bool
    claim: ClaimInfo | None
    rejected_claims: list[RejectedClaimInfo] = Field(
        description="the claims of this hand a defender rejected, oldest first (claims are public)")
    can_answer_claim: bool
    can_undo: bool
    paused_by: SeatLetter | None = Field(description="a seat that called the director; play waits")
    position: SeatLetter | None = Field(
        default=None, description="three-handed: where the viewer sits for this hand (West's place when the "
                                  "widow moved opposite declarer); the view's seats are positions")
    widow: SeatLetter | None = Field(
        default=None, description="three-handed: where the face-down hand (the widow) lies now")


class SessionInfo(BaseModel):
    """The session itself (never its seed)."""

    id: str
    rules: str
    title: str
    form: Literal["rubber", "team"]
    options: dict[str, Any] | None
    practice: bool
    bots: str = Field(description="the kind of bot at the bot seats: strong or simple")
    tables: int
    finished: bool


class You(BaseModel):
    """Who this view is for."""

    role: RoleName
    table: int
    seat: SeatLetter | None
    team: str | None


class SeatInfo(BaseModel):
    """Who sits where (person or bot); public."""

    key: str
    table: int
    seat: SeatLetter
    kind: SeatKindName | Literal["widow"] = Field(
        description="'widow': three-handed West, the face-down hand")
    team: str | None


class BoardRow(BaseModel):
    """A board both tables finished: each room's N-S score, the difference and team A's IMPs."""

    board: int
    open_ns: int
    closed_ns: int
    diff: int
    imps: int


class MatchBoard(BaseModel):
    """The IMP scoreboard of a team match: released boards only."""

    boards: list[BoardRow]
    boards_total: int
    imps_a: int
    imps_b: int
    winner: Literal["A", "B", "tie"] | None = Field(description="set once every board is released")


class TableStatus(BaseModel):
    """The organiser's line per table."""

    table: int
    hand: int | None
    phase: str | None
    paused_by: SeatLetter | None
    finished: bool


class View(BaseModel):
    """Everything one viewer may know now; ``event`` numbers the changes this viewer has seen."""

    event: int
    session: SessionInfo
    you: You
    seats: list[SeatInfo]
    table: TableView | None = Field(description="null once the viewer's table has finished")
    scoresheet: dict[str, Any] | None = Field(description="rubber forms: the We/They sheet")
    match: MatchBoard | None = Field(description="team match: the IMP scoreboard")
    result: dict[str, Any] | None = Field(description="the rubber's result once it is over")
    hands_available: list[int] = Field(description="hand (board) numbers GET /hands/{n} will show you")
    tables: list[TableStatus] | None = Field(default=None, description="organiser only")


class Hint(BaseModel):
    """What the simple bot would do in your place (the action JSON), and why."""

    action: dict[str, Any] | None
    text: str
    texts: dict[str, str]
    """``text`` in every language of the table page (``en``, ``pt``)."""


class DDInfo(BaseModel):
    """The double-dummy table ``{strain: {declarer: tricks}}`` and par (duplicate scoring)."""

    table: dict[str, dict[str, int]]
    par_score_ns: int
    par_contracts: list[str]


class RoomPlay(BaseModel):
    """How one table played a finished hand."""

    table: int
    room: str | None
    auction: list[CallEntry]
    contract: ContractInfo | None
    tricks: list[TrickEntry]
    unfinished_trick: list[PlayedCard]
    claim: int | None = Field(description="declarer's total tricks when play ended by a claim or ruling")
    result_tricks: int
    score_ns: int | None
    entries: list[dict[str, Any]] | None = Field(description="rubber forms: the hand's score entries")


class HandDetail(BaseModel):
    """A finished (and, in a team match, released) hand: all four hands, DD analysis, the play."""

    number: int
    board: int | None
    dealer: SeatLetter
    vulnerability: str
    hands: SeatHands
    dd: DDInfo | None = Field(description="null when the solver is unavailable")
    rooms: list[RoomPlay]
