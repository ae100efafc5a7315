"""An unsure reading says so in plain words, and is still the reading chosen."""

from pathlib import Path

import pytest

from planner import PHYSICAL, load_scene, scene_from_layout
from rcl.app.confidence import ENGINES_DISAGREE, GUESSED_WORD, LATE_READING, doubts, notice
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
