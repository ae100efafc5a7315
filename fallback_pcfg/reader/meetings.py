"""Where two or more things meet, and a diagonal said with one side before its landmark: "the green cube in
the corner where the left wall and the back wall meet", "the blue cube where the blue, green and red all
meet", "the square where the yellow row meets the red one", "in the inside corner where the walls join";
"the yellow cube diagonally in front of it to the left", "diagonally behind the tower, on the right".

Where things meet, a shape (or an empty square) touches each of them: it shares a side with one of the
shapes of each (an `apart` check of one square, for the board to find). A wall along an edge of the board
("the left wall") is the shapes on that edge; colours said together with no noun ("the blue, green and
red") are each a colour of its own, not one stack. A corner, spot or nook said before "where" only names
that place ("in the corner where X and Y meet"): the meeting says which.

A diagonal with one side said before the landmark and the other after it is the corner square those two
sides name, one square each way from the landmark (as "diagonally front-left of X" is:
fallback_pcfg.reader.counting).

A rule layer of the command reader (fallback_pcfg.reader.rules): the descriptions
(fallback_pcfg.reader.postmodifiers) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.alignment import Alignment
from fallback_pcfg.reader.describing import SIDED_THINGS, SIDES
from fallback_pcfg.reader.geometry import AXES, moved_by_both
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing

#: Nouns of the place where things meet, said before "where" ("the corner where ...", "the spot where ...").
MEETING_PLACES = frozenset({"corner", "spot", "place", "point", "square", "angle", "nook", "junction", "joint",
                            "crossing", "field", "tile", "space", "gap", "bend", "elbow"})
#: Words before such a place ("in the inner corner where ...").
MEETING_LEAD = frozenset({"in", "at", "on", "into", "onto", "to", "the", "that", "inner", "inside", "inward", "very",
                          "right", "just", "exactly", "little"})
#: Nouns of an angle two lines make, and the words that name the lines after it: "the corner between the
#: green row and the red row", "the nook formed by the back wall and the left wall".
ANGLES = frozenset({"corner", "angle", "nook", "elbow", "bend"})
ANGLE_BETWEEN = frozenset({"between", "formed", "made"})
#: Words that say all those named meet there ("where the three colours all meet", "both meet").
ALL_OF_THEM = frozenset({"all", "both", "each", "together", "three", "two"})
#: Nouns of a wall, said of two sides at once ("the left and back walls").
WALL_NOUNS = frozenset({"walls", "edges", "sides", "rows", "lines", "wall", "edge"})
#: Nouns of the board's own edges (not a wall of shapes along one): "where the left side meets the far side".
BOARD_EDGE_NOUNS = frozenset({"side", "edge", "border", "rim", "boundary", "sides", "edges", "borders"})
#: What a meeting check costs (a little: the words are plain).
MEETING_COST = 0.1


class Meetings(Alignment):
    """The rules of where things meet and of a diagonal said around its landmark."""

    def meeting(self, i: int) -> list[Parse]:
        """"(the cube) in the corner where X and Y meet", "where X meets Y", "where the blue, green and red
        all meet": ("checks", a shape touching each of them)."""
        return [Parse(p.end, ("checks", touching(p.value)), p.cost, p.skipped) for p in self.met_things(i)]

    def met_things(self, i: int) -> list[Parse]:
        """"(in the corner) where X and Y meet": the things that meet there, each a `Thing`."""
        return self.cached(("meeting", i), lambda: self._meeting(i))

    def _meeting(self, i: int) -> list[Parse]:
        if self.word(i - 1) in MEETING_PLACES and self.word(i) in MEETING_PLACES:
            return []  # ("the inside corner square where ...": one place, read from its first noun)
        j = i
        while self.word(j) in MEETING_LEAD:
            j += 1
        if j > i or self.word(j) in MEETING_PLACES:  # "in the corner (,) where": the place the meeting names
            if self.word(j) not in MEETING_PLACES:
                return []
            while self.word(j) in MEETING_PLACES:  # "the inside corner square where ...": one place
                j += 1
        said = MEETING_COST - 0.05 * (j > i)  # (a place noun the meeting explains: not a board corner of its own)
        if self.word(j) in ANGLE_BETWEEN and self.word(j - 1) in ANGLES and j > i:
            return self._between_lines(j + 1 + (self.word(j + 1) == "by"), said)  # "tucked into the corner between the green row and the red row"
        if self.word(j) != "where" or j == i and self.word(i - 1) in MEETING_PLACES:
            return []  # ("the corner where X and Y meet" is that place, read from "in": no board corner)
        found: list[Parse] = []
        for first in self.np(j + 1):
            found += [Parse(end, marks, first.cost + cost + said, first.skipped + skipped)
                      for end, marks, cost, skipped in self._met(first)]
        return found

    def _between_lines(self, k: int, said: float) -> list[Parse]:
        """"(the corner) between X and Y", "(the angle) formed by X and Y": X and Y meet there."""
        return [Parse(second.end, [first.value, second.value], first.cost + second.cost + said,
                      first.skipped + second.skipped)
                for first in self.np(k) for join in self.items(first.end, "and") for second in self.np(join.end)]

    def meeting_place(self, i: int) -> list[Parse]:
        """"(put it) in the corner where X and Y meet", "where the red row meets the wall": the square that
        touches each of them."""
        found = []
        for p in self.met_things(i):
            corner = board_corner(p.value)  # "where the left side meets the far side": that corner of the board
            place = Thing("tile", checks=[Check("free")] + touching(p.value)) if corner is None else corner
            found.append(Parse(p.end, Relation("within", place), p.cost + 0.1, p.skipped))
        return found

    def _met(self, first: Parse) -> list[tuple[int, list[Thing], float, tuple[int, ...]]]:
        """What meets after the first thing named: "and Y (all) meet", "meets Y", "and Y meet each other"."""
        found = []
        for join in self.items(first.end, "and"):  # "X and Y meet"
            for second in self.np(join.end):
                for end in self._meet_word(second.end):
                    marks = each_colour_of(first.value) + each_colour_of(second.value)
                    found.append((end, marks, second.cost, second.skipped))
        for end in self._meet_word(first.end):
            marks = each_colour_of(first.value)  # "where the blue, green and red meet"
            if len(marks) > 1:
                found.append((end, marks, 0.0, ()))
            for second in self.np(end):  # "where the back wall meets the left wall"
                found.append((second.end, [first.value, second.value], second.cost, second.skipped))
        return found

    def _meet_word(self, k: int) -> list[int]:
        """Where the verb of meeting ends, from `k` ("all meet", "come together", "meet up"), or none."""
        k += self.word(k) in ("are", "is")  # "where the walls are meeting"
        k += self.word(k) in ALL_OF_THEM
        ends = [m.end for m in self.items(k, "meet")]
        return [e + (self.word(e) in ("up", "with")) + 2 * ((self.word(e), self.word(e + 1)) == ("each", "other"))
                for e in ends]

    def diagonal_around(self, i: int) -> list[Parse]:
        """"(diagonally) in front of it to the left", "(diagonally) behind the tower, on its right": one side
        said before the landmark and the other after it, the corner square between them (`i` after the word
        of the diagonal)."""
        found: list[Parse] = []
        for start, cost, skipped in self.fillers(i, 1):
            for side in self.items(start, "relation"):
                one = SIDES.get(side.value, side.value)
                if one not in AXES or side.phrase.split()[-1] not in ("of", "behind", "from", "past", "beyond"):
                    continue
                for mark in self.np(side.end):
                    if mark.value.type not in SIDED_THINGS:
                        continue
                    for end, two, after in self._second_side(mark.end):
                        if AXES[two] != AXES[one]:
                            both = moved_by_both(Relation(one, count=1), Relation(two, mark.value, count=1), None)
                            found.append(Parse(end, both, cost + mark.cost + after + 0.05, skipped + mark.skipped))
        return found

    def _second_side(self, k: int) -> list[tuple[int, str, float]]:
        """The side said after a diagonal's landmark ("to the left", ", on its right", "left"): where it
        ends, the way, and what the words before it cost."""
        found = []
        for start, cost, _ in self.fillers(k, 1):
            j = start + (self.word(start) in ("to", "on", "at", "toward", "towards"))
            j += self.word(j) in ("the", "its", "your", "my")
            for side in self.items(j, "indicator", "relation"):
                way = SIDES.get(side.value, side.value)
                if way in ("left", "right") and side.phrase in ("left", "right"):
                    end = side.end + (self.word(side.end) in ("side", "hand"))
                    found.append((end, way, cost))
        return found


def board_corner(marks: list[Thing]) -> Thing | None:
    """Two sides of the board said by a noun of the board's edge ("the left side", "the far edge"), one
    across and one along: the corner where they meet; else none (walls of shapes meet inside the corner)."""
    sides = [m.indicators[0] for m in marks if m.type in ("edge", "region") and m.noun in BOARD_EDGE_NOUNS and len(
        m.indicators) == 1 and m.indicators[0] in SIDES and not (m.colours or m.relations or m.checks)]
    if len(marks) != 2 or len(sides) != 2 or AXES[SIDES[sides[0]]] == AXES[SIDES[sides[1]]]:
        return None
    return Thing("corner", indicators=sorted(sides, key=lambda side: AXES[SIDES[side]], reverse=True))


def touching(marks: list[Thing]) -> list[Check]:
    """The checks of a shape that touches each of `marks` (a wall along an edge: a shape on that edge)."""
    return [Check("apart", along_edge(m), count=1) for m in marks]


def along_edge(mark: Thing) -> Thing:
    """A wall said by its edge ("the left wall", "the back edge"): the shapes on it; else the thing."""
    if mark.type != "edge":
        return mark
    return Thing("shape", relations=[Relation("above", mark)])


def each_colour_of(mark: Thing) -> list[Thing]:
    """Colours said together with no noun ("the blue, green and red"): a shape of each colour; sides said
    together of walls ("the left and back walls"): each wall."""
    if mark.relations or mark.checks:
        return [mark]
    if mark.noun in WALL_NOUNS and len(mark.indicators) == 2 and set(mark.indicators) <= set(SIDES):
        return [Thing(mark.type, colours=list(mark.colours), indicators=[side], noun=mark.noun)
                for side in mark.indicators]
    several = not mark.noun or mark.said_several()  # ("the green and red cubes": each)
    if mark.type not in ("shape", "cube", "prism") or not several or len(mark.colours) < 2:
        return [mark]
    return [Thing(mark.type, colours=[c]) for c in dict.fromkeys(mark.colours)]
