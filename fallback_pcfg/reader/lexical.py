"""The words of a command as the command reader sees them: every phrase each position may start.

Each position of a normalised command (`rcl.normalise.Utterance`) gets the
phrases starting there that the concept lexicon knows (a colour, a shape, a
relation, an action ...) and those of the reader's own small words
(fallback_pcfg/reader/words.tsv: determiners, "with ... on top", "you are
holding", heights ...).  The punctuation the user typed is kept as marks
between words: a full stop or a question mark ends a sentence, a comma may
set off an aside, an arrow ("->") says where a shape goes.

>>> from rcl.normalise import normalise
>>> words = Words.of(normalise("Pick up the red cube. Put it on top of the blue one"))
>>> [(i.kind, i.value, i.phrase) for i in words.at(0) if i.kind == "action"]
[('action', 'take', 'pick up'), ('action', 'take', 'pick')]
>>> words.sentences()
[(0, 4), (4, 12)]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from fallback_pcfg.errors import PCFGError
from fallback_pcfg.reader.grid import SIDES as GRID_SIDES, grid_lines
from fallback_pcfg.reader.learner import standard_forms, toward_viewer, viewer_sides
from fallback_pcfg.reader.numbering import numbered
from rcl.lexicon import ConceptLexicon, base_forms, load_lexicon
from rcl.normalise import COLOUR_INITIALS, Utterance

#: Kinds of the concept lexicon whose words carry meaning: leaving one out changes what is meant.
CONTENT = frozenset({"action", "type", "color", "relation", "indicator", "cardinal", "ordinal", "unit", "gap", "tall",
                     "short", "farther", "nearer", "not", "without", "diagonal", "formation", "inner", "outer",
                     "last", "fill", "complete", "midway", "touches", "topped", "hue", "enclosure", "last-2", "last-3",
                     "last-4"})
#: Words that carry a relation phrase's meaning though the phrase is longer ("next" in "next to"): left
#: out, the relation is lost.
RELATION_HEADS = frozenset({"next", "beside", "behind", "between", "near", "close", "adjacent", "opposite", "across"})
#: Typed marks that end a sentence, set off an aside, or point to where a shape goes.
STOPS, COMMAS, ARROWS = frozenset({".", "?", "!", ";", ":"}), frozenset({",", "(", ")", "-", "--", "–", "—"}), \
    ("->", "=>", ">", "→", "⇒", "⟶", "➔", "➜")
#: Abbreviations typed with full stops, as normalised words ("i.e." -> "i e").
ABBREVIATIONS = frozenset({("i", "e"), ("e", "g")})
#: What may follow a size word in a noun phrase ("a little red cube"): after "a little", a noun phrase goes on.
NOUNISH = frozenset({"type", "color", "one", "ones", "formation", "short", "tall", "gap", "hat"})
#: Kinds of the words that may stand in a sentence of verbs alone ("Pick and hold:", "Take it up and keep:").
VERBAL = frozenset({"action", "and", "then", "keep", "keep-last", "holds", "filler", "still", "down", "way"})
#: Endings of participles, and the parts of speech of the lexicon that have them.
PARTICIPLES, VERBS = ("ed", "ing"), frozenset({"v", "phr"})
#: Words that open a sentence as an interjection when a comma follows ("Right, put ...", "Fine, now ...").
INTERJECTIONS = frozenset({"right", "alright", "good", "great", "fine", "perfect", "excellent", "nice", "cool", "super"})
#: The longest phrase looked for (words).
LONGEST = 7
#: The most colour initials a word may run together as a stack's colours ("RYRYB").
MOST_INITIALS = 6


@dataclass(frozen=True)
class Item:
    """A phrase at [start, end): its kind (a lexicon kind or a reader class) and value."""

    start: int
    end: int
    kind: str
    value: str
    phrase: str


@dataclass
class Parse:
    """A reading of words[start:end] by a rule of the reader: its meaning, its cost, and the positions
    it left out."""

    end: int
    value: Any
    cost: float
    skipped: tuple[int, ...] = ()
    #: No description may follow it (a noun said again for the thing named before: "the tower").
    whole: bool = False


class Words:
    """The phrases at each position of a command, and its punctuation marks."""

    def __init__(self, words: tuple[str, ...], items: list[list[Item]], stops: frozenset[int],
                 commas: frozenset[int], arrows: frozenset[int], colons: frozenset[int] = frozenset(),
                 brackets: frozenset[int] = frozenset(), lexicon: ConceptLexicon | None = None):
        self.words = words
        self.lexicon = lexicon or load_lexicon()
        self._items = items
        #: Positions a sentence starts at (besides 0), a comma stands before, an arrow stands before.
        self.stops, self.commas, self.arrows = stops, commas, arrows
        #: The stops that are colons ("Yellow pyramid on the tall tower: move it ..." names, then asks).
        self.colons = colons
        #: The commas that open a bracket ("the left tower (two gray cubes and a red pyramid)": an aside).
        self.brackets = brackets

    @classmethod
    def of(cls, utterance: Utterance, lexicon: ConceptLexicon | None = None) -> "Words":
        lexicon = lexicon or load_lexicon()
        words = utterance.words
        table = small_words()
        items: list[list[Item]] = [[] for _ in words]
        bare = _without_articles(lexicon)
        marks = _marks(utterance)
        parted = frozenset().union(*marks)  # (a learner's slip is read within a phrase: "on the left, the one")
        for start in range(len(words)):
            for end in range(min(len(words), start + LONGEST), start, -1):
                phrase = " ".join(words[start:end])
                concepts = lexicon.concepts(phrase) if end - start > 1 else _concepts(lexicon, phrase, table)
                if not concepts and phrase in bare:  # "at right side of": "at the right side of" said without "the"
                    concepts = lexicon.concepts(bare[phrase])
                if not concepts and end - start > 1 and parted.isdisjoint(range(start + 1, end)) and phrase not in table:
                    # "near of", "close from", "next the" (learner usage): near, close to, next to ("in from" is
                    # English of its own: "second in from the left")
                    concepts = tuple(dict.fromkeys(c for form in standard_forms(phrase) for c in lexicon.concepts(
                        form) if c.kind == "relation"))
                for concept in concepts:
                    items[start].append(Item(start, end, concept.kind, concept.value, phrase))
                for kind in table.get(phrase, ()):
                    items[start].append(Item(start, end, kind, phrase, phrase))
        for start, end, side, count, alternative in grid_lines(words, _counts(items), _sides(items)):
            items[start].append(Item(start, end, "gridline+" if alternative else "gridline", f"{side} {count}",
                                     " ".join(words[start:end])))
        for start, end, count in numbered(words, _counts(items)):  # "cube number 3 from the left": the third
            items[start].append(Item(start, end, "ordinal", count, " ".join(words[start:end])))
        for start, end, kinds in viewer_sides(words):  # "from your side", "on side of robot" (learner usage)
            phrase = " ".join(words[start:end])
            items[start] += [Item(start, end, kind, phrase, phrase) for kind in kinds if not any(
                i.kind == kind and i.end == end for i in items[start])]
        for start, end in toward_viewer(words):  # "toward robot side" (learner usage): toward the robot
            items[start].append(Item(start, end, "relation", "backward", " ".join(words[start:end])))
        for start, colours in _initials(words, items):  # "the RRB stack": red, red and blue
            items[start].append(Item(start, start + 1, "color", colours, words[start]))
        return cls(words, _interjections(_degrees(items), marks), *_verbs_before_colons(items, marks),
                   lexicon=lexicon)

    def __len__(self) -> int:
        return len(self.words)

    def at(self, position: int, kind: str | None = None) -> list[Item]:
        """The phrases starting at `position` (of one kind), longest first."""
        if not 0 <= position < len(self.words):
            return []
        return [i for i in self._items[position] if kind is None or i.kind == kind]

    def content(self, position: int) -> bool:
        """Whether the word at `position` carries meaning by itself (a colour, a shape, "left" ...): the
        small words of a phrase ("to" in "to the left of") do not."""
        if not 0 <= position < len(self.words) or self._in_filler(position):
            return False
        return any(i.kind in CONTENT and (i.end == position + 1 or i.kind == "relation" and self.words[position] in
                                          RELATION_HEADS or i.kind == "diagonal") for i in self._items[position])

    def covering(self, position: int) -> list[Item]:
        """The phrases that hold the word at `position` (starting there or before it)."""
        return [i for start in range(max(0, position - LONGEST + 1), position + 1) for i in self.at(start)
                if i.end > position]

    def _in_filler(self, position: int) -> bool:
        """Whether the word is part of politeness ("could you", "for me"): "you" is then no robot."""
        return any(i.kind == "filler" and i.end > position
                   for start in range(max(0, position - LONGEST + 1), position + 1) for i in self._items[start])

    def listed(self, phrase: str) -> bool:
        """Whether the lexicon lists the phrase as it is (not only a base form of it: "cubes")."""
        return bool(self.lexicon.entries_of(phrase))

    def known(self, position: int) -> bool:
        """Whether any table knows the word at `position`."""
        return any(i.end > position for start in range(max(0, position - LONGEST + 1), position + 1)
                   for i in self._items[start])

    def sentences(self) -> list[tuple[int, int]]:
        """[start, end) of each sentence, by the stops typed between words."""
        bounds = [0] + sorted(self.stops) + [len(self.words)]
        return [(a, b) for a, b in zip(bounds, bounds[1:]) if a < b]


def _initials(words: tuple[str, ...], items: list[list[Item]]) -> list[tuple[int, str]]:
    """The words that are a stack's colours written as their initials run together, bottom up, right before a
    stack's noun ("the RRB stack", "the GGB tower": red red blue, green green blue), with those colours; a word
    any table knows ("by", "my") is that word."""
    return [(k, " ".join(COLOUR_INITIALS[c] for c in word)) for k, word in enumerate(words[:-1])
            if 2 <= len(word) <= MOST_INITIALS and not items[k] and all(c in COLOUR_INITIALS for c in word)
            and any(i.kind == "type" and i.value == "stack" for i in items[k + 1])]


def _degrees(items: list[list[Item]]) -> list[list[Item]]:
    """The phrases with the words of a degree before a place left only as that: "a little" in "a little to the
    left" says how far, so "little" is no size there (but "a little square" is a small one)."""
    for at in items:
        for degree in [i for i in at if i.kind == "degree"]:
            if degree.end < len(items) and any(n.kind in NOUNISH for n in items[degree.end]):
                continue
            for k in range(degree.start, degree.end):
                items[k] = [i for i in items[k] if i.kind not in CONTENT or i.end > degree.end]
    return items


def _interjections(items: list[list[Item]], marks: tuple[frozenset[int], ...]) -> list[list[Item]]:
    """The phrases with a word that opens a sentence and is set off by a comma before a verb of the arm read as
    an interjection ("Right, put the red cube ...", "Good, now move it ..."): it says no side or quality."""
    stops, commas = marks[0], marks[1]
    for start in {0} | set(stops):
        if start + 1 in commas and start + 1 < len(items) and any(i.kind in ("action", "filler", "then", "still")
                                                                  for i in items[start + 1]):
            word = next((i.phrase for i in items[start] if i.end == start + 1 and i.phrase in INTERJECTIONS), None)
            if word is not None:
                items[start] = items[start] + [Item(start, start + 1, "filler", word, word)]
    return items


def _verbs_before_colons(items: list[list[Item]], marks: tuple[frozenset[int], ...]) -> tuple[frozenset[int], ...]:
    """The marks with a colon after nothing but verbs ("Pick and hold: the top gray cube of ...", "Take: X") read as
    no stop: what follows it is the verbs' object."""
    stops, commas, arrows, colons, brackets = marks
    joined = set()
    for colon in colons:
        start = max((s for s in stops if s < colon), default=0)
        if start < colon and any(i.kind == "action" for k in range(start, colon) for i in items[k]) and all(
                any(i.kind in VERBAL for i in items[k]) for k in range(start, colon)):
            joined.add(colon)
    return stops - joined, commas, arrows, colons - joined, brackets


def _counts(items: list[list[Item]]):
    """The counts said at a position ("second", "3", "three"), for the lines of the board."""
    def count_at(i: int) -> list[tuple[int, int, bool]]:
        return [(int(item.value), item.end, item.kind == "ordinal") for item in (items[i] if i < len(items) else [])
                if item.kind in ("ordinal", "cardinal") and item.value.isdigit()]
    return count_at


def _sides(items: list[list[Item]]):
    """The side of the board a word names at a position ("far", "left"), for the lines of the board."""
    def side_at(i: int) -> tuple[str, int] | None:
        return next(((item.value, item.end) for item in (items[i] if i < len(items) else [])
                     if item.kind == "indicator" and item.value in GRID_SIDES and item.end == i + 1), None)
    return side_at


def _concepts(lexicon: ConceptLexicon, word: str, table: dict[str, tuple[str, ...]]):
    """A single word's concepts, by its base forms too ("cubes", "placed"), and of a possessive's
    noun ("the tower's right side"). A participle the reader's table knows as itself is a verb's form:
    it has no concept its base has as a noun or adjective ("red-topped" is topped by red, not "top", the
    front of the board)."""
    if word in table and word.endswith(PARTICIPLES) and not lexicon.entries_of(word):
        return tuple(dict.fromkeys(e.concept for e in lexicon.lookup(word) if e.pos in VERBS))
    found = lexicon.concepts(word)
    if not found and word.endswith("'s"):
        found = lexicon.concepts(word[:-2])
    return found


@lru_cache(maxsize=4)
def _without_articles(lexicon: ConceptLexicon) -> dict[str, str]:
    """Lexicon phrases said without their "the" ("on right side of" for "on the right side of")."""
    found = {}
    for entry in lexicon.entries:
        words = entry.phrase.split()
        if "the" in words and len(words) > 2:
            found.setdefault(" ".join(w for w in words if w != "the"), entry.phrase)
    return found


def _marks(utterance: Utterance) -> tuple[frozenset[int], ...]:
    """The positions (of normalised words) that follow a stop, a comma, an arrow, a colon, an opening bracket the
    user typed (an opening bracket is a comma too)."""
    stops, commas, arrows, colons, brackets = set(), set(), set(), set(), set()
    tokens, words = utterance.tokens, utterance.words
    hyphens = _hyphens(utterance)
    for k in range(1, len(tokens)):
        before, after = max(tokens[k - 1].source), min(tokens[k].source)
        text = utterance.between(k)
        if tuple(words[k - 1:k + 1]) in ABBREVIATIONS or tuple(words[max(0, k - 2):k]) in ABBREVIATIONS:
            text = text.replace(".", "")  # "i.e.", "e.g.": their full stops end no sentence
        if any(mark in text for mark in ARROWS):
            arrows.add(k)
        elif any(ch in STOPS for ch in text.split(")")[-1]):
            # ("the light blue (cyan?) block": a stop inside a parenthesis that closes there ends no sentence)
            stops.add(k)
            if text.strip() == ":":
                colons.add(k)
        elif any(ch in "".join(COMMAS) for ch in text) and not set(range(before, after - 1)) <= hyphens:
            commas.add(k)
            if "(" in text:
                brackets.add(k)
    return frozenset(stops), frozenset(commas), frozenset(arrows), frozenset(colons), frozenset(brackets)


def _hyphens(utterance: Utterance) -> set[int]:
    """The positions (of typed tokens) of hyphens inside a word ("red-and-yellow", "front-right"): they join
    its parts, where a dash set off by spaces ("the red one - not the blue") parts a phrase as a comma does."""
    text, at, spans = utterance.original.lower(), 0, []
    for token in utterance.typed:
        start = text.find(token.lower(), at)
        if start < 0:
            return set()  # (the typed tokens are not the text as typed: every dash parts)
        spans.append((start, start + len(token)))
        at = start + len(token)
    return {k for k in range(1, len(spans) - 1) if utterance.typed[k] == "-" and
            spans[k - 1][1] == spans[k][0] and spans[k][1] == spans[k + 1][0]}


@lru_cache(maxsize=1)
def small_words() -> dict[str, tuple[str, ...]]:
    """phrase -> its classes, from fallback_pcfg/reader/words.tsv."""
    text = resources.files("fallback_pcfg.reader").joinpath("words.tsv").read_text(encoding="utf-8")
    found: dict[str, list[str]] = {}
    rows = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    for line in rows[1:]:
        fields = line.split("\t")
        if len(fields) < 2:
            raise PCFGError(f"fallback_pcfg/reader/words.tsv: expected phrase and class in {line!r}")
        found.setdefault(fields[0].strip(), []).append(fields[1].strip())
    for phrase, kinds in list(found.items()):  # "at bottom", "on top of it" said without their article (every
        words = phrase.split()  # class of it: "on robot side" is "on the robot side", near you, besides its own)
        if "the" in words and len(words) > 2:
            found.setdefault(" ".join(w for w in words if w != "the"), []).extend(kinds)
    return {phrase: tuple(dict.fromkeys(kinds)) for phrase, kinds in found.items()}


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every word of the reader's own table (the concept lexicon's words are the core's)."""
    return frozenset(word for phrase in small_words() for word in phrase.split())


__all__ = ["Words", "Item", "CONTENT", "small_words", "vocabulary", "base_forms"]
