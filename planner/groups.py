"""Groups of shapes that touch: "the front right corner of the gray block", "the right end of the far
row", "the third one from the right in the inner row".

People name a shape by its place in a group they see on the board: shapes of one
colour and kind standing side by side. A reader says so with a `check` node whose
entity describes the group (never the RCL it prints):

    (check: (kind: group) (entity: (indicator: back) (color: gray) (type: cube)))

A group said with neither colour nor kind ("the far row", "the row near you") says `(type: shape)`: its
shapes are cubes and pyramids alike.

The group is a set of such shapes that touch (side by side or stacked), told apart
from the other groups by the entity's position words (the group farthest back),
"the inner (outer) row" (the one nearest the middle of the board, or farthest from
it), its size ("the long wall") and its descriptions (the group one of whose shapes
fits them: "the row closer to you"). The thing is one of the group's shapes, or a
stack standing on one ("the third stack of the gray wall"); the thing's own position
words then pick it out among them ("front right": the front right corner of the
group), before anything else said of it (planner.grounding).

The same shapes may stand round part of the board: `(check: (kind: inside) (entity: E))` keeps the things
inside the ring the shapes E names stand in ("inside the red wall", "in the enclosure").
"""

from __future__ import annotations

from typing import Callable

from rcl.model import Branch, Leaf
from rcl.vocabulary import SHAPE_TYPES
from planner.checks import ORDER, Filter
from planner.errors import IncoherentError
from planner.world import CENTRE, Thing, World

#: The type a reader's group entity says when the group's kind is not said: any shape.
SHAPE = "shape"


def formation_filter(node: Branch, ground: Callable[[Branch, World], list]) -> Filter:
    """The filter of a check on a formation of shapes: one of a group (`group_filter`), or inside a ring of
    them (`inside_filter`)."""
    return inside_filter(node, ground) if node.value_of("kind") == "inside" else group_filter(node, ground)


def inside_filter(node: Branch, ground: Callable[[Branch, World], list]) -> Filter:
    """The filter of a `(check: (kind: inside) (entity: E))` node: the things inside the ring the shapes E
    names stand in ("inside the red wall", "in the enclosure"), those of its lines of three squares or more.
    A thing is inside when such shapes stand in its row or column on three of its four sides or more (one
    side may have a gap, or be open) and it stands on none of them."""
    entity = node.get("entity")
    if not isinstance(entity, Branch):
        raise IncoherentError("an 'inside' check needs a description")

    def keep(world: World, things: list) -> list:
        if not world.extended:
            raise IncoherentError("the inside of a ring of shapes is not supported by the planner")
        found = list({t.shape: t for t in ground(entity, world) if t.shape is not None}.values())
        walls = {t.base for g in touching(found) if len({t.base for t in g}) >= 3 for t in g}
        return [t for t in things if t.base is not None and t.base not in walls and _walled(t.base, walls) >= 3]
    return keep


def _walled(cell: tuple[int, int], walls: set) -> int:
    """On how many of its four sides a square has a wall square in its row or column."""
    x, y = cell
    return sum(any((x + dx * k, y + dy * k) in walls for k in range(1, 8))
               for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))


def group_filter(node: Branch, ground: Callable[[Branch, World], list]) -> Filter:
    """The filter of a `(check: (kind: group) [(count: N)] (entity: E))` node: the things that are shapes
    of the one group E names (on N squares, when a count is said)."""
    entity = node.get("entity")
    if not isinstance(entity, Branch):
        raise IncoherentError("a 'group' check needs a description")
    kinds = _kinds(entity)
    said_colours = set(entity.values_of("color"))
    colours = [c for c in entity.children if c.tag == "color"]
    # "the red yellow red green row": shapes of any of its colours
    each = [entity.with_children((colour,) + kind) for colour in dict.fromkeys(colours) for kind in kinds] or [
        entity.with_children(kind) for kind in kinds]
    sides = list(entity.values_of("indicator"))
    said = []  # descriptions a shape of the group fits ("the row with the green cube in it")
    sizes = []  # "the long gray wall", "the big block": the largest group
    for child in entity.children:
        where = _side_of(child) if child.tag == "spatial-relation" else None
        if where is not None:
            sides += where  # "the block on the back side", "the row closer to you": where the group is
        elif child.tag == "check" and child.value_of("kind") in ("tallest", "shortest"):
            sizes.append(1 if child.value_of("kind") == "tallest" else -1)
        elif child.tag == "check" and child.value_of("kind") in ("inner", "outer"):
            sides.append("center" if child.value_of("kind") == "inner" else "outer")  # "the inner red row"
        elif child.tag in ("spatial-relation", "check"):
            said.append(child)
            if child.tag == "check" and child.value_of("kind") == "half" and isinstance(child.get("entity"), Branch):
                # "the red wall on the right side": of the groups with shapes in that half, the one farthest that way
                sides += list(child.get("entity").values_of("indicator"))
    described = [entity.with_children(kind + tuple(said)) for kind in kinds]  # a shape of the group: a member
    size = int(node.value_of("count") or 0)  # "the row of three blue cubes": the group on three squares

    def keep(world: World, things: list) -> list:
        if not world.extended:
            raise IncoherentError("groups of shapes ('the end of the row') are not supported by the planner")
        groups = touching(list({t.shape: t for e in each for t in ground(e, world) if t.shape is not None}.values()))
        # (a row or a block lies on several squares: one stack's shapes touch, but they are a stack)
        groups = [g for g in groups if len({t.base for t in g}) > 1] or [g for g in groups if len(g) > 1] or groups
        if len(said_colours) > 1:  # "the red yellow red green row": a group with each of them
            groups = [g for g in groups if said_colours <= {t.shape.color for t in g}]
        if not size and len(groups) > 1 and all(len(g) == 1 for g in groups):
            groups = _lines_of([t for g in groups for t in g]) or groups  # "the near pair": none touch
        if size:
            together = [t for g in groups for t in g]
            # "the left one of the two blue cubes", the two standing apart: all there are, when they are that many;
            # "the near pair of green pyramids", four standing apart in two rows: the rows
            groups = [g for g in groups if len({t.base for t in g}) == size] or (
                [together] if len({t.base for t in together}) == size else _lines_of(together, size))
        if said:
            marked = {t.shape for d in described for t in ground(d, world) if t.shape is not None}
            groups = [g for g in groups if any(t.shape in marked for t in g)]
        groups = extreme_groups(groups, sides)
        for sign in sizes:
            best = max((sign * len(g) for g in groups), default=None)
            groups = [g for g in groups if sign * len(g) == best]
        if len(groups) > 1:
            raise IncoherentError(f"{len(groups)} groups of those shapes match; say which group")
        groups = [side_of_bend(g, sides) for g in groups]
        shapes = {t.shape for g in groups for t in g}
        return [t for t in things if _member(world, t, shapes)]
    return keep


def _lines_of(shapes: list[Thing], size: int | None = None) -> list[list[Thing]]:
    """The shapes in lines of `size` squares each (of two or more, all alike, when no size is said), when all
    of them stand so in rows (or all in columns) of the board: how people see shapes that stand apart as
    pairs or rows; none when they do not."""
    for axis in (0, 1):
        lines: dict[int, list[Thing]] = {}
        for t in shapes:
            if t.base is not None:
                lines.setdefault(t.base[axis], []).append(t)
        sizes = {len({t.base for t in line}) for line in lines.values()}
        if len(lines) > 1 and (sizes == {size} if size else len(sizes) == 1 and min(sizes) > 1):
            return list(lines.values())
    return []


def _kinds(entity: Branch) -> list[tuple[Leaf, ...]]:
    """The type nodes each member of a group entity is grounded with: its own, or for a group said with no kind
    ("the row nearest you": `shape`) cubes and pyramids alike."""
    types = tuple(c for c in entity.children if c.tag == "type")
    if entity.value_of("type") != SHAPE:
        return [types]
    return [(Leaf("type", kind),) for kind in SHAPE_TYPES]


def _member(world: World, thing: Thing, shapes: set) -> bool:
    """Whether a shape is one of the group's, or a stack holds one ("the third stack of the gray wall"
    with a red pyramid on each: the stack of gray cubes and its pyramid; "the other red block's stack":
    the stack that red block tops)."""
    if thing.shape is not None:
        return thing.shape in shapes
    return thing.type == "stack" and any(s in shapes for s in world.scene.column(*thing.base)
                                         if thing.top is None or s.z <= thing.top.z)


def touching(shapes: list[Thing]) -> list[list[Thing]]:
    """The shapes in groups that touch: side by side on one level, or one on another."""
    cells = {t.cell: t for t in shapes}
    groups, seen = [], set()
    for start in sorted(cells):
        if start in seen:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            x, y, z = todo.pop()
            group.append(cells[(x, y, z)])
            for near in ((x + 1, y, z), (x - 1, y, z), (x, y + 1, z), (x, y - 1, z), (x, y, z + 1), (x, y, z - 1)):
                if near in cells and near not in seen:
                    seen.add(near)
                    todo.append(near)
        groups.append(group)
    return groups


def _side_of(relation: Branch) -> list[str] | None:
    """The sides a relation of the group's description names ("in the back", "closer to you": back), or
    None when it describes its shapes instead."""
    landmark = relation.get("entity")
    if relation.get("measure") is not None or not isinstance(landmark, Branch):
        return None
    kind = landmark.value_of("type")
    if kind == "robot" and relation.value_of("relation") == "nearest":
        return ["back"]
    if kind in ("region", "edge", "corner") and landmark.values_of("indicator"):
        return list(landmark.values_of("indicator"))
    return None


def extreme_groups(groups: list[list[Thing]], sides: list[str]) -> list[list[Thing]]:
    """The groups farthest toward the sides said ("the far row", "the block in the back left"), the
    middle one for center (the inner row), the one farthest from it for outer; all of them when no side
    is said."""
    if not sides:
        return groups

    def score(group: list[Thing]) -> float:
        total = 0.0
        for side in sides:
            if side in ("center", "outer"):  # the group nearest the middle of the board, or farthest from it
                away = sum(abs(t.cell[0] - CENTRE[0]) + abs(t.cell[1] - CENTRE[1]) for t in group) / len(group)
                total += away if side == "outer" else -away
            elif side in ORDER:  # the group whose mean coordinate that way is largest, as ordinals count
                axis, sign = ORDER[side]
                total += sign * sum(t.cell["xyz".index(axis)] for t in group) / len(group)
        return total
    best = max(score(g) for g in groups) if groups else None
    return [g for g in groups if score(g) == best]


def side_of_bend(group: list[Thing], sides: list[str]) -> list[Thing]:
    """"The right wall" of walls that run round the board, "the back arm" of an L: a side said of a group that
    bends (whose squares fill less than half the rectangle round them) names its straight part along that side,
    the shapes on its line farthest that way (when two or more stand there); the whole group otherwise (a
    block's or a row's side picks the group among others, not a part of it)."""
    bases = {t.base for t in group if t.base is not None}
    if not bases:
        return group
    spans = [max(b[axis] for b in bases) - min(b[axis] for b in bases) + 1 for axis in (0, 1)]
    if 2 * len(bases) >= spans[0] * spans[1]:
        return group
    for side in sides:
        if side not in ORDER or ORDER[side][0] == "z":
            continue
        axis, sign = "xyz".index(ORDER[side][0]), ORDER[side][1]
        edge = max(sign * b[axis] for b in bases)
        line = [t for t in group if t.base is not None and sign * t.base[axis] == edge]
        if len({t.base for t in line}) > 1:
            group = line
    return group


def group_middle_filter(groups: list[Filter], type: str | None, sided: bool, deep: bool) -> Filter:
    """"the middle cube of the 3x3", "the blue one in the middle of its left side": the middle of the group
    the filters `groups` keep, not of the board. A side said too (`sided`: left or right; `deep`: front or
    back) leaves the middle along the other way only ("the middle of the left side": its middle row)."""
    def keep(world: World, things: list) -> list:
        if not world.extended:
            raise IncoherentError("groups of shapes ('the middle of the block') are not supported by the planner")
        members = list(world.of_type(type)) if type else []
        for step in groups:
            members = step(world, members)
        bases = [t.base for t in members if t.base is not None]
        if not bases:
            return []
        kept = things
        for axis, skip in ((0, deep), (1, sided)):
            low, high = min(b[axis] for b in bases), max(b[axis] for b in bases)
            if skip or low == high:
                continue
            middle = {(low + high) // 2, (low + high + 1) // 2}  # (two middle lines when the group is even)
            kept = [t for t in kept if t.base is not None and t.base[axis] in middle]
        return kept
    return keep
