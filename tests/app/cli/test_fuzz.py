"""Fuzzing the tools with what users and files might contain: any Unicode command, any scene file,
any RCL text.  Never a traceback; always exit 0, 1 or 2 with a message; never a half-written file.

The parser is the real back-off system (built once, shared by every example); the planner is real.
"""

import io
import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from planner import SceneFormatError, load_scene, loads_scene
from rcl import RCLSyntaxError, read_rcl
from rcl.app.cli import parse as parse_cli
from rcl.app.cli import scene as scene_cli
from rcl.app import commands
from rcl.app.systems import make_system

EXAMPLE = Path(__file__).parents[3] / "rcl" / "app" / "scenes" / "example.json"
FUZZ = settings(max_examples=int(__import__("os").environ.get("FUZZ_EXAMPLES", "150")), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

#: Text with the characters users and files really bring: letters, digits, punctuation, accents,
#: emoji, control characters, odd spaces, and words of the task.
WORDS = st.sampled_from(["pick up", "the", "red", "blue", "cube", "pyramid", "on", "it", "and", "put",
                         "drop", "move", "above", "left of", "2", "three", "  ", "\t", "\n", "\x00", "\u200b",
                         "é", "🙂", "(", ")", ":", "--json", "-", "'", '"', "\\", "\ud7ff", "\u2028"])
COMMANDS = st.one_of(st.text(max_size=80), st.lists(WORDS, max_size=12).map(" ".join))
JSON = st.recursive(st.none() | st.booleans() | st.integers(-10, 20) | st.floats(allow_nan=True)
                    | st.text(max_size=8) | st.sampled_from(["red", "cube", "prism", "open", "closed"]),
                    lambda inner: st.lists(inner, max_size=5)
                    | st.dictionaries(st.sampled_from(["shapes", "gripper", "holding", "x", "y", "z", "color",
                                                       "type", "description", "position", "state"])
                                      | st.text(max_size=6), inner, max_size=6),
                    max_leaves=30)


@pytest.fixture(scope="module")
def pcfg():
    system = make_system("pcfg")
    yield system
    system.close()


@pytest.fixture
def shared_system(pcfg, monkeypatch):
    """rcl-parse builds its system once per run: here every run gets the one already loaded."""
    monkeypatch.setattr(commands, "make_system", lambda name, options: pcfg)
    monkeypatch.setattr(pcfg, "close", lambda: None)


def run_tool(main, argv, capsys) -> tuple[int, str, str]:
    """(exit status, stdout, stderr); argparse's own errors count as status 2."""
    try:
        code = main(argv)
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


@FUZZ
@given(text=COMMANDS, json_output=st.booleans())
def test_rcl_parse_answers_any_command_with_a_status_and_a_message(text, json_output, shared_system, capsys):
    code, out, err = run_tool(parse_cli.main, ["--scene", str(EXAMPLE), *(["--json"] if json_output else []),
                                               "--", text], capsys)
    assert code in (0, 1, 2)
    if code == 2:
        assert err.strip()  # says what was wrong
    elif json_output:
        answer = json.loads(out)
        # a command gets a tree or a reason; a question about the board ("wha(t)") gets a reply in words
        assert (answer["rcl"] is not None or answer["reply"] is not None) == (code == 0)
    elif code == 0:
        assert out.strip() or err.strip()  # the tree, or the reply to a question about the board
    else:
        assert err.strip() and not out.strip()  # why there is none, on stderr; stdout carries results only


@FUZZ
@given(text=COMMANDS)
def test_executing_any_command_writes_a_whole_scene_or_nothing(text, shared_system, capsys, tmp_path_factory):
    folder = tmp_path_factory.mktemp("out")
    target = folder / "after.json"
    target.write_text("untouched\n", encoding="utf-8")
    code, _, _ = run_tool(parse_cli.main, ["--scene", str(EXAMPLE), "--execute", "--out", str(target), "--", text],
                          capsys)
    assert code in (0, 1, 2)
    written = target.read_text(encoding="utf-8")
    if code == 0:
        load_scene(target)  # a whole, valid scene
    else:
        assert written == "untouched\n"
    assert [p.name for p in folder.iterdir()] == ["after.json"]  # no temporary file left behind


@FUZZ
@given(content=st.one_of(JSON.map(json.dumps), st.text(max_size=80), st.binary(max_size=60)))
def test_rcl_scene_check_judges_any_file(content, capsys, tmp_path_factory):
    path = tmp_path_factory.mktemp("scene") / "scene.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8", errors="surrogatepass")
    code, out, err = run_tool(scene_cli.main, ["check", str(path)], capsys)
    assert code in (0, 2)
    assert str(path) in out + err  # the file is named, good or bad


@FUZZ
@given(content=JSON.map(json.dumps))
def test_rcl_parse_refuses_a_bad_scene_file_with_status_2(content, shared_system, capsys, tmp_path_factory):
    path = tmp_path_factory.mktemp("scene") / "scene.json"
    path.write_text(content, encoding="utf-8")
    try:
        loads_scene(content)
        valid = True
    except SceneFormatError:
        valid = False
    code, _, err = run_tool(parse_cli.main, ["--scene", str(path), "pick up the red cube"], capsys)
    assert code in (0, 1) if valid else (code == 2 and str(path) in err)


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(max_size=120),
                 st.lists(st.sampled_from(["(", ")", "event:", "entity:", "action:", "take", "color:", "red",
                                           "type:", "cube", "token:", "1", "sequence:", "id:", " ", "\n", ":",
                                           "🙂", "\x00", "é"]), max_size=25).map("".join)))
def test_the_rcl_reader_reads_any_text_or_says_where_it_is_wrong(text):
    try:
        read_rcl(text)
    except RCLSyntaxError as e:
        assert e.line >= 1 and e.column >= 1 and str(e)


@FUZZ
@given(lines=st.lists(st.binary(max_size=40), min_size=1, max_size=4))
def test_rcl_parse_reads_any_bytes_on_stdin(lines, shared_system, capsys, monkeypatch):
    data = b"\n".join(lines)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    code, out, err = run_tool(parse_cli.main, ["--scene", str(EXAMPLE)], capsys)
    assert code in (0, 1, 2) and (out.strip() or err.strip())
