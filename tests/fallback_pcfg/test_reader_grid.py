"""Lines of the board counted from a side ("the second row from the front", "three squares in from
the left edge"): found in the words, put together into a square by the command reader."""

from fallback_pcfg.reader.lexical import Words
from rcl import to_string
from rcl.normalise import normalise


def lines(text: str) -> list[tuple[str, str, str]]:
    words = Words.of(normalise(text))
    return [(item.kind, item.value, item.phrase) for k in range(len(words)) for item in words.at(k)
            if item.kind.startswith("gridline")]


def test_an_ordinal_line_from_a_side():
    assert ("gridline", "front 2", "2nd row from the far edge") in lines("in the 2nd row from the far edge")
    assert lines("3rd column from left") == [("gridline", "left 3", "3rd column from left")]
    assert lines("the second square from my end")[0][:2] == ("gridline", "back 2")


def test_a_count_in_from_a_side_may_leave_out_the_edge_square():
    # "one row in from the far edge": the front row itself, or the one after it (the board decides)
    assert lines("one row in from the far edge") == [
        ("gridline", "front 1", "one row in from the far edge"), ("gridline+", "front 2", "one row in from the far edge")]


def test_which_of_the_shapes_is_no_line_of_the_board():
    assert lines("the second from the left") == []  # an ordinal among the shapes meant
    assert lines("second square from the front-left corner") == []  # counted from a corner


def test_a_row_and_a_column_name_a_square(reader):
    query = to_string(reader.read(normalise(
        "put the green pyramid down in the second row from the front, three squares in from the left edge"))[0].query)
    assert "(type: tile) (check: (kind: line) (count: 2) (entity: (indicator: front) (type: edge))) " \
           "(check: (kind: line) (count: 3) (entity: (indicator: left) (type: edge)))" in query


def test_a_shape_described_by_its_lines(reader):
    queries = [to_string(r.query) for r in reader.read(normalise(
        "pick up the gray cube three rows in from the back and second from the right edge"))]
    assert any("(action: take) (entity: (color: gray) (type: cube) (check: (kind: line) (count: 3) (entity: "
               "(indicator: back) (type: edge))) (check: (kind: line) (count: 2) (entity: (indicator: right) "
               "(type: edge))))" in q for q in queries)
