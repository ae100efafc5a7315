"""A part of a command that no reading can use is done without, when the rest can be done one way only."""

from dataclasses import dataclass

import pytest

from planner import PHYSICAL, Scene, Shape, judge
from rcl.app.answer import Answer
from rcl.app.asides import asides, parts, read_without_aside, without
from rcl.app.confidence import SET_ASIDE
from rcl.app.conversation import Conversation
from rcl.app.systems import SystemOptions, make_system
from rcl.candidate import Candidate
from rcl.normalise import Utterance, normalise
from rcl.reader import read_rcl

#: A red cube, a blue cube and a green cube on the floor, the gripper empty.
BOARD = Scene((Shape(3, 3, 0, "red", "cube"), Shape(5, 3, 0, "blue", "cube"), Shape(1, 6, 0, "green", "cube")),
              (0, 0, 7))


@pytest.fixture(scope="module")
def pcfg():
    system = make_system("pcfg", SystemOptions(physics=PHYSICAL))  # what rcl-repl runs without ACE
    yield system
    system.close()


def _said(utterance: Utterance, span: tuple[int, int]) -> str:
    return " ".join(utterance.words[span[0]:span[1]])


def test_the_parts_of_a_command_are_what_its_marks_set_off():
    utterance = normalise("Put the red cube on the blue cube (so they make a tower). The green one stays.")
    assert [_said(utterance, span) for span in parts(utterance)] == [
        "put the red cube on the blue cube", "so they make a tower", "the green one stays"]


def test_a_hyphen_inside_a_word_sets_nothing_off():
    utterance = normalise("take the red cube off the left-edge stack")
    assert len(parts(utterance)) == 1 and asides(utterance) == []


def test_a_part_that_names_an_action_is_never_an_aside():
    utterance = normalise("take the red cube, and put it on the blue cube, so it makes a tower")
    assert [_said(utterance, span) for span in asides(utterance)] == ["so it makes a tower"]


def test_a_first_part_is_an_aside_only_as_a_sentence_of_its_own():
    topic = normalise("Red cube on the left end of the green row, move it to the right end")
    remark = normalise("The green row is long. Move the red cube to its right end")
    assert asides(topic) == []
    assert [_said(remark, span) for span in asides(remark)] == ["the green row is long"]


def test_a_command_without_an_aside_keeps_what_was_typed():
    utterance = normalise("Put the red cube on the blue cube, the green one stays.")
    rest = without(utterance, asides(utterance)[0])
    assert rest.text == "put the red cube on the blue cube" and rest.original == utterance.original


def test_a_remark_no_reading_can_use_is_done_without_and_said(pcfg):
    turn = Conversation(pcfg, BOARD).say("Put the red cube on the blue cube, the green one stays where it is.")
    assert turn.done and turn.moved.cell == (5, 3, 1)
    assert [d.kind for d in turn.doubts] == [SET_ASIDE]
    assert turn.notice == ("I am not sure I understood that: I could not fit 'the green one stays where it is' "
                           "into the command, so I did without it")
    assert turn.answer.to_json()["set_aside"] == "the green one stays where it is"


def test_a_command_read_whole_sets_nothing_aside(pcfg):
    turn = Conversation(pcfg, BOARD).say("Put the red cube on the blue cube, please.")
    assert turn.done and turn.answer.set_aside == "" and turn.doubts == ()


@dataclass
class Readings:
    """A stand-in system: the reading of each text it is given ("": none)."""

    readings: dict[str, str]
    name: str = "stand-in"

    def read(self, utterance: Utterance, scene: Scene | None = None) -> Answer:
        said = self.readings.get(utterance.text, "")
        if not said:
            return Answer(utterance, self.name, planner=True)
        verdict = judge(read_rcl(said), scene, physics=PHYSICAL)
        return Answer(utterance, self.name, Candidate(read_rcl(said), self.name), verdict, planner=True)


TAKE_RED = "(event: (action: take) (entity: (color: red) (type: cube)))"
RED_ON_BLUE = ("(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: "
               "(relation: above) (entity: (color: blue) (type: cube)))))")
RED_ON_GREEN = RED_ON_BLUE.replace("blue", "green")


def test_rests_that_would_be_done_differently_are_not_done():
    command = normalise("move the red cube, onto the blue one, onto the green one")
    system = Readings({"move the red cube onto the green one": RED_ON_GREEN,
                       "move the red cube onto the blue one": RED_ON_BLUE})
    assert not system.read(command, BOARD).fully_read
    assert read_without_aside(system, command, BOARD) is None


def test_rests_that_agree_are_done_without_the_first_aside_they_need():
    command = normalise("move the red cube onto the blue one, so they make a tower, the green stays")
    system = Readings({"move the red cube onto the blue one the green stays": RED_ON_BLUE,
                       "move the red cube onto the blue one so they make a tower": RED_ON_BLUE})
    answer = read_without_aside(system, command, BOARD)
    assert answer.set_aside == "so they make a tower" and answer.text == command.original


def test_rests_read_differently_that_make_one_move_agree():
    command = normalise("move the red cube onto the blue one, so they make a tower, the green stays")
    the_lone_blue_cube = RED_ON_BLUE.replace("(color: blue)", "(indicator: individual) (color: blue)")
    system = Readings({"move the red cube onto the blue one the green stays": RED_ON_BLUE,
                       "move the red cube onto the blue one so they make a tower": the_lone_blue_cube})
    assert the_lone_blue_cube != RED_ON_BLUE
    assert read_without_aside(system, command, BOARD).set_aside == "so they make a tower"


def test_a_rest_that_only_takes_is_not_done_when_the_command_puts():
    command = normalise("move the red cube, onto the blue one")
    system = Readings({"move the red cube": TAKE_RED})
    assert read_without_aside(system, command, BOARD) is None
