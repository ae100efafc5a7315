"""Where a shape is taken from, as the command reader reads it: a phrasal verb split by its object
("pull the gray cube off the red row"), and the place restated by a clause whose preposition is left at
its end ("lift the gray pyramid off the red cube it is sitting on")."""

import pytest

from readings import first_query as first


ON_RED = "(spatial-relation: (relation: above) (entity: (color: red) (type: cube)))"


def test_a_phrasal_verb_may_be_split_by_its_object(reader):
    taken = first(reader, "pull the gray cube off the red cube")
    assert taken.startswith("(event: (action: take) (entity: (color: gray) (type: cube)")
    assert ON_RED in taken
    assert first(reader, "scoop the gray cube up") == "(event: (action: take) (entity: (color: gray) (type: cube)))"


def test_a_split_verb_needs_its_particle(reader):
    """'pull' alone names no act here: without its particle the verb is not read as 'pull off'."""
    with pytest.raises(AssertionError):
        first(reader, "pull the gray cube")


def test_the_place_a_shape_is_taken_from_may_be_said_by_a_clause(reader):
    for text in ("lift the gray pyramid off the red cube it is sitting on",
                 "lift the gray pyramid off the red cube that it sits on",
                 "take the gray pyramid off the red cube it's on"):
        read = first(reader, text)
        assert read.startswith("(event: (action: take) (entity: (color: gray) (type: prism)"), text
        assert ON_RED in read, text


def test_a_row_is_named_by_a_shape_in_it(reader):
    """'in the row with the yellow pyramid': the row that shape stands in, not a row left unsaid."""
    aligned = "aligned) (entity: (color: yellow) (type: prism))"
    assert aligned in first(reader, "put the green cube on the board in the row with the yellow pyramid")
    assert aligned in first(reader, "put the green cube two squares left of the red cube, in the column containing "
                                    "the yellow pyramid")
    assert "(check: (kind: aligned) (entity: (color: yellow) (type: prism)))" in first(
        reader, "take the red cube in the row that has the yellow pyramid")


def test_a_part_of_the_board_named_by_a_colour_is_the_shapes_of_that_colour(reader):
    """'the lone red cube in the gray part': no side of the board is named, the gray shapes are."""
    for text in ("take the red cube in the gray part", "take the red cube in the gray area"):
        read = first(reader, text)
        assert "(relation: within) (entity: (color: gray) (type: cube))" in read, text
        assert "(type: region)" not in read, text
