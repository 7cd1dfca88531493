"""The JSON shapes of a rubber's and a team match's results, shared by every command that prints them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trumps.core.contract import HandResult
from trumps.core.seats import Side
from trumps.scoring.ledger import RubberLedger
from trumps.scoring.three_handed import PLAYERS, ThreeHandedLedger


def rubber_json(ledger: RubberLedger, boards: Sequence[int | None] | None = None) -> dict[str, Any]:
    """``{"hands": [...], "games", "totals", "winner", "margin", "finished", ...}`` for a ledger."""
    hands: list[dict[str, Any]] = []
    for index, hand in enumerate(ledger.hands):
        result = hand.result
        contract = None if result is None else result.contract
        entries = hand.all_entries
        hands.append({
            "number": hand.number,
            "board": None if boards is None else boards[index],
            "contract": "pass" if contract is None else contract.name,
            "declarer": None if contract is None else contract.declarer.letter,
            "tricks": None if contract is None or result is None else result.tricks,
            "vulnerable": hand.vulnerability.key,
            "game": hand.game,
            "entries": [e.to_json() for e in entries],
            "score_ns": sum(e.points if e.side is Side.NS else -e.points for e in entries),
            "game_won_by": None if hand.game_won_by is None else hand.game_won_by.key,
        })
    outcome = ledger.result()
    return {
        "hands": hands,
        "games": {"ns": outcome.games[Side.NS], "ew": outcome.games[Side.EW]},
        "totals": {"ns": outcome.totals.ns.total, "ew": outcome.totals.ew.total},
        "winner": outcome.winner,
        "margin": outcome.margin,
        "finished": outcome.finished,
        "settlement": [e.to_json() for e in outcome.settlement],
        "needs_extra_hand": outcome.needs_extra_hand,
    }


def three_handed_json(ledger: ThreeHandedLedger,
                      results: Sequence[HandResult] | None = None) -> dict[str, Any]:
    """A three-handed sheet (each player for himself): ``{"hands", "games", "totals", "winner", "margin",
    "finished", "needs_extra_hand"}`` with ``games`` and ``totals`` keyed by player (N, E, S) and
    ``winner`` a player's letter or ``"tie"``. ``results`` (the hands' results, in order) add the
    contract and tricks of each hand."""
    hands: list[dict[str, Any]] = []
    for index, hand in enumerate(ledger.hands):
        result = None if results is None or index >= len(results) else results[index]
        contract = None if result is None else result.contract
        row: dict[str, Any] = {
            "number": hand.number,
            "declarer": None if hand.declarer is None else hand.declarer.letter,
            "game": hand.game,
            "entries": [e.to_json() for e in hand.entries],
            "points": {p.letter: sum(e.points for e in hand.entries if e.player is p) for p in PLAYERS},
            "game_won_by": None if hand.game_won_by is None else hand.game_won_by.letter,
        }
        if results is not None:
            row["contract"] = "pass" if contract is None else contract.name
            row["tricks"] = None if contract is None or result is None else result.tricks
        hands.append(row)
    outcome = ledger.result()
    return {
        "hands": hands,
        "games": outcome.games,
        "totals": outcome.totals,
        "winner": outcome.winner,
        "margin": outcome.margin,
        "finished": outcome.finished,
        "needs_extra_hand": outcome.needs_extra_hand,
    }


def render_three_handed(data: dict[str, Any]) -> str:
    """A printable three-handed sheet from :func:`three_handed_json`: one column per player."""
    players = list(data["totals"])
    lines = [f"{'hand':>4} {'contract':>9} " + " ".join(f"{p:>7}" for p in players)]
    for row in data["hands"]:
        contract = row.get("contract", "")
        if contract and contract != "pass" and row.get("tricks") is not None:
            contract = f"{contract}={row['tricks']}"
        won = f"  game to {row['game_won_by']}" if row["game_won_by"] else ""
        lines.append(f"{row['number']:>4} {contract:>9} "
                     + " ".join(f"{row['points'][p]:>7}" for p in players) + won)
    lines.append(f"{'':>4} {'total':>9} " + " ".join(f"{data['totals'][p]:>7}" for p in players))
    games = ", ".join(f"{p} {n}" for p, n in data["games"].items())
    state = "rubber finished" if data["finished"] else "unfinished"
    if data["winner"] == "tie":
        verdict = "a tie" + (" (play one more hand)" if data["needs_extra_hand"] else "")
    else:
        verdict = f"{data['winner']} wins by {data['margin']}"
    lines.append(f"games {games}; {state}; {verdict}")
    return "\n".join(lines)


def match_json(boards: Sequence[tuple[int, int, int, int, int]]) -> dict[str, Any]:
    """``{"boards", "imps_a", "imps_b", "winner"}`` from (board, open_ns, closed_ns, diff, imps) rows."""
    rows = [{"board": b, "open_ns": o, "closed_ns": c, "diff": d, "imps": i} for b, o, c, d, i in boards]
    imps_a = sum(row["imps"] for row in rows if row["imps"] > 0)
    imps_b = -sum(row["imps"] for row in rows if row["imps"] < 0)
    winner = "A" if imps_a > imps_b else "B" if imps_b > imps_a else "tie"
    return {"boards": rows, "imps_a": imps_a, "imps_b": imps_b, "winner": winner}


def render_match(data: dict[str, Any]) -> str:
    """A printable IMP scoreboard."""
    lines = [f"{'board':>5} {'open NS':>8} {'closed NS':>10} {'diff':>6} {'IMPs A':>7}"]
    for row in data["boards"]:
        lines.append(f"{row['board']:>5} {row['open_ns']:>8} {row['closed_ns']:>10} {row['diff']:>6} "
                     f"{row['imps']:>7}")
    winner = data["winner"]
    lines.append(f"team A {data['imps_a']} IMPs, team B {data['imps_b']} IMPs: "
                 + ("a tie" if winner == "tie" else f"team {winner} wins"))
    return "\n".join(lines)
