"""Places said by geometry around landmarks, in the physical mode: a square two counted moves from a
landmark (the landmark of a counted move may be a square of the board, itself counted from a shape).

    front  x=7   .  .  .  .  .  .  .  .
           x=5   .  .  B  .  .  R  .  .     blue cube (5,5,0), red cube (5,2,0)
    back   x=0   .  .  .  .  .  .  .  .
"""

from planner import PHYSICAL, judge
from rcl import read_rcl
from boards import board

BOARD = board("blue cube at 5,5,0", "red cube at 5,2,0")


def test_a_count_from_a_square_counted_from_a_shape_adds_both():
    # one square back from the square one left of the blue cube
    found = judge(read_rcl(
        "(event: (action: move) (entity: (color: red) (type: cube)) (destination: (spatial-relation: (measure: (entity: "
        "(cardinal: 1) (type: tile))) (relation: backward) (entity: (type: tile) (spatial-relation: (measure: (entity: "
        "(cardinal: 1) (type: tile))) (relation: left) (entity: (color: blue) (type: cube)))))))"), BOARD, physics=PHYSICAL)
    assert found.coherent and found.move.target == (4, 6, 0)
