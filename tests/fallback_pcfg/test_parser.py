"""Readings of commands with words the packaged model cannot read: left out and named."""

import pytest

from fallback_pcfg.model import load_model
from fallback_pcfg.parser import readings
from rcl import to_string

TAKE_RED_CUBE = "(event: (action: take) (entity: (color: red) (type: cube)))"


@pytest.fixture(scope="module")
def model():
    return load_model()


def first(model, text):
    return next(r for r in readings(model, text, k=5) if r.tree is not None)


def test_politeness_is_left_out_and_named(model):
    reading = first(model, "please pick up the red block")
    assert to_string(reading.tree) == TAKE_RED_CUBE
    assert reading.ignored == ("please",)


def test_corrected_typos_and_punctuation_are_not_ignored_words(model):
    reading = first(model, "Pick up the red blcok!!")
    assert to_string(reading.tree) == TAKE_RED_CUBE
    assert reading.ignored == ()
