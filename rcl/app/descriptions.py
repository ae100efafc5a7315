"""Descriptions of shapes in questions about the board ("the red cube", "green blocks", "the one
on the blue cube"): the words read with the concept lexicon into RCL entities, which the
planner's own grounding finds on a board.

    >>> from planner import Scene
    >>> from rcl.shape import Shape
    >>> scene = Scene((Shape(0, 7, 0, "blue", "cube"), Shape(0, 7, 1, "red", "cube"),
    ...                Shape(5, 2, 0, "green", "prism")), (3, 3, 7))
    >>> description = read_description(("the", "scarlet", "block", "on", "the", "blue", "one"))
    >>> description.noun(), [s.name for s in description.find(scene)]
    ('red cube on the blue one', ['red cube'])
    >>> green = read_description(("green", "things"))
    >>> green.noun(), green.plural, [s.name for s in green.find(scene)]
    ('green shapes', True, ['green prism'])

A description names shapes by colour, shape word, position words ("leftmost",
"single") and one relation to another description ("on", "left of", "next to",
"in the top left corner"), in any order before the relation.  A word for any shape
("one", "thing", "object") or none at all stands for both cubes and prisms.  Words
the lexicon does not know are left out and listed (`unknown`); known words that
cannot describe a shape ("take") are listed too (`unread`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import product

from planner import Scene, world_of
from planner.describe import describe
from planner.errors import IncoherentError
from planner.grounding import Antecedents, closest, compile_entity, ground
from rcl.lexicon import ConceptLexicon, load_lexicon
from rcl.model import Branch, Leaf
from rcl.shape import Shape

#: The shape types a description may name.
SHAPES = ("cube", "prism")
#: Words that say nothing about which shapes are meant.
QUANTIFIERS = frozenset({"the", "a", "an", "any", "some", "all", "every", "each", "these", "those", "of",
                         "other", "there", "here", "now", "currently", "still", "that", "which", "is", "are",
                         "from"})
#: Words for any shape that the lexicon does not list as one.
ANY_SHAPE = frozenset({"one", "ones", "anything", "something", "everything", "stuff"})
#: What a landmark with position words but no noun is ("the left" is a region of the board).
_REGION = "region"


class DescriptionError(ValueError):
    """Words that describe no shape (a stack, a corner), said in plain words."""


@dataclass(frozen=True)
class Description:
    """Which shapes some words mean: RCL entities, one for each shape type the words allow."""

    #: The words read (normalised).
    words: tuple[str, ...]
    #: One entity per reading: (entity: (color: red) (type: cube) ...); a word for any shape gives
    #: a cube reading and a prism reading.
    entities: tuple[Branch, ...]
    #: Whether the shape noun was plural ("blocks").
    plural: bool = False
    #: Words no lexicon row knows: left out.
    unknown: tuple[str, ...] = ()
    #: Known words that describe no shape here ("take"): left out.
    unread: tuple[str, ...] = ()
    #: The shapes the words point at directly ("it"), instead of grounding the entities.
    pinned: tuple[Shape, ...] | None = None

    def find(self, scene: Scene) -> list[Shape]:
        """The shapes the description means on `scene` (rows from the robot's side out, left before
        right, bottom first); the planner's grounding decides, in its physical mode (the one the REPL
        uses), and every match counts.
        `IncoherentError` when the planner cannot read it ("two position words on one cube")."""
        if self.pinned is not None:
            return [s for s in self.pinned if s in scene.shapes]
        world = world_of(scene, True)
        found = {thing.shape for entity in self.entities for thing in ground(entity, world)
                 if thing.shape is not None}
        return sorted(found, key=lambda s: (s.x, -s.y, s.z))

    def noun(self, plural: bool | None = None) -> str:
        """The description in our words: 'red cube on the blue cube', 'green shapes'."""
        if self.pinned is not None:
            return " and ".join(s.name for s in self.pinned) or "nothing"
        plural = self.plural if plural is None else plural
        return describe(_merged(self.entities, "shape"), plural)

    def closest(self, scene: Scene) -> list[Shape]:
        """Shapes the description may have meant when it matches none (the planner's `closest`: the
        same shapes without its relation or position words, else shapes of its colour or type)."""
        world = world_of(scene, True)
        found: dict[Shape, None] = {}
        for entity in self.entities:
            try:
                found.update(dict.fromkeys(closest(compile_entity(entity, Antecedents(entity)), world)))
            except IncoherentError:
                continue
        return list(found)

    @property
    def names_shapes(self) -> bool:
        """Whether it describes shapes (not a place of the board: "the top left corner")."""
        return self.pinned is not None or all(e.value_of("type") in SHAPES for e in self.entities)

    @property
    def specific(self) -> bool:
        """Whether it says which shapes by more than a word for any shape ("anything on X" does not)."""
        return self.pinned is not None or len({e.value_of("type") for e in self.entities}) == 1 or any(
            e.get("color") is not None or e.get("indicator") is not None for e in self.entities)

    @property
    def unreadable(self) -> bool:
        """Whether it has words and none of them says which shapes ("bigger", "the take")."""
        passed_over = set(self.unknown) | {w for phrase in self.unread for w in phrase.split()}
        return self.pinned is None and any(w not in QUANTIFIERS for w in self.words) and all(
            w in QUANTIFIERS or w in passed_over for w in self.words)

    @property
    def related(self) -> bool:
        """Whether it names a relation to another thing ("on the blue cube")."""
        return any(e.get("spatial-relation") is not None for e in self.entities)

    def unrelated(self) -> Description:
        """The same description without its relation ("the red cube on the blue one" -> "the red cube")."""
        bare = tuple(dict.fromkeys(e.with_children(c for c in e.children if c.tag != "spatial-relation")
                                   for e in self.entities))
        return replace(self, entities=bare)

    @classmethod
    def of(cls, shape: Shape) -> Description:
        """The description that means `shape` itself (what "it" points at)."""
        return cls((), (), pinned=(shape,))


def read_description(words: tuple[str, ...] | list[str], *, place: bool = False,
                     lexicon: ConceptLexicon | None = None) -> Description:
    """The description `words` (normalised) give; `DescriptionError` when they name something that
    is not a shape, unless `place` allows a place of the board ("the top left corner")."""
    reader = _Reader(tuple(words), lexicon or load_lexicon())
    readings = reader.read(0, head=not place)
    return Description(tuple(words), tuple(dict.fromkeys(readings)), reader.plural, tuple(reader.unknown),
                       tuple(reader.unread))


class _Reader:
    """Reads one description; a relation's landmark is read by the same reader from where it starts."""

    def __init__(self, words: tuple[str, ...], lexicon: ConceptLexicon):
        self.words, self.lexicon = words, lexicon
        self.plural = False
        self.unknown: list[str] = []
        self.unread: list[str] = []

    def read(self, start: int, head: bool) -> list[Branch]:
        """The readings of words[start:]: an entity for each type they allow."""
        colors: list[str] = []
        indicators: list[str] = []
        types: list[str] = []
        ordinal: str | None = None
        i = start
        while i < len(self.words):
            phrase = self.lexicon.longest_phrase(self.words, i) or (self.words[i],)
            text = " ".join(phrase)
            values: dict[str, str] = {}
            for concept in self.lexicon.concepts(text):
                values.setdefault(concept.kind, concept.value)
            if "relation" in values and (types or colors) and i + len(phrase) < len(self.words):
                landmarks = self.read(i + len(phrase), head=False)
                return self._entities(colors, indicators, types, ordinal, head,
                                      [_relation(values["relation"], mark) for mark in landmarks])
            i += len(phrase)
            if len(phrase) == 1 and text in QUANTIFIERS:
                continue
            if text in ANY_SHAPE or values.get("type") == "shape":
                types.append("shape")
                self.plural |= head and text in ("ones", "things")
            elif "type" in values:
                types.append(values["type"])
                self.plural |= head and _plural(self.lexicon, text)
            elif "color" in values:
                colors.append(values["color"])
            elif "indicator" in values:
                indicators.append(values["indicator"])
            elif "ordinal" in values:
                ordinal = values["ordinal"]
            elif "locative" in values or "cardinal" in values:
                continue  # "the cube placed on ...", "one red cube": nothing to pick by
            elif values:
                self.unread.append(text)
            else:
                self.unknown.append(text)
        return self._entities(colors, indicators, types, ordinal, head, [])

    def _entities(self, colors: list[str], indicators: list[str], types: list[str], ordinal: str | None,
                  head: bool, relations: list[Branch]) -> list[Branch]:
        kinds = _types(types, indicators, head)
        common = ([Leaf("ordinal", ordinal)] if ordinal else []) + [Leaf("indicator", v) for v in indicators] \
            + [Leaf("color", c) for c in dict.fromkeys(colors)]
        return [Branch("entity", tuple(common + [Leaf("type", kind)] + ([relation] if relation else [])))
                for kind, relation in product(kinds, relations or [None])]


def _types(types: list[str], indicators: list[str], head: bool) -> list[str]:
    """The RCL types a description's nouns allow: a shape's, both shapes' for a word for any shape."""
    named = list(dict.fromkeys(types))
    shapes = [t for t in named if t in SHAPES]
    if head:
        if shapes:
            return shapes[:1]
        if named and named[0] != "shape":
            raise DescriptionError(f"I can only say where single shapes (cubes and prisms) are, not a {named[0]}")
        return list(SHAPES)
    if shapes or (named and named[0] != "shape"):
        return (shapes or named)[:1]
    return [_REGION] if indicators and not named else list(SHAPES)


def _merged(readings: tuple[Branch, ...], any_word: str) -> Branch:
    """One entity standing for several readings, to describe: a type they disagree on is `any_word`
    ("shape" for the shapes asked about, "one" for a landmark: 'red shapes on the blue one')."""
    first = readings[0]
    types = {r.value_of("type") for r in readings}
    children = []
    for child in first.children:
        if child.tag == "type" and len(types) > 1:
            child = Leaf("type", any_word)
        elif child.tag == "spatial-relation":
            marks = tuple(m for r in readings for rel in r.all("spatial-relation") if (m := rel.get("entity")) is not None)
            child = child.with_children(_merged(marks, "type-reference") if c.tag == "entity" else c
                                        for c in child.children)
        children.append(child)
    return first.with_children(children)


def _plural(lexicon: ConceptLexicon, word: str) -> bool:
    """Whether a noun is the plural of a lexicon phrase ("blocks"; "dice" is listed as it is)."""
    return word.endswith("s") and not lexicon.entries_of(word) and bool(lexicon.lookup(word))


def _relation(name: str, landmark: Branch) -> Branch:
    return Branch("spatial-relation", (Leaf("relation", name), landmark))


__all__ = ["Description", "DescriptionError", "read_description", "SHAPES"]
