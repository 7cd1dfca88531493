"""Cards and sets of cards.

A card is one of 52 singletons numbered 0..51 suit-major (clubs 0..12, diamonds
13..25, hearts 26..38, spades 39..51; within a suit 2 is lowest). A :class:`CardSet`
is an immutable bit mask over those numbers with a set API, so that "the cards of a
suit" and "follow suit" are single AND operations on 13-bit fields.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import ClassVar

from trumps.core.errors import InvalidCardError


class Suit(IntEnum):
    """A suit, numbered in bidding order (clubs lowest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The one-letter name used in PBN and LIN: C, D, H or S."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ♣ ♦ ♥ ♠."""
        return "♣♦♥♠"[self]

    @property
    def mask(self) -> int:
        """The 13-bit field of this suit inside a card-set mask."""
        return 0x1FFF << (13 * self)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from a letter or symbol (``S``, ``s``, ``♠``, ``♤``)."""
        key = text.strip().upper()
        found = _SUIT_NAMES.get(key)
        if found is None:
            raise InvalidCardError(f"not a suit: {text!r}")
        return found


_SUIT_NAMES: dict[str, Suit] = {}
for _suit in Suit:
    for _name in (_suit.letter, _suit.symbol, "♧♢♡♤"[_suit]):
        _SUIT_NAMES[_name] = _suit


class Rank(IntEnum):
    """A rank, 2 lowest and ace highest (values 2..14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """The one-character name: 2..9, T, J, Q, K, A."""
        return RANK_LETTERS[self - 2]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank from ``2``..``9``, ``T`` or ``10``, ``J``, ``Q``, ``K``, ``A``."""
        key = text.strip().upper()
        if key == "10":
            key = "T"
        index = RANK_LETTERS.find(key) if len(key) == 1 else -1
        if index < 0:
            raise InvalidCardError(f"not a rank: {text!r}")
        return cls(index + 2)


RANK_LETTERS = "23456789TJQKA"


class Card:
    """One playing card; there are exactly 52 instances, ``Card(0)`` .. ``Card(51)``."""

    __slots__ = ("index", "suit", "rank", "bit")
    _ALL: ClassVar[list[Card]] = []

    index: int
    suit: Suit
    rank: Rank
    bit: int

    def __new__(cls, index: int) -> Card:
        if cls._ALL:
            if not 0 <= index < 52:
                raise InvalidCardError(f"card index out of range: {index}")
            return cls._ALL[index]
        self = super().__new__(cls)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "suit", Suit(index // 13))
        object.__setattr__(self, "rank", Rank(index % 13 + 2))
        object.__setattr__(self, "bit", 1 << index)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (self.index,))

    @classmethod
    def of(cls, suit: Suit, rank: Rank) -> Card:
        """The card of this suit and rank."""
        return cls._ALL[suit * 13 + rank - 2]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card written suit first (``SA``, ``HT``, ``D10``, ``♠A``) or rank first (``AS``)."""
        key = text.strip()
        if len(key) < 2:
            raise InvalidCardError(f"not a card: {text!r}")
        try:
            return cls.of(Suit.parse(key[0]), Rank.parse(key[1:]))
        except InvalidCardError:
            pass
        try:
            return cls.of(Suit.parse(key[-1]), Rank.parse(key[:-1]))
        except InvalidCardError:
            raise InvalidCardError(f"not a card: {text!r}") from None

    def __str__(self) -> str:
        return self.suit.letter + self.rank.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index


Card._ALL.extend([Card(i) for i in range(52)])
ALL_CARDS: tuple[Card, ...] = tuple(Card._ALL)
FULL_MASK = (1 << 52) - 1

# The cards of each suit's 13-bit fields, ascending: ``SUIT_FIELD_CARDS[suit][field]``, filled in
# as fields are first met (at most 4 x 8192 small tuples, shared; None until then): a mask's cards
# are then four look-ups, and a mask within one suit (following suit) one.
_CLUB_FIELDS: list[tuple[Card, ...] | None] = [(), *[None] * 0x1FFF]
_DIAMOND_FIELDS: list[tuple[Card, ...] | None] = [(), *[None] * 0x1FFF]
_HEART_FIELDS: list[tuple[Card, ...] | None] = [(), *[None] * 0x1FFF]
_SPADE_FIELDS: list[tuple[Card, ...] | None] = [(), *[None] * 0x1FFF]
SUIT_FIELD_CARDS: tuple[list[tuple[Card, ...] | None], ...] = (_CLUB_FIELDS, _DIAMOND_FIELDS, _HEART_FIELDS,
                                                               _SPADE_FIELDS)


def suit_field_cards(suit: int, field: int) -> tuple[Card, ...]:
    """The cards of ``suit`` (0..3) whose rank bits are set in the 13-bit ``field``, ascending.

    The entry of ``SUIT_FIELD_CARDS``, filled in on first use.
    """
    table = SUIT_FIELD_CARDS[suit]
    cards = table[field]
    if cards is None:
        base = 13 * suit
        cards = table[field] = tuple(ALL_CARDS[base + rank] for rank in range(13) if field >> rank & 1)
    return cards


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a card mask (bit ``i`` = ``Card(i)``, 0 <= mask <= FULL_MASK) as a tuple.

    The same cards in the same order (ascending index) as iterating ``CardSet(mask)``, without
    building the set: for code that works on masks (``PlayState.legal_mask()``,
    ``PlayState.hands``) and chooses among the cards, e.g.
    ``rng.choice(cards_of_mask(play.legal_mask()))``. Answers come from the shared per-suit
    tables of ``SUIT_FIELD_CARDS``: four look-ups.
    """
    try:
        return (*_CLUB_FIELDS[mask & 0x1FFF], *_DIAMOND_FIELDS[mask >> 13 & 0x1FFF],  # type: ignore[misc]
                *_HEART_FIELDS[mask >> 26 & 0x1FFF], *_SPADE_FIELDS[mask >> 39])
    except TypeError:  # a field met for the first time (its entry is None): fill it in, once
        return cards_of_new_mask(mask)


def cards_of_new_mask(mask: int) -> tuple[Card, ...]:
    """:func:`cards_of_mask` for a mask whose fields may not be in the tables yet (fills them in)."""
    return (suit_field_cards(0, mask & 0x1FFF) + suit_field_cards(1, mask >> 13 & 0x1FFF)
            + suit_field_cards(2, mask >> 26 & 0x1FFF) + suit_field_cards(3, mask >> 39))


HONOR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


class CardSet:
    """An immutable set of cards stored as a 52-bit integer mask."""

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: Iterable[Card] | int = 0) -> None:
        if isinstance(cards, int):
            if cards < 0 or cards > FULL_MASK:
                raise InvalidCardError(f"card mask out of range: {cards:#x}")
            mask = cards
        else:
            mask = 0
            for card in cards:
                mask |= card.bit
        object.__setattr__(self, "mask", mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[type[CardSet], tuple[int]]:
        return (CardSet, (self.mask,))

    @classmethod
    def full(cls) -> CardSet:
        """All 52 cards."""
        return cls(FULL_MASK)

    # set API -------------------------------------------------------------
    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.bit)

    def __iter__(self) -> Iterator[Card]:
        """Cards in ascending index order (clubs first, low to high)."""
        return iter(cards_of_mask(self.mask))

    def __reversed__(self) -> Iterator[Card]:
        """Cards in descending order (spades first, high to low)."""
        mask = self.mask
        while mask:
            top = mask.bit_length() - 1
            yield ALL_CARDS[top]
            mask ^= 1 << top

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __or__(self, other: CardSet) -> CardSet:
        return cardset_of_mask(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return cardset_of_mask(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return cardset_of_mask(self.mask & ~other.mask)

    def __xor__(self, other: CardSet) -> CardSet:
        return cardset_of_mask(self.mask ^ other.mask)

    def __le__(self, other: CardSet) -> bool:
        return self.mask & ~other.mask == 0

    def __ge__(self, other: CardSet) -> bool:
        return other.mask & ~self.mask == 0

    def isdisjoint(self, other: CardSet) -> bool:
        """True when the two sets share no card."""
        return self.mask & other.mask == 0

    def add(self, card: Card) -> CardSet:
        """A new set with ``card`` added."""
        return cardset_of_mask(self.mask | card.bit)

    def remove(self, card: Card) -> CardSet:
        """A new set without ``card``; raises when the card is not in the set."""
        if not self.mask & card.bit:
            raise InvalidCardError(f"{card} is not in the set")
        return cardset_of_mask(self.mask ^ card.bit)

    # bridge helpers ------------------------------------------------------
    def suit(self, suit: Suit) -> CardSet:
        """The cards of one suit."""
        return cardset_of_mask(self.mask & (0x1FFF << (13 * suit)))

    def suit_bits(self, suit: Suit) -> int:
        """The 13-bit field of one suit (bit 0 = the two, bit 12 = the ace)."""
        return (self.mask >> (13 * suit)) & 0x1FFF

    def count(self, suit: Suit) -> int:
        """How many cards of one suit the set holds."""
        return self.suit_bits(suit).bit_count()

    def shape(self) -> tuple[int, int, int, int]:
        """Suit lengths in the order spades, hearts, diamonds, clubs."""
        return (
            self.count(Suit.SPADES),
            self.count(Suit.HEARTS),
            self.count(Suit.DIAMONDS),
            self.count(Suit.CLUBS),
        )

    def hcp(self) -> int:
        """Milton Work high-card points (A 4, K 3, Q 2, J 1)."""
        total = 0
        for suit in Suit:
            bits = self.suit_bits(suit)
            total += 4 * (bits >> 12 & 1) + 3 * (bits >> 11 & 1) + 2 * (bits >> 10 & 1) + (bits >> 9 & 1)
        return total

    def to_pbn(self) -> str:
        """PBN hand notation: ``AKQ2.J5.T987.43`` (spades, hearts, diamonds, clubs)."""
        parts = []
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
            bits = self.suit_bits(suit)
            parts.append("".join(RANK_LETTERS[r] for r in range(12, -1, -1) if bits >> r & 1))
        return ".".join(parts)

    @classmethod
    def from_pbn(cls, text: str) -> CardSet:
        """Read PBN hand notation (spades first, suits separated by dots; ``10`` allowed)."""
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise InvalidCardError(f"a hand needs 4 suits separated by dots: {text!r}")
        mask = 0
        for suit, holding in zip((Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), parts):
            holding = holding.upper().replace("10", "T")
            for char in holding:
                index = RANK_LETTERS.find(char)
                if index < 0:
                    raise InvalidCardError(f"not a rank in hand {text!r}: {char!r}")
                bit = 1 << (suit * 13 + index)
                if mask & bit:
                    raise InvalidCardError(f"{suit.letter}{char} appears twice in hand {text!r}")
                mask |= bit
        return cls(mask)

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"CardSet.from_pbn({self.to_pbn()!r})"


class _CardSetBuilder:
    """CardSet's slot layout without the immutability guard (see :func:`cardset_of_mask`)."""

    __slots__ = ("mask",)
    mask: int


def cardset_of_mask(mask: int) -> CardSet:
    """The CardSet of a mask already known to be in range, without ``CardSet()``'s checks.

    For hot paths that compute masks from valid sets; it fills a builder with CardSet's one
    slot and switches its class, so the result is an ordinary immutable CardSet.
    """
    cards = _CardSetBuilder()
    cards.mask = mask
    cards.__class__ = CardSet  # type: ignore[assignment]
    return cards  # type: ignore[return-value]


if _CardSetBuilder.__slots__ != CardSet.__slots__:
    raise RuntimeError("the builder's slots must match CardSet's")
