"""What the hidden seats' latest cards say about a layout, read double-dummy.

A good player's card is, most of the time, one that costs nothing with the cards where they
are: a defender who keeps a guard does not throw it away, one who could ruff to beat the
contract ruffs. So a layout in which a hidden seat's recent card would have cost a trick
double-dummy is less likely than one in which it was a right card. The card player solves, for
each layout it draws, the positions before the last few cards of the hidden seats (besides the
position it decides), and weighs the layout down by a factor per card the layout makes a
mistake (:class:`~trumps.bots.player.DDPlayer`, ``reads`` and ``misread_weight``).

Only cards with a real choice are read: the opening lead is not (a lead is made blind, and is
right double-dummy far less often than a later card), nor a card whose seat held, in that
layout, no other card of different effect (every other legal card of the same run).
"""

from __future__ import annotations

from dataclasses import dataclass

from trumps.core.cards import Card
from trumps.core.contract import Contract
from trumps.core.play import PlayState, Trick
from trumps.core.seats import Seat
from trumps.core.table import SeatView

_SUIT_FIELD = 0x1FFF
_SUIT_MASKS = tuple(_SUIT_FIELD << (13 * suit) for suit in range(4))

Layout = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class EarlierCard:
    """A hidden seat's card already played, with what is needed to rebuild the position before it.

    ``back`` is, per seat, the cards played from that card on (it included), which a layout's
    current hands get back; ``before`` the cards of its trick ahead of it; ``tricks`` the tricks
    finished before it; ``gone`` the cards of those tricks.
    """

    seat: Seat
    card: Card
    leader: Seat
    before: tuple[Card, ...]
    back: Layout
    tricks: tuple[Trick, ...]
    gone: int


def cards_to_read(view: SeatView, count: int) -> list[EarlierCard]:
    """The last ``count`` cards of seats hidden from the viewer, newest first (the lead excluded)."""
    contract = view.contract
    if contract is None or count <= 0:
        return []
    sequence: list[tuple[Seat, Card, Seat, tuple[Card, ...], int]] = []  # seat, card, leader, before, trick
    for number, trick in enumerate(view.tricks):
        for offset, card in enumerate(trick.cards):
            sequence.append((trick.leader.offset(offset), card, trick.leader, trick.cards[:offset], number))
    if view.current_trick:
        leader = view.current_trick[0][0]
        cards = tuple(card for _, card in view.current_trick)
        for offset, (seat, card) in enumerate(view.current_trick):
            sequence.append((seat, card, leader, cards[:offset], len(view.tricks)))
    back = [0, 0, 0, 0]
    found: list[EarlierCard] = []
    for index in range(len(sequence) - 1, 0, -1):  # index 0 is the opening lead
        seat, card, leader, before, number = sequence[index]
        back[seat] |= card.bit
        if view.hands[seat] is not None:
            continue
        finished = view.tricks[:number]
        gone = 0
        for trick in finished:
            for played in trick.cards:
                gone |= played.bit
        found.append(EarlierCard(seat, card, leader, before, (back[0], back[1], back[2], back[3]),
                                 finished, gone))
        if len(found) == count:
            break
    return found


def _legal(hand: int, before: tuple[Card, ...]) -> int:
    """The cards of ``hand`` that may be played after ``before`` (following suit when able)."""
    if not before:
        return hand
    suit = hand & _SUIT_MASKS[before[0].suit]
    return suit or hand


def _one_run(legal: int, hand: int, gone: int) -> bool:
    """True when every legal card is equal to every other whatever the layout: one suit, and
    each card between the lowest and the highest is the hand's own or gone."""
    if legal & (legal - 1) == 0:
        return True
    for mask in _SUIT_MASKS:
        if legal & mask:
            if legal & ~mask:
                return False
            low = legal & -legal
            span = ((1 << legal.bit_length()) - 1) & ~(low - 1)
            return span & ~(hand | gone) == 0
    return True


def position_before(contract: Contract, layout: Layout, read: EarlierCard) -> PlayState | None:
    """The position just before ``read``'s card in ``layout`` (current hands), or None when its
    seat had, in that layout, no choice that could matter."""
    hands = (layout[0] | read.back[0], layout[1] | read.back[1], layout[2] | read.back[2],
             layout[3] | read.back[3])
    own = hands[read.seat]
    legal = _legal(own, read.before)
    if _one_run(legal, own, read.gone):
        return None
    declarer_tricks = sum(1 for trick in read.tricks if trick.winner.side is contract.side)
    return PlayState(contract, hands, read.leader, read.before, read.tricks, declarer_tricks)


def misreads(answers: list[dict[Card, int]], reads: list[EarlierCard], slots: list[int]) -> int:
    """How many read cards cost a trick double-dummy: ``answers[i]`` solves the position before
    ``reads[slots[i]]``."""
    count = 0
    for answer, slot in zip(answers, slots):
        value = answer.get(reads[slot].card)
        if value is not None and value < max(answer.values()):
            count += 1
    return count
