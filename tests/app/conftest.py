"""Fixtures of the hall's tests: a stand-in ACE for systems built on the ERG path."""

import stat
import sys
from pathlib import Path

import pytest

FAKE = Path(__file__).parents[1] / "erg_bridge" / "fake_ace.py"


@pytest.fixture
def ace(tmp_path) -> dict[str, str]:
    """The stand-in ACE of the bridge's tests (it answers "<verb> the <colour> <noun>")."""
    executable = tmp_path / "ace"
    executable.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE}" "$@"\n')
    executable.chmod(executable.stat().st_mode | stat.S_IXUSR)
    (tmp_path / "erg.dat").write_text("fake grammar image\n")
    return {"ace": str(executable), "grammar": str(tmp_path / "erg.dat")}
