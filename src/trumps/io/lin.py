"""LIN, Bridge Base Online's record format: a lenient reader and a writer.

A LIN file is a flat stream of ``key|value|`` fields; physical lines mean nothing (a board
may span many lines and a line may hold many boards), so the reader joins the lines and
walks the fields, remembering each field's line for error messages. The fields read:

``vg|`` match header (event, segment, scoring, first board, last board, teams and scores),
``rs|`` result list (``4SN=``, ``3NWx-1``, ``PASS``, empty when unplayed), ``pn|`` players
(S, W, N, E; eight names in vugraph: open room then closed room), ``qx|`` board and room
(``o1`` open room board 1, ``c1`` closed), ``md|`` the deal (dealer digit 1=S 2=W 3=N 4=E,
then the hands S, W, N, E; one hand may be left empty), ``ah|Board N|``, ``sv|``
vulnerability (o/n/e/b, also 0/-), ``mb|`` a call (``!`` marks an alert), ``an|`` the
explanation of the call before it, ``pc|`` a card, ``mc|`` a claim (declarer's total
tricks; a claim followed by more cards was not accepted and is dropped). Layout and chat
fields (``st pg rh nt sk lf``...) and unknown fields are skipped; ``nt|`` commentary is
not kept.

A new board starts at ``qx|``, or at ``md|``/``pn|`` once the board being read has a deal,
a call or a card.
A board without ``md|`` is skipped with an error, as is a board with a bad deal, call, card
or claim; the rest of the file is still read.

Results: a record's ``contract``, ``declarer``, ``result`` and ``passed_out`` are the
*recorded* result, from the board's ``rs|`` entry; a vugraph file's list maps onto boards by
``2 * (board - first board of vg|) + (1 for the closed room)`` (pairs files too: their odd
entries belong to tables the file does not hold). The reader never derives a result from
the auction or the play. Choosing between the cards played with the claim (which win) and
the recorded entry, which a handful of vugraph operators got wrong, is the replay's job:
a disagreement there is a warning, not a read error.

The writer writes one board per line and puts the board's own result in a one-entry
``rs|`` field after ``md|``, which this reader reads back as that board's result.

Mapping: ``room`` is ``"Open"``/``"Closed"``; ``players`` is indexed by seat (N, E, S, W);
``event`` is the first field of ``vg|`` and the whole header is kept as tag ``vg`` when it
says more. LIN has no place for ``site``, ``date``, ``score_ns`` or other tags.

Three-handed hands (records marked ``ThreeHanded``, :mod:`trumps.io.records`) are PBN only:
LIN has no field to mark a hand as three-handed, and read as an ordinary board its auction
breaks the partnership laws and its play does not match its deal; the writer refuses them
with a :class:`~trumps.core.errors.TrumpsError`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import IO

from trumps.core.calls import DOUBLE, PASS, REDOUBLE, Bid, Call, parse_call
from trumps.core.cards import RANK_LETTERS, Card, CardSet
from trumps.core.contract import Contract
from trumps.core.deal import Deal
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat, Vulnerability, board_vulnerability
from trumps.io.records import (
    THREE_HANDED_TAG,
    AnnotatedCall,
    GameRecord,
    ReadError,
    ReadResult,
    RecordFormatError,
)

__all__ = ["load", "loads", "load_strict", "loads_strict", "dump", "dumps", "parse_result", "format_result"]

# LIN lists hands S, W, N, E and numbers the dealer 1=S 2=W 3=N 4=E.
_LIN_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)
_DEALER_DIGIT = {Seat.S: "1", Seat.W: "2", Seat.N: "3", Seat.E: "4"}
_ROOMS = {"o": "Open", "c": "Closed"}
_ROOM_LETTER = {"Open": "o", "Closed": "c"}
_SV_LETTER = ("o", "n", "e", "b")
_SV = {"o": Vulnerability.NONE, "0": Vulnerability.NONE, "-": Vulnerability.NONE, "": Vulnerability.NONE,
       "n": Vulnerability.NS, "e": Vulnerability.EW, "b": Vulnerability.BOTH}
_SUIT_OF = {"S": 3, "H": 2, "D": 1, "C": 0}
_BOARD_TITLE = re.compile(r"board\s*(\d+)", re.IGNORECASE)
_QX = re.compile(r"\s*([a-zA-Z]?)\s*(\d*)")
_RESULT = re.compile(r"([1-7])(NT|[CDHSN])([NESW])(XX|X)?(=|[+-]\d{1,2})?", re.IGNORECASE)
_STRAIN_LETTER = ("C", "D", "H", "S", "N")
_CALL_TEXT = {PASS: "p", DOUBLE: "d", REDOUBLE: "r"}

# Card spellings: "SA", "sA", "sa", "S10" ...; anything else goes through Card.parse.
_CARDS: dict[str, Card] = {}
for _card in CardSet.full():
    for _suit in (_card.suit.letter, _card.suit.letter.lower()):
        for _rank in {_card.rank.letter, _card.rank.letter.lower(), "10" if _card.rank.letter == "T" else ""}:
            if _rank:
                _CARDS[_suit + _rank] = _card
_CALLS: dict[str, Call] = {}


def _call(text: str) -> Call:
    found = _CALLS.get(text)
    if found is None:
        found = _CALLS[text] = parse_call(text)
    return found


# --- results ---------------------------------------------------------------------------------


def parse_result(text: str) -> tuple[Contract | None, int | None]:
    """Read one ``rs|`` entry: ``4SN=``, ``3NWx-1``, ``4HSxx+1``, ``4SN`` (no result) or ``PASS``.

    Returns the contract (None when passed out) and declarer's tricks (None when not
    given); raises :class:`TrumpsError` on anything else, including an empty entry.
    """
    key = text.strip()
    if key.upper() in ("PASS", "P", "AP"):
        return None, None
    match = _RESULT.fullmatch(key)
    if match is None:
        raise TrumpsError(f"not a result: {text!r} (expected e.g. 4SN=, 3NWx-1 or PASS)")
    level, strain, declarer, doubling, outcome = match.groups()
    contract = Contract.parse(f"{level}{strain}{(doubling or '').upper()}", Seat.parse(declarer))
    assert contract is not None
    if not outcome:
        return contract, None
    tricks = contract.target + (0 if outcome == "=" else int(outcome))
    if not 0 <= tricks <= 13:
        raise TrumpsError(f"result {text!r} gives declarer {tricks} tricks")
    return contract, tricks


def format_result(contract: Contract | None, tricks: int | None) -> str:
    """Write an ``rs|`` entry: ``PASS`` for None, else e.g. ``3NWx-1`` (``4SN`` without tricks)."""
    if contract is None:
        return "PASS"
    text = (f"{contract.level}{_STRAIN_LETTER[contract.strain]}{contract.declarer.letter}"
            f"{'x' * contract.doubling}")
    if tricks is None:
        return text
    over = tricks - contract.target
    return text + ("=" if over == 0 else f"{over:+d}")


# --- reading ---------------------------------------------------------------------------------


@dataclass(slots=True)
class _Board:
    """A board being read: raw pieces gathered until the next board starts."""

    line: int
    board: int | None = None
    room: str | None = None
    md: tuple[str, int] = ("", 0)
    has_md: bool = False
    vulnerability: Vulnerability | None = None
    players: tuple[str, str, str, str] = ("", "", "", "")
    calls: list[Call] = field(default_factory=list)
    alerts: list[bool] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    claim: int | None = None
    result: str | None = None
    broken: bool = False

    @property
    def started(self) -> bool:
        """True once the board has a deal, a call, a card or a claim: a new deal starts a new board."""
        return self.has_md or bool(self.calls) or bool(self.cards) or self.claim is not None


def _fields(text: str) -> Iterator[tuple[str, str, int]]:
    """``(key, value, line)`` for each field; lines are joined (a field may span them)."""
    tokens: list[tuple[str, int]] = []
    carry = ""
    carry_line = 1
    for number, physical in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        if not carry:
            carry_line = number
        parts = (carry + physical).split("|")
        carry = parts.pop()
        if parts:
            tokens.append((parts[0], carry_line))
            tokens.extend((part, number) for part in parts[1:])
            carry_line = number
    if carry.strip():
        tokens.append((carry, carry_line))
    index = 0
    count = len(tokens)
    while index < count:
        raw, line = tokens[index]
        key = raw.strip().lower()
        if len(key) != 2 or not key.isalnum():
            yield "", raw, line  # stray text (a doubled or missing '|'): skip one token to resync
            index += 1
            continue
        yield key, tokens[index + 1][0] if index + 1 < count else "", line
        index += 2


def _hand(text: str) -> CardSet:
    mask = 0
    suit = -1
    for char in text.upper().replace("10", "T"):
        if char in _SUIT_OF:
            suit = _SUIT_OF[char]
            continue
        if char.isspace():
            continue
        rank = RANK_LETTERS.find(char)
        if rank < 0 or suit < 0:
            raise TrumpsError(f"not a card in hand {text!r}: {char!r}")
        bit = 1 << (suit * 13 + rank)
        if mask & bit:
            raise TrumpsError(f"{'CDHS'[suit]}{char} appears twice in hand {text!r}")
        mask |= bit
    return CardSet(mask)


def _deal(text: str) -> tuple[Deal, Seat | None]:
    """The deal and dealer of an ``md|`` value."""
    body = text.strip()
    dealer: Seat | None = None
    if body[:1].isdigit():
        digit = int(body[0])
        if digit > 4:
            raise TrumpsError(f"dealer digit must be 1-4 (S W N E), not {body[0]!r}")
        dealer = _LIN_SEATS[digit - 1] if digit else None
        body = body[1:]
    parts = body.split(",")
    if len(parts) > 4:
        if any(part.strip() for part in parts[4:]):
            raise TrumpsError(f"a deal lists at most 4 hands, found {len(parts)}")
        parts = parts[:4]
    hands = [CardSet(), CardSet(), CardSet(), CardSet()]
    for seat, part in zip(_LIN_SEATS, parts):
        hands[seat] = _hand(part)
    deal = Deal((hands[0], hands[1], hands[2], hands[3])).completed()
    deal.validate()
    return deal, dealer


class _Reader:
    """The state of one read: the board being built, the file-wide settings, the output."""

    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.records: list[GameRecord] = []
        self.errors: list[ReadError] = []
        self.board: _Board | None = None
        self.players_open: tuple[str, str, str, str] = ("", "", "", "")
        self.players_closed: tuple[str, str, str, str] = ("", "", "", "")
        self.event = ""
        self.vg_tag: tuple[tuple[str, str], ...] = ()
        self.first_board: int | None = None
        self.results: list[str] = []

    def error(self, line: int, message: str) -> None:
        self.errors.append(ReadError(self.filename, line, message))

    def open_board(self, line: int) -> _Board:
        if self.board is None:
            self.board = _Board(line)
        return self.board

    def fail(self, board: _Board, line: int, message: str) -> None:
        """A problem that makes the board unreadable: report it; the board is skipped."""
        self.error(line, f"{self._name(board)}: {message}; board skipped")
        board.broken = True

    @staticmethod
    def _name(board: _Board) -> str:
        name = "board" if board.board is None else f"board {board.board}"
        return name + (f" ({board.room} room)" if board.room else "")

    def read(self, text: str) -> None:
        for key, value, line in _fields(text):
            handler = _HANDLERS.get(key)
            if handler is not None:
                handler(self, value, line)
            elif not key:
                self.error(line, f"stray text {value[:20]!r} where a field name was expected; skipped")
        self.finish()

    # fields ------------------------------------------------------------------
    def on_qx(self, value: str, line: int) -> None:
        self.finish()
        board = self.open_board(line)
        match = _QX.match(value)
        assert match is not None
        letter, digits = match.groups()
        board.room = _ROOMS.get(letter.lower(), letter.upper() or None)
        if digits:
            board.board = int(digits)

    def on_pn(self, value: str, line: int) -> None:
        if self.board is not None and self.board.started:
            self.finish()
        names = value.split(",")
        names += [""] * (8 - len(names))

        def by_seat(lin: list[str]) -> tuple[str, str, str, str]:  # S W N E -> N E S W
            return (lin[2], lin[3], lin[0], lin[1])

        self.players_open = by_seat(names[:4])
        self.players_closed = by_seat(names[4:8]) if len(value.split(",")) > 4 else self.players_open

    def on_md(self, value: str, line: int) -> None:
        if self.board is not None and self.board.started:
            self.finish()
        board = self.open_board(line)
        board.has_md = True
        board.md = (value, line)
        board.players = self.players_closed if board.room == "Closed" else self.players_open

    def on_ah(self, value: str, line: int) -> None:
        board = self.open_board(line)
        match = _BOARD_TITLE.search(value)
        if match is not None and board.board is None:
            board.board = int(match.group(1))

    def on_sv(self, value: str, line: int) -> None:
        board = self.open_board(line)
        vulnerability = _SV.get(value.strip().lower())
        if vulnerability is None:
            self.fail(board, line, f"bad vulnerability sv|{value}| (use o, n, e or b)")
        else:
            board.vulnerability = vulnerability

    def on_mb(self, value: str, line: int) -> None:
        board = self.open_board(line)
        text = value.strip()
        alert = text.endswith("!")
        try:
            call = _call(text.rstrip("!").strip())
        except TrumpsError:
            self.fail(board, line, f"not a call: mb|{value}|")
            return
        board.calls.append(call)
        board.alerts.append(alert)
        board.notes.append("")

    def on_an(self, value: str, line: int) -> None:
        board = self.board
        if board is None or not board.calls:
            self.error(line, f"explanation an|{value[:30]}| with no call before it; ignored")
            return
        board.notes[-1] = value

    def on_pc(self, value: str, line: int) -> None:
        board = self.open_board(line)
        card = _CARDS.get(value)
        if card is None:
            try:
                card = Card.parse(value)
            except TrumpsError:
                self.fail(board, line, f"not a card: pc|{value}|")
                return
        board.cards.append(card)
        board.claim = None  # play went on after a claim: the claim was not accepted

    def on_mc(self, value: str, line: int) -> None:
        board = self.open_board(line)
        text = value.strip()
        if not text.isdigit() or int(text) > 13:
            self.fail(board, line, f"bad claim mc|{value}| (declarer's total tricks, 0-13)")
            return
        board.claim = int(text)

    def on_rs(self, value: str, line: int) -> None:
        board = self.board
        if board is not None and board.has_md and "," not in value:
            board.result = value
            return
        self.results = value.split(",")

    def on_vg(self, value: str, line: int) -> None:
        self.finish()
        header = value.split(",")
        self.event = header[0]
        self.results = []
        self.vg_tag = (("vg", value),) if value != self.event else ()
        self.first_board = int(header[3]) if len(header) > 3 and header[3].strip().isdigit() else None

    # end of a board -----------------------------------------------------------
    def finish(self) -> None:
        board = self.board
        self.board = None
        if board is None or board.broken:
            return
        if not board.has_md:
            self.error(board.line, f"{self._name(board)} has no deal (md|); board skipped")
            return
        try:
            deal, dealer = _deal(board.md[0])
        except TrumpsError as exc:
            self.fail(board, board.md[1], f"bad deal md|{board.md[0]}|: {exc}")
            return
        entry = board.result
        if entry is None and self.results and board.board is not None:
            if self.first_board is None:
                self.first_board = board.board
            index = 2 * (board.board - self.first_board) + (board.room == "Closed")
            if 0 <= index < len(self.results):
                entry = self.results[index]
        contract: Contract | None = None
        tricks: int | None = None
        passed_out = False
        if entry is not None and entry.strip():
            try:
                contract, tricks = parse_result(entry)
                passed_out = contract is None
            except TrumpsError as exc:
                self.error(board.line, f"{self._name(board)}: result rs entry ignored: {exc}")
        vulnerability = board.vulnerability
        if vulnerability is None:
            vulnerability = board_vulnerability(board.board) if board.board else Vulnerability.NONE
        self.records.append(GameRecord(
            deal=deal, dealer=dealer, vulnerability=vulnerability, board=board.board,
            room=board.room, event=self.event, players=board.players,
            calls=tuple(map(AnnotatedCall, board.calls, board.alerts, board.notes)),
            cards=tuple(board.cards), claim=board.claim, contract=contract, passed_out=passed_out,
            declarer=None if contract is None else contract.declarer, result=tricks,
            tags=self.vg_tag, source_line=board.line,
        ))


_HANDLERS = {
    "qx": _Reader.on_qx, "pn": _Reader.on_pn, "md": _Reader.on_md, "ah": _Reader.on_ah,
    "sv": _Reader.on_sv, "mb": _Reader.on_mb, "an": _Reader.on_an, "pc": _Reader.on_pc,
    "mc": _Reader.on_mc, "rs": _Reader.on_rs, "vg": _Reader.on_vg,
}


def loads(text: str, *, filename: str = "<string>") -> ReadResult:
    """Read LIN text leniently: every board that could be read, and every problem found."""
    reader = _Reader(filename)
    reader.read(text.lstrip("\ufeff"))
    return ReadResult(tuple(reader.records), tuple(reader.errors))


def load(source: str | os.PathLike[str] | IO[str] | IO[bytes]) -> ReadResult:
    """Read a LIN file leniently from a path or an open file (text or binary).

    Bytes are decoded as UTF-8, falling back to Latin-1 (older vugraph files).
    """
    if isinstance(source, (str, os.PathLike)):
        filename = os.fspath(source)
        with open(filename, "rb") as handle:
            data: str | bytes = handle.read()
    else:
        filename = str(getattr(source, "name", "<stream>"))
        data = source.read()
    if isinstance(data, bytes):
        raw = data
        try:
            data = raw.decode("utf-8")
        except UnicodeDecodeError:
            data = raw.decode("latin-1")
    return loads(data, filename=filename)


def loads_strict(text: str, *, filename: str = "<string>") -> tuple[GameRecord, ...]:
    """Read LIN text; raise :class:`RecordFormatError` listing every problem if there is any."""
    result = loads(text, filename=filename)
    if result.errors:
        raise RecordFormatError(list(result.errors))
    return result.records


def load_strict(source: str | os.PathLike[str] | IO[str] | IO[bytes]) -> tuple[GameRecord, ...]:
    """Read a LIN file; raise :class:`RecordFormatError` listing every problem if there is any."""
    result = load(source)
    if result.errors:
        raise RecordFormatError(list(result.errors))
    return result.records


# --- writing ---------------------------------------------------------------------------------


def _text(value: str, what: str) -> str:
    if "|" in value or "\n" in value or "\r" in value:
        raise ValueError(f"LIN cannot hold {what} {value!r}: it contains '|' or a line break")
    return value


def _hand_text(hand: CardSet) -> str:
    parts = []
    for suit in (3, 2, 1, 0):
        bits = (hand.mask >> (13 * suit)) & 0x1FFF
        parts.append("SHDC"[3 - suit] + "".join(RANK_LETTERS[r] for r in range(12, -1, -1) if bits >> r & 1))
    return "".join(parts)


def _board_line(record: GameRecord) -> str:
    if record.three_handed:
        board = "" if record.board is None else f" (board {record.board})"
        raise TrumpsError(f"LIN cannot mark a three-handed hand{board} as such ({THREE_HANDED_TAG}): "
                          "three-handed hands are exported as PBN only")
    if record.deal is None:
        raise ValueError(f"LIN needs a deal; record of board {record.board} has none")
    out: list[str] = []
    if record.room is not None:
        letter = _ROOM_LETTER.get(record.room)
        if letter is None:
            raise ValueError(f"LIN knows the Open and Closed rooms, not {record.room!r}")
        out.append(f"qx|{letter}{'' if record.board is None else record.board}|")
    names = [_text(record.players[seat], "player name") for seat in _LIN_SEATS]
    if any("," in name for name in names):
        raise ValueError(f"LIN cannot hold a player name with a comma: {names}")
    out.append(f"pn|{','.join(names)}|st||")
    dealer = "" if record.dealer is None else _DEALER_DIGIT[record.dealer]
    out.append(f"md|{dealer}{','.join(_hand_text(record.deal[s]) for s in _LIN_SEATS)}|rh||")
    if record.board is not None:
        out.append(f"ah|Board {record.board}|")
    out.append(f"sv|{_SV_LETTER[record.vulnerability]}|")
    if record.passed_out:
        out.append("rs|PASS|")
    elif record.contract is not None:
        out.append(f"rs|{format_result(record.contract, record.result)}|")
    for annotated in record.calls:
        call = annotated.call
        text = f"{call.level}{_STRAIN_LETTER[call.strain]}" if isinstance(call, Bid) else _CALL_TEXT[call]
        out.append(f"mb|{text}{'!' if annotated.alert else ''}|")
        if annotated.note:
            out.append(f"an|{_text(annotated.note, 'explanation')}|")
    if record.calls:
        out.append("pg||")
    for number, card in enumerate(record.cards, 1):
        out.append(f"pc|{card}|")
        if number % 4 == 0:
            out.append("pg||")
    if record.claim is not None:
        out.append(f"mc|{record.claim}|pg||")
    elif len(record.cards) % 4:
        out.append("pg||")
    return "".join(out)


def dumps(records: Iterable[GameRecord]) -> str:
    """Write records as BBO-style LIN, one board per line.

    A ``vg|`` line precedes a board whose event differs from the board before. LIN has no
    place for ``site``, ``date``, ``score_ns`` or tags other than ``vg``: those are not written.
    A three-handed record is refused (:class:`~trumps.core.errors.TrumpsError`): PBN only.
    """
    lines: list[str] = []
    header: tuple[str, tuple[tuple[str, str], ...]] = ("", ())
    for record in records:
        vg = record.tag("vg")
        mine = (record.event, (("vg", vg),) if vg is not None else ())
        if mine != header:
            lines.append(f"vg|{_text(vg if vg is not None else record.event, 'event')}|")
            header = mine
        lines.append(_board_line(record))
    return "".join(line + "\n" for line in lines)


def dump(records: Iterable[GameRecord], fp: IO[str]) -> None:
    """Write records as LIN to an open text file."""
    fp.write(dumps(records))
