"""Conversion, entities: noun phrases become RCL entities with their type, colours,
indicators, cardinal and relations; "it" and "one" point back (see erg_bridge.convert)."""

from __future__ import annotations

from delphin.mrs import EP

from erg_bridge.anaphora import Anaphora
from erg_bridge.conversion import CONJUNCTIONS, ConversionState, word_of
from erg_bridge.errors import ConversionError
from erg_bridge.graph import Graph
from erg_bridge.pieces import Entity
from erg_bridge.relations import Relations
from erg_bridge.tables import Tables, normalise_predicate
from rcl.lexicon import SHAPE_VALUES

PRONOUNS = {"pron"}
#: Determiners that, with no noun ("put that on ..."), point back like "it".
DEMONSTRATIVES = {"_that_q_dem", "_this_q_dem"}
ONE_HEADS = {"generic_entity", "_one_n_1"}


class Entities:
    """Entities from noun phrases: heads, modifiers, compounds, coordination."""

    def __init__(self, graph: Graph, tables: Tables, state: ConversionState, anaphora: Anaphora):
        self.graph = graph
        self.tables = tables
        self.state = state
        #: Finds what "it" and "one" point back to.
        self.anaphora = anaphora
        # An entity's modifier is a relation whose landmark is an entity: the two builders need
        # each other, so the entities make their relations, handing them themselves.
        self.relations = Relations(graph, tables, landmarks=self)
        #: Variables whose entity is being built (a description that refers to itself is cyclic).
        self.building: set[str] = set()

    def entity(self, var: str) -> Entity:
        """The entity of a noun phrase's variable, recorded in the state."""
        if var in self.building:
            raise ConversionError("a cyclic description")
        self.building.add(var)
        try:
            entity = self._entity(var)
        finally:
            self.building.discard(var)
        self.state.entities.append(entity)
        return entity

    def _entity(self, var: str) -> Entity:
        graph = self.graph
        heads = graph.heads(var)
        entity = Entity(start=min((h.cfrom for h in heads), default=0))
        kind = None
        for head in heads:
            name = head.predicate.lower()
            if name in PRONOUNS:
                kind = "pron"
            elif name in ONE_HEADS:
                kind = kind or "one"
            elif name == "card":
                entity.cardinal = head.carg
            elif name == "named":
                # Capitalised words become names: "Red block", "the yellow Box".
                word = (head.carg or "").lower()
                color, row = self.tables.color_word(word), self.tables.nouns.by_lemma.get(word)
                if color is not None:
                    entity.colors.append((head.cfrom, color))
                    kind = kind or "color"
                elif row is not None:
                    entity.type = row[0]
                    kind = "noun"
                else:
                    raise ConversionError(f'unknown name "{head.carg}"')
            elif name in CONJUNCTIONS and head.args.get("ARG1", "").startswith("x"):
                self.coordination(head, entity)
                kind = "noun" if entity.type else "color"
            elif (normalise_predicate(name)[1] == "a" and self.tables.modifier(name)
                  and self.tables.modifier(name)[0] == "color"):
                entity.colors.append((head.cfrom, self.tables.modifier(name)[1]))
                shades_of(graph, self.tables, head, entity)
                kind = kind or "color"
            elif normalise_predicate(name)[1] == "n":
                row = self.tables.noun(name)
                if row is not None:
                    entity.type, *others = self.tables.noun_types(name)
                    entity.alternatives = tuple(others)
                    if row[1]:
                        entity.indicators.append((head.cfrom, row[1]))
                    kind = "noun"
                elif self.tables.color_word(normalise_predicate(name)[0]):
                    entity.colors.append((head.cfrom, self.tables.color_word(normalise_predicate(name)[0])))
                    kind = kind or "color"
                elif name != "nominalization":
                    # A noun no table knows ("the pink thingamajig"): a shape, guessed as each shape
                    # type in turn, for the planner to keep the one that grounds.
                    entity.type, *others = SHAPE_VALUES
                    entity.alternatives, entity.guess = tuple(others), word_of(name)
                    kind = "noun"
        if entity.cardinal is None and kind == "noun":
            entity.cardinal = graph.cardinal(var)  # "move one blue cube": card predicated of the noun
        if kind == "pron" and graph.person(var) in ("1", "2"):
            return Entity(type="robot", start=entity.start)  # "nearest to you", "closest to me"
        if (kind == "one" and graph.quantifier(var) in DEMONSTRATIVES and not entity.colors and not graph.plural(var)
                and not any(normalise_predicate(m.predicate)[1] in ("a", "n") for m in graph.modifiers(var))):
            kind = "pron"  # "place that on top of the blue block"
        if kind == "pron":
            antecedent = self.anaphora.first_entity()
            if antecedent is None:
                raise ConversionError('"it" has no antecedent')
            return Entity(type="reference", refers_to=antecedent, start=entity.start)
        if kind == "one" or (kind in (None, "color") and entity.type is None and entity.cardinal == "1"):
            antecedent = self.anaphora.last_shape(before=entity.start)
            if antecedent is None:
                raise ConversionError('"one" has no antecedent')
            entity.type = "type-reference-group" if graph.plural(var) else "type-reference"
            entity.refers_to = antecedent
            entity.cardinal = None
        if entity.type is None:
            raise ConversionError("an entity without a type")
        entity.plural = graph.plural(var)
        if entity.type == "cube" and entity.plural:
            entity.type = "cube-group"
        if entity.cardinal == "1" and entity.type in ("type-reference", "type-reference-group"):
            entity.cardinal = None
        self.modifiers(var, entity)
        return entity

    def modifiers(self, var: str, entity: Entity) -> None:
        """Colours, indicators and spatial relations from the EPs predicated of `var`."""
        graph = self.graph
        for ep in graph.modifiers(var):
            if id(ep) in self.state.consumed:
                continue
            name = ep.predicate.lower()
            if name == "compound":
                self.compound(ep, entity)
                continue
            has_landmark = (ep.args.get("ARG2") or "").startswith("x") or graph.to_complement(ep)
            if graph.is_relation(ep, self.tables) and has_landmark:
                if graph.is_superlative(ep) or normalise_predicate(name)[1] != "a":
                    rel = self.relations.relation(ep, mandatory=False)
                    if rel is not None:
                        entity.relations.append(rel)
                    continue
            value = self.tables.modifier(name)
            if value is None:
                continue  # unknown modifiers are dropped
            tag, val = value
            if tag == "color":
                entity.colors.append((ep.cfrom, val))
                shades_of(graph, self.tables, ep, entity)
            elif tag == "shade":
                entity.shades.append(val)
            elif tag == "indicator":
                if val == "nearest" and not graph.is_superlative(ep):
                    continue
                if val in ("left", "right") and graph.superlative_near(ep):
                    val += "most"
                entity.indicators.append((ep.cfrom, val))

    def coordination(self, conj: EP, entity: Entity) -> None:
        """"the green and blue stack", "the yellow and green block": colours of both conjuncts,
        type of the one that has a noun; two shapes of one type become a group."""
        parts = []
        for role in ("ARG1", "ARG2"):
            var = conj.args.get(role, "")
            if var.startswith("x"):
                part = Entity()
                for head in self.graph.heads(var):
                    name = head.predicate.lower()
                    value = self.tables.modifier(name, any_pos=True)
                    row = self.tables.noun(name)
                    if row is not None:
                        part.type = row[0]
                    elif value and value[0] == "color":
                        part.colors.append((head.cfrom, value[1]))
                    elif name == "named" and self.tables.color_word(head.carg or ""):
                        part.colors.append((head.cfrom, self.tables.color_word(head.carg or "")))
                self.modifiers(var, part)
                parts.append(part)
        typed = [p.type for p in parts if p.type]
        if not typed:
            raise ConversionError("a coordination without a noun")
        entity.type = typed[-1]
        if entity.type == "cube":
            entity.type = "cube-group"
        for part in parts:
            entity.colors += part.colors
            entity.indicators += part.indicators
            entity.relations += part.relations

    def compound(self, ep: EP, entity: Entity) -> None:
        """Noun-noun compounds: a colour word ("Red block", "green block") colours the head."""
        graph = self.graph
        other = ep.args.get("ARG2")
        if other is None or not other.startswith("x"):
            return
        for head in graph.heads(other):
            name = head.predicate.lower()
            word = head.carg if name == "named" else normalise_predicate(name)[0]
            color = self.tables.color_word(word or "")
            if color is not None:
                entity.colors.append((head.cfrom, color))
                self.modifiers(other, entity)
            elif self.tables.noun(name) is not None and self.tables.noun(name)[1]:
                # "the bottom left corner": a region noun in a compound names a part of the board,
                # and so do the indicator adjectives on it ("the right top corner").
                entity.indicators.append((head.cfrom, self.tables.noun(name)[1]))
                for mod in graph.modifiers(other):
                    value = self.tables.modifier(mod.predicate)
                    if value is not None and value[0] == "indicator":
                        entity.indicators.append((mod.cfrom, value[1]))
            elif self.tables.modifier(name, any_pos=True):
                tag, val = self.tables.modifier(name, any_pos=True)
                if tag == "shade":
                    entity.shades.append(val)
                    self.modifiers(other, entity)


def shades_of(graph: Graph, tables: Tables, color: EP, entity: Entity) -> None:
    """Shade adverbs/adjectives on a colour adjective itself ("light blue": light modifies blue)."""
    for mod in graph.modifiers(color.iv or ""):
        value = tables.modifier(mod.predicate, any_pos=True)
        if value is not None and value[0] == "shade":
            entity.shades.append(value[1])
        elif mod.predicate == "compound" and (mod.args.get("ARG2") or "").startswith("x"):
            # "the red-green tower": the hyphenated first colour compounds with the second;
            # both share one span, and the first is written first.
            for head in graph.heads(mod.args["ARG2"]):
                word = head.carg if head.predicate == "named" else normalise_predicate(head.predicate)[0]
                first = tables.color_word(word or "")
                shade = tables.modifier(head.predicate, any_pos=True)
                if first is not None:
                    entity.colors.append((color.cfrom - 0.5, first))
                elif shade is not None and shade[0] == "shade":
                    entity.shades.append(shade[1])  # "sky blue", "light blue" as a compound
