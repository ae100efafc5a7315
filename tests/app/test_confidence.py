"""An unsure reading says so in plain words, and is still the reading chosen."""

from pathlib import Path

import pytest

from planner import PHYSICAL, Scene, Shape, load_scene, scene_from_layout
from rcl.app.confidence import ENGINES_DISAGREE, GUESSED_WORD, LATE_READING, PLACE_NAMED, VIEWER_SIDE, doubts, notice
from rcl.app.conversation import Conversation
from rcl.app.systems import SystemOptions, make_system

DEMO = Path(__file__).parents[2] / "rcl" / "app" / "scenes" / "demo.json"


@pytest.fixture(scope="module")
def pcfg():
    system = make_system("pcfg", SystemOptions(physics=PHYSICAL))  # what rcl-repl runs without ACE
    yield system
    system.close()


def test_a_guessed_word_makes_the_reading_unsure_and_it_is_still_carried_out(pcfg):
    conversation = Conversation(pcfg, load_scene(DEMO))
    turn = conversation.say("take the gizmo")
    assert turn.done and turn.answer.chosen.guessed == (("gizmo", "prism"),)
    assert [d.kind for d in turn.doubts] == [GUESSED_WORD]
    assert turn.notice == "I am not sure I understood that: I had to guess what 'gizmo' means"


def test_a_plain_command_read_first_time_is_not_doubted(pcfg):
    turn = Conversation(pcfg, load_scene(DEMO)).say("pick up the yellow pyramid")
    assert turn.done and turn.doubts == () and turn.notice == ""


def test_a_place_named_one_square_off_the_count_is_gone_by_and_said(pcfg):
    # the yellow cube (3,3) "two squares forward, just past the yellow pyramid", which stands two squares on
    board = Scene((Shape(3, 3, 0, "yellow", "cube"), Shape(5, 3, 0, "yellow", "prism"), Shape(1, 6, 0, "red", "cube")),
                  (0, 0, 7))
    turn = Conversation(pcfg, board).say("yellow cube -> 2 squares forward, onto the floor just past the yellow "
                                         "pyramid on its far side")
    assert turn.done and turn.moved.cell == (6, 3, 0)
    assert [d.kind for d in turn.doubts] == [PLACE_NAMED]
    assert turn.notice == ("I am not sure I understood that: you said 2 squares, but the place you named is 3 away; "
                           "I went by the place")


def test_nothing_is_doubted_without_a_reading():
    assert notice(()) == ""


@pytest.mark.treebank
def test_a_reading_taken_far_down_the_list_because_it_fits_the_board_is_doubted(pcfg, treebank):
    before, _ = treebank.scene(24)
    answer = pcfg.parse("Put grey pyramid on top of green and red block.", scene_from_layout(before))
    assert answer.chosen.rank == 3 and all(not a.accepted for a in answer.attempts[:-1])
    assert [(d.kind, d.reason) for d in doubts(answer)] == [
        (LATE_READING, "this is only my fourth reading of it (the likelier ones cannot be done on this board)")]


@pytest.mark.treebank
@pytest.mark.slow
def test_engines_that_read_a_command_differently_make_it_doubtful(treebank):
    profile = treebank.root.parent / "erg" / "train"  # the stored ERG analyses of the training commands
    if not profile.is_dir():
        pytest.skip(f"no ERG profile at {profile}")
    system = make_system("combined", SystemOptions(physics=PHYSICAL, profile=str(profile)))
    before, _ = treebank.scene(78)
    answer = system.parse("Place the grey block left to the red block.", scene_from_layout(before))
    system.close()
    assert answer.answered and not answer.agreed and all(answer.pools.values())
    assert [d.kind for d in doubts(answer)] == [ENGINES_DISAGREE]


def test_behind_read_as_the_viewer_sees_the_board_is_done_and_said(pcfg):
    # the board's "behind" the red cube is toward the robot, where nothing stands; the blue cube is on its far side
    board = Scene((Shape(3, 3, 0, "red", "cube"), Shape(4, 3, 0, "blue", "cube"), Shape(1, 6, 0, "blue", "cube")),
                  (0, 0, 7))
    turn = Conversation(pcfg, board).say("pick up the blue cube behind the red cube")
    assert turn.done and turn.moved.cell[:2] == (4, 3)
    assert [d.kind for d in turn.doubts] == [VIEWER_SIDE]
    assert turn.notice == ("I am not sure I understood that: I took 'blue cube behind the red cube' as you see the "
                           "board from the robot's side, not as its sides are named")
