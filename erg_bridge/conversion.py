"""The state of one MRS-to-RCL conversion, shared by its sections, and their common helpers.

A conversion walks one MRS (`graph`) with the lookup tables (`tables`) and
builds the pieces of an RCL tree (`events`, `entities`).  Its rules are
written in four sections, each a mixin over this state: the clause
(`erg_bridge.clauses`), spatial relations (`erg_bridge.relations`),
entities (`erg_bridge.entities`) and anaphora (`erg_bridge.anaphora`);
`erg_bridge.convert` puts them together.
"""

from __future__ import annotations

from dataclasses import dataclass

from delphin.mrs import EP

from erg_bridge.graph import Graph
from erg_bridge.pieces import Entity, Event
from erg_bridge.tables import Tables, normalise_predicate
from rcl.model import Node

#: Coordinating predicates: between verbs they make a sequence, between nouns a group.
CONJUNCTIONS = {"implicit_conj", "_and_c", "_then_c", "_and+then_c", "_also_c", "_plus_c"}
#: Prepositions of a source ("from the corner", "off the red block"): never a destination.
SOURCES = ("from", "off", "out+of")


@dataclass(frozen=True)
class Converted:
    """One tree a conversion gives: a reading's own (variant False) or a variant of it, and the
    (noun, type) of each noun it guessed."""

    tree: Node
    variant: bool
    guessed: tuple[tuple[str, str], ...] = ()


class ConversionState:
    """What one conversion knows: its converter's settings, the MRS graph, what it has built."""

    def __init__(self, tables: Tables, graph: Graph, allow_missing_destination: bool = False):
        self.tables = tables
        #: Whether a move without a destination is still a tree (the bridge's variants need them).
        self.allow_missing_destination = allow_missing_destination
        self.graph = graph
        self.entities: list[Entity] = []
        self.events: list[Event] = []
        #: Variables whose entity is being built (a description that refers to itself is cyclic).
        self.building: set[str] = set()
        #: EPs already used (a destination PP is not also a modifier of the entity).
        self.consumed: set[int] = set()
        #: The last verb of a coordination, which takes PPs attached to the coordination itself.
        self.last_verb: EP | None = None


def is_source(ep: EP) -> bool:
    """A source preposition ("from", "off", "out of")."""
    return normalise_predicate(ep.predicate)[0] in SOURCES and normalise_predicate(ep.predicate)[1] == "p"


def word_of(predicate: str) -> str:
    """The word a predicate stands for, for messages ("out of" for _out+of_p)."""
    lemma = normalise_predicate(predicate)[0]
    return lemma.replace("+", " ")
