"""The bidding system as data: a SAYC-like natural system, one :class:`Rule` per agreement.

Each rule says: in this auction context (a pattern, see :mod:`.context`, or a named
situation such as ``@blackwood_answer``), this call means that (a :class:`MeaningSpec`,
turned into a :class:`~.meaning.Meaning` once the pattern's variables are bound). Rules are
listed in the order the bots try them: the first rule whose call is legal, whose meaning the
hand fits and whose ``require`` test (a named extra judgement) holds, is the call.

The same table explains calls: the meaning of a call in a context is the union of every
rule giving that call there; calls no rule covers get a natural reading (:mod:`.interpret`).

Summary of the agreements: five-card majors; 1NT 15-17 and 2NT 20-21 balanced; strong artificial 2♣
(22+ HCP, or nine playing tricks; after 2♣-2♦-2M responder raises to game when weak, to three with
values, else a five-card major, a six-card minor or 2NT; over 3m a five-card major, a raise or 3NT;
opener's 2NT rebid, 22-24, is answered as a 2NT opening, with Stayman and transfers; over the
balanced 2NT positive opener shows a five-card major, raised with three, or with 22-24 balanced
invites 6NT; the 2♣ opening and the waiting 2♦ name no suit); weak twos in ♦ ♥ ♠ (a new suit
opposite them forcing, 16+ HCP: raised with three cards, else the weak two rebids, and responder
bids game in his major, his own six-card major, the weak two's major with a card of it or 3NT with
two of its minor; raised, the weak two passes; over a takeout double or an overcall of a major
weak two four trumps jump to game; over an overcall three raise and game values bid game);
three-level preempts, raised to game with the quick tricks partner lacks; Stayman (no-trump after the heart
answer shows four spades, which opener plays with four), Jacoby and Texas transfers over 1NT and 2NT (all on
over a double of Stayman or a transfer, and over a penalty double of 1NT, where a redouble shows 9+ HCP
without a five-card major and opener doubles their escape with four cards of it or passes it to responder);
over an overcall of 1NT, a penalty double, a two-level suit to play, 2NT to invite, a forcing three-level
major, 3NT with a stopper and a game-forcing cue bid (a major or no stopper; over opener's minor,
3NT with a stopper or game in the minor), and opener passes
when responder does; over a 1NT overcall of a suit opening, a penalty double on 9+
HCP, else a raise, a five-card suit to play or a pass; over Stayman or a transfer the fourth hand
doubles for the lead (five cards of the named suit, two of its three top honours), overcalls a good
six-card suit or passes; raises 6-10, limit raises 10-12 (accepted on 14+ HCP or six losers), Jacoby
2NT (13+, 4+ support), preemptive game raises; new suits 6+ at the one level and 10+ at the two
level (forcing; 2♣ over 1♠ also with 3-4-3-3 and game values; over a minor 3NT 13-17, 2NT 11-12,
balanced, no major, opener's slam try over 3NT and over the 2NT: 3NT from 14 HCP, 3 of his minor
with six cards on 12-13, else a pass); 1NT response 6-10 (it accepts opener's invitations on 8-10;
after opener's lower second suit it raises with five, bids its own six-card suit, gives preference
or passes); opener's rebids (a reverse on 16+; on 19-21 a jump shift in a lower second suit, forcing
to game, or game in a six-card or longer major; a seven-card suit rebid rather than a lower
four-card suit; game over a single raise on 19+ HCP or five losers; responder's game over opener's
raise of his major on 12+ HCP, or 8+ with seven losers; when the opponents compete over the
single raise, opener bids game on those values, competes to the three level with six trumps or 16-18
HCP with five, else passes, responder then bidding game over the three level on 9-10 HCP, or
competing to three with four trumps after opener's pass); responder's game in his own major, and
after opener's second suit game on 13+ HCP (in opener's one-level major with four), a jump raise or
a 2NT invitation on 11-12, or with 6-10 a raise with four, his own six-card suit, 1NT (also on 8-10
with three cards of a one-level second suit and a short suit; over which
opener invites with 2NT on 17-18), a preference (over which opener invites with six cards of his
suit on 16-18 or 2NT on 17-18, else passes) or a pass; his own six-card suit at the three level
invites on 11-12 (over 1NT a major jumps to game with seven); after opener's minimum rebid of his
own suit his own six-card suit at the two level is to play on 6-10, and the 1NT responder invites on
9-10 (3 of a major with a doubleton, 2NT balanced over a minor) or passes; over opener's 2NT jump
rebid responder reaches game (a five-card major bid at three offers opener the choice), over his
invitational jump rebid of his suit game on 8+ HCP; opener answers responder's 2NT and three-level invitations
(game from 14 HCP, from 13 over his 1NT rebid, where 2NT shows 11-12 or 10 with a five-card major and
opener with three cards in responder's major accepts with 3 of it, raised to game with five; after a
minor and 1♠ responder with five spades and four hearts bids 2♥ to play on 6-10 HCP, and with five
of each 3♥, forcing to game, on 10+; opener accepts responder's invitation over his single raise on
14-15); after a two-over-one and opener's rebid, responder bids game on 13+ or invites on 10-12
(three of opener's suit with support, a major second suit raised with four, his own six-card suit,
2NT), passes a raise of his minor with a minimum (2♥ over 1♠ shows five, raised with three and then
played in game), and opener accepts from 14; when the fourth hand overcalls the two-over-one
(1♠ P 2♥ 3♦), opener raises with three of a major or four of a minor, rebids six, bids no-trump with a
stopper or passes a minimum, and responder then bids game (opener's major with three, his own
six-card major, 3NT with a stopper) or on 10-12 rebids six or gives preference to opener's major;
opener's rebids over an overcall of the response (a
raise with four, a new suit with four where the overcall left room, a reverse on 17+, a rebid with
six, at the three level over a two-level overcall, no-trump with a stopper, else pass; responder
then bids game over the jump raise on 8+, 3NT over a minor with a stopper, and over 2NT or the
single raise of his major as without the overcall; over the jump raise of 1♣-1♦ too he bids 3NT
on 8+), and when
the overcall is raised and responder passes (a six-card suit again, a
competitive double short in their suit, else pass; the same when the fourth hand overcalls the 1NT
response, where a four-card suit below opener's first is a choice too, and after a balancing
overcall, where a four-card suit at the one level is); after an overcall and responder's new suit,
opener's rebids and the rest of the auction as without the overcall, no-trump below game with a
stopper until the partnership has bid it (opener without one: a three-card raise on a minimum, else
the cue bid); where the overcall pushes responder's new suit to the two level (1♦ 1♠ 2♥, a jump
shift without it) opener rebids as after a two-over-one (a raise with three of a major or four of a
minor, his suit again, no-trump with a stopper, a new suit, else the cue bid); over the overcaller's
partner's raise of a one-level overcall opener raises responder's new suit, rebids six cards of his
own or passes; responder's cue bid of an overcall (a limit raise or better; opener bids game with
15+); game tries by re-raising; overcalls 8-16 (one level; a good suit below 12 HCP, any five cards in
the balancing seat) / 10-16 (two level), 1NT overcall 15-18,
takeout doubles (of a minor also with both majors and three cards in it), and the same by the fourth
hand over a response (1♣-P-1♥-X shows ♦ and ♠, 1♠-P-2♣-X the red suits); the strong double of a
one-level opening (17+ HCP; then the doubler raises with four, bids his own five-card suit, or
no-trump with 19-21, over which the advancer bids 3NT on 6+, on 5+ over 2NT, or invites with 2NT
on 4-5, and over a raise of his major answer game on 7-8, or 5-6 with five cards, over the jump
raise on 4+; in the balancing seat, 1♣-P-P, 1NT shows 11-14 and the strong double 15+, after
which no-trump shows 15-18; over the invitational jump answer in a major a doubler bids game with
four cards from 14 HCP, or three from 17); over 1NT, direct and balancing, a penalty double (15+)
and natural two-level overcalls; negative doubles (over 1♣-1♦ both majors, a one-level major then
shows four), and opener's rebid after one (the suit shown, no-trump with a stopper, a penalty pass
with five strong trumps, the cue bid on 19+, his own or a new suit) and his reopening double when an
overcall, simple or a weak jump, comes back to him, short in its suit (responder leaves it in with
strong trumps, else answers as to a takeout double); the answer to a takeout double of a two-level
bid is the cheapest bid in the longest unbid suit with 9-11 HCP where a jump would pass three; in
the balancing seat after the opponents stop in a single raise (1♥ P 2♥ P P), a good five-card suit
on 8-16 HCP (a lower one at the three level on 10-16) or a takeout double short in their suit; when the
overcaller's partner raises over the negative double (1♦ 1♠ X 2♠), opener raises a suit the double
showed with four cards, rebids six of his own or passes a minimum (over his three-level raise of a
major responder bids game on 10+ HCP, or 8+ with five cards), and over the jump raise (1♦ 1♠ X 3♠)
raises at the three level, bids game in a major with four cards on 14+ HCP or passes; over a weak
jump overcall (1♦ 2♠) the same calls a level higher (a raise, 4♥ over 1♥ 2♠ on 11+ HCP, a forcing
new five-card suit, the negative double on 8+, 2NT or 3NT with a stopper), and opener's answer to
the double and to the new suit; limit raises of a minor over an overcall; over a takeout double of
the opening and responder's raise, opener rebids after the single raise as without the double, and
over the preemptive jump bids game in a major only on 19+ HCP or five losers; over preempts, takeout
doubles, 3NT, overcalls up to 18 HCP and game in a long major; advances (of a balancing overcall
too): the cue bid (a limit raise or better; over it the overcaller in a major bids game on 12+ HCP,
else raises once, and advancer then bids game from 13), new suits, game values opposite a takeout
double (game in a five-card major, 3NT with a stopper, else the cue bid, which the doubler answers
with a major, no-trump with a stopper or a five-card minor), free bids after a raise, raises of an
overcall over responder's raise, negative double (preemptive jumps with four) or new suit (simple
raises), forced answers to a takeout double of a preempt, escapes from a redoubled takeout double
(the advancer's longest unbid suit, else the doubler's); the advancer of a natural overcall of 1NT
raises a major to game with three trumps on 14+ HCP, raises with four, bids a six-card suit of his
own to play, or passes; of an overcall of a weak two (2♦ to 2♠) the advancer raises a major to game
with three or more trumps, bids no-trump with their suit stopped, raises a minor to the four or five
level, bids a six-card major of his own to game or a five-card suit at its cheapest level (not
forcing), or passes; over partner's 2NT over a weak two, game in a six-card major, a forcing
five-card major at the three level, 3NT on 8-15 HCP, or a pass; over a direct 1NT overcall the
advancer plays the 1NT responder's agreements (systems on); after the preemptive raise of a
doubled opening and a pass (1♦ X 3♦ P P) the doubler bids a good six-card suit, doubles again for
takeout with extras, bids a good five-card suit on 16+ or 3NT on 19+, else passes, and a doubler
raises partner's forced answer in a major to game on four losers or jumps on five; over a takeout
double of responder's one-level suit (1♦ P 1♥ X) opener rebids as without it, and when a weak
jump overcall is raised over responder's forcing new suit (1♣ 2♥ 2♠ 3♥) he raises with three
cards, bids 3NT on 15-19 with a stopper, rebids six cards or passes; over responder's six-card
major rebid to play after his second suit opener bids game with three cards on 16+ or invites;
after a positive suit answer to 2♣ opener raises a major with three cards, else bids his own
five-card suit, raises a minor with four or bids no-trump, and responder settles in game; over
opener's reverse responder bids game in opener's major with four cards, in his own with six, or
3NT on 8+, rebids a five-card major (raised with three, else 3NT), and on 6-7 gives preference,
raises a minor or bids 2NT (3NT from opener on 19-21); over the jump shift responder raises
opener's major to game with three cards, the second suit with four, rebids a five-card major or
bids 3NT; opposite a balancing 1NT the advancer bids game in a six-card major on 10+, 3NT on
13+, 2NT to invite on 11-12, a six-card suit to play or passes; after an overcall and
responder's single raise of his major opener bids game, invites or passes as without it;
a defender whose side has only passed, while the opponents bid on below
game, passes where no rule says more unless he holds a six-card suit (over a strong 2♣ or 2NT, and
after his first pass); Blackwood 4NT with a suit agreed (5♣ 0 or 4 aces, 5♦ 1, 5♥ 2, 5♠ 3), asked on
33+ HCP together or on 12.5+ tricks by the losing-trick count; 6NT on 33+ HCP together and the
quantitative 4NT opposite a no-trump bid or a rebid of known range, where no suit is agreed
(accepted from the upper half of the range, or its middle with a strong five-card suit; after
opener's 1NT or 2NT rebid a five-card major is shown first, and the slam bid over opener's choice);
where a rule settles in game with slam values, the small slam weighed against it by simulation and
bid on a clear gain only (:mod:`.slam_tries`), and after Blackwood with no ace missing the grand
slam against the small one; penalty doubles of high contracts (of a slam only with the setting quick
tricks in hand; never of an artificial bid; a side suit where partner has shown a fit counts one
defensive trick at most). After opener's pass over the fourth hand's overcall (1♦ P 1♠ 2♣ P P)
responder rebids six cards of his suit (a jump invites on 11-12), bids no-trump with a stopper
(2NT invites on 11-12, 1NT over a one-level overcall shows 8-10), or gives preference to opener's
suit with three cards of a major or four of a minor.
Auction-bridge bidding leaves out the contract-only calls (games, slams, the cue bids opposite a
takeout double); with game values opposite a takeout double it bids 1NT with a stopper or its
longest unbid suit, just enough to win the auction.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from trumps.bots.bidding.context import (
    GAME_LEVEL,
    SUIT_STRAINS,
    Bindings,
    Situation,
    Token,
    guard_holds,
    match_pattern,
    parse_pattern,
    parse_token,
)
from trumps.bots.bidding.hand import HandFacts, expected_hcp, fit_tricks, opening_suit, slam_double_sound
from trumps.bots.bidding.meaning import HCP_MAX, Forcing, Meaning, balanced_lengths
from trumps.bots.constraints import HandConstraint
from trumps.core.calls import DOUBLE, PASS, Bid, Call, Strain, bid, parse_call
from trumps.core.cards import Suit
from trumps.core.seats import Seat

_F1, _FG, _NF = Forcing.ONE_ROUND, Forcing.GAME, Forcing.NONE
_MAJORS = (Strain.H, Strain.S)
_MINORS = (Strain.C, Strain.D)
_SYMBOL = {Strain.C: "♣", Strain.D: "♦", Strain.H: "♥", Strain.S: "♠", Strain.NT: "NT"}


@dataclass(frozen=True, slots=True)
class MeaningSpec:
    """A meaning before the pattern's variables are bound.

    ``lengths`` holds (suit, low, high) where suit is a letter ``C D H S`` or a variable;
    ``text`` may name variables in braces (``{M}``), replaced by the suit symbol.
    """

    text: str
    hcp: tuple[int, int] = (0, HCP_MAX)
    lengths: tuple[tuple[str, int, int], ...] = ()
    balanced: bool = False
    forcing: Forcing = Forcing.NONE
    alert: bool = False

    def bind(self, bindings: Bindings) -> Meaning:
        """The concrete meaning once every variable is bound."""
        low = [0, 0, 0, 0]
        high = [13, 13, 13, 13]
        if self.balanced:
            low_b, high_b = balanced_lengths()
            low, high = list(low_b), list(high_b)
        for name, lo, hi in self.lengths:
            strain = bindings[name] if name in bindings else _LETTER[name]
            low[strain] = max(low[strain], lo)
            high[strain] = min(high[strain], hi)
        text = self.text
        if "{" in text:
            text = text.format(**{name: _SYMBOL[strain] for name, strain in bindings.items()})
        return Meaning(
            text=text,
            hcp_min=self.hcp[0],
            hcp_max=self.hcp[1],
            lengths_min=(low[0], low[1], low[2], low[3]),
            lengths_max=(high[0], high[1], high[2], high[3]),
            balanced=self.balanced,
            forcing=self.forcing,
            alert=self.alert,
        )


_LETTER = {"C": Strain.C, "D": Strain.D, "H": Strain.H, "S": Strain.S}


@dataclass(frozen=True, slots=True)
class Rule:
    """One agreement: in context ``when``, ``call`` means ``spec``."""

    when: str
    call: str
    spec: MeaningSpec
    require: str | None = None
    """A named judgement (see :data:`REQUIRES`) the bot applies on top of the meaning."""
    guards: tuple[str, ...] = ()
    contract_only: bool = False
    """True for calls that only pay at contract scoring (jumps to game and slam); auction-bridge
    bidding leaves them out."""
    auction_only: bool = False
    """True for calls auction-bridge bidding makes in place of left-out contract-only ones (a
    cheap bid that wins the auction); contract bidding leaves them out."""
    context: tuple[Token, ...] = field(default=(), compare=False)
    call_token: Token = field(default=Token("any"), compare=False)

    @property
    def situational(self) -> bool:
        """True when ``when`` names a situation rather than a pattern."""
        return self.when.startswith("@")


def _rule(
    when: str,
    call: str,
    text: str,
    hcp: tuple[int, int] = (0, HCP_MAX),
    lengths: Mapping[str, tuple[int, int]] | None = None,
    *,
    bal: bool = False,
    forcing: Forcing = _NF,
    alert: bool = False,
    require: str | None = None,
    guards: tuple[str, ...] = (),
    contract_only: bool = False,
    auction_only: bool = False,
) -> Rule:
    spec = MeaningSpec(
        text, hcp, tuple((name, lo, hi) for name, (lo, hi) in (lengths or {}).items()), bal, forcing, alert
    )
    context = () if when.startswith("@") else parse_pattern(when)
    return Rule(when, call, spec, require, guards, contract_only, auction_only, context, parse_token(call))


# ---------------------------------------------------------------------------------------------
# judgements the meaning cannot express (the bot's, not the explanation's)


@dataclass(frozen=True, slots=True)
class Ask:
    """What a ``require`` test sees: the hand, the auction, the bindings, partner's constraint."""

    facts: HandFacts
    situation: Situation
    bindings: Bindings
    call: Call
    partner: HandConstraint


def _call_strain(ask: Ask) -> Strain:
    assert isinstance(ask.call, Bid)
    return ask.call.strain


def _opening_suit(ask: Ask) -> bool:
    return opening_suit(ask.facts.lengths) is _call_strain(ask)


def _stayman(ask: Ask) -> bool:
    hearts, spades = ask.facts.lengths[2], ask.facts.lengths[3]
    return max(hearts, spades) == 4 or (hearts >= 4 and spades >= 4 and max(hearts, spades) <= 5)


def _transfer_hearts(ask: Ask) -> bool:
    return ask.facts.lengths[2] >= 5 and ask.facts.lengths[2] > ask.facts.lengths[3]


def _transfer_spades(ask: Ask) -> bool:
    return ask.facts.lengths[3] >= 5 and ask.facts.lengths[3] >= ask.facts.lengths[2]


def _hearts_first(ask: Ask) -> bool:
    hearts, spades = ask.facts.lengths[2], ask.facts.lengths[3]
    return hearts >= 4 and not (spades >= 5 and spades >= hearts)


def _no_major(ask: Ask) -> bool:
    return ask.facts.lengths[2] < 4 and ask.facts.lengths[3] < 4


def _takeout_shape(ask: Ask) -> bool:
    their = ask.bindings["s"]
    return all(ask.facts.lengths[suit] >= 3 for suit in SUIT_STRAINS if suit is not their)


def _stopper_s(ask: Ask) -> bool:
    suit = ask.bindings["s"].suit
    return suit is not None and ask.facts.stopper(suit)


def _stoppers(ask: Ask) -> bool:
    """Every suit the opponents have bid is stopped."""
    return all(
        ask.facts.stopper(strain.suit) for strain in ask.situation.their_strains if strain.suit is not None
    )


def _no_fewer_in_opening(ask: Ask) -> bool:
    """At least as many cards in partner's first suit (the call's) as in his second (his latest
    bid): a preference for the first suit, which is as long as the second or longer."""
    second = ask.situation.bids_by(ask.situation.seat.partner)[-1].strain
    return ask.facts.lengths[_call_strain(ask)] >= ask.facts.lengths[second]


def _major_or_no_stopper(ask: Ask) -> bool:
    """Four cards in a major the opponents have not bid, or a suit of theirs not stopped: the hands
    that ask with the cue bid rather than bid 3NT."""
    their = ask.situation.their_strains
    return any(ask.facts.lengths[major] >= 4 for major in _MAJORS if major not in their) or not _stoppers(ask)


def _longer_minor_unstopped(ask: Ask) -> bool:
    """No stopper in the opponents' suit, and the call names the longer of the minors they have
    not bid (clubs when equal)."""
    if _stoppers(ask):
        return False
    minors = [minor for minor in _MINORS if minor not in ask.situation.their_strains]
    best = max(minors, key=lambda minor: (ask.facts.lengths[minor], minor is Strain.C))
    return best is _call_strain(ask)


def _longest_unbid(ask: Ask) -> bool:
    their = ask.situation.their_strains
    candidates = [suit for suit in SUIT_STRAINS if suit not in their]
    if not candidates:
        return False
    best = max(candidates, key=lambda suit: (ask.facts.lengths[suit], suit in _MAJORS, suit))
    return best is _call_strain(ask)


def _top_honours(ask: Ask, suit: Suit, of: int = 5) -> int:
    """How many of the ``of`` top honours of ``suit`` the hand holds (the five: ace to ten)."""
    return (ask.facts.hand.suit_bits(suit) >> (13 - of)).bit_count()


def _good_suit(ask: Ask) -> bool:
    suit = _call_strain(ask).suit
    assert suit is not None
    return _top_honours(ask, suit) >= 2


def _no_six_card_suit(ask: Ask) -> bool:
    """No suit of six cards or more: a defender with one may compete (the simulation weighs it)."""
    return max(ask.facts.lengths) <= 5


def _strong_named_suit(ask: Ask) -> bool:
    """Two of the three top honours in the suit the last (artificial) bid named: a lead worth
    asking for with a double."""
    found = ask.situation.last_bid
    suit = found[1].strain.suit if found is not None else None
    return suit is not None and _top_honours(ask, suit, of=3) >= 2


def _source_of_tricks(ask: Ask) -> bool:
    """A suit of five or more cards with two of its three top honours: tricks at no-trump that a
    count of points misses (a reason to accept a slam invitation from the middle of one's range)."""
    return any(ask.facts.lengths[suit] >= 5 and _top_honours(ask, suit, of=3) >= 2 for suit in Suit)


def _strong_trumps_behind(ask: Ask) -> bool:
    """Three of the five top honours in the suit of the opponents' latest bid (a penalty pass)."""
    found = ask.situation.last_bid
    suit = found[1].strain.suit if found is not None else None
    return suit is not None and _top_honours(ask, suit) >= 3


SLAM_TRICKS = 12.5
"""Tricks the losing-trick count must promise with the agreed suit trumps for a slam try."""
SLAM_TRICKS_HCP = 26
"""And the HCP the two hands must hold at least (ours and partner's working estimate)."""


def _slam_values(ask: Ask) -> bool:
    """Slam interest: 33+ HCP together at partner's minimum and at the middle of his range; or,
    with a suit agreed and the opponents silent, 12.5+ tricks by the losing-trick count and 26+ HCP
    together."""
    hcp, partner = ask.facts.hcp, ask.partner
    if hcp + partner.hcp_min >= 33 and hcp + (partner.hcp_min + partner.hcp_max) // 2 >= 33:
        return True
    agreed = ask.bindings.get("s")
    if agreed is None or agreed is Strain.NT or ask.situation.their_strains:
        return False
    together = hcp + expected_hcp(partner, hcp)
    return fit_tricks(ask.facts, partner) >= SLAM_TRICKS and together >= SLAM_TRICKS_HCP


def _defeats(ask: Ask) -> bool:
    found = ask.situation.last_bid
    assert found is not None
    last = found[1]
    needed = 14 - (6 + last.level)  # tricks the defence needs to beat the contract
    partner_tricks = ask.partner.hcp_min / 4.5
    return (ask.facts.defensive_tricks(last.strain, ask.partner.lengths_min) + partner_tricks >= needed + 0.5
            and slam_double_sound(ask.facts, last.level))


def _aces(count: int) -> Callable[[Ask], bool]:
    def check(ask: Ask) -> bool:
        return ask.facts.aces in ((0, 4) if count == 0 else (count,))

    return check


def _aces_missing(situation: Situation, aces: int) -> int:
    """The aces the two hands lack, for the Blackwood asker holding ``aces`` after partner's
    answer (his latest bid; 5♣ shows four when the asker holds none)."""
    answer = situation.bids_by(situation.seat.partner)[-1]
    shown = {Strain.C: 0, Strain.D: 1, Strain.H: 2, Strain.S: 3}.get(answer.strain, 0)
    if shown == 0 and aces == 0:
        shown = 4
    return 4 - aces - shown


def _missing_aces(ask: Ask) -> int:
    return _aces_missing(ask.situation, ask.facts.aces)


def _slam_ok(ask: Ask) -> bool:
    return _missing_aces(ask) <= 1


def _sign_off(ask: Ask) -> bool:
    return _missing_aces(ask) >= 2


GAME_LOSERS = 5
"""A hand that bids game in its own long suit over a preempt, or raises partner's single raise to
game, holds this many losers at most: opposite a partner of about nine losers (7-8 HCP) the
losing-trick count expects 24 - 5 - 9 = 10 tricks."""


def _game_losers(ask: Ask) -> bool:
    return ask.facts.losers() <= GAME_LOSERS


RAISED_GAME_LOSERS = 7
"""Responder bids game over opener's single raise of his one-level major (12-15 HCP, four cards:
about seven losers) with this many losers at most and 8+ HCP: 24 - 7 - 7 = 10 tricks. (With fewer
points the count flatters the hand: on the 1,500 bench deals of seeds 7 and ``slam`` such a game
went down doubled with 6 HCP.)"""


def _raised_game_losers(ask: Ask) -> bool:
    return ask.facts.losers() <= RAISED_GAME_LOSERS


DOUBLE_GAME_LOSERS = 4
"""The takeout doubler raises partner's forced answer in a major straight to game with this many
losers at most (and 16+ HCP): the answer, 0-8 HCP, holds about ten losers, 24 - 4 - 10 = 10
tricks."""


def _double_game_losers(ask: Ask) -> bool:
    return ask.facts.losers() <= DOUBLE_GAME_LOSERS


def _accepts_limit(ask: Ask) -> bool:
    """Opener accepts a limit raise of his major with 14+ HCP, or with six losers (a limit raise
    shows about eight: 24 - 6 - 8 = 10 tricks)."""
    return ask.facts.hcp >= 14 or ask.facts.losers() <= 6


def _six_losers(ask: Ask) -> bool:
    """A hand one loser short of :data:`GAME_LOSERS`: it invites where five losers bid game."""
    return ask.facts.losers() <= GAME_LOSERS + 1


def _raises_to_game(ask: Ask) -> bool:
    """Opener raises a single raise of his major to game with 19+ HCP, or five losers (a single
    raise shows about nine)."""
    return ask.facts.hcp >= 19 or ask.facts.losers() <= GAME_LOSERS


def _raises_preempt(ask: Ask) -> bool:
    """A raise of partner's three-level preempt to game (or 3NT over a minor): the tricks partner
    lacks, three quick tricks with two trumps, four with one."""
    preempt = ask.situation.bids_by(ask.situation.seat.partner)[-1].strain
    trumps = ask.facts.lengths[preempt]
    return ask.facts.quick_tricks() >= (3 if trumps >= 2 else 4)


STRONG_TWO_LOSERS = 3
"""A hand short of 22 HCP opens the strong 2C with this many losers at most (nine or ten playing
tricks: game opposite almost nothing)."""


def _strong_two(ask: Ask) -> bool:
    return ask.facts.hcp >= 22 or ask.facts.losers() <= STRONG_TWO_LOSERS


REQUIRES: dict[str, Callable[[Ask], bool]] = {
    "opening_suit": _opening_suit,
    "stayman": _stayman,
    "transfer_hearts": _transfer_hearts,
    "transfer_spades": _transfer_spades,
    "hearts_first": _hearts_first,
    "no_major": _no_major,
    "takeout_shape": _takeout_shape,
    "stopper_s": _stopper_s,
    "stoppers": _stoppers,
    "major_or_no_stopper": _major_or_no_stopper,
    "no_fewer_in_opening": _no_fewer_in_opening,
    "longer_minor_unstopped": _longer_minor_unstopped,
    "longest_unbid": _longest_unbid,
    "good_suit": _good_suit,
    "no_six_card_suit": _no_six_card_suit,
    "strong_named_suit": _strong_named_suit,
    "strong_trumps_behind": _strong_trumps_behind,
    "source_of_tricks": _source_of_tricks,
    "strong_two": _strong_two,
    "game_losers": _game_losers,
    "six_losers": _six_losers,
    "raised_game_losers": _raised_game_losers,
    "double_game_losers": _double_game_losers,
    "accepts_limit": _accepts_limit,
    "raises_to_game": _raises_to_game,
    "raises_preempt": _raises_preempt,
    "slam_values": _slam_values,
    "defeats": _defeats,
    "aces_0": _aces(0),
    "aces_1": _aces(1),
    "aces_2": _aces(2),
    "aces_3": _aces(3),
    "slam_ok": _slam_ok,
    "sign_off": _sign_off,
}


# ---------------------------------------------------------------------------------------------
# named situations: auctions a pattern cannot describe


_TEXAS = {bid(4, Strain.D): Strain.H, bid(4, Strain.H): Strain.S}
"""The Texas transfers over 1NT and 2NT, and the major each one shows."""


def _natural_strains(situation: Situation, seat: Seat) -> set[Strain]:
    """The strains ``seat`` has bid, without the strong 2C opening and the waiting 2D answer to it,
    which name no suit (a club or diamond bid after them agrees nothing)."""
    opening = situation.since_opening
    start = len(situation.calls) - len(opening)
    skipped: set[int] = set()
    if opening[:1] == (bid(2, Strain.C),):
        skipped.add(start)
        if opening[1:3] == (PASS, bid(2, Strain.D)):
            skipped.add(start + 2)
    return {call.strain for position, call in situation.calls_by(seat)
            if isinstance(call, Bid) and position not in skipped}


def agreed_suit(situation: Situation) -> Strain | None:
    """The suit both partners have bid (the latest), the major of a Jacoby 2NT auction, or the
    major of a completed Texas transfer (over 1NT, 2NT or 2C P 2D P 2NT). The strong 2C opening
    and the waiting 2D answer name no suit (:func:`_natural_strains`)."""
    seat = situation.seat
    opening = situation.since_opening
    both = _natural_strains(situation, seat) & _natural_strains(situation, seat.partner) - {Strain.NT}
    if both:
        ours = [call for call in situation.calls if isinstance(call, Bid) and call.strain in both]
        return ours[-1].strain
    # the calls from the no-trump bid on, when the auction began with one of the bids answered
    # by transfers (_NOTRUMP_OPENINGS)
    notrump = next((opening[len(auction) - 1:] for auction in _NOTRUMP_AUCTIONS
                    if opening[:len(auction)] == auction), ())
    relay = notrump[2] if len(notrump) >= 5 else None
    if (
        isinstance(relay, Bid)
        and relay in _TEXAS
        and notrump[1] is PASS
        and notrump[3] in (PASS, DOUBLE)
        and notrump[4] == bid(4, _TEXAS[relay])
    ):
        opener = situation.seat_of(len(situation.calls) - len(notrump))
        if opener.side == seat.side:
            return _TEXAS[relay]
    if (
        len(opening) >= 3
        and isinstance(opening[0], Bid)
        and opening[0].level == 1
        and opening[0].strain in _MAJORS
        and opening[1] is PASS
        and opening[2] == bid(2, Strain.NT)
    ):
        opener = situation.seat_of(len(situation.calls) - len(opening))
        if opener.side == seat.side:
            return opening[0].strain
    return None


def _is_blackwood(situation: Situation, position: int) -> bool:
    """True when the 4NT at ``position`` asks for aces: its side had agreed a suit and partner's
    last bid was not in no-trump (then 4NT is quantitative)."""
    before = Situation(situation.dealer, situation.calls[:position])
    partner_bids = before.bids_by(before.seat.partner)
    if partner_bids and partner_bids[-1].strain is Strain.NT:
        return False
    return agreed_suit(before) is not None


def _blackwood_ask(situation: Situation) -> dict[str, Strain] | None:
    found = situation.last_bid
    if found is None or found[1] >= bid(4, Strain.NT) or situation.doubled:
        return None
    partner_bids = situation.bids_by(situation.seat.partner)
    if not partner_bids or partner_bids[-1].strain is Strain.NT:
        return None
    if any(call == bid(4, Strain.NT) for call in situation.calls):
        return None
    agreed = agreed_suit(situation)
    return None if agreed is None else {"s": agreed}


def _blackwood_answer(situation: Situation) -> dict[str, Strain] | None:
    calls = situation.calls
    if len(calls) < 2 or calls[-1] is not PASS or calls[-2] != bid(4, Strain.NT):
        return None
    return {} if _is_blackwood(situation, len(calls) - 2) else None


def _blackwood_followup(situation: Situation) -> dict[str, Strain] | None:
    calls = situation.calls
    if (len(calls) < 4 or calls[-1] not in (PASS, DOUBLE) or calls[-3] is not PASS
            or calls[-4] != bid(4, Strain.NT)):
        return None
    answer = calls[-2]
    if not isinstance(answer, Bid) or answer.level != 5 or answer.strain is Strain.NT:
        return None
    if not _is_blackwood(situation, len(calls) - 4):
        return None
    agreed = agreed_suit(Situation(situation.dealer, calls[:-4]))
    return None if agreed is None else {"s": agreed}


def blackwood_aces_missing(situation: Situation, facts: HandFacts) -> int | None:
    """At the Blackwood asker's turn after partner's answer, the aces the two hands lack; None
    anywhere else."""
    if _blackwood_followup(situation) is None:
        return None
    return _aces_missing(situation, facts.aces)


def artificial_last_bid(situation: Situation) -> bool:
    """True when the latest bid is one of the system's artificial bids above the three level: an
    answer to Blackwood (it counts aces) or a Texas transfer (its partner must bid the next suit).
    Its side need not mean to play there, so the other side does not double it for penalty."""
    calls = situation.calls
    found = situation.last_bid
    if found is None:
        return False
    position = found[0]
    if position >= 2 and calls[position - 2] == bid(4, Strain.NT) and _is_blackwood(situation, position - 2):
        return True
    before = calls[:position]
    opening = Situation(situation.dealer, before).since_opening
    return (len(opening) == 2 and opening[0] in (bid(1, Strain.NT), bid(2, Strain.NT)) and opening[1] is PASS
            and found[1] in _TEXAS)


def _penalty(situation: Situation) -> dict[str, Strain] | None:
    found = situation.last_bid
    if found is None or situation.our_side_holds_contract or situation.doubled:
        return None
    if artificial_last_bid(situation):
        return None
    last = found[1]
    ours = situation.bids_by(situation.seat) + situation.bids_by(situation.seat.partner)
    if last.level >= 4 or (last.level == 3 and last.strain is Strain.NT) or (ours and last.level >= 3):
        return {"s": last.strain} if last.strain is not Strain.NT else {}
    return None


@lru_cache(maxsize=4096)
def _quiet_defender(situation: Situation) -> dict[str, Strain] | None:
    """Matches when the seat's side has made no call but passes, its right-hand opponent has
    just bid below game (the opponents' auction goes on: no balancing seat, and no contract the
    simulation might double for penalty) and no rule of the system offers a pass here: the
    context of :func:`_quiet_defenders`."""
    calls = situation.calls
    if not calls or not isinstance(calls[-1], Bid):
        return None
    seat = situation.seat
    if any(call is not PASS for _, call in situation.calls_by(seat) + situation.calls_by(seat.partner)):
        return None
    if _penalty(situation) is not None:  # a game or slam: the penalty double is weighed instead
        return None
    since = situation.since_opening
    for rule in _explicit_passes().get(len(since), ()):
        bindings = match_pattern(rule.context, since)
        if bindings is not None and all(guard_holds(guard, bindings) for guard in rule.guards):
            return None
    return {}


@lru_cache(maxsize=1)
def _explicit_passes() -> dict[int, list[Rule]]:
    """The system's pattern rules that offer a pass, by the number of calls in their context."""
    return rules_by_length(tuple(rule for rule in SYSTEM if rule.call == "P"))


SITUATIONS: dict[str, Callable[[Situation], dict[str, Strain] | None]] = {
    "@blackwood_answer": _blackwood_answer,
    "@blackwood_followup": _blackwood_followup,
    "@blackwood_ask": _blackwood_ask,
    "@penalty": _penalty,
    "@quiet_defender": _quiet_defender,
}


# ---------------------------------------------------------------------------------------------
# the table


def _conventions() -> list[Rule]:
    rules = [
        _rule("@blackwood_answer", "5C", "Blackwood answer: 0 or 4 aces", require="aces_0", forcing=_NF),
        _rule("@blackwood_answer", "5D", "Blackwood answer: 1 ace", require="aces_1"),
        _rule("@blackwood_answer", "5H", "Blackwood answer: 2 aces", require="aces_2"),
        _rule("@blackwood_answer", "5S", "Blackwood answer: 3 aces", require="aces_3"),
        _rule("@blackwood_followup", "6s", "small slam: at most one ace missing", require="slam_ok"),
        _rule("@blackwood_followup", "5s", "sign-off: two aces missing", require="sign_off"),
        _rule("@blackwood_followup", "P", "sign-off: two aces missing", require="sign_off"),
        _rule(
            "@blackwood_ask",
            "4NT",
            "Blackwood: asks for aces (slam interest in {s})",
            forcing=_F1,
            require="slam_values",
            contract_only=True,
        ),
        _rule("@penalty", "X", "penalty double: expects to defeat the contract", require="defeats"),
    ]
    return rules


_NO_SHORTNESS = {"C": (2, 13), "D": (2, 13), "H": (2, 13), "S": (2, 13)}
"""No singleton or void: the shape for a slam in no-trump when partner has not shown a fit."""


def _notrump_slam(ctx: str, partner: tuple[int, int],
                  lengths: Mapping[str, tuple[int, int]] | None = None) -> list[Rule]:
    """Slam in no-trump opposite partner's known range of HCP, ``partner`` (his latest bid in
    ``ctx`` showed it): 7NT when the two hands hold 37+ HCP at partner's minimum, 6NT with 33+,
    and the quantitative 4NT when only partner's maximum would reach 33. Partner accepts the
    invitation (6NT) from the upper half of his range, or from its middle with a strong suit of five
    cards or more (``source_of_tricks``), and passes from the lower half.

    Put before the context's game calls: a hand that fits none of these bids game as before.
    """
    low, high = partner
    shape = lengths if lengths is not None else _NO_SHORTNESS
    rules = [
        _rule(ctx, "7NT", "to play: 37+ HCP between the two hands", (37 - low, HCP_MAX), shape,
              contract_only=True),
        _rule(ctx, "6NT", "to play: 33+ HCP between the two hands", (33 - low, 36 - low), shape,
              contract_only=True),
    ]
    if 33 - high <= 32 - low:
        middle = (low + high) // 2
        answer = f"{ctx} 4NT P"
        rules += [
            _rule(ctx, "4NT", "quantitative: invites 6NT", (33 - high, 32 - low), shape, contract_only=True),
            _rule(answer, "6NT", "accepts the slam invitation", (middle + 1, HCP_MAX), contract_only=True),
            _rule(answer, "6NT", "accepts the slam invitation: a strong five-card suit", (middle, middle),
                  require="source_of_tricks", contract_only=True),
            _rule(answer, "P", "declines the slam invitation", (low, middle)),
        ]
    return rules


def _own_major_game(ctx: str, major: Strain, hcp: tuple[int, int] = (13, HCP_MAX)) -> list[Rule]:
    """Responder's game in his own six-card major after a rebid of opener's that did not raise
    it (``ctx``): six cards play game opposite the two opener usually holds (put before the
    context's 3NT); ``hcp`` is responder's range for it (game values unless opener's rebid made
    up the rest)."""
    return [_rule(ctx, f"4{major.letter}", f"to play: 6+{_SYMBOL[major]}", hcp,
                  {major.letter: (6, 13)}, contract_only=True)]


def _both_majors_game_force(ctx: str) -> list[Rule]:
    """Responder with five spades and five hearts after a minor, 1S and opener's 1NT rebid
    (``ctx``, 1D P 1S P 1NT P): 3H, forcing to game on 10+ HCP (the two suits make up the rest).
    Opener, who may hold four hearts (1NT does not deny them after a 1S response) but not four
    spades, chooses: 4H with four hearts, 4S with three spades, 4H with three hearts, else 3NT."""
    choice = f"{ctx} 3H P"
    return [
        _rule(ctx, "3H", "5+♠ and 5+♥, forcing to game", (10, HCP_MAX), {"S": (5, 13), "H": (5, 13)},
              forcing=_FG),
        _rule(choice, "4H", "four-card ♥ support", (12, 14), {"H": (4, 13)}, contract_only=True),
        _rule(choice, "4S", "three-card ♠ support", (12, 14), {"S": (3, 13)}, contract_only=True),
        _rule(choice, "4H", "three-card ♥ support", (12, 14), {"H": (3, 13)}, contract_only=True),
        _rule(choice, "3NT", "two cards in each major", (12, 14), {"S": (0, 2), "H": (0, 2)},
              contract_only=True),
    ]


def _hearts_beside_spades(ctx: str) -> list[Rule]:
    """Responder's weaker five spades and four hearts after a minor, 1S and opener's 1NT rebid
    (``ctx``): 2H, to play, on 6-10 HCP. Opener (two or three spades, two to four hearts) passes,
    or gives preference to 2S with three spades and at most three hearts, or two of each (the
    longer fit)."""
    choice = f"{ctx} 2H P"
    return [
        _rule(ctx, "2H", "to play: five ♠ and 4+♥", (6, 10), {"S": (5, 5), "H": (4, 13)}),
        _rule(choice, "2S", "preference: three ♠", (12, 14), {"S": (3, 13), "H": (0, 3)}),
        _rule(choice, "2S", "preference: two ♠ and two ♥", (12, 14), {"S": (2, 2), "H": (0, 2)}),
        _rule(choice, "P", "to play: 3+♥", (12, 14)),
    ]


def _major_choice_of_games(ctx: str, major: Strain, responder: tuple[int, int],
                           opener: tuple[int, int]) -> list[Rule]:
    """Responder's five-card major bid at the three level after opener's no-trump rebid (``ctx``),
    forcing to game on ``responder``'s HCP, and opener's choice (his range ``opener``): 4 of the
    major with three cards, else 3NT. Over 3NT responder with slam values goes on in no-trump
    (:func:`_notrump_slam`); over the major the slam tries weigh a slam (:mod:`.slam_tries`)."""
    m, sym = major.letter, _SYMBOL[major]
    choice = f"{ctx} 3{m} P"
    return [
        _rule(ctx, f"3{m}", f"five-card {sym} suit: choice of games", responder, {m: (5, 5)}, forcing=_FG),
        _rule(choice, f"4{m}", f"three-card {sym} support", opener, {m: (3, 13)}, contract_only=True),
        _rule(choice, "3NT", f"two-card {sym}", opener, {m: (0, 2)}, contract_only=True),
        *_notrump_slam(f"{choice} 3NT P", opener),
    ]


def _openings() -> list[Rule]:
    rules = [
        _rule(
            "",
            "2C",
            "strong artificial opening: 22+ HCP, or fewer with nine playing tricks",
            (18, HCP_MAX),
            forcing=_FG,
            alert=True,
            require="strong_two",
        ),
        _rule("", "2NT", "opening: balanced", (20, 21), bal=True),
        _rule("", "1NT", "opening: balanced", (15, 17), bal=True),
        _rule("", "1M", "opening: five-card major", (12, 21), {"M": (5, 13)}, require="opening_suit"),
        _rule("", "1m", "opening: longer minor (3+)", (12, 21), {"m": (3, 13)}, require="opening_suit"),
    ]
    for suit in (Strain.S, Strain.H, Strain.D):
        rules.append(
            _rule(
                "",
                f"2{suit.letter}",
                f"weak two: six-card {_SYMBOL[suit]} suit",
                (5, 10),
                {suit.letter: (6, 6)},
                require="good_suit",
            )
        )
    for suit in (Strain.S, Strain.H, Strain.D, Strain.C):
        rules.append(
            _rule(
                "",
                f"3{suit.letter}",
                f"preempt: seven-card {_SYMBOL[suit]} suit",
                (5, 10),
                {suit.letter: (7, 13)},
                require="good_suit",
            )
        )
    rules.append(_rule("", "P", "no opening bid", (0, 11)))
    return rules


_NOTRUMP_OPENINGS: tuple[tuple[str, tuple[int, int], tuple[int, int] | None, tuple[int, int], int], ...] = (
    ("1NT", (15, 17), (8, 9), (10, 15), 2),
    ("2NT", (20, 21), None, (4, 11), 3),
    ("2C P 2D P 2NT", (22, 24), None, (3, 10), 3),
)
"""The balanced no-trump bids responder answers with Stayman, Jacoby and Texas transfers: the
auction up to the bid, opener's HCP, responder's invitation range (none at the three level), his
game range, and the level of Stayman."""
_NOTRUMP_AUCTIONS = tuple(tuple(parse_call(text) for text in opening.split())
                          for opening, *_ in _NOTRUMP_OPENINGS)
"""The auctions of :data:`_NOTRUMP_OPENINGS` as calls, from the opening to the no-trump bid."""


def _notrump_responses() -> list[Rule]:
    rules: list[Rule] = []
    # (opening, opener's range, responder's invite range, game range, step: 2 over 1NT, 3 over
    # 2NT); the 2C opener's 2NT rebid (22-24) is answered as a 2NT opening
    for opening, (low, high), invite, game, level in _NOTRUMP_OPENINGS:
        ctx = f"{opening} P"
        weak_max = (invite or game)[0] - 1
        club, diamond, heart, spade = (f"{level}{s}" for s in "CDHS")
        # Texas: a six-card major and game values; after the completion, 4NT asks for aces
        for relay_bid, shown in _TEXAS.items():
            relay, target, sym = relay_bid.short, shown.letter, _SYMBOL[shown]
            rules += [
                _rule(ctx, relay, f"Texas transfer: 6+{sym}, game or slam values", (game[0], HCP_MAX),
                      {target: (6, 13)}, forcing=_F1, alert=True, contract_only=True),
                _rule(f"{ctx} {relay} P", f"4{target}", "completes the Texas transfer", (low, high),
                      contract_only=True),
                _rule(f"{ctx} {relay} P 4{target} P", "P", "to play: no slam interest", (game[0], HCP_MAX),
                      contract_only=True),
            ]
        rules += [
            _rule(
                ctx,
                heart,
                "Jacoby transfer: 5+♠",
                lengths={"S": (5, 13)},
                forcing=_F1,
                alert=True,
                require="transfer_spades",
            ),
            _rule(
                ctx,
                diamond,
                "Jacoby transfer: 5+♥",
                lengths={"H": (5, 13)},
                forcing=_F1,
                alert=True,
                require="transfer_hearts",
            ),
            _rule(
                ctx,
                club,
                "Stayman: asks for a four-card major",
                ((invite or game)[0], HCP_MAX),
                forcing=_F1,
                alert=True,
                require="stayman",
            ),
        ]
        rules += _notrump_slam(ctx, (low, high), {"H": (0, 4), "S": (0, 4)})
        rules.append(_rule(ctx, "3NT", "to play", game, {"H": (0, 4), "S": (0, 4)}, contract_only=True))
        if invite is not None:
            rules.append(_rule(ctx, "2NT", "invites 3NT", invite, {"H": (0, 4), "S": (0, 4)}))
        rules.append(_rule(ctx, "P", "weak", (0, weak_max)))
        # Stayman answers
        stay = f"{ctx} {club} P"
        rules += [
            _rule(stay, heart, "four-card ♥ (may also hold four ♠)", (low, high), {"H": (4, 5)}),
            _rule(stay, spade, "four-card ♠, not four ♥", (low, high), {"S": (4, 5), "H": (0, 3)}),
            _rule(stay, diamond, "no four-card major", (low, high), {"H": (0, 3), "S": (0, 3)}, alert=True),
        ]
        for answer, major in ((heart, "H"), (spade, "S"), (diamond, None)):
            after = f"{stay} {answer} P"
            rules += _notrump_slam(after, (low, high), {major: (0, 3)} if major is not None else None)
            if major is not None:
                game_major = f"4{major}"
                rules.append(
                    _rule(
                        after,
                        game_major,
                        f"to play: a {_SYMBOL[_LETTER[major]]} fit",
                        game,
                        {major: (4, 13)},
                        contract_only=True,
                    )
                )
                if invite is not None:
                    rules.append(_rule(after, f"3{major}", "invitation with a fit", invite, {major: (4, 13)}))
            if major == "H":
                # no heart fit: Stayman promised a major, so responder holds four spades, and
                # opener, who may hold them too, plays the spade game
                rules += _spades_after_hearts_answer(after, game, invite, (low, high))
            else:
                rules.append(_rule(after, "3NT", "to play", game, contract_only=True))
                if invite is not None:
                    rules.append(_rule(after, "2NT", "invites 3NT", invite))
            if opening == "1NT":
                inv_after = f"{after} 2NT P"
                rules += [
                    _rule(inv_after, "3NT", "accepts the invitation", (16, 17)),
                    _rule(inv_after, "P", "declines the invitation", (15, 15)),
                ]
                if major is not None:
                    raise_after = f"{after} 3{major} P"
                    rules += [
                        _rule(raise_after, f"4{major}", "accepts the invitation", (16, 17)),
                        _rule(raise_after, "P", "declines the invitation", (15, 15)),
                    ]
        # transfers completed
        for relay, target in ((diamond, "H"), (heart, "S")):
            completed = f"{level}{target}"
            rules.append(
                _rule(f"{ctx} {relay} P", completed, "completes the transfer", (low, high), {target: (2, 13)})
            )
            after = f"{ctx} {relay} P {completed} P"
            sym = _SYMBOL[_LETTER[target]]
            rules += [
                _rule(
                    after,
                    f"4{target}",
                    f"to play: six-card {sym} suit",
                    game,
                    {target: (6, 13)},
                    contract_only=True,
                ),
                _rule(
                    after,
                    "3NT",
                    f"choice of games: exactly five {sym}",
                    game,
                    {target: (5, 5)},
                    contract_only=True,
                ),
            ]
            if invite is not None:
                rules += [
                    _rule(after, f"3{target}", f"invitation: six-card {sym} suit", invite, {target: (6, 13)}),
                    _rule(after, "2NT", f"invitation: exactly five {sym}", invite, {target: (5, 5)}),
                ]
            rules.append(_rule(after, "P", "sign-off", (0, weak_max)))
            choice = f"{after} 3NT P"
            rules += [
                _rule(choice, f"4{target}", f"three-card {sym} support", (low, high), {target: (3, 5)}),
                _rule(choice, "P", f"two-card {sym}", (low, high), {target: (2, 2)}),
            ]
            if opening == "1NT":
                inv = f"{after} 2NT P"
                rules += [
                    _rule(inv, f"4{target}", "accepts with support", (16, 17), {target: (3, 5)}),
                    _rule(inv, "3NT", "accepts without support", (16, 17), {target: (2, 2)}),
                    _rule(inv, f"3{target}", "declines with support", (15, 15), {target: (3, 5)}),
                    _rule(inv, "P", "declines", (15, 15), {target: (2, 2)}),
                ]
                inv6 = f"{after} 3{target} P"
                rules += [
                    _rule(inv6, f"4{target}", "accepts the invitation", (16, 17)),
                    _rule(inv6, "P", "declines the invitation", (15, 15)),
                ]
        if opening == "1NT":
            rules += [
                _rule(f"{ctx} 2NT P", "3NT", "accepts the invitation", (16, 17)),
                _rule(f"{ctx} 2NT P", "P", "declines the invitation", (15, 15)),
            ]
    openings = [(opening, level) for opening, _, _, _, level in _NOTRUMP_OPENINGS]
    artificial = [f"{opening} P {level}{s}" for opening, level in openings for s in "CDH"]
    artificial += [f"{opening} P {relay.short}" for opening, _ in openings for relay in _TEXAS]
    return rules + _systems_on(rules, artificial)


def _systems_on(rules: list[Rule], artificial: Sequence[str]) -> list[Rule]:
    """The agreements stay on over a double of Stayman or a transfer (each auction of
    ``artificial`` ends with one): a copy of each rule whose context continues such an auction
    with the fourth hand's pass, for the same auction with a double there."""
    return [copy for auction in artificial for copy in _subtree(rules, f"{auction} P", f"{auction} X")]


def _subtree(rules: Sequence[Rule], source: str, target: str) -> list[Rule]:
    """A copy of each rule of ``rules`` whose context is the auction ``source`` or continues it,
    for the auction ``target`` continued in the same way."""
    head, skip = parse_pattern(target), len(source.split())
    return [replace(rule, when=target + rule.when[len(source):], context=head + rule.context[skip:])
            for rule in rules if rule.when == source or rule.when.startswith(f"{source} ")]


def _moved(rule: Rule, when: str) -> Rule:
    """``rule`` for the auction context ``when`` instead of its own."""
    return replace(rule, when=when, context=parse_pattern(when))


def _spades_after_hearts_answer(after: str, game: tuple[int, int], invite: tuple[int, int] | None,
                                opener: tuple[int, int]) -> list[Rule]:
    """Responder's no-trump calls after Stayman's heart answer without a heart fit (``after``):
    Stayman promised a four-card major, so they show four spades (and replace the plain 3NT and
    2NT there), and opener, whose heart answer may hide four spades too, plays 4S with them (from
    the upper half of his range over the invitation), else passes 3NT or answers 2NT as usual."""
    high = opener[1]
    four = {"S": (4, 4), "H": (0, 3)}
    text = "four ♠, not four ♥"
    rules = [
        _rule(after, "3NT", f"to play: {text}", game, four, contract_only=True),
        _rule(f"{after} 3NT P", "4S", "to play: a ♠ fit", opener, {"S": (4, 5)}, contract_only=True),
        _rule(f"{after} 3NT P", "P", "to play", opener),
    ]
    if invite is not None:
        rules += [
            _rule(after, "2NT", f"invites 3NT: {text}", invite, four),
            _rule(f"{after} 2NT P", "4S", "accepts the invitation: a ♠ fit", (high - 1, high), {"S": (4, 5)},
                  contract_only=True),
        ]
    return rules


def _two_level_suits_over(their: Strain) -> tuple[Strain, ...]:
    """The suits responder can still name at the two level over an overcall of 1NT in ``their``,
    the highest first."""
    return tuple(suit for suit in (Strain.S, Strain.H, Strain.D) if suit > their)


def _notrump_interference() -> list[Rule]:
    """Responder after partner's 1NT and a natural two-level overcall (SAYC, without Lebensohl),
    and what opener answers.

    Responder, in this order: game in a six-card major; a five-card major at the three level,
    forcing to game; a penalty double with four of their suit and a stopper; the cue bid with
    game values and a four-card major they have not bid, or no stopper (it asks opener for the
    major, then for a stopper); 3NT with their suit stopped; all these with 10-15 HCP. Then, with
    less: a five-card suit at the two level to play, 2NT to invite game with a stopper, pass.
    Opener answers the cue bid with the major (hearts first), else 3NT with a stopper, else his
    longer minor (over which responder, forced to game, bids 3NT with their suit stopped, else 5 of
    the minor with three cards); raises the forcing major with three, else 3NT; accepts 2NT with 16-17;
    leaves the double and the two-level suit in; and passes when responder passes (he holds 0-9
    and no penalty double). Stronger hands are left to the simulation.
    """
    rules: list[Rule] = []
    majors_first = (Strain.S, Strain.H)
    for their in SUIT_STRAINS:
        s, their_sym = their.letter, _SYMBOL[their]
        ctx = f"1NT 2{s}"
        majors = [major for major in majors_first if major is not their]
        rules += [_rule(ctx, f"4{m.letter}", f"to play: 6+{_SYMBOL[m]}", (10, 15), {m.letter: (6, 13)},
                        contract_only=True) for m in majors]
        rules += [_rule(ctx, f"3{m.letter}", f"natural: 5+{_SYMBOL[m]}, forcing to game", (10, 15),
                        {m.letter: (5, 13)}, forcing=_FG, contract_only=True) for m in majors]
        rules += [
            _rule(ctx, "X", f"penalty double: 4+{their_sym}", (8, 15), {s: (4, 13)}, require="stoppers"),
            _rule(ctx, f"3{s}", f"cue bid: game values, a four-card major or no stopper in {their_sym}",
                  (10, 15), forcing=_FG, alert=True, require="major_or_no_stopper", contract_only=True),
            _rule(ctx, "3NT", f"to play: a stopper in {their_sym}", (10, 15), require="stoppers",
                  contract_only=True),
        ]
        for new in _two_level_suits_over(their):
            rules.append(_rule(ctx, f"2{new.letter}", f"to play: 5+{_SYMBOL[new]}", (0, 9),
                               {new.letter: (5, 13)}, require="longest_unbid"))
        rules += [
            _rule(ctx, "2NT", f"natural: invites 3NT, a stopper in {their_sym}", (8, 9), bal=True,
                  require="stoppers"),
            _rule(ctx, "P", "no suitable action", (0, 9)),
            _rule(f"{ctx} P P", "P", "nothing more to show", (15, 17)),
        ]
        rules += _opener_over_notrump_interference(their)
    return rules


def _responder_over_notrump_overcall() -> list[Rule]:
    """Responder after partner's one-level suit opening and a 1NT overcall (1H 1NT): the double
    is for penalty, with 9+ HCP (the overcaller's 15-18 sit under opener and him); with less, a
    raise with opener's support, a five-card suit of his own to play at the two level (his
    longest), else pass. Opener leaves the double in."""
    rules: list[Rule] = []
    for opening in SUIT_STRAINS:
        o, sym = opening.letter, _SYMBOL[opening]
        ctx = f"1{o} 1NT"
        support = 3 if opening in _MAJORS else 5
        rules += [
            _rule(ctx, "X", "penalty double: expects the contract to fail", (9, HCP_MAX)),
            _rule(ctx, f"2{o}", f"raise: {support}+{sym}", (5, 8), {o: (support, 13)}),
        ]
        rules += [_rule(ctx, f"2{new.letter}", f"to play: 5+{_SYMBOL[new]}", (0, 8), {new.letter: (5, 13)},
                        require="longest_unbid") for new in SUIT_STRAINS if new is not opening]
        rules += [_rule(ctx, "P", "no suitable call", (0, 8)),
                  _rule(f"{ctx} X P", "P", "leaves the penalty double in", (12, HCP_MAX))]
    return rules


def _opener_over_notrump_interference(their: Strain) -> list[Rule]:
    """Opener's answers after 1NT, the overcall ``their`` and responder's call; the majors the
    opponents have not bid are shown hearts first."""
    s, their_sym = their.letter, _SYMBOL[their]
    ctx = f"1NT 2{s}"
    majors = [major for major in _MAJORS if major is not their]
    cue = f"{ctx} 3{s} P"
    rules: list[Rule] = []
    for major in majors:
        level = 3 if major > their else 4
        others = {other.letter: (0, 3) for other in majors if other < major}
        rules.append(_rule(cue, f"{level}{major.letter}", f"four-card {_SYMBOL[major]}", (15, 17),
                           {major.letter: (4, 5), **others}, contract_only=True))
        after = f"{cue} {level}{major.letter} P"
        if level == 3:
            rules += [
                _rule(after, f"4{major.letter}", f"to play: a {_SYMBOL[major]} fit", (10, 15),
                      {major.letter: (4, 13)}, contract_only=True),
                _rule(after, "3NT", f"to play: a stopper in {their_sym}", (10, 15), require="stoppers",
                      contract_only=True),
            ]
        else:
            rules.append(_rule(after, "P", "to play", (10, 15), contract_only=True))
    no_major = {major.letter: (0, 3) for major in majors}
    rules.append(_rule(cue, "3NT", f"a stopper in {their_sym}, no four-card major", (15, 17), no_major,
                       require="stoppers", contract_only=True))
    rules.append(_rule(f"{cue} 3NT P", "P", "to play", (10, 15), contract_only=True))
    for minor in _MINORS:
        if minor is not their:
            level = 3 if minor > their else 4
            text = f"no stopper in {their_sym}, no four-card major"
            rules.append(_rule(cue, f"{level}{minor.letter}", text, (15, 17), no_major,
                               require="longer_minor_unstopped", contract_only=True))
            # the cue bid forced to game: responder bids 3NT with their suit stopped himself
            # (over the minor at the three level), else game in opener's minor with three cards
            answered = f"{cue} {level}{minor.letter} P"
            if level == 3:
                rules.append(_rule(answered, "3NT", f"to play: a stopper in {their_sym}", (10, 15),
                                   require="stoppers", contract_only=True))
            rules.append(_rule(answered, f"5{minor.letter}", f"to play: 3+{_SYMBOL[minor]}", (10, 15),
                               {minor.letter: (3, 13)}, contract_only=True))
    for major in majors:
        forcing = f"{ctx} 3{major.letter} P"
        rules += [
            _rule(forcing, f"4{major.letter}", f"support: 3+{_SYMBOL[major]}", (15, 17),
                  {major.letter: (3, 5)}, contract_only=True),
            _rule(forcing, "3NT", f"two-card {_SYMBOL[major]}", (15, 17), {major.letter: (2, 2)},
                  contract_only=True),
            _rule(f"{forcing} 3NT P", "P", "to play", (10, 15), contract_only=True),
        ]
    rules += [
        _rule(f"{ctx} 2NT P", "3NT", "accepts the invitation", (16, 17)),
        _rule(f"{ctx} 2NT P", "P", "declines the invitation", (15, 15)),
        _rule(f"{ctx} X P", "P", "leaves the penalty double in", (15, 17)),
    ]
    for new in _two_level_suits_over(their):
        rules.append(_rule(f"{ctx} 2{new.letter} P", "P", "accepts the sign-off", (15, 17)))
    return rules


def _two_club_rules() -> list[Rule]:
    ctx = "2C P"
    rules = [
        _rule(ctx, "2H", "positive: five-card ♥ suit", (8, HCP_MAX), {"H": (5, 13)}, forcing=_FG),
        _rule(ctx, "2S", "positive: five-card ♠ suit", (8, HCP_MAX), {"S": (5, 13)}, forcing=_FG),
        _rule(ctx, "3C", "positive: five-card ♣ suit", (8, HCP_MAX), {"C": (5, 13)}, forcing=_FG),
        _rule(ctx, "3D", "positive: five-card ♦ suit", (8, HCP_MAX), {"D": (5, 13)}, forcing=_FG),
        _rule(ctx, "2NT", "positive: balanced", (8, HCP_MAX), bal=True, forcing=_FG),
        _rule(ctx, "2D", "waiting: artificial, says nothing yet", forcing=_F1, alert=True),
    ]
    after = "2C P 2D P"
    rules += [
        _rule(after, "2NT", "balanced", (22, 24), bal=True),
        _rule(after, "3NT", "balanced", (25, 27), bal=True),
        _rule(
            after,
            "2M",
            "five-card suit, forcing",
            (18, HCP_MAX),
            {"M": (5, 13)},
            forcing=_F1,
            require="opening_suit",
        ),
        _rule(
            after,
            "3m",
            "five-card suit, forcing",
            (18, HCP_MAX),
            {"m": (5, 13)},
            forcing=_F1,
            require="opening_suit",
        ),
        _rule(after, "2M", "four-card suit, forcing", (22, HCP_MAX), {"M": (4, 13)}, forcing=_F1),
        _rule(after, "3m", "four-card suit, forcing", (22, HCP_MAX), {"m": (4, 13)}, forcing=_F1),
    ]
    for major in _MAJORS:
        # responder raises opener's major: to game with a weak hand (fast arrival), to the
        # three level with values; opener then settles in game (slams are weighed from there)
        m, sym = major.letter, _SYMBOL[major]
        shown = f"{after} 2{m} P"
        rules += [
            _rule(shown, f"4{m}", f"raise to game: 3+{sym}, weak", (0, 7), {m: (3, 13)}, contract_only=True),
            _rule(shown, f"3{m}", f"raise: 3+{sym}, forcing to game", (8, HCP_MAX), {m: (3, 13)},
                  forcing=_FG),
            _rule(f"{shown} 3{m} P", f"4{m}", "to play", (18, HCP_MAX), contract_only=True),
            _rule(f"{shown} 4{m} P", "P", "to play", (18, HCP_MAX)),
        ]
    # opener's 2NT rebid is answered as a 2NT opening (_notrump_responses)
    rules += _notrump_slam("2C P 2D P 3NT P", (25, 27))
    return (rules + _responder_without_a_fit_after_two_clubs() + _opener_over_a_balanced_positive()
            + _opener_over_a_suit_positive())


def _responder_without_a_fit_after_two_clubs() -> list[Rule]:
    """Responder after 2C P 2D P and opener's suit, without the support to raise it (three cards
    of a major, four of a minor), on any values: a five-card major of his own, a six-card minor,
    else 2NT over a major (no fit, forcing) or 3NT over a minor (to play). Opener raises
    responder's major to game with three cards; over 2NT he rebids a six-card major at the three
    level, which responder raises to game with two cards, else bids 3NT. Over a minor responder
    with four cards raises to four, forcing. Other continuations are left to the simulation."""
    after = "2C P 2D P"
    rules: list[Rule] = []
    for major in _MAJORS:
        m, sym = major.letter, _SYMBOL[major]
        shown = f"{after} 2{m} P"
        other = Strain.S if major is Strain.H else Strain.H
        new = bid(_cheapest_level(other, bid(2, major)), other)
        rules += [
            _rule(shown, new.short, f"natural suit: 5+{_SYMBOL[other]}", (0, HCP_MAX),
                  {other.letter: (5, 13), m: (0, 2)}, forcing=_F1),
            _rule(f"{shown} {new.short} P", f"4{other.letter}", f"raise to game: 3+{_SYMBOL[other]}",
                  (18, HCP_MAX), {other.letter: (3, 13)}, contract_only=True),
            *[_rule(shown, f"3{minor.letter}", f"natural suit: 6+{_SYMBOL[minor]}", (0, HCP_MAX),
                    {minor.letter: (6, 13), m: (0, 2)}, forcing=_F1) for minor in _MINORS],
            _rule(shown, "2NT", "no fit", (0, HCP_MAX), {m: (0, 2)}, forcing=_F1),
            _rule(f"{shown} 2NT P", f"3{m}", f"rebid: 6+{sym}", (18, HCP_MAX), {m: (6, 13)}, forcing=_F1),
            _rule(f"{shown} 2NT P 3{m} P", f"4{m}", f"raise to game: 2+{sym}", (0, HCP_MAX), {m: (2, 13)},
                  contract_only=True),
            _rule(f"{shown} 2NT P 3{m} P", "3NT", "no fit, not forcing", (0, HCP_MAX), {m: (0, 1)}),
        ]
    for minor in _MINORS:
        n, sym = minor.letter, _SYMBOL[minor]
        shown = f"{after} 3{n} P"
        for major in _MAJORS:
            rules += [
                _rule(shown, f"3{major.letter}", f"natural suit: 5+{_SYMBOL[major]}", (0, HCP_MAX),
                      {major.letter: (5, 13)}, forcing=_F1),
                _rule(f"{shown} 3{major.letter} P", f"4{major.letter}", f"raise to game: 3+{_SYMBOL[major]}",
                      (18, HCP_MAX), {major.letter: (3, 13)}, contract_only=True),
            ]
        rules += [
            _rule(shown, f"4{n}", f"raise: 4+{sym}", (0, HCP_MAX), {n: (4, 13)}, forcing=_F1),
            _rule(shown, "3NT", "no fit, not forcing", (0, HCP_MAX), {n: (0, 3)}),
        ]
    return rules


def _opener_over_a_balanced_positive() -> list[Rule]:
    """Opener after the positive 2NT response (2C P 2NT P: balanced, 8+ HCP, forcing to game).
    A five-card major is shown at the three level, and responder raises it to game with three
    cards, else bids 3NT (the slam tries weigh a slam from there). A balanced opener goes on in
    no-trump as opposite a 8-11 HCP hand (:func:`_notrump_slam`): with 22-24 the quantitative 4NT,
    which responder accepts from 10 HCP. Other hands (a long minor, or shortness) are left to the
    simulation, which weighs the minor's game and slam against 3NT."""
    ctx = "2C P 2NT P"
    rules: list[Rule] = []
    for major in _MAJORS:
        m, sym = major.letter, _SYMBOL[major]
        shown = f"{ctx} 3{m} P"
        rules += [
            _rule(ctx, f"3{m}", "five-card suit, forcing", (18, HCP_MAX), {m: (5, 13)}, forcing=_FG),
            _rule(shown, f"4{m}", f"three-card {sym} support", (8, HCP_MAX), {m: (3, 13)},
                  contract_only=True),
            _rule(shown, "3NT", f"two-card {sym}", (8, HCP_MAX), {m: (0, 2)}, contract_only=True),
        ]
    return rules + _notrump_slam(ctx, (8, 11))


_SUIT_POSITIVES = (bid(2, Strain.H), bid(2, Strain.S), bid(3, Strain.C), bid(3, Strain.D))
"""The positive answers to 2C that name a five-card suit."""


def _opener_over_a_suit_positive() -> list[Rule]:
    """Opener and responder after a positive suit answer to 2C (2C P 2H P: five cards, 8+ HCP,
    forcing to game). Opener raises a major with three cards, forcing; else he bids his own
    five-card suit at the cheapest level (the suit he would open), else raises a minor with four
    cards, forcing, else bids no-trump with a balanced hand (2NT over a major, forcing; 3NT over a
    minor). Responder then settles in game: over the raise, game in the suit; over opener's suit,
    game in it with three cards of a major, a forcing raise with four of a minor, his own six-card
    suit again, else 3NT; over 2NT, his own six-card suit again, else 3NT. Opener raises
    responder's rebid suit to game with two cards, else bids 3NT, and passes the games. Each game
    is where the slam tries weigh a slam (:mod:`.slam_tries`), and Blackwood is asked first with
    the values for it."""
    rules: list[Rule] = []
    for positive in _SUIT_POSITIVES:
        suit = positive.strain
        p, sym = suit.letter, _SYMBOL[suit]
        major = suit in _MAJORS
        ctx = f"2C P {positive.short} P"
        support = 3 if major else 4
        raised = bid(positive.level + 1, suit)
        game = f"{GAME_LEVEL[suit]}{p}"
        raise_rules = [
            _rule(ctx, raised.short, f"raise: {support}+{sym}, forcing to game", (18, HCP_MAX),
                  {p: (support, 13)}, forcing=_FG),
            _rule(f"{ctx} {raised.short} P", game, "to play", (8, HCP_MAX), contract_only=True),
            _rule(f"{ctx} {raised.short} P {game} P", "P", "to play", (18, HCP_MAX)),
        ]
        own_rules: list[Rule] = []
        for own in reversed(SUIT_STRAINS):
            if own is suit:
                continue
            shown = bid(_cheapest_level(own, positive), own)
            own_rules.append(_rule(ctx, shown.short, "five-card suit, forcing", (18, HCP_MAX),
                                   {own.letter: (5, 13)}, forcing=_FG, require="opening_suit"))
            own_rules += _responder_over_opener_suit_after_positive(f"{ctx} {shown.short} P", suit, shown)
        rules += raise_rules + own_rules if major else own_rules + raise_rules
        notrump = bid(positive.level, Strain.NT)
        rules.append(_rule(ctx, notrump.short, "no fit", (18, HCP_MAX), {p: (0, support - 1)}, bal=True,
                           forcing=_FG if notrump.level < 3 else _NF))
        if notrump.level < 3:
            rules += _responder_rebids_after_positive(f"{ctx} {notrump.short} P", suit, notrump)
        else:
            rules.append(_rule(f"{ctx} 3NT P", "P", "to play", (8, HCP_MAX)))
    return rules


def _responder_over_opener_suit_after_positive(ctx: str, positive: Strain, shown: Bid) -> list[Rule]:
    """Responder over opener's own suit after his positive answer to 2C (see
    :func:`_opener_over_a_suit_positive`): game with three cards of a major, a forcing raise with
    four of a minor (game over 4C), else his own six-card suit again or 3NT."""
    own, sym = shown.strain.letter, _SYMBOL[shown.strain]
    rules: list[Rule] = []
    if shown.strain in _MAJORS:
        rules += _game_raise_passed(ctx, bid(4, shown.strain), 3, (8, HCP_MAX), (18, HCP_MAX))
    elif shown.level < 4:
        rules.append(_rule(ctx, f"{shown.level + 1}{own}", f"raise: 4+{sym}, forcing to game", (8, HCP_MAX),
                           {own: (4, 13)}, forcing=_FG))
    else:
        rules += _game_raise_passed(ctx, bid(5, shown.strain), 4, (8, HCP_MAX), (18, HCP_MAX))
    return rules + _responder_rebids_after_positive(ctx, positive, shown)


def _game_raise_passed(ctx: str, game: Bid, support: int, hcp: tuple[int, int],
                       partner: tuple[int, int]) -> list[Rule]:
    """A raise of partner's suit straight to ``game`` with ``support`` cards on ``hcp``, and
    partner's pass of it on his range ``partner`` (the slam tries weigh a slam at both calls)."""
    suit, sym = game.strain.letter, _SYMBOL[game.strain]
    return [
        _rule(ctx, game.short, f"raise to game: {support}+{sym}", hcp, {suit: (support, 13)},
              contract_only=True),
        _rule(f"{ctx} {game.short} P", "P", "to play", partner),
    ]


def _responder_rebids_after_positive(ctx: str, positive: Strain, last: Bid) -> list[Rule]:
    """Responder without a fit for opener after his positive suit answer to 2C: his six-card suit
    again (forcing; opener raises a major to game with two cards, else bids 3NT), else 3NT, which
    opener passes. Nothing where opener's bid has passed 3NT."""
    p, sym = positive.letter, _SYMBOL[positive]
    rebid = bid(_cheapest_level(positive, last), positive)
    rules: list[Rule] = []
    if rebid.level <= 3:
        rules.append(_rule(ctx, rebid.short, f"rebid: 6+{sym}", (8, HCP_MAX), {p: (6, 13)}, forcing=_FG))
        after = f"{ctx} {rebid.short} P"
        if positive in _MAJORS:
            rules.append(_rule(after, f"4{p}", f"raise to game: 2+{sym}", (18, HCP_MAX), {p: (2, 13)},
                               contract_only=True))
        rules.append(_rule(after, "3NT", "no fit, not forcing", (18, HCP_MAX)))
    if last < bid(3, Strain.NT):
        rules += [
            _rule(ctx, "3NT", "no fit, not forcing", (8, HCP_MAX)),
            _rule(f"{ctx} 3NT P", "P", "to play", (18, HCP_MAX)),
        ]
    return rules


def _after_weak_two_answer(answer: str, suit: Strain, new: Strain, level: int) -> list[Rule]:
    """Responder's game after the weak two's answer to his forcing new suit (``answer``: 2D P 2H P,
    16+ HCP, five cards or more of ``new`` at ``level``): over the raise, game in his major; over
    the rebid of the weak two's suit, game in his own major with six cards, else game in the weak
    two's major with a card of it (seven trumps and responder's strength), or 3NT over a minor
    with two cards of it (the long suit runs). A misfit (a void in the major, a singleton in the
    minor) is left to the simulation, as are slams, which it weighs against these games."""
    n, o = new.letter, suit.letter
    rebid = f"{answer} 3{o} P"
    rules: list[Rule] = []
    if new in _MAJORS:
        rules.append(_rule(f"{answer} {level + 1}{n} P", f"4{n}", "to play", (16, HCP_MAX),
                           contract_only=True))
        rules.append(_rule(rebid, f"4{n}", f"to play: 6+{_SYMBOL[new]}", (16, HCP_MAX),
                           {n: (6, 13)}, contract_only=True))
    if suit in _MAJORS:
        rules.append(_rule(rebid, f"4{o}", "to play", (16, HCP_MAX), {o: (1, 13)}, contract_only=True))
    else:
        rules.append(_rule(rebid, "3NT", "to play", (16, HCP_MAX), {o: (2, 13)}, contract_only=True))
    return rules


def _weak_two_responses() -> list[Rule]:
    """Responder to partner's weak two, with or without a takeout double in between (2H P, 2H X):
    the raises (:func:`_weak_two_raises`), after which opener passes, a forcing new suit and
    opener's answers to it. Over the double, four trumps also jump to game in a major: the tricks
    the partnership lacks are the opponents' game. Over an overcall, see
    :func:`_weak_two_responses_over_an_overcall`."""
    rules: list[Rule] = []
    for suit, between in itertools.product((Strain.D, Strain.H, Strain.S), ("P", "X")):
        ctx = f"2{suit.letter} {between}"
        sym = _SYMBOL[suit]
        rules += _weak_two_raises(ctx, suit, jump_with_four=between == "X")
        # a new suit is forcing: opener raises it with three cards, else rebids his own suit
        for new in reversed(SUIT_STRAINS):
            if new is suit:
                continue
            level = 2 if new > suit else 3
            nsym = _SYMBOL[new]
            rules.append(_rule(ctx, f"{level}{new.letter}", f"new suit: 5+{nsym}, forcing", (16, HCP_MAX),
                               {new.letter: (5, 13)}, forcing=_F1))
            answer = f"{ctx} {level}{new.letter} P"
            rules += [
                _rule(answer, f"{level + 1}{new.letter}", f"support: 3+{nsym}", (0, HCP_MAX),
                      {new.letter: (3, 13)}),
                _rule(answer, f"3{suit.letter}", f"no support: rebids {sym}", (0, HCP_MAX)),
                *_after_weak_two_answer(answer, suit, new, level),
            ]
        rules.append(_rule(ctx, "P", "no game interest", (0, 15)))
        # a raise is responder's decision: the weak two has nothing more to show
        for raised in (f"3{suit.letter}", f"4{suit.letter}" if suit in _MAJORS else "3NT"):
            rules.append(_rule(f"{ctx} {raised} P", "P", "nothing more to show", (0, HCP_MAX)))
    rules += _weak_two_responses_over_an_overcall()
    for suit in SUIT_STRAINS:
        ctx = f"3{suit.letter} P"
        game = f"4{suit.letter}" if suit in _MAJORS else "3NT"
        rules += [
            _rule(ctx, game, "to play: the tricks partner lacks", (14, HCP_MAX), {suit.letter: (1, 13)},
                  require="raises_preempt", contract_only=True),
            _rule(ctx, "P", "no game interest", (0, 15)),
        ]
    return rules


def _weak_two_raises(ctx: str, suit: Strain, jump_with_four: bool, their: Bid | None = None) -> list[Rule]:
    """Responder's raises of partner's weak two in ``suit`` (``ctx``): with ``jump_with_four``
    four trumps jump to game in a major (0-14 HCP); game on values (4 of a major with two trumps
    and 15+, 3NT over 2D with 16+ and no five-card major, and a stopper when the opponents have
    bid ``their``); three
    trumps raise to the three level (0-14) while it is still there."""
    w, sym = suit.letter, _SYMBOL[suit]
    rules: list[Rule] = []
    if suit in _MAJORS and jump_with_four:
        rules.append(_rule(ctx, f"4{w}", f"preemptive raise: 4+{sym}", (0, 14), {w: (4, 13)},
                           contract_only=True))
    if suit in _MAJORS:
        rules.append(_rule(ctx, f"4{w}", f"to play: {sym} support", (15, HCP_MAX), {w: (2, 13)},
                           contract_only=True))
    elif their is None:
        # a five-card major goes to the forcing new suit first
        rules.append(_rule(ctx, "3NT", "to play", (16, HCP_MAX), {"H": (0, 4), "S": (0, 4)},
                           contract_only=True))
    else:
        rules.append(_rule(ctx, "3NT", f"to play: a stopper in {_SYMBOL[their.strain]}", (16, HCP_MAX),
                           require="stoppers", contract_only=True))
    if their is None or bid(3, suit) > their:
        rules.append(_rule(ctx, f"3{w}", f"preemptive raise: {sym} support", (0, 14), {w: (3, 13)}))
    return rules


def _weak_two_responses_over_an_overcall() -> list[Rule]:
    """Responder when the fourth hand overcalls partner's weak two at the cheapest level (2H 3C):
    the raises as over a takeout double (:func:`_weak_two_raises`: four trumps jump to game in a
    major), 3NT over 2D only with their suit stopped; with less, or values but no fit, he passes
    (a new suit is left to judgement)."""
    rules: list[Rule] = []
    for suit in (Strain.D, Strain.H, Strain.S):
        for overcall in SUIT_STRAINS:
            if overcall is not suit:
                their = bid(_cheapest_level(overcall, bid(2, suit)), overcall)
                ctx = f"2{suit.letter} {their.short}"
                rules += [*_weak_two_raises(ctx, suit, jump_with_four=True, their=their),
                          _rule(ctx, "P", "no game interest", (0, 15))]
    return rules


def _responses_to_suit() -> list[Rule]:
    rules: list[Rule] = []
    for opening in SUIT_STRAINS:
        o = opening.letter
        sym = _SYMBOL[opening]
        ctx = f"1{o} P"
        if opening in _MAJORS:
            rules += [
                _rule(
                    ctx,
                    "2NT",
                    f"Jacoby 2NT: game-forcing raise, 4+{sym}",
                    (13, HCP_MAX),
                    {o: (4, 13)},
                    forcing=_FG,
                    alert=True,
                    contract_only=True,
                ),
                _rule(
                    ctx,
                    f"4{o}",
                    f"preemptive raise to game: 5+{sym}",
                    (5, 9),
                    {o: (5, 13)},
                    contract_only=True,
                ),
                _rule(ctx, f"3{o}", f"limit raise: invites game, 3+{sym}", (10, 12), {o: (3, 13)}),
                _rule(ctx, f"2{o}", f"single raise: 3+{sym}", (6, 10), {o: (3, 13)}),
            ]
            if opening is Strain.H:
                rules.append(
                    _rule(ctx, "1S", "new suit: four or more ♠", (6, HCP_MAX), {"S": (4, 13)}, forcing=_F1)
                )
            for other in SUIT_STRAINS:
                if other < opening:
                    least = 5 if other is Strain.H else 4
                    rules.append(
                        _rule(
                            ctx,
                            f"2{other.letter}",
                            f"new suit at the two level: {least}+{_SYMBOL[other]}",
                            (10, HCP_MAX),
                            {other.letter: (least, 13)},
                            forcing=_F1,
                            require="longest_unbid" if least == 4 else None,
                        )
                    )
            for other in SUIT_STRAINS:  # second chance at the two level without the longest-suit test
                if other < opening:
                    least = 5 if other is Strain.H else 4
                    rules.append(
                        _rule(
                            ctx,
                            f"2{other.letter}",
                            f"new suit at the two level: {least}+{_SYMBOL[other]}",
                            (10, HCP_MAX),
                            {other.letter: (least, 13)},
                            forcing=_F1,
                        )
                    )
            if opening is Strain.S:
                # 3-4-3-3 with game values: too strong for the raises, one card short for Jacoby
                # 2NT, no suit for a new-suit response; 2C waits, and game in spades follows
                rules.append(
                    _rule(ctx, "2C", "new suit at the two level: 3-4-3-3, game values, three-card ♠ support",
                          (13, HCP_MAX), {"S": (3, 3), "H": (4, 4), "D": (3, 3), "C": (3, 3)}, forcing=_F1)
                )
            no_fit = {o: (0, 2)}
            if opening is Strain.H:
                no_fit["S"] = (0, 3)
            rules += [
                _rule(
                    ctx, "3NT", "balanced game values, no fit", (13, 15), no_fit, bal=True, contract_only=True
                ),
                _rule(ctx, "1NT", "no fit, not forcing", (6, 10), no_fit),
            ]
        else:
            if opening is Strain.C:
                rules.append(
                    _rule(
                        ctx,
                        "1D",
                        "new suit: four or more ♦, no four-card major",
                        (6, HCP_MAX),
                        {"D": (4, 13), "H": (0, 3), "S": (0, 3)},
                        forcing=_F1,
                    )
                )
            rules += [
                _rule(
                    ctx,
                    "1H",
                    "new suit: four or more ♥",
                    (6, HCP_MAX),
                    {"H": (4, 13)},
                    forcing=_F1,
                    require="hearts_first",
                ),
                _rule(ctx, "1S", "new suit: four or more ♠", (6, HCP_MAX), {"S": (4, 13)}, forcing=_F1),
            ]
            least = 5 if opening is Strain.C else 4
            no_major = {"H": (0, 3), "S": (0, 3)}
            rules += [
                _rule(
                    ctx,
                    "3NT",
                    "balanced game values, no four-card major",
                    (13, 17),
                    no_major,
                    bal=True,
                    contract_only=True,
                ),
                # before the raises and 2C, which take every unbalanced 11-12 without a major
                _rule(ctx, "2NT", "invites 3NT, no four-card major", (11, 12), no_major, bal=True),
                _rule(ctx, f"3{o}", f"limit raise: {least}+{sym}", (10, 12), {o: (least, 13), **no_major}),
                _rule(ctx, f"2{o}", f"single raise: {least}+{sym}", (6, 10), {o: (least, 13), **no_major}),
            ]
            if opening is Strain.D:
                rules.append(
                    _rule(
                        ctx,
                        "2C",
                        "new suit at the two level: 4+♣",
                        (10, HCP_MAX),
                        {"C": (4, 13), **no_major},
                        forcing=_F1,
                    )
                )
            rules += [
                _rule(ctx, "1NT", "no four-card major, not forcing", (6, 10), no_major),
            ]
        rules.append(_rule(ctx, "P", "weak", (0, 5)))
        if opening in _MINORS:  # opener over the 3NT response (13-17): slam on 33+ together
            rules += _notrump_slam(f"{ctx} 3NT P", (13, 17))
            # over the invitational 2NT (11-12, balanced, no major): 3NT from 14 HCP; a minimum
            # with six cards of the minor plays there rather than in 2NT; else a pass
            invited = f"{ctx} 2NT P"
            accept, decline = _accepts(invited, Strain.NT, (12, 21), 0)
            rules += [accept,
                      _rule(invited, f"3{o}", f"to play: 6+{sym}", (12, 13), {o: (6, 13)}),
                      decline,
                      _rule(f"{invited} 3{o} P", "P", "to play", (11, 12))]
    return rules


def _one_level_responses(opening: Strain) -> tuple[Strain, ...]:
    """The suits a new-suit response at the one level can name over ``opening``: the higher ones."""
    return tuple(suit for suit in SUIT_STRAINS if suit > opening)


def _opener_raises(ctx: str, response: Strain) -> list[Rule]:
    """Opener's raises of responder's one-level suit with four cards: to game in a major on
    19-21 HCP, a jump on 16-18, a single raise on 12-15."""
    r = response.letter
    rsym = _SYMBOL[response]
    rules: list[Rule] = []
    if response in _MAJORS:
        rules.append(_rule(ctx, f"4{r}", f"raise to game: 4+{rsym}", (19, 21), {r: (4, 13)},
                           contract_only=True))
    rules += [
        _rule(ctx, f"3{r}", f"jump raise: invites game, 4+{rsym}", (16, 18), {r: (4, 13)}),
        _rule(ctx, f"2{r}", f"raise: 4+{rsym}", (12, 15), {r: (4, 13)}),
    ]
    return rules


def _responder_minimum_rebids(ctx: str, opening: Strain, response: Strain, second: Strain) -> list[Rule]:
    """Responder's second call with 6-10 HCP after opener's second suit (``ctx`` ends with it and
    a pass; ``second`` is at the one level when above the response, else at the two level): a raise
    of a one-level second suit with four cards, his own suit again with six, then 1NT over a
    one-level suit (balanced, with two cards of it or fewer, or on 8-10 with three: a pass there
    may miss a game opposite 16-18; opener then invites with 2NT on
    17-18, rebids six cards of his first suit or passes), or preference for the opening suit
    with at least as many cards in it as in the second suit over a two-level one (the opening
    suit is the longer or as long, so equal length plays better there); else pass. Over the
    six-card major opener bids game or invites (:func:`_opener_over_six_card_rebid`)."""
    r, n, o = response.letter, second.letter, opening.letter
    one_level = second > response
    rules: list[Rule] = []
    if one_level:
        rules.append(_rule(ctx, f"2{n}", f"raise: 4+{_SYMBOL[second]}", (6, 10), {n: (4, 13)}))
        if second in _MAJORS:
            rules += _opener_over_raise_of_second_major(f"{ctx} 2{n} P", second)
    rules.append(_rule(ctx, f"2{r}", f"to play: 6+{_SYMBOL[response]}", (6, 10), {r: (6, 13)}))
    if response in _MAJORS:
        rules += _opener_over_six_card_rebid(f"{ctx} 2{r} P", response)
    if one_level:
        text = f"minimum, no four-card {_SYMBOL[second]}"
        rules += [_rule(ctx, "1NT", text, (6, 10), {n: (0, 3)}, bal=True),
                  _rule(ctx, "1NT", text, (6, 10), {n: (0, 2)}),
                  # 8-10 with three cards of it and a short suit: 1NT keeps the bidding open
                  _rule(ctx, "1NT", text, (8, 10), {n: (0, 3)})]
        # opener over the 1NT: 2NT invites on 17-18 (his one-level second suit has 12-18), six
        # cards of his first suit rebid, else he passes; responder accepts the invitation on 9-10
        after = f"{ctx} 1NT P"
        rules += [
            _rule(after, "2NT", "invites game", (17, 18)),
            _rule(after, f"2{o}", f"to play: 6+{_SYMBOL[opening]}", (12, 16), {o: (6, 13)}),
            _rule(after, "P", "minimum, nothing more to show", (12, 16)),
            *_accepts(f"{after} 2NT P", Strain.NT, (6, 10), 0, accept_from=9),
        ]
    else:
        text = f"preference: at least as many {_SYMBOL[opening]} as {_SYMBOL[second]}"
        rules.append(_rule(ctx, f"2{o}", text, (6, 10), {o: (2, 13)}, require="no_fewer_in_opening"))
        rules += _opener_after_preference(f"{ctx} 2{o} P", opening)
    rules.append(_rule(ctx, "P", f"minimum: content with {_SYMBOL[second]}", (6, 10)))
    return rules


def _opener_over_raise_of_second_major(after: str, major: Strain) -> list[Rule]:
    """Opener after responder raises his one-level second suit, a major (``after``: 1D P 1H P 1S P
    2S P; responder holds 6-10 HCP and four trumps, about nine losers): game on 17-18 HCP or five
    losers, an invitation by the raise on 15-16 or six losers, which responder accepts on 9-10;
    else a pass (12-16)."""
    m, sym = major.letter, _SYMBOL[major]
    return [
        _rule(after, f"4{m}", f"game: 4+{sym}", (17, 18), {m: (4, 13)}, contract_only=True),
        _rule(after, f"4{m}", f"game: 4+{sym}", (12, 18), {m: (4, 13)}, require="game_losers",
              contract_only=True),
        _rule(after, f"3{m}", "invites game", (15, 16), {m: (4, 13)}),
        _rule(after, f"3{m}", "invites game", (12, 16), {m: (4, 13)}, require="six_losers"),
        _rule(after, "P", "minimum, nothing more to show", (12, 16)),
        *_accepts(f"{after} 3{m} P", major, (6, 10), 0, accept_from=9),
    ]


def _opener_over_six_card_rebid(after: str, major: Strain) -> list[Rule]:
    """Opener after responder rebids his six-card major to play over opener's second suit
    (``after``: 1D P 1S P 2C P 2S P; responder holds 6-10 HCP): nine trumps with three cards, so
    game on 16+ HCP; an invitation by the raise on 14-15 with three cards or 17-18 with two, which
    responder accepts on 9-10; else a pass (12-18)."""
    m, sym = major.letter, _SYMBOL[major]
    return [
        _rule(after, f"4{m}", f"game: 3+{sym}", (16, 18), {m: (3, 13)}, contract_only=True),
        _rule(after, f"3{m}", f"invites game: 3+{sym}", (14, 15), {m: (3, 13)}),
        _rule(after, f"3{m}", f"invites game: 2{sym}, extra values", (17, 18), {m: (2, 2)}),
        _rule(after, "P", "no game in view", (12, 18)),
        *_accepts(f"{after} 3{m} P", major, (6, 10), 0, accept_from=9),
    ]


def _notrump_responder_after_rebid(ctx: str, opening: Strain) -> list[Rule]:
    """The 1NT responder (6-10 HCP) after opener's minimum rebid of six cards (``ctx``:
    1S P 1NT P 2S P; opener holds 12-15): with 9-10 HCP he invites, by 3 of a major with a
    doubleton in it (eight trumps between the hands) or by 2NT over a minor, and opener accepts
    from 14 HCP; else he is content with opener's suit and passes."""
    o = opening.letter
    rules: list[Rule] = []
    if opening in _MAJORS:
        rules += [_rule(ctx, f"3{o}", "invites game", (9, 10), {o: (2, 2)}),
                  *_accepts(f"{ctx} 3{o} P", opening, (12, 15), 0)]
    else:
        rules += [_rule(ctx, "2NT", "invites game", (9, 10), bal=True),
                  *_accepts(f"{ctx} 2NT P", Strain.NT, (12, 15), 0)]
    rules.append(_rule(ctx, "P", f"minimum: content with {_SYMBOL[opening]}", (6, 10)))
    return rules


def _opener_after_preference(after: str, opening: Strain) -> list[Rule]:
    """Opener's third call after responder's preference to his first suit over his lower second
    suit (``after``: 1D P 1S P 2C P 2D P, 1S P 1NT P 2C P 2S P; responder holds 6-10 HCP, two
    cards or more of the first suit): 3 of his suit invites with six cards on 16-18, 2NT invites on
    17-18, and a minimum passes (12-16). Responder accepts either invitation on 9-10 HCP (game in a
    major, else 3NT)."""
    o = opening.letter
    return [
        _rule(after, f"3{o}", f"invitational rebid: 6+{_SYMBOL[opening]}", (16, 18), {o: (6, 13)}),
        _rule(after, "2NT", "invites game", (17, 18)),
        _rule(after, "P", "minimum, nothing more to show", (12, 16)),
        *_accepts(f"{after} 3{o} P", opening, (6, 10), 2, accept_from=9),
        *_accepts(f"{after} 2NT P", Strain.NT, (6, 10), 0, accept_from=9),
    ]


def _notrump_responder_after_second_suit(ctx: str, opening: Strain, second: Strain) -> list[Rule]:
    """The 1NT responder (6-10 HCP) after opener's lower second suit at the two level (1S P 1NT P 2C P):
    a raise to the three level with five cards of it, his own six-card suit to play at the two
    level, preference for the opening suit with at least as many cards in it, else pass."""
    n, o = second.letter, opening.letter
    rules = [_rule(ctx, f"3{n}", f"raise: 5+{_SYMBOL[second]}", (8, 10), {n: (5, 13)})]
    for own in SUIT_STRAINS:
        if own not in (opening, second) and own > second:
            rules.append(_rule(ctx, f"2{own.letter}", f"to play: 6+{_SYMBOL[own]}", (6, 10),
                               {own.letter: (6, 13)}))
    rules += [
        _rule(ctx, f"2{o}", f"preference: at least as many {_SYMBOL[opening]} as {_SYMBOL[second]}", (6, 10),
              {o: (2, 13)}, require="no_fewer_in_opening"),
        *_opener_after_preference(f"{ctx} 2{o} P", opening),
        _rule(ctx, "P", f"minimum: content with {_SYMBOL[second]}", (6, 10)),
    ]
    return rules


def _accepts(invited: str, strain: Strain, opener: tuple[int, int], support: int,
             accept_from: int = 14) -> list[Rule]:
    """The answer to partner's invitation in ``strain`` (``invited`` ends with it and a pass;
    2NT's strain is NT), usually opener's to responder, the answering hand's range being
    ``opener``: game from ``accept_from`` HCP (in the suit with ``support`` cards or more when it
    is a major, else 3NT), a pass below."""
    low, high = opener
    s = strain.letter
    game = f"4{s}" if strain in _MAJORS else "3NT"
    lengths = {s: (support, 13)} if strain in _MAJORS else None
    accept = (max(low, accept_from), high)
    rules = [_rule(invited, game, "accepts the invitation", accept, lengths, contract_only=True)]
    if strain in _MAJORS and support > 0:
        rules.append(_rule(invited, "3NT", "accepts the invitation", accept, contract_only=True))
    return [*rules, _rule(invited, "P", "declines the invitation", (low, accept_from - 1))]


def _major_check_on_invitation(invited: str, response: Strain) -> list[Rule]:
    """Opener's acceptance of responder's 2NT invitation after a 1NT rebid (``invited`` ends with
    it and a pass) when responder's one-level response was a major, which 2NT may hold five of:
    with three cards in it and 13-14 HCP opener accepts with 3 of the major (forcing), and
    responder plays 4 of it with five, else 3NT. (Nothing for a minor response.)"""
    if response not in _MAJORS:
        return []
    r, sym = response.letter, _SYMBOL[response]
    answer = f"{invited} 3{r} P"
    return [
        _rule(invited, f"3{r}", f"accepts the invitation: three-card {sym} support", (13, 14), {r: (3, 3)},
              forcing=_FG, contract_only=True),
        _rule(answer, f"4{r}", f"to play: five {sym}", (10, 12), {r: (5, 13)}, contract_only=True),
        _rule(answer, "3NT", f"to play: four {sym}", (10, 12), {r: (0, 4)}, contract_only=True),
    ]


def _invitational_own_suit(ctx: str, response: Strain, opener: tuple[int, int],
                           hcp: tuple[int, int] = (11, 12)) -> list[Rule]:
    """Responder's invitation with a six-card suit of his own after opener's rebid (``ctx``;
    opener's range ``opener``): 3 of the suit on ``hcp`` (11-12 HCP after a one-level response),
    and opener's answer. (Not for a major over opener's 1NT, where 3 of it is the five-card choice
    of games.)"""
    r = response.letter
    rsym = _SYMBOL[response]
    return [_rule(ctx, f"3{r}", f"invitational rebid: 6+{rsym}", hcp, {r: (6, 13)}),
            *_accepts(f"{ctx} 3{r} P", response, opener, 2)]


def _raises_of_second_major(ctx: str, major: Strain) -> list[Rule]:
    """Responder's raises of opener's second suit, a major bid at the one level (1C P 1H P 1S P),
    with four cards: game on 13+ HCP, the invitational jump on 11-12 (opener, 12-18, accepts
    from 14); the raise on 6-10 is among the minimum rebids."""
    m = major.letter
    msym = _SYMBOL[major]
    return [
        _rule(ctx, f"4{m}", f"game: 4+{msym}", (13, HCP_MAX), {m: (4, 13)}, contract_only=True),
        _rule(ctx, f"3{m}", f"jump raise: invites game, 4+{msym}", (11, 12), {m: (4, 13)}),
        *_accepts(f"{ctx} 3{m} P", major, (12, 18), 0),
    ]


def _over_the_jump_raise(after: str, response: Strain, *, overcalled: bool = False) -> list[Rule]:
    """Responder over opener's jump raise of his one-level suit (16-18 HCP, four cards; ``after``
    ends with it and a pass): the response promised 6 HCP, so game on 8+: 4 of a major, 3NT over a
    raised minor (with the opponents' suit stopped when they ``overcalled``; without a stopper the
    simulation chooses); a pass on 6-7."""
    r = response.letter
    if response in _MAJORS:
        game = _rule(after, f"4{r}", "accepts the invitation", (8, HCP_MAX), contract_only=True)
    elif overcalled:
        game = _rule(after, "3NT", "to play, the opponents' suit stopped", (8, HCP_MAX), require="stoppers",
                     contract_only=True)
    else:
        game = _rule(after, "3NT", "accepts the invitation", (8, HCP_MAX), contract_only=True)
    return [game, _rule(after, "P", "declines the invitation", (6, 7))]


def _responder_after_jump_to_2nt(ctx: str, response: Strain) -> list[Rule]:
    """Responder's game after opener's jump to 2NT (18-19 balanced, ``ctx``): the one-level
    response promised 6 HCP, so the side holds 24+. A six-card major plays in game; a five-card
    major bids 3 of it, and opener chooses 4 of it with three cards, else 3NT; any other hand bids
    3NT. (Slam hands without five cards of the major come first, from :func:`_notrump_slam`; with
    five, responder bids 3 of it too, and weighs the slam over opener's choice.)"""
    rules: list[Rule] = []
    if response in _MAJORS:
        rules += _own_major_game(ctx, response, (6, 13))
        rules += _major_choice_of_games(ctx, response, (6, HCP_MAX), (18, 19))
    return [*rules, _rule(ctx, "3NT", "to play", (6, 13), contract_only=True)]


def _two_over_one_continuations(ctx: str, opening: Strain, response: Strain) -> list[Rule]:
    """Responder's second call after his two-over-one (10+ HCP; ``ctx`` is ``1o P 2r P``) and
    opener's rebid (12-21 HCP), and opener's answers to his invitations. Game on 13+ HCP: opener's
    major with support, a major fit, else 3NT. On 10-12 an invitation: three of opener's suit with
    support (two cards for a rebid suit, three otherwise), a raise of his major second suit with
    four, his own six-card suit again, or 2NT; opener accepts from 14 HCP. After opener's raise of
    a minor response a minimum passes; after his raise of 2H (five cards opposite three), game."""
    o, r = opening.letter, response.letter
    full = (12, 21)
    invite = (10, 12)

    def notrump_or_own_suit(after: str) -> list[Rule]:
        """Where no fit is found: 3NT on 13+, else his own six-card suit or 2NT to invite."""
        return [_rule(after, "3NT", "to play", (13, HCP_MAX), contract_only=True),
                *_invitational_own_suit(after, response, full, invite),
                _rule(after, "2NT", "invites game", invite),
                *_accepts(f"{after} 2NT P", Strain.NT, full, 0)]

    rules: list[Rule] = []
    # after opener's own suit again
    rebid = f"{ctx} 2{o} P"
    if opening in _MAJORS:
        sym = _SYMBOL[opening]
        rules += [
            _rule(rebid, f"4{o}", f"game: 2+{sym}", (13, HCP_MAX), {o: (2, 13)}, contract_only=True),
            _rule(rebid, f"3{o}", f"invitation: 2+{sym}", invite, {o: (2, 13)}),
        ]
    if opening in _MINORS:
        rules.append(_rule(rebid, f"3{o}", f"invitation: 3+{_SYMBOL[opening]}", invite, {o: (3, 13)}))
    rules += [*_accepts(f"{rebid} 3{o} P", opening, full, 0), *notrump_or_own_suit(rebid)]
    # after opener's raise of the response
    raised = f"{ctx} 3{r} P"
    if opening in _MAJORS:
        rules.append(_rule(raised, f"4{o}", f"game: 3+{_SYMBOL[opening]}", (13, HCP_MAX), {o: (3, 13)},
                           contract_only=True))
    if response in _MAJORS:
        # five hearts opposite three and 22+ HCP between the hands: game
        rules.append(_rule(raised, f"4{r}", "to play", (10, HCP_MAX), contract_only=True))
    else:
        rules += [_rule(raised, "3NT", "to play", (13, HCP_MAX), contract_only=True),
                  _rule(raised, "P", "minimum", invite)]
    # after opener's new suit
    for new in SUIT_STRAINS:
        if new in (opening, response) or bid(2, new) < bid(2, response):
            continue
        n = new.letter
        second = f"{ctx} 2{n} P"
        for suit, support in ((opening, 3), (new, 4)):
            if suit in _MAJORS:
                sym = _SYMBOL[suit]
                rules += [
                    _rule(second, f"4{suit.letter}", f"game: {support}+{sym}", (13, HCP_MAX),
                          {suit.letter: (support, 13)}, contract_only=True),
                    _rule(second, f"3{suit.letter}", f"invitation: {support}+{sym}", invite,
                          {suit.letter: (support, 13)}),
                    *_accepts(f"{second} 3{suit.letter} P", suit, full, 0),
                ]
        rules += notrump_or_own_suit(second)
    return rules


def _opener_rebids() -> list[Rule]:
    rules: list[Rule] = []
    for opening in SUIT_STRAINS:
        o = opening.letter
        sym = _SYMBOL[opening]
        # after a one-level new suit
        for response in _one_level_responses(opening):
            r = response.letter
            rsym = _SYMBOL[response]
            ctx = f"1{o} P 1{r} P"
            rules += _opener_raises(ctx, response)
            rules += [_opener_new_suit(ctx, new, response) for new in SUIT_STRAINS if new > response]
            rules += [
                _rule(ctx, "1NT", "balanced minimum", (12, 14), {r: (0, 3)}, bal=True),
                _rule(ctx, "2NT", "balanced, invites game", (18, 19), {r: (0, 3)}, bal=True),
            ]
            rules += [_opener_second_suit(ctx, new, opening) for new in SUIT_STRAINS if new < opening]
            reverses = [new for new in SUIT_STRAINS if opening < new < Strain.NT
                        and new is not response and bid(2, new) > bid(1, response)]
            rules += [_opener_reverse(ctx, new, opening) for new in reverses]
            for new in reverses:
                rules += _responder_after_a_reverse(f"{ctx} 2{new.letter} P", opening, response, new)
            # 19-21 HCP: a lower second suit jumps (a higher one reverses, above); a six-card major
            # alone jumps to game
            for new in SUIT_STRAINS:
                if new < opening:
                    rules.append(_rule(ctx, f"3{new.letter}", f"jump shift: 4+{_SYMBOL[new]}", (19, 21),
                                       {new.letter: (4, 13), o: (5, 13)}, forcing=_FG))
                    rules += _responder_after_a_jump_shift(f"{ctx} 3{new.letter} P", opening, response, new)
            if opening in _MAJORS:
                rules.append(_rule(ctx, f"4{o}", f"to play: 6+{sym}", (19, 21), {o: (6, 13)},
                                   contract_only=True))
            rules += [
                _rule(ctx, f"3{o}", f"invitational rebid: 6+{sym}", (16, 18), {o: (6, 13)}),
                _rule(ctx, f"2{o}", f"minimum rebid: 5+{sym} (usually six)", (12, 15), {o: (5, 13)}),
            ]
            # responder's second call after opener's simple rebids
            after_nt = f"{ctx} 1NT P"
            # a five-card major is shown first (choice of games, below), even with slam values
            slam_shape = {**_NO_SHORTNESS, r: (2, 4)} if response in _MAJORS else None
            rules += (_notrump_slam(after_nt, (12, 14), slam_shape)
                      + _notrump_slam(f"{ctx} 2NT P", (18, 19), slam_shape))
            rules += _responder_after_jump_to_2nt(f"{ctx} 2NT P", response)
            if response in _MAJORS:
                # a major of six cards or more is played in game opposite opener's two or more;
                # with five, opener chooses: the major with three-card support, else 3NT
                rules += _own_major_game(after_nt, response) + _own_major_game(f"{ctx} 2{o} P", response)
                for new in SUIT_STRAINS:
                    if new > response:
                        rules += _own_major_game(f"{ctx} 1{new.letter} P", response)
                two_majors = response is Strain.S and opening in _MINORS
                if two_majors:
                    rules += _both_majors_game_force(after_nt)
                rules += _major_choice_of_games(after_nt, response, (13, HCP_MAX), (12, 14))
                # 3 of the major is taken: seven cards jump to game instead of inviting
                rules.append(_rule(after_nt, f"4{r}", f"to play: 7+{rsym}", (10, 12), {r: (7, 13)},
                                   contract_only=True))
                if two_majors:
                    rules += _hearts_beside_spades(after_nt)
                # ten HCP and a five-card major invite as eleven do (the major may play in game)
                rules.append(_rule(after_nt, "2NT", f"invites 3NT: 10 HCP and five {rsym}", (10, 10),
                                   {r: (5, 5)}))
            else:
                rules += _invitational_own_suit(after_nt, response, (12, 14))
            rules += [
                _rule(after_nt, "3NT", "to play", (13, HCP_MAX), contract_only=True),
                _rule(after_nt, "2NT", "invites 3NT", (11, 12)),
                _rule(after_nt, f"2{r}", f"to play: 6+{rsym}", (6, 10), {r: (6, 13)}),
                _rule(after_nt, "P", "to play", (6, 10)),
            ]
            after_raise = f"{ctx} 2{r} P"
            if response in _MAJORS:
                rules.append(_rule(after_raise, f"4{r}", "to play", (12, HCP_MAX), contract_only=True))
                rules.append(_rule(after_raise, f"4{r}", "to play: seven losers", (8, 11),
                                   require="raised_game_losers", contract_only=True))
            else:
                rules.append(_rule(after_raise, "3NT", "to play", (13, HCP_MAX), contract_only=True))
            rules += [
                _rule(after_raise, f"3{r}", "invites game", (10, 11)),
                _rule(after_raise, "P", "minimum", (6, 9)),
                # opener's single raise is 12-15: he accepts the invitation on the upper half
                *_accepts(f"{after_raise} 3{r} P", response, (12, 15), 0),
            ]
            after_rebid = f"{ctx} 2{o} P"
            rules += _notrump_slam(after_rebid, (12, 15))
            if opening in _MAJORS:
                rules.append(
                    _rule(after_rebid, f"4{o}", "to play", (12, HCP_MAX), {o: (2, 13)}, contract_only=True)
                )
            rules += [
                _rule(after_rebid, "3NT", "to play", (13, HCP_MAX), contract_only=True),
                *_invitational_own_suit(after_rebid, response, (12, 15)),
                _rule(after_rebid, f"3{o}", "invites game", (11, 12), {o: (2, 13)}),
                _rule(after_rebid, "2NT", "invites game", (11, 12)),
                # six cards of his own suit are a better part score than opener's suit (a pass
                # left him there with a singleton); opener, 12-15, passes
                _rule(after_rebid, f"2{r}", f"to play: 6+{rsym}", (6, 10), {r: (6, 13)}),
                _rule(f"{after_rebid} 2{r} P", "P", "minimum, nothing more to show", (12, 15)),
                _rule(after_rebid, "P", "minimum", (6, 10)),
                *_accepts(f"{after_rebid} 3{o} P", opening, (12, 15), 0),
                *_accepts(f"{after_rebid} 2NT P", Strain.NT, (12, 15), 0),
                *_major_check_on_invitation(f"{after_nt} 2NT P", response),
                *_accepts(f"{after_nt} 2NT P", Strain.NT, (12, 14), 0, accept_from=13),
                # responder over opener's invitational jump rebid (16-18, six cards): game on 8+
                # (a six-card major of his own plays there, opposite the two opener usually holds)
                *(_own_major_game(f"{ctx} 3{o} P", response, (8, HCP_MAX))
                  if response in _MAJORS and opening in _MINORS else []),
                *_accepts(f"{ctx} 3{o} P", opening, (6, HCP_MAX), 2, accept_from=8),
            ]
            # after opener's second suit (one level, or a lower suit at the two level): game
            # values bid game (responder's six-card major, opener's major with three cards, else
            # 3NT, which opener passes), 11-12 invite with 2NT; weaker hands choose by simulation
            for new in SUIT_STRAINS:
                if new > response:
                    second = f"{ctx} 1{new.letter} P"
                elif new < opening:
                    second = f"{ctx} 2{new.letter} P"
                    if response in _MAJORS:
                        rules += _own_major_game(second, response)
                else:
                    continue
                if new > response:
                    rules += _raises_of_second_major(second, new)
                if opening in _MAJORS:
                    rules.append(_rule(second, f"4{o}", f"game: 3+{sym}", (13, HCP_MAX), {o: (3, 13)},
                                       contract_only=True))
                rules += [
                    _rule(second, "3NT", "to play", (13, HCP_MAX), contract_only=True),
                    _rule(f"{second} 3NT P", "P", "to play", (12, HCP_MAX)),
                    *_invitational_own_suit(second, response, (12, 18)),
                    _rule(second, "2NT", "invites game", (11, 12)),
                    *_accepts(f"{second} 2NT P", Strain.NT, (12, 18), 0),
                ]
                rules += _responder_minimum_rebids(second, opening, response, new)
            rules += _over_the_jump_raise(f"{ctx} 3{r} P", response)
        # after 1NT
        ctx = f"1{o} P 1NT P"
        rules += [
            _rule(ctx, f"3{o}", f"invitational rebid: 6+{sym}", (16, 18), {o: (6, 13)}),
            _rule(ctx, "2NT", "balanced, invites game", (18, 19), bal=True),
        ]
        for new in SUIT_STRAINS:
            if new < opening:
                rules.append(
                    _rule(
                        ctx,
                        f"2{new.letter}",
                        f"second suit: 4+{_SYMBOL[new]}",
                        (12, 18),
                        {new.letter: (4, 13)},
                    )
                )
        for new in SUIT_STRAINS:
            if opening < new:
                rules.append(
                    _rule(
                        ctx,
                        f"2{new.letter}",
                        f"reverse: strong, 4+{_SYMBOL[new]}",
                        (16, 21),
                        {new.letter: (4, 13), o: (5, 13)},
                        forcing=_F1,
                    )
                )
        rules += [
            _rule(ctx, f"2{o}", f"minimum rebid: 6+{sym}", (12, 15), {o: (6, 13)}),
            _rule(ctx, "P", "minimum", (12, 15)),
        ]
        for new in SUIT_STRAINS:
            if new < opening:
                rules += _notrump_responder_after_second_suit(f"{ctx} 2{new.letter} P", opening, new)
        rules += _notrump_responder_after_rebid(f"{ctx} 2{o} P", opening)
        # the 1NT responder answers opener's invitations
        invited = f"{ctx} 3{o} P"
        if opening in _MAJORS:
            rules.append(_rule(invited, f"4{o}", "accepts the invitation", (8, 10), {o: (2, 13)},
                               contract_only=True))
        rules += [
            _rule(invited, "3NT", "accepts the invitation", (8, 10), contract_only=True),
            _rule(invited, "P", "declines the invitation", (6, 7)),
            _rule(f"{ctx} 2NT P", "3NT", "accepts the invitation", (8, 10), contract_only=True),
            _rule(f"{ctx} 2NT P", "P", "declines the invitation", (6, 7)),
        ]
        # after a single raise: game tries
        ctx = f"1{o} P 2{o} P"
        if opening in _MAJORS:
            rules += [
                _game_over_a_single_raise(ctx, opening),
                _rule(ctx, f"3{o}", "game try: invites game", (16, 18)),
            ]
            try_ctx = f"{ctx} 3{o} P"
            rules += [
                _rule(try_ctx, f"4{o}", "accepts the game try", (9, 10), contract_only=True),
                _rule(try_ctx, "P", "declines the game try", (6, 8)),
            ]
        else:
            rules += [
                _rule(ctx, "3NT", "to play", (18, 21), contract_only=True),
                _rule(ctx, f"3{o}", "invites game", (16, 17)),
            ]
        rules.append(_rule(ctx, "P", "minimum", (12, 15)))
        # after a limit raise
        ctx = f"1{o} P 3{o} P"
        rules += [
            _rule(
                ctx,
                f"4{o}" if opening in _MAJORS else "3NT",
                "accepts the invitation",
                (12, 21) if opening in _MAJORS else (14, 21),
                contract_only=True,
                require="accepts_limit" if opening in _MAJORS else None,
            ),
            _rule(ctx, "P", "declines the invitation", (12, 13)),
        ]
        # after Jacoby 2NT
        if opening in _MAJORS:
            ctx = f"1{o} P 2NT P"
            rules += [
                _rule(ctx, f"3{o}", "extra values: slam interest", (16, 21), forcing=_FG),
                _rule(ctx, f"4{o}", "minimum, no slam interest", (12, 15)),
            ]
            rules.append(_rule(f"{ctx} 3{o} P", f"4{o}", "no slam interest", (13, 17)))
            rules.append(_rule(f"{ctx} 4{o} P", "P", "no slam interest", (13, 20)))
        # after a two-over-one
        for response in SUIT_STRAINS:
            if response >= opening:
                continue
            r = response.letter
            ctx = f"1{o} P 2{r} P"
            # 2H over 1S shows five hearts, so three of them make a fit; a minor shows four
            support = 3 if response in _MAJORS else 4
            rules += [
                _rule(ctx, f"3{r}", f"raise: {support}+{_SYMBOL[response]}", (12, 21), {r: (support, 13)}),
                _rule(ctx, f"2{o}", f"rebid: 6+{sym}", (12, 21), {o: (6, 13)}),
                _rule(ctx, "2NT", "balanced minimum", (12, 14), bal=True),
                _rule(ctx, "3NT", "balanced, extra values", (18, 19), bal=True),
            ]
            for new in SUIT_STRAINS:
                if new is not response and new is not opening and bid(2, new) > bid(2, response):
                    rules.append(
                        _rule(
                            ctx,
                            f"2{new.letter}",
                            f"new suit: 4+{_SYMBOL[new]}",
                            (12, 21),
                            {new.letter: (4, 13)},
                            forcing=_F1,
                        )
                    )
            rules.append(_rule(ctx, f"2{o}", f"rebid: 5+{sym}", (12, 21), {o: (5, 13)}))
            # responder's second call
            after_nt = f"{ctx} 2NT P"
            rules += _notrump_slam(after_nt, (12, 14)) + _notrump_slam(f"{ctx} 3NT P", (18, 19))
            if opening in _MAJORS:
                rules.append(_rule(after_nt, f"4{o}", f"game: 3+{sym}", (13, HCP_MAX), {o: (3, 13)},
                                   contract_only=True))
            rules += [
                _rule(after_nt, "3NT", "to play", (13, HCP_MAX), contract_only=True),
                _rule(after_nt, "P", "minimum", (10, 12)),
            ]
            rules += _two_over_one_continuations(ctx, opening, response)
    return rules


def _opener_rebids_over_overcall() -> list[Rule]:
    """Opener's rebid after a one-level response and an overcall (1D P 1S 2C): as without it,
    the overcall aside. A raise shows four cards, a new suit four
    (:func:`_opener_new_suits_over_overcall`), a rebid of the suit six (over a two-level overcall of
    a higher suit, at the three level on 12-18 HCP); no-trump promises a stopper in the opponents'
    suit; a minimum with nothing to say passes, which the overcall allows (responder will call
    again: see :func:`_responder_competes_after_opener_passes`)."""
    rules: list[Rule] = []
    for opening, response, their in _overcalls_of_a_response():
        o, r = opening.letter, response.letter
        ctx = f"1{o} P 1{r} {their.short}"
        rules += _opener_raises(ctx, response)
        rules += [
            _rule(ctx, "1NT", "balanced minimum, the opponents' suit stopped", (12, 14), {r: (0, 3)},
                  bal=True, require="stoppers"),
            _rule(ctx, "2NT", "balanced, invites game, the opponents' suit stopped", (18, 19),
                  {r: (0, 3)}, bal=True, require="stoppers"),
        ]
        rules += _opener_new_suits_over_overcall(ctx, opening, response, their)
        # responder over opener's two invitations, as without the overcall: the jump raise
        # (game on 8+) and 2NT (18-19: game on 6+, or a slam in no-trump)
        rules += _over_the_jump_raise(f"{ctx} 3{r} P", response, overcalled=True)
        slam_shape = {**_NO_SHORTNESS, r: (2, 4)} if response in _MAJORS else None
        rules += (_notrump_slam(f"{ctx} 2NT P", (18, 19), slam_shape)
                  + _responder_after_jump_to_2nt(f"{ctx} 2NT P", response))
        # his own suit again: over a two-level overcall of a higher suit (only a minor
        # opening meets one) the cheapest rebid is at the three level, and a jump would go
        # past 3NT
        rules += _six_cards_again(ctx, opening, their, invite=(16, 18), minimum=(12, 15),
                                  compete=(12, 18))
        rules.append(_rule(ctx, "P", "minimum, nothing more to show", (12, 15)))
        # responder after opener's pass: game in his own six-card major, or 3NT with a stopper
        passed = f"{ctx} P P"
        if response in _MAJORS:
            rules += _own_major_game(passed, response)
        rules.append(_rule(passed, "3NT", "to play, the opponents' suit stopped", (13, 17),
                           require="stoppers", contract_only=True))
        rules += _responder_competes_after_opener_passes(passed, opening, response, their)
    return rules


def _overcalls_of_a_response() -> Iterator[tuple[Strain, Strain, Bid]]:
    """Each one-level suit opening, responder's one-level new suit, and the fourth hand's simple
    overcall of it in another suit, at the cheapest level (1D P 1H 1S, 1D P 1S 2C): the opening,
    the response and the overcall, in the order the builders list their rules."""
    for opening in SUIT_STRAINS:
        for response in _one_level_responses(opening):
            for overcall in SUIT_STRAINS:
                if overcall not in (opening, response):
                    yield opening, response, bid(_cheapest_level(overcall, bid(1, response)), overcall)


def _opener_new_suits_over_overcall(ctx: str, opening: Strain, response: Strain, their: Bid) -> list[Rule]:
    """Opener's new suits after a one-level response and an overcall (1C P 1H 1S 2D), where the
    overcall left room for them, with the meanings they have without it: a four-card suit at the
    one level, or a lower second suit at the two level (12-18 HCP), or a reverse (17-21, forcing)."""
    rules: list[Rule] = []
    for new in SUIT_STRAINS:
        if new in (opening, response, their.strain):
            continue
        if new > response and bid(1, new) > their:
            rules.append(_opener_new_suit(ctx, new, response))
        elif new < opening and bid(2, new) > their:
            rules.append(_opener_second_suit(ctx, new, opening))
        elif new > opening and bid(2, new) > their:
            rules.append(_opener_reverse(ctx, new, opening))
    return rules


def _opener_new_suit(ctx: str, new: Strain, response: Strain) -> Rule:
    """Opener's four-card suit at the one level after a one-level response (12-18 HCP)."""
    return _rule(ctx, f"1{new.letter}", f"new suit: 4+{_SYMBOL[new]}", (12, 18),
                 {new.letter: (4, 13), response.letter: (0, 3)})


def _opener_second_suit(ctx: str, new: Strain, opening: Strain) -> Rule:
    """Opener's four-card suit below his first at the two level (12-18 HCP)."""
    return _rule(ctx, f"2{new.letter}", f"second suit: 4+{_SYMBOL[new]}", (12, 18),
                 {new.letter: (4, 13), opening.letter: (4, 6)})


def _opener_reverse(ctx: str, new: Strain, opening: Strain) -> Rule:
    """Opener's reverse: a four-card suit above his first at the two level (17-21 HCP, forcing)."""
    return _rule(ctx, f"2{new.letter}", f"reverse: strong, 4+{_SYMBOL[new]}", (17, 21),
                 {new.letter: (4, 13), opening.letter: (5, 13)}, forcing=_F1)


def _responder_after_a_reverse(ctx: str, opening: Strain, response: Strain, new: Strain) -> list[Rule]:
    """Responder's second call over opener's reverse (``ctx``: 1C P 1S P 2H P; opener holds 17-21
    HCP, five cards of his first suit and four of the second, forcing one round), and opener's
    answer. With the 23+ HCP together, responder bids game: in opener's major with four cards, in
    his own major with six on 8+ HCP, 3NT on 8+ without a fit. With five cards of his major he
    rebids it (forcing), and opener raises to game with three cards, else bids 3NT. On a minimum
    (6-7 HCP) he returns to opener's first suit at the three level with three cards, raises a minor
    second suit with four, or bids 2NT (no fit); opener then bids 3NT on 19-21, over 2NT rebids a
    six-card suit on 17-18, and else passes."""
    o, r, n = opening.letter, response.letter, new.letter
    reverse = bid(2, new)
    rules: list[Rule] = []
    if new in _MAJORS:
        rules += _game_raise_passed(ctx, bid(4, new), 4, (6, HCP_MAX), (17, 21))
    if response in _MAJORS:
        own = bid(_cheapest_level(response, reverse), response)
        rules.append(_rule(ctx, f"4{r}", f"to play: 6+{_SYMBOL[response]}", (8, HCP_MAX), {r: (6, 13)},
                           contract_only=True))
        rules += _major_rebid_opener_chooses(ctx, own, _F1, (17, 21))
    rules += [
        _rule(ctx, "3NT", "game values", (8, HCP_MAX), contract_only=True),
        _rule(f"{ctx} 3NT P", "P", "to play", (17, 21)),
        _rule(ctx, f"3{o}", f"preference: three {_SYMBOL[opening]}", (6, 7), {o: (3, 13)}),
    ]
    if new in _MINORS:
        rules.append(_rule(ctx, f"3{n}", f"raise: 4+{_SYMBOL[new]}", (6, 7), {n: (4, 13)}))
    rules += [
        _rule(ctx, "2NT", "minimum, no fit", (6, 7)),
        _rule(f"{ctx} 2NT P", f"3{o}", f"minimum rebid: 6+{_SYMBOL[opening]}", (17, 18), {o: (6, 13)}),
    ]
    for weak in (f"3{o}", "2NT") + ((f"3{n}",) if new in _MINORS else ()):
        rules += [
            _rule(f"{ctx} {weak} P", "3NT", "extra values", (19, 21), contract_only=True),
            _rule(f"{ctx} {weak} P", "P", "minimum, nothing more to show", (17, 18)),
        ]
    return rules


def _major_rebid_opener_chooses(ctx: str, rebid: Bid, forcing: Forcing,
                                opener: tuple[int, int]) -> list[Rule]:
    """Responder's five-card major bid again over opener's strong second suit (``rebid`` after
    ``ctx``, the reverse or the jump shift; opener's range is ``opener``): opener raises it to game
    with three cards, else bids 3NT, and responder passes either."""
    m, sym = rebid.strain.letter, _SYMBOL[rebid.strain]
    after = f"{ctx} {rebid.short} P"
    return [
        _rule(ctx, rebid.short, f"rebid: 5+{sym}", (6, HCP_MAX), {m: (5, 13)}, forcing=forcing),
        _rule(after, f"4{m}", f"raise to game: 3+{sym}", opener, {m: (3, 13)}, contract_only=True),
        _rule(after, "3NT", "no fit, not forcing", opener, {m: (0, 2)}),
        _rule(f"{after} 3NT P", "P", "to play", (6, HCP_MAX)),
        _rule(f"{after} 4{m} P", "P", "to play", (6, HCP_MAX)),
    ]


def _responder_after_a_jump_shift(ctx: str, opening: Strain, response: Strain, new: Strain) -> list[Rule]:
    """Responder's second call over opener's jump shift in a lower suit (``ctx``: 1D P 1S P 3C P;
    opener holds 19-21 HCP, five cards of his first suit and four of the second, forcing to game),
    and opener's answer. Responder raises opener's major to game with three cards, or the second
    suit to the four level with four (forcing; the simulation goes on from there); with five
    cards of his own major he rebids it, and opener raises to game with three cards, else bids
    3NT; otherwise responder bids 3NT. The games are where the slam tries weigh a slam."""
    n = new.letter
    rules: list[Rule] = []
    if opening in _MAJORS:
        rules += _game_raise_passed(ctx, bid(4, opening), 3, (6, HCP_MAX), (19, 21))
    rules.append(_rule(ctx, f"4{n}", f"raise: 4+{_SYMBOL[new]}, forcing to game", (6, HCP_MAX), {n: (4, 13)},
                       forcing=_FG))
    if response in _MAJORS:
        rules += _major_rebid_opener_chooses(ctx, bid(3, response), _FG, (19, 21))
    return [
        *rules,
        _rule(ctx, "3NT", "no fit, not forcing", (6, HCP_MAX), contract_only=True),
        _rule(f"{ctx} 3NT P", "P", "to play", (19, 21)),
    ]


def _six_cards_again(ctx: str, suit: Strain, their: Bid, *, invite: tuple[int, int],
                     minimum: tuple[int, int], compete: tuple[int, int]) -> list[Rule]:
    """A six-card suit bid again over the opponents' overcall: where the cheapest level is two, a
    minimum there and a jump to three that invites; where it is three, one competitive bid."""
    letter, symbol = suit.letter, _SYMBOL[suit]
    cheapest = _cheapest_level(suit, their)
    if cheapest == 2:
        return [
            _rule(ctx, f"3{letter}", f"invitational rebid: 6+{symbol}", invite, {letter: (6, 13)}),
            _rule(ctx, f"2{letter}", f"minimum rebid: 6+{symbol}", minimum, {letter: (6, 13)}),
        ]
    return [_rule(ctx, f"{cheapest}{letter}", f"competes: 6+{symbol}", compete, {letter: (6, 13)})]


def _responder_competes_after_opener_passes(ctx: str, opening: Strain, response: Strain,
                                             their: Bid) -> list[Rule]:
    """Responder after opener's pass over the fourth hand's overcall (1D P 1S 2C P P), below
    game: his six-card suit again (at the two level on 6-10 HCP, a jump to three invites on
    11-12; at the three level on 8-12), no-trump on a balanced hand with their suit stopped (2NT
    invites on 11-12, 1NT over a one-level overcall shows 8-10), opener's suit at the two level
    with three cards of a major or four of a minor (6-12 HCP; at the three level, 10-12), else a
    pass (0-12)."""
    o, osym = opening.letter, _SYMBOL[opening]
    rules = _six_cards_again(ctx, response, their, invite=(11, 12), minimum=(6, 10), compete=(8, 12))
    rules.append(_rule(ctx, "2NT", "balanced, invites game, the opponents' suit stopped", (11, 12),
                       bal=True, require="stoppers"))
    if their.level == 1:
        rules.append(_rule(ctx, "1NT", f"natural: a stopper in {_SYMBOL[their.strain]}", (8, 10), bal=True,
                           require="stoppers"))
    level, least = _cheapest_level(opening, their), 3 if opening in _MAJORS else 4
    if level == 2 and opening in _MAJORS:
        rules.append(_rule(ctx, f"2{o}", f"preference: three {osym}", (6, 12), {o: (3, 13)}))
    elif level in (2, 3):
        hcp = (6, 12) if level == 2 else (10, 12)
        rules.append(_rule(ctx, f"{level}{o}", f"competes: {least}+{osym}", hcp, {o: (least, 13)}))
    rules.append(_rule(ctx, "P", "no suitable call", (0, 12)))
    return rules


def _rules_by_context(rules: Sequence[Rule]) -> dict[str, list[Rule]]:
    """The rules of ``rules`` grouped by their context, in order."""
    by_context: dict[str, list[Rule]] = {}
    for rule in rules:
        by_context.setdefault(rule.when, []).append(rule)
    return by_context


def _free_bids() -> Iterator[tuple[Strain, Strain, Bid, Bid]]:
    """Each one-level suit opening, overcall and responder's new suit at the cheapest level that
    is not a jump without the overcall either (1C 1S 2H is a free bid, 1C P 2H a jump shift): the
    opening, the overcall's strain, the overcall and the response."""
    for opening, overcall, their in _overcalls():
        for response in SUIT_STRAINS:
            if response in (opening, overcall):
                continue
            answer = bid(_cheapest_level(response, their), response)
            if answer.level == _cheapest_level(response, bid(1, opening)):
                yield opening, overcall, their, answer


def _opener_rebids_after_a_free_bid(by_context: Mapping[str, list[Rule]]) -> list[Rule]:
    """Opener's rebid after an overcall and responder's new suit at the cheapest level
    (1C 1D 1H P, 1D 1S 2C P): responder's bid is forcing and means what it means without the
    overcall (five cards or more, bar the one-level major over 1C 1D), so opener rebids as he
    would have then (the rules ``by_context`` holds for 1C P 1H P), except that no-trump now
    promises a stopper in the overcaller's suit and a bid of that suit, a cue bid, is left out.
    Balanced without the stopper, opener raises with three cards on a minimum and cue bids with
    more. Only where the response is not a jump without the overcall either (1C 1S 2H is a free
    bid; 1C P 2H would be a jump shift)."""
    copies: list[Rule] = []
    for opening, overcall, their, answer in _free_bids():
        response = answer.strain
        o, their_sym = opening.letter, _SYMBOL[overcall]
        cue = bid(their.level + 1, overcall)
        when = f"1{o} {their.short} {answer.short} P"
        unstopped: list[Rule] = []
        for rule in by_context.get(f"1{o} P {answer.short} P", []):
            if _names_suit(rule.call, overcall.letter):
                continue
            if not rule.call.endswith("NT"):
                copies.append(_moved(rule, when))
            elif rule.require is None:
                copies.append(_moved_with_stopper(rule, when))
                hcp = rule.spec.hcp
                if rule.call == f"{_cheapest_level(Strain.NT, answer)}NT":
                    raise_ = bid(answer.level + 1, response).short
                    text = f"raise: three {_SYMBOL[response]}, no stopper in {their_sym}"
                    unstopped.append(_rule(when, raise_, text, hcp, {response.letter: (3, 3)}, bal=True))
                else:
                    text = f"cue bid: balanced, no stopper in {their_sym}"
                    unstopped.append(_rule(when, cue.short, text, hcp, bal=True, forcing=_F1))
        copies += unstopped
    return copies


def _later_calls_after_a_free_bid(by_context: Mapping[str, list[Rule]]) -> list[Rule]:
    """The rest of the auction after an overcall, responder's free bid and opener's rebid
    (1C 1D 1H P 2H P): as without the overcall (the rules ``by_context`` holds from 1C P 1H P 2H P
    on), since the free bid and the rebid mean what they mean there
    (:func:`_opener_rebids_after_a_free_bid`). With the same changes: a bid of the overcaller's
    suit is left out (it would be a cue bid), and no-trump below game, until the partnership has
    bid it, promises a stopper in that suit."""
    # the contexts after a response and a pass, by those first four calls (one pass over the table)
    by_opening: dict[str, list[tuple[list[str], list[Rule]]]] = {}
    for when, rules in by_context.items():
        calls = when.split()
        if len(calls) >= 6:
            by_opening.setdefault(" ".join(calls[:4]), []).append((calls[4:], rules))
    copies: list[Rule] = []
    for opening, overcall, their, answer in _free_bids():
        their_letter = overcall.letter
        loud = f"1{opening.letter} {their.short} {answer.short} P "
        for later, rules in by_opening.get(f"1{opening.letter} P {answer.short} P", []):
            if any(_names_suit(call, their_letter) for call in later):
                continue
            notrump_bid = any(call.endswith("NT") for call in later)
            moved_when = loud + " ".join(later)
            for rule in rules:
                if _names_suit(rule.call, their_letter):
                    continue
                if rule.call in ("1NT", "2NT", "3NT") and not notrump_bid:
                    if rule.require is None:
                        copies.append(_moved_with_stopper(rule, moved_when))
                    continue
                copies.append(_moved(rule, moved_when))
    return copies


def _two_level_free_bids() -> Iterator[tuple[Strain, Strain, Strain]]:
    """Each one-level opening and one-level overcall with a suit ranked between them, which
    responder can now bid only at the two level (1D 1S 2H, 1C 1H 2D): the opening, the overcall
    and the response. Without the overcall the same bid would be a jump shift, so the rebids of
    :func:`_opener_rebids_after_a_free_bid` do not carry over."""
    for opening, overcall, their in _overcalls():
        if their.level == 1:
            for response in SUIT_STRAINS:
                if opening < response < overcall:
                    yield opening, overcall, response


def _over_an_overcall_of_two_over_one() -> list[Rule]:
    """Opener's rebid when the fourth hand overcalls responder's new suit at the two level
    (1S P 2H 3D: responder has 10+ HCP and five hearts, or four cards of a minor; the overcall
    does not release opener, who shows what he would have shown): a raise with three cards of a
    major or four of a minor, his own suit again with six, no-trump with the overcall stopped
    (2NT on a balanced minimum; 3NT, at the three level, on any balanced hand), else a pass on a
    minimum, which leaves responder to call again. Responder then, on 13+ HCP, plays game in
    opener's major with three cards, in his own six-card major, or 3NT with the overcall stopped;
    on less he rebids a six-card suit or gives preference to opener's major below game. Over the
    raise, responder plays game in a major; over a minor raise, 3NT with the overcall stopped
    on 13+, else he passes; over 2NT, 3NT on 12+; over the rebid of six,
    :func:`_over_the_rebid_of_six`."""
    rules: list[Rule] = []
    for opening in SUIT_STRAINS:
        for response in SUIT_STRAINS:
            if response >= opening:
                continue
            o, z = opening.letter, response.letter
            osym, zsym = _SYMBOL[opening], _SYMBOL[response]
            support = 3 if response in _MAJORS else 4
            for overcall in SUIT_STRAINS:
                if overcall in (opening, response):
                    continue
                their = bid(_cheapest_level(overcall, bid(2, response)), overcall)
                ctx = f"1{o} P 2{z} {their.short}"
                # the overcall is the cheapest bid over 2z, so responder's suit comes back at the
                # three level and opener's at the two or three: every raise and rebid is a bid
                raise_level = _cheapest_level(response, their)
                rebid_level = _cheapest_level(opening, their)
                rules.append(_rule(ctx, f"{raise_level}{z}", f"raise: {support}+{zsym}", (12, 21),
                                   {z: (support, 13)}))
                rules += _over_the_raise(f"{ctx} {raise_level}{z} P", response, overcall)
                rules.append(_rule(ctx, f"{rebid_level}{o}", f"rebid: 6+{osym}", (12, 21), {o: (6, 13)}))
                rules += _over_the_rebid_of_six(f"{ctx} {rebid_level}{o} P", opening, rebid_level)
                if _cheapest_level(Strain.NT, their) == 2:
                    rules.append(_rule(ctx, "2NT", "balanced minimum, the opponents' suit stopped", (12, 14),
                                       bal=True, require="stoppers"))
                    rules += _over_the_minimum_notrump(f"{ctx} 2NT P")
                else:
                    rules.append(_rule(ctx, "3NT", "to play, the opponents' suit stopped", (12, 19), bal=True,
                                       require="stoppers", contract_only=True))
                rules.append(_rule(ctx, "P", "minimum, nothing more to show", (12, 15)))
                passed = f"{ctx} P P"
                if opening in _MAJORS:
                    rules.append(_rule(passed, f"4{o}", f"game: 3+{osym}", (13, HCP_MAX), {o: (3, 13)},
                                       contract_only=True))
                if response in _MAJORS:
                    rules += _own_major_game(passed, response)
                rules.append(_rule(passed, "3NT", "to play, the opponents' suit stopped", (13, HCP_MAX),
                                   require="stoppers", contract_only=True))
                rules.append(_rule(passed, f"{raise_level}{z}", f"competes: 6+{zsym}", (10, 12),
                                   {z: (6, 13)}))
                if opening in _MAJORS:
                    rules.append(_rule(passed, f"{rebid_level}{o}", f"preference: three {osym}", (10, 12),
                                       {o: (3, 13)}))
    return rules


def _over_the_raise(ctx: str, response: Strain, overcall: Strain) -> list[Rule]:
    """Responder (10+ HCP) after opener raised his two-level suit over an ``overcall`` (``ctx``):
    game in a major; over a minor, 3NT with the overcall stopped on 13+, else a pass."""
    if response in _MAJORS:
        return [_rule(ctx, f"4{response.letter}", "to play", (10, HCP_MAX), contract_only=True)]
    return [_rule(ctx, "3NT", f"to play: a stopper in {_SYMBOL[overcall]}", (13, HCP_MAX), require="stoppers",
                  contract_only=True),
            _rule(ctx, "P", "minimum", (10, 12))]


def _over_the_minimum_notrump(ctx: str) -> list[Rule]:
    """Responder (10+ HCP) after opener's 2NT on a balanced minimum (``ctx``): 3NT on 12+, else
    a pass."""
    return [_rule(ctx, "3NT", "to play", (12, HCP_MAX), contract_only=True),
            _rule(ctx, "P", "minimum", (10, 11))]


def _over_the_rebid_of_six(ctx: str, opening: Strain, level: int) -> list[Rule]:
    """Responder (10+ HCP) after opener rebid his six-card suit over an overcall of the
    two-over-one (``ctx``, 1S P 2C 2H 2S P): game in opener's major with two cards on 13+ HCP,
    3NT with the overcall stopped, an invitation with two cards from the two level on 10-12,
    else a pass."""
    o, osym = opening.letter, _SYMBOL[opening]
    rules: list[Rule] = []
    if opening in _MAJORS:
        rules.append(_rule(ctx, f"4{o}", f"game: 2+{osym}", (13, HCP_MAX), {o: (2, 13)}, contract_only=True))
    rules.append(_rule(ctx, "3NT", "to play, the opponents' suit stopped", (13, HCP_MAX), require="stoppers",
                       contract_only=True))
    if opening in _MAJORS and level == 2:
        rules.append(_rule(ctx, f"3{o}", f"invitation: 2+{osym}", (10, 12), {o: (2, 13)}))
    rules.append(_rule(ctx, "P", "minimum", (10, 12)))
    return rules


def _after_a_two_level_free_bid() -> list[Rule]:
    """Opener's rebid after responder's new suit at the two level over a one-level overcall
    (1D 1S 2H P: five cards or more, 10+ HCP, forcing), as after a two-over-one response: a raise
    with three cards of a major or four of a minor, his own suit again with six, 2NT on 12-14
    or 3NT on 18-19 balanced with the overcall stopped, a new four-card suit, his own suit again
    with five, and else a cue bid of the overcall (forcing). Then responder: over the raise, game
    in a major (or 3NT in a minor on 13+ with their suit stopped); over 2NT, 3NT on 12+; over the
    rebid of opener's suit, game in a six-card major or 3NT on 13+ with the stopper, his own
    six-card suit on 10-12, else a pass."""
    rules: list[Rule] = []
    for opening, overcall, response in _two_level_free_bids():
        o, y, z = opening.letter, overcall.letter, response.letter
        osym, ysym, zsym = _SYMBOL[opening], _SYMBOL[overcall], _SYMBOL[response]
        support = 3 if response in _MAJORS else 4
        ctx = f"1{o} 1{y} 2{z} P"
        rules += [
            _rule(ctx, f"3{z}", f"raise: {support}+{zsym}", (12, 21), {z: (support, 13)}),
            _rule(ctx, f"3{o}", f"rebid: 6+{osym}", (12, 21), {o: (6, 13)}),
            _rule(ctx, "2NT", "balanced minimum, the opponents' suit stopped", (12, 14), bal=True,
                  require="stoppers"),
            _rule(ctx, "3NT", "balanced, extra values, the opponents' suit stopped", (18, 19), bal=True,
                  require="stoppers"),
        ]
        for new in SUIT_STRAINS:
            if new not in (opening, overcall, response):
                call = bid(_cheapest_level(new, bid(2, response)), new)
                rules.append(_rule(ctx, call.short, f"new suit: 4+{_SYMBOL[new]}", (12, 21),
                                   {new.letter: (4, 13)}, forcing=_F1))
        rules += [
            _rule(ctx, f"3{o}", f"rebid: 5+{osym}", (12, 21), {o: (5, 13)}),
            _rule(ctx, f"2{y}", f"cue bid: no fit, no stopper in {ysym}", (12, 21), forcing=_F1),
        ]
        rules += _over_the_raise(f"{ctx} 3{z} P", response, overcall)
        rules += _over_the_minimum_notrump(f"{ctx} 2NT P")
        rebid = f"{ctx} 3{o} P"
        if response in _MAJORS:
            rules += _own_major_game(rebid, response)
        rules += [
            _rule(rebid, "3NT", f"to play: a stopper in {ysym}", (13, HCP_MAX), require="stoppers",
                  contract_only=True),
            _rule(rebid, f"3{z}", f"to play: 6+{zsym}", (10, 12), {z: (6, 13)}),
            _rule(rebid, "P", "minimum", (10, 12)),
        ]
    return rules


def _opener_over_the_overcallers_raise() -> list[Rule]:
    """Opener's second call after a one-level overcall, responder's new suit and the overcaller's
    partner's raise (1D 1S 2H 2S, 1C 1H 1S 2H): the raise takes away responder's force, so opener
    raises responder's suit (:func:`_graded_raises`: three cards of a major, which shows five, bar
    the one-level major over 1C 1D; four otherwise), rebids six cards of his own suit, or passes a
    minimum (:func:`_own_suit_or_pass`). Over his jump raise of a one-level major responder bids
    game from 9 HCP."""
    rules: list[Rule] = []
    for opening, overcall, their in _overcalls():
        if their.level != 1:
            continue
        raised = bid(2, overcall)
        for response in SUIT_STRAINS:
            answer = bid(_cheapest_level(response, their), response)
            if response in (opening, overcall) or answer > raised:
                continue
            o = opening.letter
            # a major shows five, bar the one-level major over 1C 1D (four, as without the overcall)
            support = 3 if response in _MAJORS and overcall is not Strain.D else 4
            ctx = f"1{o} {their.short} {answer.short} {raised.short}"
            rules += _graded_raises(ctx, [response], raised, support)
            cheap = _cheapest_level(response, raised)
            if response in _MAJORS and cheap < 3:  # over the jump raise, game from 9 HCP
                rules += _accepts(f"{ctx} {cheap + 1}{response.letter} P", response, (6, HCP_MAX), 0,
                                  accept_from=9)
            rules += _own_suit_or_pass(ctx, opening, raised, 21)
    return rules


def _game_over_a_single_raise(ctx: str, major: Strain) -> Rule:
    """Opener's game after responder's single raise of his major (``ctx`` ends with the raise and the
    next hand's call, a pass or a bid): 19+ HCP, or five losers (the raise shows about nine)."""
    return _rule(ctx, f"4{major.letter}", "to play", (14, 21), contract_only=True, require="raises_to_game")


def _competing_over_a_single_raise() -> list[Rule]:
    """Opener, then responder, when the opponents bid or double over responder's single raise of
    opener's major, with or without an overcall before it (1H P 2H 3C, 1S 2H 2S 3H, 1H P 2H X).
    A new suit or 3M is no longer a game try, so opener's calls count trumps (the law of total
    tricks: eight trumps between the hands play at the two level, nine at the three):

    - game on the values he raises a single raise with (19+ HCP, or five losers);
    - 3M when the bid left room below it, competing: six trumps (nine between the hands), or
      16-18 HCP with five;
    - else a pass with a minimum (up to 18 HCP over 3S, which leaves no room for 3H).

    Over opener's 3M responder bids game on a maximum raise (9-10 HCP). After opener's pass and
    the next hand's, responder competes to 3M over a bid with four trumps (the ninth); a double
    passed round is left to play."""
    rules: list[Rule] = []
    for major in _MAJORS:
        m, sym = major.letter, _SYMBOL[major]
        raised, three = bid(2, major), bid(3, major)
        befores = ["P"] + [their.short for opening, _, their in _overcalls()
                           if opening is major and their < raised]
        overs = ["X"] + [call.short for call in
                         (bid(_cheapest_level(strain, raised), strain)
                          for strain in (*SUIT_STRAINS, Strain.NT) if strain is not major)
                         if call < three]
        for before, over in itertools.product(befores, overs):
            ctx = f"1{m} {before} 2{m} {over}"
            rules += [
                _game_over_a_single_raise(ctx, major),
                _rule(ctx, f"3{m}", f"competes: 6+{sym}", (12, 18), {m: (6, 13)}),
                _rule(ctx, f"3{m}", f"competes: extra values, 5{sym}", (16, 18), {m: (5, 5)}),
                _rule(ctx, "P", "minimum", (12, 15)),
                _rule(f"{ctx} 3{m} P", f"4{m}", "accepts: a maximum raise", (9, 10), contract_only=True),
                _rule(f"{ctx} 3{m} P", "P", "minimum raise", (6, 8)),
            ]
            if over != "X":  # passed round, a double plays for penalty
                rules.append(_rule(f"{ctx} P P", f"3{m}", f"competes: 4+{sym}", (6, 10), {m: (4, 13)}))
        if major is Strain.H:  # 3S leaves no room for 3H: game, or a pass
            for before in befores:
                ctx = f"1H {before} 2H 3S"
                rules += [_game_over_a_single_raise(ctx, major),
                          _rule(ctx, "P", "nothing more to show", (12, 18))]
    return rules


def _own_suit_or_pass(ctx: str, opening: Strain, raised: Bid, top: int) -> list[Rule]:
    """Opener's calls over the overcaller's partner's raise ``raised`` when he has no fit to
    show: six cards of his own suit at the cheapest level (12 to ``top`` HCP), else a pass with
    a minimum (12-15)."""
    o = opening.letter
    return [
        _rule(ctx, f"{_cheapest_level(opening, raised)}{o}", f"rebid: 6+{_SYMBOL[opening]}", (12, top),
              {o: (6, 13)}),
        _rule(ctx, "P", "minimum, nothing more to show", (12, 15)),
    ]


def _moved_with_stopper(rule: Rule, when: str) -> Rule:
    """A no-trump ``rule`` for the contested context ``when``, where it promises a stopper in the
    opponents' suit too."""
    stopped = replace(rule.spec, text=f"{rule.spec.text}, the opponents' suit stopped")
    return replace(_moved(rule, when), require="stoppers", spec=stopped)


def _names_suit(call: str, letter: str) -> bool:
    """True when ``call`` (as a context or rule writes it) is a bid of the suit ``letter``."""
    return len(call) == 2 and call[0].isdigit() and call[1] == letter


def _advances_of_a_balancing_overcall(by_context: Mapping[str, list[Rule]]) -> list[Rule]:
    """The advancer over partner's balancing overcall (1C P P 1S P): the overcall means what it
    means in the direct seat, so he advances as there (the rules ``by_context`` holds for
    1C 1S P). Only his call: the later calls are not the direct seat's, since after the advance
    opener calls there (1C 1S P 2S) and responder here (1C P P 1S P 2S)."""
    return [_moved(rule, f"1{opening.letter} P P {their.short} P")
            for opening, _, their in _overcalls()
            for rule in by_context.get(f"1{opening.letter} {their.short} P", [])]


def _negative_double_shows(opening: Strain, overcall: Strain) -> tuple[Strain, ...]:
    """The suits a negative double of ``overcall`` over ``opening`` promises four of: the majors
    nobody has bid, else the minors (both when hearts were bid, else the one not opened)."""
    unbid_majors = tuple(m for m in _MAJORS if m not in (opening, overcall))
    if unbid_majors:
        return unbid_majors
    if Strain.H in (opening, overcall):
        return _MINORS
    return tuple(m for m in _MINORS if m is not opening)


def _cheapest_level(suit: Strain, over: Bid) -> int:
    """The lowest level at which ``suit`` can be bid over ``over``."""
    return next(level for level in range(1, 8) if bid(level, suit) > over)


def _overcalls() -> Iterator[tuple[Strain, Strain, Bid]]:
    """Each one-level suit opening, each other suit, and the simple overcall in it: the cheapest
    level (1C 1S, 1S 2C), in the order the builders list their rules."""
    for opening in SUIT_STRAINS:
        for overcall in SUIT_STRAINS:
            if overcall is not opening:
                yield opening, overcall, bid(_cheapest_level(overcall, bid(1, opening)), overcall)


def _graded_raises(ctx: str, shown: Sequence[Strain], over: Bid, support: int = 4) -> list[Rule]:
    """Opener's raises over ``over`` of the suits partner has shown (by a negative double, or a
    free bid), with ``support`` cards each: game in a major on 19+ HCP when it can be bid at the
    two level, 16+ at the three; a jump on 16-18 from the two level; else the cheapest level
    (12-15; a minor at the three level up to 18). Game first, then the jumps, then the cheapest."""
    tiers: list[list[Rule]] = [[], [], []]  # game, jump, cheapest: each over every shown suit
    for suit in shown:
        u, usym, cheap = suit.letter, _SYMBOL[suit], _cheapest_level(suit, over)
        length = {u: (support, 13)}
        if suit in _MAJORS and cheap <= 3:
            game_hcp = (19, 21) if cheap < 3 else (16, 21)
            tiers[0].append(_rule(ctx, f"4{u}", f"raise to game: {support}+{usym}", game_hcp, length,
                                  contract_only=True))
        if cheap < 3:
            tiers[1].append(_rule(ctx, f"{cheap + 1}{u}", f"jump raise: invites game, {support}+{usym}",
                                  (16, 18), length))
        top = 15 if cheap < 3 or suit in _MAJORS else 18
        tiers[2].append(_rule(ctx, f"{cheap}{u}", f"raise: {support}+{usym}", (12, top), length))
    return [rule for tier in tiers for rule in tier]


def _notrump_or_penalty_pass(ctx: str, overcall: Strain, level: int) -> list[Rule]:
    """Opener's no-trump and penalty pass over partner's negative double of an overcall at
    ``level`` (``ctx`` ends with the double and a pass): no-trump at the cheapest level on 12-14,
    balanced with the overcall stopped, a jump on 18-19 (an invitation over a one-level overcall,
    to play over a two-level one); a pass for penalties with five strong trumps."""
    nt_low, nt_high = (1, 2) if level == 1 else (2, 3)
    return [
        _rule(ctx, f"{nt_low}NT", "balanced minimum, the opponents' suit stopped", (12, 14), bal=True,
              require="stoppers"),
        _rule(ctx, f"{nt_high}NT", "balanced, invites game, the opponents' suit stopped" if level == 1
              else "to play, the opponents' suit stopped", (18, 19), bal=True, require="stoppers",
              contract_only=level == 2),
        _rule(ctx, "P", f"penalty pass: five strong {_SYMBOL[overcall]}", (12, 21),
              {overcall.letter: (5, 13)}, require="strong_trumps_behind"),
    ]


def _opener_after_negative_double() -> list[Rule]:
    """Opener's rebid after partner's negative double of an overcall (1C 1S X P): the double is
    forcing, so opener bids. In order: the suit the double showed with four cards (the cheapest
    level on 12-15 HCP, a jump on 16-18, game in a major on 19+); no-trump, balanced with the
    overcall stopped (12-14, or 18-19 with a jump); a pass for penalties with five strong cards of
    the overcall; the cue bid with 19+ and no fit; his own suit again with six (a jump on 16-18);
    a new suit with four (above the opening at the two level, a reverse: 16+); else his own suit
    at the cheapest level."""
    rules: list[Rule] = []
    for opening, overcall, over in _overcalls():
        o = opening.letter
        osym = _SYMBOL[opening]
        level = over.level
        ctx = f"1{o} {level}{overcall.letter} X P"
        shown = _negative_double_shows(opening, overcall)
        rules += _graded_raises(ctx, shown, over)
        rules += _notrump_or_penalty_pass(ctx, overcall, level)
        rules += [
            _rule(ctx, f"{level + 1}{overcall.letter}", "cue bid: game values, no fit yet", (19, 21),
                  forcing=_FG),
            _rule(ctx, f"3{o}", f"invitational rebid: 6+{osym}", (16, 18), {o: (6, 13)}),
            _rule(ctx, f"2{o}", f"minimum rebid: 6+{osym}", (12, 15), {o: (6, 13)}),
        ]
        for new in SUIT_STRAINS:
            if new in (opening, overcall) or new in shown or _cheapest_level(new, over) != 2:
                continue
            if new < opening:
                rules.append(_rule(ctx, f"2{new.letter}", f"new suit: 4+{_SYMBOL[new]}", (12, 18),
                                   {new.letter: (4, 13)}))
            else:
                rules.append(_rule(ctx, f"2{new.letter}", f"reverse: strong, 4+{_SYMBOL[new]}", (16, 18),
                                   {new.letter: (4, 13)}))
        rules.append(_rule(ctx, f"2{o}", f"no better call: rebids {osym}", (12, 18), {o: (3, 13)}))
    return rules


def _opener_after_a_negative_double_and_a_raise() -> list[Rule]:
    """Opener's call when the overcaller's partner raises over responder's negative double of a
    one-level overcall (1D 1S X 2S): the raise frees opener from bidding, so he raises a suit the
    double showed with four cards (:func:`_graded_raises`, over the raise), rebids six cards of his
    own suit at the cheapest level (12-18 HCP), or passes a minimum (:func:`_own_suit_or_pass`). Over
    his raise of a major at the three level responder bids game on 10+ HCP, or 8+ with five cards.
    Over the jump raise (1D 1S X 3S) opener raises a major at the three level as over the single
    raise, bids game in a major at the four level with four cards on 14+ HCP, or passes a minimum."""
    rules: list[Rule] = []
    for opening, overcall, over in _overcalls():
        if over.level != 1:
            continue
        o, y = opening.letter, overcall.letter
        raised = bid(2, overcall)
        ctx = f"1{o} 1{y} X 2{y}"
        shown = _negative_double_shows(opening, overcall)
        rules += _graded_raises(ctx, shown, raised) + _own_suit_or_pass(ctx, opening, raised, 18)
        # over the jump raise (1D 1S X 3S) a major the double showed is raised at the three level
        # as over the single raise, or to game at the four level on 14+; no minor at the four level
        jumped, over_jump = f"1{o} 1{y} X 3{y}", bid(3, overcall)
        rules += _graded_raises(jumped, [s for s in shown if _cheapest_level(s, over_jump) == 3], over_jump)
        rules += [_rule(jumped, f"4{m.letter}", f"raise to game: 4+{_SYMBOL[m]}", (14, 21),
                        {m.letter: (4, 13)}, contract_only=True)
                  for m in shown if m in _MAJORS and _cheapest_level(m, over_jump) == 4]
        rules.append(_rule(jumped, "P", "minimum, nothing more to show", (12, 15)))
        for major in shown:
            if major in _MAJORS and _cheapest_level(major, raised) == 3:
                m, msym = major.letter, _SYMBOL[major]
                after = f"{ctx} 3{m} P"
                rules += [
                    _rule(after, f"4{m}", "to play", (10, HCP_MAX), contract_only=True),
                    _rule(after, f"4{m}", f"to play: 5+{msym}", (8, HCP_MAX), {m: (5, 13)},
                          contract_only=True),
                ]
    return rules


def _weak_jump_overcalls() -> Iterator[tuple[Strain, Strain, Bid]]:
    """Each one-level suit opening and the weak jump overcall over it: a higher suit at the two
    level (1C 2D, 1D 2S, 1H 2S), the only jump overcall the system makes."""
    for opening in SUIT_STRAINS:
        for overcall in SUIT_STRAINS:
            if overcall > opening:
                yield opening, overcall, bid(2, overcall)


def _responder_over_a_weak_jump_overcall() -> list[Rule]:
    """Responder's call over a weak jump overcall of partner's opening (1D 2S), as over a simple
    overcall but one level higher: a raise of opener's suit (three cards for 1H, five for a minor;
    4H on 11+ HCP, the three-level raise on 6-10); a new five-card suit, forcing (10+ HCP at the two
    level, 11+ at three); the negative double (8+ HCP, four cards of the suits it shows; before the
    new suits when it shows both majors, after them otherwise); 2NT (11-12) or 3NT (13-17) balanced
    with the overcall stopped; else a pass."""
    rules: list[Rule] = []
    for opening, overcall, over in _weak_jump_overcalls():
        o, osym = opening.letter, _SYMBOL[opening]
        ctx = f"1{o} {over.short}"
        shown = _negative_double_shows(opening, overcall)
        support = 3 if opening in _MAJORS else 5
        raise_level = _cheapest_level(opening, over)
        if opening in _MAJORS:
            rules.append(_rule(ctx, f"4{o}", f"to play: {support}+{osym}", (11, HCP_MAX), {o: (support, 13)},
                               contract_only=True))
        rules.append(_rule(ctx, f"{raise_level}{o}", f"competitive raise: {support}+{osym}", (6, 10),
                           {o: (support, 13)}))
        double = _rule(ctx, "X", "negative double: four or more " + " and ".join(_SYMBOL[m] for m in shown),
                       (8, HCP_MAX), {m.letter: (4, 13) for m in shown})
        both_majors = shown == _MAJORS
        if both_majors:
            rules.append(double)
        for new in SUIT_STRAINS:
            if new in (opening, overcall):
                continue
            level = _cheapest_level(new, over)
            rules.append(_rule(ctx, f"{level}{new.letter}", f"new suit: 5+{_SYMBOL[new]}",
                               (10 if level == 2 else 11, HCP_MAX), {new.letter: (5, 13)}, forcing=_F1))
        if not both_majors:
            rules.append(double)
        rules += _responder_notrump_or_pass(ctx, overcall, over.level)
    return rules


def _responder_notrump_or_pass(ctx: str, overcall: Strain, level: int) -> list[Rule]:
    """Responder's no-trump over an overcall at ``level`` (``ctx``), balanced with it stopped
    (1NT on 8-10 over a one-level overcall, 2NT on 11-12, 3NT on 13-17), else a pass on 0-10."""
    nt_ranges = [(1, (8, 10)), (2, (11, 12))] if level == 1 else [(2, (11, 12))]
    return [
        *(_rule(ctx, f"{nt_level}NT", f"natural: a stopper in {_SYMBOL[overcall]}", nt_range, bal=True,
                require="stoppers") for nt_level, nt_range in nt_ranges),
        _rule(ctx, "3NT", f"to play: a stopper in {_SYMBOL[overcall]}", (13, 17), bal=True,
              require="stoppers", contract_only=True),
        _rule(ctx, "P", "no suitable call", (0, 10)),
    ]


def _after_a_new_suit_over_a_jump() -> list[Rule]:
    """Opener's rebid after responder's forcing new suit over a weak jump overcall (1C 2D 2H P),
    and responder's game after opener's raise. Opener raises a major with three cards (game on
    16+ HCP or when the raise is at the four level, else the cheapest level), a minor with four;
    bids no-trump, balanced with the overcall stopped (3NT only to play); rebids a six-card suit
    of his own; else his own suit at the cheapest level. Over a raise below game responder (10+
    HCP promised) bids game in his major on 13+, else passes."""
    rules: list[Rule] = []
    for opening, overcall, over in _weak_jump_overcalls():
        o, osym = opening.letter, _SYMBOL[opening]
        for new in SUIT_STRAINS:
            if new in (opening, overcall):
                continue
            n, nsym = new.letter, _SYMBOL[new]
            answer = bid(_cheapest_level(new, over), new)
            ctx = f"1{o} {over.short} {answer.short} P"
            raise_level = answer.level + 1
            if new in _MAJORS:
                rules += _raises_of_a_forcing_major(ctx, new, raise_level, game_from=16)
            elif raise_level < 4:
                rules.append(_rule(ctx, f"{raise_level}{n}", f"raise: 4+{nsym}", (12, 18), {n: (4, 13)}))
            nt_level = _cheapest_level(Strain.NT, answer)
            rules.append(_rule(ctx, f"{nt_level}NT", "balanced, the opponents' suit stopped", (12, 19),
                               bal=True, require="stoppers", contract_only=nt_level == 3))
            own = _cheapest_level(opening, answer)
            rules += [_rule(ctx, f"{own}{o}", f"rebid: 6+{osym}", (12, 18), {o: (6, 13)}),
                      _rule(ctx, f"{own}{o}", f"no better call: rebids {osym}", (12, 21), {o: (3, 13)})]
            raised = bid(_cheapest_level(overcall, answer), overcall)
            if raised.level <= 3:
                raised_ctx = f"1{o} {over.short} {answer.short} {raised.short}"
                rules += _after_a_new_suit_over_a_raised_jump(raised_ctx, opening, new, raised)
    return rules


def _raises_of_a_forcing_major(ctx: str, major: Strain, level: int, game_from: int) -> list[Rule]:
    """Opener's raise of responder's forcing new major over a weak jump overcall (``ctx``), three
    cards, its cheapest bid at ``level``: game on ``game_from``+ HCP (on 12+ when the raise is at
    the four level anyway), else the raise below game, after which responder (10+ HCP promised)
    bids game on 13+ HCP, else passes."""
    m, sym = major.letter, _SYMBOL[major]
    game = (game_from if level < 4 else 12, 21)
    rules = [_rule(ctx, f"4{m}", f"raise to game: 3+{sym}", game, {m: (3, 13)}, contract_only=True)]
    if level < 4:
        raised = f"{ctx} {level}{m} P"
        rules += [_rule(ctx, f"{level}{m}", f"raise: 3+{sym}", (12, game_from - 1), {m: (3, 13)}),
                  _rule(raised, f"4{m}", "to play", (13, HCP_MAX), contract_only=True),
                  _rule(raised, "P", "to play: no game values", (10, 12))]
    return rules


def _after_a_new_suit_over_a_raised_jump(ctx: str, opening: Strain, new: Strain, raised: Bid) -> list[Rule]:
    """Opener's rebid when the advancer raises the weak jump overcall over responder's forcing new
    suit (``ctx``: 1C 2H 2S 3H): the raise took away the cheap rebids, and responder will speak
    again, so opener raises a major with three cards (game on 15+ HCP or when the raise is at
    the four level), bids 3NT balanced with their suit stopped on 15-19, rebids a six-card suit of
    his own where the level allows, else passes (12-21, leaving the decision to responder). Over
    the raise below game responder bids game on 13+ HCP, else passes."""
    o = opening.letter
    rules: list[Rule] = []
    if new in _MAJORS:
        rules += _raises_of_a_forcing_major(ctx, new, _cheapest_level(new, raised), game_from=15)
    rules.append(_rule(ctx, "3NT", "balanced, the opponents' suit stopped", (15, 19), bal=True,
                       require="stoppers", contract_only=True))
    own = _cheapest_level(opening, raised)
    if own <= 3:
        rules.append(_rule(ctx, f"{own}{o}", f"rebid: 6+{_SYMBOL[opening]}", (12, 18), {o: (6, 13)}))
    rules.append(_rule(ctx, "P", "no fit to show: responder will speak again", (12, 21)))
    return rules


def _opener_after_a_negative_double_of_a_jump() -> list[Rule]:
    """Opener's rebid after partner's negative double of a weak jump overcall (1D 2S X P), which
    forces him to bid: a suit the double showed with four cards (game in a major on 16+ HCP when it
    is bid at the three level, a jump on 16-18 and game on 19+ at the two level, else the cheapest
    level); no-trump, balanced with the overcall stopped (2NT on 12-14, 3NT on 18-19); a pass for
    penalties with five strong cards of the overcall; his own six-card suit (game in a major on
    16+); a new four-card suit at the three level; else his own suit at the cheapest level."""
    rules: list[Rule] = []
    for opening, overcall, over in _weak_jump_overcalls():
        o, osym = opening.letter, _SYMBOL[opening]
        ctx = f"1{o} {over.short} X P"
        shown = _negative_double_shows(opening, overcall)
        rules += _graded_raises(ctx, shown, over)
        own = _cheapest_level(opening, over)
        rules += _notrump_or_penalty_pass(ctx, overcall, over.level)
        if opening in _MAJORS:
            rules.append(_rule(ctx, f"4{o}", f"to play: 6+{osym}", (16, 21), {o: (6, 13)},
                               contract_only=True))
        rules.append(_rule(ctx, f"{own}{o}", f"rebid: 6+{osym}", (12, 18), {o: (6, 13)}))
        for new in SUIT_STRAINS:
            if new in (opening, overcall) or new in shown or _cheapest_level(new, over) != 3:
                continue
            rules.append(_rule(ctx, f"3{new.letter}", f"new suit: 4+{_SYMBOL[new]}", (12, 18),
                               {new.letter: (4, 13)}))
        rules.append(_rule(ctx, f"{own}{o}", f"no better call: rebids {osym}", (12, 21), {o: (3, 13)}))
    return rules


def _opener_reopens() -> list[Rule]:
    """Opener's second call when an overcall, simple or a weak jump, comes back to him passed (1D
    1S P P, 1C 2H P P): responder may hold the overcall's suit and have passed for penalty (a
    negative double would have shown the other suits). Opener rebids a six-card suit (a jump on
    16-18 when the rebid is at the two level), bids no-trump with 18-19 balanced and a stopper,
    reopens with a double when short in the overcall (responder then leaves it in with trumps,
    else answers as to a takeout double; with 9-11 HCP and a suit where the jump would pass the
    three level, 1S 2H P P X P 3C, the cheapest bid in it), and otherwise passes."""
    rules: list[Rule] = []
    for opening, overcall, their in [*_overcalls(), *_weak_jump_overcalls()]:
        o, osym = opening.letter, _SYMBOL[opening]
        level = their.level
        x, xsym = overcall.letter, _SYMBOL[overcall]
        ctx = f"1{o} {level}{x} P P"
        own = _cheapest_level(opening, their)
        if own == 2:
            rules += [
                _rule(ctx, f"3{o}", f"invitational rebid: 6+{osym}", (16, 18), {o: (6, 13)}),
                _rule(ctx, f"2{o}", f"minimum rebid: 6+{osym}", (12, 15), {o: (6, 13)}),
            ]
        else:  # over a weak jump overcall the rebid is at the three level: 12-18
            rules.append(_rule(ctx, f"3{o}", f"rebid: 6+{osym}", (12, 18), {o: (6, 13)}))
        rules += [
            _rule(ctx, f"{level}NT", "balanced, extra values", (18, 19), bal=True, require="stoppers"),
            _rule(ctx, "X", f"reopening double: short in {xsym}", (12, 21), {x: (0, 2)}),
            _rule(ctx, "P", "content to defend", (12, 21)),
        ]
        answer = f"{ctx} X P"
        rules += [
            _rule(answer, "P", f"penalty pass: long strong {xsym}", (0, HCP_MAX), {x: (4, 13)},
                  require="strong_trumps_behind"),
            _rule(answer, "P", f"penalty pass: long strong {xsym}", (0, HCP_MAX), {x: (5, 13)}),
        ]
        rules += _advances_of_takeout(overcall, answer, None if level == 1 else their)
    return rules


def _opener_after_raised_overcall() -> list[Rule]:
    """Opener's second call when the overcall is raised and responder has passed (1C 1S P 2S):
    responder holds little, so opener competes on shape (:func:`_opener_competes`)."""
    rules: list[Rule] = []
    for opening, overcall, their in _overcalls():
        raised = bid(their.level + 1, overcall)
        ctx = f"1{opening.letter} {their.short} P {raised.short}"
        rules += _opener_competes(ctx, opening, raised)
    return rules


def _opener_over_a_late_overcall() -> list[Rule]:
    """Opener's second call after responder's 1NT and an overcall at the two level by the fourth
    hand (1S P 1NT 2H): responder holds 6-10, so opener competes on shape (:func:`_opener_competes`)
    or bids a four-card suit of his own at the two level, below his first (12-17 HCP)."""
    rules: list[Rule] = []
    for opening in SUIT_STRAINS:
        for overcall in SUIT_STRAINS:
            if overcall is opening:
                continue
            ctx = f"1{opening.letter} P 1NT 2{overcall.letter}"
            rules += _opener_competes(ctx, opening, bid(2, overcall),
                                      [bid(2, new) for new in SUIT_STRAINS if overcall < new < opening])
    return rules


def _opener_after_a_balancing_overcall() -> list[Rule]:
    """Opener's second call after a balancing overcall (1C P P 1S): responder's pass showed 0-5
    HCP, so opener competes on shape (:func:`_opener_competes`), and may show a four-card suit at
    the one level (12-17 HCP); his pass denies 18 HCP, since partner may hold nothing. (The same
    rules after the answer to a takeout double of the opening, 1C X P 1S, lost 30 IMPs on 19 deals
    of bench/bidding_par.py and are left to the simulation.)"""
    rules: list[Rule] = []
    for opening, _, their in _overcalls():
        ctx = f"1{opening.letter} P P {their.short}"
        new_suits = [bid(1, new) for new in SUIT_STRAINS
                     if new not in (opening, their.strain) and bid(1, new) > their]
        rules += _opener_competes(ctx, opening, their, new_suits, passes=17)
    return rules


def _opener_over_a_balancing_double() -> list[Rule]:
    """Opener's second call after a takeout double in the balancing seat (1H P P X): responder's
    pass showed 0-5 HCP, so the doubler's side holds most of the rest. With 18+ HCP opener
    redoubles; with a minimum (12-17) he names a second five-card suit at its cheapest level,
    rebids a six-card suit at the two level, or passes. All of it is contract bridge only."""
    rules: list[Rule] = []
    for opening in SUIT_STRAINS:
        o, osym = opening.letter, _SYMBOL[opening]
        ctx = f"1{o} P P X"
        rules += [
            _rule(ctx, "XX", "redouble: a strong opening", (18, HCP_MAX), contract_only=True),
            *[_rule(ctx, f"{_cheapest_level(new, bid(1, opening))}{new.letter}",
                    f"second suit: 5+{_SYMBOL[new]}, 5+{osym}", (12, 17), {o: (5, 13), new.letter: (5, 13)},
                    contract_only=True) for new in SUIT_STRAINS if new is not opening],
            _rule(ctx, f"2{o}", f"competes: 6+{osym}", (12, 17), {o: (6, 13)}, contract_only=True),
            _rule(ctx, "P", "nothing more to show", (12, 17), contract_only=True),
        ]
    return rules


def _opener_competes(ctx: str, opening: Strain, their: Bid, new_suits: Sequence[Bid] = (),
                     passes: int = 21) -> list[Rule]:
    """Opener's second call when the opponents' last bid ``their`` leaves responder's values known
    to be slight (``ctx``). He rebids a six-card suit at the cheapest level (12-18 HCP); bids a
    four-card suit of his own with one of the bids ``new_suits`` (12-17 HCP); bids no-trump at the
    cheapest level with 18-21 balanced and a stopper; doubles, for takeout, when short in their
    suit with three or more cards in each unbid suit (13+ HCP); and otherwise passes (up to
    ``passes`` HCP: stronger hands are then left to the simulation). Responder answers the double
    as a takeout double of their bid (the cheapest bid in his longest suit, opener's included).
    All of it is contract bridge only: in auction bridge, where every trick counts, the simulation
    decides here."""
    o, osym = opening.letter, _SYMBOL[opening]
    x, xsym = their.strain.letter, _SYMBOL[their.strain]
    unbid = {suit.letter: (3, 13) for suit in SUIT_STRAINS if suit not in (opening, their.strain)}
    rules = [
        _rule(ctx, f"{_cheapest_level(opening, their)}{o}", f"competes: 6+{osym}", (12, 18),
              {o: (6, 13)}, contract_only=True),
        *[_rule(ctx, new.short, f"new suit: 4+{_SYMBOL[new.strain]}", (12, 17),
                {new.strain.letter: (4, 13)}, contract_only=True) for new in new_suits],
        _rule(ctx, f"{_cheapest_level(Strain.NT, their)}NT", "balanced, extra values, a stopper",
              (18, 21), bal=True, require="stoppers", contract_only=True),
        _rule(ctx, "X", f"competitive double: short in {xsym}, support for the unbid suits",
              (13, 21), {x: (0, 2), **unbid}, contract_only=True),
        _rule(ctx, "P", "nothing more to show", (12, passes), contract_only=True),
    ]
    answers = _advances_of_takeout(their.strain, f"{ctx} X P", their)
    return rules + [replace(rule, contract_only=True) for rule in answers]


def _responder_cue_bids() -> list[Rule]:
    """Responder's cue bid of a simple overcall (1H 1S 2S): a raise of opener's suit with a limit
    raise or better, for the hands the jump limit raise (four cards of a major or five of a minor,
    10-12 HCP) does not cover: three cards of a major with 11-12, or 13+ with three of a major or
    five of a minor. Opener bids game (4M, or 3NT with a stopper over a minor) with 15+, else
    rebids his suit at the cheapest level; responder then bids game with 13+ (over a minor 3NT
    with a stopper, else five of it) and passes with less. Put before responder's other calls
    over the overcall."""
    rules: list[Rule] = []
    for opening, overcall, their in _overcalls():
        o, osym = opening.letter, _SYMBOL[opening]
        support = 3 if opening in _MAJORS else 5
        ctx = f"1{o} {their.short}"
        cue = bid(their.level + 1, overcall)
        rebid = bid(_cheapest_level(opening, cue), opening)
        answer, again = f"{ctx} {cue.short} P", f"{ctx} {cue.short} P {rebid.short} P"
        text = f"cue bid: {support}+{osym}, a limit raise or better"
        if opening in _MAJORS:  # four cards and 10-12 jump to the three level instead
            rules.append(_rule(ctx, cue.short, text, (11, 12), {o: (3, 3)}, forcing=_F1, contract_only=True))
        rules.append(_rule(ctx, cue.short, text, (13, HCP_MAX), {o: (support, 13)}, forcing=_F1,
                           contract_only=True))
        if opening in _MAJORS:
            rules += [
                _rule(answer, f"4{o}", "accepts: game", (15, 21), contract_only=True),
                _rule(again, f"4{o}", "game values", (13, HCP_MAX), contract_only=True),
            ]
        else:
            rules += [
                _rule(answer, "3NT", f"accepts: a stopper in {_SYMBOL[overcall]}", (15, 21),
                      require="stoppers", contract_only=True),
                _rule(again, "3NT", f"game values, a stopper in {_SYMBOL[overcall]}", (13, HCP_MAX),
                      require="stoppers", contract_only=True),
                _rule(again, f"5{o}", f"game values, no stopper in {_SYMBOL[overcall]}", (13, HCP_MAX),
                      contract_only=True),
            ]
        rules += [
            _rule(answer, rebid.short, "minimum: declines game", (12, 21), contract_only=True),
            _rule(again, "P", "a limit raise: content", (11, 21), contract_only=True),
        ]
    return rules


def _fourth_hand_over_a_response() -> list[Rule]:
    """The fourth hand after an opening and a response (1C P 1H, 1S P 2C, 1S P 1NT, 1S P 2S): what
    it would do in the direct seat. After a response in a new suit (at the one level, or two over
    one), two suits are bid against it: 1NT is natural (15-18, both their suits stopped; over a
    one-level response), the double is for takeout of the two unbid suits (12+ HCP, four cards in
    each), and an overcall shows a good five-card suit (8-16 HCP at the one level, 10-16 at the
    two, 12-16 at the three). After 1NT or a raise, the double is for
    takeout of the opening suit (13+ HCP over a limit raise) and the overcalls are the direct
    seat's (a good six-card suit over a limit raise). The pass denies each of these up to 16 HCP,
    which the card play reads as it reads the direct seat's. Partner answers a takeout double as
    he would in the direct seat."""
    rules: list[Rule] = []
    overcalls = {1: ("overcall: five-card suit", (8, 16)),
                 2: ("overcall at the two level: five-card suit", (10, 16)),
                 3: ("overcall at the three level: five-card suit", (12, 16))}
    for opening in SUIT_STRAINS:
        two_over_ones = [bid(2, suit) for suit in SUIT_STRAINS if suit < opening]
        for answer in [bid(1, suit) for suit in _one_level_responses(opening)] + two_over_ones:
            response = answer.strain
            ctx = f"1{opening.letter} P {answer.short}"
            unbid = [suit for suit in SUIT_STRAINS if suit not in (opening, response)]
            if answer.level == 1:
                rules.append(_rule(ctx, "1NT", "overcall: balanced, both their suits stopped", (15, 18),
                                   bal=True, require="stoppers"))
            shown = " and ".join(_SYMBOL[u] for u in unbid)
            rules.append(_rule(ctx, "X", f"takeout double: four or more {shown}", (12, HCP_MAX),
                               {u.letter: (4, 13) for u in unbid}))
            for suit in unbid:
                level = _cheapest_level(suit, answer)
                text, hcp = overcalls[level]
                rules.append(_rule(ctx, f"{level}{suit.letter}", text, hcp, {suit.letter: (5, 13)},
                                   require="good_suit"))
            rules.append(_rule(ctx, "P", "no overcall, takeout double or 1NT" if answer.level == 1
                               else "no overcall or takeout double", (0, 16)))
            rules += _advances_of_two_suited_takeout(f"{ctx} X P", answer, unbid)

    # after a 1NT response or a raise: a takeout double of the opening suit, or an overcall
    def takeout(ctx: str, least: int) -> Rule:
        return _rule(ctx, "X", "takeout double: short in {s}, support for the other suits", (least, HCP_MAX),
                     {"s": (0, 2)}, require="takeout_shape")

    rules += [
        takeout("1s P 1NT", 12),
        _rule("1s P 1NT", "2t", "overcall at the two level: five-card suit", (10, 16), {"t": (5, 13)},
              require="good_suit"),
        _rule("1s P 1NT", "P", "no overcall or takeout double", (0, 16)),
        takeout("1s P 2s", 12),
        _rule("1s P 2s", "2t", "overcall: five-card suit", (10, 16), {"t": (5, 13)}, guards=("t>s",),
              require="good_suit"),
        _rule("1s P 2s", "3t", "overcall at the three level: five-card suit", (12, 16), {"t": (5, 13)},
              guards=("t<s",), require="good_suit"),
        _rule("1s P 2s", "P", "no overcall or takeout double", (0, 16)),
        takeout("1s P 3s", 13),
        _rule("1s P 3s", "3t", "overcall: good six-card suit", (13, 17), {"t": (6, 13)}, guards=("t>s",),
              require="good_suit"),
        _rule("1s P 3s", "P", "no overcall or takeout double", (0, 16)),
    ]
    for opening in SUIT_STRAINS:
        for doubled in (bid(1, Strain.NT), bid(2, opening), bid(3, opening)):
            rules += _advances_of_takeout(opening, f"1{opening.letter} P {doubled.short} X P", doubled)
    return rules


def _balancing_over_a_raise() -> list[Rule]:
    """The balancing seat after the opponents stop in a single raise (1H P 2H P P): they hold
    the majority of the values and a fit, so partner holds some values too, and a pass sells out
    at the two level. With a good five-card suit the balancer bids it (a higher suit at the two
    level on 8-16 HCP, a lower one at the three level on 10-16); short in their suit with three
    cards or more of each other suit he doubles for takeout on 8-16 (16 at most: he passed the
    opening). The advancer answers the double as a takeout double of the raise (the cheapest level
    of his longest unbid suit, a jump to the three level on 9-11)."""
    ctx = "1s P 2s P P"
    rules = [
        _rule(ctx, "2t", "balancing overcall: good five-card suit", (8, 16), {"t": (5, 13)}, guards=("t>s",),
              require="good_suit"),
        _rule(ctx, "X", "balancing double: short in {s}, support for the other suits", (8, 16), {"s": (0, 2)},
              require="takeout_shape"),
        _rule(ctx, "3t", "balancing overcall at the three level: good five-card suit", (10, 16),
              {"t": (5, 13)}, guards=("t<s",), require="good_suit"),
        _rule(ctx, "P", "no balancing action", (0, 16)),
    ]
    for opening in SUIT_STRAINS:
        o = opening.letter
        rules += _advances_of_takeout(opening, f"1{o} P 2{o} P P X P", bid(2, opening))
    return rules


def _fourth_hand_over_stayman_and_transfers() -> list[Rule]:
    """The fourth hand after 1NT and Stayman or a Jacoby transfer (1NT P 2C, 1NT P 2D, 1NT P 2H).
    The opponents hold the values, so the calls are for the lead and for obstruction: the double
    shows the suit the artificial bid named, five cards with two of its three top honours; a good
    six-card suit the opponents have not shown overcalls at the two level on 8-15 HCP; any other
    hand passes."""
    rules: list[Rule] = []
    for artificial, shown in ((Strain.C, None), (Strain.D, Strain.H), (Strain.H, Strain.S)):
        ctx = f"1NT P 2{artificial.letter}"
        text = f"lead-directing double: 5+{_SYMBOL[artificial]}, two of the top three honours"
        rules.append(_rule(ctx, "X", text, (5, HCP_MAX), {artificial.letter: (5, 13)},
                           require="strong_named_suit"))
        for suit in SUIT_STRAINS:
            if suit > artificial and suit is not shown:
                rules.append(_rule(ctx, f"2{suit.letter}", "overcall: good six-card suit", (8, 15),
                                   {suit.letter: (6, 13)}, require="good_suit"))
        rules.append(_rule(ctx, "P", "no lead to ask for, no suit to overcall", (0, HCP_MAX)))
    return rules


def _advances_of_two_suited_takeout(ctx: str, response: Bid, unbid: list[Strain]) -> list[Rule]:
    """Partner doubled for takeout of the two unbid suits after a response (``ctx`` ends
    ``1o P 1r X P`` or ``1o P 2r X P``): a jump in the longer with 9-11 HCP, over a one-level
    response 1NT with both their suits stopped, else the longer suit as cheaply as possible.
    Stronger hands are left to the simulation."""
    rules: list[Rule] = []
    for jump in (True, False):
        if not jump and response.level == 1:
            rules.append(_rule(ctx, "1NT", "natural: both their suits stopped", (6, 10), bal=True,
                               require="stoppers"))
        for suit in unbid:
            cheapest = _cheapest_level(suit, response)
            level = cheapest + 1 if jump else cheapest
            text = (f"jump: invitational, 4+{_SYMBOL[suit]}" if jump
                    else f"forced answer: the longer unbid suit ({_SYMBOL[suit]})")
            rules.append(_rule(ctx, f"{level}{suit.letter}", text, (9, 11) if jump else (0, 8),
                               {suit.letter: (4 if jump else 3, 13)}, require="longest_unbid"))
    return rules


def _competition() -> list[Rule]:
    rules: list[Rule] = []
    # direct and balancing action over a one-level opening
    for prefix in ("1s", "1s P P"):
        if prefix == "1s":
            notrump = _rule(prefix, "1NT", "overcall: balanced, a stopper in {s}", (15, 18), bal=True,
                            require="stopper_s")
            strong = _rule(prefix, "X", "strong double: 17+ HCP, too strong to overcall", (17, HCP_MAX))
        else:
            # the balancing seat: partner passed with up to 16 HCP, so 1NT shows 11-14 and a
            # balanced 15-18 doubles, then bids no-trump; the double comes after the overcalls,
            # which a five-card suit prefers on up to 16 HCP
            notrump = _rule(prefix, "1NT", "balancing 1NT: balanced, a stopper in {s}", (11, 14), bal=True,
                            require="stopper_s")
            strong = _rule(prefix, "X", "strong double: balanced, or too strong to overcall", (15, HCP_MAX))
        takeouts = [
            _rule(
                prefix,
                "X",
                "takeout double: short in {s}, support for the other suits",
                (12, HCP_MAX),
                {"s": (0, 2)},
                require="takeout_shape",
            ),
            _rule(prefix, "X", "takeout double: both majors, over a minor", (12, HCP_MAX),
                  {"s": (0, 3), "H": (4, 13), "S": (4, 13)}, guards=("s<H",)),
        ]
        # a one-level overcall on a minimum needs a good suit (it asks for the lead); with an
        # opening hand, or in the balancing seat, where partner's pass may hide values, any five
        overcalls = [
            _rule(
                prefix,
                "1t",
                "overcall: five-card suit",
                (8, 16),
                {"t": (5, 13)},
                guards=("t>s",),
                require="good_suit" if prefix == "1s" else None,
            ),
            *([_rule(prefix, "1t", "overcall: five-card suit", (12, 16), {"t": (5, 13)}, guards=("t>s",))]
              if prefix == "1s" else []),
            _rule(
                prefix,
                "2t",
                "overcall at the two level: five-card suit",
                (10, 16),
                {"t": (5, 13)},
                guards=("t<s",),
                require="good_suit",
            ),
            _rule(
                prefix,
                "2t",
                "weak jump overcall: six-card suit",
                (5, 10),
                {"t": (6, 13)},
                guards=("t>s",),
                require="good_suit",
            ),
        ]
        strong_first = [strong] if prefix == "1s" else []
        strong_last = [] if prefix == "1s" else [strong]
        rules += [notrump, *takeouts, *strong_first, *overcalls, *strong_last,
                  _rule(prefix, "P", "no overcall, takeout double or 1NT", (0, 16))]
    # over a weak two
    for prefix in ("2s", "2s P P"):
        rules += _weak_twos_only([
            _rule(
                prefix, "2NT", "overcall: balanced, a stopper in {s}", (15, 18), bal=True, require="stopper_s"
            ),
            _rule(
                prefix,
                "X",
                "takeout double: short in {s}",
                (12, HCP_MAX),
                {"s": (0, 2)},
                require="takeout_shape",
            ),
            _long_major_game(prefix),
            _rule(
                prefix,
                "2t",
                "overcall: five-card suit",
                (10, 18),
                {"t": (5, 13)},
                guards=("t>s",),
                require="good_suit",
            ),
            _rule(
                prefix,
                "3t",
                "overcall at the three level: five-card suit",
                (12, 18),
                {"t": (5, 13)},
                guards=("t<s",),
                require="good_suit",
            ),
            _rule(prefix, "P", "no suitable action", (0, 16)),
        ])
    # over a three-level preempt
    for prefix in ("3s", "3s P P"):
        rules += [
            _long_major_game(prefix),
            _rule(
                prefix, "3NT", "to play: a stopper in {s}", (16, 21), require="stopper_s", contract_only=True
            ),
            _rule(
                prefix,
                "X",
                "takeout double: short in {s}",
                (13, HCP_MAX),
                {"s": (0, 2)},
                require="takeout_shape",
            ),
            _rule(
                prefix,
                "3t",
                "overcall: good six-card suit",
                (13, 17),
                {"t": (6, 13)},
                guards=("t>s",),
                require="good_suit",
            ),
            _rule(
                prefix,
                "4t",
                "overcall at the four level: good six-card suit",
                (14, 17),
                {"t": (6, 13)},
                guards=("t<s",),
                require="good_suit",
            ),
            _rule(prefix, "P", "no suitable action", (0, 16)),
        ]
    # over 1NT, direct and balancing: natural
    for prefix in ("1NT", "1NT P P"):
        rules += [
            _rule(prefix, "X", "penalty double: as strong as the 1NT opener", (15, HCP_MAX)),
            _rule(prefix, "2t", "natural overcall: five-card suit", (8, 15), {"t": (5, 13)},
                  require="good_suit"),
            _rule(prefix, "P", "no suitable action", (0, 14)),
        ]
    # responder after an overcall: negative doubles, raises, free bids
    for opening in SUIT_STRAINS:
        o = opening.letter
        for overcall in SUIT_STRAINS:
            if overcall is opening:
                continue
            level = 1 if overcall > opening else 2
            ctx = f"1{o} {level}{overcall.letter}"
            promised = _negative_double_shows(opening, overcall)
            unbid_majors = [m for m in promised if m in _MAJORS]
            strength = (6, HCP_MAX) if level == 1 else (8, HCP_MAX)
            shown = {m.letter: (4, 13) for m in promised}
            if unbid_majors:
                text = "negative double: four or more " + " and ".join(_SYMBOL[m] for m in unbid_majors)
            else:
                text = "negative double: the unbid suits"
            support = 3 if opening in _MAJORS else 5
            # the raises are at the two and three levels: a two-level overcall ranks below the opening
            limit = 4 if opening in _MAJORS else 5
            rules.append(_rule(ctx, f"3{o}", f"limit raise: {limit}+{_SYMBOL[opening]}", (10, 12),
                               {o: (limit, 13)}))
            rules.append(
                _rule(
                    ctx,
                    f"2{o}",
                    f"raise: {support}+{_SYMBOL[opening]}",
                    (6, 10),
                    {o: (support, 13)},
                )
            )
            both_majors = len(unbid_majors) == 2
            if both_majors:  # the double shows both majors, so a one-level major shows four
                rules.append(_rule(ctx, "X", text, strength, shown))
            for new in SUIT_STRAINS:
                if new in (opening, overcall):
                    continue
                new_level = 1 if bid(1, new) > bid(level, overcall) else 2
                if bid(new_level, new) <= bid(level, overcall):
                    continue
                low = (6, HCP_MAX) if new_level == 1 else (10, HCP_MAX)
                least = 4 if both_majors and new in _MAJORS and new_level == 1 else 5
                rules.append(
                    _rule(
                        ctx,
                        f"{new_level}{new.letter}",
                        f"new suit: {least}+{_SYMBOL[new]}",
                        low,
                        {new.letter: (least, 13)},
                        forcing=_F1,
                    )
                )
            if not both_majors:
                rules.append(_rule(ctx, "X", text, strength, shown))
            rules += _responder_notrump_or_pass(ctx, overcall, level)
        # after a takeout double of the opening
        ctx = f"1{o} X"
        rules += [
            _rule(ctx, f"3{o}", f"preemptive raise: 4+{_SYMBOL[opening]}", (0, 9), {o: (4, 13)}),
            _rule(
                ctx,
                f"2{o}",
                f"raise: {3 if opening in _MAJORS else 5}+{_SYMBOL[opening]}",
                (6, 10),
                {o: (3 if opening in _MAJORS else 5, 13)},
            ),
            _rule(ctx, "XX", "redouble: 10+ HCP", (10, HCP_MAX)),
            _rule(ctx, "P", "no suitable call", (0, 9)),
        ]
    # advancing partner's overcall or takeout double
    for opening in SUIT_STRAINS:
        o = opening.letter
        for overcall in SUIT_STRAINS:
            if overcall is opening:
                continue
            level = 1 if overcall > opening else 2
            ctx = f"1{o} {level}{overcall.letter} P"
            v = overcall.letter
            if overcall in _MAJORS:
                rules.append(
                    _rule(
                        ctx,
                        f"4{v}",
                        f"game: 3+{_SYMBOL[overcall]}",
                        (14, HCP_MAX),
                        {v: (3, 13)},
                        contract_only=True,
                    )
                )
            cue = bid(2 if bid(2, opening) > bid(level, overcall) else 3, opening)
            rules += [
                _rule(
                    ctx,
                    cue.short,
                    f"cue bid: 3+{_SYMBOL[overcall]}, a limit raise or better",
                    (11, HCP_MAX),
                    {v: (3, 13)},
                    forcing=_F1,
                ),
                _rule(ctx, f"{level + 1}{v}", f"raise: 3+{_SYMBOL[overcall]}", (8, 10), {v: (3, 13)}),
                _rule(
                    ctx,
                    "1NT" if level == 1 else "2NT",
                    f"natural: a stopper in {_SYMBOL[opening]}",
                    (8, 11) if level == 1 else (11, 13),
                    bal=True,
                ),
            ]
            for new in SUIT_STRAINS:
                if new in (opening, overcall):
                    continue
                new_level = 1 if bid(1, new) > bid(level, overcall) else 2
                if bid(new_level, new) <= bid(level, overcall):
                    continue  # a new suit at the three level is left to the simulation
                rules.append(
                    _rule(
                        ctx,
                        f"{new_level}{new.letter}",
                        f"advance in a new suit: 5+{_SYMBOL[new]}, not forcing",
                        (8, 15) if new_level == 1 else (10, 15),
                        {new.letter: (5, 13)},
                        require="good_suit",
                    )
                )
            rules.append(_rule(ctx, "P", "no suitable call", (0, 13)))
            rules += _competitive_advances(opening, overcall, level)
            if overcall in _MAJORS:
                rules += _overcaller_over_the_cue_bid(f"{ctx} {cue.short} P", overcall, cue, level)
        for ctx in (f"1{o} X P", f"1{o} P P X P"):
            rules += _advances_of_takeout(opening, ctx)
            rules += _answers_to_the_cue_bid(ctx, opening, bid(2, opening))
        for raised in (2, 3):
            rules += _free_advances_of_takeout(opening, raised)
        rules += _escapes_from_the_redouble(opening)
    for ctx in ("2s X P", "2s P P X P"):
        rules += _weak_twos_only(_advances_of_preempt_double(2, ctx))
    for weak in (Strain.D, Strain.H, Strain.S):
        for ctx in (f"2{weak.letter} X P", f"2{weak.letter} P P X P"):
            rules += _answers_to_the_cue_bid(ctx, weak, bid(3, weak))
    for ctx in ("3s X P", "3s P P X P"):
        rules += _advances_of_preempt_double(3, ctx)
    return rules


def _overcaller_over_the_cue_bid(ctx: str, overcall: Strain, cue: Bid, level: int) -> list[Rule]:
    """The overcaller in a major after advancer's cue bid of the opening and a pass (``ctx``:
    1D 1S P 2D P; three-card support, a limit raise or better, 11+ HCP): game on 12+ HCP, else the
    cheapest raise, the minimum (8-11, 10-11 for a two-level overcall); over it advancer bids game
    from 13 HCP and passes a limit raise."""
    v = overcall.letter
    cheap = f"{_cheapest_level(overcall, cue)}{v}"
    return [
        _rule(ctx, f"4{v}", "to play", (12, 16), contract_only=True),
        _rule(ctx, cheap, "minimum", (8 if level == 1 else 10, 11)),
        _rule(f"{ctx} {cheap} P", f"4{v}", "to play", (13, HCP_MAX), contract_only=True),
        _rule(f"{ctx} {cheap} P", "P", "minimum", (11, 12)),
    ]


def _competitive_advances(opening: Strain, overcall: Strain, level: int) -> list[Rule]:
    """Advancing partner's overcall when responder has raised the opening to two, made a
    negative double or bid a new suit at its cheapest level (1C 1H 2C, 1C 1H X, 1C 1H 1S): game in
    a major with 14+ HCP and three cards, the cue bid with a limit raise or better, the cheapest
    raise with three (6-10), else pass. Over the raise or the double, four trumps also make a
    preemptive jump raise (0-9; at the three level, where there is no room to jump, the raise
    itself). Over the new suit, which is forcing, opener must bid again anyway and responder has
    shown values: there the jump preempts little and is doubled often, so it is not made."""
    o, v, vsym = opening.letter, overcall.letter, _SYMBOL[overcall]
    # the raise of the opening is always at the two level (a two-level overcall ranks below it),
    # so the cue bid and the overcall's cheapest raise are at the two or three level
    rules: list[Rule] = []
    contexts = [(f"1{o} {level}{v} X", bid(level, overcall), True),
                (f"1{o} {level}{v} 2{o}", bid(2, opening), True)]
    for new in SUIT_STRAINS:
        if new not in (opening, overcall):
            response = bid(_cheapest_level(new, bid(level, overcall)), new)
            contexts.append((f"1{o} {level}{v} {response.short}", response, False))
    for ctx, last, preempts in contexts:
        cue = bid(_cheapest_level(opening, last), opening)
        cheap = _cheapest_level(overcall, last)
        if overcall in _MAJORS:
            rules.append(_rule(ctx, f"4{v}", f"game: 3+{vsym}", (14, HCP_MAX), {v: (3, 13)},
                               contract_only=True))
        rules.append(_rule(ctx, cue.short, f"cue bid: 3+{vsym}, a limit raise or better", (11, HCP_MAX),
                           {v: (3, 13)}, forcing=_F1))
        if preempts and cheap < 3:
            rules.append(_rule(ctx, f"{cheap + 1}{v}", f"preemptive raise: 4+{vsym}", (0, 9), {v: (4, 13)}))
        elif preempts:  # no room to jump: four trumps compete at the three level on any values
            rules.append(_rule(ctx, f"3{v}", f"raise: 4+{vsym}", (0, 10), {v: (4, 13)}))
        rules += [
            _rule(ctx, f"{cheap}{v}", f"raise: 3+{vsym}", (6, 10), {v: (3, 13)}),
            _rule(ctx, "P", "no suitable call", (0, 10)),
        ]
    return rules


def _doubler_rebids() -> list[Rule]:
    """The doubler of a one-level opening (direct or balancing) after partner's cheapest answer in
    a suit: with four cards, game in a major on four losers, a jump raise on 19+ HCP (in a major
    also on five losers; 16+ HCP either way), else a raise on 16-18; his own five-card suit
    with 17+ (the strong double); the cheapest no-trump, balanced 19-21 with their suit stopped
    (15-18 after a balancing double, since the balancing 1NT shows 11-14; over the direct one the
    advancer goes on, :func:`_over_the_doublers_notrump`); else pass. After the
    invitational jump answer in a major, game with four cards from 14 HCP or with three from 17,
    else pass on 12-16. Other answers (1NT, jumps in a minor) are left to the simulation."""
    rules: list[Rule] = []
    for prefix, notrump in (("1s X P", (19, 21)), ("1s P P X P", (15, 18))):
        for level, guard in ((1, "t>s"), (2, "t<s")):
            ctx = f"{prefix} {level}t P"
            rules += [
                _rule(ctx, "4t", "raise to game: 4+{t}, a strong double", (16, HCP_MAX), {"t": (4, 13)},
                      guards=(guard, "t>D"), require="double_game_losers", contract_only=True),
                _rule(ctx, f"{level + 2}t", "jump raise: 4+{t}, a strong double", (16, HCP_MAX),
                      {"t": (4, 13)}, guards=(guard, "t>D"), require="raises_to_game", contract_only=True),
                _rule(ctx, f"{level + 2}t", "jump raise: 4+{t}, a strong double", (19, HCP_MAX),
                      {"t": (4, 13)}, guards=(guard, "t<H"), contract_only=True),
                _rule(ctx, f"{level + 1}t", "raise: 4+{t}, extra values", (16, 18), {"t": (4, 13)},
                      guards=(guard,)),
                _rule(ctx, f"{level}u", "strong double: 5+{u}", (17, HCP_MAX), {"u": (5, 13)},
                      guards=(guard, "u>t")),
                _rule(ctx, f"{level + 1}u", "strong double: 5+{u}", (17, HCP_MAX), {"u": (5, 13)},
                      guards=(guard, "u<t")),
                _rule(ctx, f"{level}NT", "strong double: balanced, a stopper in {s}", notrump, bal=True,
                      guards=(guard,), require="stopper_s"),
                _rule(ctx, "P", "no extra values to show", (12, 18), guards=(guard,)),
            ]
            if prefix == "1s X P":
                rules += _over_the_doublers_notrump(f"{ctx} {level}NT P", level, guard)
            if level == 1:
                rules += _over_the_doublers_raise(ctx)
        # after the invitational jump answer in a major (9-11 HCP, four cards): game with four
        # cards from 14 HCP, or with three from 17; else a pass on 12-16
        for level, guard in ((2, "M>s"), (3, "M<s")):
            ctx = f"{prefix} {level}M P"
            rules += [
                _rule(ctx, "4M", "accepts the invitation: 4+{M}", (14, HCP_MAX), {"M": (4, 13)},
                      guards=(guard,), contract_only=True),
                _rule(ctx, "4M", "accepts the invitation: 3+{M}, a strong double", (17, HCP_MAX),
                      {"M": (3, 13)}, guards=(guard,), contract_only=True),
                _rule(ctx, "P", "declines the invitation", (12, 16), guards=(guard,)),
            ]
    return rules


def _over_the_doublers_raise(ctx: str) -> list[Rule]:
    """The advancer after the doubler raises his forced one-level answer in a major (``ctx``:
    1C X P 1H P, the answer showing 0-8 HCP): over the raise (16-18, four cards) game on 7-8 HCP,
    or on 5-6 with five cards; over the jump raise (19+, or 16+ on five losers) game on 4+;
    else a pass. (A raised minor is left to the simulation.)"""
    raised, jumped = f"{ctx} 2t P", f"{ctx} 3t P"
    return [
        _rule(raised, "4t", "accepts the invitation", (7, 8), guards=("t>D",), contract_only=True),
        _rule(raised, "4t", "accepts the invitation: 5+{t}", (5, 6), {"t": (5, 13)}, guards=("t>D",),
              contract_only=True),
        _rule(raised, "P", "declines the invitation", (0, 6), guards=("t>D",)),
        _rule(jumped, "4t", "accepts the invitation", (4, 8), guards=("t>D",), contract_only=True),
        _rule(jumped, "P", "declines the invitation", (0, 3), guards=("t>D",)),
    ]


def _over_the_doublers_notrump(ctx: str, level: int, guard: str) -> list[Rule]:
    """The advancer after the direct doubler's cheapest no-trump over his forced answer (``ctx``:
    1C X P 1D P 1NT P, 19-21 HCP, balanced, their suit stopped; the answer showed 0-8): 3NT on 6+
    HCP; over the one-level no-trump 2NT invites on 4-5, and the doubler bids 3NT on 20-21; over
    the two-level one (no room to invite) 3NT already on 5; else a pass."""
    if level == 2:
        return [_rule(ctx, "3NT", "to play", (5, 8), guards=(guard,), contract_only=True),
                _rule(ctx, "P", "no game in view", (0, 4), guards=(guard,))]
    return [
        _rule(ctx, "3NT", "to play", (6, 8), guards=(guard,), contract_only=True),
        _rule(ctx, "2NT", "invites game", (4, 5), guards=(guard,)),
        _rule(ctx, "P", "no game in view", (0, 3), guards=(guard,)),
        *_accepts(f"{ctx} 2NT P", Strain.NT, (19, 21), 0, accept_from=20),
    ]


def _doubler_after_a_preemptive_raise() -> list[Rule]:
    """The takeout doubler of a one-level opening after responder's preemptive jump raise and two
    passes (1D X 3D P P): partner passed with 0-10 HCP and no suit to bid freely, so the doubler
    acts again only with extra values or a long suit, at the three level: his own good six-card
    suit on 12+ HCP, a good five-card major on 16+, a second takeout double short in their suit on
    16+ (two cards on 18+), a good five-card minor on 16+, 3NT balanced on 19+ with their suit
    stopped, else a pass on 12-16. A suit at the four level (below theirs) and a stronger hand
    that fits none are left to the simulation (on 4,000 deals, six cards bid at the four level
    lost 15 IMPs where the simulation passed). Partner answers the second double as a takeout
    double of the raise (his longest unbid suit at its cheapest level), bids game in a five-card
    major on 8-10 HCP, 3NT on 9-10 with their suit stopped and no four-card major, and passes for
    penalty with three of the top five honours in their suit; over his answer in a major at the
    three level the doubler raises to game with four trumps on 18+ HCP."""
    ctx = "1s X 3s P P"
    rules = [
        _rule(ctx, "3t", "extra values: good 6+{t}", (12, HCP_MAX), {"t": (6, 13)}, guards=("t>s",),
              require="good_suit"),
        # a five-card major before the double, which may push partner to the four level in a minor
        _rule(ctx, "3t", "extra values: good 5+{t}", (16, HCP_MAX), {"t": (5, 13)}, guards=("t>s", "t>D"),
              require="good_suit"),
        _rule(ctx, "X", "takeout double again: short in {s}, extra values", (16, HCP_MAX), {"s": (0, 1)},
              require="takeout_shape"),
        _rule(ctx, "X", "takeout double again: a strong double, short in {s}", (18, HCP_MAX), {"s": (0, 2)}),
        _rule(ctx, "3t", "extra values: good 5+{t}", (16, HCP_MAX), {"t": (5, 13)}, guards=("t>s", "t<H"),
              require="good_suit"),
    ]
    rules += [
        _rule(ctx, "3NT", "to play: balanced, a stopper in {s}, a strong double", (19, HCP_MAX), bal=True,
              require="stopper_s", contract_only=True),
        _rule(ctx, "P", "no extra values", (12, 16)),
    ]
    for opening in SUIT_STRAINS:
        o = opening.letter
        answer = f"1{o} X 3{o} P P X P"
        rules.append(_rule(answer, "P", f"penalty pass: strong {_SYMBOL[opening]}", (3, 10), {o: (4, 13)},
                           require="strong_trumps_behind"))
        majors = [major for major in _MAJORS if major is not opening]
        rules += [_rule(answer, f"4{major.letter}", f"game: 5+{_SYMBOL[major]}", (8, 10),
                        {major.letter: (5, 13)}, contract_only=True) for major in majors]
        rules.append(_rule(answer, "3NT", f"to play: a stopper in {_SYMBOL[opening]}, no four-card major",
                           (9, 10), {major.letter: (0, 3) for major in majors}, require="stoppers",
                           contract_only=True))
        rules += _advances_of_takeout(opening, answer, bid(3, opening))
        for major in majors:
            if major > opening:  # the answer at the three level, which the doubler raises to game
                m = major.letter
                rules.append(_rule(f"{answer} 3{m} P", f"4{m}",
                                   f"raise to game: 4+{_SYMBOL[major]}, a strong double", (18, HCP_MAX),
                                   {m: (4, 13)}, contract_only=True))
    return rules


def _advances_of_a_notrump_overcall() -> list[Rule]:
    """The advancer after partner's natural overcall of 1NT (8-15 HCP, a good five-card suit),
    direct or balancing, responder having passed. The opener holds 15-17, so game needs a fit
    and 14+ HCP: a major is raised to game then with three trumps; four trumps raise to the
    three level on 8-13 (nine trumps together). Without a fit, a six-card suit of his own is bid
    to play (5-11 HCP, at most one card of partner's suit); otherwise he passes (0-13; stronger
    hands are left to the simulation)."""
    rules: list[Rule] = []
    for ctx in ("1NT 2s P", "1NT P P 2s P"):
        rules += [
            _rule(ctx, "4s", "raise to game: 3+{s}", (14, HCP_MAX), {"s": (3, 13)}, guards=("s>D",),
                  contract_only=True),
            _rule(ctx, "3s", "raise: 4+{s}", (8, 13), {"s": (4, 13)}),
            _rule(ctx, "2t", "to play: six-card {t} suit", (5, 11), {"t": (6, 13), "s": (0, 1)},
                  guards=("t>s",)),
            _rule(ctx, "3t", "to play: six-card {t} suit", (8, 11), {"t": (6, 13), "s": (0, 1)},
                  guards=("t<s",)),
            _rule(ctx, "P", "no suitable action", (0, 13)),
        ]
    return rules


def _advances_of_a_balancing_notrump() -> list[Rule]:
    """The advancer after partner's balancing 1NT (1D P P 1NT P: 11-14 HCP, balanced, a stopper in
    the opening suit), his first call. Game needs about 25 HCP together: game in a six-card major of
    his own on 10+ HCP, 3NT on 13+, 2NT to invite on 11-12 (accepted on 13-14), a six-card suit of
    his own at the two level to play on 0-10, else a pass (0-10)."""
    rules: list[Rule] = []
    for opening in SUIT_STRAINS:
        ctx = f"1{opening.letter} P P 1NT P"
        others = [suit for suit in reversed(SUIT_STRAINS) if suit is not opening]
        rules += [_rule(ctx, f"4{major.letter}", f"to play: 6+{_SYMBOL[major]}", (10, HCP_MAX),
                        {major.letter: (6, 13)}, contract_only=True) for major in others if major in _MAJORS]
        rules += [
            _rule(ctx, "3NT", "game values", (13, HCP_MAX), contract_only=True),
            _rule(ctx, "2NT", "invitation", (11, 12)),
            _rule(f"{ctx} 2NT P", "3NT", "accepts the invitation", (13, 14), contract_only=True),
            _rule(f"{ctx} 2NT P", "P", "declines the invitation", (11, 12)),
        ]
        rules += [_rule(ctx, f"2{suit.letter}", f"to play: 6+{_SYMBOL[suit]}", (0, 10),
                        {suit.letter: (6, 13)}) for suit in others]
        rules.append(_rule(ctx, "P", "no suitable action", (0, 10)))
    return rules


def _advances_over_a_weak_two() -> list[Rule]:
    """The advancer after partner's natural overcall of a weak two (10-18 HCP at the two level,
    12-18 at the three level, a good five-card suit), direct or balancing, responder having
    passed. A major is raised to game with three trumps (from 12 HCP over a two-level overcall,
    10 over a three-level one), or over a two-level one raised once on 7-11; no-trump is bid
    with their suit stopped (2NT invites on 10-11 over a two-level overcall, 3NT on 12-16, or
    10-16 over a three-level one); a minor is raised to game with four trumps on 12+ HCP, and
    to four on 7-11. Without a fit (two cards or fewer), a six-card major of his own goes to game
    on 10-16 and a five-card suit is shown at its cheapest level on 8-13 (not forcing). Else he
    passes (0-11; stronger hands are left to the simulation)."""
    rules: list[Rule] = []
    for prefix in ("2s", "2s P P"):
        for level, guard in ((2, "t>s"), (3, "t<s")):
            ctx = f"{prefix} {level}t P"
            notrump = (12, 16) if level == 2 else (10, 16)
            rules += [
                _rule(ctx, "4t", "game: 3+{t}", (12 if level == 2 else 10, HCP_MAX), {"t": (3, 13)},
                      guards=(guard, "t>D"), contract_only=True),
                _rule(ctx, "3NT", "to play: a stopper in {s}", notrump, guards=(guard,),
                      require="stopper_s", contract_only=True),
                _rule(ctx, "4u", "to play: 6+{u}", (10, 16), {"u": (6, 13), "t": (0, 2)},
                      guards=(guard, "u>D"), contract_only=True),
                _rule(ctx, f"{level + 1}t", "raise: 3+{t}" if level == 2 else "raise: 4+{t}", (7, 11),
                      {"t": (3 if level == 2 else 4, 13)},
                      guards=(guard,) if level == 2 else (guard, "t<H")),
            ]
            if level == 3:  # a two-level overcall of a weak two is always a major
                rules.append(_rule(ctx, "5t", "game: 4+{t}", (12, HCP_MAX), {"t": (4, 13)},
                                   guards=(guard, "t<H"), contract_only=True))
            # a new suit at its cheapest level: above partner's at his level, below it one higher
            new_suits = (("2u", "u>t"), ("3u", "u<t")) if level == 2 else (("3u", "u>t"),)
            rules += [_rule(ctx, call, "advance in a new suit: 5+{u}, not forcing", (8, 13),
                            {"u": (5, 13), "t": (0, 2)}, guards=(guard, order)) for call, order in new_suits]
            if level == 2:
                rules.append(_rule(ctx, "2NT", "natural: a stopper in {s}, invites game", (10, 11),
                                   guards=(guard,), require="stopper_s"))
            rules.append(_rule(ctx, "P", "no suitable call", (0, 11), guards=(guard,)))
    return _weak_twos_only(rules)


def _advances_of_a_notrump_overcall_of_a_weak_two() -> list[Rule]:
    """The advancer after partner's 2NT over a weak two (15-18 HCP, balanced, their suit stopped),
    direct or balancing, responder having passed: game in a six-card major on 6-14 HCP, a
    five-card major at the three level forcing to game on 8-14 (the overcaller raises to game with
    three cards, else bids 3NT), 3NT on 8-15, else a pass (0-7). Slam values (16+) are left to
    the simulation."""
    rules: list[Rule] = []
    for ctx in ("2s 2NT P", "2s P P 2NT P"):
        rules += [
            _rule(ctx, "4M", "to play: 6+{M}", (6, 14), {"M": (6, 13)}, contract_only=True),
            _rule(ctx, "3M", "natural: 5+{M}, forcing to game", (8, 14), {"M": (5, 13)}, forcing=_FG,
                  contract_only=True),
            _rule(ctx, "3NT", "to play", (8, 15), contract_only=True),
            _rule(ctx, "P", "no game in view", (0, 7)),
            _rule(f"{ctx} 3M P", "4M", "three-card support", (15, 18), {"M": (3, 13)}),
            _rule(f"{ctx} 3M P", "3NT", "two-card support", (15, 18), {"M": (0, 2)}),
        ]
    return _weak_twos_only(rules)


def _quiet_defenders() -> list[Rule]:
    """The pass of a defender whose side has only passed while the opponents bid on, where no
    rule says more (``@quiet_defender``): over a strong 2C or a 2NT opening, and after the first
    pass, as the opponents' auction goes on (1S P 1NT P 2C, 1NT P 2D P 2H). It promises at most
    16 HCP, as the first pass did. A hand with a six-card suit is left to the simulation, which
    may compete with it (the judgement ``no_six_card_suit``, not part of the meaning: the
    simulation may pass with it too, and a meaning must hold for every hand that makes the
    call). Balancing seats, after the opponents' pass, are not covered here (the single raise
    has its own rules, :func:`_balancing_over_a_raise`), nor games and slams, where the
    simulation weighs a penalty double."""
    return [_rule("@quiet_defender", "P", "no suitable action", (0, 16), require="no_six_card_suit")]


def _long_major_game(prefix: str) -> Rule:
    """Over a preempt (``prefix``): game in a long major with a strong hand (the losers allow it)."""
    return _rule(prefix, "4M", "to play: long {M} suit, a strong hand", (12, 18), {"M": (6, 13)},
                 require="game_losers", contract_only=True)


def _weak_twos_only(rules: list[Rule]) -> list[Rule]:
    """``rules`` over an opponent's two-level opening ``2s``, kept to the weak twos (2D, 2H, 2S).
    The strong 2C is artificial: a double or a suit over it does not answer a club suit."""
    return [replace(rule, guards=(*rule.guards, "s>C")) for rule in rules]


def _opener_after_a_raise_over_the_double(rules: Sequence[Rule]) -> list[Rule]:
    """Opener after a takeout double, responder's raise and a pass (1S X 2S P, 1S X 3S P). The
    single raise shows what it shows without the double (6-10), so opener rebids as after
    1S P 2S P: game, a game try or a pass, and responder answers the try as there. The jump is
    preemptive (0-9, four trumps): opener bids game in a major only with the values to raise a
    preempt to game on his own (19+ HCP or five losers), else passes; in a minor he passes up to
    18 HCP (a stronger hand is left to the simulation)."""
    copies: list[Rule] = []
    for opening in SUIT_STRAINS:
        o = opening.letter
        copies += _subtree(rules, f"1{o} P 2{o} P", f"1{o} X 2{o} P")
        ctx = f"1{o} X 3{o} P"
        if opening in _MAJORS:
            copies += [_rule(ctx, f"4{o}", "to play", (14, HCP_MAX), contract_only=True,
                             require="raises_to_game"),
                       _rule(ctx, "P", "no game interest", (12, HCP_MAX))]
        else:
            copies.append(_rule(ctx, "P", "no game interest", (12, 18)))
    return copies


def _escapes_from_the_redouble(opening: Strain) -> list[Rule]:
    """After a takeout double of a one-level opening and responder's redouble (1D X XX: 10+ HCP,
    the hand is theirs), the doubled side does not sit in the redoubled contract: the advancer
    bids his longest unbid suit with four cards on 0-9 HCP; when he passes and opener passes, the
    doubler bids his own longest unbid suit."""
    o = opening.letter
    rules: list[Rule] = []
    for ctx, hcp, least in ((f"1{o} X XX", (0, 9), 4), (f"1{o} X XX P P", (12, HCP_MAX), 3)):
        for new in SUIT_STRAINS:
            if new is not opening:
                rules.append(_rule(ctx, f"{1 if new > opening else 2}{new.letter}",
                                   f"escapes the redouble: longest unbid suit, {least}+{_SYMBOL[new]}", hcp,
                                   {new.letter: (least, 13)}, require="longest_unbid"))
    return rules


def _free_advances_of_takeout(opening: Strain, raised: int) -> list[Rule]:
    """Partner doubled a one-level opening for takeout and responder raised it to ``raised``:
    game in a four-card major with the values, else the longest unbid suit with some values (with
    nothing, a pass; the double is no longer forced to be answered)."""
    o = opening.letter
    ctx = f"1{o} X {raised}{o}"
    rules: list[Rule] = []
    for major in _MAJORS:
        if major is not opening:
            rules.append(_rule(ctx, f"4{major.letter}", f"game: 4+{_SYMBOL[major]}", (11, HCP_MAX),
                               {major.letter: (4, 13)}, contract_only=True))
    for new in SUIT_STRAINS:
        if new is opening:
            continue
        cheap = raised if new > opening else raised + 1
        if cheap > 4 or (cheap == 4 and new in _MAJORS):
            continue
        least = 4 if cheap <= 3 else 5
        rules.append(
            _rule(
                ctx,
                f"{cheap}{new.letter}",
                f"free bid: longest unbid suit, {least}+{_SYMBOL[new]}",
                (7, 10) if raised == 2 else (8, 10),
                {new.letter: (least, 13)},
                require="longest_unbid",
            )
        )
    rules.append(_rule(ctx, "P", "no suitable call", (0, 10)))
    return rules


def _answers_to_the_cue_bid(doubled: str, their: Strain, cue: Bid) -> list[Rule]:
    """The takeout doubler answers partner's ``cue`` bid of the opponents' suit ``their`` (game
    values; ``doubled`` is the auction up to the double and a pass): a five-card major (spades
    first), a four-card major (hearts first), no-trump with a stopper, a five-card minor, else a
    three-card major; then partner bids game in the major found, or 3NT with a stopper."""
    ctx = f"{doubled} {cue.short} P"
    rules: list[Rule] = []
    majors = [major for major in _MAJORS if major is not their]
    minors = [minor for minor in _MINORS if minor is not their]
    tsym = _SYMBOL[their]

    def answer(strain: Strain, text: str, lengths: Mapping[str, tuple[int, int]] | None = None,
               require: str | None = None) -> Bid:
        call = bid(_cheapest_level(strain, cue), strain)
        rules.append(_rule(ctx, call.short, text, (12, HCP_MAX), lengths, require=require))
        return call

    # a five-card major first (spades with five of each), then a four-card one, hearts first
    for major in reversed(majors):
        answer(major, f"answers the cue bid: five {_SYMBOL[major]}", {major.letter: (5, 13)})
    found = {answer(major, f"answers the cue bid: four {_SYMBOL[major]}", {major.letter: (4, 13)}): major
             for major in majors}
    notrump = answer(Strain.NT, f"answers the cue bid: a stopper in {tsym}", require="stoppers")
    shown_minors = [answer(minor, f"answers the cue bid: five {_SYMBOL[minor]}", {minor.letter: (5, 13)})
                    for minor in minors]
    for major in majors:
        answer(major, f"answers the cue bid: three {_SYMBOL[major]}, no four-card major",
               {major.letter: (3, 3)})
    for shown, major in found.items():
        if shown.level < 4:
            rules.append(_rule(f"{ctx} {shown.short} P", f"4{major.letter}", f"game: 4+{_SYMBOL[major]}",
                               (12, HCP_MAX), {major.letter: (4, 13)}, contract_only=True))
    # after any suit shown below 3NT, 3NT with their suit stopped (after a major, below its game)
    for shown in [*found, *shown_minors]:
        if shown.level <= 3:
            rules.append(_rule(f"{ctx} {shown.short} P", "3NT", f"to play: a stopper in {tsym}",
                               (12, HCP_MAX), require="stoppers", contract_only=True))
    if notrump.level < 3:
        rules.append(_rule(f"{ctx} {notrump.short} P", "3NT", "to play", (12, HCP_MAX), contract_only=True))
    return rules


def _advances_of_preempt_double(level: int, ctx: str) -> list[Rule]:
    """Partner doubled a weak two or a three-level preempt for takeout: game in a four-card major
    or 3NT with game values, else (over a weak two) the cue bid (slam values are left to the
    simulation); a jump with 9-10 when it stays below game; a pass to defend, with length in
    their suit; else the longest unbid suit at the cheapest level."""
    game_values = (11, 15) if level == 2 else (9, 15)  # with more, slam is for the simulation
    rules = [
        _rule(ctx, "4M", "game: 4+{M}", game_values, {"M": (4, 13)}, contract_only=True),
        _rule(ctx, "3NT", "to play: a stopper in {s}", game_values, require="stopper_s", contract_only=True),
    ]
    if level == 2:
        rules += [
            _rule(ctx, "3s", "cue bid: game values, asks for a major or a stopper", game_values, forcing=_F1,
                  contract_only=True),
            _rule(ctx, "3t", "jump: invitational, 4+{t}", (9, 10), {"t": (4, 13)}, guards=("t>s",),
                  require="longest_unbid"),
            _rule(
                ctx, "2NT", "natural: a stopper in {s}, invites game", (9, 10), bal=True, require="stopper_s"
            ),
        ]
    rules += [
        _rule(ctx, "P", "penalty pass: long strong {s}", (6, HCP_MAX) if level == 2 else (8, HCP_MAX),
              {"s": (5, 13) if level == 2 else (4, 13)}),
        _rule(ctx, f"{level}t", "forced answer: longest unbid suit ({t})", (0, game_values[0] - 1),
              {"t": (3, 13)}, guards=("t>s",), require="longest_unbid"),
        _rule(ctx, f"{level + 1}t", "forced answer: longest unbid suit ({t})", (0, game_values[0] - 1),
              {"t": (3, 13)}, guards=("t<s",), require="longest_unbid"),
        # auction bridge: no game to reach, so just enough to win the auction
        _rule(ctx, f"{level}t", "longest unbid suit ({t}), values", (game_values[0], HCP_MAX), {"t": (3, 13)},
              guards=("t>s",), require="longest_unbid", auction_only=True),
        _rule(ctx, f"{level + 1}t", "longest unbid suit ({t}), values", (game_values[0], HCP_MAX),
              {"t": (3, 13)}, guards=("t<s",), require="longest_unbid", auction_only=True),
    ]
    return rules


def _advances_of_takeout(opening: Strain, ctx: str, doubled: Bid | None = None) -> list[Rule]:
    """Partner doubled for takeout (``ctx`` ends with the double and a pass): with game values
    game in a five-card major, 3NT with a stopper or the cue bid (2NT invites on 11-12); jump
    with 9-11, else the longest suit. ``doubled`` is the bid partner doubled when it is not the
    one-level opening (a raise of ``opening`` or a 1NT response, doubled by the fourth hand):
    then the answers start above it, a jump is made only to the three level (9-11 HCP in a suit
    whose jump would pass it bid at the cheapest level), and there is no no-trump answer,
    game-values answer or penalty pass."""
    o = opening.letter
    last = doubled if doubled is not None else bid(1, opening)
    rules: list[Rule] = []

    if doubled is None:  # game values: game in a five-card major, 3NT with a stopper, else the cue bid
        osym = _SYMBOL[opening]
        for major in _MAJORS:
            if major is not opening:
                rules.append(_rule(ctx, f"4{major.letter}", f"game: 5+{_SYMBOL[major]}", (12, 16),
                                   {major.letter: (5, 13)}, contract_only=True))
        rules += [
            _rule(ctx, "3NT", f"to play: a stopper in {osym}", (13, 16), bal=True, require="stoppers",
                  contract_only=True),
            _rule(ctx, f"2{o}", "cue bid: game values, asks for a major or a stopper", (12, HCP_MAX),
                  forcing=_F1, contract_only=True),
            _rule(ctx, "2NT", f"natural: a stopper in {osym}, invites game", (11, 12), bal=True,
                  require="stoppers"),
            # auction bridge: no game to reach, so just enough to win the auction
            _rule(ctx, "1NT", f"natural: a stopper in {osym}, values", (12, HCP_MAX), bal=True,
                  require="stoppers", auction_only=True),
        ]
        rules += [_rule(ctx, f"{_cheapest_level(new, last)}{new.letter}",
                        f"longest unbid suit ({_SYMBOL[new]}), values", (12, HCP_MAX), {new.letter: (3, 13)},
                        require="longest_unbid", auction_only=True)
                  for new in SUIT_STRAINS if new is not opening]
    # 9-11 HCP: a jump in the longest unbid suit (majors first), or its cheapest bid where the
    # jump would pass the three level
    for major_first in (True, False):
        for new in SUIT_STRAINS:
            if new is opening or (new in _MAJORS) != major_first:
                continue
            cheapest = _cheapest_level(new, last)
            if cheapest + 1 <= 3:
                call, text = f"{cheapest + 1}{new.letter}", f"jump: invitational, 4+{_SYMBOL[new]}"
            else:
                call, text = f"{cheapest}{new.letter}", f"longest unbid suit ({_SYMBOL[new]}), 9-11 HCP"
            rules.append(_rule(ctx, call, text, (9, 11), {new.letter: (4, 13)}, require="longest_unbid"))
    if doubled is None:
        rules.append(_rule(ctx, "1NT", f"natural: a stopper in {_SYMBOL[opening]}", (6, 10), bal=True,
                           require="stoppers"))
    for new in SUIT_STRAINS:
        if new is opening:
            continue
        rules.append(
            _rule(
                ctx,
                f"{_cheapest_level(new, last)}{new.letter}",
                f"forced answer: longest unbid suit ({_SYMBOL[new]})",
                (0, 8),
                {new.letter: (3, 13)},
                require="longest_unbid",
            )
        )
    if doubled is None:
        rules.append(_rule(ctx, "P", f"penalty pass: long strong {_SYMBOL[opening]}", (6, HCP_MAX),
                           {o: (5, 13)}))
    return rules


def _systems_on_over_a_notrump_overcall(rules: Sequence[Rule]) -> list[Rule]:
    """The advancer of a direct 1NT overcall (1H 1NT P: 15-18 HCP, balanced, their suit stopped)
    plays the agreements over partner's 1NT opening (systems on, as SAYC plays it): Stayman,
    the transfers, the invitations and the games, and the rest of the auction after them, while
    the opponents pass. The opponents' contexts after 1NT (1NT P P, the balancing seat) are not
    copied."""
    responder = [rule for rule in rules if not rule.when.startswith("1NT P P")]
    return [copy for opening in SUIT_STRAINS
            for copy in _subtree(responder, "1NT P", f"1{opening.letter} 1NT P")]


def _over_a_double_of_one_notrump(rules: Sequence[Rule]) -> list[Rule]:
    """Responder after a penalty double of partner's 1NT (1NT X), and the rest of that auction.

    The redouble comes first: 9+ HCP without a five-card major, so the partnership holds 24+ and
    1NT redoubled should make; opener passes it, and when the doubler's side runs to a suit,
    opener doubles it for penalty with four cards of it, else passes (forcing: responder doubles
    with three). Otherwise the agreements over 1NT stay on (systems on, as SAYC plays them):
    Texas and Jacoby transfers, Stayman and the invitation in no-trump, with the rest of the
    auction after them while the doubler's side passes. The raises to 3NT and beyond are the
    redouble's hands. Responder's pass is left to the simulation, and so is opener's call after
    it: with the weak pass of the undoubled auction (0-7 HCP) opener stayed in 1NT doubled, and
    on 282 deals through 1NT X that lost 63 IMPs to the simulation's escapes. Only our side's
    contexts are copied (the fourth hand's calls over Stayman and the transfers, and the
    balancing seat, are the opponents')."""
    found = [
        _rule("1NT X", "XX", "redouble: values, 1NT redoubled to play", (9, HCP_MAX),
              {"H": (0, 4), "S": (0, 4)}),
        _rule("1NT X XX P", "P", "to play 1NT redoubled", (15, 17)),
    ]
    for their in SUIT_STRAINS:
        s, sym = their.letter, _SYMBOL[their]
        escape = f"1NT X XX 2{s}"
        found += [
            _rule(escape, "X", f"penalty double: 4+{sym}", (15, 17), {s: (4, 13)}),
            _rule(escape, "P", f"forcing pass: fewer than four {sym}, responder decides", (15, 17),
                  {s: (0, 3)}, forcing=_F1),
            _rule(f"{escape} P P", "X", f"penalty double: 3+{sym}", (9, HCP_MAX), {s: (3, 13)}),
            _rule(f"{escape} X P", "P", "leaves the penalty double in", (9, HCP_MAX)),
        ]
    left_out = ("3NT", "4NT", "6NT", "7NT", "P")  # the redouble's hands, and the simulation's pass

    def ours(rule: Rule) -> bool:
        """A rule of our side's (the call after an even number of calls) in the auction after
        1NT P, except the calls left out and the auctions after them."""
        calls = rule.when.split()
        if calls[:2] != ["1NT", "P"] or len(calls) % 2:
            return False
        return (rule.call if len(calls) == 2 else calls[2]) not in left_out

    return found + _subtree([rule for rule in rules if ours(rule)], "1NT P", "1NT X")


def _opener_rebids_over_a_double_of_the_response(rules: Sequence[Rule]) -> list[Rule]:
    """Opener after the fourth hand doubles responder's one-level new suit for takeout (1D P 1H X:
    the two unbid suits): his rebids are those without the double (a raise with four cards, a new
    suit, no-trump, his own suit again), and the rest of the auction after them as without it
    while the doubler's partner passes."""
    return [copy for opening in SUIT_STRAINS for response in SUIT_STRAINS if response > opening
            for copy in _subtree(rules, f"1{opening.letter} P 1{response.letter} P",
                                 f"1{opening.letter} P 1{response.letter} X")]


def _opener_over_a_raise_after_an_overcall(rules: Sequence[Rule]) -> list[Rule]:
    """Opener after an overcall, responder's single raise of his major and a pass (1H 1S 2H P):
    game, the invitation or a pass on the values he has for them without the overcall, and
    responder's answer to the invitation, while the overcaller passes."""
    return [copy for opening, _, their in _overcalls() if opening in _MAJORS
            for copy in _subtree(rules, f"1{opening.letter} P 2{opening.letter} P",
                                 f"1{opening.letter} {their.short} 2{opening.letter} P")]


def _responder_over_a_raise_after_an_overcall(rules: Sequence[Rule]) -> list[Rule]:
    """Responder after an overcall of his one-level major and opener's single raise of it
    (1C P 1H 1S 2H P): game, the invitation or a pass on the values he has for them without the
    overcall, and opener's answer to the invitation, while the overcaller's side passes. (Not a
    raised minor, whose no-trump games would need a stopper in the overcall.)"""
    copies: list[Rule] = []
    for opening, response, their in _overcalls_of_a_response():
        if response in _MAJORS and their < bid(2, response):
            o, r = opening.letter, response.letter
            copies += _subtree(rules, f"1{o} P 1{r} P 2{r} P", f"1{o} P 1{r} {their.short} 2{r} P")
    return copies


def build_system() -> tuple[Rule, ...]:
    """The whole table, in the order the bots try it."""
    rules = (
        _conventions()
        + _openings()
        + _notrump_responses()
        + _two_club_rules()
        + _weak_two_responses()
        + _responses_to_suit()
        + _opener_rebids()
        + _opener_rebids_over_overcall()
        + _opener_after_negative_double()
        + _opener_after_a_negative_double_and_a_raise()
        + _responder_over_a_weak_jump_overcall()
        + _opener_after_a_negative_double_of_a_jump()
        + _after_a_new_suit_over_a_jump()
        + _after_a_two_level_free_bid()
        + _over_an_overcall_of_two_over_one()
        + _opener_over_the_overcallers_raise()
        + _competing_over_a_single_raise()
        + _opener_reopens()
        + _opener_after_raised_overcall()
        + _opener_over_a_late_overcall()
        + _opener_after_a_balancing_overcall()
        + _opener_over_a_balancing_double()
        + _fourth_hand_over_a_response()
        + _balancing_over_a_raise()
        + _fourth_hand_over_stayman_and_transfers()
        + _responder_cue_bids()
        + _competition()
        + _notrump_interference()
        + _responder_over_notrump_overcall()
        + _doubler_rebids()
        + _doubler_after_a_preemptive_raise()
        + _advances_of_a_notrump_overcall()
        + _advances_of_a_balancing_notrump()
        + _advances_over_a_weak_two()
        + _advances_of_a_notrump_overcall_of_a_weak_two()
    )
    rules += _systems_on_over_a_notrump_overcall(rules)
    rules += _over_a_double_of_one_notrump(rules)
    rules += _opener_rebids_over_a_double_of_the_response(rules)
    rules += _opener_over_a_raise_after_an_overcall(rules)
    rules += _responder_over_a_raise_after_an_overcall(rules)
    by_context = _rules_by_context(rules)
    return tuple(rules + _opener_rebids_after_a_free_bid(by_context)
                 + _later_calls_after_a_free_bid(by_context)
                 + _opener_after_a_raise_over_the_double(rules)
                 + _advances_of_a_balancing_overcall(by_context) + _quiet_defenders())


SYSTEM: tuple[Rule, ...] = build_system()
"""The SAYC-like system every bot plays (see the module docstring)."""


def rules_by_length(rules: tuple[Rule, ...]) -> dict[int, list[Rule]]:
    """Pattern rules grouped by the number of calls in their context (for fast lookup)."""
    grouped: dict[int, list[Rule]] = {}
    for rule in rules:
        if not rule.situational:
            grouped.setdefault(len(rule.context), []).append(rule)
    return grouped


__all__ = [
    "SYSTEM", "Rule", "MeaningSpec", "Ask", "REQUIRES", "SITUATIONS", "agreed_suit", "artificial_last_bid",
    "rules_by_length",
]
