"""MRS -> RCL on hand-written analyses (tests/erg_bridge/mrs_fixtures.py)."""

from __future__ import annotations

import pytest
from delphin.codecs import simplemrs

from erg_bridge.convert import Converter, mrs_to_rcl
from erg_bridge.errors import ConversionError
from erg_bridge.readings import analyse
from rcl import read_rcl, to_string
from mrs_fixtures import FIXTURES, decode

ON_BLUE_CUBE = "(destination: (spatial-relation: (relation: above) (entity: (color: blue) (type: cube))))"


def rcl(text: str) -> str:
    return to_string(read_rcl(text))


def test_a_single_event_without_destination():
    assert to_string(mrs_to_rcl(decode("drop"))) == "(event: (action: drop) (entity: (color: blue) (type: cube)))"


def test_coordination_is_a_sequence_and_it_refers_to_the_first_entity():
    assert to_string(mrs_to_rcl(decode("pick_and_put_it"))) == rcl(
        "(sequence: (event: (action: take) (entity: (id: 1) (color: red) (type: prism))) "
        "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) " + ON_BLUE_CUBE + "))")


def test_one_is_a_type_reference_to_the_last_shape():
    assert to_string(mrs_to_rcl(decode("blue_one"))) == rcl(
        "(event: (action: move) (entity: (id: 1) (color: red) (type: cube)) (destination: (spatial-relation: "
        "(relation: above) (entity: (color: blue) (type: type-reference) (reference-id: 1)))))")


def test_an_elided_object_refers_to_the_previous_one():
    assert to_string(mrs_to_rcl(decode("ellipsis"))) == rcl(
        "(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: prism))) "
        "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) "
        "(destination: (spatial-relation: (relation: within) (entity: (type: corner))))))")


def test_a_counted_unit_measures_the_relation():
    assert to_string(mrs_to_rcl(decode("measure"))) == rcl(
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
        "(measure: (entity: (cardinal: 2) (type: tile))) (relation: left))))")


def test_an_unknown_noun_is_guessed_as_each_shape():
    found = Converter().convert_all(decode("unknown_noun"))
    assert [(c.guessed, c.variant) for c in found] == [((("banana", "cube"),), False),
                                                      ((("banana", "prism"),), True)]
    assert "(type: prism)" in to_string(found[1].tree)


def test_a_noun_the_written_tables_lack_is_read_through_the_concept_lexicon():
    # "object" is in the concept lexicon, not in the written tables: a generic shape, a cube or a prism
    mrs = simplemrs.decode(FIXTURES["unknown_noun"][1].replace("_banana_n_1", "_object_n_1"))
    types = [to_string(c.tree).split("(type: ")[1].split(")")[0] for c in Converter().convert_all(mrs)]
    assert types[:2] == ["cube", "prism"] and not any(c.guessed for c in Converter().convert_all(mrs))


def test_a_verb_missing_from_the_table_is_a_move():
    assert to_string(mrs_to_rcl(decode("unknown_verb"))) == rcl(
        "(event: (action: move) (entity: (color: red) (type: cube)) " + ON_BLUE_CUBE + ")")


def test_statements_are_not_commands():
    with pytest.raises(ConversionError, match="not a command"):
        mrs_to_rcl(decode("statement"))


def test_readings_with_the_same_tree_are_merged_and_failures_kept():
    analyses, failures = analyse([decode("drop"), decode("statement"), decode("drop"), decode("statement")])
    assert [a.readings for a in analyses] == [[0, 2]]
    assert [(f.reading, f.reason[:10]) for f in failures] == [(1, "not a comm"), (3, "not a comm")]


def test_guessed_trees_come_after_the_trees_of_known_words():
    analyses, _ = analyse([decode("unknown_noun"), decode("drop")])
    assert [bool(a.guessed) for a in analyses] == [False, True, True]


def trees(name: str) -> list[tuple[str, bool]]:
    """(tree, is_variant) of every tree the converter derives from fixture `name`."""
    return [(to_string(c.tree), c.variant) for c in Converter().convert_all(decode(name))]


def test_a_second_pp_on_the_verb_chains_onto_the_destination_in_a_variant():
    found = trees("two_pps")
    assert found[0] == (rcl("(event: (action: move) (entity: (color: red) (type: cube)) (destination: "
                            "(spatial-relation: (relation: above) (entity: (color: gray) (type: cube)))))"), False)
    assert (rcl("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
                "(relation: above) (entity: (color: gray) (type: cube) (spatial-relation: (relation: nearest) "
                "(entity: (type: corner)))))))"), True) in found


def test_put_may_also_be_a_drop_of_the_held_shape():
    actions = {(t.split("(action: ")[1].split(")")[0], variant) for t, variant in trees("blue_one")}
    assert actions == {("move", False), ("drop", True)}


def test_a_measured_move_read_as_one_noun_phrase_is_split():
    assert to_string(mrs_to_rcl(decode("measured_np"))) == rcl(
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
        "(measure: (entity: (cardinal: 3) (type: tile))) (relation: forward))))")


def test_a_relational_noun_finds_the_of_landmark_its_noun_took():
    assert to_string(mrs_to_rcl(decode("displaced_of"))) == rcl(
        "(event: (action: take) (entity: (color: red) (type: cube) (spatial-relation: (relation: above) "
        "(entity: (color: green) (type: cube)))))")


def test_an_indicator_on_a_compounded_region_noun_counts():
    assert to_string(mrs_to_rcl(decode("right_top_corner"))) == rcl(
        "(event: (action: drop) (entity: (type: cube)) (destination: (spatial-relation: (relation: within) "
        "(entity: (indicator: right) (indicator: front) (type: corner)))))")
