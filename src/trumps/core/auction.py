"""The auction: legal calls, completion, the final contract and its declarer (RULES.md, "Common to all")."""

from __future__ import annotations

from collections.abc import Iterable

from trumps.core.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Strain
from trumps.core.contract import Contract, Doubling, _make_contract
from trumps.core.errors import IllegalCallError
from trumps.core.seats import Seat, Side

_NO_NAMER: tuple[Seat | None, ...] = (None,) * 10


class Auction:
    """An immutable auction: the dealer and the calls made so far, with derived state.

    Build one with ``Auction(dealer)`` or ``Auction(dealer, calls)`` (the calls are
    checked), then extend it with :meth:`with_call`, which returns a new auction.
    """

    __slots__ = ("dealer", "calls", "last_bid", "last_bidder", "doubling", "trailing_passes",
                 "_namers", "_doubler")

    dealer: Seat
    calls: tuple[Call, ...]
    last_bid: Bid | None
    last_bidder: Seat | None
    doubling: Doubling
    trailing_passes: int
    _namers: tuple[Seat | None, ...]
    _doubler: Seat | None

    def __init__(self, dealer: Seat, calls: Iterable[Call] = ()) -> None:
        if calls == ():  # the empty auction: no call to check
            _set_dealer(self, dealer)
            _set_calls(self, ())
            _set_last_bid(self, None)
            _set_last_bidder(self, None)
            _set_doubling(self, Doubling.UNDOUBLED)
            _set_trailing_passes(self, 0)
            _set_namers(self, _NO_NAMER)
            _set_doubler(self, None)
            return
        state = _EMPTY_FIELDS(dealer).with_calls(calls)
        for name, set_slot in _SLOT_SETTERS:
            set_slot(self, getattr(state, name))

    @classmethod
    def _raw(cls, dealer: Seat, calls: tuple[Call, ...], last_bid: Bid | None, last_bidder: Seat | None,
             doubling: Doubling, trailing_passes: int, namers: tuple[Seat | None, ...],
             doubler: Seat | None) -> Auction:
        return _make_auction(dealer, calls, last_bid, last_bidder, doubling, trailing_passes, namers, doubler)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Auction is immutable")

    def __reduce__(self) -> tuple[type[Auction], tuple[Seat, tuple[Call, ...]]]:
        # rebuilt from its calls (checked again by the laws), since the slots cannot be set
        return type(self), (self.dealer, self.calls)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Auction) and other.dealer == self.dealer and other.calls == self.calls

    def __hash__(self) -> int:
        return hash((self.dealer, self.calls))

    def __repr__(self) -> str:
        return f"Auction({self.dealer!r}, {list(self.calls)!r})"

    def __len__(self) -> int:
        return len(self.calls)

    # state ---------------------------------------------------------------
    @property
    def to_call(self) -> Seat:
        """The seat whose turn it is to call (meaningless once complete)."""
        return _SEATS[(self.dealer + len(self.calls)) & 3]

    @property
    def is_complete(self) -> bool:
        """Three passes after a bid, double or redouble; or four passes at the start."""
        if self.last_bid is None:
            return self.trailing_passes >= 4
        return self.trailing_passes >= 3

    @property
    def is_passed_out(self) -> bool:
        """True when the auction ended with four passes and no bid."""
        return self.last_bid is None and self.trailing_passes >= 4

    def seat_of(self, index: int) -> Seat:
        """The seat that made call number ``index`` (0-based)."""
        return self.dealer.offset(index)

    def first_to_name(self, side: Side, strain: Strain) -> Seat | None:
        """The first player of ``side`` to bid ``strain`` (the declarer rule)."""
        return self._namers[side * 5 + strain]

    @property
    def declarer(self) -> Seat | None:
        """Declarer once a bid exists: first of the last bidder's side to name its strain."""
        if self.last_bid is None or self.last_bidder is None:
            return None
        return self._namers[self.last_bidder.side * 5 + self.last_bid.strain]

    @property
    def contract(self) -> Contract | None:
        """The contract of a completed auction, None when passed out or not complete."""
        if not self.is_complete or self.last_bid is None:
            return None
        declarer = self.declarer
        assert declarer is not None
        # the level of a bid is 1..7: what Contract() checks holds already
        return _make_contract(self.last_bid.level, self.last_bid.strain, self.doubling, declarer)

    # legality ------------------------------------------------------------
    def why_illegal(self, call: Call) -> str | None:
        """None when ``call`` is legal for the seat to call, otherwise the reason."""
        if self.is_complete:
            return "the auction is over"
        if call is PASS:
            return None
        seat = self.to_call
        refusal = self._refusal(seat)
        if refusal is not None:
            return refusal
        if isinstance(call, Bid):
            if self.last_bid is not None and call.index <= self.last_bid.index:
                return f"{call} is not higher than {self.last_bid}"
            return None
        if call is DOUBLE:
            if self.last_bid is None or self.last_bidder is None:
                return "there is no bid to double"
            refusal = self._double_refusal(seat, self.last_bidder)
            if refusal is not None:
                return refusal
            if self.doubling is not Doubling.UNDOUBLED:
                return f"{self.last_bid} is already doubled"
            return None
        if call is REDOUBLE:
            if self.doubling is not Doubling.DOUBLED or self.last_bidder is None:
                return "there is no double to redouble" if self.doubling is Doubling.UNDOUBLED \
                    else "the bid is already redoubled"
            return self._redouble_refusal(seat, self.last_bidder)
        return f"unknown call {call!r}"

    # who may call what: partnerships here; a subclass (each player for himself) overrides these
    def _refusal(self, seat: Seat) -> str | None:
        """Why ``seat`` may make no call but pass, or None."""
        return None

    def _double_refusal(self, seat: Seat, bidder: Seat) -> str | None:
        """Why ``seat`` may not double ``bidder``'s bid, or None."""
        return "you cannot double your own side's bid" if bidder.side == seat.side else None

    def _redouble_refusal(self, seat: Seat, bidder: Seat) -> str | None:
        """Why ``seat`` may not redouble the double of ``bidder``'s bid, or None."""
        if bidder.side != seat.side:
            return "you can only redouble an opponent's double of your side's bid"
        return None

    def is_legal(self, call: Call) -> bool:
        """True when ``call`` may be made now."""
        return self.why_illegal(call) is None

    def legal_calls(self) -> list[Call]:
        """Every call the seat to call may make, pass first, then X/XX, then bids upward."""
        last_bid = self.last_bid
        if last_bid is None:
            return [PASS, *ALL_BIDS] if self.trailing_passes < 4 else []
        if self.trailing_passes >= 3:
            return []
        # the same tests as why_illegal: X of an opponent's undoubled bid, XX of a double of ours
        last_bidder = self.last_bidder
        assert last_bidder is not None
        opponents_bid = (self.dealer + len(self.calls) - last_bidder) & 1
        doubling = self.doubling
        if doubling is Doubling.UNDOUBLED:
            head: list[Call] = [PASS, DOUBLE] if opponents_bid else [PASS]
        elif doubling is Doubling.DOUBLED and not opponents_bid:
            head = [PASS, REDOUBLE]
        else:
            head = [PASS]
        head += _BIDS_ABOVE[last_bid.index]
        return head

    def with_call(self, call: Call) -> Auction:
        """A new auction with ``call`` added; raises :class:`IllegalCallError` when illegal."""
        last_bid = self.last_bid
        trailing_passes = self.trailing_passes
        # fast paths for the two commonest legal calls (_make_auction inlined); everything else
        # goes through why_illegal
        if call is PASS:
            if trailing_passes < (4 if last_bid is None else 3):
                auction = _AuctionBuilder()
                auction.dealer = self.dealer
                auction.calls = (*self.calls, call)
                auction.last_bid = last_bid
                auction.last_bidder = self.last_bidder
                auction.doubling = self.doubling
                auction.trailing_passes = trailing_passes + 1
                auction._namers = self._namers
                auction._doubler = self._doubler
                auction.__class__ = Auction  # type: ignore[assignment]
                return auction  # type: ignore[return-value]
        elif call.__class__ is Bid and (trailing_passes < 4 if last_bid is None
                                        else trailing_passes < 3 and call.index > last_bid.index):
            calls = self.calls
            dealer = self.dealer
            seat_index = (dealer + len(calls)) & 3
            namers = self._namers
            slot = _NAMER_SLOT[seat_index & 1][call.index]
            if namers[slot] is None:
                namers = (*namers[:slot], _SEATS[seat_index], *namers[slot + 1:])
            auction = _AuctionBuilder()
            auction.dealer = dealer
            auction.calls = (*calls, call)
            auction.last_bid = call
            auction.last_bidder = _SEATS[seat_index]
            auction.doubling = Doubling.UNDOUBLED
            auction.trailing_passes = 0
            auction._namers = namers
            auction._doubler = None
            auction.__class__ = Auction  # type: ignore[assignment]
            return auction  # type: ignore[return-value]
        reason = self.why_illegal(call)
        if reason is not None:
            where = f"call {len(self.calls) + 1} ({call.short} by {self.to_call.letter})"
            raise IllegalCallError(f"{where}: {reason}", index=len(self.calls))
        dealer = self.dealer
        calls = self.calls
        seat = _SEATS[(dealer + len(calls)) & 3]
        calls = (*calls, call)
        if call is DOUBLE:
            return _make_auction(dealer, calls, last_bid, self.last_bidder, Doubling.DOUBLED,
                                 0, self._namers, seat)
        if call is REDOUBLE:
            return _make_auction(dealer, calls, last_bid, self.last_bidder, Doubling.REDOUBLED,
                                 0, self._namers, self._doubler)
        assert isinstance(call, Bid)  # a legal bid not of the Bid class itself
        namers = self._namers
        slot = (seat & 1) * 5 + call.strain
        if namers[slot] is None:
            namers = (*namers[:slot], seat, *namers[slot + 1:])
        return _make_auction(dealer, calls, call, seat, Doubling.UNDOUBLED, 0, namers, None)

    def with_calls(self, calls: Iterable[Call]) -> Auction:
        """Add several calls in order: the same as :meth:`with_call` for each in turn (the same
        :class:`IllegalCallError` for the first illegal one), without the auctions between."""
        if self.__class__ is not Auction:  # a subclass's with_call has the last word
            auction = self
            for call in calls:
                auction = auction.with_call(call)
            return auction
        dealer = self.dealer
        made = list(self.calls)
        last_bid = self.last_bid
        last_bidder = self.last_bidder
        doubling = self.doubling
        passes = self.trailing_passes
        namers = self._namers
        doubler = self._doubler
        for call in calls:
            # with_call's two fast paths: a pass that does not end the auction, a higher bid
            if call is PASS and passes < (4 if last_bid is None else 3):
                passes += 1
                made.append(call)
                continue
            if call.__class__ is Bid and (passes < 4 if last_bid is None
                                          else passes < 3 and call.index > last_bid.index):
                assert isinstance(call, Bid)
                seat = _SEATS[(dealer + len(made)) & 3]
                slot = (seat & 1) * 5 + call.strain
                if namers[slot] is None:
                    namers = (*namers[:slot], seat, *namers[slot + 1:])
                last_bid, last_bidder, doubling, passes, doubler = call, seat, Doubling.UNDOUBLED, 0, None
                made.append(call)
                continue
            # anything else as with_call does it, from the auction so far (raises when illegal)
            after = _make_auction(dealer, tuple(made), last_bid, last_bidder, doubling, passes, namers,
                                  doubler).with_call(call)
            last_bid, last_bidder, doubling = after.last_bid, after.last_bidder, after.doubling
            passes, namers, doubler = after.trailing_passes, after._namers, after._doubler
            made.append(call)
        return _make_auction(dealer, tuple(made), last_bid, last_bidder, doubling, passes, namers, doubler)


# Auction's slots with their descriptors' setters, which store past the immutability guard.
_SLOT_SETTERS = tuple((name, Auction.__dict__[name].__set__) for name in Auction.__slots__)
(_set_dealer, _set_calls, _set_last_bid, _set_last_bidder, _set_doubling, _set_trailing_passes, _set_namers,
 _set_doubler) = (set_slot for _name, set_slot in _SLOT_SETTERS)


def _EMPTY_FIELDS(dealer: Seat) -> Auction:  # noqa: N802 - factory of the empty auction
    return _make_auction(dealer, (), None, None, Doubling.UNDOUBLED, 0, _NO_NAMER, None)


def _empty_auction(dealer: Seat) -> Auction:
    """The same as ``Auction(dealer)``, faster (for TableState.new)."""
    return _make_auction(dealer, (), None, None, Doubling.UNDOUBLED, 0, _NO_NAMER, None)


_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
# the bids above the bid with each call index (indexes 0..2 are not bids and are unused)
_BIDS_ABOVE: tuple[tuple[Bid, ...], ...] = tuple(ALL_BIDS[max(0, index - 2):] for index in range(38))
# the slot of _namers that a bid by a seat of each side (0 N-S, 1 E-W) names, by the bid's call index
_NAMER_SLOT: tuple[tuple[int, ...], ...] = tuple(
    tuple(side * 5 + (index - 3) % 5 if index >= 3 else -1 for index in range(38)) for side in (0, 1))


class _AuctionBuilder:
    """Auction's slot layout without the immutability guard (see :func:`_make_auction`)."""

    __slots__ = Auction.__slots__
    dealer: Seat
    calls: tuple[Call, ...]
    last_bid: Bid | None
    last_bidder: Seat | None
    doubling: Doubling
    trailing_passes: int
    _namers: tuple[Seat | None, ...]
    _doubler: Seat | None


def _make_auction(dealer: Seat, calls: tuple[Call, ...], last_bid: Bid | None, last_bidder: Seat | None,
                  doubling: Doubling, trailing_passes: int, namers: tuple[Seat | None, ...],
                  doubler: Seat | None) -> Auction:
    """An Auction from fields already checked: set on a builder with Auction's slots, then its
    class switched to Auction (plain attribute stores are much faster than object.__setattr__)."""
    auction = _AuctionBuilder()
    auction.dealer = dealer
    auction.calls = calls
    auction.last_bid = last_bid
    auction.last_bidder = last_bidder
    auction.doubling = doubling
    auction.trailing_passes = trailing_passes
    auction._namers = namers
    auction._doubler = doubler
    auction.__class__ = Auction  # type: ignore[assignment]
    return auction  # type: ignore[return-value]


def first_illegal(dealer: Seat, calls: Iterable[Call]) -> tuple[Auction, IllegalCallError | None]:
    """Apply calls until one is illegal: the auction so far and the error (None if all legal)."""
    auction = _EMPTY_FIELDS(dealer)
    for call in calls:
        try:
            auction = auction.with_call(call)
        except IllegalCallError as exc:
            return auction, exc
    return auction, None
