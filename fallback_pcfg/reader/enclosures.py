"""The inside of a ring of shapes, as a place: "inside the enclosure", "within the walls", "in the frame",
"inside the red wall", "inside of the magenta frame", "in the walled area", "inside the ring of red cubes".

People who see shapes standing round part of the board name that part by what encloses it. The squares it
names are those walled in on three sides or more by the shapes said (the planner: planner.groups), so a gap
in the wall leaves the square before it inside. It names no single square: a place said with it says which
("inside the enclosure, on the floor square in front of the gap"), as "on the floor" does (geometry.vague).

A rule layer of the command reader (fallback_pcfg.reader.rules): the place rules
(fallback_pcfg.reader.places) build on it.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.ends import Ends
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES, member_colours
from fallback_pcfg.reader.rules import INTENSIFIERS
from fallback_pcfg.reader.walls import inner_corner, walls_of_inside

#: Words that put a place inside what follows ("inside the walls", "in the enclosure").
INSIDE = frozenset({"inside", "inside of", "within", "in", "into", "in to", "insides of"})
#: Of those, the ones that say inside a wall (a spot "in the wall" is one of its shapes, or a gap in it).
INSIDE_WALLS = frozenset({"inside", "inside of", "within"})
#: Nouns of a formation whose inside a place may be (words.tsv class "formation"): "inside the red wall".
WALLS = frozenset({"wall", "walls", "row", "rows", "line", "lines"})
#: Words that say a part of the board is walled in: "the enclosed empty pocket", "the walled-in area".
ENCLOSING = frozenset({"enclosed", "walled", "fenced", "boxed", "surrounded"})
#: Words between a corner and the enclosure it is a corner of ("the far right corner of the enclosure").
OF = frozenset({"of", "in", "inside", "within"})
#: What "inside the walls" costs more where it says where a shape is, not where it goes ("put the green cube inside
#: the walls, on the square ...": a place said twice more likely than which green cube).
DESCRIBING = 0.1
#: Words between the determiner and an enclosure's noun that say nothing of where it is.
SIZES = frozenset({"big", "large", "little", "small", "whole", "square", "closed", "empty", "open"})


class Enclosures(Ends):
    """The rules of a place inside a ring of shapes."""

    def _inside(self, i: int) -> list[Parse]:
        """"inside the enclosure", "(just) within the red frame": the squares it encloses (a place that
        names no single square)."""
        k = i + (self.word(i) in INTENSIFIERS)
        found = []
        for word in self.items(k, "inside"):
            for walls in self.enclosure(word.end):
                found.append(Parse(walls.end, Relation("within", enclosed(walls.value)), walls.cost, walls.skipped))
        return found + self._corner_of(k)

    def _corner_of(self, i: int) -> list[Parse]:
        """"(in) the far right corner of the enclosure", "into the corner of the walled area": a corner of the
        squares the walls stand round (fallback_pcfg.reader.walls.inner_corner), not of the board."""
        found = []
        for word in [w for w in self.items(i, "in", "to", "at") if w.phrase != "inside"] + [
                w for w in self.items(i) if w.phrase in ("on", "onto")]:
            for corner in self.np(word.end):
                if corner.value.type != "corner" or corner.value.relations or self.word(corner.end) not in OF:
                    continue
                for walls in self.enclosure(corner.end + 1):
                    found.append(Parse(walls.end, Relation("within", inner_corner(corner.value, walls.value)),
                                       corner.cost + walls.cost, corner.skipped + walls.skipped))
        return found

    def _relation(self, item: Item) -> list[Parse]:
        """A relation phrase and its landmark (postmodifiers), where "inside the red wall", "within the walls"
        say the squares the wall stands round, not in one of its shapes: where a shape is (at `DESCRIBING`
        more: after a verb of putting, a place more likely), or a place (see `_place_item`)."""
        found = []
        for p in super()._relation(item):
            mark = p.value.landmark
            if p.value.name == "within" and item.phrase in INSIDE_WALLS and mark is not None and mark.type == "edge" \
                    and mark.noun in WALLS and not mark.relations:  # "inside the right wall": not on the board's edge
                mark = Thing("shape", indicators=list(mark.indicators), noun=mark.noun)
                p = Parse(p.end, Relation("within", mark), p.cost, p.skipped)
            if p.value.name == "within" and walled_in(item.phrase, p.value.landmark):
                if p.value.landmark.relations:
                    continue  # ("inside the wall, on the empty square": the square is said of the place)
                squares = enclosed(walls_of(p.value.landmark, []))
                squares.checks += along_side(p.value.landmark)  # "just inside the right wall": the line along it
                p = Parse(p.end, Relation("within", squares), p.cost + DESCRIBING, p.skipped)
            found.append(p)
        return found

    def enclosure(self, i: int) -> list[Parse]:
        """What encloses a part of the board, from `i`: "the enclosure", "the red frame" (any shapes, or
        those of its colours), "the ring of red cubes" (the shapes it is made of)."""
        k = i + (self.word(i) in ("the", "that", "this", "those", "these", "our", "your"))
        colours: list[str] = []
        while self.items(k, "color") or self.word(k) in SIZES | {"and"}:
            colours += [c.value for c in self.items(k, "color")[:1]]
            k += 1
        found = []
        if self.word(k) in ENCLOSING:  # "the enclosed empty pocket", "the walled-in bit": the part it names
            j = k + 1 + (self.word(k + 1) in ("in", "off"))
            j += next((n for n in range(3) if self.word(j + n) not in SIZES), 0)
            if j < len(self.w) and (not self.w.known(j) or self.items(j, "gap") or any(
                    t.value in ("region", "tile") for t in self.items(j, "type"))):
                found.append(Parse(j + 1, Thing("shape", colours=colours), 0.05))
        for noun in self.items(k, "enclosure"):
            of = self.items(noun.end, "of")
            found.append(Parse(noun.end, Thing("shape", colours=colours), 0.0))
            if of:  # "the ring of red cubes": the shapes it is made of
                found += [Parse(p.end, walls_of(p.value, colours), p.cost, p.skipped) for p in self.np(of[0].end)
                          if p.value.type in ("cube", "prism", "shape", "stack") and p.value.colours]
        return found


def walls_round(thing: Thing) -> bool:
    """Whether a noun phrase names a formation that may stand round a part of the board ("the red wall")."""
    return thing.noun in WALLS & COLLECTIVES and thing.type in ("cube", "prism", "shape") and not thing.ordinal


def walled_in(phrase: str, landmark: Thing | None) -> bool:
    """Whether "inside X" says the squares a wall X stands round ("inside the red wall", said with more after
    it: "inside the wall, on the empty square"), not in a shape."""
    return phrase in INSIDE_WALLS and landmark is not None and walls_round(landmark)


def inside(place: Relation) -> bool:
    """Whether a place is the inside of an enclosure ("inside the walls"): squares, of which a place said with
    it names one (even an edge: "inside the walls, along the right edge")."""
    landmark = place.landmark
    return place.name == "within" and landmark is not None and landmark.type == "tile" and any(
        c.kind == "inside" for c in landmark.checks)


def counted_inside(place: Relation, enclosure: Relation) -> Relation:
    """`place` said with the inside of an enclosure: squares it counts from a side of the board ("inside the
    red wall, third square from the back") it counts from the wall on that side, as squares inside it are
    counted ("the first square" is the one next to the wall); a corner ("inside the walls, in the far right
    corner") is a corner of the inside (see `inner_corner`)."""
    walls = walls_of_inside(enclosure.landmark)
    if walls is None or place.landmark is None:
        return place
    if place.name == "within" and place.landmark.type == "corner":
        return replace(place, landmark=inner_corner(place.landmark, walls))
    return replace(place, landmark=_from_walls(place.landmark, walls))




def _from_walls(thing: Thing, walls: Thing) -> Thing:
    """`thing` with its lines counted from a side of the board counted from the walls on that side."""
    checks = []
    for check in thing.checks:
        edge = check.thing
        if check.kind == "line" and edge is not None and edge.type == "edge" and len(edge.indicators) == 1:
            side = Thing(walls.type, colours=list(walls.colours), indicators=list(edge.indicators), noun="wall")
            check = replace(check, thing=side)
        checks.append(check)
    return replace(thing, checks=checks)


def along_side(wall: Thing) -> list[Check]:
    """The line of squares just inside a wall named by its side ("inside the right wall", "within the back wall":
    the squares along it, one in from it), as a check; none for a wall named otherwise ("inside the red wall")."""
    sides = [i for i in wall.indicators if i in ("left", "right", "front", "back")]
    if len(sides) != 1:
        return []
    side = Thing(wall.type, colours=list(wall.colours), indicators=sides, noun="wall")
    return [Check("line", side, count=1)]


def walls_of(formation: Thing, colours: list[str]) -> Thing:
    """The shapes that wall a part of the board in, as a formation or its makings say them."""
    return Thing("shape", colours=colours or member_colours(formation) or list(formation.colours))


def enclosed(walls: Thing) -> Thing:
    """The squares the shapes `walls` describes stand round (planner.groups: an "inside" check)."""
    return Thing("tile", checks=[Check("inside", walls)], noun="enclosure")


__all__ = ["Enclosures", "counted_inside", "enclosed", "inside", "walled_in"]
