"""Text rendering of a rubber scoresheet: We (N-S) and They (E-W), above and below the line."""

from __future__ import annotations

from trumps.core.seats import Side
from trumps.scoring.ledger import Scoresheet, SheetItem

WIDTH = 19


def _cell(item: SheetItem | None) -> str:
    if item is None:
        return ""
    return f"{item.entry.points} {item.entry.reason}"[:WIDTH]


def _rows(left: tuple[SheetItem, ...], right: tuple[SheetItem, ...]) -> list[str]:
    count = max(len(left), len(right))
    rows = []
    for i in range(count):
        a = left[i] if i < len(left) else None
        b = right[i] if i < len(right) else None
        rows.append(f"{_cell(a):>{WIDTH}} | {_cell(b):<{WIDTH}}")
    return rows


def render_scoresheet(sheet: Scoresheet) -> str:
    """A printable We/They sheet: above-line bonuses (newest nearest the line), games below."""
    rule = "-" * WIDTH + "-+-" + "-" * WIDTH
    lines = [f"{'WE (N-S)':>{WIDTH}} | {'THEY (E-W)':<{WIDTH}}", rule]
    above = _rows(tuple(reversed(sheet.above(Side.NS))), tuple(reversed(sheet.above(Side.EW))))
    lines.extend(reversed(above))
    lines.append("=" * len(rule))
    for game in sheet.games:
        lines.extend(_rows(game.below(Side.NS), game.below(Side.EW)))
        if game.winner is not None:
            lines.append(f"{'game ' + str(game.number) + ' to ' + game.winner.key.upper():-^{len(rule)}}")
    result = sheet.result
    lines.append(rule)
    lines.append(f"{result.totals.ns.total:>{WIDTH}} | {result.totals.ew.total:<{WIDTH}}")
    if result.winner == "tie":
        verdict = "a tie" + (" (play one more hand)" if result.needs_extra_hand else "")
    else:
        verdict = f"{result.winner.upper()} win by {result.margin}"
    state = "rubber finished" if result.finished else "rubber unfinished, settled now"
    lines.append(f"games NS {result.games[0]} - EW {result.games[1]}; {state}; {verdict}")
    return "\n".join(lines)
