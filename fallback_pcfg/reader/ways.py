"""Which way a counted move goes: "(two squares closer) to the front", "(one square to) the robot side", "two squares
on the other side of the tower", "two squares toward the yellow cube", "in the direction of the front side", "to
the left (hand) side", "towards the front of the board".

A rule layer of the command reader (fallback_pcfg.reader.rules) over the diagonals (fallback_pcfg.reader.diagonals):
the counted places (fallback_pcfg.reader.counting) build on it.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import DIRECTIONS, SIDE_WORDS, SIDES, side_named
from fallback_pcfg.reader.diagonals import Diagonals
from fallback_pcfg.reader.lexical import Item, Parse
from fallback_pcfg.reader.meaning import Relation

#: The way away from a side of the board, as a move goes ("two squares farther from the back").
AWAY = {"forward": "backward", "backward": "forward", "left": "right", "right": "left"}


class CountedWays(Diagonals):
    """The rules of the way a counted move goes."""

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
