"""A place said again another way: "two squares left, to the edge", "one square back, onto the blue cube in the
corner", "on the back edge, fifth square from the left", "three squares left, same row", "one square past the
tower, on the far side": the first says where, the board checks that the second names the same square.

A rule layer of the command reader (fallback_pcfg.reader.rules) over the moves (fallback_pcfg.reader.moves): the
place rules (fallback_pcfg.reader.places) read places after a verb with it.
"""

from __future__ import annotations

from contextlib import nullcontext

from fallback_pcfg.reader.again import LINE_MOVES, past_along
from fallback_pcfg.reader.describing import SIDES, SQUARES, counted_line, edge_way, side_named
from fallback_pcfg.reader.enclosures import counted_inside, inside
from fallback_pcfg.reader.geometry import its_mark, restates, said_again, vague
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.moves import Moves


class Restatements(Moves):
    """The rules of a place said again after another."""

    def _also(self, place: Parse, depth: int = 0, last: Relation | None = None) -> list[Parse]:
        """A place said again another way: "two squares left, to the edge", "one square back, onto the
        blue cube in the corner", "to the far edge, right beside the green stack on its right side".
        The first says where; the board checks that the second names the same square. Places that
        name no square by themselves may come one after another: "on the left edge, in the same row as
        the green stack, three squares to its left" ("its": the landmark of the place before)."""
        found: list[tuple[Parse, Relation]] = []
        mark = its_mark(last or place.value)
        with self.mentioning(mark) if mark is not None else nullcontext():  # (else "its" is what it was)
            restated = [(item.end, 0.0, ()) for start, _, _ in self.fillers(place.end, 1)
                        for item in self.items(start, "restate")]  # "behind it, I mean on the robot side of it"
            for start, cost, skipped in self.fillers(place.end, 2) + restated:
                if not self._describes(skipped):
                    found += self._again(place, start, cost, skipped)
        more = [parse for parse, _ in found]
        if depth < 1:
            more += [again for parse, said in found if vague(parse.value) or parse.value is place.value or vague(
                place.value) or self._line_said(parse.end)
                     for again in self._also(parse, depth + 1, said)]  # (or after "same row": the move again)
        return more

    def _line_said(self, i: int) -> bool:
        """Whether "(in the) same row/column" follows at `i`: "onto the green stack 3 squares forward in the same
        column" says the move again."""
        return any(self.items(start, "same-line") for start, _, _ in self.fillers(i, 1))

    def _again(self, place: Parse, start: int, cost: float, skipped: tuple) -> list[tuple[Parse, Relation]]:
        """The place said again from `start`, each with the relation said last."""
        found = []
        for way in self.heading_to(start):  # "two squares forward, in the direction of the front"
            if way.value == place.value.name and place.value.count:
                found.append((Parse(way.end, place.value, place.cost + cost + way.cost, place.skipped + skipped +
                                    way.skipped), place.value))
        if start in self.w.commas and place.value.count and place.value.landmark is None:
            # "two squares toward the back (robot side)", "(the back)": the way said again
            ways = [Parse(i.end, i.phrase, 0.0) for i in self.items(start, "side") if self.word(i.end) != "of"
                    and side_named(i.phrase) == place.value.name] + [
                side for side in self.np(start) if side.value.type in ("region", "edge") and not side.value.relations
                and [SIDES.get(i) for i in side.value.indicators] == [place.value.name]]
            found += [(Parse(way.end, place.value, place.cost + cost + way.cost, place.skipped + skipped + way.skipped),
                       place.value) for way in ways]
        found += self.toward_again(place, start, cost, skipped)  # "one square farther away, toward the yellow blocks"
        for said in self.items(start, "same-line"):  # "three squares left, same row": it says the move again;
            # "to the left edge, same row": straight there, the way a move to an edge goes
            line = LINE_MOVES.get(said.phrase.split()[-1], ())  # ("in a straight line past X": in line with X)
            if any(way.name in line and way.count is not None for way in (place.value,) + place.value.also) or \
                    edge_way(place.value) in line and "straight" not in said.phrase:  # (or "onto X 3 squares forward")
                found.append((Parse(said.end, place.value, place.cost + cost, place.skipped + skipped), place.value))
            found += [(Parse(said.end, along, place.cost + cost + 0.05, place.skipped + skipped), along)
                      for along in past_along(place.value, line)]
        edge = place.value.landmark if place.value.name == "above" and place.value.count is None else None
        if edge is not None and edge.type == "edge" and edge.indicators:
            for p in self._counted_squares(start, edge):  # "on the back edge, fifth square from the left": that square
                tile = Thing("tile", relations=[place.value], checks=[p.value])
                found.append((Parse(p.end, Relation("above", tile), place.cost + cost + p.cost,
                                    place.skipped + skipped + p.skipped), place.value))
        mark = place.value.landmark
        if mark is not None and mark.type in ("cube", "prism", "shape", "stack", "one") and not any(
                r.name == "opposite" for r in place.value.also) and not self.word(place.end - 1).endswith("'s"):
            # (the other side of X, said: _other_side; "on the blue cube's far side": a possessive, sides.py)
            for item in self.items(start, "side"):  # "one square past the tower, on the far side": its far side
                if self.word(item.end) != "of":
                    side = side_named(item.phrase)
                    its = Relation(side, mark, count=1 if side == "backward" else None)
                    found.append((Parse(item.end, said_again(place.value, its), place.cost + cost - 0.1,
                                        place.skipped + skipped), its))
        again = list(self.place(start)) + self.bare_again(start, skipped)  # ("-> floor, left edge, ...")
        for more in again:
            if restates(place.value, more.value):  # "right behind the blue one, one square toward the back"
                found.append((Parse(more.end, place.value, place.cost + cost + more.cost, place.skipped + skipped +
                                    more.skipped), place.value))
                continue
            unsure = vague(more.value)
            # ("inside the red wall, third square from the back": counted from the wall, the other names the square)
            said = counted_inside(more.value, place.value) if inside(place.value) else more.value
            # ("in the far right corner, inside the walls": a corner of the inside)
            here = counted_inside(place.value, more.value) if inside(more.value) else place.value
            if not vague(place.value) or unsure:  # "on the floor", "on the left edge" say no square: the other does
                first, second = (said, place.value) if inside(place.value) else (here, more.value)
                found.append((Parse(more.end, said_again(first, second), place.cost + cost + more.cost + 0.05,
                                    place.skipped + skipped + more.skipped), more.value))
            counted = more.value.count is not None and vague(place.value)  # "at the left edge, three back"
            if not unsure and (counted or more.value.landmark is not None and more.value.landmark.type not in (
                    "edge", "board", "region")):
                found.append((Parse(more.end, said_again(said, place.value),  # the shape named says where
                                    place.cost + cost + more.cost + 0.06, place.skipped + skipped + more.skipped),
                              more.value))
        return found

    def _counted_squares(self, i: int, edge: Thing | None = None) -> list[Parse]:
        """"(the) fifth square from the left", "on the 4th square from the back": the line of squares
        that many in from that side (a check); along an edge, counted from a corner of it ("on the left edge,
        second square from the front-left corner": from the front)."""
        found = []
        for start in [i] + [item.end for item in self.items(i, "in", "at") + [x for x in self.items(i)
                                                                              if x.phrase == "on"]]:
            for p in self.np(start):
                counted = counted_line(p.value) if p.value.noun in SQUARES else None
                corner = next((c.thing for c in p.value.checks if c.kind == "counted" and c.thing is not None and
                               c.thing.type == "corner"), None)
                if counted is None and corner is not None and edge is not None and p.value.noun in SQUARES:
                    across = [side for side in corner.indicators if side not in edge.indicators]
                    if len(across) == 1 and len(corner.indicators) == 2:
                        counted = next(c for c in p.value.checks if c.kind == "counted")
                        counted = Check("line", Thing("edge", indicators=across), count=counted.count)
                if counted is not None:
                    found.append(Parse(p.end, counted, p.cost, p.skipped))
        return found
