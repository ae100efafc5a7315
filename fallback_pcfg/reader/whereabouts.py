"""Where a thing described is: what a place said after its noun adds to it ("in the second row from the back", "at the
far right end of the green row", "in the group in the near right corner", "in the back half", "on the left").

A rule layer of the command reader (fallback_pcfg.reader.rules) over the relations (fallback_pcfg.reader.relations):
the description rules (fallback_pcfg.reader.postmodifiers) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import HALVES, LINES, counted_line
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES, group_check, in_group, member_colours
from fallback_pcfg.reader.relations import Relations
from fallback_pcfg.reader.walls import beyond_end


class Whereabouts(Relations):
    """The rules of a place that says where a thing described is."""

    def _where(self, place: Parse) -> list[Parse]:
        line = self.line_of_group(place.value)  # "in the yellow row nearer the robot": that line of their group
        return ([Parse(place.end, ("same", line), place.cost - 0.05, place.skipped)] if line is not None else []) \
            + self._placed(place)

    def _placed(self, place: Parse) -> list[Parse]:
        thing: Thing = place.value
        counted = counted_line(thing)
        if counted is not None:  # "in the second row from the back"
            return [Parse(place.end, ("checks", [counted] + thing.checks), place.cost - 0.2, place.skipped)]
        if thing.noun in COLLECTIVES and thing.type not in ("edge", "tile") and any(
                c.kind in ("inner", "outer") for c in thing.checks):  # "in the inner red row": one of that row,
            # the row of them nearest the middle (of two rows that touch, the one of the block); an ordinal
            # said of it counts its shapes ("in the inner red line, second from the front end")
            side = thing.indicators[:1] if thing.ordinal is not None else []
            group = thing.copy()
            group.indicators = group.indicators[len(side):]
            group.type = thing.type if thing.type in ("cube", "prism") else "shape"
            member = Thing(group.type, colours=member_colours(thing), ordinal=thing.ordinal, indicators=side,
                           checks=in_group(group), noun=thing.noun)
            return [Parse(place.end, ("same", member), place.cost, place.skipped)]
        if thing.type in ("cube", "prism", "shape") and (thing.noun in COLLECTIVES or thing.noun in ("end", "corner")) \
                and (thing.indicators or thing.ordinal or any(c.kind in ("corner", "middle", "end") for c in thing.checks)):
            # "the green cube at the far right end of the green row": the rightmost of those; "the green cube at
            # the right end of the red row": next to its end, beyond it (reader.walls)
            return [Parse(place.end, ("same", thing), place.cost, place.skipped)] + beyond_end(place)
        if thing.noun in COLLECTIVES and not thing.colours and thing.type not in ("edge", "tile"):
            if thing.relations:  # "in the group in the near right corner": where the group is, or one of the
                # group some of whose shapes stand there (the short green one beside the corner's stack)
                members = thing.copy()
                members.type = thing.type if thing.type in ("cube", "prism") else "shape"
                return [Parse(place.end, ("relation", r), place.cost + 0.05, place.skipped) for r in thing.relations] \
                    + [Parse(place.end, ("check", group_check(members)), place.cost + 0.1, place.skipped)]
            if thing.count and thing.count > 1 and not thing.indicators:  # "the middle blue in the row of three"
                members = thing.copy()
                members.type = thing.type if thing.type in ("cube", "prism") else "shape"
                return [Parse(place.end, ("check", group_check(members)), place.cost, place.skipped)]
            if thing.indicators:  # "the green cube in the middle group": in the middle
                thing = Thing("region", indicators=list(thing.indicators))
                place = Parse(place.end, thing, place.cost + 0.05, place.skipped)
        if thing.noun in ("row", "line", "column") and not thing.indicators and "same" in self.w.words[:place.end]:
            return [Parse(place.end, ("relation", Relation("same")), place.cost, place.skipped)]  # "that same row"
        if thing.type == "region" and not thing.indicators:
            return []
        if thing.type == "corner":
            return [Parse(place.end, ("relation", Relation("within", thing)), place.cost, place.skipped)]
        halves = []
        if thing.type in ("edge", "region") and len(thing.indicators) == 1 and (
                thing.noun == "half" and thing.indicators[0] in ("front", "back", "left", "right")
                or thing.noun in HALVES and thing.indicators[0] in ("left", "right")):
            # "in the back half", "the green one on the left side further away": in that half of the board, when
            # one is of those meant ("the far side" is its edge row, or near it)
            edge = Thing("edge", indicators=list(thing.indicators))
            halves = [Parse(place.end, ("check", Check("half", edge)), place.cost - 0.05, place.skipped)]
        if thing.type == "edge" and thing.noun == "side" and thing.indicators:
            # "the blue block over on the far side": nearest that side of the board, or along that edge
            half = Thing("region", indicators=thing.indicators[:1])
            return halves + [Parse(place.end, ("relation", Relation("nearest", half)), place.cost, place.skipped),
                             Parse(place.end, ("relation", Relation("above", thing)), place.cost + 0.1, place.skipped)]
        if halves:
            return halves + self._where(Parse(place.end, Thing("region", indicators=list(thing.indicators)),
                                              place.cost, place.skipped))
        if thing.type == "edge":
            found = [Parse(place.end, ("relation", Relation("above", thing)), place.cost, place.skipped)]
            if thing.noun in LINES and thing.indicators and thing.indicators[0] in ("front", "back"):
                # "the red pyramid in the back row": the row of shapes nearest the back, when none stands
                # on the edge itself (the board tells)
                found.append(Parse(place.end, ("indicator", thing.indicators[0]), place.cost + 0.15, place.skipped))
            return found
        if thing.type == "region" and len(thing.indicators) == 2 and {thing.indicators[0], thing.indicators[1]} & {
                "front", "back"}:  # "at the back left": nearest the back left corner
            corner = Thing("corner", indicators=sorted(thing.indicators, key=lambda i: i not in ("front", "back")))
            return [Parse(place.end, ("relation", Relation("nearest", corner)), place.cost, place.skipped)]
        if thing.type == "region" and thing.indicators:
            side = thing.indicators[0]
            if side in ("left", "right", "leftmost", "rightmost"):
                return [Parse(place.end, ("indicator", side), place.cost, place.skipped)]
            if side == "center":
                return [Parse(place.end, ("relation", Relation("within", thing)), place.cost, place.skipped),
                        Parse(place.end, ("relation", Relation("nearest", thing)), place.cost + 0.2, place.skipped)]
            return [Parse(place.end, ("relation", Relation("nearest", thing)), place.cost + 0.1, place.skipped)]
        return []
