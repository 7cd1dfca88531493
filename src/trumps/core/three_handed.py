"""Three-handed Auction Bridge at the table (the `auction-classic` house option ``three_handed``).

RULES.md `auction-classic` names the option ("three-handed play: the fourth hand dealt face
down and taken by the auction's winner as dummy"); seed 002, "Auction Bridge a três". The
rule text is silent on the mechanics; this module settles them, following the traditional
three-handed game (each player for himself):

1. **Seats.** Three live players sit at N, E and S. West's hand is dealt face down: the
   *widow*. Nobody sits at West.
2. **Auction.** Each player bids for himself (:class:`IndividualAuction`). West never
   calls: the table passes for West whenever it is West's turn, so two live passes after a
   bid end the auction (with West's automatic pass, three passes), and four passes at the
   start (West's included) pass the hand out. Any player may double another player's last
   bid, never his own (there are no partners: doubling the bid of the player opposite is
   legal); only the player whose bid was doubled may redouble. Declarer is the player who
   made the last bid.
3. **After the auction** declarer takes the widow as dummy, opposite him. Declarer East:
   West's hand is already opposite. Declarer North (South): the widow's cards move
   opposite him, to South (North), and the player displaced from there goes to West's
   place with his own cards, to defend with East. The rest is the normal play: declarer's
   left-hand opponent leads, dummy is faced after the lead, declarer plays both hands.

How it is built (:class:`ThreeHandedTable`): a :class:`~trumps.core.table.TableState`
subclass whose fields describe the table by *positions* (the compass seats where the
hands lie now): ``deal`` is the play deal (the dealt deal with the two hands swapped as
above once the auction is over), ``auction`` an :class:`IndividualAuction` holding West's
automatic passes, ``play`` and ``claim`` the ordinary play state. Its action log holds
only the live players' actions, each naming the *player* (his identity seat N, E or S);
:meth:`ThreeHandedTable.apply` maps the player to his position, lets an ordinary table
(the position table) check and apply the action, adds the widow's passes and, when the
auction ends, makes the move. So replaying the log reproduces the automatic passes and the
move, and ``to_act()``, ``controller()`` and ``claim_waiting_on()`` answer in players,
while ``view_for(player)`` is the view of the player's current position
(``SeatView.seat`` is that position; the widow is hidden like any dummy until the opening
lead). Events name positions, as the views do.

A subclass rather than a flag on TableState: ordinary tables run exactly the code they ran
before (the optimised fast paths of table.py and auction.py are untouched, not even a
check is added), and everything three-handed lives here. ``result()`` is inherited: the
contract and the play deal, so honors count for declarer with dummy against the defenders;
the session credits the players (``trumps.scoring.three_handed.ThreeHandedLedger.with_result``).
"""

from __future__ import annotations

from collections.abc import Iterable

from trumps.core.auction import Auction, _make_auction
from trumps.core.calls import ALL_CALLS, DOUBLE, PASS, REDOUBLE, Bid, Call
from trumps.core.cards import CardSet
from trumps.core.contract import Doubling
from trumps.core.deal import Deal
from trumps.core.errors import IllegalActionError, IllegalCallError
from trumps.core.play import PlayState
from trumps.core.seats import Seat, Vulnerability
from trumps.core.table import (
    Action,
    CallAction,
    CardAction,
    ClaimAction,
    ClaimAnswer,
    Event,
    Phase,
    SeatView,
    SettleAction,
    TableState,
    _make_table_state,
)

PLAYERS: tuple[Seat, Seat, Seat] = (Seat.N, Seat.E, Seat.S)
"""The three live players, named by the seats where they sit during the auction."""

WIDOW = Seat.W
"""The seat whose hand is dealt face down (the widow), taken as dummy by declarer."""

_NO_NAMER: tuple[Seat | None, ...] = (None,) * 10


def moved_player(declarer: Seat) -> Seat | None:
    """The player who goes to West's place when ``declarer`` takes the widow (rule 3)."""
    if declarer is Seat.N:
        return Seat.S
    if declarer is Seat.S:
        return Seat.N
    return None


def play_deal(dealt: Deal, declarer: Seat) -> Deal:
    """The deal as the hands lie for the play: the widow opposite declarer (rule 3).

    Swapping is its own inverse, so ``play_deal(play_deal(d, x), x) == d``.
    """
    moved = moved_player(declarer)
    if moved is None:
        return dealt
    hands = list(dealt.hands)
    hands[moved], hands[WIDOW] = hands[WIDOW], hands[moved]
    return Deal((hands[0], hands[1], hands[2], hands[3]))


class IndividualAuction(Auction):
    """An auction where each seat bids for himself (rule 2): no partnerships.

    The same calls and completion as :class:`~trumps.core.auction.Auction`; what differs:
    a double is of another player's last bid (any other player's), a redouble only by the
    player whose bid was doubled, and declarer is the last bidder. West (the widow) may
    only pass; :class:`ThreeHandedTable` makes those passes.
    """

    __slots__ = ()

    def __init__(self, dealer: Seat, calls: Iterable[Call] = ()) -> None:
        state = _individual(_make_auction(dealer, (), None, None, Doubling.UNDOUBLED, 0, _NO_NAMER, None))
        for call in calls:
            state = state.with_call(call)
        for name in Auction.__slots__:
            object.__setattr__(self, name, getattr(state, name))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, IndividualAuction) and other.dealer == self.dealer
                and other.calls == self.calls)

    def __hash__(self) -> int:
        return hash(("individual", self.dealer, self.calls))

    def __repr__(self) -> str:
        return f"IndividualAuction({self.dealer!r}, {list(self.calls)!r})"

    @property
    def declarer(self) -> Seat | None:
        """The player who made the last bid (each player bids for himself)."""
        return self.last_bidder

    def _refusal(self, seat: Seat) -> str | None:
        return "West's hand is face down: West only passes" if seat is WIDOW else None

    def _double_refusal(self, seat: Seat, bidder: Seat) -> str | None:
        return "you cannot double your own bid" if bidder is seat else None

    def _redouble_refusal(self, seat: Seat, bidder: Seat) -> str | None:
        return f"only {bidder.full_name}, whose bid was doubled, may redouble" if bidder is not seat else None

    def legal_calls(self) -> list[Call]:
        """Every call the seat to call may make, pass first, then X/XX, then bids upward."""
        if self.is_complete:
            return []
        return [call for call in ALL_CALLS if self.why_illegal(call) is None]

    def with_call(self, call: Call) -> IndividualAuction:
        """A new auction with ``call`` added; raises :class:`IllegalCallError` when illegal."""
        reason = self.why_illegal(call)
        if reason is not None:
            where = f"call {len(self.calls) + 1} ({call.short} by {self.to_call.letter})"
            raise IllegalCallError(f"{where}: {reason}", index=len(self.calls))
        seat = self.to_call
        calls = (*self.calls, call)
        if call is PASS:
            fields = (self.last_bid, self.last_bidder, self.doubling, self.trailing_passes + 1, self._doubler)
        elif call is DOUBLE:
            fields = (self.last_bid, self.last_bidder, Doubling.DOUBLED, 0, seat)
        elif call is REDOUBLE:
            fields = (self.last_bid, self.last_bidder, Doubling.REDOUBLED, 0, self._doubler)
        else:
            assert isinstance(call, Bid)
            fields = (call, seat, Doubling.UNDOUBLED, 0, None)
        last_bid, last_bidder, doubling, passes, doubler = fields
        return _individual(_make_auction(self.dealer, calls, last_bid, last_bidder, doubling, passes,
                                         _NO_NAMER, doubler))

    def with_calls(self, calls: Iterable[Call]) -> IndividualAuction:
        """Add several calls in order."""
        auction = self
        for call in calls:
            auction = auction.with_call(call)
        return auction


def _individual(auction: Auction) -> IndividualAuction:
    """The same fields as an IndividualAuction (the layouts are identical: no new slots)."""
    object.__setattr__(auction, "__class__", IndividualAuction)
    return auction  # type: ignore[return-value]


class ThreeHandedTable(TableState):
    """One three-handed hand: fields by position, actions and turns by player (see the module)."""

    __slots__ = ()

    @classmethod
    def new(cls, deal: Deal, dealer: Seat, vulnerability: Vulnerability = Vulnerability.NONE,
            *, open_hands: bool = False) -> ThreeHandedTable:
        """A fresh hand; when West deals, the table passes for West at once."""
        deal.validate()
        start = _make_table_state(deal, dealer, vulnerability, IndividualAuction(dealer), None, None, None,
                                  open_hands, ())
        inner, _ = _widow_passes(start, [])
        return cls._of(inner, ())

    @classmethod
    def _of(cls, inner: TableState, actions: tuple[Action, ...]) -> ThreeHandedTable:
        return cls(inner.deal, inner.dealer, inner.vulnerability, inner.auction, inner.play, inner.claim,
                   inner.result_tricks, inner.open_hands, actions)

    def _positions(self) -> TableState:
        """The ordinary table of positions this state describes (its own log left empty)."""
        return _make_table_state(self.deal, self.dealer, self.vulnerability, self.auction, self.play,
                                 self.claim, self.result_tricks, self.open_hands, ())

    # seating --------------------------------------------------------------------
    @property
    def dealt_deal(self) -> Deal:
        """The deal as dealt (West's hand the widow), before any move."""
        if self.play is None:
            return self.deal
        return play_deal(self.deal, self.play.declarer)

    @property
    def moved(self) -> Seat | None:
        """The player sitting at West's place for the play (None before it, or declarer East)."""
        return None if self.play is None else moved_player(self.play.declarer)

    @property
    def widow_position(self) -> Seat:
        """Where the widow's cards lie now: West, then opposite declarer once the auction is over."""
        return WIDOW if self.play is None else self.play.dummy

    def position_of(self, player: Seat) -> Seat:
        """Where ``player`` (N, E or S) sits now (West's place when he moved)."""
        if player is WIDOW:
            raise IllegalActionError("nobody sits at West: West's hand is dealt face down")
        return WIDOW if player is self.moved else player

    def player_at(self, position: Seat) -> Seat | None:
        """The player sitting at ``position`` now; None for the widow's position."""
        moved = self.moved
        if moved is not None:
            if position is WIDOW:
                return moved
            if position is moved:
                return None
        return None if position is self.widow_position else position

    # turns, in players -------------------------------------------------------------
    def to_act(self) -> Seat | None:
        """The player who must act now: declarer when dummy's card is due; None when done."""
        inner = self._positions()
        position = inner.to_act()
        if position is None:
            return None
        return self.player_at(inner.controller(position))

    def controller(self, seat: Seat) -> Seat:
        """Who decides for ``seat``: each player for himself; declarer for the widow in the play."""
        if seat is WIDOW and self.play is not None:
            return self.play.declarer
        return seat

    def claim_waiting_on(self) -> tuple[Seat, ...]:
        """The defending players who still have to answer the pending claim."""
        waiting = []
        for position in self._positions().claim_waiting_on():
            player = self.player_at(position)
            assert player is not None
            waiting.append(player)
        return tuple(waiting)

    def legal_actions_for(self, seat: Seat) -> tuple[tuple[Call, ...], CardSet]:
        """The calls and cards player ``seat`` may choose now (dummy's cards for declarer)."""
        if seat is WIDOW:
            return (), CardSet()
        return self._positions().legal_actions_for(self.position_of(seat))

    def visible_seats(self, viewer: Seat | None) -> frozenset[Seat]:
        """Positions whose cards player ``viewer`` (None: a spectator) may see now."""
        position = None if viewer is None or viewer is WIDOW else self.position_of(viewer)
        return self._positions().visible_seats(position)

    def view_for(self, viewer: Seat | None) -> SeatView:
        """What player ``viewer`` may know now, seen from his current position (None: a spectator)."""
        position = None if viewer is None or viewer is WIDOW else self.position_of(viewer)
        return self._positions().view_for(position)

    # the door ------------------------------------------------------------------------
    def apply(self, action: Action) -> tuple[ThreeHandedTable, tuple[Event, ...]]:
        """Check and apply one player's action; the widow's passes and the move follow by themselves."""
        if isinstance(action, CallAction):
            positioned: Action = CallAction(self._position_checked(action.seat), action.call)
        elif isinstance(action, CardAction):
            positioned = CardAction(self._position_checked(action.seat), action.card)
        elif isinstance(action, ClaimAction):
            positioned = ClaimAction(self._position_checked(action.seat), action.tricks)
        elif isinstance(action, ClaimAnswer):
            positioned = ClaimAnswer(self._position_checked(action.seat), action.accept)
        elif isinstance(action, SettleAction):
            positioned = action
        else:
            raise IllegalActionError(f"unknown action {action!r}")
        inner, first = self._positions().apply(positioned)
        events = list(first)
        inner, events = _widow_passes(inner, events)
        if self.play is None and inner.play is not None:
            # rule 3: declarer takes the widow; the hands move before the opening lead
            contract = inner.play.contract
            moved = play_deal(inner.deal, contract.declarer)
            inner = _make_table_state(moved, inner.dealer, inner.vulnerability, inner.auction,
                                      PlayState.start(moved, contract), None, None, inner.open_hands, ())
        return self._of(inner, (*self.actions, action)), tuple(events)

    def _position_checked(self, player: Seat) -> Seat:
        if player is WIDOW:
            raise IllegalActionError("West's hand is dealt face down: nobody acts for West "
                                     "(the table passes for West; declarer plays the widow as dummy)")
        return self.position_of(player)


def _widow_passes(inner: TableState, events: list[Event]) -> tuple[TableState, list[Event]]:
    """Pass for West whenever it is West's turn in the auction (rule 2)."""
    while inner.phase is Phase.AUCTION and inner.auction.to_call is WIDOW:
        inner, more = inner.apply(CallAction(WIDOW, PASS))
        events.extend(more)
    return inner, events
