"""The examples in the hall's docstrings are tests too (the board pictures' are run in
tests/app/render/test_board.py)."""

import doctest
import importlib

import pytest

MODULES = ["rcl.app.descriptions", "rcl.app.board_questions", "rcl.app.board_answers", "rcl.app.session"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
