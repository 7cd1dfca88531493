"""Classic auctions: the bidding system makes the textbook call, and explains it."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from bidding_helpers import calls_of, view_after

from trumps.bots.bidding import Bidder, BiddingBot, constraints_for, explain_call, meaning_of
from trumps.bots.bidding import bidder as bidder_module
from trumps.bots.bidding.context import Situation, Token
from trumps.bots.bidding.hand import HandFacts
from trumps.bots.bidding.interpret import AUCTION_CONTENT, Style, applicable, rule_calls, seat_constraints
from trumps.bots.bidding.meaning import Forcing
from trumps.bots.bidding.simulate import best_candidate
from trumps.bots.bidding.system import REQUIRES, SYSTEM, Ask, Rule, agreed_suit
from trumps.bots.constraints import HandConstraint
from trumps.core.auction import first_illegal
from trumps.core.calls import DOUBLE, PASS, Bid, Call, Strain, bid, parse_call
from trumps.core.cards import CardSet
from trumps.core.deal import Deal
from trumps.core.seats import Seat
from trumps.core.table import SeatView
from trumps.rules import find_rules

CONTRACT = Bidder(seed=1)
AUCTION_1920 = Bidder(find_rules("auction-1920"), seed=1)


def call_for(hand: str, auction: str, bidder: Bidder = CONTRACT) -> Call:
    return bidder.choose(view_after(hand, auction))


# (hand, auction so far, expected call, why)
CASES = [
    ("AK32.KQ4.J32.Q32", "", "1NT", "15 HCP balanced opens 1NT"),
    ("AK32.KQ4.AJ2.K32", "", "2NT", "20 HCP balanced opens 2NT"),
    ("AKQ32.AK4.AQ2.K2", "", "2C", "24 HCP opens a strong 2C"),
    ("AK.T.AKJT9876.AQ", "", "2C", "21 HCP and three losers: nine playing tricks open 2C"),
    ("AK.T2.AKJT98.AQ6", "", "1D", "20 HCP and four losers open at the one level"),
    ("AQ932.K4.Q32.K32", "", "1S", "five spades open 1S"),
    ("AQ32.K4.Q32.K432", "", "1C", "no five-card major, 3-4 minors: the longer minor"),
    ("AQ32.K4.Q432.K32", "", "1D", "four diamonds, three clubs: 1D"),
    ("32.KQJ932.432.32", "", "2H", "weak two: six good hearts, 6 HCP"),
    ("32.4.KQJ9432.432", "", "3D", "preempt: seven good diamonds"),
    ("Q32.J32.Q432.K32", "", "P", "8 HCP passes"),
    # over 1NT
    ("KJ32.Q432.A32.32", "1NT P", "2C", "Stayman with a four-card major and 10 HCP"),
    ("KJ932.432.32.432", "1NT P", "2H", "transfer to spades"),
    ("32.QJ932.K32.432", "1NT P", "2D", "transfer to hearts"),
    ("Q32.K32.KJ32.Q32", "1NT P", "3NT", "11 HCP, no major: 3NT"),
    ("Q32.K32.J432.Q32", "1NT P", "2NT", "8 HCP, no major: invite"),
    ("32.432.J432.Q432", "1NT P", "P", "3 HCP: pass"),
    # answers
    ("AK2.KQ32.J32.Q32", "1NT P 2C P", "2H", "Stayman answer: four hearts"),
    ("AK32.KQ2.J32.Q32", "1NT P 2C P", "2S", "Stayman answer: four spades"),
    ("AK2.KQ2.J432.Q32", "1NT P 2C P", "2D", "Stayman answer: no major"),
    ("AK2.KQ2.J432.Q32", "1NT P 2D P", "2H", "completes the transfer"),
    ("8654.A3.K974.A64", "1NT P 2C P 2H P", "3NT", "no heart fit after Stayman: 3NT shows four spades"),
    ("AQ92.KQT8.A65.72", "1NT P 2C P 2H P 3NT P", "4S", "opener with both majors plays the spade fit"),
    ("AQ2.KQT8.A65.732", "1NT P 2C P 2H P 3NT P", "P", "opener without four spades passes 3NT"),
    ("AQ92.KQT8.A65.Q2", "1NT P 2C P 2H P 2NT P", "4S", "a maximum with four spades accepts in spades"),
    # responder raises opener's major after 2C P 2D
    ("T964.KT63.T97.72", "2C P 2D P 2S P", "4S", "after 2C, a weak hand with spade support jumps to game"),
    ("T964.KT63.A97.K2", "2C P 2D P 2S P", "3S", "after 2C, support with values raises, forcing"),
    ("AK2.KQ2.J432.Q32", "1NT P 2H P", "2S", "completes the transfer"),
    # responder's minimum rebids, and his answers to opener's invitations after 1NT
    ("QJ54.AT963.QT.64", "1C P 1H P 1S P", "2S", "9 HCP and four spades: raise opener's second suit"),
    ("KJ7.AQ62.T762.T8", "1C P 1H P 1S P", "1NT", "10 HCP balanced, three spades: 1NT"),
    ("652.Q642.KJ976.K", "1C P 1H P 1S P", "1NT", "9 HCP, three spades and a singleton: 1NT, not a pass"),
    ("J52.QJ642.K976.3", "1C P 1H P 1S P", "P", "7 HCP, three spades and a singleton: pass"),
    ("4.KQT98.K82.QT98", "1D P 1H P 1S P", "1NT", "a singleton in opener's second suit: 1NT, not pass"),
    ("T9.KT54.K732.J95", "1D P 1H P 2C P", "2D", "more diamonds than clubs: preference"),
    ("T9.KT54.K73.J952", "1D P 1H P 2C P", "P", "more clubs than diamonds: pass"),
    ("K9852.A7.QT3.T72", "1D P 1S P 2C P", "2D", "as many diamonds as clubs: preference for the first suit"),
    (".AQJ8432.KQ65.42", "1H P 1S P", "2H", "seven hearts and a minimum: hearts again, not the four diamonds"),
    ("853.AJ.KJ953.T72", "1H P 1NT P 3H P", "4H", "9 HCP and two hearts accept the invitation"),
    ("T54.852.965.AK85", "1D P 1NT P 2NT P", "P", "7 HCP declines the invitation"),
    # the strong double, and the doubler's rebids
    ("AQJ642.Q9.Q2.AQJ", "P 1D", "X", "18 HCP and six spades: too strong to overcall, double first"),
    ("AQJ642.Q9.Q2.AQJ", "P 1D X P 1H P", "1S", "then the strong doubler shows his suit"),
    ("AKQJ9.AK86.K8.73", "1C P P", "X", "20 HCP in the balancing seat: double"),
    ("AKJ92.AK86.K8.73", "1C X P 1H P", "3H", "four hearts, 19 HCP, five losers: jump raise"),
    ("K32.AQ32.32.AQJ2", "1D X P 1H P", "2H", "four hearts and 16 HCP: raise"),
    ("AQ2.KJ3.AQ32.KQ4", "1C X P 1H P", "1NT", "19-21 balanced, clubs stopped: double, then 1NT"),
    ("KJ32.Q32.2.AQ432", "1D X P 1H P", "P", "a minimum takeout double passes the answer"),
    ("AKJ.K.AQJ984.J65", "1H P P X P 2C P", "2D", "the balancing strong double shows his suit"),
    ("AQJ42.K93.82.J42", "1NT P P", "2S", "balancing over 1NT: a good five-card suit"),
    # over 1D a balanced 11-12 without a major invites with 2NT (the raises and 2C used to take it)
    ("KJ3.Q93.KT54.Q32", "1D P", "2NT", "11 HCP balanced with four diamonds over 1D: 2NT, not 3D"),
    ("KJ3.Q93.K54.QT32", "1D P", "2NT", "11 HCP balanced with four clubs over 1D: 2NT, not 2C"),
    ("KJ3.Q9.KT543.Q32", "1D P", "2NT", "11 HCP 5-3-3-2 with five diamonds over 1D: 2NT"),
    ("KJ3.9.AT543.Q932", "1D P", "3D", "10 HCP with a singleton over 1D: still the limit raise"),
    # opener over the invitational 2NT over a minor
    ("JT2.7.AKT65.KQJ4", "1D P 2NT P", "3NT", "14 HCP over the invitational 2NT: 3NT"),
    ("Q93.74.Q875.AKJT", "1D P 2NT P", "P", "12 HCP over the invitational 2NT: pass"),
    ("Q3.74.AQT875.KJ4", "1D P 2NT P", "3D", "13 HCP and six diamonds over the invitational 2NT: 3D"),
    # responder without a fit after 2C 2D and opener's suit
    ("Q.A9864.6532.943", "2C P 2D P 2S P", "3H", "after 2C 2D 2S: five hearts and no fit, 3H"),
    ("98.4.9642.Q98652", "2C P 2D P 2H P", "3C", "after 2C 2D 2H: six clubs and no fit, 3C"),
    ("T83.43.Q864.J854", "2C P 2D P 2H P", "2NT", "after 2C 2D 2H: no fit, 2NT"),
    ("AKQJ74.AK.AQ3.K2", "2C P 2D P 2S P 2NT P", "3S", "over the 2NT: six spades rebid"),
    ("T8.9764.QJ53.874", "2C P 2D P 2S P 2NT P 3S P", "4S", "over the rebid: two spades raise to game"),
    ("QJ62.T.T532.K987", "2C P 2D P 3D P", "4D", "after 2C 2D 3D: four diamonds raise"),
    ("842.AJ32.2.98742", "2C P 2D P 3D P", "3NT", "after 2C 2D 3D: no fit, 3NT"),
    # the advancer of an overcall of a weak two
    ("QJ6.864.KJ5.K963", "2H 3C P", "4C", "over 3C on a weak 2H: four clubs, no stopper, 10 HCP raise"),
    ("82.AQ65.KJ95.953", "2H 3D P", "3NT", "over 3D on a weak 2H: a heart stopper and 10 HCP, 3NT"),
    ("AJ432.KQ7.K.JT96", "2D 2S P", "4S", "over 2S on a weak 2D: three spades and 14 HCP, game"),
    ("J76.A95.76.Q7652", "2H 2S P", "3S", "over 2S on a weak 2H: three spades and 7 HCP raise"),
    ("T65.76.J9542.K84", "2H 2S P", "P", "over 2S on a weak 2H: 4 HCP pass"),
    ("KQT86.32.J54.Q73", "2D 2H P", "2S", "over 2H on a weak 2D: five spades, no fit, 2S at its cheapest"),
    ("AQ9762.K32.J4.T9", "2D 3C P", "4S", "over 3C on a weak 2D: six spades, two clubs, game"),
    # opener's strong rebids after a one-level response
    ("A6.A5.AQ973.KQT9", "1D P 1S P", "3C", "19 HCP, five diamonds and four clubs: the jump shift"),
    ("K.K6.A9542.AKQ87", "1D P 1S P", "3C", "19 HCP and five-five in the minors: the jump shift"),
    ("AK9.KQJ982.2.AK4", "1H P 1S P", "4H", "20 HCP and six hearts: game"),
    ("AK9.KQJ98.2.AK42", "1H P 1S P", "3C", "20 HCP, five hearts and four clubs: the jump shift"),
    # over a weak 2D a five-card major is a forcing new suit, not 3NT
    ("AJ2.AKQT94..AKJT", "2D P", "2H", "22 HCP and six hearts over a weak 2D: the forcing 2H"),
    ("K.K97.Q876.AKQJ2", "2D P", "3NT", "18 HCP without a five-card major over a weak 2D: 3NT"),
    # responder after opener's pass over the fourth hand's overcall
    ("QJT864.AJ864.J.Q", "1D P 1S 2C P P", "3S", "after opener's pass: six spades and 11 HCP invite"),
    ("AQ9862.J3.T42.32", "1D P 1S 2H P P", "2S", "after opener's pass: six spades and 7 HCP compete"),
    ("K8543.A93.QT76.9", "1D P 1S 2C P P", "2D", "after opener's pass: four diamonds compete"),
    ("K8543.A93.Q76.92", "1D P 1S 2C P P", "P", "after opener's pass: five spades and three diamonds pass"),
    ("Q98.AQJ4.T762.T3", "1C P 1H 1S P P", "1NT", "after opener's pass: 1NT with a spade stopper on 9"),
    ("KJ3.AT54.Q93.J32", "1D P 1H 1S P P", "2NT", "after opener's pass: 2NT invites on 11 with a stopper"),
    ("K854.J932.Q76.92", "1H P 1S 2D P P", "2H", "after opener's pass: preference with three hearts"),
    # the balancing seat over a one-level opening
    ("A65.A764.KQ8.832", "1D P P", "1NT", "balancing: 13 HCP balanced with a diamond stopper bids 1NT"),
    ("A65.A764.Q82.832", "1S P P", "P", "balancing: 10 HCP balanced passes"),
    ("AQ2.KJ3.Q32.KJ42", "1D P P", "X", "balancing: 16 HCP balanced doubles, too strong for 1NT"),
    ("AQ2.KJ3.Q32.KJ42", "1D P P X P 1H P", "1NT", "then 1NT shows the balanced 15-18"),
    ("AQ2.KJ3.Q32.KJ42", "1D", "1NT", "in the direct seat the same hand overcalls 1NT"),
    ("AKJ54.K32.Q32.K2", "1D P P", "1S", "balancing: a good five-card suit overcalls rather than double"),
    # responder after 1NT and an overcall, and opener's answers
    ("AQ54.8754.42.AJ5", "1NT 2D", "3D", "cue bid: game values and four-card majors"),
    ("KT82.AQJ.A65.K64", "1NT 2D 3D P", "3S", "over the cue bid: four spades, not four hearts"),
    ("AQ54.8754.42.AJ5", "1NT 2D 3D P 3S P", "4S", "the spade fit found: game"),
    ("A82.943.AQ5.KQJ4", "1NT 2H 3H P", "4C", "over the cue bid: no major, no heart stopper"),
    ("KQ9.Q82.KJ93.T98", "1NT 2H", "3NT", "11 HCP, hearts stopped, no four spades: 3NT"),
    ("92.KQJ84.A93.T98", "1NT 2S", "3H", "five hearts and game values: forcing"),
    ("AQ2.A43.KQ92.J32", "1NT 2S 3H P", "4H", "three-card support for the forcing major"),
    ("AJ2.KQJ984.93.T8", "1NT 2S", "4H", "six hearts and game values"),
    ("932.873.AJ4.KJ93", "1NT 2C", "X", "penalty double: four clubs and values"),
    ("8.QJ9762.J93.T98", "1NT 2C", "2H", "weak with six hearts: to play"),
    ("K85.Q73.KJ2.T986", "1NT 2D", "2NT", "9 HCP, diamonds stopped: invites 3NT"),
    ("Q98.Q962.J93.T98", "1NT 2C", "P", "weak, no long suit: pass"),
    # opener after partner's negative double: the double is forcing
    ("KJ2.K3.98.AJT732", "1C 1D X P", "2C", "six clubs, no four-card major: rebid the clubs"),
    ("K2.AQ54.KJ873.42", "1D 1S X P", "2H", "four hearts, the suit the double showed"),
    ("K2.AQ54.AKJ87.42", "1D 1S X P", "3H", "four hearts and 17 HCP: a jump"),
    ("K2.A54.KJ873.Q42", "1D 1S X P", "1NT", "balanced minimum, spades stopped"),
    ("KQJ98.A54.KJ87.4", "1D 1S X P", "P", "five strong spades behind the overcaller: pass for penalty"),
    ("K2.AQ954.KJ87.42", "1H 2C X P", "2D", "no four spades: a new suit below the opening"),
    ("AK954.2.KJ87.Q42", "1S 2H X P", "3D", "the double showed the minors: four diamonds"),
    ("A53.7.K875.AKQ85", "1C 1H X P", "2D", "16 HCP, four diamonds: a reverse"),
    # advancing an overcall over responder's raise or negative double
    ("K942.Q954.A2.K63", "1C 1H 2C", "3C", "12 HCP and four hearts over the raise: the cue bid"),
    ("KQ942.T954.2.K63", "1C 1H 2C", "3H", "four hearts and 8 HCP: the preemptive jump raise"),
    ("K94.Q954.A2.8632", "1D 1S 2D", "2S", "three spades and 9 HCP: raise"),
    ("83.J873.QJT52.96", "1S 2H 2S", "3H", "four hearts, no room to jump: raise to three"),
    ("83.J87.QJT52.962", "1S 2H 2S", "P", "three hearts and 4 HCP: pass"),
    ("K94.Q954.A2.8632", "1D 1S 2C", "2S", "three spades and 9 HCP over responder's new suit: raise"),
    ("KQ942.T954.2.K63", "1C 1H 1S", "2H", "four hearts and 8 HCP over a forcing new suit: no jump, the raise"),
    ("Q942.T954.82.963", "1C 1H 1S", "P", "four hearts and 2 HCP over a forcing new suit: pass"),
    ("A94.KQ4.A2.86432", "1D 1S 2C", "2D", "three spades and 14 HCP over a new suit: the cue bid"),
    ("Q9.J954.A52.8632", "1D 1S 2C", "P", "two spades and 7 HCP over a new suit: pass"),
    # responder over a takeout double of partner's weak two
    ("Q95.K742.863.J94", "2H X", "4H", "four hearts over the double: the preemptive game"),
    ("Q95.K74.8632.J94", "2H X", "3H", "three hearts over the double: the preemptive raise"),
    ("Q95.K4.8632.AJ94", "2H X", "P", "two hearts and 10 HCP over the double: pass"),
    # over a double of Stayman or a transfer the agreements stay on
    ("AQ52.KJ4.K32.Q32", "1NT P 2C X", "2S", "four spades over the doubled Stayman: the usual answer"),
    ("AQ5.KJ.K432.Q432", "1NT P 2D X", "2H", "two hearts over the doubled transfer: completes it"),
    # over a penalty double of 1NT the agreements stay on, and the redouble shows values
    ("J8752.Q4.983.J42", "1NT X", "2H", "five spades and 4 HCP over the double of 1NT: the transfer"),
    ("AQ5.KJ.K432.Q432", "1NT X 2H P", "2S", "opener completes the transfer over the double"),
    ("KJ4.Q94.J853.Q32", "1NT X", "XX", "9 HCP without a five-card major over the double: the redouble"),
    ("AQ5.KJ4.K432.Q32", "1NT X XX P", "P", "opener leaves the redouble in"),
    ("AQ5.KJ4.K432.Q32", "1NT X XX 2D", "X", "four diamonds over the escape: opener doubles"),
    ("AQ5.KJ42.K32.Q32", "1NT X XX 2D", "P", "three diamonds over the escape: the forcing pass"),
    ("KJ4.Q94.J85.Q432", "1NT X XX 2D P P", "X", "three diamonds after opener's forcing pass: the double"),
    # responder after opener's pass over a two-level overcall that puts opener's minor at three
    ("AJT7.9.KT94.K873", "1D P 1S 2H P P", "3D", "11 HCP and four diamonds compete at the three level"),
    ("AJT7.92.KT94.873", "1D P 1S 2H P P", "P", "8 HCP do not compete at the three level"),
    # responder over a 1NT overcall
    ("KJ4.Q94.J853.Q32", "1S 1NT", "X", "9 HCP over the 1NT overcall: the penalty double"),
    ("K54.Q94.J8532.32", "1S 1NT", "2S", "three spades and 6 HCP: the raise"),
    ("54.Q94.J8532.832", "1S 1NT", "2D", "five diamonds and 3 HCP: to play"),
    ("AQ954.K4.KJ8.832", "1S 1NT X P", "P", "opener leaves partner's penalty double in"),
    # opener after an overcall and responder's forcing new suit: his rebids without the overcall
    ("K42.J94.KJ8.AQ32", "1C 1D 1H P", "1NT", "balanced minimum, diamonds stopped: 1NT as over 1C P 1H"),
    ("KQ42.J4.83.AKQ32", "1C 1D 1H P", "1S", "four spades: the new suit, as over 1C P 1H"),
    ("K4.83.AQJ42.KQ32", "1D 1H 2C P", "3C", "four clubs: opener raises the free bid"),
    ("A4.KQ83.AQJ4.J32", "1D 1S 2C P", "2H", "four hearts: a new suit, as over 1D P 2C"),
    ("AKJ42.K4.Q832.J3", "1S 2C 2D P", "3D", "four diamonds: opener raises the free bid"),
    ("AKJ.Q9.AJ974.A75", "1D 1H 1S P", "2H", "19 HCP balanced without a heart stopper: the cue bid"),
    ("KJ4.932.AQ97.Q75", "1D 1H 1S P", "2S", "a balanced minimum without a heart stopper: three spades raise"),
    # opener after a takeout double in the balancing seat
    ("AKQ42.K4.AQ83.K3", "1S P P X", "XX", "21 HCP over the balancing double: the redouble"),
    ("KQ9842.K4.A83.J3", "1S P P X", "2S", "six spades and a minimum over the balancing double: competes"),
    ("KQ984.AJ942.K.J3", "1S P P X", "2H", "five-five in the majors over the balancing double: the second suit"),
    ("KQ942.K4.Q83.A32", "1S P P X", "P", "a balanced minimum over the balancing double: pass"),
    # opener after a balancing overcall
    ("K42.J94.KJ8.AQ32", "1C P P 1S", "P", "a minimum, partner passed: nothing more to show"),
    ("K4.J94.K8.AQJ932", "1C P P 1S", "2C", "six clubs: opener competes"),
    ("4.KJ94.KQ8.AQ932", "1C P P 1S", "X", "short in spades, both red suits: the competitive double"),
    ("KQ42.J4.83.AKQ32", "1C P P 1D", "1S", "four spades: a new suit at the one level"),
    ("AK4.Q94.KJ8.AKJ2", "1C P P 1H", "1NT", "19 HCP balanced with hearts stopped: 1NT"),
    # opener after a takeout double and responder's raise: as without the double, or the preempt
    ("AKJ32.K32.Q32.32", "1S X 2S P", "P", "a minimum passes the raise over the double"),
    ("AKJ32.AK2.K32.32", "1S X 2S P", "3S", "17 HCP: the game try, as without the double"),
    ("AKQJ32.AK2.K2.32", "1S X 2S P", "4S", "six good spades and four losers: game"),
    ("AKJ32.AQ2.K32.32", "1S X 3S P", "P", "16 HCP opposite a preemptive raise: pass"),
    ("AKQJ32.AK2.A2.32", "1S X 3S P", "4S", "four losers opposite a preemptive raise: game"),
    ("A32.K2.AQJ32.K32", "1D X 3D P", "P", "17 HCP opposite a preemptive minor raise: pass"),
    # the weak two raised: opener has nothing more to show, whatever he holds
    ("32.AKQJ94.A32.K2", "2H P 3H P", "P", "a raised weak two passes, even with the best of it"),
    ("2.KQT9432.K32.32", "2H X 4H P", "P", "a weak two raised to game passes"),
    ("32.32.KQJ932.A32", "2D P 3NT P", "P", "a weak two in diamonds passes partner's 3NT"),
    # responder when the fourth hand overcalls partner's weak two
    ("Q42.K94.J8532.32", "2S 3C", "3S", "three spades: the preemptive raise, as without the overcall"),
    ("Q842.94.J8532.32", "2S 3C", "4S", "four spades: jump to game"),
    ("K4.KQ94.82.J9532", "2S 3C", "P", "no fit and no game values: pass"),
    ("A4.KQ4.K82.AJ532", "2D 2H", "3NT", "game values with hearts stopped: 3NT"),
    ("AQ4.KJ4.Q832.K32", "1NT 2S P P", "P", "partner passed the overcall of 1NT: opener too"),
    # the fourth hand over a two-over-one response
    ("K4.32.AQJ94.Q832", "1S P 2C", "2D", "a good five-card suit at the two level: overcall"),
    ("K4.AQ32.KJ94.832", "1S P 2C", "X", "four of each red suit: takeout double of the two bid suits"),
    ("K4.32.Q85.AKJ942", "1S P 2H", "3C", "a good suit and 13 HCP: overcall at the three level"),
    ("K42.Q32.Q8.KJ942", "1S P 2H", "P", "a moderate suit: pass"),
    ("Q42.32.KJ9432.32", "1H P 2C X P", "2D", "partner's takeout double: the longer unbid suit"),
    # opener over responder's 1NT after his one-level second suit
    ("AQ42.3.KQ8.AQJ32", "1C P 1H P 1S P 1NT P", "2NT", "18 HCP: opener invites game"),
    ("AQ42.3.K82.KJ932", "1C P 1H P 1S P 1NT P", "P", "a minimum: opener passes"),
    ("AQ42.3.K8.KJ9832", "1C P 1H P 1S P 1NT P", "2C", "six clubs and a minimum: to play"),
    ("K3.QJ42.Q92.J832", "1C P 1H P 1S P 1NT P 2NT P", "3NT", "9 HCP: responder accepts"),
    # opener after responder's 1NT and an overcall
    ("AQ9754.K4.KJ8.32", "1S P 1NT 2C", "2S", "six spades after the overcall: competes"),
    ("AQ975.KJ84.K8.32", "1S P 1NT 2C", "2H", "four hearts below the spades: the new suit"),
    ("AQ975.K42.KJ8.32", "1S P 1NT 2C", "X", "two clubs, three of each red suit: the competitive double"),
    ("AQ975.K42.J8.Q32", "1S P 1NT 2C", "P", "three clubs, no second suit: pass"),
    # responder after opener's minimum rebid
    ("Q98.AKJ974.52.Q6", "1D P 1H P 2D P", "3H", "six hearts and 12 HCP: the invitation in his own suit"),
    # the fourth hand over Stayman and the transfers
    ("KQ5.J94.AQJ85.32", "1NT P 2D", "X", "AQJ of diamonds over the transfer: the lead-directing double"),
    ("K5.J94.QJ5.AKJ53", "1NT P 2C", "X", "AKJ of clubs over Stayman: the lead-directing double"),
    ("K5.AQJ954.Q5.853", "1NT P 2C", "2H", "a good six-card heart suit over Stayman: overcall"),
    ("AKQ5.J94.Q5.8532", "1NT P 2H", "P", "16 HCP over the transfer, no lead to ask for: pass"),
    # the 1NT responder after opener's second suit
    ("92.KJ9854.Q62.54", "1S P 1NT P 2C P", "2H", "six hearts: to play"),
    ("Q92.J5.K62.QT654", "1H P 1NT P 2C P", "3C", "five clubs and 9 HCP: raise"),
    ("92.985.QJ652.K54", "1S P 1NT P 2C P", "P", "three clubs, two spades: pass"),
    ("Q2.J985.K9632.54", "1S P 1NT P 2C P", "2S", "two spades, two clubs: preference for the major"),
    ("Q2.J985.K62.Q542", "1S P 1NT P 2C P", "P", "two spades, four clubs: pass"),
    # hands that used to pass for want of a rule, and the answers around them
    ("A53.AK4.K65.Q754", "1C P", "3NT", "16 HCP balanced, no four-card major: 3NT, not pass"),
    ("AQ3.K54.Q65.AK54", "1C P 3NT P", "4NT", "18 HCP opposite 13-17: invites 6NT"),
    ("KJ97.AQ962.A.Q95", "1H P 1NT P", "2S", "16 HCP, five hearts and four spades: reverse"),
    ("T96.A.7642.AQJ52", "P P 1C 1H", "3C", "11 HCP and five clubs over an overcall: limit raise"),
    ("K.43.KQJ964.AKJ9", "2S P P", "3D", "17 HCP and six good diamonds over a weak two"),
    ("KJ98643.K.4.AKQJ", "2H", "4S", "seven spades, four losers over a weak two: game"),
    ("K97.K64.AQJ7.754", "1C P P X P", "2C", "13 HCP opposite a takeout double, no club stopper: cue bid"),
    ("KQJ72.A54.K3.942", "1D X P", "4S", "five spades and 13 HCP opposite a takeout double: game"),
    ("K72.A54.KJ3.9432", "1D X P", "2NT", "11 HCP, diamonds stopped, opposite a takeout double: invite"),
    ("A5.T5.AQT53.KJT7", "2H X P", "3H", "14 HCP opposite a double of a weak two, no major or stopper"),
    ("AQ54.K632.4.K932", "1D X P 2D P", "2H", "the doubler answers the cue bid: four hearts first"),
    ("AQ5.K62.42.KJ932", "1D X P 2D P", "3C", "no major, no diamond stopper: five clubs"),
    ("K97.KQ64.A7.7542", "1D X P 2D P 2H P", "4H", "the heart fit found: game"),
    # opener reopens when the overcall comes back to him
    ("K5.A3.AJ972.KQT7", "1D 1S P P", "X", "short in spades: reopen with a double"),
    ("KJ5.A43.AJ972.K7", "1D 1S P P", "P", "three spades: partner has no penalty pass, defend"),
    ("KJ5.A43.AKJ972.7", "1D 1S P P", "3D", "six good diamonds and 17 HCP: invitational rebid"),
    ("AQT9.K43.72.J874", "1D 1S P P X P", "P", "four strong spades behind the overcaller: penalty"),
    ("T95.K543.Q72.J87", "1D 1S P P X P", "2H", "no spade stopper: the longest unbid suit"),
    ("97.54.A43.AQ9643", "1S 2H P P X P", "3C", "10 HCP, six clubs: 3C, the jump would pass the three level"),
    ("AQ.Q6.AQ43.AQ843", "1C 2H P P", "X", "20 HCP, short in the weak jump overcall's suit: reopen with a double"),
    ("K5.A3.J72.AKQT72", "1C 2H P P", "3C", "six clubs over a weak jump overcall: rebid at the three level"),
    ("KJ5.KJ43.A72.KT7", "1C 2H P P", "P", "four hearts over the weak jump overcall: content to defend"),
    # the balancing seat after the opponents stop in a single raise
    ("T974.J.AK53.JT43", "1H P 2H P P", "X", "9 HCP, short in hearts: a balancing double"),
    ("KQT87.4.K532.T43", "1H P 2H P P", "2S", "a good five-card spade suit: balance with 2S"),
    ("K43.Q87.J53.QT43", "1H P 2H P P", "P", "three hearts and no five-card suit: no balancing action"),
    ("KJ82.8.A8652.Q74", "1H P 2H P P X P", "3D", "10 HCP, five diamonds: 3D, the jump would pass the three level"),
    # opener when the overcall is raised and responder passes
    ("QT3..AK76.AQ9654", "1C 1S P 2S", "3C", "six clubs and a void in spades: compete at the three level"),
    ("K3.AQ74.KJ75.Q32", "1D 1S P 2S", "X", "short in spades, both unbid suits held: competitive double"),
    ("KJ3.Q74.A75.Q932", "1C 1S P 2S", "P", "a balanced minimum with three spades: nothing more to show"),
    ("KJ3.AQ4.A75.KQ93", "1C 1S P 2S", "2NT", "19 HCP balanced with spades stopped: 2NT"),
    ("87.J8654.Q32.K54", "1D 1S P 2S X P", "3H", "answers the competitive double in his longest suit"),
    ("8.T.K754.AKQJ853", "1C P 1S 2H", "3C", "seven clubs over a two-level overcall: the three level"),
    # responder's cue bid of an overcall: a limit raise or better
    ("653.543.AQJ.AT84", "1H 1S", "2S", "11 HCP and three hearts over an overcall: cue bid"),
    ("52.AKJ74.KQ3.Q42", "1H 1S 2S P", "4H", "15 HCP opposite the cue bid: game"),
    ("52.AKJ74.K53.J42", "1H 1S 2S P", "3H", "12 HCP opposite the cue bid: declines game"),
    ("653.543.AQJ.AT84", "1H 1S 2S P 3H P", "P", "a limit raise is content when opener declines"),
    ("K53.Q54.AQJ.AT84", "1H 1S 2S P 3H P", "4H", "16 HCP bids game after opener declines"),
    ("653.A4.AKJ84.KQ4", "1D 1S 2S P 3D P", "5D", "game values in diamonds, no spade stopper: 5D"),
    # the fourth hand after an opening and a response
    ("AQ2.KQ74.K752.82", "1C P 1S", "X", "takeout double of the two unbid suits, four cards in each"),
    ("Q5.AQJ95.T97.AK9", "1D P 1S", "2H", "a good five-card suit overcalls at the two level"),
    ("KJ7.AT8.AT642.K2", "1H P 1S", "1NT", "15 HCP balanced, both suits stopped: 1NT"),
    ("KJ7.AT8.T8642.Q2", "1H P 1S", "P", "10 HCP, no good suit: pass"),
    ("A2.KQ74.K752.Q82", "1S P 2S", "X", "takeout double of the raised suit"),
    ("AQ2.74.KQJ752.82", "1H P 1NT", "2D", "overcall over the 1NT response"),
    ("KT852.972.A62.T8", "1C P 1H X P", "1S", "advancing the double: the longer unbid suit"),
    ("T85.KJ9.Q62.QT82", "1C P 1H X P", "1NT", "advancing the double: 1NT with both suits stopped"),
    ("KQ85.972.A62.T82", "1C P 1H X P", "2S", "advancing the double: a jump with 9 HCP"),
    # responses to one of a suit
    ("KQ32.A32.K32.Q32", "1S P", "2NT", "Jacoby 2NT: 14 HCP, four spades"),
    ("984.AQJ7.Q87.AT7", "1S P", "2C", "3-4-3-3 with game values and three spades: 2C, then game"),
    ("K32.A32.8432.432", "1S P", "2S", "single raise: 7 HCP, three spades"),
    ("K432.A32.Q432.K2", "1S P", "3S", "limit raise: 12 HCP, four spades"),
    ("32.A32.Q432.J432", "1S P", "1NT", "7 HCP, no fit: 1NT"),
    ("KJ32.A2.5432.432", "1H P", "1S", "four spades over 1H"),
    ("32.A32.KQ432.K32", "1S P", "2D", "two over one: 12 HCP, five diamonds"),
    # responder's second call: game (or slam) values are never passed out
    ("AQ75.76.AKQT8.A2", "1C P 1S P 2C P", "4NT", "19 HCP opposite a 12-15 rebid: invites 6NT"),
    ("AQ75.76.AKQT8.32", "1C P 1S P 2C P", "3NT", "15 HCP opposite a minimum rebid: game"),
    ("AQ75.K6.AKQT8.A2", "1C P 1S P 2C P", "6NT", "22 HCP opposite a 12-15 rebid: slam"),
    ("Q95.KQ4.Q2.KJ976", "1C P 1H P 2C P 4NT P", "P", "13 of 12-15: declines the invitation"),
    ("Q95.Q94.J.AKJ976", "1C P 1H P 2C P 4NT P", "6NT",
     "13 of 12-15 with AKJ to six: the suit's tricks accept the invitation"),
    ("QT.T43.AKJ75.QJ7", "1D P 1H P 1NT P 4NT P", "6NT",
     "13 of 12-14 with AKJ to five: accepts the invitation"),
    ("K95.Q94.J.AKJ976", "1C P 1H P 2C P 4NT P", "6NT", "14 of 12-15: accepts the invitation"),
    ("K32.Q32.K32.KJ32", "2NT P", "4NT", "12 HCP opposite a 2NT opening: invites 6NT"),
    ("AQ2.KQ32.KJ2.KJ2", "1NT P 2C P 2D P", "6NT", "19 HCP after Stayman finds no major: slam"),
    ("AJ6.AJ5.A54.AJ94", "1H P 2C P 2NT P", "4NT", "19 HCP opposite a 2NT rebid after a two-over-one"),
    ("AK63.AQJT.K2.KJ2", "1C P 1S P 1NT P", "6NT", "21 HCP opposite a 1NT rebid: slam"),
    ("AK643.AQJT.K2.KJ", "1C P 1S P 1NT P", "3S",
     "21 HCP and five spades opposite a 1NT rebid: the five-card major first"),
    ("AK643.AQJT.K2.KJ", "1C P 1S P 1NT P 3S P 3NT P", "6NT",
     "21 HCP opposite 12-14 with two spades: slam in no-trump"),
    ("AKJ.AQJ95.82.A54", "1D P 1H P 1NT P", "3H", "19 HCP and five hearts: the hearts first, not 4NT"),
    ("AKJ.AQJ95.82.A54", "1D P 1H P 1NT P 3H P 3NT P", "4NT",
     "19 HCP opposite 12-14 with two hearts: invites 6NT"),
    ("QT.T43.AKJ75.QJ7", "1D P 1H P 1NT P 3H P", "4H", "three-card heart support for the five-card suit"),
    ("KJ.AQJ95.82.A543", "1D P 1H P 2NT P", "3H",
     "15 HCP and five hearts opposite 18-19: the hearts first, then slam"),
    ("KJ.AQJ95.82.A543", "1D P 1H P 2NT P 3H P 3NT P", "6NT",
     "15 HCP opposite 18-19 with two hearts: 33 HCP, slam"),
    ("962.AKQT97.JT.K9", "1D P 1H P 1S P", "4H", "six good hearts, game values, no spade fit: 4H"),
    ("A7.AQJ764.T73.32", "1D P 1H P 3D P", "4H", "six hearts opposite the invitational jump rebid: 4H"),
    ("A7.AQJ76.T73.432", "1D P 1H P 3D P", "3NT", "five hearts opposite the invitational jump rebid: 3NT"),
    ("AQJ984.KJ.8.K652", "1D P 1S P 1NT P", "4S", "six spades opposite a 1NT rebid: 4S"),
    ("KQJ62.A6.874.KQ3", "1C P 1S P 1NT P", "3S", "five spades and game values: opener chooses"),
    ("AT3.KQ95.T3.A854", "1C P 1S P 1NT P 3S P", "4S", "three-card support: 4S"),
    ("AT.KQ95.T93.A854", "1C P 1S P 1NT P 3S P", "3NT", "two spades: 3NT"),
    # Texas transfers, and slam tries by the losing-trick count
    ("AKQJ982.T52.AJ2.", "1NT P", "4H", "Texas: six spades and game values"),
    ("AKQJ982.T52.AJ2.", "1NT P 4H P 4S P", "4NT", "Texas, then Blackwood: five losers opposite 1NT"),
    ("AKQJ98.T52.J32.3", "1NT P 4H P 4S P", "P", "Texas, then pass: seven losers"),
    ("T8542..KQJT76.AJ", "1H P 1S P 3S P", "4NT", "five losers opposite a jump raise: Blackwood"),
    ("T8542.32.KQJ7.A6", "1H P 1S P 3S P", "4S", "seven losers opposite a jump raise: game"),
    # Blackwood
    ("AKQ32.A32.K32.32", "1S P 2NT P 3S P 4NT P", "5H", "Blackwood answer: two aces"),
    ("KQ432.K32.KQ2.32", "1S P 2NT P 3S P 4NT P", "5C", "Blackwood answer: no ace"),
    ("AKQ32.A32.A32.32", "1S P 2NT P 3S P 4NT P", "5S", "Blackwood answer: three aces"),
    # competition
    ("AK32.2.KJ32.Q432", "1H", "X", "takeout double of 1H: short hearts, 13 HCP"),
    ("32.KJ32.Q432.K32", "1C 1S", "X", "negative double: four hearts, 9 HCP"),
    ("AQJ32.32.32.K432", "1D", "1S", "one-level overcall: five good spades, 10 HCP"),
    ("AQ2.KJ2.K432.Q32", "1H", "1NT", "1NT overcall: 17 HCP balanced, hearts stopped"),
    ("432.Q32.Q432.432", "1H X P", "2D", "advancing a takeout double: the longest unbid suit"),
    ("AJT5.Q765.964.K6", "1C 1D", "X", "negative double over 1D: both majors"),
    ("AJT.Q765.964.K65", "1C 1D", "1H", "one major over 1D: four cards are enough"),
    ("AT73.72.J842.AQ7", "1C 1S", "2NT", "11 HCP balanced, spades stopped: 2NT over the overcall"),
    # over a weak jump overcall
    ("A6.KJ965.953.863", "1D 2S", "X", "negative double of a weak jump overcall: four hearts, 8 HCP"),
    ("QT97.KT653..AQJ9", "1C 2D", "X", "negative double over 1C 2D: both majors"),
    ("A62.985.QT65.Q85", "1H 2S", "3H", "competitive raise over the jump overcall: three hearts"),
    ("A62.985.AQ65.Q85", "1H 2S", "4H", "three hearts and 12 HCP over the jump overcall: game"),
    ("K6.AQJ965.K53.86", "1D 2S", "3H", "new suit at the three level: six hearts, 13 HCP, forcing"),
    ("AQ3.Q65.Q953.K86", "1D 2S", "3NT", "13 HCP balanced, spades stopped: 3NT"),
    ("963.Q65.J953.K86", "1D 2S", "P", "6 HCP without a fit: pass"),
    (".KQ74.AT986.KT87", "1D 2S X P", "3H", "opener answers the negative double: four hearts"),
    ("A82.QJ97.Q.QJ954", "1C 2D 2H P", "3H", "opener raises the forcing new suit with three hearts"),
    ("A82.QJ7.Q2.AQJ95", "1C 2D 2S P", "4S", "16 HCP and three spades: game over the forcing new suit"),
    ("Q75.AK654.AK86.8", "1C 2D 2H P 3H P", "4H", "17 HCP over opener's raise: game in the fit"),
    ("AK3.AQ42.3.K8764", "1C 2D X P", "3H", "the negative double answered with a jump: 16 HCP, four hearts"),
    ("KJ3.QJ2.A3.K8764", "1C 2D X P", "2NT", "no four-card major, balanced with diamonds stopped: 2NT"),
    # responder's new suit pushed to the two level by the overcall (a jump shift without it)
    ("K2.Q84.AQ654.K32", "1D 1S 2H P", "3H", "after 1D 1S 2H: three hearts, raise"),
    ("KQ2.84.AQ65.J432", "1D 1S 2H P", "2NT", "after 1D 1S 2H: balanced minimum, spades stopped"),
    ("762.K4.AKJ6.Q932", "1D 1S 2H P", "3C", "after 1D 1S 2H: no fit, no stopper, four clubs"),
    ("A5.KJ987.K52.Q73", "1D 1S 2H P 3H P", "4H", "opener's raise of the two-level free bid: game"),
    ("K2.Q84.AQ654.K32", "1D 1S 2H 2S", "3H", "over the overcaller's raise: three hearts compete"),
    ("KJ2.84.AQ654.K32", "1D 1S 2H 2S", "P", "over the overcaller's raise: a minimum without a fit passes"),
    ("KQ43.82.A54.K532", "1C 1H 1S 2H", "2S", "over the overcaller's raise: four spades compete"),
    ("K83.82.A54.KQ532", "1C 1H 1S 2H", "2S", "over the overcaller's raise: three spades raise the free 1S (five)"),
    ("J953.AKQT.A5.AT2", "1C 1D 1H 2D", "3H", "over the overcaller's raise: 18 HCP and four hearts jump"),
    ("742.KJ64.83.KQ72", "1C 1D 1H 2D 3H P", "4H", "opener's jump raise over the overcaller's raise: 9 HCP accept"),
    # the overcaller's partner raises over the negative double
    (".AK62.KQT865.KT2", "1D 1S X 2S", "3H", "over the raise of the doubled overcall: four hearts compete"),
    ("K2.AQ62.AQ865.K2", "1D 1S X 2S", "4H", "four hearts and 18 HCP over the raise: game"),
    ("K62.Q62.AQJ865.2", "1D 1S X 2S", "3D", "over the raise: six diamonds again, no four hearts"),
    ("K62.Q62.AQ86.K72", "1D 1S X 2S", "P", "over the raise: a balanced minimum without four hearts passes"),
    ("A7532.JT984.A9.9", "1D 1S X 2S 3H P", "4H", "opener's competitive raise: five hearts and 8 HCP bid game"),
    ("KQ632.J5.A762.76", "1D 2C P", "2S", "advancing an overcall: a good five-card suit of one's own"),
    ("K32.A32.K432.Q32", "1D 1S P", "2D", "advancing an overcall: the cue bid shows a limit raise"),
    ("432.J32.KQT96.K3", "1H X 3H", "4D", "free bid over the preemptive raise: five diamonds"),
    # limit raises and single raises judged by the losing-trick count
    ("AKT98.8.Q94.A874", "1S P 3S P", "4S", "13 HCP and six losers accept a limit raise"),
    ("AQ932.K32.Q32.J2", "1S P 3S P", "P", "12 HCP and seven losers decline it"),
    ("AKJ93.AQ532.2.32", "1S P 2S P", "4S", "five losers raise a single raise to game"),
    # over and opposite preempts
    ("AQJ8652.62..AK73", "3D P P", "4S", "seven spades and four losers over a preempt: game"),
    ("AK32.KQ32.2.KJ32", "3D", "X", "takeout double of a preempt: short diamonds, 16 HCP"),
    ("KQJ932.A2.K32.32", "3H", "3S", "overcall of a preempt: six good spades, 13 HCP"),
    ("AQ2.KJ2.KQ32.Q32", "3H", "3NT", "3NT over a preempt: 17 HCP, hearts stopped"),
    ("9.A.AK743.AQJ952", "P 3H P", "4H", "four quick tricks opposite partner's seven hearts: game"),
    ("Q32.K32.Q432.K32", "3H P", "P", "11 HCP opposite a preempt: pass"),
    ("432.J432.432.Q32", "2S X P", "3H", "takeout double of a weak two: the longest unbid suit"),
    ("KQT93.32.K432.32", "2S X P", "P", "takeout double of a weak two: pass with five good spades"),
    # responder's second call after opener's second suit
    ("AQJ654.2.JT3.AQ5", "1D P 1S P 2C P", "4S", "after opener's second suit: six spades and game values"),
    ("AQJ65.K2.JT3.Q95", "1D P 1S P 2C P", "3NT", "after opener's second suit: 13 HCP bid 3NT"),
    ("KQ65.K92.JT3.A95", "1H P 1S P 2C P", "4H", "after opener's second suit: game in his major with three"),
    ("A65.KQ92.JT3.Q95", "1D P 1H P 1S P", "2NT", "after opener's second suit: 11 HCP invite with 2NT"),
    ("K742.QT84.AQ42.6", "1C P 1H P 1S P", "3S", "after opener's 1S: four spades and 11 HCP jump raise"),
    ("K742.QT84.AQ4.K6", "1C P 1H P 1S P", "4S", "after opener's 1S: four spades and 14 HCP bid game"),
    ("AJ54.K7.Q98.A652", "1C P 1H P 1S P 3S P", "4S", "opener accepts the jump raise with 14 HCP"),
    ("AJ54.K7.Q98.Q652", "1C P 1H P 1S P 3S P", "P", "opener declines the jump raise with 12 HCP"),
    # responder's second call after opener's notrump rebids
    ("KQT98754.T3.AQ7.", "1C P 1S P 1NT P", "4S", "after opener's 1NT: seven spades and 11 HCP play game"),
    # opener's answers to responder's invitations, and responder after opener's jump rebid
    ("AJT95.A5.J652.T5", "1C P 1S P 1NT P", "2NT", "ten HCP and five spades invite over opener's 1NT"),
    ("AJT95.A5.J652.T5", "1C P 1S P 1NT P 2NT P 3S P", "4S", "and play the spade game opposite three"),
    ("A8753.AQ932.T4.9", "1C P 1S P 1NT P", "3H", "after opener's 1NT: five-five in the majors and 10 HCP force with 3H"),
    ("K62.KJ6.Q3.QJT76", "1C P 1S P 1NT P 3H P", "4S", "opener chooses spades with three of each major"),
    ("K62.KJ64.Q3.QJT6", "1C P 1S P 1NT P 3H P", "4H", "opener chooses hearts with four of them"),
    ("K6.KJ6.Q32.QJT76", "1C P 1S P 1NT P 3H P", "4H", "opener with two spades and three hearts: 4H"),
    ("KJ962.Q843.T4.92", "1C P 1S P 1NT P", "2H", "after opener's 1NT: five spades, four hearts and 7 HCP bid 2H to play"),
    ("K62.KJ6.Q32.QJT6", "1C P 1S P 1NT P 2H P", "2S", "opener gives preference with three spades and three hearts"),
    ("K62.KJ64.Q3.QJT6", "1C P 1S P 1NT P 2H P", "P", "opener passes 2H with four hearts"),
    ("K4.K842.A3.AJ874", "1C P 1H P 2H P 3H P", "4H", "opener's single raise with 15 accepts responder's invitation"),
    ("K4.K842.J3.AJ874", "1C P 1H P 2H P 3H P", "P", "opener's single raise with 12 declines it"),
    ("AJT.Q765.964.K65", "1C 1D 1H P 2H P", "3H", "after an overcall, responder invites over the raise as without it"),
    ("K4.K842.A3.AJ874", "1C 1D 1H P 2H P 3H P", "4H", "and opener accepts with 15"),
    ("AJT.Q765.K64.K65", "1C 1D 1H P 1NT P", "3NT", "responder's 3NT after opener's 1NT, which promised a stopper"),
    ("AJT5.Q765.KJ43.9", "1C 1D 1H P 2C P", "2NT", "responder's 2NT over opener's rebid, a stopper in the overcall"),
    ("AKQ74.T64.9.KQ76", "1S P 2H P", "3H", "opener raises the five-card 2H response with three hearts"),
    ("5.KJ852.QT7.A532", "1S P 2H P 3H P", "4H", "responder's two-over-one opposite the raise: game"),
    ("K6.KJ6.Q732.QJT6", "1C P 1S P 1NT P 2H P", "P", "opener passes 2H with two spades and three hearts"),
    ("KJT7.A976.AJ7.96", "1D", "X", "a takeout double of a minor with both majors and three cards in it"),
    ("J543..AJ7642.K74", "1C P 1S P 2S P", "4S", "responder with 9 HCP and seven losers bids game over the raise"),
    ("J543.8.A7642.K74", "1C P 1S P 2S P", "P", "responder with 8 HCP and eight losers passes the raise"),
    ("A3.Q9654.86542.9", "1C P 1H P 2H P", "P", "seven losers but 6 HCP: responder passes the raise"),
    ("AQ2.K2.QJ65.J432", "1C P 1H P 1NT P 2NT P", "3NT", "opener's 1NT rebid with 13 accepts 2NT"),
    ("AQ2.K32.QJ65.J32", "1C P 1H P 1NT P 2NT P", "3H", "opener's 1NT rebid with 13 and three hearts accepts with 3H"),
    ("K2.AQ432.K32.432", "1C P 1H P 1NT P 2NT P 3H P", "4H", "responder plays the heart game with five"),
    ("K32.AQ43.K32.432", "1C P 1H P 1NT P 2NT P 3H P", "3NT", "responder plays 3NT with four hearts"),
    ("AQ32.5.K32.KJ432", "1C P 1H P 1S P 2NT P", "P", "opener's second suit with 13 declines 2NT"),
    ("AQ32.5.K32.AJ432", "1C P 1H P 1S P 2NT P", "3NT", "opener's second suit with 14 accepts 2NT"),
    ("K2.AQJ843.K2.Q32", "1H P 1S P 2H P 3H P", "4H", "opener's rebid suit with 15 accepts the raise"),
    ("K2.AQJ843.32.Q32", "1H P 1S P 2H P 3H P", "P", "opener's rebid suit with 12 declines the raise"),
    ("KJ843.32.Q432.K2", "1H P 1S P 3H P", "4H", "opposite the jump rebid, 9 HCP and two hearts: game"),
    ("KJ843.3.Q432.K32", "1H P 1S P 3H P", "3NT", "opposite the jump rebid, 9 HCP and a singleton: 3NT"),
    ("KJ843.32.Q432.32", "1H P 1S P 3H P", "P", "opposite the jump rebid, 6 HCP pass"),
    # the doubler after the invitational jump answer in a major
    ("AK3.KQ3.J3.KJ732", "P 1D X P 2H P", "4H", "the doubler with 17 and three hearts accepts the jump"),
    ("AK3.KQ3.J3.K9732", "P 1D X P 2H P", "P", "the doubler with 16 and three hearts declines the jump"),
    # the doubled side does not sit in a redoubled one-level contract
    ("98.T9874.J984.T2", "1D X XX", "1H", "after the redouble the advancer bids his five hearts"),
    ("KT54.QJ32.T.AK74", "1D X XX P P", "1S", "the advancer passed: the doubler bids his longest suit"),
    # responder's second call after a two-over-one, and opener's answers
    ("2.Q32.AQJ543.K32", "1S P 2D P 2S P", "3D", "after 2/1 and opener's rebid, six diamonds invite"),
    ("2.QJ32.AQJ4.Q432", "1S P 2D P 2S P", "2NT", "after 2/1 and opener's rebid, 2NT invites"),
    ("AKJ843.K2.32.Q32", "1S P 2D P 2S P 2NT P", "P", "opener with 13 declines the 2NT invitation"),
    ("AKJ843.K2.32.AQ2", "1S P 2D P 2S P 2NT P", "3NT", "opener with 17 accepts the 2NT invitation"),
    ("KJ843.AK2.32.Q32", "1S P 2D P 2S P 3S P", "P", "opener with 13 declines the 3S invitation"),
    ("Q2.K32.AQJ54.432", "1S P 2D P 3D P", "P", "after opener's raise of the 2/1 suit a minimum passes"),
    ("Q2.K32.AQJ54.K32", "1S P 2D P 3D P", "3NT", "after opener's raise of the 2/1 suit 15 HCP bid 3NT"),
    ("Q32.K2.AQJ54.432", "1S P 2D P 2H P", "3S", "after opener's new suit, three spades and 12 invite"),
    ("K2.AQJ8.KQ853.32", "1D P 2C P 2H P 3H P", "4H", "opener with 15 accepts the heart invitation"),
    ("Q4.A2.KQJ954.642", "1C P 1D P 1NT P", "3D", "after opener's 1NT: six diamonds and 12 HCP invite"),
    ("AT954.Q932..JT83", "1D P 1S P 2NT P", "3S", "after opener's 2NT jump: five spades, choice of games"),
    ("KQ8.KJ6.AQ62.KJ3", "1D P 1S P 2NT P 3S P", "4S", "opener chooses 4S with three spades"),
    ("Q98.J762.K94.J63", "1C P 1H P 2NT P", "3NT", "after opener's 2NT jump: 7 HCP reach game"),
    # opener's rebid over an overcall of the response
    ("A9.4.Q64.AKJT985", "1C P 1H 1S", "2C", "over the overcall: a minimum with six clubs rebids them"),
    ("QT32.AJ.Q85.AJT8", "1C P 1S 2H", "2S", "over the overcall: four-card support raises"),
    ("KJ3.A5.KQ52.J986", "1D P 1H 1S", "1NT", "over the overcall: balanced minimum, spades stopped"),
    ("QT3.AJ.Q85.AJT86", "1C P 1S 2H", "P", "over the overcall: a minimum with nothing to show passes"),
    ("KQ32.K2.Q3.AJ432", "1C P 1D 1H", "1S", "over the overcall: four spades at the one level"),
    ("32.K2.AQ432.KJ32", "1D P 1H 1S", "2C", "over the overcall: a lower second suit at the two level"),
    ("A8.K2.K762.AQJ87", "1C P 1H 1S", "2D", "over the overcall: a reverse with 17 HCP"),
    ("AK8765.54.KJ7.K2", "1C P 1S 2H P P", "4S", "after opener's pass: six spades and game values"),
    ("AK876.Q54.KJ7.K2", "1C P 1S 2H P P", "3NT", "after opener's pass: game values, hearts stopped"),
    # a new suit opposite a weak two is forcing
    ("AKJ63.7.KQT94.A2", "2H P", "2S", "opposite a weak two: a new suit with 16+ HCP, forcing"),
    ("Q72.AQJ532.J75.7", "2H P 2S P", "3S", "the weak two raises the new suit with three cards"),
    ("Q.AQJ532.J75.T97", "2H P 2S P", "3H", "the weak two without support rebids its suit"),
    # the advancer of a natural overcall of 1NT
    ("KQ3.A32.QJ54.K32", "1NT 2H P", "4H", "the advancer with 15 and three hearts raises to game"),
    ("K32.A432.QJ5.432", "1NT 2H P", "3H", "the advancer with 10 and four hearts raises"),
    ("K32.A32.QJ54.432", "1NT 2H P", "P", "the advancer with 10 and three hearts passes"),
    ("K32.2.K32.QT9854", "P 1NT 2H P", "3C", "the advancer with six clubs and a singleton heart"),
    ("K32.32.Q432.J432", "1NT 2H P", "P", "the advancer with 6 and no fit passes"),
    ("32.A32.QJ54.K432", "1NT P P 2S P", "P", "the balancer's partner with 10 and no fit passes"),
    # the strong 2C: opener's 2NT rebid is answered as a 2NT opening; opener over the 2NT positive
    ("432.KJ32.Q432.32", "2C P 2D P 2NT P", "3C", "over 2C 2D 2NT: Stayman with four hearts"),
    ("QJ932.432.32.432", "2C P 2D P 2NT P", "3H", "over 2C 2D 2NT: a transfer with five spades"),
    ("AKQ2.KQ32.AQ2.K2", "2C P 2D P 2NT P 3C P", "3H", "the 2C opener answers Stayman: four hearts"),
    ("AKQJ2.AK2.K2.KQ2", "2C P 2NT P", "3S", "over the 2NT positive: five spades shown"),
    ("AK32.KQ2.AQ2.KJ2", "2C P 2NT P", "4NT", "over the 2NT positive: 22 balanced invites 6NT"),
    ("Q32.K32.Q432.K32", "2C P 2NT P 4NT P", "6NT", "the 2NT positive with 10 accepts the slam invitation"),
    ("Q32.J32.Q432.K32", "2C P 2NT P 4NT P", "P", "the 2NT positive with 8 declines the slam invitation"),
    # opener, then responder, when the opponents compete over a single raise of a major
    ("A2.KQJ932.K32.32", "1H 1S 2H 2S", "3H", "over the raise and 2S: six hearts compete"),
    ("AQ932.32.K32.K32", "1S 2H 2S 3H", "P", "over the raise and 3H: a 5-3-3-2 minimum passes"),
    ("AQ932.32.KJ2.AQ2", "1S 2H 2S 3H", "3S", "over the raise and 3H: 16 HCP compete with five"),
    ("K32.432.AQ32.J32", "1S 2H 2S 3H 3S P", "4S", "a maximum raise goes on to game"),
    ("K32.432.Q432.J32", "1S 2H 2S 3H 3S P", "P", "a minimum raise passes the competitive 3S"),
    ("K432.32.Q432.K32", "1S 2H 2S 3H P P", "3S", "after opener's pass four trumps compete"),
    # opener over a jump raise of the overcall after a negative double
    ("2.AQ32.AK432.Q32", "1D 1S X 3S", "4H", "over 1D 1S X 3S: four hearts and 15 bid game"),
    ("2.Q532.AK432.K32", "1D 1S X 3S", "P", "over 1D 1S X 3S: four hearts and 12 pass"),
    # opener after responder's preference for his first suit
    ("K2.A32.AQ32.KJ32", "1D P 1S P 2C P 2D P", "2NT", "after the preference 17 HCP invite"),
    ("2.A32.AQ432.KJ32", "1D P 1S P 2C P 2D P", "P", "after the preference a minimum passes"),
    ("KJ3.Q32.Q32.J432", "1D P 1S P 2C P 2D P 2NT P", "3NT", "the preference with 9 accepts"),
    # the overcaller after advancer's cue bid, and advancer after the minimum
    ("AKJ32.Q32.32.K32", "1D 1S P 2D P", "4S", "over the cue bid: the overcaller with 13 bids game"),
    ("KQJ32.432.32.Q32", "1D 1S P 2D P", "2S", "over the cue bid: a minimum overcall"),
    ("Q32.AK32.J32.K32", "1D 1S P 2D P 2S P", "4S", "the cue bidder with 13 bids game"),
    ("Q32.AK32.432.K32", "1D 1S P 2D P 2S P", "P", "the cue bidder with a limit raise passes"),
    # a defender whose side has only passed, while the opponents bid on
    ("KQJ32.K32.432.32", "2C", "P", "over a strong 2C the direct seat passes"),
    ("KQ32.K32.Q32.Q32", "2NT", "P", "over 2NT the direct seat passes"),
    ("AQ32.K32.J32.432", "1S P 1NT P 2C", "P", "the first pass stands as the opponents go on"),
    ("AJ32.Q3.K432.432", "1NT P 2D P 2H", "P", "no action over a completed transfer"),
    # responder's six-card suit after opener's minimum rebid of his own
    ("KQJT9862.QJ.64.6", "1C P 1S P 2C P", "2S", "eight spades and 9 HCP: 2S to play, not a pass of 2C"),
    ("KQJT9862.QJ.64.6", "1C 1H 1S P 2C P", "2S", "eight spades over the overcall too: 2S to play"),
    ("3.876.AQT7.AKJ32", "1C P 1S P 2C P 2S P", "P", "responder's 2S is to play: opener passes"),
    # the 1NT responder after opener's rebid of six cards
    ("96.A97.T8.QJT763", "1S P 1NT P 2S P", "P", "7 HCP opposite a minimum: content with spades"),
    ("K6.Q64.AJ93.T852", "1S P 1NT P 2S P", "3S", "10 HCP and a doubleton spade: invite with 3S"),
    ("AKT875.KJ8.73.K9", "1S P 1NT P 2S P 3S P", "4S", "14 HCP: accept the invitation"),
    ("KJ4.Q64.T93.KJ52", "1D P 1NT P 2D P", "2NT", "10 HCP, balanced: invite with 2NT"),
    # responder's game after the weak two's answer to his forcing new suit
    ("T63.AQ6542.AKJ.A", "2D P 2H P 3D P", "4H", "six hearts and 18 HCP over the weak two's rebid: 4H"),
    ("A.AQT.A7.AT95432", "2S P 3C P 3S P", "4S", "a singleton ace opposite six spades and 18 HCP: 4S"),
    ("AKJ63.Q4.K5.AQ73", "2D P 2S P 3D P", "3NT", "five spades, two diamonds: 3NT, the diamonds run"),
    # the takeout doubler after the preemptive raise and partner's pass, and what follows
    ("KQJT.AQ76.A5.AKJ", "1D X 3D P P", "X", "23 HCP after the preemptive raise: double again"),
    ("KQT952.AK2..JT84", "1D X 3D P P", "3S", "six good spades after the preemptive raise: 3S"),
    ("KJT7.A976.AJ7.96", "1D X 3D P P", "P", "15 HCP, three diamonds: nothing more to show"),
    ("8763.J52.J43.753", "1D X 3D P P X P", "3S", "the second double is for takeout: the longest suit"),
    ("J2.T53.KQJ9.8643", "1D X 3D P P X P", "P", "strong diamonds behind the raiser: pass for penalty"),
    ("Q8632.K5.T43.K53", "1D X 3D P P X P", "4S", "five spades and 8 HCP opposite the second double: 4S"),
    ("Q8632.J5.T43.K53", "1D X 3D P P X P", "3S", "five spades and 6 HCP: the answer at the three level"),
    ("KQJT.AQ76.A5.AKJ", "1D X 3D P P X P 3S P", "4S", "the strong double raises the answer to game"),
    # the takeout doubler answers the cue bid with a five-card major first
    ("AT632.T653.A9.A4", "1D X P 2D P", "2S", "five spades and four hearts: 2S answers the cue bid"),
    ("AT63.T653.A9.AQ4", "1D X P 2D P", "2H", "four cards in each major: hearts first"),
    # opener over responder's six-card major after opener's second suit
    ("A85.K.T6432.AKQ4", "1D P 1S P 2C P 2S P", "4S", "16 HCP and three spades opposite six: game"),
    ("Q85.K.AT632.AQ43", "1D P 1S P 2C P 2S P", "3S", "15 HCP and three spades: invite"),
    (".QJT9.AJ872.A752", "1D P 1S P 2C P 2S P", "P", "a void in spades: 2S is to play"),
    # the advancer after partner's 2NT over a weak two
    ("Q9.93.A9652.KQ73", "2H P P 2NT P", "3NT", "11 HCP opposite the balancing 2NT: 3NT"),
    ("Q8653.QT2.A65.T2", "2H P P 2NT P", "3S", "8 HCP and five spades: 3S, forcing to game"),
    ("98762.6.84.Q9762", "2H P P 2NT P", "P", "3 HCP: no game in view"),
    ("KJ4.A43.K72.AQ94", "2H P P 2NT P 3S P", "4S", "three spades opposite the forcing 3S: game"),
    # opener when the weak jump overcall is raised over responder's forcing new suit
    ("K54.A2.Q65.KJ852", "1C 2H 2S 3H", "3S", "three spades and 13 HCP over the raised overcall: 3S"),
    ("54.A32.KQ5.KJ852", "1C 2H 2S 3H", "P", "no fit, a minimum: pass, responder speaks again"),
    # the doubler raises the forced answer by the losing-trick count
    ("AKT753.AQ62.AT6.", "1C X P 1H P", "4H", "17 HCP, four hearts, four losers: game over the answer"),
    ("K75.AQ62.AT6.K72", "1C X P 1H P", "2H", "17 HCP, four hearts, seven losers: a single raise"),
    # opener over a takeout double of the response, the advancer of a 1NT overcall
    ("3.AT92.AKJ9864.6", "1D P 1H X", "2H", "over a double of the response: the raise, as without it"),
    ("KJ85.Q743.85.Q32", "1D 1NT P", "2C", "systems on over the 1NT overcall: Stayman"),
    ("Q8653.T8643.T2.5", "1C 1NT P", "2H", "systems on over the 1NT overcall: a transfer to spades"),
    # opener after a positive suit answer to 2C, and what follows
    ("AT3.KQJ7.AKJ2.AT", "2C P 2H P", "3H", "four hearts opposite the positive 2H: the raise"),
    ("AKQ954.J3.A.KQ83", "2C P 2H P", "2S", "six spades and a doubleton heart: his own suit"),
    ("AK42..KJ97.AKQ76", "2C P 2H P", "3C", "a void in hearts and five clubs: 3C, not 3NT"),
    ("AKQ.K2.AKJ2.KQ32", "2C P 2H P", "2NT", "balanced, two hearts: 2NT"),
    ("KQ.AJ2.AKQ9.AJ32", "2C P 2S P", "2NT", "balanced, two spades opposite the positive 2S: 2NT"),
    ("J93.AQ8632.K4.Q5", "2C P 2H P 2NT P", "3H", "six hearts over opener's 2NT: rebid them"),
    ("J9.Q8532.Q74.K75", "2C P 2H P 2S P", "3NT", "no fit for opener's spades, five hearts: 3NT"),
    # the advancer of a balancing 1NT
    ("KQ3.KT2.KQ8.T764", "1D P P 1NT P", "3NT", "14 HCP opposite the balancing 1NT: game"),
    ("QJ3.KT2.KQ8.T764", "1D P P 1NT P", "2NT", "11 HCP opposite the balancing 1NT: invite"),
    ("T64.Q43.643.J832", "1D P P 1NT P", "P", "3 HCP: pass"),
    ("AKJ.Q52.K74.J963", "1D P P 1NT P 2NT P", "3NT", "the balancing 1NT accepts on 14 HCP"),
    # responder over opener's reverse, and opener's answer
    ("K862.QJ74.T2.962", "1C P 1S P 2H P", "4H", "four hearts opposite the reverse: game"),
    ("AKT76.Q32.T5.T85", "1C P 1S P 2H P", "2S", "five spades, three hearts: rebid them"),
    ("KQ83.J74.AT2.962", "1C P 1S P 2H P", "3NT", "10 HCP, no fit: 3NT"),
    ("AJ63.93.T86.Q984", "1C P 1S P 2H P", "3C", "7 HCP and four clubs: preference, not forcing"),
    ("Q8.AQT2.KJ.AKJ53", "1C P 1S P 2H P 3C P", "3NT", "20 HCP over the preference: 3NT"),
    ("Q84.AQT2.K.AQJ53", "1C P 1S P 2H P 2S P", "4S", "three spades over the rebid: game"),
    # opener after responder raises his one-level second major
    ("AQ76.KT.AQ743.K2", "1D P 1H P 1S P 2S P", "4S", "18 HCP opposite the raise of 1S: game"),
    ("8765.J.AK875.AK7", "1D P 1H P 1S P 2S P", "3S", "14 HCP and six losers: invite"),
    ("KJ76.Q2.KJ743.Q2", "1D P 1H P 1S P 2S P", "P", "12 HCP and eight losers: pass"),
    # opener over the single raise of his major after an overcall, as without it
    ("K62.AQJ65.A93.AT", "1H 1S 2H P", "3H", "18 HCP and six losers over the raise: invite"),
    ("AKQ84.A5.KQ4.J32", "1S 2H 2S P", "4S", "20 HCP over the raise: game"),
    ("K62.QJ965.A93.Q4", "1H 1S 2H P", "P", "a minimum over the raise: pass"),
    # responder over opener's jump shift
    ("AT875.J5.983.K92", "1D P 1S P 3C P", "3S", "five spades over the jump shift: rebid them"),
    ("KQJ54.64.K.QT762", "1D P 1S P 3C P", "4C", "five clubs opposite the jump shift: raise, forcing"),
    # a one-level overcall: a poor suit on an opening hand or in the balancing seat, not on less
    ("QJ.K8752.KT.AT84", "1D", "1H", "13 HCP and a poor five-card heart suit: overcall 1H"),
    ("Q2.K8752.K32.T84", "1D", "P", "8 HCP and a poor five-card suit: no overcall"),
    ("Q2.K8752.K32.T84", "1D P P", "1H", "the same hand in the balancing seat: 1H"),
    # opener and responder when the fourth hand overcalls a two-over-one response
    ("KJ876.J76.6.AK54", "1S P 2H 3D", "3H", "three hearts over the overcall of 2H: the raise"),
    ("KJ876.J7.Q6.AK54", "1S P 2H 3D", "P", "no fit, no stopper, a minimum: pass, responder calls again"),
    ("AQ876.J7.K62.AJ5", "1S P 2H 3D", "3NT", "a diamond stopper over the three-level overcall: 3NT"),
    ("Q3.AQT532.J8.QJ8", "1S P 2H 3D 3H P", "4H", "the raise over the overcall: game"),
    ("Q3.AQT532.J8.AJ8", "1S P 2H 3D P P", "4H", "13 HCP and six hearts after opener's pass: game"),
    ("Q93.AQT53.J8.QJ8", "1S P 2H 3D P P", "3S", "11 HCP and three spades after opener's pass: preference"),
    ("K8.Q64.KQ75.AJ98", "1S P 2C 2H 2S P", "4S", "15 HCP and two spades over opener's rebid of six: game"),
    ("K8.764.QJ75.AJ98", "1S P 2C 2H 2S P", "3S", "11 HCP and two spades over the rebid: invite"),
    # the doubler's partner after his cue bid is answered in a major at the three level
    ("AJ93.Q74.J8.KJ87", "1S X P 2S P 3H P", "3NT", "three hearts at most and spades stopped: 3NT"),
    # responder over opener's jump raise of a minor, and over his invitations after an overcall
    ("Q87.J75.AJ76.T98", "1C P 1D P 3D P", "3NT", "8 HCP opposite the jump raise of 1D: 3NT"),
    ("Q87.J75.K876.T98", "1C P 1D P 3D P", "P", "6 HCP opposite the jump raise of 1D: pass"),
    ("A32.Q75.AJ76.T98", "1C P 1D 1H 3D P", "3NT", "11 HCP and the hearts stopped over the jump raise: 3NT"),
    ("9432.AQ43.A43.65", "1D P 1H 2C 2NT P", "3NT", "10 HCP opposite 2NT after the overcall: game"),
    ("AT98.52.932.A875", "1H P 1S 2D 2NT P", "3NT", "8 HCP opposite 2NT after the overcall: game"),
    ("K8765.52.932.A87", "1H P 1S 2D 2NT P", "3S", "five spades opposite 2NT: choice of games"),
    ("K86.Q2.T932.J987", "1C P 1H 1S 3H P", "P", "6 HCP opposite the jump raise after the overcall: pass"),
    ("K86.QJ72.T93.QJ8", "1C P 1H 1S 3H P", "4H", "9 HCP opposite the jump raise after the overcall: game"),
    # the advancer after the doubler's no-trump (19-21)
    ("KJ3.J86.K852.763", "1C X P 1D P 1NT P", "3NT", "8 HCP opposite the doubler's 1NT: game"),
    ("T53.J86.K852.763", "1C X P 1D P 1NT P", "2NT", "4 HCP opposite the doubler's 1NT: invite"),
    ("T53.986.T852.763", "1C X P 1D P 1NT P", "P", "no points: pass"),
    ("AT6.AT32.AJ.AQJ5", "1C X P 1D P 1NT P 2NT P", "3NT", "20 HCP over the invitation: accept"),
    ("T53.Q86.K85.7632", "1H X P 2C P 2NT P", "3NT", "5 HCP opposite the doubler's 2NT: game"),
    # responder over opener's raise after an overcall, as without it
    ("A3.KQ854.K72.J63", "1C P 1H 1S 2H P", "4H", "13 HCP over the raise after the overcall: game"),
    ("Q93.KT85.QJ7.Q83", "1C P 1H 1S 2H P", "3H", "10 HCP and eight losers after the overcall: invite"),
    ("832.KQ854.972.J6", "1C P 1H 1S 2H P", "P", "6 HCP over the raise after the overcall: pass"),
    # the advancer over the doubler's raise of his major
    ("832.KT85.Q72.Q63", "1C X P 1H P 2H P", "4H", "7 HCP opposite the doubler's raise: game"),
    ("83.K8542.Q72.J63", "1C X P 1H P 2H P", "4H", "6 HCP and five hearts opposite the raise: game"),
    ("832.J854.972.Q63", "1C X P 1H P 2H P", "P", "3 HCP opposite the raise: pass"),
    ("8532.985.Q72.K63", "1D X P 1S P 3S P", "4S", "5 HCP opposite the doubler's jump raise: game"),
    # the cue bid over an overcall of 1NT forced to game: over opener's minor, game in it
    ("T9.K3.QT965.AQJ3", "1NT 2S 3S P 4C P", "5C", "four clubs over opener's 4C: game, not a pass"),
    ("K93.K3.Q965.QJ73", "1NT 2C 3C P 3D P", "3NT", "clubs stopped over opener's 3D: 3NT"),
]


@pytest.mark.parametrize(("hand", "auction", "expected", "why"), CASES, ids=[case[3] for case in CASES])
def test_classic_calls(hand: str, auction: str, expected: str, why: str) -> None:
    assert call_for(hand, auction) == parse_call(expected), why


@pytest.mark.parametrize(("hand", "auction", "expected", "why"), CASES, ids=[case[3] for case in CASES])
def test_the_classic_calls_fit_their_explanations(hand: str, auction: str, expected: str, why: str) -> None:
    calls = (*calls_of(auction), parse_call(expected))
    view = view_after(hand, auction)
    meaning = meaning_of(calls, view.dealer, len(calls) - 1)
    assert view.hand is not None
    assert meaning.fits(view.hand), (why, meaning.describe())


def test_explanations_read_like_the_system() -> None:
    calls = calls_of("1NT P 2C P 2D P")
    assert explain_call(calls, Seat.N, 0) == "opening: balanced (15-17 HCP, balanced)"
    assert explain_call(calls, Seat.N, 2) == "Stayman: asks for a four-card major (8+ HCP) " \
        "[forcing for one round] [alert]"
    assert "no four-card major" in explain_call(calls, Seat.N, 4)
    assert "0-3♠" in explain_call(calls, Seat.N, 4) and "0-3♥" in explain_call(calls, Seat.N, 4)
    transfer = meaning_of(calls_of("1NT P 2D"), Seat.N, 2)
    assert transfer.alert and transfer.forcing is Forcing.ONE_ROUND and transfer.lengths_min[Strain.H] == 5


def _length_bounds(rule: Rule) -> dict[str, tuple[int, int]]:
    bounds: dict[str, tuple[int, int]] = {}
    for name, low, high in rule.spec.lengths:
        old_low, old_high = bounds.get(name, (0, 13))
        bounds[name] = (max(old_low, low), min(old_high, high))
    return bounds


def _takes_every_hand_of(earlier: Rule, later: Rule) -> bool:
    """True when ``earlier`` has no judgement and no guard, and every hand ``later`` describes
    fits ``earlier`` too: in their shared context ``later`` is then never reached."""
    if earlier.require is not None or earlier.guards or earlier.auction_only or later.auction_only:
        return False
    (low, high), (later_low, later_high) = earlier.spec.hcp, later.spec.hcp
    if not (low <= later_low and later_high <= high) or (earlier.spec.balanced and not later.spec.balanced):
        return False
    later_bounds = _length_bounds(later)
    return all(low <= later_bounds.get(name, (0, 13))[0] and later_bounds.get(name, (0, 13))[1] <= high
               for name, (low, high) in _length_bounds(earlier).items())


def test_no_rule_is_hidden_behind_an_earlier_rule_of_its_context() -> None:
    # over a weak 2D, 3NT on any 16+ HCP used to take every hand of the forcing new suits
    by_context: dict[str, list[Rule]] = {}
    for rule in SYSTEM:
        if not rule.situational:
            by_context.setdefault(rule.when, []).append(rule)
    hidden = [(when, later.call, earlier.call)
              for when, rules in by_context.items()
              for position, later in enumerate(rules)
              for earlier in rules[:position]
              if earlier.call != later.call and _takes_every_hand_of(earlier, later)]
    assert not hidden


def test_opener_rebids_over_a_free_bid_as_without_the_overcall() -> None:
    # 1C 1D 1H: the rebids of 1C P 1H, but no-trump promises a diamond stopper, and 2D is the
    # overcaller's suit (a cue bid), not the reverse it would be without the overcall
    assert explain_call(calls_of("1C 1D 1H P 1NT"), Seat.N, 4).startswith(
        "balanced minimum, the opponents' suit stopped (12-14 HCP")
    assert explain_call(calls_of("1C P 1H P 2D"), Seat.N, 4).startswith("reverse")
    assert explain_call(calls_of("1C 1D 1H P 2D"), Seat.N, 4).startswith("cue bid")
    # a response that would be a jump shift without the overcall copies nothing: opener rebids
    # as after a two-over-one, raising a major with three cards (not the four of 1C P 1H P 2H)
    assert explain_call(calls_of("1C 1S 2H P 3H"), Seat.N, 4).startswith("raise: 3+♥ (12-21 HCP")
    assert explain_call(calls_of("1C 1S 2H P 2NT"), Seat.N, 4).startswith(
        "balanced minimum, the opponents' suit stopped (12-14 HCP")


def test_a_quiet_defender_passes_only_where_the_system_had_no_pass() -> None:
    # the opponents bid on below game and the defenders have only passed: "no suitable action"
    for auction in ("2C P", "2NT P", "1NT P 2D P 2H P", "1S P 1NT P 2C P", "1C P 1H P 1S P 2D P"):
        calls = calls_of(auction)
        meaning = meaning_of(calls, Seat.N, len(calls) - 1)
        assert meaning.describe() == "no suitable action (0-16 HCP)", auction
    # a six-card suit is left to the simulation (the pass's meaning still holds if it passes)
    situation = Situation(Seat.N, calls_of("1NT P 2D P 2H"))
    legal = {PASS, DOUBLE, *(bid(3, strain) for strain in Strain)}
    for hand, quiet in (("KQJ32.K32.432.32", True), ("KQJ432.K32.432.2", False)):
        call = CONTRACT.system_call(situation, HandFacts.of(CardSet.from_pbn(hand)), legal, HandConstraint())
        assert (call is PASS) is quiet, hand
    # where the system has a pass of its own, its meaning is the system's alone
    assert explain_call(calls_of("1S P 1NT P"), Seat.N, 3).startswith("no overcall or takeout double")
    # the opponents stopped (a balancing seat), or bid game, or partner acted: no quiet pass
    for auction in ("1S P 2S P P P", "1S P 4S P", "1NT P 3NT P", "1S 2C 2S P"):
        calls = calls_of(auction)
        assert not meaning_of(calls, Seat.N, len(calls) - 1).describe().startswith("no suitable action (0-16"), \
            auction


def test_calls_outside_the_system_read_naturally() -> None:
    calls = calls_of("1NT P 2C P 2D P 3C")
    meaning = meaning_of(calls, Seat.N, 6)
    assert meaning.natural_fallback or meaning.lengths_min[Strain.C] >= 4
    odd = meaning_of(calls_of("1C 1D 1H 1S 1NT 2C 2D 2H 2S 2NT 3C"), Seat.N, 10)
    assert odd.describe()  # every call has a readable meaning


def test_natural_support_makes_a_trump_fit_with_partners_length() -> None:
    # no rule covers a raise of a doubled preempt: the natural reading counts partner's seven
    # hearts, so one heart is support; opposite six (4H "to play: 6+", then a slam) also one, a
    # six-card suit playing opposite a singleton; opposite an overcall's five, three (eight cards)
    assert meaning_of(calls_of("P 3H X 4H"), Seat.N, 3).lengths_min[Strain.H] == 1
    assert meaning_of(calls_of("1D P 1H P 1S P 4H P 6H"), Seat.N, 8).lengths_min[Strain.H] == 1
    assert meaning_of(calls_of("1C 1H 1NT 3H"), Seat.N, 3).lengths_min[Strain.H] == 3


def test_a_bid_in_the_agreed_suit_reads_with_the_cards_already_shown() -> None:
    # board 342 of the bench's seed 14: responder's 1H showed four hearts and opener raised them.
    # Responder's 6H (no rule) is in the agreed suit: four hearts, not "long" hearts (five), which
    # kept the slam from the simulation's choices with four trumps and 30 HCP between the hands
    meaning = meaning_of(calls_of("1C P 1H P 3H P 6H"), Seat.N, 6)
    assert meaning.lengths_min[Strain.H] == 4
    assert "agreed" in meaning.describe()
    # a suit only this hand has bid still reads as long
    assert meaning_of(calls_of("1C P 1H P 1NT P 3H"), Seat.N, 6).lengths_min[Strain.H] == 5


def _simulation_candidates(hand: str, auction: str) -> list[Call]:
    """The calls the contract bidder weighs by simulation for ``hand`` after ``auction`` (dealer N)."""
    calls = calls_of(auction)
    situation = Situation(Seat.N, calls)
    facts = HandFacts.of(CardSet.from_pbn(hand))
    partner = seat_constraints(calls, Seat.N)[situation.seat.partner]
    view = view_after(hand, auction)
    return Bidder(seed=1)._contract_candidates(situation, facts, set(view.legal_calls), partner)


def test_a_slam_in_partners_six_card_suit_is_a_candidate_with_a_singleton() -> None:
    # board 318 of the bench's seed 7: partner's 4H shows six hearts and game values; with 17 HCP
    # and the singleton ace, 6H is among the calls the simulation weighs, not only 6NT
    candidates = _simulation_candidates("KJ85.A.Q953.AK65", "1D P 1H P 1S P 4H P")
    assert parse_call("6H") in candidates and parse_call("6NT") in candidates


def test_a_six_card_suit_rescues_a_doubled_escape() -> None:
    # the doubler's hand of board 210 of the bench's seed 9: his partner escaped from 1D X XX
    # into 2C, and here the redoubler doubles it for penalty and opener leaves it in; with six
    # hearts and a singleton club the doubler weighs 2H (before, only the pass: 2C doubled would
    # have gone six down)
    candidates = _simulation_candidates("K753.KQJ762.74.K", "1D X XX 2C P P X P P")
    assert parse_call("2H") in candidates and PASS in candidates
    # without the double there is nothing to rescue, nor from a takeout double
    assert parse_call("2H") not in _simulation_candidates("K753.KQJ762.74.K", "1D X XX 2C P P P")
    assert parse_call("3S") not in _simulation_candidates("KJ8765.32.4.8765", "3D X")


def test_a_ten_card_fit_weighs_game_over_the_opponents_game() -> None:
    # board 754 of the bench's seed 9: partner overcalled 2S over a weak 2H, the opener's partner
    # jumped to 4H; with five spades, a heart void and 6 HCP, 4S (ten trumps: the total tricks
    # reach the four level) is weighed against the pass
    assert parse_call("4S") in _simulation_candidates("QJ942..J843.Q863", "P 2H 2S 4H")
    # not when our side holds the contract: game on shape needs one trump more than its tricks
    assert parse_call("4S") not in _simulation_candidates("QJ942.2.J843.Q86", "1S P 2S P 3C P")


def test_a_hand_stronger_than_every_rule_is_not_passed_out_below_game() -> None:
    # board 144 of the bench's seed 14: 16 HCP after partner completes the transfer over 1NT. Every
    # rule of the auction is for 0-15 HCP, so no candidate's meaning fits the hand; the simulation
    # must still choose among the candidates (3NT and 2NT among them) rather than pass at 2S
    hand, auction = "AKQ64.QT2.Q963.K", "1NT P 2H P 2S P"
    assert parse_call("3NT") in _simulation_candidates(hand, auction)
    chosen = call_for(hand, auction)
    assert isinstance(chosen, Bid) and chosen >= bid(3, Strain.NT)


def test_an_artificial_bid_names_no_suit() -> None:
    # after the strong 2C, clubs are a new suit, not support for partner's clubs
    clubs = meaning_of(calls_of("2C P 2D P 3D P 4C"), Seat.N, 6)
    assert "support" not in clubs.describe() and clubs.lengths_min[Strain.C] == 4
    # a double of an artificial bid shows the suit it named
    for auction, index in (("2C X", 1), ("1NT P 2C X", 3)):
        double = meaning_of(calls_of(auction), Seat.N, index)
        assert "lead-directing" in double.describe() and double.lengths_min[Strain.C] == 5
    # the competitive agreements over a weak two do not cover the strong 2C
    assert "forced answer" not in meaning_of(calls_of("2C X P 2H"), Seat.N, 3).describe()
    assert "forced answer" in meaning_of(calls_of("2H X P 3C"), Seat.N, 3).describe()
    assert "takeout" in meaning_of(calls_of("2H X"), Seat.N, 1).describe()


def test_the_strong_two_clubs_and_the_waiting_answer_agree_no_suit() -> None:
    # Stayman's 3C and the 3D answer after 2C P 2D P 2NT agree nothing (no Blackwood for a minor)
    assert agreed_suit(Situation(Seat.N, calls_of("2C P 2D P 2NT P 3C P 3D P"))) is None
    assert agreed_suit(Situation(Seat.N, calls_of("2C P 3C P"))) is None
    # the Texas transfer after 2C P 2D P 2NT agrees the major, as over a 2NT opening
    assert agreed_suit(Situation(Seat.N, calls_of("2C P 2D P 2NT P 4D P 4H P"))) is Strain.H
    assert agreed_suit(Situation(Seat.N, calls_of("2NT P 4D P 4H P"))) is Strain.H


def test_a_takeout_doubler_doubles_the_raised_suit_again_for_takeout() -> None:
    again = meaning_of(calls_of("1D X 3D P P X"), Seat.N, 5)
    assert "takeout" in again.describe() and again.lengths_max[Strain.D] == 2
    # once partner has bid, a double of their suit is for penalty
    assert "penalty" in meaning_of(calls_of("1D X 3D 3H 4D X"), Seat.N, 5).describe()


def test_constraints_for_reports_what_each_seat_showed() -> None:
    view = view_after("AK2.KQ2.J432.Q32", "1NT P 2H P")  # N opened 1NT, S transferred to spades
    constraints = constraints_for(view)
    assert set(constraints) == set(Seat)
    assert (constraints[Seat.N].hcp_min, constraints[Seat.N].hcp_max) == (15, 17)
    assert constraints[Seat.S].lengths_min[Strain.S] == 5
    assert constraints[Seat.E].hcp_max <= 14  # passed over 1NT: no overcall or penalty double


def test_the_bot_is_deterministic_and_complete() -> None:
    view = view_after("K432.A32.Q432.32", "1S 2H")
    first = BiddingBot(seed=7).choose_call(view)
    assert all(BiddingBot(seed=7).choose_call(view) == first for _ in range(3))
    bot = BiddingBot(seed=7)
    assert callable(bot.choose_card) and callable(bot.answer_claim)


# ---------------------------------------------------------------------------------------------
# auction bridge: bid just enough to win the auction; double the overreach

def test_auction_bridge_stops_low_with_a_game_going_hand() -> None:
    hand = "KQ32.A32.K32.Q32"  # 14 HCP and four spades: contract bridge goes to game (Jacoby 2NT)
    assert call_for(hand, "1S P") == bid(2, Strain.NT)
    assert call_for(hand, "1S P", AUCTION_1920) is PASS  # 1S wins the auction; every trick counts
    calls = calls_of("1S P P")
    assert meaning_of(calls, Seat.N, 2, Style.AUCTION) == AUCTION_CONTENT


def test_auction_bridge_competes_at_the_cheapest_level() -> None:
    call = call_for("KQ32.32.AK32.Q32", "1S 2H", AUCTION_1920)
    assert call in (bid(2, Strain.S), DOUBLE, PASS)
    assert call != bid(4, Strain.S)


def test_auction_bridge_doubles_an_overreach() -> None:
    # N opened 1S, S raised; W jumped to 4H into North's K Q J 10 9 of hearts
    assert call_for("AKQ32.KQJT9.A2.2", "1S P 2S 4H", AUCTION_1920) is DOUBLE


@pytest.mark.parametrize(("hand", "auction", "contract", "auction_bridge"), [
    ("K97.K64.AQJ7.754", "1C P P X P", "2C", "1D"),  # contract: the cue bid; auction: the cheapest suit
    ("KQJ72.A54.K3.942", "1D X P", "4S", "1NT"),  # contract: game; auction: cheap no-trump, every trick counts
    ("A5.T5.AQT53.KJT7", "2H X P", "3H", "3D"),
])
def test_game_values_opposite_a_takeout_double(hand: str, auction: str, contract: str, auction_bridge: str) -> None:
    # auction bridge has no game to reach and would not play the opponents' suit: it bids cheaply
    # rather than cue bid, and never passes the double with a hand that has no trumps to pass it on
    assert call_for(hand, auction) == parse_call(contract)
    call = call_for(hand, auction, AUCTION_1920)
    assert call == parse_call(auction_bridge)
    calls = (*calls_of(auction), call)
    view = view_after(hand, auction)
    assert view.hand is not None
    assert meaning_of(calls, view.dealer, len(calls) - 1, Style.AUCTION).fits(view.hand)


def test_auction_bridge_weighs_its_candidates_when_none_fits_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    # deal 277 of auction_points_gain's seed 5: partner overcalled 2H and the opponents raised.
    # Neither the pass nor 3H means a hand like this one (10 HCP, two hearts), so before, the
    # bot passed without weighing anything; now the simulation weighs both
    weighed: list[list[Call]] = []
    simulated = Bidder._simulated_call

    def record(self: Bidder, view: SeatView, situation: Situation, facts: HandFacts, legal: set[Call],
               partner: HandConstraint, candidates: list[Call], margin: float | None = None) -> Call:
        weighed.append(list(candidates))
        return simulated(self, view, situation, facts, legal, partner, candidates, margin)

    monkeypatch.setattr(Bidder, "_simulated_call", record)
    call_for("J62.J8.Q532.AK53", "1S 2H 2S", AUCTION_1920)
    assert weighed and bid(3, Strain.H) in weighed[-1] and PASS in weighed[-1]


def test_contract_bridge_doubles_an_overreach_too() -> None:
    assert call_for("AKQ32.KQJT9.A2.2", "1S P 2S 4H") is DOUBLE
    assert "penalty" in explain_call(calls_of("1S P 2S 4H X"), Seat.N, 4)


def test_the_style_is_read_from_the_scoring() -> None:
    assert Bidder(find_rules("auction-1920")).style is Style.AUCTION
    assert Bidder(find_rules("auction-classic")).style is Style.AUCTION
    assert Bidder(find_rules("rubber")).style is Style.CONTRACT
    assert Bidder(find_rules("duplicate")).style is Style.CONTRACT
    assert Bidder().style is Style.CONTRACT


# ---------------------------------------------------------------------------------------------
# the table itself: every rule can be reached, bound, explained and judged

def _instances(rule_context: tuple[Token, ...]) -> Iterator[tuple[Call, ...]]:
    variables = sorted({token.variable for token in rule_context if token.kind == "bid"})
    domains = {"M": (Strain.H, Strain.S), "m": (Strain.C, Strain.D)}
    suits = (Strain.C, Strain.D, Strain.H, Strain.S)
    for choice in itertools.product(*(domains.get(name, suits) for name in variables)):
        if len(set(choice)) != len(choice):
            continue
        binding = dict(zip(variables, choice))
        calls: list[Call] = []
        for token in rule_context:
            if token.kind == "call":
                assert token.call is not None
                calls.append(token.call)
            else:
                calls.append(bid(token.level, binding[token.variable]))
        _, error = first_illegal(Seat.N, calls)
        if error is None:
            yield tuple(calls)


def test_every_rule_can_be_bound_explained_and_judged() -> None:
    hands = [Deal.from_seed(f"rules|{n}")[Seat.N] for n in range(12)]
    contexts = {rule.context for rule in SYSTEM if not rule.situational}
    reached = 0
    for context in contexts:
        for calls in itertools.islice(_instances(context), 3):
            situation = Situation(Seat.N, calls)
            for rule, bindings in applicable(situation, Style.CONTRACT):
                for call, complete in rule_calls(rule, bindings):
                    reached += 1
                    assert rule.spec.bind(complete).describe()
                    if rule.require is not None:
                        for hand in hands:
                            REQUIRES[rule.require](Ask(HandFacts.of(hand), situation, complete, call,
                                                       HandConstraint()))
    assert reached > len(SYSTEM)


def test_the_bidding_bot_is_a_bot() -> None:
    from trumps.bots.base import Bot

    bot: Bot = BiddingBot(seed=1)
    assert bot.claim(view_after("AK2.KQ2.J432.Q32", "")) is None


def test_where_the_system_has_no_rule_the_simulation_still_bids_the_values() -> None:
    # 16 HCP and five-five in the red suits, passed over 1C and then in the balancing seat over
    # 1C P 2C: no rule covers the second call; compete, not pass
    call = call_for("J82.AJ874.AKJT6.", "1C P 2C P P")
    assert isinstance(call, Bid) and call.strain in (Strain.H, Strain.D)
    # a takeout doubler whose partner leaves the redouble in runs to his own five-card suit
    assert call_for("AK83.2.863.KQJT8", "P 1H X XX P P") == parse_call("2C")


def test_artificial_bids_are_not_doubled_for_penalty() -> None:
    # West's hearts would beat a heart contract, but 4H over 1NT is a Texas transfer (spades)
    # and 5H over 4NT counts aces: neither is a contract the other side means to play
    hearts = "32.AKQJT9.A32.32"
    assert call_for(hearts, "1NT P 4H") is not DOUBLE
    assert call_for("32.AKQJT.A32.432", "1S P 2NT P 3S P 4NT P 5H") is not DOUBLE


def test_blackwood_goes_on_over_a_double_of_the_answer() -> None:
    # partner's 5H shows two aces; with two more, one is missing at most: small slam
    assert call_for("KQ32.A2.KQ32.A32", "1S P 2NT P 3S P 4NT P 5H X") == parse_call("6S")


@pytest.mark.parametrize(("hand", "losers"), [
    ("AKQJ982.T52.AJ2.", 5),  # 0 + 3 + 2 + void 0
    ("AQ63.KQJ63.A3.T2", 5),  # K missing, A missing, K missing, two small
    ("AK9872.AKJ.6.KQ9", 4),
    ("KQ2.Q2.A.J8765432", 6),  # a singleton ace loses nothing, a doubleton queen two
    ("AKQ.AKQ.AKQ.AKQJ", 0),
])
def test_losing_trick_count(hand: str, losers: int) -> None:
    assert HandFacts.of(CardSet.from_pbn(hand)).losers() == losers


def test_a_double_fit_does_not_double_for_penalty() -> None:
    # five clubs opposite partner's raise: the opponents hold three clubs at most, so the ace and
    # king will not both cash; 4.25 defensive tricks alone, enough beside partner's 6+ HCP for
    # the 5.5 the rule asks against 3S, but 3 with the fit, too few
    facts = HandFacts.of(CardSet.from_pbn("JT5.2.AK54.AKJ98"))
    assert facts.defensive_tricks(Strain.S) == 4.25
    assert facts.defensive_tricks(Strain.S, (5, 0, 0, 0)) == 3.0
    assert call_for("JT5.2.AK54.AKJ98", "P P P 1C 1S 2C 3S") is not DOUBLE
    # a fit of eight or nine cards leaves one trick at most in the suit
    spades = HandFacts.of(CardSet.from_pbn("AKQ7.KQ.75.QJ632"))
    assert spades.defensive_tricks(Strain.H) == 3.5
    assert spades.defensive_tricks(Strain.H, (0, 0, 0, 5)) == 2.75


def test_a_simulated_penalty_double_needs_a_clear_gain() -> None:
    calls = [PASS, DOUBLE]
    # +150 on average, but a coin toss deal by deal: no double
    assert best_candidate(calls, [[0.0] * 8, [800.0, -500.0] * 4], 1.0) == 0
    # a steady gain: double
    assert best_candidate(calls, [[-100.0] * 8, [100.0, 120.0] * 4], 1.0) == 1
    # without a margin, the best average alone
    assert best_candidate(calls, [[0.0] * 8, [800.0, -500.0] * 4], 0.0) == 1
    # the other calls still go by the best average
    rows = [[0.0] * 8, [50.0, 40.0] * 4, [800.0, -500.0] * 4]
    assert best_candidate([PASS, parse_call("4S"), DOUBLE], rows, 1.0) == 1


def test_a_slam_is_doubled_only_with_the_setting_tricks_in_hand() -> None:
    # kings and queens that would beat a part-score do not beat a slam bid over them
    assert call_for("QJT9.KJ2.KJ2.432", "1S P 2NT P 3S P 4NT P 5H P 6S") is not DOUBLE
    assert call_for("A32.A32.QJ32.J32", "1S P 2NT P 3S P 4NT P 5D P 6S") is DOUBLE


def test_a_forced_hand_with_no_candidate_still_bids() -> None:
    # 2C-2D-3D is forcing; five HCP, a singleton diamond, no fit known and no values for 3NT
    call = call_for("842.AJ32.2.98742", "2C P 2D P 3D P")
    assert isinstance(call, Bid) and call.strain in (Strain.H, Strain.C, Strain.NT)


def test_nobody_passes_below_game_once_the_side_has_forced_to_it() -> None:
    # the jump shift forced to game: over responder's preference opener goes on, rule or none
    assert call_for("A2.K3.AKJ85.KQ32", "1D P 1S P 3C P 3D P") is not PASS
    bidder = Bidder(find_rules("duplicate"))
    forced = Situation(Seat.N, calls_of("1D P 1S P 3C P 3D P"))
    assert bidder._game_forced(forced)
    # not once game is bid, nor when the opponents hold the contract or have doubled ours
    assert not bidder._game_forced(Situation(Seat.N, calls_of("1D P 1S P 3C P 3NT P")))
    assert not bidder._game_forced(Situation(Seat.N, calls_of("1D P 1S P 3C 3H")))
    assert not bidder._game_forced(Situation(Seat.N, calls_of("1D P 1S P 3C P 3D X")))
    # a one-round force ends with the answer: 1D P 1S P 2C P 2D P may pass
    assert not bidder._game_forced(Situation(Seat.N, calls_of("1D P 1S P 2C P 2D P")))


def test_a_game_force_is_not_passed_out_below_game() -> None:
    # 2C (2D) P P: responder's pass left it to opener, who doubles or bids on
    bidder = Bidder(find_rules("duplicate"))
    assert bidder._forcing_pass_out(Situation(Seat.N, calls_of("2C 2D P P")))
    assert call_for("KQT32.A9..AKQJ86", "2C 2D P P") is not PASS
    # not when the pass would not end the auction, without a game force, or once doubled
    assert not bidder._forcing_pass_out(Situation(Seat.N, calls_of("2C 2D")))
    assert not bidder._forcing_pass_out(Situation(Seat.N, calls_of("1C 2D P P")))
    assert not bidder._forcing_pass_out(Situation(Seat.N, calls_of("2C 2D X P")))


def test_partners_notrump_over_their_suit_shows_it_stopped() -> None:
    bidder = Bidder(find_rules("duplicate"))
    assert bidder._stoppers_shown(Situation(Seat.N, calls_of("1D 2C 2NT P"))) == {Strain.C}
    # a 1NT opening came before their suit; the opponents' own no-trump shows nothing of ours
    assert bidder._stoppers_shown(Situation(Seat.N, calls_of("1NT 2C P P"))) == set()
    assert bidder._stoppers_shown(Situation(Seat.N, calls_of("1H P 1S 2NT"))) == set()
    # 17 HCP and a singleton club opposite responder's 2NT over the club overcall: game in no-trump
    assert call_for("AQT3.AJ83.KQJ9.9", "1D 2C 2NT P") == parse_call("3NT")


def test_game_values_without_a_known_fit_still_weigh_a_game() -> None:
    facts = HandFacts.of(CardSet.from_pbn("AKT8.9.AK76.AQ74"))
    situation = Situation(Seat.N, calls_of("1D 2H X P 3D P"))
    partner = seat_constraints(situation.calls, Seat.N, Style.CONTRACT)[Seat.N]
    games = Bidder._game_without_fit(situation, facts, partner, stopped=False)
    # four diamonds opposite the rebid suit's three; no 3NT with the hearts unstopped
    assert games == [parse_call("5D")]
    assert parse_call("3NT") in Bidder._game_without_fit(situation, facts, partner, stopped=True)
    # 20 HCP opposite an opening: the negative doubler does not pass a part-score
    assert call_for("AKT8.9.AK76.AQ74", "1D 2H X P 3D P") is not PASS


def doubles_over_seeds(view: SeatView, seeds: int) -> int:
    """How many of the contract bidders seeded 0 .. ``seeds - 1`` double for penalty in ``view``."""
    return sum(Bidder(seed=seed).choose(view) == DOUBLE for seed in range(seeds))


@pytest.mark.parametrize(("hand", "auction", "dealer", "short"), [
    # seed 7 deal 100: 1C P P X 2C, and East sits over the clubs with four of them and 11 HCP
    # after partner's reopening double. The rough count of the defence's tricks falls short of the
    # six that set 2C by less than one; the layouts say double (there 2C doubled goes four down
    # double-dummy)
    ("A874.AQT.T2.J853", "1C P P X 2C", Seat.N, 1),
    # seed 8 deal 350: 1D 1NT 2H P P 2NT, and North, who ran to 2H over the 1NT overcall, holds
    # the ace of spades and six hearts to the queen-jack over the no-trump bidder. His defensive
    # tricks and his partner's opening fall short of the six that set 2NT by more than one and
    # at most two; the layouts say double (7 of 8 seeds; there 2NT doubled goes four down
    # double-dummy, +800)
    ("A52.QJ8432..J632", "1D 1NT 2H P P 2NT", Seat.S, 2),
    # seed 7 deal 58 of bench/bidding_match.py: P 1NT X 2H P 2S 2NT. East, whose partner opened
    # 1NT and who ran to spades with a transfer over the double, holds six points and five spades
    # over the 2NT bidder. The rough count falls short of the six tricks that set 2NT by more than
    # two and at most three; the layouts say double (6 of 8 seeds; there 2NT goes three down
    # double-dummy, and at the match's table North ran to 3NT, doubled again, four down: +800)
    ("JT864.Q62.T8.Q65", "P 1NT X 2H P 2S 2NT", Seat.S, 3),
])
def test_a_penalty_double_short_of_the_rough_count_is_weighed(
        hand: str, auction: str, dealer: Seat, short: int, monkeypatch: pytest.MonkeyPatch) -> None:
    view = view_after(hand, auction, dealer)
    assert doubles_over_seeds(view, 8) >= 5
    # with the count's bar one trick nearer the full count, the double is never weighed
    monkeypatch.setattr(bidder_module, "DOUBLE_TRICKS_SHORT", short - 1)
    assert doubles_over_seeds(view, 8) == 0


def test_a_penalty_double_needs_two_and_a_half_standard_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    # seed 7 deal 912 of bench/bidding_match.py: P 2D X 2H P 3D P 4H P P. South, who doubled the
    # weak two for takeout, holds KQ54 of hearts over the 4H bidder and a singleton in opener's
    # suit; 4H doubled goes two down double-dummy (+300). Over sixteen seeds the simulation makes
    # the double on most with the margin 2.5, on clearly fewer with the old margin 3
    view = view_after("QT52.KQ54.9.KQ73", "P 2D X 2H P 3D P 4H P P", Seat.N)
    assert bidder_module.DOUBLE_MARGIN == 2.5
    now = doubles_over_seeds(view, 16)
    assert now >= 8
    monkeypatch.setattr(bidder_module, "DOUBLE_MARGIN", 3.0)
    assert doubles_over_seeds(view, 16) <= now - 3
