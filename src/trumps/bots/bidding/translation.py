"""The explanations of calls in the languages of the table page (English and Portuguese).

The bidding system writes its explanations in English (:class:`~.meaning.Meaning` ``text``).
:func:`translate` turns such a text into another language phrase by phrase: the suit symbols
in it are set aside (``{0}``, ``{1}`` in the phrase tables, in order of appearance), the phrase
is looked up, and the symbols are put back. A union of meanings (``A; or B``) is translated
part by part. A phrase with no translation stays in English rather than failing: a test checks
that every phrase the system can produce has one.
"""

from __future__ import annotations

import re

LANGUAGES = ("en", "pt")
"""The languages explanations are given in; English is the system's own."""

_SUIT_SYMBOL = re.compile("[♣♦♥♠]")
_UNION = "; or "

PORTUGUESE: dict[str, str] = {
    "Blackwood answer: 0 or 4 aces": "resposta ao Blackwood: 0 ou 4 ases",
    "Blackwood answer: 1 ace": "resposta ao Blackwood: 1 ás",
    "Blackwood answer: 2 aces": "resposta ao Blackwood: 2 ases",
    "Blackwood answer: 3 aces": "resposta ao Blackwood: 3 ases",
    "Blackwood: asks for aces (slam interest in {0})":
        "Blackwood: pergunta pelos ases (interesse em slam a {0})",
    "Jacoby 2NT: game-forcing raise, 4+{0}": "Jacoby 2ST: apoio forçante até à partida, 4+{0}",
    "Jacoby transfer: 5+{0}": "transferência Jacoby: 5+{0}",
    "Stayman: asks for a four-card major": "Stayman: pergunta por um naipe nobre de quatro cartas",
    "accepts the game try": "aceita a tentativa de partida",
    "accepts the invitation": "aceita o convite",
    "accepts the slam invitation": "aceita o convite para slam",
    "accepts with support": "aceita, com apoio",
    "accepts without support": "aceita, sem apoio",
    "balanced": "equilibrada",
    "balanced game values, no fit": "equilibrada, valores de partida, sem fit",
    "balanced game values, no four-card major": "equilibrada, valores de partida, sem nobre de quatro cartas",
    "balanced minimum": "equilibrada, mínima",
    "balanced minimum, the opponents' suit stopped": "equilibrada, mínima, com paragem no naipe adversário",
    "balanced, extra values": "equilibrada, valores extra",
    "balanced, extra values, the opponents' suit stopped":
        "equilibrada, valores extra, com paragem no naipe adversário",
    "balanced, invites game": "equilibrada, convida à partida",
    "balanced, invites game, the opponents' suit stopped":
        "equilibrada, convida à partida, com paragem no naipe adversário",
    "balancing 1NT: balanced, a stopper in {0}": "1ST de reabertura: equilibrada, uma paragem a {0}",
    "balancing double: short in {0}, support for the other suits":
        "dobro de reabertura: curto a {0}, apoio nos outros naipes",
    "balancing overcall at the three level: good five-card suit":
        "intervenção de reabertura ao nível de três: bom naipe de cinco cartas",
    "balancing overcall: good five-card suit": "intervenção de reabertura: bom naipe de cinco cartas",
    "choice of games: exactly five {0}": "escolha da partida: exatamente cinco {0}",
    "completes the transfer": "completa a transferência",
    "completes the Texas transfer": "completa a transferência Texas",
    "content: our side holds the contract, and in auction bridge every trick counts":
        "satisfeito: o contrato é da nossa linha, e no bridge leilão todas as vazas contam",
    "cue bid: balanced, no stopper in {0}": "cue bid: equilibrada, sem paragem a {0}",
    "cue bid: no fit, no stopper in {0}": "cue bid: sem fit, sem paragem a {0}",
    "cue bid of the opponents' {0}: strength, no agreed meaning":
        "cue bid no naipe adversário ({0}): força, sem significado combinado",
    "declines": "recusa",
    "declines the game try": "recusa a tentativa de partida",
    "declines the invitation": "recusa o convite",
    "declines the slam invitation": "recusa o convite para slam",
    "declines with support": "recusa, com apoio",
    "double of an artificial bid: shows {0}, lead-directing":
        "dobro de uma voz artificial: mostra {0}, indica a saída",
    "double: no agreed meaning (takeout by default)":
        "dobro: sem significado combinado (informativo, por defeito)",
    "extra values": "valores extra",
    "extra values, the opponents' suit stopped": "valores extra, com paragem no naipe adversário",
    "game values, the opponents' suit stopped": "valores de partida, com paragem no naipe adversário",
    "invitation": "convite",
    "minimum, no fit, the opponents' suit stopped": "mínima, sem fit, com paragem no naipe adversário",
    "no fit, not forcing, the opponents' suit stopped":
        "sem fit, não forçante, com paragem no naipe adversário",
    "extra values: slam interest": "valores extra: interesse em slam",
    "five-card {0} suit: choice of games": "naipe de cinco cartas de {0}: escolha da partida",
    "five-card suit, forcing": "naipe de cinco cartas, forçante",
    "forced answer: longest unbid suit ({0})": "resposta forçada: o naipe não marcado mais longo ({0})",
    "forced answer: the longer unbid suit ({0})":
        "resposta forçada: o mais longo dos naipes não marcados ({0})",
    "four-card suit, forcing": "naipe de quatro cartas, forçante",
    "four-card {0} (may also hold four {1})": "quatro cartas de {0} (pode ter também quatro de {1})",
    "four-card {0}, not four {1}": "quatro cartas de {0}, não quatro de {1}",
    "game try: invites game": "tentativa de partida: convida à partida",
    "game: 2+{0}": "partida: 2+{0}",
    "game: 3+{0}": "partida: 3+{0}",
    "invitation with a fit": "convite com fit",
    "invitation: 2+{0}": "convite: 2+{0}",
    "invitation: 3+{0}": "convite: 3+{0}",
    "invitation: 4+{0}": "convite: 4+{0}",
    "invitation: exactly five {0}": "convite: exatamente cinco {0}",
    "invitation: six-card {0} suit": "convite: naipe de seis cartas de {0}",
    "invitational rebid: 6+{0}": "redeclaração de convite: 6+{0}",
    "invites 3NT": "convida a 3ST",
    "invites 3NT: four {0}, not four {1}": "convida a 3ST: quatro {0}, não quatro {1}",
    "longest unbid suit ({0}), 9-11 HCP": "o naipe não marcado mais longo ({0}), 9-11 PH",
    "to play: four {0}, not four {1}": "para jogar: quatro {0}, não quatro {1}",
    "accepts the invitation: a {0} fit": "aceita o convite: fit a {0}",
    "accepts the invitation: 4+{0}": "aceita o convite: 4+{0}",
    "accepts the invitation: 5+{0}": "aceita o convite: 5+{0}",
    "accepts the invitation: three-card {0} support": "aceita o convite: apoio de três cartas a {0}",
    "to play: five {0}": "para jogar: cinco {0}",
    "to play: four {0}": "para jogar: quatro {0}",
    "accepts the invitation: 3+{0}, a strong double": "aceita o convite: 3+{0}, um dobro forte",
    "invites 3NT, no four-card major": "convida a 3ST, sem nobre de quatro cartas",
    "invites game": "convida à partida",
    "jump raise: invites game, 3+{0}": "apoio com salto: convida à partida, 3+{0}",
    "jump raise: invites game, 4+{0}": "apoio com salto: convida à partida, 4+{0}",
    "jump: invitational, 4+{0}": "salto: convite, 4+{0}",
    "jump shift: 4+{0}": "salto em naipe novo: 4+{0}",
    "limit raise: 4+{0}": "apoio limite: 4+{0}",
    "limit raise: 5+{0}": "apoio limite: 5+{0}",
    "limit raise: invites game, 3+{0}": "apoio limite: convida à partida, 3+{0}",
    "minimum": "mínima",
    "minimum, no fit": "mínima, sem fit",
    "minimum, nothing more to show": "mínima, nada mais a mostrar",
    "minimum rebid: 5+{0} (usually six)": "redeclaração mínima: 5+{0} (em regra seis)",
    "minimum rebid: 6+{0}": "redeclaração mínima: 6+{0}",
    "minimum, no slam interest": "mínima, sem interesse em slam",
    "natural overcall: five-card suit": "intervenção natural: naipe de cinco cartas",
    "natural: a stopper in {0}": "natural: uma paragem a {0}",
    "natural: both their suits stopped": "natural: paragem nos dois naipes adversários",
    "natural: long {0}": "natural: {0} longos",
    "natural: {0} agreed": "natural: {0} combinados",
    "natural: support for partner's {0}": "natural: apoio aos {0} do parceiro",
    "natural: to play in no-trump": "natural: para jogar em sem trunfo",
    "natural: {0} suit": "natural: naipe de {0}",
    "negative double: four or more {0}": "dobro negativo: quatro ou mais {0}",
    "negative double: four or more {0} and {1}": "dobro negativo: quatro ou mais {0} e {1}",
    "negative double: the unbid suits": "dobro negativo: os naipes não marcados",
    "new suit at the two level: 3-4-3-3, game values, three-card {0} support":
        "naipe novo ao nível de dois: 3-4-3-3, valores de partida, apoio de três cartas a {0}",
    "new suit at the two level: 4+{0}": "naipe novo ao nível de dois: 4+{0}",
    "new suit at the two level: 5+{0}": "naipe novo ao nível de dois: 5+{0}",
    "new suit: 4+{0}": "naipe novo: 4+{0}",
    "new suit: 5+{0}": "naipe novo: 5+{0}",
    "new suit: 5+{0}, forcing": "naipe novo: 5+{0}, forçante",
    "new suit: four or more {0}": "naipe novo: quatro ou mais {0}",
    "new suit: four or more {0}, no four-card major":
        "naipe novo: quatro ou mais {0}, sem nobre de quatro cartas",
    "no agreed meaning": "sem significado combinado",
    "no fit, not forcing": "sem fit, não forçante",
    "no fit": "sem fit",
    "raise to game: 2+{0}": "apoio à partida: 2+{0}",
    "natural suit: 5+{0}": "naipe natural: 5+{0}",
    "natural suit: 6+{0}": "naipe natural: 6+{0}",
    "no four-card major": "sem nobre de quatro cartas",
    "no four-card major, not forcing": "sem nobre de quatro cartas, não forçante",
    "no game interest": "sem interesse na partida",
    "no opening bid": "sem mão de abertura",
    "no balancing action": "sem reabertura",
    "no overcall or takeout double": "sem intervenção nem dobro informativo",
    "no overcall, takeout double or 1NT": "sem intervenção, dobro informativo ou 1ST",
    "no slam interest": "sem interesse em slam",
    "no suitable action": "nenhuma ação adequada",
    "no suitable call": "nenhuma voz adequada",
    "no support: rebids {0}": "sem apoio: repete {0}",
    "opening: balanced": "abertura: equilibrada",
    "opening: five-card major": "abertura: nobre de cinco cartas",
    "opening: longer minor (3+)": "abertura: o menor mais longo (3+)",
    "overcall at the three level: five-card suit": "intervenção ao nível de três: naipe de cinco cartas",
    "overcall at the two level: five-card suit": "intervenção ao nível de dois: naipe de cinco cartas",
    "overcall: balanced, a stopper in {0}": "intervenção: equilibrada, uma paragem a {0}",
    "overcall: balanced, both their suits stopped":
        "intervenção: equilibrada, paragem nos dois naipes adversários",
    "overcall: five-card suit": "intervenção: naipe de cinco cartas",
    "penalty double: as strong as the 1NT opener": "dobro punitivo: tão forte como a abertura de 1ST",
    "penalty double: expects to defeat the contract": "dobro punitivo: conta derrotar o contrato",
    "penalty pass: long strong {0}": "passe punitivo: {0} longos e fortes",
    "positive: balanced": "positiva: equilibrada",
    "positive: five-card {0} suit": "positiva: naipe de cinco cartas de {0}",
    "preempt: seven-card {0} suit": "barragem: naipe de sete cartas de {0}",
    "preemptive raise to game: 5+{0}": "apoio de barragem à partida: 5+{0}",
    "preemptive raise: 4+{0}": "apoio de barragem: 4+{0}",
    "preemptive raise: {0} support": "apoio de barragem: apoio a {0}",
    "quantitative: invites 6NT": "quantitativo: convida a 6ST",
    "raise to game: 3+{0}": "apoio à partida: 3+{0}",
    "raise to game: 4+{0}": "apoio à partida: 4+{0}",
    "raise to game: 3+{0}, weak": "apoio à partida: 3+{0}, mão fraca",
    "raise: 3+{0}, forcing to game": "apoio: 3+{0}, forçante até à partida",
    "raise: 3+{0}": "apoio: 3+{0}",
    "raise: 4+{0}": "apoio: 4+{0}",
    "raise: 4+{0}, forcing to game": "apoio: 4+{0}, forçante até à partida",
    "raise: 5+{0}": "apoio: 5+{0}",
    "raise: three {0}, no stopper in {1}": "apoio: três {0}, sem paragem a {1}",
    "rebid: 5+{0}": "redeclaração: 5+{0}",
    "rebid: 6+{0}": "redeclaração: 6+{0}",
    "redouble: 10+ HCP": "redobro: 10+ PH",
    "redouble: a strong opening": "redobro: uma abertura forte",
    "redouble: no agreed meaning": "redobro: sem significado combinado",
    "reverse: strong, 4+{0}": "reverse: forte, 4+{0}",
    "second suit: 4+{0}": "segundo naipe: 4+{0}",
    "second suit: 5+{0}, 5+{1}": "segundo naipe: 5+{0}, 5+{1}",
    "sign-off": "para jogar (fecho)",
    "sign-off: two aces missing": "fecho: faltam dois ases",
    "single raise: 3+{0}": "apoio simples: 3+{0}",
    "single raise: 4+{0}": "apoio simples: 4+{0}",
    "single raise: 5+{0}": "apoio simples: 5+{0}",
    "small slam: at most one ace missing": "pequeno slam: falta no máximo um ás",
    "strong artificial opening: 22+ HCP, or fewer with nine playing tricks":
        "abertura forte artificial: 22+ PH, ou menos com nove vazas de jogo",
    "support: 3+{0}": "apoio: 3+{0}",
    "takeout double again: short in {0}": "dobro informativo de novo: curto a {0}",
    "takeout double: four or more {0} and {1}": "dobro informativo: quatro ou mais {0} e {1}",
    "takeout double: short in {0}": "dobro informativo: curto a {0}",
    "takeout double: short in {0}, support for the other suits":
        "dobro informativo: curto a {0}, apoio aos outros naipes",
    "three-card {0} support": "apoio de três cartas a {0}",
    "Texas transfer: 6+{0}, game or slam values": "transferência Texas: 6+{0}, valores de partida ou slam",
    "to play": "para jogar",
    "to play: seven losers": "para jogar: sete perdedoras",
    "invites 3NT: 10 HCP and five {0}": "convida a 3ST: 10 PH e cinco {0}",
    "takeout double: both majors, over a minor": "dobro informativo: os dois nobres, sobre um menor",
    "to play, the opponents' suit stopped": "para jogar, com paragem no naipe adversário",
    "to play: 6+{0}": "para jogar: 6+{0}",
    "to play: 7+{0}": "para jogar: 7+{0}",
    "to play: no slam interest": "para jogar: sem interesse em slam",
    "to play: 33+ HCP between the two hands": "para jogar: 33+ PH entre as duas mãos",
    "to play: 37+ HCP between the two hands": "para jogar: 37+ PH entre as duas mãos",
    "to play: a stopper in {0}": "para jogar: uma paragem a {0}",
    "to play: a {0} fit": "para jogar: fit a {0}",
    "to play: six-card {0} suit": "para jogar: naipe de seis cartas de {0}",
    "to play: {0} support": "para jogar: apoio a {0}",
    "two-card {0}": "duas cartas de {0}",
    "the face-down hand: passes by itself": "a mão virada para baixo: passa por si",
    "each player for himself: no bid worth making": "cada um por si: nenhuma voz que compense",
    "each player for himself: expects to gain by this contract with the face-down hand as dummy":
        "cada um por si: espera ganhar com este contrato, com a mão virada para baixo como morto",
    "penalty double: expects the contract to fail": "dobro punitivo: espera que o contrato caia",
    "redouble: expects to make the doubled contract": "redobro: espera cumprir o contrato dobrado",
    "waiting: artificial, says nothing yet": "espera: artificial, ainda nada diz",
    "weak": "fraca",
    "weak jump overcall: six-card suit": "intervenção fraca com salto: naipe de seis cartas",
    "weak two: six-card {0} suit": "dois fraco: naipe de seis cartas de {0}",
    "overcall: good six-card suit": "intervenção: bom naipe de seis cartas",
    "overcall at the four level: good six-card suit":
        "intervenção ao nível de quatro: bom naipe de seis cartas",
    "to play: long {0} suit, a strong hand": "para jogar: naipe longo de {0}, mão forte",
    "to play: the tricks partner lacks": "para jogar: as vazas que faltam ao parceiro",
    "cue bid: 3+{0}, a limit raise or better": "cue bid: 3+{0}, apoio limite ou mais forte",
    "advance in a new suit: 5+{0}, not forcing": "naipe novo do avançador: 5+{0}, não forçante",
    "game: 4+{0}": "partida: 4+{0}",
    "free bid: longest unbid suit, 4+{0}": "voz livre: o naipe não marcado mais longo, 4+{0}",
    "escapes the redouble: longest unbid suit, 3+{0}":
        "foge do redobro: o naipe não marcado mais longo, 3+{0}",
    "escapes the redouble: longest unbid suit, 4+{0}":
        "foge do redobro: o naipe não marcado mais longo, 4+{0}",
    "free bid: longest unbid suit, 5+{0}": "voz livre: o naipe não marcado mais longo, 5+{0}",
    "natural: a stopper in {0}, invites game": "natural: uma paragem a {0}, convida à partida",
    "a stopper in {0}, no four-card major": "uma paragem a {0}, sem nobre de quatro cartas",
    "accepts the sign-off": "aceita o fecho",
    "cue bid: game values, a four-card major or no stopper in {0}":
        "cue bid: valores de partida, um nobre de quatro cartas ou sem paragem a {0}",
    "four-card {0}": "quatro cartas de {0}",
    "leaves the penalty double in": "deixa ficar o dobro punitivo",
    "natural: 5+{0}, forcing to game": "natural: 5+{0}, forçante até à partida",
    "natural: invites 3NT, a stopper in {0}": "natural: convida a 3ST, uma paragem a {0}",
    "no stopper in {0}, no four-card major": "sem paragem a {0}, sem nobre de quatro cartas",
    "penalty double: 4+{0}": "dobro punitivo: 4+{0}",
    "penalty double: 3+{0}": "dobro punitivo: 3+{0}",
    "redouble: values, 1NT redoubled to play": "redobro: valores, 1ST redobrado para jogar",
    "to play 1NT redoubled": "para jogar 1ST redobrado",
    "forcing pass: fewer than four {0}, responder decides":
        "passe forçante: menos de quatro {0}, o respondente decide",
    "to play: 5+{0}": "para jogar: 5+{0}",
    "jump raise: 4+{0}, a strong double": "apoio com salto: 4+{0}, um dobro forte",
    "no extra values to show": "sem valores extra a mostrar",
    "raise: 4+{0}, extra values": "apoio: 4+{0}, valores extra",
    "strong double: 17+ HCP, too strong to overcall": "dobro forte: 17+ PH, forte demais para intervir",
    "strong double: 5+{0}": "dobro forte: 5+{0}",
    "strong double: balanced, a stopper in {0}": "dobro forte: equilibrada, uma paragem a {0}",
    "strong double: balanced, or too strong to overcall":
        "dobro forte: equilibrada, ou forte demais para intervir",
    "minimum, no four-card {0}": "mínima, sem quatro cartas de {0}",
    "minimum: content with {0}": "mínima: satisfeito com {0}",
    "preference: more {0} than {1}": "preferência: mais {0} do que {1}",
    "penalty pass: five strong {0}": "passe de castigo: cinco {0} fortes",
    "cue bid: game values, no fit yet": "cue bid: valores de partida, ainda sem fit",
    "no better call: rebids {0}": "sem voz melhor: repete {0}",
    "preference: at least as many {0} as {1}": "preferência: pelo menos tantas {0} como {1}",
    "cue bid: game values, asks for a major or a stopper":
        "cue bid: valores de partida, pergunta por um nobre ou uma paragem",
    "game: 5+{0}": "partida: 5+{0}",
    "answers the cue bid: four {0}": "responde ao cue bid: quatro {0}",
    "answers the cue bid: a stopper in {0}": "responde ao cue bid: uma paragem a {0}",
    "answers the cue bid: five {0}": "responde ao cue bid: cinco {0}",
    "answers the cue bid: three {0}, no four-card major":
        "responde ao cue bid: três {0}, sem nobre de quatro cartas",
    "reopening double: short in {0}": "dobro de reabertura: curto a {0}",
    "content to defend": "satisfeito em defender",
    "natural: a stopper in {0}, values": "natural: uma paragem a {0}, valores",
    "longest unbid suit ({0}), values": "o naipe não marcado mais longo ({0}), valores",
    "accepts the slam invitation: a strong five-card suit":
        "aceita o convite para slam: um naipe forte de cinco cartas",
    "competes: 6+{0}": "disputa: 6+{0}",
    "competes: 3+{0}": "disputa: 3+{0}",
    "competes: 4+{0}": "disputa: 4+{0}",
    "competes: extra values, 5{0}": "disputa: valores extra, 5{0}",
    "accepts: a maximum raise": "aceita: apoio máximo",
    "minimum raise": "apoio mínimo",
    "competitive double: short in {0}, support for the unbid suits":
        "dobro competitivo: curto a {0}, apoio nos naipes não marcados",
    "nothing more to show": "nada mais a mostrar",
    "balanced, extra values, a stopper": "equilibrada, valores extra, uma paragem",
    "cue bid: 5+{0}, a limit raise or better": "cue bid: 5+{0}, apoio limite ou mais forte",
    "accepts: game": "aceita: partida",
    "game values": "valores de partida",
    "accepts: a stopper in {0}": "aceita: uma paragem a {0}",
    "game values, a stopper in {0}": "valores de partida, uma paragem a {0}",
    "minimum: declines game": "mínimo: recusa a partida",
    "a limit raise: content": "um convite: satisfeito",
    "game values, no stopper in {0}": "valores de partida, sem paragem a {0}",
    "lead-directing double: 5+{0}, two of the top three honours":
        "dobro que indica a saída: 5+{0}, duas das três honras mais altas",
    "no lead to ask for, no suit to overcall": "sem saída a pedir nem naipe para intervir",
    "5+{0} and 5+{1}, forcing to game": "5+{0} e 5+{1}, forçante até à partida",
    "four-card {0} support": "apoio de quatro cartas a {0}",
    "two cards in each major": "duas cartas em cada nobre",
    "to play: five {0} and 4+{1}": "para jogar: cinco {0} e 4+{1}",
    "preference: three {0}": "preferência: três {0}",
    "preference: two {0} and two {1}": "preferência: duas {0} e duas {1}",
    "to play: 3+{0}": "para jogar: 3+{0}",
    "accepts the invitation, the opponents' suit stopped":
        "aceita o convite, com paragem no naipe adversário",
    "invites game, the opponents' suit stopped": "convida à partida, com paragem no naipe adversário",
    "minimum, no four-card {0}, the opponents' suit stopped":
        "mínima, sem quatro cartas de {0}, com paragem no naipe adversário",
    "balanced, the opponents' suit stopped": "equilibrada, com paragem no naipe adversário",
    "competitive raise: 3+{0}": "apoio competitivo: 3+{0}",
    "competitive raise: 5+{0}": "apoio competitivo: 5+{0}",
    "to play: no game values": "para jogar: sem valores de partida",
    "extra values: good 5+{0}": "valores extra: bons 5+{0}",
    "extra values: good 6+{0}": "valores extra: bons 6+{0}",
    "invites game: 2{0}, extra values": "convida à partida: 2{0}, valores extra",
    "invites game: 3+{0}": "convida à partida: 3+{0}",
    "no extra values": "sem valores extra",
    "no fit to show: responder will speak again": "sem fit a mostrar: o respondente volta a falar",
    "no game in view": "sem partida à vista",
    "penalty pass: strong {0}": "passe punitivo: {0} fortes",
    "raise to game: 4+{0}, a strong double": "apoio à partida: 4+{0}, um dobro forte",
    "takeout double again: a strong double, short in {0}":
        "dobro informativo de novo: um dobro forte, curto a {0}",
    "takeout double again: short in {0}, extra values":
        "dobro informativo de novo: curto a {0}, valores extra",
    "three-card support": "apoio de três cartas",
    "to play: a stopper in {0}, no four-card major":
        "para jogar: uma paragem a {0}, sem nobre de quatro cartas",
    "to play: balanced, a stopper in {0}, a strong double":
        "para jogar: equilibrada, uma paragem a {0}, um dobro forte",
    "two-card support": "apoio de duas cartas",
}
"""English phrase (suit symbols as ``{0}``, ``{1}``) to Portuguese, in the table page's terms:
voz, dobro, redobro, naipe, vaza, ST for no trump, PH for high-card points."""

_WORDS: dict[str, dict[str, str]] = {
    "pt": {
        "HCP": "PH",
        "balanced": "equilibrada",
        "not forcing": "não forçante",
        "forcing for one round": "forçante por uma volta",
        "forcing to game": "forçante até à partida",
        "alert": "alerta",
    },
}
"""The words of an explanation's ranges, forcing and alert marks, by language."""

_PHRASES: dict[str, dict[str, str]] = {"pt": PORTUGUESE}
_UNION_WORD = {"pt": "; ou "}


def phrase_key(text: str) -> tuple[str, list[str]]:
    """The phrase-table key of an English text (its suit symbols as ``{0}``, ``{1}``, ...) and
    the symbols taken out, in order."""
    symbols: list[str] = []

    def hole(match: re.Match[str]) -> str:
        symbols.append(match.group(0))
        return "{" + str(len(symbols) - 1) + "}"

    return _SUIT_SYMBOL.sub(hole, text.replace("{", "{{").replace("}", "}}")), symbols


def translate(text: str, language: str) -> str:
    """``text`` (an English explanation phrase, or a union of them) in ``language``.

    English, an unknown language, and a phrase the table lacks all give the text unchanged.
    """
    table = _PHRASES.get(language)
    if table is None:
        return text
    parts = []
    for part in text.split(_UNION):
        key, symbols = phrase_key(part)
        found = table.get(key)
        parts.append(found.format(*symbols) if found is not None else part)
    return _UNION_WORD.get(language, _UNION).join(parts)


def word(english: str, language: str) -> str:
    """One word or mark of an explanation's ranges (``HCP``, ``balanced``, a forcing value) in
    ``language``."""
    return _WORDS.get(language, {}).get(english, english)

