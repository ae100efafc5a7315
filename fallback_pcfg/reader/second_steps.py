"""The second step of a take: "take X and put it on Y", "then place it in the corner", "and fill the gap with
it", and a move said as the way there and where it is set down ("move it to the far edge and put it beside the
green stack").

A rule layer of the command reader (fallback_pcfg.reader.rules) over the objects of verbs
(fallback_pcfg.reader.objects): the clause rules (fallback_pcfg.reader.commands) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import DIRECTIONS
from fallback_pcfg.reader.geometry import said_again
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Act, Relation, Thing
from fallback_pcfg.reader.objects import VerbObjects
from fallback_pcfg.reader.rules import INTENSIFIERS, cheapest

#: Words that start a place a shape is carried to: "take it to the corner", "onto the red one", "a square left".
MOTION_WORDS = frozenset({"to", "into", "onto", "toward", "towards", "over", "across", "a", "an", "by", "all", "back"})
#: Of those, the words that say the place is where the shape goes, whatever the place is.
TOWARDS = frozenset({"to", "into", "onto", "toward", "towards"})


class SecondSteps(VerbObjects):
    """The rules of the second step of a take, and of where a shape carried is set down."""

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
