"""What a description says beyond RCL, checked on the board: `check` nodes and ordinals ("between": planner.gaps).

RCL can name a shape by what it stands on, not by what stands on it; it has
no word for a stack's height or for "not that one".  People say those things
("the gray cube with the red one on top", "the 2-high green stack", "the
plain one, not the one under the blue pyramid"), and the board can check them.
A reader that understands them puts a `check` node in the entity it grounds
(never in the RCL it prints: see `rcl.candidate.Candidate.query`):

    (check: (kind: under) (entity: (color: red) (type: cube)))   something red stands on it
    (check: (kind: under) (count: 2) (entity: ...))              the two shapes on top of it are such
    (check: (kind: bottom) (entity: (color: red) (type: cube)))  its column stands on a red cube
    (check: (kind: bottom) (count: 2) (entity: ...))             its lowest two shapes are such
    (check: (kind: height) (count: 2))                           its column holds 2 shapes
    (check: (kind: tallest)) (check: (kind: shortest))           the tallest (or shortest) column of those meant
    (check: (kind: tallest) (count: 2))                          the second tallest
    (check: (kind: free))                                        nothing stands on it (a stack: nor a pyramid tops it)
    (check: (kind: flat))                                        its column's top is a cube, not a pyramid
    (check: (kind: not) (entity: ...))                           it is none of what that entity names
    (check: (kind: contains) (entity: (color: cyan) (type: cube)))  its column holds a cyan cube
    (check: (kind: line) (count: 2) (entity: (indicator: back) (type: edge)))  in the 2nd row from the back
    (check: (kind: aligned) (entity: (color: red) (type: cube)))  in the same row or column as a red cube
    (check: (kind: group) (entity: (indicator: back) (color: gray) (type: cube)))  one of a group (planner.groups)
    (check: (kind: inside) (entity: (color: red) (type: cube)))   inside the ring red cubes stand in (planner.groups)
    (check: (kind: middle))                                      the middle one of those meant, in a line
    (check: (kind: corner))                                      at a corner of the shapes it stands among
    (check: (kind: apart) (count: 2) (entity: ...))              2 squares from one of those, in its row or column
    (check: (kind: end))                                         at an end of the line those meant stand in
    (check: (kind: end) (count: 2))                              second from an end of it ("the second to last")
    (check: (kind: inner)) (check: (kind: outer))                of those meant, the nearest the middle of the
                                                                 board (the farthest from it): "the inner row"
    (check: (kind: counted) (count: 2) (entity: (color: yellow) (type: cube)))  the 2nd nearest the yellow cube
    (check: (kind: farthest) (entity: (color: blue) (type: prism)))  of those meant, the farthest from a blue pyramid
    (check: (kind: source))                                      the stack the moving shape is taken from (a
                                                                 landmark of its place: see planner.events)
    (check: (kind: halfway) (entity: X) (entity: Y))             on the middle square of the line from an X to a Y
                                                                 (a row, a column or a diagonal)

RCL's ordinal (the organisers' planner gave up on it) counts from a side:
`(ordinal: 2) (indicator: left)` is the second from the left; and "between"
takes two landmarks (`(relation: between) (entity: X) (entity: Y)`): a thing
in the same row or column as both, strictly between them.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable

from rcl.model import Leaf
from planner.errors import IncoherentError
from planner.gaps import gap_filter, spaced_filter
from planner.lines import counted_from, counted_way, each_colour, line_ends
from planner.world import CENTRE, Thing, World

Filter = Callable[[World, list], list]
Compile = Callable[..., object]

#: Ordinal directions: the indicator -> (coordinate, sign): the first is the one with the largest sign * value.
ORDER = {"left": ("y", 1), "leftmost": ("y", 1), "right": ("y", -1), "rightmost": ("y", -1),
         "front": ("x", 1), "back": ("x", -1), "nearest": ("x", -1), "top": ("z", 1)}


def column_of(world: World, thing: Thing) -> list:
    """The shapes of the thing's column, bottom first (the held shape left out)."""
    x, y = thing.base_xy()
    return world.scene.column(x, y)


def _cell_above(thing: Thing) -> tuple[int, int, int] | None:
    if thing.shape is not None:
        return (thing.shape.x, thing.shape.y, thing.shape.z + 1)
    if thing.top is not None:
        top = thing.top
        return (top.x, top.y, top.z + 1)
    return None


def _on_top(world: World, thing: Thing, many: int, cells: set) -> bool:
    """Whether the `many` highest shapes of a stack (those just above a shape or a stack without its top)
    are all in `cells`."""
    try:
        column = column_of(world, thing)
    except IncoherentError:
        return False
    if thing.type == "stack" and not thing.headless and thing.top is not None:
        tops = column[thing.top.z + 1 - many:thing.top.z + 1] if thing.top.z + 1 >= many else []
    else:
        z = thing.shape.z if thing.shape is not None else thing.top.z if thing.top is not None else None
        tops = column[z + 1:z + 1 + many] if z is not None else []
    return len(tops) == many and all(s.cell in cells for s in tops)


#: The step to the square on each side of a square ("the far right corner": walled front and right).
SIDE_STEPS = {"front": (1, 0), "back": (-1, 0), "left": (0, 1), "right": (0, -1)}


def check_filter(node, ground: Callable[[object, World], list]) -> Filter:
    """The filter of one `check` node; `ground(entity, world)` grounds its entity (no Available filter)."""
    kind = node.value_of("kind")
    landmark = node.get("entity")
    if kind in ("under", "bottom", "not", "isnt", "contains", "line", "aligned", "counted", "half", "apart",
                "farthest") and landmark is None:
        raise IncoherentError(f"a '{kind}' check needs a description")

    # "the cyan cube carrying one white cube", "with a single white cube on top": that one and no more
    only_one = kind == "under" and landmark is not None and (
        landmark.value_of("cardinal") == "1" or "individual" in landmark.values_of("indicator"))
    if only_one:
        landmark = landmark.with_children(c for c in landmark.children if c.tag != "cardinal" and not (
            c.tag == "indicator" and c.value == "individual"))

    def under(world: World, thing: Thing) -> bool:
        """What the entity names stands on it (the `count` highest of its column: "with two blues on top")."""
        cells = {t.cell for t in ground(landmark, world) if t.shape is not None}
        many = int(node.value_of("count") or 1)
        if many > 1:
            return _on_top(world, thing, many, cells)
        if thing.type == "stack" and not thing.headless and thing.top is not None:
            return thing.top.cell in cells  # "the stack with blue on top": its top is blue
        above = _cell_above(thing)
        if only_one and above is not None and world.scene.at(above[0], above[1], above[2] + 1) is not None:
            return False
        return above in cells

    def bottom(world: World, thing: Thing) -> bool:
        """Its column stands on what the entity names (the lowest `count` of it do: "two red cubes at the bottom")."""
        try:
            column = column_of(world, thing)
        except IncoherentError:
            return False
        bases = {t.shape for t in ground(landmark, world) if t.shape is not None}
        lowest = int(node.value_of("count") or 1)
        return len(column) >= lowest and all(shape in bases for shape in column[:lowest])

    def height(world: World, thing: Thing) -> bool:
        wanted = int(node.value_of("count") or 0)
        if thing.type == "stack" and thing.top is not None:  # its own shapes (a headless stack has one fewer)
            return thing.top.z + 1 == wanted
        try:
            return len(column_of(world, thing)) == wanted
        except IncoherentError:
            return False

    def corner(world: World, thing: Thing) -> bool:
        """At a corner of the shapes around it: its neighbours on the floor are at most two, not on opposite
        sides ("the corner of the checkerboard"); a square, at a corner of the shapes walling it in."""
        if thing.base is None:
            return False
        x, y = thing.base
        if thing.type == "tile":  # "the corner inside the walls": walled on two sides that meet (or the board's edge)
            walled = {(dx, dy) for dx, dy in SIDE_STEPS.values() if world.scene.at(x + dx, y + dy, 0) or not (
                0 <= x + dx <= 7 and 0 <= y + dy <= 7)}
            sides = {SIDE_STEPS.get(i) for i in landmark.values_of("indicator")} if landmark else set()
            return any(dx for dx, _ in walled) and any(dy for _, dy in walled) and sides <= walled
        near = [(dx, dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)) if world.scene.at(x + dx, y + dy, 0)]
        return len(near) < 2 or len(near) == 2 and (near[0][0] + near[1][0], near[0][1] + near[1][1]) != (0, 0)

    def free(world: World, thing: Thing) -> bool:
        if thing.type == "tile":  # an empty square
            return world.scene.at(*thing.base, 0) is None
        if thing.type == "stack" and thing.top is not None and thing.top.type == "prism":
            return False  # "the bare red stack": a pyramid on it is something on it
        above = _cell_above(thing)
        return above is None or world.scene.at(*above) is None

    def flat(world: World, thing: Thing) -> bool:
        """Its column ends in a cube ("the stack with the flat top", "the one with no pyramid on top")."""
        try:
            column = column_of(world, thing)
        except IncoherentError:
            return False
        return bool(column) and column[-1].type == "cube"

    def below_gripper(world: World, thing: Thing) -> bool:
        try:
            return thing.base_xy() == world.scene.gripper[:2] and thing.shape != world.scene.held
        except IncoherentError:
            return False

    def contains(world: World, thing: Thing) -> bool:
        """Some shape of its column matches ("the cyan stack" with a blue cube on top)."""
        try:
            column = column_of(world, thing)
        except IncoherentError:
            return False
        if thing.type == "stack" and thing.top is not None:
            column = [s for s in column if s.z <= thing.top.z]
        members = {t.shape for t in ground(landmark, world) if t.shape is not None}
        return any(s in members for s in column)

    def line(world: World, thing: Thing) -> bool:
        """In the count-th row (or column) from the side its edge names: "in the second row from the back"; from
        a wall of shapes, that many squares past the wall's own line: "two in from the left wall"."""
        marks = ground(landmark, world)
        sides = {t.name for t in marks if t.type == "edge"}
        wanted = int(node.value_of("count") or 0)
        try:
            x, y = thing.base_xy()
        except IncoherentError:
            return False
        if not sides:
            return any((x, y)[axis] == at for axis, at in wall_lines(marks, wanted))
        return any({"back": x, "front": 7 - x, "right": y, "left": 7 - y}[side] == wanted - 1 for side in sides)

    def half(world: World, thing: Thing) -> bool:
        """In the half of the board its edge names: "the green one on the left side" (of the board)."""
        sides = {t.name for t in ground(landmark, world) if t.type == "edge"}
        try:
            x, y = thing.base_xy()
        except IncoherentError:
            return False
        return any({"back": x <= 3, "front": x >= 4, "right": y <= 3, "left": y >= 4}[side] for side in sides)

    def aligned(world: World, thing: Thing) -> bool:
        """In the same row or column as one of what the entity names (not one of them itself); of "the gray and
        blue pyramids", as one of each."""
        try:
            x, y = thing.base_xy()
        except IncoherentError:
            return False
        return all(any((mx == x) != (my == y) for mx, my in (t.base for t in ground(each, world) if t is not thing
                                                           and t.base is not None)) for each in each_colour(landmark))

    def diagonal(world: World, thing: Thing) -> bool:
        """Corner to corner with one of what the entity names: "the green cube diagonal from the blue one"."""
        try:
            x, y = thing.base_xy()
        except IncoherentError:
            return False
        return any(abs(mx - x) == abs(my - y) == 1 for mx, my in (t.base for t in ground(landmark, world)
                                                                  if t.base is not None))

    def apart(world: World, thing: Thing) -> bool:
        """In line with one of what the entity names, exactly `count` squares from it ("two over from X")."""
        wanted = int(node.value_of("count") or 0)
        if thing.base is None:
            return False
        marks = [t.base for t in ground(landmark, world) if t is not thing and t.base is not None]
        return any(min(abs(thing.base[0] - x), abs(thing.base[1] - y)) == 0 and
                   abs(thing.base[0] - x) + abs(thing.base[1] - y) == wanted for x, y in marks)

    tests = {"under": under, "aligned": aligned, "diagonal": diagonal, "corner": corner, "apart": apart,
             "bottom": bottom, "height": height, "free": free, "below-gripper": below_gripper,
             "contains": contains, "line": line, "flat": flat, "half": half}
    if kind == "height":
        def of_height(world: World, things: list) -> list:
            kept = [t for t in things if height(world, t)]
            whole = [t for t in kept if not t.headless]
            # "the two-high blue stack" is a whole column of two, not the lower two of a taller one
            # (that one is meant only when nothing else is: "the red cube off the two green cubes")
            return whole or kept
        return of_height
    if kind in tests:
        test = tests[kind]
        return lambda world, things: [t for t in things if test(world, t)]
    if kind in ("not", "isnt"):
        if landmark.value_of("type") == "cube-group":  # "not the ones in the front row": none of those cubes
            landmark = landmark.with_children(Leaf("type", "cube") if c.tag == "type" else c for c in landmark.children)

        def other(world: World, things: list) -> list:
            """None of those the entity names, nor a shape of a stack it names ("the cyan cubes along the right
            edge, not counting the corner stack")."""
            named = ground(landmark, world)
            columns = {t.base for t in named if t.type == "stack"}
            return [t for t in things if t not in named and not (t.shape is not None and t.base in columns)]
        return other
    if kind == "middle":
        return middle
    if kind == "halfway":
        first, second = _two(node)
        return halfway_filter(lambda world: ground(first, world), lambda world: ground(second, world))
    if kind in ("inner", "outer"):
        return inner_filter(kind == "inner")
    if kind == "end":
        return line_ends(int(node.value_of("count") or 1))
    if kind == "source":
        return lambda world, things: things  # only a place knows where the moving shape comes from
    if kind == "counted":
        return counted_from(landmark, int(node.value_of("count") or 1), ground, counted_way(node))
    if kind == "farthest":
        return farthest_from(landmark, ground)
    if kind == "gap":
        return gap_filter
    if kind == "spaced":
        return spaced_filter(landmark, int(node.value_of("count") or 1), ground)
    if kind in ("tallest", "shortest"):
        sign = 1 if kind == "tallest" else -1

        rank = int(node.value_of("count") or 1)  # "the second tallest": the second height down

        def extreme(world: World, things: list) -> list:
            heights = {}
            for t in things:
                try:
                    heights[t] = sign * len(column_of(world, t))
                except IncoherentError:
                    pass
            ranked = sorted(set(heights.values()), reverse=True)
            wanted = ranked[rank - 1] if len(ranked) >= rank else None
            return [t for t in things if t in heights and heights[t] == wanted]
        return extreme
    raise IncoherentError(f"unknown check '{kind}'")


def inner_filter(inner: bool) -> Filter:
    """"the inner row", "the outer red cube": of those meant, the ones nearest the middle of the board (or
    farthest from it). Of shapes that lie longer one way than the other (two rows side by side), the
    line of them across that way: "the inner row" of a block two rows deep is the whole row."""
    def keep(world: World, things: list) -> list:
        placed = [t for t in things if t.base is not None]
        spans = [max(t.base[a] for t in placed) - min(t.base[a] for t in placed) for a in (0, 1)] if placed else []

        def away(t: Thing) -> float:
            if spans and spans[0] != spans[1]:
                across = 0 if spans[1] > spans[0] else 1  # rows run left to right: across them, front to back
                return abs(t.base[across] - CENTRE[across])
            return abs(t.base[0] - CENTRE[0]) + abs(t.base[1] - CENTRE[1])
        best = (min if inner else max)((away(t) for t in placed), default=None)
        return [t for t in placed if away(t) == best]
    return keep


def wall_lines(wall: list, count: int) -> list[tuple[int, int]]:
    """The lines `count` squares in from a wall (axis, coordinate): past the row or column its shapes stand
    in, toward the middle of the board when the wall stands on an edge, either way when not (the board
    tells); none when its shapes stand in no one line."""
    bases = {t.base[:2] for t in wall if t.base is not None}
    found = []
    for axis in (0, 1):
        at = {b[axis] for b in bases}
        if len(at) != 1 or len(bases) < 2:
            continue
        line = at.pop()
        steps = (count,) if line == 0 else (-count,) if line == 7 else (count, -count)
        found += [(axis, line + step) for step in steps if 0 <= line + step <= 7]
    return found


def farthest_from(landmark, ground: Callable[[object, World], list]) -> Filter:
    """"the green cube farther from the blue pyramid", "the one most far from X": of those meant, the ones
    farthest from what the entity names (straight-line distance between squares, to the nearest of them)."""
    def keep(world: World, things: list) -> list:
        marks = [m.base for m in ground(landmark, world) if m.base is not None]
        distance = {t: min((t.base[0] - x) ** 2 + (t.base[1] - y) ** 2 for x, y in marks)
                    for t in things if t.base is not None and marks}
        farthest = max(distance.values(), default=None)
        return [t for t in things if farthest and distance.get(t) == farthest]
    return keep


def middle(world: World, things: list) -> list:
    """"the middle one of the row", "the middle of the three blues": of shapes in one row or column, the
    one with as many on each side (none when they are not in a line or their number is even); "the red in
    the middle of the checkerboard": of shapes over rows and columns, the one at the centre of the rectangle
    they fill (none when it has an even side).  A stack and the same stack without its top share a square,
    and count once."""
    if not things or any(t.base is None for t in things):
        return []
    cells = sorted({t.base for t in things})
    for axis in (0, 1):
        if len({c[1 - axis] for c in cells}) == 1:
            if len(cells) % 2 == 0:
                return []
            centre = cells[len(cells) // 2]
            return [t for t in things if t.base == centre]
    spans = [(min(c[axis] for c in cells), max(c[axis] for c in cells)) for axis in (0, 1)]
    if any((high - low) % 2 for low, high in spans):
        return []
    centre = tuple((low + high) // 2 for low, high in spans)
    return [t for t in things if t.base == centre]


def ordinal_filter(ordinal: str, indicator: str | None) -> Filter:
    """The n-th thing counted from a side ("the second from the left"); from the left when no side is said."""
    n = int(ordinal)
    axis, sign = ORDER.get(indicator or "left", ORDER["left"])

    def keep(world: World, things: list) -> list:
        if not things:
            return things
        def value(t: Thing) -> int:
            if axis == "z":
                return t.shape.z if t.shape is not None else 0
            return t.base_xy()[0 if axis == "x" else 1]
        ranks = sorted({sign * value(t) for t in things}, reverse=True)
        if n > len(ranks):
            return []
        wanted = ranks[n - 1]
        return [t for t in things if sign * value(t) == wanted]
    return keep


def _two(node) -> tuple:
    """The two landmarks of a check of a pair ("halfway between X and Y")."""
    entities = node.all("entity")
    if len(entities) != 2:
        raise IncoherentError(f"a '{node.value_of('kind')}' check needs two landmarks")
    return entities[0], entities[1]


def midpoint(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int] | None:
    """The square in the middle of the line from `a` to `b` (a row, a column or a diagonal), if there is one
    middle square: "halfway between X and Y"."""
    (ax, ay), (bx, by) = a, b
    if a == b or not (ax == bx or ay == by or abs(ax - bx) == abs(ay - by)) or (ax + bx) % 2 or (ay + by) % 2:
        return None
    return (ax + bx) // 2, (ay + by) // 2


def middles(firsts: list, seconds: list) -> set[tuple[int, int]]:
    """The middle squares between some grounding of each landmark (two different things)."""
    found = set()
    for a in firsts:
        for b in seconds:
            middle = midpoint(a.base, b.base) if a is not b and a.base is not None and b.base is not None else None
            if middle is not None:
                found.add(middle)
    return found


def halfway_filter(first: Callable[[World], list], second: Callable[[World], list]) -> Filter:
    """"the green cube midway between the two red pyramids": things on the middle square between them."""
    def keep(world: World, things: list) -> list:
        squares = middles(first(world), second(world))
        return [t for t in things if t.base is not None and t.base in squares]
    return keep


def exact_colors_filter(said: tuple) -> Filter:
    """Of several stacks that fit every other word, those whose shapes are the colours said, one by one
    ("the red red green green tower"; as a landmark of several to put a shape on, "the R/G stack" is
    the red and green one, not the red, red, green, green one: see planner.events; extended worlds)."""
    def keep(world: World, things: list) -> list:
        if not world.extended or len(things) < 2:
            return things
        return [t for t in things if Counter(stack_colors(world, t)) == Counter(said)] or things
    return keep


def cube_colors(world: World, stack: Thing) -> list[str]:
    """A stack's colours from its bottom up without a pyramid on top: what it is built of ("the gray tower with
    the cyan pyramid" of a green and two gray cubes is mostly gray; the pyramid caps it)."""
    x, y = stack.base
    return [c for z, c in enumerate(stack_colors(world, stack)) if world.scene.at(x, y, z).type == "cube"]


def stack_colors(world: World, stack: Thing) -> list[str]:
    """A stack's colours from its bottom up (a headless stack's without its top); [] for a shape."""
    if stack.type != "stack":
        return []
    x, y = stack.base
    return [world.scene.at(x, y, z).color for z in range(stack.top.z + 1)]
