"""Slams the system's rules do not reach: where to weigh a small slam against the system's call.

The system bids slams on points (33+ together, Blackwood, the quantitative 4NT) and on a
losing-trick count with a suit agreed. Most slams that make double-dummy hold less: of the 38
the bench's 500 deals (seed 7) missed, 33 had 25-31 HCP between the hands, with a fit and shape.
A strong player, about to settle in game, stops to ask whether the two hands might hold twelve
tricks. :func:`slam_options` says when: the system's call ends at
game (a game bid, or a pass of partner's game), the hands' estimated values reach the slam
zone, and a small slam in a strain the partnership has found is a call that fits this hand. The
bidder then scores those slams against the system's call by simulation, as it does where no rule
fits, but bids a slam only when it beats the game clearly, deal by deal (``SLAM_MARGIN`` standard
errors of its gain, in :mod:`.bidder`): a slam's score swings widely from layout to layout.

With every ace held after Blackwood, the system bids the small slam; a grand slam is weighed
against it the same way, on the same clear gain.

The card-play sampler's model of the auction (:mod:`.consistency`) reads the same function: a
hand that bid such a slam had the system's call (the game, or the small slam before a grand) and
the slam among its options.
"""

from __future__ import annotations

from trumps.bots.bidding.context import GAME_LEVEL, Situation
from trumps.bots.bidding.hand import HandFacts, expected_hcp, fit_tricks
from trumps.bots.bidding.interpret import Style, meaning_in
from trumps.bots.bidding.meaning import Forcing
from trumps.bots.bidding.system import agreed_suit, artificial_last_bid, blackwood_aces_missing
from trumps.bots.constraints import HandConstraint
from trumps.core.calls import PASS, Bid, Call, Strain, bid

SUIT_ZONE_HCP = 28
"""A suit slam is weighed with a trump fit when the two hands' estimated HCP reach this..."""
SUIT_ZONE_TRICKS = 11.5
"""...or the losing-trick count expects this many tricks (:func:`~.hand.fit_tricks`)."""
NT_ZONE_HCP = 30
"""A slam in no-trump is weighed from this many estimated HCP together (6NT needs about 33;
a long suit or a double fit makes up the rest, which only the simulation can see)."""
FIT = 8
"""Cards in a suit between the two hands (ours and partner's shown minimum) that make it trumps."""


def _game_ending(situation: Situation, call: Call) -> Strain | None:
    """The strain of the game the system's ``call`` settles in: a natural, not forcing bid at
    game level below the slam, or a pass of our side's game; None for any other call."""
    if isinstance(call, Bid):
        if not GAME_LEVEL[call.strain] <= call.level <= 5 or call == bid(4, Strain.NT):
            return None
        meaning = meaning_in(situation, call, Style.CONTRACT)
        return None if meaning.alert or meaning.forcing is not Forcing.NONE else call.strain
    found = situation.last_bid
    if call is not PASS or found is None or not situation.our_side_holds_contract or situation.doubled:
        return None
    last = found[1]
    if not GAME_LEVEL[last.strain] <= last.level <= 5 or artificial_last_bid(situation):
        return None
    return last.strain


def _fitted(facts: HandFacts, partner: HandConstraint, strain: Strain) -> bool:
    return strain is not Strain.NT and facts.lengths[strain] + partner.lengths_min[strain] >= FIT


def slam_options(situation: Situation, facts: HandFacts, partner: HandConstraint, call: Call) -> list[Call]:
    """The slams to weigh against the system's ``call``: after a Blackwood answer that shows no
    ace missing, the grand slam against the small slam the system bids; otherwise the small slams
    against a game (none when ``call`` is not a game to settle in, or the hands are short of the
    slam zone; see the module's summary).

    A suit slam needs a fit (the agreed suit, or the game's suit with eight cards between the
    hands as partner has shown them) and :data:`SUIT_ZONE_HCP` or :data:`SUIT_ZONE_TRICKS`; 6NT
    needs :data:`NT_ZONE_HCP` and a game in no-trump. Auctions where 4NT has been bid are left to
    the system (Blackwood or the quantitative raise), and each slam must fit the meaning the
    system gives it here."""
    if isinstance(call, Bid) and call.level == 6 and blackwood_aces_missing(situation, facts) == 0:
        slams: list[Call] = [bid(7, call.strain)]
    else:
        slams = [bid(6, strain) for strain in _small_slam_strains(situation, facts, partner, call)]
    return [slam for slam in slams
            if meaning_in(situation, slam, Style.CONTRACT).fits_values(facts.hcp, facts.lengths)]


def _small_slam_strains(situation: Situation, facts: HandFacts, partner: HandConstraint,
                        call: Call) -> list[Strain]:
    """The strains of the small slams to weigh against ``call`` when it settles in game (see
    :func:`slam_options`)."""
    game = _game_ending(situation, call)
    if game is None or any(made == bid(4, Strain.NT) for made in situation.calls):
        return []
    together = facts.hcp + expected_hcp(partner, facts.hcp)
    strains: list[Strain] = []
    values = together >= SUIT_ZONE_HCP or fit_tricks(facts, partner) >= SUIT_ZONE_TRICKS
    for strain in (agreed_suit(situation), game):
        if values and strain is not None and strain not in strains and _fitted(facts, partner, strain):
            strains.append(strain)
    if game is Strain.NT and together >= NT_ZONE_HCP:
        strains.append(Strain.NT)
    return strains
