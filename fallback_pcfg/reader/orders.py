"""Word orders of terse notes and learner English around a verb: two verbs of one object ("pick and stack the
red cube on the blue one", "grab & place X on Y"), where a shape is taken from said before it ("take from the
tall stack the red pyramid") or before the verb ("From long gray wall take red pyramid on far end").

A mixin of `fallback_pcfg.reader.commands.Commands`: it reads with the clause rules there (`_verbal`,
`_object`, `_sources`, `_acts`).
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Act, Thing
from fallback_pcfg.reader.members import COLLECTIVES
from fallback_pcfg.reader.topics import retold_first


class WordOrders:
    """The rules of a verb's object and source in another order (mixed into the clause rules)."""

    def coordinated(self, verb: Item) -> list[Parse]:
        """"pick and place the red cube on the blue one", "grab & drop X on Y", "pick up and hold X": a taking
        verb joined to a verb of the same object said after the second: one act, a move when it carries the
        shape somewhere (it is picked up first, so "drop" there moves it), else a take."""
        if verb.value != "take" or self.word(verb.end) not in ("and", "then"):
            return []
        found = []
        for second in self.items(verb.end + 1, "action"):
            for p in self._verbal(second) if second.value in ("move", "drop", "take") else []:
                act = p.value[-1]
                if len(p.value) == 1 and (act.place is None) == (act.action == "take") and not (
                        act.thing.held or act.thing.pronoun):  # (a heading's two verbs: take it, then drop it)
                    found.append(Parse(p.end, [replace(act, action="move") if act.place else act], p.cost + 0.05,
                                       p.skipped))
        return found


    def verbal_from(self, verb: Item) -> list[Parse]:
        """"take from the tall stack the red pyramid", "remove from the blue tower the top cube": the place the
        shape is taken from, said between the verb and its object."""
        if self.word(verb.end) != "from" or verb.value not in ("take", "move"):
            return []
        found = []
        for mark in self.np(verb.end + 1):
            for what in self._object(mark.end):
                if what.value.pronoun:
                    continue
                for source in self._sources(what.value, verb.end):
                    if source.end == mark.end and source.value is not what.value:
                        found += self._acts(verb.value, source.value, what.end, what.cost + source.cost + 0.05,
                                            what.skipped + source.skipped, "")
        return found

    def fronted_source(self, a: int, start: int, acts: list[Act]) -> list[Parse]:
        """"From long gray wall take red pyramid on far end", "From the tall stack, take the top cube": where
        the shape the command takes is taken from, said before the verb ([a, start)); the acts with it said of
        that shape (and of "it" said again)."""
        if self.word(a) != "from" or not acts or acts[0].again or acts[0].thing.pronoun or acts[0].action not in (
                "take", "move"):
            return []
        thing = acts[0].thing
        if any(_may_be_one_of(thing, group.value) for group in self.np(a + 1) if group.end == start):
            return []
        return [Parse(source.end, retold_first(acts, source.value), source.cost, source.skipped)
                for source in self._sources(thing, a) if source.end == start and source.value is not thing]


def _may_be_one_of(thing: Thing, group: Thing) -> bool:
    """Whether `thing` may be one of the shapes a group names ("From yellow group take yellow cube ...", "From
    the red cubes take the one in the last row"): then the group is a topic (fallback_pcfg.reader.topics), not
    what it is taken off."""
    if not (group.plural or group.noun in COLLECTIVES) or group.type == "stack":
        return False
    kind = group.type.removesuffix("-group")
    return (thing.type in ("one", "shape") or kind == "shape" or thing.type == kind) and (
        not thing.colours or not group.colours or set(thing.colours) <= set(group.colours))
