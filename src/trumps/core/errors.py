"""The core's exceptions.

Syntax errors (text that is not a card, a call, a deal) and rule errors (a legal-looking
call or card that the laws forbid now) are distinct ``ValueError`` subclasses, so callers
can tell "you typed nonsense" from "you may not do that".
"""

from __future__ import annotations


class TrumpsError(ValueError):
    """Base class of every error the core raises for bad input."""


class InvalidCardError(TrumpsError):
    """Text or a number that does not name a card, rank, suit or card set."""


class InvalidDealError(TrumpsError):
    """A deal that is malformed or breaks the rules (duplicate cards, wrong counts)."""


class InvalidCallError(TrumpsError):
    """Text that does not name a call, or a malformed contract."""


class IllegalCallError(TrumpsError):
    """A call that the laws do not allow at this point of the auction."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


class IllegalPlayError(TrumpsError):
    """A card, claim or other play action that the laws do not allow now."""


class IllegalActionError(TrumpsError):
    """An action out of turn, by the wrong seat, or in the wrong phase."""
