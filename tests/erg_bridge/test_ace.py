"""The live-ACE source, driven through a stand-in ACE (fake_ace.py) that can crash and hang."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from erg_bridge.ace import ACESetupError, ACESource
from erg_bridge.errors import ACEError, ERGError

FAKE = Path(__file__).with_name("fake_ace.py")


@pytest.fixture
def fake_ace(tmp_path) -> tuple[str, str]:
    """(ace executable, grammar image) of the stand-in."""
    ace = tmp_path / "ace"
    ace.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE}" "$@"\n')
    ace.chmod(ace.stat().st_mode | stat.S_IXUSR)
    grammar = tmp_path / "erg.dat"
    grammar.write_text("fake grammar image\n")
    return str(ace), str(grammar)


@pytest.fixture
def source(fake_ace):
    with ACESource(*fake_ace, timeout=1.5, max_readings=10) as source:
        yield source


def gone(pid: int | None) -> bool:
    """True when the process has exited and been reaped (no zombie left in the process table)."""
    return pid is None or not Path(f"/proc/{pid}").exists()


def test_a_command_parses_in_the_first_pass(source):
    mrss = source.analyses("drop the blue cube")
    assert len(mrss) == 2
    assert {ep.predicate for ep in mrss[0].rels} == {"_drop_v_1", "_the_q", "_blue_a_1", "_cube_n_1"}
    assert source.passes[1].pid is None  # the robust process was never needed


def test_no_parse_in_the_first_pass_tries_the_robust_roots(source):
    assert source.analyses("drop the robust blue cube")
    assert source.passes[1].pid is not None
    assert source.analyses("hello there") == ()


def test_a_crash_is_an_error_for_that_command_and_ace_restarts(source):
    source.analyses("drop the blue cube")
    pid = source.passes[0].pid
    with pytest.raises(ACEError, match="crashed"):
        source.analyses("crash the blue cube")
    assert gone(pid)
    assert len(source.analyses("take the red pyramid")) == 2
    assert source.passes[0].pid != pid and source.passes[0].restarts == 1


def test_a_hang_times_out_kills_and_restarts(source):
    source.analyses("drop the blue cube")
    pid = source.passes[0].pid
    with pytest.raises(ACEError, match="longer than 1.5 s"):
        source.analyses("hang the blue cube")
    assert gone(pid)
    assert len(source.analyses("take the red pyramid")) == 2


def test_close_leaves_no_process_behind(fake_ace):
    source = ACESource(*fake_ace, timeout=1.5)
    source.analyses("drop the robust blue cube")
    pids = [p.pid for p in source.passes]
    assert all(pids)
    source.close()
    assert all(gone(pid) for pid in pids)


def test_missing_ace_says_what_to_install_and_which_variables(tmp_path, monkeypatch):
    monkeypatch.delenv("RCL_ACE", raising=False)
    monkeypatch.delenv("RCL_ERG_GRAMMAR", raising=False)
    with pytest.raises(ERGError) as error:
        ACESource(str(tmp_path / "no-such-ace"), str(tmp_path / "erg.dat"))
    message = str(error.value)
    assert "\n" not in message
    assert "install ACE" in message and "RCL_ACE" in message and "RCL_ERG_GRAMMAR" in message
    with pytest.raises(ACESetupError, match="no ACE binary given"):
        ACESource()


def test_missing_grammar_image(fake_ace, tmp_path):
    with pytest.raises(ACESetupError, match="does not exist"):
        ACESource(fake_ace[0], str(tmp_path / "missing.dat"))


def test_an_image_ace_cannot_load_is_a_setup_error(fake_ace, tmp_path):
    broken = tmp_path / "broken.dat"
    broken.write_text("broken\n")
    source = ACESource(fake_ace[0], str(broken), timeout=1.5)
    with pytest.raises(ACESetupError, match="RCL_ERG_GRAMMAR"):
        source.analyses("drop the blue cube")
    source.close()


def test_real_ace_parses_when_configured():
    ace, grammar = os.environ.get("RCL_ACE"), os.environ.get("RCL_ERG_GRAMMAR")
    if not (ace and grammar):
        pytest.skip("set RCL_ACE and RCL_ERG_GRAMMAR to an ACE binary and an ERG image to test live parsing")
    with ACESource(ace, grammar, timeout=60, max_readings=5) as source:
        mrss = source.analyses("pick up the red pyramid")
    assert mrss and any(ep.predicate.startswith("_pick_v") for ep in mrss[0].rels)
