"""Bidding: a natural SAYC-like system written as data, read three ways.

- the bots' decisions (:class:`Bidder`, :class:`BiddingBot`);
- the constraints handed to the card-play sampler (:func:`constraints_for`), and the model of
  who would have bid so (:func:`model_for`);
- the explanation of every call shown to every player (:func:`explain_call`), in English and
  Portuguese (:mod:`.translation`).

See :mod:`.system` for the agreements, :mod:`.meaning` for what a call can promise, and
:mod:`.bidder` for how calls are chosen (rules first, simulation where they run out, and the
auction-bridge style for the two auction rule sets).
"""

from __future__ import annotations

from trumps.bots.bidding.bidder import Bidder, BiddingBot
from trumps.bots.bidding.consistency import AuctionModel, model_for
from trumps.bots.bidding.interpret import (
    Style,
    constraints_for,
    explain_call,
    explain_call_all,
    meaning_of,
    seat_constraints,
    style_for,
)
from trumps.bots.bidding.meaning import Forcing, Meaning

__all__ = [
    "Bidder",
    "BiddingBot",
    "constraints_for",
    "model_for",
    "AuctionModel",
    "explain_call",
    "explain_call_all",
    "meaning_of",
    "seat_constraints",
    "style_for",
    "Style",
    "Meaning",
    "Forcing",
]
