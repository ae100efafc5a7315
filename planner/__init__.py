"""planner: a spatial planner for the robot arm's board (SemEval-2014 Task 6).

It reproduces the organisers' planner (../shared/treebank/PLANNER-NOTES.md):
what an RCL entity denotes in a scene, whether a command makes sense there,
and the scene it leads to.

    >>> from rcl import read_rcl
    >>> from planner import Scene, Shape, judge, execute, name_shape
    >>> scene = Scene((Shape(0, 7, 0, "red", "cube"), Shape(0, 7, 1, "green", "prism")), (3, 3, 7))
    >>> tree = read_rcl("(event: (action: take) (entity: (color: green) (type: prism)))")
    >>> print(judge(tree, scene))
    ok: take 0,7,1
    >>> execute(tree, scene).held.name
    'green prism'
    >>> verdict = judge(read_rcl("(event: (action: take) (entity: (color: blue) (type: cube)))"), scene)
    >>> print(verdict)
    incoherent: there is no blue cube; there is a red cube at (0,7,0)
    >>> verdict.problem.kind, verdict.problem.role, str(verdict.problem.entity), verdict.problem.alternatives
    ('missing', 'what', '(entity: (color: blue) (type: cube))', (Shape(x=0, y=7, z=0, color='red', type='cube'),))
    >>> name_shape(Shape(0, 7, 1, "green", "prism"), scene).words
    'the prism'
"""

from planner.coherence import Verdict, apply_move, check_feasible, execute, expected_moves, judge, landing, plan_moves
from planner.errors import (AMBIGUOUS, COVERED, FROM, MISSING, NEAR, WHAT, WHERE, IncoherentError, Problem,
                            SceneFormatError)
from planner.describe import describe
from planner.grounding import ground
from planner.moves import DirectMove, Drop, Move, Take, parse_move
from planner.naming import Naming, name_shape, place_words, replace_node, shape_words
from planner.physics import OFFICIAL, PHYSICAL, PHYSICS
from planner.scene import Scene, Shape, scene_from_layout
from planner.sceneio import check_scene, dump_scene, dumps_scene, load_scene, loads_scene
from planner.world import World, world_of

__all__ = [
    "Scene", "Shape", "scene_from_layout", "load_scene", "loads_scene", "dump_scene", "dumps_scene", "check_scene",
    "judge", "execute", "Verdict", "plan_moves", "expected_moves", "apply_move", "landing", "check_feasible", "OFFICIAL", "PHYSICAL", "PHYSICS",
    "Move", "Take", "Drop", "DirectMove", "parse_move", "ground", "World", "world_of",
    "IncoherentError", "Problem", "SceneFormatError",
    "MISSING", "AMBIGUOUS", "COVERED", "WHAT", "WHERE", "FROM", "NEAR",
    "Naming", "name_shape", "place_words", "shape_words", "replace_node", "describe",
]

