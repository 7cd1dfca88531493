"""Which bot sits at an empty seat: ``make_bot("strong" | "simple", seed, rules)``."""

from __future__ import annotations

from trumps.bots.base import Bot
from trumps.bots.simple import SimpleBot
from trumps.bots.strong import StrongBot
from trumps.core.errors import TrumpsError
from trumps.rules.registry import RuleSet

BOT_KINDS = ("strong", "simple")
"""``strong``: the natural bidding system and double-dummy sampling play (the default);
``simple``: legal, sensible and instant (tests, quick demonstrations)."""


def make_bot(kind: str, seed: str, rules: RuleSet) -> Bot:
    """A bot of ``kind`` for a table under ``rules``, deterministic for ``seed``."""
    if kind == "strong":
        return StrongBot(seed, rules)
    if kind == "simple":
        return SimpleBot(seed)
    raise TrumpsError(f"unknown bot kind {kind!r} (use {' or '.join(BOT_KINDS)})")
