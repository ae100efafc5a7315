"""Where a command points at a shape the conversation already established ("drop it").

A robot demo is a dialogue: "pick up the green pyramid", then "put it on the red
cube".  `find_reference` finds such words in a normalised command; which shape
they mean is the hall's business (it knows the scene and what came before).

>>> from rcl.normalise import normalise
>>> find_reference(normalise("now put it on the red cube"))
Reference(start=1, end=2, kind='current')
>>> find_reference(normalise("pick up the red cube and put it on the blue one")) is None
True
>>> find_reference(normalise("take another one")).kind
'other'
>>> find_reference(normalise("take the blue off that two high stack and put it down")) is None
True
>>> find_reference(normalise("take the second one from the left and move it back")) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from rcl.errors import RCLError
from rcl.lexicon import ConceptLexicon, load_lexicon
from rcl.normalise import Utterance, names_nothing

#: What a reference may point at (rcl/references.tsv explains each).
KINDS = ("current", "held", "last", "other")
#: Kinds of lexicon word that make a phrase before them a determiner, not a reference.
_DESCRIBING = ("color", "type", "indicator", "cardinal", "ordinal")
#: Phrases that also begin descriptions ("that red cube", "another blue one", "the same colour").
_DETERMINERS = frozenset({("that",), ("this",), ("another",), ("the", "same")})
#: Words after which a word that may be a verb is a noun ("the stack", "two stacks", "each pile").
_NOUN_BEFORE = frozenset({"the", "a", "an", "that", "this", "those", "these", "each", "every", "its", "their",
                          "tall", "short", "big", "small", "little", "high", "low"})
#: Words of size or look that only stand before a noun: after "that" they make it a determiner ("that little
#: checkered pattern").
_ADJECTIVES = frozenset({"tall", "short", "big", "small", "little", "tiny", "large", "long", "lone", "single", "plain",
                         "checkered", "chequered", "striped", "low", "high", "whole"})
#: Words of everyday English that follow "that" said of a shape, not a noun it determines ("put that away").
_ADVERBS = frozenset({"away", "aside", "instead", "somewhere", "anywhere", "elsewhere", "anyway", "together",
                      "thanks", "thx", "ty"})
#: Verbs after which a word that names nothing makes a remark about the task ("This one is easy, I hope!").
_COPULAS = frozenset({"is", "was", "seems", "looks", "sounds", "should", "will"})
#: Words between such a verb and that word ("this one is pretty simple", "this should be quick", "that is a lot").
_DEGREES = frozenset({"so", "very", "pretty", "really", "quite", "a", "an", "bit", "too", "be", "not", "hopefully"})
#: Words after such a verb that begin saying what the thing is or where ("it is the red one", "it is where ...").
_SAYING = frozenset({"the", "that", "this", "these", "those", "where", "what", "which", "it", "one", "your", "my",
                     "its", "our", "their", "there", "here", "now", "still", "already", "just", "going", "in", "on"})
#: Types of the things a pronoun can stand for (not places: "tile", "corner", "board").
_SHAPES = frozenset({"cube", "prism", "shape", "stack", "cube-group"})
#: Words that name some shape not yet said which, that "it" after them may point back to ("pick something up and
#: hold it for me"): the command says which later.
_INDEFINITES = frozenset({"something", "anything"})


@dataclass(frozen=True)
class Reference:
    """Tokens [start, end) of an utterance that point at an established shape, and which one."""

    start: int
    end: int
    kind: str


def find_reference(utterance: Utterance, lexicon: ConceptLexicon | None = None) -> Reference | None:
    """The first reference to an established shape in `utterance`, or None (see rcl/references.tsv)."""
    lexicon = lexicon or load_lexicon()
    words = utterance.words
    phrases = _phrases()
    for start in range(len(words)):
        before = words[start - 1] if start else ""
        if _names_a_shape(lexicon, words[start], before) or _one_said(lexicon, words[start], before) or (
                words[start] in _INDEFINITES):
            return None  # from here on, "it" has an antecedent in the command itself
        for phrase, kind in phrases:
            end = start + len(phrase)
            if tuple(words[start:end]) != phrase:
                continue
            if _may_determine(phrase) and _describes_next(lexicon, words[end:end + 3]):
                continue  # "that red cube", "another blue one": a description, not a reference
            if phrase[-1:] == ("one",) and _may_determine(phrase[:-1]) and _noun_next(lexicon, words[end:end + 1]):
                continue  # "fill that one empty gap": "one" counts the gap
            if _may_determine(phrase) and _colon_after(utterance, end):
                continue  # "Let's try this: grab the blue block ...": what follows the colon, not a shape
            if _remark(lexicon, words[end:end + 5]):
                continue  # "This one is easy, I hope!": the task, not a shape
            return Reference(start, end, kind)
    return None


def _remark(lexicon: ConceptLexicon, following: tuple[str, ...]) -> bool:
    """Whether the words after a reference make a remark about the task: a verb like "is", then (past words of
    degree) a word that names nothing for the robot ("this one is easy", "this should be pretty quick", "that is
    a lot of white blocks")."""
    if not following or following[0] not in _COPULAS:
        return False
    rest = [w for w in following[1:] if w not in _DEGREES]
    return bool(rest) and rest[0] not in _SAYING and not lexicon.concepts(rest[0])


def _names_a_shape(lexicon: ConceptLexicon, word: str, before: str = "") -> bool:
    """A noun of a shape, and not also a verb ("place", "set" begin commands) unless a determiner or a
    describing word stands before it ("look at the two stacks that ...", "the tall pile"), or a colour
    ("take the blue off the green and put it ...": a colour names a shape too)."""
    concepts = lexicon.concepts(word)
    noun = not any(c.kind == "action" for c in concepts) or before in _NOUN_BEFORE or any(
        c.kind in _DESCRIBING for c in lexicon.concepts(before))
    return any(c.kind == "type" and c.value in _SHAPES or c.kind == "color" for c in concepts) and noun


def _one_said(lexicon: ConceptLexicon, word: str, before: str) -> bool:
    """A shape said with "one" for its noun, after a word that describes it or a determiner ("the 2nd one",
    "the left one", "the one on the left", "the end one")."""
    return word in ("one", "ones") and (before in _NOUN_BEFORE or before in ("last", "end", "first", "middle") or any(
        c.kind in _DESCRIBING for c in lexicon.concepts(before)))


def _may_determine(phrase: tuple[str, ...]) -> bool:
    """Whether a phrase can also begin a description ("that", "another", "the same"; never "it")."""
    return phrase in _DETERMINERS


def _describes_next(lexicon: ConceptLexicon, following: tuple[str, ...]) -> bool:
    """Whether the words after a phrase make it a determiner ("that red cube", "another one", "that
    little green pyramid": past words that name nothing, up to the first that does)."""
    if _noun_next(lexicon, following[:1]):
        return True
    for word in following:
        if word in ("one", "ones") or word in _ADJECTIVES or any(c.kind in _DESCRIBING for c in lexicon.concepts(word)):
            return True
        if lexicon.concepts(word):
            return False
    return False


def _noun_next(lexicon: ConceptLexicon, following: tuple[str, ...]) -> bool:
    """Whether the word after a phrase is a noun or a describing word of everyday English the lexicon does
    not name ("fill that gap with it", "that empty spot"), or a colour or a kind of shape ("that one red cube")."""
    if not following or following[0] in _ADVERBS:
        return False
    concepts = lexicon.concepts(following[0])
    return not concepts and not names_nothing(following[0], lexicon) or any(c.kind in ("color", "type")
                                                                           for c in concepts)


def _colon_after(utterance: Utterance, end: int) -> bool:
    """Whether the user typed a colon right after the word before `end` ("try this: ...")."""
    return 0 < end < len(utterance.tokens) and ":" in utterance.between(end)


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[tuple[str, ...], str], ...]:
    """(words, kind) of every row, longest phrase first (so "that one" wins over "that")."""
    rows = []
    text = resources.files("rcl").joinpath("references.tsv").read_text(encoding="utf-8")
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#") or line.startswith("phrase\t"):
            continue
        fields = line.split("\t")
        if len(fields) < 2 or fields[1] not in KINDS:
            raise RCLError(f"rcl/references.tsv, line {number}: expected 'phrase<TAB>kind' with a kind of "
                           f"{', '.join(KINDS)}, not {line!r}")
        rows.append((tuple(fields[0].split()), fields[1]))
    return tuple(sorted(rows, key=lambda row: -len(row[0])))
