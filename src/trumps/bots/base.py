"""The bot protocol: a bot is handed only a :class:`~trumps.core.table.SeatView`."""

from __future__ import annotations

from typing import Protocol

from trumps.core.calls import Call
from trumps.core.cards import Card
from trumps.core.table import SeatView

BOT_KINDS = ("strong", "simple")
"""``strong``: the natural bidding system and double-dummy sampling play (the default);
``simple``: legal, sensible and instant (tests, quick demonstrations)."""


class CallChooser(Protocol):
    """Anything that can choose a call from what one seat may see (all an auction asks of a bot)."""

    def choose_call(self, view: SeatView) -> Call:
        """A legal call for ``view.seat`` (one of ``view.legal_calls``)."""
        ...


class Bot(CallChooser, Protocol):
    """Anything that can choose a call and a card from what one seat may see."""

    def choose_card(self, view: SeatView) -> Card:
        """A legal card (one of ``view.legal_cards``); for dummy, declarer's view is passed."""
        ...

    def answer_claim(self, view: SeatView) -> bool:
        """As a defender: accept (True) or reject the pending claim in ``view``."""
        ...

    def claim(self, view: SeatView) -> int | None:
        """As declarer about to play: declarer's total tricks to claim when certain, else None."""
        ...
