"""rcl-repl, the program: through a pipe and through a pseudo-terminal, and its history file.

The parser is a stub (tests/app/repl_stub.py) so these tests do not depend
on the real engines; the planner judges and executes for real.
"""

import contextlib
import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from planner import load_scene
from rcl.app.cli.repl import history_path, main

import repl_stub
from repl_stub import SCENE

STUB = Path(repl_stub.__file__)


def test_history_file_follows_rcl_history_or_the_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("RCL_HISTORY", str(tmp_path / "h"))
    assert history_path() == tmp_path / "h"
    monkeypatch.delenv("RCL_HISTORY")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert history_path() == tmp_path / "rcl-parser" / "history"


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
    assert main(["--scene", str(repl_stub.scene_file(tmp_path)), "--system", "nonesuch"]) == 2
    assert "rcl-repl: error: unknown system 'nonesuch'; choose one of" in capsys.readouterr().err


def test_scene_number_out_of_range_is_a_usage_error(treebank):
    result = run_repl(["--scene-id", "5000"], b"")
    assert result.returncode == 2 and "scene 5000 does not exist" in result.stderr.decode()


def test_bad_scene_json_is_a_usage_error(tmp_path):
    (tmp_path / "bad.json").write_text('{"shapes": [{"x": 9}]')
    result = run_repl(["--scene", str(tmp_path / "bad.json")], b"")
    assert result.returncode == 2 and "rcl-repl: error:" in result.stderr.decode()


def test_without_ace_the_session_says_so_in_one_short_line_once():
    env = {k: v for k, v in os.environ.items() if k not in ("RCL_ACE", "RCL_ERG_GRAMMAR", "RCL_ERG_PROFILE")}
    result = subprocess.run([sys.executable, "-m", "rcl.app.cli.repl", "--scene", "demo"], capture_output=True,
                            input=b"pick up the yellow pyramid\nput it down\n", env={**env, "NO_COLOR": "1"},
                            timeout=60)
    assert result.returncode == 0, result.stderr.decode()
    notices = [line for line in result.stdout.decode().splitlines() if "ERG path" in line]
    assert notices == ["ERG path off (no ACE; --ace and --grammar turn it on)"]


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
    term.expect(b"Which blue cube do you mean?")
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


#: The README's demo: each line typed, and what the session must answer before the next prompt.
DEMO = [
    ("pick up the yellow pyramid", b"took the yellow prism"),
    ("put it on the white cube", b"carried and put down the yellow prism: (1,2,7) -> (3,4,1)"),
    ("take the red cube", b"Which red cube do you mean?"),
    ("the one near the robot", b"took the red cube: (2,6,0) -> (2,6,7)"),
    ("put it on the green cube", b"Which green cube do you mean?"),
    ("the left one", b"carried and put down the red cube: (2,6,7) -> (5,5,1)"),
    ("take another one", b"took the red cube: (6,4,1) -> (6,4,7)"),
    ("put it down", b"put down the red cube: (6,4,7) -> (6,4,1)"),
    (":undo", b"undone (5 more changes to undo)"),
    (":undo", b"undone (4 more changes to undo)"),
]
INTERNAL_WORDS = (b"Traceback", b"candidate", b"pcfg", b"PCFG", b"log-prob", b"nats", b"arbiter", b"internal error")


def converse(arguments, turns, tmp_path, **env):
    """Drive the real rcl-repl (no ACE) through a pty, turn by turn; the scene it saves at the end."""
    env = {k: v for k, v in os.environ.items() if k not in ("RCL_ACE", "RCL_ERG_GRAMMAR", "RCL_ERG_PROFILE")} | env
    env.update(TERM="xterm", RCL_HISTORY=str(tmp_path / "history"))
    term = Terminal(["-m", "rcl.app.cli.repl", *arguments], env)
    term.expect(b"rcl>")
    for line, answer in turns:
        term.send(line + "\r")
        term.expect(answer)
        term.expect(b"rcl>")
    term.send(f":save {tmp_path / 'after.json'}\r")
    term.expect(b"wrote the scene")
    term.send(":q\r")
    assert term.wait() == 0
    assert not [word for word in INTERNAL_WORDS if word in term.output]
    return load_scene(tmp_path / "after.json")


def test_the_readme_demo_runs_as_a_conversation_on_a_terminal(tmp_path):
    after = converse(["--scene", "demo"], DEMO, tmp_path, NO_COLOR="1")  # the README's command
    assert after.held is None and after.gripper == (5, 5, 7)
    assert {(s.name, s.cell) for s in after.shapes} == {
        ("yellow prism", (3, 4, 1)), ("white cube", (3, 4, 0)), ("red cube", (5, 5, 1)), ("green cube", (5, 5, 0)),
        ("green cube", (5, 2, 0)), ("blue cube", (6, 4, 0)), ("red cube", (6, 4, 1))}


#: The same conversation on a treebank scene: two green cubes, two red cubes and a blue pyramid.
TREEBANK_DEMO = [
    ("pick up the blue pyramid", b"took the blue prism: (6,5,0) -> (6,5,7)"),
    ("put it on the green cube", b"Which green cube do you mean?"),
    ("the left one", b"carried and put down the blue prism: (6,5,7) -> (4,5,1)"),
    ("take the red cube", b"Which red cube do you mean?"),
    ("the right one", b"took the red cube: (2,3,0) -> (2,3,7)"),
    ("put it down", b"put down the red cube: (2,3,7) -> (2,3,0)"),
    (":undo", b"undone (3 more changes to undo)"),
    (":undo", b"undone (2 more changes to undo)"),
]


@pytest.mark.treebank
def test_the_demo_conversation_on_treebank_scene_249(treebank, tmp_path):
    # colour on: the letters are still there
    after = converse(["--scene-id", "249"], TREEBANK_DEMO, tmp_path, RCL_TREEBANK=str(treebank.root))
    assert after.held is None and after.at(4, 5, 1).name == "blue prism" and after.at(6, 5, 0) is None
    assert after.at(2, 3, 0).name == "red cube" and after.at(2, 5, 0).name == "red cube"
