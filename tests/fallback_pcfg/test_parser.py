"""Readings of commands with words the packaged model cannot read: read through the concept lexicon,
left out and named, or guessed as shapes for the scene to tell apart."""

import pytest

from fallback_pcfg import PCFGEngine, load_model
from fallback_pcfg.parser import readings, unknown_words
from rcl import to_string
from rcl.normalise import normalise

TAKE_RED_CUBE = "(event: (action: take) (entity: (color: red) (type: cube)))"


@pytest.fixture(scope="module")
def model():
    return load_model()


def first(model, text):
    return next(r for r in readings(model, normalise(text).words, k=5) if r.tree is not None)


def test_an_unknown_adjective_is_left_out_and_named(model):
    reading = first(model, "pick up the shiny red block")
    assert to_string(reading.tree) == TAKE_RED_CUBE
    assert reading.ignored == (3,) and reading.guessed == ()


def test_corrected_typos_and_words_of_the_concept_lexicon_are_not_unknown(model):
    for text in ("Pick up the red blcok!!", "lift the crimson cuboid", "grab the scarlet brick"):
        assert unknown_words(model, normalise(text).words) == [], text
    assert to_string(first(model, "lift the scarlet block").tree) == TAKE_RED_CUBE


@pytest.mark.parametrize("text, word", [
    ("pick up the thingamajig", "thingamajig"),
    ("take the red doohickey from the corner", "doohickey"),
])
def test_an_unknown_noun_is_guessed_as_each_shape(model, text, word):
    engine = PCFGEngine(model, k=10)
    guesses = {c.guessed for c in engine.propose(normalise(text)).candidates if c.guessed}
    assert ((word, "cube"),) in guesses and ((word, "prism"),) in guesses


def test_a_generic_word_for_a_shape_is_a_cube_or_a_prism(model):
    trees = [to_string(r.tree) for r in readings(model, normalise("pick up the red object").words, k=5) if r.tree]
    assert TAKE_RED_CUBE in trees and TAKE_RED_CUBE.replace("cube", "prism") in trees


def test_a_phrase_with_words_training_never_saw_is_read_as_its_concept(model):
    engine = PCFGEngine(model, k=5)
    assert engine.words(normalise("let go of the red block"))[0] == ("let go of", (0, 1, 2))
    tree = engine.propose(normalise("let go of the red block")).candidates[0].tree
    assert tree.get("action").value == "drop"


def test_an_unseen_noun_is_read_like_the_training_words_of_its_concept_and_number(model):
    # "cuboid" is a cube or a stack; in the plural a group of cubes or a stack, never one cube
    trees = [to_string(r.tree) for r in readings(model, normalise("move the pink pyramid onto the turquoise cuboids").words, k=5) if r.tree]
    assert "(color: cyan) (type: cube-group)" in trees[1] + trees[0] and "(type: cube)" not in trees[0]
    # a column is a stack (or a column of tiles), never a cube
    assert "(color: yellow) (type: stack)" in to_string(first(model, "put the green block on top of the yellow column").tree)
