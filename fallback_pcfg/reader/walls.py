"""Lines counted from a wall or a row of shapes: "two in from the left yellow wall", "the second field from the
back wall", "3 squares in from the red row", "two in from the yellow wall at the back and two in from the left
wall".

A board fenced by walls of cubes is counted from the walls, not from the board's edges: the square "two in from
the left wall" is two squares past the wall's own line, whether the count is said as a number ("two in",
"2 squares in") or as an ordinal ("the second field from", "2nd square counting from"). Each such phrase is
one line of the board, a `line` check whose entity is the wall (planner.checks finds the wall's line and
counts from it); with a line counted from a side of the board (fallback_pcfg.reader.grid) or from another wall
it names a square.

Here too are the places at a group's corners and ends that the description rules (fallback_pcfg.reader
.postmodifiers) read beyond what the group rules (fallback_pcfg.reader.formations) give: a corner shape "on
the far left" (the front left corner) and a shape of another colour "at the right end of the red row" (next to
it).
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.describing import COLLECTIVES, corner_sides, past_end
from fallback_pcfg.reader.grid import COUNTING, GRID_NOUNS
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Thing
from fallback_pcfg.reader.ordinals import Ordinals
from fallback_pcfg.reader.phrases import line_across

#: Words that join two lines said of one square: "two in from the left wall and two in from the back wall".
JOINS = frozenset({"and", "in", "at", "on", "plus"})


class Walls(Ordinals):
    """Lines of the board counted from a wall of shapes (see the module docstring)."""

    def _post(self, parse: Parse, depth: int) -> list[Parse]:
        """`parse` with its descriptions (fallback_pcfg.reader.phrases), and a corner shape said to be "on the far
        left" at the front left corner of its group as well."""
        found = super()._post(parse, depth)
        if depth:
            return found
        return found + [Parse(p.end, far, p.cost + 0.02, p.skipped) for p in found for far in [far_corner(p.value)]
                        if far is not None]

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
            counting = next((c for c in COUNTING if tuple(self.w.words[k:k + len(c.split())]) == tuple(c.split())), None)
            if counting is None or count.kind == "cardinal" and k == count.end and counting == "from":
                continue  # "two from the wall": no squares nor "in" said, maybe two shapes
            for wall in self.np(k + len(counting.split())):
                if _is_wall(wall.value):
                    check = Check("line", wall.value, count=int(count.value))
                    found.append(Parse(wall.end, [check], wall.cost + 0.05, wall.skipped))
        return found


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


def _is_wall(thing: Thing) -> bool:
    """Whether squares may be counted from `thing`: a wall, a row or another group of shapes."""
    return thing.type in ("cube", "prism", "shape") and (thing.noun in COLLECTIVES or thing.plural) and \
        not thing.ordinal


__all__ = ["Walls", "beyond_end", "far_corner"]
