"""Commands the command grammar says on treebank boards, checked by the planner: the back-off's lessons
in the language people use, beside the treebank's own commands.

For each board, moves a real arm could make are drawn (take a free shape, put
down the held one, move a shape onto a cube, next to another, into a corner,
a counted number of squares); each becomes an RCL tree whose descriptions pick
out that shape and that place (`rcl.app.training.describe`), the planner
checks that the tree makes exactly that move, and the command grammar
(`fallback_pcfg.English`) says it in words aligned to the tree's leaves.

    commands = generate(treebank, per_board=8, seed=1, reserved=reserved_scenes())
    commands[0].text, commands[0].tree    # a command and its aligned tree, like a treebank command

Deterministic: the same boards, count and seed give the same commands.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from importlib import resources
from typing import Iterable

from fallback_pcfg import English, PCFGError
from planner import DirectMove, Drop, Move, Scene, Take, apply_move, landing, scene_from_layout
from planner.coherence import check_feasible
from planner.errors import IncoherentError
from planner.scene import SIZE
from rcl.app.training.describe import OBJECT, entity, place_descriptions, plain, reaches, shape_descriptions
from rcl.model import Branch, Leaf, Node
from rcl.treebank import SCENES, Treebank, scene_images

#: The kinds of command drawn, and how often.
KINDS = {"take": 3, "drop": 1, "onto": 3, "beside": 3, "corner": 1, "measure": 2}
#: How often a board gets a shape in the gripper first (for drops and carried moves).
HOLD = 0.25
#: How often a move is said as "take X and put it ...".
TWO_STEPS = 0.3


@dataclass(frozen=True)
class GeneratedCommand:
    """A command the grammar said, with its tree aligned to its words."""

    text: str
    tree: Node
    scene: int
    #: The take made on the board first, so that the gripper holds a shape ("" when none was).
    setup: str = ""


def generate(treebank: Treebank, per_board: int, seed: int, reserved: Iterable[int] = ()) -> list[GeneratedCommand]:
    """Up to `per_board` planner-checked commands on each distinct before-board of the treebank's scenes,
    leaving out the boards of the `reserved` scenes (and every scene that starts from one of them)."""
    kept_out = {_board_key(treebank, number) for number in reserved}
    boards: dict[tuple, int] = {}
    for number in range(1, SCENES + 1):
        boards.setdefault(_board_key(treebank, number), number)
    found: list[GeneratedCommand] = []
    for key, number in boards.items():
        if key in kept_out:
            continue
        rng = random.Random(f"{seed}:{number}")
        english = English(rng)
        before, _ = treebank.scene(number)
        board = scene_from_layout(before)
        for _ in range(per_board):
            command = _one(board, rng, english)
            if command is not None:
                found.append(GeneratedCommand(*command[:2], number, command[2]))
    return found


def reserved_scenes() -> list[int]:
    """The scenes whose boards generation leaves out (rcl/app/training/reserved-scenes.txt)."""
    text = resources.files("rcl.app.training").joinpath("reserved-scenes.txt").read_text(encoding="utf-8")
    return [int(n) for line in text.splitlines() if not line.startswith("#") for n in line.split()]


def _board_key(treebank: Treebank, number: int) -> tuple:
    group, before, _ = scene_images(number)
    return group, before


def _one(board: Scene, rng: random.Random, english: English) -> tuple[str, Node, str] | None:
    scene, setup = board, ""
    if scene.held is None and rng.random() < HOLD:
        takes = moves("take", scene)
        if takes:
            first = rng.choice(takes)
            scene, setup = apply_move(first, scene), str(first)
    kind = rng.choices(list(KINDS), list(KINDS.values()))[0]
    if kind == "take" and scene.held is not None:
        kind = "drop"
    candidates = moves(kind, scene)
    if not candidates:
        return None
    move = rng.choice(candidates)
    tree, held = _tree(move, scene, rng)
    if tree is None:
        return None
    try:
        said = english.say(tree, held)
    except PCFGError:
        return None
    if not reaches(said.tree.strip_tokens(), scene, move):  # the grammar may say "one" for a repeated type
        return None
    return said.text, said.tree, setup


def _tree(move: Move, scene: Scene, rng: random.Random) -> tuple[Node | None, Branch | None]:
    """An RCL tree making `move`, and the entity in it that names the held shape (None: none does)."""
    if isinstance(move, Take):
        shape = scene.at(*move.source)
        what = next(shape_descriptions(shape, scene, OBJECT, rng), None)
        return (Branch("event", (Leaf("action", "take"), what)) if what is not None else None), None
    held = scene.held
    if isinstance(move, Drop):
        what = _held(held, rng)
        return Branch("event", (Leaf("action", "drop"), what)), what
    shape = scene.at(*move.source)
    place = next(place_descriptions(shape, landing(move, scene), scene, rng), None)
    if place is None:
        return None, None
    destination = Branch("destination", (place,))
    if shape == held:
        what = _held(held, rng)
        return Branch("event", (Leaf("action", "drop"), what, destination)), what
    what = next(shape_descriptions(shape, scene, OBJECT, rng), None)
    if what is None:
        return None, None
    if rng.random() < TWO_STEPS:
        taken = Branch("entity", (Leaf("id", "1"),) + what.children)
        it = entity(Leaf("type", "reference"), Leaf("reference-id", "1"))
        return Branch("sequence", (Branch("event", (Leaf("action", "take"), taken)),
                                   Branch("event", (Leaf("action", "drop"), it, destination)))), None
    return Branch("event", (Leaf("action", "move"), what, destination)), None


def _held(shape, rng: random.Random) -> Branch:
    """The held shape as people name it: by colour and type, sometimes by type alone."""
    return entity(*plain(shape)) if rng.random() < 0.8 else entity(Leaf("type", shape.type))


def moves(kind: str, scene: Scene) -> list[Move]:
    """Every move of a kind a real arm could make on `scene` (the held shape is the one moved, if any)."""
    held = scene.held
    free = sorted(s for s in scene.resting if scene.at(s.x, s.y, s.z + 1) is None)
    if kind == "take":
        return [] if held else [Take(s.cell) for s in free]
    if kind == "drop":
        return [Drop()] if held else []
    columns = {(s.x, s.y) for s in scene.resting}
    empty = sorted({(x, y) for x in range(SIZE) for y in range(SIZE)} - columns)
    corners = {(0, 0), (0, SIZE - 1), (SIZE - 1, 0), (SIZE - 1, SIZE - 1)}
    found: list[Move] = []
    for shape in ([held] if held else free):
        home = (shape.x, shape.y)
        if kind == "onto":
            targets = [(t.x, t.y, t.z + 1) for t in free if t != shape and t.type == "cube" and (t.x, t.y) != home]
        elif kind == "beside":
            targets = [(x, y, 0) for x, y in empty if (x, y) != home and any(
                (x + dx, y + dy) in columns - {home} for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0)))]
        elif kind == "corner":
            targets = [(x, y, scene.drop_height(x, y)) for x, y in sorted(corners) if (x, y) != home
                       and scene.drop_height(x, y) is not None]
        else:
            targets = [(shape.x + dx * n, shape.y + dy * n, 0) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                       for n in (1, 2, 3) if (shape.x + dx * n, shape.y + dy * n) in empty]
        found += [DirectMove(shape.cell, target) for target in targets]
    return [m for m in found if _feasible(m, scene)]


def _feasible(move: Move, scene: Scene) -> bool:
    try:
        check_feasible(move, scene)
    except IncoherentError:
        return False
    return True
