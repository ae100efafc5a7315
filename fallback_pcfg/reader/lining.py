"""Results that say the shape put down makes a line with the shapes by it: "..., so they make a straight
line", "so all three form a row", ", making a gray-red-gray row", "and make a line", "so the row reads
gray-red-gray", "so they're all in a line", "so it all lines up", "to make a diagonal line".

A rule layer of the command reader (fallback_pcfg.reader.rules) under fallback_pcfg.reader.results: such a
result says the place before again. The line is the one through the place's landmark: the shape stands in
its row or column ("aligned"), corner to corner with it for a diagonal line; a line whose colours are said
in order around the landmark ("gray-red-gray", the landmark red) has a shape of the other end's colour
across the landmark from the square.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import SIDED_THINGS
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Relation, Thing
from fallback_pcfg.reader.stacks import Stacks

#: Who makes the line, said before the verb: "they", "all three", "the three of them", "both".
SUBJECTS = frozenset({"they", "they're", "theyre", "it", "it's", "all", "both", "these", "those", "everything",
                      "three", "four", "of", "them", "the", "together", "now", "then", "will", "would", "should"})
#: Words of how the line looks, between the verb and the noun: "a nice straight line".
LOOKS = frozenset({"a", "an", "one", "the", "nice", "neat", "little", "perfect", "tidy", "proper", "single",
                   "complete", "full", "straight", "clean", "continuous", "small", "short", "long"})
#: What leads a result with no subject after a place: "..., making a row", "and make a line", "to form a row".
LEADS = (("and",), ("to",), ("so", "as", "to"), ("in", "order", "to"), ("thus",))
#: Nouns of the line that say it runs corner to corner.
DIAGONALS = ("diagonal", "slanted", "slanting", "sloping")
#: Words between the colours of a line said in order: "gray, red, gray", "gray then red then gray".
COLOUR_JOINS = frozenset({"and", "then", "to"})


class Lining(Stacks):
    """The rules of a result that says the shape makes a line with the shapes by it."""

    def _line_clause(self, i: int, subject: bool) -> list[Parse]:
        """From `i`: "(they) make a straight line", "(all three) form a row", "(the row) reads gray-red-gray",
        "(they're all) in a line", "(it all) lines up"; with no `subject`, only "making a row", "and make a
        line", "to form a line" (said straight after a place). The relation says where the shape stands of
        the place's landmark (said before as `self.mentioned`)."""
        mark = self.mentioned
        if mark is None or mark.type not in SIDED_THINGS:
            mark = Thing("board")  # (only a line "with" a shape said after it is one to check)
        starts = self._subject_ends(i) if subject else [i + len(w) for w in LEADS if self.says(i, w)] + [
            i] * (self.word(i).endswith("ing"))
        found = []
        for k in starts:
            for end, colours, diagonal in self._line_made(k, subject or k > i):
                cost = 0.1 + 0.05 * (k - i)
                if mark.type != "board":
                    found += [Parse(end, relation, cost) for relation in self._line_through(mark, colours, diagonal)]
                for other in self.np(end + 1) if self.word(end) == "with" else []:  # "a line with the red cube"
                    if other.value.type in SIDED_THINGS:
                        found += [Parse(other.end, relation, cost + other.cost, other.skipped)
                                  for relation in self._line_through(other.value, colours, diagonal)]
        return found

    def _subject_ends(self, i: int) -> list[int]:
        """Where the words of who makes the line end from `i` ("they", "all three", "the row", "they are all")."""
        ends, k = [i], i
        while k < len(self.w) and (self.word(k) in SUBJECTS or self.items(k, "is", "cardinal")) and k - i < 5:
            k = max([k + 1] + [item.end for item in self.items(k, "is")])
            ends.append(k)
        for subject in self.np(i):  # "the row", "the three cubes", "the gray cubes"
            if subject.value.plural or subject.value.noun in ("row", "line", "column"):
                ends += [subject.end] + [item.end for item in self.items(subject.end, "is")]
        return sorted(set(ends))

    def _line_made(self, k: int, finite: bool) -> list[tuple[int, list[str], bool]]:
        """"make a straight line", "forming a gray-red-gray row", "reads gray-red-gray", "line up", "in a line"
        from `k`, as (end, the colours said in order, whether the line is diagonal); `finite`: a verb that is
        not "-ing" may start it."""
        found = []
        for said in self.items(k, "lines-up"):
            if finite or said.phrase.startswith("in "):
                found.append((said.end, [], any(d in said.phrase for d in DIAGONALS)))
        for verb in self.items(k, "line-verb"):
            if not finite and not verb.phrase.endswith("ing"):
                continue
            j = verb.end
            while self.word(j) in LOOKS:
                j += 1
            colours, j = self._colours(j)
            nouns = [(noun, False) for noun in self.items(j, "line-noun")]
            if self.word(j) in DIAGONALS:  # "a slanted row"
                nouns += [(noun, True) for noun in self.items(j + 1, "line-noun")]
            for noun, slanted in nouns:
                after, end = self._colours(noun.end) if not colours else ([], noun.end)  # "a line gray-red-gray"
                found.append((end if len(after) > 1 else noun.end, after if len(after) > 1 else colours,
                              slanted or any(d in noun.phrase for d in DIAGONALS)))
        for verb in self.items(k, "line-reads"):  # "(the row) reads gray-red-gray"
            colours, j = self._colours(verb.end)
            if len(colours) > 1:
                found.append((j, colours, False))
        return found

    def _colours(self, j: int) -> tuple[list[str], int]:
        """The colours said in order from `j` ("gray red gray", "gray, then red, then gray"), and where they end."""
        colours, end = [], j
        while True:
            items = self.items(j, "color")
            if not items:
                break
            colours.append(items[0].value)
            end = j = items[0].end
            if self.word(j) in COLOUR_JOINS and self.items(j + 1, "color"):
                j += 1
        return colours, end

    @staticmethod
    def _line_through(mark: Thing, colours: list[str], diagonal: bool) -> list[Relation]:
        """Where a line through `mark` puts the shape: across `mark` from one of the other end's colour when
        three colours are said around it ("gray-red-gray", `mark` red), else in its row or column (corner to
        corner with it for a diagonal line)."""
        if diagonal:
            return [Relation("diagonal", mark)]
        if len(colours) == 3 and colours[0] != colours[1] != colours[2] and mark.colours in ([], [colours[1]]):
            ends = {colours[0]: colours[2], colours[2]: colours[0]}  # (which end is the shape moved: the board)
            return [Relation("opposite", mark, other=Thing("shape", colours=[other])) for other in ends.values()]
        if colours and not set(mark.colours) <= set(colours):
            return []  # ("making a blue-green row" next to a red cube: not a line through it)
        return [Relation("aligned", mark)]


__all__ = ["Lining"]
