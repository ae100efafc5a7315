"""The words that name a side of a landmark: "to its left", "on their right side", "on the side near to you", "at the
side that is farthest from me", "on the side facing the front", "on the green block's right", "on the right-hand
side of the stack", "on the side of the blue cube away from the robot".

A rule layer of the command reader (fallback_pcfg.reader.rules) over fallback_pcfg.reader.walls: the side rules
(fallback_pcfg.reader.sides) read the sides said after a landmark with it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import ITS_SIDES, SIDED_THINGS
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Relation, Thing
from fallback_pcfg.reader.walls import Walls

#: The sides a relation ending in "of" names ("on the right-hand side of", "on the far side of").
OF_SIDES = frozenset({"left", "right", "front", "backward"})


class SideWords(Walls):
    """The rules of the words that name a side of a landmark."""

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
