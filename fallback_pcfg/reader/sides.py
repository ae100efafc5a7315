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

from fallback_pcfg.reader.describing import ITS_SIDES, SIDED_THINGS, side_named
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Relation, Thing
from fallback_pcfg.reader.walls import Walls

#: Words that say a side in a frame that cannot be mistaken: the viewer's and the robot's side of the board.
FRAMED = frozenset({"far", "near", "robot", "robot's", "my", "your", "our", "away", "me", "you", "us", "closest",
                    "nearest", "facing", "farthest", "furthest", "closer", "nearer", "farther", "further", "left",
                    "right", "beyond", "past"})
#: Relations a side said after them may make precise ("next to X, on its left"; "before X, on my side").
SIDED = frozenset({"adjacent", "nearest", "front", "backward", "forward"})
#: Words of a relation whose side depends on where one looks from, and that side seen from the robot's side.
LOOKING = frozenset({"behind", "front", "before"})
SEEN = {"front": "backward", "backward": "front"}


#: The sides a relation ending in "of" names ("on the right-hand side of", "on the far side of").
OF_SIDES = frozenset({"left", "right", "front", "backward"})


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


class Sides(Walls):
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
            for end, side in self._named_side(start) + [(i.end, "backward") for i in self.items(start, "near-you")] + [
                    (i.end, "front") for i in self.items(start, "far-from-you")]:
                add(end, side, cost + 0.05, skipped, True)
        for start, cost, skipped in self.fillers(p.end, 3):  # "next to X, on the left", "..., in front"
            for item in self.items(start, "relation", "indicator"):
                side = {"left": "left", "right": "right", "front": "front", "forward": "front",
                        "backward": "backward", "back": "backward"}.get(item.value)
                if side is not None:
                    end = item.end + (self.word(item.end) in ("side", "hand", "end"))
                    add(end, side, cost + 0.05, skipped, side in ("left", "right"))
        return found

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

    def _named_side(self, i: int) -> list[tuple[int, str]]:
        """"on the side near to you", "at the side that is farthest from me", "on the side facing the front", "on
        the side of it closest to me": (end, side) for the robot's side (backward) or the far side (front)."""
        j = i + 1 + (self.word(i + 1) in ("the", "its", "that"))  # (or with no article: "on side near to robot")
        if i in self.w.commas and self.word(i) in ("the", "its") and self.word(i + 1) == "side":
            j = i + 1  # "right next to the blue stack, the side closest to me": the side said alone after a comma
        elif not (self.word(i) in ("on", "at", "to") and self.word(j) == "side"):
            return []
        k = j + 1 + 2 * (self.word(j + 1) == "of" and self.word(j + 2) in ("it", "that", "them"))  # "the side of it"
        return self._side_named_by(k)

    def _side_named_by(self, k: int) -> list[tuple[int, str]]:
        """After "the side": "near to you", "that is farthest from me", "facing the front": (end, side)."""
        if self.word(k) in ("that", "which") and self.items(k + 1, "is"):
            k = self.items(k + 1, "is")[0].end
        found = [(item.end, "backward") for item in self.items(k, "near-you")]
        found += [(item.end, "front") for item in self.items(k, "far-from-you")]
        facing = self.word(k) in ("facing", "faces", "toward", "towards")
        for item in self.items(k, "relation") if not facing else []:
            if item.value in ("nearest", "adjacent"):
                found += self._toward(item.end)
        return found + (self._toward(k + 1) if facing else [])

    def side_of_shape(self, i: int) -> list[Parse]:
        """"on the side of the blue cube away from the robot", "on the side of X facing the front", "to the blue
        cube's left", "on the red cube's far side": a side of a shape, as a place or a description."""
        k = i + (self.word(i) in ("on", "at", "to", "onto"))
        found = [Parse(end, Relation(side, owner.value, count=1 if side == "backward" else None), owner.cost + 0.05,
                       owner.skipped) for end, side, owner in self._owner_side(i)]
        k += self.word(k) == "the"  # (or with no article: "on side of blue cube away from robot")
        if self.word(k) == "side" and self.word(k + 1) == "of" and self.word(
                k + 2) not in ("it", "that", "them"):  # ("on the side of it closest to me": the landmark's, said after it)
            for owner in self.np(k + 2):
                found += [Parse(end, Relation(side, owner.value, count=1 if side == "backward" else None),
                                owner.cost + 0.05, owner.skipped) for end, side in self._side_named_by(owner.end)
                          if owner.value.type in SIDED_THINGS]
        return found

    def _toward(self, i: int) -> list[tuple[int, str]]:
        """The side a landmark of the board names: the robot (or "you", "me") its side, the front or back."""
        found = []
        for mark in self.np(i):
            if mark.value.type == "robot":
                found.append((mark.end, "backward"))
            elif mark.value.type in ("region", "edge") and mark.value.indicators[:1] in (["front"], ["back"]):
                found.append((mark.end, "front" if mark.value.indicators[0] == "front" else "backward"))
        if self.word(i) in ("you", "me", "us"):  # "facing you": the robot's side, where the viewer stands
            found.append((i + 1, "backward"))
        return found

    def _words(self, a: int, b: int) -> str:
        return " ".join(self.w.words[a:b])

    def _its(self) -> list[Thing | None]:
        """What "its" means in a place: the landmark of the place before, the shape taken, or what the
        sentence before named (a shape); none: the moving shape itself."""
        it = self.mentioned or self.taken or next((t for t in self.context[-1:] if t.type in (
            "cube", "prism", "shape", "stack", "one")), None)
        return [it.copy()] if it is not None else [None]

    def _its_side(self, i: int) -> list[tuple[int, str]]:
        """"to its left", "on its far side", "at its right-hand side", "on their right side" (of a stack said as
        its cubes), a learner's "on her right side": (end, side) from `i`."""
        k = i + (self.word(i) in ("to", "on", "at", "onto"))
        side = ITS_SIDES.get(self.word(k + 1)) if self.word(k) in ("its", "their", "her") else None
        if side is None:
            return []
        end = k + 2 + (self.word(k + 2) == "hand")
        return [(end + (self.word(end) == "side"), side)]

    def _side_of_same(self, i: int, landmark: Thing | None) -> list[tuple[int, str]]:
        """"right beside the stack of two blue cubes, on the right-hand side of the stack": a side of the
        landmark said again by its noun, nothing else said of it (end, side) from `i`."""
        if landmark is None:
            return []
        found = []
        for item in self.items(i, "relation"):
            side = item.value if item.value in OF_SIDES and item.phrase.endswith(" of") else None
            for said in self.np(item.end) if side is not None else []:
                t = said.value
                if t.type == landmark.type and set(t.colours) <= set(landmark.colours) and not (
                        t.relations or t.checks or t.indicators or t.ordinal or t.plural):
                    found.append((said.end, side))
        return found

    def _owner_side(self, i: int) -> list[tuple[int, str, Parse]]:
        """"on the green block's right", "to that tower's left side", "at the red cube's far side": (end, side,
        the shape whose side it is) from `i`."""
        k = i + (self.word(i) in ("to", "on", "at", "onto"))
        found = []
        for owner in self.np(k):
            side = ITS_SIDES.get(self.word(owner.end))
            if side is None or not self.word(owner.end - 1).endswith("'s") or owner.value.type not in SIDED_THINGS:
                continue
            end = owner.end + 1 + (self.word(owner.end + 1) == "hand")
            found.append((end + (self.word(end) == "side"), side, owner))
        return found
