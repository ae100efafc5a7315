"""What one MRS-to-RCL conversion has built, shared by its rule objects, and their common helpers.

A conversion walks one MRS (`erg_bridge.graph.Graph`) with the lookup tables
(`erg_bridge.tables.Tables`) and builds the pieces of an RCL tree.  Its rules
are four small objects, each handed what it uses: the clause level
(`erg_bridge.clauses.Clauses`), entities (`erg_bridge.entities.Entities`),
spatial relations (`erg_bridge.relations.Relations`) and anaphora
(`erg_bridge.anaphora.Anaphora`); `erg_bridge.convert` builds them and runs
them.  What they build together is a `ConversionState`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from delphin.mrs import EP

from erg_bridge.pieces import Entity, Event
from erg_bridge.tables import normalise_predicate
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


@dataclass
class ConversionState:
    """The pieces one conversion has built so far, shared by the rule objects that build them."""

    #: Every entity built, in the order built (anaphora looks back over them, variants retype them).
    entities: list[Entity] = field(default_factory=list)
    #: The events of the top verbs, in text order.
    events: list[Event] = field(default_factory=list)
    #: EPs already used (a destination PP is not also a modifier of the entity).
    consumed: set[int] = field(default_factory=set)


def is_source(ep: EP) -> bool:
    """A source preposition ("from", "off", "out of")."""
    return normalise_predicate(ep.predicate)[0] in SOURCES and normalise_predicate(ep.predicate)[1] == "p"


def word_of(predicate: str) -> str:
    """The word a predicate stands for, for messages ("out of" for _out+of_p)."""
    lemma = normalise_predicate(predicate)[0]
    return lemma.replace("+", " ")
