"""rcl-repl: sessions driven directly, through a pipe, and through a pseudo-terminal.

The parser is a stub (tests/app/repl_stub.py) so these tests do not depend
on the real engines; the planner judges and executes for real.
"""

import contextlib
import io
import json
import os
import pty
import select
import struct
import subprocess
import termios
import fcntl
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from planner import Scene, load_scene, scene_from_layout
from rcl.app.repl import history_path, run_lines
from rcl.app.repl_commands import Session, format_mrs
from rcl.candidate import Candidate
from rcl.reader import read_rcl

sys.path.insert(0, str(Path(__file__).parent))
import repl_stub  # noqa: E402  (registers the "stub" system)
from repl_stub import KNOWN, LAYOUT, StubSystem  # noqa: E402

STUB = Path(__file__).with_name("repl_stub.py")
SCENE = scene_from_layout(LAYOUT)


def new_session(system=None):
    out = io.StringIO()
    return Session(system or StubSystem(), SCENE, out), out


def test_a_command_is_parsed_shown_executed_and_the_board_redrawn():
    session, out = new_session()
    session.handle("Pick up the green pyramid.")
    text = out.getvalue()
    assert "(action: take)" in text and "(color: green) (type: prism)" in text
    assert "took the green prism: (0,7,1) -> (0,7,7)" in text
    assert "holding the green prism" in text
    assert session.scene.held.name == "green prism"
    assert session.undo_stack == [SCENE]


def test_undo_and_reset_bring_back_earlier_boards():
    session, out = new_session()
    run_lines(session, ["pick up the green pyramid", ":undo"], echo=False)
    assert session.scene == SCENE and session.undo_stack == []
    session.handle(":undo")
    assert "nothing to undo" in out.getvalue()
    run_lines(session, ["take the yellow cube", ":reset"], echo=False)
    assert session.scene == SCENE
    session.handle(":undo")                     # a reset can itself be undone
    assert session.scene.held.name == "yellow cube"


def test_an_incoherent_command_explains_itself_and_changes_nothing():
    session, out = new_session()
    session.handle("take the blue cube")
    assert "no parse: no coherent candidate" in out.getvalue()
    assert "2 blue cubes match" in out.getvalue()
    assert session.scene == SCENE and session.undo_stack == [] and session.failures == 1
    session.handle(":why")
    why = out.getvalue().split(":why")[-1] if ":why" in out.getvalue() else out.getvalue()
    assert "stub #1 (fixed): incoherent: 2 blue cubes match" in why
    assert "(event: (action: take) (entity: (color: blue) (type: cube)))" in why


def test_an_unknown_sentence_is_reported_as_unparsed():
    session, out = new_session()
    session.handle("juggle the spaceship")
    assert "no parse: no analysis" in out.getvalue() and session.scene == SCENE


def test_empty_and_overlong_lines_are_refused_politely():
    session, out = new_session()
    session.handle("   ")
    assert out.getvalue() == ""
    session.handle("\x07\x1b")
    assert "empty command" in out.getvalue()
    session.handle("move the cube " * 1000)
    assert "command too long" in out.getvalue()
    assert session.scene == SCENE


def test_a_hand_typed_tree_runs_and_a_bad_one_is_explained():
    session, out = new_session()
    session.handle(":rcl (event: (action: take) (entity: (color: yellow) (type: cube)))")
    assert session.scene.held.name == "yellow cube"
    session.handle(":rcl (event: (action: take")
    assert "error: line 1, column" in out.getvalue()
    session.handle(":rcl (event: (action: fly) (entity: (type: cube)))")
    assert "fly" in out.getvalue().splitlines()[-1]
    session.handle(":rcl")
    assert "give a tree" in out.getvalue()
    assert session.scene.held.name == "yellow cube" and len(session.undo_stack) == 1


def test_save_svg_and_png_write_files_and_report_bad_paths(tmp_path):
    session, out = new_session()
    session.handle("pick up the green pyramid")
    session.handle(f":save {tmp_path / 'after.json'}")
    assert load_scene(tmp_path / "after.json") == session.scene
    session.handle(f":svg {tmp_path / 'board.svg'}")
    session.handle(f":png {tmp_path / 'board.png'}")
    assert (tmp_path / "board.svg").read_text().startswith("<svg")
    assert (tmp_path / "board.png").read_bytes()[:4] == b"\x89PNG"
    session.handle(f":save {tmp_path / 'missing' / 'x.json'}")
    assert "the folder" in out.getvalue().splitlines()[-1] and "does not exist" in out.getvalue()
    session.handle(":png")
    assert "give a file name" in out.getvalue().splitlines()[-1]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["after.json", "board.png", "board.svg"]


def test_saving_over_a_folder_is_refused_with_its_name(tmp_path):
    session, out = new_session()
    session.handle(f":save {tmp_path}")
    session.handle(f":png {tmp_path}")
    assert out.getvalue().splitlines()[-2:] == [f"error: cannot write a file over a folder: {tmp_path}"] * 2
    assert list(tmp_path.iterdir()) == [] and session.failures == 2


def test_scene_switches_to_a_file_and_back_with_undo(tmp_path):
    session, out = new_session()
    other = Scene((), (0, 0, 7))
    (tmp_path / "empty.json").write_text(json.dumps({"shapes": [], "gripper": {"x": 0, "y": 0, "z": 7}}))
    session.handle(f":scene {tmp_path / 'empty.json'}")
    assert session.scene == other and session.start == other
    session.handle(":undo")
    assert session.scene == SCENE
    mark = len(out.getvalue())
    session.handle(f":scene {tmp_path / 'nope.json'}")
    assert session.scene == SCENE and out.getvalue()[mark:].startswith("error:")


def test_scene_number_loads_the_treebank_before_layout(treebank):
    session, out = new_session()
    session.handle(":scene 18")
    before, _ = treebank.scene(18)
    assert session.scene == scene_from_layout(before)
    session.handle(":scene 1001")
    assert "scene 1001 does not exist" in out.getvalue()


class BrokenSystem:
    name = "broken"

    def parse(self, text, scene):
        raise ZeroDivisionError("boom")


def test_a_bug_in_the_parser_is_reported_and_the_session_goes_on():
    session, out = new_session(BrokenSystem())
    run_lines(session, ["take the red cube", ":board"], echo=False)
    assert "internal error (ZeroDivisionError: boom); nothing changed" in out.getvalue()
    assert out.getvalue().count("gripper: open") == 1 and session.scene == SCENE


class ErgSystem:
    """Answers from the 'erg' with an MRS attached, as the ERG bridge does."""
    name = "erg-stub"
    MRS = '[ LTOP: h0 INDEX: e2 RELS: < [ _drop_v_1<0:4> LBL: h1 ARG0: e2 ] > HCONS: < h0 qeq h1 > ]'

    def parse(self, text, scene):
        from delphin.codecs import simplemrs
        from rcl.app.pipeline import choose
        tree = read_rcl(KNOWN["pick up the green pyramid"])
        return choose(text, self.name, [Candidate(tree, "erg", 2, "reading 3", detail=simplemrs.decode(self.MRS))], scene)


def test_mrs_shows_the_erg_reading_or_says_why_not():
    session, out = new_session(ErgSystem())
    session.handle(":mrs")
    assert "no parsed command yet" in out.getvalue()
    session.handle("pick it up")
    session.handle(":mrs")
    assert "_drop_v_1<0:4>" in out.getvalue() and "HCONS" in out.getvalue()
    stub, stub_out = new_session()
    stub.handle("pick up the green pyramid")
    stub.handle(":mrs")
    assert "came from stub, not the ERG" in stub_out.getvalue()
    assert format_mrs("[ LTOP: h0 ]") == "[ LTOP: h0 ]"


def test_quit_ends_the_loop_and_help_lists_every_meta_command():
    session, out = new_session()
    run_lines(session, [":help", ":q", "pick up the green pyramid"], echo=True)
    assert not session.running and session.scene == SCENE
    for name in (":undo", ":reset", ":scene", ":rcl", ":why", ":mrs", ":save", ":png", ":svg", ":quit"):
        assert f"  {name}" in out.getvalue()


def test_history_file_follows_rcl_history_or_the_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("RCL_HISTORY", str(tmp_path / "h"))
    assert history_path() == tmp_path / "h"
    monkeypatch.delenv("RCL_HISTORY")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert history_path() == tmp_path / "rcl-parser" / "history"


LINES = st.one_of(
    st.sampled_from(list(KNOWN) + [":undo", ":reset", ":why", ":mrs", ":board", ":help", ":rcl", ":scene",
                                   ":rcl (event: (action: drop) (entity: (type: prism)))", ":png", ":", "::"]),
    st.text(max_size=60),
    st.builds(lambda meta, rest: meta + " " + rest,
              st.sampled_from([":rcl", ":scene", ":why", ":undo", ":save", ":svg", ":nope"]), st.text(max_size=30)),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LINES, max_size=12))
def test_no_input_line_crashes_the_session(lines):
    session, out = new_session()
    with tempfile.TemporaryDirectory() as folder, contextlib.chdir(folder):
        run_lines(session, lines)
    assert isinstance(session.scene, Scene)
    assert "internal error" not in out.getvalue()
    assert session.scene == SCENE or session.undo_stack


# -- the real program, through a pipe and through a terminal ----------------------

def run_repl(args, stdin: bytes, env=None, timeout=60, cwd=None):
    environment = {**os.environ, "NO_COLOR": "1", **(env or {})}
    return subprocess.run([sys.executable, str(STUB), "repl", *args], input=stdin, capture_output=True,
                          env=environment, timeout=timeout, cwd=cwd)


def test_piped_session_reads_like_a_transcript(tmp_path):
    scene = repl_stub.scene_file(tmp_path)
    result = run_repl(["--scene", str(scene)], b"pick up the green pyramid\n:undo\n:save out.json\n", cwd=tmp_path)
    out = result.stdout.decode()
    assert result.returncode == 0, result.stderr.decode()
    assert "rcl> pick up the green pyramid\n(event:" in out
    assert "rcl> :undo\nundone" in out
    assert "\x1b[" not in out
    assert load_scene(tmp_path / "out.json") == SCENE


def test_piped_session_survives_bad_bytes_and_reports_failures(tmp_path):
    scene = repl_stub.scene_file(tmp_path)
    result = run_repl(["--scene", str(scene)],
                      b"take the blue cube\nmove \xff\xfe cube\n\x00\x01\x02\n:rcl ((((\npick up the green pyramid\n")
    out = result.stdout.decode()
    assert result.returncode == 1
    assert "input line 2 is not UTF-8 (byte 0xff); skipped" in out
    assert "holding the green prism" in out and "Traceback" not in result.stderr.decode()


@pytest.mark.parametrize("args, message", [
    ([], "no scene given: start with --scene FILE or --scene-id N"),
    (["--scene", "/nonexistent/scene.json"], "/nonexistent/scene.json"),
])
def test_missing_or_bad_scene_is_a_usage_error(args, message):
    result = run_repl(args, b"")
    assert result.returncode == 2
    assert message in result.stderr.decode() and "Traceback" not in result.stderr.decode()


def test_unknown_system_is_a_usage_error(tmp_path, capsys):
    from rcl.app.repl import main
    repl_stub.ensure_registry()
    assert main(["--scene", str(repl_stub.scene_file(tmp_path)), "--system", "nonesuch"]) == 2
    assert "rcl-repl: error: unknown system 'nonesuch'; choose one of" in capsys.readouterr().err


def test_scene_number_out_of_range_is_a_usage_error(treebank):
    result = run_repl(["--scene-id", "5000"], b"")
    assert result.returncode == 2 and "scene 5000 does not exist" in result.stderr.decode()


def test_bad_scene_json_is_a_usage_error(tmp_path):
    (tmp_path / "bad.json").write_text('{"shapes": [{"x": 9}]')
    result = run_repl(["--scene", str(tmp_path / "bad.json")], b"")
    assert result.returncode == 2 and "rcl-repl: error:" in result.stderr.decode()


class Terminal:
    """A child process on a pseudo-terminal, answering prompt_toolkit's cursor queries."""

    def __init__(self, argv, env):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child
            os.execve(sys.executable, [sys.executable, *argv], env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
        self.output = b""
        self.seen = 0

    def expect(self, needle: bytes, timeout: float = 30.0) -> None:
        """Wait for `needle` after what earlier expectations matched."""
        deadline = time.monotonic() + timeout
        while needle not in self.output[self.seen:]:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"timed out waiting for {needle!r}; got {self.output[-2000:]!r}")
            ready, _, _ = select.select([self.fd], [], [], min(remaining, 0.5))
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                if b"\x1b[6n" in chunk:  # cursor position request
                    os.write(self.fd, b"\x1b[1;1R")
                self.output += chunk
        if needle not in self.output[self.seen:]:
            raise AssertionError(f"{needle!r} never came; got {self.output[-2000:]!r}")
        self.seen = self.output.index(needle, self.seen) + len(needle)

    def send(self, text: str) -> None:
        os.write(self.fd, text.encode())

    def wait(self, timeout: float = 30.0) -> int:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError):
                ready, _, _ = select.select([self.fd], [], [], 0.2)
                if ready:
                    self.output += os.read(self.fd, 65536)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return os.waitstatus_to_exitcode(status)
        os.kill(self.pid, 9)
        raise AssertionError(f"the session did not end; got {self.output[-2000:]!r}")


def test_terminal_session_with_line_editing_colour_and_history(tmp_path):
    scene = repl_stub.scene_file(tmp_path)
    history = tmp_path / "history"
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    env.update(TERM="xterm", RCL_HISTORY=str(history), COLUMNS="100", LINES="50")
    term = Terminal([str(STUB), "repl", "--scene", str(scene)], env)
    term.expect(b"\x1b[1;32m")          # the board is coloured on a terminal
    term.expect(b"rcl>")
    term.send("pick up the green pyramix\x7fd\r")   # with a backspace
    term.expect(b"took the green prism")
    term.expect(b"rcl>")
    term.send("take the blue cube\r")
    term.expect(b"2 blue cubes match")
    term.expect(b"rcl>")
    term.send(":undo\r")
    term.expect(b"undone")
    term.expect(b"rcl>")
    term.send("\x04")                   # Ctrl-D on an empty line
    assert term.wait() == 0
    saved = history.read_text()
    assert "+pick up the green pyramid" in saved and "+:undo" in saved
    # The next session remembers: the up arrow brings back the last line typed.
    term = Terminal([str(STUB), "repl", "--scene", str(scene)], env)
    term.expect(b"rcl>")
    term.send("\x1b[A\r")
    term.expect(b"nothing to undo")
    term.expect(b"rcl>")
    term.send(":q\r")
    assert term.wait() == 0
