"""Empty squares named by what they are missing from: "the gap of the cyan diagonal line", "the empty place of
the green row", "the hole of the wall" (a gap "of" a line is the gap in it, as learners and terse notes say it);
and a place said by the empty squares it leaves: "with one free square between it and the blue cubes", "leave
one gap between it and the blue ones", "so there is one empty square between it and X" (in line with X, with
that many free squares between: planner.gaps), "so there is one empty square on each side of it".

A rule layer of the command reader (fallback_pcfg.reader.rules): a gap said "in" a line is read by the
descriptions after a noun (fallback_pcfg.reader.describing); "of" a line, here, the same way.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import described
from fallback_pcfg.reader.formations import Formations
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Check, Relation, Thing
from fallback_pcfg.reader.members import COLLECTIVES

#: What a gap may be "of": the shapes of a line or a group it is missing from.
GAPPED = frozenset({"cube", "prism", "shape", "stack"})
#: What may lead the empty squares a place leaves: "with one free square between it and X", "leaving a gap
#: between ...", "so there is one empty square between ...".
SPACING_LEADS = (("with",), ("leaving",), ("leave",), ("and", "leave"), ("keeping",), ("so", "there", "is"),
                 ("so", "there's"), ("so", "that", "there", "is"), ("so", "theres"), ("with", "only"))
#: Words after the squares' noun that say they stay empty: "one free square left between", "stays between".
LEFT_EMPTY = frozenset({"left", "remaining", "stays", "stay", "staying", "free", "empty", "open", "in"})
#: The shape placed, as the sentence names it between the squares: "between it and X".
PLACED = frozenset({"it", "itself", "them"})


class Gaps(Formations):
    """The rules of gaps named by the line they are missing from."""

    def _collective(self, i: int, heads: list[Parse]) -> list[Parse]:
        """"the gap of the green row", "the empty place of cyan diagonal line": the gap in it (the heads start
        at `i`), besides the groups the formation rules read."""
        found = super()._collective(i, heads)
        for head in heads:
            if not _gap(head):
                continue
            for of in self.items(head.end, "of"):
                if of.phrase != "of":
                    continue  # ("the second square from the green row" is counted from it: fallback_pcfg.reader.walls)
                for line in self.np(of.end):
                    if line.value.noun not in COLLECTIVES or line.value.type not in GAPPED:
                        continue
                    gap = described(head.value, ("relation", Relation("within", line.value)))
                    if gap is not None:
                        found.append(Parse(line.end, gap, head.cost + line.cost + 0.05, head.skipped + line.skipped))
        return found


    def spaced(self, i: int) -> list[Parse]:
        """"with one free square between it and the blue cubes", "leave one gap between it and the blue ones",
        "so there is one empty square between it and X": a square in line with X, with that many free squares
        between them (a place said again after the place said first)."""
        found = []
        for lead in SPACING_LEADS:
            if tuple(self.word(i + k) for k in range(len(lead))) != lead:
                continue
            j = i + len(lead)
            counts = [(c.end, int(c.value)) for c in self.items(j, "cardinal") if c.value.isdigit()] + [
                (j + 1, 1) for _ in [0] if self.word(j) in ("a", "an")]
            for end, count in counts:
                end += bool(self.items(end, "free")) and not self.items(end, "gap")  # "one empty square"
                for noun in self.items(end, "gap", "unit"):
                    k = noun.end + (self.word(noun.end) in LEFT_EMPTY)
                    sides = _each_side(self.w.words, k)
                    if sides:  # "so there is one empty square on each side of it": a shape beyond, both ways
                        tile = Thing("tile", checks=[Check("spaced", count=count)])
                        found.append(Parse(sides, Relation("within", tile), 0.1))
                    if self.word(k) != "between" or self.word(k + 1) not in PLACED or self.word(k + 2) != "and":
                        continue
                    for mark in self.np(k + 3):
                        if mark.value.type not in GAPPED:
                            continue
                        one = mark.value.copy()
                        one.plural = False  # ("and the blue cubes": the nearest of them in that line)
                        tile = Thing("tile", checks=[Check("spaced", one, count=count)])
                        found.append(Parse(mark.end, Relation("within", tile), mark.cost + 0.1, mark.skipped))
        return found


def _each_side(words: tuple[str, ...], k: int) -> int:
    """Where "on each side (of it)", "on either side", "on both sides of it" said from `k` ends (0: not said)."""
    said = words[k:k + 3]
    if said[:1] != ("on",) or said[1:2] not in (("each",), ("either",), ("both",)) or said[2:3] not in (
            ("side",), ("sides",)):
        return 0
    return k + 3 + 2 * (words[k + 3:k + 5] in (("of", "it"), ("of", "them")))


def _gap(head: Parse) -> bool:
    """Whether a noun phrase names an empty square of the board ("the gap", "the empty place")."""
    return head.value.type == "tile" and any(c.kind == "free" for c in head.value.checks)
