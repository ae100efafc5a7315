"""Scene-setting: sentences that describe the board around a command, as visitors and teachers write them.

    Put the cyan pyramid down on the floor. It goes on the square just on your side of the red stack.
    Set the gray block down. That one belongs right beside the stack with the red pyramid.

A sentence after a command that puts a shape down may say where the shape goes, with the shape as its
subject ("It goes ...", "It should go ...", "This one belongs ...", "The cube needs to be ..."): the place
said again, as "It is the fourth square from the back." says it (fallback_pcfg.reader.afterthoughts).
"""

from __future__ import annotations

from fallback_pcfg.reader.afterthoughts import Afterthoughts, placed_again
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.topics import placed_there

#: Words that stand for the shape put down as the subject of a sentence that says where it goes.
SUBJECTS = frozenset({"it", "that", "this"})
#: How many places said again are offered to the command before (the cheapest that fits it is taken).
PLACES_AGAIN = 4


class Scenes(Afterthoughts):
    """The rules of sentences that set the scene around a command."""

    def placed_after(self, a: int, b: int, before: list[Parse]) -> list[Parse]:
        """The readings of the command before with the place a sentence after it says again ("Set it down right
        here: 2nd row from the front, ...", "It goes just left of X"): of the places it may say, the cheapest
        that fits each reading (a bare "the one" there is not the shape put down); none when it says none."""
        again = self.places_again(a, b)
        ones = any(self.items(k, "one") and self.word(k - 1) in ("the", "that", "this") for k in range(a, b))
        goes = self._goes(a) is not None
        found = []
        for reading in before:
            counted = self._again_from(a, b, reading.value)  # (counted from a diagonal's landmark said before)
            for place in [counted] if counted is not None else again:
                acts = placed_again(reading.value, place.value, ones, goes)
                if acts is not None:
                    found.append(Parse(reading.end, acts, reading.cost + place.cost, reading.skipped + place.skipped))
                    break
        return found

    def places_again(self, a: int, b: int) -> list[Parse]:
        """The places a sentence after a command says again, cheapest first: a square said alone ("It is the
        fourth square from the back.") or where the shape put down goes ("It goes on the square just on your
        side of X", "This one should go right beside X"): a "one" there may be read more ways than one."""
        said = self._place_again(a, b)
        start = self._goes(a)
        places = [p for p in self.place(start) if p.end == b] if start is not None else []
        places = sorted(places + ([said] if said is not None else []), key=lambda p: p.cost)
        return places[:PLACES_AGAIN]

    def _goes(self, a: int) -> int | None:
        """Where the place starts after the subject and the verb of a sentence that says where a shape goes
        ("it goes", "that one should go", "the cube belongs"); None when the sentence starts no such way."""
        k = a + (self.word(a) in ("and", "so", "now", "then"))
        starts = [k + 1 + (self.word(k + 1) == "one")] if self.word(k) in SUBJECTS else []
        starts += [p.end for p in self.np(k) if p.value.type in ("cube", "prism", "shape", "one")
                   and not p.value.relations and not p.value.checks]  # "The gray cube goes ...": said again alone
        for start in starts:
            for item in self.items(start, "go"):
                return item.end
        return None


def looked_there(readings: list[Parse], looked: Parse) -> list[Parse]:
    """The readings of a command with the part of the board a sentence before told to look at ("Look near the
    far left of the board. Pick up the single blue cube ...") said of its first shape; none where it fits none."""
    found = []
    for reading in readings:
        placed = placed_there(reading.value, looked.value)
        if placed is not None:
            found.append(Parse(reading.end, placed, reading.cost + looked.cost, reading.skipped + looked.skipped))
    return found
