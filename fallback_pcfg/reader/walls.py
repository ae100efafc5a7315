"""Lines counted from a wall or a row of shapes: "two in from the left yellow wall", "the second field from the
back wall", "3 squares in from the red row", "two in from the yellow wall at the back and two in from the left
wall".

A board fenced by walls of cubes is counted from the walls, not from the board's edges: the square "two in from
the left wall" is two squares past the wall's own line, whether the count is said as a number ("two in",
"2 squares in") or as an ordinal ("the second field from", "2nd square counting from"). Each such phrase is
one line of the board, a `line` check whose entity is the wall (planner.checks finds the wall's line and
counts from it); with a line counted from a side of the board (fallback_pcfg.reader.grid) or from another wall
it names a square.

A wall said in two colours or more ("the red and white wall", "the red-white row") may be a line of stacks of
those colours; a corner said of what walls enclose ("the far right corner of the enclosure", "the empty corner
inside the walls") is a square inside them walled on two sides that meet, not a corner of the board.

Here too are the places at a group's corners and ends that the description rules (fallback_pcfg.reader
.postmodifiers) read beyond what the group rules (fallback_pcfg.reader.formations) give: a corner shape "on
the far left" (the front left corner) and a shape of another colour "at the right end of the red row" (next to
it).
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.describing import corner_sides
from fallback_pcfg.reader.grid import COUNTING, GRID_NOUNS
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing, line_across
from fallback_pcfg.reader.members import COLLECTIVES, past_end
from fallback_pcfg.reader.ordinals import Ordinals

#: Words that join two lines said of one square: "two in from the left wall and two in from the back wall".
JOINS = frozenset({"and", "in", "at", "on", "plus"})
#: Sides of a shape said by their own words: "against the left side of X", "touching the back face of X".
FACES = {"left": "left", "right": "right", "front": "front", "far": "front", "back": "backward", "near": "backward",
         "rear": "backward"}
#: Nouns of shapes standing in one line: "the red and white wall" may be a line of red-and-white stacks.
LINE_NOUNS = frozenset({"wall", "walls", "row", "rows", "line", "lines", "column", "columns", "band", "bands", "strip",
                        "strips"})


class Walls(Ordinals):
    """Lines of the board counted from a wall of shapes (see the module docstring)."""

    def _post(self, parse: Parse, depth: int) -> list[Parse]:
        """`parse` with its descriptions (fallback_pcfg.reader.phrases), and a corner shape said to be "on the far
        left" at the front left corner of its group as well; a corner said inside an enclosure is one of its
        inside."""
        found = super()._post(parse, depth)
        if depth:
            return found
        found = [Parse(p.end, inner, p.cost, p.skipped) if inner is not None else p for p in found
                 for inner in [in_enclosure(p.value)]]  # "the corner inside the walls": a corner of the inside
        return found + [Parse(p.end, far, p.cost + 0.02, p.skipped) for p in found for far in [far_corner(p.value)]
                        if far is not None]

    def _noun(self, item: Item, thing: Thing, cost: float, skipped: tuple, results: list) -> None:
        """A noun and what was said before it (fallback_pcfg.reader.phrases), and a wall or row said in two
        colours or more as the stacks it is made of as well: "the red and white wall", "the red-white row",
        "the blue/gray line" (no one cube has two colours; a stack of them has)."""
        before = len(results)
        super()._noun(item, thing, cost, skipped, results)
        results += [Parse(p.end, striped, p.cost + 0.05, p.skipped) for p in results[before:]
                    for striped in [striped_wall(p.value)] if striped is not None]

    def face_touched(self, touching: Item) -> list[Parse]:
        """"(up against) the left side of the red cube", "(touching) the back face of the far block", "(flush
        with) the right-hand side of X": after a relation of touching, the square on that side of the shape."""
        k = touching.end + (self.word(touching.end) in ("the", "its"))
        side = FACES.get(self.word(k))
        k += 1 + (self.word(k + 1) == "hand")
        if side is None or self.word(k) not in ("side", "face", "edge") or self.word(k + 1) not in ("of", "from"):
            return []
        return [Parse(p.end, Relation(side, p.value, count=1 if side == "backward" else None), p.cost + 0.05, p.skipped)
                for p in self.np(k + 2) if p.value.type in ("cube", "prism", "shape", "stack", "one")]

    def _grid(self, i: int) -> list[Parse]:
        return super()._grid(i) + self.from_wall(i)

    def from_wall(self, i: int) -> list[Parse]:
        """The line counted from a wall from `i` ("two in from the left wall"), alone and with a second line
        across it ("..., and second from the back wall")."""
        return self.memo(("from-wall", i), lambda: self._from_wall(i))

    def _from_wall(self, i: int) -> list[Parse]:
        found = []
        for line in self._wall_line(i):
            found.append(line)
            j = line.end + (self.word(line.end) in JOINS)
            j += self.word(j) == "the"
            for more in self.grid(j):
                if len(more.value) == 1 and line_across(more.value[0]) != line_across(line.value[0]):
                    found.append(Parse(more.end, line.value + more.value, line.cost + more.cost,
                                       line.skipped + more.skipped))
        return found

    def _wall_line(self, i: int) -> list[Parse]:
        """"two in from the left wall", "the 2nd square from the yellow wall", "three rows in from the red
        cubes": the line that many squares past the wall's own, as a `line` check of the wall."""
        start = i + (self.word(i) == "the")
        found = []
        for count in self.items(start, "ordinal", "cardinal"):
            k = count.end + (self.word(count.end) in GRID_NOUNS | {"one"})  # ("the 2nd one in from the wall")
            counting = next((c for c in COUNTING if self.says(k, tuple(c.split()))), None)
            if counting is None or count.kind == "cardinal" and k == count.end and counting == "from":
                continue  # "two from the wall": no squares nor "in" said, maybe two shapes
            for wall in self.np(k + len(counting.split())):
                if _is_wall(wall.value):
                    check = Check("line", wall.value, count=int(count.value))
                    found.append(Parse(wall.end, [check], wall.cost + 0.05, wall.skipped))
        return found


def in_enclosure(corner: Thing) -> Thing | None:
    """A corner said with the enclosure it is in ("the empty corner inside the wall by the red stack", "the
    corner within the walls"): that corner of the inside (see `inner_corner`); None: no enclosure said of it."""
    if corner.type != "corner":
        return None
    for relation in corner.relations:
        walls = walls_of_inside(relation.landmark) if relation.name == "within" else None
        if walls is not None:
            return inner_corner(replace(corner, relations=[r for r in corner.relations if r is not relation]), walls)
    return None


def inner_corner(corner: Thing, walls: Thing) -> Thing:
    """The corner of the squares `walls` stand round, not of the board: a square inside them with walls on two
    sides of it that meet ("the far right corner of the enclosure": walled on its front and right; "the corner
    at the end of the white wall": the one beside it)."""
    relations = [Relation("adjacent", r.landmark) if r.name in ("within", "above") and r.landmark is not None and
                 r.landmark.type in ("cube", "prism", "shape", "stack") else r for r in corner.relations]
    sides = Thing("corner", indicators=list(corner.indicators), noun="corner") if corner.indicators else None
    return Thing("tile", relations=relations, checks=[Check("inside", walls), Check("corner", sides)] + [
        c for c in corner.checks if c.kind != "corner"], noun="corner")


def walls_of_inside(squares: Thing | None) -> Thing | None:
    """The shapes the squares inside an enclosure are walled in by (fallback_pcfg.reader.enclosures; None: not
    the inside of an enclosure)."""
    if squares is None or squares.type != "tile":
        return None
    return next((c.thing for c in squares.checks if c.kind == "inside"), None)


def beyond_end(end: Parse) -> list[Parse]:
    """"(the green cube) at the right end of the red row": a shape of another kind or colour than the row's at
    its end stands next to it, one square beyond it that way (the board tells: "same" says it is one of them)."""
    beyond = past_end(end.value)
    if beyond is None:
        return []
    return [Parse(end.end, ("relation", replace(beyond, count=1)), end.cost + 0.1, end.skipped)]


def far_corner(thing: Thing) -> Thing | None:
    """A shape at a corner of its group said to be "on the far left" ("the red corner block on the far left"):
    at the front left corner, as "the far left corner" is (None: no such shape)."""
    if not any(c.kind == "corner" for c in thing.checks) or {"front", "back"} & set(thing.indicators):
        return None
    sides = corner_sides(thing.indicators)
    if sides == thing.indicators:
        return None
    far = thing.copy()
    far.indicators = sides
    return far


def striped_wall(thing: Thing) -> Thing | None:
    """The stacks a wall or row of two colours or more is made of ("the red and white wall": stacks of red and
    white cubes), or None: not such a wall."""
    if thing.type != "shape" or thing.noun not in LINE_NOUNS or len(set(thing.colours)) < 2 or thing.ordinal or \
            len(set(thing.colours)) < len(thing.colours):  # ("the R-G-R row": its cubes one by one, in order)
        return None
    stacks = thing.copy()
    stacks.type, stacks.plural = "stack", True
    return stacks


def _is_wall(thing: Thing) -> bool:
    """Whether squares may be counted from `thing`: a wall, a row or another group of shapes."""
    return thing.type in ("cube", "prism", "shape") and (thing.noun in COLLECTIVES or thing.plural) and \
        not thing.ordinal


__all__ = ["Walls", "beyond_end", "far_corner", "in_enclosure", "inner_corner", "striped_wall", "walls_of_inside"]
