"""PBN (Portable Bridge Notation) files: a lenient reader and an export-format writer.

``loads``/``load`` read PBN 1.0 to 2.1 in import format (the sloppy files real programs
write) and return a :class:`~trumps.io.records.ReadResult`: every game that could be read
as a :class:`~trumps.io.records.GameRecord`, and every problem found, as
``file:line: message``. A bad game does not stop the reader; the next game is read.
``loads_strict``/``load_strict`` raise :class:`~trumps.io.records.RecordFormatError` instead
when anything was wrong. ``dumps``/``dump`` write PBN 2.1 export format. A record read from
a file, written and read again is the same record.

How the file maps onto a record (choices the standard leaves open are marked *):

- ``players`` is indexed by seat (N, E, S, W) from the North/East/South/West tags.
- ``dealer``/``vulnerability``: from Dealer/Vulnerable; when missing or empty, from Board
  through the standard board cycle.
- ``deal``: from Deal, written from any seat. When three hands are given the fourth is
  filled in; with fewer, or in an end position (every hand under 13 cards, PBN 3.10),
  the deal holds only what was given.
- ``calls``: from the Auction section. ``!`` after a call is an *alert* (the common use,
  although PBN 3.5.3 calls it "good call"); ``=N=`` attaches the text of ``[Note "N:..."]``.
  Other suffixes (``?``, ``!!`` ...) and NAGs ``$N`` are checked and then dropped. ``AP``
  expands to the passes that end the auction.
- ``cards``: the Play section lists each trick in columns by seat, starting with the seat
  named by the Play tag. The reader puts the cards in the order they were played, using
  trick winners (trump from the contract), and checks that each card is held and follows
  suit. ``-`` (or the non-standard ``--``) and ``+`` mark cards not played; play stops
  there. Play annotations are checked and dropped.
- ``claim``: when the Play section ends with ``*`` before 13 tricks and a Result is known,
  the claim is that result (PBN keeps no separate claim).
- ``result`` is declarer's tricks (``NS 9``/``EW 4`` forms converted); ``score_ns`` is the
  Score tag signed for North-South (a bare number is declarer's score).
- ``contract`` needs a declarer; ``Pass`` sets ``passed_out``.
- ``tags``: every other tag (Scoring included), sorted in export order (the mandatory tags'
  order, then by name). A mandatory or modeled tag whose value cannot be represented by
  the fields (an end position's ``Contract "H"``, a ``Result "NS 9"`` without declarer, a
  Play tag that does not name declarer's left-hand opponent ...) is kept here too, and the
  writer writes it back in its place.
- three-handed Auction Bridge (the `auction-classic` house option ``three_handed``): a
  game with the tag ``[ThreeHanded "W"]`` (the widow's seat; :data:`~trumps.io.records.THREE_HANDED_TAG`,
  kept in ``tags``) is one hand where each player bids for himself. Its Deal is the deal as
  dealt (West's hand the widow); its Auction the real calls by seat from dealer, West's
  automatic passes included, checked under the three-handed laws
  (:class:`~trumps.core.three_handed.IndividualAuction`: a player may double the player
  opposite, declarer is the last bidder); its Declarer the player who declared; its Play the
  cards by *positions* as the hands lay for the play, the widow's cards moved opposite
  declarer and the player displaced from there at West (:func:`~trumps.core.three_handed.play_deal`),
  and checked against that play deal. The writer writes such a record the same way.*
- ``extra``: data lines of supplemental sections (``OptimumResultTable`` ...), under
  ``"section:<TagName>"``; and, for an auction or play with irregularities (``^I ^S ^R ^L``,
  PBN 3.9, which a record cannot express), the raw section under ``"pbn:Auction"`` or
  ``"pbn:Play"``, written back verbatim.

Inheritance (PBN 4.8): ``"#"`` takes the tag's value from the nearest previous game that
has it; ``"##text"`` sets the value for this game and every later game that omits the tag
(``"##"`` alone keeps the previous value); a later explicit value replaces it, and ``"#"``
ends it.* Files that record several results of one deal (as rpbridge.net writes them) omit
the deal's tags in the later games: a game with an Auction or Play section but no Deal,
Board or Dealer takes the previous game's tags except the result's own (players,
Declarer, Contract, Result, Score tags ...).*

Errors reported (each with file and line): malformed tags and lines, characters outside
PBN's set, lines over 255 characters, repeated tags (the first is kept, PBN 3.4), "#" on
tags that may not inherit, bad values of the standard tags (Board, Date, Dealer,
Vulnerable, Deal, Declarer, Contract, Result, Round, Scoring, the Score* tags,
OptimumScore, ScoreRubberHistory against Vulnerable, table headers), auction and play
syntax (calls, cards, suffixes, notes, NAGs, ``+``, ``*``, irregularity markers), an
auction not starting with dealer, illegal calls, calls after the auction ended, a card
not held or not following suit, a Result impossible after the play, sections missing the
tags they need (Dealer; Deal, Declarer and Contract), Note tags outside a section or
missing, table rows with the wrong number of elements, comments or forbidden characters,
or out of their column's order; and in export format (after ``% EXPORT``) missing
mandatory tags, tags not alone on their line, and tabs. A trick whose cards are not in their
seats' columns is reported and then read by who holds each card.

Accepted without error, because real files do it: unknown tag names and free-text values of
the supplemental tags (PBN 4.9); BBO's ``Declarer`` and ``Result "0"`` on a passed-out deal,
its Play sections without Declarer/Contract after a complete auction (the auction gives
them), its ``"2013-08-10 17:04"`` dates; ``"2015.09.?"`` dates; ``Contract "6N"``;
bridge-bots' ``=0=`` (no note) and ``--`` (no card); a stray ``}`` left by nested braces in
commentary.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import count, repeat
from operator import itemgetter
from typing import IO, cast

from trumps.core.auction import Auction
from trumps.core.calls import ALL_BIDS, ALL_CALLS, DOUBLE, PASS, REDOUBLE, Bid, Call, Strain
from trumps.core.cards import RANK_LETTERS, Card, CardSet, Suit
from trumps.core.contract import Contract, Doubling
from trumps.core.deal import Deal
from trumps.core.errors import IllegalCallError, IllegalPlayError, TrumpsError
from trumps.core.play import PlayState, trick_winner
from trumps.core.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from trumps.core.three_handed import IndividualAuction, play_deal
from trumps.io.records import (
    THREE_HANDED_TAG,
    AnnotatedCall,
    GameRecord,
    LawsChecked,
    ReadError,
    ReadResult,
    RecordFormatError,
    _make_game_record,
)

__all__ = ["load", "loads", "load_strict", "loads_strict", "dump", "dumps"]

# --- constants ------------------------------------------------------------------------------

#: The Mandatory Tag Set in export order (PBN 3.4).
MANDATORY_TAGS = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
                  "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")
_MANDATORY_INDEX = {name: i for i, name in enumerate(MANDATORY_TAGS)}
_MANDATORY_SET = frozenset(MANDATORY_TAGS)
# Tags whose value lives in a record field (a raw value may still sit in ``tags``).
_MODELED = frozenset(MANDATORY_TAGS) - {"Scoring"} | {"Auction", "Play", "Note", "Room", "Score"}
# PBN 4.8: these tags may not use "#" or "##".
_NO_INHERIT = frozenset({"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play", "Note"})
# Tags that belong to one result of a deal, not to the deal: not copied to a later game
# that records another result of the same deal.
_RESULT_TAGS = frozenset({
    "West", "North", "East", "South", "Declarer", "Contract", "Result", "Auction", "Play", "Note",
    "Score", "ScoreIMP", "ScoreMP", "ScorePercentage", "ScoreRubber", "ScoreRubberHistory", "Room",
    "Table", "Termination", "Time", "UTCTime", "UTCDate", "Hidden", "WestType", "NorthType",
    "EastType", "SouthType", "WestNA", "NorthNA", "EastNA", "SouthNA", "PairNS", "PairEW",
})
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_SEAT_OF_TAG = {"North": Seat.N, "East": Seat.E, "South": Seat.S, "West": Seat.W}
_SEAT_LETTER = {"N": Seat.N, "E": Seat.E, "S": Seat.S, "W": Seat.W,
                "n": Seat.N, "e": Seat.E, "s": Seat.S, "w": Seat.W}
_VULNERABLE = {"NONE": Vulnerability.NONE, "LOVE": Vulnerability.NONE, "-": Vulnerability.NONE,
               "NS": Vulnerability.NS, "EW": Vulnerability.EW, "ALL": Vulnerability.BOTH,
               "BOTH": Vulnerability.BOTH}
_DOUBLINGS = (Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED)
_STRAIN_OF = {"C": Strain.C, "D": Strain.D, "H": Strain.H, "S": Strain.S, "NT": Strain.NT, "N": Strain.NT}

# Calls as PBN spells them (3.5.1), upper-cased; "AP" is handled apart.
_CALLS: dict[str, Call] = {"PASS": PASS, "X": DOUBLE, "XX": REDOUBLE}
for _bid in ALL_BIDS:
    _CALLS[str(_bid)] = _bid
# Cards as PBN spells them (3.6.1): suit then rank, upper or lower case.
_CARDS: dict[str, Card] = {}
for _index in range(52):
    _card = Card(_index)
    for _text in (str(_card), str(_card).lower(), _card.suit.letter + _card.rank.letter.lower(),
                  _card.suit.letter.lower() + _card.rank.letter):
        _CARDS[_text] = _card

# The usual spellings of the calls (upper case, lower case, capitalized), for a first look-up.
_CALL_SPELLINGS: dict[str, Call] = {}
for _text, _call in _CALLS.items():
    for _spelling in (_text, _text.lower(), _text.capitalize()):
        _CALL_SPELLINGS[_spelling] = _call
# A call without alert or note, one shared record of each (they are immutable values).
_PLAIN_CALLS: tuple[AnnotatedCall, ...] = tuple(AnnotatedCall(call) for call in ALL_CALLS)

_SUFFIXES = frozenset({"!", "?", "!!", "??", "!?", "?!"})

# --- regular expressions --------------------------------------------------------------------

_VALUE = r'"([^"\\]*(?:\\.[^"\\]*)*)"'
# A whole line holding one tag pair and nothing else (the common case, fast path).
_LINE_TAG = re.compile(r'\[([A-Za-z0-9_]+) ' + _VALUE + r'\][ \t\r]*')
_TOKEN = re.compile(
    r'[ \t\v\f\r]*(?:'
    r'(?P<tag>\[[ \t]*(?P<name>[A-Za-z0-9_]+)[ \t]*' + _VALUE.replace("(", "(?P<value>", 1) + r'[ \t]*\])'
    r'|(?P<brace>\{)|(?P<semi>;)|(?P<string>"(?:[^"\\]|\\.)*")'
    r'|(?P<word>[^\s\[\]{};"%]+)|(?P<other>\S))')
_SPECIAL = re.compile(r'[\[\]{};"%]')
_SUB = re.compile(r'=[^=\s]*=?|\$[^\s=$!?^*+]*|[!?]+|\^\S?|[*+]|[^\s=$!?^*+]+')
_BAD_CHARS = re.compile(r'[\x00-\x08\x0e-\x1f\x7f-\x9f]')
_UNESCAPE = re.compile(r'\\(["\\])')
_ESCAPE = re.compile(r'\\(?=["\\]|$)|"')
_NOTE = re.compile(r'(\d+):(.*)', re.S)
_DATE = re.compile(r'(?:\d{4}|\?{1,4})\.(?:\d\d|\?{1,2})\.(?:\d\d|\?{1,2})|\?|'
                   r'\d{4}-\d\d-\d\d(?: \d\d:\d\d(?::\d\d)?)?')  # the last form: BBO's, accepted
_ROUND = re.compile(r'[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*|\?')
_SCORING = re.compile(r'[A-Za-z][A-Za-z0-9_\-]*(?:;[A-Za-z][A-Za-z0-9_\-]*)*|\?')
_CONTRACT = re.compile(r'([1-7])(NT|N|[SHDC])(XX|X)?', re.I)  # "6N": rpbridge.net's spelling
_DENOMINATION = re.compile(r'NT|[SHDC]', re.I)
_RESULT = re.compile(r'(\^)?(?:(\d+)|(NS|EW) (\d+)(?: (NS|EW) (\d+))?)')
_SIDE_SCORE = r'(?:(NS|EW)\s+({v})(?:\s+(NS|EW)\s+({v}))?|({v}))'
_SCORE_FORMS = {
    "Score": re.compile(r'\s*' + _SIDE_SCORE.format(v=r'[+-]?\d+') + r'\s*'),
    "ScoreIMP": re.compile(r'\s*' + _SIDE_SCORE.format(v=r'[+-]?\d+(?:\.\d*)?') + r'\s*'),
    "ScoreMP": re.compile(r'\s*' + _SIDE_SCORE.format(v=r'[+-]?\d+(?:\.\d*)?') + r'\s*'),
    "ScorePercentage": re.compile(r'\s*' + _SIDE_SCORE.format(v=r'\d+(?:\.\d*)?') + r'\s*'),
    "ScoreRubber": re.compile(r'\s*' + _SIDE_SCORE.format(v=r'\d+\s*/\s*\d+') + r'\s*'),
}
# The tags whose values _Reader._check_tag checks.
_CHECKED_TAGS = frozenset({"Date", "EventDate", "UTCDate", "Round", "Scoring", "OptimumScore",
                           "ScoreRubberHistory", *_SCORE_FORMS})
_OPTIMUM_SCORE = re.compile(r'(NS|EW) [+-]?\d+(?: (NS|EW) [+-]?\d+)?')
_RUBBER_HISTORY = re.compile(r'\s*NS\s+(\d+)\s+(\d+)\s*/\s*(\d+(?:\s+\d+)*)\s+'
                             r'EW\s+(\d+)\s+(\d+)\s*/\s*(\d+(?:\s+\d+)*)\s*')
_COLUMN = re.compile(r'[+-]?[^\\;]*(?:\\\d+[LR]?)?')
# Table headers already checked (PBN 5): their columns, and whether any column is ordered.
_TABLE_HEADERS: dict[str, tuple[list[str], bool]] = {}
_TABLE_ELEMENT = re.compile(r'"(?:[^"\\]|\\.)*"|[^\s"]+')
_NUMBER = re.compile(r'[+-]?\d+(?:\.\d*)?')


# --- reading: lines into raw games ----------------------------------------------------------

class _Tokens:
    """A section's items: the tokens of an Auction or Play section, or the lines (stripped) of
    any other; ``tokens`` in order, and :meth:`pairs`, each with its line number (made when
    first asked for: the usual section needs only the tokens or lines)."""

    __slots__ = ("tokens", "_pairs", "_rows", "_first_line")

    def __init__(self, tokens: list[str], pairs: list[tuple[str, int]] | None = None,
                 rows: list[str] | None = None, first_line: int = 0) -> None:
        self.tokens = tokens
        self._pairs = pairs
        self._rows = rows  # an Auction or Play section's lines, when pairs is None
        self._first_line = first_line  # the line of the first row (or of the first token line)

    def __len__(self) -> int:
        return len(self.tokens)

    @classmethod
    def of_pairs(cls, pairs: list[tuple[str, int]]) -> _Tokens:
        """The tokens of a section read line by line."""
        return cls([token for token, _ in pairs], pairs)

    def pairs(self) -> list[tuple[str, int]]:
        """Each token (or line) with its line number."""
        if self._pairs is None:
            if self._rows is None:  # lines, one a line
                self._pairs = list(zip(self.tokens, count(self._first_line)))
            else:
                self._pairs = [(token, line) for line, row in enumerate(self._rows, self._first_line)
                               for token in _SUB.findall(row)]
        return self._pairs


# The data of a tag: its section's tokens (Auction, Play) or lines (any other), with line numbers.
_Section = list[tuple[str, int]] | _Tokens


@dataclass(slots=True)
class _RawGame:
    """One game as found in the file: its tags in order, each with its section data."""

    first_line: int
    tags: list[tuple[str, str, int]] = field(default_factory=list)
    data: list[_Section] = field(default_factory=list)
    export: bool = False
    carets: bool = False  # an Auction or Play section uses ^ irregularities


class _Slot:
    """A card token of a Play section: card (None for '-', '+'), token, line, irregularity, note."""

    __slots__ = ("card", "token", "line", "flag", "note")

    def __init__(self, card: Card | None, token: str, line: int, flag: str) -> None:
        self.card = card
        self.token = token
        self.line = line
        self.flag = flag
        self.note = 0


class _Entry:
    """One call of an Auction section being read: the call, alert, note number, line."""

    __slots__ = ("call", "alert", "note", "line")

    def __init__(self, call: Call, line: int) -> None:
        self.call = call
        self.alert = False
        self.note = 0
        self.line = line


# A tag pair alone on its line, without its opening bracket (see _split_plain); the usual case,
# a value without backslashes, with the line's end.
_PLAIN_TAG = re.compile(r'([A-Za-z0-9_]+) ' + _VALUE + r'\] *')
_PLAIN_TAG_HEAD = re.compile(r'([A-Za-z0-9_]+) "([^"\\\n]*)"\] *(\n|\Z)')
# The data of a tag without any (shared: nothing appends to the sections of a plain file).
_NO_DATA: list[tuple[str, int]] = []


def _split_plain(text: str) -> list[_RawGame] | None:
    """:meth:`_Reader.split` of a plain file, which needs no error reported; else None.

    In a plain file every tag pair is alone on its line, followed by its section's data lines
    (no character special to PBN in them); games are separated by blank lines; the lines before
    the first tag are % comments or blank; and nothing is there that the line-by-line reader
    would report (tabs, forbidden characters, long lines). Most files written by programs are
    plain. The text is cut at each line that starts a tag, and each tag's section is taken in
    one piece: the same games as reading line by line, several times faster. Anything else
    gives None, and the text is read line by line.
    """
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    # Tabs, characters PBN forbids, line breaks other than LF (CR LF made LF above) are all
    # unprintable: one scan excludes them (and other unprintable characters, read line by line)
    if not text.replace("\n", " ").isprintable():
        return None
    if text.endswith("\n"):
        text = text[:-1]  # the last line end ends the last line; it does not start another
    pieces = text.split("\n[")
    games: list[_RawGame] = []
    export = False
    head = pieces[0]
    if head.startswith("["):
        pieces[0] = head[1:]
        number = 1
    else:  # comment and blank lines before the first tag
        rows = head.split("\n")
        for row in rows:
            if row.startswith("%"):
                if row.startswith("% EXPORT") or row.startswith("%EXPORT"):
                    export = True
            elif row.strip() or len(row) > 254:
                return None
        number = len(rows) + 1
        del pieces[0]
    game: _RawGame | None = None
    tag_match = _PLAIN_TAG.fullmatch
    tag_head = _PLAIN_TAG_HEAD.match
    sub_findall = _SUB.findall
    tags: list[tuple[str, str, int]] = []
    data: list[_Section] = []
    for piece in pieces:
        # the tag pair, its value without backslashes (the usual case), else with them
        tag_line = tag_head(piece)
        if tag_line is not None:
            name, value, line_end = tag_line.groups()
            end = tag_line.end()
            if end > 254:  # a long line, or nearly: the line-by-line reader checks it
                return None
        else:
            end = piece.find("\n") + 1 or len(piece)
            line_end = "\n" if piece[end - 1:end] == "\n" else ""
            found = tag_match(piece, 0, end - len(line_end))
            if found is None or end > 254:
                return None
            name = found.group(1)
            value = _UNESCAPE.sub(r"\1", found.group(2))
        if game is None:
            game = _RawGame(number, export=export)
            games.append(game)
            tags = game.tags
            data = game.data
        tags.append((name, value, number))
        number += 1
        if not line_end:  # no data: the piece is the tag's line
            data.append(_NO_DATA)
            continue
        body = piece[end:]
        if "[" in body or "]" in body or "{" in body or "}" in body or ";" in body or '"' in body \
                or "%" in body:  # what _SPECIAL finds: the line-by-line reader's general path
            return None
        rows = body.split("\n")
        if len(piece) > 254 and max(map(len, rows)) > 254:
            return None
        stripped = list(map(str.strip, rows))
        if "" in stripped:  # a blank line ends the game; only blank lines may follow it
            blank = stripped.index("")
            if stripped.count("") != len(stripped) - blank:
                return None
            del rows[blank:], stripped[blank:]
            game_ends = True
        else:
            game_ends = False
        if name == "Auction" or name == "Play":
            # a section's last row may be a lone '*' (a claim, an unfinished auction)
            marks = body
            if stripped and stripped[-1] == "*" and body.count("*") == 1:
                marks = body[:body.rindex("*")]
            if "=" in marks or "$" in marks or "!" in marks or "?" in marks or "^" in marks or "*" in marks \
                    or "+" in marks:
                tokens = sub_findall(body)  # a token never spans lines
                if "^" in body:
                    game.carets = True
            else:  # no token needs more than the spaces to set it apart
                tokens = body.split()
            data.append(_Tokens(tokens, None, rows, number))
        else:
            data.append(_Tokens(stripped, None, None, number))
        number += piece.count("\n")
        if game_ends:
            game = None
    return games


class _Reader:
    """Splits a file into games and turns each game into a record, collecting errors."""

    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.errors: list[ReadError] = []
        # what this file has already shown good, so that a value repeated over the file is
        # checked once: (name, value) of checked tags (the checks depend only on them, but for
        # ScoreRubberHistory's, never kept), and (header, row count, rows) of supplemental tables
        self.good_tag_values: set[tuple[str, str]] = set()
        self.good_tables: set[tuple[str, int, str]] = set()

    def error(self, line: int, message: str) -> None:
        self.errors.append(ReadError(self.filename, line, message))

    # -- splitting ---------------------------------------------------------------------------
    def split(self, text: str) -> list[_RawGame]:
        """Cut the text into games at semi-empty lines (PBN 3), tokenizing tags and sections."""
        games = _split_plain(text)
        if games is not None:
            return games
        return self._split_lines(text)

    def _split_lines(self, text: str) -> list[_RawGame]:
        """:meth:`split` line by line: any text, every error reported."""
        lines = text.splitlines()
        games: list[_RawGame] = []
        game: _RawGame | None = None
        export = False
        target: list[tuple[str, int]] | None = None  # data of the section being read
        token_section = False  # True inside Auction/Play: data are tokens, else table lines
        if _BAD_CHARS.search(text):
            for number, line in enumerate(lines, 1):
                found = _BAD_CHARS.search(line)
                if found:
                    self.error(number, f"character {ord(found.group()):#04x} is not allowed in PBN")
        index = 0
        count = len(lines)
        while index < count:
            line = lines[index]
            index += 1
            number = index
            if not line or line.isspace():
                game, target = None, None
                continue
            if len(line) > 254:  # 255 with the line end (PBN 2.3)
                self.error(number, f"line of {len(line)} characters (PBN allows 255 with the line end)")
            first = line[0]
            if first == "%":
                if line.startswith("% EXPORT") or line.startswith("%EXPORT"):
                    export = True
                continue
            if export and "\t" in line:
                self.error(number, "tab character in export format")
            if first == "[":
                match = _LINE_TAG.fullmatch(line)
                if match:
                    if game is None:
                        game = _RawGame(number, export=export)
                        games.append(game)
                    value = match.group(2)
                    if "\t" in value:
                        self.error(number, "tab inside a tag value (not allowed in strings)")
                    if "\\" in value:
                        value = _UNESCAPE.sub(r"\1", value)
                    name = match.group(1)
                    game.tags.append((name, value, number))
                    target = []
                    game.data.append(target)
                    token_section = name == "Auction" or name == "Play"
                    continue
            if not _SPECIAL.search(line):
                if target is None:
                    self.error(number, f"text outside a tag pair or section: {line.strip()[:40]!r}")
                elif token_section:
                    target.extend(zip(_SUB.findall(line), repeat(number)))
                    if "^" in line:
                        game.carets = True  # type: ignore[union-attr]
                else:
                    target.append((line.strip(), number))
                continue
            # general path: comments, several tags on a line, tags across lines ...
            index, game, target, token_section = self._general(
                lines, index, number, line, games, game, target, token_section, export)
        for game in games:  # the Auction and Play sections as tokens
            for position, (name, _, _) in enumerate(game.tags):
                if name == "Auction" or name == "Play":
                    section = game.data[position]
                    assert isinstance(section, list)
                    game.data[position] = _Tokens.of_pairs(section)
        return games

    def _general(self, lines: list[str], index: int, number: int, line: str, games: list[_RawGame],
                 game: _RawGame | None, target: list[tuple[str, int]] | None, token_section: bool,
                 export: bool) -> tuple[int, _RawGame | None, list[tuple[str, int]] | None, bool]:
        pos = 0
        tags_on_line = 0
        table_words: list[str] = []
        in_table = target is not None and not token_section
        while True:
            match = _TOKEN.match(line, pos)
            if match is None:
                break
            pos = match.end()
            kind = match.lastgroup
            if kind == "tag" or kind == "name" or kind == "value":
                name = match.group("name")
                value = match.group("value")
                if "\t" in value:
                    self.error(number, f"tab inside the value of tag {name} (not allowed in strings)")
                if "\\" in value:
                    value = _UNESCAPE.sub(r"\1", value)
                if export and (tags_on_line or match.start("tag") != 0 or table_words):
                    self.error(number, f"tag {name} is not alone at the start of its line (export format)")
                tags_on_line += 1
                if in_table and table_words:
                    target_list = target
                    assert target_list is not None
                    target_list.append((" ".join(table_words), number))
                    table_words = []
                if game is None:
                    game = _RawGame(number, export=export)
                    games.append(game)
                game.tags.append((name, value, number))
                target = []
                game.data.append(target)
                token_section = name == "Auction" or name == "Play"
                in_table = not token_section
            elif kind == "brace":
                if in_table and table_words:
                    self.error(number, "comment inside a table row (not allowed in table elements)")
                    pos = len(line)
                    continue
                close = line.find("}", pos)
                while close < 0:
                    if index >= len(lines):
                        self.error(number, "comment '{' is never closed")
                        return index, game, target, token_section
                    line = lines[index]
                    index += 1
                    number = index
                    pos = 0
                    close = line.find("}")
                pos = close + 1
            elif kind == "semi":
                if in_table and table_words:
                    self.error(number, "comment inside a table row (not allowed in table elements)")
                break
            elif kind == "other" and match.group("other") == "[":
                # a tag pair over several lines (allowed in import format)
                joined = line[match.start("other"):]
                extra_lines = 0
                while index + extra_lines < len(lines) and "]" not in joined and extra_lines < 8:
                    following = lines[index + extra_lines]
                    if not following.strip():
                        break
                    joined += " " + following
                    extra_lines += 1
                tag = _TOKEN.match(joined)
                if tag is not None and tag.lastgroup == "tag" and extra_lines:
                    index += extra_lines
                    number = index
                    line, pos = joined, 0
                    continue
                self.error(number, f"malformed tag pair: {line.strip()[:60]!r}")
                return index, game, None, token_section
            else:
                text = match.group(kind or "other")
                if target is None:
                    if text == "}":
                        continue  # a '}' left over from nested braces in commentary: ignored
                    self.error(number, f"text outside a tag pair or section: {text[:40]!r}")
                    return index, game, target, token_section
                if kind == "other":
                    if text == "}" and not (not token_section and table_words):
                        continue  # a '}' left over from nested braces in commentary: ignored
                    self.error(number, f"unexpected character {text!r}")
                    if not token_section:
                        continue
                if token_section:
                    for sub in _SUB.findall(text):
                        target.append((sub, number))
                    if "^" in text and game is not None:
                        game.carets = True
                else:
                    table_words.append(text)
        if in_table and table_words and target is not None:
            target.append((" ".join(table_words), number))
        return index, game, target, token_section

    # -- games into records ------------------------------------------------------------------
    def read(self, text: str) -> ReadResult:
        games = self.split(text)
        records: list[GameRecord] = []
        last_seen: dict[str, str] = {}
        persistent: dict[str, str] = {}
        previous: dict[str, tuple[str, int]] | None = None
        previous_data: dict[str, _Section] = {}
        for game in games:
            resolved, data, notes = self._resolve(game, last_seen, persistent)
            if previous is not None and "Deal" not in resolved and "Board" not in resolved \
                    and "Dealer" not in resolved and ("Auction" in resolved or "Play" in resolved) \
                    and "Deal" in previous:
                for name, (value, _) in previous.items():
                    if name not in resolved and name not in _RESULT_TAGS:
                        resolved[name] = (value, game.first_line)
                        if name in previous_data:
                            data[name] = previous_data[name]
            last_seen.update(zip(resolved, map(_first, resolved.values())))
            previous, previous_data = resolved, data
            try:
                record = self._record(game, resolved, data, notes)
            except TrumpsError as exc:  # a defect here must not stop the file
                self.error(game.first_line, f"cannot read this game: {exc}")
                continue
            records.append(record)
        return ReadResult(tuple(records), tuple(self.errors))

    def _resolve(self, game: _RawGame, last_seen: dict[str, str], persistent: dict[str, str]) -> tuple[
            dict[str, tuple[str, int]], dict[str, _Section], dict[str, dict[int, str]]]:
        """Apply inheritance, drop repeated tags, and gather Note tags by the section they follow."""
        resolved: dict[str, tuple[str, int]] = {}
        data: dict[str, _Section] = {}
        notes: dict[str, dict[int, str]] = {}
        section: str | None = None
        for (name, value, line), items in zip(game.tags, game.data):
            if name == "Note":
                if section is None:
                    self.error(line, "Note tag outside an Auction or Play section")
                    continue
                found = _NOTE.fullmatch(value)
                if found is None:
                    self.error(line, f"bad Note value {value!r} (use \"<number>:<text>\")")
                    continue
                note_index = int(found.group(1))
                if not 1 <= note_index <= 32:
                    self.error(line, f"note number {note_index} out of range 1..32")
                    continue
                table = notes.setdefault(section, {})
                if note_index in table:
                    self.error(line, f"note {note_index} of the {section} section is given twice")
                    continue
                table[note_index] = found.group(2).strip()
                if items:
                    self.error(items.pairs()[0][1] if isinstance(items, _Tokens) else items[0][1],
                               "text after a Note tag")
                continue
            if name in ("Auction", "Play"):
                section = name
            if name in resolved:
                self.error(line, f"tag {name} repeats (the first value is kept)")
                continue
            if value.startswith("#"):
                if name in _NO_INHERIT:
                    self.error(line, f"tag {name} may not inherit a value with '#' (PBN 4.8)")
                if value == "#":
                    value = last_seen.get(name, "")
                    persistent.pop(name, None)
                elif value.startswith("##"):
                    value = value[2:] or last_seen.get(name, "")
                    persistent[name] = value
            elif name in persistent:
                persistent[name] = value
            resolved[name] = (value, line)
            data[name] = items
        for name, value in persistent.items():
            if name not in resolved:
                resolved[name] = (value, game.first_line)
        if game.export and not resolved.keys() >= _MANDATORY_SET:
            for name in MANDATORY_TAGS:
                if name not in resolved:
                    self.error(game.first_line, f"mandatory tag {name} is missing (export format)")
        return resolved, data, notes

    def _record(self, game: _RawGame, resolved: dict[str, tuple[str, int]],
                data: dict[str, _Section], notes: dict[str, dict[int, str]]) -> GameRecord:
        tags: dict[str, str] = {}
        extra: list[tuple[str, str]] = []
        first_line = game.first_line

        value_of = resolved.get

        # Board
        board: int | None = None
        found = value_of("Board")
        if found is not None:
            text = found[0].strip()
            if text.isdigit() and int(text) > 0:
                board = int(text)
            elif text not in ("", "?"):
                self.error(found[1], f"Board must be a positive number, not {found[0]!r}")
                tags["Board"] = found[0]
        # Dealer
        dealer: Seat | None = None
        found = value_of("Dealer")
        if found is not None and found[0] not in ("", "?"):
            dealer = _SEAT_LETTER.get(found[0])
            if dealer is None:
                self.error(found[1], f"Dealer must be N, E, S or W, not {found[0]!r}")
        if dealer is None and board is not None:
            dealer = board_dealer(board)
        # Vulnerable
        vulnerability: Vulnerability | None = None
        found = value_of("Vulnerable")
        if found is not None and found[0] not in ("", "?"):
            vulnerability = _VULNERABLE.get(found[0].upper())
            if vulnerability is None:
                self.error(found[1], "Vulnerable must be None, Love, -, NS, EW, All or Both, "
                                     f"not {found[0]!r}")
        if vulnerability is None:
            vulnerability = board_vulnerability(board) if board is not None else Vulnerability.NONE
        # Deal
        deal: Deal | None = None
        found = value_of("Deal")
        if found is not None and found[0] not in ("", "?"):
            deal = self._deal(found[0], found[1])
        # Declarer
        declarer: Seat | None = None
        declarer_given = False
        found = value_of("Declarer")
        if found is not None:
            text = found[0]
            declarer_given = text == ""
            if text.startswith("^"):  # declarer and dummy swapped (PBN 3.4.13): kept as written
                text = text[1:]
                tags["Declarer"] = found[0]
            if text not in ("", "?"):
                declarer = _SEAT_LETTER.get(text)
                if declarer is None:
                    self.error(found[1], f"Declarer must be N, E, S or W (or ^N ...), not {found[0]!r}")
        # Contract
        contract: Contract | None = None
        passed_out = False
        trump_strain: Strain | None = None
        found = value_of("Contract")
        if found is not None and found[0] not in ("", "?"):
            text = found[0]
            parsed = _CONTRACT.fullmatch(text)
            if text.upper() == "PASS":
                passed_out = True
            elif parsed is not None:
                strain = _STRAIN_OF[parsed.group(2).upper()]
                trump_strain = strain
                doubling = _DOUBLINGS[len(parsed.group(3) or "")]
                if declarer is not None:
                    contract = Contract(int(parsed.group(1)), strain, doubling, declarer)
                else:
                    tags["Contract"] = text
            elif _DENOMINATION.fullmatch(text):  # end position (PBN 3.10): trump only
                trump_strain = _STRAIN_OF[text.upper()]
                tags["Contract"] = text
            else:
                self.error(found[1], f"bad Contract {text!r} (use e.g. 4S, 3NTX, 6HXX or Pass)")
        # Result
        result: int | None = None
        result_exact = True
        found = value_of("Result")
        if found is not None and found[0] not in ("", "?"):
            result, result_exact = self._result(found[0], found[1], declarer, tags)
            if (passed_out or declarer_given) and result:  # BBO writes "0" for a passed-out deal
                self.error(found[1], "Result given for a passed-out deal")
        # Auction
        calls: tuple[AnnotatedCall, ...] = ()
        auction_contract: Contract | None = None
        auction: Auction | None = None
        three_handed = THREE_HANDED_TAG in resolved
        found = value_of("Auction")
        if found is not None:
            calls, auction, raw = self._auction(
                found, data.get("Auction"), dealer, notes.get("Auction", {}), game.carets,
                three_handed)
            if raw is not None:
                extra.append(("pbn:Auction", raw))
            if auction is not None and auction.is_complete:
                auction_contract = auction.contract
                self._check_contract(auction_contract, resolved, contract, passed_out, "Declarer" in tags)
        # Play
        cards: tuple[Card, ...] = ()
        claim: int | None = None
        play: PlayState | None = None
        played_deal = deal  # the deal the Play section is played from
        found = value_of("Play")
        if found is not None:
            if three_handed and deal is not None and deal.is_complete:
                # the cards lie as for the play: the widow opposite declarer (the player)
                player = declarer if declarer is not None else \
                    auction_contract.declarer if auction_contract is not None else None
                if player is not None:
                    played_deal = play_deal(deal, player)
            cards, claim, raw, play = self._play(found, data.get("Play"), played_deal, contract, declarer,
                                           trump_strain, auction_contract, notes.get("Play", {}),
                                           result, result_exact, tags, game.carets)
            if raw is not None:
                extra.append(("pbn:Play", raw))
        # Score
        score_ns: int | None = None
        found = value_of("Score")
        if found is not None and found[0].strip() not in ("", "?"):
            score_ns = self._score(found[0], found[1], declarer, passed_out, tags)
        # the other tags
        for name, (value, line) in resolved.items():
            if name in _MODELED:
                continue
            if value or name != "Scoring":  # an empty Scoring is the same as none
                tags[name] = value
            if name in _CHECKED_TAGS:
                self._check_tag(name, value, line, resolved)
            section = data.get(name)
            if name.endswith("Table"):
                self._check_table(name, value, section, line)
            if section:
                texts = section.tokens if isinstance(section, _Tokens) else [text for text, _ in section]
                if texts:
                    extra.append((f"section:{name}", "\n".join(texts)))
        found = value_of("Date")  # of the modeled tags, only Date has a syntax to check
        if found is not None:
            self._check_tag("Date", found[0], found[1], resolved)
        room_found = value_of("Room")
        players = ["", "", "", ""]
        for name, seat in _SEAT_OF_TAG.items():
            found = value_of(name)
            if found is not None:
                players[seat] = found[0]
        return _make_game_record(
            deal=deal, dealer=dealer, vulnerability=vulnerability, board=board,
            room=room_found[0] if room_found is not None else None,
            event=resolved.get("Event", ("", 0))[0], site=resolved.get("Site", ("", 0))[0],
            date=resolved.get("Date", ("", 0))[0],
            players=(players[0], players[1], players[2], players[3]),
            calls=calls, cards=cards, claim=claim, contract=contract, passed_out=passed_out,
            declarer=declarer, result=result, score_ns=score_ns,
            tags=_in_tag_order(tags), source_line=first_line,
            extra=tuple(sorted(extra)),
            checked=LawsChecked(dealer, calls, auction, played_deal, cards, play) if calls or play is not None
            else None,
        )

    # -- tag values --------------------------------------------------------------------------
    def _deal(self, text: str, line: int) -> Deal | None:
        cached = _DEAL_CACHE.get(text)
        if cached is not None:
            return cached
        fast = _fast_deal(text)
        if fast is not None:
            if len(_DEAL_CACHE) > 4096:
                _DEAL_CACHE.clear()
            _DEAL_CACHE[text] = fast
            return fast
        if not re.fullmatch(r"[NESWnesw]:\S+ \S+ \S+ \S+", text):
            self.error(line, f"bad Deal {text!r} (\"<seat>:<hand> <hand> <hand> <hand>\", single spaces)")
            if not re.fullmatch(r"[NESWnesw]:\S+\s+\S+\s+\S+\s+\S+\s*", text):
                return None
        first = _SEAT_LETTER[text[0]]
        hands = [CardSet(), CardSet(), CardSet(), CardSet()]
        given: list[Seat] = []
        for offset, part in enumerate(text[2:].split()):
            seat = first.offset(offset)
            if part == "-":
                continue
            try:
                hands[seat] = CardSet.from_pbn(part)
            except TrumpsError as exc:
                self.error(line, f"bad Deal: {seat.full_name}'s hand: {exc}")
                return None
            given.append(seat)
        try:
            deal = Deal((hands[0], hands[1], hands[2], hands[3]))
        except TrumpsError as exc:
            self.error(line, f"bad Deal: {exc}")
            return None
        if not given:
            self.error(line, "bad Deal: no hand is given")
            return None
        sizes = {len(hands[seat]) for seat in given}
        if len(sizes) > 1:
            detail = ", ".join(f"{seat.full_name} {len(hands[seat])}" for seat in given)
            self.error(line, f"bad Deal: the hands hold different numbers of cards ({detail})")
            return deal
        size = sizes.pop()
        if size > 13:
            self.error(line, f"bad Deal: a hand holds {size} cards (at most 13)")
        elif size == 13 and len(given) == 3:
            deal = deal.completed()
        return deal

    def _result(self, text: str, line: int, declarer: Seat | None,
                tags: dict[str, str]) -> tuple[int | None, bool]:
        found = _RESULT.fullmatch(text.strip())
        if found is None:
            self.error(line, f"bad Result {text!r} (declarer's tricks, or \"NS <n>\"/\"EW <n>\")")
            return None, True
        exact = found.group(1) is None
        if found.group(2) is not None:
            value = int(found.group(2))
            if value > 13:
                self.error(line, f"Result {value} is more than 13 tricks")
                return None, exact
            return value, exact
        by_side = {found.group(3): int(found.group(4))}
        if found.group(5) is not None:
            if found.group(5) == found.group(3):
                self.error(line, f"bad Result {text!r}: a side is named twice")
                return None, exact
            by_side[found.group(5)] = int(found.group(6))
            if sum(by_side.values()) != 13:
                self.error(line, f"bad Result {text!r}: the tricks do not add up to 13")
                return None, exact
        if any(v > 13 for v in by_side.values()):
            self.error(line, f"bad Result {text!r}: more than 13 tricks")
            return None, exact
        if declarer is None:
            tags["Result"] = text
            return None, exact
        mine = "NS" if declarer.side is Side.NS else "EW"
        other = "EW" if mine == "NS" else "NS"
        if mine in by_side:
            return by_side[mine], exact
        return 13 - by_side[other], exact

    def _score(self, text: str, line: int, declarer: Seat | None, passed_out: bool,
               tags: dict[str, str]) -> int | None:
        found = _SCORE_FORMS["Score"].fullmatch(text)
        if found is None:
            self.error(line, f"bad Score {text!r} (\"NS <points>\", \"EW <points>\" or \"<points>\")")
            return None
        if found.group(5) is not None:
            value = int(found.group(5))
            if declarer is None:
                if passed_out or value == 0:
                    return value
                tags["Score"] = text
                return None
            return value if declarer.side is Side.NS else -value
        first = int(found.group(2))
        return first if found.group(1) == "NS" else -first

    def _check_tag(self, name: str, value: str, line: int, resolved: dict[str, tuple[str, int]]) -> None:
        """Check the values of the standard tags that have a syntax (PBN 3.4, 4): _CHECKED_TAGS."""
        if value in ("", "?") or (name, value) in self.good_tag_values:
            return
        if name != "ScoreRubberHistory":  # the one check that looks at other tags (Vulnerable)
            mark = len(self.errors)
            self._check_tag_syntax(name, value, line, resolved)
            if len(self.errors) == mark:  # good: the same value passes again without a check
                self.good_tag_values.add((name, value))
            return
        self._check_tag_syntax(name, value, line, resolved)

    def _check_tag_syntax(self, name: str, value: str, line: int,
                          resolved: dict[str, tuple[str, int]]) -> None:
        """:meth:`_check_tag` itself: the checks, reporting what is wrong."""
        if name in ("Date", "EventDate", "UTCDate"):
            if not _DATE.fullmatch(value):
                self.error(line, f"bad {name} {value!r} (use YYYY.MM.DD, ? for unknown digits)")
        elif name == "Round":
            if not _ROUND.fullmatch(value):
                self.error(line, f"bad Round {value!r} (letters, digits and _, parts separated by dots)")
        elif name == "Scoring":
            if not _SCORING.fullmatch(value):
                self.error(line, f"bad Scoring {value!r} (names separated by ';')")
        elif name in _SCORE_FORMS:
            found = _SCORE_FORMS[name].fullmatch(value)
            if found is None or (found.group(3) is not None and found.group(3) == found.group(1)):
                self.error(line, f"bad {name} {value!r}")
            elif name == "ScorePercentage":
                for number in re.findall(r"\d+(?:\.\d*)?", value):
                    if float(number) > 100:
                        self.error(line, f"bad ScorePercentage {value!r}: over 100")
        elif name == "OptimumScore":
            if not _OPTIMUM_SCORE.fullmatch(value.strip()):
                self.error(line, f"bad OptimumScore {value!r} (use \"NS <points>\" or \"EW <points>\")")
        elif name == "ScoreRubberHistory":
            self._check_rubber_history(value, line, resolved)

    def _check_rubber_history(self, value: str, line: int, resolved: dict[str, tuple[str, int]]) -> None:
        found = _RUBBER_HISTORY.fullmatch(value)
        if found is None:
            self.error(line, f"bad ScoreRubberHistory {value!r}")
            return
        ns_below = [int(x) for x in found.group(3).split()]
        ew_below = [int(x) for x in found.group(6).split()]
        if len(ns_below) != len(ew_below) or len(ns_below) > 3:
            self.error(line, f"bad ScoreRubberHistory {value!r}: NS and EW list different games")
            return
        won = {Side.NS: False, Side.EW: False}
        for ns, ew in zip(ns_below[:-1], ew_below[:-1]):  # finished games: the one with 100 won
            if ns >= 100:
                won[Side.NS] = True
            if ew >= 100:
                won[Side.EW] = True
        vul = resolved.get("Vulnerable")
        if vul is not None and vul[0].upper() in _VULNERABLE:
            expected = Vulnerability.of(won[Side.NS], won[Side.EW])
            if _VULNERABLE[vul[0].upper()] is not expected:
                self.error(line, f"ScoreRubberHistory {value!r} means vulnerability {expected.pbn}, "
                                 f"but Vulnerable is {vul[0]!r}")

    def _check_table(self, name: str, header: str, section: _Section | None, line0: int) -> None:
        """Check a supplemental table section (PBN 5): header columns, row elements, order."""
        if not name.endswith("Table") or header.startswith("#"):
            return
        known = _TABLE_HEADERS.get(header)
        if known is None:
            columns = header.split(";")
            for column in columns:
                if not _COLUMN.fullmatch(column) or column.count("\\") > 1:
                    self.error(line0, f"bad column {column!r} in {name} "
                                      "(width is '\\' + number + optional L/R)")
                    return
            ordered = any(column[:1] in ("+", "-") for column in columns)
            if len(_TABLE_HEADERS) > 256:
                _TABLE_HEADERS.clear()
            _TABLE_HEADERS[header] = known = (columns, ordered)
        columns, ordered = known
        texts = section.tokens if isinstance(section, _Tokens) else [text for text, _ in section or ()]
        key = (header, len(texts), "\n".join(texts))
        if key in self.good_tables:  # the same header and rows passed already (nothing else counts)
            return
        mark = len(self.errors)
        self._check_table_rows(name, columns, ordered, texts, section)
        if len(self.errors) == mark:
            self.good_tables.add(key)

    def _check_table_rows(self, name: str, columns: list[str], ordered: bool, texts: list[str],
                          section: _Section | None) -> None:
        """:meth:`_check_table`'s check of the rows: their element counts, the ordered columns."""
        if not ordered and '"' not in "".join(texts):  # the usual table: count the elements
            widths = list(map(len, map(str.split, texts)))
            if widths.count(len(columns)) == len(widths):
                return
        items = _pairs_of(section)
        previous: list[float | None] = [None] * len(columns)
        for text, line in items:
            elements = _TABLE_ELEMENT.findall(text) if '"' in text else text.split()
            if len(elements) != len(columns):
                self.error(line, f"{name} row has {len(elements)} elements, the header names {len(columns)}")
                continue
            if not ordered:
                continue
            for position, (column, element) in enumerate(zip(columns, elements)):
                if not column or column[0] not in "+-" or not _NUMBER.fullmatch(element):
                    continue
                number = float(element)
                before = previous[position]
                if before is not None and ((column[0] == "+" and number > before)
                                           or (column[0] == "-" and number < before)):
                    order = "descending" if column[0] == "+" else "ascending"
                    self.error(line, f"{name} column {column.split(chr(92))[0]!r} is not in {order} order")
                previous[position] = number

    # -- auction -----------------------------------------------------------------------------
    def _auction(self, tag: tuple[str, int], section: _Section | None, dealer: Seat | None,
                 notes: dict[int, str], carets: bool,
                 three_handed: bool = False) -> tuple[tuple[AnnotatedCall, ...], Auction | None, str | None]:
        """Read an Auction section: the calls, the legal auction they make, the raw text if irregular
        (under the three-handed laws when ``three_handed``)."""
        first = _SEAT_LETTER.get(tag[0])
        if first is None:
            self.error(tag[1], f"Auction must name N, E, S or W, not {tag[0]!r}")
            return (), None, None
        if dealer is None:
            self.error(tag[1], "an Auction section needs the Dealer tag")
        raw = self._raw_if_irregular(first, _pairs_of(section), notes) if carets else None
        auction: Auction | None = None
        if dealer is not None and raw is None:
            auction = IndividualAuction(dealer) if three_handed else Auction(dealer)
        if auction is not None:
            regular = self._regular_auction(auction, tag, section, first, notes)
            if regular is not None:
                return regular[0], regular[1], raw
        items = _pairs_of(section)  # the careful path: every token with its line
        calls: list[_Entry] = []
        dashes = 0
        ended = False
        plus = False
        suffix_seen = False
        nag_seen = False
        insufficient = False
        top_bid = -1
        for token, line in items:
            call = _CALL_SPELLINGS.get(token)
            if call is not None and not (ended or plus or insufficient):  # the usual case, in short
                if call.index > top_bid and call.index >= 3:  # a bid
                    top_bid = call.index
                auction = self._with_call(auction, call, line, len(calls) + 1)
                calls.append(_Entry(call, line))
                suffix_seen = nag_seen = False
                continue
            upper = token.upper()
            call = _CALLS.get(upper)
            if call is not None or upper == "AP":
                if ended or plus:
                    self.error(line, f"call {token} after the end of the auction" if ended
                               else f"call {token} after '+'")
                    continue
                made: list[Call] = [call] if call is not None else []
                if call is None:  # AP: everybody passes until the auction ends
                    if auction is not None:
                        needed = 4 - auction.trailing_passes if auction.last_bid is None \
                            else 3 - auction.trailing_passes
                    else:
                        needed = _passes_to_end(calls)
                    made = [PASS] * max(needed, 1)
                for one in made:
                    if insufficient:
                        if not isinstance(one, Bid) or one.index > top_bid:
                            self.error(line, f"^I marks call {len(calls) + 1} ({one}) as insufficient, "
                                             "but it is not")
                        insufficient = False
                    if isinstance(one, Bid):
                        top_bid = max(top_bid, one.index)
                    auction = self._with_call(auction, one, line, len(calls) + 1)
                    calls.append(_Entry(one, line))
                suffix_seen = nag_seen = False
                continue
            first_char = token[0]
            if token == "-" or token == "--":
                if calls:
                    self.error(line, "'-' is only allowed before the dealer's first call")
                else:
                    dashes += 1
            elif first_char == "!" or first_char == "?":
                if not calls:
                    self.error(line, f"suffix {token} before any call")
                elif token not in _SUFFIXES:
                    self.error(line, f"bad suffix {token!r}")
                elif suffix_seen or (nag_seen and token):
                    self.error(line, f"call {len(calls)} has more than one suffix or suffix-like NAG")
                else:
                    suffix_seen = True
                    if token == "!":
                        calls[-1].alert = True
            elif first_char == "=":
                index = self._note_ref(token, line, len(calls), bool(calls and calls[-1].note), notes, "call")
                if index:
                    calls[-1].note = index
            elif first_char == "$":
                nag_seen = self._nag(token, line, len(calls), suffix_seen, nag_seen, cards=False)
            elif first_char == "^":
                if token not in ("^I", "^S"):
                    self.error(line, f"bad irregularity {token!r} in an auction (^I or ^S)")
                elif token == "^I":
                    insufficient = True
            elif token == "*":
                ended = True
            elif token == "+":
                if plus:
                    self.error(line, "a second '+' in the auction")
                plus = True
            else:
                self.error(line, f"not a call: {token!r}")
        if dealer is not None:
            expected = (dealer - first) & 3
            if dashes != expected:
                self.error(tag[1], f"the auction starts with {first.letter} but the dealer is "
                                   f"{dealer.letter}: "
                                   f"{expected} '-' needed before the first call, found {dashes}")
        result = tuple(AnnotatedCall(entry.call, entry.alert, notes.get(entry.note, "") if entry.note else "")
                       if entry.alert or entry.note else _PLAIN_CALLS[entry.call.index] for entry in calls)
        return result, auction, raw

    def _with_call(self, auction: Auction | None, call: Call, line: int, number: int) -> Auction | None:
        """``auction`` with ``call`` (the ``number``-th) added; None, the error reported, when the
        call is illegal there (the rest of the section is still read, unchecked)."""
        if auction is None:
            return None
        try:
            return auction.with_call(call)
        except IllegalCallError:
            self.error(line, f"call {number} ({call} by {auction.to_call.letter}): "
                             f"{auction.why_illegal(call)}")
            return None

    def _regular_auction(self, auction: Auction, tag: tuple[str, int], section: _Section | None,
                         first: Seat, notes: dict[int, str]
                         ) -> tuple[tuple[AnnotatedCall, ...], Auction] | None:
        """:meth:`_auction` of the usual section, only calls and note references, in legal order:
        the calls and the auction they make (the core's laws, all calls at once); else None, and
        nothing reported (the careful loop reads the section again and reports what it finds).
        The tokens' lines are made only for a note reference to report."""
        mark = len(self.errors)
        made: list[Call] = []
        noted: dict[int, int] = {}  # call position -> note number
        spelled = _CALL_SPELLINGS.get
        tokens = section.tokens if isinstance(section, _Tokens) else [token for token, _ in section or ()]
        for position, token in enumerate(tokens):
            call = spelled(token)
            if call is not None:
                made.append(call)
            elif token[0] == "=":
                count = len(made)
                # a good reference =N= (N in 1..32 with a Note tag, one to a call) needs no line
                body = token[1:-1]
                if count and count - 1 not in noted and len(token) >= 3 and token[-1] == "=" \
                        and body.isdigit() and 1 <= int(body) <= 32 and int(body) in notes:
                    noted[count - 1] = int(body)
                    continue
                line = _pairs_of(section)[position][1]
                index = self._note_ref(token, line, count, count - 1 in noted, notes, "call")
                if index:
                    noted[count - 1] = index
            else:
                del self.errors[mark:]
                return None
        try:
            auction = auction.with_calls(made)
        except IllegalCallError:
            del self.errors[mark:]
            return None
        dealer = auction.dealer
        if dealer is not first:  # no '-' before the first call
            self.error(tag[1], f"the auction starts with {first.letter} but the dealer is {dealer.letter}: "
                               f"{(dealer - first) & 3} '-' needed before the first call, found 0")
        plain = _PLAIN_CALLS
        if not noted:
            return tuple([plain[call.index] for call in made]), auction
        return tuple([AnnotatedCall(call, False, notes.get(noted[position], "")) if position in noted
                      else plain[call.index] for position, call in enumerate(made)]), auction

    def _check_contract(self, reached: Contract | None, resolved: dict[str, tuple[str, int]],
                        contract: Contract | None, passed_out: bool, swapped: bool) -> None:
        """The Contract and Declarer tags must say what the auction, complete, reached."""
        contract_tag = resolved.get("Contract")
        line = contract_tag[1] if contract_tag is not None else resolved["Auction"][1]
        if reached is None:
            if contract is not None:
                self.error(line, f"Contract {contract.name}, but the auction was passed out")
            return
        if passed_out:
            self.error(line, f"Contract Pass, but the auction reached {reached.name} "
                             f"by {reached.declarer.letter}")
            return
        if contract is None:
            return
        if contract.level != reached.level or contract.strain is not reached.strain \
                or contract.doubling is not reached.doubling:  # the names differ
            self.error(line, f"Contract {contract.name}, but the auction reached {reached.name}")
        expected = reached.declarer.partner if swapped else reached.declarer
        if contract.declarer is not expected:
            where = resolved["Declarer"][1]
            self.error(where, f"Declarer {resolved['Declarer'][0]}, but the auction makes "
                              f"{reached.declarer.letter} declarer" + (" (^ names dummy)" if swapped else ""))

    def _note_ref(self, token: str, line: int, count: int, has_note: bool, notes: dict[int, str],
                  what: str) -> int:
        """Check a note reference =N= (PBN 3.5.4, 3.6.4); its number, or 0 when it is bad."""
        if not count:
            self.error(line, f"note {token} before any {what}")
            return 0
        if len(token) < 3 or token[-1] != "=" or not token[1:-1].isdigit():
            self.error(line, f"bad note reference {token!r} (use =<1..32>=)")
            return 0
        index = int(token[1:-1])
        if index == 0:  # bridge-bots writes =0= for "no explanation": accepted, means no note
            return 0
        if not 1 <= index <= 32:
            self.error(line, f"note reference {token} out of range 1..32")
            return 0
        if has_note:
            self.error(line, f"{what} {count} has more than one note reference")
            return 0
        if index not in notes:
            self.error(line, f"no Note tag for {token}")
            return 0
        return index

    def _nag(self, token: str, line: int, owners: int, suffix_seen: bool, nag_seen: bool,
             *, cards: bool) -> bool:
        """Check a NAG (PBN 3.7); True when it is one of the suffix NAGs of its kind."""
        if not owners:
            self.error(line, f"NAG {token} before any {'card' if cards else 'call'}")
            return nag_seen
        if not token[1:].isdigit() or int(token[1:]) > 255:
            self.error(line, f"bad NAG {token!r} ($0..$255)")
            return nag_seen
        value = int(token[1:])
        call_only = 1 <= value <= 6 or value == 13
        card_only = 7 <= value <= 12 or value == 14
        if (cards and call_only) or (not cards and card_only):
            self.error(line, f"NAG {token} is for {'calls' if cards else 'cards'} only")
            return nag_seen
        suffix_like = (7 <= value <= 12) if cards else (1 <= value <= 6)
        if suffix_like:
            if suffix_seen or nag_seen:
                what = "card" if cards else "call"
                self.error(line, f"more than one suffix or suffix-like NAG on one {what}")
            return True
        return nag_seen

    @staticmethod
    def _raw_if_irregular(seat: Seat, items: list[tuple[str, int]], notes: dict[int, str]) -> str | None:
        """The section's raw text (its seat, tokens by line, its notes) when it uses ^ irregularities."""
        if not any(token[0] == "^" for token, _ in items):  # only called when the game has a '^'
            return None
        lines: list[str] = [seat.letter]
        last = -1
        for token, line in items:
            if line != last:
                lines.append(token)
                last = line
            else:
                lines[-1] += " " + token
        for index in sorted(notes):
            lines.append(f'[Note "{index}:{_escape(notes[index])}"]')
        return "\n".join(lines)

    # -- play --------------------------------------------------------------------------------
    def _card_problem(self, card: Card, seat: Seat, position: int, number: int, line: int, flag: str,
                      played_mask: int, hand: int | None, led_field: int, deal: Deal | None) -> None:
        """Report what is wrong with one card of the play (the slow path of :meth:`_play`)."""
        if played_mask & card.bit:
            self.error(line, f"card {number} ({card} by {seat.letter}) was already played")
        elif hand is None:
            holder = deal.holder(card.bit) if deal is not None else None
            if holder is not None:
                self.error(line, f"card {number} ({card}) is {holder.full_name}'s, not {seat.full_name}'s")
        elif not hand & card.bit:
            self.error(line, f"card {number} ({card}): {seat.full_name} does not hold {card}")
        elif position and not card.bit & led_field and hand & led_field:
            if flag != "^R":
                led = CardSet(led_field & hand)
                self.error(line, f"card {number} ({card}): {seat.full_name} must follow suit (holds {led})")
        elif flag == "^R" and position:
            self.error(line, f"^R marks card {number} ({card}) as a revoke, but it is not one")
        if flag == "^R" and position == 0:
            self.error(line, f"^R on a lead (card {number}): a lead cannot be a revoke")

    def _by_holder(self, trick: list[_Slot], first: Seat, hands: list[int], number: int) -> list[_Slot]:
        """A trick whose cards are not in their seats' columns, put back by who holds each card."""
        misplaced = False
        holders: list[Seat] = []
        for column, slot in enumerate(trick):
            card = slot.card
            assert card is not None
            if not hands[first.offset(column)] & card.bit:
                misplaced = True
            holder = next((seat for seat in Seat if hands[seat] & card.bit), None)
            if holder is None:
                return trick
            holders.append(holder)
        if not misplaced or len(set(holders)) != 4:
            return trick
        placed: list[_Slot] = list(trick)
        for slot, holder in zip(trick, holders):
            placed[(holder - first) & 3] = slot
        self.error(trick[0].line, f"trick {number}: the cards are not in their seats' columns "
                                  "(read by who holds each card)")
        return placed

    def _play(self, tag: tuple[str, int], section: _Section | None, deal: Deal | None,
              contract: Contract | None, declarer: Seat | None, trump_strain: Strain | None,
              auction_contract: Contract | None, notes: dict[int, str], result: int | None,
              result_exact: bool, tags: dict[str, str],
              carets: bool) -> tuple[tuple[Card, ...], int | None, str | None, PlayState | None]:
        """Read a Play section into cards in play order; the claim; the raw text if irregular; the
        legal play those cards make (None when the play could not be run through the laws)."""
        first = _SEAT_LETTER.get(tag[0])
        if first is None:
            self.error(tag[1], f"Play must name N, E, S or W, not {tag[0]!r}")
            return (), None, None, None
        end_position = trump_strain is not None and contract is None and "Contract" in tags \
            and _DENOMINATION.fullmatch(tags["Contract"]) is not None
        if deal is None:
            self.error(tag[1], "a Play section needs the Deal tag")
        if not end_position and auction_contract is None:  # BBO omits them after a full auction
            if declarer is None:
                self.error(tag[1], "a Play section needs the Declarer tag")
            if trump_strain is None:
                self.error(tag[1], "a Play section needs the Contract tag")
        if trump_strain is None and auction_contract is not None:
            trump_strain = auction_contract.strain
            declarer = declarer if declarer is not None else auction_contract.declarer
        if declarer is not None and first is not declarer.lho and not end_position:
            self.error(tag[1], f"the opening lead is {declarer.lho.letter}'s (declarer {declarer.letter}), "
                               f"but Play names {first.letter}")
        if declarer is None or first is not declarer.lho:
            tags["Play"] = first.letter
        trump = trump_strain.suit if trump_strain is not None else None
        raw = self._raw_if_irregular(first, _pairs_of(section), notes) if carets else None
        # The usual case first: a section of cards ('-' for none) and perhaps a final '*', for a
        # complete deal in a known contract, led by declarer's left-hand opponent. The core's
        # PlayState plays it (checking as below: held, suit followed). Anything else, or any
        # problem, takes the careful path below, which reports it.
        play_contract = contract
        if contract is None and auction_contract is not None and auction_contract.strain is trump_strain \
                and auction_contract.declarer is declarer:
            play_contract = auction_contract
        if play_contract is not None and raw is None and not end_position and declarer is not None \
                and first is declarer.lho and deal is not None and deal.is_complete:
            regular = _regular_play(PlayState.start(deal, play_contract),
                                    section.tokens if isinstance(section, _Tokens) else
                                    [token for token, _ in section or ()], first)
            if regular is not None:
                play, star = regular
                hands = list(play.hands)
                complete = len(play.tricks)
                unfinished = [(play.leader.offset(position), card)
                              for position, card in enumerate(play.current)]
                self._check_result(tag[1], result, result_exact, declarer, deal, contract, raw, trump,
                                   hands, unfinished, complete, play.declarer_tricks)
                played = tuple([card for trick in play.tricks for card in trick.cards] + list(play.current))
                return played, result if star and complete < 13 else None, raw, play
        items = _pairs_of(section)
        # 1. slots: [card-or-None, kind, line, flags] grouped in tricks of four columns
        tricks: list[list[_Slot]] = []
        current: list[_Slot] = []
        flags = ""
        star = False
        suffix_seen = nag_seen = False
        slots_flat: list[_Slot] = []
        for token, line in items:
            if star:
                self.error(line, f"{token!r} after '*' in the play")
                continue
            card = _CARDS.get(token)
            first_char = token[0]
            if card is not None or token == "-" or token == "--" or token == "+":
                if len(tricks) == 13:
                    self.error(line, f"card {token} after 13 tricks")
                    continue
                slot = _Slot(card, token, line, flags)
                flags = ""
                current.append(slot)
                slots_flat.append(slot)
                suffix_seen = nag_seen = False
                if len(current) == 4:
                    tricks.append(current)
                    current = []
            elif first_char == "^":
                if token not in ("^R", "^L"):
                    self.error(line, f"bad irregularity {token!r} in the play (^R or ^L)")
                elif flags:
                    self.error(line, f"more than one irregularity on one card ({flags} {token})")
                else:
                    flags = token
            elif first_char == "!" or first_char == "?":
                if not slots_flat:
                    self.error(line, f"suffix {token} before any card")
                elif token not in _SUFFIXES:
                    self.error(line, f"bad suffix {token!r}")
                elif suffix_seen or nag_seen:
                    self.error(line, f"card {len(slots_flat)} has more than one suffix or suffix-like NAG")
                else:
                    suffix_seen = True
            elif first_char == "=":
                index = self._note_ref(token, line, len(slots_flat), bool(slots_flat and slots_flat[-1].note),
                                       notes, "card")
                if index:
                    slots_flat[-1].note = index
            elif first_char == "$":
                nag_seen = self._nag(token, line, len(slots_flat), suffix_seen, nag_seen, cards=True)
            elif token == "*":
                star = True
            else:
                self.error(line, f"not a card: {token!r}")
        if current:
            tricks.append(current)
        if flags:
            self.error(items[-1][1], f"irregularity {flags} without a card")
        # 2. order the cards by trick winners, checking the play (seats as ints 0..3 for speed)
        hands = [deal.hands[s].mask for s in Seat] if deal is not None else [0, 0, 0, 0]
        known = [bool(h) for h in hands]
        all_known = all(known)
        first_i = int(first)
        trump_suit = trump
        played_mask = 0
        cards: list[Card] = []
        leader_i: int | None = first_i
        stopped = False
        plus_seen = False
        complete = 0
        declarer_side = declarer.side if declarer is not None else None
        declarer_tricks = 0
        in_trick: list[tuple[Seat, Card]] = []
        for trick_number, trick in enumerate(tricks, 1):
            if all_known and len(trick) == 4:
                misplaced = False
                for column in range(4):
                    face = trick[column].card
                    if face is None:
                        misplaced = False
                        break
                    if not hands[(first_i + column) & 3] & face.bit:
                        misplaced = True
                if misplaced:
                    trick = self._by_holder(trick, first, hands, trick_number)
            for column, slot in enumerate(trick):
                if slot.flag == "^L":
                    seat_i = (first_i + column) & 3
                    if seat_i == leader_i:
                        self.error(slot.line, "^L marks a lead out of turn, but it is "
                                              f"{_SEATS[seat_i].letter}'s lead")
                    leader_i = seat_i
            if leader_i is None:
                if any(slot.card is not None for slot in trick):
                    self.error(trick[0].line, "cards after an unfinished trick: the leader is unknown")
                break
            in_trick = []
            led_field = 0
            best: Card | None = None
            best_position = 0
            size = len(trick)
            for position in range(4):
                seat_i = (leader_i + position) & 3
                column = (seat_i - first_i) & 3
                slot_or_none = trick[column] if column < size else None
                card_or_none = slot_or_none.card if slot_or_none is not None else None
                if slot_or_none is None or card_or_none is None:
                    if slot_or_none is not None and slot_or_none.token == "+":
                        if plus_seen:
                            self.error(slot_or_none.line, "a second '+' in the play")
                        plus_seen = True
                    stopped = True
                    continue
                card = card_or_none
                bit = card.bit
                if stopped:
                    self.error(slot_or_none.line, f"card {card} comes after a card not played ('-' or '+') "
                                                  "in play order")
                    continue
                flag = slot_or_none.flag
                if played_mask & bit or (known[seat_i] and not hands[seat_i] & bit) or flag \
                        or (position and known[seat_i] and not bit & led_field and hands[seat_i] & led_field):
                    self._card_problem(card, _SEATS[seat_i], position, len(cards) + 1, slot_or_none.line,
                                       flag,
                                       played_mask, hands[seat_i] if known[seat_i] else None, led_field, deal)
                hands[seat_i] &= ~bit
                if position == 0:
                    led_field = card.suit.mask
                    best = card
                elif best is not None and ((card.suit is best.suit and card.rank > best.rank)
                                           or (card.suit is trump_suit and best.suit is not trump_suit)):
                    best, best_position = card, position
                played_mask |= bit
                in_trick.append((_SEATS[seat_i], card))
                cards.append(card)
            if len(in_trick) == 4:
                winner_i = (leader_i + best_position) & 3
                complete += 1
                in_trick = []
                if declarer_side is not None and (winner_i & 1) == declarer_side:
                    declarer_tricks += 1
                leader_i = winner_i
            else:
                leader_i = None
        # 3. the result against the play
        self._check_result(tag[1], result, result_exact, declarer, deal, contract, raw, trump,
                           hands, in_trick, complete, declarer_tricks)
        return tuple(cards), result if star and complete < 13 else None, raw, None

    def _check_result(self, line: int, result: int | None, result_exact: bool, declarer: Seat | None,
                      deal: Deal | None, contract: Contract | None, raw: str | None, trump: Suit | None,
                      hands: list[int], in_trick: list[tuple[Seat, Card]], complete: int,
                      declarer_tricks: int) -> None:
        """Check the Result against the play: ``hands`` still held, ``in_trick`` an unfinished trick."""
        if result is not None and declarer is not None and result_exact and deal is not None \
                and deal.is_complete and contract is not None and raw is None:
            if complete == 13 and result != declarer_tricks:
                self.error(line, f"Result {result}, but declarer won {declarer_tricks} tricks in the play")
            elif not declarer_tricks <= result <= declarer_tricks + 13 - complete:
                self.error(line, f"Result {result} is impossible: declarer won {declarer_tricks} of the "
                                 f"{complete} tricks played")
            elif trump is not None and complete < 13 and result == declarer_tricks + 13 - complete:
                # the highest trump not yet won in a trick always takes a trick for its holder
                top_mask = 0
                top_side: Side | None = None
                holdings = [(seat, hands[seat]) for seat in Seat]
                holdings += [(seat, card.bit) for seat, card in in_trick]
                for seat, mask in holdings:
                    field = mask & trump.mask
                    if field and field.bit_length() > top_mask.bit_length():
                        top_mask, top_side = field, seat.side
                if top_side is not None and top_side is not declarer.side:
                    self.error(line, f"Result {result} is impossible: the defenders hold the highest "
                                     f"trump still out")


_DEAL_CACHE: dict[str, Deal] = {}
_RANK_BIT = {letter: 1 << index for index, letter in enumerate(RANK_LETTERS)}
_RANK_BIT.update({letter.lower(): bit for letter, bit in _RANK_BIT.items()})
_FAST_DEAL = re.compile(r"([NESW]):([^ ]+) ([^ ]+) ([^ ]+) ([^ ]+)")


def _fast_deal(text: str) -> Deal | None:
    """A complete, valid deal written the usual way, or None (then the careful path reads it)."""
    match = _FAST_DEAL.fullmatch(text)
    if match is None:
        return None
    first = _SEAT_LETTER[match.group(1)]
    masks = [0, 0, 0, 0]
    seen = 0
    rank_bit = _RANK_BIT
    for offset in range(4):
        parts = match.group(offset + 2).split(".")
        if len(parts) != 4:
            return None
        mask = 0
        for shift, holding in zip((39, 26, 13, 0), parts):
            for letter in holding:
                bit = rank_bit.get(letter)
                if bit is None:
                    return None
                mask |= bit << shift
        if mask.bit_count() != 13 or seen & mask:
            return None
        seen |= mask
        masks[(first + offset) & 3] = mask
    return Deal((CardSet(masks[0]), CardSet(masks[1]), CardSet(masks[2]), CardSet(masks[3])))


# The tokens of a regular Play section: the cards, and '-' for a card not played.
_PLAY_FACES: dict[str, Card | None] = {**_CARDS, "-": None, "--": None}


def _pairs_of(section: _Section | None) -> list[tuple[str, int]]:
    """A section's tokens or lines, each with its line number."""
    if isinstance(section, _Tokens):
        return section.pairs()
    return section if section is not None else []


def _regular_play(play: PlayState, tokens: list[str], first: Seat) -> tuple[PlayState, bool] | None:
    """``play`` after a regular Play section (tricks in columns by seat from ``first``) and whether
    it ends with '*'; or None when the section is not regular: any token but a card or '-' (a
    final '*' aside), over 13 tricks, a card missing before the last trick or before a later
    card of it, or a card the laws refuse. The careful path then reads (and reports) it."""
    star = bool(tokens) and tokens[-1] == "*"
    if star:
        tokens = tokens[:-1]
    if len(tokens) > 52 or not all(map(_PLAY_FACES.__contains__, tokens)):
        return None
    faces = list(map(_PLAY_FACES.__getitem__, tokens))
    # whole tricks first, then an unfinished last trick (a '-' marks a card not played)
    whole = len(faces) >> 2
    if "-" in tokens or "--" in tokens:  # (the tokens: None in faces would ask every card)
        missing = min(tokens.index(dash) if dash in tokens else 52 for dash in ("-", "--"))
        if missing < 4 * whole - 4 or (missing < 4 * whole and len(faces) & 3):
            return None  # a card missing before the last trick
        whole = missing >> 2
    try:
        cards = cast("list[Card]", faces)  # no None before 4 * whole
        play = play.with_tricks([cards[start:start + 4] for start in range(0, 4 * whole, 4)], first)
        rest = faces[4 * whole:]
        if rest:  # the last trick, unfinished: cards in play order up to the first one missing
            column = (play.leader - first) & 3
            order: list[Card] = []
            missing_seen = False
            for position in range(4):
                at = (column + position) & 3
                card = rest[at] if at < len(rest) else None
                if card is None:
                    missing_seen = True
                elif missing_seen:
                    return None
                else:
                    order.append(card)
            play = play.with_cards(order)
    except IllegalPlayError:
        return None
    return play, star


def _passes_to_end(calls: list[_Entry]) -> int:
    """Passes still needed to end an auction known only as a list of calls."""
    trailing = 0
    bid_made = False
    for entry in calls:
        if entry.call is PASS:
            trailing += 1
        else:
            trailing = 0
            bid_made = True
    return (3 if bid_made else 4) - trailing


def _tag_order(item: tuple[str, str]) -> tuple[int, str]:
    return (_MANDATORY_INDEX.get(item[0], 99), item[0])


def _in_tag_order(tags: dict[str, str]) -> tuple[tuple[str, str], ...]:
    """The tags sorted as _tag_order sorts them: the mandatory tags in their order, then the
    others by name."""
    key = tuple(tags)
    names = _TAG_ORDERS.get(key)
    if names is None:
        names = sorted(tags.keys() - _MANDATORY_SET)
        mandatory = tags.keys() & _MANDATORY_SET
        if mandatory:
            names[:0] = sorted(mandatory, key=_MANDATORY_INDEX.__getitem__)
        if len(_TAG_ORDERS) > 256:
            _TAG_ORDERS.clear()
        _TAG_ORDERS[key] = names
    return tuple(zip(names, map(tags.__getitem__, names)))


# The order _in_tag_order gives each sequence of tag names met (files repeat the same tags).
_TAG_ORDERS: dict[tuple[str, ...], list[str]] = {}


_first = itemgetter(0)


def _escape(value: str) -> str:
    """A tag value as a PBN string body: quotes and ambiguous backslashes escaped."""
    if "\\" not in value and '"' not in value:
        return value
    return _ESCAPE.sub(lambda m: "\\" + m.group(), value)


# --- public reading API ---------------------------------------------------------------------

def loads(text: str, *, filename: str = "<string>") -> ReadResult:
    """Read PBN text: every game that could be read, and every error found (with line numbers)."""
    return _Reader(filename).read(text)


def _decode(data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")  # PBN's own character set (ISO 8859/1)


def load(fp_or_path: str | os.PathLike[str] | IO[str] | IO[bytes]) -> ReadResult:
    """Read a PBN file from a path or an open file (text or binary; UTF-8, else Latin-1)."""
    if isinstance(fp_or_path, (str, os.PathLike)):
        with open(fp_or_path, "rb") as handle:
            return loads(_decode(handle.read()), filename=os.fspath(fp_or_path))
    content = fp_or_path.read()
    name = str(getattr(fp_or_path, "name", "<stream>"))
    text = _decode(content) if isinstance(content, bytes) else content
    return loads(text, filename=name)


def loads_strict(text: str, *, filename: str = "<string>") -> tuple[GameRecord, ...]:
    """Read PBN text; raise :class:`RecordFormatError` listing every error if there is any."""
    result = loads(text, filename=filename)
    if result.errors:
        raise RecordFormatError(list(result.errors))
    return result.records


def load_strict(fp_or_path: str | os.PathLike[str] | IO[str] | IO[bytes]) -> tuple[GameRecord, ...]:
    """Read a PBN file; raise :class:`RecordFormatError` listing every error if there is any."""
    result = load(fp_or_path)
    if result.errors:
        raise RecordFormatError(list(result.errors))
    return result.records


# --- writing --------------------------------------------------------------------------------

_NEWLINE = "\r\n"  # export format lines end with CR LF (PBN 2.3)


def _play_frame(record: GameRecord) -> tuple[Seat, Suit | None] | None:
    """Who leads the first trick and the trump suit, as the reader derives them."""
    raw_contract = record.tag("Contract")
    raw_play = record.tag("Play")
    strain: Strain | None = None
    declarer = record.declarer
    if record.contract is not None:
        strain = record.contract.strain
    elif raw_contract is not None:
        parsed = _CONTRACT.fullmatch(raw_contract)
        text = parsed.group(2) if parsed is not None else raw_contract
        strain = _STRAIN_OF.get(text.upper())
    if strain is None and record.dealer is not None and record.calls:
        auction = _auction_of(record)
        if auction is not None and auction.contract is not None:
            strain = auction.contract.strain
            declarer = declarer if declarer is not None else auction.contract.declarer
    if raw_play is not None and raw_play in _SEAT_LETTER:
        leader = _SEAT_LETTER[raw_play]
    elif declarer is not None:
        leader = declarer.lho
    else:
        return None
    return leader, (strain.suit if strain is not None else None)


def _auction_of(record: GameRecord) -> Auction | None:
    """The auction the record's calls make from its dealer, under the three-handed laws for a
    three-handed record; None without a dealer or when a call is illegal."""
    if record.dealer is None:
        return None
    try:
        if record.three_handed:
            return IndividualAuction(record.dealer, (c.call for c in record.calls))
        return Auction(record.dealer, (c.call for c in record.calls))
    except TrumpsError:
        return None


def _call_lines(record: GameRecord) -> tuple[list[str], list[str]]:
    """The Auction section's lines and its Note tag lines."""
    numbers: dict[str, int] = {}
    tokens: list[str] = []
    for annotated in record.calls:
        token = annotated.call.pbn
        if annotated.alert:
            token += " !"
        if annotated.note:
            number = numbers.setdefault(annotated.note, len(numbers) + 1)
            token += f" ={number}="
        tokens.append(token)
    auction = _auction_of(record)
    auction_complete = auction is not None and auction.is_complete
    lines = [" ".join(tokens[i:i + 4]) for i in range(0, len(tokens), 4)]
    if not auction_complete:
        lines.append("*")
    notes = [f'[Note "{number}:{_escape(text)}"]' for text, number in numbers.items()]
    return lines, notes


def _play_lines(record: GameRecord, leader: Seat, trump: Suit | None) -> list[str]:
    """The Play section's lines: one trick a line, columns by seat from the opening leader."""
    lines: list[str] = []
    first = leader
    current = leader
    cards = record.cards
    for start in range(0, len(cards), 4):
        trick = cards[start:start + 4]
        columns = ["- "] * 4
        for position, card in enumerate(trick):
            columns[(current.offset(position) - first) & 3] = str(card)
        lines.append(" ".join(columns).rstrip())
        if len(trick) == 4:
            current = trick_winner(tuple(trick), current, trump)
    if record.claim is not None:
        lines.append("*")
    return lines


def _write_record(record: GameRecord, out: list[str]) -> None:
    raw = dict(record.tags)
    extra = dict(record.extra)
    players = record.players
    dealer = record.dealer
    values: dict[str, str] = {
        "Event": record.event, "Site": record.site, "Date": record.date,
        "Board": str(record.board) if record.board is not None else raw.get("Board", ""),
        "West": players[Seat.W], "North": players[Seat.N], "East": players[Seat.E], "South": players[Seat.S],
        "Dealer": dealer.letter if dealer is not None else "",
        "Vulnerable": record.vulnerability.pbn,
        "Deal": record.deal.to_pbn(dealer or Seat.N) if record.deal is not None else "",
        "Scoring": raw.get("Scoring", ""),
        "Declarer": raw.get("Declarer") or (record.declarer.letter if record.declarer is not None else ""),
        "Contract": (record.contract.name if record.contract is not None
                     else "Pass" if record.passed_out else raw.get("Contract", "")),
        "Result": str(record.result) if record.result is not None else raw.get("Result", ""),
    }
    for name in MANDATORY_TAGS:
        out.append(f'[{name} "{_escape(values[name])}"]')
    if "pbn:Auction" in extra:
        seat, *lines = extra["pbn:Auction"].split("\n")
        out.append(f'[Auction "{seat}"]')
        out.extend(lines)
    elif record.calls:
        lines, notes = _call_lines(record)
        out.append(f'[Auction "{(dealer or Seat.N).letter}"]')
        out.extend(lines)
        out.extend(notes)
    frame = _play_frame(record)
    if "pbn:Play" in extra:
        seat, *lines = extra["pbn:Play"].split("\n")
        out.append(f'[Play "{seat}"]')
        out.extend(lines)
    elif (record.cards or record.claim is not None) and frame is not None:
        out.append(f'[Play "{frame[0].letter}"]')
        out.extend(_play_lines(record, frame[0], frame[1]))
    supplemental: list[tuple[str, str]] = [(k, v) for k, v in record.tags if k not in _MANDATORY_INDEX
                                           and k not in ("Play", "Score")]
    if record.room is not None:
        supplemental.append(("Room", record.room))
    if record.score_ns is not None:
        supplemental.append(("Score", f"NS {record.score_ns}"))
    elif "Score" in raw:
        supplemental.append(("Score", raw["Score"]))
    supplemental.sort(key=lambda item: item[0])
    for name, value in supplemental:
        out.append(f'[{name} "{_escape(value)}"]')
        section = extra.get(f"section:{name}")
        if section:
            out.extend(section.split("\n"))


def dumps(records: Iterable[GameRecord]) -> str:
    """PBN 2.1 export format text for the records (CR LF line ends, games separated by an empty line)."""
    out: list[str] = ["% PBN 2.1", "% EXPORT"]
    for record in records:
        out.append("")
        _write_record(record, out)
    return _NEWLINE.join(out) + _NEWLINE


def dump(records: Iterable[GameRecord], fp: str | os.PathLike[str] | IO[str]) -> None:
    """Write the records as PBN 2.1 export format to a path or an open text file."""
    text = dumps(records)
    if isinstance(fp, (str, os.PathLike)):
        with open(fp, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
    else:
        fp.write(text)
