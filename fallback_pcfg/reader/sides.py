"""Sides of a landmark: which side of a shape a place or a description means, said after it.

    next to X, on its right side | just before X, on our side | right behind X (robot side)
    | on the far side of X, right behind it | beside X, on that tower's right side
    | next to X, on the side facing the front | on its far side, away from you

People name a square by a landmark and then say which side of it they mean, in
their own frame (they stand on the robot's side of the board) or the board's.
Some side words cannot be mistaken (far, near, the robot's side, my side, left,
right); others depend on where one looks from ("behind it", "in front of it",
"the back side"): when a place said both ways disagrees, the words that cannot
be mistaken say which side, and the others are the same side seen from the
robot.

The rules build on the noun phrases (fallback_pcfg.reader.phrases); the
description rules (fallback_pcfg.reader.postmodifiers) and the place rules
(fallback_pcfg.reader.places) use them.
"""

from __future__ import annotations

from dataclasses import replace

from fallback_pcfg.reader.describing import SIDED_THINGS, side_named
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Relation, Thing
from fallback_pcfg.reader.side_words import SideWords

#: Words that say a side in a frame that cannot be mistaken: the viewer's and the robot's side of the board.
FRAMED = frozenset({"far", "near", "robot", "robot's", "my", "your", "our", "away", "me", "you", "us", "closest",
                    "nearest", "facing", "farthest", "furthest", "closer", "nearer", "farther", "further", "left",
                    "right", "beyond", "past"})
#: Relations a side said after them may make precise ("next to X, on its left"; "before X, on my side").
SIDED = frozenset({"adjacent", "nearest", "front", "backward", "forward"})
#: Words of a relation whose side depends on where one looks from, and that side seen from the robot's side.
LOOKING = frozenset({"behind", "front", "before"})
SEEN = {"front": "backward", "backward": "front"}


#: What reading "behind X" as X's far side, as a viewer at the robot's side of the board sees it, costs more.
SEEN_BEHIND = 0.3


def seen_behind(relation: Relation, phrase: str) -> Relation | None:
    """"behind X" (no count) said as seen from the robot's side of the board: X's far side (None: not so said)."""
    if relation.name == "backward" and relation.count is None and "behind" in phrase.split():
        return Relation("front", relation.landmark)
    return None


def framed(phrase: str) -> bool:
    """Whether a side phrase names its side in a frame that cannot be mistaken ("on the far side", "to its
    left", "on my side"), not in words that depend on the viewer ("behind it", "on the back side")."""
    return bool(FRAMED & set(phrase.split()))


class Sides(SideWords):
    """The side rules over one command's words."""

    def sided(self, p: Parse, sure: bool = False) -> list[Parse]:
        """A place or description relation (`p`) with the side of its landmark said after it: "next to X, on
        its left" (the side says which square), "just before X, on our side" (the side says which way
        "before" looks), "on the far side of X, right behind it" ("behind" said as seen from the robot),
        "one field behind the tower, farther from me" (a counted move too). `sure`: the relation's own
        words cannot be mistaken ("past X", "on the far side of X"); a side that cannot be mistaken either
        and says the other side makes no place."""
        relation: Relation = p.value
        if relation.name not in SIDED or relation.landmark is None:
            return []
        way = "front" if relation.name == "forward" else relation.name
        found = []
        for side, side_sure in self._sides_after(p):
            name = side.value.name
            if way in ("adjacent", "nearest"):
                found.append(side)
            elif name not in ("front", "backward") or name != way and sure and side_sure:
                continue
            elif name == way or side_sure and not sure:  # "just before X, on our side": the side says which
                counted = relation.count is not None and relation.count > 1 or relation.name == "forward"
                value = replace(side.value, name="forward" if counted and name == "front" else name,
                                count=relation.count if counted else 1 if name == "backward" else None)
                found.append(Parse(side.end, value, side.cost - 0.15, side.skipped))
            else:  # the viewer's "behind it" after "on the far side of X": the same side, seen from the robot
                found.append(Parse(side.end, relation, side.cost - 0.15, side.skipped))
        return found

    def seen(self, p: Parse, phrase: str) -> list[Parse]:
        """"behind the gray cube, when you look from the robot side", "in front of X from my point of view": a
        side said as seen from where the viewer stands (the robot's side of the board): behind a shape is its
        far side, in front of it the side toward the robot."""
        relation: Relation = p.value
        if not LOOKING & set(phrase.split()) or relation.name not in SEEN or relation.landmark is None:
            return []
        name = SEEN[relation.name]
        return [Parse(view.end, Relation(name, relation.landmark, count=1 if name == "backward" else None),
                      p.cost + cost - 0.1, p.skipped + skipped)
                for start, cost, skipped in self.fillers(p.end, 1) for view in self.items(start, "viewpoint")]

    def aside(self, j: int) -> list[tuple[str, Parse]]:
        """"directly behind (robot side of) the red cube", "one square in front (far side) of the tower": a side
        said in brackets between a relation and its landmark, in the writer's own frame, which says the side
        meant: (that side, the landmark) for each reading of the landmark."""
        found: list[tuple[str, Parse]] = []
        for side in self.items(j, "side") if j in self.w.commas else []:
            end = side.end
            if self.word(end) in ("of", "from") and (end + 1 in self.w.commas or end in self.w.commas):
                end += 1  # "(robot side of) the red cube", "(far side) of the tower"
            elif end not in self.w.commas:
                continue
            found += [(side_named(side.phrase), Parse(p.end, p.value, p.cost + 0.05, p.skipped)) for p in self.np(end)]
        return found

    def side_of(self, item: Item) -> list[Parse]:
        """"on robot side from the red cube", "on far side of it": a side phrase and the shape whose side it is,
        after "of" or (learner usage) "from", as a relation."""
        if item.kind != "side" or self.word(item.end) not in ("of", "from"):
            return []
        side = side_named(item.phrase)
        return [Parse(p.end, Relation(side, p.value, count=1 if side == "backward" else None), p.cost + 0.05,
                      p.skipped) for p in self.np(item.end + 1) if p.value.type in SIDED_THINGS]

    def _sides_after(self, p: Parse) -> list[tuple[Parse, bool]]:
        """The sides of `p`'s landmark said after it, each with whether its words cannot be mistaken."""
        landmark = p.value.landmark
        found: list[tuple[Parse, bool]] = []

        def add(end: int, side: str, cost: float, skipped: tuple, sure: bool, also: tuple = ()) -> None:
            for again in [Parse(end, (), 0.0)] + self._side_again(end, side, landmark):
                found.append((Parse(again.end, Relation(side, landmark, count=1 if side == "backward" else None,
                                                        also=also + again.value),
                                    p.cost + cost + again.cost, p.skipped + skipped + again.skipped), sure))

        starts = self.fillers(p.end, 2) + [  # "touching it on the far side": the side of the shape it touches
            (start, 0.05 + cost, skipped) for touch in self.items(p.end, "confirm") for start, cost, skipped in
            self.fillers(touch.end, 1)]
        for start, cost, skipped in starts:
            for item in self.items(start, "side"):  # "on its right side", "on the far side", "behind it"
                add(item.end, side_named(item.phrase), cost, skipped, framed(item.phrase))
            for end, side in self._its_side(start):  # "at its right", "to its far side"
                add(end, side, cost + 0.05, skipped, framed(self._words(start, end)))
            for end, side in self._side_of_same(start, landmark):  # "..., on the right-hand side of the stack"
                add(end, side, cost + 0.05, skipped, side in ("left", "right"))
            for end, side, owner in self._owner_side(start):  # "on that tower's right side": the board checks
                add(end, side, cost + owner.cost, skipped + owner.skipped, framed(self._words(owner.end, end)),
                    (Relation(side, owner.value, count=1 if side == "backward" else None),))
            # "on the side near (to) the robot", "on my side", "closer to you"
            ones = [k for k in (self._one_square(start),) if k is not None]
            for end, side in self._named_side(start) + [s for k in [start] + ones for s in self._way_from_you(k)]:
                # ("just behind X, one square farther from you": the square beside it, said again)
                add(end, side, cost + 0.05, skipped, True)
        for start, cost, skipped in self.fillers(p.end, 3):  # "next to X, on the left", "..., in front"
            for item in self.items(start, "relation", "indicator"):
                side = {"left": "left", "right": "right", "front": "front", "forward": "front",
                        "backward": "backward", "back": "backward"}.get(item.value)
                if side is not None:
                    end = item.end + (self.word(item.end) in ("side", "hand", "end"))
                    add(end, side, cost + 0.05, skipped, side in ("left", "right"))
        return found

    def _way_from_you(self, i: int) -> list[tuple[int, str]]:
        """"closer to you", "farther away from me": (end, side) for the robot's side (backward) or the far side."""
        return [(i.end, "backward") for i in self.items(i, "near-you")] + [
            (i.end, "front") for i in self.items(i, "far-from-you")]

    def _one_square(self, i: int) -> int | None:
        """Past "one square" ("a field", "1 space") said at `i` (None: not said)."""
        ones = [c.end for c in self.items(i, "cardinal") if c.value == "1"] + ([i + 1] if self.word(i) in ("a", "an")
                                                                            else [])
        return next((end + 1 for end in ones if self.items(end, "unit")), None)

    def _side_again(self, end: int, side: str, landmark: Thing | None) -> list[Parse]:
        """Words after a side that say it again ("on its far side away from you", "on the far side from the
        robot") or say which way it looks ("on its far side, toward the white pyramid": the square lies
        between the landmark and that shape, which the board checks): each as the places it adds."""
        found = []
        if side in ("front", "backward"):
            found += [Parse(i.end, (), 0.0) for i in self.items(end, "far-from-you" if side == "front" else "near-you")]
        if side in ("front", "backward") and self.word(end) == "from":  # "the far side from the robot"
            found += [Parse(end + 2, (), 0.0)] if self.word(end + 1) in ("you", "me", "us") else [
                Parse(p.end, (), p.cost, p.skipped) for p in self.np(end + 1) if p.value.type == "robot"]
        for again in self.items(end, "again") if side in ("front", "backward") else []:
            # "on the back side of it, so the side more near to you": the side said again, another way
            k = again.end + (self.word(again.end) in ("the", "its")) + (self.word(again.end + 1) == "side")
            k += self.word(k) == "side"
            found += [Parse(i.end, (), 0.05) for i in self.items(k, "far-from-you" if side == "front" else "near-you")]
        for start, cost, skipped in self.fillers(end, 1):
            for toward in self.items(start, "to") if landmark is not None and self.word(start) in (
                    "toward", "towards") else []:
                found += [Parse(p.end, (Relation("between", landmark, other=p.value),), cost + p.cost,
                                skipped + p.skipped) for p in self.np(toward.end) if p.value.type in SIDED_THINGS]
        return found
