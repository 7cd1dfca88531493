"""Many deals of the hidden cards at once, filtered by the auction's constraints, with numpy.

The card-play sampler (:mod:`trumps.bots.sampler`) draws by rejection: deal the free cards at
random to the hidden seats and keep the layout when every constrained seat's hand as dealt fits
what its calls promised. Before the opening lead three hands are hidden and the constraints of a
whole auction (a 15-17 no-trump, a five-card major, partner's passes) let only a few deals in a
thousand through, so drawing one deal at a time in Python left the opening leader with a handful
of fitting layouts in its time. :class:`BatchDrawer` deals a whole batch as one array operation
(each row a random arrangement of the hidden seats' places over the free cards), counts every
hand's points and suit lengths by matrix products, and hands back only the rows that fit: each
one uniform among the layouts that agree with the seat's knowledge and the constraints, as the
one-at-a-time draw was.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from trumps.bots.constraints import HandConstraint
from trumps.core.seats import Seat

Layout = tuple[int, int, int, int]
Counts = tuple[int, tuple[int, int, int, int]]
"""A hand's (or part of a hand's) high-card points and suit lengths, clubs first."""
Measure = Callable[[int], Counts]
"""The points and suit lengths of a card mask: the sampler's own count
(:func:`trumps.bots.sampler.mask_counts`), so the drawer counts as the sampler's ``fits`` does."""

FIRST_BATCH = 64
"""Rows of the first batch; each further batch doubles, up to :data:`LARGEST_BATCH`."""
LARGEST_BATCH = 4096
"""Rows of a batch at most: large enough that numpy's per-call cost is spread thin, small enough
that a deadline is checked every few milliseconds."""


class BatchDrawer:
    """Deals ``free`` cards to the ``hidden`` seats (``capacity[seat]`` each) in batches.

    ``rest`` is, per seat, the rest of its hand as dealt, which the draw does not decide (the
    cards forced to it by voids, and the cards it has played): a constraint is checked on the
    drawn cards with these added, points and lengths counted by ``measure``. ``fixed`` is, per seat, the cards
    it holds whatever the draw (known or forced cards), which every layout returned includes.
    ``voids`` per seat are the suits it may not be dealt (three hidden hands only: with two,
    voids force whole suits to one seat before the draw). ``seed`` fixes every batch.
    """

    def __init__(self, hidden: Sequence[Seat], free: Sequence[int], capacity: Sequence[int],
                 rest: Sequence[int], fixed: Sequence[int], voids: Sequence[int], seed: int,
                 measure: Measure) -> None:
        self.hidden = tuple(hidden)
        self.fixed = tuple(fixed)
        self._rng = np.random.default_rng(seed)
        self._size = len(free)
        self._bits: NDArray[np.int64] = np.array(free, dtype=np.int64)
        measured = [measure(card) for card in free]
        self._hcp: NDArray[np.float32] = np.array([points for points, _ in measured], dtype=np.float32)
        self._suits: NDArray[np.float32] = np.array([lengths for _, lengths in measured],
                                                    dtype=np.float32).reshape(-1, 4)
        # each free card's seat in a row is a random arrangement of these labels
        labels = [seat for seat in self.hidden for _ in range(capacity[seat])]
        self._labels: NDArray[np.int8] = np.array(labels, dtype=np.int8)
        self._base = {seat: measure(rest[seat]) for seat in self.hidden}
        # with two hidden hands the voids forced whole suits to one seat before the draw
        self._voids = {seat: voids[seat] for seat in self.hidden if voids[seat] and len(self.hidden) > 2}
        self._batch = FIRST_BATCH

    def next_size(self, room: int) -> int:
        """The rows of the next batch, at most ``room``; batches grow from :data:`FIRST_BATCH`."""
        size = max(1, min(room, self._batch))
        self._batch = min(LARGEST_BATCH, 2 * self._batch)
        return size

    def draw(self, rows: int, checks: Mapping[Seat, HandConstraint]) -> list[Layout]:
        """Deal ``rows`` layouts and return those in which every seat of ``checks`` fits its
        constraint (and no seat is dealt a suit it is void in), in the order drawn."""
        if rows <= 0:
            return []
        seats = self._rng.permuted(np.broadcast_to(self._labels, (rows, self._size)), axis=1)
        keep: NDArray[np.bool_] = np.ones(rows, dtype=np.bool_)
        for seat, constraint in checks.items():
            if seat not in self._base:
                continue
            dealt = (seats == seat).astype(np.float32)
            hcp, lengths = self._base[seat]
            points = hcp + dealt @ self._hcp
            keep &= (points >= constraint.hcp_min) & (points <= constraint.hcp_max)
            counts = dealt @ self._suits
            for suit in range(4):
                length = lengths[suit] + counts[:, suit]
                keep &= (length >= constraint.lengths_min[suit]) & (length <= constraint.lengths_max[suit])
        chosen = np.flatnonzero(keep)
        if not chosen.size:
            return []
        seats = seats[chosen]
        # a hand's mask is the sum of its cards' distinct bits (exact in 64-bit integers)
        columns: list[list[int]] = [[0] * len(chosen) for _ in range(4)]
        for seat in self.hidden:
            columns[seat] = ((seats == seat).astype(np.int64) @ self._bits).tolist()
        clash = [False] * len(chosen)
        for seat, void in self._voids.items():
            clash = [bad or bool(mask & void) for bad, mask in zip(clash, columns[seat])]
        north, east, south, west = self.fixed
        return [(north | n, east | e, south | s, west | w)
                for n, e, s, w, bad in zip(columns[0], columns[1], columns[2], columns[3], clash) if not bad]
