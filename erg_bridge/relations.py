"""Conversion, spatial relations: prepositions and relational nouns ("on top of X", "to the
left of X", "two squares left") become RCL spatial relations (see erg_bridge.convert)."""

from __future__ import annotations

from typing import Protocol

from delphin.mrs import EP

from erg_bridge.conversion import is_source, word_of
from erg_bridge.errors import ConversionError
from erg_bridge.graph import Graph
from erg_bridge.pieces import Entity, Relation
from erg_bridge.tables import Tables, normalise_predicate

#: Landmarks that are parts of the board: things are *within* them, not above them.
AREAS = ("corner", "region")


class Landmarks(Protocol):
    """What relations need of the entity rules (erg_bridge.entities.Entities): a landmark's entity.
    A protocol, not that class, because the entity rules need relations too (no import circle)."""

    def entity(self, var: str) -> Entity: ...


class Relations:
    """Spatial relations and their landmarks."""

    def __init__(self, graph: Graph, tables: Tables, landmarks: Landmarks):
        self.graph = graph
        self.tables = tables
        #: Builds the entity of each landmark; it in turn builds an entity's relations with this object.
        self.landmarks = landmarks

    def relation(self, ep: EP, mandatory: bool) -> Relation | None:
        """The spatial relation of a preposition-like EP (landmark = its ARG2), placed at the EP."""
        rel = self._relation(ep, mandatory)
        if rel is not None and rel.start < 0:
            rel.start = ep.cfrom
        return rel

    def _relation(self, ep: EP, mandatory: bool) -> Relation | None:
        graph = self.graph
        name = ep.predicate.lower()
        landmark = ep.args.get("ARG2")
        if landmark is None or not landmark.startswith("x"):
            landmark = graph.to_complement(ep) or landmark
        if is_source(ep):
            # "from on top of X": the source PP nests the real relation.
            inner = [e for e in graph.scoped(landmark) if graph.is_relation(e, self.tables)] if landmark else []
            if inner:
                return self.relation(inner[0], mandatory)
            if landmark and landmark.startswith("x"):
                rel = self.relation_to_entity(landmark, mandatory=False, preposition=ep)  # "from the top of X"
                if rel is None:
                    head = graph.noun(landmark)
                    row = self.tables.noun(head.predicate) if head is not None else None
                    if row is not None and row[0] == "board":
                        return None  # "remove it from the board": the board is everywhere
                    rel = self.generic_relation(self.landmarks.entity(landmark))
                return rel
            return None
        if landmark is not None and landmark.startswith("x"):
            rel = self.relation_to_entity(landmark, mandatory, preposition=ep)
            if rel is not None:
                return rel
        value = self.tables.relation(name)
        if value is None:
            if mandatory:
                raise ConversionError(f'unknown relation "{word_of(name)}" in the destination')
            return None
        if landmark is not None and landmark.startswith("x"):
            if normalise_predicate(name)[0] == "to":
                if self.after_nearness(ep):
                    return Relation("nearest", self.landmarks.entity(landmark))
                return self.generic_relation(self.landmarks.entity(landmark))
            return Relation(value, self.landmarks.entity(landmark))
        return Relation(value)

    def after_nearness(self, ep: EP) -> bool:
        """A "to" right after a nearness adjective whose own landmark is missing ("near to the
        corner", "closer to the left edge"): the grammar split "near to" in two."""
        for other in self.graph.mrs.rels:
            if (0 <= ep.cfrom - other.cto <= 1 and normalise_predicate(other.predicate)[1] == "a"
                    and self.tables.relation(other.predicate) == "nearest"):
                return True
        return False

    def generic_relation(self, landmark: Entity) -> Relation:
        """The relation of a preposition that says only "there" ("to the corner", "from the
        centre"): inside an area of the board, on top of anything else."""
        value = "within" if landmark.type in AREAS else (self.tables.relation("_on_p") or "above")
        return Relation(value, landmark)

    def relation_to_entity(self, var: str, mandatory: bool, preposition: EP | None = None) -> Relation | None:
        """A relation whose landmark noun is relational ("top of X", "the left of X", "left"), or None."""
        graph = self.graph
        head = graph.noun(var)
        if head is None:
            return None
        noun_relation = self.tables.relation(head.predicate) if normalise_predicate(head.predicate)[1] == "n" else None
        if noun_relation is None or self.tables.noun(head.predicate) is not None and noun_relation is None:
            return None
        of = graph.of_complement(var, preposition) or graph.displaced_of(preposition)
        measure = self.measure_of(var, preposition)
        if noun_relation in ("adjacent",):  # "the left side of": the side's adjective decides
            for mod in graph.modifiers(var):
                value = self.tables.modifier(mod.predicate)
                if value and value[1] in ("left", "right"):
                    noun_relation = value[1]
        start = preposition.cfrom if preposition is not None else head.cfrom
        if of is not None:
            return Relation(noun_relation, self.landmarks.entity(of), measure, start)
        if preposition is None and not mandatory:
            return None
        if preposition is not None and self.tables.relation(preposition.predicate) not in (None, "above", "within"):
            return None  # "closest to the top": the noun is a region, not a direction
        return Relation(noun_relation, None, measure, start)

    def measure_of(self, var: str, preposition: EP | None) -> Entity | None:
        """'two squares (to the left)': a counted unit noun measuring the relation, or None."""
        graph = self.graph
        for unit_var in graph.measure_units(var, preposition):
            unit = graph.noun(unit_var)
            row = self.tables.noun(unit.predicate) if unit is not None else None
            card = graph.cardinal(unit_var)
            if row is not None and row[0] == "tile":
                return Entity(type="tile", cardinal=card or "1")
        return None
