"""Simple bots: legal and sensible, not strong.

Bidding is a tiny natural system (open 1NT with 15-17 balanced, otherwise one of the
longest suit with 12+ points; raise partner's suit, respond 1NT or a new suit, overcall a
good five-card suit, bid game with enough combined values). Play follows the habits every
beginner learns: lead from the longest suit or a sequence, second hand low, third hand
high, win as cheaply as possible, ruff when the opponents are winning, discard low.
"""

from __future__ import annotations

import random

from trumps.bots.claims import judge_claim
from trumps.core.calls import PASS, Bid, Call, Strain, bid
from trumps.core.cards import Card, CardSet, Suit
from trumps.core.seats import Seat
from trumps.core.table import SeatView

_SUITS_HIGH_FIRST = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _lengths(hand: CardSet) -> dict[Suit, int]:
    return {suit: hand.count(suit) for suit in Suit}


def _balanced(hand: CardSet) -> bool:
    shape = sorted(hand.shape(), reverse=True)
    return shape in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2])


def _bids_by(view: SeatView, seat: Seat) -> list[Bid]:
    return [call for index, call in enumerate(view.calls)
            if isinstance(call, Bid) and view.dealer.offset(index) == seat]


class SimpleBot:
    """A legal, sensible bot for practice tables and tests.

    It keeps no state between decisions: its only randomness (breaking ties between equal
    suits to lead) is drawn from its seed and the position, so a session replayed or resumed
    after a crash sees the same choices.
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self.seed = seed

    def _rng(self, view: SeatView) -> random.Random:
        played = 4 * len(view.tricks) + len(view.current_trick)
        return random.Random(f"{self.seed}|{view.seat}|{len(view.calls)}|{played}")

    # bidding ---------------------------------------------------------------
    def choose_call(self, view: SeatView) -> Call:
        """A natural call, or pass when nothing fits or the wanted bid is not legal."""
        wanted = self._wanted_call(view)
        return wanted if wanted in view.legal_calls else PASS

    def _wanted_call(self, view: SeatView) -> Call:
        seat = view.seat
        hand = view.hand
        assert seat is not None and hand is not None
        hcp = hand.hcp()
        lengths = _lengths(hand)
        longest = max(_SUITS_HIGH_FIRST, key=lambda s: (lengths[s], s in (Suit.SPADES, Suit.HEARTS)))
        mine = _bids_by(view, seat)
        partner = _bids_by(view, seat.partner)
        opponents = _bids_by(view, seat.lho) + _bids_by(view, seat.rho)
        last_bid = next((c for c in reversed(view.calls) if isinstance(c, Bid)), None)
        if not mine and not partner:
            if not opponents:
                return self._opening(hand, hcp, lengths, longest)
            if hcp >= 10 and lengths[longest] >= 5 and last_bid is not None:
                return self._cheapest(Strain(int(longest)), last_bid, max_level=2)
            return PASS
        if partner and not mine:
            return self._response(hand, hcp, lengths, longest, partner[0], last_bid)
        if mine and partner:
            return self._to_game(hcp, mine, partner, last_bid)
        return PASS

    def _opening(self, hand: CardSet, hcp: int, lengths: dict[Suit, int], longest: Suit) -> Call:
        if _balanced(hand) and 15 <= hcp <= 17:
            return bid(1, Strain.NT)
        if _balanced(hand) and 20 <= hcp <= 21:
            return bid(2, Strain.NT)
        if hcp >= 12 or (hcp >= 10 and lengths[longest] >= 6):
            for major in (Suit.SPADES, Suit.HEARTS):
                if lengths[major] >= 5 and lengths[major] == lengths[longest]:
                    return bid(1, Strain(int(major)))
            if lengths[longest] >= 5:
                return bid(1, Strain(int(longest)))
            minor = Suit.DIAMONDS if lengths[Suit.DIAMONDS] > lengths[Suit.CLUBS] else Suit.CLUBS
            return bid(1, Strain(int(minor)))
        return PASS

    def _response(self, hand: CardSet, hcp: int, lengths: dict[Suit, int], longest: Suit,
                  opening: Bid, last_bid: Bid | None) -> Call:
        if opening.strain is Strain.NT:
            if opening.level == 1:
                if hcp >= 10:
                    for major in (Suit.SPADES, Suit.HEARTS):
                        if lengths[major] >= 6:
                            return bid(4, Strain(int(major)))
                    return bid(3, Strain.NT)
                if hcp >= 8:
                    return bid(2, Strain.NT)
            elif hcp >= 5:
                return bid(3, Strain.NT)
            return PASS
        if hcp < 6:
            return PASS
        suit = opening.strain.suit
        assert suit is not None
        if lengths[suit] >= (3 if opening.strain.is_major else 5):
            level = 2 if hcp <= 9 else 3 if hcp <= 12 else 4 if opening.strain.is_major else 5
            return bid(level, opening.strain)
        if lengths[longest] >= 4 and last_bid is not None:
            new = self._cheapest(Strain(int(longest)), last_bid, max_level=1 if hcp < 11 else 2)
            if new is not PASS:
                return new
        if hcp >= 13 and _balanced(hand):
            return bid(3, Strain.NT)
        return bid(1, Strain.NT) if hcp <= 10 else bid(2, Strain.NT)

    def _to_game(self, hcp: int, mine: list[Bid], partner: list[Bid], last_bid: Bid | None) -> Call:
        if last_bid is None:
            return PASS
        # with an agreed strain and about 25 points between us, bid game once
        agreed = {b.strain for b in mine} & {b.strain for b in partner}
        shown = 12 if partner[0].level == 1 and partner[0].strain is not Strain.NT else 6
        if partner[0].strain is Strain.NT and partner[0].level == 1:
            shown = 15
        if agreed and hcp + shown >= 25:
            strain = max(agreed)
            game = 3 if strain is Strain.NT else 4 if strain.is_major else 5
            return bid(game, strain)
        return PASS

    @staticmethod
    def _cheapest(strain: Strain, last_bid: Bid, max_level: int) -> Call:
        level = last_bid.level if strain > last_bid.strain else last_bid.level + 1
        return bid(level, strain) if level <= max_level else PASS

    # play ------------------------------------------------------------------
    def choose_card(self, view: SeatView) -> Card:
        """A sensible legal card for the seat to play (declarer chooses dummy's cards)."""
        legal = list(view.legal_cards)
        if len(legal) == 1:
            return legal[0]
        contract = view.contract
        assert contract is not None
        trump = contract.strain.suit
        to_play = view.to_act
        assert to_play is not None
        if not view.current_trick:
            return self._lead(view, legal, trump, to_play)
        led = view.current_trick[0][1].suit
        winner_seat, winner_card = view.current_trick[0]
        for seat, card in view.current_trick[1:]:
            if (card.suit is winner_card.suit and card.rank > winner_card.rank) or \
                    (card.suit is trump and winner_card.suit is not trump):
                winner_seat, winner_card = seat, card
        partner_winning = winner_seat == to_play.partner
        last_to_play = len(view.current_trick) == 3

        def beats(card: Card) -> bool:
            if card.suit is winner_card.suit:
                return card.rank > winner_card.rank
            return card.suit is trump and winner_card.suit is not trump

        winners = sorted((c for c in legal if beats(c)), key=lambda c: (c.suit is trump, c.rank))
        following = legal[0].suit is led
        if partner_winning and (last_to_play or len(view.current_trick) == 2):
            return self._lowest(legal, trump)
        if winners and (last_to_play or len(view.current_trick) == 2 or not following):
            return winners[0]
        return self._lowest(legal, trump)

    def _lead(self, view: SeatView, legal: list[Card], trump: Suit | None, seat: Seat) -> Card:
        played = 0
        for trick in view.tricks:
            for card in trick.cards:
                played |= card.bit
        # cash a card that is the highest left in its suit (outside trumps, or trumps to draw them)
        held = CardSet(legal).mask
        for card in sorted(legal, key=lambda c: (c.suit is not trump, c.rank), reverse=True):
            higher_in_suit = card.suit.mask & ~((card.bit << 1) - 1)
            if higher_in_suit & ~played & ~held == 0:
                return card
        by_suit: dict[Suit, list[Card]] = {}
        for card in legal:
            by_suit.setdefault(card.suit, []).append(card)
        candidates = [s for s in by_suit if s is not trump] or list(by_suit)
        rng = self._rng(view)
        suit = max(candidates, key=lambda s: (len(by_suit[s]), rng.random()))
        cards = sorted(by_suit[suit], key=lambda c: c.rank, reverse=True)
        return cards[3] if len(cards) >= 4 else cards[-1]

    def answer_claim(self, view: SeatView) -> bool:
        """Accept a claim only when it holds double-dummy."""
        return judge_claim(view)

    def claim(self, view: SeatView) -> int | None:
        """The simple bot plays every card out: it never claims."""
        return None

    @staticmethod
    def _lowest(legal: list[Card], trump: Suit | None) -> Card:
        return min(legal, key=lambda c: (c.suit is trump, c.rank))


def explain_call(calls: tuple[Call, ...], dealer: Seat, index: int) -> str:
    """What call number ``index`` means in the simple bots' system (open to every player)."""
    call = calls[index]
    seat = dealer.offset(index)
    earlier = [(dealer.offset(i), c) for i, c in enumerate(calls[:index]) if isinstance(c, Bid)]
    mine = [c for s, c in earlier if s == seat]
    partner = [c for s, c in earlier if s == seat.partner]
    opponents = [c for s, c in earlier if s.side != seat.side]
    if call is PASS:
        return "pass"
    if not isinstance(call, Bid):
        return "double" if call.index == 1 else "redouble"
    if not mine and not partner:
        if opponents:
            return f"overcall: 10+ HCP, 5+ {call.strain.symbol}"
        if call.strain is Strain.NT:
            return "opening: 15-17 HCP, balanced" if call.level == 1 else "opening: 20-21 HCP, balanced"
        if call.strain.is_major:
            return f"opening: 12+ HCP, 5+ {call.strain.symbol}"
        return f"opening: 12+ HCP, 3+ {call.strain.symbol}"
    if partner and not mine:
        opening = partner[0]
        if opening.strain is Strain.NT:
            if call.strain is Strain.NT:
                return "raise to game: 10+ HCP" if call.level == 3 else "invitation: 8-9 HCP"
            return f"game: 10+ HCP, 6+ {call.strain.symbol}"
        if call.strain is opening.strain:
            ranges = {2: "6-9", 3: "10-12"}
            return f"raise: {ranges.get(call.level, '13+')} HCP, support for {call.strain.symbol}"
        if call.strain is Strain.NT:
            return {1: "6-10 HCP, no fit", 2: "11-12 HCP, no fit"}.get(call.level, "13+ HCP, balanced")
        return f"new suit: 6+ HCP, 4+ {call.strain.symbol}"
    return "to game with a fit and about 25 HCP between the hands"
