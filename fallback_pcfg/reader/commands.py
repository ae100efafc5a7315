"""Whole commands: what the command reader makes of the verbs, the places, and the sentences around them.

    take X | take X and hold it | pick X up | take X off Y
    put X PLACE | put X down (PLACE) | drop X (here) | X PLACE (no verb) | X -> PLACE | X goes PLACE
    take X and put it PLACE | take X. Put it PLACE | I'd like X moved PLACE
    PLACE: on/next to/left of/behind ... Y | in the far left corner | two squares closer to you
           | three squares left of Y | between Y and Z | on the square just past Y

Sentences that are not commands ("There are two blue cubes.", "See the red
block with a gray cap on top?", "Look at the tall stack ..."), and a phrase
said before the verb ("In the blue row on the front edge, take ..."), name
things a later "it", "that pyramid" or "the one farther away" points back to.
A command's reading costs what its phrases cost, and more for each word it
leaves out; the cheapest readings are the reader's.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.lexical import Item
from fallback_pcfg.reader.meaning import Act, Check, Relation, Thing
from fallback_pcfg.reader.phrases import SKIP_CONTENT, Parse, Phrases

#: Relations that name a place a shape can be put (with the planner's semantics).
PLACING = frozenset({"above", "within", "left", "right", "front", "backward", "between"})
#: Relations of a counted move.
DIRECTIONS = frozenset({"left", "right", "forward", "backward"})
#: The direction of a move toward a side of the board.
SIDES = {"front": "forward", "back": "backward", "left": "left", "right": "right"}
#: How many readings of a whole command are kept.
READINGS = 8
#: How many words may lie unread between a clause's parts (each paid for).
GAP = 6


class Commands(Phrases):
    """The clause and sentence rules over one command's words."""

    # --- places -----------------------------------------------------------------------------

    def place(self, i: int) -> list[Parse]:
        """Where a shape goes, from `i`."""
        return self.memo(("place", i), lambda: self._place(i))

    def _place(self, i: int) -> list[Parse]:
        found: list[Parse] = []
        for start, cost, skipped in self.fillers(i, 3):
            for item in self.items(start):
                for p in self._place_item(item):
                    found.append(Parse(p.end, p.value, p.cost + cost, skipped + p.skipped))
        # "on the floor two squares left of X": the floor says nothing the other place does not
        extended = []
        for parse in found:
            extended.append(parse)
            if _on_board(parse.value):
                for more in self.place(parse.end):
                    if not _on_board(more.value):
                        extended.append(Parse(more.end, more.value, parse.cost + more.cost - 0.05,
                                              parse.skipped + more.skipped))
        return extended

    def _place_item(self, item: Item) -> list[Parse]:
        found: list[Parse] = []
        if item.kind == "relation" and item.value in PLACING | {"adjacent", "nearest"}:
            for p in self.relation(item):
                relation = p.value
                if relation.name == "backward" and relation.count is None:  # "behind X": the square behind it
                    p = Parse(p.end, Relation("backward", relation.landmark, count=1), p.cost, p.skipped)
                if relation.name in ("adjacent", "nearest"):
                    found += self._side(p) + self._counted_from(p)
                else:  # "just before the yellow cube, on the side near the robot": the side says which
                    found.append(p)
                    if relation.name in ("front", "backward"):
                        for side in self._side(p):
                            if side.value.name in ("front", "backward"):
                                count = relation.count or (1 if side.value.name == "backward" else None)
                                found.append(Parse(side.end, Relation(side.value.name, relation.landmark, count=count),
                                                   side.cost - 0.15, side.skipped))
        if item.kind in ("to", "in", "at") or item.phrase in ("on", "onto", "in", "into"):
            for p in self.np(item.end):
                found += self._into(p)
        if item.kind == "cardinal":
            found += self._measure(item)
        if item.phrase == "by":  # "shift it by one square to the back"
            for count in self.items(item.end, "cardinal"):
                found += [Parse(p.end, p.value, p.cost + 0.05, p.skipped) for p in self._measure(count)]
        if item.kind == "relation" and item.value in DIRECTIONS and item.phrase not in ("above", "below"):
            for count in self._counted(item.end):  # "left two squares"
                found.append(Parse(count.end, Relation(item.value, count=count.value), count.cost + 0.1))
            if item.phrase not in ("up", "down"):  # "move it back", "slide it to the left": one square
                found.append(Parse(item.end, Relation(item.value, count=1), 0.8))
        return found

    def _side(self, p: Parse) -> list[Parse]:
        """"next to X on its right side": the side says where."""
        found = []
        for start, cost, skipped in self.fillers(p.end, 2):
            for item in self.items(start, "side"):
                words = item.phrase.split()
                side = ("right" if "right" in words else "left" if "left" in words else
                        "front" if {"far", "front"} & set(words) else "backward")
                found.append(Parse(item.end, Relation(side, p.value.landmark, count=1 if side == "backward" else None),
                                   p.cost + cost, p.skipped + skipped))
        for start, cost, skipped in self.fillers(p.end, 3):
            for item in self.items(start, "relation", "indicator"):
                side = {"left": "left", "right": "right", "front": "front", "forward": "front",
                        "backward": "backward", "back": "backward"}.get(item.value)
                if side is None:
                    continue
                end = item.end
                if self.word(end) in ("side", "hand", "end"):
                    end += 1
                found.append(Parse(end, Relation(side, p.value.landmark, count=1 if side == "backward" else None),
                                   p.cost + cost + 0.05, p.skipped + skipped))
        for start, cost, skipped in self.fillers(p.end, 2):  # "on the side near (to) the robot", "on my side"
            for end, side in self._named_side(start) + [(i.end, "backward") for i in self.items(start, "near-you")] + [
                    (i.end, "front") for i in self.items(start, "far-from-you")]:
                found.append(Parse(end, Relation(side, p.value.landmark, count=1 if side == "backward" else None),
                                   p.cost + cost + 0.05, p.skipped + skipped))
        landmark = p.value.landmark
        if p.value.name == "nearest" and landmark is not None and landmark.type == "corner":
            found.append(Parse(p.end, Relation("within", landmark), p.cost + 0.3, p.skipped))
        return found

    def _named_side(self, i: int) -> list[tuple[int, str]]:
        """"on the side near to you", "at the side that is farthest from me": (end, side) for the robot's
        side (backward) or the far side (front)."""
        if not (self.word(i) in ("on", "at", "to") and self.word(i + 1) in ("the", "its", "that")
                and self.word(i + 2) == "side"):
            return []
        k = i + 3
        if self.word(k) in ("that", "which") and self.items(k + 1, "is"):
            k = self.items(k + 1, "is")[0].end
        found = [(item.end, "backward") for item in self.items(k, "near-you")]
        found += [(item.end, "front") for item in self.items(k, "far-from-you")]
        for item in self.items(k, "relation"):
            if item.value in ("nearest", "adjacent"):
                for mark in self.np(item.end):
                    if mark.value.type == "robot":
                        found.append((mark.end, "backward"))
                    elif mark.value.type in ("region", "edge") and mark.value.indicators[:1] in (["front"], ["back"]):
                        found.append((mark.end, "front" if mark.value.indicators[0] == "front" else "backward"))
        return found

    def _counted_from(self, p: Parse) -> list[Parse]:
        """"next to the gap, one square closer to you": the count starts from the shape named."""
        found = []
        landmark = p.value.landmark
        if landmark is None:
            return found
        for start, cost, skipped in self.fillers(p.end, 2):
            for count in self.items(start, "cardinal"):
                for measure in self._measure(count):
                    if measure.value.landmark is None and measure.value.name in DIRECTIONS:
                        found.append(Parse(measure.end, Relation(measure.value.name, landmark, count=measure.value.count),
                                           p.cost + cost + measure.cost, p.skipped + skipped + measure.skipped))
        return found

    def _into(self, p: Parse) -> list[Parse]:
        """"to/in/into/on X": a corner, the board, a shape, or a square described by where it is."""
        thing: Thing = p.value
        if thing.type == "corner":
            return [Parse(p.end, Relation("within", thing), p.cost, p.skipped)]
        if thing.type == "board":
            return [Parse(p.end, Relation("above", thing), p.cost + 0.1, p.skipped)]
        if thing.type in ("tile", "gap", "region", ""):
            order = ("between", "left", "right", "front", "backward", "above")
            placing = sorted((r for r in thing.relations if r.name in PLACING and r.landmark is not None
                              and r.landmark.type not in ("region", "edge", "board")),
                             key=lambda r: order.index(r.name) if r.name in order else len(order))
            found = []
            for r in placing[:1]:
                if r.name == "backward" and r.count is None:
                    r = Relation("backward", r.landmark, count=1)
                found.append(Parse(p.end, r, p.cost + 0.1, p.skipped))
            if thing.type == "tile" and (thing.relations or thing.checks):  # "the gap in the back row next to X"
                found.append(Parse(p.end, Relation("within", thing), p.cost + 0.2, p.skipped))
            return found
        if thing.type in ("cube", "stack", "shape", "one"):
            return [Parse(p.end, Relation("above", thing), p.cost + 0.2, p.skipped)]
        return []

    def _counted(self, i: int) -> list[Parse]:
        """"two squares", "by one square": a count of squares."""
        found = []
        for start, cost, skipped in self.fillers(i, 1):
            for item in self.items(start, "cardinal"):
                for unit in self.items(item.end, "unit", "type"):
                    if unit.kind == "unit" or unit.value in ("tile", "cube"):
                        found.append(Parse(unit.end, int(item.value), cost, skipped))
        return found

    def _measure(self, item: Item) -> list[Parse]:
        """"two squares to the left (of X)", "1 square back toward the robot", "three spaces over"."""
        found = []
        units = [u for u in self.items(item.end, "unit", "type") if u.kind == "unit" or u.value in ("tile", "cube")]
        for unit in units:
            count = int(item.value)
            after = [unit.end] + [o.end for o in self.items(unit.end, "over")]
            for start, cost, skipped in (f for a in after for f in self.fillers(a, 2)):
                for direction in self.items(start, "relation"):
                    if direction.value not in DIRECTIONS | {"front"}:
                        continue
                    name = "forward" if direction.value == "front" else direction.value
                    landmarks = self.np(direction.end) if direction.phrase.split()[-1] in (
                        "of", "from", "behind", "than", "beyond", "past") else []
                    if not landmarks and self.word(direction.end) in ("from", "of", "than"):
                        landmarks = self.np(direction.end + 1)  # "one square back from the blue cube"
                    for landmark in landmarks:
                        found.append(Parse(landmark.end, Relation(name, landmark.value, count=count),
                                           cost + landmark.cost, skipped + landmark.skipped))
                    end = self._of_board(direction.end)
                    for also in self.items(end, "relation"):  # "back toward the robot": said twice
                        if also.value == direction.value:
                            end = self._of_board(also.end)
                    found.append(Parse(end, Relation(name, count=count), cost + (0.5 if landmarks else 0.0), skipped))
                for direction in self.items(start, "direction"):  # "in direction of the front side"
                    for side in self.np(direction.end):
                        name = SIDES.get((side.value.indicators or [""])[0])
                        if side.value.type in ("region", "edge") and name:
                            found.append(Parse(side.end, Relation(name, count=count), cost + side.cost, skipped))
                word = self.word(start)
                if word in ("closer", "nearer", "further", "farther", "back"):  # "two squares closer"
                    name = "backward" if word in ("closer", "nearer", "back") else "forward"
                    found.append(Parse(start + 1, Relation(name, count=count), cost + 0.1, skipped))
        return found

    def _of_board(self, j: int) -> int:
        """Past "of the board" ("towards the front of the board"), if it follows."""
        if self.word(j) == "of":
            for board in self.np(j + 1):
                if board.value.type == "board":
                    return board.end
        return j

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
        return found

    def _object(self, i: int) -> list[Parse]:
        """What an act is about: a noun phrase, or "it"/"that" for the thing named before."""
        found = list(self.np(i))
        if self.context:
            for start, cost, skipped in self.fillers(i, 1):
                for item in self.items(start, "it", "det"):
                    if item.kind == "it" or item.phrase in ("that", "this") and not self._head(item.end):
                        found.append(Parse(item.end, self.context[-1].copy(), cost, skipped))
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
            for more in self._then(end):  # "take X and put it on Y"
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
        for item in self.items(end, "here"):  # "drop it right there, 2 squares right of the red cube"
            for place in self._places_after(item.end):
                found.append(Parse(place.end, [Act("drop" if dropping else "move", thing, place.value)],
                                   cost + place.cost + 0.05, skipped + place.skipped))
        if action == "move":
            for more in self._then(end):  # "move the red cube and put it on ...": take it, then put it down
                found.append(Parse(more.end, [Act("take", thing)] + more.value, cost + more.cost + 0.1,
                                   skipped + more.skipped))
        return found

    def _places_after(self, end: int) -> list[Parse]:
        """Places from `end`, or a little later (the words between paid for), each with a result clause
        ("so it sits next to X") read after it."""
        found = []
        for gap in range(0, GAP + 1):
            if end + gap > len(self.w) or any(k in self.w.stops for k in range(end + 1, end + gap + 1)):
                break
            cost = self.span_cost(end, end + gap)
            for place in self.place(end + gap):
                found.append(Parse(place.end, place.value, place.cost + cost, tuple(range(end, end + gap))
                                   + place.skipped))
        for gap in range(0, 3):  # "move it over so it's on the far side of X"
            for result in self._result(end + gap):
                found.append(Parse(result.end, result.value, result.cost + self.span_cost(end, end + gap),
                                   tuple(range(end, end + gap)) + result.skipped))
        with_results = []
        for place in found:
            with_results.append(place)
            for result in self._result(place.end, confirming=True):  # "..., so it ends up beside X"
                with_results.append(Parse(result.end, _also(place.value, result.value), place.cost + result.cost,
                                          place.skipped + result.skipped))
            with_results += self._also(place)
        return with_results

    def _also(self, place: Parse) -> list[Parse]:
        """A place said again another way: "two squares left, to the edge", "one square back, onto the
        blue cube in the corner", "to the far edge, right beside the green stack on its right side".
        The first says where; the board checks that the second names the same square."""
        found = []
        for start, cost, skipped in self.fillers(place.end, 2):
            for direction in self.items(start, "direction"):  # "two squares forward, in the direction of the front"
                for side in self.np(direction.end):
                    said = SIDES.get((side.value.indicators or [""])[0])
                    if side.value.type in ("region", "edge") and said == place.value.name and place.value.count:
                        found.append(Parse(side.end, place.value, place.cost + cost + side.cost,
                                           place.skipped + skipped + side.skipped))
            for more in self.place(start):
                if not _vague(place.value):  # "on the floor", "on the left edge" say no square: the other place does
                    found.append(Parse(more.end, _also(place.value, more.value), place.cost + cost + more.cost + 0.05,
                                       place.skipped + skipped + more.skipped))
                if more.value.landmark is not None and more.value.landmark.type not in ("edge", "board", "region"):
                    found.append(Parse(more.end, _also(more.value, place.value),  # the shape named says where
                                       place.cost + cost + more.cost + 0.06, place.skipped + skipped + more.skipped))
        return found

    def _result(self, i: int, confirming: bool = False) -> list[Parse]:
        """"so it sits on the left edge", "so that it's right next to the white cube": where it ends up
        (any description when it only confirms a place said before)."""
        found = []
        for start, cost, skipped in self.fillers(i, 1):
            for item in self.items(start, "so"):
                for j, more_cost, more_skipped in self._so_words(item.end):
                    for place in self.place(j):
                        found.append(Parse(place.end, place.value, cost + more_cost + place.cost + 0.1,
                                           skipped + more_skipped + place.skipped))
                    for side in self.post(j):  # "so it's right next to the white cube"
                        if side.value[0] == "relation" and (side.value[1].name in PLACING or confirming):
                            found.append(Parse(side.end, side.value[1], cost + more_cost + side.cost + 0.2,
                                               skipped + more_skipped + side.skipped))
        return found

    def _so_words(self, j: int) -> list[tuple[int, float, tuple]]:
        """Past "it", "is", "ends up", "will stay", "sits" after "so"."""
        found = [(j, 0.0, ())]
        cost, skipped = 0.0, ()
        for _ in range(4):
            items = self.items(j, "it", "is", "go")
            if items:
                j = max(i.end for i in items)
            elif j < len(self.w) and not self.w.content(j) and not self._relation_at(j):
                cost, skipped, j = cost + self.skip_cost(j), skipped + (j,), j + 1
            elif self.items(j, "action") and self.word(j) in ("stay", "stays", "stand", "stands", "sit", "sits",
                                                               "rest", "rests"):
                j += 1
            else:
                break
            found.append((j, cost, skipped))
        return found

    def _then(self, i: int) -> list[Parse]:
        """"and put it on Y", "then place it in the corner": the second step of a take."""
        found: list[Parse] = []
        for start, cost, skipped in self.fillers(i, 2):
            joins = self.items(start, "and", "then") or (
                [Item(start, start, "and", "", "")] if start in self.w.stops or start in self.w.commas else [])
            for join in joins:
                after = join.end
                for more in self.items(after, "then"):
                    after = more.end
                verbs = [v for start2, _, _ in self.fillers(after, 2) for v in self.items(start2, "action")]
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
        for place in self._places_after(end):
            arrow = 0.0 if what.end in self.w.arrows else 0.0
            found.append(Parse(place.end, [Act("move", thing, place.value)], what.cost + place.cost + arrow,
                               what.skipped + place.skipped))
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
            readings = [r for r in self._sentence(a, b) if r.value]
            if readings:
                sentences.append(readings)
                context = context + (_taken(readings[0].value),)
            else:
                context = context + self._named(a, b)
        return _combine(sentences)

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
                for start2, cost2, _ in self.fillers(end, 2):
                    tails = self.items(start2, "keep", "confirm")  # "and hold it", "and put it down on the board"
                    if tails:
                        end, cost = max(t.end for t in tails), cost + cost2
                        break
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

    def _named(self, a: int, b: int) -> tuple[Thing, ...]:
        """What a sentence that is no command names, left to right: its longest noun phrases, and what
        they say stands on them ("the one on the right has a green cube on top": the green cube too)."""
        named: list[Thing] = []
        context = self.context
        start = a
        while start < b:
            self.context = context + tuple(named)
            phrases = [p for p in self.np(start) if p.end <= b and p.value.type in ("cube", "prism", "shape", "stack",
                                                                                     "tile")]
            if not phrases:
                start += 1
                continue
            best = max(phrases, key=lambda p: (p.end - p.cost, -p.cost))
            thing: Thing = best.value
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


def _also(place: Relation, again: Relation) -> Relation:
    """`place`, said again as `again` (the board checks both name one square)."""
    return replace(place, also=place.also + (again,) + again.also)


def _vague(relation: Relation) -> bool:
    """Whether a place names no single square: the floor, an edge, a side of the board."""
    landmark = relation.landmark
    return relation.count is None and landmark is not None and landmark.type in ("board", "edge", "region")


def _on_board(relation: Relation) -> bool:
    return relation.name == "above" and relation.landmark is not None and relation.landmark.type == "board"


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
    for a in first[:3]:
        for b in last[:3]:
            found.append(Parse(b.end, list(a.value) + list(b.value), a.cost + b.cost, a.skipped + b.skipped))
    found.sort(key=lambda p: p.cost)
    return found
