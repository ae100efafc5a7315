"""Reading the Robot Commands Treebank in its SemEval-2014 Task 6 release format.

A release directory holds `commands.txt` (id, scene, text), `annotation.txt`
(id, "rcl", tree with token alignments) and `configuration.txt` (the board
layouts).  The data has no redistribution licence, so it is read from where
the user keeps it, never copied:

    tb = load_treebank()            # --treebank DIR, $RCL_TREEBANK or ../shared/treebank
    for cmd in tb.split("dev"):
        before, after = tb.scene(cmd.scene)

    before, after = read_scene(8)   # one scene's layouts alone, without reading the commands
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from rcl import locations
from rcl.errors import RCLSyntaxError, TreebankError
from rcl.model import Node
from rcl.shape import Shape
from rcl.reader import read_rcl

ENV_VAR = locations.variable("treebank")
FILES = ("commands.txt", "annotation.txt", "configuration.txt")
SPLITS = ("train", "dev", "train-dev", "eval", "all")
#: Size of the training portion; a full release has 3,409 commands, the rest being eval.
TRAINING_SIZE = 2500
DEV_EVERY = 5
GROUPS, IMAGES = 125, 5
SCENES = GROUPS * (IMAGES - 1) * 2

COLOR_CODES = {"B": "blue", "C": "cyan", "R": "red", "Y": "yellow", "G": "green",
               "M": "magenta", "X": "gray", "W": "white"}
SHAPE_CODES = {"1": "cube", "2": "prism"}

WHERE_TO_GET = ("The Robot Commands Treebank (SemEval-2014 Task 6, by Kais Dukes) can be obtained from the "
                "task's page, http://alt.qcri.org/semeval2014/task6/ (the full 3,409-command release), or from "
                "the Train Robots project, http://www.trainrobots.com; point --treebank or "
                f"${ENV_VAR} at the directory holding {', '.join(FILES)}.")


@dataclass(frozen=True)
class Command:
    """One treebank command with its gold tree (alignments included)."""

    id: int
    scene: int
    text: str
    tree: Node
    #: 1-based position in commands.txt: what the splits are defined on.
    position: int

    @property
    def words(self) -> list[str]:
        """The whitespace tokens that `(token: i)` alignments index (1-based)."""
        return self.text.split()

    @cached_property
    def gold(self) -> Node:
        """The gold tree without alignments: what exact match compares."""
        return self.tree.strip_tokens()


@dataclass(frozen=True)
class Layout:
    """One board image as written in configuration.txt."""

    group: int
    image: int
    gripper: tuple[int, int, int]
    closed: bool
    shapes: tuple[Shape, ...]


def scene_images(number: int) -> tuple[int, int, int]:
    """(group, before-image, after-image) of a scene number, by the release's numbering.

    >>> scene_images(1), scene_images(2), scene_images(8), scene_images(9)
    ((1, 1, 2), (1, 2, 1), (1, 5, 1), (2, 1, 2))
    """
    if not 1 <= number <= SCENES:
        raise TreebankError(f"scene {number} does not exist; scenes are numbered 1 to {SCENES}")
    index = number - 1
    group, k = divmod(index, (IMAGES - 1) * 2)
    other = k // 2 + 2
    return (group + 1, 1, other) if k % 2 == 0 else (group + 1, other, 1)


def find_treebank(path: str | os.PathLike | None = None) -> Path:
    """The treebank directory: `path`, else $RCL_TREEBANK, else ../shared/treebank if present."""
    given = locations.setting("treebank", path)
    if given is None:
        found = locations.shared("treebank", marker="commands.txt")
        if found is None:
            raise TreebankError(f"no treebank given and none found at ../shared/treebank. {WHERE_TO_GET}")
        return found
    origin = "--treebank" if path is not None else f"${ENV_VAR}"
    target = Path(given)
    if not target.is_dir():
        raise TreebankError(f"{origin} points to {target}, which is not a directory. {WHERE_TO_GET}")
    if not (target / "commands.txt").is_file():
        raise TreebankError(f"{origin} points to {target}, which has no commands.txt. {WHERE_TO_GET}")
    return target


class Treebank:
    """The commands, gold trees and layouts of one release directory."""

    def __init__(self, root: Path, commands: list[Command], layouts: dict[tuple[int, int], Layout]):
        self.root = root
        self.commands = commands
        self.layouts = layouts
        self._by_id = {c.id: c for c in commands}

    def __len__(self) -> int:
        return len(self.commands)

    def __repr__(self) -> str:
        return f"<Treebank {self.root} commands={len(self.commands)} layouts={len(self.layouts)}>"

    def command(self, command_id: int) -> Command:
        try:
            return self._by_id[command_id]
        except KeyError:
            raise TreebankError(f"no command with id {command_id} in {self.root}") from None

    def layout(self, group: int, image: int) -> Layout:
        return _layout(self.layouts, group, image)

    def scene(self, number: int) -> tuple[Layout, Layout]:
        """The (before, after) layouts of a scene number."""
        group, before, after = scene_images(number)
        return self.layout(group, before), self.layout(group, after)

    def split(self, name: str) -> list[Command]:
        """The commands of a split: train, dev, train-dev, eval or all."""
        training = [c for c in self.commands if c.position <= TRAINING_SIZE]
        if name == "train":
            return training
        if name == "dev":
            return [c for c in training if c.position % DEV_EVERY == 0]
        if name == "train-dev":
            return [c for c in training if c.position % DEV_EVERY != 0]
        if name == "all":
            return list(self.commands)
        if name == "eval":
            held_out = [c for c in self.commands if c.position > TRAINING_SIZE]
            if not held_out:
                raise TreebankError(
                    f"{self.root} holds {len(self.commands)} commands, only the training portion: "
                    f"the eval split (commands after the first {TRAINING_SIZE}) comes with the full "
                    "3,409-command SemEval-2014 Task 6 release")
            return held_out
        raise TreebankError(f"unknown split '{name}'; expected one of {', '.join(SPLITS)}")


_CACHE: dict[Path, Treebank] = {}


def load_treebank(path: str | os.PathLike | None = None) -> Treebank:
    """Read (once per process) the treebank found by `find_treebank`."""
    root = find_treebank(path).resolve()
    if root not in _CACHE:
        for name in FILES:
            if not (root / name).is_file():
                raise TreebankError(f"{root / name} is missing; a release holds {', '.join(FILES)}")
        commands = _read_commands(root)
        layouts = _read_layouts(root / "configuration.txt")
        _CACHE[root] = Treebank(root, commands, layouts)
    return _CACHE[root]


def read_scene(number: int, path: str | os.PathLike | None = None) -> tuple[Layout, Layout]:
    """The (before, after) layouts of one scene, read from configuration.txt alone.

    A tool given `--scene-id N` needs two boards, not 2,500 parsed gold trees: only the
    blocks of the scene's group are read (a treebank already loaded is used as it is).
    """
    group, before, after = scene_images(number)
    root = find_treebank(path).resolve()
    if root in _CACHE:
        return _CACHE[root].scene(number)
    config = root / "configuration.txt"
    if not config.is_file():
        raise TreebankError(f"{config} is missing; a release holds {', '.join(FILES)}")
    layouts = _read_layouts(config, group=group)
    return _layout(layouts, group, before), _layout(layouts, group, after)


def _layout(layouts: dict[tuple[int, int], Layout], group: int, image: int) -> Layout:
    """One layout of `layouts`; a TreebankError naming it when configuration.txt lacks it."""
    try:
        return layouts[(group, image)]
    except KeyError:
        raise TreebankError(f"configuration.txt has no layout for group {group}, image {image}") from None


def _text(path: Path) -> str:
    """The file's text; a TreebankError naming the file (and line) if it cannot be read."""
    try:
        data = path.read_bytes()
    except OSError as e:
        raise TreebankError(f"{path}: cannot be read: {e.strerror}") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise TreebankError(f"{path.name}:{line}: not UTF-8 text ({e.reason} at byte {e.start})") from None


def _lines(path: Path):
    """(line number, stripped line) of each non-blank line; CRLF and stray spaces tolerated."""
    text = _text(path)
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if line:
            yield number, line


def _fields(path: Path, number: int, line: str, count: int, what: str) -> list[str]:
    fields = [f.strip() for f in line.split("\t")]
    if len(fields) != count:
        raise TreebankError(f"{path.name}:{number}: expected {count} tab-separated fields ({what}), "
                            f"found {len(fields)}")
    return fields


def _int(path: Path, number: int, value: str, what: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise TreebankError(f"{path.name}:{number}: {what} must be an integer, not {value!r}") from None


def _read_commands(root: Path) -> list[Command]:
    cpath, apath = root / "commands.txt", root / "annotation.txt"
    texts, first_line = [], {}
    for number, line in _lines(cpath):
        cid, scene, text = _fields(cpath, number, line, 3, "id, scene, text")
        ident = _int(cpath, number, cid, "the id")
        if ident in first_line:
            raise TreebankError(f"{cpath.name}:{number}: id {ident} appears twice (first on line {first_line[ident]})")
        first_line[ident] = number
        texts.append((ident, _int(cpath, number, scene, "the scene"), text, number))
    if not texts:
        raise TreebankError(f"{cpath} holds no commands; a release lists one command per line: id, scene, text")
    trees = []
    for number, line in _lines(apath):
        cid, kind, rcl = _fields(apath, number, line, 3, "id, 'rcl', tree")
        if kind.lower() != "rcl":
            raise TreebankError(f"{apath.name}:{number}: the second field must be 'rcl', not {kind!r}")
        try:
            tree = read_rcl(rcl)
        except RCLSyntaxError as e:
            raise TreebankError(f"{apath.name}:{number}: column {e.column}: {e.args[0].split(': ', 1)[-1]}") from None
        trees.append((_int(apath, number, cid, "the id"), tree, number))
    if len(texts) != len(trees):
        raise TreebankError(f"commands.txt has {len(texts)} commands but annotation.txt {len(trees)} trees")
    commands = []
    for position, ((cid, scene, text, cline), (aid, tree, aline)) in enumerate(zip(texts, trees), 1):
        if cid != aid:
            raise TreebankError(f"commands.txt:{cline} has id {cid} but annotation.txt:{aline} has id {aid}; "
                                "the two files must list the same ids in the same order")
        if not 1 <= scene <= SCENES:
            raise TreebankError(f"commands.txt:{cline}: scene {scene} is outside 1..{SCENES}")
        commands.append(Command(cid, scene, text, tree, position))
    return commands


def _read_layouts(path: Path, group: int | None = None) -> dict[tuple[int, int], Layout]:
    """The layouts of configuration.txt by (group, image); with `group`, that group's alone."""
    layouts: dict[tuple[int, int], Layout] = {}
    text = _text(path)
    block: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines() + [""], 1):
        line = line.strip()
        if line:
            block.append((number, line))
        elif block:
            if group is not None and _block_group(path, block) != group:
                block = []
                continue
            layout = _read_layout(path, block)
            key = (layout.group, layout.image)
            if key in layouts:
                raise TreebankError(f"{path.name}:{block[0][0]}: layout group {key[0]} image {key[1]} appears twice")
            layouts[key] = layout
            block = []
    return layouts


def _block_group(path: Path, block: list[tuple[int, str]]) -> int:
    """The group number in a layout block's header line (checked as the full read checks it)."""
    number, header = block[0]
    return _int(path, number, _fields(path, number, header, 2, "group, image")[0], "group/image")


def _read_layout(path: Path, block: list[tuple[int, str]]) -> Layout:
    (hnum, header), (gnum, gripper), *shape_lines = block if len(block) >= 2 else (block + [(block[0][0], "")])
    group, image = (_int(path, hnum, v, "group/image") for v in _fields(path, hnum, header, 2, "group, image"))
    gx, gy, gz, flag = _fields(path, gnum, gripper, 4, "gripper x, y, z, O|C")
    if flag not in ("O", "C"):
        raise TreebankError(f"{path.name}:{gnum}: gripper state must be O (open) or C (closed), not {flag!r}")
    shapes = []
    for number, line in shape_lines:
        x, y, z, colour, kind = _fields(path, number, line, 5, "x, y, z, colour code, shape")
        if colour not in COLOR_CODES:
            raise TreebankError(f"{path.name}:{number}: unknown colour code {colour!r}; "
                                f"expected one of {''.join(COLOR_CODES)}")
        if kind not in SHAPE_CODES:
            raise TreebankError(f"{path.name}:{number}: unknown shape code {kind!r}; expected 1 (cube) or 2 (prism)")
        shapes.append(Shape(_int(path, number, x, "x"), _int(path, number, y, "y"), _int(path, number, z, "z"),
                            COLOR_CODES[colour], SHAPE_CODES[kind]))
    return Layout(group, image, (_int(path, gnum, gx, "x"), _int(path, gnum, gy, "y"), _int(path, gnum, gz, "z")),
                  flag == "C", tuple(shapes))
