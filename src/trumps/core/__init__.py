"""The pure core: cards, seats, deals, calls, auction, contract, play and table state.

Standard library only, no I/O, immutable values. Everything else in trumps depends on
this package; it depends on nothing else in trumps.
"""
