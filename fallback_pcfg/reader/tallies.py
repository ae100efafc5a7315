"""Counting said as a step of its own: "Count three yellow cubes back from that corner, take the third one", "on
the right edge count yellow cubes from the empty far corner and take the third one", "count the blue cubes from
the left. pick up the 2nd", "start counting from the tower: the fourth green one goes ...".

The count names what is counted (its kind, colours and where) and where it starts (a shape, a corner, an end of a
row, the way it goes: "back from"); the command after it takes "the third one" of them, counted from there, as
"the third yellow cube counting back from the corner" says in one phrase (a `counted` check, planner.lines).
"Count three cubes from X, take it": the last one counted.

A rule layer of the command reader (fallback_pcfg.reader.rules): the sentence rules
(fallback_pcfg.reader.sentences) use it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Act, Check, Thing
from fallback_pcfg.reader.scenes import Scenes

#: Words that say a count is made ("count three cubes from the corner", "start counting from the left").
COUNTING = frozenset({"count", "counting"})
#: Words between a count's start and its verb ("now count", "then start counting").
BEFORE_COUNT = frozenset({"now", "then", "start", "just", "and", "please", "first", "so"})
#: Kinds of things a count may count.
COUNTABLE = frozenset({"cube", "prism", "shape", "stack"})


@dataclass(frozen=True)
class Tally:
    """A count said on its own: what is counted, from where (and which way), and how many were said."""

    kind: Thing
    start: Check | None  # counted from a shape or a corner
    side: str | None  # counted from a side of the board ("count the blue cubes from the left")
    count: int | None

    def said(self) -> Thing:
        """What the count names for "it" or "the third one" after it: the last shape counted, when a number
        was said ("count three cubes from X, take it"), else one of those counted."""
        last = self.kind.copy()
        if self.count and self.start is not None:
            last.checks = last.checks + [replace(self.start, count=self.count)]
        elif self.count:
            last.ordinal, last.indicators = self.count, [self.side] + last.indicators
        return last


class Tallies(Scenes):
    """The rules of a count said as a step of its own."""

    def tally(self, a: int, b: int) -> Parse | None:
        """"(on the right edge) count (three) yellow cubes (back) from the corner": the count (a `Tally`) said at
        the start of the sentence [a, b), ending where the command after it starts (past a comma, "and",
        "then"; `b` when it is the whole sentence); None when no count is said there."""
        verbs = [k for k in range(a, min(a + 8, b)) if self.word(k) in COUNTING]
        if not verbs:
            return None
        k = verbs[0]
        lead = k
        while lead > a and self.word(lead - 1) in BEFORE_COUNT:
            lead -= 1
        # "On the right edge count ...": there (a part of the board said first, as the sentence rules read it)
        places = [None] if lead == a else self._setting(a, lead) + self._group_counted_in(a, lead)
        best = None
        for place in places:
            for start, n in [(c.end, int(c.value)) for c in self.items(k + 1, "cardinal") if c.value.isdigit()] + [
                    (k + 1, None)]:
                # "count three in from the right end and take that one": what the count counts is what the
                # command after it names (a shape of any kind, until then)
                headless = [Parse(start, Thing("shape"), 0.1)] if n is not None else []
                for things in self.np(start) + headless:
                    kind = things.value.copy()
                    if kind.type not in COUNTABLE or kind.ordinal is not None:
                        continue
                    kind.plural, kind.count, kind.said_count = False, None, False
                    kind = described(kind, place.value) if place is not None else kind
                    for origin in self.post(things.end) if kind is not None else []:
                        end = self._command_start(origin.end, b)
                        if origin.value[0] not in ("counted", "from") or end is None:
                            continue
                        way = origin.value[2] if len(origin.value) > 2 else None
                        start = Check("counted", origin.value[1], other=way) if origin.value[0] == "counted" else None
                        side = origin.value[1] if start is None else None
                        cost = things.cost + origin.cost + (place.cost if place is not None else 0.0)
                        found = Parse(end, Tally(kind, start, side, n), cost,
                                      things.skipped + origin.skipped + (place.skipped if place is not None else ()))
                        best = found if best is None or found.cost < best.cost else best
        return best

    def _group_counted_in(self, a: int, lead: int) -> list[Parse]:
        """"In the front row of gray pyramids, count three in from the right": a group said before the count,
        which holds what it counts (as "the third one in the front row of gray pyramids" says)."""
        if not self.items(a, "in", "at", "relation"):
            return []
        return [p for p in self.post(a) if p.end == lead and p.value[0] in ("same", "check")
                and not (p.value[0] == "same" and p.value[1].type in ("edge", "region", "corner", "board"))]

    def _command_start(self, j: int, b: int) -> int | None:
        """Where the command after a count ending at `j` starts: `b` (the sentence ends), past a comma, "and",
        "then", "and then" (None: the sentence goes on otherwise)."""
        if j == b:
            return b
        k = j + bool(self.items(j, "and"))
        k += bool(self.items(k, "then"))
        return k if k > j or j in self.w.commas else None


def counted_out(readings: list[Parse], tally: Tally, said: Parse) -> list[Parse]:
    """The readings of the command after a count with the shape it takes counted as the count says ("take the
    third one": the third of those counted, from where the count starts; "take it", "that one": the last one
    counted, when a number was said); [] when no thing of the command is what was counted."""
    found = []
    last = tally.said()
    for reading in readings:
        acts = _counted_acts(reading.value, tally)
        if acts is None and any(_names(act, last) for act in reading.value):
            acts = reading.value  # "count three in from the right and pick up that one": the last one counted
        if acts is not None:
            found.append(Parse(reading.end, acts, reading.cost + said.cost, said.skipped + reading.skipped))
    return found


def _counted_acts(acts: list[Act], tally: Tally) -> list[Act] | None:
    """The acts with their first thing (or its landmark) that the count picks out, counted."""
    if not acts:
        return None
    for k, act in enumerate(acts):  # "count four green blocks in from the far edge and set it on that fourth
        mark = act.place.landmark if act.place is not None else None  # one": where it goes, counted
        mark = _counted(mark, tally) if mark is not None and mark.ordinal is not None else None
        if mark is not None:
            return acts[:k] + [replace(act, place=replace(act.place, landmark=mark))] + acts[k + 1:]
    act = acts[0]
    thing = _counted(act.thing, tally)
    if thing is not None:
        return [replace(act, thing=thing)] + acts[1:]
    for k, relation in enumerate(act.thing.relations):  # "the red cube off the top of the third one"
        mark = _counted(relation.landmark, tally) if relation.landmark is not None else None
        if mark is not None:
            one = act.thing.copy()
            one.relations[k] = replace(relation, landmark=mark)
            return [replace(act, thing=one)] + acts[1:]
    return None


def _names(act: Act, thing: Thing) -> bool:
    """Whether an act's shape, or the shape it goes on, is `thing` (pointed back to)."""
    return act.thing == thing or act.place is not None and act.place.landmark == thing


def _counted(thing: Thing, tally: Tally) -> Thing | None:
    """`thing` as the one the count picks: said by its place in the count ("the third one", "the 3rd yellow"),
    or "it" after "count three cubes"; None when it is not of what was counted."""
    kind = tally.kind
    if thing.pronoun and tally.count:
        place = tally.count
    elif thing.ordinal is not None and not thing.indicators and not thing.pronoun:
        place = thing.ordinal
    else:
        return None
    if thing.type not in ("one", "shape", kind.type) and kind.type != "shape" or thing.colours and kind.colours \
            and set(thing.colours) != set(kind.colours):
        return None
    one = kind.copy()
    one.colours = kind.colours or list(thing.colours)  # ("count three in from the left, take the third red one")
    one.relations = kind.relations + [r for r in thing.relations if not thing.pronoun]
    if tally.start is not None:
        one.checks = kind.checks + [replace(tally.start, count=place)]
    else:  # "count the blue cubes from the left, take the second": the second from the left
        one.ordinal, one.indicators = place, [tally.side] + [i for i in kind.indicators if i != tally.side]
    if thing.type not in ("one", "shape"):
        one.type = thing.type
    return one


__all__ = ["BEFORE_COUNT", "COUNTABLE", "COUNTING", "Tallies", "Tally", "counted_out"]
