"""Shared fixtures: the shared treebank (skipped with a reason when absent)."""

import pytest

from rcl.errors import TreebankError
from rcl.treebank import load_treebank


@pytest.fixture(scope="session")
def treebank():
    """The treebank found by $RCL_TREEBANK or ../shared/treebank; skip if there is none."""
    try:
        return load_treebank()
    except TreebankError as e:
        pytest.skip(f"shared treebank not available: {e}")
