"""The batch drawer deals uniformly, checks constraints exactly, and respects voids."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from test_sampler import random_view

from trumps.bots.batch_draw import BatchDrawer
from trumps.bots.constraints import HandConstraint
from trumps.bots.sampler import (
    _drawer,
    _usable_split,
    fits,
    knowledge_from_view,
    mask_counts,
    mask_hcp,
    mask_lengths,
)
from trumps.core.cards import Card
from trumps.core.seats import Seat

NOTHING = (0, 0, 0, 0)
"""No seat has played or been forced a card: the rest of every hand is empty."""


def bits(*cards: str) -> list[int]:
    return [Card.parse(card).bit for card in cards]


def test_every_split_of_the_free_cards_is_equally_likely() -> None:
    free = bits("SA", "SK", "H7", "D2", "C9", "CT")
    north, south = sum(bits("S2", "S3")), sum(bits("H2", "H3"))
    drawer = BatchDrawer((Seat.E, Seat.W), free, (0, 3, 0, 3), NOTHING, (north, 0, south, 0),
                         (0, 0, 0, 0), seed=5, measure=mask_counts)
    layouts = drawer.draw(24_000, {})
    assert len(layouts) == 24_000
    for layout in layouts:
        assert layout[Seat.N] == north and layout[Seat.S] == south
        assert layout[Seat.E] | layout[Seat.W] == sum(free) and not layout[Seat.E] & layout[Seat.W]
        assert layout[Seat.E].bit_count() == 3
    counts = Counter(layout[Seat.E] for layout in layouts)
    # 20 ways to give East three of six cards, 1,200 draws each expected (standard deviation 34)
    assert len(counts) == 20
    assert all(1_050 <= count <= 1_350 for count in counts.values())


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 40), st.integers(0, 6), st.integers(0, 3))
def test_the_constraint_check_is_exactly_the_sampler_test(seed: int, cards: int, hcp: int, length: int) -> None:
    # the rows a checked draw keeps are exactly the rows of the same draw unchecked that fit
    view, state = random_view(seed, cards, 4, 2)  # 3NT by South
    knowledge = knowledge_from_view(view)
    split = _usable_split(knowledge)
    checks = {}
    for seat in knowledge.hidden:
        original = state.deal.hands[seat].mask
        points, lengths = mask_hcp(original), mask_lengths(original)
        checks[seat] = HandConstraint(max(0, points - hcp), points + hcp,
                                      tuple(max(0, n - length) for n in lengths),  # type: ignore[arg-type]
                                      tuple(n + length for n in lengths))  # type: ignore[arg-type]
    every = _drawer(knowledge, split, random.Random(seed)).draw(300, {})
    kept = _drawer(knowledge, split, random.Random(seed)).draw(300, checks)
    assert kept == [layout for layout in every
                    if all(fits(checks[seat], layout[seat] | knowledge.played[seat]) for seat in checks)]
    assert all(knowledge.consistent(layout) for layout in every)


def test_three_hidden_hands_are_never_dealt_a_suit_they_are_void_in() -> None:
    hearts = bits("H2", "H3", "H4")
    free = hearts + bits("C2", "C3", "C4", "D2", "D3", "D4")
    void_in_hearts = 0x1FFF << 26
    drawer = BatchDrawer((Seat.E, Seat.S, Seat.W), free, (0, 3, 3, 3), NOTHING, (0, 0, 0, 0),
                         (0, 0, 0, void_in_hearts), seed=1, measure=mask_counts)
    layouts = drawer.draw(2_000, {})
    # West holds no heart in 20 of the 84 ways to deal him three of the nine cards
    assert 400 <= len(layouts) <= 560
    for layout in layouts:
        assert not layout[Seat.W] & void_in_hearts
        assert layout[Seat.E] | layout[Seat.S] | layout[Seat.W] == sum(free)
        assert [hand.bit_count() for hand in layout] == [0, 3, 3, 3]


def test_batches_grow_to_a_ceiling() -> None:
    drawer = BatchDrawer((Seat.E, Seat.W), bits("SA", "SK"), (0, 1, 0, 1), NOTHING, (0, 0, 0, 0),
                         (0, 0, 0, 0), seed=0, measure=mask_counts)
    sizes = [drawer.next_size(1_000_000) for _ in range(10)]
    assert sizes[0] == 64 and sizes[-1] == 4096 and sizes == sorted(sizes)
    assert drawer.next_size(10) == 10
