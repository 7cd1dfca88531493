"""trumps: Auction Bridge (1920 and classic), Rubber Bridge and duplicate team matches."""

__version__ = "0.1.0"
