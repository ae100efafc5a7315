"""Planning events: the moves an RCL tree asks for (PLANNER-NOTES.md, section 3).

`plan(tree, world)` returns the official planner's moves or raises
IncoherentError with the reason the planner would give up.  With
`physics=PHYSICAL` one thing differs: while the gripper holds a shape, a move
or drop of that shape with a destination carries it there (a DirectMove from
its cell), where the official planner refuses a move and checks only that a
drop's destination is under the arm.
"""

from __future__ import annotations

from typing import Callable

from rcl.model import Branch, Leaf, Node
from planner.describe import describe, relation_words
from planner.errors import MISSING, WHAT, WHERE, IncoherentError
from planner.between import between_target, fits_square
from planner.landmarks import from_source, is_moving, placeable, the_other
from planner.measures import measure_target
from planner.checks import exact_colors_filter, middles
from planner.grounding import Antecedents, available, compile_entity, touched
from planner.query import Query
from planner.relations import EDGE_LINES, OFFSETS, VIEWER_SIDES, VIEWER_WAYS, on_edge
from planner.lines import each_colour
from planner.moves import DirectMove, Drop, Move, Take
from planner.physics import OFFICIAL, PHYSICAL
from planner.scene import Cell
from planner.unique import not_unique, the_one
from planner.world import Thing, World

NEIGHBOURS = {"left": (0, 1), "right": (0, -1), "front": (1, 0)}


def plan(tree: Node, world: World, *, physics: str = OFFICIAL) -> list[Move]:
    """The moves of a whole tree (an event or a sequence)."""
    if not isinstance(tree, Branch) or tree.tag not in ("event", "sequence"):
        raise IncoherentError(f"a command must be an event or a sequence, not a {tree.tag}")
    if tree.tag == "event":
        return [plan_event(tree, world, Antecedents(tree), physics=physics)]
    move = take_then_drop(tree)
    if move is not None:
        return [plan_event(move, world, Antecedents(move), physics=physics)]
    return plan_sequence(tree, world, Antecedents(tree), physics=physics)


def plan_sequence(sequence: Branch, world: World, antecedents: Antecedents, *,
                  physics: str = OFFICIAL) -> list[Move]:
    """Each event against the same, unchanged world; their moves joined."""
    moves: list[Move] = []
    for child in sequence.children:
        if child.tag == "event":
            moves.append(plan_event(child, world, antecedents, physics=physics))
        elif child.tag == "sequence":
            moves.extend(plan_sequence(child, world, antecedents, physics=physics))
        else:
            raise IncoherentError(f"a sequence holds events, not a {child.tag}")
    return moves


def take_then_drop(sequence: Branch) -> Branch | None:
    """'take X (id N), drop it (reference N) [somewhere]' as one move event, else None."""
    if len(sequence.children) != 2 or any(c.tag != "event" for c in sequence.children):
        return None
    take, drop = sequence.children
    taken, dropped = take.last("entity"), drop.last("entity")
    if (take.value_of("action") != "take" or take.last("destination") is not None
            or not isinstance(taken, Branch) or taken.value_of("id") is None
            or drop.value_of("action") != "drop" or not isinstance(dropped, Branch)
            or dropped.value_of("type") != "reference"
            or dropped.value_of("reference-id") != taken.value_of("id")):
        return None
    if dropped.get("spatial-relation") is not None:
        raise IncoherentError("'it' in the drop cannot carry its own description")
    destination = drop.last("destination")
    children = (Leaf("action", "move"), taken) + ((destination,) if destination is not None else ())
    return Branch("event", children)


def plan_event(event: Branch, world: World, antecedents: Antecedents, *, physics: str = OFFICIAL) -> Move:
    """The move of one event: take, move or drop (PHYSICAL: a held shape put somewhere is carried)."""
    action = event.value_of("action")
    entity, destination = event.last("entity"), event.last("destination")
    if entity is None:
        raise IncoherentError(f"the command does not say what to {action or 'act on'}")
    if action == "take":
        if destination is not None:
            raise IncoherentError("'take' lifts a shape; it cannot also put it somewhere")
        return Take(the_one(entity, world, antecedents).source())
    if action == "move":
        if world.held is not None:
            if physics == PHYSICAL and destination is not None and denotes_held(entity, world, antecedents):
                return carry(destination, world, antecedents)
            raise IncoherentError(holding_while_moving(entity, world, antecedents))
        source = the_one(entity, world, antecedents).source()
        if destination is None:
            raise IncoherentError("the command does not say where to move it")
        return DirectMove(source, target(destination, world, antecedents, source))
    if action == "drop":
        if world.held is None:
            raise IncoherentError("the gripper is holding nothing to drop")
        query = compile_entity(entity, antecedents)
        things = query.solve(world)
        if world.held not in things:
            raise IncoherentError(f"the gripper is holding the {world.held.shape.name}, not a {query.words()}",
                                  kind=MISSING, role=WHAT, entity=entity, alternatives=(world.held.shape,))
        if destination is not None and physics == PHYSICAL:
            return carry(destination, world, antecedents)
        if destination is not None:
            arm = world.scene.gripper
            cell = target(destination, world, antecedents, world.held.cell)
            if cell[:2] != arm[:2]:
                raise IncoherentError(f"the gripper is over ({arm[0]},{arm[1]}), not over "
                                      f"({cell[0]},{cell[1]}) where the command wants the shape")
        return Drop()
    if action is None:
        raise IncoherentError("the command does not say whether to take, move or drop")
    raise IncoherentError(f"the arm can take, move or drop, not '{action}'")


def denotes_held(entity: Branch, world: World, antecedents: Antecedents) -> bool:
    """Whether the held shape is among the things `entity` denotes (no Available filter)."""
    try:
        return world.held in compile_entity(entity, antecedents).solve(world)
    except IncoherentError:
        return False


def carry(destination: Branch, world: World, antecedents: Antecedents) -> DirectMove:
    """The held shape carried to the place `destination` names (PHYSICAL): a move from its cell."""
    source = world.held.cell
    return DirectMove(source, target(destination, world, antecedents, source))


def holding_while_moving(entity: Branch, world: World, antecedents: Antecedents) -> str:
    """Why a move cannot start while the gripper holds a shape (PLANNER-NOTES 3, move)."""
    held = world.held.shape.name
    if denotes_held(entity, world, antecedents):
        return f"the gripper is already holding the {held}: putting it somewhere is a drop, not a move"
    return f"the gripper is holding the {held}; it must drop it before moving something else"


def target(destination: Branch, world: World, antecedents: Antecedents, reference: Cell) -> Cell:
    """The cell a destination names, `reference` being the moving or held shape's cell.

    A command may name its place twice ("one square back, onto the blue cube in the corner", "two
    squares left, so it ends up beside the white cube"): a reader that understood both puts the
    second in a check node, `(check: (kind: also) (spatial-relation ...))`, and the place counts
    only when both name the same square (extended worlds only; never in the RCL it prints).
    """
    alsos = [check.get("spatial-relation") for check in destination.all("check") if world.extended
             and check.value_of("kind") == "also" and isinstance(check.get("spatial-relation"), Branch)]

    def fits(cell: Cell) -> bool:  # of several landmarks, the one whose square the other places name too
        return all(agrees(cell, also, world, antecedents, reference) for also in alsos)
    cell = place_cell(destination, world, antecedents, reference, fits if alsos else None)
    if not fits(cell):
        seen = _miscounted(destination, alsos, world, antecedents, reference, cell)
        seen = seen if seen is not None else _counted_that_way(destination, alsos, world, antecedents, reference)
        seen = seen if seen is not None else _seen_by_the_viewer(destination, alsos, world, antecedents, reference)
        if seen is not None:
            return seen
        raise IncoherentError(f"where to put it: the places named are different squares (one is "
                              f"({cell[0]},{cell[1]}), the other is not)", role=WHERE)
    return cell


#: The way each relation of a side goes from its landmark.
WAYS = {"front": "forward", "forward": "forward", "backward": "backward", "left": "left", "right": "right"}
#: Relations of a square beside a shape, which a place said after a counted move may name instead.
BESIDE = frozenset({"front", "backward", "left", "right", "adjacent"})


def _miscounted(destination: Branch, alsos: list[Branch], world: World, antecedents: Antecedents,
                reference: Cell, counted: Cell) -> Cell | None:
    """"Two squares forward, just past the yellow pyramid" where the pyramid stands two squares on: the square
    the landmark names, when the place said first only counts squares from the shape that moves (to `counted`)
    and the landmark's square lies one square further or nearer the same way (people miscount by one, counting
    the landmark's square or not; the shape they name they see); None when the places differ otherwise."""
    relation = destination.last("spatial-relation")
    way = OFFSETS.get(relation.value_of("relation") or "") if isinstance(relation, Branch) else None
    marked = [a for a in alsos if a.value_of("relation") in BESIDE and isinstance(a.get("entity"), Branch)
              and a.get("entity").value_of("type") in ("cube", "prism", "stack")]
    if way is None or relation.get("measure") is None or relation.get("entity") is not None or len(marked) != 1:
        return None
    try:
        cell = place_cell(Branch("destination", (marked[0],)), world, antecedents, reference)
    except IncoherentError:
        return None
    dx, dy = cell[0] - reference[0], cell[1] - reference[1]
    steps = max(abs(dx), abs(dy))
    by_one = abs((counted[0] - reference[0]) * way[0] + (counted[1] - reference[1]) * way[1] - steps) == 1
    same_way = steps and (dx, dy) == (way[0] * steps, way[1] * steps)
    if not (same_way and by_one and all(agrees(cell, a, world, antecedents, reference) for a in alsos
                                        if a is not marked[0])):
        return None
    said = relation.get("measure").get("entity").value_of("cardinal")
    world.notes.append(f"you said {said} square{'s' if said != '1' else ''}, but the place you named is {steps} "
                       f"away; I went by the place")
    return cell


def _counted_that_way(destination: Branch, alsos: list[Branch], world: World, antecedents: Antecedents,
                      reference: Cell) -> Cell | None:
    """"straight in front of the lone yellow cube (2 squares up from it)": a side of a landmark said bare, and a
    count the same way said too: the counted square, when it lies that way from the landmark in its row or
    column (the bare side says only which way) and every other place agrees; None otherwise."""
    relation = destination.last("spatial-relation")
    name = relation.value_of("relation") if isinstance(relation, Branch) else None
    landmark = relation.get("entity") if isinstance(relation, Branch) else None
    if name not in WAYS or relation.get("measure") is not None or not isinstance(landmark, Branch):
        return None
    counted = [a for a in alsos if a.get("measure") is not None and WAYS.get(a.value_of("relation") or "") == WAYS[name]]
    if len(counted) != 1:
        return None
    try:
        cell = place_cell(Branch("destination", (counted[0],)), world, antecedents, reference)
    except IncoherentError:
        return None
    marks = compile_entity(landmark, antecedents).solve(world)
    if not any(m.base is not None and _that_way(m.base, cell[:2], WAYS[name]) for m in marks):
        return None
    return cell if all(agrees(cell, a, world, antecedents, reference) for a in alsos if a is not counted[0]) else None


def _seen_by_the_viewer(destination: Branch, alsos: list[Branch], world: World, antecedents: Antecedents,
                        reference: Cell) -> Cell | None:
    """"Just behind the tower, I mean on the side of it far from me": "behind" or "in front of" a landmark said
    as the viewer sees it, not as the board's sides are named. The square on the landmark's other side, when every
    other place said names it too (`World.turned` says so); None otherwise."""
    relation = destination.last("spatial-relation")
    name = relation.value_of("relation") if isinstance(relation, Branch) else None
    other = (VIEWER_WAYS if relation.get("measure") is not None else VIEWER_SIDES).get(name or "")
    if other is None or relation.get("entity") is None:
        return None
    turned = relation.with_children(tuple(Leaf("relation", other) if isinstance(c, Leaf) and
                                          c.tag == "relation" else c for c in relation.children))
    try:
        cell = place_cell(Branch("destination", (turned,)), world, antecedents, reference)
    except IncoherentError:
        return None
    if not all(agrees(cell, a, world, antecedents, reference) for a in alsos):
        return None
    world.turned[f"{'behind' if name == 'backward' else 'in front of'} the {describe(relation.get('entity'))}"] = None
    return cell


def agrees(cell: Cell, relation: Branch, world: World, antecedents: Antecedents, reference: Cell) -> bool:
    """Whether `cell` is a place `relation` names: on that edge, in that corner, on the floor, beside that
    shape, or the very square it names."""
    name = relation.value_of("relation")
    landmark = relation.get("entity")
    x, y = cell[0], cell[1]
    if name == "opposite" and landmark is not None:  # "the other side of X (from Y)": X lies between, in a line
        marks = compile_entity(landmark, antecedents).solve(world)
        entities = relation.all("entity")  # across from the moving shape, or from the shape said after "from"
        starts = [t.base for t in compile_entity(entities[1], antecedents).solve(world) if t.base is not None] \
            if len(entities) == 2 else [reference[:2]]
        return any(m.base is not None and _across(start, m.base, (x, y)) for m in marks for start in starts)
    if name in ("halfway", "between") and len(relation.all("entity")) == 2:
        first, second = (compile_entity(e, antecedents).solve(world) for e in relation.all("entity"))
        if name == "halfway":  # "halfway between X and Y": the middle square
            return (x, y) in middles(first, second)
        return any(a.base is not None and b.base is not None and _across(a.base, (x, y), b.base)
                   for a in first for b in second)  # "..., between X and Y": it lies between, in a line
    if name == "past" and landmark is not None:  # "two squares past the red cube, in the same row": it lies
        return any(m.base is not None and _across(reference[:2], m.base, (x, y))  # between, in a line
                   for m in compile_entity(landmark, antecedents).solve(world))
    if name in ("toward", "away") and landmark is not None:  # "two squares toward the yellow cube": in line
        marks = touched(compile_entity(landmark, antecedents), world)  # with it (or a cube of a group), nearer (or
        # farther from) it
        return any(m.base is not None and (_across(reference[:2], (x, y), m.base) or m.base == (x, y)
                                           if name == "toward" else _across(m.base, reference[:2], (x, y)))
                   for m in marks)
    if name == "aligned" and landmark is not None:  # "in the same row as the green stack": its row or column
        return all(any(m.base is not None and (m.base[0] == x) != (m.base[1] == y) for m in compile_entity(
            each, antecedents).solve(world)) for each in each_colour(landmark))  # (of "the gray and blue pyramids": both)
    if landmark is None and relation.get("measure") is None and name in OFFSETS:
        return _that_way(reference, (x, y), name)  # "move it to the left and put it ...": somewhere that way
    if landmark is not None and relation.get("measure") is None and name in WAYS and _itself(
            compile_entity(landmark, antecedents).solve(world), reference):  # "two squares further away, straight
        return _that_way(reference, (x, y), WAYS[name])  # ahead of where it was": that way from it
    if landmark is not None and relation.get("measure") is None and name != "between":
        query = compile_entity(landmark, antecedents)
        marks = touched(query, world) if name == "adjacent" else query.solve(world)
        kinds = {m.type for m in marks}
        if kinds == {"board"}:
            return cell[2] == 0 and name in ("above", "within")
        if kinds == {"edge"}:
            return any(on_edge(m, Thing("tile", base=(x, y))) for m in marks)
        if kinds == {"corner"}:
            return any(m.base == (x, y) for m in marks)
        if not marks and not _on_board(landmark, world):
            return False  # "..., next to the green pyramid" with none on the board: no place it names agrees
        if name == "nearest" or not marks or kinds <= {"region"}:
            return True  # "near the middle": too loose to tell squares apart (so is a landmark said in more
            # words than the board grounds: "the gray one directly behind the red cube", "the R-Y-R-G row")
        if name == "adjacent":
            return any(m.base is not None and abs(m.base[0] - x) + abs(m.base[1] - y) == 1 for m in marks)
        if name == "diagonal":  # "..., diagonally from the green cube": corner to corner with it
            return any(m.base is not None and abs(m.base[0] - x) == abs(m.base[1] - y) == 1 for m in marks)
        return any(_names(m, name, x, y, world, reference) for m in available(world, marks))  # any one that fits
    try:  # of several landmarks ("one square behind the green cube"), the one that names this square
        other = place_cell(Branch("destination", (relation,)), world, antecedents, reference,
                           lambda named: (named[0], named[1]) == (x, y))
    except IncoherentError:
        return False
    return (other[0], other[1]) == (x, y)


def _itself(marks: list[Thing], reference: Cell) -> bool:
    """Whether the landmarks found are the moving shape itself ("where it was")."""
    return bool(marks) and all(is_moving(m, reference) for m in marks)


def _on_board(landmark: Branch, world: World) -> bool:
    """Whether the board has shapes of the kind and each colour a landmark names (a part of the board, a
    group or a shape named before counts as there): "the green pyramid" is not there if no pyramid is green."""
    kind = landmark.value_of("type")
    if kind not in ("cube", "prism", "shape", "stack"):
        return True
    shapes = [s for s in world.scene.shapes if kind not in ("cube", "prism") or s.type == kind]
    return bool(shapes) and all(any(s.color == colour for s in shapes) for colour in landmark.values_of("color"))


def _that_way(start: Cell, end: tuple[int, int], name: str) -> bool:
    """Whether `end` lies in the direction `name` from `start`, in its row or column."""
    dx, dy = OFFSETS[name]
    steps = (end[0] - start[0], end[1] - start[1])
    return steps[0] * dy == steps[1] * dx and steps[0] * dx + steps[1] * dy > 0


def _across(start: tuple[int, int], middle: tuple[int, int], end: tuple[int, int]) -> bool:
    """Whether `middle` lies strictly between `start` and `end` in one row or column."""
    for axis in (0, 1):
        other = 1 - axis
        if start[other] == middle[other] == end[other] and (middle[axis] - start[axis]) * (end[axis] - middle[axis]) > 0:
            return True
    return False


def _names(mark: Thing, name: str, x: int, y: int, world: World, reference: Cell) -> bool:
    if name == "backward" and mark.base is not None:  # "behind it": the square on the robot's side of it
        return (mark.base[0] - 1, mark.base[1]) == (x, y)
    try:
        cell = cell_by(mark, name, world, reference)
    except IncoherentError:
        return False
    return (cell[0], cell[1]) == (x, y)


def place_cell(destination: Branch, world: World, antecedents: Antecedents, reference: Cell,
               fits: Callable[[Cell], bool] | None = None) -> Cell:
    """The cell the destination's place names (its last spatial relation); of several landmarks, the
    one whose square `fits` (the places said again name it too)."""
    relation = destination.last("spatial-relation")
    if not isinstance(relation, Branch):
        raise IncoherentError("the destination does not say where")
    name = relation.value_of("relation")
    if name is None:
        raise IncoherentError("the destination does not say how the place relates to what it names "
                              "('on', 'left of', ...)")
    if relation.get("measure") is not None:
        return measure_target(relation, name, world, antecedents, reference, fits)
    if name == "between" and world.extended:  # (said again as its middle square: maybe on a diagonal)
        middle = any(isinstance(c.get("spatial-relation"), Branch) and c.get("spatial-relation").value_of(
            "relation") == "halfway" for c in destination.all("check"))
        return between_target(relation, world, antecedents, reference, fits, middle)
    landmark = relation.get("entity")
    if landmark is None:
        raise IncoherentError("the destination does not say where")
    query = compile_entity(landmark, antecedents)
    before = touched(query, world) if name == "adjacent" else query.solve(world)
    marks = from_source(landmark, before, reference, world.extended and name != "above")
    # a shape goes on a free one; beside a shape, what is on it does not matter ("just past the red block
    # with a gray hat"), and a stack and the same stack without its top stand on one square
    marks = available(world, marks) if name == "above" or not world.extended else (
        [m for m in marks if not m.headless] or marks)
    things = the_other(marks, world, reference)
    if name == "adjacent" and world.extended:
        return _beside(things, query, world, before, reference, fits)
    if len(things) > 1 and world.extended:
        things = placeable(things, lambda mark: cell_by(mark, name, world, reference), fits) or things
        things = exact_colors_filter(tuple(landmark.values_of("color")))(world, things)
    if len(things) != 1:
        raise not_unique(query, world, before, things, WHERE, "where to put it: ")
    if things[0].type in ("edge", "board") and name in ("above", "within") and world.extended and fits is not None:
        along = _along(things[0], world, reference, fits)  # "on the left edge, in the same row as the gray tower"
        if along is not None:
            return along
    return cell_by(things[0], name, world, reference)


def _along(edge: Thing, world: World, reference: Cell, fits: Callable[[Cell], bool]) -> Cell | None:
    """The one square of an edge the places said again name ("put it on the left edge, in line with the
    gray tower"), if exactly one does (else None: straight there, in the shape's own row or column); of the
    floor, when the square under the shape is not one they name ("on the floor, diagonal from the green cube")."""
    if edge.type == "board":
        here = world.drop_position(reference[0], reference[1])
        if here[2] == 0 and fits_square(fits, here):
            return None
        squares = [(x, y) for x in range(8) for y in range(8) if world.scene.at(x, y, 0) is None]
    else:
        axis, line = EDGE_LINES[edge.name]
        squares = [(line, k) if axis == 0 else (k, line) for k in range(8)]
    fitting = [world.drop_position(x, y) for x, y in squares if (x, y) != reference[:2] and fits_square(
        fits, world.drop_position(x, y))]
    return fitting[0] if len(fitting) == 1 else None


def _beside(marks: list[Thing], query: Query, world: World, before: list[Thing], reference: Cell,
            fits: Callable[[Cell], bool] | None) -> Cell:
    """"put it next to the green cube": the one empty square beside it (beside one of them) that the
    places said again name too; none or several is no place."""
    squares = []
    for mark in marks:
        if mark.base is None:
            continue
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            x, y = mark.base[0] + dx, mark.base[1] + dy
            if 0 <= x < 8 and 0 <= y < 8 and (x, y) != reference[:2] and world.scene.at(x, y, 0) is None:
                squares.append((x, y, 0))
    if fits is not None:
        squares = [c for c in squares if fits_square(fits, c)]
    squares = sorted(set(squares))
    if len(squares) == 1:
        return squares[0]
    if not marks:
        raise not_unique(query, world, before, marks, WHERE, "where to put it: ")
    free = "no square" if not squares else f"{len(squares)} squares"
    raise IncoherentError(f"where to put it: {free} next to the {query.words()} "
                          f"{'is' if not squares else 'are'} free; say which side", role=WHERE)


def cell_by(mark: Thing, name: str, world: World, reference: Cell) -> Cell:
    """The cell `name` ("above", "left" ...) names by one landmark `mark`."""
    if mark.type in ("stack", "tile") and name in NEIGHBOURS and world.extended:
        # "just right of the tall stack", "right in front of the gap in the row"
        dx, dy = NEIGHBOURS[name]
        x, y = mark.base
        return world.drop_position(x + dx, y + dy)
    if mark.type == "stack":
        if name != "above":
            raise IncoherentError(f"a shape can only go on top of a stack, not {relation_words(name)} it")
        top = mark.top
        cover = world.scene.at(top.x, top.y, top.z + 1) if mark.headless else None
        if world.extended and cover is not None and cover.type == "cube":
            # "put it on top of the taller cyan stack" (cyan, cyan, blue): on the whole column, whatever
            # colour tops it (a prism on it holds nothing: that place is said taken)
            return (cover.x, cover.y, cover.z + 1)
        return (top.x, top.y, top.z + 1)
    if mark.type in ("corner", "tile") and name in ("above", "within"):
        return world.drop_position(*mark.base)
    if mark.type == "board" and name == "above":
        return world.drop_position(reference[0], reference[1])
    if mark.type == "edge" and name in ("above", "within") and world.extended:
        # "move it to the left edge": straight there, in its own row or column
        axis, line = EDGE_LINES[mark.name]
        square = [reference[0], reference[1]]
        if square[axis] == line:
            raise IncoherentError(f"the shape is on the {mark.describe()} already")
        square[axis] = line
        return world.drop_position(*square)
    if mark.cell is not None:
        x, y, z = mark.source()
        if name == "above":
            return (x, y, z + 1)
        if name in NEIGHBOURS:
            dx, dy = NEIGHBOURS[name]
            return world.drop_position(x + dx, y + dy)
    raise IncoherentError(f"'{relation_words(name)} the {mark.describe()}' names no single place to put a shape")
