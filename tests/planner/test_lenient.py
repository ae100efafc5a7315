"""A lenient judgement: when a description names nothing as said, it may do without one of its modifiers if the
rest of it names the same things whichever one is left out ("the red cube next to the blue stack" of the one red
cube diagonal to it).  Only with a real arm's physics; the verdict says which descriptions were read so
(`Verdict.loosened`).

    front  x=7   .  .  .  .  .  .  .  .
           x=3   .  W  .  G  .  .  .  .       green cube (3,4), white cube (3,6): left of the green one
           x=2   .  C  R  .  .  .  .  .       red cube (2,5): diagonal to the stack; cyan cube (2,6): next to the red one
           x=1   .  BB .  .  .  .  .  .       blue stack (1,6): blue, blue
    back   x=0   Y  .  .  .  .  .  .  .       yellow cube (0,7): diagonal to the stack
                y=7 (left) ......... y=0 (right)
"""

from planner import OFFICIAL, PHYSICAL, judge
from rcl import read_rcl
from boards import board

BOARD = board("red cube at 2,5,0", "blue cube at 1,6,0", "blue cube at 1,6,1", "green cube at 3,4,0",
              "yellow cube at 0,7,0", "white cube at 3,6,0", "cyan cube at 2,6,0", gripper=(5, 5, 7))
NEXT_TO_STACK = "(spatial-relation: (relation: adjacent) (entity: (color: blue) (type: stack)))"


def take(entity: str) -> str:
    return f"(event: (action: take) (entity: {entity}))"


def judged(rcl: str, lenient: bool = True, physics: str = PHYSICAL):
    return judge(read_rcl(rcl), BOARD, physics=physics, lenient=lenient)


def test_a_description_that_names_nothing_may_do_without_a_modifier_the_rest_makes_needless():
    command = take(f"(color: red) (type: cube) {NEXT_TO_STACK}")
    assert not judged(command, lenient=False).coherent  # (the red cube is diagonal to the stack: not next to it)
    verdict = judged(command)
    assert verdict.coherent and verdict.move.source == (2, 5, 0)
    assert verdict.loosened == ("red cube next to the blue stack",)


def test_a_description_that_names_something_is_read_as_said():
    verdict = judged(take("(color: green) (type: cube)"))
    assert verdict.coherent and verdict.loosened == ()


def test_nothing_is_left_out_when_leaving_out_each_modifier_in_turn_names_different_things():
    # "the cube left of the green cube next to the red cube": without the first place, the cyan cube;
    # without the second, the white one
    command = take("(type: cube) (spatial-relation: (relation: left) (entity: (color: green) (type: cube))) "
                   "(spatial-relation: (relation: adjacent) (entity: (color: red) (type: cube)))")
    assert not judged(command).coherent
    assert judged(take("(type: cube) (spatial-relation: (relation: left) (entity: (color: green) (type: cube)))"))\
        .move.source == (3, 6, 0)
    assert judged(take("(type: cube) (spatial-relation: (relation: adjacent) (entity: (color: red) (type: cube)))"))\
        .move.source == (2, 6, 0)


def test_a_colour_is_never_left_out():
    assert not judged(take("(color: magenta) (type: cube)")).coherent


def test_the_verdict_names_each_description_read_loosely():
    both = ("(event: (action: move) (entity: (color: red) (type: cube) " + NEXT_TO_STACK + ") (destination: "
            "(spatial-relation: (relation: above) (entity: (color: yellow) (type: cube) " + NEXT_TO_STACK + "))))")
    verdict = judged(both)
    assert verdict.coherent and verdict.move.target == (0, 7, 1)
    assert sorted(verdict.loosened) == ["red cube next to the blue stack", "yellow cube next to the blue stack"]


def test_the_organisers_rules_are_never_lenient():
    assert not judged(take(f"(color: red) (type: cube) {NEXT_TO_STACK}"), physics=OFFICIAL).coherent
