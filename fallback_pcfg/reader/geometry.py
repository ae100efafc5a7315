"""Places said by geometry around landmarks, as functions of meaning values: a square two counted moves
from a landmark ("one square closer to me and one to the left of X"), the corner square of a diagonal,
the middle square between two landmarks ("halfway between X and Y"), and the two landmarks of "between"
said with one noun ("between the red and the white pyramids", "between the reds"); and a place said
again of the same square ("on the floor, two squares left of X"), and whether a place names a square at all.

    moved_by_both(Relation("backward", count=1), Relation("left", Thing("stack"), count=1), None)
    # one square back from the square one left of the stack

The place and description rules (fallback_pcfg.reader.counting, .postmodifiers, .places) find the
words; these say what they mean together.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.meaning import Act, Check, Relation, Thing

#: The line each counted direction moves along: two moves along different lines add up to one square.
AXES = {"left": 0, "right": 0, "forward": 1, "backward": 1}


def moved_by_both(one: Relation, two: Relation, mentioned: Thing | None) -> Relation | None:
    """The square two counted moves along different lines name from one landmark: the square the second
    names from the first's ("one square back from the square one left of X"); the landmark said with one
    of them (or, with neither, the one `mentioned` before); None if they are no such pair."""
    if one.name not in AXES or two.name not in AXES or AXES[one.name] == AXES[two.name] or not one.count or \
            not two.count or one.also or two.also or one.landmark is not None and two.landmark is not None:
        return None
    inner, outer = (one, two) if one.landmark is not None else (two, one)
    mark = inner.landmark or mentioned
    if mark is None or mark.type == "tile" and any(r.count for r in mark.relations):
        return None  # (three moves are no pair)
    square = Thing("tile", relations=[Relation(inner.name, mark, count=inner.count)])
    return Relation(outer.name, square, count=outer.count)


def moves_from(place: Relation, mark: Thing) -> bool:
    """Whether `place` is two moves of one square each from `mark` (see `moved_by_both`)."""
    square = place.landmark
    return square is not None and square.type == "tile" and len(square.relations) == 1 and \
        square.relations[0].count == 1 and square.relations[0].landmark == mark


def diagonal_mark(acts: list[Act]) -> Thing | None:
    """The landmark a place said "diagonal from" names, in the last act ("put it on the floor diagonal from
    X: one square closer and one to the left": the moves count from X)."""
    place = acts[-1].place if acts else None
    said = [r for r in ((place,) + place.also if place is not None else ()) if r.name == "diagonal"]
    return said[0].landmark if said else None


def inward(mark: Thing) -> list[Check]:
    """What "diagonally in from X" says of a square or a shape: corner to corner with X, and of those squares the
    one nearest the middle of the board."""
    return [Check("diagonal", mark), Check("inner")]


def halfway(between: Relation) -> Relation:
    """"halfway between X and Y", "in the middle between X and Y": between them, on the square in the middle
    of the line that joins them (said again for the board to check; the line may be a diagonal)."""
    return replace(between, also=between.also + (Relation("halfway", between.landmark, other=between.other),))


def halfway_checks(relation: Relation) -> tuple[Relation, list[Check]]:
    """A relation said of a shape, and what it says that RCL cannot: "the green cube midway between the two red
    pyramids" is between them, in the middle (a check for the board)."""
    if not any(r.name == "halfway" for r in relation.also):
        return relation, []
    return replace(relation, also=()), [Check("halfway", relation.landmark, other=relation.other)]


def both_landmarks(first: Thing, other: Thing) -> tuple[Thing, Thing]:
    """The landmarks of "between X and Y" when one noun is said for both: "between the gray and yellow
    pyramids", "between the red and the white pyramids in the near row" (a gray pyramid and a yellow one,
    each in that row: what is said after the noun is said of both); "between the red and white ones": a red
    one and a white one, of the kind "ones" points back to."""
    several = other.plural or (other.noun or "").endswith("s")
    if first.type != "shape" or first.noun or other.type not in ("cube", "prism", "stack", "one") or not several and (
            other.relations or other.checks):  # "between the cyan and the stack w gray on top": a noun of its own
        return first, other
    first = first.copy()
    first.type = other.type
    if several and other.colours and not other.count:
        other = other.copy()
        other.plural = False
        first.relations += [r for r in other.relations if r not in first.relations]
        first.checks += [c for c in other.checks if c not in first.checks]
    return first, other


def two_of(landmark: Thing, last: str) -> Thing | None:
    """"between the two red cubes", "between the reds": a plural landmark of "between" (`last` its last word:
    a colour said as a plural noun) is two of its shapes (any two, for the board to find); None when it is no
    plural or counts more."""
    plural = landmark.plural or landmark.type == "shape" and not landmark.noun and bool(landmark.colours) and \
        last.endswith("s")
    if not plural or landmark.count not in (2, None) or landmark.type not in ("cube", "prism", "shape", "stack", "one"):
        return None
    if len(set(landmark.colours)) > 1 and landmark.count is None and landmark.type != "stack":
        return None  # "between the gray and yellow cubes": one of each
    one = landmark.copy()
    one.plural, one.count = False, None
    return one


#: Sides that pick shapes by where they stand ("the two red pyramids on the left": the two leftmost).
PICKING_SIDES = frozenset({"left", "right", "front", "back"})


def the_pair(one: Thing) -> tuple[Thing, Thing]:
    """The two shapes `two_of` says, each as `one`; "the two red pyramids on the left" (one side said of both)
    are the leftmost two: the leftmost one and the second from the left, not the leftmost twice."""
    if len(one.indicators) != 1 or one.indicators[0] not in PICKING_SIDES or one.ordinal:
        return one, one.copy()
    second = one.copy()
    second.ordinal = 2
    return one, second


def its_mark(place: Relation) -> Thing | None:
    """What "its" means in words said after `place`: its landmark, a shape ("next to the green cube, at its
    right"; of "the field right next to the green cube", the green cube's); None for an edge, a corner, the
    board."""
    mark = place.landmark
    if mark is not None and mark.type == "tile":
        mark = next((r.landmark for r in mark.relations if r.landmark is not None and r.landmark.type in (
            "cube", "prism", "shape", "stack", "one")), mark)
    return mark if mark is not None and mark.type not in ("edge", "board", "region", "corner", "robot") else None


def said_again(place: Relation, again: Relation) -> Relation:
    """`place`, said again as `again` (the board checks both name one square)."""
    return replace(place, also=place.also + (again,) + again.also)


def also_all(place: Relation, others: list[Relation]) -> Relation:
    """`place`, with each of `others` said of the same square (the board checks them)."""
    for other in others:
        place = said_again(place, other)
    return place


def edge_square(place: Relation) -> Relation:
    """"on the left edge, four squares up from the back": the square of the edge its lines say (a place on
    an edge said with a count of lines is no edge of them)."""
    edge = place.landmark
    if place.name not in ("above", "within") or edge is None or edge.type != "edge" or not edge.checks:
        return place
    bare = edge.copy()
    bare.checks = []
    return Relation("above", Thing("tile", relations=[Relation("above", bare)], checks=list(edge.checks)))


def restates(place: Relation, again: Relation) -> bool:
    """Whether a bare count of squares says again the side a landmark's place already names: "behind the
    blue one, one square toward the back" (one square from the blue one, not from the moving shape)."""
    return again.landmark is None and again.count == 1 and place.landmark is not None and (
        place.count in (None, 1)) and again.name == place.name and place.name in ("left", "right", "front", "backward")


def vague(relation: Relation) -> bool:
    """Whether a place names no single square: the floor, an edge, a side of the board, a line with a shape."""
    landmark = relation.landmark
    return relation.name in ("aligned", "diagonal") or relation.count is None and landmark is not None and (
        landmark.type in ("board", "edge", "region") or landmark.type == "tile" and any(
            c.kind == "inside" for c in landmark.checks))  # ("inside the walls": the squares they enclose)


def on_board(relation: Relation) -> bool:
    """Whether a place is on the board itself ("on the floor", "on the table")."""
    return relation.name == "above" and relation.landmark is not None and relation.landmark.type == "board"


#: Nouns of shapes standing corner to corner in a line (words.tsv, class formation).
DIAGONALS = frozenset({"diagonal", "diagonal line", "diagonal lines", "diagonal row", "diagonal rows", "slanted line",
                       "slanting line", "slanted row", "diagonal chain"})


def gap_in(gap: Thing, line: Thing, one: Thing) -> None:
    """Say where a gap in a line of shapes like `one` is: between two of them in a row or column; in a diagonal
    line ("the gap in the diagonal line of cyan cubes") on the middle square between two of them, corner to
    corner too (a halfway check: the board finds it on a row, a column or a diagonal)."""
    if line.noun in DIAGONALS:
        gap.checks.append(Check("halfway", one, other=one.copy()))
    else:
        gap.relations.append(Relation("between", one, other=one.copy()))
