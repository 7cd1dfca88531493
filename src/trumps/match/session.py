"""Sessions: a whole rubber at one table, or the two-table team match, as a replayable action log.

A session is fixed by its :class:`SessionSpec` (rule set, house options, seed, who sits
where) and the list of :class:`SessionAction` values applied to it. The deals come from
the seed and never leave the server side: a player sees a deal only through
:meth:`SessionState.view_for`. ``SessionState.replay(spec, log)`` rebuilds any state
exactly, which is what storage relies on to resume after a crash.

Three-handed sessions (the `auction-classic` house option ``three_handed``; the table rules
are in :mod:`trumps.core.three_handed`): three players at N, E and S, West's hand dealt face
down. Each hand is a :class:`~trumps.core.three_handed.ThreeHandedTable`; the sheet is a
:class:`~trumps.scoring.three_handed.ThreeHandedLedger` (each player for himself): the
declaring side's entries go to the player who declared, each entry of the defending side
to both other players, whatever places they sat in for the play. Passed-out hands and the
dealer rotation follow the rule set (auction-classic: the same dealer deals again); the
deal passes over all four seats, West included: West's deal just means West "passes" first.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from enum import StrEnum

from trumps.bots.base import BOT_KINDS
from trumps.core.contract import HandResult
from trumps.core.deal import Deal
from trumps.core.errors import IllegalActionError, TrumpsError
from trumps.core.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from trumps.core.table import (
    Action,
    CallAction,
    CardAction,
    Event,
    Phase,
    SeatView,
    SettleAction,
    TableState,
)
from trumps.core.three_handed import ThreeHandedTable
from trumps.rules import find_rules
from trumps.rules.registry import MatchForm, PassedOut, RuleSet
from trumps.scoring import imps, score
from trumps.scoring.ledger import RubberLedger
from trumps.scoring.three_handed import PLAYERS, ThreeHandedLedger

TEAM_BOARDS = 4
"""RULES.md `duplicate`: a match of 4 boards."""

MAX_RUBBER_HANDS = 400
"""A rubber still going after this many hands is refused more hands (a guard, never reached in play)."""


class SeatKind(StrEnum):
    """Who sits at a seat."""

    PERSON = "person"
    BOT = "bot"


class RulingKind(StrEnum):
    """What the director decided."""

    SET_TRICKS = "set_tricks"
    REPLAY_BOARD = "replay_board"
    RESUME = "resume"


@dataclass(frozen=True, slots=True)
class SessionSpec:
    """Everything that fixes a session before the first action.

    ``seats`` lists 4 kinds (N, E, S, W) for a rubber, or 8 for a team match (table 1
    N E S W, then table 2 N E S W). ``options`` are house options (auction-classic).
    ``practice`` allows undo; a team match is never practice. ``bots`` is the kind of bot at
    every bot seat (one of :data:`~trumps.bots.base.BOT_KINDS`), kept with the session so that
    it resumes with the same bots whatever the program that resumes it is told.
    """

    rules: str
    seed: int
    seats: tuple[SeatKind, ...]
    options: tuple[tuple[str, object], ...] = ()
    practice: bool = True
    bots: str = "strong"

    def rule_set(self) -> RuleSet:
        """The rule set with the house options applied."""
        rules = find_rules(self.rules)
        return rules.with_options(**dict(self.options)) if self.options else rules

    @property
    def tables(self) -> int:
        """1 for a rubber, 2 for a team match."""
        return len(self.seats) // 4

    def kind_of(self, table: int, seat: Seat) -> SeatKind:
        """Who sits at ``seat`` of ``table``."""
        return self.seats[table * 4 + seat]

    def validate(self) -> None:
        """Raise a clear error when the spec does not describe a playable session."""
        rules = self.rule_set()
        wanted = 8 if rules.match_form is MatchForm.TEAM else 4
        if len(self.seats) != wanted:
            raise TrumpsError(f"{rules.name} needs {wanted} seats, not {len(self.seats)}")
        if rules.match_form is MatchForm.TEAM and self.practice:
            raise TrumpsError("a team match is never a practice table (no undo)")
        if self.bots not in BOT_KINDS:
            raise TrumpsError(f"unknown bot kind {self.bots!r} (use {' or '.join(BOT_KINDS)})")

    def player_seats(self) -> tuple[Seat, ...]:
        """The seats where someone (a person or a bot) sits: N, E, S in three-handed play."""
        return PLAYERS if self.three_handed else (Seat.N, Seat.E, Seat.S, Seat.W)

    @property
    def three_handed(self) -> bool:
        """True for three-handed play (three players at N, E, S; West's hand face down)."""
        return self.rule_set().three_handed


@dataclass(frozen=True, slots=True)
class Move:
    """A player's (or bot's) action at one table: a call, card, claim or claim answer."""

    table: int
    action: Action


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back ``seat``'s last call or card in the current hand, and everything after it."""

    table: int
    seat: Seat


@dataclass(frozen=True, slots=True)
class CallDirector:
    """A player calls the director: the table pauses until a ruling."""

    table: int
    seat: Seat
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Ruling:
    """The director's decision at a paused table."""

    table: int
    kind: RulingKind
    tricks: int | None = None
    note: str = ""


SessionAction = Move | Undo | CallDirector | Ruling


@dataclass(frozen=True, slots=True)
class SessionEvent:
    """Something that happened in a session; ``table_event`` is set for table-level events."""

    kind: str
    table: int
    table_event: Event | None = None
    detail: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True, slots=True)
class TableSlot:
    """One physical table: its current hand, the hands it finished, its pause state."""

    current: TableState | None
    finished: tuple[TableState, ...] = ()
    paused_by: Seat | None = None
    board_index: int = 0


@dataclass(frozen=True, slots=True)
class BoardComparison:
    """A board both tables have finished: each room's N-S score and team A's IMPs."""

    board: int
    open_ns: int
    closed_ns: int

    @property
    def diff(self) -> int:
        """Open-room N-S score minus closed-room N-S score (team A's difference)."""
        return self.open_ns - self.closed_ns

    @property
    def imps(self) -> int:
        """Team A's IMPs on the board (negative: team B's)."""
        return imps(self.diff)


@dataclass(frozen=True, slots=True)
class SessionState:
    """A session after some actions; build with :meth:`start` or :meth:`replay`."""

    spec: SessionSpec
    rules: RuleSet
    tables: tuple[TableSlot, ...]
    ledger: RubberLedger | None
    dealer: Seat
    hand_number: int
    rulings: tuple[Ruling, ...] = ()
    log: tuple[SessionAction, ...] = field(default=())
    players_ledger: ThreeHandedLedger | None = None
    """The three-handed sheet (each player for himself); ``ledger`` is None then."""

    # construction -----------------------------------------------------------------
    @classmethod
    def start(cls, spec: SessionSpec) -> SessionState:
        """The session before any action: the first hand dealt at each table."""
        spec.validate()
        rules = spec.rule_set()
        if rules.match_form is MatchForm.TEAM:
            slots = tuple(TableSlot(cls._team_table(spec, rules, 0)) for _ in range(2))
            return cls(spec, rules, slots, None, Seat.N, 1)
        # RULES.md, common: first dealer by lot
        dealer = Seat(random.Random(f"{spec.seed}:first-dealer").randrange(4))
        options = rules.options
        if options is not None and options.three_handed:
            sheet = ThreeHandedLedger(options.game_target, options.fixed_hands)
            state = cls(spec, rules, (TableSlot(None),), None, dealer, 1, players_ledger=sheet)
            vulnerability = Vulnerability.NONE
        else:
            ledger = rules.new_ledger()
            state = cls(spec, rules, (TableSlot(None),), ledger, dealer, 1)
            vulnerability = ledger.vulnerability
        return replace(state, tables=(TableSlot(state._rubber_table(1, dealer, vulnerability)),))

    @classmethod
    def replay(cls, spec: SessionSpec, log: tuple[SessionAction, ...] | list[SessionAction]) -> SessionState:
        """Rebuild the state from its log."""
        state = cls.start(spec)
        for action in log:
            state = state.apply(action)[0]
        return state

    @staticmethod
    def team_deal(spec: SessionSpec, board: int) -> Deal:
        """Board ``board``'s deal, prepared from the seed (the organiser's hidden shuffle)."""
        return Deal.random(random.Random(f"{spec.seed}:board:{board}"))

    @staticmethod
    def _team_table(spec: SessionSpec, rules: RuleSet, board_index: int) -> TableState:
        board = board_index + 1
        return TableState.new(SessionState.team_deal(spec, board), board_dealer(board),
                              board_vulnerability(board))

    def _rubber_table(self, hand_number: int, dealer: Seat, vulnerability: Vulnerability) -> TableState:
        deal = Deal.random(random.Random(f"{self.spec.seed}:hand:{hand_number}"))
        options = self.rules.options
        open_hands = options is not None and options.open_hands
        if self.players_ledger is not None:
            return ThreeHandedTable.new(deal, dealer, vulnerability, open_hands=open_hands)
        return TableState.new(deal, dealer, vulnerability, open_hands=open_hands)

    # queries ----------------------------------------------------------------------
    @property
    def is_team(self) -> bool:
        """True for the two-table team match."""
        return self.rules.match_form is MatchForm.TEAM

    @property
    def is_three_handed(self) -> bool:
        """True for a three-handed session (see the module's docstring)."""
        return self.players_ledger is not None

    @property
    def finished(self) -> bool:
        """True when the rubber or the match is over."""
        return all(slot.current is None for slot in self.tables)

    def table(self, index: int) -> TableState | None:
        """The hand in progress at a table (None when that table has finished)."""
        self._check_table(index)
        return self.tables[index].current

    def to_act(self, table: int) -> Seat | None:
        """The seat that must act next at a table (declarer for dummy; a defender for a claim)."""
        state = self.tables[table].current
        if state is None or self.tables[table].paused_by is not None:
            return None
        seat = state.to_act()
        if seat is None:
            return None
        return state.controller(seat) if state.phase is Phase.PLAY else seat

    def comparisons(self) -> tuple[BoardComparison, ...]:
        """Boards finished at both tables, in order (team match only)."""
        if not self.is_team:
            return ()
        done0, done1 = self.tables[0].finished, self.tables[1].finished
        result = []
        for index in range(min(len(done0), len(done1))):
            result.append(BoardComparison(index + 1, self._board_score(done0[index]),
                                          self._board_score(done1[index])))
        return tuple(result)

    def _board_score(self, state: TableState) -> int:
        result = state.result()
        assert result is not None
        return score(self.rules, result, state.vulnerability).score_ns

    def match_imps(self) -> tuple[int, int]:
        """Team A's and team B's IMPs over the boards compared so far."""
        boards = self.comparisons()
        return (sum(b.imps for b in boards if b.imps > 0), -sum(b.imps for b in boards if b.imps < 0))

    def released_boards(self) -> int:
        """How many boards both tables have finished (results shown across tables)."""
        if not self.is_team:
            return 0
        return min(len(self.tables[0].finished), len(self.tables[1].finished))

    def view_for(self, table: int, seat: Seat | None) -> SeatView | None:
        """What ``seat`` at ``table`` (None: a spectator) may see of the hand in progress."""
        state = self.table(table)
        return None if state is None else state.view_for(seat)

    # the one door -------------------------------------------------------------------
    def apply(self, action: SessionAction) -> tuple[SessionState, tuple[SessionEvent, ...]]:
        """Check and apply one session action; raises a TrumpsError and changes nothing when refused."""
        self._check_table(action.table)
        slot = self.tables[action.table]
        if isinstance(action, Ruling):
            return self._apply_ruling(action, slot)
        if slot.current is None:
            raise IllegalActionError(f"table {action.table + 1} has finished")
        if slot.paused_by is not None and not isinstance(action, CallDirector):
            raise IllegalActionError(f"table {action.table + 1} is waiting for the director "
                                     f"(called by {slot.paused_by.full_name})")
        if isinstance(action, Move):
            if isinstance(action.action, SettleAction):
                raise IllegalActionError("only the director sets the tricks (a ruling)")
            new_table, table_events = slot.current.apply(action.action)
            events = [SessionEvent(e.kind, action.table, e) for e in table_events]
            return self._after_table_change(action, action.table, new_table, events)
        if isinstance(action, Undo):
            return self._apply_undo(action, slot.current)
        if isinstance(action, CallDirector):
            if slot.paused_by is not None:
                raise IllegalActionError(f"the director has already been called to table {action.table + 1}")
            slots = list(self.tables)
            slots[action.table] = replace(slot, paused_by=action.seat)
            state = replace(self, tables=tuple(slots), log=(*self.log, action))
            return state, (SessionEvent("director_called", action.table,
                                        detail=(("seat", action.seat.letter), ("reason", action.reason))),)
        raise IllegalActionError(f"unknown session action {action!r}")

    def _check_table(self, index: int) -> None:
        if not 0 <= index < len(self.tables):
            raise IllegalActionError(f"no table {index + 1} in this session (it has {len(self.tables)})")

    def _apply_undo(self, action: Undo, current: TableState) -> tuple[SessionState, tuple[SessionEvent, ...]]:
        if not self.spec.practice:
            raise IllegalActionError("undo is only allowed at practice tables")
        actions = current.actions
        last = None
        for index in range(len(actions) - 1, -1, -1):
            candidate = actions[index]
            if isinstance(candidate, (CallAction, CardAction)) and candidate.seat == action.seat:
                last = index
                break
        if last is None:
            raise IllegalActionError(f"{action.seat.full_name} has no call or card to take back in this hand")
        rebuilt = _fresh_table(current, actions[:last])
        slots = list(self.tables)
        slots[action.table] = replace(self.tables[action.table], current=rebuilt)
        state = replace(self, tables=tuple(slots), log=(*self.log, action))
        return state, (SessionEvent("undo", action.table, detail=(("seat", action.seat.letter),
                                                                  ("removed", len(actions) - last))),)

    def _apply_ruling(self, action: Ruling, slot: TableSlot) -> tuple[SessionState, tuple[SessionEvent, ...]]:
        if slot.paused_by is None:
            raise IllegalActionError(f"the director has not been called to table {action.table + 1}")
        current = slot.current
        if current is None:
            raise IllegalActionError(f"table {action.table + 1} has finished")
        detail = (("kind", action.kind.value), ("tricks", action.tricks), ("note", action.note))
        events = [SessionEvent("ruling", action.table, detail=detail)]
        unpaused = replace(slot, paused_by=None)
        slots = list(self.tables)
        slots[action.table] = unpaused
        base = replace(self, tables=tuple(slots), rulings=(*self.rulings, action))
        if action.kind is RulingKind.RESUME:
            return replace(base, log=(*self.log, action)), tuple(events)
        if action.kind is RulingKind.REPLAY_BOARD:
            fresh = _fresh_table(current, ())
            slots[action.table] = replace(unpaused, current=fresh)
            return replace(base, tables=tuple(slots), log=(*self.log, action)), tuple(events)
        if action.tricks is None:
            raise IllegalActionError("a ruling that sets the tricks must say how many")
        new_table, table_events = current.apply(SettleAction(action.tricks))
        events.extend(SessionEvent(e.kind, action.table, e) for e in table_events)
        return base._after_table_change(action, action.table, new_table, events)

    def _after_table_change(self, action: SessionAction, index: int, new_table: TableState,
                            events: list[SessionEvent]) -> tuple[SessionState, tuple[SessionEvent, ...]]:
        slots = list(self.tables)
        slot = slots[index]
        log = (*self.log, action)
        if new_table.phase is not Phase.DONE:
            slots[index] = replace(slot, current=new_table)
            return replace(self, tables=tuple(slots), log=log), tuple(events)
        if self.is_team:
            return self._team_hand_done(index, slot, new_table, log, events)
        return self._rubber_hand_done(slot, new_table, log, events)

    def _team_hand_done(self, index: int, slot: TableSlot, done: TableState, log: tuple[SessionAction, ...],
                        events: list[SessionEvent]) -> tuple[SessionState, tuple[SessionEvent, ...]]:
        finished = (*slot.finished, done)
        next_index = slot.board_index + 1
        current = self._team_table(self.spec, self.rules, next_index) if next_index < TEAM_BOARDS else None
        slots = list(self.tables)
        slots[index] = TableSlot(current, finished, None, next_index)
        state = replace(self, tables=tuple(slots), log=log)
        events.append(SessionEvent("board_done", index, detail=(("board", slot.board_index + 1),)))
        before = self.released_boards()
        after = state.released_boards()
        for board in range(before + 1, after + 1):
            comparison = state.comparisons()[board - 1]
            events.append(SessionEvent("board_released", index, detail=(
                ("board", board), ("open_ns", comparison.open_ns), ("closed_ns", comparison.closed_ns),
                ("imps", comparison.imps))))
        if state.finished:
            imps_a, imps_b = state.match_imps()
            events.append(SessionEvent("session_end", index, detail=(("imps_a", imps_a), ("imps_b", imps_b))))
        return state, tuple(events)

    def _rubber_hand_done(self, slot: TableSlot, done: TableState, log: tuple[SessionAction, ...],
                          events: list[SessionEvent]) -> tuple[SessionState, tuple[SessionEvent, ...]]:
        if self.players_ledger is not None:
            return self._three_handed_hand_done(slot, done, log, events)
        assert self.ledger is not None
        result = done.result()
        assert result is not None
        ledger = self.ledger.with_result(result, self.rules.score_hand)
        entries = ledger.hands[-1].all_entries
        dealer, number, current = self._next_hand(result.passed_out, ledger.finished, ledger.vulnerability)
        state = replace(self, tables=(TableSlot(current, (*slot.finished, done)),), ledger=ledger,
                        dealer=dealer, hand_number=number, log=log)
        ending = None
        if current is None:
            outcome = ledger.result()
            ending = (outcome.winner, outcome.margin)
        return state, self._hand_events(events, [e.to_json() for e in entries], ending)

    def _next_hand(self, passed_out: bool, sheet_finished: bool,
                   vulnerability: Vulnerability) -> tuple[Seat, int, TableState | None]:
        """After a hand of a rubber: the next dealer, the next hand's number, and its table
        (None when the rubber or fixed session is over)."""
        dealer = self.dealer
        if not (passed_out and self.rules.passed_out is PassedOut.SAME_DEALER):
            # RULES.md, common: the deal passes to the left (three-handed: over all four seats)
            dealer = dealer.lho
        number = self.hand_number + 1
        current = None
        if not sheet_finished and number <= MAX_RUBBER_HANDS:
            current = self._rubber_table(number, dealer, vulnerability)
        return dealer, number, current

    def _hand_events(self, events: list[SessionEvent], entries: list[dict[str, object]],
                     ending: tuple[str, int] | None) -> tuple[SessionEvent, ...]:
        """The events of a finished rubber hand: its score, and, with ``ending`` (winner,
        margin), the end of the session."""
        events.append(SessionEvent("hand_scored", 0, detail=(("hand", self.hand_number),
                                                             ("entries", tuple(entries)))))
        if ending is not None:
            winner, margin = ending
            events.append(SessionEvent("session_end", 0, detail=(("winner", winner), ("margin", margin))))
        return tuple(events)

    def _three_handed_hand_done(self, slot: TableSlot, done: TableState, log: tuple[SessionAction, ...],
                                events: list[SessionEvent]) -> tuple[SessionState, tuple[SessionEvent, ...]]:
        """Score a three-handed hand for the players (trumps.scoring.three_handed)."""
        sheet = self.players_ledger
        assert sheet is not None
        result = done.result()
        assert result is not None
        # the hand is scored on the play deal (declarer with the widow against the two
        # defenders); the players are identities: declarer keeps his seat, the other two
        # players defend wherever they sat (``trumps rubber`` scores exported hands the same way)
        sheet = sheet.with_result(result, self.rules.score_hand)
        dealer, number, current = self._next_hand(result.passed_out, sheet.finished, Vulnerability.NONE)
        state = replace(self, tables=(TableSlot(current, (*slot.finished, done)),), players_ledger=sheet,
                        dealer=dealer, hand_number=number, log=log)
        ending = None
        if current is None:
            outcome = sheet.result()
            ending = (outcome.winner, outcome.margin)
        return state, self._hand_events(events, [e.to_json() for e in sheet.hands[-1].entries], ending)

    # results ------------------------------------------------------------------------
    def hand_results(self, table: int = 0) -> tuple[HandResult, ...]:
        """The results of the hands finished at a table, in order."""
        results = []
        for state in self.tables[table].finished:
            result = state.result()
            assert result is not None
            results.append(result)
        return tuple(results)

    def vulnerability_now(self) -> Vulnerability:
        """The vulnerability of the hand in progress at table 1."""
        current = self.tables[0].current
        return current.vulnerability if current is not None else Vulnerability.NONE

    def team_of(self, table: int, seat: Seat) -> str:
        """``"A"`` or ``"B"``: team A sits N-S at table 1 and E-W at table 2 (RULES.md `duplicate`)."""
        ns_team = "A" if table == 0 else "B"
        other = "B" if ns_team == "A" else "A"
        return ns_team if seat.side is Side.NS else other


def _fresh_table(current: TableState, actions: tuple[Action, ...]) -> TableState:
    """The same hand dealt again and replayed through ``actions`` (undo, a replayed board)."""
    if isinstance(current, ThreeHandedTable):
        return ThreeHandedTable.replay(current.dealt_deal, current.dealer, current.vulnerability, actions,
                                       open_hands=current.open_hands)
    return TableState.replay(current.deal, current.dealer, current.vulnerability, actions,
                             open_hands=current.open_hands)
