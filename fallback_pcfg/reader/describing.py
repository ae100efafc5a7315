"""What a description after a noun adds to the thing it describes, and the word classes that say
which nouns and relations may describe what: "the red cube on the blue one", "the second row from
the back", "the far right end of the green row", "in line with the red cubes".

    thing = described(Thing("cube", colours=["red"]), ("relation", Relation("above", Thing("cube"))))

Functions of `fallback_pcfg.reader.meaning` values only: the noun-phrase rules
(fallback_pcfg.reader.phrases) find the words, these decide what they mean together.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.geometry import gap_in, halfway_checks
from fallback_pcfg.reader.lexical import Item
from fallback_pcfg.reader.meaning import Check, Relation, Thing, counted_below, shared_indicators
from fallback_pcfg.reader.members import COLLECTIVES, in_group, member_colours

#: Relations of a counted move.
DIRECTIONS = frozenset({"left", "right", "forward", "backward"})
#: The direction of a move toward a side of the board.
SIDES = {"front": "forward", "back": "backward", "left": "left", "right": "right"}
#: Relations that describe where a thing is, by the planner's semantics.
DESCRIBING = frozenset({"above", "within", "nearest", "adjacent", "left", "right", "front", "backward", "between",
                        "same", "part", "forward"})
#: Words a relation phrase may end in that take no landmark after them ("to the back", "in front").
SIDE_WORDS = frozenset({"back", "front", "left", "right", "forward", "backward", "forwards", "backwards", "rear",
                        "ahead"})
#: The half of the board a side relation to the board names: "on the robot's side of the board".
BOARD_SIDES = {"left": "left", "right": "right", "front": "front", "forward": "front", "backward": "back"}
#: A side of the board said "far": "the far left of the board" is its left side.
FAR_SIDES = {"leftmost": "left", "rightmost": "right"}
#: The sides "its" may name: "to its left", "on its far side".
ITS_SIDES = {"left": "left", "right": "right", "front": "front", "far": "front", "back": "backward",
             "rear": "backward", "near": "backward"}
#: Nouns that count a move ("two squares left"), not name a landmark.
UNIT_NOUNS = frozenset({"square", "squares", "step", "steps", "space", "spaces", "spot", "spots", "tile", "tiles",
                        "field", "fields", "cell", "cells", "place", "places", "position", "positions"})
#: Words that say a move goes toward the robot or away from it, with no landmark ("two squares closer").
NEARER_FARTHER = frozenset({"closer", "nearer", "further", "farther"})
#: Nouns of a line of squares across the board, counted from a side ("the second row from the back").
LINES = frozenset({"row", "line", "column", "file", "rank", "lane"})
#: Nouns of one square counted from a side ("the fourth square from the back").
SQUARES = frozenset({"square", "field", "spot", "space", "place", "tile", "cell", "position"})
#: Things that have sides a square can be on.
SIDED_THINGS = frozenset({"cube", "prism", "shape", "stack", "one"})
#: Nouns of a side of the board that may be half of it: "the green one on the left side", "in the back half".
HALVES = frozenset({"side", "half", "part", "area", "portion", "section", "region", "zone"})
#: Nouns that name the board's edges by their side.
EDGE_NOUNS = frozenset({"row", "line", "edge", "side", "border", "end", "rim"})
#: Of those, the nouns of a side of the board itself, and the relations of a square beside something, which no
#: side of the board is ("the left edge next to the corner").
SIDE_NOUNS = frozenset({"edge", "side", "border", "rim"})
BESIDE_NAMES = frozenset({"adjacent", "left", "right", "front", "backward", "forward"})

def side_named(phrase: str) -> str:
    """The side a "side" phrase names: "on its right side" right, "the far side" / "away from the robot"
    front, "robot side" / "the near side" backward."""
    words = set(phrase.split())
    return ("right" if "right" in words else "left" if "left" in words else
            "front" if {"far", "farther", "further", "front", "away"} & words else "backward")


def same_word(a: str, b: str) -> bool:
    """"hat" and "hats"."""
    return a.rstrip("s") == b.rstrip("s")


def same_kind(said: Thing, named: Thing) -> bool:
    """Whether words may point at a thing named before: "that stack", "that gray cap", "the one"."""
    if said.colours and named.colours and set(said.colours) != set(named.colours):
        return False
    if said.type in ("one", "shape") or said.type == named.type or same_group(said, named):
        return True
    return named.type == "shape" and said.type in ("cube", "prism") or bool(
        said.guess and named.guess and same_word(said.guess, named.guess))


def same_group(said: Thing, named: Thing) -> bool:
    """"that row" after "a row of three blue cubes": the group named before by the same noun."""
    return bool(said.noun) and said.noun in COLLECTIVES and same_word(said.noun, named.noun) and said.type in (
        "region", "edge", "cube-group")  # "two lines of red cubes ... the inner line": one of them


def described(thing: Thing, extra: tuple) -> Thing | None:
    """`thing` with one more description after its noun, or None when it does not fit."""
    t = thing.copy()
    kind = extra[0]
    if kind == "nothing":
        return t
    if kind == "held":
        t.held = True
    elif kind == "same":  # "X, the one ...": the aside describes X further
        more: Thing = extra[1]
        if (more.type == "tile") != (t.type == "tile") and more.type != "one":
            return None  # "the white block you're holding, the spot right next to ...": a square is no shape
        if t.noun in LINES and more.noun in SQUARES:  # "the second row from the back, the second square from the right"
            square = counted_line(more)
            if square is None:
                return None
            t.checks.append(square)
            return t
        if more.type == "corner" and t.type == "corner" and t.indicators and more.indicators and set(
                more.indicators) <= set(t.indicators) and not more.relations:
            return t  # "the front left corner, the far corner on the left": the same corner said again
        if more.type == "corner":  # "the corner of the gray block, the corner which is most left": which corner
            if t.noun != "corner" or t.indicators or not any(c.kind == "corner" for c in t.checks) or not (
                    more.indicators or more.relations):
                return None  # (a corner of a group not yet told: its sides are said once)
            t.checks = [c for c in t.checks if c.kind != "corner"]
        if more.type == "stack" and t.type in ("cube", "prism", "shape") and not (more.plural or t.plural) and \
                more.noun not in ("", "one", "ones") and (more.colours or any(c.kind == "height" for c in more.checks)):
            t.relations.append(Relation("part", more))  # "the gray cube (red+gray stack)": the stack it is in, said
            return t  # by its makeup (not "the blue cube, the shorter stack": that one is the stack)
        if more.colours and (t.type not in ("cube", "prism", "shape", "stack", "one") or
                             t.colours and set(more.colours) != set(t.colours)):
            return None  # "the red cube, the blue one ..." names another shape; an edge has no colour
        several = more.group  # "the green pyramid which is the right one of the two nearer pyramids": of those
        if several is not None and several.colours and t.colours and set(several.colours) != set(t.colours):
            return None
        if _tells_groups_apart(more) or more.noun in COLLECTIVES:  # (one of the lines named before)
            told = _group_told_apart(t, more.relations)
            if told is not None:
                return told
        t.ordinal = t.ordinal or more.ordinal
        t.relations += more.relations + (several.relations if several is not None else [])
        t.checks += more.checks + (several.checks if several is not None else [])
        said = more.indicators + (several.indicators if several is not None else [])
        t.indicators = shared_indicators(t.indicators, said) + [i for i in shared_indicators(said, t.indicators)
                                                                if i not in t.indicators]
        t.held = t.held or more.held
    elif kind == "colours":  # "the stack that is red all the way down", "four stacks red on red"
        if t.type not in ("stack", "one") or t.colours and set(t.colours) != set(extra[1]):
            return None
        t.colours = list(extra[1]) if len(extra[1]) > len(t.colours) else t.colours
    elif kind == "made":  # "the stack that's two green cubes", "made of a red, a blue and a red cube"
        return made_of(t, extra[1])
    elif kind == "relation":
        if _tells_groups_apart(Thing("one", relations=[extra[1]])):
            told = _group_told_apart(t, [extra[1]])
            if told is not None:
                return told
        if t.type == "edge" and t.noun in SIDE_NOUNS and extra[1].name in BESIDE_NAMES:
            return None  # "the gray cube on the left edge next to the empty corner": a side of the board is beside
            # nothing, the cube is
        return related(t, extra[1])
    elif kind == "check":
        if t.type in ("edge", "region", "corner", "board") and extra[1].kind != "line":
            return None  # what is said of a shape is not said of the side of the board it stands on
        if not _fits_place(t, [extra[1]]):
            return None
        members = extra[1].thing if extra[1].kind == "group" else None
        if members is not None and (t.type == "tile" or members.colours and t.colours and not set(
                members.colours) & set(t.colours)):
            return None  # "the red cube in the blue row" is none of the blue row's (it stands on one); "the gap
            # in the magenta row" is a square, none of its shapes
        t.checks = counted_below(t, extra[1]) + [extra[1]]
    elif kind == "checks":
        if not _fits_place(t, extra[1]):
            return None
        t.checks += extra[1]
    elif kind == "both":  # "with green in front of it and red on its right"
        t = described(t, extra[1])
        return described(t, extra[2]) if t is not None else None
    elif kind == "not":
        if t.type not in ("cube", "prism", "shape", "stack", "one", "tile"):
            return None  # "nearer the center, not the one on the left edge": the shape is not that one; ("second
            # from the front, not counting the corner stack": said of what is counted, never of a region)
        said_of_count = len(extra) > 2 and extra[2] and t.ordinal is not None  # ("the 3rd, not the red one")
        other = extra[1]
        if other.type == "one" and t.type in ("cube", "prism", "stack"):  # "the cyan prism on the stack, not the
            other = other.copy()  # one on the floor": another of its kind and colours, not the last thing said
            other.type, other.colours = t.type, other.colours or list(t.colours)
        t.checks.append(Check("isnt" if said_of_count else "not", other))
    elif kind == "owned":  # "the tower's top cube", "the red cube's hat": that one, of it or on it
        owned: Thing = extra[1].copy()
        if t.type not in ("stack", "cube", "shape"):
            return None
        if owned.type == "tile":  # "the red cube's left": the square beside it
            owned.relations = [replace(r, landmark=t) for r in owned.relations]
            return owned
        owned.relations.append(Relation("part" if t.type == "stack" else "above", t))
        return owned
    elif kind == "without":  # "the stack with no blue cube on it": none of those of its kind that have one
        t.checks.append(Check("not", Thing(t.type, checks=[extra[1]])))
    elif kind == "indicator":
        if t.type not in ("cube", "prism", "shape", "stack", "one", "corner") and not (t.type == "edge" and not (
                t.indicators)):  # ("the edge on the right": the right edge)
            return None
        if t.type in ("corner", "edge") and extra[1] not in ("left", "right", "front", "back"):
            return None
        t.indicators = shared_indicators(t.indicators, [extra[1]]) + [extra[1]]  # "the corner closest to me on
        # the left": the back left one
    elif kind == "from":
        if t.ordinal is None:
            return None
        if t.noun in LINES and t.type in ("cube", "prism", "shape", "stack") and not any(
                c.kind == "group" for c in t.checks):  # "the second row of gray stacks from the back": those in it
            t.checks.append(Check("line", Thing("edge", indicators=[extra[1]]), count=t.ordinal))
            t.ordinal = None
            return t
        t.indicators.insert(0, extra[1])  # the side the ordinal counts from comes first (planner.grounding)
    elif kind == "counted":  # "the second green counting from the yellow one"
        if t.ordinal is None or t.type not in ("cube", "prism", "shape", "stack", "one"):
            return None
        t.checks.append(Check("counted", extra[1], count=t.ordinal, other=extra[2] if len(extra) > 2 else None))
        t.ordinal = None
    elif kind == "ordinal":
        if t.ordinal is not None or t.type in ("edge", "region", "corner", "board"):
            return None  # "on the left edge that is second from the back": the shape is second, not the edge
        if _across_edge(t, extra[2]):  # "the red cube on the left edge that is second from the back": its row
            t.checks.append(Check("line", Thing("edge", indicators=[extra[2]]), count=extra[1]))
            return t
        t.ordinal = extra[1]
        t.indicators.insert(0, extra[2])  # counted from that side, whatever other side was said ("the far row")
    return t


#: What is said only of a stack: what stands at its bottom, how high it is.
STACK_CHECKS = frozenset({"bottom", "height", "tallest", "shortest"})


def _fits_place(t: Thing, checks: list[Check]) -> bool:
    """Whether checks may be said of `t`: none said only of a stack is said of a square ("the tall tower in
    the back right area that has a cyan cube at the bottom": the tower has it)."""
    return t.type != "tile" or not any(c.kind in STACK_CHECKS for c in checks)


def _group_told_apart(t: Thing, relations: list[Relation]) -> Thing | None:
    """"the second red cube from the front in the inner line, (the one) closer to the middle": of a shape
    of a group already counted by an ordinal, where it is tells the group apart (None: not such a shape)."""
    group = next((c for c in t.checks if c.kind == "group" and c.thing is not None), None)
    if group is None or t.ordinal is None:
        return None
    members = group.thing.copy()
    members.relations += [r for r in relations if r not in members.relations]
    t.checks = [replace(c, thing=members) if c is group else c for c in t.checks]
    return t


def compared(thing: Thing) -> bool:
    """Whether a phrase without a noun only compares ("the taller", "the lowest"): of what follows."""
    return not thing.colours and any(c.kind in ("tallest", "shortest") for c in thing.checks)


def corner_sides(indicators: list[str]) -> list[str]:
    """The sides of a corner said with its adjectives: "the far right corner" is the front right one."""
    far = {"leftmost": "left", "rightmost": "right"}
    if any(i in far for i in indicators) and not {"front", "back"} & set(indicators):
        return ["front"] + [far.get(i, i) for i in indicators]
    return list(indicators)


def place_noun(item: Item, thing: Thing) -> Relation | None:
    """Where a noun of the board said before a shape's noun puts the shape: "corner" (the corner stack),
    "edge", "row" with a side (the left-edge green, the back-row magenta cube); None for other nouns."""
    if thing.colours or thing.checks or thing.ordinal:
        return None
    if item.value == "corner":
        return Relation("within", Thing("corner", indicators=corner_sides(thing.indicators), noun="corner"))
    if item.phrase in EDGE_NOUNS and len(thing.indicators) == 1 and thing.indicators[0] in ("front", "back", "left",
                                                                                          "right"):
        return Relation("above", Thing("edge", indicators=list(thing.indicators), noun=item.phrase))
    return None


def made_of(stack: Thing, parts: list[Thing]) -> Thing | None:
    """A stack said to be made of `parts`, bottom up ("a gray cube, a red cube and a blue cube", "two blue
    cubes and two green cubes"): their colours, each as often as counted, and how high they stand when
    every part is counted (None: not a stack, or a part that is no shape)."""
    if stack.type not in ("stack", "one") or any(p.type not in ("cube", "prism", "shape", "one") for p in parts):
        return None
    t = stack.copy()
    t.type = "stack"
    t.relations += [r for p in parts for r in p.relations]  # "the stack of two green cubes in the middle row"
    said = [c for p in parts for c in p.colours * (p.count or 1)]
    said = said[:1] if len(set(said)) == 1 else said  # "two red cubes": red, two high
    if t.colours and said and set(t.colours) != set(said):
        return None  # "the red stack made of blue cubes" names nothing
    t.colours = said or t.colours
    counted = [p.count or (0 if p.plural else 1) for p in parts]
    if all(counted) and (len(parts) > 1 or parts[0].count):
        t.checks.append(Check("height", count=sum(counted)))
    return t


def _tells_groups_apart(more: Thing) -> bool:
    """Whether an aside says no more than where a thing is on the board ("the one nearer the middle")."""
    return bool(more.relations) and all(r.name == "nearest" and r.landmark is not None and r.landmark.type in (
        "region", "robot", "edge") for r in more.relations) and not (
        more.checks or more.indicators or more.ordinal or more.colours)


#: The edges that run toward a side: counting from the back goes along the left and right edges.
ACROSS = {"front": ("left", "right"), "back": ("left", "right"), "left": ("front", "back"), "right": ("front", "back")}


def _across_edge(thing: Thing, side: str) -> bool:
    """Whether the thing is said to stand on an edge that runs toward `side` (counting from the back
    along the left edge counts its squares)."""
    across = ACROSS.get(side, ())
    return any(r.name == "above" and r.landmark is not None and r.landmark.type == "edge"
               and r.landmark.indicators[:1] and r.landmark.indicators[0] in across for r in thing.relations)


def line_mark(thing: Thing) -> Thing:
    """What a place "in line with X" is in line with: X, or any one of the cubes or pyramids X names ("the
    red yellow red cubes", "the R-Y-R-G cube row", "the gray and blue pyramids": a shape has one colour, so
    one of them is meant; the colours of stacks are each stack's)."""
    if thing.type not in ("cube", "prism") or not thing.plural and len(set(thing.colours)) < 2:
        return thing
    mark = thing.copy()
    mark.colours, mark.plural, mark.count = mark.colours[:1], False, None
    return mark


def edge_way(place: Relation) -> str | None:
    """The way a move to an edge goes ("to the left edge": left), None for other places."""
    edge = place.landmark
    if place.name not in ("above", "within") or place.count is not None or edge is None or edge.type != "edge":
        return None
    return {"left": "left", "right": "right", "front": "forward", "back": "backward"}.get(
        (edge.indicators or [""])[0])


def along_line(place: Relation) -> bool:
    """Whether the last place said again is a line of the board: an edge, or in line with a shape."""
    last = (place.also or (place,))[-1]
    return last.name == "aligned" or last.landmark is not None and last.landmark.type == "edge"


def counted_line(thing: Thing) -> Check | None:
    """"the second row from the back", "the fourth square from the left edge": the row (or column) that
    many lines in from that side, as a check on the board (None: not such a phrase)."""
    side = next((i for i in thing.indicators if i in ("front", "back", "left", "right")), None)
    if thing.ordinal is None or side is None or not (thing.noun in LINES or thing.noun in SQUARES):
        return None
    if any(c.kind in ("group", "inner", "outer") for c in thing.checks):
        return None  # "the far row of the yellow block, 2nd from left": a shape of a group, not a line of the board
    return Check("line", Thing("edge", indicators=[side]), count=thing.ordinal)


def counts_a_move(landmark: Thing) -> bool:
    """"by one square", "left two spaces", "down two rows": a count of squares (or of rows or columns said
    of nothing), which names no landmark."""
    lines = landmark.noun.rstrip("s") in ("row", "column") and not (landmark.colours or landmark.relations)
    return (landmark.noun in UNIT_NOUNS or lines) and (landmark.said_count or landmark.plural)


def related(t: Thing, relation: Relation) -> Thing | None:
    """`t` described by a relation ("on the red cube", "nearest to you"), as the planner reads them."""
    landmark = relation.landmark
    if landmark is not None and landmark.type in ("region", "edge") and landmark.indicators and relation.name in (
            "within", "above", "nearest") and any(c.kind == "line" for c in landmark.checks):
        t = t.copy()  # "in the front row, second from the right": in that row, and in that column
        t.checks += [c for c in landmark.checks if c.kind == "line"]
        landmark = landmark.copy()
        landmark.checks = [c for c in landmark.checks if c.kind != "line"]
        relation = replace(relation, landmark=landmark)
    if landmark is not None and landmark.type == "board" and relation.name in BOARD_SIDES:
        # "on the robot's side of the board", "on the left side of the board": in that half of it
        landmark = Thing("region", indicators=[BOARD_SIDES[relation.name]])
        relation = Relation("within", landmark)
    if landmark is not None and landmark.type == "region" and any(i in FAR_SIDES for i in landmark.indicators):
        landmark = Thing("region", indicators=[FAR_SIDES.get(i, i) for i in landmark.indicators])  # "near the far
        relation = replace(relation, landmark=landmark)  # left of the board": near its left side
    if relation.name not in DESCRIBING:
        return None
    if relation.name == "within" and landmark is not None and landmark.noun in COLLECTIVES and landmark.type in (
            "shape", "cube", "prism") and "center" in landmark.indicators and t.type in (
                "cube", "prism", "shape", "one"):
        return None  # "the red cube in the center of the red-blue pattern": the middle one of that group (read so by
        # the group rules), not a shape inside a red and blue shape
    if landmark is not None and landmark.type == "region" and not (
            landmark.indicators or landmark.ordinal or landmark.relations) and (
            landmark.noun == "side" and t.type in SIDED_THINGS or landmark.noun in LINES and not landmark.checks):
        # "the red one on the side": no side of the board said (the side of a shape, said after it); "the two gray
        # blocks in the row ...": which row is said after it, or the board cannot tell
        return None
    if relation.name == "between" and t.type in ("cube", "prism") and all(
            m is not None and m.type == "shape" and not m.noun and m.colours for m in (landmark, relation.other)):
        # "the red pyramid between the blue and the green": two more of its kind
        landmark, other = landmark.copy(), relation.other.copy()
        landmark.type = other.type = t.type
        relation = replace(relation, landmark=landmark, other=other)
    if relation.name in ("above", "within") and t.type in ("cube", "prism", "shape", "one") and landmark is not None \
            and landmark.type == "tile" and len(landmark.relations) == 1 and landmark.relations[0].name in (
                "left", "right", "front", "backward"):
        t.relations.append(landmark.relations[0])  # "the gray cube on the red cube's left": left of the red cube
        return t
    if relation.name == "within" and landmark is not None and any(c.kind == "group" for c in landmark.checks):
        return None  # "at the right end of the row" names a shape of the row, which nothing is in
    counted = counted_line(landmark) if landmark is not None and relation.name in ("within", "above") else None
    if counted is not None:  # "the red cube in the second row from the back"
        t.checks += [counted] + landmark.checks
        return t
    if t.type == "corner" and landmark is not None and landmark.type in ("region", "edge") and relation.name in (
            "above", "within", "nearest"):
        t.indicators += [i for i in landmark.indicators if i not in t.indicators]  # "the corner on the far right"
        return t
    if t.type == "corner" and landmark is not None and landmark.type == "robot" and relation.name == "nearest":
        t.indicators += [] if "back" in t.indicators else ["back"]  # "the corner closest to me": a back corner
        return t
    if landmark is not None and landmark.type == "region" and len(landmark.indicators) == 2 and {
            "front", "back"} & set(landmark.indicators):  # "near the back on the right": that corner
        landmark = Thing("corner", indicators=sorted(landmark.indicators, key=lambda i: i not in ("front", "back")))
        relation = Relation("nearest", landmark)
    if landmark is not None and landmark.noun in COLLECTIVES and relation.name in ("within", "above") and any(
            c.kind in ("inner", "outer") for c in landmark.checks) and t.type in ("cube", "prism", "shape"):
        group = landmark.copy()  # "the red cube in the inner line": one of that line of the group
        group.type = landmark.type if landmark.type in ("cube", "prism") else "shape"
        t.checks += in_group(group)
        return t
    if landmark is not None and landmark.noun in COLLECTIVES and (
            not landmark.colours or landmark.relations and relation.name == "within") and \
            landmark.type not in ("edge", "tile") and relation.name in ("within", "above") and (
            landmark.relations or landmark.indicators):  # "in the red row along the back edge": where the row is
        if landmark.relations:  # "the green cube in the group in the corner": where the group is
            t.relations += landmark.relations
            return t
        if t.colours and t.type in ("cube", "prism", "shape", "one") and landmark.type == "cube-group":
            # "the gray one in the back group": one of the group of gray cubes on that side
            t.checks += in_group(Thing(t.type if t.type in ("cube", "prism") else "shape", colours=list(t.colours),
                                       indicators=list(landmark.indicators), noun=landmark.noun))
            return t
        landmark = Thing("region", indicators=list(landmark.indicators))  # "in the middle group": in the middle
        relation = Relation("within", landmark)
    if landmark is not None and counts_a_move(landmark):
        return None
    if landmark is not None and landmark.type == "robot" and relation.name in ("front", "adjacent", "backward"):
        relation = Relation("nearest", landmark)  # "the row of red blocks right in front of me": nearest the robot
    if t.type in ("edge", "region") and t.indicators and relation.name == "nearest" and landmark is not None:
        named = ["back"] if landmark.type == "robot" else landmark.indicators[:1]
        # "the back row nearest you" says its side again; in "the green one on the left side further away from
        # me" the shape is the farther one
        return t if named == t.indicators[:1] else None
    if t.type in ("edge", "region") and t.noun in EDGE_NOUNS and relation.name == "nearest" and landmark is not None:
        if landmark.type == "robot":  # "the row nearest you": the back row
            return Thing("edge", indicators=["back"], noun=t.noun)
        if landmark.type in ("region", "edge") and landmark.indicators:
            return Thing("edge", indicators=landmark.indicators[:1], noun=t.noun)
    if t.type in ("edge", "region", "board") and landmark is not None and landmark.type in (
            "cube", "prism", "shape", "stack", "one", "tile"):
        return None  # a side of the board is not beside a shape: the description is the noun's before it
    if relation.name == "forward" and relation.count is None and landmark is not None and landmark.type == "edge":
        relation = Relation("above", landmark)  # "the second green up the left side": along that edge
    if relation.name in ("left", "right", "front", "backward") and landmark is not None and landmark.type in (
            "edge", "region"):
        return None  # "on the left edge" is along it, not left of it; "back right" is a corner, not behind
    if t.type == "tile" and landmark is not None and landmark.type == "edge" and landmark.colours:
        landmark = Thing("edge", indicators=list(landmark.indicators), noun=landmark.noun)
        relation = Relation(relation.name, landmark)  # "the gap in the front green row": on that edge, among greens
    if relation.name == "within" and landmark is not None and landmark.type == "edge":
        relation = Relation("above", landmark)  # "in the back row": on the back edge
    if relation.name in ("within", "above") and landmark is not None and landmark.type == "region" and any(
            i in ("front", "back") for i in landmark.indicators):
        relation = Relation("nearest", landmark)  # "in the back": nearest the back
    if relation.name == "same":  # "in that same row": the row said before (fallback_pcfg.reader); said of
        if t.type in ("edge", "region", "corner", "board"):  # a shape, never of the edge it is read onto
            return None
        t.relations.append(relation)
        return t
    if t.type == "tile" and relation.name in ("within", "above") and landmark is not None and landmark.type in (
            "cube", "prism", "shape", "stack"):
        if not landmark.plural and landmark.noun not in COLLECTIVES | HALVES:  # ("the cell in the blue region")
            return None  # a square is on no one shape ("the square on your side of the stack" is not on it)
        # "the gap in the near row of reds": the row's edge, if it has one, says where the gap is
        t.relations += [r for r in landmark.relations if r.name == "above" and r.landmark is not None
                        and r.landmark.type == "edge"]
        if (landmark.noun in COLLECTIVES or any(c.kind == "gap" for c in t.checks)) and (  # ("among the reds")
                t.noun not in SQUARES or any(c.kind == "free" for c in t.checks)):
            one = Thing(landmark.type, colours=member_colours(landmark))  # (a gap is between two of its shapes,
            gap_in(t, landmark, one)  # in line: of no one group that touches)
        return t
    if relation.name == "within" and landmark is not None and landmark.noun in COLLECTIVES and landmark.colours and \
            landmark.type in ("cube", "prism", "shape") and t.type in ("cube", "prism", "shape") and t.colours and \
            not set(t.colours) & set(landmark.colours):  # "the red cube in the blue row": on one of its shapes
        t.relations.append(Relation("above", Thing(landmark.type, colours=member_colours(landmark),
                                                   checks=in_group(landmark))))
        return t
    if relation.name == "above" and t.type == "stack" and landmark is not None and landmark.type in (
            "cube", "prism", "shape", "one"):
        t.checks.append(Check("bottom", landmark))  # "the tower standing on a red cube"
        return t
    relation, middles = halfway_checks(relation)  # "midway between X and Y": the board checks the middle
    t.relations.append(relation)
    t.checks += middles
    return t
