"""Words for RCL entities, used in the planner's reasons.

    >>> from rcl import read_rcl
    >>> describe(read_rcl("(entity: (color: red) (type: cube) (spatial-relation: (relation: above) "
    ...                   "(entity: (indicator: back) (type: edge))))"))
    'red cube on the back edge'
    >>> describe(read_rcl("(entity: (color: red) (type: cube))"), plural=True)
    'red cubes'
    >>> describe(read_rcl("(entity: (color: red) (color: red) (color: blue) (type: stack))"))
    'red/blue stack'
    >>> from rcl.shape import Shape
    >>> shapes_words([Shape(1, 2, 0, "blue", "cube"), Shape(5, 5, 0, "green", "prism"), Shape(3, 3, 0, "blue", "cube")])
    'there are blue cubes at (1,2,0) and (3,3,0), and a green prism at (5,5,0)'
"""

from __future__ import annotations

from rcl.model import Branch, Leaf
from rcl.shape import Shape, format_cell

NOUNS = {"prism": "prism", "cube": "cube", "cube-group": "group of cubes", "stack": "stack",
         "type-reference": "one", "type-reference-group": "ones", "reference": "thing it refers to",
         "tile": "tile", "region": "region", "corner": "corner", "edge": "edge", "board": "board",
         "robot": "robot", "row": "row", "column": "column"}
PLURALS = {"cube-group": "groups of cubes", "type-reference-group": "ones", "reference": "things"}
RELATIONS = {"above": "on", "within": "in", "nearest": "nearest to", "left": "left of",
             "right": "right of", "front": "in front of", "adjacent": "next to",
             "forward": "in front of", "backward": "behind", "between": "between", "part": "part of"}


def describe(entity: Branch, plural: bool = False) -> str:
    """A short English phrase for an entity node: indicators, colours, type, relations."""
    if not isinstance(entity, Branch):
        return "thing"
    colors = "/".join(dict.fromkeys(entity.values_of("color")))
    words = entity.values_of("indicator") + [colors]
    type = entity.value_of("type") or "thing"
    noun = (PLURALS.get(type, NOUNS.get(type, type) + "s") if plural else NOUNS.get(type, type))
    phrase = " ".join(w for w in words + [noun] if w)
    for relation in entity.all("spatial-relation"):
        if isinstance(relation, Branch) and (relation.get("entity") or relation.get("measure")):
            phrase += " " + describe_relation(relation)  # a bare relation is ignored, as by the planner
    return phrase


def relation_words(name: str | None) -> str:
    """'on' for above, 'left of' for left: how a relation reads before a landmark."""
    return RELATIONS.get(name, name or "somewhere")


def describe_relation(relation: Branch) -> str:
    """'on the red cube', '2 tiles left of the blue prism', 'left'."""
    name = relation.value_of("relation") or "?"
    words = relation_words(name)
    measure = relation.get("measure")
    if isinstance(measure, Branch) and isinstance(measure.get("entity"), Branch):
        count = measure.get("entity").value_of("cardinal") or "some"
        words = f"{count} tile{'s' if count != '1' else ''} {name}"
        if name in ("left", "right"):
            words += " of" if relation.get("entity") is not None else ""
    landmark = relation.get("entity")
    if isinstance(landmark, Branch):
        words += " the " + describe(landmark)
    return words


def leaf_value(node, tag: str) -> str | None:
    """The value of a leaf child, tolerant of a missing or malformed node."""
    child = node.get(tag) if isinstance(node, Branch) else None
    return child.value if isinstance(child, Leaf) else None


def shapes_words(shapes: list[Shape]) -> str:
    """'there are blue cubes at (1,2,0) and (3,3,0), and a green prism at (5,5,0)': shapes
    grouped by name, in the order given."""
    groups: dict[str, list[str]] = {}
    for shape in shapes:
        groups.setdefault(shape.name, []).append(format_cell(shape.cell))
    parts = [f"a {name} at {cells[0]}" if len(cells) == 1 else f"{name}s at {and_list(cells)}"
             for name, cells in groups.items()]
    if not parts:
        return ""
    verb = "there is" if parts[0].startswith("a ") else "there are"
    listed = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", and " + parts[-1]
    return f"{verb} {listed}"


def and_list(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
