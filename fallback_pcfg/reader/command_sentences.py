"""One sentence read as a command: every word read, or left out at a cost, and what is said before its verb ("the
far row of blue cubes, take the second one", "In the back row, take the third red from the right", "From the red
tower, take ..."): a topic the command is about, or a part of the board where it is.

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.naming: the sentence
rules (fallback_pcfg.reader.sentences) read each sentence with it.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.afterthoughts import READINGS, things_of
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Act, Thing
from fallback_pcfg.reader.members import COLLECTIVES
from fallback_pcfg.reader.naming import Naming
from fallback_pcfg.reader.rules import SLACK, WORSE
from fallback_pcfg.reader.stacks import taken_from
from fallback_pcfg.reader.topics import counted_in_group, placed_there, uses_topic

#: Verbs of setting a shape down: a phrase with "on" before them is where it goes, not what it is about.
PLACING_VERBS = frozenset({"put", "place", "set", "stack", "drop", "lay", "stick", "pop"})


def _narrowed(acts: list[Act], topic: Thing) -> list[Act] | None:
    """The acts with the first thing of a topic's kind and colours told apart as one of those the
    topic names ("In stacks near robot, take red cube from top of middle stack": the middle one of the
    stacks near the robot); None when the topic says no more than its kind or nothing fits."""
    if topic.noun in COLLECTIVES or not (topic.relations or topic.indicators or topic.checks):
        return None  # a thing of a group is not one of the groups: counted_in_group reads it
    pointed = {id(t.antecedent) for act in acts for t in things_of(act) if t.antecedent is not None}
    for i, act in enumerate(acts):
        thing = _narrow(act.thing, topic, pointed)
        if thing is not None:
            return acts[:i] + [replace(act, thing=thing)] + acts[i + 1:]
        if act.place is not None and act.place.landmark is not None:
            landmark = _narrow(act.place.landmark, topic, pointed)
            if landmark is not None:
                return acts[:i] + [replace(act, place=replace(act.place, landmark=landmark))] + acts[i + 1:]
    return None


def _narrow(thing: Thing, topic: Thing, pointed: set[int]) -> Thing | None:
    """`thing`, or the first landmark under it, of the topic's kind, with what the topic says of it."""
    if not thing.pronoun and thing.type == topic.type and id(thing) not in pointed and set(
            thing.colours) == set(topic.colours):
        one = thing.copy()
        one.relations += [r for r in topic.relations if r not in one.relations]
        one.indicators += [i for i in topic.indicators if i not in one.indicators]
        one.checks += [c for c in topic.checks if c not in one.checks]
        return one
    for k, relation in enumerate(thing.relations):
        landmark = _narrow(relation.landmark, topic, pointed) if relation.landmark is not None else None
        if landmark is not None:
            one = thing.copy()
            one.relations[k] = replace(relation, landmark=landmark)
            return one
    return None


def _about(acts: list[Act], topic: Thing) -> bool:
    """Whether the acts use what a topic named: "it", or a thing of its kind and colours ("the far row
    of blue cubes, take the second one")."""
    def things(thing: Thing):
        yield thing
        for relation in thing.relations:
            for mark in (relation.landmark, relation.other):
                if mark is not None:
                    yield from things(mark)
        for check in thing.checks:  # "From the long gray wall take the red pyramid on the far end": its group
            if check.thing is not None:
                yield from things(check.thing)
    for act in acts:
        for thing in list(things(act.thing)) + (list(things(act.place.landmark)) if act.place is not None and
                                                  act.place.landmark is not None else []):
            if thing.pronoun or set(thing.colours) == set(topic.colours) and (
                    thing.type in (topic.type, "one", "shape") or topic.type == "shape"):
                return True
    return False


class CommandSentences(Naming):
    """The rules of one sentence read as a command, with what is said before its verb."""

    def _sentence(self, a: int, b: int) -> list[Parse]:
        """The readings of one sentence [a, b) as a command: every word read, or left out at a cost; a
        phrase before the command ("the far row of blue cubes, take the second one") names what it is about."""
        found: list[Parse] = []
        context = self.context
        for start in range(a, b):
            lead = self.span_cost(a, start)
            topic = self._topic(a, start) if start > a else None
            settings = self._setting(a, start) if start > a else []
            least = min([lead] + [p.cost for p in settings + ([topic] if topic is not None else [])])
            if self.bounded and found and least > min(p.cost for p in found) + WORSE + SLACK:
                # what is left out before it costs too much already: no reading from here is kept, unless the
                # readings found fail later (CommandReader.read then reads again, unbounded: `passed`)
                self.passed = min(self.passed, least)
                continue
            heading = self.heading
            if topic is not None:
                self.context = context + (topic.value,)
                lead = topic.cost
                if (start in self.w.commas or start in self.w.arrows) and topic.value.type in ("cube", "prism", "shape"):
                    # "Gray cube, slide two squares right", "cube two left of X -> stack on Y": what the verb moves
                    self.heading = topic.value
            for clause in self.clause(start):
                if clause.end > b:
                    continue
                end, cost = clause.end, lead + clause.cost
                longest = (end, 0.0)  # the longest: "and hold it in the air" over "and hold it"
                for start2, cost2, _ in self.fillers(end, 2):
                    taking = clause.value[-1].action == "take"  # only a take leaves the shape held
                    tails = [t for t in self.items(start2, "keep", "confirm")  # "and hold it", "and put it down"
                             if t.kind == "confirm" or taking or t.phrase == "for now"]
                    if taking:  # "pick it up and hold.", "take the red cube into your gripper"
                        tails += [t for t in self.items(start2, "keep-last") if t.end == b]
                        tails += self.items(start2, "holding")
                    tail_end = max((t.end for t in tails), default=0)
                    while tail_end and (more := [t.end for t in self.items(tail_end, "keep", "held", "holding")
                                                 if t.kind != "held" or t.phrase.startswith("in ")]
                                        + self._gripped(tail_end)):
                        tail_end = max(more)  # "hold it" + "up in the air" + "for now"; "keep it" + "in your claw"
                    if tail_end > longest[0]:
                        longest = (tail_end, cost2)
                end, cost = longest[0], cost + longest[1]
                tail = self.span_cost(end, b)
                grouped = counted_in_group(clause.value, topic.value) if topic is not None else None
                if grouped is not None:  # "In the row of red cubes along the back, take the third from the right"
                    found.append(Parse(b, grouped, cost + tail - 0.05,
                                       topic.skipped + clause.skipped + tuple(range(end, b))))
                narrowed = _narrowed(clause.value, topic.value) if topic is not None and grouped is None else None
                if narrowed is not None:  # "In stacks near robot, take red cube from top of middle stack"
                    found.append(Parse(b, narrowed, cost + tail - 0.05,
                                       topic.skipped + clause.skipped + tuple(range(end, b))))
                for source in self.fronted_source(a, start, clause.value):  # "From long gray wall take red ..."
                    found.append(Parse(b, source.value, cost - lead + source.cost + tail,
                                       source.skipped + clause.skipped + tuple(range(end, b))))
                sourced = taken_from(clause.value, topic.value) if topic is not None and self._source_said(a) else None
                if sourced is not None:  # "From the gray-white stack take the white cube on top": off that stack
                    found.append(Parse(b, sourced, cost + tail - 0.1,
                                       topic.skipped + clause.skipped + tuple(range(end, b))))
                for setting in settings:  # "In the second row from the back, take the top cube off ...": there
                    placed = placed_there(clause.value, setting.value)
                    if placed is not None:
                        found.append(Parse(b, placed, cost - lead + setting.cost + tail,
                                           setting.skipped + clause.skipped + tuple(range(end, b))))
                if topic is not None and not _about(clause.value, topic.value):
                    # a topic the command never uses is left out, not read ("Yellow cube put on the green
                    # group, on its corner cube ... to right edge": the rest alone moves some cube)
                    cost, topic_out = cost - topic.cost + self.span_cost(a, start), tuple(range(a, start))
                elif (grouped is not None or narrowed is not None) and not uses_topic(clause.value, start):
                    topic_out = tuple(range(a, start))  # a topic that tells the shape apart, not applied: left out
                    # ("In front group of grey cubes, ..., take most left grey cube": not the leftmost of all)
                else:
                    topic_out = topic.skipped if topic else tuple(range(a, start))
                found.append(Parse(b, clause.value, cost + tail, topic_out + clause.skipped + tuple(range(end, b))))
            self.context, self.heading = context, heading
        found.sort(key=lambda p: p.cost)
        return found[:READINGS]

    def _topic(self, a: int, b: int) -> Parse | None:
        """A noun phrase that fills [a, b) exactly (maybe after "in", "from", "of"): what the command is about."""
        placing = any(v.phrase.split()[0] in PLACING_VERBS for v in self.items(b, "action"))
        starts = [a] + [item.end for item in self.items(a) if item.kind in ("in", "of", "at", "from")
                        or item.phrase in ("on", "from", "in", "of") and not (placing and item.phrase == "on")
                        or self._source_said(a)]  # ("On this gray cube put ...": where it goes, no topic)
        best = None
        for start in starts:
            for parse in self.np(start) + self._topic_again(start, b) + self.block_part(start, b):
                if parse.end == b and parse.value.type in ("cube", "prism", "shape", "stack") and (
                        best is None or parse.cost < best.cost):
                    best = parse
        return best

    def _source_said(self, a: int) -> bool:
        """Whether a phrase before the verb starts with a word of where a shape is taken from ("From the red
        tower, take ...", "Off the tall stack, lift ...")."""
        return self.word(a) == "from" or bool(self.items(a, "off"))

    def _topic_again(self, a: int, b: int) -> list[Parse]:
        """A topic said twice, the second time of the first ("the gray pyramids the row of them furthest from
        me", "the red cubes, those along the back"): the second, which points back at the first."""
        found = []
        context = self.context
        for first in self.np(a):
            k = first.end
            if not a < k < b or not any(self.items(j, "it") or self.word(j) in ("those", "these")
                                        for j in range(k, b)):
                continue
            self.context = context + (first.value,)
            found += [Parse(p.end, p.value, first.cost + p.cost, first.skipped + p.skipped) for p in self.np(k)
                      if p.end == b]
            self.context = context
        return found
