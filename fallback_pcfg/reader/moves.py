"""Moves said by their way and how far: "all the way to the left", "slide it right to the edge", "as far
forward as it goes", "left two squares", "(up) one", "next to the gap, one square closer to you" (counted from the
shape named).

A rule layer of the command reader (fallback_pcfg.reader.rules) under the place rules
(fallback_pcfg.reader.places), which read with it.
"""

from __future__ import annotations

from fallback_pcfg.reader.again import PlacesAgain
from fallback_pcfg.reader.describing import DIRECTIONS, EDGE_NOUNS
from fallback_pcfg.reader.headings import Headings
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Relation, Thing

#: The edge of the board a move goes toward: "all the way left" ends on the left edge.
EDGE_SIDES = {"left": "left", "right": "right", "forward": "front", "front": "front", "backward": "back"}


class Moves(Headings, PlacesAgain):
    """The rules of a move said by its way and how far it goes."""

    def _to_the_edge(self, direction: Item) -> list[Parse]:
        """"slide it right to the edge", "forward to the far edge", "to the right until it hits the edge", "to
        the right as far as it goes": a direction said with no count, then how far: the edge of the board that
        way."""
        found = []
        for edge in self._as_far(direction.start):
            for far in self.items(edge.end, "all-the-way"):
                found.append(Parse(far.end, edge.value, 0.05))
            for start, cost, skipped in self.fillers(edge.end, 1):
                # a place it goes to ("to the edge", "until it hits the edge"), not where it is: in "right
                # at the edge" the "right" stresses
                for p in self.place(start) if self.items(start, "to") else []:
                    mark = p.value.landmark
                    if p.value.name in ("above", "within") and mark is not None and mark.type == "edge" and \
                            mark.indicators in ([], edge.value.landmark.indicators) and not mark.relations:
                        found.append(Parse(p.end, edge.value, cost + p.cost, skipped + p.skipped))
        return found

    def _as_far(self, i: int) -> list[Parse]:
        """"(all the way) to the left", "(as far) forward (as it goes)": a direction said with no count and
        no landmark, as far as the board goes: the edge of the board that way."""
        found = []
        for item in self.items(i, "relation"):
            side = EDGE_SIDES.get(item.value)
            if side is not None and item.phrase.split()[-1] not in ("of", "from", "than", "to") and \
                    self.word(item.end) not in EDGE_NOUNS | {"of", "from", "than"}:
                found.append(Parse(item.end, Relation("above", Thing("edge", indicators=[side], noun="edge")), 0.05))
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

    def _counted(self, i: int) -> list[Parse]:
        """"two squares", "by one square", "(up) one": a count of squares."""
        found = []
        for start, cost, skipped in self.fillers(i + (self.word(i) == "by"), 1):  # "forward by two squares"
            for item in self.items(start, "cardinal"):
                for unit in self.items(item.end, "unit", "type"):
                    if unit.kind == "unit" or unit.value in ("tile", "cube"):
                        found.append(Parse(unit.end, int(item.value), cost, skipped))
                if self._said_last(item.end):  # "move it up one", "left two": squares, the unit unsaid
                    found.append(Parse(item.end, int(item.value), cost + 0.2, skipped))
        return found

    def _said_last(self, i: int) -> bool:
        """Whether a phrase ending at `i` ends its clause: the command's or a sentence's end, a mark, "and"."""
        return i >= len(self.w) or i in self.w.stops or i in self.w.commas or bool(self.items(i, "and", "then"))
