"""Goals on treebank boards for the grounded benchmark: one shape goes somewhere, reproducibly.

    python bench/grounded/tasks.py [--treebank DIR] [--count 120] [--seed 2026] > bench/grounded/tasks.json
    python bench/grounded/tasks.py --count 60 --seed 2027 --half C --prefix c \
        --exclude bench/grounded/tasks.json > bench/grounded/tasks-c.json     # more to develop on

A task is a board (a treebank scene's before-layout, by number, maybe after a
setup move that puts a shape in the gripper) and one move a real arm can make
there, under the planner's physical rules:

- take     pick up a free shape and hold it;
- drop     put the held shape down where the gripper is;
- onto     put a shape on top of a cube;
- beside   put a shape on an empty square next to another shape (a landmark names it);
- corner   put a shape in an empty corner;
- measure  move a shape 1 to 3 squares left, right, forward or back, to an empty square.

Where the gripper holds a shape, the goals other than `drop` carry that shape.
The task records the layout its goal leaves as a digest of the after-board
(`layout_digest`), so a scorer can check that executing a command leaves
exactly that board; the boards themselves stay in the treebank (no
redistribution licence: only scene numbers and moves are written here).
`--verify FILE` checks that every task of a file is still a reachable goal of its
kind leaving the recorded layout. (The committed task files were drawn before
the generator ordered shapes by cell; a run then depended on Python's hash
seed, so they are checked with --verify rather than regenerated.)
Tasks are split in two halves by task ("A" to develop on, "B" held out).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

from planner import DirectMove, Drop, IncoherentError, Move, Scene, Take, apply_move, parse_move, scene_from_layout
from planner.coherence import check_feasible
from planner.scene import SIZE
from rcl.shape import Shape
from rcl.treebank import load_treebank

#: How often each kind of goal is drawn (shares of the tasks).
KINDS = {"take": 15, "drop": 10, "onto": 22, "beside": 18, "corner": 13, "measure": 22}
#: Of the boards the gripper holds nothing on, how many get a shape put in the gripper first.
SETUP_HOLD = 0.12
CORNERS = ((0, 0), (0, SIZE - 1), (SIZE - 1, 0), (SIZE - 1, SIZE - 1))
#: Measured moves: direction name -> (dx, dy) in board coordinates (x forward, y left).
DIRECTIONS = {"forward": (1, 0), "backward": (-1, 0), "left": (0, 1), "right": (0, -1)}


@dataclass(frozen=True)
class Task:
    """One goal: the board (scene number and setup move) and the move that reaches it."""

    id: str
    half: str
    scene: int
    #: A move made before the goal (a take, so that the gripper holds a shape), or "".
    setup: str
    kind: str
    move: str
    #: The moved shape's colour and type, for the reports.
    shape: str
    #: sha1 of the after-board (`layout_key`): what executing a right command leaves.
    layout_digest: str


def layout_key(scene: Scene) -> str:
    """The board as the benchmark compares it: resting shapes, and the held one with its column."""
    resting = sorted(f"{s.x},{s.y},{s.z},{s.color},{s.type}" for s in scene.resting)
    held = scene.held
    hand = f"{held.color},{held.type}@{held.x},{held.y}" if held is not None else "-"
    return ";".join(resting) + "|" + hand


def digest(scene: Scene) -> str:
    return hashlib.sha1(layout_key(scene).encode()).hexdigest()[:16]


def board(task: Task, treebank=None) -> Scene:
    """The board a task starts from (the scene's before-layout, after its setup move)."""
    before, _ = (treebank or load_treebank()).scene(task.scene)
    scene = scene_from_layout(before)
    return apply_move(parse_move(task.setup), scene) if task.setup else scene


def goal(task: Task, treebank=None) -> Scene:
    """The board the task's goal leaves."""
    return apply_move(parse_move(task.move), board(task, treebank))


def free_shapes(scene: Scene) -> list[Shape]:
    """Shapes nothing stands on, the held one left out, in the order of their cells (a scene keeps its
    shapes in a set, whose order changes from run to run)."""
    return sorted((s for s in scene.resting if scene.at(s.x, s.y, s.z + 1) is None), key=lambda s: s.cell)


def empty_columns(scene: Scene) -> set[tuple[int, int]]:
    used = {(s.x, s.y) for s in scene.resting}
    return {(x, y) for x in range(SIZE) for y in range(SIZE)} - used


def candidates(kind: str, scene: Scene) -> list[Move]:
    """Every move of a kind a real arm could make on `scene`."""
    held = scene.held
    if kind == "take":
        return [] if held else [Take(s.cell) for s in free_shapes(scene)]
    if kind == "drop":
        return [Drop()] if held else []
    movers = [held] if held else free_shapes(scene)
    empty = empty_columns(scene)
    columns = {(s.x, s.y) for s in scene.resting}
    moves: list[Move] = []
    for shape in movers:
        home = (shape.x, shape.y)
        if kind == "onto":
            targets = [(t.x, t.y, t.z + 1) for t in free_shapes(scene)
                       if t != shape and t.type == "cube" and (t.x, t.y) != home and t.z < 3]
        elif kind == "beside":
            targets = [(x, y, 0) for x, y in sorted(empty) if (x, y) != home and (x, y) not in CORNERS
                       and any((x + dx, y + dy) in columns - {home} for dx, dy in DIRECTIONS.values())]
        elif kind == "corner":
            targets = [(x, y, 0) for x, y in CORNERS if (x, y) in empty and (x, y) != home]
        else:  # measure
            targets = [(shape.x + dx * n, shape.y + dy * n, 0) for dx, dy in DIRECTIONS.values() for n in (1, 2, 3)
                       if (shape.x + dx * n, shape.y + dy * n) in empty]
        moves += [DirectMove(shape.cell, target) for target in targets]
    return [m for m in moves if _feasible(m, scene)]


def _feasible(move: Move, scene: Scene) -> bool:
    try:
        check_feasible(move, scene)
    except IncoherentError:
        return False
    return True


def generate(count: int, seed: int, treebank=None, exclude: frozenset[int] = frozenset(), half: str = "",
             prefix: str = "g") -> list[Task]:
    """`count` tasks on distinct scenes (none of `exclude`), drawn with `random.Random(seed)`, the
    kinds in the proportions of `KINDS`; in halves A and B, or all in `half` when it is given."""
    treebank = treebank or load_treebank()
    rng = random.Random(seed)
    scenes = [n for n in range(1, 1001) if n not in exclude]
    rng.shuffle(scenes)
    total = sum(KINDS.values())
    kinds = [kind for kind, weight in KINDS.items() for _ in range(round(count * weight / total))]
    kinds = (kinds + [rng.choice(list(KINDS)) for _ in range(count)])[:count]
    rng.shuffle(kinds)
    tasks: list[Task] = []
    unused = iter(scenes)
    for index, kind in enumerate(kinds):
        for number in unused:
            before, _ = treebank.scene(number)
            scene, setup = scene_from_layout(before), ""
            if scene.held is None and (kind == "drop" or kind != "take" and rng.random() < SETUP_HOLD):
                takes = candidates("take", scene)
                if not takes:
                    continue
                setup_move = rng.choice(takes)
                setup, scene = str(setup_move), apply_move(setup_move, scene)
            moves = candidates(kind, scene)
            if moves:
                break
        else:
            raise ValueError(f"the treebank has too few scenes for {count} tasks")
        move = rng.choice(moves)
        shape = scene.held if isinstance(move, Drop) else scene.at(*move.source)
        side = half or "AB"[sum(t.kind == kind for t in tasks) % 2]  # each kind alike in both halves
        tasks.append(Task(f"{prefix}{index + 1:03d}", side, number, setup, kind, str(move), shape.name,
                          digest(apply_move(move, scene))))
    return tasks


def verify(tasks: list[Task], treebank=None) -> list[str]:
    """What is wrong with `tasks`: each must be a move of its kind a real arm can make on its board (after
    its setup), leaving the layout it records. Empty when every task holds."""
    treebank = treebank or load_treebank()
    problems = []
    for task in tasks:
        scene = board(task, treebank)
        move = parse_move(task.move)
        if str(move) not in {str(m) for m in candidates(task.kind, scene)}:
            problems.append(f"{task.id}: '{task.move}' is not a {task.kind} goal a real arm can reach on scene {task.scene}")
        elif digest(apply_move(move, scene)) != task.layout_digest:
            problems.append(f"{task.id}: the goal leaves another layout than the one recorded")
    return problems


def load_tasks(path: str | Path) -> list[Task]:
    return [Task(**row) for row in json.loads(Path(path).read_text(encoding="utf-8"))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--treebank", help="the treebank release (default: $RCL_TREEBANK or ../shared/treebank)")
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--exclude", nargs="*", default=[], metavar="TASKS",
                        help="task files whose scenes the new tasks leave out")
    parser.add_argument("--half", default="", help="put every task in this half (e.g. C, more to develop on)")
    parser.add_argument("--prefix", default="g", help="the tasks' names begin with it (default g: g001 ...)")
    parser.add_argument("--verify", metavar="TASKS", help="check a task file against the treebank instead")
    args = parser.parse_args(argv)
    if args.verify:
        problems = verify(load_tasks(args.verify), load_treebank(args.treebank))
        print("\n".join(problems) or f"every task in {args.verify} holds")
        return 1 if problems else 0
    exclude = frozenset(t.scene for path in args.exclude for t in load_tasks(path))
    tasks = generate(args.count, args.seed, load_treebank(args.treebank), exclude, args.half, args.prefix)
    json.dump([asdict(t) for t in tasks], sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
