"""Towers named by colour in the physical mode: a tower is mostly of the colour said by its cubes, the pyramid
on top only caps it ("the gray tower with the cyan pyramid" of a green cube under two gray ones).

    x=4   GXXc  GX  .      green, gray, gray, cyan prism (4,7); green, gray (4,6)
"""

from planner.grounding import ground
from planner.world import World
from rcl import read_rcl
from boards import board

BOARD = board("green cube at 4,7,0", "gray cube at 4,7,1", "gray cube at 4,7,2", "cyan prism at 4,7,3",
              "green cube at 4,6,0", "gray cube at 4,6,1", gripper=(4, 4, 7))


def towers(entity: str) -> list[tuple[int, int]]:
    return sorted({t.base for t in ground(read_rcl(entity), World(BOARD, extended=True)) if not t.headless})


def test_a_tower_is_mostly_of_the_colour_of_its_cubes_whatever_caps_it():
    # (of the green and gray one beside it, half is not mostly)
    assert towers("(entity: (color: gray) (type: stack))") == [(4, 7)]
