"""The PCFG's lexicon: tag scores for known, misspelt and unknown words.

A token is first normalised (British spellings to American, from
`data/spelling.tsv`, so "grey" and "gray" share their counts).  A known word
scores log P(tag | word) - log P(tag), with P(tag | word) smoothed towards the
distribution of its unknown-word class.  An unknown word is read as the known
word one edit away (length >= 4: "pyarmid" -> "pyramid"), else as its
singular ("pyramids" -> "pyramid"); a word still unknown is filler (an X),
unless it has digits (a cardinal, say).  Class distributions (digits, -s,
-ing, -ed, -ly, other) come from the words seen once in training.  Asked to
guess (`guess_unknown`), the lexicon gives an unknown word its class's
distribution over every tag instead, so a parse shows what the grammar
expects where the word stands ("the ball": a shape).

>>> lex = Lexicon({"type=cube": {"block": 3, "cube": 1}, "X": {"the": 4, "blocky": 1}}, 0.1, 0.5)
>>> lex.resolve("blcok"), lex.resolve("cubes"), lex.resolve("Grey")
('block', 'cube', 'gray')
>>> max(lex.scores("blokc"), key=lex.scores("blokc").get), list(lex.scores("please"))
('type=cube', ['X'])
>>> sorted(lex.scores("please", guess_unknown=True))
['X', 'type=cube']
"""

from __future__ import annotations

import csv
import math
from functools import lru_cache
from pathlib import Path

from fallback_pcfg.grammar import base as base_label
from fallback_pcfg.transform import X

SPELLING_FILE = Path(__file__).with_name("data") / "spelling.tsv"
#: Typo correction only for words this long: short words are too often other words.
MIN_TYPO_LENGTH = 4


@lru_cache(maxsize=1)
def spelling_table() -> dict[str, str]:
    """variant -> canonical spelling, from data/spelling.tsv."""
    with SPELLING_FILE.open(encoding="utf-8", newline="") as f:
        rows = csv.DictReader(f, delimiter="\t")
        return {row["variant"]: row["canonical"] for row in rows}


def normalise(token: str) -> str:
    """The lower-cased, canonically spelt form of a token (used in training and parsing)."""
    token = token.lower()
    return spelling_table().get(token, token)


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


def one_edit_apart(a: str, b: str) -> bool:
    """Whether b is a (Damerau) edit away from a: one insertion, deletion, substitution or swap."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) < len(b):
        return a[i:] == b[i + 1:]
    return a[i + 1:] == b[i + 1:] or (i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i]
                                      and a[i + 2:] == b[i + 2:])


class Lexicon:
    """Tag scores per word from (tag, word) counts of normalised training tokens."""

    def __init__(self, counts: dict[str, dict[str, int]], word_smoothing: float, signature_smoothing: float):
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
        self._by_length: dict[int, list[str]] = {}
        for word in sorted(self.word_tags, key=lambda w: (-self.word_totals[w], w)):
            self._by_length.setdefault(len(word), []).append(word)
        self._signature_dist = self._signatures(signature_smoothing)
        self._cache: dict[tuple[str, bool], dict[str, float]] = {}

    def _signatures(self, smoothing: float) -> dict[str, dict[str, float]]:
        """P(tag | class) from the words seen once, add-`smoothing` over all tags."""
        seen: dict[str, dict[str, int]] = {}
        for word, tags in self.word_tags.items():
            if self.word_totals[word] == 1:
                bucket = seen.setdefault(signature(word), {})
                for tag, n in tags.items():
                    bucket[tag] = bucket.get(tag, 0) + n
        dists = {}
        for sig in ("<num>", "<punct>", "<ing>", "<ed>", "<ly>", "<est>", "<er>", "<s>", "<unk>"):
            bucket = seen.get(sig, {})
            total = sum(bucket.values()) + smoothing * len(self.tags)
            dists[sig] = {t: (bucket.get(t, 0) + smoothing) / total for t in self.tags}
        return dists

    def known(self, word: str) -> bool:
        return word in self.word_tags

    def resolve(self, token: str) -> str:
        """The known word a token is read as (itself when known or hopeless)."""
        word = normalise(token)
        if word in self.word_tags:
            return word
        if len(word) >= MIN_TYPO_LENGTH:
            # The most frequent known word one edit away ("yelow": yellow, not below).
            near = [known for length in (len(word) - 1, len(word), len(word) + 1)
                    for known in self._by_length.get(length, ())
                    if len(known) >= MIN_TYPO_LENGTH and one_edit_apart(word, known)]
            if near:
                return min(near, key=lambda w: (-self.word_totals[w], w))
        if word.endswith("s") and word[:-1] in self.word_tags:
            return word[:-1]
        return word

    def scores(self, token: str, guess_unknown: bool = False) -> dict[str, float]:
        """tag -> log P(tag | word) - log P(tag) for the tags the word can have.

        A word the lexicon cannot read is filler, unless `guess_unknown`: then
        it may have any tag, as likely as for the words of its class.
        """
        cached = self._cache.get((token, guess_unknown))
        if cached is not None:
            return cached
        word = self.resolve(token)
        backoff = self._signature_dist[signature(word)]
        tags = self.word_tags.get(word)
        if tags is None and signature(word) != "<num>" and not guess_unknown:
            # A word we cannot read carries no meaning we could know: it is filler (X).
            fillers = {t: p for t, p in backoff.items() if base_label(t) == X}
            total = sum(fillers.values()) or 1.0
            dist = {t: p / total for t, p in fillers.items()} if fillers else backoff
        elif tags is None:
            dist = backoff
        else:
            total = self.word_totals[word] + self.beta
            dist = {t: (tags.get(t, 0) + self.beta * backoff[t]) / total for t in self.tags}
        result = {t: math.log(p) - self.log_prior[t] for t, p in dist.items() if p > 0}
        if len(self._cache) < 100_000:
            self._cache[(token, guess_unknown)] = result
        return result
