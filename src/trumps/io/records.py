"""The format-neutral game record that every reader produces and every writer consumes.

A :class:`GameRecord` is one board played at one table: the deal, the auction with its
notes, the cards in play order, a claim, and the recorded result and score, plus the
file's other tags so that a record read and written back is the same record.

A hand of three-handed Auction Bridge (the `auction-classic` house option ``three_handed``,
:mod:`trumps.core.three_handed`) is a record marked with the tag :data:`THREE_HANDED_TAG`
(``[ThreeHanded "W"]`` in PBN, the value naming the widow's seat). Its fields then mean:
``deal`` the deal *as dealt* (West's hand the widow); ``calls`` the real auction, each
player bidding for himself, West's automatic passes included, so that the calls belong to
the seats in turn from dealer as usual; ``cards`` the play by *positions*, as the hands lay
for the play (the widow moved opposite declarer, :func:`~trumps.core.three_handed.play_deal`);
``declarer``/``contract`` the player who declared (he never moves). LIN has no place for the
mark: three-handed records are written as PBN only (``trumps.io.lin.dumps`` refuses them).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from trumps.core.auction import Auction
from trumps.core.calls import Call
from trumps.core.cards import Card
from trumps.core.contract import Contract
from trumps.core.deal import Deal
from trumps.core.errors import TrumpsError
from trumps.core.play import PlayState
from trumps.core.seats import Seat, Vulnerability

THREE_HANDED_TAG = "ThreeHanded"
"""The tag that marks a three-handed record; its value is the widow's seat (``"W"``)."""


@dataclass(frozen=True, slots=True)
class AnnotatedCall:
    """A call as recorded: the call, whether it was alerted, and its explanation (may be empty)."""

    call: Call
    alert: bool = False
    note: str = ""


@dataclass(frozen=True, slots=True)
class LawsChecked:
    """The auction and play a reader already ran through the core's laws while reading.

    ``auction`` is the legal :class:`~trumps.core.auction.Auction` that ``calls`` make from
    ``dealer`` (None when not checked or not legal); ``play`` is the legal
    :class:`~trumps.core.play.PlayState` that ``cards`` reach from ``deal`` in
    ``play.contract`` (None likewise). :func:`trumps.io.replay.replay` uses them instead of
    running the same laws again, but only for a record that still holds these very ``calls``,
    ``dealer``, ``cards`` and ``deal`` (compared by identity) and is played in that contract.
    """

    dealer: Seat | None = None
    calls: tuple[AnnotatedCall, ...] = ()
    auction: Auction | None = None
    deal: Deal | None = None
    cards: tuple[Card, ...] = ()
    play: PlayState | None = None


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One board at one table as a file records it.

    ``calls`` and ``cards`` are in the order they were made (cards in play order from the
    opening lead). ``claim`` is declarer's total tricks when play ended by a claim.
    ``result`` is the recorded number of tricks won by declarer; ``score_ns`` the recorded
    score for North-South when the file gives one. ``contract`` is the recorded contract
    (None when passed out or absent, see ``passed_out``). ``tags`` keeps every other tag.
    """

    deal: Deal | None
    dealer: Seat | None
    vulnerability: Vulnerability = Vulnerability.NONE
    board: int | None = None
    room: str | None = None
    event: str = ""
    site: str = ""
    date: str = ""
    players: tuple[str, str, str, str] = ("", "", "", "")
    calls: tuple[AnnotatedCall, ...] = ()
    cards: tuple[Card, ...] = ()
    claim: int | None = None
    contract: Contract | None = None
    passed_out: bool = False
    declarer: Seat | None = None
    result: int | None = None
    score_ns: int | None = None
    tags: tuple[tuple[str, str], ...] = ()
    # Where the record was found: provenance, not content, so two records that say the same
    # thing are equal wherever they were read (a round trip through a writer moves lines).
    source_line: int | None = field(default=None, compare=False)
    extra: tuple[tuple[str, str], ...] = field(default=())
    # Work a reader already did (see LawsChecked): a cache, not content, so never compared.
    checked: LawsChecked | None = field(default=None, compare=False, repr=False)

    def tag(self, name: str) -> str | None:
        """The value of another tag kept from the file, or None."""
        for key, value in self.tags:
            if key == name:
                return value
        return None

    @property
    def three_handed(self) -> bool:
        """True for a hand of three-handed Auction Bridge (marked by :data:`THREE_HANDED_TAG`)."""
        return self.tag(THREE_HANDED_TAG) is not None


class _GameRecordBuilder:
    """GameRecord's slot layout without the frozen guard (see :func:`_make_game_record`)."""

    __slots__ = ("deal", "dealer", "vulnerability", "board", "room", "event", "site", "date", "players",
                 "calls", "cards", "claim", "contract", "passed_out", "declarer", "result", "score_ns",
                 "tags", "source_line", "extra", "checked")
    deal: Deal | None
    dealer: Seat | None
    vulnerability: Vulnerability
    board: int | None
    room: str | None
    event: str
    site: str
    date: str
    players: tuple[str, str, str, str]
    calls: tuple[AnnotatedCall, ...]
    cards: tuple[Card, ...]
    claim: int | None
    contract: Contract | None
    passed_out: bool
    declarer: Seat | None
    result: int | None
    score_ns: int | None
    tags: tuple[tuple[str, str], ...]
    source_line: int | None
    extra: tuple[tuple[str, str], ...]
    checked: LawsChecked | None


def _make_game_record(deal: Deal | None, dealer: Seat | None, vulnerability: Vulnerability, board: int | None,
                      room: str | None, event: str, site: str, date: str, players: tuple[str, str, str, str],
                      calls: tuple[AnnotatedCall, ...], cards: tuple[Card, ...], claim: int | None,
                      contract: Contract | None, passed_out: bool, declarer: Seat | None, result: int | None,
                      score_ns: int | None, tags: tuple[tuple[str, str], ...], source_line: int | None,
                      extra: tuple[tuple[str, str], ...], checked: LawsChecked | None) -> GameRecord:
    """The GameRecord of these fields, as ``GameRecord(...)`` makes it (it checks nothing) but
    faster, for the readers: the fields are set on a builder with GameRecord's slots, whose class
    then becomes GameRecord (a frozen dataclass's __init__ stores each field the slow way)."""
    record = _new(_GameRecordBuilder)
    record.deal = deal
    record.dealer = dealer
    record.vulnerability = vulnerability
    record.board = board
    record.room = room
    record.event = event
    record.site = site
    record.date = date
    record.players = players
    record.calls = calls
    record.cards = cards
    record.claim = claim
    record.contract = contract
    record.passed_out = passed_out
    record.declarer = declarer
    record.result = result
    record.score_ns = score_ns
    record.tags = tags
    record.source_line = source_line
    record.extra = extra
    record.checked = checked
    record.__class__ = GameRecord  # type: ignore[assignment]
    return record  # type: ignore[return-value]


_new = object.__new__
if _GameRecordBuilder.__slots__ != GameRecord.__slots__:
    raise RuntimeError("the builder's slots must match GameRecord's, field for field")


@dataclass(frozen=True, slots=True)
class ReadError:
    """A problem found while reading: where (file, line) and what."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


class RecordFormatError(TrumpsError):
    """A file that cannot be read at all, or a strict read that found errors."""

    def __init__(self, errors: list[ReadError]) -> None:
        self.errors = errors
        more = f" (+{len(errors) - 5} more)" if len(errors) > 5 else ""
        super().__init__("; ".join(str(e) for e in errors[:5]) + more)


@dataclass(frozen=True, slots=True)
class ReadResult:
    """What a lenient reader returns: every record it could read and every error it found."""

    records: tuple[GameRecord, ...]
    errors: tuple[ReadError, ...]
