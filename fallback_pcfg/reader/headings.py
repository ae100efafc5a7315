"""A block named in a heading and then a part of it, before the command, the way notes are written: "Red 2x4
block, left column: take the top red ...", "Yellow block, back row: take the left end cube", "3x3 checker,
back-right red: move it ...", "Near row of the yellow block, 2nd cube from the right: move it ...".

The second phrase after the comma is a part of the first: a line said by its side alone is the block's line
(formations.line_of), a shape told apart by a side or an ordinal is one of the block's shapes (parts.part_of).
What the command then says of "it", or counts, is in that part (fallback_pcfg.reader.topics).

A rule layer of the command reader (fallback_pcfg.reader.rules): the sentence rules
(fallback_pcfg.reader.sentences) read a topic with it.
"""

from __future__ import annotations

from fallback_pcfg.reader.blocks import Blocks, block_like
from fallback_pcfg.reader.group_members import line_of
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Thing
from fallback_pcfg.reader.parts import line_of_block, part_of, said_line
from fallback_pcfg.reader.topics import counted_in_group

#: What a part said after its block costs more than the two said with "of".
APPOSED = 0.05


class Headings(Blocks):
    """The rules of a block and a part of it said one after the other."""

    def block_part(self, a: int, b: int) -> list[Parse]:
        """"Red 2x4 block, left column", "3x3 checker, back-right red", "Yellow block, far row, second cube from
        left" filling [a, b): the part of the block said after the comma (none when the first phrase names no
        block, or the second no part of it)."""
        found = []
        for group in self.np(a):
            block = group.value
            if group.end not in self.w.commas or not a < group.end < b or any(a < c < group.end for c in self.w.commas) \
                    or not (block_like(block) and (block.colours or block.count) or line_of_block(block)):
                continue  # (a block said before its first comma: "Yellow block, far row" is no block)
            found += self._parts(group, b)
        return found

    def _parts(self, group: Parse, b: int) -> list[Parse]:
        """The parts of the block `group` names said from its end to `b`: a line of it, a shape of it, or a shape
        of a line of it said after that line and a comma ("far row, second cube from left")."""
        block, found = group.value, []
        for part in self.np(group.end):
            said = part.value
            if part.end > b or said.relations:
                continue
            cost, skipped = group.cost + part.cost + APPOSED, group.skipped + part.skipped
            if said_line(said) and not line_of_block(block):  # "Red 2x4 block, left column"
                line = Parse(part.end, line_of(block, said.indicators[:1], said.noun), cost, skipped)
                found += [line] if part.end == b else self._parts(line, b) if part.end in self.w.commas else []
            elif part.end == b and said.type in ("cube", "prism", "shape", "one") and (
                    said.indicators or said.ordinal) and not (
                    said.colours and block.colours and not set(said.colours) <= set(block.colours)):
                one = said.copy()  # "3x3 checker, back-right red", "near row of the block, 2nd cube from the right"
                one.type = block.type if said.type == "one" else said.type
                one.colours = one.colours or (block.colours if len(set(block.colours)) == 1 else [])
                found.append(Parse(b, part_of(one, block), cost, skipped))
        return found


__all__ = ["Headings"]


def scoped(readings: list[Parse], heading: Thing | None) -> list[Parse]:
    """The readings of a command after a heading that names a block or a line of one ("Yellow block, back row:
    take the rightmost cube"), and, a little cheaper, each of them with the shape it counts one of that group."""
    if heading is None or not (line_of_block(heading) or block_like(heading)):
        return readings
    return sorted(readings + [Parse(r.end, g, r.cost - 0.05, r.skipped) for r in readings
                              if (g := counted_in_group(r.value, heading)) is not None], key=lambda r: r.cost)
