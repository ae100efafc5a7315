"""Answers to questions about the board, in words, with the shapes they are about (to mark on a
picture of the board).

    >>> from planner import Scene
    >>> from rcl.app.dialogue import Context
    >>> from rcl.app.board_questions import read_board_question
    >>> from rcl.normalise import normalise
    >>> from rcl.shape import Shape
    >>> scene = Scene((Shape(0, 7, 0, "blue", "cube"), Shape(0, 7, 1, "red", "cube"),
    ...                Shape(5, 2, 0, "green", "prism")), (3, 3, 7))
    >>> def ask(text):
    ...     return answer_board_question(read_board_question(normalise(text)), scene, Context.of(scene)).text
    >>> ask("where is the red block?")
    'The red cube is on the blue cube, in the bottom left corner (x=0 y=7).'
    >>> ask("what is on the blue cube?")
    'The red cube is on the blue cube.'
    >>> ask("how many green shapes are there?")
    'There is 1 green shape: the green prism at the top right (x=5 y=2).'
    >>> ask("what are you holding?")
    'I am holding nothing.'

The shapes a question is about are found by the planner's own grounding
(`rcl.app.descriptions`), and named with the planner's words for places
(`planner.shape_words`, `planner.place_words`), as the clarifying questions
name their choices.  "It" in a question is the shape it means in a command.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from planner import IncoherentError, Scene, name_shape, place_words, shape_words
from planner.describe import and_list
from rcl.app.board_questions import CHECK, COLOUR, COUNT, EXISTS, HELD, LIST, RELATED, UNDER, WHERE, BoardQuestion
from rcl.app.descriptions import QUANTIFIERS, SHAPES, Description, DescriptionError, read_description
from rcl.app.dialogue import Context, pointed_at
from rcl.model import Branch, Leaf
from rcl.normalise import normalise
from rcl.references import Reference, find_reference
from rcl.shape import Shape

#: What a question that fits no known form gets.
HELP = ("I can answer questions about the board such as 'where is the red cube?', 'what is on the blue "
        "cube?', 'how many green cubes are there?' and 'what are you holding?'")
#: Words for the relations of "what is <relation> X?".
_RELATION_WORDS = {"above": "on", "within": "in", "left": "left of", "right": "right of", "front": "in front of",
                   "backward": "behind", "forward": "in front of", "adjacent": "next to", "nearest": "nearest to",
                   UNDER: "under"}


@dataclass(frozen=True)
class BoardAnswer:
    """What the robot says to a question about the board, and the shapes it is about."""

    text: str
    #: The shapes the answer names, in its order (a picture marks them 1, 2, ...).
    shapes: tuple[Shape, ...] = ()

    def marks(self) -> dict[Shape, str]:
        """The shapes' numbers, for drawing them on the board."""
        return {shape: str(n) for n, shape in enumerate(self.shapes, 1)}

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "shapes": [{"number": n, "color": s.color, "type": s.type, "x": s.x, "y": s.y,
                                               "z": s.z} for n, s in enumerate(self.shapes, 1)]}


def answer_board_question(question: BoardQuestion, scene: Scene, context: Context | None = None) -> BoardAnswer:
    """The answer to `question` on `scene`; `context` says what "it" means (default: the held shape)."""
    context = context if context is not None else Context.of(scene)
    if question.kind == HELD:
        return _held(question, scene, context)
    if question.kind not in _ANSWERS:
        return BoardAnswer(HELP + "; that one I could not read.")
    try:
        subject = _description(question.subject, context, place=question.kind == RELATED)
        if isinstance(subject, str):
            return BoardAnswer(subject)
        if subject.unreadable:
            return BoardAnswer(f"{HELP}; I could not read '{' '.join(question.subject)}' as shapes on the board.")
        answer = _ANSWERS[question.kind](question, subject, scene)
    except (DescriptionError, IncoherentError) as e:
        return BoardAnswer(f"I cannot tell: {e}.")
    return _with_left_out(answer, subject)


def _description(words: tuple[str, ...], context: Context, place: bool = False) -> Description | str:
    """The shapes `words` describe (or a place of the board, when `place`), or the shape a reference
    such as "it" points at (or why it points at none)."""
    reference = _reference(words)
    if reference is None:
        return read_description(words, place=place)
    shape, why = pointed_at(reference.kind, context)
    return Description.of(shape) if shape is not None else f"I do not know what '{' '.join(words)}' is: {why}."


def _reference(words: tuple[str, ...]) -> Reference | None:
    """The reference to an established shape ("it", "that one") that `words` are, and nothing more."""
    utterance = normalise(" ".join(words))
    reference = find_reference(utterance) if words else None
    if reference is None or reference.kind == "other":
        return None
    rest = utterance.words[:reference.start] + utterance.words[reference.end:]
    return reference if all(w in QUANTIFIERS for w in rest) else None


def _where(question: BoardQuestion, subject: Description, scene: Scene) -> BoardAnswer:
    return _found(subject, scene, lambda shape: f"The {shape.name} is {_place(shape, scene)}.")


def _found(subject: Description, scene: Scene, one: Callable[[Shape], str]) -> BoardAnswer:
    """What fits `subject`: what there is when nothing does, `one` said of a single shape, else how
    many and where."""
    shapes = subject.find(scene)
    if not shapes:
        return _none(subject, scene)
    if len(shapes) == 1:
        return BoardAnswer(one(shapes[0]), tuple(shapes))
    return BoardAnswer(f"There are {_count(shapes, subject)}: {_listed(shapes, scene)}.", tuple(shapes))


def _how_many(question: BoardQuestion, subject: Description, scene: Scene) -> BoardAnswer:
    shapes = subject.find(scene)
    if not shapes:
        return BoardAnswer(f"There are no {subject.noun(plural=True)}.")
    verb = "is" if len(shapes) == 1 else "are"
    return BoardAnswer(f"There {verb} {_count(shapes, subject)}: {_listed(shapes, scene)}.", tuple(shapes))


def _exists(question: BoardQuestion, subject: Description, scene: Scene) -> BoardAnswer:
    shapes = subject.find(scene)
    if shapes:
        return BoardAnswer(f"Yes: {_listed(shapes, scene)}.", tuple(shapes))
    answer = _none(subject, scene)
    return BoardAnswer("No. " + answer.text, answer.shapes)


def _related(question: BoardQuestion, subject: Description, scene: Scene) -> BoardAnswer:
    """What stands in a relation to the shapes described: 'what is on / under / left of X?'."""
    words = _RELATION_WORDS.get(question.relation, question.relation)
    if not subject.names_shapes:  # "what is in the top left corner?": a place of the board
        found = _related_to(question.relation, subject.entities, scene)
        if not found:
            return BoardAnswer(f"Nothing is {words} the {subject.noun()}.")
        return BoardAnswer(f"{_capital(_names(found))} {_is(found)} {words} the {subject.noun()}.", tuple(found))
    landmarks = subject.find(scene)
    if not landmarks:
        return _none(subject, scene)
    parts, named = [], []
    for landmark in landmarks:
        where = f"the {landmark.name}" + (f" {place_words(landmark.cell)}" if len(landmarks) > 1 else "")
        if landmark == scene.held:
            parts.append(f"the {landmark.name} is in the gripper")
            named.append(landmark)
            continue
        found = _around(landmark, question.relation, scene)
        if found == ["board"]:
            parts.append(f"{where} stands on the board")
            named.append(landmark)
        elif found:
            parts.append(f"{_names(found)} {_is(found)} {words} {where}")
            named.extend(found)
        else:
            parts.append(f"nothing is {words} {where}")
    return BoardAnswer(_capital("; ".join(parts)) + ".", tuple(dict.fromkeys(named)))


def _around(landmark: Shape, relation: str, scene: Scene) -> list[Shape] | list[str]:
    """The shapes in `relation` to `landmark` ("board" when a shape stands on the board)."""
    if relation == UNDER:
        if landmark.z == 0:
            return ["board"]
        return [s for s in scene.column(landmark.x, landmark.y) if s.z < landmark.z][-1:]
    if relation == "above":  # what stands on it, directly (the planner's "on")
        above = scene.at(landmark.x, landmark.y, landmark.z + 1)
        return [above] if above is not None and above != scene.held else []
    naming = name_shape(landmark, scene, landmark=True)  # words the planner grounds as that shape alone
    return _related_to(relation, (naming.entity,), scene) if naming is not None else []


def _related_to(relation: str, landmarks: tuple[Branch, ...], scene: Scene) -> list[Shape]:
    """The shapes the planner finds in `relation` to one of the `landmarks` (RCL entities)."""
    entities = tuple(Branch("entity", (Leaf("type", kind), Branch("spatial-relation", (Leaf("relation", relation),
                                                                                       landmark))))
                     for kind in SHAPES for landmark in landmarks)
    return Description((), entities).find(scene)


def _check(question: BoardQuestion, subject: Description, scene: Scene) -> BoardAnswer:
    """'is the red cube on the blue cube?': yes with the shapes that are, else where they are."""
    shapes = subject.find(scene)
    if shapes:
        return BoardAnswer(f"Yes: {_listed(shapes, scene)}.", tuple(shapes))
    if not subject.related or not subject.specific:  # "is anything on the white cube?"
        return BoardAnswer("No. " + _none(subject, scene, alternatives=False).text)
    alone = subject.unrelated().find(scene)
    if not alone:
        return BoardAnswer("No. " + _none(subject.unrelated(), scene).text)
    where = "; ".join(f"the {s.name} is {_place(s, scene)}" for s in alone)
    return BoardAnswer(f"No: {where}.", tuple(alone))


def _listing(question: BoardQuestion, subject: Description, scene: Scene) -> BoardAnswer:
    """'which cubes are red?', 'what is the leftmost cube?', 'what is it?', 'what is there?'."""
    return _found(subject, scene, lambda shape: f"It is {shape_words(shape, scene)}.")


def _colour(question: BoardQuestion, subject: Description, scene: Scene) -> BoardAnswer:
    shapes = subject.find(scene)
    if not shapes:
        return _none(subject, scene)
    colours = and_list(list(dict.fromkeys(s.color for s in shapes)))
    head = "It is" if len(shapes) == 1 else "They are"
    return BoardAnswer(f"{head} {colours}: {_listed(shapes, scene)}.", tuple(shapes))


def _held(question: BoardQuestion, scene: Scene, context: Context) -> BoardAnswer:
    held = scene.held
    holding = f"I am holding the {held.name}" if held is not None else "I am holding nothing"
    if not question.subject:
        return BoardAnswer(holding + ".", (held,) if held is not None else ())
    try:
        subject = _description(question.subject, context)
        meant = [] if isinstance(subject, str) or held is None else subject.find(scene)
    except (DescriptionError, IncoherentError):
        meant = []
    yes = held is not None and held in meant
    return BoardAnswer(f"{'Yes' if yes else 'No'}, {holding}.",
                       (held,) if held is not None else ())


_ANSWERS = {WHERE: _where, COUNT: _how_many, EXISTS: _exists, RELATED: _related, CHECK: _check, LIST: _listing,
            COLOUR: _colour}


# --- words ---------------------------------------------------------------------------

def _place(shape: Shape, scene: Scene) -> str:
    """Where a shape is: 'in the gripper', 'on the blue cube, at the top (x=6 y=4)', 'in the middle (x=3 y=4)'."""
    if shape == scene.held:
        return "in the gripper"
    below = scene.at(shape.x, shape.y, shape.z - 1) if shape.z else None
    return (f"on the {below.name}, " if below is not None else "") + place_words(shape.cell)


def _listed(shapes: list[Shape], scene: Scene) -> str:
    """The shapes and their places, numbered as a picture marks them when there are several."""
    if len(shapes) == 1:
        return shape_words(shapes[0], scene)
    return "; ".join(f"{n}: {shape_words(s, scene)}" for n, s in enumerate(shapes, 1))


def _count(shapes: list[Shape], subject: Description) -> str:
    """'2 green cubes', '1 green shape', '3 shapes'."""
    return f"{len(shapes)} {subject.noun(plural=len(shapes) != 1)}"


def _none(subject: Description, scene: Scene, alternatives: bool = True) -> BoardAnswer:
    """There is no such shape; and the shapes it may have meant (the planner's `closest`)."""
    text = f"There is no {subject.noun(plural=False)}" + ("" if subject.related else " on the board")
    like = subject.closest(scene) if alternatives else []
    if not like:
        return BoardAnswer(text + ".")
    where = "; ".join(f"the {s.name} is {_place(s, scene)}" for s in like)
    return BoardAnswer(f"{text}; {where}.", tuple(like))


def _names(shapes: list[Shape]) -> str:
    return and_list([f"the {s.name}" for s in shapes])


def _is(shapes: list[Shape]) -> str:
    return "is" if len(shapes) == 1 else "are"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _with_left_out(answer: BoardAnswer, subject: Description) -> BoardAnswer:
    """The answer with the question's words it left out named after it."""
    left = list(subject.unknown) + list(subject.unread)
    if not left:
        return answer
    listed = ", ".join(f"'{w}'" for w in left)
    return BoardAnswer(f"{answer.text} (I left out {listed}: I could not use {'it' if len(left) == 1 else 'them'} "
                       "in a question about the board.)", answer.shapes)


__all__ = ["BoardAnswer", "answer_board_question", "HELP"]
