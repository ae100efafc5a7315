"""Command clauses: what the command reader makes of the verbs and the places around them.

    take X | take X and hold it | pick X up | take X off Y
    put X PLACE | put X down (PLACE) | drop X (here) | X PLACE (no verb) | X -> PLACE | X goes PLACE
    take X and put it PLACE | I'd like X moved PLACE
    PLACE: on/next to/left of/behind ... Y | in the far left corner | ... (fallback_pcfg.reader.places)

The sentences around the clauses are read by fallback_pcfg.reader.sentences.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.describing import DIRECTIONS, described
from fallback_pcfg.reader.geometry import said_again
from fallback_pcfg.reader.holding import under_gripper
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import MOVING, Act, Check, Relation, Thing, with_moving
from fallback_pcfg.reader.rules import INTENSIFIERS, cheapest
from fallback_pcfg.reader.orders import WordOrders
from fallback_pcfg.reader.places import Places
from fallback_pcfg.reader.slips import PlacesFirst
from fallback_pcfg.reader.stacks import pile_of

#: Particles a phrasal verb may leave after its object: "pull the cube off the stack", "scoop it up".
SPLIT_PARTICLES = ("off", "up", "away", "out")

#: Prepositions left at the end of a clause that says where a shape stands: "the cube it is sitting on".
STRANDED = frozenset({"on", "on top of", "atop", "upon", "in", "inside", "part of"})

#: Words that start a place a shape is carried to: "take it to the corner", "onto the red one", "a square left".
MOTION_WORDS = frozenset({"to", "into", "onto", "toward", "towards", "over", "across", "a", "an", "by", "all", "back"})
#: Of those, the words that say the place is where the shape goes, whatever the place is.
TOWARDS = frozenset({"to", "into", "onto", "toward", "towards"})
#: What a shape may be said to stand on ("the red cube on the blue one").
ON_SHAPES = frozenset({"cube", "prism", "shape", "stack", "one"})


class Commands(Places, WordOrders, PlacesFirst):
    """The clause rules over one command's words."""

    # --- clauses -------------------------------------------------------------------------------

    def clause(self, i: int) -> list[Parse]:
        """One command clause from `i` (its value: a list of acts)."""
        return self.memo(("clause", i), lambda: self._clause(i))

    def _clause(self, i: int) -> list[Parse]:
        return [Parse(p.end, p.value, p.cost + cost + more, skipped + p.skipped)
                for start, cost, skipped in self.fillers(i, 3) for p, more in self._clause_at(start)]

    def _clause_at(self, start: int) -> list[tuple[Parse, float]]:
        """The clauses that start right at `start`, each with what its kind costs more: read once for every
        position whose clause may start there after words left out (`fillers`)."""
        return self.cached(("clause at", start), lambda: self._clauses_at(start))

    def _clauses_at(self, start: int) -> list[tuple[Parse, float]]:
        found: list[tuple[Parse, float]] = []
        verbs = [(v, "") for v in self.items(start, "action")] + self._split_verbs(start)
        for verb, split in verbs:
            found += [(p, 0.0) for p in self._verbal(verb, split)]
        for verb in dict.fromkeys(verb for verb, _ in verbs):  # (a split verb is one verb for every particle)
            found += [(p, 0.0) for p in self.coordinated(verb) + self.verbal_from(verb) + self.placed_first(verb)]
        found += [(p, 0.0) for p in self.place_fronted(start)]  # "On the red cube put the green one" (learner usage)
        for thing in self._object(start):  # no verb: "green block onto the red one"
            found += [(p, 0.3) for p in self._verbless(thing)]
        for fill in self.items(start, "fill"):  # "fill the gap with the white cube"
            found += [(p, 0.0) for p in self._fill(fill.end)]
        for crown in self.items(start, "crown"):  # "cap the red stack with the cyan pyramid"
            found += [(p, 0.0) for p in self._crown(crown.end)]
        for choose in self.items(start, "choose"):  # "Choose the red cube in the second row." (which one)
            found += [(Parse(p.end, [Act("choose", p.value)], p.cost, p.skipped), 0.0)
                      for p in self.np(choose.end) if p.value.type in ("cube", "prism", "shape", "one", "stack")]
        return found

    def _fill(self, i: int) -> list[Parse]:
        """"fill the gap in the back row with the gray cube", "fill that empty spot" (with the shape held):
        the shape goes into the square named."""
        found: list[Parse] = []
        for gap in self.np(i):
            if gap.value.type != "tile":
                continue
            place = Relation("within", gap.value)
            found.append(Parse(gap.end, [Act("drop", Thing("shape", held=True), place)], gap.cost + 0.1, gap.skipped))
            for start, cost, skipped in self.fillers(gap.end, 1):
                for item in self.items(start, "with"):
                    for what in self._object(item.end):
                        for end, where, more in [(what.end, place, 0.0)] + self._gap_again(what.end, gap.value):
                            found += [Parse(end, [Act(action, what.value, where)], gap.cost + cost + what.cost + more,
                                            gap.skipped + skipped + what.skipped) for action in ("drop", "move")]
        for item in self.items(i, "with"):  # "fill with it the hole beside the green cube": the shape said first
            for what in self._object(item.end):
                found += [Parse(gap.end, [Act(action, what.value, Relation("within", gap.value))],
                                what.cost + gap.cost + 0.1, what.skipped + gap.skipped)
                          for gap in self.np(what.end) if gap.value.type == "tile" for action in ("drop", "move")]
        return found

    def _filled_with_it(self, i: int) -> list[Parse]:
        """"(and) fill the gap with it", "(then) fill with it the hole next to X", "(and) fill the gap": the
        square the shape just named goes into, as a place."""
        found: list[Parse] = []
        for fill in self.items(i, "fill"):
            said_first = [it.end for w in self.items(fill.end, "with") for it in self.items(w.end, "it")]
            for gap in self.np(said_first[0] if said_first else fill.end):
                if gap.value.type != "tile":
                    continue
                ends = [] if said_first else [it.end for w in self.items(gap.end, "with") for it in self.items(w.end, "it")]
                found.append(Parse((ends or [gap.end])[0], Relation("within", gap.value), gap.cost + 0.1, gap.skipped))
        return found

    def _crown(self, i: int) -> list[Parse]:
        """"cap the plain red/yellow stack with the cyan pyramid", "top the tower with it": that goes on it."""
        found: list[Parse] = []
        for base in self._object(i):
            if base.value.type not in ("cube", "shape", "stack", "one"):
                continue
            for start, cost, skipped in self.fillers(base.end, 1):
                for item in self.items(start, "with"):
                    for what in self._object(item.end):
                        place = Relation("above", base.value)
                        found += [Parse(what.end, [Act(action, what.value, place)], base.cost + cost + what.cost + 0.1,
                                        base.skipped + skipped + what.skipped) for action in ("move", "drop")]
        return found

    def _gap_again(self, i: int, gap: Thing) -> list[tuple[int, Relation, float]]:
        """"..., the spot right next to the green cube": the square filled, said again after a comma."""
        found = []
        if i in self.w.commas:
            for again in self.np(i):
                square = described(gap, ("same", again.value)) if again.value.type == "tile" else None
                if square is not None:
                    found.append((again.end, Relation("within", square), again.cost + 0.05))
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
            for thing, end, cost in self._off_top(what.value, what.end, what.cost):
                for particle, after in self._particles(end):
                    for source in self._sources(thing, after):
                        found += self._acts(verb.value, source.value, source.end, cost + source.cost,
                                            skipped + source.skipped, particle)
        return found

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

    def _acts(self, action: str, thing: Thing, end: int, cost: float, skipped: tuple,
              particle: str) -> list[Parse]:
        """The acts of "VERB thing ..." from `end`: a take, a drop, a move to a place, or two steps."""
        found: list[Parse] = []
        dropping = action == "drop" or "down" in particle
        if dropping and any(r.name == "above" and r.landmark is not None and r.landmark.type in ON_SHAPES
                            for r in thing.relations):
            cost += 0.5  # "drop the gray cube on the gray stack right under you": a held shape stands on nothing
        with self.placing(None if dropping or thing.held else MOVING):  # (a held shape is in the air: no landmark)
            # (a place beside the moving shape itself is no place: "it" is said of a landmark there)
            places = [replace(p, value=with_moving(p.value, thing)) for p in self._places_after(end)
                      if p.value.landmark is None or not p.value.landmark.moving]
        if action != "take" or thing.pronoun:  # ("grab the gray cube 2 squares right of X": which one, not where)
            places = places + self._then_placed_each(end, places, thing, pruned=action != "take")
        if action == "take":
            found.append(Parse(end, [Act("take", thing)], cost, skipped))
            for more in self.rivals(self._then(end, thing)):  # "take X and put it on Y"
                found.append(Parse(more.end, [Act("take", thing)] + more.value, cost + more.cost,
                                   skipped + more.skipped))
        for place in places:
            if action == "take" and not self._carried(end, place, thing):
                continue  # "pick up the yellow cube on the front right": which one, not where it goes
            acts = ([[Act("drop", thing, place.value)]] if dropping or thing.held else []) + \
                [[Act("move", thing, place.value)]]
            for act in acts:
                found.append(Parse(place.end, act, cost + place.cost + (0.4 if action == "take" else 0.0),
                                   skipped + place.skipped))
        if action != "take":  # "set it down right here", "place it right where you are": where the gripper is
            # (a shape not held goes to the square under it; "there" alone may be a place said before)
            here = Act("drop", thing) if dropping else Act("move", thing, under_gripper())
            if dropping:
                found.append(Parse(end, [here], cost + 0.2, skipped))
            for item in self.here(end):
                if dropping or item.phrase.split()[-1] != "there":
                    found.append(Parse(item.end, [here], cost + 0.1, skipped))
            for place in places:  # "set it down on the board right underneath you": the board, here
                landmark = place.value.landmark
                if place.value.name == "above" and landmark is not None and landmark.type == "board" and not (
                        landmark.relations or landmark.checks or place.value.also):
                    for item in self.here(place.end):
                        found.append(Parse(item.end, [here], cost + place.cost + 0.1, skipped + place.skipped))
        tiles = [t for t in self.context if t.type == "tile"]
        if tiles and self.word(end) in ("in", "into", "on", "over"):
            for item in self.here(end + 1):  # "... one empty spot on the left side. Pop it in there."
                if item.phrase == "there":
                    found.append(Parse(item.end, [Act("drop" if dropping or thing.held else "move", thing,
                                                      Relation("within", tiles[-1].copy()))], cost + 0.05, skipped))
        for item in self.here(end):  # "drop it right there, 2 squares right of the red cube"
            for place in self._places_after(item.end):  # ("right below you, next to X": both, one square)
                where = place.value if item.phrase.split()[-1] == "there" else replace(
                    place.value, also=place.value.also + (under_gripper(),))
                found.append(Parse(place.end, [Act("drop" if dropping else "move", thing, where)],
                                   cost + place.cost + 0.05, skipped + place.skipped))
        if action == "move":
            for more in self.rivals(self._then(end, thing)):  # "move the red cube and put it on ...": take it,
                # then put it down
                found.append(Parse(more.end, [Act("take", thing)] + more.value, cost + more.cost + 0.1,
                                   skipped + more.skipped))
        return found

    def _then_placed_each(self, start: int, places: list[Parse], thing: Thing, pruned: bool = True) -> list[Parse]:
        """`_then_placed` of each place, in order; `pruned`: of the places that end in one position, only the
        cheapest few different ways there, as many as a clause keeps of one end (`cheapest`, as `Rules.memo`:
        the same second step follows each of them, so a dearer way only makes a dearer reading, which the
        memo would drop): a long command then no longer builds hundreds of thousands of readings to drop.
        Read once per position and list of places (one the memo keeps: its id names it), and per shape taken
        only where a second step asks which."""
        with self.taking(thing):
            return self.cached(("then placed", start, id(places), pruned),
                               lambda: self._placed_each(start, places, pruned))

    def _placed_each(self, start: int, places: list[Parse], pruned: bool) -> list[Parse]:
        if pruned:
            kept = {id(place) for place in cheapest(places, lambda place: repr(self._way(start, place)))}
            places = [place for place in places if id(place) in kept]
        return [p for place in places for p in self._then_placed(start, place, pruned)]

    def _way(self, start: int, place: Parse) -> Relation:
        """The way there of a move said before where it is set down (a direction said without a count:
        somewhere that way)."""
        return Relation(place.value.name, also=place.value.also) if self._uncounted(start, place) else place.value

    def _then_placed(self, start: int, place: Parse, pruned: bool = False) -> list[Parse]:
        """"bring it three squares towards you and set it down right against X", "move it to the far edge
        and put it beside the green stack": one move, to where it is set down; the way there, said first,
        is a place the board checks agrees ("to the left" said without a count: somewhere that way; the shape
        taken is bound); `pruned`: only the `rivals` of where it is set down (see `_then_placed_each`)."""
        way = self._way(start, place)
        sets = self._set_down(place.end)
        return [Parse(more.end, said_again(more.value[0].place, way), place.cost + more.cost,
                      place.skipped + more.skipped) for more in (self.rivals(sets) if pruned else sets)]

    def _set_down(self, i: int) -> list[Parse]:
        """The second steps from `i` that set the shape taken down at a place ("and put it on Y")."""
        return self.cached(("set down", i), lambda: [more for more in self._second(i) if len(
            more.value) == 1 and more.value[0].again and more.value[0].place is not None])

    def _carried(self, end: int, place: Parse, thing: Thing) -> bool:
        """Whether a place after "take X" says where X goes ("take it to the corner", "take it two squares
        left"): said with a word of motion or a count, not one of where a shape is ("in the corner", "left").
        After a shape described, a place from a landmark says which shape it is unless said with "to" ("pick
        up the cube two squares right of the red one", "grab the cube over on the left of it"): a verb of
        taking alone never puts it there."""
        start = next((k for k in range(end, place.end) if k not in place.skipped), end)
        if not thing.pronoun and place.value.landmark is not None:
            while self.word(start) in INTENSIFIERS and not self.items(start, "to", "all-the-way") and \
                    start + 1 < place.end:
                start += 1  # "right onto the red cube", "over to it"
            return bool(self.items(start, "to", "all-the-way", "as-far") or self.word(start) in TOWARDS)
        return bool(self.items(start, "to", "cardinal", "all-the-way", "as-far") or self.word(start) in MOTION_WORDS
                    ) and not self._uncounted(end, place)

    def _uncounted(self, start: int, place: Parse) -> bool:
        """Whether a place from `start` is a direction said with no count and no landmark ("move it left"):
        one square, or somewhere that way."""
        way = place.value
        return way.name in DIRECTIONS and way.landmark is None and way.count == 1 and not any(
            self.items(k, "cardinal") or self.word(k) in ("a", "an") for k in range(start, place.end))

    def _then(self, i: int, taken: Thing) -> list[Parse]:
        """"and put it on Y", "then place it in the corner": the second step of a take (in it, "it" is
        the shape taken: "set it down on the square just left of it")."""
        with self.taking(taken):
            return self._second(i)

    def _second(self, i: int) -> list[Parse]:
        """`_then` with the shape taken bound: read once per position, and per shape taken only where "it"
        or "its" asks which."""
        return self.cached(("then", i), lambda: self._second_step(i))

    def _second_step(self, i: int) -> list[Parse]:
        found: list[Parse] = []
        for start, cost, skipped in self.fillers(i, 2):
            if start in self.w.stops:
                continue  # "Take X. Put it on Y.": the next sentence, read as one (Sentences); a clause ends with its own
            joins = self.items(start, "and", "then") or (
                [Item(start, start, "and", "", "")] if start in self.w.commas else [])
            for join in joins:
                after = join.end
                for more in self.items(after, "then"):
                    after = more.end
                verbs = [v for start2, _, _ in self.fillers(after, 2) for v in self.items(start2, "action")
                         if not self.items(start2, "keep")]  # "and hold it in the air" keeps it
                for place in [p for start2, _, _ in self.fillers(after, 2) for p in self._filled_with_it(start2)]:
                    second = Act("drop", Thing("reference"), place.value, again=True)  # "and fill the gap with it"
                    found.append(Parse(place.end, [second], cost + place.cost, skipped + place.skipped))
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
                        end = self._left_alone(end)  # "put it alone on the board in the corner"
                        for place in self._places_after(end):
                            second = Act("drop", Thing("reference"), place.value, again=True)
                            found.append(Parse(place.end, [second], cost + place.cost, skipped + place.skipped))
                        if verb.value == "drop" or downs:
                            for item in self.here(end):
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
        subject = [(end + 1, 0.0, ())] if self.word(end) in ("you", "u") else []  # "Red cube you place on board"
        for start, _, _ in self.fillers(end, 3) + subject:
            for verb in self.items(start, "action"):  # after its object: "X moved two squares left", "X you must place"
                end = verb.end
        sources = self._sources(thing, end)  # "Yellow cube take from the right green tower and ..."
        if end > what.end:  # "I'd like the blue block moved, please - put it down just past ...": two steps
            found += [Parse(more.end, [Act("take", source.value)] + more.value,
                            what.cost + source.cost + more.cost + 0.1, what.skipped + source.skipped + more.skipped)
                      for source in sources for more in self.rivals(self._then(source.end, source.value))]
        for source in sources:  # "red pyramid off the yellow cube, onto the board one square toward the front"
            starts = [(source.end, 0.0, ())]
            if end == what.end and source.end > end:  # "yellow pyramid off the green tower, drop it on ..."
                starts += [(self._past_it(verb.end), cost, skipped) for start, cost, skipped in
                           self.fillers(source.end, 2) for verb in self.items(start, "action")]
            for after, cost, skipped in starts:
                places = self._places_after(after)  # (of many places that end in one position, the cheapest
                # few different ones: the rest never make a reading the clause keeps, whatever the source)
                for place in self.rivals(places) + self.rivals(self._then_placed_each(after, places, source.value)):
                    found.append(Parse(place.end, [Act("move", source.value, place.value)],
                                       what.cost + source.cost + cost + place.cost,
                                       what.skipped + source.skipped + skipped + place.skipped))
        return found

    def _past_it(self, i: int) -> int:
        """Past "it" and "down" after a verb: "..., drop it down on the square"."""
        for kind in ("it", "down"):
            i = max([item.end for item in self.items(i, kind)], default=i)
        return i


def _in_stack(thing: Thing, landmark: Thing) -> Thing:
    """`thing` as one of the shapes of the stack `landmark` names ("the top red off the 2-high red stack",
    "the blue cube from the top of the tall stack")."""
    part = thing.copy()
    stack = landmark.copy()
    stack.type, stack.plural = "stack", False
    part.relations.append(Relation("part", stack))
    return part
