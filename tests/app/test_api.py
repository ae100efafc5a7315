"""The Python API as a robot front-end uses it: a session on a board, lines in, responses out,
with the same defaults and the same answers as rcl-parse."""

import json
from pathlib import Path

import pytest

import rcl.app
from planner import PHYSICAL, SceneFormatError, load_scene
from rcl.app import NoBoardError, open_session
from rcl.app.api import default_options
from rcl.app.cli.parse import main as rcl_parse
from rcl.app.systems import make_system
from rcl.app.textinput import InputError

DEMO = Path(__file__).parents[2] / "rcl" / "app" / "scenes" / "demo.json"


@pytest.fixture
def session():
    with open_session(DEMO) as opened:
        yield opened


def test_the_face_is_what_rcl_app_exports():
    assert set(rcl.app.__all__) >= {"open_session", "RobotSession", "Response", "Asked", "Choice", "NoBoardError"}
    assert all(hasattr(rcl.app, name) for name in rcl.app.__all__)


def test_the_defaults_are_the_command_line_tools(monkeypatch):
    monkeypatch.setenv("RCL_ERG_PROFILE", "/some/profile")
    options = default_options()
    assert options.physics == PHYSICAL and options.profile == "/some/profile"


def test_a_session_accepts_what_the_command_line_tools_accept_and_a_bare_system_would_refuse(session, capsys):
    command = "pick up the second green cube from the left"  # the organisers' planner had no ordinals
    assert session.say(command).done
    assert rcl_parse([command, "--scene", str(DEMO)]) == 0
    official = make_system("combined")  # SystemOptions' default: the organisers' rules, as rcl-eval's +SP
    assert not official.parse(command, load_scene(DEMO)).answered
    official.close()


@pytest.mark.parametrize("command", ["take the blue cube", "pick up the yellow pyramid", "take the green cube",
                                     "drop the red cube", "put the white cube on the red cube"])
def test_a_command_gets_the_answer_rcl_parse_gives(session, command, capsys):
    response = session.say(command)
    rcl_parse([command, "--scene", str(DEMO), "--json"])
    parsed = json.loads(capsys.readouterr().out)
    assert response.rcl == parsed["rcl"] and response.to_json()["question"] == _question(parsed)
    if response.question is None:  # rcl-parse says why it asks in "question"; why it cannot, in "message"
        assert response.message == parsed["message"]
    session.undo()


def _question(parsed: dict) -> dict | None:
    """rcl-parse's question in the API's form (it lists the same choices)."""
    asked = parsed["question"]
    if asked is None:
        return None
    choices = [{key: c[key] for key in ("number", "description", "color", "type", "x", "y", "z")}
               for c in asked["choices"]]
    return {"kind": asked["kind"], "text": f"Which {asked['words']} do you mean?", "choices": choices}


def test_a_taken_shape_that_something_stands_on_is_refused_as_a_real_arm_would(session):
    response = session.say("take the blue cube")  # the red cube stands on it
    assert not response.done and "red cube" in response.message and session.undoable == 0


def test_a_whole_conversation(session):
    assert session.say("pick up the yellow pyramid").done
    asked = session.say("put it on the green cube")
    assert asked.question is not None and session.question == asked.question and not asked.done
    assert "'it' is the yellow prism (the one the gripper holds)" in asked.notes
    assert session.say("where is the white cube?").reply == "The white cube is in the middle (x=3 y=4)."
    assert session.question == asked.question  # a question about the board leaves the robot's question open
    carried = session.say("the left one")
    assert carried.done and session.board.at(5, 5, 1).name == "yellow prism" and session.question is None
    assert session.undo() and session.board.held.name == "yellow prism"
    assert session.undo() and session.board == load_scene(DEMO) and not session.undo()


def test_the_board_is_read_as_json_and_text_and_replaced_undoably(session):
    data = session.board_json()
    assert {(s["x"], s["y"], s["z"]) for s in data["shapes"]} == {s.cell for s in load_scene(DEMO).shapes}
    assert "gripper: open, over x=4 y=4" in session.board_text()
    session.load_board({"shapes": [{"x": 0, "y": 0, "z": 0, "color": "red", "type": "cube"}]})
    assert session.say("where is the red cube").reply == "The red cube is in the bottom right corner (x=0 y=0)."
    assert session.undo() and session.board == load_scene(DEMO)


def test_mistakes_raise_errors_with_plain_messages(session):
    with pytest.raises(InputError, match="empty command"):
        session.say("   ")
    with pytest.raises(ValueError, match="no question is open"):
        session.choose(1)
    with pytest.raises(SceneFormatError, match="off the board"):
        session.load_board({"shapes": [{"x": 9, "y": 0, "z": 0, "color": "red", "type": "cube"}]})
    with open_session() as empty, pytest.raises(NoBoardError, match="no board yet"):
        empty.say("take the red cube")


def test_the_robots_question_is_answered_in_words_or_refused_when_they_name_no_choice(session):
    session.say("take the green cube")
    with pytest.raises(ValueError, match="'the blue one' names none of the choices"):
        session.answer("the blue one")
    taken = session.answer("the right one")
    assert taken.done and taken.change == "took the green cube: (5,2,0) -> (5,2,7)"
    with pytest.raises(ValueError, match="no question is open"):
        session.answer("the left one")
