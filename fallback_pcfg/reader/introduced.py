"""Lines a sentence before introduced, then said again by their parts alone.

    There's a row of three blue blocks in the middle, and the one on the right end has a green block on top.
    Look at the line of three near the middle. Take the blue cube on the left end and ...
    There is a line of red cubes by the wall. Pick up the one at the far end.

A person who has just pointed at a row or a line goes on about "the left end", "the far end" with no "of the
row": the end of the line just named, as "the left end of that row" says it (fallback_pcfg.reader.formations),
not the board's edge. Only a single line said before is meant: after "two rows" the end of which is not said.
"""

from __future__ import annotations

from fallback_pcfg.reader.describing import LINES
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Thing
from fallback_pcfg.reader.members import in_group, member_colours
from fallback_pcfg.reader.rows import bare_end

#: Nouns of a line of shapes people introduce and then say the end of ("a wall of yellow towers").
INTRODUCED = LINES | {"wall"}
#: What the end of the line just named costs less than the board's edge said the same way.
NEARER = 0.05


def end_of(part: Thing, line: Thing) -> Thing:
    """The shape at the end of `line` that `part` says ("the right end" of "the row of three blue cubes"): one of
    the line, told apart by the end's side, itself a place too."""
    t = line.copy()
    t.indicators += [i for i in part.indicators if i not in t.indicators]
    t.checks += [c for c in part.checks + bare_end(part) if c not in t.checks]
    t.ordinal = part.ordinal or t.ordinal
    t.plural, t.count = False, None
    t.noun = "end"
    return t


def line_introduced(context: tuple[Thing, ...]) -> Thing | None:
    """The line of shapes the sentences before named last, when the last group they named is one line ("a row
    of three blue blocks", "the line of three"); None after several ("the two long rows") or none."""
    for named in reversed(context):
        if named.type not in ("cube", "prism", "shape") or not named.noun:
            continue
        if named.noun in INTRODUCED and not named.plural:
            return named
        if named.said_several():
            return None  # ("two rows of yellow blocks": which row's end is not said)
    return None


def end_of_introduced(head: Parse, context: tuple[Thing, ...], said: str, followed: bool) -> list[Parse]:
    """"on the left end", "at the far end" said with no "of" (`followed` when one comes next; `said`: the word
    before the phrase): the shape at that end of the line a sentence before introduced, one of its group; []
    when none was, or when the phrase is no end of a side, or one counted from ("the third from the right end"
    of a row said before the verb is counted along it: fallback_pcfg.reader.topics)."""
    part: Thing = head.value
    if followed or said == "from" or part.noun != "end" or not part.indicators or part.relations or part.ordinal:
        return []
    line = line_introduced(context)
    if line is None:
        return []
    one = Thing(line.type, colours=member_colours(line), checks=in_group(line))
    return [Parse(head.end, end_of(part, one), head.cost - NEARER, head.skipped)]
