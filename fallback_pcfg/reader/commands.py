"""Command clauses: what the command reader makes of the verbs and the places around them.

    take X | take X and hold it | pick X up | take X off Y
    put X PLACE | put X down (PLACE) | drop X (here) | X PLACE (no verb) | X -> PLACE | X goes PLACE
    take X and put it PLACE | I'd like X moved PLACE
    PLACE: on/next to/left of/behind ... Y | in the far left corner | ... (fallback_pcfg.reader.places)

The sentences around the clauses are read by fallback_pcfg.reader.sentences.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.holding import under_gripper
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import MOVING, Act, Relation, Thing, with_moving
from fallback_pcfg.reader.second_steps import SecondSteps

#: What a shape may be said to stand on ("the red cube on the blue one").
ON_SHAPES = frozenset({"cube", "prism", "shape", "stack", "one"})


class Commands(SecondSteps):
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
        tiles = [t for t in self.context if t.type == "tile"]
        said = [Parse(it.end, tiles[-1].copy(), 0.0) for it in self.items(i, "it")] if tiles else []
        for gap in self.np(i) + said:  # ("There's one empty gap in the red border. Fill it in with the red block.")
            if gap.value.type != "tile":
                continue
            place = Relation("within", gap.value)
            found.append(Parse(gap.end, [Act("drop", Thing("shape", held=True), place)], gap.cost + 0.1, gap.skipped))
            particle = [gap.end + 1] if self.word(gap.end) in ("in", "up") and self.items(gap.end + 1, "with") else []
            # ("fill it in with": a particle)
            for start, cost, skipped in self.fillers(gap.end, 1) + [(k, 0.0, ()) for k in particle]:
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

