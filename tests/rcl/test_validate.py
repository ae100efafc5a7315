"""The validator reports every vocabulary and structure problem with its position."""

import pytest

from rcl import RCLValidationError, read_rcl
from rcl.validate import is_valid, problems, validate


def messages(text):
    return [p.message for p in problems(read_rcl(text))]


def test_a_well_formed_sequence_with_anaphora_is_valid():
    tree = read_rcl("(sequence: (event: (action: take) (entity: (id: 1) (color: red) (type: prism))) "
                    "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) "
                    "(destination: (spatial-relation: (relation: above) (entity: (type: cube))))))")
    assert is_valid(tree)
    assert validate(tree) is tree


def test_unknown_values_are_reported_with_position_and_choices():
    [p] = problems(read_rcl("(event: (action: move) (entity: (color: pink) (type: cube)))"))
    assert p.pos == (1, 34) and p.path == "event/entity/color"
    assert "unknown color 'pink'" in p.message and "magenta" in p.message


@pytest.mark.parametrize("text, expected", [
    ("(event: (entity: (type: cube)))", "'event' needs exactly one 'action', found 0"),
    ("(event: (action: take) (action: drop) (entity: (type: cube)))", "'event' needs exactly one 'action', found 2"),
    ("(event: (action: take))", "'event' needs exactly one 'entity', found 0"),
    ("(event: (action: take) (entity: (color: red)))", "'entity' needs exactly one 'type', found 0"),
    ("(sequence: (action: take))", "'action' cannot appear inside 'sequence'"),
    ("(entity: (type: cube))", "a tree starts with event or sequence, not 'entity'"),
    ("(event: (action: take) (entity: (type: reference) (reference-id: 1)))", "reference-id 1 points to no earlier (id: 1)"),
    ("(event: (action: take) (entity: (type: reference)))", "a 'reference' entity needs a reference-id"),
    ("(event: (action: move) (entity: (type: cube)) (destination: (spatial-relation: (relation: above))))",
     "a spatial-relation needs an entity or a measure"),
    ("(event: (action: move) (entity: (type: cube)) (destination: (spatial-relation: "
     "(measure: (entity: (type: tile))) (relation: left))))", "a measure's entity needs a cardinal"),
    ("(event: (action: move) (entity: (type: cube)) (destination: (spatial-relation: "
     "(measure: (entity: (cardinal: 2) (type: cube))) (relation: left))))", "a measure counts tiles, not 'cube'"),
    ("(event: (action: move) (entity: (type: cube)) (destination: (spatial-relation: "
     "(measure: (entity: (cardinal: 2) (type: tile))) (relation: above))))", "a measure goes with left, right, forward, backward"),
    ("(event: (action: take) (entity: (id: x) (type: cube)))", "id must be a positive integer, not 'x'"),
])
def test_structure_rules(text, expected):
    assert any(expected in m for m in messages(text)), messages(text)


def test_every_problem_is_reported_at_once():
    with pytest.raises(RCLValidationError) as caught:
        validate(read_rcl("(event: (action: fly) (entity: (color: pink) (type: ball)))"))
    assert len(caught.value.problems) == 3
    assert "fly" in str(caught.value) and "pink" in str(caught.value) and "ball" in str(caught.value)
