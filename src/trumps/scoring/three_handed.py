"""The scoresheet of three-handed Auction Bridge (the `auction-classic` house option).

RULES.md `auction-classic` names the option: the fourth hand is dealt face down and taken
as dummy by the auction's winner. RULES.md is silent on the score; we follow the
traditional three-handed game (each player for himself):

- every hand is scored by the rule set's profile as usual, for the declaring side
  (declarer with the face-down hand as dummy) and the defending side (the other two);
- the declaring side's entries are the declarer's; each entry of the defending side is
  scored in full by *each* defender (both score the penalty, both score their honors);
- a player wins a game when his own points below the line reach the target; after a game
  every player's part score closes; the first player to win two games wins the rubber
  and scores the rubber bonus (250);
- the totals decide: the highest total wins by its lead over the next best; a tie at the
  top in a session stopped early is settled by one more hand, as in the four-handed game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from trumps.core.contract import HandResult
from trumps.core.errors import IllegalActionError, TrumpsError
from trumps.core.seats import Seat, Side, Vulnerability
from trumps.scoring._tables import AUCTION_RUBBER_BONUS
from trumps.scoring.entries import RUBBER_BONUS, Line, ScoreEntry
from trumps.scoring.ledger import HandScorer

PLAYERS: tuple[Seat, Seat, Seat] = (Seat.N, Seat.E, Seat.S)
"""The three live seats; West's hand is the one dealt face down."""

WIDOW = Seat.W
"""The seat whose hand is dealt face down and taken as dummy by the auction's winner."""

_GAMES_TO_WIN = 2


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    """Points scored by one player for one reason, above or below the line."""

    player: Seat
    points: int
    line: Line
    reason: str

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict."""
        return {"player": self.player.letter, "points": self.points, "line": self.line.value,
                "reason": self.reason}


@dataclass(frozen=True, slots=True)
class ThreeHandedHand:
    """One hand on the three-handed sheet: who declared, what each player scored."""

    number: int
    game: int
    declarer: Seat | None
    entries: tuple[PlayerEntry, ...]
    game_won_by: Seat | None = None


def credit(entries: Iterable[ScoreEntry], declarer: Seat, defenders: tuple[Seat, Seat],
           declaring_side: Side) -> tuple[PlayerEntry, ...]:
    """Turn a hand's side entries into player entries (see the module's rules)."""
    result: list[PlayerEntry] = []
    for entry in entries:
        if entry.side == declaring_side:
            result.append(PlayerEntry(declarer, entry.points, entry.line, entry.reason))
        else:
            for defender in defenders:
                result.append(PlayerEntry(defender, entry.points, entry.line, entry.reason))
    return tuple(result)


def credit_hand(result: HandResult, score_hand: HandScorer) -> tuple[PlayerEntry, ...]:
    """A played hand's player entries: ``result`` (the contract, declarer's tricks and the deal
    as played, the widow opposite declarer) scored by ``score_hand`` for the declaring side
    and the defending side (there is no vulnerability), then credited to the players:
    declarer keeps his seat, the other two players defend wherever they sat for the play.
    Nothing for a passed-out hand."""
    contract = result.contract
    if contract is None:
        return ()
    declarer = contract.declarer
    others = tuple(p for p in PLAYERS if p is not declarer)
    return credit(score_hand(result, Vulnerability.NONE), declarer, (others[0], others[1]), contract.side)


@dataclass(frozen=True, slots=True)
class ThreeHandedResult:
    """Totals per player, games won, winner (a seat letter or "tie") and margin."""

    finished: bool
    games: dict[str, int]
    totals: dict[str, int]
    winner: str
    margin: int
    needs_extra_hand: bool

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict."""
        return {"finished": self.finished, "games": self.games, "totals": self.totals, "winner": self.winner,
                "margin": self.margin, "needs_extra_hand": self.needs_extra_hand}


@dataclass(frozen=True, slots=True)
class ThreeHandedLedger:
    """An immutable three-player scoresheet; add hands with :meth:`with_hand`."""

    game_target: int
    fixed_hands: int | None = None
    hands: tuple[ThreeHandedHand, ...] = ()

    def __post_init__(self) -> None:
        if self.game_target < 1:
            raise TrumpsError(f"game target must be positive, not {self.game_target}")

    @property
    def games_won(self) -> dict[Seat, int]:
        """Games won by each player."""
        won = dict.fromkeys(PLAYERS, 0)
        for hand in self.hands:
            if hand.game_won_by is not None:
                won[hand.game_won_by] += 1
        return won

    @property
    def current_game(self) -> int:
        """The 1-based number of the game in progress."""
        return sum(self.games_won.values()) + 1

    def below_in_game(self) -> dict[Seat, int]:
        """Each player's points below the line in the game in progress."""
        below = dict.fromkeys(PLAYERS, 0)
        game = self.current_game
        for hand in self.hands:
            if hand.game == game:
                for entry in hand.entries:
                    if entry.line is Line.BELOW:
                        below[entry.player] += entry.points
        return below

    @property
    def finished(self) -> bool:
        """True when a player has won the rubber, or the fixed session is complete."""
        if self.fixed_hands is not None:
            return len(self.hands) >= self.fixed_hands
        return max(self.games_won.values()) >= _GAMES_TO_WIN

    def with_hand(self, entries: Iterable[PlayerEntry], declarer: Seat | None) -> ThreeHandedLedger:
        """A new ledger with one more hand (``declarer`` None when passed out)."""
        if self.finished:
            raise IllegalActionError("the rubber is over; start a new sheet")
        hand_entries = list(entries)
        game = self.current_game
        game_won_by: Seat | None = None
        if declarer is not None:
            below = self.below_in_game()[declarer]
            below += sum(e.points for e in hand_entries if e.player == declarer and e.line is Line.BELOW)
            if below >= self.game_target and any(e.player == declarer and e.line is Line.BELOW
                                                 for e in hand_entries):
                game_won_by = declarer
        if game_won_by is not None and self.fixed_hands is None \
                and self.games_won[game_won_by] + 1 >= _GAMES_TO_WIN:
            hand_entries.append(PlayerEntry(game_won_by, AUCTION_RUBBER_BONUS, Line.ABOVE, RUBBER_BONUS))
        hand = ThreeHandedHand(len(self.hands) + 1, game, declarer, tuple(hand_entries), game_won_by)
        return ThreeHandedLedger(self.game_target, self.fixed_hands, (*self.hands, hand))

    def with_result(self, result: HandResult, score_hand: HandScorer) -> ThreeHandedLedger:
        """A new ledger with one more played hand, scored and credited by :func:`credit_hand`
        (what both a three-handed session and ``trumps rubber`` on its exported hands do)."""
        declarer = None if result.contract is None else result.contract.declarer
        return self.with_hand(credit_hand(result, score_hand), declarer)

    def result(self) -> ThreeHandedResult:
        """Totals, winner and margin as things stand."""
        totals = dict.fromkeys(PLAYERS, 0)
        for hand in self.hands:
            for entry in hand.entries:
                totals[entry.player] += entry.points
        ranked = sorted(totals.values(), reverse=True)
        top = [player for player in PLAYERS if totals[player] == ranked[0]]
        winner = top[0].letter if len(top) == 1 else "tie"
        rubber_won = self.fixed_hands is None and self.finished
        return ThreeHandedResult(
            finished=self.finished,
            games={p.letter: n for p, n in self.games_won.items()},
            totals={p.letter: n for p, n in totals.items()},
            winner=winner,
            margin=ranked[0] - ranked[1],
            needs_extra_hand=winner == "tie" and not rubber_won,
        )
