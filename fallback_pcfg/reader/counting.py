"""Counted places: what the command reader makes of "two squares to the left (of X)", "three to the
right", "1 square back toward the robot", "two squares on the other side of the tower (toward the
back)", "two squares toward the yellow cube", "three squares in the direction of the robot (from X)".

The rules build on the noun phrases and the sides of shapes (fallback_pcfg.reader.phrases,
.sides, .holding); the descriptions (fallback_pcfg.reader.postmodifiers) and the places
(fallback_pcfg.reader.places) use them.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import (DIRECTIONS, EDGE_NOUNS, NEARER_FARTHER, SIDE_WORDS, SIDED_THINGS, SIDES,
                                             UNIT_NOUNS, side_named)
from fallback_pcfg.reader.geometry import AXES, moved_by_both, moves_from
from fallback_pcfg.reader.holding import Holding
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import MOVING, Relation, Thing

#: Side words that may name one side of a corner square beside a shape ("front-left of X"): not "far" or
#: "near", which say how far ("far left of X").
CORNER_WORDS = frozenset({"front", "back", "rear", "left", "right"})
#: Last words of a side phrase said right before its landmark: "left of X", "behind X".
LANDMARK_BEFORE = frozenset({"of", "from", "to", "behind", "beyond", "past"})
#: The middle of the board, said as where a move goes ("diagonally in toward the middle").
MIDDLES = frozenset({"middle", "center", "inside", "board"})  # ("centre": normalised to American spelling)
#: The way away from a side of the board, as a move goes ("two squares farther from the back").
AWAY = {"forward": "backward", "backward": "forward", "left": "right", "right": "left"}
#: Words between a count and its unit that say the move goes on past where it was: "one more square".
MORE_WORDS = frozenset({"more", "further", "extra", "additional"})


class Counting(Holding):
    """The counted-place rules over one command's words."""

    def _measure(self, item: Item, moving: bool = False) -> list[Parse]:
        """"two squares to the left (of X)", "1 square back toward the robot", "three spaces over"; where a
        shape is `moving`, also "one over to the left" ("the blue one to the left" may be a shape); and two
        such moves from one landmark ("one square closer to me and one to the left of X"); "the one further toward
        the front" is a shape, not a count."""
        if item.phrase == "one" and self.word(item.start - 1) in ("the", "that", "this"):
            return []
        return self.cached(("measure", item.start, item.end, item.value, moving),
                           lambda: self._one_move(item, moving) + self._two_moves(item, moving))

    def _two_moves(self, item: Item, moving: bool) -> list[Parse]:
        """"one square closer to me and one square to the left of X", "two to the right and one back from X",
        "one square left of X and one back": two counted moves along different lines from one landmark add
        up to one square, the landmark moved by both (said once, or before as the place said again:
        "diagonal from X: one closer and one to the left")."""
        found = []
        for first in self._one_move(item, moving):
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

    def steps_from(self, i: int, mark: Thing) -> list[Parse]:
        """"(diagonal from X), one to the right and one to the robot side", "(diagonal to X): one square right
        and one back from it": one square each way from `mark`, the corner square the words before named."""
        found = []
        with self.mentioning(mark):
            for start, cost, skipped in self.fillers(i, 1):
                for count in self.items(start, "cardinal"):
                    found += [Parse(p.end, p.value, p.cost + cost, skipped + p.skipped) for p in self._measure(
                        count, moving=True) if p.value.count == 1 and moves_from(p.value, mark)]
        return found

    def diagonal_steps(self, i: int, unsaid: bool = False) -> list[Parse]:
        """"(diagonally) back-left of X", "diagonally to the front right of the tower", "diagonally front-left
        of X": one square each way from X, corner to corner with it (said after a word of the diagonal; or,
        `unsaid`, with the two sides said together before "of" or "from": "the cube front-left of X", "just
        beyond and to the left of X")."""
        found = []
        for start, cost, skipped in self.fillers(i, 2):  # "diagonally to the back left of X"
            for first_end, one, first_of in self._corner_sides(start):
                joined = self.word(first_end) == "and"  # "behind and to the left of X", "in front of and left of X"
                if first_of and not joined:
                    continue
                for end, two, said_of in self._corner_sides(first_end + joined):
                    j = end + (not said_of and self.word(end) in ("of", "from", "to"))  # "back-left of X"
                    if AXES[two] == AXES[one] or j == end and not said_of or unsaid and not (
                            self._compound_corner(start, first_end, end, j) if not joined else self.word(j - 1) in (
                                "of", "from", "behind", "beyond", "past")):
                        continue
                    for mark in self.np(j):
                        if mark.value.type in SIDED_THINGS:
                            both = moved_by_both(Relation(one, count=1), Relation(two, mark.value, count=1), None)
                            found.append(Parse(mark.end, both, cost + mark.cost + 0.1 * unsaid,
                                               skipped + mark.skipped))
        return found

    def diagonal_inward(self, i: int) -> list[Parse]:
        """"(one square) diagonally in from X", "one square in diagonally from X", "diagonally in toward the
        middle": the square corner to corner with X on its side toward the middle of the board (the board
        checks it: `inward`); X unsaid is the shape meant before, or the one that moves."""
        k = i
        if self.word(k) in ("one", "1", "a") and self.word(k + 1) in UNIT_NOUNS:
            k += 2
        pair = (self.word(k), self.word(k + 1))
        if pair not in (("diagonally", "in"), ("diagonal", "in"), ("in", "diagonally"), ("diagonally", "inward"),
                        ("diagonally", "inwards")):
            return []
        k += 2
        if self.word(k) in ("toward", "towards", "to") and self.word(k + 1 + (self.word(k + 1) == "the")) in MIDDLES:
            k += 2 + (self.word(k + 1) == "the")  # "... toward the middle"
        if self.word(k) in ("from", "of"):
            return [Parse(p.end, p.value, p.cost + 0.05, p.skipped) for p in self.np(k + 1)
                    if p.value.type in SIDED_THINGS]
        mentioned = self.mentioned
        return [Parse(k, mentioned if mentioned is not None and not mentioned.pronoun else MOVING, 0.1)]

    def _compound_corner(self, start: int, first_end: int, end: int, j: int) -> bool:
        """Whether two sides said together with no word of the diagonal are one compound, front or back first
        ("front-left of X", "back right from X"): not "right behind X", "right in front of X", "right back of X",
        where "right" only stresses the side after it."""
        return first_end == start + 1 and self.word(start) in ("front", "back", "rear") and end == first_end + 1 \
            and self.word(first_end) in ("left", "right") and self.word(j - 1) in ("of", "from")

    def _corner_sides(self, k: int) -> list[tuple[int, str, bool]]:
        """The sides a word at `k` may name as one of the two of a corner square ("back", "left of", "front"):
        where it ends, the way (as a relation names it), and whether "of"/"from"/"to" was said with it."""
        found = []
        for item in self.items(k, "relation", "indicator"):
            way = SIDES.get(item.value, item.value)
            if way in AXES and (item.kind == "relation" or item.phrase in CORNER_WORDS):
                found.append((item.end, way, item.phrase.split()[-1] in LANDMARK_BEFORE))
        return list(dict.fromkeys(found))  # ("left": a relation and a side, one way)

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

    def _nearer_side(self, i: int, name: str, count: int, cost: float, skipped: tuple) -> list[Parse]:
        """After "closer" or "farther" (`name`: backward or forward) from `i`: "(two squares closer) to the front",
        "(nearer) the left edge", "(farther) from the back": toward that side of the board, or away from it."""
        toward = name == "backward"
        k = i + (self.word(i) == ("to" if toward else "from"))
        if k == i and not toward:
            return []
        found = []
        for side in self.np(k):
            said = side.value
            way = SIDES.get((said.indicators or [""])[0]) if said.type in ("region", "edge") and len(
                said.indicators) == 1 and not said.relations else None
            if way in DIRECTIONS:
                found.append(Parse(side.end, Relation(way if toward else AWAY[way], count=count), cost + side.cost,
                                   skipped + side.skipped))
        return found

    def _side_way(self, i: int) -> list[tuple[Item, str]]:
        """"(one square to) the robot side", "(two to) the far side": a side said bare, as the direction of a move."""
        return [(side, SIDES.get(named, named)) for side in self.items(i, "side")
                if not {"it", "its", "of"} & set(side.phrase.split()) and self.word(side.end) not in ("of", "from")
                for named in [side_named(side.phrase)]]

    def across_at(self, i: int) -> int | None:
        """Where "(to/on) the other side" ends, if it starts at `i` ("over to the other side", "to other side":
        the article may be left out)."""
        k = i + 1 if self.word(i) in ("to", "on", "onto", "at", "over") else i
        k += self.word(k) in ("to", "on")  # "over to the other side"
        k += self.word(k) in ("the", "its")
        return k + 2 if self.word(k) in ("other", "opposite") and self.word(k + 1) == "side" else None

    def _counted_across(self, i: int, count: int) -> list[Parse]:
        """"two squares on the other side of the tower (toward the back)": that many squares from it, across it
        from where the shape is (each way is read, the board checks it lies across; a way said after it
        says which)."""
        k = self.across_at(i)
        if k is None or self.word(k) != "of":
            return []
        found = []
        for mark in self.np(k + 1):
            across = (Relation("opposite", mark.value),)
            ways = [(mark.end, way, 0.1) for way in ("left", "right", "forward", "backward")]
            ways += [(way.end, way.value, -0.15) for way in self.items(mark.end, "relation")
                     if way.value in DIRECTIONS and not self.np(way.end)]  # "..., toward the back" (as a side said
            # after a place says which way it looks: Sides.sided)
            found += [Parse(end, Relation(way, mark.value, count=count, also=across), mark.cost + cost, mark.skipped)
                      for end, way, cost in ways]
        return found

    def _counted_toward(self, i: int, count: int) -> list[Parse]:
        """"two squares toward the yellow cube", "one square closer to the red stack", "two squares away from
        it": that many squares along the line to (or from) the shape (each way is read; the board checks)."""
        found = []
        for item in self.items(i, "relation", "off"):
            check = "toward" if item.kind == "relation" and item.value == "nearest" and item.phrase not in (
                "closer", "nearer", "closest", "nearest", "close by", "nearby") else \
                "away" if item.kind == "off" and item.phrase == "away from" else None
            for mark in self.np(item.end) if check else []:
                if mark.value.type not in ("cube", "prism", "shape", "stack", "one"):
                    continue
                found += [Parse(mark.end, Relation(way, count=count, also=(Relation(check, mark.value),)),
                                mark.cost + 0.1 + 0.01 * rank, mark.skipped) for rank, way in enumerate(
                    ("left", "right", "forward", "backward"))]
        return found

    def heading_to(self, i: int) -> list[Parse]:
        """"in the direction of the front side", "in direction to (the) robot": the direction of a move
        (its value), toward a side of the board or the robot's side; "(one square) to robot", "to me", "to
        you": toward the robot (a plain "to" says a direction only of the robot: "to the left edge" is a place)."""
        found = []
        for direction in self.items(i, "direction"):
            for side in self.np(direction.end):
                name = SIDES.get((side.value.indicators or [""])[0]) if side.value.type in ("region", "edge") else \
                    "backward" if side.value.type == "robot" else None
                if name is not None:
                    found.append(Parse(side.end, name, side.cost, side.skipped))
        for to in self.items(i, "to"):
            found += [Parse(robot.end, "backward", robot.cost + 0.05, robot.skipped) for robot in self.np(to.end)
                      if to.phrase in ("to", "toward", "towards") and robot.value.type == "robot"]
        return found

    def _past_side(self, direction: Item) -> int:
        """Past what may follow a direction and says no more: "to the left (hand) side", "right of where it
        is (now)" (counted from the shape itself)."""
        j = direction.end
        if direction.phrase.split()[-1] in SIDE_WORDS:
            j += self.word(j) == "hand"
            j += self.word(j) in ("side", "sides")
        if self.word(j) in ("of", "from") or direction.phrase.split()[-1] in ("of", "from"):
            k = j + (self.word(j) in ("of", "from"))
            j = max([here.end for here in self.items(k, "here") if here.phrase.startswith("where")], default=j)
        return j

    def _of_board(self, j: int) -> int:
        """Past "of the board" ("towards the front of the board"), if it follows."""
        if self.word(j) == "of":
            for board in self.np(j + 1):
                if board.value.type == "board":
                    return board.end
        return j

