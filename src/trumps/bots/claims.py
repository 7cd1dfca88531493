"""Judging a claim as a defender: accept only when it holds double-dummy (issue: tables)."""

from __future__ import annotations

from trumps.analysis.dds import claim_holds
from trumps.core.cards import FULL_MASK
from trumps.core.errors import TrumpsError
from trumps.core.play import PlayState
from trumps.core.table import SeatView


def position_from_view(view: SeatView) -> PlayState:
    """Rebuild the play position from a view in which at most one hand is hidden.

    During a claim a defender sees its own hand, dummy and declarer's faced hand, so the
    one hidden hand (partner's) is every card neither visible nor played.
    """
    if view.contract is None:
        raise TrumpsError("there is no play to rebuild before the auction ends")
    played = 0
    for trick in view.tricks:
        for card in trick.cards:
            played |= card.bit
    for _, card in view.current_trick:
        played |= card.bit
    hidden = [seat for seat, hand in enumerate(view.hands) if hand is None]
    if len(hidden) > 1:
        raise TrumpsError("more than one hand is hidden: the position cannot be rebuilt")
    masks = [hand.mask if hand is not None else 0 for hand in view.hands]
    if hidden:
        known = played
        for mask in masks:
            known |= mask
        masks[hidden[0]] = FULL_MASK & ~known
    declarer_tricks = view.tricks_won[view.contract.side]
    leader = view.current_trick[0][0] if view.current_trick else (
        view.tricks[-1].winner if view.tricks else view.contract.declarer.lho)
    return PlayState(view.contract, (masks[0], masks[1], masks[2], masks[3]), leader,
                     tuple(card for _, card in view.current_trick), view.tricks, declarer_tricks)


def judge_claim(view: SeatView) -> bool:
    """True when the pending claim in ``view`` holds double-dummy."""
    if view.claim is None:
        raise TrumpsError("no claim is pending")
    return claim_holds(position_from_view(view), view.claim.tricks)
