"""Text pictures of a seat's view for the terminal: hands by suit, the auction grid, the trick."""

from __future__ import annotations

from trumps.bots.bidding import explain_call
from trumps.core.cards import CardSet, Suit
from trumps.core.seats import Seat
from trumps.core.table import Phase, RejectedClaim, SeatView
from trumps.rules.registry import RuleSet

_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def hand_lines(hand: CardSet | None) -> list[str]:
    """Four lines, one per suit (spades first): ``♠ A K 7 2``; ``(hidden)`` for an unseen hand."""
    if hand is None:
        return ["(hidden)", "", "", ""]
    lines = []
    for suit in _SUITS:
        ranks = " ".join(card.rank.letter for card in reversed(hand.suit(suit)))
        lines.append(f"{suit.symbol} {ranks or '-'}")
    return lines


def _label(view: SeatView, seat: Seat) -> str:
    tags = []
    if seat == view.seat:
        tags.append("you")
    contract = view.contract
    if contract is not None:
        if seat == contract.declarer:
            tags.append("declarer")
        elif seat == contract.declarer.partner:
            tags.append("dummy")
    return seat.full_name + (f" ({', '.join(tags)})" if tags else "")


def table_picture(view: SeatView) -> str:
    """The four hands around the table as this view may see them."""
    north, south = hand_lines(view.hands[Seat.N]), hand_lines(view.hands[Seat.S])
    west, east = hand_lines(view.hands[Seat.W]), hand_lines(view.hands[Seat.E])
    pad = " " * 22
    lines = [pad + _label(view, Seat.N)] + [pad + line for line in north]
    lines.append(f"{_label(view, Seat.W):<44}{_label(view, Seat.E)}")
    for w, e in zip(west, east):
        lines.append(f"{w:<44}{e}")
    lines += [pad + _label(view, Seat.S)] + [pad + line for line in south]
    return "\n".join(lines)


def auction_grid(view: SeatView, rules: RuleSet | None = None, explain: bool = True) -> str:
    """The calls in four columns W N E S, dealer's column first filled; explanations below."""
    order = (Seat.W, Seat.N, Seat.E, Seat.S)
    cells = ["" for _ in range(order.index(view.dealer))]
    for call in view.calls:
        cells.append(call.short)
    lines = ["  ".join(f"{seat.full_name:<6}" for seat in order)]
    for start in range(0, len(cells), 4):
        lines.append("  ".join(f"{cell:<6}" for cell in cells[start:start + 4]))
    if explain:
        for index, call in enumerate(view.calls):
            meaning = explain_call(view.calls, view.dealer, index, rules)
            if meaning and meaning.lower() != "pass":
                lines.append(f"  {view.dealer.offset(index).letter} {call.short}: {meaning}")
    return "\n".join(lines)


def trick_line(view: SeatView) -> str:
    """The cards on the table now (or the last trick when between tricks) and the tricks won."""
    contract = view.contract
    if contract is None:
        return ""
    if view.current_trick:
        played = "  ".join(f"{seat.letter} {card}" for seat, card in view.current_trick)
        head = f"trick {len(view.tricks) + 1}: {played}"
    elif view.tricks:
        last = view.tricks[-1]
        played = "  ".join(f"{last.leader.offset(i).letter} {card}" for i, card in enumerate(last.cards))
        head = f"trick {len(view.tricks)} won by {last.winner.full_name}: {played}"
    else:
        head = "no card played yet"
    ns, ew = view.tricks_won
    return f"{head}    tricks N-S {ns}, E-W {ew}"


def rejected_claim_line(claim: RejectedClaim) -> str:
    """A claim a defender rejected, as the table keeps hearing of it while play goes on."""
    return (f"{claim.seat.full_name} claimed {claim.tricks} tricks in all at trick {claim.trick}; "
            f"{claim.rejected_by.full_name} rejected the claim, and play goes on")


def view_picture(view: SeatView, rules: RuleSet | None = None) -> str:
    """Everything a player at the terminal needs to decide."""
    parts = [f"dealer {view.dealer.full_name}, vulnerable: {view.vulnerability.key}"]
    if view.contract is not None:
        parts[0] += f", contract {view.contract}"
    parts.append(table_picture(view))
    parts.append(auction_grid(view, rules))
    if view.phase in (Phase.PLAY, Phase.CLAIM):
        parts.append(trick_line(view))
    if view.claim is not None:
        parts.append(f"{view.claim.seat.full_name} claims {view.claim.tricks} tricks in all")
    return "\n".join(parts)
