"""The format-neutral game record that every reader produces and every writer consumes.

A :class:`GameRecord` is one board played at one table: the deal, the auction with its
notes, the cards in play order, a claim, and the recorded result and score, plus the
file's other tags so that a record read and written back is the same record.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from trumps.core.calls import Call
from trumps.core.cards import Card
from trumps.core.contract import Contract
from trumps.core.deal import Deal
from trumps.core.errors import TrumpsError
from trumps.core.seats import Seat, Vulnerability


@dataclass(frozen=True, slots=True)
class AnnotatedCall:
    """A call as recorded: the call, whether it was alerted, and its explanation (may be empty)."""

    call: Call
    alert: bool = False
    note: str = ""


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

    def tag(self, name: str) -> str | None:
        """The value of another tag kept from the file, or None."""
        for key, value in self.tags:
            if key == name:
                return value
        return None


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
