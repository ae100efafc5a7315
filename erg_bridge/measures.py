"""Measured moves the grammar reads as one noun phrase: "move the red block three squares up".

This lexicon has no measure-phrase analysis: it compounds the shape into a
counted unit noun ("[the red block three squares]", head `_square_n_of` with
`card` 3) and leaves the direction as a bare particle or a "to the left" PP on
the verb.  RCL wants the shape as the event's entity and a measure
(`cardinal` + `tile`) on the direction.  These helpers find the pieces; the
converter builds them.

The direction words are relations of the relation table whose value is a
direction a measure can count in (left, right, forward, backward), plus "up"
and "down" on the board, which the annotators read as forward and backward.
"""

from __future__ import annotations

from dataclasses import dataclass

from delphin.mrs import EP

from erg_bridge.graph import Graph
from erg_bridge.tables import Tables, normalise_predicate

#: Relations a measure can count tiles in.
DIRECTIONS = ("left", "right", "forward", "backward")
#: Board directions said as vertical ones: "two squares up" is away from the robot.
VERTICAL = {"up": "forward", "down": "backward"}
SHAPES = ("cube", "prism", "stack")


@dataclass(frozen=True)
class MeasuredTheme:
    """A theme noun phrase that is really a shape plus a count of tiles."""

    shape: str
    #: Variables between the unit noun and the shape in the compound chain (they carry
    #: the shape's colours and indicators: "[red [block]] three squares").
    between: tuple[str, ...]
    cardinal: str


def measured_theme(g: Graph, tables: Tables, var: str) -> MeasuredTheme | None:
    """The shape and count of a theme headed by a counted unit noun, or None."""
    head = g.noun(var)
    row = tables.noun(head.predicate) if head is not None else None
    if row is None or row[0] != "tile":
        return None
    chain, shape, todo = [], None, [var]
    while todo and shape is None and len(chain) < 6:
        current = todo.pop()
        chain.append(current)
        for ep in g.modifiers(current):
            other = str(ep.args.get("ARG2", ""))
            if ep.predicate != "compound" or not other.startswith("x"):
                continue
            noun = g.noun(other)
            kind = tables.noun(noun.predicate) if noun is not None else None
            if kind is not None and kind[0] in SHAPES:
                shape = other
            else:
                todo.append(other)
    cardinal = next((c for c in map(g.cardinal, chain) if c), None)
    if shape is None or cardinal is None:
        return None
    return MeasuredTheme(shape, tuple(chain[1:]), cardinal)


def direction(g: Graph, tables: Tables, eps: list[EP]) -> tuple[str, int] | None:
    """(relation, position) of the first bare direction word among `eps` ("up", "forward",
    "left" as a particle or adverb), or None."""
    for ep in eps:
        if str(ep.args.get("ARG2", "")).startswith("x"):
            continue  # a PP with its own landmark is a destination, not a bare direction
        lemma = normalise_predicate(ep.predicate)[0]
        value = VERTICAL.get(lemma) or tables.relation(ep.predicate)
        if value is None:
            row = tables.modifier(ep.predicate, any_pos=True)  # "left" as the robot lexicon's adjective
            value = row[1] if row is not None and row[0] == "indicator" else None
        if value in DIRECTIONS:
            return value, ep.cfrom
    return None
