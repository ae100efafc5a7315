"""Places: where a shape goes, as the command reader reads it.

    on/next to/left of/behind ... Y | in the far left corner | two squares closer to you
    | three squares left of Y | between Y and Z | on the square just past Y
    | next to Y on its right side | just before Y, on the side near the robot
    | one square back, onto the blue cube in the corner (a place said twice: the board checks both)
    | ..., so it ends up right beside Y (a result that says the place again)
    | two to the left | all the way to the right | as far left as it can go | up one
    | three squares in the direction of the robot | two squares on the other side of Y (toward the back)
    | on the left edge, four squares up from the back | to the edge on the right | to the front left

The place rules build on the noun phrases, their descriptions, the sides of a
landmark, the results said after a place, the other side of a landmark and the start of a row
(fallback_pcfg.reader.phrases, .postmodifiers, .sides, .results, .across, .ends); the clause rules
(fallback_pcfg.reader.commands) build on them.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import DIRECTIONS, SIDED_THINGS, SQUARES, line_mark
from fallback_pcfg.reader.enclosures import DESCRIBING, inside
from fallback_pcfg.reader.geometry import also_all, edge_square, halfway, inward, on_board, said_again
from fallback_pcfg.reader.learner import MEASURING
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Relation, Thing
from fallback_pcfg.reader.members import past_end
from fallback_pcfg.reader.notation import NOTED_PLACES
from fallback_pcfg.reader.places_after import PlacesAfter
from fallback_pcfg.reader.results import PLACING
from fallback_pcfg.reader.rules import INTENSIFIERS
from fallback_pcfg.reader.sides import SEEN_BEHIND, framed, seen_behind
from fallback_pcfg.reader.slips import at_distance

#: Relations of a square beside a landmark.
SIDE_RELATIONS = frozenset({"left", "right", "front", "backward"})
#: Words that say where a thing is: a place after them describes it ("take X, it is left of Y").
COPULAS = frozenset({"is", "are", "was", "were"})


class Places(PlacesAfter):
    """The place rules over one command's words."""

    # --- places -----------------------------------------------------------------------------

    def place(self, i: int) -> list[Parse]:
        """Where a shape goes, from `i`."""
        return self.memo(("place", i), lambda: self._place(i))

    def _place(self, i: int) -> list[Parse]:
        found: list[Parse] = []
        if i in self.w.arrows or self.noted_place(i):  # "yellow cube -> front-left corner": the arrow says where it
            for p in self.np(i):  # goes ("Yellow cube: front-left corner": a part of the board after a heading)
                found += self._into(p) if i in self.w.arrows or p.value.type in NOTED_PLACES else []
        for start, cost, skipped in self.fillers(i, 3):
            if self._describes(skipped):
                continue
            for item in self.items(start):
                for p in self._place_item(item):
                    found.append(Parse(p.end, p.value, p.cost + cost, skipped + p.skipped))
        found += self._other_side(i) + self._row_start(i) + self._inside(i) + self.line_places(i) + self.spaced(i)
        found += self.meeting_place(i)  # "in the corner where the two rows meet"
        found += self.line_first(i)  # "in that same row two squares past the right red cube"
        found += self.diagonal_steps(i, unsaid=True)  # "front-left of X", "just beyond and to the left of X"
        found += [Parse(p.end, Relation("within", Thing("tile", checks=inward(p.value))), p.cost, p.skipped)
                  for p in self.diagonal_inward(i)]  # "one square diagonally in from X"
        # "on the floor two squares left of X": the other place says which square; the board checks
        # that it is on the floor
        extended = []
        for parse in found:
            extended += [parse] + at_distance(self, parse)  # "left of X, at a distance of two squares"
            if on_board(parse.value):
                for more in self.place(parse.end):
                    if not on_board(more.value):
                        extended.append(Parse(more.end, said_again(more.value, parse.value),
                                              parse.cost + more.cost - 0.05, parse.skipped + more.skipped))
        return extended

    def _place_item(self, item: Item) -> list[Parse]:
        found: list[Parse] = []
        if item.kind == "relation" and item.value in PLACING | {"adjacent", "nearest"}:
            for p in self.relation(item):
                relation = edge_square(p.value)
                p = Parse(p.end, relation, p.cost - (DESCRIBING if inside(relation) else 0.0), p.skipped)
                if relation.name in SIDE_RELATIONS and relation.landmark is not None and relation.landmark.type in (
                        "edge", "region", "board"):
                    continue  # no square is "right of" an edge: "slide it right to the edge" goes to it
                if relation.name == "within" and past_end(relation.landmark) is not None:
                    continue  # "at the right end of the row" is beyond it (see below), not in a shape
                found += self.seen(p, item.phrase)  # "behind X, when you look from the robot side": its far side
                far = seen_behind(relation, item.phrase)  # or behind it as seen from the robot's side: its far side
                if relation.name == "backward" and relation.count is None:  # "behind X": the square behind it
                    p = Parse(p.end, Relation("backward", relation.landmark, count=1), p.cost, p.skipped)
                if far is not None:
                    found.append(Parse(p.end, far, p.cost + SEEN_BEHIND, p.skipped))
                # "next to X on its right side", "just before X, on the side near the robot": the side says which
                found += self.sided(p, framed(item.phrase))
                if relation.name in ("adjacent", "nearest"):
                    found += self._counted_from(p)
                    if relation.name == "adjacent":  # "next to the green cube": the board knows which side is free
                        found.append(Parse(p.end, relation, p.cost + 0.3, p.skipped))
                    elif relation.landmark is not None and relation.landmark.type == "corner":  # "near the corner"
                        found.append(Parse(p.end, Relation("within", relation.landmark), p.cost + 0.3, p.skipped))
                else:  # "just before the yellow cube, on the side near the robot": the side says which
                    beyond = past_end(relation.landmark) if relation.name == "front" and relation.landmark else None
                    if beyond is not None and item.phrase.split()[-1] in ("past", "beyond", "after"):
                        p = Parse(p.end, beyond, p.cost, p.skipped)  # "past the right end of the row": further right
                    found.append(p)
        found += self.side_of(item)  # "directly on robot side from the red cube"
        if item.kind == "relation" and item.value == "adjacent":  # "up against the left side of the red cube"
            found += self.face_touched(item)
        if item.kind in ("to", "at") or item.phrase in ("on", "onto"):  # "to the blue cube's left"
            found += self.side_of_shape(item.start)
        if item.kind in ("gridline", "gridline+"):  # "put it second row from the front, third from the left"
            for p in self.np(item.start):
                found += self._into(p)
        if item.kind in ("to", "in", "at") or item.phrase in ("on", "onto", "in", "into"):
            for p in self.np(item.end):
                found += self._into(p)
                beyond = past_end(p.value) if item.kind in ("to", "at") else None
                if beyond is not None:  # "put it at the right end of the row": it makes the row longer
                    found.append(Parse(p.end, beyond, p.cost, p.skipped))
            found += [p for side in self.items(item.end, "side") for p in self.side_of(side)]  # "to the far side of X"
            for k in self._square_said(item.end):  # "to the square that's one closer to me and one to the left"
                found += [Parse(p.end, p.value, p.cost + 0.05, p.skipped) for p in self.place(k) if p.value.count]
        if item.kind == "diagonal":  # "..., diagonal from the green cube": no square by itself (see said_again)
            j = item.end + (self.word(item.end) in ("from", "to", "of"))
            for p in self.np(j) if j < len(self.w) else []:  # (or by itself: a floor square, the board decides)
                found += [Parse(p.end, Relation("diagonal", p.value), p.cost + 0.05, p.skipped), Parse(
                    p.end, Relation("above", Thing("board"), also=(Relation("diagonal", p.value),)), p.cost + 0.15,
                    p.skipped)] + [Parse(q.end, q.value, p.cost + q.cost, p.skipped + q.skipped) for q in self.corner_after(
                        p.end, p.value)] if p.value.type in SIDED_THINGS else []  # ("..., back left": that corner)
            found += self.diagonal_steps(item.end) + self.diagonal_around(item.end)  # "diagonally back-left of
            # X", "diagonally behind X on the left": that corner square
        if item.kind == "midway":  # "halfway between X and Y": the middle square of the line between them
            found += [Parse(p.end, halfway(p.value), p.cost, p.skipped) for p in self.midway(item)]
        if item.kind == "aligned":  # "in the same row as the green stack": no square by itself (see said_again)
            found += [Parse(p.end, Relation("aligned", line_mark(p.value)), p.cost + 0.05, p.skipped)
                      for p in self.np(item.end)] + [Parse(p.end, Relation("aligned", p.value[0], also=(Relation(
                          "aligned", p.value[1]),)), p.cost + 0.05, p.skipped) for p in self.aligned_with_both(item.end)]
        for end, side in self._its_side(item.start) if item.kind in ("relation", "to", "at") or item.phrase == "on" \
                else []:  # "to its left": the square beside the thing named before
            found += [Parse(end, Relation(side, it, count=1 if side == "backward" or it is None else None), 0.1)
                      for it in self._its()]
        if item.kind == "all-the-way":  # "all the way to the left", "all the way over to the corner"
            found += self._as_far(item.end) + [Parse(p.end, p.value, p.cost, p.skipped) for p in self.place(item.end)]
        if item.kind == "as-far":  # "as far left as it can go"
            found += [Parse(close.end, edge.value, edge.cost) for edge in self._as_far(item.end)
                      for close in self.items(edge.end, "as-possible")]
        if item.kind == "cardinal":  # "two squares left of X", "one field behind the tower, farther from me"
            found += [side for p in self._measure(item, moving=True) for side in [p] + self.sided(p)]
        if item.phrase in ("a", "an") and self.items(item.end, "unit"):  # "a square over to the left": one
            found += self._measure(Item(item.start, item.end, "cardinal", "1", item.phrase))
        if item.kind == "relation" and item.phrase in MEASURING:  # "shift it by one square back", "on two fields"
            for count in self.items(item.end, "cardinal"):
                found += [Parse(p.end, p.value, p.cost + MEASURING[item.phrase], p.skipped)
                          for p in self._measure(count)]
        if item.kind == "relation" and item.value in DIRECTIONS and item.phrase not in ("above", "below"):
            for count in self._counted(item.end):  # "left two squares"
                found.append(Parse(count.end, Relation(item.value, count=count.value), count.cost + 0.1))
            stressing = item.phrase in INTENSIFIERS and self._relation_at(item.end)  # "right behind X": no move
            if item.phrase not in ("up", "down") and not stressing:  # "move it back", "slide it to the left": one square
                found.append(Parse(item.end, Relation(item.value, count=1), 0.8))
                if self.word(item.end) in ("beside", "adjacent", "alongside", "nextdoor") and not self.np(item.end + 1):
                    # "set it down directly left beside": the square beside where it is
                    found.append(Parse(item.end + 1, Relation(item.value, count=1), 0.3))
            if self.word(item.end) in ("beside", "alongside") and item.phrase.split()[-1] not in ("of", "from"):
                stressed = 0.4 if item.phrase in INTENSIFIERS else 0.1  # ("right beside X, on its left": right by it)
                found += [Parse(p.end, Relation(item.value, p.value), p.cost + stressed, p.skipped) for p in self.np(
                    item.end + 1) if p.value.type in SIDED_THINGS]  # "so it stands left beside the yellow cube"
            found += self._to_the_edge(item)
        return found

    def _square_said(self, i: int) -> list[int]:
        """Where a counted move starts after "the square (that is)" at `i`: the square it names is where to go."""
        if self.word(i) not in ("the", "a") or self.word(i + 1) not in SQUARES:
            return []
        j = i + 2
        j += self.word(j) in ("that's", "thats", "which's")
        j += 2 * (self.word(j) in ("that", "which") and self.word(j + 1) in ("is", "'s"))
        return [j] if self.items(j, "cardinal") else []

    def _into(self, p: Parse) -> list[Parse]:
        """"to/in/into/on X": a corner, the board, a shape, or a square described by where it is."""
        thing: Thing = p.value
        if thing.type == "corner":
            return [Parse(p.end, Relation("within", thing), p.cost, p.skipped)]
        if thing.type in ("board", "edge"):  # "to the left edge": the square of it in the shape's row or column
            found = [Parse(p.end, edge_square(Relation("above", thing)), p.cost + 0.1, p.skipped)]
            if thing.noun == "side" and thing.indicators:  # "to the far side, right next to X": that half of the board
                half = Thing("region", indicators=thing.indicators[:1])
                found.append(Parse(p.end, Relation("nearest", half), p.cost + 0.25, p.skipped))
            return found
        if thing.type == "region" and len(thing.indicators) == 2 and not thing.relations and {"front", "back"} & set(
                thing.indicators) and {"left", "right"} & set(thing.indicators):  # "to the front left": that corner
            corner = Thing("corner", indicators=sorted(thing.indicators, key=lambda i: i not in ("front", "back")))
            return [Parse(p.end, Relation("within", corner), p.cost + 0.1, p.skipped)]
        if thing.type in ("tile", "gap", "region", ""):
            if thing.colours:  # "the red 2 squares in front of it", "the single red": a shape, not a square
                return []
            # "the empty square in front of X": the square that relation names; what else is said of it, the
            # board checks; "two squares in front of X" is a measure
            order = ("between", "left", "right", "front", "backward", "above")
            placing = sorted((r for r in thing.relations if r.name in PLACING and r.landmark is not None
                              and r.landmark.type not in ("region", "edge", "board")),
                             key=lambda r: order.index(r.name) if r.name in order else len(order))
            found = []
            for r in placing[:1]:
                if thing.plural and thing.count and r.count is None and r.name in DIRECTIONS | {"front"}:
                    r = Relation("forward" if r.name == "front" else r.name, r.landmark, count=thing.count)
                elif r.name == "backward" and r.count is None:
                    r = Relation("backward", r.landmark, count=1)
                r = also_all(r, [o for o in thing.relations if o is not placing[0]])
                found.append(Parse(p.end, r, p.cost + 0.1, p.skipped))
            for r in thing.relations:  # "the square just before X, on our side": the side says which square
                for side in self.sided(Parse(p.end, r, p.cost + 0.1, p.skipped)) if r.landmark is not None and \
                        r.landmark.type in SIDED_THINGS else []:
                    found.append(Parse(side.end, also_all(side.value, [o for o in thing.relations if o is not r]),
                                       side.cost, side.skipped))
            if thing.type == "tile" and (thing.relations or thing.checks):  # "the gap in the back row next to X"
                found.append(Parse(p.end, Relation("within", thing), p.cost + 0.2, p.skipped))
            return found
        if thing.type in ("cube", "stack", "shape", "one"):
            return [Parse(p.end, Relation("above", thing), p.cost + 0.2, p.skipped)]
        return []

    def _describes(self, skipped) -> bool:
        """Whether words left out before a place make it say where a thing is, not where it goes ("take the
        fourth cube, it is directly left of X"); "this is" after a place says the square again."""
        return any(self.word(k) == "it's" or self.word(k) in COPULAS and self.word(k - 1) in ("it", "they")
                   for k in skipped)
