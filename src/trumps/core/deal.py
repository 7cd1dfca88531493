"""Deals: the four hands of one board, PBN deal notation, validity, seeded shuffles."""

from __future__ import annotations

import random
from dataclasses import dataclass

from trumps.core.cards import FULL_MASK, CardSet, cardset_of_mask
from trumps.core.errors import InvalidCardError, InvalidDealError
from trumps.core.seats import Seat

_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_CARD_BITS: tuple[int, ...] = tuple(1 << index for index in range(52))


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands indexed by seat (N, E, S, W). A complete deal has 13 distinct cards each."""

    hands: tuple[CardSet, CardSet, CardSet, CardSet]

    def __post_init__(self) -> None:
        if len(self.hands) != 4:
            raise InvalidDealError(f"a deal has 4 hands, not {len(self.hands)}")
        seen = 0
        for seat, hand in zip(_SEATS, self.hands):
            if seen & hand.mask:
                dup = CardSet(seen & hand.mask)
                raise InvalidDealError(f"{seat.full_name}'s hand repeats cards held by another hand: {dup}")
            seen |= hand.mask

    def __getitem__(self, seat: Seat) -> CardSet:
        return self.hands[seat]

    @property
    def is_complete(self) -> bool:
        """True when each hand holds 13 cards (so all 52 are dealt)."""
        north, east, south, west = self.hands
        return north.mask.bit_count() == 13 and east.mask.bit_count() == 13 \
            and south.mask.bit_count() == 13 and west.mask.bit_count() == 13

    def validate(self) -> None:
        """Raise :class:`InvalidDealError` unless every hand holds exactly 13 cards."""
        for seat, hand in zip(_SEATS, self.hands):
            if len(hand) != 13:
                raise InvalidDealError(f"{seat.full_name} holds {len(hand)} cards, not 13")

    def holder(self, card_bit: int) -> Seat | None:
        """The seat holding the card with this bit, or None."""
        for seat, hand in zip(_SEATS, self.hands):
            if hand.mask & card_bit:
                return seat
        return None

    def with_hand(self, seat: Seat, hand: CardSet) -> Deal:
        """A copy with one hand replaced."""
        hands = list(self.hands)
        hands[seat] = hand
        return Deal((hands[0], hands[1], hands[2], hands[3]))

    def completed(self) -> Deal:
        """Give the missing cards to the one empty hand (LIN and PBN may leave one hand out)."""
        empty = [seat for seat, hand in zip(_SEATS, self.hands) if not hand]
        if not empty:
            return self
        if len(empty) > 1:
            raise InvalidDealError(f"{len(empty)} hands are missing; only one can be filled in from the rest")
        short = empty
        missing = FULL_MASK
        for hand in self.hands:
            missing &= ~hand.mask
        result = self.with_hand(short[0], self.hands[short[0]] | CardSet(missing))
        result.validate()
        return result

    # PBN ---------------------------------------------------------------
    def to_pbn(self, first: Seat = Seat.N) -> str:
        """PBN ``Deal`` tag value, e.g. ``N:AKQ.. ...``, listing hands clockwise from ``first``."""
        hands = " ".join(self.hands[first.offset(i)].to_pbn() if self.hands[first.offset(i)] else "-"
                         for i in range(4))
        return f"{first.letter}:{hands}"

    @classmethod
    def from_pbn(cls, text: str, *, complete: bool = True) -> Deal:
        """Read ``N:AKQ2.J5.T987.43 ...`` (any first seat; ``-`` for an unknown hand).

        With ``complete`` (the default) one unknown hand is filled in from the rest and
        every hand must hold 13 cards.
        """
        body = " ".join(text.split())
        if len(body) < 2 or body[1] != ":":
            raise InvalidDealError(f"a deal starts with a seat and a colon, e.g. 'N:...': {text!r}")
        try:
            first = Seat.parse(body[0])
        except ValueError:
            raise InvalidDealError(f"a deal starts with N, E, S or W, not {body[0]!r}") from None
        parts = body[2:].split()
        if len(parts) != 4:
            raise InvalidDealError(f"a deal lists 4 hands, found {len(parts)}: {text!r}")
        hands: list[CardSet] = [CardSet(), CardSet(), CardSet(), CardSet()]
        for i, part in enumerate(parts):
            seat = first.offset(i)
            if part == "-":
                continue
            try:
                hands[seat] = CardSet.from_pbn(part)
            except InvalidCardError as exc:
                raise InvalidDealError(f"{seat.full_name}'s hand: {exc}") from None
        deal = cls((hands[0], hands[1], hands[2], hands[3]))
        if complete:
            deal = deal.completed()
            deal.validate()
        return deal

    @classmethod
    def random(cls, rng: random.Random | None = None) -> Deal:
        """A uniformly random complete deal from ``rng`` (a fresh unseeded one if omitted).

        The deck is ``list(range(52))`` shuffled by ``rng.shuffle`` and dealt round the table
        from North.
        """
        rng = rng or random.Random()
        order = list(range(52))
        rng.shuffle(order)
        # the cards go round the table from North: every fourth card of the shuffled deck
        bit = _CARD_BITS.__getitem__
        hands = (cardset_of_mask(sum(map(bit, order[0::4]))), cardset_of_mask(sum(map(bit, order[1::4]))),
                 cardset_of_mask(sum(map(bit, order[2::4]))), cardset_of_mask(sum(map(bit, order[3::4]))))
        if cls is not Deal:
            return cls(hands)
        # four disjoint hands of 13 cards by construction: what __post_init__ checks holds already
        deal = _DealBuilder()
        deal.hands = hands
        deal.__class__ = Deal  # type: ignore[assignment]
        return deal  # type: ignore[return-value]

    @classmethod
    def from_seed(cls, seed: int | str) -> Deal:
        """A repeatable random deal for a seed."""
        return cls.random(random.Random(seed))

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"


class _DealBuilder:
    """Deal's slot layout without the frozen guard (see :meth:`Deal.random`)."""

    __slots__ = ("hands",)
    hands: tuple[CardSet, CardSet, CardSet, CardSet]


if _DealBuilder.__slots__ != Deal.__slots__:
    raise RuntimeError("the builder's slots must match Deal's")
