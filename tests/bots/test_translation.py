"""Explanations in Portuguese: every phrase of the system has one, symbols and ranges survive."""

from __future__ import annotations

import re

from trumps.bots.bidding import explain_call, explain_call_all
from trumps.bots.bidding.interpret import AUCTION_CONTENT, INDIVIDUAL_MEANINGS
from trumps.bots.bidding.meaning import UNKNOWN, Forcing, Meaning
from trumps.bots.bidding.system import SYSTEM
from trumps.bots.bidding.translation import LANGUAGES, PORTUGUESE, phrase_key, translate
from trumps.core.calls import parse_call
from trumps.core.seats import Seat

_PLACEHOLDER = re.compile(r"\{(\d+)\}")


def test_every_phrase_of_the_system_has_a_portuguese_one() -> None:
    texts = {re.sub(r"\{[a-zA-Z]+\}", "♠", rule.spec.text) for rule in SYSTEM}
    texts |= {AUCTION_CONTENT.text, UNKNOWN.text} | {meaning.text for meaning in INDIVIDUAL_MEANINGS.values()}
    missing = sorted(text for text in texts if phrase_key(text)[0] not in PORTUGUESE)
    assert not missing, missing


def test_each_portuguese_phrase_keeps_every_suit_symbol() -> None:
    for english, portuguese in PORTUGUESE.items():
        assert sorted(_PLACEHOLDER.findall(english)) == sorted(_PLACEHOLDER.findall(portuguese)), english
        assert portuguese != english, english


def test_symbols_go_back_in_order_and_unions_part_by_part() -> None:
    assert translate("negative double: four or more ♥ and ♠", "pt") == "dobro negativo: quatro ou mais ♥ e ♠"
    assert translate("four-card ♠, not four ♥", "pt") == "quatro cartas de ♠, não quatro de ♥"
    assert translate("to play; or invites game", "pt") == "para jogar; ou convida à partida"


def test_english_an_unknown_language_and_an_unknown_phrase_stay_as_they_are() -> None:
    assert translate("raise: 3+♥", "en") == "raise: 3+♥"
    assert translate("raise: 3+♥", "fr") == "raise: 3+♥"
    assert translate("a phrase the system never writes", "pt") == "a phrase the system never writes"


def test_ranges_forcing_and_alert_are_translated() -> None:
    meaning = Meaning("Jacoby transfer: 5+♥", hcp_min=0, hcp_max=37, lengths_min=(0, 0, 5, 0),
                      forcing=Forcing.ONE_ROUND, alert=True)
    assert meaning.describe() == "Jacoby transfer: 5+♥ (5+♥) [forcing for one round] [alert]"
    assert meaning.describe("pt") == "transferência Jacoby: 5+♥ (5+♥) [forçante por uma volta] [alerta]"
    opening = Meaning("opening: balanced", hcp_min=15, hcp_max=17, lengths_min=(2, 2, 2, 2),
                      lengths_max=(5, 5, 5, 5), balanced=True)
    assert opening.describe("pt") == "abertura: equilibrada (15-17 PH, equilibrada)"


def test_a_call_is_explained_in_every_language() -> None:
    calls = (parse_call("1NT"), parse_call("P"), parse_call("2C"))
    both = explain_call_all(calls, Seat.N, 2)
    assert set(both) == set(LANGUAGES)
    assert both["en"] == explain_call(calls, Seat.N, 2)
    assert both["en"].startswith("Stayman: asks for a four-card major")
    assert both["pt"].startswith("Stayman: pergunta por um naipe nobre de quatro cartas")
    assert "HCP" not in both["pt"]
