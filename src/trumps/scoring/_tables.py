"""Score tables shared by more than one profile.

Each table is written once, with the RULES.md section it comes from. Tables that only one
profile uses live in that profile's module.
"""

from __future__ import annotations

from dataclasses import dataclass

from trumps.core.calls import Strain
from trumps.core.cards import Card, Rank, Suit
from trumps.core.contract import Doubling
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Side

# --- Auction Bridge (RULES.md `auction-1920`; `auction-classic` is "as auction-1920, except") ---

# RULES.md `auction-1920`: trick values per trick over 6 (book): ♣ 6, ♦ 7, ♥ 8, ♠ 9, NT 10.
AUCTION_TRICK_VALUE: dict[Strain, int] = {Strain.C: 6, Strain.D: 7, Strain.H: 8, Strain.S: 9, Strain.NT: 10}

# RULES.md `auction-1920`: failed contract, per undertrick: 50, 100 doubled, 200 redoubled.
AUCTION_UNDERTRICK: dict[Doubling, int] = {
    Doubling.UNDOUBLED: 50, Doubling.DOUBLED: 100, Doubling.REDOUBLED: 200,
}

# RULES.md `auction-1920`: slams for either side by tricks taken: 12 tricks 50, 13 tricks 100 (instead).
AUCTION_LITTLE_SLAM = 50
AUCTION_GRAND_SLAM = 100

# RULES.md `auction-1920`: made doubled + 50 above (redoubled + 100); 1920 also pays this per overtrick.
AUCTION_INSULT: dict[Doubling, int] = {Doubling.UNDOUBLED: 0, Doubling.DOUBLED: 50, Doubling.REDOUBLED: 100}

# RULES.md `auction-1920` honors at NT (classic keeps them): 3 aces 30, 4 divided 40, 4 in one hand 100.
AUCTION_NT_ACES_THREE = 30
AUCTION_NT_ACES_FOUR_DIVIDED = 40
AUCTION_NT_ACES_FOUR_IN_ONE_HAND = 100

# RULES.md `auction-1920`: game is 30 below; the rubber bonus is 250 (classic: the same).
AUCTION_GAME_TARGET = 30
AUCTION_RUBBER_BONUS = 250

# --- Contract Bridge (RULES.md `rubber`; `duplicate` says "as in rubber") ---

# RULES.md `rubber`: below the line, contracted tricks only: ♣/♦ 20, ♥/♠ 30, NT 40 first and 30 after.
_CONTRACT_TRICK_VALUE: dict[Strain, int] = {
    Strain.C: 20, Strain.D: 20, Strain.H: 30, Strain.S: 30, Strain.NT: 30,
}
_NT_FIRST_TRICK_EXTRA = 10

# RULES.md `rubber`: making a doubled contract 50, redoubled 100 (the Laws).
CONTRACT_INSULT: dict[Doubling, int] = {Doubling.UNDOUBLED: 0, Doubling.DOUBLED: 50, Doubling.REDOUBLED: 100}

# RULES.md `rubber`: slams bid and made: little 500 (750 vulnerable), grand 1000 (1500 vulnerable).
CONTRACT_LITTLE_SLAM: dict[bool, int] = {False: 500, True: 750}
CONTRACT_GRAND_SLAM: dict[bool, int] = {False: 1000, True: 1500}


def contract_trick_score(level: int, strain: Strain, doubling: Doubling) -> int:
    """Below-line score of the contracted tricks of a made contract (RULES.md `rubber`)."""
    base = level * _CONTRACT_TRICK_VALUE[strain]
    if strain is Strain.NT:
        base += _NT_FIRST_TRICK_EXTRA
    return base * doubling.multiplier


def contract_overtrick_value(strain: Strain, doubling: Doubling, vulnerable: bool) -> int:
    """Points per overtrick (RULES.md `rubber`): trick value undoubled; 100/200 doubled; x2 redoubled."""
    if doubling is Doubling.UNDOUBLED:
        return _CONTRACT_TRICK_VALUE[strain]
    per_doubled = 200 if vulnerable else 100
    return per_doubled * (doubling.multiplier // 2)


def contract_undertrick_penalty(undertricks: int, doubling: Doubling, vulnerable: bool) -> int:
    """Total penalty for ``undertricks`` (RULES.md `rubber`).

    Undoubled 50 each (100 vulnerable). Doubled, not vulnerable: 100, 200, 200, then 300
    each; doubled, vulnerable: 200, then 300 each; redoubled: twice the doubled figure.
    """
    if undertricks <= 0:
        return 0
    if doubling is Doubling.UNDOUBLED:
        return undertricks * (100 if vulnerable else 50)
    total = 0
    for n in range(1, undertricks + 1):
        if vulnerable:
            total += 200 if n == 1 else 300
        else:
            total += 100 if n == 1 else 200 if n <= 3 else 300
    return total * (doubling.multiplier // 2)


# --- Honors: who holds them (used by every profile that scores honors) ---

_TRUMP_HONOR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)


@dataclass(frozen=True, slots=True)
class HonorHolding:
    """The side holding most of the honors, how many, and the most held by one of its hands.

    At a suit contract the honors are the trump A K Q J 10; at NT they are the four aces.
    """

    side: Side
    count: int
    most_in_one_hand: int

    @property
    def in_partner_hand(self) -> int:
        """Honors of the side not in the hand holding the most."""
        return self.count - self.most_in_one_hand


def honor_holding(deal: Deal, strain: Strain) -> HonorHolding | None:
    """The side holding 3 or more honors in the original hands, or None when no side does."""
    trump = strain.suit
    if trump is None:
        per_seat = [sum(1 for suit in Suit if _has(deal, seat, suit, Rank.ACE)) for seat in _SEATS]
    else:
        per_seat = [sum(1 for rank in _TRUMP_HONOR_RANKS if _has(deal, seat, trump, rank)) for seat in _SEATS]
    for side in (Side.NS, Side.EW):
        held = [per_seat[seat] for seat in side.seats]
        if sum(held) >= 3:
            return HonorHolding(side, sum(held), max(held))
    return None


def _has(deal: Deal, seat: Seat, suit: Suit, rank: Rank) -> bool:
    return Card.of(suit, rank) in deal.hands[seat]
