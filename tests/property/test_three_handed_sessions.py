"""Seeded bot-only three-handed sessions (auction-classic, ``three_handed``).

- No player's view ever holds a card he may not see: the widow stays hidden until it is
  faced as dummy after the opening lead, and no player ever sees another player's hand.
- The state equals the replay of its log; the session finishes; the sheet credits players.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trumps.bots.simple import SimpleBot
from trumps.cli.play_cmd import result_json
from trumps.core.seats import Seat
from trumps.core.table import Phase
from trumps.core.three_handed import PLAYERS, WIDOW, ThreeHandedTable
from trumps.match.driver import bot_action
from trumps.match.session import SeatKind, SessionSpec, SessionState


def allowed_mask(state: ThreeHandedTable, player: Seat | None) -> int:
    """What ``player`` may see, from the rules, independently of the views."""
    if state.phase is Phase.DONE or state.open_hands:
        return (1 << 52) - 1
    dealt = state.dealt_deal
    mask = 0 if player is None else dealt.hands[player].mask  # his own cards, wherever he sits
    play = state.play
    if play is not None:
        mask |= play.played_cards().mask
        if play.opening_lead_made:
            mask |= dealt.hands[WIDOW].mask  # the widow, faced as dummy
        if state.claim is not None:
            mask |= dealt.hands[play.declarer].mask
    return mask


def check_views(session: SessionState) -> None:
    current = session.tables[0].current
    if current is None:
        return
    assert isinstance(current, ThreeHandedTable)
    for viewer in (*PLAYERS, WIDOW, None):
        view = current.view_for(viewer)
        assert view.visible_cards().mask & ~allowed_mask(current, None if viewer is WIDOW else viewer) == 0
        if current.phase is not Phase.DONE and viewer in PLAYERS:
            assert view.seat is current.position_of(viewer)
            assert view.hand is not None and view.hand.mask & current.dealt_deal.hands[viewer].mask \
                == view.hand.mask


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10_000))
def test_three_handed_bot_sessions(seed: int) -> None:
    spec = SessionSpec("auction-classic", seed, (SeatKind.BOT,) * 4, (("three_handed", True),))
    bots: dict[Seat, SimpleBot] = {}

    def bot_for(table: int, seat: Seat) -> SimpleBot:
        assert seat in PLAYERS  # bots are asked by player identity; nobody acts for West
        return bots.setdefault(seat, SimpleBot(f"{seed}:{seat.letter}"))

    state = SessionState.start(spec)
    steps = 0
    while not state.finished:
        check_views(state)
        action = bot_action(state, 0, bot_for)
        assert action is not None
        state = state.apply(action)[0]
        steps += 1
        assert steps < 20_000
    assert SessionState.replay(spec, state.log) == state
    sheet = state.players_ledger
    assert sheet is not None and sheet.finished and state.ledger is None
    data = result_json(state)
    assert set(data["games"]) == set(data["totals"]) == {"N", "E", "S"}
    assert data["finished"] and data["winner"] in ("N", "E", "S", "tie")
    assert max(data["games"].values()) == 2
    for done, hand in zip(state.tables[0].finished, sheet.hands):
        result = done.result()
        assert result is not None
        assert hand.declarer == (None if result.contract is None else result.contract.declarer)
        for action in done.actions:
            assert getattr(action, "seat", Seat.N) in PLAYERS  # the log holds the live players only
