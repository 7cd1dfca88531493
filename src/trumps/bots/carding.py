"""The defenders' carding agreements, and what a defender's earlier cards say about the hand.

Among cards that are equal whatever the layout (touching cards of one suit, see
:func:`~trumps.bots.player.equivalence_classes`), which one a defender plays is an agreement
open to the opponents, like the bidding system's:

* leading, a defender plays the **top** of its equal cards (the king from K-Q, the queen from
  Q-J-10);
* following suit, a defender plays the **lowest** of its equal cards (the jack from Q-J).

The bots play so (:class:`~trumps.bots.player.DDPlayer`), and the card-play sampler reads it
backwards: a defender who led the queen does not hold the king beside it; one who followed
with the queen does not hold the jack (restricted choice). Discards carry no such reading,
since people signal with them; declarer has no agreement with anyone, so declarer's cards
carry none either.

Two signals are agreed too, given with a spot card (ten or lower) that follows suit under the
trick's highest card of the suit:

* **attitude**, third to partner's lead: high (a card above the seat's lowest of the suit) asks
  for the suit again, with its ace, king or queen, or, in a suit contract, a doubleton beside a
  trump (to ruff the third round); low (its lowest) otherwise;
* **count**, on its first card of a suit declarer's side led: high with an even number of cards
  in the suit, low with an odd number.

A third, **discard** (not agreed by default: ``DDPlayer(signals=...)`` names it), reads a spot
card discarded as attitude to its suit: high (a lower spot of the suit kept) asks for the suit,
with its ace, king or queen; the lowest spot does not.

The bots signal only among cards the simulation rates equal (:func:`signal_card`: the signal
costs nothing on the layouts drawn), so a card may say nothing when no such choice existed;
the reading is therefore soft: a layout whose hand contradicts a signal counts
:data:`SIGNAL_MISMATCH_WEIGHT` times per signal (:func:`signal_weigher`), for partner and for
declarer alike (agreements are open). A card that was no choice in a layout (the seat had no
two unequal spot cards under the trick) is not read.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence

from trumps.bots.sampler import Admits, Knowledge, Layout, PlayedCard, cards_in_order
from trumps.core.cards import Card, Rank, Suit
from trumps.core.seats import Seat, Side
from trumps.core.table import SeatView

_SUIT_FIELD = 0x1FFF
_TOP_THREE = 0b111 << 10
"""The ace, king and queen of a suit's 13-bit field."""

SIGNAL_MISMATCH_WEIGHT = 0.03
"""How much a layout counts per signal its hand contradicts (1 when it agrees): the weight under
which the real layouts are likeliest among the layouts the card player draws
(``bench/fit_reading_weights.py``, on the decisions of 80 deals of seed ``card17``, none of the
benchmark's: 1,612 decisions read a signal). The real layout contradicted a signal in one
decision in fifteen, a drawn layout in one of two."""

_Play = tuple[int, int, int, int, bool]
"""A defender's card: its bit, its suit's mask, the seat's cards played before it, the cards of
the tricks finished before it, and whether it led."""


def _admits_play(original: int, play: _Play) -> bool:
    """True when a defender dealt ``original`` would have chosen this card among its equals."""
    bit, suit, own_before, finished, leads = play
    held = original & ~own_before
    around = held | finished  # cards that cannot split a run of the hand's cards
    if leads:
        higher = held & suit & ~((bit << 1) - 1)
        if not higher:
            return True
        next_up = higher & -higher
        between = (next_up - 1) & ~((bit << 1) - 1)
    else:
        lower = held & suit & (bit - 1)
        if not lower:
            return True
        next_down = 1 << (lower.bit_length() - 1)
        between = (bit - 1) & ~((next_down << 1) - 1)
    return bool(between & ~around)


def _hidden_defenders_cards(view: SeatView) -> Iterator[tuple[PlayedCard, int]]:
    """Each card a hidden defender played, in play order, with the cards that seat played before it."""
    contract = view.contract
    if contract is None:
        return
    hidden = {seat for seat in Seat if view.hands[seat] is None and seat.side is not contract.side}
    own = [0, 0, 0, 0]
    for played in cards_in_order(view):
        if played.seat in hidden:
            yield played, own[played.seat]
        own[played.seat] |= played.card.bit


def defenders_plays(view: SeatView) -> dict[Seat, list[_Play]]:
    """Each hidden defender's leads and follows so far, as :func:`_admits_play` reads them."""
    found: dict[Seat, list[_Play]] = {}
    for played, own_before in _hidden_defenders_cards(view):
        card, leads = played.card, not played.before
        if leads or card.suit is played.before[0].suit:
            suit = _SUIT_FIELD << (13 * card.suit)
            found.setdefault(played.seat, []).append((card.bit, suit, own_before, played.gone, leads))
    return found


def carding_model(view: SeatView) -> Admits | None:
    """For the sampler: would a hidden defender, dealt a mask's cards, have chosen its cards so?

    None when no hidden defender has played a card that says anything.
    """
    plays = defenders_plays(view)
    if not plays:
        return None

    def admits(seat: Seat, original: int) -> bool:
        return all(_admits_play(original, play) for play in plays.get(seat, ()))

    return admits


def agreed_card(run: list[Card], leads: bool, defends: bool) -> Card:
    """The card a seat plays from a run of equal cards (listed low to high): a defender leads the
    top of it; every other play is the lowest."""
    return run[-1] if leads and defends else run[0]


def wants_continued(held: int, suit: Suit, trump: Suit | None) -> bool:
    """Attitude: would a defender holding ``held`` (its cards as it follows) ask partner to go on
    with ``suit``? Yes with the ace, king or queen of it, or, in a suit contract, with a doubleton
    of it beside a trump (to ruff the third round)."""
    field = _SUIT_FIELD << (13 * suit)
    in_suit = held & field
    if in_suit & (_TOP_THREE << (13 * suit)):
        return True
    if trump is None or suit is trump:
        return False
    return in_suit.bit_count() == 2 and bool(held & (_SUIT_FIELD << (13 * trump)))


def _signal_room(before: Sequence[Card]) -> int:
    """The cards that can signal in a trick begun with ``before``: the suit led's spot cards (ten
    or lower) below the trick's highest card of that suit, as a mask."""
    led = before[0].suit
    top = max(card.rank for card in before if card.suit is led)
    return ((1 << (min(top - 1, Rank.TEN) - 1)) - 1) << (13 * led)  # ranks 2 up to that


def _under_the_trick(card: Card, before: Sequence[Card]) -> bool:
    """True when ``card`` can signal in a trick begun with ``before`` (:func:`_signal_room`)."""
    return bool(card.bit & _signal_room(before))


_SPOTS = (1 << (Rank.TEN - 1)) - 1
"""The spot cards (two to ten) of a suit's 13-bit field."""


def _discard_room(card: Card) -> int:
    """The cards that can signal by a discard of ``card``'s suit: its spot cards, as a mask."""
    return _SPOTS << (13 * card.suit)


def _is_discard(card: Card, before: Sequence[Card], trump: Suit | None) -> bool:
    """True when ``card``, played to a trick begun with ``before``, is a discard that can signal:
    a spot card of a side suit other than the one led."""
    return (bool(before) and card.suit is not before[0].suit and card.suit is not trump
            and card.rank <= Rank.TEN)


SIGNALS = ("attitude", "count")
"""The signals the defenders agree on by default (see the module docstring); ``discard`` is the
third the bots know."""


def wants_high(kind: str, held: int, suit: Suit, trump: Suit | None) -> bool:
    """What a defender holding ``held`` (as it follows) signals high by the agreement ``kind``:
    ``attitude``, :func:`wants_continued`; ``discard``, the same without the ruff (the seat is
    void in the suit led, not in this one); ``count``, an even number of cards in the suit."""
    if kind == "attitude":
        return wants_continued(held, suit, trump)
    if kind == "discard":
        return wants_continued(held, suit, None)
    return (held & (_SUIT_FIELD << (13 * suit))).bit_count() % 2 == 0


def _signal_kind(seat: Seat, leader: Seat, before: Sequence[Card], card: Card, contract_side: Side,
                 own_before: int, kinds: Collection[str], trump: Suit | None) -> str | None:
    """Which signal a defender's card gives, if any: following suit under the trick, attitude
    third to partner's lead and count on its first card of a suit declarer's side led; a spot
    card discarded, attitude to its suit (``discard``)."""
    if seat.side is contract_side or not before:
        return None
    if "discard" in kinds and _is_discard(card, before, trump):
        return "discard"
    if not _under_the_trick(card, before):
        return None
    if "attitude" in kinds and leader is seat.partner and len(before) == 2:
        return "attitude"
    first_of_suit = not own_before & (_SUIT_FIELD << (13 * card.suit))
    if "count" in kinds and leader.side is contract_side and first_of_suit:
        return "count"
    return None


def signal_card(view: SeatView, candidates: Sequence[Card], chosen: Card, safety: Callable[[Card], float],
                kinds: Collection[str] = SIGNALS) -> Card:
    """The card a defender plays by the signalling agreements (``kinds``), when it follows suit
    or (``discard``) discards.

    ``candidates`` are the cards the simulation cannot tell from ``chosen`` (class
    representatives), ``safety`` how often each is a best card double-dummy. Following suit, only
    cards as safe as ``chosen`` and under the trick are signals: high (the highest of them, when
    it is not the seat's lowest of the suit) for :func:`wants_high`, the seat's lowest card of the
    suit otherwise; discarding, see :func:`_discard_signal`. Without such a choice, ``chosen``
    stands.
    """
    seat, contract, hand = view.to_act, view.contract, view.hand
    if seat is None or contract is None or hand is None or view.seat is not seat or not view.current_trick:
        return chosen
    before = [card for _, card in view.current_trick]
    own_before = 0
    for played in cards_in_order(view):
        if played.seat is seat:
            own_before |= played.card.bit
    trump = contract.strain.suit
    leader = view.current_trick[0][0]
    kind = _signal_kind(seat, leader, before, chosen, contract.side, own_before, kinds, trump)
    if kind is None:
        return chosen
    floor = safety(chosen)
    if kind == "discard":
        discards = [card for card in candidates if _is_discard(card, before, trump) and safety(card) >= floor]
        return _discard_signal(hand.mask, chosen, discards)
    free = [card for card in candidates if _under_the_trick(card, before) and safety(card) >= floor]
    signals = sorted(free, key=lambda card: card.rank)
    if len(signals) < 2:
        return chosen
    lowest_held = min((card for card in hand if card.suit is chosen.suit), key=lambda card: card.rank)
    if wants_high(kind, hand.mask, chosen.suit, trump):
        return signals[-1] if signals[-1] is not lowest_held else chosen
    return lowest_held if signals[0] is lowest_held else chosen


def _discard_signal(hand: int, chosen: Card, free: Sequence[Card]) -> Card:
    """The discard that signals attitude among the ``free`` ones (as safe as ``chosen``): the
    highest spot of a suit the seat wants led, when it keeps a lower spot of that suit; else the
    lowest spot of a suit it does not want; else ``chosen``."""
    def lowest_spot(card: Card) -> bool:
        return not hand & _discard_room(card) & (card.bit - 1)

    wanted = [card for card in free if wants_continued(hand, card.suit, None) and not lowest_spot(card)]
    if wanted:
        return max(wanted, key=lambda card: card.rank)
    unwanted = [card for card in free if not wants_continued(hand, card.suit, None) and lowest_spot(card)]
    if unwanted:
        return min(unwanted, key=lambda card: (card.rank, card.suit))
    return chosen


_Signal = tuple[Seat, Card, str, int, int, int]
"""A signal seen: the seat, its card, its kind, the mask of the suit's cards that could have
signalled in that trick (spot cards under the trick; for a discard, the suit's spot cards), the
seat's cards played before it and the cards of the tricks finished before it."""


def signals_seen(view: SeatView, kinds: Collection[str] = SIGNALS) -> list[_Signal]:
    """The hidden defenders' cards that signal by the agreements (``kinds``), in play order."""
    contract = view.contract
    if contract is None:
        return []
    trump = contract.strain.suit
    found: list[_Signal] = []
    for played, own_before in _hidden_defenders_cards(view):
        seat, card = played.seat, played.card
        kind = _signal_kind(seat, played.leader, played.before, card, contract.side, own_before, kinds, trump)
        if kind is not None:
            room = _discard_room(card) if kind == "discard" else _signal_room(played.before)
            found.append((seat, card, kind, room, own_before, played.gone))
    return found


def _said(held: int, card: Card, under: int, gone: int) -> bool | None:
    """What a card said by the agreement, for a seat that held ``held`` when it played it: True
    (high: a lower card of the suit kept) or False (its lowest); None when the seat had no two
    unequal cards that could signal, so that the card was no choice of a signal."""
    choices = held & under
    if choices.bit_count() < 2:
        return None
    lowest = choices & -choices
    highest = 1 << (choices.bit_length() - 1)
    between = (highest - 1) & ~((lowest << 1) - 1)
    if not between & ~(held | gone):  # every card between them held or gone: all equal
        return None
    return bool(choices & (card.bit - 1))


def signal_contradictions(view: SeatView, knowledge: Knowledge, kinds: Collection[str] = SIGNALS,
                          ) -> Callable[[Layout], int] | None:
    """How many of the signals seen a layout contradicts (None when no signal was seen).

    In a layout where the seat then had a choice of signal (:func:`_said`), a signal contradicts
    the layout when what it said and :func:`wants_high` of the seat's hand there disagree.
    """
    signals = signals_seen(view, kinds)
    contract = view.contract
    if not signals or contract is None:
        return None
    trump = contract.strain.suit

    def count(layout: Layout) -> int:
        found = 0
        for seat, card, kind, under, own_before, gone in signals:
            held = (layout[seat] | knowledge.played[seat]) & ~own_before
            said = _said(held, card, under, gone)
            if said is not None and said is not wants_high(kind, held, card.suit, trump):
                found += 1
        return found

    return count


def signal_weigher(view: SeatView, knowledge: Knowledge, kinds: Collection[str] = SIGNALS,
                   ) -> Callable[[Layout], float] | None:
    """For the player: how much a layout counts by the signals seen (None without any):
    :data:`SIGNAL_MISMATCH_WEIGHT` per signal it contradicts (:func:`signal_contradictions`)."""
    contradictions = signal_contradictions(view, knowledge, kinds)
    if contradictions is None:
        return None
    counted: Callable[[Layout], int] = contradictions  # not None, for the closure

    def weight(layout: Layout) -> float:
        return float(SIGNAL_MISMATCH_WEIGHT ** counted(layout))

    return weight
