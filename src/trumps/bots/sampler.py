"""Drawing layouts of the hidden cards that agree with everything one seat knows.

A seat knows its own cards, dummy's once it is faced, every card played and who played it,
the voids those plays showed (a seat that did not follow suit holds none of that suit), and
what the auction promised (:class:`~trumps.bots.constraints.HandConstraint` per seat, about
the hand as dealt). :func:`knowledge_from_view` distils a :class:`~trumps.core.table.SeatView`
into a :class:`Knowledge`; :func:`sample_layouts` draws layouts from it, and
:func:`enumerate_layouts` lists them all when there are few.

Everything works on 52-bit card masks. Draws are deterministic for a given ``random.Random``
(it seeds the numpy batches of :mod:`trumps.bots.batch_draw`), and :func:`view_seed` derives
a seed from a view so that a replayed game draws the same.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from trumps.bots.batch_draw import BatchDrawer, Counts
from trumps.bots.constraints import HandConstraint
from trumps.core.cards import FULL_MASK, Card
from trumps.core.seats import Seat
from trumps.core.table import SeatView

Layout = tuple[int, int, int, int]
"""The cards each seat (N, E, S, W) still holds, as masks."""

_SUIT_FIELD = 0x1FFF
_SUIT_MASKS = tuple(_SUIT_FIELD << (13 * suit) for suit in range(4))
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
# HCP of a 13-bit suit field depends on its top four bits (A K Q J): index = bits >> 9
_HCP_OF_TOP = tuple(4 * (top >> 3 & 1) + 3 * (top >> 2 & 1) + 2 * (top >> 1 & 1) + (top & 1)
                    for top in range(16))

Admits = Callable[[Seat, int], bool]
"""Would ``seat``, dealt the cards of this mask, have called and played as it did? (the bidding
system's model of the auction, and the defenders' carding agreements)"""

ACCEPTED_ENOUGH = 24
"""Layouts admitted by ``accept`` that make a sample on their own (see :func:`sample_layouts`)."""

RELAXATIONS: tuple[tuple[int, int] | None, ...] = ((0, 0), (2, 1), (4, 2), None)
"""The steps by which unmet constraints are loosened: (HCP, length) widening, then none at all."""


def mask_hcp(mask: int) -> int:
    """Milton Work points of a card mask."""
    return (_HCP_OF_TOP[(mask >> 9) & 15] + _HCP_OF_TOP[(mask >> 22) & 15]
            + _HCP_OF_TOP[(mask >> 35) & 15] + _HCP_OF_TOP[(mask >> 48) & 15])


def mask_lengths(mask: int) -> tuple[int, int, int, int]:
    """Suit lengths of a card mask, clubs first (indexed by Suit)."""
    return ((mask & _SUIT_FIELD).bit_count(), ((mask >> 13) & _SUIT_FIELD).bit_count(),
            ((mask >> 26) & _SUIT_FIELD).bit_count(), ((mask >> 39) & _SUIT_FIELD).bit_count())


def mask_counts(mask: int) -> Counts:
    """Milton Work points and suit lengths of a card mask: what a constraint is checked on."""
    return mask_hcp(mask), mask_lengths(mask)


def fits(constraint: HandConstraint, original: int) -> bool:
    """True when a hand as dealt (a mask) meets ``constraint``."""
    return constraint.admits(*mask_counts(original))


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one seat knows about where the unplayed cards are.

    ``known`` holds the current cards of each seat the viewer sees (0 for a hidden seat);
    ``hidden`` the seats whose cards are unknown; ``pool`` the unknown cards; ``need`` how
    many cards each seat still holds; ``voids`` per seat, the mask of suits it has shown out
    of; ``played`` per seat, the cards it has played (the current trick included).
    """

    viewer: Seat
    known: Layout
    hidden: tuple[Seat, ...]
    pool: int
    need: tuple[int, int, int, int]
    voids: tuple[int, int, int, int]
    played: Layout

    def consistent(self, layout: Layout) -> bool:
        """True when ``layout`` agrees with this knowledge (constraints aside)."""
        seen = 0
        for seat in _SEATS:
            hand = layout[seat]
            if hand & seen or hand.bit_count() != self.need[seat] or hand & self.voids[seat]:
                return False
            if seat not in self.hidden and hand != self.known[seat]:
                return False
            seen |= hand
        return seen == self.pool | self.known[0] | self.known[1] | self.known[2] | self.known[3]


def knowledge_from_view(view: SeatView) -> Knowledge:
    """Distil what ``view.seat`` knows about the unplayed cards."""
    if view.seat is None:
        raise ValueError("a spectator's view has no seat to sample for")
    played = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    for trick in view.tricks:
        led = trick.cards[0].suit
        for offset, card in enumerate(trick.cards):
            seat = (trick.leader + offset) & 3
            played[seat] |= card.bit
            if card.suit is not led:
                voids[seat] |= _SUIT_MASKS[led]
    if view.current_trick:
        led = view.current_trick[0][1].suit
        for seat, card in view.current_trick:
            played[seat] |= card.bit
            if card.suit is not led:
                voids[seat] |= _SUIT_MASKS[led]
    known = [0, 0, 0, 0]
    hidden: list[Seat] = []
    seen = 0
    for seat in _SEATS:
        hand = view.hands[seat]
        if hand is None:
            hidden.append(seat)
        else:
            known[seat] = hand.mask
            seen |= hand.mask
    for mask in played:
        seen |= mask
    need = tuple(13 - mask.bit_count() for mask in played)
    return Knowledge(view.seat, (known[0], known[1], known[2], known[3]), tuple(hidden), FULL_MASK & ~seen,
                     (need[0], need[1], need[2], need[3]), (voids[0], voids[1], voids[2], voids[3]),
                     (played[0], played[1], played[2], played[3]))


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card played so far, in its place: who played it, the trick's leader and the cards of
    the trick ahead of it, the trick's number (0 for the first), and ``gone``, the cards of the
    tricks finished before it."""

    seat: Seat
    card: Card
    leader: Seat
    before: tuple[Card, ...]
    trick: int
    gone: int


def cards_in_order(view: SeatView) -> list[PlayedCard]:
    """Every card of the view's finished tricks and of the trick in progress, in play order."""
    tricks: list[tuple[Seat, tuple[Card, ...]]] = [(trick.leader, trick.cards) for trick in view.tricks]
    if view.current_trick:
        tricks.append((view.current_trick[0][0], tuple(card for _, card in view.current_trick)))
    found: list[PlayedCard] = []
    gone = 0
    for number, (leader, cards) in enumerate(tricks):
        for offset, card in enumerate(cards):
            found.append(PlayedCard(leader.offset(offset), card, leader, cards[:offset], number, gone))
        for card in cards:
            gone |= card.bit
    return found


def view_seed(view: SeatView, salt: object = "") -> str:
    """A seed fixed by what the view shows, so that replaying a game draws the same layouts."""
    cards = ",".join(str(card.index) for trick in view.tricks for card in trick.cards)
    current = ",".join(str(card.index) for _, card in view.current_trick)
    own = view.hand.mask if view.hand is not None else 0
    return f"{salt}|{view.seat}|{view.dealer}|{view.contract}|{len(view.calls)}|{own}|{cards}|{current}"


@dataclass(frozen=True, slots=True)
class _Split:
    """The cards forced to one hidden seat by voids, the free cards left to share, and the voids
    the split honoured (none when they contradicted the card counts)."""

    forced: Layout
    free: tuple[int, ...]
    capacity: tuple[int, int, int, int]
    voids: Layout


def _split(knowledge: Knowledge, use_voids: bool = True) -> _Split | None:
    """Separate the pool into forced and free cards; None when voids make it impossible."""
    forced = [0, 0, 0, 0]
    free: list[int] = []
    hidden = knowledge.hidden
    voids = knowledge.voids if use_voids else (0, 0, 0, 0)
    pool = knowledge.pool
    for suit in range(4):
        cards = pool & _SUIT_MASKS[suit]
        if not cards:
            continue
        eligible = [seat for seat in hidden if not voids[seat] & _SUIT_MASKS[suit]]
        if not eligible:
            return None
        if len(eligible) == 1:
            forced[eligible[0]] |= cards
            continue
        while cards:
            low = cards & -cards
            free.append(low)
            cards ^= low
    capacity = [0, 0, 0, 0]
    for seat in hidden:
        capacity[seat] = knowledge.need[seat] - forced[seat].bit_count()
        if capacity[seat] < 0:
            return None
    if sum(capacity) != len(free):
        return None
    return _Split((forced[0], forced[1], forced[2], forced[3]), tuple(free),
                  (capacity[0], capacity[1], capacity[2], capacity[3]), voids)


def _usable_split(knowledge: Knowledge) -> _Split:
    split = _split(knowledge)
    if split is None:  # inconsistent voids (cannot happen with legal play): ignore them
        split = _split(knowledge, use_voids=False)
    if split is None:
        raise ValueError("the view's card counts do not add up")
    return split


def _all_fit(knowledge: Knowledge, layout: Layout, constraints: Mapping[Seat, HandConstraint]) -> bool:
    for seat, constraint in constraints.items():
        if not fits(constraint, layout[seat] | knowledge.played[seat]):
            return False
    return True


def _relaxed(constraints: Mapping[Seat, HandConstraint], step: tuple[int, int] | None,
             hidden: tuple[Seat, ...]) -> dict[Seat, HandConstraint]:
    if step is None:
        return {}
    return {seat: constraint.widened(*step) for seat, constraint in constraints.items()
            if seat in hidden and not constraint.is_trivial}


def count_layouts(knowledge: Knowledge) -> int:
    """How many layouts agree with the cards played and voids shown (constraints aside)."""
    split = _usable_split(knowledge)
    remaining = len(split.free)
    total = 1
    for seat in knowledge.hidden:
        total *= math.comb(remaining, split.capacity[seat])
        remaining -= split.capacity[seat]
    return total


def _layout(knowledge: Knowledge, split: _Split, parts: Mapping[Seat, int]) -> Layout:
    known, forced = knowledge.known, split.forced
    return (known[0] | forced[0] | parts.get(Seat.N, 0), known[1] | forced[1] | parts.get(Seat.E, 0),
            known[2] | forced[2] | parts.get(Seat.S, 0), known[3] | forced[3] | parts.get(Seat.W, 0))


def _every_layout(knowledge: Knowledge, split: _Split) -> Iterator[Layout]:
    hidden = knowledge.hidden
    if not hidden:
        yield _layout(knowledge, split, {})
        return
    free = split.free

    def assign(index: int, left: tuple[int, ...], parts: dict[Seat, int]) -> Iterator[Layout]:
        seat = hidden[index]
        if index == len(hidden) - 1:
            mask = 0
            for bit in left:
                mask |= bit
            yield _layout(knowledge, split, {**parts, seat: mask})
            return
        for chosen in itertools.combinations(range(len(left)), split.capacity[seat]):
            mask = 0
            for position in chosen:
                mask |= left[position]
            chosen_set = set(chosen)
            rest = tuple(bit for position, bit in enumerate(left) if position not in chosen_set)
            yield from assign(index + 1, rest, {**parts, seat: mask})

    yield from assign(0, free, {})


def enumerate_layouts(knowledge: Knowledge, constraints: Mapping[Seat, HandConstraint] | None = None,
                      accept: Admits | None = None) -> list[Layout]:
    """Every layout that agrees with ``knowledge`` and, where any do, the constraints and ``accept``.

    When no layout meets ``accept`` it is dropped; when none then meets the constraints they
    are relaxed step by step (see :data:`RELAXATIONS`). Use only when :func:`count_layouts` is
    small.
    """
    split = _usable_split(knowledge)
    layouts = list(_every_layout(knowledge, split))
    if accept is not None:
        strict = _relaxed(constraints or {}, (0, 0), knowledge.hidden)
        fitting = [layout for layout in layouts
                   if _all_fit(knowledge, layout, strict) and _admitted(knowledge, layout, accept)]
        if fitting:
            return fitting
    if not constraints:
        return layouts
    for step in RELAXATIONS:
        wanted = _relaxed(constraints, step, knowledge.hidden)
        if not wanted:
            return layouts
        fitting = [layout for layout in layouts if _all_fit(knowledge, layout, wanted)]
        if fitting:
            return fitting
    return layouts


def _admitted(knowledge: Knowledge, layout: Layout, accept: Admits) -> bool:
    return all(accept(seat, layout[seat] | knowledge.played[seat]) for seat in knowledge.hidden)


def sample_layouts(knowledge: Knowledge, count: int, rng: random.Random,
                   constraints: Mapping[Seat, HandConstraint] | None = None, *,
                   max_attempts: int = 40_000, deadline: float | None = None,
                   clock: Callable[[], float] = time.perf_counter, accept: Admits | None = None,
                   ) -> list[Layout]:
    """Draw ``count`` layouts uniformly among those that agree with ``knowledge`` and the constraints.

    Rejection sampling: each draw deals the free cards at random, then keeps the layout when
    every constrained seat's hand as dealt (cards held plus cards played) fits; the draws are
    made in batches of growing size (:class:`~trumps.bots.batch_draw.BatchDrawer`), and the
    ``deadline`` is checked between batches (``max_attempts`` counts draws, not batches). With
    ``accept`` (a test of each hidden seat's hand as dealt, see :data:`Admits`) the
    first round keeps only layouts it admits, and ends with what it found once that is at least
    :data:`ACCEPTED_ENOUGH` layouts (or the count); otherwise the layouts it found come first
    and plain draws add to them. After ``max_attempts`` draws without enough layouts the
    constraints are relaxed step by step (:data:`RELAXATIONS`), keeping what was already found
    when it is at least half the count. Returns ``count`` layouts (repeats are possible when
    few layouts exist), or fewer but at least one when the ``deadline`` (a ``clock()`` time)
    passes first.
    """
    if count <= 0:
        return []
    split = _usable_split(knowledge)
    drawer = _drawer(knowledge, split, rng)
    found: list[Layout] = []
    steps: list[tuple[tuple[int, int] | None, bool]] = [(step, False) for step in
                                                        (RELAXATIONS if constraints else (None,))]
    if accept is not None:
        steps.insert(0, ((0, 0), True))
    for step, admitting in steps:
        checks = _relaxed(constraints or {}, step, knowledge.hidden)
        attempts = 0
        limit = 4 * max_attempts if admitting else max_attempts if checks else count
        late = False
        while len(found) < count and attempts < limit:
            rows = drawer.next_size(limit - attempts) if checks or admitting else count - len(found)
            attempts += rows
            for layout in drawer.draw(rows, checks):
                if not admitting or accept is None or _admitted(knowledge, layout, accept):
                    found.append(layout)
                    if len(found) >= count:
                        break
            if deadline is not None and clock() > deadline:
                late = True
                break
        if admitting:
            if len(found) >= min(count, ACCEPTED_ENOUGH):
                return found
            continue
        if len(found) >= count or (found and (late or 2 * len(found) >= count)):
            return found
    while len(found) < count:  # only reached when constraints were relaxed and still found few
        found.extend(drawer.draw(count - len(found), {}))
        if found and deadline is not None and clock() > deadline:
            break
    return found


def _drawer(knowledge: Knowledge, split: _Split, rng: random.Random) -> BatchDrawer:
    """The batch drawer of ``knowledge``'s free cards, seeded from ``rng``, honouring the voids
    ``split`` honoured."""
    fixed = [knowledge.known[seat] | split.forced[seat] for seat in _SEATS]
    rest = [split.forced[seat] | knowledge.played[seat] for seat in _SEATS]
    return BatchDrawer(knowledge.hidden, split.free, split.capacity, rest, fixed, split.voids,
                       rng.getrandbits(64), mask_counts)

