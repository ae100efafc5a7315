"""Conversations on treebank scenes with the real back-off parser, as a user would hold them in
rcl-repl: each turn's RCL and the board after it are checked, and :undo walks back across turns."""

import io

import pytest

from planner import PHYSICAL, scene_from_layout
from rcl import read_rcl
from rcl.app.session import Session
from rcl.app.systems import SystemOptions, make_system

pytestmark = pytest.mark.treebank


@pytest.fixture(scope="module")
def system():
    parser = make_system("pcfg", SystemOptions(physics=PHYSICAL))  # what rcl-repl runs without ACE
    yield parser
    parser.close()


def converse(system, treebank, scene: int) -> Session:
    before, _ = treebank.scene(scene)
    return Session(system, scene_from_layout(before), io.StringIO())


def turn(session: Session, line: str, rcl: str | None = None) -> None:
    """Type a line; when `rcl` is given, the tree the session ran must be that one."""
    said = len(session.out.getvalue())
    session.handle(line)
    if rcl is not None:
        assert session.last_turn is not None and session.last_turn.answer.tree == read_rcl(rcl), \
            session.out.getvalue()[said:]


def test_pick_up_carry_take_another_put_down_and_undo_on_scene_8(system, treebank):
    session = converse(system, treebank, 8)
    green = "(entity: (color: green) (type: prism))"
    turn(session, "pick up the green pyramid", f"(event: (action: take) {green})")
    assert session.scene.held.name == "green prism"
    turn(session, "put it on the red cube", f"(event: (action: move) {green} (destination: (spatial-relation: "
                                            "(relation: above) (entity: (color: red) (type: cube)))))")
    assert session.scene.at(6, 5, 1).name == "green prism" and session.scene.held is None
    turn(session, "take the blue cube")
    assert session.scene.held.name == "blue cube" and session.scene.at(3, 3, 0).name == "blue cube"
    turn(session, "place it in the top right corner")  # the far right corner as the board is drawn
    assert session.scene.at(7, 0, 0).name == "blue cube" and session.scene.held is None
    turn(session, "take another one")  # the other blue cube
    assert session.scene.held is not None and session.scene.held.name == "blue cube"
    turn(session, "put it down")
    assert session.scene.held is None and session.scene.at(3, 3, 0).name == "blue cube"
    after_five = session.scene
    for _ in range(3):
        turn(session, ":undo")
    assert session.scene.held.name == "blue cube" and session.scene.at(3, 3, 0).name == "blue cube"
    assert session.scene.at(7, 0, 0) is None and session.failures == 0
    turn(session, "drop it on the red cube")  # "it" is again the blue cube held after :undo
    assert session.scene.at(6, 5, 1).name == "green prism" and session.scene != after_five


def test_an_ambiguous_landmark_is_asked_about_and_the_reply_finishes_the_command(system, treebank):
    session = converse(system, treebank, 249)  # two green cubes, two red cubes, a blue pyramid
    turn(session, "pick up the blue pyramid")
    turn(session, "put it on the green cube")
    assert session.question is not None and session.scene.held.name == "blue prism"
    assert "Which green cube do you mean?" in session.out.getvalue()
    turn(session, "the left one")
    assert session.question is None and session.scene.at(4, 5, 1).name == "blue prism"
    turn(session, "take the red cube")
    turn(session, "2")
    assert session.scene.held is not None and session.scene.held.name == "red cube"
    turn(session, "let go")
    assert session.scene.held is None
    turn(session, ":undo")
    turn(session, ":undo")
    assert session.scene.held is None and session.scene.at(4, 5, 1).name == "blue prism"
    assert session.failures == 0
