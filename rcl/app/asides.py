"""A command read without one of its asides, when no reading of it uses every word it knows.

People add to a command what the arm does not need, set off by a mark: a result ("..., so one empty square is
between them"), a description said again ("(the one with no pyramid)"), a remark ("Wow, lots of red!"). When
the engines cannot fit such a part into any reading, the command is read again without it, one part at a time.
A reading of the rest is taken when it can be done on the board and every such rest that can be done is done
the same way; the answer names the part it did without (`rcl.app.confidence`).

    answer = read_without_aside(system, utterance, board)   # None: no part could be done without

A part that names an action ("and put it on the red one") is never left out: without it the command would be
another command.  Nor is a first part that says what the rest is about ("Red cube on the left end of the green
row, move it ..."), nor is a reading of the rest taken that only picks a shape up when the command said to put one,
or that the engine read only late in its list.
"""

from __future__ import annotations

from dataclasses import replace

from planner import Scene
from rcl.app.answer import Answer
from rcl.app.confidence import LATE_READING, doubts
from rcl.app.systems import System
from rcl.elements import element_values
from rcl.lexicon import load_lexicon
from rcl.normalise import Utterance
from rcl.writer import to_string

#: Marks that set a part of a command off from the rest (a lone hyphen joins words: "left-edge").
PART_MARKS = frozenset(".!?;:,()–—")
#: Marks that end a sentence: a command's first part is an aside only when it is a sentence of its own ("Look at
#: the yellow cubes on the far side."); before a comma or a colon it says what the rest is about ("Red cube on the
#: left end of the green row, move it ...").
SENTENCE_ENDS = frozenset(".!?")
#: The actions that put a shape somewhere.
PUTTING = frozenset({"move", "drop"})


def parts(utterance: Utterance) -> list[tuple[int, int]]:
    """The (start, end) token spans of the parts the user set off with marks, in order."""
    starts = [0] + [k for k in range(1, len(utterance)) if PART_MARKS & set(utterance.between(k))]
    return list(zip(starts, starts[1:] + [len(utterance)]))


def asides(utterance: Utterance) -> list[tuple[int, int]]:
    """The parts that may be left out: every part but one that names an action, or a first part that is not a
    sentence of its own (none: a single part)."""
    found = parts(utterance)
    if len(found) < 2:
        return []
    if not SENTENCE_ENDS & set(utterance.between(found[0][1])):
        found = found[1:]
    return [(a, b) for a, b in found if not _actions(utterance.words[a:b])]


def without(utterance: Utterance, span: tuple[int, int]) -> Utterance:
    """The command without the tokens of `span` (what was typed is kept, for messages)."""
    return replace(utterance, tokens=utterance.tokens[:span[0]] + utterance.tokens[span[1]:])


def read_without_aside(system: System, utterance: Utterance, board: Scene) -> Answer | None:
    """The answer to the command without one of its asides (`set_aside` says which), when the rests that can be
    done all make the same move; None otherwise.  A rest read only late in the engine's list is not done: it would be
    found because it can be done, not because it is what was said."""
    putting = bool(_actions(utterance.words) & PUTTING)
    done: dict[str, Answer] = {}
    for span in asides(utterance):
        answer = system.read(without(utterance, span), board)
        if answer.chosen is None or putting and not set(element_values("action", answer.chosen.judged)) & PUTTING \
                or any(d.kind == LATE_READING for d in doubts(answer)):
            continue
        said = " ".join(utterance.source_text(k) for k in range(*span))
        done.setdefault(_effect(answer), replace(answer, set_aside=said))
    if len(done) != 1:
        return None
    return next(iter(done.values()))


def _effect(answer: Answer) -> str:
    """What the answer does on the board: the move its verdict found (its reading, when it found none), so that
    rests read as different trees that make one move agree."""
    move = answer.verdict.move if answer.verdict is not None else None
    return str(move) if move is not None else to_string(answer.chosen.judged)


def _actions(words: tuple[str, ...]) -> set[str]:
    """The actions the words name."""
    lexicon = load_lexicon()
    return {value for w in words for value in lexicon.values(w, "action")}


__all__ = ["parts", "asides", "without", "read_without_aside", "PART_MARKS"]
