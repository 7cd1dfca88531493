"""Helpers shared by the scoring tests: results from short text, deals with honors placed."""

from __future__ import annotations

from trumps.core.cards import ALL_CARDS, Card, CardSet
from trumps.core.contract import Contract, HandResult
from trumps.core.deal import Deal
from trumps.core.seats import Seat

SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)


def result(contract: str, tricks: int, declarer: Seat = Seat.N, deal: Deal | None = None) -> HandResult:
    """``result("4SX", 10)``: a HandResult for ``contract`` by ``declarer`` taking ``tricks``."""
    return HandResult(Contract.parse(contract, declarer), tricks, deal)


def deal_with(**holdings: str) -> Deal:
    """A complete deal where each named seat holds the listed cards (``N="SA SK"``); the rest
    of the pack is dealt in card order to fill every hand to 13."""
    placed: dict[Seat, list[Card]] = {seat: [] for seat in SEATS}
    for letter, text in holdings.items():
        placed[Seat.parse(letter)] = [Card.parse(card) for card in text.split()]
    used = {card for cards in placed.values() for card in cards}
    rest = [card for card in ALL_CARDS if card not in used]
    for seat in SEATS:
        while len(placed[seat]) < 13:
            placed[seat].append(rest.pop(0))
    hands = tuple(CardSet(placed[seat]) for seat in SEATS)
    deal = Deal((hands[0], hands[1], hands[2], hands[3]))
    deal.validate()
    return deal
