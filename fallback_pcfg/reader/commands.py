"""Whole commands: what the command reader makes of the verbs, the places, and the sentences around them.

    take X | take X and hold it | pick X up | take X off Y
    put X PLACE | put X down (PLACE) | drop X (here) | X PLACE (no verb) | X -> PLACE | X goes PLACE
    take X and put it PLACE | take X. Put it PLACE | I'd like X moved PLACE
    PLACE: on/next to/left of/behind ... Y | in the far left corner | ... (fallback_pcfg.reader.places)

Sentences that are not commands ("There are two blue cubes.", "See the red
block with a gray cap on top?", "Look at the tall stack ..."), and a phrase
said before the verb ("In the blue row on the front edge, take ..."), name
things a later "it", "that pyramid" or "the one farther away" points back to.
A command's reading costs what its phrases cost, and more for each word it
leaves out; the cheapest readings are the reader's.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SQUARES, described
from fallback_pcfg.reader.lexical import Item
from fallback_pcfg.reader.meaning import Act, Relation, Thing
from fallback_pcfg.reader.phrases import Parse
from fallback_pcfg.reader.places import Places

#: How many readings of a whole command are kept.
READINGS = 8


class Commands(Places):
    """The clause and sentence rules over one command's words."""

    # --- clauses -------------------------------------------------------------------------------

    def clause(self, i: int) -> list[Parse]:
        """One command clause from `i` (its value: a list of acts)."""
        return self.memo(("clause", i), lambda: self._clause(i))

    def _clause(self, i: int) -> list[Parse]:
        found: list[Parse] = []
        for start, cost, skipped in self.fillers(i, 3):
            for verb in self.items(start, "action"):
                found += [Parse(p.end, p.value, p.cost + cost, skipped + p.skipped) for p in self._verbal(verb)]
            for thing in self._object(start):  # no verb: "green block onto the red one"
                found += [Parse(p.end, p.value, p.cost + cost + 0.3, skipped + p.skipped)
                          for p in self._verbless(thing)]
            for choose in self.items(start, "choose"):  # "Choose the red cube in the second row." (which one)
                found += [Parse(p.end, [Act("choose", p.value)], p.cost + cost, skipped + p.skipped)
                          for p in self.np(choose.end) if p.value.type in ("cube", "prism", "shape", "one", "stack")]
        return found

    def _object(self, i: int) -> list[Parse]:
        """What an act is about: a noun phrase, or "it"/"that" for the thing named before."""
        found = list(self.np(i))
        if self.context:
            for start, cost, skipped in self.fillers(i, 1):
                for item in self.items(start, "it", "det"):
                    if item.kind == "it" or item.phrase in ("that", "this") and not self._head(item.end):
                        it = self.context[-1].copy()
                        it.pronoun = True
                        found.append(Parse(item.end, it, cost, skipped))
        return [p for p in found if p.value.type not in ("corner", "edge", "region", "board", "robot", "tile")]

    def _verbal(self, verb: Item) -> list[Parse]:
        found: list[Parse] = []
        for what in self._object(verb.end):
            thing: Thing = what.value
            end, cost, skipped = what.end, what.cost, what.skipped
            particle = ""
            for item in self.items(end):
                if item.kind in ("down", "particle") or item.phrase in ("up", "off", "away", "out") and not self.np(
                        item.end):
                    particle, end = item.phrase, item.end  # "pick it up", "put it down", "move it over"
                    break
            for source in self._sources(thing, end):
                found += self._acts(verb.value, source.value, source.end, cost + source.cost,
                                    skipped + source.skipped, particle)
        return found

    def _sources(self, thing: Thing, end: int) -> list[Parse]:
        """The thing, and the thing said where it is now: "off the yellow stack", "from the far right corner"."""
        found = [Parse(end, thing, 0.0)]
        for start, cost, skipped in self.fillers(end, 1):
            if self.word(start) == "from":  # "from beside the white cube": where it is now
                for item in self.items(start + 1, "relation"):
                    for where in self.relation(item):
                        t = thing.copy()
                        t.relations.append(where.value)
                        found.append(Parse(where.end, t, cost + where.cost, skipped + where.skipped))
                        mark = where.value.landmark
                        if where.value.name == "above" and mark is not None and mark.type == "stack":
                            part = thing.copy()  # "from the top of the tall stack": the top of it, in it
                            part.relations.append(Relation("part", mark))
                            found.append(Parse(where.end, part, cost + where.cost + 0.1, skipped + where.skipped))
            for item in self.items(start, "off", "of") + [i for i in self.items(start, "relation")
                                                            if i.phrase in ("from", "off", "out of")]:
                if item.kind == "of" and item.phrase not in ("from",):
                    continue
                for where in self.np(item.end):
                    t = thing.copy()
                    landmark: Thing = where.value
                    if landmark.type == "corner":
                        t.relations.append(Relation("within", landmark))
                    elif landmark.type in ("edge",):
                        t.relations.append(Relation("above", landmark))
                    elif landmark.type in ("cube", "prism", "shape", "stack", "one"):
                        t.relations.append(Relation("above", landmark))
                        if landmark.type == "stack" or landmark.plural:  # "the top red off the 2-high red stack"
                            part = thing.copy()
                            stack = landmark.copy()
                            stack.type, stack.plural = "stack", False
                            part.relations.append(Relation("part", stack))
                            found.append(Parse(where.end, part, cost + where.cost + 0.1, skipped + where.skipped))
                    else:
                        continue
                    found.append(Parse(where.end, t, cost + where.cost, skipped + where.skipped))
        return found

    def _acts(self, action: str, thing: Thing, end: int, cost: float, skipped: tuple,
              particle: str) -> list[Parse]:
        """The acts of "VERB thing ..." from `end`: a take, a drop, a move to a place, or two steps."""
        found: list[Parse] = []
        places = self._places_after(end)
        if action == "take":
            found.append(Parse(end, [Act("take", thing)], cost, skipped))
            for more in self._then(end, thing):  # "take X and put it on Y"
                found.append(Parse(more.end, [Act("take", thing)] + more.value, cost + more.cost,
                                   skipped + more.skipped))
        dropping = action == "drop" or "down" in particle
        for place in places:
            acts = ([[Act("drop", thing, place.value)]] if dropping or thing.held else []) + \
                [[Act("move", thing, place.value)]]
            for act in acts:
                found.append(Parse(place.end, act, cost + place.cost + (0.4 if action == "take" else 0.0),
                                   skipped + place.skipped))
        if dropping and action != "take":
            found.append(Parse(end, [Act("drop", thing)], cost + 0.2, skipped))
            for item in self.items(end, "here"):
                found.append(Parse(item.end, [Act("drop", thing)], cost + 0.1, skipped))
        tiles = [t for t in self.context if t.type == "tile"]
        for start in [end, end + 1] if tiles and self.word(end) in ("in", "into", "on", "over") else []:
            for item in self.items(start, "here"):  # "... one empty spot on the left side. Pop it in there."
                if item.phrase == "there":
                    found.append(Parse(item.end, [Act("drop" if dropping or thing.held else "move", thing,
                                                      Relation("within", tiles[-1].copy()))], cost + 0.05, skipped))
        for item in self.items(end, "here"):  # "drop it right there, 2 squares right of the red cube"
            for place in self._places_after(item.end):
                found.append(Parse(place.end, [Act("drop" if dropping else "move", thing, place.value)],
                                   cost + place.cost + 0.05, skipped + place.skipped))
        if action == "move":
            for more in self._then(end, thing):  # "move the red cube and put it on ...": take it, then put it down
                found.append(Parse(more.end, [Act("take", thing)] + more.value, cost + more.cost + 0.1,
                                   skipped + more.skipped))
        return found

    def _then(self, i: int, taken: Thing) -> list[Parse]:
        """"and put it on Y", "then place it in the corner": the second step of a take (in it, "it" is
        the shape taken: "set it down on the square just left of it")."""
        before = self.taken
        self.taken = taken
        try:
            return self._second_step(i)
        finally:
            self.taken = before

    def _second_step(self, i: int) -> list[Parse]:
        found: list[Parse] = []
        for start, cost, skipped in self.fillers(i, 2):
            joins = self.items(start, "and", "then") or (
                [Item(start, start, "and", "", "")] if start in self.w.stops or start in self.w.commas else [])
            for join in joins:
                after = join.end
                for more in self.items(after, "then"):
                    after = more.end
                verbs = [v for start2, _, _ in self.fillers(after, 2) for v in self.items(start2, "action")
                         if not self.items(start2, "keep")]  # "and hold it in the air" keeps it
                for verb in verbs:
                    for place in self._places_after(verb.end) if not self.items(verb.end, "it") else []:
                        # "and put on floor next to red cube": "it" left out
                        second = Act("drop", Thing("reference"), place.value, again=True)
                        found.append(Parse(place.end, [second], cost + place.cost + 0.3, skipped + place.skipped))
                    for it in self.items(verb.end, "it"):
                        end = it.end
                        downs = self.items(end, "down") + [i for i in self.items(end) if i.phrase == "off"]
                        if downs:
                            end = downs[0].end
                        for place in self._places_after(end):
                            second = Act("drop", Thing("reference"), place.value, again=True)
                            found.append(Parse(place.end, [second], cost + place.cost, skipped + place.skipped))
                        if verb.value == "drop" or downs:
                            for item in self.items(end, "here"):
                                found.append(Parse(item.end, [Act("drop", Thing("reference"), again=True)],
                                                   cost + 0.2, skipped))
        return found

    def _verbless(self, what: Parse) -> list[Parse]:
        """"green block onto the red one", "X -> onto Y", "X goes on Y", "I'd like X moved two squares
        over", "the yellow pyramid on the right: put it in the corner"."""
        found: list[Parse] = []
        thing = what.value
        end = what.end
        for item in self.items(end, "go"):
            end = item.end
        for start, _, _ in self.fillers(end, 3):
            for verb in self.items(start, "action"):  # after its object: "X moved two squares left", "X you must place"
                end = verb.end
        sources = self._sources(thing, end) if end == what.end else [Parse(end, thing, 0.0)]
        for source in sources:  # "red pyramid off the yellow cube, onto the board one square toward the front"
            for place in self._places_after(source.end):
                found.append(Parse(place.end, [Act("move", source.value, place.value)],
                                   what.cost + source.cost + place.cost, what.skipped + source.skipped + place.skipped))
        return found

    # --- sentences ---------------------------------------------------------------------------

    def readings(self) -> list[Parse]:
        """The cheapest readings of the whole command: its acts, every word read or paid for."""
        context: tuple[Thing, ...] = ()
        sentences: list[list[Parse]] = []
        for a, b in self.w.sentences():
            self.context = context
            if self._looking(a):
                context = context + self._named(a, b)
                continue
            if self._statement(a, b):
                context = context + self._named(a, b)
                continue
            readings = [r for r in self._sentence(a, b) if r.value]
            if readings:
                sentences.append(readings)
                context = context + (_taken(readings[0].value),)
            else:
                context = context + self._named(a, b)
        return _combine(sentences)

    def _statement(self, a: int, b: int) -> bool:
        """A sentence that says how things are and asks for nothing: "It is the fourth square from the
        back.", "That's the one with the green top." (no verb of the arm in it)."""
        first, second = self.word(a), self.word(a + 1)
        said = first in ("it's", "its", "that's", "thats", "there's", "theres") or (
            first in ("it", "that", "this", "there") and second in ("is", "are", "was", "'s")) or (
            self._there_is(a)[0] is not None)  # "In the back row there are seven red cubes."
        # "The whole board is covered with green cubes except for one empty square. Put ...": it names the place
        said = said or b < len(self.w) and any(self.word(k) in ("is", "are", "was", "were") for k in range(a, b)) \
            and not any(self.items(k, "go") for k in range(a, b)) and any(
                item.phrase not in SQUARES for k in range(a, b) for item in self.items(k, "gap"))
        return said and not any(self.items(k, "action") for k in range(a, b))

    def _looking(self, a: int) -> bool:
        """Whether a sentence only points at something ("See the red block ...", "There are two ...")."""
        stop = min([b for b in sorted(self.w.stops) if b > a] + [len(self.w)])
        return any(self.items(k, "look") for k in range(a, min(stop, a + 6))) and not any(
            self.items(k, "action") for k in range(a, min(stop, a + 6)) if not self.items(k, "look"))

    def _sentence(self, a: int, b: int) -> list[Parse]:
        """The readings of one sentence [a, b) as a command: every word read, or left out at a cost; a
        phrase before the command ("the far row of blue cubes, take the second one") names what it is about."""
        found: list[Parse] = []
        context = self.context
        for start in range(a, b):
            lead = self.span_cost(a, start)
            topic = self._topic(a, start) if start > a else None
            if topic is not None:
                self.context = context + (topic.value,)
                lead = topic.cost
            for clause in self.clause(start):
                if clause.end > b:
                    continue
                end, cost = clause.end, lead + clause.cost
                longest = (end, 0.0)  # the longest: "and hold it in the air" over "and hold it"
                for start2, cost2, _ in self.fillers(end, 2):
                    tails = self.items(start2, "keep", "confirm")  # "and hold it", "and put it down on the board"
                    tails += [t for t in self.items(start2, "keep-last") if t.end == b]  # "pick it up and hold."
                    if tails and max(t.end for t in tails) > longest[0]:
                        longest = (max(t.end for t in tails), cost2)
                end, cost = longest[0], cost + longest[1]
                tail = self.span_cost(end, b)
                left_out = (topic.skipped if topic else tuple(range(a, start))) + clause.skipped + tuple(range(end, b))
                found.append(Parse(b, clause.value, cost + tail, left_out))
            self.context = context
        found.sort(key=lambda p: p.cost)
        return found[:READINGS]

    def _topic(self, a: int, b: int) -> Parse | None:
        """A noun phrase that fills [a, b) exactly (maybe after "in", "from", "of"): what the command is about."""
        starts = [a] + [item.end for item in self.items(a) if item.kind in ("in", "of", "at", "from")
                        or item.phrase in ("on", "from", "in", "of")]
        best = None
        for start in starts:
            for parse in self.np(start):
                if parse.end == b and parse.value.type in ("cube", "prism", "shape", "stack") and (
                        best is None or parse.cost < best.cost):
                    best = parse
        return best

    def _there_is(self, a: int) -> tuple[Relation | None, int]:
        """"In the back row there are ...": the place a sentence's things are in, and where they start."""
        for item in self.items(a, "relation"):
            for place in self.relation(item):
                j = place.end
                if self.word(j) in ("there's", "theres"):
                    return place.value, j + 1
                if self.word(j) == "there" and self.word(j + 1) in ("is", "are"):
                    return place.value, j + 2
        return None, a

    def _named(self, a: int, b: int) -> tuple[Thing, ...]:
        """What a sentence that is no command names, left to right: its longest noun phrases, and what
        they say stands on them ("the one on the right has a green cube on top": the green cube too)."""
        named: list[Thing] = []
        context = self.context
        where, start = self._there_is(a)
        while start < b:
            self.context = context + tuple(named)
            phrases = [p for p in self.np(start) if p.end <= b and p.value.type in ("cube", "prism", "shape", "stack",
                                                                                     "tile")]
            if not phrases:
                start += 1
                continue
            best = max(phrases, key=lambda p: (p.end - p.cost, -p.cost))
            thing: Thing = best.value
            if where is not None:  # "In the back row there are seven red cubes": the red cubes in it
                thing = described(thing, ("relation", where)) or thing
            named.append(thing)
            end = best.end
            for item in self.items(end, "with"):  # "... has a green cube on top"
                for clause in self._with_clause(item.end):
                    if clause.end <= b and clause.value[1].kind == "under":
                        thing = thing.copy()
                        thing.checks.append(clause.value[1])
                        named[-1] = thing
                        end = clause.end
                        break
            for check in thing.checks:  # "the red block with a gray cap on top": the cap is named too
                if check.kind == "under" and check.thing is not None:
                    cap = check.thing.copy()
                    base = thing.copy()
                    base.checks = [c for c in base.checks if c is not check]
                    cap.relations.append(Relation("above", base))
                    named.append(cap)
            start = max(end, start + 1)
        self.context = context
        return tuple(named)


def _taken(acts: list[Act]) -> Thing:
    """What a command's acts are about: what a later "it" means."""
    for act in reversed(acts):
        if not act.again:
            return act.thing
    return acts[0].thing


def _combine(sentences: list[list[Parse]]) -> list[Parse]:
    """The command's readings: one sentence's, or a take in one sentence and a drop of it in the next."""
    if not sentences:
        return []
    if len(sentences) == 1:
        return sentences[0]
    first, last = sentences[0], sentences[-1]
    found = []
    for a in first[:6]:
        for b in last[:3]:
            found.append(Parse(b.end, list(a.value) + list(b.value), a.cost + b.cost, a.skipped + b.skipped))
    found.sort(key=lambda p: p.cost)
    return found
