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

from delphin.mrs import MRS

from erg_bridge.anaphora import Anaphora
from erg_bridge.attachment import variants
from erg_bridge.clauses import Clauses
from erg_bridge.conversion import Converted, ConversionState
from erg_bridge.entities import Entities
from erg_bridge.errors import ConversionError
from erg_bridge.graph import Graph
from erg_bridge.tables import Tables, load_tables
from rcl.model import Branch, Node


class Converter:
    """Converts MRSs with one set of tables; `convert(mrs)` raises ConversionError with a reason."""

    def __init__(self, tables: Tables | None = None, allow_missing_destination: bool = False):
        self.tables = tables or load_tables()
        self.allow_missing_destination = allow_missing_destination

    def convert(self, mrs: MRS) -> Node:
        """The reading's own tree (or, when it lacks a destination, its first attachment variant)."""
        return self.convert_all(mrs)[0].tree

    def convert_all(self, mrs: MRS) -> list[Converted]:
        """The reading's own tree, then its variants (attachments, see attachment.py; other
        actions and types), duplicates removed."""
        return _Conversion(self.tables, Graph(mrs), self.allow_missing_destination).run()


class _Conversion:
    """One conversion: its rule objects over one graph, and the trees what they build gives."""

    def __init__(self, tables: Tables, graph: Graph, allow_missing_destination: bool = False):
        self.state = ConversionState()
        self.anaphora = Anaphora(self.state, allow_missing_destination)
        entities = Entities(graph, tables, self.state, self.anaphora)
        self.clauses = Clauses(graph, tables, self.state, entities, entities.relations)

    def run(self) -> list[Converted]:
        """The reading's own tree (if every move has a destination), then its variants."""
        self.clauses.read_events()
        self.anaphora.resolve_sequence()
        self.anaphora.number_antecedents()
        trees: list[Converted] = []
        try:
            self.anaphora.check_destinations()
            trees.append(self.converted(False))
        except ConversionError as e:
            missing = e
        else:
            missing = None
        for _ in variants(self.state.events):
            if self.anaphora.has_destinations():
                trees.append(self.converted(True))
        trees += self.action_variants() + self.type_variants()
        if not trees:
            raise missing or ConversionError("no attachment of the PPs gives every move a destination")
        seen: set[Node] = set()
        return [c for c in trees if not (c.tree in seen or seen.add(c.tree))]

    def converted(self, variant: bool) -> Converted:
        """The tree as the pieces stand now, and the nouns it guessed."""
        guessed = tuple((e.guess, e.type) for e in self.state.entities if e.guess)
        return Converted(self.tree(), variant, guessed)

    def action_variants(self) -> list[Converted]:
        """The tree with each event whose verb allows it read with its alternative action
        ("put the cube on ..." as a drop): the planner knows whether the arm holds the cube."""
        found = []
        for event in self.state.events:
            for action in event.alternatives:
                usual, event.action = event.action, action
                try:
                    if self.anaphora.has_destinations():
                        found.append(self.converted(True))
                finally:
                    event.action = usual
        return found

    def type_variants(self) -> list[Converted]:
        """The tree with each entity read as each other type its noun may name ("cuboid": a cube
        or a stack; a guessed noun: a cube or a prism): the planner knows which one grounds."""
        found = []
        for entity in self.state.entities:
            for other in entity.alternatives:
                usual, entity.type = entity.type, "cube-group" if other == "cube" and entity.plural else other
                try:
                    if self.anaphora.has_destinations():
                        found.append(self.converted(True))
                finally:
                    entity.type = usual
        return found

    def tree(self) -> Node:
        """The events as they stand, one event or a sequence."""
        events = self.state.events
        if len(events) == 1:
            return events[0].node()
        return Branch("sequence", tuple(e.node() for e in events))


def mrs_to_rcl(mrs: MRS, tables: Tables | None = None, allow_missing_destination: bool = False) -> Node:
    """The RCL tree of one MRS; raises ConversionError saying why it cannot be converted."""
    return Converter(tables, allow_missing_destination).convert(mrs)
