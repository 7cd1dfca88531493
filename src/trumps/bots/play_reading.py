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

from trumps.bots.sampler import Layout, cards_in_order
from trumps.core.cards import Card
from trumps.core.contract import Contract
from trumps.core.play import PlayState, Trick
from trumps.core.seats import Seat
from trumps.core.table import SeatView

_SUIT_MASKS = tuple(0x1FFF << (13 * suit) for suit in range(4))


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
    sequence = cards_in_order(view)
    back = [0, 0, 0, 0]
    found: list[EarlierCard] = []
    for played in reversed(sequence[1:]):  # the first card is the opening lead
        seat = played.seat
        back[seat] |= played.card.bit
        if view.hands[seat] is not None:
            continue
        returned = (back[0], back[1], back[2], back[3])
        found.append(EarlierCard(seat, played.card, played.leader, played.before, returned,
                                 view.tricks[:played.trick], played.gone))
        if len(found) == count:
            break
    return found


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
    declarer_tricks = sum(1 for trick in read.tricks if trick.winner.side is contract.side)
    before = PlayState(contract, hands, read.leader, read.before, read.tricks, declarer_tricks)
    if _one_run(before.legal_cards().mask, hands[read.seat], read.gone):
        return None
    return before


def misreads(answers: list[dict[Card, int]], reads: list[EarlierCard], slots: list[int]) -> int:
    """How many read cards cost a trick double-dummy: ``answers[i]`` solves the position before
    ``reads[slots[i]]``."""
    count = 0
    for answer, slot in zip(answers, slots):
        value = answer.get(reads[slot].card)
        if value is not None and value < max(answer.values()):
            count += 1
    return count
