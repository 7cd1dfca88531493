"""The one place that talks to DDS (through ``endplay``): DD tables, par, and solving positions.

Conversion between trumps' types and endplay's happens here and nowhere else. DDS is not
re-entrant from several Python threads at once, so every call goes through one lock; the
results of whole-deal tables are cached.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from endplay import _dds as _dds_raw
from endplay import dds as _dds
from endplay.types import Card as _EpCard
from endplay.types import Deal as _EpDeal
from endplay.types import Denom as _Denom
from endplay.types import Player as _Player

from trumps.core.calls import Strain
from trumps.core.cards import ALL_CARDS, Card, CardSet, Suit
from trumps.core.contract import Contract, Doubling
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
    """Par score and contracts of a deal under duplicate scoring (cached per deal and conditions)."""
    deal.validate()
    return _par_cached(deal.to_pbn(Seat.N), vulnerability, dealer)


@lru_cache(maxsize=4096)
def _par_cached(pbn: str, vulnerability: Vulnerability, dealer: Seat) -> ParResult:
    ep_deal = _EpDeal(pbn)
    with _LOCK:
        result = _dds.par(_dds.calc_dd_table(ep_deal), _VUL[vulnerability], _PLAYER[dealer])
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


# batch solving (bots, benchmarks) ---------------------------------------------------------------
# DDS numbers suits spades 0, hearts 1, diamonds 2, clubs 3 (NT 4): the reverse of trumps' Suit.
_DDS_STRAIN = {Strain.C: 3, Strain.D: 2, Strain.H: 1, Strain.S: 0, Strain.NT: 4}
_BATCH = _dds_raw.MAXNOOFBOARDS
"""The most positions one ``SolveAllBoardsBin`` call takes (DDS's MAXNOOFBOARDS)."""


def _fill_position(target: _dds_raw.deal, play: PlayState) -> None:
    """Write ``play`` into a DDS binary deal struct (remaining cards exclude the current trick)."""
    target.trump = _DDS_STRAIN[play.contract.strain]
    target.first = int(play.leader)
    current = play.current
    for position in range(3):
        if position < len(current):
            card = current[position]
            target.currentTrickSuit[position] = 3 - card.suit
            target.currentTrickRank[position] = card.rank
        else:
            target.currentTrickSuit[position] = 0
            target.currentTrickRank[position] = 0
    remain = target.remainCards
    for seat, mask in enumerate(play.hands):
        row = remain[seat]
        row[0] = ((mask >> 39) & 0x1FFF) << 2
        row[1] = ((mask >> 26) & 0x1FFF) << 2
        row[2] = ((mask >> 13) & 0x1FFF) << 2
        row[3] = (mask & 0x1FFF) << 2


def _read_future(future: _dds_raw.futureTricks) -> dict[Card, int]:
    """Every legal card of a DDS answer with its tricks (cards DDS lists as equals expanded)."""
    values: dict[Card, int] = {}
    suits, ranks, equals, scores = future.suit, future.rank, future.equals, future.score
    for i in range(future.cards):
        score = scores[i]
        if score < 0:
            continue
        base = (3 - suits[i]) * 13 - 2
        holding = (1 << ranks[i]) | equals[i]
        for rank in range(2, 15):
            if holding >> rank & 1:
                values[ALL_CARDS[base + rank]] = score
    return values


def _solve_batches(plays: Sequence[PlayState], solutions: int) -> list[_dds_raw.futureTricks]:
    """DDS's answers for incomplete positions, ``MAXNOOFBOARDS`` at a time on its thread pool.

    ``solutions`` is DDS's: 1 for the best card's tricks only, 3 for every legal card's.
    """
    answers: list[_dds_raw.futureTricks] = []
    for start in range(0, len(plays), _BATCH):
        chunk = plays[start:start + _BATCH]
        boards = _dds_raw.boards()
        boards.noOfBoards = len(chunk)
        for slot, play in enumerate(chunk):
            _fill_position(boards.deals[slot], play)
            boards.target[slot] = -1
            boards.solutions[slot] = solutions
            boards.mode[slot] = 1
        solved = _dds_raw.solvedBoards()
        with _LOCK:
            _dds_raw.SolveAllBoardsBin(boards, solved)
        answers.extend(solved.solvedBoard[slot] for slot in range(len(chunk)))
    return answers


def solve_positions(plays: Sequence[PlayState]) -> list[dict[Card, int]]:
    """:func:`solve_position` for many positions at once, solved by DDS's own thread pool.

    Positions may come from different deals and contracts; the answers are in input order.
    A complete position gives an empty dict.
    """
    answers: list[dict[Card, int]] = [{} for _ in plays]
    pending = [index for index, play in enumerate(plays) if not play.is_complete]
    solved = _solve_batches([plays[index] for index in pending], 3)
    for index, future in zip(pending, solved):
        answers[index] = _read_future(future)
    return answers


def best_tricks_many(plays: Sequence[PlayState]) -> list[int]:
    """The tricks the side to play takes from each position with its best card, from the current
    trick on: DDS's thread pool, best card only (cheaper than every card's, :func:`solve_positions`).
    A complete position gives 0."""
    answers = [0 for _ in plays]
    pending = [index for index, play in enumerate(plays) if not play.is_complete]
    for index, future in zip(pending, _solve_batches([plays[index] for index in pending], 1)):
        answers[index] = max(0, future.score[0])
    return answers


def declarer_tricks_many(starts: Sequence[tuple[Deal, Strain, Seat]]) -> list[int]:
    """Declarer's double-dummy tricks for each ``(deal, strain, declarer)``, from the opening lead.

    One solve per entry on DDS's thread pool: cheaper than :func:`dd_tables` when each strain
    matters for one declarer only (a table solves all four).
    """
    plays = []
    for deal, strain, declarer in starts:
        deal.validate()
        plays.append(PlayState.start(deal, Contract(1, strain, Doubling.UNDOUBLED, declarer)))
    return [13 - int(future.score[0]) for future in _solve_batches(plays, 1)]


def solve_positions_one_by_one(plays: Sequence[PlayState]) -> list[dict[Card, int]]:
    """:func:`solve_positions` with one ``SolveBoard`` call per position on the calling thread.

    For a handful of positions this avoids starting DDS's thread pool.
    """
    answers: list[dict[Card, int]] = []
    future = _dds_raw.futureTricks()
    position = _dds_raw.deal()
    for play in plays:
        if play.is_complete:
            answers.append({})
            continue
        _fill_position(position, play)
        with _LOCK:
            _dds_raw.SolveBoard(position, -1, 3, 1, future, 0)
        answers.append(_read_future(future))
    return answers


def dd_tables(deals: Sequence[Deal], strains: Sequence[Strain] | None = None) -> list[DDTable]:
    """DD tables of many complete deals at once (DDS's thread pool), limited to ``strains``.

    Asking for fewer strains is much faster; the rows of strains not asked for hold zeros.
    Used by the bidding bots' simulations, where only the candidate contracts' strains matter.
    """
    wanted = set(Strain) if strains is None else set(strains)
    if not deals or not wanted:
        return [DDTable(tuple((0, 0, 0, 0) for _ in Strain)) for _ in deals]
    exclude = [_DENOM[strain] for strain in Strain if strain not in wanted]
    ep_deals = []
    for deal in deals:
        deal.validate()
        ep_deals.append(_EpDeal(deal.to_pbn(Seat.N)))
    with _LOCK:
        raw_tables = [table.to_list() for table in _dds.calc_all_tables(ep_deals, exclude=exclude)]
    result: list[DDTable] = []
    for raw in raw_tables:
        rows: list[tuple[int, int, int, int]] = []
        for strain in Strain:
            row = raw[int(_DENOM[strain])]
            rows.append((row[0], row[1], row[2], row[3]) if strain in wanted else (0, 0, 0, 0))
        result.append(DDTable(tuple(rows)))
    return result
