"""Properties of many seeded bot sessions of every rule set.

- No seat's view, at any moment, holds a card that seat may not see (RULES.md, Information);
  at the team match, nothing of a board at the other table either.
- The state equals the replay of its log.
- The session exported as PBN re-scores, through `trumps rubber` / `trumps match`, to the
  session's own result.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trumps.bots.simple import SimpleBot
from trumps.cli.main import main
from trumps.cli.play_cmd import result_json
from trumps.core.seats import Seat
from trumps.core.table import Phase, TableState
from trumps.io import pbn
from trumps.io.export import session_records
from trumps.match.driver import run_bots
from trumps.match.session import SeatKind, SessionSpec, SessionState

RULES = ["auction-1920", "auction-classic", "rubber", "duplicate"]


def allowed_mask(state: TableState, viewer: Seat | None) -> int:
    """Cards ``viewer`` may see at the table now, computed from the rules independently of views."""
    if state.phase is Phase.DONE or state.open_hands:
        return (1 << 52) - 1
    mask = 0
    if viewer is not None:
        mask |= state.deal.hands[viewer].mask
    play = state.play
    if play is not None:
        mask |= play.played_cards().mask
        if play.opening_lead_made:
            mask |= state.deal.hands[play.dummy].mask
        if state.claim is not None:
            mask |= state.deal.hands[play.declarer].mask
    return mask


def check_views(session: SessionState) -> None:
    for slot in session.tables:
        current = slot.current
        if current is None:
            continue
        for viewer in (*Seat, None):
            view = current.view_for(viewer)
            assert view.visible_cards().mask & ~allowed_mask(current, viewer) == 0
            if view.original_hands is not None:
                assert current.phase is Phase.DONE or current.open_hands


def run_checked(rules: str, seed: int) -> SessionState:
    count = 8 if rules == "duplicate" else 4
    spec = SessionSpec(rules, seed, (SeatKind.BOT,) * count, practice=rules != "duplicate")
    cache: dict[tuple[int, Seat], SimpleBot] = {}

    def bot_for(table: int, seat: Seat) -> SimpleBot:
        return cache.setdefault((table, seat), SimpleBot(f"{seed}:{table}:{seat.letter}"))

    def after(state: SessionState, *_: object) -> None:
        check_views(state)

    start = SessionState.start(spec)
    check_views(start)
    return run_bots(start, bot_for, on_action=after)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=st.sampled_from(RULES), seed=st.integers(min_value=0, max_value=10**9))
def test_bot_sessions_keep_hidden_cards_hidden_and_replay(rules: str, seed: int) -> None:
    done = run_checked(rules, seed)
    assert done.finished
    assert SessionState.replay(done.spec, done.log) == done


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.function_scoped_fixture])
@given(rules=st.sampled_from(RULES), seed=st.integers(min_value=0, max_value=10**9))
def test_exported_pbn_rescores_to_the_session_result(rules: str, seed: int, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    done = run_checked(rules, seed)
    path = tmp_path / f"{rules}-{seed}.pbn"
    path.write_text(pbn.dumps(session_records(done)), encoding="utf-8")
    argv = ["match", str(path), "--json"] if rules == "duplicate" else ["rubber", "--rules", rules, str(path),
                                                                         "--json"]
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    assert main(argv) == 0
    assert json.loads(out.getvalue()) == result_json(done)
