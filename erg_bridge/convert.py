"""MRS -> RCL: turning one ERG analysis into an RCL tree through the lookup tables.

From the INDEX the top-level verbal predications are collected, recursing
through coordination (several give a `sequence:`).  Each verb gives an event:
action from the verb table, entity from its ARG2, destination from its
resultative argument or else its first prepositional modifier.  Entities take
their type from the noun table, colours and indicators from the adjective
table, and spatial relations from prepositions and relational nouns.

>>> from delphin.codecs import simplemrs
>>> m = simplemrs.decode('''[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
...  [ _drop_v_cause<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x4 [ x NUM: sg ] ]
...  [ _the_q<5:8> LBL: h5 ARG0: x4 RSTR: h6 BODY: h7 ]
...  [ _blue_a_1<9:13> LBL: h8 ARG0: e9 ARG1: x4 ]
...  [ _cube_n_1<14:18> LBL: h8 ARG0: x4 ] > HCONS: < h0 qeq h1 h6 qeq h8 > ]''')
>>> from rcl import to_string
>>> to_string(mrs_to_rcl(m, allow_missing_destination=True))
'(event: (action: drop) (entity: (color: blue) (type: cube)))'
"""

from __future__ import annotations

from delphin.mrs import MRS, EP

from erg_bridge.errors import ConversionError
from erg_bridge.attachment import variants
from erg_bridge.graph import Graph
from erg_bridge.measures import DIRECTIONS, MeasuredTheme, direction, measured_theme
from erg_bridge.pieces import Entity, Event, Relation
from erg_bridge.tables import Tables, load_tables, normalise_predicate
from rcl.model import Branch, Node

CONJUNCTIONS = {"implicit_conj", "_and_c", "_then_c", "_and+then_c", "_also_c", "_plus_c"}
PRONOUNS = {"pron"}
#: Determiners that, with no noun ("put that on ..."), point back like "it".
DEMONSTRATIVES = {"_that_q_dem", "_this_q_dem"}
ONE_HEADS = {"generic_entity", "_one_n_1"}
SHAPES = ("cube", "prism")
#: Landmarks that are parts of the board: things are *within* them, not above them.
AREAS = ("corner", "region")


class Converter:
    """Converts MRSs with one set of tables; `convert(mrs)` raises ConversionError with a reason."""

    def __init__(self, tables: Tables | None = None, allow_missing_destination: bool = False):
        self.tables = tables or load_tables()
        self.allow_missing_destination = allow_missing_destination

    def convert(self, mrs: MRS) -> Node:
        """The reading's own tree (or, when it lacks a destination, its first attachment variant)."""
        return self.convert_all(mrs)[0][0]

    def convert_all(self, mrs: MRS) -> list[tuple[Node, bool]]:
        """(tree, is_variant) pairs: the reading's own tree, then its attachment variants
        (see attachment.py), duplicates removed."""
        return _Conversion(self, Graph(mrs)).run()


class _Conversion:
    """The state of one conversion: the graph, entities made so far, anaphora."""

    def __init__(self, converter: Converter, graph: Graph):
        self.c = converter
        self.t = converter.tables
        self.g = graph
        self.entities: list[Entity] = []
        self.events: list[Event] = []
        self.building: set[str] = set()
        #: EPs already used (a destination PP is not also a modifier of the entity).
        self.consumed: set[int] = set()
        #: The last verb of a coordination, which takes PPs attached to the coordination itself.
        self.last_verb: EP | None = None

    # ---------- clause level ----------
    def run(self) -> Node:
        g = self.g
        if g.sentence_force() not in ("comm", None) and not (g.sentence_force() == "prop" and g.subjectless()):
            raise ConversionError(f"not a command (sentence force {g.sentence_force()})")
        verbs = self.verbs(g.mrs.index, depth=0)
        if not verbs:
            raise ConversionError("no verb at the top of the analysis")
        self.last_verb = verbs[-1] if len(verbs) > 1 else None
        for verb in verbs:
            self.events.append(self.event(verb))
        self.resolve_sequence()
        self.number_antecedents()
        trees: list[tuple[Node, bool]] = []
        try:
            self.check_destinations()
            trees.append((self.tree(), False))
        except ConversionError as e:
            missing = e
        else:
            missing = None
        for _ in variants(self.events):
            if self.has_destinations():
                trees.append((self.tree(), True))
        trees += [(tree, True) for tree in self.action_variants()]
        if not trees:
            raise missing or ConversionError("no attachment of the PPs gives every move a destination")
        seen: set[Node] = set()
        return [(t, v) for t, v in trees if not (t in seen or seen.add(t))]

    def action_variants(self) -> list[Node]:
        """The tree with each event whose verb allows it read with its alternative action
        ("put the cube on ..." as a drop): the planner knows whether the arm holds the cube."""
        found = []
        for event in self.events:
            for action in event.alternatives:
                usual, event.action = event.action, action
                try:
                    if self.has_destinations():
                        found.append(self.tree())
                finally:
                    event.action = usual
        return found

    def tree(self) -> Node:
        if len(self.events) == 1:
            return self.events[0].node()
        return Branch("sequence", tuple(e.node() for e in self.events))

    def verbs(self, var: str | None, depth: int) -> list[EP]:
        """Verbal EPs reached from `var`, through coordination, in text order."""
        if var is None or depth > 6:
            return []
        ep = self.g.head_of_event(var)
        if ep is None:
            return []
        name = ep.predicate.lower()
        if name in CONJUNCTIONS or normalise_predicate(name)[1] == "c":
            left = ep.args.get("ARG1") or ep.args.get("L-INDEX")
            right = ep.args.get("ARG2") or ep.args.get("R-INDEX")
            return self.verbs(left, depth + 1) + self.verbs(right, depth + 1)
        if normalise_predicate(name)[1] == "v":
            return [ep]
        raise ConversionError(f'the main predicate "{_word(name)}" is not a verb')

    def event(self, verb: EP) -> Event:
        name = verb.predicate.lower()
        lemma, pos, _ = normalise_predicate(name)
        row = self.t.verb(name)
        action = row.action if row else "move"
        dest_roles = row.destination if row else ("ARG3",)
        particles = self.g.modifiers(verb.iv) + self.g.modifiers(verb.args.get("ARG2") or "")
        if action != "take" and any(normalise_predicate(m.predicate)[0] == "down" and self.g.is_particle(m)
                                     for m in particles):
            action = "drop"  # "put X down on Y"
        dest_ep = self.destination_ep(verb, dest_roles) if action != "take" else None
        if dest_ep is not None and not isinstance(dest_ep, str):
            self.consumed.add(id(dest_ep))
        theme = verb.args.get("ARG2")
        measured = (measured_theme(self.g, self.t, theme)
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
        g = self.g
        for role in roles:
            value = verb.args.get(role)
            if value is None:
                continue
            if value.startswith("h"):
                for ep in g.scoped(value):
                    if g.is_relation(ep, self.t):
                        return ep
            elif value.startswith("x"):
                head = g.noun(value)
                if head is not None and self.t.relation(head.predicate):
                    return value
        unknown = None
        for ep in self.verb_modifiers(verb):
            if is_source(ep):
                continue  # a source ("move X from the edge"), described on the entity
            if g.is_relation(ep, self.t):
                return ep
            if normalise_predicate(ep.predicate)[1] == "p" and not g.is_particle(ep):
                unknown = unknown or ep
        if unknown is not None:
            raise ConversionError(f'unknown relation "{_word(unknown.predicate)}" in the destination')
        return None

    def measured(self, destination: Relation | None, theme: MeasuredTheme, verb: EP, var: str) -> Relation | None:
        """The destination of a measured move: the count of tiles on its direction, which is
        the destination PP's ("to the left (of X)") or a bare direction word ("up", "forward")."""
        measure = Entity(type="tile", cardinal=theme.cardinal)
        if destination is not None and destination.relation in DIRECTIONS:
            destination.measure = measure
            return destination
        eps = self.verb_modifiers(verb) + [ep for v in (var, *theme.between) for ep in self.g.modifiers(v)]
        found = direction(self.g, self.t, eps)
        if found is None:
            return destination
        return Relation(found[0], None, measure, found[1])

    def verb_modifiers(self, verb: EP) -> list[EP]:
        """EPs predicated of the verb's event; the last verb of a coordination also gets those
        the grammar attached to the coordination itself."""
        modifiers = self.g.modifiers(verb.iv)
        if self.last_verb is verb:
            modifiers = modifiers + [ep for var in self.g.right_spine() for ep in self.g.modifiers(var)]
        return modifiers

    def unattached(self, verb: EP, dest_ep: EP | str | None) -> list[Relation]:
        """Locative PPs on the verb besides its destination ("put it on the block near the
        corner" with both PPs on the verb): kept for the attachment variants."""
        found = []
        for ep in self.verb_modifiers(verb):
            if ep is dest_ep or id(ep) in self.consumed or is_source(ep) or not self.g.is_relation(ep, self.t):
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
        for ep in self.g.modifiers(verb.iv):
            if only_from and not is_source(ep):
                continue
            if self.g.is_relation(ep, self.t) and id(ep) not in self.consumed:
                rel = self.relation(ep, mandatory=False)
                if rel is not None and rel.landmark is not None:
                    entity.relations.append(rel)

    # ---------- relations ----------
    def relation(self, ep: EP, mandatory: bool) -> Relation | None:
        """The spatial relation of a preposition-like EP (landmark = its ARG2), placed at the EP."""
        rel = self._relation(ep, mandatory)
        if rel is not None and rel.start < 0:
            rel.start = ep.cfrom
        return rel

    def _relation(self, ep: EP, mandatory: bool) -> Relation | None:
        g = self.g
        name = ep.predicate.lower()
        landmark = ep.args.get("ARG2")
        if landmark is None or not landmark.startswith("x"):
            landmark = g.to_complement(ep) or landmark
        if is_source(ep):
            # "from on top of X": the source PP nests the real relation.
            inner = [e for e in g.scoped(landmark) if g.is_relation(e, self.t)] if landmark else []
            if inner:
                return self.relation(inner[0], mandatory)
            if landmark and landmark.startswith("x"):
                rel = self.relation_to_entity(landmark, mandatory=False, preposition=ep)  # "from the top of X"
                if rel is None:
                    head = g.noun(landmark)
                    row = self.t.noun(head.predicate) if head is not None else None
                    if row is not None and row[0] == "board":
                        return None  # "remove it from the board": the board is everywhere
                    rel = self.generic_relation(self.entity(landmark))
                return rel
            return None
        if landmark is not None and landmark.startswith("x"):
            rel = self.relation_to_entity(landmark, mandatory, preposition=ep)
            if rel is not None:
                return rel
        value = self.t.relation(name)
        if value is None:
            if mandatory:
                raise ConversionError(f'unknown relation "{_word(name)}" in the destination')
            return None
        if landmark is not None and landmark.startswith("x"):
            if normalise_predicate(name)[0] == "to":
                if self.after_nearness(ep):
                    return Relation("nearest", self.entity(landmark))
                return self.generic_relation(self.entity(landmark))
            return Relation(value, self.entity(landmark))
        return Relation(value)

    def after_nearness(self, ep: EP) -> bool:
        """A "to" right after a nearness adjective whose own landmark is missing ("near to the
        corner", "closer to the left edge"): the grammar split "near to" in two."""
        for other in self.g.mrs.rels:
            if (0 <= ep.cfrom - other.cto <= 1 and normalise_predicate(other.predicate)[1] == "a"
                    and self.t.relation(other.predicate) == "nearest"):
                return True
        return False

    def generic_relation(self, landmark: Entity) -> Relation:
        """The relation of a preposition that says only "there" ("to the corner", "from the
        centre"): inside an area of the board, on top of anything else."""
        value = "within" if landmark.type in AREAS else (self.t.relation("_on_p") or "above")
        return Relation(value, landmark)

    def relation_to_entity(self, var: str, mandatory: bool, preposition: EP | None = None) -> Relation | None:
        """A relation whose landmark noun is relational ("top of X", "the left of X", "left"), or None."""
        g = self.g
        head = g.noun(var)
        if head is None:
            return None
        noun_relation = self.t.relation(head.predicate) if normalise_predicate(head.predicate)[1] == "n" else None
        if noun_relation is None or self.t.noun(head.predicate) is not None and noun_relation is None:
            return None
        of = g.of_complement(var, preposition) or g.displaced_of(preposition)
        measure = self.measure_of(var, preposition)
        if noun_relation in ("adjacent",):  # "the left side of": the side's adjective decides
            for mod in g.modifiers(var):
                value = self.t.modifier(mod.predicate)
                if value and value[1] in ("left", "right"):
                    noun_relation = value[1]
        start = preposition.cfrom if preposition is not None else head.cfrom
        if of is not None:
            return Relation(noun_relation, self.entity(of), measure, start)
        if preposition is None and not mandatory:
            return None
        if preposition is not None and self.t.relation(preposition.predicate) not in (None, "above", "within"):
            return None  # "closest to the top": the noun is a region, not a direction
        return Relation(noun_relation, None, measure, start)

    def measure_of(self, var: str, preposition: EP | None) -> Entity | None:
        """'two squares (to the left)': a counted unit noun measuring the relation, or None."""
        g = self.g
        for unit_var in g.measure_units(var, preposition):
            unit = g.noun(unit_var)
            row = self.t.noun(unit.predicate) if unit is not None else None
            card = g.cardinal(unit_var)
            if row is not None and row[0] == "tile":
                return Entity(type="tile", cardinal=card or "1")
        return None

    # ---------- entities ----------
    def entity(self, var: str) -> Entity:
        if var in self.building:
            raise ConversionError("a cyclic description")
        self.building.add(var)
        try:
            entity = self._entity(var)
        finally:
            self.building.discard(var)
        self.entities.append(entity)
        return entity

    def _entity(self, var: str) -> Entity:
        g = self.g
        heads = g.heads(var)
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
                color, row = self.t.color_word(word), self.t.nouns.by_lemma.get(word)
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
            elif normalise_predicate(name)[1] == "a" and self.t.modifier(name) and self.t.modifier(name)[0] == "color":
                entity.colors.append((head.cfrom, self.t.modifier(name)[1]))
                self.shades_of(head, entity)
                kind = kind or "color"
            elif normalise_predicate(name)[1] == "n":
                row = self.t.noun(name)
                if row is not None:
                    entity.type = row[0]
                    if row[1]:
                        entity.indicators.append((head.cfrom, row[1]))
                    kind = "noun"
                elif self.t.color_word(normalise_predicate(name)[0]):
                    entity.colors.append((head.cfrom, self.t.color_word(normalise_predicate(name)[0])))
                    kind = kind or "color"
                elif name != "nominalization":
                    raise ConversionError(f'unknown noun "{_word(name)}"')
        if entity.cardinal is None and kind == "noun":
            entity.cardinal = g.cardinal(var)  # "move one blue cube": card predicated of the noun
        if kind == "pron" and g.person(var) in ("1", "2"):
            return Entity(type="robot", start=entity.start)  # "nearest to you", "closest to me"
        if (kind == "one" and g.quantifier(var) in DEMONSTRATIVES and not entity.colors and not g.plural(var)
                and not any(normalise_predicate(m.predicate)[1] in ("a", "n") for m in g.modifiers(var))):
            kind = "pron"  # "place that on top of the blue block"
        if kind == "pron":
            antecedent = self.first_entity()
            if antecedent is None:
                raise ConversionError('"it" has no antecedent')
            return Entity(type="reference", refers_to=antecedent, start=entity.start)
        if kind == "one" or (kind in (None, "color") and entity.type is None and entity.cardinal == "1"):
            antecedent = self.last_shape(before=entity.start)
            if antecedent is None:
                raise ConversionError('"one" has no antecedent')
            entity.type = "type-reference-group" if g.plural(var) else "type-reference"
            entity.refers_to = antecedent
            entity.cardinal = None
        if entity.type is None:
            raise ConversionError("an entity without a type")
        if entity.type == "cube" and g.plural(var):
            entity.type = "cube-group"
        if entity.cardinal == "1" and entity.type in ("type-reference", "type-reference-group"):
            entity.cardinal = None
        self.modifiers(var, entity)
        return entity

    def modifiers(self, var: str, entity: Entity) -> None:
        """Colours, indicators and spatial relations from the EPs predicated of `var`."""
        g = self.g
        for ep in g.modifiers(var):
            if id(ep) in self.consumed:
                continue
            name = ep.predicate.lower()
            if name == "compound":
                self.compound(ep, entity)
                continue
            if g.is_relation(ep, self.t) and ((ep.args.get("ARG2") or "").startswith("x") or g.to_complement(ep)):
                if g.is_superlative(ep) or normalise_predicate(name)[1] != "a":
                    rel = self.relation(ep, mandatory=False)
                    if rel is not None:
                        entity.relations.append(rel)
                    continue
            value = self.t.modifier(name)
            if value is None:
                continue  # unknown modifiers are dropped
            tag, val = value
            if tag == "color":
                entity.colors.append((ep.cfrom, val))
                self.shades_of(ep, entity)
            elif tag == "shade":
                entity.shades.append(val)
            elif tag == "indicator":
                if val == "nearest" and not g.is_superlative(ep):
                    continue
                if val in ("left", "right") and g.superlative_near(ep):
                    val += "most"
                entity.indicators.append((ep.cfrom, val))

    def shades_of(self, color: EP, entity: Entity) -> None:
        """Shade adverbs/adjectives on a colour adjective itself ("light blue": light modifies blue)."""
        for mod in self.g.modifiers(color.iv or ""):
            value = self.t.modifier(mod.predicate, any_pos=True)
            if value is not None and value[0] == "shade":
                entity.shades.append(value[1])
            elif mod.predicate == "compound" and (mod.args.get("ARG2") or "").startswith("x"):
                # "the red-green tower": the hyphenated first colour compounds with the second;
                # both share one span, and the first is written first.
                for head in self.g.heads(mod.args["ARG2"]):
                    word = head.carg if head.predicate == "named" else normalise_predicate(head.predicate)[0]
                    first = self.t.color_word(word or "")
                    shade = self.t.modifier(head.predicate, any_pos=True)
                    if first is not None:
                        entity.colors.append((color.cfrom - 0.5, first))
                    elif shade is not None and shade[0] == "shade":
                        entity.shades.append(shade[1])  # "sky blue", "light blue" as a compound

    def coordination(self, conj: EP, entity: Entity) -> None:
        """"the green and blue stack", "the yellow and green block": colours of both conjuncts,
        type of the one that has a noun; two shapes of one type become a group."""
        parts = []
        for role in ("ARG1", "ARG2"):
            var = conj.args.get(role, "")
            if var.startswith("x"):
                part = Entity()
                for head in self.g.heads(var):
                    name = head.predicate.lower()
                    value = self.t.modifier(name, any_pos=True)
                    row = self.t.noun(name)
                    if row is not None:
                        part.type = row[0]
                    elif value and value[0] == "color":
                        part.colors.append((head.cfrom, value[1]))
                    elif name == "named" and self.t.color_word(head.carg or ""):
                        part.colors.append((head.cfrom, self.t.color_word(head.carg or "")))
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
        g = self.g
        other = ep.args.get("ARG2")
        if other is None or not other.startswith("x"):
            return
        for head in g.heads(other):
            name = head.predicate.lower()
            word = head.carg if name == "named" else normalise_predicate(name)[0]
            color = self.t.color_word(word or "")
            if color is not None:
                entity.colors.append((head.cfrom, color))
                self.modifiers(other, entity)
            elif self.t.noun(name) is not None and self.t.noun(name)[1]:
                # "the bottom left corner": a region noun in a compound names a part of the board,
                # and so do the indicator adjectives on it ("the right top corner").
                entity.indicators.append((head.cfrom, self.t.noun(name)[1]))
                for mod in g.modifiers(other):
                    value = self.t.modifier(mod.predicate)
                    if value is not None and value[0] == "indicator":
                        entity.indicators.append((mod.cfrom, value[1]))
            elif self.t.modifier(name, any_pos=True):
                tag, val = self.t.modifier(name, any_pos=True)
                if tag == "shade":
                    entity.shades.append(val)
                    self.modifiers(other, entity)

    # ---------- anaphora ----------
    def first_entity(self) -> Entity | None:
        for event in self.events:
            if event.entity.type != "reference":
                return event.entity
        return None

    def last_shape(self, before: int) -> Entity | None:
        """The shape mentioned last before text position `before` ("the red brick" in "the pyramid
        on the red brick on top of the yellow one"), whatever order the entities were built in."""
        shapes = [e for e in self.entities if e.type in SHAPES or e.type == "cube-group"]
        earlier = [e for e in shapes if e.start < before] or shapes
        return max(earlier, key=lambda e: e.start) if earlier else None

    def resolve_sequence(self) -> None:
        """A later event about an earlier event's shape puts it down: take ..., drop it."""
        for index, event in enumerate(self.events):
            if index and event.entity.type == "reference":
                event.action = "drop"
                for earlier in self.events[:index]:
                    if earlier.entity is event.entity.refers_to and earlier.action == "move":
                        earlier.action = "take"

    def check_destinations(self) -> None:
        """A move needs a destination; a drop may have none ("drop the blue cube"), and a move
        whose shape a later event puts down has become a take (see resolve_sequence)."""
        if not self.has_destinations():
            event = next(e for e in self.events if e.action == "move" and e.destination is None)
            raise ConversionError(f'"{_word(event.verb)}" has no destination')

    def has_destinations(self) -> bool:
        return self.c.allow_missing_destination or all(
            e.destination is not None for e in self.events if e.action == "move")

    def number_antecedents(self) -> None:
        order: list[Entity] = []
        for entity in self.entities:
            target = entity.refers_to
            if target is not None and target not in order:
                order.append(target)
        for number, target in enumerate(order, 1):
            target.id = number


#: Prepositions of a source ("from the corner", "off the red block"): never a destination.
SOURCES = ("from", "off", "out+of")


def is_source(ep: EP) -> bool:
    return normalise_predicate(ep.predicate)[0] in SOURCES and normalise_predicate(ep.predicate)[1] == "p"


def _word(predicate: str) -> str:
    lemma = normalise_predicate(predicate)[0]
    return lemma.replace("+", " ")


def mrs_to_rcl(mrs: MRS, tables: Tables | None = None, allow_missing_destination: bool = False) -> Node:
    """The RCL tree of one MRS; raises ConversionError saying why it cannot be converted."""
    return Converter(tables, allow_missing_destination).convert(mrs)
