"""The PCFG's lexicon: tag scores for the words a model saw, the words it did not, and guesses.

The words are normalised already (`rcl.normalise`: lower case, American
spelling, canonical compounds).  A word is read, in this order, as:

1. itself, or a base form of it, when training saw it ("pyramids" as
   "pyramid"): log P(tag | word) - log P(tag), with P(tag | word) smoothed
   towards the distribution of its unknown-word class (digits, -s, -ing, -ed,
   -ly, -est, -er, other; from the words seen once);
2. its concept, when the concept lexicon (`rcl.lexicon`) knows it: the pooled
   counts its concepts' training words had as that kind of leaf ("scarlet" as
   "red", "cuboid" as the cube and the stack words, a generic "object" as the
   cube and prism words);
3. the most frequent training word one edit away (length >= 4: "pyarmid");
4. unknown: a number may be anything its class may be (a cardinal, say);
   another word is filler (X), or, less likely by `GUESS_WEIGHT`, a shape
   noun ("the pink thingamajig"), which the scene may then resolve.

>>> lex = Lexicon({"type=cube": {"block": 3, "cube": 1}, "color=red": {"red": 2}, "X": {"the": 4, "blocky": 1}},
...               0.1, 0.5)
>>> [lex.read(w) for w in ("blcok", "blocks", "crimson", "wibble")]
[Reading(how='word', word='block'), Reading(how='word', word='block'), Reading(how='concept', word='crimson'), Reading(how='unknown', word='wibble')]
>>> max(lex.scores("crimson"), key=lex.scores("crimson").get), sorted(lex.scores("wibble"))
('color=red', ['X', 'type=cube'])
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from fallback_pcfg.grammar import base as base_label
from fallback_pcfg.transform import X
from rcl.lexicon import SHAPE_VALUES, Concept, ConceptLexicon, base_forms, load_lexicon
from rcl.normalise import one_edit_apart

#: Typo correction only for words this long: short words are too often other words.
MIN_TYPO_LENGTH = 4
#: An unknown word is a shape noun with this probability, filler otherwise: a guess is e^2.3 ~
#: 10 times less likely than the same reading with a known noun, so it comes after them.
GUESS_WEIGHT = 0.1
SIGNATURES = ("<num>", "<punct>", "<ing>", "<ed>", "<ly>", "<est>", "<er>", "<s>", "<unk>")
#: What the generic type `shape` stands for.
SHAPES = tuple(Concept("type", v) for v in SHAPE_VALUES)
#: The kinds whose values a word training saw (or the concept lexicon knows) takes by smoothing
#: only where the lexicon gives it them: "yellow" is never gray, "cube" never a prism, "of" never a
#: colour, unless training saw it so (a writer's slip the gold kept).
PINNED_KINDS = ("color", "type")
#: The RCL tags whose counts a concept of each kind pools from its training words ("place" is
#: pooled for the action move only where it was an action); a locative takes all of its words'.
KIND_TAGS = {"action": "action", "type": "type", "color": "color", "relation": "relation",
             "indicator": "indicator", "cardinal": "cardinal", "ordinal": "ordinal", "unit": "type"}


def rcl_tag(label: str) -> str:
    """The RCL tag of a preterminal label: "type" for type=cube^entity or type=cube~."""
    return base_label(label).split("=", 1)[0]


def rcl_value(label: str) -> str:
    """The RCL value of a preterminal label: "cube" for type=cube^entity, "cube~" for type=cube~."""
    return base_label(label).partition("=")[2]


def _is_shape(concept: Concept) -> bool:
    """Whether a concept is read as a type leaf: a shape or a place ("cube", "tower") or a unit ("squares")."""
    return KIND_TAGS.get(concept.kind) == "type"


def _pooled_value(concept: Concept, tag: str) -> bool:
    """Whether a training word's tag counts towards its concept: for shapes and units only the
    concept's own value ("square" as a tile is no evidence for a cube) or, for a cube, a group."""
    if not _is_shape(concept):
        return True
    value = rcl_value(tag).rstrip("~")
    return value == concept.value or (concept.value == "cube" and value == "cube-group")


def signature(word: str) -> str:
    """The unknown-word class of a word."""
    if any(ch.isdigit() for ch in word):
        return "<num>"
    if not any(ch.isalpha() for ch in word):
        return "<punct>"
    for suffix in ("ing", "ed", "ly", "est", "er", "s"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            return f"<{suffix}>"
    return "<unk>"


@dataclass(frozen=True)
class Reading:
    """How the lexicon reads a word: as a training `word`, as its `concept`, or `unknown`."""

    how: str
    word: str


class Lexicon:
    """Tag scores per word from (tag, word) counts of normalised training tokens."""

    def __init__(self, counts: dict[str, dict[str, int]], word_smoothing: float, signature_smoothing: float,
                 concepts: ConceptLexicon | None = None):
        self.tags = sorted(counts)
        self.word_tags: dict[str, dict[str, int]] = {}
        tag_totals = {t: sum(ws.values()) for t, ws in counts.items()}
        for tag, words in counts.items():
            for word, n in words.items():
                self.word_tags.setdefault(word, {})[tag] = n
        self.word_totals = {w: sum(ts.values()) for w, ts in self.word_tags.items()}
        total = sum(tag_totals.values())
        self.log_prior = {t: math.log(n / total) for t, n in tag_totals.items()}
        self.beta = word_smoothing
        self.concepts = concepts if concepts is not None else load_lexicon()
        self._by_length: dict[int, list[str]] = {}
        for word in sorted(self.word_tags, key=lambda w: (-self.word_totals[w], w)):
            self._by_length.setdefault(len(word), []).append(word)
        self._signature_dist = self._signatures(signature_smoothing)
        self._concept_tags = self._pool_concepts()
        self._cache: dict[str, dict[str, float]] = {}

    def _signatures(self, smoothing: float) -> dict[str, dict[str, float]]:
        """P(tag | class) from the words seen once, add-`smoothing` over all tags."""
        seen: dict[str, dict[str, int]] = {}
        for word, tags in self.word_tags.items():
            if self.word_totals[word] == 1:
                bucket = seen.setdefault(signature(word), {})
                for tag, n in tags.items():
                    bucket[tag] = bucket.get(tag, 0) + n
        dists = {}
        for sig in SIGNATURES:
            bucket = seen.get(sig, {})
            total = sum(bucket.values()) + smoothing * len(self.tags)
            dists[sig] = {t: (bucket.get(t, 0) + smoothing) / total for t in self.tags}
        return dists

    def _pool_concepts(self) -> dict[tuple[Concept, bool], dict[str, int]]:
        """(concept, plural) -> the summed counts of the tags of its kind that its training words
        had, apart for plural and other words ("blocks" is a group where "block" is a cube)."""
        pooled: dict[tuple[Concept, bool], dict[str, int]] = {}
        for word, tags in self.word_tags.items():
            for concept in self.concepts.concepts(word):
                kind_tag = KIND_TAGS.get(concept.kind)
                bucket = pooled.setdefault((concept, self._plural(word, concept)), {})
                for tag, n in tags.items():
                    if kind_tag is None or (rcl_tag(tag) == kind_tag and _pooled_value(concept, tag)):
                        bucket[tag] = bucket.get(tag, 0) + n
        return {key: counts for key, counts in pooled.items() if counts}

    def _plural(self, word: str, concept: Concept) -> bool:
        """Whether `word` is a plural of a noun the lexicon lists for `concept` ("cuboids", not "dice")."""
        return _is_shape(concept) and word.endswith("s") and concept not in {
            e.concept for e in self.concepts.entries_of(word)}

    def known(self, word: str) -> bool:
        """Whether training saw the word."""
        return word in self.word_tags

    def read(self, word: str) -> Reading:
        """How the lexicon reads a word (see the module's order)."""
        base = next((f for f in base_forms(word) if f in self.word_tags), None)
        if base is not None:
            return Reading("word", base)
        if self._concept_counts(word):
            return Reading("concept", word)
        if len(word) >= MIN_TYPO_LENGTH:
            # The most frequent training word one edit away ("yelow": yellow, not below).
            near = [known for length in (len(word) - 1, len(word), len(word) + 1)
                    for known in self._by_length.get(length, ())
                    if len(known) >= MIN_TYPO_LENGTH and one_edit_apart(word, known)]
            if near:
                return Reading("word", min(near, key=lambda w: (-self.word_totals[w], w)))
        return Reading("unknown", word)

    def _concept_counts(self, word: str) -> dict[str, int]:
        """The pooled tag counts of the concepts the concept lexicon gives a word (none: {})."""
        concepts = [c for concept in self.concepts.concepts(word)
                    for c in (SHAPES if concept == Concept("type", "shape") else (concept,))]
        counts: dict[str, int] = {}
        for concept in concepts:
            # Pooled from the training words of the same number, where training has any.
            plural = self._plural(word, concept)
            pool = self._concept_tags.get((concept, plural)) or self._concept_tags.get((concept, not plural), {})
            for tag, n in pool.items():
                counts[tag] = counts.get(tag, 0) + n
        return counts

    def scores(self, word: str) -> dict[str, float]:
        """tag -> log P(tag | word) - log P(tag) for the tags the word can have."""
        cached = self._cache.get(word)
        if cached is not None:
            return cached
        reading = self.read(word)
        backoff = self._signature_dist[signature(word)]
        if reading.how == "word":
            dist = self._pinned(word, self.word_tags[reading.word], self._smoothed(self.word_tags[reading.word], backoff))
        elif reading.how == "concept":
            counts = self._concept_counts(word)
            dist = self._pinned(word, counts, self._smoothed(counts, backoff))
        elif signature(word) == "<num>":
            dist = backoff
        else:
            dist = self._filler_or_shape(backoff)
        result = {t: math.log(p) - self.log_prior[t] for t, p in dist.items() if p > 0}
        if len(self._cache) < 100_000:
            self._cache[word] = result
        return result

    def _smoothed(self, counts: dict[str, int], backoff: dict[str, float]) -> dict[str, float]:
        total = sum(counts.values()) + self.beta
        return {t: (counts.get(t, 0) + self.beta * backoff[t]) / total for t in self.tags}

    def _pinned(self, word: str, counts: dict[str, int], dist: dict[str, float]) -> dict[str, float]:
        """`dist` without the smoothing mass on colours and types the concept lexicon does not give
        the word: "yellow" is never gray, "cube" never a prism, "of" never a colour, unless training
        saw it so (both are closed classes the lexicon lists whole).

        >>> lex = Lexicon({"color=red": {"red": 2}, "color=gray": {"grey": 1}, "X": {"the": 4}}, 0.1, 0.5)
        >>> sorted(lex.scores("red")), sorted(lex.scores("the")), sorted(lex.scores("crimson"))
        (['X', 'color=red'], ['X'], ['X', 'color=red'])
        """
        concepts = self.concepts.concepts(word)
        allowed: dict[str, set[str]] = {kind: set() for kind in PINNED_KINDS}
        for concept in concepts:
            kind = KIND_TAGS.get(concept.kind)  # a unit ("squares") is a type leaf too
            if kind in allowed:
                allowed[kind].update(SHAPE_VALUES if concept == Concept("type", "shape") else (concept.value,))
        kept = {}
        for tag, p in dist.items():
            kind, value = rcl_tag(tag), rcl_value(tag)
            # A word of a multi-word leaf ("~": "cube stack", "light blue") may be anything there.
            if counts.get(tag) or kind not in allowed or value in allowed[kind] or value.endswith("~"):
                kept[tag] = p
        total = sum(kept.values())
        return {t: p / total for t, p in kept.items()}

    def _filler_or_shape(self, backoff: dict[str, float]) -> dict[str, float]:
        """An unknown word: filler, or with `GUESS_WEIGHT` a shape noun like the training ones."""
        fillers = {t: p for t, p in backoff.items() if base_label(t) == X}
        total = sum(fillers.values())
        dist = {t: (1 - GUESS_WEIGHT) * p / total for t, p in fillers.items()} if total else {}
        shapes: dict[str, int] = {}
        for concept in SHAPES:
            for tag, n in self._concept_tags.get((concept, False), {}).items():
                shapes[tag] = shapes.get(tag, 0) + n
        count = sum(shapes.values())
        for tag, n in shapes.items():
            dist[tag] = dist.get(tag, 0.0) + GUESS_WEIGHT * n / count
        return dist or backoff
