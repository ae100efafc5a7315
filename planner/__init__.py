"""planner: a spatial planner for the robot arm's board (SemEval-2014 Task 6).

It reproduces the organisers' planner (../shared/treebank/PLANNER-NOTES.md):
what an RCL entity denotes in a scene, whether a command makes sense there,
and the scene it leads to.

    >>> from rcl import read_rcl
    >>> from planner import Scene, Shape, judge, execute
    >>> scene = Scene((Shape(0, 7, 0, "red", "cube"), Shape(0, 7, 1, "green", "prism")), (3, 3, 7))
    >>> tree = read_rcl("(event: (action: take) (entity: (color: green) (type: prism)))")
    >>> print(judge(tree, scene))
    ok: take 0,7,1
    >>> execute(tree, scene).held.name
    'green prism'
    >>> print(judge(read_rcl("(event: (action: take) (entity: (color: blue) (type: cube)))"), scene))
    incoherent: there is no blue cube
"""

from planner.coherence import OFFICIAL, PHYSICAL, PHYSICS, Verdict, apply_move, execute, expected_moves, judge, plan_moves
from planner.errors import IncoherentError, SceneFormatError
from planner.grounding import ground
from planner.moves import DirectMove, Drop, Move, Take, parse_move
from planner.scene import Scene, Shape, scene_from_layout
from planner.sceneio import check_scene, dump_scene, dumps_scene, load_scene, loads_scene
from planner.world import World, world_of

__all__ = [
    "Scene", "Shape", "scene_from_layout", "load_scene", "loads_scene", "dump_scene", "dumps_scene", "check_scene",
    "judge", "execute", "Verdict", "plan_moves", "expected_moves", "apply_move", "OFFICIAL", "PHYSICAL", "PHYSICS",
    "Move", "Take", "Drop", "DirectMove", "parse_move", "ground", "World", "world_of",
    "IncoherentError", "SceneFormatError",
]

