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

from contextlib import nullcontext
from dataclasses import replace

from fallback_pcfg.reader.again import LINE_MOVES, PlacesAgain, past_along
from fallback_pcfg.reader.describing import (DIRECTIONS, EDGE_NOUNS, SIDED_THINGS, SIDES, SQUARES, along_line,
                                             counted_line, edge_way, line_mark, side_named)
from fallback_pcfg.reader.enclosures import DESCRIBING, counted_inside, inside
from fallback_pcfg.reader.geometry import (also_all, edge_square, halfway, inward, its_mark, on_board, restates,
                                           said_again, vague)
from fallback_pcfg.reader.headings import Headings
from fallback_pcfg.reader.holding import under_gripper
from fallback_pcfg.reader.learner import MEASURING
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import past_end
from fallback_pcfg.reader.notation import NOTED_PLACES
from fallback_pcfg.reader.results import PLACING
from fallback_pcfg.reader.rules import INTENSIFIERS, cheapest
from fallback_pcfg.reader.sides import SEEN_BEHIND, framed, seen_behind
from fallback_pcfg.reader.slips import at_distance

#: Relations of a square beside a landmark.
SIDE_RELATIONS = frozenset({"left", "right", "front", "backward"})
#: The edge of the board a move goes toward: "all the way left" ends on the left edge.
EDGE_SIDES = {"left": "left", "right": "right", "forward": "front", "front": "front", "backward": "back"}
#: How many words may lie unread between a clause's parts (each paid for).
GAP = 6
#: Words that say where a thing is: a place after them describes it ("take X, it is left of Y").
COPULAS = frozenset({"is", "are", "was", "were"})


class Places(Headings, PlacesAgain):
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

    def _places_after(self, end: int) -> list[Parse]:
        """Places from `end`, or a little later (the words between paid for), each with a result clause
        ("so it sits next to X") read after it."""
        return self.cached(("after", end), lambda: self._places_after_uncached(end))

    def _places_after_uncached(self, end: int) -> list[Parse]:
        found = []
        for gap in range(0, GAP + 1):
            if end + gap > len(self.w) or any(k in self.w.stops for k in range(end + 1, end + gap + 1)):
                break
            if self._describes(range(end, end + gap)):
                break
            cost = self.span_cost(end, end + gap)
            for place in self.place(end + gap):
                found.append(Parse(place.end, place.value, place.cost + cost, tuple(range(end, end + gap))
                                   + place.skipped))
        for gap in range(0, 3):  # "move it over so it's on the far side of X"
            for result in self._result(end + gap):
                found.append(Parse(result.end, result.value, result.cost + self.span_cost(end, end + gap),
                                   tuple(range(end, end + gap)) + result.skipped))
        with_results = []
        sayable = {id(place) for place in cheapest(found)}
        for place in found:
            with_results += [place] + self._results_after(place)
            for confirm in self.items(place.end, "confirm"):  # "... and set it down right against X": said again
                with_results += [Parse(again.end, said_again(place.value, again.value), place.cost + again.cost + 0.05,
                                       place.skipped + again.skipped) for again in self.place(confirm.end)]
            for again in self._also(place) if id(place) in sayable else []:
                # "to the other side of X, one square back from it, so ...": a result after the place said
                # again; "two squares right along the back edge, so it ends up in line with X": where on that
                # line the result says (a region said again is too loose to say more after it)
                said = (again.value.also or (again.value,))[-1]
                with_results += [again] + (self._results_after(again) if along_line(again.value) or not vague(said)
                                           else [])
        for place in [p for p in with_results if not on_board(p.value)]:  # "onto the lone red cube (directly below
            # the gripper)": the square under the gripper ("there" may be a place said before; "on the board right
            # underneath you" is where it is, Commands._acts)
            with_results += [Parse(item.end, said_again(place.value, under_gripper()), place.cost + lost + 0.05,
                                   place.skipped + left) for start, lost, left in self.fillers(place.end, 1)
                             for item in self.here(start) if item.phrase.split()[-1] != "there"]
        for place in list(with_results):
            counts = {r.count for r in (place.value,) + place.value.also if r.count and r.landmark is not None}
            for end, between, cost, skipped in self._squares_between(place.end):
                if between + 1 in counts:  # "two squares right of X, so there is one empty square in between"
                    with_results.append(Parse(end, place.value, place.cost + cost, place.skipped + skipped))
        return with_results

    def _results_after(self, place: Parse) -> list[Parse]:
        """`place` with a result said after it that says it again ("..., so it ends up on its left": "its" is
        the landmark's)."""
        found = []
        across = [r for r in place.value.also if r.name == "opposite"]
        mark = its_mark(place.value)
        with self.mentioning(mark) if mark is not None else nullcontext():
            results = self._result(place.end, confirming=True)
        if mark is not None and results:  # "..., so it lines up with the pyramid in front of it": "it" after the
            # result's own "it" may be the shape put down, on the square the place names (dearer: the board decides)
            said = {(r.end, repr(r.value)) for r in results}
            with self.mentioning(Thing("tile", relations=[replace(place.value, also=())])):
                results += [Parse(r.end, r.value, r.cost + 0.1, r.skipped) for r in self._result(
                    place.end, confirming=True) if (r.end, repr(r.value)) not in said]
        for result in results:  # "..., so it ends up beside X"
            found.append(Parse(result.end, said_again(place.value, result.value), place.cost + result.cost,
                               place.skipped + result.skipped))
            if across and result.value.name != "opposite":  # "to the other side of X, so it's right behind X":
                # the result says which side
                found.append(Parse(result.end, said_again(result.value, across[0]), place.cost + result.cost,
                                   place.skipped + result.skipped))
        return found

    def _squares_between(self, i: int) -> list[tuple[int, int, float, tuple]]:
        """"(one empty square between)", "so there is one empty square in between", "one gap between them": how
        many squares a counted place leaves between the shape and its landmark, as (end, count, cost, skipped).
        (Found once per position: every place that ends there asks.)"""
        return self.once(("squares between", i), lambda: self._find_squares_between(i))

    def _find_squares_between(self, i: int) -> list[tuple[int, int, float, tuple]]:
        found = []
        for start, cost, skipped in self.fillers(i, 3):
            for count in self.items(start, "cardinal"):
                j = count.end + bool(self.items(count.end, "free")) * (not self.items(count.end, "gap"))
                for noun in self.items(j, "gap", "unit"):
                    k = noun.end + (self.word(noun.end) == "in")
                    if self.word(k) == "between":
                        end = k + 1 + (self.word(k + 1) in ("them", "it"))
                        found.append((end, int(count.value), cost, skipped))
        return found

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
