"""Clarifying questions: when a command fails only because its description fits several shapes
(or none), ask which one instead of giving up.

    question = ask(answer, scene)          # None when there is nothing to ask
    print("\\n".join(question.lines(scene)))
    shape = question.pick(normalise("the left one"), scene)
    tree = question.complete(shape, scene)  # the command's tree, now naming that shape

Two sources of questions.  The planner's: the best reading's description matched
several shapes, at most a handful (`MOST_CHOICES`: "2 blue cubes match") or, said by colour and shape alone, none, with the
closest shapes it found ("there is no blue prism; there are blue cubes at ..."); the reading's tree is kept and the
chosen shape's name (`planner.name_shape`) takes the description's place.  The
dialogue's: "take another one" when several shapes are like the last one; the
command is parsed again with the chosen shape's name in place of the words.

A reply picks a choice by number ("2", "the second"), by place ("the left one",
"the top one", "the one near the robot"), by colour or shape ("the green one"),
or is a new, fuller command.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from planner import AMBIGUOUS, MISSING, Scene, describe, name_shape, replace_node, shape_words
from rcl.app.answer import MOST_CHOICES, Answer, which_question
from rcl.app.dialogue import Resolution
from rcl.candidate import Candidate
from rcl.lexicon import load_lexicon
from rcl.model import Branch, Node
from rcl.normalise import Utterance
from rcl.shape import Shape

#: Ordinals and counting words a reply may pick a choice with.
ORDINALS = {"one": 1, "first": 1, "two": 2, "second": 2, "three": 3, "third": 3, "four": 4, "fourth": 4,
            "five": 5, "fifth": 5, "six": 6, "sixth": 6, "seven": 7, "seventh": 7, "eight": 8, "eighth": 8,
            "last": -1}
#: Place words of a reply -> (coordinate, sign): the choice with the largest sign * coordinate.
#: As the board is drawn: the far side (x = 7) at the top, y = 7 on the left.
PLACES = {"left": ("y", 1), "leftmost": ("y", 1), "right": ("y", -1), "rightmost": ("y", -1),
          "top": ("x", 1), "far": ("x", 1), "farthest": ("x", 1), "furthest": ("x", 1), "front": ("x", 1),
          "bottom": ("x", -1), "near": ("x", -1), "nearest": ("x", -1), "closest": ("x", -1),
          "back": ("x", -1), "robot": ("x", -1), "me": ("x", -1),
          "upper": ("z", 1), "higher": ("z", 1), "highest": ("z", 1), "lower": ("z", -1), "lowest": ("z", -1)}
#: Words a reply may hold around its choice ("the one on the left, please").
_FILLER = frozenset({"the", "one", "ones", "number", "no", "nr", "on", "at", "in", "to", "side", "of", "that",
                     "is", "it", "i", "mean", "meant", "want", "please", "thanks", "a", "an", "just", "edge",
                     "corner", "which", "by", "next", "near", "shape"})


@dataclass(frozen=True)
class Question:
    """Which of several shapes a command means, and how to finish it once one is chosen."""

    #: "which": the description fits several shapes; "missing": it fits none, these are closest.
    kind: str
    #: The command as typed.
    text: str
    #: The description that failed, in words ("blue cube"), or the user's words ("another one").
    words: str
    #: The choices, numbered from 1 in this order.
    choices: tuple[Shape, ...]
    #: The best reading's tree and its description node that the chosen shape's name replaces.
    tree: Node | None = None
    entity: Branch | None = None
    #: The reading the tree is (its engine and rank go with the completed tree).
    candidate: Candidate | None = None
    #: Whether the description names a landmark ("on the blue cube"), not the shape acted on.
    landmark: bool = False
    #: For "another one": the command to parse again with the chosen shape named.
    resolution: Resolution | None = None

    def lines(self, scene: Scene) -> list[str]:
        """The question and its numbered choices, in plain words."""
        if self.kind == "missing":
            head = f"There is no {self.words} here. Did you mean one of these?"
        elif self.resolution is not None:
            head = f"Which one do you mean by '{self.words}'?"
        else:
            head = which_question(self.words)
        lines = [head] + [f"  {n}: {shape_words(shape, scene)}" for n, shape in enumerate(self.choices, 1)]
        lines.append(f"Answer with a number (1-{len(self.choices)}), a place such as 'the left one', "
                     "or type a fuller command.")
        return lines

    def marks(self) -> dict[Shape, str]:
        """The choices' numbers, for drawing them on the board."""
        return {shape: str(n) for n, shape in enumerate(self.choices, 1)}

    def pick(self, reply: Utterance, scene: Scene) -> Shape | None:
        """The choice a reply names, or None when it names none of them (a new command, say)."""
        words = [w for w in reply.words if w not in _FILLER or w == "one" and _only_number(reply)]
        if not words:
            return None
        if len(words) == 1 and words[0] in ORDINALS:
            number = ORDINALS[words[0]]
            return self.choices[number - 1 if number > 0 else number] if number <= len(self.choices) else None
        left = list(self.choices)
        lexicon = load_lexicon()
        for word in words:
            concepts = lexicon.concepts(word)
            colours = {c.value for c in concepts if c.kind == "color"}
            types = {c.value for c in concepts if c.kind == "type"} & {"cube", "prism"}
            if colours:
                left = [s for s in left if s.color in colours]
            elif types:
                left = [s for s in left if s.type in types]
            elif word in PLACES:
                left = _extreme(left, *PLACES[word])
            else:
                return None  # a word that picks nothing: the reply is something else
        return left[0] if len(left) == 1 else None

    def complete(self, shape: Shape, scene: Scene) -> Node | None:
        """The best reading's tree with its description replaced by the chosen shape's name (None when no
        description picks out that shape alone, or for "another one", which is parsed again)."""
        if self.tree is None or self.entity is None:
            return None
        naming = name_shape(shape, scene, landmark=self.landmark)
        if naming is None:
            return None
        return replace_node(self.tree, self.entity, naming.entity)

    def to_json(self, scene: Scene) -> dict[str, Any]:
        return {"kind": self.kind, "words": self.words,
                "choices": [{"number": n, "color": s.color, "type": s.type, "x": s.x, "y": s.y, "z": s.z,
                             "description": shape_words(s, scene)} for n, s in enumerate(self.choices, 1)]}


def ask(answer: Answer, scene: Scene | None) -> Question | None:
    """The question to ask about an answer that failed only for want of one shape, else None."""
    if scene is None or answer.answered:
        return None
    resolution = answer.resolution
    if resolution is not None and resolution.choices:
        return Question("which", answer.text, resolution.typed, resolution.choices, resolution=resolution)
    judged = [a for a in answer.attempts if a.problem is not None]
    if not judged:
        return None
    first = judged[0]
    problem = first.problem
    if problem.entity is None:
        return None
    words = describe(problem.entity)
    landmark = problem.role != "what"
    if problem.kind == AMBIGUOUS and 1 < len(problem.matches) <= MOST_CHOICES:
        return Question("which", answer.text, words, problem.matches, first.candidate.tree, problem.entity,
                        first.candidate, landmark)
    if problem.kind == MISSING and problem.alternatives and _plain(problem.entity):
        return Question("missing", answer.text, words, problem.alternatives, first.candidate.tree,
                        problem.entity, first.candidate, landmark)
    return None


def _plain(entity) -> bool:
    """Whether a description says only a colour and a shape ("the green cube"): when nothing fits it,
    the closest shapes are a near miss worth offering.  Where a longer description fits nothing, a
    list of shapes of that colour is no question the command asked: the answer says what is there."""
    return all(child.tag in ("color", "type", "id") for child in entity.children)


def _only_number(reply: Utterance) -> bool:
    return reply.words in (("one",), ("number", "one"), ("the", "first", "one"))


def _extreme(shapes: list[Shape], axis: str, sign: int) -> list[Shape]:
    """The shapes farthest along `axis` in the direction `sign` (all of them when tied)."""
    if not shapes:
        return shapes
    value = {s: sign * getattr(s, axis) for s in shapes}
    best = max(value.values())
    return [s for s in shapes if value[s] == best]
