"""The live-ACE source, driven through a stand-in ACE (fake_ace.py) that can crash, hang and print garbage.

Every stand-in run writes its process id to a log (FAKE_ACE_LOG), so each test can check that no
process is left behind: none running, none a zombie (a zombie keeps its /proc entry until reaped).
"""

from __future__ import annotations

import logging
import os
import signal
import stat
import sys
import time
from pathlib import Path

import pytest

from erg_bridge.ace import ACESetupError, ACESource, check_setup
from erg_bridge.errors import ACEError, ERGError

FAKE = Path(__file__).with_name("fake_ace.py")
#: Short deadlines keep every test well under 10 s; a roomy start-up time where none should be hit.
TIMEOUT, START, ROOMY = 1.5, 1.0, 5.0


@pytest.fixture(autouse=True)
def runs(tmp_path, monkeypatch) -> Path:
    """The log of the stand-in's runs; after the test, every one of them must be gone."""
    log = tmp_path / "runs.log"
    monkeypatch.setenv("FAKE_ACE_LOG", str(log))
    yield log
    assert all_gone(log)


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
    with ACESource(*fake_ace, timeout=TIMEOUT, max_readings=10, start_timeout=ROOMY) as source:
        yield source


@pytest.fixture
def quiet(capfd, caplog):
    """A check that neither ACE nor pydelphin wrote anything to stderr or to pydelphin's log."""
    caplog.set_level(logging.DEBUG, logger="delphin")

    def check() -> None:
        assert capfd.readouterr().err == ""
        assert [r.getMessage() for r in caplog.records if r.name.startswith("delphin")] == []
    return check


def gone(pid: int | None) -> bool:
    """True when the process has exited and been reaped (no zombie left in the process table)."""
    return pid is None or not Path(f"/proc/{pid}").exists()


def pids(log: Path) -> list[int]:
    """The process ids of the stand-in's runs so far."""
    return [int(line.split()[0]) for line in log.read_text().splitlines()] if log.exists() else []


def all_gone(log: Path) -> bool:
    return all(gone(pid) for pid in pids(log))


def one_line(error: pytest.ExceptionInfo, *parts: str) -> str:
    """The error's message, checked to be one line holding each of `parts`."""
    message = str(error.value)
    assert "\n" not in message
    for part in parts:
        assert part in message
    return message


def test_a_command_parses_in_the_first_pass(source):
    mrss = source.analyses("drop the blue cube")
    assert len(mrss) == 2
    assert {ep.predicate for ep in mrss[0].rels} == {"_drop_v_1", "_the_q", "_blue_a_1", "_cube_n_1"}
    assert source.passes[1].pid is None  # the robust process was never needed


def test_no_parse_in_the_first_pass_tries_the_robust_roots(source):
    assert source.analyses("drop the robust blue cube")
    assert source.passes[1].pid is not None
    assert source.analyses("hello there") == ()


def test_a_crash_is_an_error_for_that_command_and_ace_restarts(source, fake_ace, runs, quiet):
    source.analyses("drop the blue cube")
    pid = source.passes[0].pid
    with pytest.raises(ACEError, match="crashed") as error:
        source.analyses("crash the blue cube")
    one_line(error, fake_ace[0], "on this command (exit status 139)", "restart")
    assert gone(pid) and all_gone(runs)
    assert len(source.analyses("take the red pyramid")) == 2
    assert source.passes[0].pid != pid and source.restarts == 1
    quiet()


def test_a_hang_times_out_kills_and_restarts(source, fake_ace, runs, quiet):
    source.analyses("drop the blue cube")
    pid = source.passes[0].pid
    started = time.monotonic()
    with pytest.raises(ACEError, match="longer than 1.5 s") as error:
        source.analyses("hang the blue cube")
    assert time.monotonic() - started < TIMEOUT + 1
    one_line(error, fake_ace[0], "on this command")
    assert gone(pid) and all_gone(runs)
    assert len(source.analyses("take the red pyramid")) == 2
    assert source.restarts == 1
    quiet()


def test_a_slow_answer_within_the_timeout_is_kept(fake_ace, monkeypatch):
    monkeypatch.setenv("FAKE_ACE_MODE", "slow")
    monkeypatch.setenv("FAKE_ACE_DELAY", "0.3")
    with ACESource(*fake_ace, timeout=TIMEOUT, start_timeout=ROOMY) as source:
        assert len(source.analyses("drop the blue cube")) == 2
        assert source.restarts == 0


def test_an_ace_that_never_answers_the_version_probe_times_out(fake_ace, monkeypatch, runs, quiet):
    # defect: pydelphin's `ace -V` probe ran without a deadline, so this hung for ever
    monkeypatch.setenv("FAKE_ACE_MODE", "version-hang")
    source = ACESource(*fake_ace, timeout=TIMEOUT, start_timeout=START)
    started = time.monotonic()
    with pytest.raises(ACESetupError) as error:
        source.analyses("drop the blue cube")
    assert time.monotonic() - started < START + 1
    one_line(error, fake_ace[0], "did not answer `-V`", "within the start-up time (1 s)", "RCL_ACE")
    assert pids(runs) and all_gone(runs)
    source.close()
    quiet()


def test_an_ace_that_hangs_after_the_version_probe_times_out_at_start(fake_ace, monkeypatch, runs, quiet):
    monkeypatch.setenv("FAKE_ACE_MODE", "silent")
    with ACESource(*fake_ace, timeout=TIMEOUT, start_timeout=START) as source:
        started = time.monotonic()
        with pytest.raises(ACESetupError) as error:
            source.analyses("drop the blue cube")
        assert time.monotonic() - started < START + 1
        one_line(error, fake_ace[0], "did not answer a first test sentence within the start-up time (1 s)")
        assert all_gone(runs)
    quiet()


def test_bytes_that_are_not_utf8_are_an_error_for_that_command(source, fake_ace, runs, quiet):
    # defect: a UnicodeDecodeError (a traceback, or a "set-up" error blaming the grammar image)
    source.analyses("drop the blue cube")
    pid = source.passes[0].pid
    with pytest.raises(ACEError) as error:
        source.analyses("garble the blue cube")
    assert not isinstance(error.value, ACESetupError)
    one_line(error, fake_ace[0], "printed bytes that are not utf-8 text on this command")
    assert gone(pid) and all_gone(runs)
    assert len(source.analyses("take the red pyramid")) == 2  # a new process, in step with us
    quiet()


def test_a_reading_that_is_not_an_mrs_is_an_error_for_that_command(source, fake_ace, runs, quiet):
    pid = source.passes[0].pid
    with pytest.raises(ACEError) as error:
        source.analyses("noise the blue cube")
    one_line(error, fake_ace[0], "printed a reading that is not an MRS", "Segmentation fault")
    assert gone(pid) and all_gone(runs)
    assert len(source.analyses("take the red pyramid")) == 2
    quiet()


def test_a_version_probe_printing_garbage_is_a_setup_error(fake_ace, monkeypatch, runs, quiet):
    monkeypatch.setenv("FAKE_ACE_MODE", "version-garbage")
    with ACESource(*fake_ace, timeout=TIMEOUT, start_timeout=ROOMY) as source:
        with pytest.raises(ACESetupError) as error:
            source.analyses("drop the blue cube")
    one_line(error, fake_ace[0], "printed no ACE version for `-V`", "garbage")
    assert all_gone(runs)
    quiet()


def test_a_relative_path_to_ace_works(fake_ace, tmp_path, monkeypatch, runs):
    # defect: "./ace" reached Popen as "ace" and was looked up on PATH
    monkeypatch.chdir(tmp_path)
    with ACESource("./ace", "erg.dat", timeout=TIMEOUT, start_timeout=ROOMY) as source:
        assert len(source.analyses("drop the blue cube")) == 2
        assert source.name == f"live ACE {tmp_path / 'ace'} with {tmp_path / 'erg.dat'}"
    assert all_gone(runs)


def test_a_path_from_the_home_folder_works(fake_ace, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir("/")
    with ACESource("~/ace", "~/erg.dat", timeout=TIMEOUT, start_timeout=ROOMY) as source:
        assert len(source.analyses("drop the blue cube")) == 2


def test_a_bare_name_is_looked_up_on_path_with_a_hint(fake_ace, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(ACESetupError) as error:
        check_setup("ace", "erg.dat")
    one_line(error, "ACE binary ace not found on PATH", "write ./ace")
    monkeypatch.setenv("PATH", str(tmp_path))
    assert check_setup("ace", "erg.dat") == fake_ace


@pytest.mark.parametrize("mode, said", [
    ("version-fail", 'ended with exit status 2 on `-V` (its version); it said "ace: error while loading shared'),
    ("exit", '(exit status 1; it said "fake ace: cannot map the grammar image: out of memory")'),
])
def test_an_ace_that_exits_at_once_is_reported_by_us_not_by_pydelphin(mode, said, fake_ace, monkeypatch, runs,
                                                                      quiet):
    # defect: pydelphin's "Failed to get ACE version number." and ACE's own complaint reached stderr
    monkeypatch.setenv("FAKE_ACE_MODE", mode)
    with ACESource(*fake_ace, timeout=TIMEOUT, start_timeout=ROOMY) as source:
        with pytest.raises(ACESetupError) as error:
            source.analyses("drop the blue cube")
    one_line(error, f"cannot start ACE {fake_ace[0]} with {fake_ace[1]}: it ", said)
    assert all_gone(runs)
    quiet()


def test_failing_starts_give_up_after_three_in_a_row(fake_ace, monkeypatch, runs, quiet):
    # defect: a start that always fails was tried again on every command, for ever
    monkeypatch.setenv("FAKE_ACE_MODE", "exit")
    with ACESource(*fake_ace, timeout=TIMEOUT, start_timeout=ROOMY) as source:
        for _ in range(2):
            with pytest.raises(ACESetupError, match="cannot start ACE"):
                source.analyses("drop the blue cube")
        with pytest.raises(ACESetupError) as error:
            source.analyses("drop the blue cube")
        message = one_line(error, f"gave up on ACE {fake_ace[0]}", "after 3 failed starts in a row",
                           "exit status 1")
        tried = len(pids(runs))
        started = time.monotonic()
        for text in ("take the red pyramid", "drop the blue cube"):
            with pytest.raises(ACESetupError) as again:
                source.analyses(text)
            assert str(again.value) == message
        assert time.monotonic() - started < 0.1 and len(pids(runs)) == tried  # at once: no new process
        assert source.restarts == 0
    assert all_gone(runs)
    quiet()


def test_a_start_that_fails_once_is_tried_again_for_the_next_command(fake_ace, monkeypatch, runs):
    monkeypatch.setenv("FAKE_ACE_FAIL_STARTS", "1")
    with ACESource(*fake_ace, timeout=TIMEOUT, start_timeout=ROOMY) as source:
        with pytest.raises(ACESetupError, match="cannot start ACE"):
            source.analyses("drop the blue cube")
        assert len(source.analyses("drop the blue cube")) == 2
        assert source.passes[0].failed_starts == 0 and source.passes[0].given_up is None
    assert all_gone(runs)


def test_an_ace_that_died_while_idle_is_replaced_for_the_next_command(source, runs):
    source.analyses("drop the blue cube")
    pid = source.passes[0].pid
    os.kill(pid, signal.SIGKILL)
    time.sleep(0.1)
    assert len(source.analyses("take the red pyramid")) == 2
    assert gone(pid) and source.restarts == 1


def test_close_leaves_no_process_behind(fake_ace, runs):
    source = ACESource(*fake_ace, timeout=TIMEOUT)
    source.analyses("drop the robust blue cube")
    found = [p.pid for p in source.passes]
    assert all(found)
    source.close()
    assert all(gone(pid) for pid in found) and all_gone(runs)


def test_missing_ace_says_what_to_install_and_which_variables(tmp_path, monkeypatch):
    monkeypatch.delenv("RCL_ACE", raising=False)
    monkeypatch.delenv("RCL_ERG_GRAMMAR", raising=False)
    with pytest.raises(ERGError) as error:
        ACESource(str(tmp_path / "no-such-ace"), str(tmp_path / "erg.dat"))
    one_line(error, "not found", "install ACE", "RCL_ACE", "RCL_ERG_GRAMMAR")
    with pytest.raises(ACESetupError, match="no ACE binary and no ERG grammar image given"):
        ACESource()


@pytest.mark.parametrize("ace, grammar, says", [
    (None, "erg.dat", "no ACE binary given (only the grammar image erg.dat)"),
    ("ace", None, "no ERG grammar image given (only the ACE binary ace)"),
    ("", "", "no ACE binary and no ERG grammar image given"),
])
def test_check_setup_needs_both(ace, grammar, says):
    with pytest.raises(ACESetupError) as error:
        check_setup(ace, grammar)
    one_line(error, says, "install ACE")


def test_check_setup_says_what_is_wrong_with_the_binary(fake_ace, tmp_path):
    plain = tmp_path / "plain"
    plain.write_text("not a program\n")
    with pytest.raises(ACESetupError) as error:
        check_setup(str(plain), fake_ace[1])
    one_line(error, f"is not executable (chmod +x {plain})")
    with pytest.raises(ACESetupError) as error:
        check_setup(str(tmp_path), fake_ace[1])
    one_line(error, "is a folder")


def test_missing_grammar_image(fake_ace, tmp_path):
    with pytest.raises(ACESetupError, match="does not exist"):
        ACESource(fake_ace[0], str(tmp_path / "missing.dat"))


def test_an_image_ace_cannot_load_is_a_setup_error(fake_ace, tmp_path, runs, quiet):
    broken = tmp_path / "broken.dat"
    broken.write_text("broken\n")
    source = ACESource(fake_ace[0], str(broken), timeout=TIMEOUT, start_timeout=ROOMY)
    with pytest.raises(ACESetupError, match="RCL_ERG_GRAMMAR") as error:
        source.analyses("drop the blue cube")
    one_line(error, "compiled by a different ACE version", "check that the image was compiled by this ACE version")
    source.close()
    assert all_gone(runs)
    quiet()


def test_real_ace_parses_when_configured():
    ace, grammar = os.environ.get("RCL_ACE"), os.environ.get("RCL_ERG_GRAMMAR")
    if not (ace and grammar):
        pytest.skip("set RCL_ACE and RCL_ERG_GRAMMAR to an ACE binary and an ERG image to test live parsing")
    with ACESource(ace, grammar, timeout=60, max_readings=5) as source:
        mrss = source.analyses("pick up the red pyramid")
    assert mrss and any(ep.predicate.startswith("_pick_v") for ep in mrss[0].rels)
