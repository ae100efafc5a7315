"""Empty squares named by what they are missing from: "the gap of the cyan diagonal line", "the empty place of
the green row", "the hole of the wall" (a gap "of" a line is the gap in it, as learners and terse notes say it).

A rule layer of the command reader (fallback_pcfg.reader.rules): a gap said "in" a line is read by the
descriptions after a noun (fallback_pcfg.reader.describing); "of" a line, here, the same way.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import COLLECTIVES, described
from fallback_pcfg.reader.formations import Formations
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Relation

#: What a gap may be "of": the shapes of a line or a group it is missing from.
GAPPED = frozenset({"cube", "prism", "shape", "stack"})


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


def _gap(head: Parse) -> bool:
    """Whether a noun phrase names an empty square of the board ("the gap", "the empty place")."""
    return head.value.type == "tile" and any(c.kind == "free" for c in head.value.checks)
