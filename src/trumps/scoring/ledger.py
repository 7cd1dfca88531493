"""The rubber scoresheet: hands' entries in order, games, vulnerability, rubber bonus, result.

A :class:`RubberLedger` is immutable; :meth:`RubberLedger.with_hand` returns a new ledger
with one more hand. What differs between rule sets (game target, rubber bonus, settlement
of an unfinished rubber, ties) is a :class:`LedgerPolicy` supplied by the scoring profile,
so the ledger never asks which rule set it serves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum

from trumps.core.contract import HandResult
from trumps.core.errors import IllegalActionError, TrumpsError
from trumps.core.seats import Side, Vulnerability
from trumps.scoring.entries import (
    RUBBER_BONUS,
    UNFINISHED_GAME,
    UNFINISHED_PART_SCORE,
    Line,
    ScoreEntry,
    SideTotals,
    totals,
)

HandScorer = Callable[[HandResult, Vulnerability], tuple[ScoreEntry, ...]]
"""A scoring profile bound to its options: (result, vulnerability) -> entries."""

# RULES.md `rubber` (Law 80, unfinished rubber): one game completed, its winners 300; only one
# side with a part score in the unfinished game, that side 100.
LAW_80_GAME = 300
LAW_80_PART_SCORE = 100

_GAMES_TO_WIN_RUBBER = 2  # RULES.md, every rubber form: the first side to win 2 games


class UnfinishedRule(Enum):
    """How a rubber stopped before either side won two games is settled."""

    HIGHER_TOTAL = "higher total"
    """RULES.md `auction-1920`: the higher total wins; equal totals tie."""
    HIGHER_TOTAL_OR_EXTRA_HAND = "higher total or one more hand"
    """RULES.md `auction-classic`: the higher net total wins; an exact tie: play one more hand."""
    LAW_80 = "law 80"
    """RULES.md `rubber`: Law 80 bonuses (300 for the only game, 100 for the only part score)."""


@dataclass(frozen=True, slots=True)
class LedgerPolicy:
    """What a rule set says about games and rubbers; built by each rubber-form profile."""

    game_target: int
    rubber_bonus_won_two_nil: int
    rubber_bonus_won_two_one: int
    unfinished: UnfinishedRule
    ties_broken_by_games: bool = False
    vulnerability_from_games: bool = False
    fixed_hands: int | None = None
    """A session of this many hands instead of a rubber: no rubber bonus, settled as unfinished."""

    def __post_init__(self) -> None:
        if self.game_target < 1:
            raise TrumpsError(f"game target must be positive, not {self.game_target}")
        if self.fixed_hands is not None and self.fixed_hands < 1:
            raise TrumpsError(f"a fixed session needs at least one hand, not {self.fixed_hands}")

    def rubber_bonus(self, loser_games: int) -> int:
        """The bonus for winning the rubber when the losers won ``loser_games`` games."""
        return self.rubber_bonus_won_two_nil if loser_games == 0 else self.rubber_bonus_won_two_one


@dataclass(frozen=True, slots=True)
class LedgerHand:
    """One hand on the scoresheet.

    ``entries`` are what the profile scored; ``ledger_entries`` what the ledger added because
    of this hand (the rubber bonus). ``game`` is the 1-based game the hand was played in;
    ``game_won_by`` the side whose game this hand completed, if any.
    """

    number: int
    game: int
    vulnerability: Vulnerability
    entries: tuple[ScoreEntry, ...]
    ledger_entries: tuple[ScoreEntry, ...] = ()
    game_won_by: Side | None = None
    result: HandResult | None = None

    @property
    def all_entries(self) -> tuple[ScoreEntry, ...]:
        """The profile's entries then the ledger's."""
        return self.entries + self.ledger_entries

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict of the hand record (without the HandResult)."""
        return {
            "number": self.number,
            "game": self.game,
            "vulnerability": self.vulnerability.key,
            "entries": [entry.to_json() for entry in self.entries],
            "ledger_entries": [entry.to_json() for entry in self.ledger_entries],
            "game_won_by": None if self.game_won_by is None else self.game_won_by.key,
        }


@dataclass(frozen=True, slots=True)
class RubberResult:
    """The standing of a rubber: totals including any settlement, winner and margin.

    ``winner`` is ``"ns"``, ``"ew"`` or ``"tie"``. ``needs_extra_hand`` is set when the rule
    set says an exact tie in an unfinished rubber is decided by one more hand.
    """

    finished: bool
    games: tuple[int, int]
    settlement: tuple[ScoreEntry, ...]
    totals: SideTotals
    winner: str
    margin: int
    needs_extra_hand: bool = False

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict."""
        return {
            "finished": self.finished,
            "games": {"ns": self.games[Side.NS], "ew": self.games[Side.EW]},
            "settlement": [entry.to_json() for entry in self.settlement],
            "totals": self.totals.to_json(),
            "winner": self.winner,
            "margin": self.margin,
            "needs_extra_hand": self.needs_extra_hand,
        }


@dataclass(frozen=True, slots=True)
class SheetItem:
    """An entry placed on the sheet, with the hand it came from (None: settlement)."""

    hand: int | None
    entry: ScoreEntry


@dataclass(frozen=True, slots=True)
class SheetGame:
    """One game's below-the-line column pair; ``winner`` None while the game is in progress."""

    number: int
    ns_below: tuple[SheetItem, ...]
    ew_below: tuple[SheetItem, ...]
    winner: Side | None

    def below(self, side: Side) -> tuple[SheetItem, ...]:
        """One side's below-line items in this game."""
        return self.ns_below if side is Side.NS else self.ew_below


@dataclass(frozen=True, slots=True)
class Scoresheet:
    """What a We/They sheet shows: above-line items per side, then each game's below-line items."""

    ns_above: tuple[SheetItem, ...]
    ew_above: tuple[SheetItem, ...]
    games: tuple[SheetGame, ...]
    result: RubberResult

    def above(self, side: Side) -> tuple[SheetItem, ...]:
        """One side's above-line items, in the order scored (settlement last)."""
        return self.ns_above if side is Side.NS else self.ew_above

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict."""

        def items(seq: tuple[SheetItem, ...]) -> list[dict[str, object]]:
            return [{"hand": item.hand, **item.entry.to_json()} for item in seq]

        return {
            "above": {"ns": items(self.ns_above), "ew": items(self.ew_above)},
            "games": [
                {
                    "number": game.number,
                    "below": {"ns": items(game.ns_below), "ew": items(game.ew_below)},
                    "winner": None if game.winner is None else game.winner.key,
                }
                for game in self.games
            ],
            "result": self.result.to_json(),
        }


@dataclass(frozen=True, slots=True)
class RubberLedger:
    """An immutable rubber scoresheet; add hands with :meth:`with_hand` or :meth:`with_result`."""

    policy: LedgerPolicy
    hands: tuple[LedgerHand, ...] = ()

    # --- state derived from the hands -------------------------------------------------------
    @property
    def games_won(self) -> tuple[int, int]:
        """Games won, indexed by Side (NS, EW)."""
        won = [0, 0]
        for hand in self.hands:
            if hand.game_won_by is not None:
                won[hand.game_won_by] += 1
        return (won[0], won[1])

    @property
    def current_game(self) -> int:
        """The 1-based number of the game now being played (or that would be next)."""
        return sum(self.games_won) + 1

    @property
    def below_in_game(self) -> tuple[int, int]:
        """Each side's below-line points in the game in progress (its part scores)."""
        game = self.current_game
        below = [0, 0]
        for hand in self.hands:
            if hand.game == game:
                for entry in hand.entries:
                    if entry.line is Line.BELOW:
                        below[entry.side] += entry.points
        return (below[0], below[1])

    @property
    def finished(self) -> bool:
        """True when the rubber (or the fixed session) is over."""
        if self.policy.fixed_hands is not None:
            return len(self.hands) >= self.policy.fixed_hands
        return max(self.games_won) >= _GAMES_TO_WIN_RUBBER

    @property
    def vulnerability(self) -> Vulnerability:
        """Who is vulnerable for the next hand: a side with a game, where games decide it."""
        if not self.policy.vulnerability_from_games:
            return Vulnerability.NONE
        ns, ew = self.games_won
        return Vulnerability.of(ns > 0, ew > 0)

    @property
    def game_target(self) -> int:
        """Below-line points that win a game."""
        return self.policy.game_target

    @property
    def totals(self) -> SideTotals:
        """Everything scored so far, above and below, including the rubber bonus (no settlement)."""
        return totals(entry for hand in self.hands for entry in hand.all_entries)

    # --- adding hands -----------------------------------------------------------------------
    def with_hand(self, entries: Iterable[ScoreEntry], result: HandResult | None = None) -> RubberLedger:
        """A new ledger with one more hand scored ``entries`` (score them at :attr:`vulnerability`)."""
        if self.finished:
            raise IllegalActionError("the rubber is over; start a new ledger")
        hand_entries = tuple(entries)
        game = self.current_game
        below = list(self.below_in_game)
        for entry in hand_entries:
            if entry.line is Line.BELOW:
                below[entry.side] += entry.points
        # RULES.md `auction-1920` (and `rubber`): a game is won at the target; one hand wins one
        # game at most; both sides' part scores then close (they still count in the totals).
        game_won_by: Side | None = None
        for side in (Side.NS, Side.EW):
            scored_below = any(e.side is side and e.line is Line.BELOW for e in hand_entries)
            if scored_below and below[side] >= self.policy.game_target:
                game_won_by = side
                break
        ledger_entries: tuple[ScoreEntry, ...] = ()
        if game_won_by is not None and self.policy.fixed_hands is None:
            won = list(self.games_won)
            won[game_won_by] += 1
            if won[game_won_by] >= _GAMES_TO_WIN_RUBBER:
                bonus = self.policy.rubber_bonus(won[game_won_by.other])
                ledger_entries = (ScoreEntry(game_won_by, bonus, Line.ABOVE, RUBBER_BONUS),)
        record = LedgerHand(
            number=len(self.hands) + 1,
            game=game,
            vulnerability=self.vulnerability,
            entries=hand_entries,
            ledger_entries=ledger_entries,
            game_won_by=game_won_by,
            result=result,
        )
        return RubberLedger(self.policy, (*self.hands, record))

    def with_result(self, result: HandResult, score_hand: HandScorer) -> RubberLedger:
        """Score ``result`` with ``score_hand`` at this ledger's vulnerability and add it."""
        return self.with_hand(score_hand(result, self.vulnerability), result)

    # --- the outcome ------------------------------------------------------------------------
    def settlement(self) -> tuple[ScoreEntry, ...]:
        """Entries owed if play stopped now (RULES.md `rubber`, Law 80); empty when none apply."""
        if self.policy.unfinished is not UnfinishedRule.LAW_80 or self._rubber_complete():
            return ()
        entries: list[ScoreEntry] = []
        games = self.games_won
        if sum(games) == 1:
            winner = Side.NS if games[Side.NS] else Side.EW
            entries.append(ScoreEntry(winner, LAW_80_GAME, Line.ABOVE, UNFINISHED_GAME))
        below = self.below_in_game
        with_part_score = [side for side in (Side.NS, Side.EW) if below[side] > 0]
        if len(with_part_score) == 1:
            part_scorer = with_part_score[0]
            entries.append(ScoreEntry(part_scorer, LAW_80_PART_SCORE, Line.ABOVE, UNFINISHED_PART_SCORE))
        return tuple(entries)

    def result(self) -> RubberResult:
        """Totals, winner and margin now; an unfinished rubber is settled by the policy's rule."""
        complete = self._rubber_complete()
        settlement = self.settlement()
        final = totals((*(e for hand in self.hands for e in hand.all_entries), *settlement))
        net = final.net_ns
        games = self.games_won
        winner = "ns" if net > 0 else "ew" if net < 0 else "tie"
        needs_extra_hand = False
        if winner == "tie":
            if self.policy.ties_broken_by_games and games[Side.NS] != games[Side.EW]:
                # RULES.md `rubber`: equal totals, more games wins.
                winner = "ns" if games[Side.NS] > games[Side.EW] else "ew"
            elif not complete and self.policy.unfinished is UnfinishedRule.HIGHER_TOTAL_OR_EXTRA_HAND:
                # RULES.md `auction-classic`: an exact tie in a rubber stopped early: one more hand.
                needs_extra_hand = True
        return RubberResult(
            finished=self.finished,
            games=games,
            settlement=settlement,
            totals=final,
            winner=winner,
            margin=abs(net),
            needs_extra_hand=needs_extra_hand,
        )

    @property
    def winner(self) -> str:
        """``"ns"``, ``"ew"`` or ``"tie"`` as things stand (see :meth:`result`)."""
        return self.result().winner

    @property
    def margin(self) -> int:
        """The difference between the totals as things stand (see :meth:`result`)."""
        return self.result().margin

    def scoresheet(self) -> Scoresheet:
        """The We/They sheet: above-line items per side and each game's below-line items."""
        above: tuple[list[SheetItem], list[SheetItem]] = ([], [])
        games: list[SheetGame] = []
        below: tuple[list[SheetItem], list[SheetItem]] = ([], [])
        game_number = 1
        for hand in self.hands:
            for entry in hand.all_entries:
                item = SheetItem(hand.number, entry)
                (below if entry.line is Line.BELOW else above)[entry.side].append(item)
            if hand.game_won_by is not None:
                games.append(SheetGame(game_number, tuple(below[0]), tuple(below[1]), hand.game_won_by))
                below = ([], [])
                game_number += 1
        if not self.finished or below[0] or below[1]:
            games.append(SheetGame(game_number, tuple(below[0]), tuple(below[1]), None))
        result = self.result()
        for entry in result.settlement:
            above[entry.side].append(SheetItem(None, entry))
        return Scoresheet(tuple(above[0]), tuple(above[1]), tuple(games), result)

    def _rubber_complete(self) -> bool:
        """True when a side has won the rubber (a fixed session is settled as unfinished)."""
        return self.policy.fixed_hands is None and max(self.games_won) >= _GAMES_TO_WIN_RUBBER
