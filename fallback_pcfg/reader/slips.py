"""Learner English in the order of its words: a shape's colour said after its noun, as Spanish, French or
Italian order it ("take the cube gray", "the pyramid magenta on the red cube"); where a shape goes said before the shape, as German, Russian
and many other languages order it: "put on the red cube the green one", "put down on the floor the magenta
cube", "put in the corner him"; and said before the verb: "On this gray cube put the gray cube ...", "In the
back right corner put the gray cube", "Right of the magenta pyramid put the magenta cube".

The colour after the noun is read with the noun phrases (`fallback_pcfg.reader.phrases`); the places said first
are a mixin of `fallback_pcfg.reader.commands.Commands`: it reads with the clause rules there (`_particles`,
`_places_after`, `place`, `_object`).  A verb of taking is not read so: "take from the stack the red cube" and
"From the stack take ..." say where a shape is now (`fallback_pcfg.reader.orders`), and "In the back row, put
the red cube on the blue one" says where the shape is (a setting, `fallback_pcfg.reader.sentences`), since the
place it goes is said after it.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.geometry import said_again
from fallback_pcfg.reader.lexical import NOUNISH, Item, Parse
from fallback_pcfg.reader.meaning import Act, Check, Relation, Thing

#: What a colour said after its noun costs more than one said before it.
COLOUR_AFTER = 0.1
#: Shapes and what is built of them whose colour a learner may say after the noun ("the tower yellow-red-green",
#: "the stack red-white", "in the row red-green-red").
COLOURED = frozenset({"cube", "prism", "shape", "stack", "cube-group", "edge"})
#: The nouns of a line of shapes (the reader's type for a row is an edge), whose colours a learner says after them.
LINES = frozenset({"row", "line", "column", "wall"})
#: Words that say how far a place is, before its count: "at a distance of two squares", "on distance two fields"
#: (a calque of "на расстоянии", "à une distance de"), "in a distance of".
AT_DISTANCE = frozenset({"at", "on", "in", "with"})
#: Relations a count of squares says how far: "left of X, at a distance of two squares" is two squares left.
COUNTED = frozenset({"left", "right", "front", "backward", "forward"})
#: What a place said before the shape costs more than the usual order.
PLACE_FIRST = 0.15
#: Words of nearness and of distance said before a noun, with the landmark said after it: "the nearest cube to
#: the robot", "the closest red one from you" (learner usage), "the farthest cube from the tower".
NEAR_WORDS = frozenset({"nearest", "closest", "nearer", "closer", "near", "close"})
FAR_WORDS = frozenset({"farthest", "furthest", "farther", "further", "far"})
#: The indicators those words give the noun when no landmark follows (nearest, or toward the robot or the front).
DEFAULTS = {"indicator": None, "nearer": "back", "farther": "front"}
#: The viewer and the robot, said as the landmark ("the closest cube to you"): the robot's side.
VIEWERS = frozenset({"you", "me", "us"})
#: What a superlative said apart from its landmark costs more than the landmark said first ("the cube nearest X").
SPLIT = 0.1
#: Verbs of putting: a place said before their object is where it goes.
PUTTING = frozenset({"move", "drop"})


class PlacesFirst:
    """The rules of a place said before what is put there (mixed into the clause rules)."""

    def placed_first(self, verb: Item) -> list[Parse]:
        """"put on the red cube the green one", "put down on the floor the magenta cube, right of the magenta
        pyramid": the place, then the shape (and the place maybe said again after it)."""
        if verb.value not in PUTTING:
            return []
        found = []
        for particle, after in self._particles(verb.end):
            for place in self.place(after):
                if place.end not in self.w.commas:  # ("move it next to the cube, the lonely one": of the cube)
                    found += self._put_there(verb.value, place, particle, place.end)
        return found

    def place_fronted(self, i: int) -> list[Parse]:
        """"On this gray cube put the gray cube which is two squares more to the right", "In the back right
        corner put the gray cube": the place, then the verb of putting and its shape."""
        found = []
        for place in self.place(i):
            for start, cost, skipped in self.fillers(place.end, 1):
                for verb in self.items(start, "action"):
                    if verb.value not in PUTTING:
                        continue
                    for particle, after in self._particles(verb.end):
                        found += [Parse(p.end, p.value, p.cost + cost, p.skipped + skipped)
                                  for p in self._put_there(verb.value, place, particle, after, fronted=True)]
        return found

    def _put_there(self, action: str, place: Parse, particle: str, what_at: int, fronted: bool = False
                   ) -> list[Parse]:
        """The acts of putting the shape said at `what_at` at the place; after a place `fronted` before the verb,
        a shape said to be on or in something is not read so ("In the back row, put the gray cube on the red
        cube": that is where it goes, and the back row says which gray cube)."""
        found = []
        for what in self._object(what_at):
            thing = what.value
            if not (thing.noun or thing.pronoun) or fronted and any(r.name in ("above", "within") for r in
                                                                      thing.relations):
                continue  # ("stack on left-edge green": a colour alone is the place's, "the left-edge green")
            wheres = [(what.end, place.value, 0.0, ())] + [
                (again.end, said_again(place.value, again.value), again.cost, again.skipped)
                for again in self.place(what.end) if what.end in self.w.commas]  # "..., right of X": said again
            dropping = action == "drop" or "down" in particle or thing.held
            for end, where, more, skipped in wheres:
                acts = ["drop", "move"] if dropping else ["move"]
                found += [Parse(end, [Act(act, thing, where)], place.cost + what.cost + more + PLACE_FIRST,
                                place.skipped + what.skipped + skipped) for act in acts]
        return found


def colours_after(rules, heads: list[Parse]) -> list[Parse]:
    """"the cube gray", "pyramid magenta": a shape named without a colour, with its colour said right after the
    noun, where no other noun follows ("the cube green pyramid" is no such thing) and no comma parts them (", red
    one" names another)."""
    found = []
    for head in heads:
        thing = head.value
        if thing.colours or thing.type not in COLOURED or thing.type == "edge" and thing.noun not in LINES or \
                head.whole or head.end in rules.w.commas or thing.relations or thing.checks or thing.at is None or \
                not any(n.end == head.end for n in rules.items(thing.at, "type")):
            continue  # (right after the noun itself: "the cube gray", not "the second one green")
        for end, colours in _colours_from(rules, head.end, thing.type != "cube" and thing.type != "prism"):
            if not any(n.kind in NOUNISH for n in rules.items(end)):
                coloured = thing.copy()
                coloured.colours = colours
                found.append(Parse(end, coloured, head.cost + COLOUR_AFTER, head.skipped))
    return found


def _colours_from(rules, i: int, several: bool) -> list[tuple[int, list[str]]]:
    """The colours said from `i`: one, or (of what is built of shapes, `several`) one after another, as in
    "yellow-red-green", "red and white"."""
    found = []
    for colour in rules.items(i, "color"):
        found.append((colour.end, colour.value.split()))
        j = colour.end + (rules.word(colour.end) in ("and", "on"))
        for end, more in _colours_from(rules, j, several) if several and j not in rules.w.commas else []:
            found.append((end, colour.value.split() + more))
    return found


def split_superlatives(rules, i: int, heads: list[Parse]) -> list[Parse]:
    """"the nearest cube to the robot", "the closest red one to the magenta pyramid", "the most close cube to
    you", "the farthest cube from the tower": a word of nearness or distance before the noun with its landmark
    after the noun (as English splits "nearest ... to", and learners "most close ... to"): the one nearest that
    landmark, or farthest from it (far from the robot or the viewer is the far side, as said without one)."""
    found = []
    for head in heads:
        thing = head.value
        said = _degree(rules, i, thing.at) if thing.at is not None and thing.type else None
        if said is None or head.whole or head.end in rules.w.commas:
            continue
        near, given = said
        if rules.word(head.end) not in (("to", "from") if near else ("from",)):
            continue
        k = head.end + 1
        marks = [Parse(k + 1, Thing("robot"), 0.0)] if rules.word(k) in VIEWERS else rules.np(k)
        for mark in marks:
            landmark = mark.value
            if landmark.type not in ("cube", "prism", "shape", "stack", "one", "robot"):
                continue
            t = thing.copy()
            if given not in t.indicators:
                continue
            t.indicators.remove(given)
            if near:
                t.relations.append(Relation("nearest", landmark))
            elif landmark.type == "robot":
                t.indicators.append("front")  # (far from the robot: toward the far side, as "the farthest cube")
            else:
                t.checks.append(Check("farthest", landmark))
            found.append(Parse(mark.end, t, head.cost + mark.cost + SPLIT, head.skipped + mark.skipped))
    return found


def _degree(rules, start: int, end: int) -> tuple[bool, str] | None:
    """Whether the noun phrase [start, end) has a word of nearness (True) or distance (False) before its noun, and
    the indicator that word gave it."""
    for k in range(start, end):
        near, far = rules.word(k) in NEAR_WORDS, rules.word(k) in FAR_WORDS
        if not (near or far):
            continue
        for item in rules.items(k):
            if item.kind in DEFAULTS and (item.kind != "indicator" or item.value in ("nearest", "back", "front")):
                return near, DEFAULTS[item.kind] or item.value
        for item in rules.items(k - 1):  # "most close", "more far": said with a degree word before
            if item.kind in ("nearer", "farther") and item.end == k + 1:
                return near, DEFAULTS[item.kind]
    return None


def at_distance(rules, place: Parse) -> list[Parse]:
    """"left of the red cube, at a distance of two squares", "behind X on distance of one field": a place beside a
    landmark with how far from it said after it (the words a learner takes from "на расстоянии", "a distancia de")."""
    relation = place.value
    if not isinstance(relation, Relation) or relation.name not in COUNTED or relation.landmark is None or \
            relation.count not in (None, 1) or rules.word(place.end) not in AT_DISTANCE:
        return []
    k = place.end + 1 + (rules.word(place.end + 1) in ("a", "the"))
    if rules.word(k) != "distance":
        return []
    k += 1 + (rules.word(k + 1) == "of")
    return [Parse(n.end, replace(relation, count=n.value), place.cost + n.cost, place.skipped + n.skipped)
            for n in rules._counted(k)]


__all__ = ["PlacesFirst", "colours_after", "split_superlatives", "at_distance", "PLACE_FIRST", "COLOUR_AFTER"]
