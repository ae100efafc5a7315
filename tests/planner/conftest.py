"""Fixtures for the planner tests."""

import pytest

from boards import board


@pytest.fixture
def make_board():
    return board
