"""The pieces of an RCL tree under construction: entities, spatial relations, events.

The converter builds these mutable objects from an MRS (text positions kept,
so that anaphora and attachment can reason about word order) and freezes them
into `rcl.model` nodes with `node()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rcl.model import Branch, Leaf, Node


@dataclass
class Entity:
    """An entity under construction (mutable until `node()` freezes it)."""

    type: str | None = None
    colors: list[tuple[float, str]] = field(default_factory=list)
    indicators: list[tuple[int, str]] = field(default_factory=list)
    shades: list[str] = field(default_factory=list)
    cardinal: str | None = None
    relations: list["Relation"] = field(default_factory=list)
    id: int | None = None
    refers_to: "Entity | None" = None
    start: int = 0
    #: Other types its noun may name ("cuboid": a cube or a stack), tried as variants.
    alternatives: tuple[str, ...] = ()
    #: Whether its noun is plural (a plural cube is a cube-group, whichever type is tried).
    plural: bool = False
    #: The noun no table knows, when its type is a guess ("thingamajig").
    guess: str = ""

    def node(self) -> Branch:
        kids: list[Node] = []
        if self.id is not None:
            kids.append(Leaf("id", str(self.id)))
        if self.cardinal is not None:
            kids.append(Leaf("cardinal", self.cardinal))
        kids += [Leaf("indicator", v) for v in _unique(v for _, v in sorted(self.indicators))]
        kids += [Leaf("color", v) for v in _colors([v for _, v in sorted(self.colors, key=lambda c: c[0])], self.shades)]
        kids.append(Leaf("type", self.type or "cube"))
        if self.refers_to is not None:
            kids.append(Leaf("reference-id", str(self.refers_to.id)))
        kids += [r.node() for r in self.relations]
        return Branch("entity", tuple(kids))


@dataclass
class Relation:
    relation: str
    landmark: Entity | None = None
    measure: Entity | None = None
    #: Character position of the preposition (or relational noun) in the command; -1 unknown.
    start: int = -1

    def node(self) -> Branch:
        kids: list[Node] = []
        if self.measure is not None:
            kids.append(Branch("measure", (self.measure.node(),)))
        kids.append(Leaf("relation", self.relation))
        if self.landmark is not None:
            kids.append(self.landmark.node())
        return Branch("spatial-relation", tuple(kids))


@dataclass
class Event:
    action: str
    entity: Entity
    destination: Relation | None
    verb: str
    #: Locative PPs on the verb that this reading left unattached ("put it on X near Y" with
    #: both PPs on the verb): material for the attachment variants (see attachment.py).
    extras: list[Relation] = field(default_factory=list)
    #: Other actions the verb allows, tried as variants ("put" as a drop when the arm holds the shape).
    alternatives: tuple[str, ...] = ()

    def node(self) -> Branch:
        kids: list[Node] = [Leaf("action", self.action), self.entity.node()]
        if self.destination is not None:
            kids.append(Branch("destination", (self.destination.node(),)))
        return Branch("event", tuple(kids))


def _unique(values) -> list[str]:
    out: list[str] = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


def _colors(colors: list[str], shades: list[str]) -> list[str]:
    """Colours with shades applied: light blue -> cyan, dark blue -> blue; duplicates dropped."""
    out: list[str] = []
    for color in colors:
        if color == "blue" and "light" in shades:
            color = "cyan"
        elif color == "gray" and "light" in shades:
            color = "white"
        if color not in out:
            out.append(color)
    return out
