"""How a command is put together across sentences and clauses: a sentence that points before the command
(typed with a dash, or with no mark at all), a clause that says what the gripper holds, a command in two
steps after "I'd like X moved", and a thing or place said again ("i.e.", "I mean")."""

import pytest

from fallback_pcfg.reader import CommandReader
from fallback_pcfg.reader.lexical import Words
from rcl import to_string
from rcl.normalise import normalise


@pytest.fixture(scope="module")
def reader():
    return CommandReader()


def first(reader, text: str, query: bool = False) -> str:
    """The cheapest reading that reads every word that means something (what the back-off acts on)."""
    utterance = normalise(text)
    complete = [r for r in reader.read(utterance) if not reader.content_skipped(utterance, r)]
    assert complete, f"no complete reading of {text!r}"
    return to_string(complete[0].query if query else complete[0].tree)


def test_a_dash_sets_the_command_off_the_sentence_that_points(reader):
    assert Words.of(normalise("two red pyramids — move the one further away")).commas == {3}
    assert first(reader, "There are two red pyramids on their own — could you move the one further away "
                         "two squares left?") == (
        "(event: (action: move) (entity: (indicator: individual) (color: red) (type: prism) (spatial-relation: "
        "(relation: nearest) (entity: (indicator: front) (type: region)))) (destination: (spatial-relation: "
        "(measure: (entity: (cardinal: 2) (type: tile))) (relation: left))))")


def test_a_command_may_follow_what_is_pointed_at_with_no_mark_typed(reader):
    assert first(reader, "on the left edge there are two cyan cubes take the one closer to the front") == (
        "(event: (action: take) (entity: (color: cyan) (type: cube) (spatial-relation: (relation: above) "
        "(entity: (indicator: left) (type: edge))) (spatial-relation: (relation: nearest) (entity: "
        "(indicator: front) (type: region)))))")


def test_it_after_a_sentence_that_points_is_what_it_points_at_not_its_parts(reader):
    # "it" is the tower looked at, not the blue cube named last in its description
    assert first(reader, "Look at the tall tower made of a red cube and a blue cube. Take the blue cube from the "
                         "top of it.", query=True) == (
        "(event: (action: take) (entity: (color: blue) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(color: red) (type: stack) (check: (kind: tallest))))))")


def test_a_clause_that_says_what_the_gripper_holds_names_it(reader):
    assert first(reader, "You are holding a gray cube. Set it down on the blue cube.") == (
        "(event: (action: drop) (entity: (color: gray) (type: cube)) (destination: (spatial-relation: "
        "(relation: above) (entity: (color: blue) (type: cube)))))")
    # on the board right underneath the gripper: where it is
    assert first(reader, "you've got the red block there, so just set it down on the board right underneath you") \
        == "(event: (action: drop) (entity: (color: red) (type: cube)))"


def test_i_would_like_x_moved_then_put_it_down_is_two_steps(reader):
    assert first(reader, "I'd like the blue block moved – put it down left of the red cube.") == (
        "(sequence: (event: (action: take) (entity: (id: 1) (color: blue) (type: cube))) (event: (action: drop) "
        "(entity: (type: reference) (reference-id: 1)) (destination: (spatial-relation: (relation: left) "
        "(entity: (color: red) (type: cube))))))")


def test_a_thing_said_again_after_i_e_or_i_mean_is_that_thing(reader):
    assert Words.of(normalise("the red cube, i.e. the left one")).stops == frozenset()  # no sentence ends
    assert first(reader, "pick up the red cube, i.e. the one on the left") == (
        "(event: (action: take) (entity: (indicator: left) (color: red) (type: cube)))")
    assert first(reader, "put the red cube behind the blue cube, I mean on the robot side of it", query=True) == (
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (measure: "
        "(entity: (cardinal: 1) (type: tile))) (relation: backward) (entity: (color: blue) (type: cube))) "
        "(check: (kind: also) (spatial-relation: (measure: (entity: (cardinal: 1) (type: tile))) (relation: "
        "backward) (entity: (color: blue) (type: cube))))))")


def test_an_object_said_first_then_you_and_the_verb(reader):
    assert first(reader, "Red cube you place on the board left of the blue cube") == (
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
        "(relation: left) (entity: (color: blue) (type: cube)))))")
