"""Conversion, clause level: the verbs at the top of an MRS become events, each with its
action, its entity and its destination (see erg_bridge.convert)."""

from __future__ import annotations

from delphin.mrs import EP

from erg_bridge.attachment import variants
from erg_bridge.conversion import CONJUNCTIONS, Converted, ConversionState, is_source, word_of
from erg_bridge.errors import ConversionError
from erg_bridge.measures import DIRECTIONS, MeasuredTheme, direction, measured_theme
from erg_bridge.pieces import Entity, Event, Relation
from erg_bridge.tables import normalise_predicate
from rcl.model import Branch, Node


class ClauseRules(ConversionState):
    """Events from verbs, through coordination; destinations and measured moves."""

    def run(self) -> Node:
        graph = self.graph
        force = graph.sentence_force()
        if force not in ("comm", None) and not (force == "prop" and graph.subjectless()):
            raise ConversionError(f"not a command (sentence force {force})")
        verbs = self.verbs(graph.mrs.index, depth=0)
        if not verbs:
            raise ConversionError("no verb at the top of the analysis")
        self.last_verb = verbs[-1] if len(verbs) > 1 else None
        for verb in verbs:
            self.events.append(self.event(verb))
        self.resolve_sequence()
        self.number_antecedents()
        trees: list[Converted] = []
        try:
            self.check_destinations()
            trees.append(self.converted(False))
        except ConversionError as e:
            missing = e
        else:
            missing = None
        for _ in variants(self.events):
            if self.has_destinations():
                trees.append(self.converted(True))
        trees += self.action_variants() + self.type_variants()
        if not trees:
            raise missing or ConversionError("no attachment of the PPs gives every move a destination")
        seen: set[Node] = set()
        return [c for c in trees if not (c.tree in seen or seen.add(c.tree))]

    def converted(self, variant: bool) -> "Converted":
        """The tree as the pieces stand now, and the nouns it guessed."""
        guessed = tuple((e.guess, e.type) for e in self.entities if e.guess)
        return Converted(self.tree(), variant, guessed)

    def action_variants(self) -> list["Converted"]:
        """The tree with each event whose verb allows it read with its alternative action
        ("put the cube on ..." as a drop): the planner knows whether the arm holds the cube."""
        found = []
        for event in self.events:
            for action in event.alternatives:
                usual, event.action = event.action, action
                try:
                    if self.has_destinations():
                        found.append(self.converted(True))
                finally:
                    event.action = usual
        return found

    def type_variants(self) -> list["Converted"]:
        """The tree with each entity read as each other type its noun may name ("cuboid": a cube
        or a stack; a guessed noun: a cube or a prism): the planner knows which one grounds."""
        found = []
        for entity in self.entities:
            for other in entity.alternatives:
                usual, entity.type = entity.type, "cube-group" if other == "cube" and entity.plural else other
                try:
                    if self.has_destinations():
                        found.append(self.converted(True))
                finally:
                    entity.type = usual
        return found

    def tree(self) -> Node:
        if len(self.events) == 1:
            return self.events[0].node()
        return Branch("sequence", tuple(e.node() for e in self.events))

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
            self.consumed.add(id(dest_ep))
        theme = verb.args.get("ARG2")
        measured = (measured_theme(self.graph, self.tables, theme)
                    if theme is not None and theme.startswith("x") and action != "take" else None)
        if measured is not None:
            # "move the red block three squares up": the shape is the entity, the count a measure.
            entity = self.entity(measured.shape)
            for var in measured.between:
                self.modifiers(var, entity)
        elif theme is not None and theme.startswith("x"):
            entity = self.entity(theme)
        elif self.events:
            # Ellipsis: "take the blue pyramid and place in the corner".
            entity = Entity(type="reference", refers_to=self.events[-1].entity.refers_to or self.events[-1].entity,
                            start=verb.cfrom)
            self.entities.append(entity)
        else:
            raise ConversionError(f'the verb "{lemma}" has no object')
        destination = None
        if action != "take":
            if isinstance(dest_ep, str):
                destination = self.relation_to_entity(dest_ep, mandatory=True)
            elif dest_ep is not None:
                destination = self.relation(dest_ep, mandatory=True)
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
            if ep is dest_ep or id(ep) in self.consumed or is_source(ep) or not self.graph.is_relation(ep, self.tables):
                continue
            self.consumed.add(id(ep))
            try:
                rel = self.relation(ep, mandatory=False)
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
            if self.graph.is_relation(ep, self.tables) and id(ep) not in self.consumed:
                rel = self.relation(ep, mandatory=False)
                if rel is not None and rel.landmark is not None:
                    entity.relations.append(rel)
