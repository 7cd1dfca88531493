"""The LIN reader and writer on small hand-written texts: every quirk the real files show."""

from __future__ import annotations

import dataclasses
import io
from pathlib import Path

import pytest

from trumps.core.calls import DOUBLE, PASS, Strain, parse_call
from trumps.core.cards import Card
from trumps.core.contract import Contract, Doubling
from trumps.core.deal import Deal
from trumps.core.seats import Seat, Vulnerability
from trumps.io import lin
from trumps.io.records import AnnotatedCall, GameRecord, RecordFormatError

# South AKQJ spades..., the BBO robot board 1 of endplay's example (dealer N, none vul).
MD = "3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,"
ONE_LINE = (
    "pn|domtp,west,north,east|st||md|" + MD + "|rh||ah|Board 1|sv|o|"
    "mb|p|mb|p|mb|1H|an|Major suit opening|mb|2H!|an|Michaels |mb|p|mb|4S|mb|5H|mb|p|mb|p|mb|p|pg||"
    "pc|C9|pc|C3|pc|C2|pc|CK|pg||pc|HA|mc|11|pg||\n"
)


def without_line(records: tuple[GameRecord, ...]) -> list[GameRecord]:
    return [dataclasses.replace(record, source_line=None) for record in records]


def test_one_board_line() -> None:
    result = lin.loads(ONE_LINE)
    assert result.errors == ()
    (record,) = result.records
    assert record.board == 1 and record.room is None
    assert record.dealer is Seat.N and record.vulnerability is Vulnerability.NONE
    assert record.players == ("north", "east", "domtp", "west")  # indexed by seat N E S W
    assert record.deal is not None and record.deal.is_complete
    assert record.deal[Seat.S] == Deal.from_pbn("S:K.AKQ9754.96.K85 - - -", complete=False)[Seat.S]
    assert record.calls[2] == AnnotatedCall(parse_call("1H"), False, "Major suit opening")
    assert record.calls[3] == AnnotatedCall(parse_call("2H"), True, "Michaels ")
    assert record.calls[0] == AnnotatedCall(PASS)
    assert record.cards[:2] == (Card.parse("C9"), Card.parse("C3"))
    assert len(record.cards) == 5 and record.claim == 11
    assert record.contract is None and record.result is None and not record.passed_out
    assert record.source_line == 1


def test_fourth_hand_filled_and_all_four_hands_accepted() -> None:
    (three,) = lin.loads(ONE_LINE).records
    assert three.deal is not None
    east = three.deal[Seat.E].to_pbn().split(".")
    full_md = MD + "S" + east[0] + "H" + east[1] + "D" + east[2] + "C" + east[3]
    (four,) = lin.loads(ONE_LINE.replace(MD, full_md)).records
    assert four.deal == three.deal


def test_lowercase_and_uppercase_keys_calls_and_cards() -> None:
    text = ONE_LINE.replace("md|" + MD, "MD|" + MD.lower()).replace("mb|1H|", "Mb|1h|").replace("pc|C9|", "pc|c9|")
    text = text.replace("mb|4S|", "mb|4s|").replace("mb|p|mb|p|mb|1h", "mb|P|mb|p|mb|1h")
    assert without_line(lin.loads(text).records) == without_line(lin.loads(ONE_LINE).records)


def test_lines_split_anywhere_are_joined() -> None:
    split = ONE_LINE.replace("md|3SKH45", "md|3S\nKH45").replace("|mb|4S|", "|mb|4\r\nS|").replace("pc|", "pc|\n", 1)
    result = lin.loads(split)
    assert result.errors == ()
    assert without_line(result.records) == without_line(lin.loads(ONE_LINE).records)


def test_missing_md_is_an_error_and_the_rest_is_read() -> None:
    no_deal = "pn|a,b,c,d|st||rh||ah|Board 2|sv|n|mb|1S|mb|p|mb|p|mb|p|pg||\n"
    result = lin.loads(ONE_LINE + no_deal + ONE_LINE, filename="x.lin")
    assert len(result.records) == 2
    (error,) = result.errors
    assert error.file == "x.lin" and error.line == 2
    assert "board 2" in error.message and "md|" in error.message
    assert [r.source_line for r in result.records] == [1, 3]
    with pytest.raises(RecordFormatError, match=r"x\.lin:2: board 2 has no deal"):
        lin.loads_strict(ONE_LINE + no_deal, filename="x.lin")


@pytest.mark.parametrize(("bad", "needle"), [
    ("mb|4S|", "mb|4Q|"), ("pc|C3|", "pc|C1|"), ("mc|11|", "mc|14|"), ("sv|o|", "sv|q|"),
    ("md|3SKH45", "md|3SKKH45"), ("md|3SKH45", "md|7SKH45"),
])
def test_bad_fields_skip_the_board_with_an_error(bad: str, needle: str) -> None:
    result = lin.loads(ONE_LINE.replace(bad, needle) + ONE_LINE)
    assert len(result.records) == 1 and result.records[0].source_line == 2
    (error,) = result.errors
    assert error.line == 1 and "board 1" in error.message and needle.split("|")[1][:3] in error.message


def test_explanation_without_call_is_reported() -> None:
    result = lin.loads("an|lonely|" + ONE_LINE)
    assert len(result.records) == 1 and "no call" in result.errors[0].message


def test_stray_pipe_is_reported_and_reading_resyncs() -> None:
    result = lin.loads(ONE_LINE.replace("mb|4S|", "mb|4S||"))
    assert without_line(result.records) == without_line(lin.loads(ONE_LINE).records)
    (error,) = result.errors
    assert error.line == 1 and "stray" in error.message


def test_unknown_fields_are_skipped() -> None:
    text = ONE_LINE.replace("rh||", "rh||zz|whatever|sk|1|lf|x|")
    assert lin.loads(text).errors == ()


def test_claim_followed_by_more_play_is_dropped() -> None:
    (record,) = lin.loads(ONE_LINE.replace("pc|HA|mc|11|", "pc|HA|mc|11|pc|H3|")).records
    assert record.claim is None and len(record.cards) == 6


VUGRAPH = """vg|Some Cup,Final 1_2,I,17,18,Home,10,Away,3|
rs|4SN=,3NTEx-1,PASS,|
pn|a1,a2,a3,a4,b1,b2,b3,b4|pg||
qx|o17|st||md|1SAKQJT98HAKDAKCAK,S765H5432D5432C32,S432HQJTDQJTCQJT9,|sv|o|mb|1C!|an|strong|mb|p|nt|kib: hello|pg||
mb|1S|mb|p|mb|4S|mb|p|mb|p|mb|p|pc|cQ|pc|cK|pc|c2|pg||
pc|c4|mc|10|pg||
qx|c17|st||md|1SAKQJT98HAKDAKCAK,S765H5432D5432C32,S432HQJTDQJTCQJT9,|sv|o|mb|1S|mb|p|mb|p|mb|p|pg||
qx|o18|st||md|2SAKQJT98HAKDAKCAK,S765H5432D5432C32,S432HQJTDQJTCQJT9,|sv|n|mb|p|mb|p|mb|p|mb|p|pg||
"""


def test_vugraph_rooms_players_and_result_list() -> None:
    result = lin.loads(VUGRAPH)
    assert result.errors == ()
    open17, closed17, open18 = result.records
    assert (open17.board, open17.room, closed17.board, closed17.room) == (17, "Open", 17, "Closed")
    assert open17.players == ("a3", "a4", "a1", "a2") and closed17.players == ("b3", "b4", "b1", "b2")
    assert open17.event == "Some Cup" and open17.tag("vg") == "Some Cup,Final 1_2,I,17,18,Home,10,Away,3"
    assert open17.calls[0] == AnnotatedCall(parse_call("1C"), True, "strong")
    assert [str(c) for c in open17.cards] == ["CQ", "CK", "C2", "C4"] and open17.claim == 10
    assert open17.contract == Contract(4, Strain.S, Doubling.UNDOUBLED, Seat.N) and open17.result == 10
    assert open17.declarer is Seat.N
    assert closed17.contract == Contract(3, Strain.NT, Doubling.DOUBLED, Seat.E) and closed17.result == 8
    assert open18.passed_out and open18.contract is None and open18.result is None
    assert open18.dealer is Seat.W and open18.vulnerability is Vulnerability.NS
    assert [r.source_line for r in result.records] == [4, 7, 8]


def test_vugraph_unplayed_board_has_no_result() -> None:
    text = VUGRAPH.replace("rs|4SN=,3NTEx-1,PASS,|", "rs|4SN=,,,|")
    records = lin.loads(text).records
    assert records[1].contract is None and not records[1].passed_out and records[1].result is None


def test_bad_rs_entry_is_an_error_but_the_board_is_kept() -> None:
    result = lin.loads(VUGRAPH.replace("4SN=", "4SQ="))
    assert len(result.records) == 3 and result.records[0].contract is None
    assert "4SQ=" in result.errors[0].message and result.errors[0].line == 4


@pytest.mark.parametrize(("text", "contract", "tricks"), [
    ("4SN=", Contract(4, Strain.S, Doubling.UNDOUBLED, Seat.N), 10),
    ("3NWx-1", Contract(3, Strain.NT, Doubling.DOUBLED, Seat.W), 8),
    ("3NTWX-1", Contract(3, Strain.NT, Doubling.DOUBLED, Seat.W), 8),
    ("3HNxx=", Contract(3, Strain.H, Doubling.REDOUBLED, Seat.N), 9),
    ("4HW+1", Contract(4, Strain.H, Doubling.UNDOUBLED, Seat.W), 11),
    ("7DWx-5", Contract(7, Strain.D, Doubling.DOUBLED, Seat.W), 8),
    ("2CE", Contract(2, Strain.C, Doubling.UNDOUBLED, Seat.E), None),
    ("PASS", None, None),
])
def test_results(text: str, contract: Contract | None, tricks: int | None) -> None:
    assert lin.parse_result(text) == (contract, tricks)
    assert lin.parse_result(lin.format_result(contract, tricks)) == (contract, tricks)


@pytest.mark.parametrize("text", ["", "4S=", "8SN=", "4SN+4", "1NS-8", "x"])
def test_bad_results(text: str) -> None:
    with pytest.raises(ValueError):
        lin.parse_result(text)


def test_writer_format() -> None:
    deal = Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    record = GameRecord(
        deal=deal, dealer=Seat.N, vulnerability=Vulnerability.EW, board=3, room="Closed",
        players=("n", "e", "s", "w"),
        calls=(AnnotatedCall(parse_call("7N"), True, "all mine"), AnnotatedCall(DOUBLE),
               AnnotatedCall(PASS), AnnotatedCall(PASS), AnnotatedCall(PASS)),
        cards=tuple(Card.parse(c) for c in ("ST", "S3", "S2", "SA", "HA")), claim=13,
        contract=Contract(7, Strain.NT, Doubling.DOUBLED, Seat.N), declarer=Seat.N, result=13,
    )
    text = lin.dumps([record])
    assert text == (
        "qx|c3|pn|s,w,n,e|st||md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,"
        "ST987HJT9DJT9CJT9|rh||ah|Board 3|sv|e|rs|7NNx=|mb|7N!|an|all mine|mb|d|mb|p|mb|p|mb|p|pg||"
        "pc|ST|pc|S3|pc|S2|pc|SA|pg||pc|HA|mc|13|pg||\n"
    )
    assert without_line(lin.loads_strict(text)) == [record]
    out = io.StringIO()
    lin.dump([record, record], out)
    assert without_line(lin.loads_strict(out.getvalue())) == [record, record]


def test_writer_refuses_what_lin_cannot_hold() -> None:
    (record,) = lin.loads(ONE_LINE).records
    with pytest.raises(ValueError, match=r"'\|'"):
        lin.dumps([dataclasses.replace(record, calls=(AnnotatedCall(PASS, False, "a|b"),))])
    with pytest.raises(ValueError, match="comma"):
        lin.dumps([dataclasses.replace(record, players=("a,b", "", "", ""))])
    with pytest.raises(ValueError, match="room"):
        lin.dumps([dataclasses.replace(record, room="Third")])
    with pytest.raises(ValueError, match="deal"):
        lin.dumps([dataclasses.replace(record, deal=None)])


def test_load_from_path_text_and_binary_streams(tmp_path: Path) -> None:
    path = tmp_path / "board.lin"
    path.write_bytes(ONE_LINE.replace("domtp", "Moszczy\xf1ski").encode("latin-1"))
    from_path = lin.load(path)
    assert from_path.records[0].players[Seat.S] == "Moszczy\xf1ski"
    assert lin.load(str(path)).records == from_path.records
    with path.open("rb") as binary:
        assert lin.load(binary).records == from_path.records
    with path.open(encoding="latin-1") as text:
        assert lin.load_strict(text) == from_path.records
    bad = tmp_path / "bad.lin"
    bad.write_text("mb|1S|", encoding="utf-8")
    with pytest.raises(RecordFormatError) as caught:
        lin.load_strict(bad)
    assert caught.value.errors[0].file == str(bad)
