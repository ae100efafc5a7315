"""Reading and writing RCL: the grammar, the typed tree, the two printed forms."""

import pytest
from hypothesis import given, settings, strategies as st

from rcl import Branch, Leaf, RCLSyntaxError, branch, leaf, read_rcl, to_pretty, to_string
from rcl import vocabulary as V

DROP = "(event: (action: drop (token: 1)) (entity: (color: blue (token: 3)) (type: cube (token: 4))))"


def test_reading_gives_typed_nodes_with_alignments():
    tree = read_rcl(DROP)
    assert isinstance(tree, Branch) and tree.tag == "event"
    action = tree.get("action")
    assert isinstance(action, Leaf) and action.value == "drop" and action.span == (1, 1)
    assert tree.get("entity").values_of("color") == ["blue"]


def test_span_of_several_words():
    tree = read_rcl("(event: (action: move (token: 1)) (entity: (type: cube (token: 2 4))))")
    assert tree.get("entity").get("type").span == (2, 4)


def test_canonical_form_drops_tokens_and_keeps_them_on_request():
    tree = read_rcl(DROP)
    assert to_string(tree) == "(event: (action: drop) (entity: (color: blue) (type: cube)))"
    assert to_string(tree, tokens=True) == DROP


def test_pretty_form_reads_back_to_the_same_tree():
    tree = read_rcl("(sequence: (event: (action: take) (entity: (id: 1) (type: prism))) "
                    "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) "
                    "(destination: (spatial-relation: (relation: above) (entity: (type: cube))))))")
    pretty = to_pretty(tree)
    assert "\n" in pretty
    assert read_rcl(pretty) == tree


def test_strip_tokens_makes_trees_compare_equal():
    assert read_rcl(DROP) != read_rcl(to_string(read_rcl(DROP)))
    assert read_rcl(DROP).strip_tokens() == read_rcl(to_string(read_rcl(DROP)))


def test_builders_make_the_same_tree_as_the_reader():
    built = branch("event", leaf("action", "drop"), branch("entity", leaf("color", "blue"), leaf("type", "cube")))
    assert built == read_rcl("(event: (action: drop) (entity: (color: blue) (type: cube)))")


@pytest.mark.parametrize("text, line, column, fragment", [
    ("(event: (action: drop)", 1, 23, "end of text"),
    ("(event: (acton: drop))", 1, 10, "unknown tag 'acton'"),
    ("(event: (action: (type: cube)))", 1, 10, "'action' holds a value"),
    ("(event: red)", 1, 2, "'event' holds nodes"),
    ("(event (action: drop))", 1, 8, 'expected ":"'),
    ("(event: (action: drop))\n)", 2, 1, "unexpected ')'"),
    ("(color: red (token: 3 1))", 1, 21, "bad word span"),
    ("", 1, 1, "empty text"),
    ("(event: (action: drop) {", 1, 24, "unexpected character '{'"),
    ("(event: (action: take) (entity: (type: cube))) extra", 1, 48, "unexpected 'extra'; expected end of text"),
    ("(event: (action: take)) 3", 1, 25, "expected end of text"),
    ("(event: (action: take) (entity: (type: cube) (token: 2)))", 1, 47, "alignment follows a leaf's value"),
    ("(sequence: " * 101 + "(event: (action: drop)" + ")" * 102, 1, 1101, "nested more than 100 deep"),
])
def test_malformed_text_names_line_column_and_what_was_expected(text, line, column, fragment):
    with pytest.raises(RCLSyntaxError) as caught:
        read_rcl(text)
    assert (caught.value.line, caught.value.column) == (line, column)
    assert fragment in str(caught.value)


# Property: any tree built from the vocabulary survives write -> read unchanged.
_values = {tag: st.sampled_from(values) for tag, values in V.VALUES.items()}
_leaves = st.one_of(
    *[st.builds(Leaf, st.just(tag), vals, st.none() | st.tuples(st.integers(1, 5), st.integers(5, 9)))
      for tag, vals in _values.items()],
    st.builds(Leaf, st.sampled_from(["id", "reference-id"]), st.integers(1, 9).map(str)),
)
_trees = st.recursive(
    _leaves,
    lambda kids: st.builds(Branch, st.sampled_from(sorted(V.BRANCH_TAGS)), st.lists(kids, min_size=1, max_size=4).map(tuple)),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(_trees)
def test_any_tree_round_trips_through_both_forms(tree):
    assert read_rcl(to_string(tree, tokens=True)) == tree
    assert read_rcl(to_pretty(tree, tokens=True)) == tree


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="():- abcdefghijklmnopqrstuvwxyz0123456789\n\t{", max_size=60))
def test_arbitrary_text_either_reads_or_raises_rcl_syntax_error(text):
    try:
        read_rcl(text)
    except RCLSyntaxError as e:
        assert e.line >= 1 and e.column >= 1
