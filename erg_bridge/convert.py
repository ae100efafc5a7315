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

from erg_bridge.anaphora import AnaphoraRules
from erg_bridge.clauses import ClauseRules
from erg_bridge.conversion import Converted
from erg_bridge.entities import EntityRules
from erg_bridge.graph import Graph
from erg_bridge.relations import RelationRules
from erg_bridge.tables import Tables, load_tables
from rcl.model import Node


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


class _Conversion(ClauseRules, RelationRules, EntityRules, AnaphoraRules):
    """One conversion: the state (erg_bridge.conversion) and the rules of its four sections."""


def mrs_to_rcl(mrs: MRS, tables: Tables | None = None, allow_missing_destination: bool = False) -> Node:
    """The RCL tree of one MRS; raises ConversionError saying why it cannot be converted."""
    return Converter(tables, allow_missing_destination).convert(mrs)
