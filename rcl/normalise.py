"""Normalising what a user typed, once, before any engine reads it: noise out, words kept.

People type commands with punctuation anywhere, in any case, with British
spellings, compounds split or joined, digits or number words, politeness and
typos.  None of that may change what a command means, so `normalise` reads
all of it the same way:

- control characters and odd white space go; the text is split into tokens the
  way the treebank's alignments count them (punctuation is a token of its own);
- punctuation carries no meaning and is left out ("-Move the block...!");
- a word that neither the concept lexicon nor the common words know is read as
  the known word of four letters or more one edit away, if there is one
  ("pyarmid"; a three-letter word only as a longer word missing a letter: "cbe");
- words are lower-cased; British spellings become American, and compounds take
  one form ("pickup", "pick-up" -> "pick up"; "left most", "left-most" -> "leftmost"),
  from rcl/variants.tsv; digits 1 to 8 become words ("2" -> "two");
- politeness and fillers ("please", "could you", "... for me") are dropped where
  rcl/words.tsv says they stand, and a restart of speech is said once ("move it uh move it").

Each token keeps the positions of the user's tokens it came from, so answers can
name the user's own words.

>>> u = normalise("Please, pick-up the GREY pyarmid... and put it 2 squares left-most!")
>>> u.words
('pick', 'up', 'the', 'gray', 'pyramid', 'and', 'put', 'it', 'two', 'squares', 'leftmost')
>>> u.source_text(4), u.corrections
('pyarmid', (('pyarmid', 'pyramid'),))
>>> normalise("-Move the red block.").text == normalise("move the red block").text
True
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from rcl.lexicon import ConceptLexicon, LexiconError, base_forms, load_lexicon

#: A token: a run of letters or digits (with inner apostrophes: "it's"), or a run of punctuation.
_PIECE = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|[^\w\s]+|_+", re.UNICODE)
#: Typo correction only for words this long: short words are too often other words.
MIN_TYPO_LENGTH = 4
#: Digits read as number words: the numbers a command on an 8 x 8 board counts.
NUMBER_WORDS = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
                "8": "eight"}
#: Punctuation that stands for a word.
WORD_MARKS = {"&": "and", "+": "and", "#": "number"}
#: Colour initials, read as colours only in a run joined by hyphens or slashes ("the R-G-B stack",
#: "B/G"): g is green, since people spell gray out; x is gray, as the boards rcl-parse draws write it.
COLOUR_INITIALS = {"r": "red", "g": "green", "b": "blue", "y": "yellow", "c": "cyan", "w": "white", "m": "magenta",
                   "x": "gray"}


@dataclass(frozen=True)
class Token:
    """A normalised word and the 1-based positions of the user's tokens it came from."""

    text: str
    source: tuple[int, ...]


@dataclass(frozen=True)
class Utterance:
    """A command as the engines read it, and how it maps back to what the user typed."""

    #: The text as typed.
    original: str
    #: The user's tokens (punctuation included), as typed.
    typed: tuple[str, ...]
    #: The normalised words, each with the user's tokens it came from.
    tokens: tuple[Token, ...]
    #: (as typed, read as) for each word corrected as a typo.
    corrections: tuple[tuple[str, str], ...] = ()

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(t.text for t in self.tokens)

    @property
    def text(self) -> str:
        """The normalised words as one line (what ACE and a profile are given)."""
        return " ".join(self.words)

    def source_text(self, index: int) -> str:
        """The user's own words behind normalised token `index` (0-based)."""
        return " ".join(self.typed[i - 1] for i in self.tokens[index].source)

    def between(self, index: int) -> str:
        """What the user typed between normalised tokens `index - 1` and `index` (marks such as "," or ":")."""
        return _typed_between(self.tokens, self.typed, index)

    def __len__(self) -> int:
        return len(self.tokens)


def clean(text: str) -> str:
    """NFC-normalised text with control characters dropped and white space collapsed."""
    text = unicodedata.normalize("NFC", text).replace("’", "'")
    text = "".join(" " if unicodedata.category(ch) in ("Cc", "Zl", "Zp") else ch
                   for ch in text if unicodedata.category(ch) not in ("Cf", "Co", "Cs"))
    return re.sub(r"\s+", " ", text).strip()


def split_tokens(text: str) -> list[str]:
    """The tokens of a text as the treebank's alignments count them.

    >>> split_tokens("Pick up the blue-sky block, then...")
    ['Pick', 'up', 'the', 'blue', '-', 'sky', 'block', ',', 'then', '...']
    """
    return [piece for word in text.split() for piece in _PIECE.findall(word)]


def is_punctuation(token: str) -> bool:
    return not any(ch.isalnum() for ch in token)


def normalise(text: str, lexicon: ConceptLexicon | None = None) -> Utterance:
    """The Utterance of a typed command (see the module's steps)."""
    return Normaliser.shared(lexicon).normalise(text)


def names_nothing(word: str, lexicon: ConceptLexicon | None = None) -> bool:
    """Whether a (normalised) word only builds sentences or fills them: a function word or a filler's
    ("and", "please"), not a word the concept lexicon or everyday English knows ("gap", "empty").

    >>> names_nothing("and"), names_nothing("gap"), names_nothing("cube")
    (True, False, False)
    """
    normaliser = Normaliser.shared(lexicon)
    return word in normaliser.common and not normaliser.lexicon.concepts(word)


def unknown_words(utterance: Utterance, lexicon: ConceptLexicon | None = None,
                  also_known: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The words of a command, as typed, that no table of ours knows ("juggle", "ball"), nor
    `also_known` (an engine's own words, normalised).

    >>> unknown_words(normalise("Juggle the red ball, please"))
    ('Juggle', 'ball')
    >>> unknown_words(normalise("Juggle the red ball, please"), also_known=frozenset({"juggle"}))
    ('ball',)
    """
    return Normaliser.shared(lexicon).unknown(utterance, also_known)


class Normaliser:
    """The steps of `normalise`, with the tables they read."""

    def __init__(self, lexicon: ConceptLexicon, variants: dict[tuple[str, ...], tuple[str, ...]],
                 fillers: dict[str, list[tuple[str, ...]]], common: frozenset[str],
                 everyday: frozenset[str] = frozenset()):
        self.lexicon = lexicon
        #: Words that build sentences and name nothing ("the", "on", "please"), fillers' words among them.
        self.common = common
        #: variant words -> canonical words; single-word variants and joins of adjacent words.
        self.variants = variants
        #: where ("start", "clause", "end", "any") -> filler phrases, longest first.
        self.fillers = fillers
        self.known = (frozenset(lexicon.words) | common | {w for c in variants.values() for w in c}
                      | {w for v in variants for w in v})
        #: Words of everyday English: never corrected, never what a typo is corrected to.
        self.everyday = everyday
        self._by_length: dict[int, list[str]] = {}
        for word in sorted(self.known):
            if len(word) >= MIN_TYPO_LENGTH - 1:
                self._by_length.setdefault(len(word), []).append(word)

    @classmethod
    def shared(cls, lexicon: ConceptLexicon | None = None) -> "Normaliser":
        return _normaliser(lexicon or load_lexicon())

    def normalise(self, text: str) -> Utterance:
        typed = tuple(split_tokens(clean(text)))
        initials = _colour_initials(typed)
        tokens = [Token(initials.get(i) or WORD_MARKS.get(t, t.lower()), (i,)) for i, t in enumerate(typed, 1)
                  if not is_punctuation(t) or t in WORD_MARKS]
        corrections: list[tuple[str, str]] = []
        for i, token in enumerate(tokens):
            fixed = self.correct(token.text)
            if fixed != token.text:
                corrections.append((typed[token.source[0] - 1], fixed))
                tokens[i] = Token(fixed, token.source)
        tokens = self._variants(tokens)
        tokens = [Token(NUMBER_WORDS.get(t.text, t.text), t.source) for t in tokens]
        tokens = self._drop_restarts(self._drop_fillers(tokens, typed))
        return Utterance(text, typed, tuple(tokens), tuple(corrections))

    def _drop_restarts(self, tokens: list[Token]) -> list[Token]:
        """A restart of speech said once: "move it uh move it one square back" ("uh" already gone) is
        "move it one square back". Two to four words said twice in a row; never colours alone, which
        name a stack's shapes ("the red green red green tower")."""
        words = [t.text for t in tokens]
        kept: list[Token] = []
        i = 0
        while i < len(tokens):
            said = next((n for n in (4, 3, 2) if words[i:i + n] == words[i + n:i + 2 * n]
                         and not all(self._colour(w) for w in words[i:i + n])), 0)
            if said:
                i += said  # the first saying goes; the second is read
                continue
            kept.append(tokens[i])
            i += 1
        return kept

    def _colour(self, word: str) -> bool:
        return bool(self.lexicon.values(word, "color"))

    def _variants(self, tokens: list[Token]) -> list[Token]:
        """Canonical spellings: a word's variant replaced, variants of two adjacent words joined."""
        found: list[Token] = []
        i = 0
        while i < len(tokens):
            pair = tuple(t.text for t in tokens[i:i + 2])
            if len(pair) == 2 and pair in self.variants:
                (joined,) = self.variants[pair]
                found.append(Token(joined, tokens[i].source + tokens[i + 1].source))
                i += 2
                continue
            token = tokens[i]
            found += [Token(word, token.source) for word in self.variants.get((token.text,), (token.text,))]
            i += 1
        return found

    def _drop_fillers(self, tokens: list[Token], typed: tuple[str, ...] = ()) -> list[Token]:
        """Politeness and fillers dropped: at the start, at the end, or anywhere (rcl/words.tsv).

        The start and the end are those of every sentence or clause the user set off with a mark
        ("Hi there! Could you grab ...", "There's a red block, could you take it"); one filler
        may follow another ("okay so could you please"). A filler at a start is kept when a phrase
        of the lexicon starts there ("next to")."""
        words = [t.text for t in tokens]
        keep = [True] * len(tokens)
        for phrase in self.fillers.get("any", ()):
            for i in range(len(words) - len(phrase) + 1):
                if tuple(words[i:i + len(phrase)]) == phrase:
                    keep[i:i + len(phrase)] = [False] * len(phrase)
        sentences = _starts(tokens, typed, SENTENCE_MARKS)
        clauses = _starts(tokens, typed, SENTENCE_MARKS | CLAUSE_MARKS)
        for first in clauses:
            phrases = self.fillers.get("start", []) + self.fillers.get("clause", []) if first in sentences \
                else self.fillers.get("clause", [])
            self._drop_leading(words, keep, first, sorted(phrases, key=len, reverse=True))
        ends = sentences[1:] + [len(words)]
        for last in ends:
            end = last
            while end > 0 and not keep[end - 1]:
                end -= 1
            for phrase in self.fillers.get("end", ()):
                if end - len(phrase) > 0 and tuple(words[end - len(phrase):end]) == phrase:
                    keep[end - len(phrase):end] = [False] * len(phrase)
                    break
        if not any(keep):
            return tokens
        return [t for t, kept in zip(tokens, keep) if kept]

    def _drop_leading(self, words: list[str], keep: list[bool], start: int, phrases: list[tuple[str, ...]]) -> None:
        """Mark the fillers that stand one after another from `start` as dropped ("okay so could you")."""
        while start < len(words) and not keep[start]:
            start += 1
        dropped = True
        while dropped:
            dropped = False
            for phrase in phrases:
                if tuple(words[start:start + len(phrase)]) == phrase and start + len(phrase) < len(words) and \
                        not self.lexicon.longest_phrase(words, start):
                    keep[start:start + len(phrase)] = [False] * len(phrase)
                    start += len(phrase)
                    while start < len(words) and not keep[start]:
                        start += 1
                    dropped = True
                    break

    def unknown(self, utterance: Utterance, also_known: frozenset[str] = frozenset()) -> tuple[str, ...]:
        """The user's words (as typed) that neither the lexicon, the common words nor `also_known` know."""
        return tuple(dict.fromkeys(utterance.source_text(i) for i, token in enumerate(utterance.tokens)
                                   if not any(f in self.known or f in also_known for f in base_forms(token.text))))

    def correct(self, word: str) -> str:
        """The known word one edit away from an unknown word, else the word.

        A word is known in any inflection ("squares").  Of several near words: one that keeps
        the first letter (typos seldom change it), then a word of the concept lexicon, then by
        the commonest kinds of typo (`_typo_rank`: "gren" is green, not grey; "cune" is cube,
        not cone), then the word more of the lexicon's phrases use ("blck": block, not black).
        """
        if len(word) < MIN_TYPO_LENGTH - 1 or not word.isalpha() or any(
                f in self.known or f in self.everyday for f in base_forms(word)):
            return word
        near = [known for length in (len(word) - 1, len(word), len(word) + 1)
                for known in self._by_length.get(length, ())
                if len(known) >= MIN_TYPO_LENGTH and one_edit_apart(word, known)]
        if len(word) < MIN_TYPO_LENGTH:  # a short word is a typo only of a longer word with a letter left out
            near = [known for known in near if len(known) == len(word) + 1]
        if not near:
            return word
        return min(near, key=lambda k: (k[0] != word[0], k not in self.lexicon.words, _typo_rank(word, k),
                                        -self.lexicon.usage(k), k))


#: The rows of a QWERTY keyboard: a wrong letter is most often a neighbour of the right one.
KEYBOARD = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_KEY_AT = {ch: (row, col) for row, keys in enumerate(KEYBOARD) for col, ch in enumerate(keys)}


#: Marks that end a sentence, and marks that only set off a clause ("There's a red cube, could you ...").
SENTENCE_MARKS, CLAUSE_MARKS = frozenset(".!?;:"), frozenset(",()-–—")


def _typed_between(tokens: tuple[Token, ...] | list[Token], typed: tuple[str, ...], k: int) -> str:
    """What was typed between tokens `k - 1` and `k` (their `source` counts the typed tokens from 1)."""
    return "".join(typed[max(tokens[k - 1].source):min(tokens[k].source) - 1])


def _starts(tokens: list[Token], typed: tuple[str, ...], marks: frozenset[str]) -> list[int]:
    """Where the parts the user set off with `marks` start (positions of tokens), the first included."""
    starts = [0]
    for k in range(1, len(tokens)):
        if any(ch in marks for ch in _typed_between(tokens, typed, k)):
            starts.append(k)
    return starts


def _colour_initials(typed: tuple[str, ...]) -> dict[int, str]:
    """The colours of initials joined by hyphens or slashes ("R-Y-R-G" is red yellow red green), by
    1-based token position; a lone letter stays a letter."""
    found: dict[int, str] = {}
    for i in range(len(typed) - 2):
        a, joint, b = typed[i].lower(), typed[i + 1], typed[i + 2].lower()
        if a in COLOUR_INITIALS and b in COLOUR_INITIALS and joint in ("-", "/"):
            found[i + 1], found[i + 3] = COLOUR_INITIALS[a], COLOUR_INITIALS[b]
    return found


def _neighbours(a: str, b: str) -> bool:
    """Whether two letters are next to each other on the keyboard (same or adjacent row)."""
    if a not in _KEY_AT or b not in _KEY_AT:
        return False
    (ra, ca), (rb, cb) = _KEY_AT[a], _KEY_AT[b]
    return abs(ra - rb) <= 1 and abs(ca - cb) <= 1


def _typo_rank(typed: str, known: str) -> int:
    """How common the typo that turns `known` into `typed` is: 0 a letter left out or doubled,
    1 two letters swapped or a neighbouring key, 2 another wrong letter, 3 another letter too many."""
    if len(known) == len(typed) + 1:
        return 0
    if len(known) == len(typed) - 1:
        i = next((i for i, (x, y) in enumerate(zip(typed, known)) if x != y), len(known))
        return 0 if i > 0 and typed[i] == typed[i - 1] else 3
    if sorted(known) == sorted(typed):
        return 1
    i = next(i for i, (x, y) in enumerate(zip(typed, known)) if x != y)
    return 1 if _neighbours(typed[i], known[i]) else 2


def one_edit_apart(a: str, b: str) -> bool:
    """Whether b is a (Damerau) edit away from a: one insertion, deletion, substitution or swap.

    >>> one_edit_apart("pyarmid", "pyramid"), one_edit_apart("gren", "green"), one_edit_apart("red", "bed")
    (True, True, True)
    """
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


@lru_cache(maxsize=4)
def _normaliser(lexicon: ConceptLexicon) -> Normaliser:
    variants: dict[tuple[str, ...], tuple[str, ...]] = {}
    for variant, canonical, _ in _table("variants.tsv", 3):
        variants[tuple(variant.split())] = tuple(canonical.split())
    fillers: dict[str, list[tuple[str, ...]]] = {}
    common = set()
    everyday = set()
    for phrase, role, where, _ in _table("words.tsv", 4):
        if role == "function":
            common.add(phrase)
        elif role == "word":
            everyday.add(phrase)
        else:
            fillers.setdefault(where, []).append(tuple(phrase.split()))
            common.update(phrase.split())
    for phrases in fillers.values():
        phrases.sort(key=len, reverse=True)
    return Normaliser(lexicon, variants, fillers, frozenset(common), frozenset(everyday))


def _table(name: str, columns: int) -> list[list[str]]:
    """The rows of a packaged TSV table: comments, blank lines and the header left out."""
    text = resources.files("rcl").joinpath(name).read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    rows = [[f.strip() for f in line.split("\t")] for line in lines[1:]]
    for row, line in zip(rows, lines[1:]):
        if len(row) != columns:
            raise LexiconError(f"rcl/{name}: expected {columns} tab-separated columns in {line!r}")
    return rows
