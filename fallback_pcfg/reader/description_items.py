"""One description after a noun, by the word that starts it: "that is on ...", "next to the red one", "diagonal from
the blue one", "closer to you", "with nothing on top of it", "the second from the left", "(the one closer to the
back)".  One rule, long: every kind of word that may start a description has its branch.

A rule layer of the command reader (fallback_pcfg.reader.rules) over the places of things described
(fallback_pcfg.reader.whereabouts): the description rules (fallback_pcfg.reader.postmodifiers) read with it.
"""

from __future__ import annotations

from fallback_pcfg.english import MOTION
from fallback_pcfg.reader.describing import LINES, SIDED_THINGS, counted_line, line_mark
from fallback_pcfg.reader.geometry import halfway
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.rows import end_of_its_line, end_shape_first, one_of_line
from fallback_pcfg.reader.rules import INTENSIFIERS
from fallback_pcfg.reader.sides import SEEN_BEHIND, framed, seen_behind
from fallback_pcfg.reader.whereabouts import Whereabouts

#: The side of those meant that is farthest from a side of the board: "away from the left edge" (the right one).
AWAY = {"left": "right", "right": "left", "front": "back", "back": "front"}
#: The side of the board a count goes toward, by the word of its way ("the second stack back from the yellow corner").
WAY_SIDES = {"back": "back", "forward": "front", "forwards": "front"}
#: What an ordinal said without its article after a comma may restate: a shape, not a place.
SHAPE_TYPES = frozenset({"cube", "prism", "shape", "stack"})
#: Words after which "one" said with no comma does not start an aside: it belongs to a phrase of its own ("the
#: one", "and one to its right", "two squares closer than X and one to the left").
NOT_BEFORE_ASIDE = frozenset({"the", "that", "this", "a", "an", "which", "each", "every", "another", "any", "no",
                              "and", "or", "to", "than", "of", "by", "at", "in", "on", "from", "with", "is", "are",
                              "it", "then", "just", "only", "more", "over"})


class DescriptionItems(Whereabouts):
    """The rule of one description after a noun, by the word that starts it."""

    def _post_item(self, item: Item) -> list[Parse]:
        kind, end = item.kind, item.end
        found: list[Parse] = []
        lines = self.grid(item.start) if kind in ("gridline", "gridline+") else self.from_wall(item.start) if kind in (
            "ordinal", "cardinal", "det") else []  # "the green cube three rows in from the back", "two in from the wall"
        found += [Parse(p.end, ("checks", p.value), p.cost, p.skipped) for p in lines]
        if kind == "way":  # "the second stack back from the yellow corner": which way the count goes (said only
            # of a thing counted: the idiom before "up from X" as a place)
            toward = WAY_SIDES.get(item.phrase.split()[-1])  # "back from the corner": toward the back only
            for counting in self.items(end, "from"):
                found += [Parse(p.end, p.value + ((Thing("edge", indicators=[toward]),) if toward and p.value[0] == (
                    "counted") else ()), p.cost - 0.15, p.skipped) for p in self._post_item(counting)
                          if p.value[0] in ("counted", "from")]
        if kind == "held":
            found.append(Parse(end, ("held",), 0.0))
        elif kind == "sole" and (item.start in self.w.brackets or item.start in self.w.commas):
            found.append(Parse(end, ("nothing",), 0.05))  # "the gray block (there is only one)": as "the" says
        elif kind in ("that", "is", "locative"):  # "that is on ...", "which sits on ...", "placed on top of"
            for more in self.post(end):
                found.append(Parse(more.end, more.value, more.cost + 0.05, more.skipped))
            for verb in self.items(end, "action", "locative"):  # "which lays on", "that stands by"
                for more in self.post(verb.end):
                    found.append(Parse(more.end, more.value, more.cost + 0.1, more.skipped))
            found += self._sides_said(end) if kind == "is" else []  # "(the corner) which is far and on the right"
            for made in self.makings(end) if kind == "is" else []:  # "the stack that's just two green cubes"
                if len(made.value) > 1 or made.value[0].count and made.value[0].plural:
                    found.append(Parse(made.end, ("made", made.value), made.cost + 0.1, made.skipped))
            for made in self.np(end) if kind == "is" else []:
                if made.value.type in ("one", "cube", "prism", "shape") and not made.value.plural and (
                        made.value.indicators or made.value.ordinal or made.value.checks):
                    # "the green pyramid which is the right one of the two nearer pyramids": which one it is
                    found.append(Parse(made.end, ("same", made.value), made.cost + 0.1, made.skipped))
        elif kind == "relation" and item.phrase not in MOTION:
            for p in self.relation(item):  # "the white cube next to the red one, on the side closest to you"
                sides = self.sided(p, framed(item.phrase)) if p.value.landmark is not None and \
                    p.value.landmark.type in SIDED_THINGS else []
                found += [Parse(p.end, ("relation", p.value), p.cost, p.skipped)] + [
                    Parse(s.end, ("relation", s.value), s.cost - 0.1, s.skipped) for s in sides + self.seen(p, item.phrase)]
                far = seen_behind(p.value, item.phrase)  # or behind it as seen from the robot's side: its far side
                if far is not None:
                    found.append(Parse(p.end, ("relation", far), p.cost + SEEN_BEHIND, p.skipped))
            stressing = item.phrase in INTENSIFIERS and self._relation_at(end)  # "right next to": no side
            if item.value in ("left", "right") and item.phrase.split()[-1] not in ("of", "from", "to") and not stressing:
                found.append(Parse(end, ("indicator", item.value), 0.1))  # "the taller stack to the left"
        elif kind == "diagonal":  # "the green cube diagonal from the blue one", "diagonally to the left of X"
            j = end + (self.word(end) in ("from", "to", "of"))
            for p in self.np(j) if j < len(self.w) else []:
                if p.value.type in SIDED_THINGS:  # (RCL cannot say it: the board checks)
                    found.append(Parse(p.end, ("check", Check("diagonal", p.value)), p.cost, p.skipped))
                    found += [Parse(q.end, ("relation", q.value), p.cost + q.cost, p.skipped + q.skipped)
                              for q in self.steps_from(p.end, p.value) + self.corner_after(p.end, p.value)]
                    # "..., one right and one back", "..., back left": that one
            found += [Parse(p.end, ("relation", p.value), p.cost, p.skipped) for p in self.diagonal_steps(end)
                      + self.diagonal_around(end)]  # "diagonally in front of it to the left": that corner
        elif kind == "midway":  # "the green cube midway between the two red pyramids": in the middle
            found += [Parse(p.end, ("relation", halfway(p.value)), p.cost, p.skipped) for p in self.midway(item)]
        elif kind == "side":  # "the empty hole which is directly on robot side from the red cube"
            found += [Parse(p.end, ("relation", p.value), p.cost, p.skipped) for p in self.side_of(item)]
        elif kind == "far-from-you":  # "the blue cube farthest away": nearest the far side
            found.append(Parse(end, ("relation", Relation("nearest", Thing("region", indicators=["front"]))), 0.0))
            found += self._than(item, "front")
        elif kind == "near-you":  # "the gray cube closer to you": nearest the robot
            found.append(Parse(end, ("relation", Relation("nearest", Thing("robot"))), 0.0))
            found += self._than(item, "backward")
        elif kind == "off" and item.phrase == "away from":  # "the one standing away from the left edge": of
            for side in self.np(end):  # those meant, the one farthest from it
                named = side.value.indicators[:1] if side.value.type in ("edge", "region") else []
                if named and named[0] in AWAY and not side.value.relations:
                    found.append(Parse(side.end, ("indicator", AWAY[named[0]]), side.cost + 0.05, side.skipped))
        if kind == "ordinal":  # "the yellow cube second from the back", "2nd one in from my end"
            j = end
            for one in self.items(j, "one"):
                j = one.end
            for start, cost, skipped in self.fillers(j, 1):
                for item2 in self.items(start, "from", "of"):
                    for side in self.np(item2.end):
                        if side.value.type in ("region", "edge") and side.value.indicators and not side.value.checks:
                            found.append(Parse(side.end, ("ordinal", int(item.value), side.value.indicators[0]),
                                               cost + side.cost, skipped + side.skipped))
                        elif side.value.type == "corner" and len(side.value.indicators) == 1 and not (
                                side.value.checks or side.value.relations):  # "second from the left corner": a
                            # line counted from its end at a corner named by one side is counted from that side
                            found.append(Parse(side.end, ("ordinal", int(item.value), side.value.indicators[0]),
                                               cost + side.cost + 0.05, skipped + side.skipped))
            for other in self.np(item.start):  # "the cyan cube 3rd row from the back": in that row
                counted = counted_line(other.value)
                if counted is not None and not other.skipped and other.value.noun in LINES:
                    found.append(Parse(other.end, ("check", counted), other.cost + 0.2, other.skipped))
        elif kind == "indicator" and item.value in ("individual", "leftmost", "rightmost"):
            found.append(Parse(end, ("indicator", item.value), 0.05))  # "all alone", "by itself"
        elif kind == "indicator" and item.value in ("front", "back", "left", "right") and (
                self.word(item.start - 1) == "corner" or self.word(item.start - 2) == "corner" and self.items(
                    item.start - 1, "indicator")):  # "in the corner back right": its sides after the noun
            found.append(Parse(end, ("indicator", item.value), 0.0))
        elif kind in ("color", "all"):  # "four stacks red on red", "the stack that is red all the way down"
            found += self._colours_after(item)
        elif kind in ("tall", "short"):  # "the stack that is tallest", "the tower with the most cubes"
            found.append(Parse(end, ("check", Check("tallest" if kind == "tall" else "shortest")), 0.05))
        elif kind == "whose":  # "the stack whose top cube is yellow"
            found += self._whose(end)
        elif kind == "tops":  # "the red cube that tops the tower", "crowning the blue one"
            found += [Parse(p.end, ("relation", Relation("above", p.value)), p.cost, p.skipped) for p in self.np(end)]
        elif kind == "touches":  # "the cyan cube which touches the red cubes": a shape beside it
            found += [Parse(p.end, ("relation", Relation("adjacent", p.value)), p.cost, p.skipped) for p in self.np(end)]
        elif kind == "arranged":  # "the three blue cubes in a row": how they stand, as their group says
            found.append(Parse(end, ("nothing",), 0.0))
        elif kind == "free":  # "with nothing on top of it"
            found.append(Parse(end, ("check", Check("free")), 0.0))
        elif kind == "flat":  # "the one with the flat top"
            found.append(Parse(end, ("check", Check("flat")), 0.0))
        elif kind == "without":  # "that has no pyramid on top": no pointed top at all; "with no blue cube on it"
            for p in self._with_clause(end):
                if p.value[0] != "check" or p.value[1].kind != "under":
                    continue
                cap: Thing = p.value[1].thing
                pointed = cap.type == "prism" and not cap.colours and not cap.relations
                found.append(Parse(p.end, ("check", Check("flat")) if pointed else ("without", p.value[1]), p.cost,
                                   p.skipped))
        elif kind == "below-you":  # "right below you": in the column under the gripper
            found.append(Parse(end, ("check", Check("below-gripper")), 0.0))
        elif kind == "cardinal":  # "the red cube two squares back from the cyan one": counted from a shape
            found += [Parse(q.end, ("relation", q.value), q.cost + 0.1, q.skipped) for p in self._measure(item)
                      if p.value.landmark is not None for q in [p] + self.sided(p)]
            # ("two squares in front of the red pyramid, on your side": the side says which way "in front" looks)
            j = end + (self.word(end) in ("cube", "cubes", "block", "blocks", "shape", "shapes"))
            for high in self.items(j, "high"):  # "the green which is only one cube high": its height
                found.append(Parse(high.end, ("check", Check("height", count=int(item.value))), 0.05))
            found += self._apart(item)
        elif kind == "aligned":  # "in line with the red cubes": in the same row or column as one of them
            found += [Parse(p.end, ("check", Check("aligned", line_mark(p.value))), p.cost, p.skipped)
                      for p in self.np(end)] + [Parse(p.end, ("checks", [Check("aligned", m) for m in p.value]), p.cost,
                                                      p.skipped) for p in self.aligned_with_both(end)]
        elif kind == "under":
            found += [Parse(p.end, ("check", Check("under", p.value)), p.cost, p.skipped) for p in self.np(end)]
        elif kind == "with":
            found += self._with_clause(end)
        elif kind == "including":  # "counting the corner": it is one of those counted, which it is anyway
            found += [Parse(p.end, ("nothing",), p.cost + 0.1, p.skipped) for p in self.np(end)
                      if p.value.type in ("cube", "prism", "shape", "stack", "one", "corner")]
        elif kind == "not":  # "not the one under the pyramid", "that isn't touching the red one"
            found += self.denied(item)
        elif kind == "of":
            for board in self.np(end):  # "the middle of the board", "the left edge of the grid"
                if board.value.type == "board":
                    found.append(Parse(board.end, ("nothing",), board.cost - 0.1, board.skipped))
                elif board.value.type == "stack" or board.value.type == "cube" and board.value.plural:
                    stack = board.value.copy()  # "the top cube of the tallest stack": one of its shapes
                    if stack.type == "cube" and stack.count:  # "the top one of the three blue cubes": that high
                        stack.checks = stack.checks + [Check("height", count=stack.count)]
                    stack.type, stack.plural, stack.count = "stack", False, None
                    found.append(Parse(board.end, ("relation", Relation("part", stack)), board.cost + 0.1,
                                       board.skipped))
                elif board.value.type == "edge" and board.value.noun in LINES:  # "the left gray cube of the near row"
                    found += [Parse(p.end, p.value, p.cost + 0.05, p.skipped) for p in self._where(board)]
            line = end + (self.word(end) in ("its", "the", "that")) + (self.word(end + 1) in ("own", "same"))
            own = self.word(end) == "its" or self.word(end + 1) in ("own", "same")  # (not "of the row of reds")
            if self.word(item.start - 1) == "end" and self.word(line) in LINES and own:
                found.append(Parse(line + 1, ("nothing",), 0.05))  # "the left end of its row": that edge
            if item.phrase != "of":  # "the stack from two green cubes", "the tower made of a red, a blue and a red cube"
                found += [Parse(p.end, ("made", p.value), p.cost + 0.1, p.skipped) for p in self.makings(end)
                          if len(p.value) > 1 or p.value[0].count and p.value[0].plural]
        if kind == "over" and item.phrase in ("further", "farther"):  # "the other loose red cube further left":
            found += [Parse(side.end, ("indicator", side.value), 0.05)  # the one of them more that way
                      for side in self.items(end, "indicator") if side.value in ("left", "right")]
        if kind == "det":  # an aside: "the red cube, the one closer to the back"
            found += self._aside(item.start, 0.1 if item.start in self.w.commas else 0.4, item.start in self.w.commas)
        if kind == "one":  # "the other green tower, one with a yellow pyramid"; unmarked, as dictated without
            # articles: "the red stack in the back row one with red on top"
            if item.start in self.w.commas:
                found += self._aside(item.start, 0.15, True)
            elif self.word(item.start - 1) not in NOT_BEFORE_ASIDE:
                found += self._aside(item.start, 0.4, True)
        if kind == "ordinal" and item.start in self.w.commas and not self.items(item.end, "one"):
            # "the yellow row, 5th yellow from the left": a shape said without its article, with its noun ("the
            # second step, second one from the right end" counts along the step; "..., 2nd square from the
            # corner" is a place, read as such)
            found += [p for p in self._aside(item.start, 0.4, True) if p.value[1].type in SHAPE_TYPES]
        if kind == "restate":  # "the red cube, i.e. the one on the left", "the blue one, I mean the one by the wall"
            found += self._aside(end, 0.1, True)
        if kind == "from":  # "from", "counting from", "in from", "when you count from"
            for side in self.np(end):  # "second from the left" (a side said bare: "in the inner line" after it
                # says where the counted shape is, not which side)
                if side.value.type in ("region", "edge") and side.value.indicators and not (
                        side.value.relations or side.value.checks):
                    found.append(Parse(side.end, ("from", side.value.indicators[0]), side.cost, side.skipped))
                elif side.value.type in ("cube", "prism", "shape", "stack", "corner", "one"):
                    # "the second green counting from the yellow one": counted from that shape
                    found.append(Parse(side.end, ("counted", side.value), side.cost + 0.1, side.skipped))
                if side.value.type == "corner" and not side.value.relations and side.value.indicators in (
                        ["left"], ["right"]):  # "(on the near edge,) the second square from the left corner": from
                    found.append(Parse(side.end, ("from", side.value.indicators[0]), side.cost + 0.15, side.skipped))
                    # that side (of the front-left corner, along the left edge, Restatements._counted_squares counts)
        if kind == "indicator" and item.start in self.w.commas:
            for place in self.np(item.start):  # "the gray pyramid on the red/green stack, back left"
                if place.value.type in ("region", "edge", "corner"):
                    found += [Parse(p.end, p.value, p.cost + 0.1, p.skipped) for p in self._where(place)]
        if kind == "height" or kind in ("of", "with") and self.word(end) in ("height", "a"):
            found += self._height_of(item)  # "the tower of height 3"
        if kind in ("in", "at") or item.phrase in ("on", "along", "by", "over on", "over in"):
            for place in self.np(end):  # "in the corner", "on the left edge", "at the back"
                found += end_shape_first(item.phrase, place.value, self._where(place)) + one_of_line(
                    item.phrase, place) + end_of_its_line(item.phrase, place)  # "the one at the left end"
            found += [Parse(p.end, ("checks", p.value), p.cost, p.skipped) for p in self.grid(end)]
        return found
