"""What the opening lead says about the leader's hand: a model of the bots' own leads.

The bots lead by simulation (:class:`~trumps.bots.player.DDPlayer`), not by a rule, yet their
leads follow patterns a model can learn: against a suit contract they seldom lead away from an
ace or a king and often lead a singleton; against no trump they lead length and sequences.
:func:`lead_probability` is a conditional logit over the cards the leader could have led: each
run of touching cards of its hand (the bots lead the top of a run, by agreement) scores a weighted
sum of features of the run and its suit (:func:`option_features`), and the lead's probability is
its share of the exponentials. The weights, one set against suits and one against no trump
(:data:`LEAD_MODEL`), are fitted by ``bench/fit_lead_model.py`` on leads the strong bots made on
seeded deals other than the benchmark's.

Declarer and the leader's partner read the lead with :func:`lead_weigher`: a layout counts in
proportion to the probability, raised to ``strength``, that the leader dealt its hand there would
have led the card it led. The reading is soft: the model is a summary, and a layout in which the
lead looks unlikely is only made rarer.

A second weight set (:data:`REAL_LEAD_MODEL`), fitted the same way on the opening leads of real
play (the hand records in ``shared/data/real``), tells the leader which leads a player would
consider (:func:`plausible_leads`): the simulation then chooses among those. Its few dozen
layouts are noisy; the model keeps it from leads players seldom make (an unsupported ace against
no trump, a low card away from an ace against a suit).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from trumps.bots.sampler import Knowledge, Layout
from trumps.core.calls import Bid, Call, Strain
from trumps.core.cards import Card
from trumps.core.seats import Seat
from trumps.core.table import SeatView

_SUIT_FIELD = 0x1FFF
_ACE, _KING, _QUEEN, _JACK, _TEN = 12, 11, 10, 9, 8
"""Bit positions of the honours within a suit's 13-bit field (the two is bit 0)."""
_HCP_BY_BIT = {_ACE: 4, _KING: 3, _QUEEN: 2, _JACK: 1}

FEATURES: tuple[str, ...] = (
    "singleton", "doubleton", "four", "five_plus", "trump", "top", "low", "fourth_best", "ace",
    "under_ace", "under_king", "under_queen", "sequence", "honour", "partner_bid", "their_bid", "hcp",
)
"""The features of a candidate lead, in the order of :func:`option_features`."""

LEAD_MODEL: Mapping[str, tuple[float, ...]] = {
    # fitted on 430 leads against suits and 249 against no trump: 700 deals, seed "leadmodel", by
    # bots that lead among the plausible leads (REAL_LEAD_MODEL)
    "suit": (5.690, 1.854, -0.239, 0.637, -2.131, 0.410, 1.966, 1.174, 1.187, -3.624, -2.307, -1.141,
             4.794, -0.922, 2.470, -1.171, 0.163),
    "nt": (2.076, -0.044, 0.523, 2.703, 0.000, 0.537, 2.360, 1.990, 0.189, -1.342, -1.181, -0.905,
           3.748, -0.341, 3.930, -2.099, -0.185),
}
"""Fitted weights per feature of :data:`FEATURES`, against suit contracts and against no trump
(``bench/fit_lead_model.py`` prints them)."""

REAL_LEAD_MODEL: Mapping[str, tuple[float, ...]] = {
    # fitted on the real leads of shared/data/real: 912 against suits and 364 against no trump
    "suit": (3.372, 1.119, -0.013, 0.594, -1.127, 0.842, 0.829, 0.539, -0.128, -3.095, -0.972, -0.627,
             2.630, -0.989, 1.448, -0.627, 0.384),
    "nt": (2.073, 0.247, 0.491, 1.794, 0.000, 0.549, 0.623, 1.351, -1.082, -0.565, -0.134, -0.120,
           2.148, -0.676, 2.646, -0.842, -0.110),
}
"""The same features' weights fitted on real players' opening leads (``bench/fit_lead_model.py
--real``): the leads a player would consider (:func:`plausible_leads`)."""

FLOOR = 1e-3
"""The least probability a layout's lead is given (see :func:`lead_weigher`)."""

_PARTNER, _THEIRS, _TRUMP = 1, 2, 4
"""Flags of a suit for the leader: partner bid it, an opponent bid it, it is trumps."""


def option_features(field: int, top: int, run_low: int, flags: int) -> tuple[float, ...]:
    """The features of leading the run of touching cards ``run_low``..``top`` (bit positions) of
    a suit held as ``field`` (13 bits, the two is bit 0), with the suit's ``flags``."""
    length = field.bit_count()
    highest = field.bit_length() - 1
    lowest = (field & -field).bit_length() - 1
    above = field >> (top + 1)  # the suit's cards above the run (none touch it)
    ordered = [bit for bit in range(12, -1, -1) if field >> bit & 1]
    hcp = sum(points for bit, points in _HCP_BY_BIT.items() if field >> bit & 1)
    return (
        float(length == 1),
        float(length == 2),
        float(length == 4),
        float(length >= 5),
        float(bool(flags & _TRUMP)),
        float(top == highest and length > 1),
        float(run_low == lowest and top != highest),
        float(length >= 4 and ordered[3] == top),
        float(top == _ACE),
        float(bool(above >> (_ACE - top - 1) & 1) if top < _ACE else 0.0),
        float(bool(above >> (_KING - top - 1) & 1) if top < _KING else 0.0),
        float(bool(above >> (_QUEEN - top - 1) & 1) if top < _QUEEN else 0.0),
        float(top >= _TEN and top > run_low),
        float(_JACK <= top < _ACE),
        float(bool(flags & _PARTNER)),
        float(bool(flags & _THEIRS)),
        hcp / 4.0,
    )


def suit_runs(field: int) -> list[tuple[int, int]]:
    """The runs of touching cards of a suit held as ``field``: (top, lowest) bit positions."""
    runs: list[tuple[int, int]] = []
    bit = 12
    while bit >= 0:
        if field >> bit & 1:
            top = bit
            while bit > 0 and field >> (bit - 1) & 1:
                bit -= 1
            runs.append((top, bit))
        bit -= 1
    return runs


@lru_cache(maxsize=1 << 16)
def _suit_options(kind: str, field: int, flags: int, model: str = "bots") -> tuple[dict[int, float], float]:
    """For each run of the suit (by its top bit), the exponential of its score by ``model``
    (``bots`` or ``real``); and their sum."""
    weights = (REAL_LEAD_MODEL if model == "real" else LEAD_MODEL)[kind]
    scores: dict[int, float] = {}
    for top, low in suit_runs(field):
        score = sum(w * x for w, x in zip(weights, option_features(field, top, low, flags)))
        scores[top] = math.exp(score)
    return scores, sum(scores.values())


def suit_flags(calls_by_seat: Mapping[Seat, set[Strain]], leader: Seat, trump: int | None) -> tuple[int, ...]:
    """Per suit (clubs first), the flags the lead model sees: bid by partner, by an opponent, trumps."""
    flags = []
    for suit in range(4):
        strain = Strain(suit)
        value = 0
        if strain in calls_by_seat.get(leader.partner, set()):
            value |= _PARTNER
        if strain in calls_by_seat.get(leader.lho, set()) | calls_by_seat.get(leader.rho, set()):
            value |= _THEIRS
        if trump == suit:
            value |= _TRUMP
        flags.append(value)
    return tuple(flags)


def bid_strains(view: SeatView) -> dict[Seat, set[Strain]]:
    """The strains each seat bid in the auction."""
    return strains_by_seat(view.calls, view.dealer)


def strains_by_seat(calls: Sequence[Call], dealer: Seat) -> dict[Seat, set[Strain]]:
    """The strains each seat bid in ``calls``, an auction that ``dealer`` began."""
    found: dict[Seat, set[Strain]] = {seat: set() for seat in Seat}
    for offset, call in enumerate(calls):
        if isinstance(call, Bid):
            found[dealer.offset(offset)].add(call.strain)
    return found


def lead_probability(kind: str, hand: int, lead_index: int, flags: tuple[int, ...]) -> float:
    """The model's probability that a leader dealt ``hand`` (a 52-bit mask) leads the card of
    index ``lead_index`` (0 when that card is not the top of a run of the hand)."""
    suit = lead_index // 13
    field = hand >> (13 * suit) & _SUIT_FIELD
    mine = _suit_options(kind, field, flags[suit])[0].get(lead_index % 13)
    if mine is None:
        return 0.0
    total = sum(_suit_options(kind, hand >> (13 * other) & _SUIT_FIELD, flags[other])[1]
                for other in range(4))
    return mine / total


def plausible_leads(view: SeatView, share: float) -> set[Card]:
    """For the opening leader's view: the tops of the runs of its hand that real players would
    consider leading, those whose probability by :data:`REAL_LEAD_MODEL` is at least ``share``
    times the likeliest's (every run's top when ``share`` is 0)."""
    contract, hand = view.contract, view.hand
    if contract is None or hand is None or view.seat is None:
        return set()
    kind = "nt" if contract.strain is Strain.NT else "suit"
    trump = contract.strain.suit
    flags = suit_flags(bid_strains(view), view.seat, None if trump is None else int(trump))
    scores: dict[int, float] = {}
    for suit in range(4):
        options = _suit_options(kind, hand.mask >> (13 * suit) & _SUIT_FIELD, flags[suit], "real")[0]
        scores.update({13 * suit + top: value for top, value in options.items()})
    if not scores:
        return set()
    bar = share * max(scores.values())
    return {Card(index) for index, value in scores.items() if value >= bar}


def lead_weigher(view: SeatView, knowledge: Knowledge, strength: float = 1.0,
                 ) -> Callable[[Layout], float] | None:
    """For declarer's side and the leader's partner: how much a layout counts by the opening lead.

    None when there is nothing to read: no lead yet, the leader's hand is seen, or ``strength`` 0.
    A layout's weight is the model's probability of the lead from the leader's hand there, raised
    to ``strength``; the probability has a floor of :data:`FLOOR`, so that the model alone rules
    no layout out (a lead the model deems impossible is left to the carding model to judge).
    """
    contract = view.contract
    if contract is None or strength <= 0.0:
        return None
    if view.tricks:
        first = view.tricks[0]
        leader, lead = first.leader, first.cards[0]
    elif view.current_trick:
        leader, lead = view.current_trick[0]
    else:
        return None
    if leader not in knowledge.hidden:  # the leader's own view, or one that shows its hand
        return None
    kind = "nt" if contract.strain is Strain.NT else "suit"
    trump = contract.strain.suit
    flags = suit_flags(bid_strains(view), leader, None if trump is None else int(trump))
    played = knowledge.played[leader]
    index = lead.index

    def weight(layout: Layout) -> float:
        probability = lead_probability(kind, layout[leader] | played, index, flags)
        return float(max(probability, FLOOR) ** strength)

    return weight
