"""Bots: programs that choose calls and cards from a seat's view, exactly as a person would."""
