"""Fixtures of the back-off's tests: one command reader per test module."""

import pytest

from fallback_pcfg.reader import CommandReader


@pytest.fixture(scope="module")
def reader():
    return CommandReader()
