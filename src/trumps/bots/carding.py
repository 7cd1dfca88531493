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
"""

from __future__ import annotations

from trumps.bots.sampler import Admits, cards_in_order
from trumps.core.cards import Card
from trumps.core.seats import Seat
from trumps.core.table import SeatView

_SUIT_FIELD = 0x1FFF

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


def defenders_plays(view: SeatView) -> dict[Seat, list[_Play]]:
    """Each hidden defender's leads and follows so far, as :func:`_admits_play` reads them."""
    contract = view.contract
    if contract is None:
        return {}
    hidden = {seat for seat in Seat if view.hands[seat] is None and seat.side is not contract.side}
    found: dict[Seat, list[_Play]] = {seat: [] for seat in hidden}
    own = [0, 0, 0, 0]
    for played in cards_in_order(view):
        seat, card, leads = played.seat, played.card, not played.before
        if seat in hidden and (leads or card.suit is played.before[0].suit):
            suit = _SUIT_FIELD << (13 * card.suit)
            found[seat].append((card.bit, suit, own[seat], played.gone, leads))
        own[seat] |= card.bit
    return {seat: plays for seat, plays in found.items() if plays}


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
