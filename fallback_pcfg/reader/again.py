"""Places said again, or a line said before them: "-> floor, left edge, one square robot-side of X" (a bare edge or
square after a comma), "..., there is only one empty place", "into the one empty spot on the board the gap in the red
cubes" (no comma, said aloud), "one square farther away, toward the yellow blocks", "in that same row two squares past
the right red cube" (along the row, beyond it).

A mixin of `fallback_pcfg.reader.places.Places`: it reads with the place rules there (`place`, `np`, `_into`).
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SQUARES
from fallback_pcfg.reader.geometry import said_again
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Relation

#: The moves a line said again fits: "two squares left, same row", "one back, same column".
LINE_MOVES = {"row": ("left", "right"), "column": ("forward", "backward"),
              "line": ("left", "right", "forward", "backward")}
#: Nouns of an empty square that may say a place again with no comma before them ("... the gap in the red cubes").
GAP_WORDS = frozenset({"gap", "hole", "empty spot", "empty square", "spot", "opening"})
#: Things a move may head toward, said again after its count ("one square back, toward the yellow blocks").
LANDMARK_SHAPES = frozenset({"cube", "prism", "shape", "stack", "cube-group"})


def past_along(place: Relation, line: tuple[str, ...]) -> list[Relation]:
    """"two squares past the right red cube, in the same row": that many squares on along the line, beyond the shape
    (which stands between where the moving shape was and where it goes), each way of the line in turn."""
    mark = place.landmark
    if place.name not in ("front", "forward") or place.count is None or place.also or mark is None or mark.type not in (
            "cube", "prism", "shape", "stack"):
        return []
    return [Relation(way, mark, count=place.count, also=(Relation("past", mark),)) for way in line]


class PlacesAgain:
    """The rules of a place said again in few words, or of a line said before a place (mixed into the place rules)."""

    def line_first(self, i: int) -> list[Parse]:
        """A counted place after "in the same row" ("set it down in that same row two squares past the right-hand
        red block", "in the same row, two squares right of X"): along that line."""
        found = []
        for said in self.items(i, "same-line"):
            line = LINE_MOVES.get(said.phrase.split()[-1], ())
            for start, cost, skipped in self.fillers(said.end, 1):
                for p in self.place(start):
                    ways = past_along(p.value, line) or ([p.value] if p.value.name in line and p.value.count else [])
                    found += [Parse(p.end, way, p.cost + cost + 0.05, skipped + p.skipped) for way in ways]
        return found

    def toward_again(self, place: Parse, start: int, cost: float, skipped: tuple) -> list[tuple[Parse, Relation]]:
        """"one square farther away, toward the yellow blocks": a counted place said again as heading for shapes (in
        line with them, nearer), each with the relation said last."""
        if place.value.count is None:
            return []
        return [(Parse(mark.end, said_again(place.value, Relation("toward", mark.value)), place.cost + cost + mark.cost
                       + 0.05, place.skipped + skipped + mark.skipped), place.value)
                for to in self.items(start, "to", "direction") if to.phrase in ("toward", "towards") or to.kind ==
                "direction" and to.phrase.endswith(" of")  # ("in the direction of the blue row")
                for mark in self.np(to.end) if mark.value.type in LANDMARK_SHAPES]

    def bare_again(self, start: int, skipped: tuple) -> list[Parse]:
        """A place said again by a noun phrase alone: after a comma a square, the board, a corner or an edge ("->
        floor, square directly in front of the red cube", "-> floor, left edge, ..."), or "there is only one empty
        place"; with no comma, "the gap ..." said aloud ("into the one empty spot on the board the gap in the red
        cubes"; "..., leave a gap" says no place)."""
        again: list[Parse] = []
        if start in self.w.commas:
            for p in self.np(start):
                if (p.value.type in ("tile", "board", "corner") or p.value.noun in SQUARES) and p.value.ordinal is None:
                    again += self._into(p)
                elif p.value.type == "edge" and p.value.indicators:  # "-> floor, left edge, one square ...": on it
                    again.append(Parse(p.end, Relation("above", p.value), p.cost + 0.05, p.skipped))
            told = start + 2 * (self.word(start) == "there" and self.word(start + 1) == "is") + (
                self.word(start) in ("there's", "theres"))
            told += told > start and self.word(told) in ("only", "just")  # "..., there is only one empty place"
            again += [q for p in self.np(told) if told > start and p.value.type == "tile" for q in self._into(p)]
        elif not skipped and self.word(start) == "the":
            again += [q for p in self.np(start) if p.value.type == "tile" and p.value.noun in GAP_WORDS and
                      p.value.ordinal is None for q in self._into(p)]
        return again


__all__ = ["PlacesAgain", "LINE_MOVES", "past_along"]
