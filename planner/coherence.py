"""Coherence and execution: the planner's public verdicts.

    judge(tree, scene)          -> Verdict(coherent, move, reason, problem), under the organisers' rules
    judge(tree, scene, physics=PHYSICAL)   -> the same, and a real arm could do it
    judge(tree, before, after)  -> the official MoveValidator verdict for a recorded scene
    execute(tree, scene)        -> the next Scene (IncoherentError if the tree is incoherent)

With an after-scene, `judge` is exactly the organisers' planner: the tree's
plan must equal the move read from the two layouts (PLANNER-NOTES 4).
With only the before-scene there are two named modes.  OFFICIAL (the
default, and what rcl-eval's +SP uses, so that +SP figures mean what they
meant to every SemEval system): the organisers' planner plans one move
without giving up, and the move changes something.  Its odd choices stay
(a take ignores the gripper; "above a shape" is the cell on top even if it
is taken).  PHYSICAL adds a real arm's physics: the moved shape is free
(nothing on it), its target is an empty, supported cell on the board, a take
starts with an empty gripper, and the held shape, put somewhere, is carried
there; the REPL judges this way, and `execute` always does.  Every gold tree
of the treebank is coherent in every sense.  An incoherent verdict carries the
failure's parts (`Verdict.problem`): which description failed, in what role,
what it matched or could have meant.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rcl.model import Node
from planner.errors import IncoherentError, Problem
from planner.events import plan
from planner.moves import DirectMove, Drop, Move, Take, format_moves
from planner.physics import OFFICIAL, PHYSICAL, check_physics
from planner.scene import Cell, Scene, Shape, format_cell, on_board
from planner.world import world_of

ARM_TOP = 7


@dataclass(frozen=True)
class Verdict:
    """Whether a tree makes sense in a scene, the move it makes, or why not (`reason`, and
    `problem`: the same in parts a dialogue can act on)."""

    coherent: bool
    move: Move | None = None
    reason: str = ""
    moves: tuple = field(default=(), compare=False)
    problem: Problem | None = field(default=None, compare=False)
    #: The rules it was judged by: OFFICIAL, or PHYSICAL (a real arm could make `move`).
    physics: str = field(default=OFFICIAL, compare=False)
    #: What the planner went by that the words did not say exactly ("you said 2 squares ..."), in plain words.
    notes: tuple[str, ...] = field(default=(), compare=False)
    #: Judged leniently: the descriptions that named nothing as said and were read without one of their modifiers.
    loosened: tuple[str, ...] = field(default=(), compare=False)
    #: What was read as the viewer sees the board ("behind" a shape on its far side): the descriptions that named
    #: nothing as the board names its sides, and the places a place said again put on a shape's other side.
    turned: tuple[str, ...] = field(default=(), compare=False)

    def __str__(self) -> str:
        return f"ok: {self.move}" if self.coherent else f"incoherent: {self.reason}"


def plan_moves(tree: Node, scene: Scene, *, physics: str = OFFICIAL) -> list[Move]:
    """The planner's moves for `tree` in `scene` (IncoherentError if it gives up): the official
    planner's, or with PHYSICAL the held shape put somewhere is carried there."""
    return plan(tree, world_of(scene, extended=check_physics(physics) == PHYSICAL), physics=physics)


def judge(tree: Node, scene: Scene, after: Scene | None = None, physics: str = OFFICIAL,
          lenient: bool = False) -> Verdict:
    """The verdict on `tree` in `scene` (and, when given, against the recorded `after` scene).

    Without `after`: under the official rules a tree is coherent when the
    organisers' planner plans it without giving up, as one move that changes
    something (the validator could never match anything else); `physics=PHYSICAL`
    plans a held shape put somewhere as carried there, and asks that a real arm
    could make the move.  With `after` the check is always the organisers'.
    """
    check_physics(physics)
    rules = physics if after is None else OFFICIAL
    world = world_of(scene, extended=rules == PHYSICAL, lenient=lenient)
    world.notes.clear()  # (the world is cached: its notes are this judgement's)
    world.loosened.clear()
    world.turned.clear()
    try:
        moves = plan(tree, world, physics=rules)
        if after is not None:
            check_against(moves, expected_moves(scene, after), scene)
        else:
            check_one_move(moves, scene)
            if physics == PHYSICAL:
                check_feasible(moves[0], scene)
    except IncoherentError as e:
        return Verdict(False, None, e.reason, problem=e.problem, physics=physics)
    return Verdict(True, moves[0] if len(moves) == 1 else None, "", tuple(moves), physics=physics,
                   notes=tuple(world.notes), loosened=tuple(world.loosened), turned=tuple(world.turned))


def execute(tree: Node, scene: Scene) -> Scene:
    """The scene after the command (a real arm's physics); IncoherentError when it makes no sense here."""
    verdict = judge(tree, scene, physics=PHYSICAL)
    if not verdict.coherent:
        raise IncoherentError.of(verdict.problem)
    return apply_move(verdict.move, scene)


def apply_move(move: Move, scene: Scene) -> Scene:
    """The scene after one move.

    take: the shape rises into the gripper, which goes to the top of its column (z = 7);
    drop: the held shape falls to the lowest free height of the gripper's column;
    move: the shape goes to the target cell and the gripper ends above it, open (a held
    shape carried somewhere is released there).
    """
    shape = scene.held if isinstance(move, Drop) else scene.at(*move.source)
    x, y, z = landing(move, scene)
    if isinstance(move, Take):
        return scene.replace(shape, shape.at(x, y, z), gripper=(x, y, z))
    if isinstance(move, Drop):
        return scene.replace(shape, shape.at(x, y, z))
    gripper = (x, y, ARM_TOP) if z < ARM_TOP else scene.gripper
    return scene.replace(shape, shape.at(x, y, z), gripper=gripper)


def landing(move: Move, scene: Scene) -> Cell:
    """The cell the moved shape ends in: the gripper's, at the top of its column, for a take; the
    lowest free one under the gripper for a drop; the target for a move."""
    if isinstance(move, Take):
        return (move.source[0], move.source[1], ARM_TOP)
    if isinstance(move, Drop):
        x, y, _ = scene.gripper
        return (x, y, scene.drop_height(x, y))
    return move.target


def check_one_move(moves: list[Move], scene: Scene) -> None:
    """Raise unless the plan is one move that changes something (a command describes one)."""
    if len(moves) != 1:
        raise IncoherentError(f"the command asks for {len(moves)} separate moves ({format_moves(moves)}) "
                              "against the same board; a command describes one")
    move = moves[0]
    if isinstance(move, DirectMove) and move.target == move.source:
        shape = scene.at(*move.source)
        raise IncoherentError(f"the {shape.name if shape else 'shape'} is already at {format_cell(move.target)}")


def check_feasible(move: Move, scene: Scene) -> None:
    """Raise unless a real arm could make the move (the physical mode's extra checks)."""
    if isinstance(move, Drop):
        x, y, _ = scene.gripper
        _check_support(scene.held, (x, y, scene.drop_height(x, y)), scene)
        return
    shape = scene.at(*move.source)
    if shape is None:
        raise IncoherentError(f"there is no shape at {format_cell(move.source)} to pick up")
    above = scene.at(shape.x, shape.y, shape.z + 1)
    if above is not None and shape != scene.held:
        raise IncoherentError(f"the {shape.name} at {format_cell(shape.cell)} is under the {above.name}")
    if isinstance(move, Take):
        if scene.held is not None:
            raise IncoherentError(f"the gripper is already holding the {scene.held.name}")
        return
    target = move.target
    if not on_board(*target):
        raise IncoherentError(f"{format_cell(target)} is off the board")
    occupant = scene.at(*target)
    if occupant is not None:
        raise IncoherentError(f"{format_cell(target)} is already taken by the {occupant.name}")
    if target[2] > 0:
        below = target[:2] + (target[2] - 1,)
        if below == move.source:
            raise IncoherentError(f"the {shape.name} would go on top of itself at {format_cell(target)}; "
                                  "the command names no other place")
        if scene.at(*below) is None:
            raise IncoherentError(f"the {shape.name} would float in the air at {format_cell(target)}")
    _check_support(shape, target, scene)


def _check_support(shape: Shape | None, target: tuple[int, int, int], scene: Scene) -> None:
    """Raise when `shape` would land on a prism (its point holds nothing up)."""
    if shape is None or not target[2]:  # on the board (0), or a full column (None: refused elsewhere)
        return
    below = scene.at(target[0], target[1], target[2] - 1)
    if below is not None and below.type == "prism":
        raise IncoherentError(f"the {shape.name} cannot stand on the {below.name} at {format_cell(below.cell)}: "
                              "nothing stays on the point of a prism")


def expected_moves(before: Scene, after: Scene) -> list[Move]:
    """The moves read from a recorded before/after pair (the official MoveValidator)."""
    removed = [s for s in before.shapes if after.at(*s.cell) is None]
    added = [s for s in after.shapes if before.at(*s.cell) is None]
    if len(removed) != len(added):
        raise IncoherentError(f"the scene is inconsistent: {len(removed)} shapes leave and {len(added)} arrive")
    moves: list[Move] = []
    for shape in removed:
        partner = next((s for s in added if (s.color, s.type) == (shape.color, shape.type)), None)
        if partner is None:
            raise IncoherentError(f"the scene is inconsistent: the {shape.name} leaves but none arrives")
        if shape == before.held:
            moves.append(Drop())
        elif partner.z > 0 and after.at(partner.x, partner.y, partner.z - 1) is None:
            moves.append(Take(shape.cell))
        else:
            moves.append(DirectMove(shape.cell, partner.cell))
    return moves


def check_against(planned: list[Move], expected: list[Move], before: Scene) -> None:
    """Raise unless the planned moves are the recorded ones (PLANNER-NOTES 4, Comparison)."""
    if len(planned) == 1 and isinstance(planned[0], DirectMove) and planned[0].source == planned[0].target:
        raise IncoherentError(f"the shape at {format_cell(planned[0].source)} would stay where it is")
    if (len(expected) == 1 and isinstance(expected[0], Drop) and len(planned) == 1
            and isinstance(planned[0], DirectMove) and before.held is not None
            and planned[0].source == before.gripper
            and planned[0].target == world_of(before).drop_position(*before.gripper[:2])):
        return
    if planned != expected:
        raise IncoherentError(f"the command would {format_moves(planned) or 'do nothing'}, "
                              f"but the scene shows {format_moves(expected) or 'nothing'}")
