"""What a verb acts on: its object ("it", "that", a noun phrase, the heading before a colon), the particles
after it ("pick it up", "put it down"), and where it is taken from ("off the yellow stack", "from the far right
corner").

A rule layer of the command reader (fallback_pcfg.reader.rules) over the places (fallback_pcfg.reader.places):
the clause rules (fallback_pcfg.reader.commands) build on it.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.orders import WordOrders
from fallback_pcfg.reader.places import Places
from fallback_pcfg.reader.rules import INTENSIFIERS
from fallback_pcfg.reader.slips import PlacesFirst
from fallback_pcfg.reader.stacks import pile_of

#: Particles a phrasal verb may leave after its object: "pull the cube off the stack", "scoop it up".
SPLIT_PARTICLES = ("off", "up", "away", "out")
#: Prepositions left at the end of a clause that says where a shape stands: "the cube it is sitting on".
STRANDED = frozenset({"on", "on top of", "atop", "upon", "in", "inside", "part of"})


def _in_stack(thing: Thing, landmark: Thing) -> Thing:
    """`thing` as one of the shapes of the stack `landmark` names ("the top red off the 2-high red stack",
    "the blue cube from the top of the tall stack")."""
    part = thing.copy()
    stack = landmark.copy()
    stack.type, stack.plural = "stack", False
    part.relations.append(Relation("part", stack))
    return part


class VerbObjects(Places, WordOrders, PlacesFirst):
    """The rules of a verb's object, its particles and where it is taken from."""

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
        if self.heading is not None and (self.items(i, "relation", "to", "in", "at", "cardinal", "down", "off") or
                                         self.word(i) == "from" or self.bare_place_at(i) or self.noted_place(i) or
                                         # "Red cube: back-left corner -> ...", "Gray cube: floor, front-right corner"
                                         self.word(i) in INTENSIFIERS and self.word(i) != "down" or
                                         self.word(i) in ("and", "then") and self.items(i + 1, "action")):
            # ("Magenta cube in the back row: pick and stack on the tower": the heading is what both verbs move)
            it = self.heading.copy()  # "Blue pyramid on the red cube: move to the yellow cube" (it, unsaid)
            it.pronoun = True
            found.append(Parse(i, it, 0.1))
        return [p for p in found if p.value.type not in ("corner", "edge", "region", "board", "robot", "tile")]

    def _split_verbs(self, i: int) -> list[tuple[Item, str]]:
        """A phrasal verb whose verb alone is no act, split by its object ("pull the gray cube off the red
        row", "scoop the cube up"): the verb at `i`, with the particle that must follow the object."""
        word = self.word(i)
        if not word or any(item.end == i + 1 for item in self.items(i, "action")):
            return []
        return [(Item(i, i + 1, "action", concept.value, word), particle) for particle in SPLIT_PARTICLES
                for concept in self.w.lexicon.concepts(f"{word} {particle}") if concept.kind == "action"]

    def _verbal(self, verb: Item, split: str = "") -> list[Parse]:
        """The acts of a verb and what follows it; the particle of a split verb (`split`) must follow its object."""
        found: list[Parse] = []
        for what in self._object(verb.end):
            if split and self.word(what.end) != split:
                continue
            skipped = what.skipped
            for thing, end, cost in self._off_top(what.value, what.end, what.cost + self._particle_kept(verb, what)):
                for particle, after in self._particles(end):
                    for source in self._sources(thing, after):
                        found += self._acts(verb.value, source.value, source.end, cost + source.cost,
                                            skipped + source.skipped, particle)
        return found

    def _particle_kept(self, verb: Item, what: Parse) -> float:
        """What reading the particle of "put X down at Y" into its object costs ("the gray cube down at the end
        of the row" is said so, but after "put", "set" or "lay" the "down" is the verb's, and Y where X goes)."""
        said = any(self.word(k) == "down" for k in range(verb.end + 1, what.end))
        return 0.5 if said and any(c.kind == "action" and c.value == "drop"
                                   for c in self.w.lexicon.concepts(f"{verb.phrase} down")) else 0.0

    def _off_top(self, thing: Thing, end: int, cost: float) -> list[tuple[Thing, int, float]]:
        """The thing an act is about, and where the clause goes on, with "off the top" after it ("take that
        yellow pyramid off the top and ..."): it is on top; "off its top" after a sentence that named a stack
        ("Find the tall tower ... Take the blue cube off its top"): on top of that one."""
        item = max((item for item in self.items(end, "off-top") if self.word(item.end) != "of"),
                   key=lambda item: item.end, default=None)  # (the longest phrase said, once)
        if item is None:  # ("take the blue cube on top": the top one of a stack)
            return [(thing, end, cost)] + self.topmost(thing, end, cost)
        on_top = thing.copy()
        on_top.checks.append(Check("free"))
        it = self.context[-1] if self.context and "its" in item.phrase.split() else None
        if it is None or it.type not in ("stack", "cube", "shape") or thing.pronoun:
            return [(on_top, item.end, cost)]
        on_it = on_top.copy()
        on_it.relations.append(Relation("above", it.copy()))
        return [(on_it, item.end, cost), (on_top, item.end, cost + 0.1)]

    def _particles(self, end: int) -> list[tuple[str, int]]:
        """The particle after a verb's object, if any, and where the clause goes on: "pick it up", "put it
        down", "move it over"; "down" or "up" before a count may be the way it moves ("move it down two rows");
        "(down) alone", "on its own" before a place says how it is left there."""
        found = [("", end)]
        stressed = end + (self.word(end) in ("straight", "right", "gently", "carefully", "slowly") and bool(
            self.items(end + 1, "down")))  # "lower it straight down to the floor", "set it gently down"
        for item in self.items(stressed):
            if item.kind in ("down", "particle") or item.phrase in ("up", "off", "away", "out") and (not self.np(
                    item.end) or self.items(item.end, "and", "then")) or item.phrase == "back" and (self.items(
                    item.end, "in", "to") or self.word(item.end) in ("on", "onto")):  # "pick it up and set it
                # down ...", "put it back into the hole" (where it belongs, not a square toward the robot)
                counted = item.phrase in ("up", "down") and self.items(item.end, "cardinal")
                found = [(item.phrase, item.end)] + ([("", end)] if counted else [])
                break
        return [(particle, self._left_alone(after)) for particle, after in found if self._left_alone(after) > after] \
            + found

    def _left_alone(self, i: int) -> int:
        """Past "alone", "on its own", "by itself" before a place, if said at `i`: how a shape is left there."""
        return max([alone.end for alone in self.items(i, "indicator") if alone.value == "individual" and self.place(
            alone.end)], default=i)

    def _sources(self, thing: Thing, end: int) -> list[Parse]:
        """The thing, and the thing said where it is now: "off the yellow stack", "from the far right corner"."""
        found = [Parse(end, thing, 0.0)] + self.bare_source(thing, end)  # "red cube back-left corner -> ..."
        for start, cost, skipped in self.fillers(end, 1):
            if self.word(start) == "from":  # "from beside the white cube": where it is now
                for item in self.items(start + 1, "relation"):
                    for where in self.relation(item):
                        t = thing.copy()
                        t.relations.append(where.value)
                        found.append(Parse(where.end, t, cost + where.cost, skipped + where.skipped))
                        mark = where.value.landmark
                        if where.value.name == "above" and mark is not None and mark.type == "stack":
                            found.append(Parse(where.end, _in_stack(thing, mark), cost + where.cost + 0.1,
                                               skipped + where.skipped))  # "from the top of the tall stack"
            for item in self.items(start, "off", "of") + [i for i in self.items(start, "relation")
                                                            if i.phrase in ("from", "off", "out of")]:
                if item.kind == "of" and item.phrase not in ("from",):
                    continue
                for where in self._source_np(item.end):
                    t = thing.copy()
                    landmark: Thing = where.value
                    if any(c.kind == "group" for c in landmark.checks):  # "from the middle of the R-G-R row":
                        one = described(thing, ("same", landmark))  # the shape may be that one of the row
                        if one is not None:
                            found.append(Parse(where.end, one, cost + where.cost + (0.2 if item.phrase == "off"
                                                                                     else 0.0),
                                               skipped + where.skipped))
                    if item.phrase in ("from", "out of", "of"):  # "the left green cube from the green row"
                        found += [Parse(where.end, one, cost + where.cost + more, skipped + where.skipped)
                                  for one, more in self.from_group(thing, landmark)]
                    if landmark.type == "corner":
                        t.relations.append(Relation("within", landmark))
                    elif landmark.type in ("edge",):
                        if thing.ordinal is not None:
                            continue  # "the third red cube from the right end": where the count starts
                        t.relations.append(Relation("above", landmark))
                        # "from the edge just beyond the hole": the shape on the edge, said further
                        found += self._post(Parse(where.end, t, cost + where.cost, skipped + where.skipped), 1)[1:]
                    elif landmark.type == "prism":
                        continue  # nothing stands on a pyramid: "the pyramid off the one" is not the pyramid
                    elif landmark.type in ("cube", "shape", "stack", "one"):
                        t.relations.append(Relation("above", landmark))
                        if landmark.type == "stack" or landmark.plural:  # "the top red off the 2-high red stack"
                            found.append(Parse(where.end, _in_stack(thing, landmark), cost + where.cost + 0.02,
                                               skipped + where.skipped))
                    else:
                        continue
                    found.append(Parse(where.end, t, cost + where.cost, skipped + where.skipped))
        return found

    def _source_np(self, i: int) -> list[Parse]:
        """Where a shape is taken from, maybe with a clause that says it stands there: "off the red cube
        (that) it is sitting on", "from the stack it's in" (the place the shape is on, said once more); "off the
        two green cubes": the pile they make."""
        found = list(self.np(i))
        found += [Parse(p.end, pile, p.cost - 0.02, p.skipped) for p in found for pile in [pile_of(p.value)] if pile]
        for where in list(found):
            j = where.end + bool(self.items(where.end, "that"))
            for it in self.items(j, "it", "is"):
                if it.kind == "is" and not it.phrase.startswith("it"):
                    continue  # "it's", typed as one word, is "it is"
                k = it.end
                while self.items(k, "is"):  # "it is sitting on", "it sits on"
                    k = self.items(k, "is")[0].end
                if k > it.end or it.kind == "is":
                    found += [replace(where, end=on.end, cost=where.cost + 0.05) for on in self.items(k, "relation")
                              if on.value in ("above", "within") and on.phrase in STRANDED]
        return found
