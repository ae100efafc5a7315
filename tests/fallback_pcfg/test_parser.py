"""Readings of commands with words the packaged model cannot read: left out and named, or refused
where a shape or place is expected."""

import pytest

from fallback_pcfg.errors import UnknownWordError
from fallback_pcfg.model import load_model
from fallback_pcfg.tokens import tokenize
from fallback_pcfg.parser import check_unknown_words, readings, unknown_nouns
from rcl import to_string

TAKE_RED_CUBE = "(event: (action: take) (entity: (color: red) (type: cube)))"


@pytest.fixture(scope="module")
def model():
    return load_model()


def first(model, text):
    return next(r for r in readings(model, tokenize(text), k=5) if r.tree is not None)


def test_politeness_is_left_out_and_named(model):
    reading = first(model, "please pick up the red block")
    assert to_string(reading.tree) == TAKE_RED_CUBE
    assert reading.ignored == ("please",)


def test_corrected_typos_and_punctuation_are_not_ignored_words(model):
    reading = first(model, "Pick up the red blcok!!")
    assert to_string(reading.tree) == TAKE_RED_CUBE
    assert reading.ignored == ()


@pytest.mark.parametrize("text, word", [
    ("pick up the ball", "ball"),
    ("drop it on the moon", "moon"),
    ("take the red cube from the shelf", "shelf"),
])
def test_an_unknown_word_where_a_noun_belongs_is_refused(model, text, word):
    assert unknown_nouns(model, tokenize(text)) == [word]
    with pytest.raises(UnknownWordError, match=f"unknown word '{word}' where a shape or place is expected"):
        check_unknown_words(model, tokenize(text))


@pytest.mark.parametrize("text", [
    "please pick up the red block",
    "kindly pick up the red block",
    "pick up the shiny red block",          # an unknown adjective: the noun is known
    "pick up the red block quickly",
    "pick up the red pyramid",              # nothing unknown
])
def test_unknown_words_beside_known_nouns_may_be_ignored(model, text):
    assert unknown_nouns(model, tokenize(text)) == []
    check_unknown_words(model, tokenize(text))


def test_every_unknown_noun_is_named_once(model):
    with pytest.raises(UnknownWordError) as e:
        check_unknown_words(model, tokenize("put the ball on the moon and the ball on the moon"))
    assert str(e.value) == "unknown words 'ball', 'moon' where shapes or places are expected"


@pytest.mark.parametrize("text", ["pick up the red pyarmid", "put it on the gren blcok", "take the red cubes"])
def test_misspelt_nouns_are_corrected_before_they_count_as_unknown(model, text):
    assert unknown_nouns(model, tokenize(text)) == []
    assert first(model, text).ignored == ()
