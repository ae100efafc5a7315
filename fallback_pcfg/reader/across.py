"""The other side of a landmark, as a place: "to the other side of the green cube", "on the opposite side of
it", "to the yellow cube's other side", "over to its other side", "on the other side, right next to X", "round
to the other side, so it's right in front of X".

A rule layer of the command reader (fallback_pcfg.reader.rules): the place rules
(fallback_pcfg.reader.places) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SIDED_THINGS
from fallback_pcfg.reader.geometry import said_again
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Relation, Thing
from fallback_pcfg.reader.results import Results
from fallback_pcfg.reader.rules import INTENSIFIERS

#: The sides of a shape a side noun said after "the other side of X, ..." names.
SIDE_INDICATORS = {"back": "backward", "front": "front", "left": "left", "right": "right"}
#: Words before a possessive that only say the move goes there ("over to the red cube's other side").
LEADING = ("to", "on", "onto", "at", "over")


class Across(Results):
    """The rules of the other side of a landmark."""

    def _other_side(self, i: int) -> list[Parse]:
        """"to the other side of the green cube": a square beside it, across it from where the shape is
        (the board tells which: each side is read, with a check that the landmark lies between).
        "on the other side, right next to the green cube": the place said next names the landmark."""
        k = self.across_at(i)
        if k is None and self.word(i) in INTENSIFIERS:  # "just the other side of the fence": said without "to"
            k = self.across_at(i + 1)
        found = []
        marks = [(p.end, p.value, p.cost) for p in self.np(k + 1)] if k is not None and self.word(k) == "of" else []
        if k is not None and not marks:
            for start, cost, skipped in self.fillers(k, 1):
                for more in self.place(start):
                    mark = more.value.landmark
                    if mark is not None and mark.type in SIDED_THINGS:
                        found.append(Parse(more.end, said_again(more.value, Relation("opposite", mark)),
                                           more.cost + cost + 0.05, skipped + more.skipped))
            for more in self._result(k):  # "to the other side, so it's right in front of X": X is the landmark
                mark = more.value.landmark
                if mark is not None and mark.type in SIDED_THINGS:
                    found.append(Parse(more.end, said_again(more.value, Relation("opposite", mark)), more.cost + 0.05,
                                       more.skipped))
        for end, mark, cost in marks + self._owners_other_side(i):
            # "... of the blue cube from the green cube": across it from that shape, not from where the shape is
            froms = [(end, Relation("opposite", mark), cost)] + [
                (y.end, Relation("opposite", mark, other=y.value), cost + y.cost) for y in (
                    self.np(end + 1) if self.word(end) == "from" else []) if y.value.type in SIDED_THINGS]
            found += [Parse(y.end, Relation("front", mark), cost + y.cost + 0.1, y.skipped) for y in (
                self.np(end + 1) if self.word(end) == "from" else []) if y.value.type == "robot"]  # "... from me":
            # across it from the robot's side, where the viewer stands too: its far side
            for rank, side in enumerate(("left", "right", "front", "backward")):
                found += [Parse(end_from, Relation(side, mark, count=1 if side == "backward" else None, also=(across,)),
                                cost_from + 0.1 + 0.01 * rank) for end_from, across, cost_from in froms]
            for start, more_cost, skipped in self.fillers(end, 1):
                for aside in self.np(start) if end in self.w.commas or start in self.w.commas else []:
                    said = aside.value  # "to the other side of the yellow one, the back side": that side
                    side = SIDE_INDICATORS.get((said.indicators or [""])[0])
                    if said.noun == "side" and side is not None:
                        found.append(Parse(aside.end, Relation(side, mark, count=1 if side == "backward" else None,
                                                               also=(Relation("opposite", mark),)),
                                           cost + more_cost + aside.cost, skipped + aside.skipped))
        return found

    def _owners_other_side(self, i: int) -> list[tuple[int, Thing, float]]:
        """"(to) the yellow cube's other side", "(over to) its opposite side": the other side said of its
        owner before it, as (end, owner, cost)."""
        k = i
        while self.word(k) in LEADING and k < i + 2:
            k += 1
        found = []
        if self.word(k) == "its" and self._across_word(k + 1):  # "its": the landmark before, the shape taken
            found += [(k + 3, it, 0.05) for it in self._its() if it is not None and it.type in SIDED_THINGS]
        for owner in self.np(k) if self.word(k) != "its" else []:
            if self.word(owner.end - 1).endswith("'s") and owner.value.type in SIDED_THINGS and \
                    self._across_word(owner.end) and not owner.skipped:
                found.append((owner.end + 2, owner.value, owner.cost + 0.05))
        return found

    def _across_word(self, k: int) -> bool:
        """Whether "other side" or "opposite side" starts at `k`."""
        return self.word(k) in ("other", "opposite") and self.word(k + 1) == "side"


__all__ = ["Across"]
