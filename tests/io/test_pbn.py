"""The PBN reader and writer: the reference verifier's files, and the rules case by case."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from trumps.core.calls import parse_call
from trumps.core.cards import Card
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Vulnerability
from trumps.io import pbn
from trumps.io.records import AnnotatedCall, GameRecord, RecordFormatError
from trumps.io.replay import replay

# Games of the verifier's error files that a lenient reader accepts on purpose.
ACCEPTED_VERIFIER_GAMES = {
    # [Wrong "Unknown tag"]: a new tag name. PBN 4.9: "A PBN parser is robust when it just
    # skips such tags, and perhaps shows a warning" -- we keep it in record.tags.
    ("errors_10.pbn", 1),
}

_GAME_MARK = re.compile(r"% =+ game (\d+)")


def _games(path: Path) -> list[tuple[int, int, int]]:
    """(game number, first line, last line) of each game, from the files' '% === game N' marks."""
    lines = path.read_bytes().decode("latin-1").splitlines()
    starts = [(i + 1, int(m.group(1))) for i, line in enumerate(lines) if (m := _GAME_MARK.match(line))]
    return [(number, start, (starts[k + 1][0] - 1) if k + 1 < len(starts) else len(lines))
            for k, (start, number) in enumerate(starts)]


@pytest.mark.parametrize("name", ["errors_10.pbn", "errors_20.pbn", "errors_21.pbn"])
def test_every_invalid_verifier_game_has_an_error_with_its_line(real_data_dir: Path, name: str) -> None:
    path = real_data_dir / "pbn_verifier_suite" / name
    result = pbn.load(path)
    games = _games(path)
    assert games, name
    for error in result.errors:
        assert str(error).startswith(f"{path}:{error.line}: "), error
        assert error.message
    missing = []
    for number, first, last in games:
        has_error = any(first <= e.line <= last for e in result.errors)
        if (name, number) in ACCEPTED_VERIFIER_GAMES:
            assert not has_error, f"{name} game {number} is documented as accepted"
        elif not has_error:
            missing.append(number)
    assert not missing, f"{name}: games without an error: {missing}"
    with pytest.raises(RecordFormatError):
        pbn.load_strict(path)


@pytest.mark.parametrize("name", ["correct_10.pbn", "correct_20.pbn", "correct_21.pbn"])
def test_correct_verifier_files_have_no_errors(real_data_dir: Path, name: str) -> None:
    result = pbn.load(real_data_dir / "pbn_verifier_suite" / name)
    assert result.errors == ()
    assert result.records


def _one(text: str) -> GameRecord:
    result = pbn.loads(text)
    assert result.errors == (), result.errors
    assert len(result.records) == 1
    return result.records[0]


DEAL = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"


def test_a_simple_game() -> None:
    record = _one(f"""
[Event "Test"]\t; comment
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{DEAL}"]
[Declarer "S"]
[Contract "5HX"]
[Result "NS 9 EW 4"]
[Auction "N"]
1D 1S 3H =1= 4S
4NT =2= X Pass Pass
5C X 5H X
AP
[Note "1: non-forcing 6-9 points, 6-card"]
[Note "2: two colors: clubs and diamonds"]
[Play "W"]
SK H3 S4 S3
C5 C2 C6 CK
-  -  -  -
*
[Score "-300"]
""")
    assert record.board == 1 and record.dealer is Seat.N and record.vulnerability is Vulnerability.NONE
    assert record.deal == Deal.from_pbn(DEAL)
    assert str(record.contract) == "5HX by S" and record.declarer is Seat.S
    assert record.result == 9
    assert record.calls[2] == AnnotatedCall(parse_call("3H"), False, "non-forcing 6-9 points, 6-card")
    assert [c.call for c in record.calls[-3:]] == [parse_call("P")] * 3  # AP
    assert len(record.calls) == 15
    # trick 1 won by North's ruff; North leads trick 2 (C2), then E C6, S CK, W C5
    assert [str(c) for c in record.cards] == ["SK", "H3", "S4", "S3", "C2", "C6", "CK", "C5"]
    assert record.claim == 9
    assert record.score_ns == -300  # "-300" is declarer's score; declarer is South
    outcome = replay(record)
    assert outcome.legal and outcome.errors == () and outcome.tricks == 9 and outcome.score_ns == -300
    assert outcome.contract == "5HX" and outcome.played_tricks == 2


def test_deal_from_west_missing_tags_from_board_and_tabs() -> None:
    record = _one("""[Board "6"]
[Deal "W:3.Q87.AK4.JT7643 K9875.A543.Q3.Q9 AQT.JT962.T2.K52 J642.K.J98765.A8"]
[Auction "E"]
Pass\tPass\tPass\tPass
[Contract "Pass"]
""")
    assert record.dealer is Seat.E and record.vulnerability is Vulnerability.EW  # board 6 of the cycle
    assert record.deal is not None and record.deal[Seat.N].to_pbn() == "K9875.A543.Q3.Q9"
    assert record.passed_out and record.contract is None
    assert replay(record).contract == "pass"


def test_alerts_notes_and_suffixes() -> None:
    record = _one("""[Dealer "S"]
[Auction "S"]
1C! =1= 2NT ?! Pass $15 3NT
AP
[Note "1:could be short"]
""")
    assert record.calls[0] == AnnotatedCall(parse_call("1C"), True, "could be short")
    assert record.calls[1] == AnnotatedCall(parse_call("2NT"))


def test_inheritance() -> None:
    result = pbn.loads("""[Event "##Autumn"]
[Site "Here"]
[Board "1"]

[Site "#"]
[Board "2"]

[Event "Winter"]
[Board "3"]

[Event "#"]
[Board "4"]
""")
    assert result.errors == ()
    events = [r.event for r in result.records]
    sites = [r.site for r in result.records]
    assert events == ["Autumn", "Autumn", "Winter", "Winter"]
    assert sites == ["Here", "Here", "", ""]


def test_forbidden_inheritance_is_an_error() -> None:
    result = pbn.loads('[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n'
                       '\n[Deal "#"]\n')
    assert [e.line for e in result.errors] == [3]


def test_shared_deal_games_take_the_deal_of_the_previous_game() -> None:
    result = pbn.loads(f"""[Board "1"]
[Dealer "N"]
[Deal "{DEAL}"]
[Declarer "S"]
[Contract "4H"]
[Auction "N"]
Pass Pass 4H AP

[Declarer "N"]
[Contract "1NT"]
[Auction "N"]
1NT AP
""")
    assert result.errors == ()
    second = result.records[1]
    assert second.board == 1 and second.deal == Deal.from_pbn(DEAL) and str(second.contract) == "1NT by N"


def test_comments_tags_across_lines_and_several_tags_on_a_line() -> None:
    record = _one("""{ a comment
over lines } [Event "E"] [Site "S"] ; rest of line
 [
   Date
     "2000.01.02"
 ]
%escaped line
[Board "3"]""")
    assert (record.event, record.site, record.date, record.board) == ("E", "S", "2000.01.02", 3)


def test_non_standard_play_tokens_and_trailing_trick() -> None:
    record = _one(f"""[Dealer "N"]
[Deal "{DEAL}"]
[Declarer "S"]
[Contract "5H"]
[Result "9"]
[Play "W"]
SK H3 S4 S3
-- C2 -- --
*
""")
    assert [str(c) for c in record.cards] == ["SK", "H3", "S4", "S3", "C2"]
    assert record.claim == 9


@pytest.mark.parametrize(("text", "fragment"), [
    ('[Vulnerable "E"]', "Vulnerable must be"),
    ('[Deal "N:AKQ.. - - -"]\n[Board "x"]', "Board must be"),
    (f'[Dealer "N"]\n[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "5H"]\n[Play "W"]\nSK H3 S4 C4', "must follow suit"),
    ('[Dealer "N"]\n[Auction "N"]\n1S 1H', "1H is not higher than 1S"),
    ('[Dealer "N"]\n[Auction "N"]\n1S =3=', "no Note tag for =3="),
    ('[Score "NS 10.5"]', "bad Score"),
])
def test_errors_name_the_problem_and_the_line(text: str, fragment: str) -> None:
    result = pbn.loads("% a file\n" + text, filename="t.pbn")
    assert result.errors, text
    assert any(fragment in e.message for e in result.errors), result.errors
    assert all(str(e).startswith("t.pbn:") and e.line >= 2 for e in result.errors)


def test_a_bad_game_does_not_stop_the_reader() -> None:
    result = pbn.loads('[Board "1"]\n\n[Vulnerable "Q"]\n\n[Board "3"]\n')
    assert [r.board for r in result.records] == [1, None, 3]
    assert [e.line for e in result.errors] == [3]
    with pytest.raises(RecordFormatError) as info:
        pbn.loads_strict('[Board "1"]\n\n[Vulnerable "Q"]\n', filename="f.pbn")
    assert "f.pbn:3:" in str(info.value)


def test_dump_and_load_files(tmp_path: Path) -> None:
    record = _one(f'[Board "2"]\n[Deal "{DEAL}"]\n[Declarer "E"]\n[Contract "3NT"]\n[Result "7"]\n'
                  '[Score "EW -100"]\n[Room "Open"]\n[Stage "Final"]\n')
    assert record.score_ns == 100 and record.room == "Open" and record.tag("Stage") == "Final"
    target = tmp_path / "out.pbn"
    pbn.dump([record], target)
    assert target.read_bytes().startswith(b"% PBN 2.1\r\n% EXPORT\r\n")
    assert pbn.load(target).records == (record,)
    assert pbn.load(str(target)).records == (record,)
    with target.open("rb") as binary:
        assert pbn.load(binary).records == (record,)
    buffer = io.StringIO()
    pbn.dump([record], buffer)
    assert pbn.loads(buffer.getvalue()).records == (record,)


def test_escapes_round_trip() -> None:
    record = GameRecord(deal=None, dealer=Seat.W, event='say "hi" \\ back\\', site="a\\2R",
                        tags=(("Annotator", '\\"'),))
    text = pbn.dumps([record])
    assert '[Event "say \\"hi\\" \\ back\\\\"]' in text
    assert pbn.loads(text).records == (record,)
    assert pbn.loads(text).errors == ()


def test_the_play_is_written_by_seat_columns_from_the_opening_leader() -> None:
    deal = Deal.from_pbn(DEAL)
    record = _one(f'[Dealer "N"]\n[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "5H"]\n[Result "9"]\n'
                  '[Play "W"]\nSK H3 S4 S3\nC5 C2 C6 CK\n*\n')
    text = pbn.dumps([record])
    assert "\r\n[Play \"W\"]\r\nSK H3 S4 S3\r\nC5 C2 C6 CK\r\n*\r\n" in text
    assert deal.holder(Card.parse("C2").bit) is Seat.N
