"""The one place that talks to DDS (through ``endplay``): DD tables, par, and solving positions.

Conversion between trumps' types and endplay's happens here and nowhere else. DDS is not
re-entrant from several Python threads at once, so every call goes through one lock; the
results of whole-deal tables are cached.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache

from endplay import dds as _dds
from endplay.types import Card as _EpCard
from endplay.types import Deal as _EpDeal
from endplay.types import Denom as _Denom
from endplay.types import Player as _Player

from trumps.core.calls import Strain
from trumps.core.cards import ALL_CARDS, Card, CardSet, Suit
from trumps.core.deal import Deal
from trumps.core.play import PlayState
from trumps.core.seats import Seat, Vulnerability

_LOCK = threading.Lock()

_DENOM = {Strain.S: _Denom.spades, Strain.H: _Denom.hearts, Strain.D: _Denom.diamonds,
          Strain.C: _Denom.clubs, Strain.NT: _Denom.nt}
_PLAYER = {Seat.N: _Player.north, Seat.E: _Player.east, Seat.S: _Player.south, Seat.W: _Player.west}
_SUIT_OF_DENOM = {int(_Denom.spades): Suit.SPADES, int(_Denom.hearts): Suit.HEARTS,
                  int(_Denom.diamonds): Suit.DIAMONDS, int(_Denom.clubs): Suit.CLUBS}
# endplay ranks are bit values 2**rank (R2 = 4 ... RA = 16384)
_RANK_BY_BIT = {1 << r: r for r in range(2, 15)}
# endplay's Vul numbering: 0 none, 1 both, 2 N-S, 3 E-W
_VUL = {Vulnerability.NONE: 0, Vulnerability.BOTH: 1, Vulnerability.NS: 2, Vulnerability.EW: 3}


def _hands_pbn(hands: tuple[int, int, int, int]) -> str:
    return "N:" + " ".join(CardSet(mask).to_pbn() for mask in hands)


def _from_endplay_card(card: _EpCard) -> Card:
    suit = _SUIT_OF_DENOM[int(card.suit)]
    rank = _RANK_BY_BIT[int(card.rank)]
    return ALL_CARDS[suit * 13 + rank - 2]


@dataclass(frozen=True, slots=True)
class DDTable:
    """Double-dummy tricks for every strain and declarer: ``tricks[strain][seat]``."""

    tricks: tuple[tuple[int, int, int, int], ...]

    def of(self, strain: Strain, declarer: Seat) -> int:
        """Tricks ``declarer`` takes at ``strain`` double-dummy."""
        return self.tricks[strain][declarer]

    def to_json(self) -> dict[str, dict[str, int]]:
        """``{"NT": {"N": 9, ...}, "S": {...}, ...}``."""
        return {strain.letter: {seat.letter: self.of(strain, seat) for seat in Seat} for strain in Strain}


@dataclass(frozen=True, slots=True)
class ParResult:
    """Par: the score for N-S and the contracts that reach it (e.g. ``4SN=``, ``5HXE-2``)."""

    score_ns: int
    contracts: tuple[str, ...]


@lru_cache(maxsize=4096)
def _dd_table_cached(pbn: str) -> DDTable:
    deal = _EpDeal(pbn)
    with _LOCK:
        raw = _dds.calc_dd_table(deal).to_list()
    rows: list[tuple[int, int, int, int]] = []
    for strain in Strain:
        row = raw[int(_DENOM[strain])]
        rows.append((row[0], row[1], row[2], row[3]))
    return DDTable(tuple(rows))


def dd_table(deal: Deal) -> DDTable:
    """The double-dummy table of a complete deal (cached)."""
    deal.validate()
    return _dd_table_cached(deal.to_pbn(Seat.N))


def par(deal: Deal, vulnerability: Vulnerability, dealer: Seat) -> ParResult:
    """Par score and contracts of a deal under duplicate scoring."""
    deal.validate()
    ep_deal = _EpDeal(deal.to_pbn(Seat.N))
    vul = _VUL[vulnerability]
    with _LOCK:
        result = _dds.par(_dds.calc_dd_table(ep_deal), vul, _PLAYER[dealer])
    return ParResult(int(result.score), tuple(str(contract) for contract in result))


def solve_position(play: PlayState) -> dict[Card, int]:
    """For each legal card of the seat to play: tricks that seat's side wins from here on.

    "From here on" counts the trick in progress and every later one, with best play by
    both sides. Tricks already complete are not included.
    """
    if play.is_complete:
        return {}
    leader = play.leader
    hands = list(play.hands)
    # put the current trick's cards back so DDS sees the position at the start of the trick
    for offset, card in enumerate(play.current):
        hands[leader.offset(offset)] |= card.bit
    deal = _EpDeal(_hands_pbn((hands[0], hands[1], hands[2], hands[3])))
    deal.first = _PLAYER[leader]
    deal.trump = _DENOM[play.contract.strain]
    for card in play.current:
        deal.play(str(card))
    with _LOCK:
        solved = _dds.solve_board(deal)
    return {_from_endplay_card(card): int(tricks) for card, tricks in solved}


def declarer_tricks_double_dummy(play: PlayState) -> int:
    """Declarer's total tricks for the hand with best play from this position on."""
    if play.is_complete:
        return play.declarer_tricks
    values = solve_position(play)
    to_play = play.to_play
    best_for_side = max(values.values())
    remaining = play.remaining_tricks()
    if to_play.side == play.declarer.side:
        return play.declarer_tricks + best_for_side
    return play.declarer_tricks + remaining - best_for_side


def claim_holds(play: PlayState, claimed_total: int) -> bool:
    """True when declarer's side takes at least ``claimed_total`` tricks double-dummy."""
    return declarer_tricks_double_dummy(play) >= claimed_total
