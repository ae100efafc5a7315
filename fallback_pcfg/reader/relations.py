"""Relations to a landmark: what the command reader makes of "on top of the red cube", "closest to you", "between X
and Y", "halfway between X and Y", "nearer to us than the green cube", "three squares away from the tall stack".

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.makeup: the description
rules (fallback_pcfg.reader.postmodifiers) and the place rules (fallback_pcfg.reader.places) read with it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import DIRECTIONS, SIDE_WORDS, SIDED_THINGS, UNIT_NOUNS, counts_a_move
from fallback_pcfg.reader.geometry import both_landmarks, halfway, the_pair, two_of
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.makeup import Makeup
from fallback_pcfg.reader.meaning import Check, Relation
from fallback_pcfg.reader.members import group_end


class Relations(Makeup):
    """The rules of a relation and its landmark."""

    def _than(self, item: Item, side: str) -> list[Parse]:
        """"(the square) nearer to us than the green cube", "farther from the robot than X": a comparison with a
        shape says on which side of it, the robot's (backward) or the far side (front)."""
        first = item.phrase.split()[0]
        if self.word(item.end) != "than" or not (first.endswith("er") or first == "more"):
            return []  # a comparative only: "closest to you" compares with all, not with X
        return [Parse(p.end, ("relation", Relation(side, p.value)), p.cost, p.skipped) for p in self.np(item.end + 1)
                if p.value.type in SIDED_THINGS]

    def _apart(self, count: Item) -> list[Parse]:
        """"the red two over from the one with the gray pyramid", "three squares away from the tall stack": in
        line with that shape, that many squares from it, the way the line goes."""
        found = []
        j = count.end + (self.word(count.end) in UNIT_NOUNS)
        unsaid = [Item(j, j, "way", "", "")] if j > count.end else []  # "two squares from the tall stack": no way
        for way in self.items(j, "way") + unsaid if count.value.isdigit() else []:
            if way.phrase in ("back", "forward", "forwards"):
                continue  # "two squares back from the green stack": toward the robot, a side (places.py reads it)
            for counting in self.items(way.end, "from"):
                for mark in self.np(counting.end):
                    if mark.value.type in ("cube", "prism", "shape", "stack", "one"):
                        apart = Check("apart", mark.value, count=int(count.value))
                        found.append(Parse(mark.end, ("check", apart), mark.cost + 0.05, mark.skipped))
        return found

    def relation(self, item: Item) -> list[Parse]:
        """A relation phrase and its landmark: "on top of the red cube", "closest to you", "between X and Y"."""
        return self.memo(("relation", item.start, item.end, item.value), lambda: self._relation(item))

    def _relation(self, item: Item) -> list[Parse]:
        found: list[Parse] = []
        if item.phrase.split()[-1] in SIDE_WORDS:  # "to the back", "in front": the next noun phrase is where, not a
            # landmark ("to the back right corner"), unless a side in brackets says whose ("in front (far side) of X")
            return [Parse(p.end, Relation(name, p.value), p.cost, p.skipped) for name, p in self.aside(item.end)
                    if item.value in DIRECTIONS | {"front"}]
        if item.value in ("adjacent", "nearest"):  # "right against the far side of the red cube": that side of it
            found += [p for side in self.items(item.end, "side") for p in self.side_of(side)]
        for name, landmark in self._landmarks(item):
            if counts_a_move(landmark.value):
                continue
            if name == "between":  # (the lexicon's "halfway between": in the middle)
                middle = halfway if item.phrase.split()[0] == "halfway" else lambda between: between
                for join in self.items(landmark.end, "and"):
                    for second in self.np(join.end):
                        first, other = both_landmarks(landmark.value, second.value)
                        found.append(Parse(second.end, middle(Relation("between", first, other=other)),
                                           landmark.cost + second.cost, landmark.skipped + second.skipped))
                one = two_of(landmark.value, self.word(landmark.end - 1))  # "between the two red cubes", "the reds"
                if one is not None:
                    one, other = the_pair(one)
                    found.append(Parse(landmark.end, middle(Relation("between", one, other=other)),
                                       landmark.cost + 0.1 * (landmark.value.count is None), landmark.skipped))
                continue
            found.append(Parse(landmark.end, Relation(name, landmark.value), landmark.cost, landmark.skipped))
            end = group_end(landmark.value, name)
            if end is not None:  # "just left of the red yellow red green cube row": left of its left end
                found.append(Parse(landmark.end, Relation(name, end), landmark.cost + 0.05, landmark.skipped))
        return found

    def midway(self, item: Item) -> list[Parse]:
        """"halfway between X and Y", "in the middle between X and Y", "in the middle of the gap between": the
        relation between them (of which the middle square is meant: `geometry.halfway`)."""
        return [p for between in self.items(item.end, "relation") if between.value == "between"
                for p in self.relation(between) if p.value.name == "between"]

    def _landmarks(self, item: Item) -> list[tuple[str, Parse]]:
        """The landmarks after a relation phrase, with the relation; a side said in brackets before the
        landmark says which side is meant (`Sides.aside`)."""
        found = [(item.value, p) for p in self.np(item.end)]
        if item.value in DIRECTIONS | {"front"}:
            found += self.aside(item.end)
        return found
