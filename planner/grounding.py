"""Grounding: the things of a scene that an RCL entity denotes.

An entity node compiles to a `Query`: the type it resolves to and a list
of filters, built before anything is solved, exactly as the organisers'
planner does it (see ../shared/treebank/PLANNER-NOTES.md, section 2).
Solving starts from the things of that type and applies the filters in
order.  Anything the planner would give up on raises IncoherentError.

    >>> from rcl import read_rcl
    >>> from planner.scene import Scene, Shape
    >>> from planner.world import World
    >>> world = World(Scene((Shape(0, 0, 0, "red", "cube"), Shape(5, 5, 0, "red", "cube")), (3, 3, 7)))
    >>> entity = read_rcl("(entity: (indicator: leftmost) (color: red) (type: cube))")
    >>> ground(entity, world)
    [<red cube at (5,5,0)>]
"""

from __future__ import annotations

from functools import partial
from typing import Callable

from rcl.model import Branch, Leaf
from rcl.shape import Shape
from rcl.vocabulary import SHAPE_TYPES
from planner.antecedents import Antecedents
from planner.checks import ORDER, check_filter, cube_colors, exact_colors_filter, ordinal_filter
from planner.describe import describe, describe_relation, shapes_words
from planner.errors import MISSING, NEAR, IncoherentError
from planner.gaps import between_filter, inside
from planner.groups import formation_filter, group_middle_filter, touching
from planner.lines import lined_first, on_counted_row
from planner.relations import OFFSETS, SIDES, VIEWER_SIDES, by_corner, distance, holds, nearest_in_line
from planner.positions import (centre_filter, depth_filter, extreme_filter, indicator_filter, loosely_central,
                               official_only)
from planner.query import Filter, Query, with_looser_landmark
from planner.world import Thing, World

POST_INDICATORS = frozenset({"left", "leftmost", "right", "rightmost", "nearest"})
POST_TYPES = frozenset({"cube", "prism", "stack"})
REGION_LANDMARKS = ("front", "back", "left", "right", "center")
#: What `closest` leaves out of a description that matched nothing.
LOOSENED = ("spatial-relation", "indicator")


def ground(entity: Branch, world: World, antecedents: Antecedents | None = None,
           context: Filter | None = None) -> list[Thing]:
    """The things `entity` denotes in `world` (context: `available`, `droppable` or None)."""
    return compile_entity(entity, antecedents or Antecedents(entity)).solve(world, context)


def resolve_type(entity: Branch, antecedents: Antecedents) -> str | None:
    """The entity's type after references: type-reference copies its antecedent's type."""
    type = entity.value_of("type")
    reference = entity.value_of("reference-id")
    if type in ("type-reference", "type-reference-group"):
        antecedent_type = antecedents.find(reference).value_of("type")
        if type == "type-reference":
            type = antecedent_type
        elif antecedent_type != "cube":
            raise IncoherentError(f"'ones' must refer back to cubes, not to a {antecedent_type}")
        else:
            type = "cube-group"
    elif reference is not None:
        raise IncoherentError("'it' can only refer to the shape taken just before, in a take-then-drop sequence")
    return "stack" if type == "cube-group" else type


def each_of(landmark: Query, world: World) -> list[Thing]:
    """Each cube of a group said ("the red cubes", "the red floor"), not the stacks they make."""
    each = landmark.node.with_children(Leaf("type", "cube") if c.tag == "type" else c for c in landmark.node.children)
    return compile_entity(each, landmark.antecedents).solve(world)


def touched(landmark: Query, world: World) -> list[Thing]:
    """What "next to X", "touching X" may touch: X's groundings and, for a plural of cubes that stand together
    ("right by the white cubes", "up against the yellow cubes": the one group of them), each of its cubes
    too, not only their stacks: a shape touching one of them touches them (extended worlds; the organisers'
    planner read stacks only; cubes scattered over the board are no one thing to be beside)."""
    marks = landmark.solve(world)
    if not world.extended or landmark.node.value_of("type") != "cube-group":
        return marks
    groups = [g for g in touching(each_of(landmark, world)) if len(g) > 1]
    return list(dict.fromkeys(marks + groups[0])) if len(groups) == 1 else marks


def compile_entity(entity: Branch, antecedents: Antecedents) -> Query:
    """The Query of an entity node (PLANNER-NOTES 2.1, steps 1-7)."""
    if not isinstance(entity, Branch):
        raise IncoherentError("an entity is missing")
    type = resolve_type(entity, antecedents)
    filters: list[Filter] = []
    ordinal = entity.value_of("ordinal")
    counted_from = next((i for i in entity.values_of("indicator") if i in ORDER), None) if ordinal else None
    for cardinal in entity.values_of("cardinal"):
        if cardinal != "1":
            raise IncoherentError(f"a command can move one shape at a time, not {cardinal}")
    colors = entity.values_of("color")
    if colors:  # (the first filter: `looser` below reads it again)
        filters.append(color_filter(frozenset(colors), len(set(colors))))
    fixed = {id(f) for f in filters}  # (what a lenient world never does without: the colour)
    checks = entity.all("check")
    groups: list[Filter] = []  # (the group filters again, for the middle of a group below)
    for check in [c for c in checks if c.value_of("kind") in ("group", "inside")]:  # of a group, before its place
        formation = formation_filter(check, lambda node, world: compile_entity(node, antecedents).solve(world))
        filters.append(formation)
        if check.value_of("kind") == "group":
            groups.append(formation)
    # "the empty hole near the far left": of the empty squares, the one nearest it; "the green one on the left
    # side further away from me": in that half of the board, before which of those is nearest or leftmost
    early = [c for c in checks if type == "tile" and c.value_of("kind") == "free" or c.value_of("kind") == "half"]
    for check in early:
        filters.append(check_filter(check, lambda node, world: compile_entity(node, antecedents).solve(world)))
    post = None
    centred = loose = False
    depths: list[Filter] = []  # like left and right, of those the other relations leave ("the front one in the middle")
    for indicator in entity.values_of("indicator"):
        if indicator == counted_from:
            continue  # "the second from the left": the side the ordinal counts from
        if type in POST_TYPES and indicator == "center":
            centred = True  # "the middle stack in the back row": of those the rest of the description leaves
            continue
        if type in POST_TYPES and indicator in ("front", "back"):
            depths.append(depth_filter(indicator))  # "the far blue cube": extended worlds only
            continue
        if type in POST_TYPES and indicator in POST_INDICATORS:
            if post is not None:
                raise IncoherentError(f"two position words ('{post}', '{indicator}') on one {type}")
            post = indicator
        else:
            filters.append(indicator_filter(indicator))
    related_from = len(filters)
    turned: dict[int, Filter] = {}
    for relation in entity.all("spatial-relation"):
        name = relation.value_of("relation")
        landmark = relation.get("entity")
        if relation.get("measure") is not None and landmark is not None:
            filters.append(measured_filter(relation, name, compile_entity(landmark, antecedents)))
            continue
        if landmark is None:
            continue  # a bare measure inside an entity is ignored
        counted_row = on_counted_row(name, landmark)  # "in the back row, 4th square from the left"
        if counted_row is not None:
            filters.append(relation_filter(name, compile_entity(counted_row[0], antecedents)))
            filters += [check_filter(c, lambda node, world: compile_entity(node, antecedents).solve(world))
                        for c in counted_row[1]]
            continue
        if name == "between" and any(c.value_of("kind") == "halfway" for c in checks):
            continue  # "midway between X and Y": the check says more (the middle square, on a diagonal too)
        if name == "between":
            first, second = _two_landmarks(relation, antecedents)
            # ("the square between the red pyramid and the red cubes": any cube of the one group of them)
            filters.append(extended_only("'between' descriptions", between_filter(
                lambda world: touched(first, world), lambda world: touched(second, world))))
            continue
        if landmark.value_of("type") == "region":
            indicators = landmark.values_of("indicator")
            if not indicators:
                raise IncoherentError("a region is mentioned without saying which one")
            if len(indicators) == 1 and name in ("above", "within"):
                if indicators[0] == "center" and (post is not None or depths or any(
                        r.value_of("relation") == "nearest" for r in entity.all("spatial-relation"))):
                    # "the right one of the two towers in the middle", "the one of the two in the middle closer
                    # to the robot": the middle of the board, loosely, then the side; the organisers' planner as before
                    filters.append(loosely_central(post, type))
                    post, loose = post or "center", post is None
                    continue
                if post is not None:
                    raise IncoherentError(f"two position words ('{post}', '{indicators[0]}') on one {type}")
                post = indicators[0]
                continue
        if name == "nearest":
            filters.extend(depths)  # "the front one nearest the robot": the nearest of the front ones
            depths = []
            filters.append(nearest_filter(landmark_source(landmark, antecedents), describe(landmark),
                                          partial(compile_entity, landmark, antecedents)))
        else:
            marks = compile_entity(landmark, antecedents)
            filters.append(relation_filter(name, marks))
            if name in VIEWER_SIDES:  # ("behind the blue pyramid" said as the viewer sees it: Query.solve)
                turned[id(filters[-1])] = relation_filter(VIEWER_SIDES[name], marks)
    related_to = len(filters)
    lined = lined_first(checks)  # "the leftmost blue cube in the third row": of those in that line
    filters += [check_filter(c, lambda node, world: compile_entity(node, antecedents).solve(world)) for c in lined]
    early += lined
    filters.extend(depths)
    if post == "nearest":
        filters.append(nearest_filter(lambda world: [world.robot], "robot"))
    elif post is not None:
        filters.append(extreme_filter(post) if not loose else official_only(extreme_filter(post)))
    if centred and groups:  # "the middle cube of the 3x3", "the one in the middle of its left side"
        filters.append(group_middle_filter(groups, type, sided=post in POST_INDICATORS, deep=bool(depths)))
    elif centred:
        filters.append(centre_filter)
    if any(c.value_of("kind") == "group" for c in checks):
        # "the right end of the row, beside the green cube": where a shape is in its group is said of the
        # whole group; what else is said of it must then hold of that one
        filters[related_from:] = filters[related_to:] + filters[related_from:related_to]
    # "the short red stack with the blue block on top": the shortest of those the other words leave; "the
    # tower of two red cubes with a blue cube on top": a height prefers whole stacks among those they leave
    last = {"height": 1, "counted": 1, "farthest": 1, "tallest": 2, "shortest": 2, "gap": 3}  # (and counting: "the 2nd, not the corner one")
    ordered = sorted((c for c in checks if c.value_of("kind") not in ("group", "inside", "isnt")
                      and not any(c is e for e in early)),
                     key=lambda c: last.get(c.value_of("kind"), 0))
    for check in ordered:
        filters.append(check_filter(check, lambda node, world: compile_entity(node, antecedents).solve(world)))
    if len(colors) > len(set(colors)):  # "the red red green green tower": that many of each
        filters.append(exact_colors_filter(tuple(colors)))
    if ordinal is not None:
        filters.append(extended_only("ordinals ('the second cube')", ordinal_filter(ordinal, counted_from)))
    for check in [c for c in checks if c.value_of("kind") == "isnt"]:  # "the third from the left, not the one
        # with red on it": the one counted is not that one (counted with the others)
        filters.append(check_filter(check, lambda node, world: compile_entity(node, antecedents).solve(world)))
    # "the blue stack with the cyan pyramid" of blue, red and a cyan top, when a stack all of blue has none:
    # the colour read as loosely as the rest of the description needs
    # (not for a group of cubes: "the plain yellow blocks" are no red-on-yellow stacks)
    loose = bool(colors) and entity.value_of("type") == "stack"
    looser = tuple([color_filter(frozenset(colors), len(set(colors)), level)] + filters[1:]
                   for level in (1, 2)) if loose else ()
    return Query(entity, type, filters, antecedents, looser, tuple(f for f in filters if id(f) not in fixed),
                 [turned.get(id(f), f) for f in filters] if turned else None)


def measured_filter(relation: Branch, name: str | None, landmark: Query) -> Filter:
    """"the red cube two squares back from the cyan one": the things that many squares from a grounding
    of the landmark in that direction (extended worlds; the organisers' planner gave up)."""
    unit = relation.get("measure").get("entity") if isinstance(relation.get("measure"), Branch) else None
    count = unit.value_of("cardinal") if isinstance(unit, Branch) else None

    def keep(landmark: Query, world: World, things: list) -> list:
        if not world.extended or count is None or name not in OFFSETS:
            raise IncoherentError(f"a distance ('{describe_measure(relation)}') cannot describe which thing is meant")
        (dx, dy), n = OFFSETS[name], int(count)
        places = {(x + dx * n, y + dy * n) for x, y in (m.base for m in landmark.solve(world) if m.base is not None)}
        return [t for t in things if t.base is not None and t.base in places]
    return with_looser_landmark(keep, landmark)


def extended_only(what: str, step: Filter) -> Filter:
    """`step` where the world reads RCL as people mean it; the organisers' planner gave up on `what`."""
    def keep(world: World, things: list) -> list:
        if not world.extended:
            raise IncoherentError(f"{what} are not supported by the planner")
        return step(world, things)
    return keep


def _two_landmarks(relation: Branch, antecedents: Antecedents) -> tuple[Query, Query]:
    """The two landmarks of "between X and Y"."""
    landmarks = relation.all("entity")
    if len(landmarks) != 2:
        raise IncoherentError("'between' needs two landmarks")
    return compile_entity(landmarks[0], antecedents), compile_entity(landmarks[1], antecedents)


def describe_measure(relation: Branch) -> str:
    return describe_relation(relation.with_children(c for c in relation.children if c.tag != "entity"))


# --- filters ------------------------------------------------------------------

def color_filter(colors: frozenset, distinct: int, looseness: int = 0) -> Filter:
    """Shapes of the one requested colour; stacks whose colour set equals the requested set (in an extended
    world, when none does, stacks of those colours from the bottom, else stacks mostly of them).  A
    `looseness` of 1 or 2 starts at the second or third of those readings of a stack's colour."""
    def mostly(world: World, t) -> bool:  # (of its cubes: a pyramid on top caps it)
        built = cube_colors(world, t)
        return 2 * sum(c in colors for c in built) > len(built)

    def keep(world: World, things: list) -> list:
        kept = [t for t in things
                if (t.shape is not None and distinct == 1 and t.shape.color in colors)
                or (looseness == 0 and t.type == "stack" and t.colors == colors)]
        if not kept and world.extended and distinct == 1 and looseness <= 1:
            # "the red stack" of red, red and blue, when no stack is all red: a stack of that colour from its bottom
            kept = [t for t in things if t.type == "stack" and colors <= t.colors
                    and world.scene.at(t.base[0], t.base[1], 0).color in colors]
        if not kept and world.extended:
            # "the blue tower" of a gray cube under four blue ones; "the striped red-and-yellow tower" of red,
            # yellow, red, yellow and a blue top: one that has every colour said, and mostly those
            kept = [t for t in things if t.type == "stack" and not t.headless and colors <= t.colors
                    and mostly(world, t)]
        return kept
    return keep


def landmark_source(landmark: Branch, antecedents: Antecedents) -> Callable[[World], list]:
    """The landmarks of a nearest relation: an edge or the centre for a region, else a solved query."""
    if landmark.value_of("type") == "region":
        indicators = landmark.values_of("indicator")
        side = {"leftmost": "left", "rightmost": "right"}.get(indicators[0], indicators[0]) if indicators else None
        if len(indicators) != 1 or side not in REGION_LANDMARKS:  # ("near the far left": the left edge)
            raise IncoherentError(f"'nearest to the {describe(landmark)}' names no single place")
        return (lambda world: ["centre"]) if side == "center" else (lambda world: [world.edges[side]])
    query = compile_entity(landmark, antecedents)
    if landmark.value_of("type") != "cube-group":
        return query.solve
    # "the hole near the white cubes" with no stack of them: near one of those cubes
    each = compile_entity(landmark.with_children(Leaf("type", "cube") if c.tag == "type" else c
                                                 for c in landmark.children), antecedents)
    return lambda world: query.solve(world) or (each.solve(world) if world.extended else [])


def nearest_filter(landmarks_of: Callable[[World], list], what: str = "thing",
                   landmark: Callable[[], Query] | None = None) -> Filter:
    """The candidates closest to any landmark (ties kept); `what` names the landmark in messages,
    `landmark` compiles its description (for the error when there is none)."""
    def keep(world: World, things: list) -> list:
        landmarks = landmarks_of(world)
        if not landmarks:
            reason = f"there is no {what} to be nearest to"
            raise missing(reason, landmark(), world, NEAR) if landmark else IncoherentError(reason)
        # nothing is nearest to itself: "the cube nearest to the red cube" is another cube than the red one
        things = [t for t in things if not any(t == mark for mark in landmarks)] or things
        if not things:
            return things
        scores = [min(distance(t, mark) for mark in landmarks) for t in things]
        best = min(scores)
        return [t for t, score in zip(things, scores) if score == best]
    return keep


def relation_filter(relation: str | None, landmark: Query) -> Filter:
    """The candidates in `relation` to at least one grounding of the landmark; read as people mean it,
    "the green cube behind the blue pyramid" with a square between is the nearest one in that line."""
    def keep(landmark: Query, world: World, things: list) -> list:
        if not things:
            return things
        landmarks = touched(landmark, world) if relation == "adjacent" else landmark.solve(world)
        if not landmarks and world.extended and relation != "adjacent" and landmark.node.value_of(
                "type") == "cube-group":
            landmarks = each_of(landmark, world)  # "right of the red cubes", single cubes apart: of those cubes
            # (scattered cubes are no one thing to be beside: `touched`)
        kept = [t for t in things if any(holds(relation, t, mark, world.extended) for mark in landmarks)]
        if kept or not world.extended:
            return kept
        tops = {m.top for m in landmarks if m.type == "stack" and not m.headless}
        if relation == "above" and tops:
            # "the blue cube off the blue, green and blue tower" with nothing on the tower: its own top
            kept = [t for t in things if t.shape is not None and t.shape in tops]
        if not kept:
            kept = _compared_among_related(relation, landmark, world, things) or _by_each_colour(
                relation, landmark, world, things)
        if kept or relation == "above" and tops:
            return kept
        edges = [m for m in landmarks if m.type == "edge"]
        if relation in ("above", "within") and edges and len(edges) == len(landmarks):
            # "the red pyramid in the back row" with none on the board's back edge: the row of them nearest
            # that side, as people say it of the shapes they see (on the board: not the held one, in the air)
            return nearest_filter(lambda world: edges)(world, [t for t in things if t is not world.held])
        if relation == "within" and landmark.node.value_of("type") == "cube-group":
            # "the empty gap in the red floor": a square inside those shapes; "the red one in the middle of the cyan
            # blocks", "among the cyan cubes": a shape inside them or on one of them
            members = {m.base for m in each_of(landmark, world)}
            return [t for t in things if t.base is not None and (
                inside(world, t.base, members) or t.type != "tile" and t.base in members)]
        if relation == "within":
            return by_corner(things, [m for m in landmarks if m.type == "corner"])
        if relation not in SIDES:
            return kept
        # (a stack and the same stack without its top name one square: each thing once)
        return list(dict.fromkeys(t for mark in landmarks for t in nearest_in_line(relation, things, mark)))
    return with_looser_landmark(keep, landmark)


#: Checks that pick one landmark by comparing it with the others meant ("the shorter red stack").
COMPARING = frozenset({"tallest", "shortest"})


def _compared_among_related(relation: str | None, landmark: Query, world: World, things: list) -> list:
    """"the white cube off the shorter red stack", when the shortest red stack of all has no white cube on it:
    the speaker compared the stacks the relation could hold of (those with a white cube on them), as people
    do; the candidates in `relation` to the one that comparison picks ([] if the landmark compares nothing)."""
    node = landmark.node
    comparing = [c for c in node.all("check") if c.value_of("kind") in COMPARING]
    if not comparing:
        return []
    loose = node.with_children(c for c in node.children if not any(c is k for k in comparing))
    marks = [m for m in compile_entity(loose, landmark.antecedents).solve(world)
             if any(holds(relation, t, m, True) for t in things)]
    for check in comparing:
        marks = check_filter(check, lambda n, w: compile_entity(n, landmark.antecedents).solve(w))(world, marks)
    return [t for t in things if any(holds(relation, t, mark, True) for mark in marks)]


def _by_each_colour(relation: str | None, landmark: Query, world: World, things: list) -> list:
    """"the green cube touching the red and yellow cubes", when no group is of both colours: in `relation` to a
    cube of each colour said ([] if the landmark is no group of several colours)."""
    node = landmark.node
    colors = list(dict.fromkeys(node.values_of("color")))
    if node.value_of("type") != "cube-group" or len(colors) < 2 or relation not in (*SIDES, "adjacent"):
        return []
    each = [compile_entity(node.with_children(Leaf("type", "cube") if c.tag == "type" else c for c in node.children
                                              if c.tag != "color" or c.value == color), landmark.antecedents)
            for color in colors]
    marks = [cubes.solve(world) for cubes in each]
    return [t for t in things if all(any(holds(relation, t, m, True) for m in ms) for ms in marks)]


def available(world: World, things: list) -> list:
    """With 2+ candidates: drop shapes with something on top, and headless stacks."""
    if len(things) <= 1:
        return things
    at = world.scene.at
    return [t for t in things if not t.headless
            and not (t.shape is not None and at(t.shape.x, t.shape.y, t.shape.z + 1) is not None)]


def droppable(world: World, things: list) -> list:
    """Exactly the held shape, which must be among the candidates."""
    if world.held is None:
        raise IncoherentError("the gripper is holding nothing to drop")
    if world.held not in things:
        raise IncoherentError(f"the gripper is holding the {world.held.shape.name}, not that")
    return [world.held]


# --- what a failed description may have meant ----------------------------------------

def shapes_of(things: list[Thing]) -> tuple[Shape, ...]:
    """The shapes among `things`; a stack stands for the shape on its top (what is put on it)."""
    shapes = (t.shape if t.shape is not None else t.top for t in things)
    return tuple(dict.fromkeys(s for s in shapes if s is not None))


def closest(query: Query, world: World, limit: int = 4) -> tuple[Shape, ...]:
    """At most `limit` shapes a description that matched nothing may have meant.

    With relations or indicators, the shapes it matches without them; otherwise
    (or if those are none) shapes of one of its colours, then of its colour and
    another type, then of its type and another colour.  Free shapes come first
    in each group: they are the ones a command can take.
    """
    node = query.node
    if any(child.tag in LOOSENED for child in node.children):
        bare = node.with_children(c for c in node.children if c.tag not in LOOSENED)
        try:
            loose = shapes_of(compile_entity(bare, query.antecedents).solve(world))
        except IncoherentError:
            loose = ()
        if loose:
            return _free_first(loose, world)[:limit]
    if query.type is not None and query.type not in SHAPE_TYPES:
        return ()
    colors = frozenset(node.values_of("color"))
    shapes = world.scene.shapes
    same_type = [s for s in shapes if s.type == query.type]
    groups = ([s for s in same_type if s.color in colors] if len(colors) > 1 else [],
              [s for s in shapes if s.type != query.type and (not colors or s.color in colors)],
              [s for s in same_type if s.color not in colors])
    found = tuple(dict.fromkeys(s for group in groups for s in _free_first(group, world)))
    return found[:limit]


def _free_first(shapes, world: World) -> tuple[Shape, ...]:
    at = world.scene.at
    return tuple(sorted(shapes, key=lambda s: at(s.x, s.y, s.z + 1) is not None))


def missing(reason: str, query: Query, world: World, role: str) -> IncoherentError:
    """The error for a description that matched nothing: `reason`, then the closest shapes."""
    alternatives = closest(query, world)
    if alternatives:
        reason += "; " + shapes_words(list(alternatives))
    return IncoherentError(reason, kind=MISSING, role=role, entity=query.node, alternatives=alternatives)
