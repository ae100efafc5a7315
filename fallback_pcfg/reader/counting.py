"""Counted places: what the command reader makes of "two squares to the left (of X)", "three to the
right", "1 square back toward the robot", "two squares on the other side of the tower (toward the
back)", "two squares toward the yellow cube", "three squares in the direction of the robot (from X)".

The rules build on the noun phrases and the sides of shapes (fallback_pcfg.reader.phrases,
.sides, .holding); the descriptions (fallback_pcfg.reader.postmodifiers) and the places
(fallback_pcfg.reader.places) use them.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import DIRECTIONS, EDGE_NOUNS, NEARER_FARTHER, SIDED_THINGS, SIDES
from fallback_pcfg.reader.geometry import AXES, moved_by_both
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import MOVING, Relation
from fallback_pcfg.reader.ways import CountedWays

#: Words between a count and its unit that say the move goes on past where it was: "one more square".
MORE_WORDS = frozenset({"more", "further", "extra", "additional"})


class Counting(CountedWays):
    """The counted-place rules over one command's words."""

    def _measure(self, item: Item, moving: bool = False) -> list[Parse]:
        """"two squares to the left (of X)", "1 square back toward the robot", "three spaces over"; where a
        shape is `moving`, also "one over to the left" ("the blue one to the left" may be a shape); and two
        such moves from one landmark ("one square closer to me and one to the left of X"); "the one further toward
        the front" is a shape, not a count."""
        if item.phrase == "one" and self.word(item.start - 1) in ("the", "that", "this"):
            return []
        return self.cached(("measure", item.start, item.end, item.value, moving),
                           lambda: self._one_move(item, moving) + self._two_moves(item))

    def _two_moves(self, item: Item) -> list[Parse]:
        """"one square closer to me and one square to the left of X", "two to the right and one back from X",
        "one square left of X and one back": two counted moves along different lines from one landmark add
        up to one square, the landmark moved by both (said once, or before as the place said again:
        "diagonal from X: one closer and one to the left"). The same whether a shape moves or is described
        ("the red cube one back and one right from X": two moves say a count, even without a unit), so read
        once per position."""
        return self.cached(("two moves", item.start, item.end, item.value), lambda: self._both_moves(item))

    def _both_moves(self, item: Item) -> list[Parse]:
        found = []
        for first in self._one_move(item, moving=True):
            if first.value.also or first.value.name not in AXES:
                continue
            joins = [(join.end, 0.0) for join in self.items(first.end, "and")]
            joins += [(first.end, 0.1)] if first.end in self.w.commas else []  # "one right, one back from X"
            for start, cost in joins:
                for count in self.items(start, "cardinal"):
                    for second in self._one_move(count, moving=True):
                        bare = first.value.landmark is None and second.value.landmark is None
                        # (with no shape mentioned, two bare moves count from the shape that moves: "move it one
                        # square closer to me and one to the left")
                        mark = (self.mentioned or MOVING) if bare else None
                        both = moved_by_both(first.value, second.value, mark)
                        if both is not None:
                            found.append(Parse(second.end, both, first.cost + cost + second.cost,
                                               first.skipped + second.skipped))
        return found

    def _bare_front(self, k: int) -> list[Item]:
        """"front" said after a count as the way a move goes ("one square (farther) front", "2 squares front of X"):
        forward, as "back" there is backward (the lexicon has it only as a side)."""
        return [Item(k, k + 1, "relation", "front", "front")] if self.word(k) == "front" and not self.items(
            k + 1, "type") else []

    def _one_move(self, item: Item, moving: bool = False) -> list[Parse]:
        """One counted move (see `_measure`)."""
        found = []
        unit_at = item.end + (self.word(item.end) in MORE_WORDS)  # "one more square", "two further spaces"
        units = [u for u in self.items(unit_at, "unit", "type") if u.kind == "unit" or u.value in ("tile", "cube")]
        if self.word(item.end) == "over":  # "two over to the right of X": squares, unsaid
            units.append(Item(item.end, item.end, "unit", "tile", ""))
        ways = [([u.end] + [o.end for o in self.items(u.end, "over")], 0.0) for u in units]
        count = int(item.value)
        if not units and (count > 1 or moving):  # "two to the left", "2 more to the right": squares, unsaid
            after = [item.end] + [o.end for o in self.items(item.end, "over")]
            to = [a + 1 + (self.word(a + 1) == "the") for a in after if self.word(a) == "to"]  # "one to (the) right"
            if any(d.value in DIRECTIONS | {"front"} for a in after + to for d in self.items(a, "relation")) or any(
                    self._side_way(a) for a in to) or self.word(item.end) in NEARER_FARTHER:
                # ("one closer to me and one to the left": squares, unsaid)
                ways.append((after, 0.2))
        for after, unsaid in ways:
            for start, cost, skipped in ((s, c + unsaid, k) for a in after for s, c, k in self.fillers(a, 2)):
                for end, side in self._its_side(start):  # "three squares to its left"
                    found += [Parse(end, Relation("forward" if side == "front" else side, it, count=count),
                                    cost + 0.05, skipped) for it in self._its()]
                for direction in self.items(start, "relation") + self._bare_front(start):
                    if direction.value not in DIRECTIONS | {"front"}:
                        continue
                    name = "forward" if direction.value == "front" else direction.value
                    landmarks = self.np(direction.end) if direction.phrase.split()[-1] in (
                        "of", "from", "behind", "than", "beyond", "past") else []
                    if not landmarks and self.word(direction.end) in ("from", "of", "than"):
                        landmarks = self.np(direction.end + 1)  # "one square back from the blue cube"
                    for landmark in landmarks:
                        found.append(Parse(landmark.end, Relation(name, landmark.value, count=count),
                                           cost + landmark.cost, skipped + landmark.skipped))
                    for side, landmark in self.aside(direction.end):  # "1 square in front (far side) of the tower"
                        found.append(Parse(landmark.end, Relation("forward" if side == "front" else side, landmark.value, count=count),
                                           cost + landmark.cost, skipped + landmark.skipped))
                    end = self._of_board(self._past_side(direction))
                    for also in self.items(end, "relation"):  # "back toward the robot": said twice
                        if also.value == direction.value and self.word(also.end) not in EDGE_NOUNS | {"corner"}:
                            # ("two squares right to the right edge": the edge is a place said again)
                            end = self._of_board(also.end)
                            if self.word(end) in ("from", "of", "than"):  # "two back toward the robot from X"
                                for landmark in self.np(end + 1):
                                    found.append(Parse(landmark.end, Relation(name, landmark.value, count=count),
                                                       cost + landmark.cost, skipped + landmark.skipped))
                    found.append(Parse(end, Relation(name, count=count), cost + (0.5 if landmarks else 0.0), skipped))
                    if direction.phrase in ("up", "down", "along"):  # "3 squares up the left edge": along it
                        for edge in self.np(end):
                            if edge.value.type == "edge" and edge.value.indicators:
                                along = Relation(name, count=count, also=(Relation("above", edge.value),))
                                found.append(Parse(edge.end, along, cost + edge.cost, skipped + edge.skipped))
                found += [Parse(p.end, p.value, p.cost + cost, skipped + p.skipped)
                          for p in self._counted_across(start, count) + self._counted_toward(start, count)]
                for way in self.heading_to(start):  # "in direction of the front side", "in direction to robot"
                    found.append(Parse(way.end, Relation(way.value, count=count), cost + way.cost, skipped))
                    for start2, cost2, skipped2 in self.fillers(way.end, 1):  # "... from the high stack"
                        for landmark in self.np(start2 + 1) if self.word(start2) == "from" else []:
                            found.append(Parse(landmark.end, Relation(way.value, landmark.value, count=count),
                                               cost + way.cost + cost2 + landmark.cost,
                                               skipped + skipped2 + landmark.skipped))
                if self.word(start) == "from":  # "two squares from the blue tower in direction to the robot"
                    for landmark in self.np(start + 1):
                        found += [Parse(way.end, Relation(way.value, landmark.value, count=count),
                                        cost + landmark.cost + way.cost, skipped + landmark.skipped)
                                  for k, more_cost, more_skipped in self.fillers(landmark.end, 1)
                                  for way in self.heading_to(k) if not more_skipped]
                for side in self.items(start, "side"):  # "one square robot-side of the red cube", "two far side of X"
                    if not {"it", "its", "of"} & set(side.phrase.split()):  # (the side of X, `side_of`, counted)
                        found += [Parse(p.end, Relation(way, p.value.landmark, count=count), cost + p.cost,
                                        skipped + p.skipped) for p in self.side_of(side)
                                  for way in [SIDES.get(p.value.name, p.value.name)] if way in DIRECTIONS]
                if self.word(start - 1) == "to" or self.word(start - 2) == "to" and self.word(start - 1) == "the":
                    found += [Parse(side.end, Relation(name, count=count), cost + 0.1, skipped)
                              for side, name in self._side_way(start)]  # "one square to the robot side"
                word, after = self.word(start), start + 1
                if (word, self.word(after)) == ("more", "far"):  # "one square more far than X" (learner usage)
                    word, after = "farther", after + 1
                if word in NEARER_FARTHER | {"back"}:  # "two squares closer"
                    name = "backward" if word in ("closer", "nearer", "back") else "forward"
                    found.append(Parse(after, Relation(name, count=count), cost + 0.1, skipped))
                    if word != "back" and self.word(after) == "than":  # "one square further than the green stack"
                        found += [Parse(p.end, Relation(name, p.value, count=count), cost + p.cost, skipped + p.skipped)
                                  for p in self.np(after + 1) if p.value.type in SIDED_THINGS]
                    found += self._nearer_side(after, name, count, cost, skipped)  # "two squares closer to the front"
                    if word != "back" and self.word(start + 1) == ("to" if name == "backward" else "from"):
                        found += [Parse(robot.end, Relation(name, count=count), cost + robot.cost, skipped)
                                  for robot in self.np(start + 2) if robot.value.type == "robot"]  # "closer to robot"
        return found

