"""Which bot sits at an empty seat: ``make_bot("strong" | "simple", seed, rules)``."""

from __future__ import annotations

from trumps.bots.base import BOT_KINDS, Bot
from trumps.bots.simple import SimpleBot
from trumps.bots.strong import StrongBot
from trumps.core.errors import TrumpsError
from trumps.rules.registry import RuleSet

__all__ = ["BOT_KINDS", "make_bot"]


def make_bot(kind: str, seed: str, rules: RuleSet) -> Bot:
    """A bot of ``kind`` for a table under ``rules``, deterministic for ``seed``."""
    if kind == "strong":
        return StrongBot(seed, rules)
    if kind == "simple":
        return SimpleBot(seed)
    raise TrumpsError(f"unknown bot kind {kind!r} (use {' or '.join(BOT_KINDS)})")
