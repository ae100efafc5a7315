"""The JSON-lines protocol, request by request: every line gets one JSON object back, errors
included, and the conversation (the board, "it", the open question) survives every error."""

import json
from pathlib import Path

import pytest

from planner import load_scene
from rcl.app import open_session
from rcl.app.protocol import KINDS, VERSION, ProtocolServer, ServeJob, serve
from rcl.app.api import RobotSession, default_options
from rcl.app.systems import EngineSystem

DEMO = Path(__file__).parents[2] / "rcl" / "app" / "scenes" / "demo.json"


@pytest.fixture
def server():
    with open_session(DEMO) as session:
        yield ProtocolServer(session)


def ask(server: ProtocolServer, **request) -> dict:
    return server.handle(json.dumps(request))


def test_ready_says_the_version_the_parser_and_the_kinds(server):
    ready = server.ready()
    assert ready["version"] == VERSION == 1 and ready["kind"] == "ready" and ready["kinds"] == list(KINDS)
    assert ready["system"] == "combined" and ready["board"] is True


def test_a_command_gets_a_turn_and_the_id_comes_back(server):
    turn = ask(server, version=1, id=[1, "a"], kind="command", text="pick up the yellow pyramid")
    assert turn["id"] == [1, "a"] and turn["kind"] == "turn" and turn["done"] and turn["undoable"] == 1
    assert turn["doubts"] == [] and turn["notice"] == "" and turn["guessed"] == []


@pytest.mark.parametrize("line, code", [
    ("{", "malformed_json"),
    ("[]", "bad_request"),
    ('"take the red cube"', "bad_request"),
    ('{"text": "take the red cube"}', "unknown_kind"),
    ('{"kind": "COMMAND", "text": "x"}', "unknown_kind"),
    ('{"version": 2, "kind": "board"}', "unsupported_version"),
    ('{"version": true, "kind": "board"}', "unsupported_version"),
    ('{"kind": "command"}', "bad_request"),
    ('{"kind": "command", "text": 7}', "bad_request"),
    ('{"kind": "command", "text": ""}', "bad_command"),
    ('{"kind": "answer", "choice": 1}', "no_question"),
    ('{"kind": "load_board", "scene": []}', "bad_request"),
    ('{"kind": "load_board", "scene": {"shapes": [{"x": 1, "y": 1, "z": 3, "color": "red", "type": "cube"}]}}',
     "bad_scene"),
    ("[" * 100000 + "]" * 100000, "malformed_json"),
])
def test_a_bad_request_gets_an_error_object_and_nothing_changes(server, line, code):
    before = server.session.board
    response = server.handle(line)
    assert response["version"] == 1 and response["kind"] == "error" and response["error"]["code"] == code
    assert response["error"]["message"] and server.session.board == before


def test_an_answer_by_number_or_words_and_a_wrong_one_leaves_the_question_open(server):
    ask(server, kind="command", text="take the green cube")
    assert ask(server, kind="answer", choice=3)["error"]["code"] == "not_a_choice"
    assert ask(server, kind="answer", choice=True)["error"]["code"] == "bad_request"
    assert ask(server, kind="board")["question"]["text"] == "Which green cube do you mean?"
    taken = ask(server, kind="answer", text="the right one")
    assert taken["done"] and taken["change"] == "took the green cube: (5,2,0) -> (5,2,7)"


def test_a_question_about_the_board_is_answered_in_reply(server):
    turn = ask(server, kind="command", text="is there a grey pyramid?")
    assert turn["rcl"] is None and not turn["done"] and turn["message"] == ""
    assert turn["reply"]["text"].startswith("No. There is no gray prism on the board")


def test_a_loaded_board_replaces_the_board_undoably(server):
    board = ask(server, kind="load_board", scene={"shapes": [], "gripper": {"x": 1, "y": 1, "z": 7, "holding": None}})
    assert board["scene"]["shapes"] == [] and board["undoable"] == 1
    assert ask(server, kind="undo") == {"version": 1, "kind": "undo", "undone": True, "undoable": 0}
    assert server.session.board == load_scene(DEMO)
    assert ask(server, kind="undo")["undone"] is False


class BrokenEngine:
    """An engine with a bug: it fails on every command."""

    name = "broken"

    def propose(self, utterance):
        raise RuntimeError("a bug")

    def close(self):
        pass


def test_a_bug_is_an_error_object_and_the_server_goes_on():
    session = RobotSession(EngineSystem("broken", (BrokenEngine(),), "physical"), load_scene(DEMO))
    server = ProtocolServer(session)
    responses = [server.handle(line) for line in ('{"kind": "command", "text": "take the red cube"}', '{"kind": "board"}')]
    assert responses[0]["error"]["code"] == "internal" and "RuntimeError: a bug" in responses[0]["error"]["message"]
    assert responses[1]["kind"] == "board"


def test_serve_writes_the_ready_line_then_one_line_per_request_and_skips_blank_lines():
    written: list[str] = []
    lines = [b'{"kind": "board"}\n', b"\n", b"  \n", b'{"kind": "undo"}\r\n']
    assert serve(ServeJob("pcfg", default_options(), load_scene(DEMO)), lines, written.append) == 0
    kinds = [json.loads(line)["kind"] for line in written]
    assert kinds == ["ready", "board", "undo"]
