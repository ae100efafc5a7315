"""The rewrites of the robustness benchmark (bench/robustness.py): one kind of variation at a time.

Each is a pure function (text, gold leaves, rng) -> text that keeps exactly the
meaning the gold tree records, so the gold tree stays the command's answer.
`REWRITES` names them.  The `synonyms` kind reads its table from
bench/robustness-synonyms.tsv, written from general English knowledge and
independently of the parser's own word lists (rcl/lexicon.tsv).  Gold
alignments `(token: i)` count 1-based tokens where punctuation is a token of
its own ("blue-sky" = 3 tokens, "that's" = 1).
"""

from __future__ import annotations

import random  # the examples below draw with random.Random
import re
from collections import namedtuple
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
SYNONYM_FILE = HERE / "robustness-synonyms.tsv"
TOKEN = re.compile(r"[\w']+|[^\w\s']")
LEAF = re.compile(r"\(([\w-]+): ([^\s()]+) \(token: (\d+)(?: (\d+))?\)\)")
CONCEPTS = ("action", "type", "color", "relation", "indicator")


Leaf = namedtuple("Leaf", "tag value start end")   # a gold leaf aligned to tokens start..end (1-based)


def gold_leaves(tree: str) -> list[Leaf]:
    """The aligned leaves of an annotation tree.

    >>> gold_leaves("(event: (action: take (token: 1 2)) (entity: (type: cube (token: 4))))")
    [Leaf(tag='action', value='take', start=1, end=2), Leaf(tag='type', value='cube', start=4, end=4)]
    """
    return [Leaf(t, v, int(i), int(j or i)) for t, v, i, j in LEAF.findall(tree)]


def _like(model: str, word: str) -> str:
    """`word` with the capitalisation of `model`."""
    if len(model) > 1 and model.isupper():
        return word.upper()
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


def _splice(text: str, edits) -> str:
    """`text` with the character ranges (start, end, new) replaced; ranges must not overlap."""
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    return text


# --- the rewrites: pure functions (text, gold leaves, rng) -> text ----------------------------

def punct_leading(text, gold, rng):
    """Punctuation before the command, as in pasted lists or chat.

    >>> punct_leading("move the red block", [], random.Random(3))
    '... move the red block'
    """
    lead = rng.choice(["- ", "-", "...", "... ", ", ", "> ", "* ", '"', "' ", ": "])
    return lead + text + ('"' if lead == '"' else "")


def punct_trailing(text, gold, rng):
    """Other end punctuation: drop the final full stop, or end with "!", "...", " ?", "!!"...

    >>> punct_trailing("move the red block.", [], random.Random(1))
    'move the red block...'
    """
    stem = text.rstrip(".!?,; ")
    if stem == text:
        return stem + rng.choice([".", "!", "...", " ?", ",", "!!", ";"])
    return rng.choice([stem] + [stem + p for p in ["!", "...", "!!", " .", "..", " ?", ",", ";"] if stem + p != text])


#: compounds: (pattern with groups first part, separator, second part; the separators it may take instead)
COMPOUNDS = [(r"(pick)( )(up)", ["", "-"]), (r"(left|right)(| |-)(most)", ["", " ", "-"]),
             (r"(on)(| )(to)", ["", " "]), (r"(in)()(to)", [" "]), (r"(on)( )(top)", [""]),
             (r"(in)( )(front)", [""]), (r"(top|bottom|back|far|front)( |-)(left|right)", [" ", "-"]),
             (r"(sky|light|dark)( |-)(blue)", [" ", "-", ""])]


def _compound_edits(text, seps=None):
    return [(m.start(), m.end(), m[1] + sep + m[3]) for pattern, allowed in COMPOUNDS
            for m in re.finditer(rf"\b{pattern}\b", text, re.I) for sep in (seps or allowed)
            if sep in allowed and sep != m[2]]


def punct_inner(text, gold, rng):
    """One stray or doubled punctuation mark inside; the words stay (";" may stand for a clause "and").

    A comma after the first verb, or before a relation or a relative clause; ", and", "; "
    or "... and" between clauses; ", then"; "..." between sentences; a doubled comma; a dash
    inside a compound ("left-most", "top-left", "pick-up").  A kind of mark is drawn first,
    then a place: the verb comma fits almost every command.
    >>> gold = gold_leaves("(action: take (token: 1)) (type: cube (token: 3)) (action: drop (token: 5))")
    >>> punct_inner("take the block and drop it", gold, random.Random(4))
    'take the block; drop it'
    """
    toks = list(TOKEN.finditer(text))
    clauses = {l.start - 1 for l in gold if l.tag == "action" and l.start > 1}   # a later clause's verb
    relations = {l.start - 1 for l in gold if l.tag == "relation"}
    aligned = {i for l in gold for i in range(l.start - 1, l.end)}
    kinds = {"dash": _compound_edits(text, ["-"])}
    add = lambda kind, start, end, new: kinds.setdefault(kind, []).append((start, end, new))
    verb = min((l.end for l in gold if l.tag == "action"), default=len(toks))
    if verb < len(toks) and toks[verb].group()[0].isalnum():
        add("verb", toks[verb - 1].end(), toks[verb - 1].end(), ",")
    for i, tok in enumerate(toks[1:-1], 1):
        word, prev = tok.group().lower(), toks[i - 1]
        if word == "and" and i + 1 in clauses:
            if prev.group() != ",":
                add("clause", prev.end(), prev.end(), ",")
            add("clause", prev.end(), toks[i + 1].start(), "; ")
            add("clause", prev.end(), prev.end(), "...")
        elif word == "then" and prev.group() != ",":
            add("clause", prev.end(), prev.end(), ",")
        elif word == "." and i + 1 in clauses:
            add("clause", tok.start(), tok.end(), "...")
        elif word == ",":
            add("double", tok.start(), tok.end(), ",,")
        elif (i in relations or word in ("which", "that") and i not in aligned) and prev.group()[0].isalnum():
            add("phrase", prev.end(), prev.end(), ",")   # "the red block, on top of ..."
    names = sorted(k for k, edits in kinds.items() if edits)
    return _splice(text, [rng.choice(kinds[rng.choice(names)])]) if names else text


def casing(text, gold, rng):
    """ALL CAPS, Title Case, all lower case, or some words capitalised at random.

    >>> casing("Move the red block.", [], random.Random(0))
    'move the red block.'
    """
    words = lambda f: lambda t: re.sub(r"[\w']+", lambda m: f(m.group()), t)
    modes = [str.upper, words(str.capitalize), str.lower,
             words(lambda w: w.capitalize() if rng.random() < 0.3 else w)]
    rng.shuffle(modes)
    return next((new for new in (mode(text) for mode in modes) if new != text), text)


def spacing(text, gold, rng):
    """Blank-space noise: doubled spaces, no space after a comma or full stop, a space before punctuation.

    No tabs or leading/trailing blanks: the release is tab-separated and its reader strips
    every field, so they could never reach the parser.
    >>> spacing("move the red block, then drop it.", [], random.Random(2))
    'move  the  red  block,  then  drop  it.'
    """
    gaps = [m.span() for m in re.finditer(r" +", text)]
    edits = [[(a, b, rng.choice(["  ", "   "])) for a, b in rng.sample(gaps, max(1, len(gaps) // 3))],
             [(a, b, "  ") for a, b in gaps]] if gaps else []
    for pattern, new in [(r"(?<=[,;]) +(?=\w)", ""), (r"(?<=\w\.) +(?=\w)", ""), (r"(?<=\w)(?=[.,!?;])", " ")]:
        edits.append([(m.start(), m.end(), new) for m in re.finditer(pattern, text)])
    edits = [e for e in edits if e]
    return _splice(text, rng.choice(edits)) if edits else text


QWERTY = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
#: the letters around each letter on a QWERTY keyboard (left, right, above, below)
NEIGHBOURS = {c: row[max(i - 1, 0):i] + row[i + 1:i + 2] + "".join(QWERTY[k][i] for k in (r - 1, r + 1)
                                                                 if 0 <= k < 3 and i < len(QWERTY[k]))
              for r, row in enumerate(QWERTY) for i, c in enumerate(row)}


def typos(text, gold, rng):
    """One typo (swap, drop, double or neighbouring-key letter) in a 4+ letter concept word.

    The first letter stays, and the result is never a word of the synonym table (so a
    plural never loses its "s": "blocks" -> "block" would change the meaning).
    >>> typos("pick up the green block", gold_leaves("(action: take (token: 1 2)) (color: green (token: 4))"),
    ...       random.Random(0))
    'pick up the grern block'
    """
    toks = list(TOKEN.finditer(text))
    sites = sorted({i - 1 for l in gold if l.tag in CONCEPTS for i in range(l.start, l.end + 1)
                    if i <= len(toks) and toks[i - 1].group().isalpha() and len(toks[i - 1].group()) >= 4})
    if not sites:
        return text
    tok = toks[rng.choice(sites)]
    word = tok.group()
    for _ in range(50):
        i, op = rng.randrange(1, len(word)), rng.choice(["swap", "drop", "double", "key"])
        if op == "swap" and i < len(word) - 1 and word[i] != word[i + 1]:
            new = word[:i] + word[i + 1] + word[i] + word[i + 2:]
        elif op in ("drop", "double"):
            new = word[:i] + word[i + 1:] if op == "drop" else word[:i + 1] + word[i:]
        elif op == "key" and word[i].lower() in NEIGHBOURS:
            new = word[:i] + _like(word[i], rng.choice(NEIGHBOURS[word[i].lower()])) + word[i + 1:]
        else:
            continue
        if new.lower() not in _table_words():
            return _splice(text, [(tok.start(), tok.end(), new)])
    return text


def determiners(text, gold, rng):
    """Drop every article (the, a, an), as hurried writers do.

    >>> determiners("The red block on the blue one", [], random.Random(0))
    'Red block on blue one'
    """
    new = re.sub(r"\b(?:the|a|an)\b\s*", "", text, flags=re.I)
    return _like(text, new) if new[:1] != text[:1] else new


NUMBER_WORDS = "zero one two three four five six seven eight nine ten".split()


def numbers(text, gold, rng):
    """Digits <-> number words in the tokens the gold aligns to a cardinal ("one square" <-> "1 square").

    Only cardinals: "the red one" is a type-reference and keeps its word.
    >>> numbers("move it two squares left", gold_leaves("(cardinal: 2 (token: 3))"), random.Random(0))
    'move it 2 squares left'
    """
    toks, edits = list(TOKEN.finditer(text)), []
    for tok in (toks[l.start - 1] for l in gold if l.tag == "cardinal" and l.start <= len(toks)):
        word = tok.group().lower()
        if word.isdigit() and int(word) < len(NUMBER_WORDS):
            edits.append((tok.start(), tok.end(), NUMBER_WORDS[int(word)]))
        elif word in NUMBER_WORDS:
            edits.append((tok.start(), tok.end(), str(NUMBER_WORDS.index(word))))
    return _splice(text, edits)


def compounds(text, gold, rng):
    """Split or join one compound or phrasal verb: pickup, left-most/leftmost, on to/onto, ontop, top-left...

    >>> compounds("Pick up the leftmost block", [], random.Random(1))
    'Pick-up the leftmost block'
    """
    edits = _compound_edits(text)
    return _splice(text, [rng.choice(edits)]) if edits else text


SPELLINGS = {"gray": "grey", "center": "centre", "color": "colour", "colored": "coloured", "centered": "centred"}
SPELLINGS.update({b: a for a, b in list(SPELLINGS.items())})


def british(text, gold, rng):
    """American <-> British spellings (gray/grey, center/centre, color/colour), every occurrence.

    >>> british("put the grey block in the center", [], random.Random(0))
    'put the gray block in the centre'
    """
    return re.sub(r"[A-Za-z]+", lambda m: _like(m.group(), SPELLINGS.get(m.group().lower(), m.group())), text)


@lru_cache(maxsize=None)
def load_synonyms(path: Path = SYNONYM_FILE) -> dict:
    """{(word tokens, tag or None): [synonyms]} from the table ('#' comments and the header skipped)."""
    table = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith(("#", "word\t")):
            word, synonyms = line.split("\t")[:2]
            m = re.fullmatch(r"(.+?)\s*(?:\[([\w-]+)\])?", word.strip())
            table[(tuple(m[1].lower().split()), m[2])] = [s.strip() for s in synonyms.split("|")]
    return table


@lru_cache(maxsize=None)
def _table_words() -> frozenset[str]:
    return frozenset(w for (key, _), syns in load_synonyms().items() for p in [*key, *syns] for w in p.split())


def synonym_sites(text, gold, table):
    """(first token, end token, synonyms) of each concept leaf whose aligned words the table holds."""
    words = [t.group().lower() for t in TOKEN.finditer(text)]
    aligned = {i for leaf in gold for i in range(leaf.start - 1, leaf.end)}
    sites = []
    for leaf in (l for l in gold if l.tag in CONCEPTS):
        s, e, best = leaf.start - 1, leaf.end, None
        for (key, tag), syns in table.items():
            n = len(key)
            if (tag or leaf.tag) != leaf.tag or tuple(words[s:s + n]) != key:
                continue
            if n >= e - s:   # the whole phrase, perhaps running on over unaligned words ("next" + "to")
                ok = not aligned & set(range(e, s + n))
            else:            # a participle opening the phrase: "placed on top of"
                ok = n == 1 and key[0].endswith(("ed", "ing"))
            if key == ("pick",) and "up" in words[s + 1:]:
                ok = False   # "pick the block up": the particle would be left behind
            if ok and n > (len(best[0]) if best else 0):
                best = (key, syns)
        if best:
            sites.append((s, s + len(best[0]), best[1]))
    return sites


def synonyms(text, gold, rng, table=None):
    """One concept word replaced by a synonym absent from train-dev (robustness-synonyms.tsv).

    >>> synonyms("Pick up the red block", gold_leaves("(action: take (token: 1 2)) (color: red (token: 4))"),
    ...          random.Random(0))
    'Pick up the crimson block'
    """
    sites = synonym_sites(text, gold, table or load_synonyms())
    if not sites:
        return text
    s, e, syns = rng.choice(sites)
    toks = list(TOKEN.finditer(text))
    return _splice(text, [(toks[s].start(), toks[e - 1].end(), _like(toks[s].group(), rng.choice(syns)))])


def fillers(text, gold, rng):
    """(Added kind) A polite or chatty filler around the command: "please", "now", "can you", "ok,".

    >>> fillers("Move the red block.", [], random.Random(0))
    'Move the red block for me.'
    """
    head = rng.choice(["please ", "now ", "ok, ", "can you ", "could you please ", "next, ", "", ""])
    if not head:
        stem = text.rstrip(".!?")
        return stem + rng.choice([" please", ", please", " now", " for me"]) + text[len(stem):]
    return _like(text, head) + (text[:1] if text[:2].isupper() else text[:1].lower()) + text[1:]


REWRITES = {"punct-leading": punct_leading, "punct-trailing": punct_trailing, "punct-inner": punct_inner,
            "casing": casing, "spacing": spacing, "typos": typos, "determiners": determiners,
            "numbers": numbers, "compounds": compounds, "british": british, "synonyms": synonyms,
            "fillers": fillers}
