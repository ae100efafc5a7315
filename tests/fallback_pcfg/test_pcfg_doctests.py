"""The examples in the back-off's docstrings run as written."""

import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", ["transform", "inverse", "grammar", "cky", "lexicon", "parser", "augment"])
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(f"fallback_pcfg.{name}"))
    assert result.failed == 0 and result.attempted > 0
