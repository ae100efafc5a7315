"""The examples in the planner's docstrings are tests too."""

import doctest
import importlib

import pytest

MODULES = ["planner", "planner.scene", "planner.sceneio", "planner.moves", "planner.describe", "planner.grounding",
           "planner.naming"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
