"""Classic positions with a known right card, found by the Monte Carlo double-dummy player."""

from __future__ import annotations

from bot_positions import position

from trumps.bots.constraints import HandConstraint
from trumps.bots.player import DDPlayer, equivalence_classes
from trumps.core.cards import Card, Rank, Suit
from trumps.core.seats import Seat


def player(**options: object) -> DDPlayer:
    """A player with a generous budget: these tests check the choice, never the time."""
    settings: dict[str, object] = {"budget_s": 5.0, "lead_budget_s": 10.0, "max_samples": 24}
    settings.update(options)
    return DDPlayer("duplicate", **settings)  # type: ignore[arg-type]


# N and S hold every honour but the heart king; West leads a low heart into dummy's A-Q-J.
FINESSE = "N:AK2.AQJ.AK2.AK32 765.T94.7654.876 QJ43.32.QJ3.QJ54 T98.K8765.T98.T9"


def test_finesse_with_the_king_known_onside() -> None:
    state = position(FINESSE, Seat.S, "3NT P P P", ["H5"])
    # the auction is taken to say East holds no honour: the heart king is West's
    bot = player(constraints=lambda view: {Seat.E: HandConstraint(hcp_max=0)})
    choice = bot.evaluate(state.view_for(Seat.S))
    assert choice.card in (Card.parse("HJ"), Card.parse("HQ"))  # equal cards: the finesse


def test_the_constraint_is_what_locates_the_king() -> None:
    state = position(FINESSE, Seat.S, "3NT P P P", ["H5"])
    bot = player(constraints=lambda view: {Seat.E: HandConstraint(hcp_max=0)})
    choice = bot.evaluate(state.view_for(Seat.S))
    assert choice.tricks[Card.parse("HJ")] > choice.tricks[Card.parse("HA")]


# South plays 4S with solid trumps and wins the club lead. Dummy's diamonds are the tenth trick,
# but West holds two diamonds and a trump: cashing them first loses a ruff, and any other suit
# gives the defenders the lead to cash their tricks. Draw trumps.
TRUMPS = "N:87.876.AKQ32.543 543.QJT.9876.876 AKQJT9.543.54.A2 62.AK92.JT.KQJT9"


def test_declarer_draws_trumps() -> None:
    state = position(TRUMPS, Seat.S, "4S P P P", ["CK", "C3", "C6", "CA"])
    choice = player().evaluate(state.view_for(Seat.S))
    assert choice.card.suit is Suit.SPADES


# 6NT by South: dummy's diamonds A-K-x-x-x have no side entry, declarer holds two small ones.
# South leads a diamond and West follows low: dummy must duck to keep a diamond to reach it.
DUCK = "N:54.54.AK432.7654 762.7632.QJ87.83 AKQ3.AKQ.65.AKQ2 JT98.JT98.T9.JT9"


def test_dummy_ducks_to_keep_communication() -> None:
    state = position(DUCK, Seat.S, "6NT P P P", ["CJ", "C4", "C3", "CA", "D5", "D9"])
    choice = player().evaluate(state.view_for(Seat.S))
    assert choice.card.suit is Suit.DIAMONDS
    assert choice.card.rank < Rank.KING


# West leads against 6NT from kings in three suits and a solid spade sequence; declarer holds
# the A-Q over (before) West's kings, so leading from a king gives a trick away.
LEAD = "N:K654.J98.J98.J87 32.7652.5432.643 A87.AQT.AQT.AQT9 QJT9.K43.K76.K52"


def test_a_safe_opening_lead() -> None:
    state = position(LEAD, Seat.S, "6NT P P P")
    # South opened 6NT: read as a strong hand (at least 20 points)
    bot = player(constraints=lambda view: {Seat.S: HandConstraint(hcp_min=20)})
    choice = bot.evaluate(state.view_for(Seat.W))
    assert choice.card.suit is Suit.SPADES


def test_equal_cards_are_grouped() -> None:
    state = position(LEAD, Seat.S, "6NT P P P")
    classes = equivalence_classes(state.view_for(Seat.W), Seat.W)
    spades = [group for group in classes if group[0].suit is Suit.SPADES]
    assert [[str(card) for card in group] for group in spades] == [["S9", "ST", "SJ", "SQ"]]


def test_sampling_stops_early_once_the_best_card_is_clear() -> None:
    state = position(TRUMPS, Seat.S, "4S P P P", ["CK", "C3", "C6", "CA"])
    view = state.view_for(Seat.S)
    thorough = player(max_samples=96, settle_after=10_000).evaluate(view)
    # whether a sample settles depends on its layouts (an overtrick worth no IMP keeps two cards
    # apart), so three draws are asked: the clear choice must stop early in some of them
    eager = [player(max_samples=96, seed=seed).evaluate(view) for seed in range(3)]
    assert thorough.card.suit is Suit.SPADES and all(choice.card.suit is Suit.SPADES for choice in eager)
    assert min(choice.layouts for choice in eager) < thorough.layouts == 96


def test_sampling_goes_on_while_two_cards_are_close() -> None:
    state = position(FINESSE, Seat.S, "3NT P P P", ["H5"])
    view = state.view_for(Seat.S)
    classes = equivalence_classes(view, Seat.S)
    assert view.contract is not None
    jack, ace = Card.parse("HJ"), Card.parse("HA")
    bot = player()

    def settled(pattern: list[tuple[int, int]]) -> bool:
        solved = [{jack: j, Card.parse("HQ"): j, ace: a} for j, a in pattern]
        return bot._settled(view, view.contract, Seat.S, classes, solved,  # type: ignore[arg-type]
                            [1.0] * len(solved))

    # the finesse wins a trick in half the layouts and loses one in the other half: undecided
    assert not settled([(13, 12), (11, 12)] * 12)
    # the finesse never loses and often gains: decided
    assert settled([(13, 12), (12, 12)] * 12)
    # too few layouts to say anything
    assert not settled([(13, 12)] * 4)


def test_among_cards_the_layouts_cannot_tell_apart_the_safest_is_played() -> None:
    jack, ace = Card.parse("HJ"), Card.parse("HA")
    # the finesse gains two points in 6 layouts and loses one in 10: a better mean by a little,
    # but it costs a trick double-dummy more often than the ace does
    solved = [{jack: 13, ace: 12}] * 6 + [{jack: 11, ace: 12}] * 10
    weights = [1.0] * len(solved)
    close = {jack: [2.0] * 6 + [-1.0] * 10, ace: [0.0] * 16}
    bot = player(near=1.0)
    safety = bot._safety(solved, weights)
    assert safety(ace) == 10 and safety(jack) == 6
    near = bot._near(jack, close, weights)
    assert sorted(near, key=str) == sorted([jack, ace], key=str)
    assert max(near, key=safety) is ace
    # a clear gain is not given up for safety
    clear = {jack: [2.0] * 6 + [0.5] * 10, ace: [0.0] * 16}
    assert bot._near(jack, clear, weights) == [jack]
