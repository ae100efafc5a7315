"""Conversion, clause level: the verbs at the top of an MRS become events, each with its
action, its entity and its destination (see erg_bridge.convert)."""

from __future__ import annotations

from delphin.mrs import EP

from erg_bridge.conversion import CONJUNCTIONS, ConversionState, is_source, word_of
from erg_bridge.entities import Entities
from erg_bridge.errors import ConversionError
from erg_bridge.graph import Graph
from erg_bridge.measures import DIRECTIONS, MeasuredTheme, direction, measured_theme
from erg_bridge.pieces import Entity, Event, Relation
from erg_bridge.relations import Relations
from erg_bridge.tables import Tables, normalise_predicate


class Clauses:
    """Events from verbs, through coordination; destinations and measured moves."""

    def __init__(self, graph: Graph, tables: Tables, state: ConversionState, entities: Entities,
                 relations: Relations):
        self.graph = graph
        self.tables = tables
        self.state = state
        #: Builds each event's entity (and describes it with the verb's source PPs).
        self.entities = entities
        #: Builds each event's destination and the PPs left on the verb.
        self.relations = relations
        #: The last verb of a coordination, which takes PPs attached to the coordination itself.
        self.last_verb: EP | None = None

    def read_events(self) -> None:
        """The events of the verbs at the top of the analysis, into the state; ConversionError
        if the analysis is not a command or has no verb there."""
        graph = self.graph
        force = graph.sentence_force()
        if force not in ("comm", None) and not (force == "prop" and graph.subjectless()):
            raise ConversionError(f"not a command (sentence force {force})")
        verbs = self.verbs(graph.mrs.index, depth=0)
        if not verbs:
            raise ConversionError("no verb at the top of the analysis")
        self.last_verb = verbs[-1] if len(verbs) > 1 else None
        for verb in verbs:
            self.state.events.append(self.event(verb))

    def verbs(self, var: str | None, depth: int) -> list[EP]:
        """Verbal EPs reached from `var`, through coordination, in text order."""
        if var is None or depth > 6:
            return []
        ep = self.graph.head_of_event(var)
        if ep is None:
            return []
        name = ep.predicate.lower()
        if name in CONJUNCTIONS or normalise_predicate(name)[1] == "c":
            left = ep.args.get("ARG1") or ep.args.get("L-INDEX")
            right = ep.args.get("ARG2") or ep.args.get("R-INDEX")
            return self.verbs(left, depth + 1) + self.verbs(right, depth + 1)
        if normalise_predicate(name)[1] == "v":
            return [ep]
        raise ConversionError(f'the main predicate "{word_of(name)}" is not a verb')

    def event(self, verb: EP) -> Event:
        """The event of one verb: its action, entity, destination and the PPs left over."""
        name = verb.predicate.lower()
        lemma, pos, _ = normalise_predicate(name)
        row = self.tables.verb(name)
        action = row.action if row else "move"
        dest_roles = row.destination if row else ("ARG3",)
        particles = self.graph.modifiers(verb.iv) + self.graph.modifiers(verb.args.get("ARG2") or "")
        if action != "take" and any(normalise_predicate(m.predicate)[0] == "down" and self.graph.is_particle(m)
                                     for m in particles):
            action = "drop"  # "put X down on Y"
        dest_ep = self.destination_ep(verb, dest_roles) if action != "take" else None
        if dest_ep is not None and not isinstance(dest_ep, str):
            self.state.consumed.add(id(dest_ep))
        theme = verb.args.get("ARG2")
        measured = (measured_theme(self.graph, self.tables, theme)
                    if theme is not None and theme.startswith("x") and action != "take" else None)
        if measured is not None:
            # "move the red block three squares up": the shape is the entity, the count a measure.
            entity = self.entities.entity(measured.shape)
            for var in measured.between:
                self.entities.modifiers(var, entity)
        elif theme is not None and theme.startswith("x"):
            entity = self.entities.entity(theme)
        elif self.state.events:
            # Ellipsis: "take the blue pyramid and place in the corner".
            before = self.state.events[-1].entity
            entity = Entity(type="reference", refers_to=before.refers_to or before, start=verb.cfrom)
            self.state.entities.append(entity)
        else:
            raise ConversionError(f'the verb "{lemma}" has no object')
        destination = None
        if action != "take":
            if isinstance(dest_ep, str):
                destination = self.relations.relation_to_entity(dest_ep, mandatory=True)
            elif dest_ep is not None:
                destination = self.relations.relation(dest_ep, mandatory=True)
            if measured is not None:
                destination = self.measured(destination, measured, verb, theme)
            self.source_modifiers(verb, entity, only_from=True)
            if destination is None and entity.relations and entity.type != "reference":
                # "drop the blue cube on top of the yellow cube" with the PP read as the noun's:
                # a put-down needs a place, so the last locative becomes the destination.
                destination = entity.relations.pop()
        else:
            self.source_modifiers(verb, entity)
        if entity.type == "robot":
            raise ConversionError("the robot itself cannot be moved")
        extras = self.unattached(verb, dest_ep) if action != "take" else []
        alternatives = row.alternatives if row is not None and action == row.action else ()
        return Event(action, entity, destination, name, extras, alternatives)

    def destination_ep(self, verb: EP, roles: tuple[str, ...]) -> EP | str | None:
        """The EP (or relational-noun variable) giving the event's destination, or None."""
        graph = self.graph
        for role in roles:
            value = verb.args.get(role)
            if value is None:
                continue
            if value.startswith("h"):
                for ep in graph.scoped(value):
                    if graph.is_relation(ep, self.tables):
                        return ep
            elif value.startswith("x"):
                head = graph.noun(value)
                if head is not None and self.tables.relation(head.predicate):
                    return value
        unknown = None
        for ep in self.verb_modifiers(verb):
            if is_source(ep):
                continue  # a source ("move X from the edge"), described on the entity
            if graph.is_relation(ep, self.tables):
                return ep
            if normalise_predicate(ep.predicate)[1] == "p" and not graph.is_particle(ep):
                unknown = unknown or ep
        if unknown is not None:
            raise ConversionError(f'unknown relation "{word_of(unknown.predicate)}" in the destination')
        return None

    def measured(self, destination: Relation | None, theme: MeasuredTheme, verb: EP, var: str) -> Relation | None:
        """The destination of a measured move: the count of tiles on its direction, which is
        the destination PP's ("to the left (of X)") or a bare direction word ("up", "forward")."""
        measure = Entity(type="tile", cardinal=theme.cardinal)
        if destination is not None and destination.relation in DIRECTIONS:
            destination.measure = measure
            return destination
        eps = self.verb_modifiers(verb) + [ep for v in (var, *theme.between) for ep in self.graph.modifiers(v)]
        found = direction(self.graph, self.tables, eps)
        if found is None:
            return destination
        return Relation(found[0], None, measure, found[1])

    def verb_modifiers(self, verb: EP) -> list[EP]:
        """EPs predicated of the verb's event; the last verb of a coordination also gets those
        the grammar attached to the coordination itself."""
        modifiers = self.graph.modifiers(verb.iv)
        if self.last_verb is verb:
            modifiers = modifiers + [ep for var in self.graph.right_spine() for ep in self.graph.modifiers(var)]
        return modifiers

    def unattached(self, verb: EP, dest_ep: EP | str | None) -> list[Relation]:
        """Locative PPs on the verb besides its destination ("put it on the block near the
        corner" with both PPs on the verb): kept for the attachment variants."""
        found = []
        for ep in self.verb_modifiers(verb):
            if (ep is dest_ep or id(ep) in self.state.consumed or is_source(ep)
                    or not self.graph.is_relation(ep, self.tables)):
                continue
            self.state.consumed.add(id(ep))
            try:
                rel = self.relations.relation(ep, mandatory=False)
            except ConversionError:
                continue
            if rel is not None and rel.landmark is not None:
                found.append(rel)
        return found

    def source_modifiers(self, verb: EP, entity: Entity, only_from: bool = False) -> None:
        """A take's locative PPs ("pick up the cube from the corner") and any source PP
        ("move X from the top of Y to ...") describe the event's entity."""
        if entity.type == "reference":
            return
        for ep in self.graph.modifiers(verb.iv):
            if only_from and not is_source(ep):
                continue
            if self.graph.is_relation(ep, self.tables) and id(ep) not in self.state.consumed:
                rel = self.relations.relation(ep, mandatory=False)
                if rel is not None and rel.landmark is not None:
                    entity.relations.append(rel)
