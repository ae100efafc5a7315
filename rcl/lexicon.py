"""The concept lexicon: the English people use for each RCL value (the data is rcl/lexicon.tsv).

One row per word or phrase: its kind (action, type, color, relation,
indicator, cardinal, ordinal, unit, locative), the RCL value it stands for,
its part of speech and a note.  Both engines read it: the ERG bridge derives
predicate rows from it, the PCFG reads a word it never saw in training as the
words of the same concept it did see.  Phrases are base forms; `concepts`
finds the base form of an inflected word ("cuboids", "relocated").

>>> lexicon = load_lexicon()
>>> lexicon.concepts("scarlet"), lexicon.concepts("relocating")
((Concept(kind='color', value='red'),), (Concept(kind='action', value='move'),))
>>> [c.value for c in lexicon.concepts("cuboids")]
['cube', 'stack']
>>> lexicon.longest_phrase(["let", "go", "of", "it"], 0)
('let', 'go', 'of')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources
from typing import Sequence

from rcl import vocabulary as V
from rcl.errors import RCLError

#: The values each kind may take.  A `type` may also be `shape` (a generic word for a shape on
#: the board: the scene decides between cube and prism); a `unit` counts tiles; a `locative` is
#: a participle that says where a shape is ("placed on", "sitting in"), part of its relation.
KINDS: dict[str, tuple[str, ...]] = {
    "action": V.ACTIONS, "type": V.TYPES + ("shape",), "color": V.COLORS, "relation": V.RELATIONS,
    "indicator": V.INDICATORS, "cardinal": V.CARDINALS, "ordinal": V.ORDINALS, "unit": ("tile",),
    "locative": ("at",),
}
POS = ("n", "v", "a", "p", "r", "phr", "num", "det")
#: Shapes the generic `shape` stands for.
SHAPE_VALUES = V.SHAPE_TYPES
COLUMNS = ("phrase", "kind", "value", "pos", "note")


class LexiconError(RCLError):
    """The lexicon file is malformed (file, line and what is wrong)."""


@dataclass(frozen=True, order=True)
class Concept:
    """An RCL value of one kind: ("color", "red"), ("type", "shape")."""

    kind: str
    value: str


@dataclass(frozen=True)
class Entry:
    """One row of the lexicon."""

    phrase: str
    kind: str
    value: str
    pos: str
    note: str = ""

    @property
    def concept(self) -> Concept:
        return Concept(self.kind, self.value)

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(self.phrase.split())


class ConceptLexicon:
    """The rows of the lexicon, indexed by phrase and by concept."""

    def __init__(self, entries: Sequence[Entry]):
        self.entries = tuple(entries)
        self._by_phrase: dict[str, list[Entry]] = {}
        self._by_concept: dict[Concept, list[str]] = {}
        self._multiword: dict[str, list[tuple[str, ...]]] = {}
        for entry in self.entries:
            self._by_phrase.setdefault(entry.phrase, []).append(entry)
            self._by_concept.setdefault(entry.concept, []).append(entry.phrase)
            if len(entry.words) > 1:
                self._multiword.setdefault(entry.words[0], []).append(entry.words)
        for phrases in self._multiword.values():
            phrases.sort(key=len, reverse=True)

    def __len__(self) -> int:
        return len(self.entries)

    def entries_of(self, phrase: str) -> tuple[Entry, ...]:
        """The rows of a phrase as written (no inflection)."""
        return tuple(self._by_phrase.get(phrase, ()))

    def lookup(self, phrase: str) -> tuple[Entry, ...]:
        """The rows of a phrase, or of the first base form of it that the lexicon lists."""
        for form in base_forms(phrase):
            if form in self._by_phrase:
                return tuple(self._by_phrase[form])
        return ()

    def concepts(self, phrase: str) -> tuple[Concept, ...]:
        """The concepts a phrase (maybe inflected) stands for, each once, in the lexicon's order."""
        return tuple(dict.fromkeys(e.concept for e in self.lookup(phrase)))

    def values(self, phrase: str, kind: str) -> frozenset[str]:
        """The values of `kind` a phrase (maybe inflected) stands for: `values("picks", "action") == {"take"}`."""
        return frozenset(c.value for c in self.concepts(phrase) if c.kind == kind)

    def phrases(self, concept: Concept) -> tuple[str, ...]:
        """The phrases of a concept, in the lexicon's order."""
        return tuple(self._by_concept.get(concept, ()))

    def longest_phrase(self, words: Sequence[str], start: int) -> tuple[str, ...] | None:
        """The longest multi-word phrase of the lexicon that `words` hold from `start`, or None."""
        for phrase in self._multiword.get(words[start], ()):
            if tuple(words[start:start + len(phrase)]) == phrase:
                return phrase
        return None

    @cached_property
    def words(self) -> frozenset[str]:
        """Every word of every phrase."""
        return frozenset(w for e in self.entries for w in e.words)

    @cached_property
    def _usage(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for entry in self.entries:
            for word in set(entry.words):
                counts[word] = counts.get(word, 0) + 1
        return counts

    def usage(self, word: str) -> int:
        """How many phrases use a word: how central it is to talk about the board ("block" 16, "black" 1)."""
        return self._usage.get(word, 0)

    def conflicts(self) -> list[tuple[str, str, list[Entry]]]:
        """(phrase, kind, rows) for each phrase with two values of one kind."""
        found = []
        for phrase, rows in self._by_phrase.items():
            by_kind: dict[str, list[Entry]] = {}
            for row in rows:
                by_kind.setdefault(row.kind, []).append(row)
            found += [(phrase, kind, same) for kind, same in by_kind.items()
                      if len({r.value for r in same}) > 1]
        return found


def base_forms(word: str) -> list[str]:
    """`word` first, then the base forms an English inflection may have come from.

    >>> base_forms("cuboids"), base_forms("placed"), base_forms("sitting")
    (['cuboids', 'cuboid', 'cuboi'], ['placed', 'plac', 'place'], ['sitting', 'sitt', 'sit', 'sitte'])
    """
    forms = [word]
    if len(word) > 3:
        if word.endswith("ies"):
            forms.append(word[:-3] + "y")
        if word.endswith("s"):
            forms += [word[:-1], word[:-2]]
        if word.endswith("ed"):
            forms += [word[:-2], word[:-1]]
            if len(word) > 4 and word[-3] == word[-4]:
                forms.append(word[:-3])  # stopped -> stop
        if word.endswith("ing"):
            forms += [word[:-3], word[:-3] + "e"]
            if len(word) > 5 and word[-4] == word[-5]:
                forms.insert(len(forms) - 1, word[:-4])  # sitting -> sit
    return list(dict.fromkeys(forms))


@lru_cache(maxsize=4)
def load_lexicon(path: str | None = None) -> ConceptLexicon:
    """The lexicon of `path` (default: the packaged rcl/lexicon.tsv), read once per process."""
    if path is None:
        text = resources.files("rcl").joinpath("lexicon.tsv").read_text(encoding="utf-8")
        name = "lexicon.tsv"
    else:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise LexiconError(f"cannot read the lexicon {path}: {e.strerror}") from None
        name = path
    return ConceptLexicon(_rows(text, name))


def _rows(text: str, name: str) -> list[Entry]:
    entries: list[Entry] = []
    header = False
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if not header:
            if tuple(f.strip() for f in fields) != COLUMNS:
                raise LexiconError(f"{name}:{number}: the header must be {' '.join(COLUMNS)} (tab-separated)")
            header = True
            continue
        if len(fields) != len(COLUMNS):
            raise LexiconError(f"{name}:{number}: expected {len(COLUMNS)} tab-separated columns, found {len(fields)}")
        phrase, kind, value, pos, note = (f.strip() for f in fields)
        problem = _problem(phrase, kind, value, pos)
        if problem:
            raise LexiconError(f"{name}:{number}: {problem}")
        entries.append(Entry(phrase, kind, value, pos, note))
    if not header:
        raise LexiconError(f"{name}: no header line ({' '.join(COLUMNS)})")
    return entries


def _problem(phrase: str, kind: str, value: str, pos: str) -> str:
    if not phrase or phrase != phrase.lower() or "  " in phrase or phrase != phrase.strip():
        return f"phrase {phrase!r} must be lower case words separated by single spaces"
    if kind not in KINDS:
        return f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}"
    if value not in KINDS[kind]:
        return f"{kind} {value!r} is not an RCL value; expected one of {', '.join(KINDS[kind])}"
    if pos not in POS:
        return f"unknown part of speech {pos!r}; expected one of {', '.join(POS)}"
    return ""
