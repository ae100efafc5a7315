"""The examples in the core modules' docstrings are tests too."""

import doctest
import importlib

import pytest

MODULES = ["rcl.model", "rcl.reader", "rcl.writer", "rcl.validate", "rcl.treebank", "rcl.alignment",
           "rcl.metrics", "rcl.elements", "rcl.constructions", "rcl.diff", "rcl.modelfile", "rcl.loglinear",
           "rcl.shape", "rcl.candidate", "rcl.lexicon", "rcl.normalise"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
