"""`PCFGEngine`: the back-off as an engine, from a normalised command to a `Proposal`.

    engine = PCFGEngine(load_model(), k=30)
    proposal = engine.propose(normalise("pick up the red block"))
    proposal.candidates[0].tree      # the best reading's RCL

Two readers stand behind this face: the PCFG's k best parses (the
treebank's writers' language, and the command grammar's generated commands)
and the command reader (`fallback_pcfg.reader`: the command grammar read
directly, which knows how longer commands are put together).  Their readings
come in this order, each tree once:

1. the PCFG's first parses, while they read every word that means something;
2. the command reader's readings that read every such word, cheapest first;
3. the rest of the PCFG's k best that do;
4. readings that leave such a word out (`Candidate.dropped`), which may not act on a board unless
   the words are spare (`Candidate.spare`: see `_spare` and `_purpose_left_out`).

A reading leaves a word out when a word that means something by itself (a
colour, a shape, "left" ...) is read as filler; "of the board" after a place
and "down" or "below" with a drop are said, not left out.  The parses are read
lazily: a reader that stops at the first coherent candidate pays for what came
before it only, and the command reader runs only when the PCFG's first parses
stop reading every word.  Each candidate names the user's words it did without
and those it guessed ("thingamajig" as a cube).
"""

from __future__ import annotations

from typing import Iterable, Iterator

from fallback_pcfg.model import Model
from fallback_pcfg.parser import DEFAULT_K, readings
from fallback_pcfg.reader import CommandReader
from fallback_pcfg.reader.lexical import CONTENT, Words, vocabulary
from fallback_pcfg.reader.describing import SIDE_WORDS
from fallback_pcfg.reader.rules import INTENSIFIERS
from fallback_pcfg.transform import PART, X
from rcl.candidate import Candidate, Item, Lazy, Proposal, Rejected
from rcl.lexicon import ConceptLexicon, load_lexicon
from rcl.model import Node
from rcl.normalise import Utterance, unknown_words

NAME = "pcfg"
#: The command reader's candidates are named as its own source.
READER = "grammar"
#: How many of the PCFG's first parses come before the command reader's readings.
TRUST = 3
#: Words after which a verb begins a command's clause ("... and put it on", "then stack it", "pls set it").
CLAUSE_OPENERS = frozenset({"and", "then", "n", "&", "+", "please", "pls", "plz", "now", "just", "also", "so"})
#: The command reader's classes of words that say a shape goes somewhere ("fill the hole with it", "it goes on
#: X", "so it fills the gap") or is held already ("the cube you are holding").
PUTTING_CLASSES = frozenset({"fill", "complete", "go", "held"})
#: Words after which a verb of the lexicon is a noun ("the stack", "its place").
NOUN_BEFORE = frozenset({"the", "a", "an", "that", "this", "its", "their", "each", "every", "your", "my"})
#: Words that say where a taken shape goes ("take it to the corner", "grab it and into the gap").
TOWARD_WORDS = frozenset({"to", "onto", "into", "toward", "towards", "over", "across"})
#: Words of the board, said after a place ("the far corner of the board") without saying more.
BOARD_WORDS = frozenset({"board", "grid", "table", "floor", "ground"})
#: Words a drop says ("drop it exactly below", "put it down").
DROP_WORDS = frozenset({"down", "below", "beneath", "underneath"})
#: What a word is read as that must be what the lexicon says it is (actions and shape nouns may differ:
#: "place" is the drop of a take-and-drop, "blocks" a group of cubes).
MISREAD_KINDS = frozenset({"color", "indicator", "relation", "cardinal", "ordinal"})
#: The words that open a clause saying what a move is for ("so all four make a square", "making a pile of
#: three"): a reading may do without the whole clause, as it may without spare words.
PURPOSE = frozenset({("so",), ("so", "that"), ("making",), ("leaving",), ("to", "make"), ("to", "finish"),
                     ("to", "complete"), ("to", "fill"), ("such", "that")})
#: The kinds of shape and the parts of the board a word may name, which a reading may never do without ("take
#: the green cube" is no green pyramid; "on red cube left edge" without "edge" is on the left red cube).
NAMING_KINDS = frozenset({("type", "cube"), ("type", "prism"), ("type", "edge"), ("type", "corner"),
                          ("type", "region"), ("type", "robot")})
#: The lexicon's kind of a verb of the arm, which a reading may do without only when no particle of it follows
#: ("put green cube down second from left corner" without "put" reads "down" as a way to go).
ACTING_KINDS = frozenset({"action"})
#: Particles of a verb of the arm, and how many words after the verb they may follow it.
PARTICLES = frozenset({"down", "up"})
PARTICLE_REACH = 5
#: The command reader's classes of words that say where or which (fallback_pcfg/reader/words.tsv): "diagonally",
#: "on my side", "in line with", "the inner one", "the tall one", "two high", "second to last" ...
PLACING_CLASSES = frozenset({"way", "aligned", "side", "diagonal", "far-from-you", "near-you", "below-you",
                             "touches", "same-line", "midway", "meet", "farther", "nearer", "inner", "outer",
                             "direction", "inside", "all-the-way", "as-far", "viewpoint", "tall", "short", "high",
                             "high-1", "high-2", "high-3", "last", "last-2", "last-3", "last-4", "free", "gap",
                             "hole", "enclosure", "lines-up", "not", "without", "other"})
#: How many known words a reading of the command reader may leave out and still act, when they are spare.
SPARE = 2
#: The kinds of word that keep a single word a reading left out from being spare: the lexicon's relations
#: ("between", "inside": without one the place is another place), colours and verbs of the arm, and the command
#: reader's negations and sides of the viewer ("not", "without", "closer to me"); so do a kind of shape ("put the
#: red cube" without "cube" may take a red pyramid) and the robot ("on the side to robot" says which side), the
#: names of `LONE_KEPT_NAMES`, unless the word also names a square ("one square over"), and a part of the board said
#: with its side (`_lone_spare`). Another lone word (a count, an ordinal, a side, a part of the board said bare)
#: that the rest of the reading says again may go ("3rd square from the front, counting the corner square as 1st",
#: "it should stand alone on the floor there"). On the grounded development sets this turned 5 refused or
#: asked commands into right answers and none into a wrong one (held out: 5 right, one wrong answer fewer); with
#: relations and colours allowed too, 9 right and 5 wrong; with a part of the board said with its side, 2 more
#: right, and one treebank dev command wrong that was refused.
LONE_KEPT_KINDS = frozenset({"relation", "color", "action", "not", "without", "far-from-you", "near-you",
                             "below-you", "viewpoint"})
LONE_KEPT_NAMES = frozenset({("type", "cube"), ("type", "prism"), ("type", "robot")})
#: The parts of the board a side word before them names ("the left edge").
BOARD_PARTS = frozenset({("type", "edge"), ("type", "corner")})
#: The articles that say "one".
INDEFINITE = frozenset({"a", "an"})
#: Nouns of a part of the board a side word before them names ("the left corner", "front edge").
PLACE_NOUNS = frozenset({"corner", "corners", "edge", "edges", "row", "column", "border"})
#: Relations of the small words inside a longer relation phrase ("on" in "on the left side of").
PREPOSITIONS = frozenset({"above", "within"})


class PCFGEngine:
    """k-best PCFG parses and the command reader's readings of a command, as RCL."""

    name = NAME

    def __init__(self, model: Model, k: int = DEFAULT_K, concepts: ConceptLexicon | None = None,
                 reader: CommandReader | None = None):
        self.model = model
        self.k = k
        self.concepts = concepts if concepts is not None else load_lexicon()
        self.reader = reader if reader is not None else CommandReader(self.concepts)

    def propose(self, utterance: Utterance) -> Proposal:
        """The command's readings as candidates (and rejected parses), in the order above, read lazily."""
        return Proposal(self.name, Lazy(self._analyses(utterance)),
                        unknown=unknown_words(utterance, self.concepts, vocabulary()))

    def words(self, utterance: Utterance) -> list[tuple[str, tuple[int, ...]]]:
        """The words the model reads, each with the utterance's tokens it stands for: the
        utterance's words, but a lexicon phrase holding a word training never saw as one."""
        words = list(utterance.words)
        found: list[tuple[str, tuple[int, ...]]] = []
        i = 0
        while i < len(words):
            phrase = self.concepts.longest_phrase(words, i)
            if phrase is not None and any(not self.model.lexicon.known(w) for w in phrase):
                found.append((" ".join(phrase), tuple(range(i, i + len(phrase)))))
                i += len(phrase)
            else:
                found.append((words[i], (i,)))
                i += 1
        return found

    def _analyses(self, utterance: Utterance) -> Iterator[Item]:
        lexical = Words.of(utterance, self.concepts)
        putting = _putting_verbs(lexical)  # (both readers' readings that only take a shape leave these out)
        pcfg = self._parses(utterance, lexical, putting)
        later: list[Candidate] = []
        incomplete: list[Candidate] = []
        seen: set = set()
        for position, item in enumerate(pcfg):
            if isinstance(item, Rejected):
                yield item
                continue
            if item.dropped:
                incomplete.append(item)
                break
            if position >= TRUST:
                later.append(item)
                break
            seen.add(item.judged)
            yield item
        yield from _unseen(self._read(utterance, lexical, putting), seen, incomplete)
        yield from _unseen(later + list(pcfg), seen, incomplete)
        yield from incomplete

    def _parses(self, utterance: Utterance, lexical: Words, putting: tuple[int, ...]) -> Iterator[Item]:
        words = self.words(utterance)

        def typed(position: int) -> str:
            return " ".join(utterance.source_text(t) for t in words[position][1])

        rank = 0
        for parse in readings(self.model, [w for w, _ in words], self.k):
            if parse.tree is None:
                yield Rejected(self.name, parse.parse, parse.error)
                continue
            tags = [tag for _, tag in parse.phrase_tree.pos()]
            dropped = tuple(typed(i) for i, tag in enumerate(tags) if tag == X
                            and all(lexical.content(t) for t in words[i][1]) and not _said(lexical, words[i][1][0]))
            dropped += tuple(typed(i) for i in _misread(tags, words, lexical))
            if putting and _only_taking(parse.tree):
                dropped += tuple(utterance.source_text(i) for i in putting)
            yield Candidate(parse.tree, self.name, rank, f"reading {parse.parse + 1} of the {self.k} best, "
                            f"score {parse.score:.2f}", parse.score, detail=parse.phrase_tree,
                            ignored=tuple(dict.fromkeys(typed(i) for i in parse.ignored)),
                            guessed=tuple((typed(i), value) for i, value in parse.guessed), dropped=dropped)
            rank += 1

    def _read(self, utterance: Utterance, lexical: Words, putting: tuple[int, ...]) -> Iterator[Candidate]:
        taking = _taking_verbs(lexical)
        try:
            readings = self.reader.read(utterance)
        except RecursionError:  # a description that reaches itself past the reader's guards: no reading of
            readings = []  # the command reader's, never a crash of the whole answer (the PCFG's still stand)
        for rank, reading in enumerate(readings):
            left = [i for i in reading.skipped if lexical.content(i) and not _said(lexical, i)]
            spare = _spare(lexical, left) or _purpose_left_out(lexical, left, set(reading.skipped))
            if taking and not _only_taking(reading.tree):
                # "Pick up the red cube diagonally in from the corner stack, one back and one right": says which
                # cube, not where it goes (with no "to" the reader may not carry a taken shape anywhere)
                left = sorted(set(left) | set(taking))
                spare = False
            if putting and _only_taking(reading.tree):
                left = sorted(set(left) | set(putting))  # "take X from Y and put it on Z" is no take alone
                spare = False
            yield Candidate(reading.tree, READER, rank, f"command grammar reading {rank + 1}, cost {reading.cost:.2f}",
                            None, guessed=reading.guessed, dropped=tuple(utterance.source_text(i) for i in left),
                            query=reading.query if reading.query != reading.tree else None, spare=spare)

    def close(self) -> None:
        """Nothing to release: the model is plain data."""


def _spare(words: Words, left: list[int]) -> bool:
    """Whether the words a reading left out (positions) may be done without: one word that may go alone
    (`_lone_spare`), or at most `SPARE` of them, none of which says a place, a side,
    a colour or a count (what the lexicon reads those as, `MISREAD_KINDS`, and the command reader's words of
    place, `PLACING_CLASSES`), a kind of shape or a part of the board (`NAMING_KINDS`), or is a verb of the arm
    with its particle after it (`ACTING_KINDS`)."""
    if len(left) == 1 and _lone_spare(words, left[0]):
        return True
    return 0 < len(left) <= SPARE and not any(item.kind in MISREAD_KINDS or item.kind in PLACING_CLASSES or (
        item.kind, item.value) in NAMING_KINDS or item.kind in ACTING_KINDS and _particle_after(words, i)
                                               for i in left for item in words.covering(i))


def _lone_spare(words: Words, i: int) -> bool:
    """Whether the word at `i`, the only one a reading left out, may be done without: it names no relation, colour,
    verb of the arm, kind of shape or robot (`LONE_KEPT_KINDS`, `LONE_KEPT_NAMES`), nor a part of the board said
    with its side ("the left edge", "the front-right corner": without the noun the side word says something else,
    "place the blue cube on red cube left edge" without "edge" is on the left red cube, or one square left of it)."""
    names = {(item.kind, item.value) for item in words.covering(i)}
    sided_part = i > 0 and bool(names & BOARD_PARTS) and any(item.kind == "indicator" for item in words.covering(i - 1))
    return not any(kind in LONE_KEPT_KINDS for kind, _ in names) and not (
        names & LONE_KEPT_NAMES and ("type", "tile") not in names) and not sided_part


def _particle_after(words: Words, i: int) -> bool:
    """Whether a particle of the verb at `i` ("put the green cube down") follows it in its clause."""
    marks = words.stops | words.commas | words.arrows
    for k in range(i + 1, min(i + 1 + PARTICLE_REACH, len(words.words))):
        if k in marks:
            return False
        if words.words[k] in PARTICLES:
            return True
    return False


def _purpose_left_out(words: Words, left: list[int], skipped: set[int]) -> bool:
    """Whether the known words a reading left out are those of a clause that says what the move is for, and
    all of them: "..., so all four make a square", "making a pile of three", "leaving one square between them",
    "to finish the square" (from its first word to the next mark or the end). A reading that uses any word of it
    read the clause as more."""
    if not left:
        return False
    marks = sorted(words.stops | words.commas | words.arrows | {len(words.words)})
    for start in range(left[0] + 1):
        if words.words[start:start + 2] not in PURPOSE and words.words[start:start + 1] not in PURPOSE:
            continue
        end = next(k for k in marks if k > start)
        if all(start <= i < end for i in left) and all(k in skipped for k in range(start, end)
                                                         if words.content(k)):
            return True
    return False


def _unseen(items: Iterable[Item], seen: set, incomplete: list[Candidate]) -> Iterator[Candidate]:
    """The candidates of `items` not judged before, in order; those that leave a word out are put
    aside in `incomplete` (they come last)."""
    for item in items:
        if isinstance(item, Rejected) or item.judged in seen:
            continue
        seen.add(item.judged)
        if item.dropped:
            incomplete.append(item)
        else:
            yield item


def _misread(tags: list[str], words: list[tuple[str, tuple[int, ...]]], lexical: Words) -> list[int]:
    """The words (positions in `words`) a parse reads as a colour, position or relation the lexicon does not
    give them: "near" inside a span read as "right of", "held" read as "rightmost", "right" in "right next
    to" (which stresses the relation) read as a position, "floor" read as the number four, "grab" read as a
    move where no verb says to put.  Such a parse does without what the word says, as surely as one that
    leaves it out."""
    putting = any(item.kind == "action" and item.value != "take" for k in range(len(lexical)) for item in lexical.at(k))
    found = [] if putting else [i for i, tag in enumerate(tags) if _taking_read_as_putting(tag, words[i][1], lexical)]
    for i, tag in enumerate(tags):
        kind, _, value = tag.rstrip(PART).partition("=")
        tokens = words[i][1]
        meanings = _meanings(lexical, tokens) if kind == "action" else []
        if meanings and all(item.kind == "color" for item in meanings):
            found.append(i)  # "red cube -> top of the yellow/blue stack" with "red" read as the verb: no red cube
            continue
        if kind == "type" and value in ("cube", "prism", "stack") and i > 0 and any(
                (item.kind, item.value) == ("type", "tile") for item in _meanings(lexical, tokens)) and any(
                item.kind == "free" for t in words[i - 1][1] for item in lexical.covering(t)):
            found.append(i)  # "the empty square" read as a cube or a stack: an empty one is a square of the board
            continue
        if kind not in MISREAD_KINDS:
            continue
        if not any(lexical.content(t) for t in tokens):
            if not tag.endswith(PART) and not _counts(lexical, tokens, kind, value):
                found.append(i)  # "the" read as the number two, or as "rightmost": what no word says
            continue
        if kind == "relation" and _names_the_place(lexical, tokens):
            found.append(i)  # "on left corner nearest to robot": the corner's side, not "left of" it
            continue
        stressing = kind == "indicator" and len(tokens) == 1 and _stresses(lexical, tokens[0])
        if not stressing and any((item.kind, item.value) == (kind, value) for item in _meanings(lexical, tokens)):
            continue
        if tag.endswith(PART) and kind == "relation" and all(
                {item.value for item in lexical.covering(t) if item.kind in CONTENT} <= PREPOSITIONS for t in tokens
                if lexical.content(t)):
            continue  # "on" in "on the near side of": the phrase's small word
        found.append(i)
    return found


def _names_the_place(words: Words, tokens: tuple[int, ...]) -> bool:
    """Whether a side word said by itself comes right before a noun of a part of the board ("left corner",
    "front edge"): it says which one, and is no relation to a landmark (as in "the right edge of X" it may be)."""
    after = tokens[-1] + 1
    return len(tokens) == 1 and words.words[tokens[0]] in SIDE_WORDS and after < len(words.words) and \
        words.words[after] in PLACE_NOUNS and words.words[after + 1:after + 2] != ("of",)


def _meanings(words: Words, tokens: tuple[int, ...]) -> list:
    """What the lexicon says the model's word means: a phrase read as one word ("left hand", whose "hand"
    training never saw) means what the phrase means, not what a word inside it means alone ("left" of)."""
    if len(tokens) > 1:
        return [item for item in words.at(tokens[0]) if item.end == tokens[-1] + 1]
    return words.covering(tokens[0])


def _counts(words: Words, tokens: tuple[int, ...], kind: str, value: str) -> bool:
    """Whether small words read as a number say it: "a" or "an" for one ("move it a square left")."""
    return kind == "cardinal" and value == "1" and all(words.words[t] in INDEFINITE for t in tokens)


def _taking_verbs(words: Words) -> tuple[int, ...]:
    """The positions of the verbs of taking in a command whose every verb of the arm is one and where no word
    says where to ("grab the cube two squares right of X"); () for any other ("take it to the corner", "pick it
    up and set it on X")."""
    verbs = [_verb_of(words, i) for i in range(len(words))]
    putting = any(item.kind in PUTTING_CLASSES for i in range(len(words)) for item in words.covering(i))
    if not any(verbs) or any(not v <= {"take"} for v in verbs) or TOWARD_WORDS & set(words.words) or putting:
        return ()
    return tuple(i for i, v in enumerate(verbs) if v == {"take"})


def _putting_verbs(words: Words) -> tuple[int, ...]:
    """The positions of the verbs of the arm other than taking ("put", "move", "set") that begin a clause, as a
    command's verbs do: a reading that only takes a shape leaves them out ("Take top red cube from the stack and
    put on the green cube"; not "the cube which sits on ...", "hold it, don't place")."""
    marks = words.stops | words.commas | words.arrows
    return tuple(i for i in range(len(words)) if _verb_of(words, i) - {"take"} and (
        i == 0 or i in marks or words.words[i - 1] in CLAUSE_OPENERS))


def _only_taking(tree: Node) -> bool:
    """Whether every event of a tree takes a shape."""
    return all(n.value_of("action") == "take" for n in tree.walk() if n.tag == "event")


def _verb_of(words: Words, i: int) -> set[str]:
    """The actions the lexicon gives the word at `i` (empty: no verb of the arm, as after a word that begins or
    describes a noun: "the corner stack", "a place")."""
    if i > 0 and i not in words.commas | words.stops | words.arrows and (words.words[i - 1] in NOUN_BEFORE or any(
            item.kind in ("color", "type", "indicator", "ordinal", "cardinal") for item in words.covering(i - 1))):
        return set()
    return {item.value for item in words.covering(i) if item.kind == "action"}


def _taking_read_as_putting(tag: str, tokens: tuple[int, ...], lexical: Words) -> bool:
    """Whether a verb of taking alone ("grab", "pick up") is read as a move or a drop (the caller knows no
    word of the command is a verb of putting): "grab the cube two squares right of X" says which cube, not
    where it goes (the command reader reads "take it to the corner", said with "to", as a move)."""
    kind, _, value = tag.rstrip(PART).partition("=")
    return kind == "action" and value != "take" and {
        item.value for t in tokens for item in lexical.covering(t) if item.kind == "action"} == {"take"}


def _stresses(words: Words, position: int) -> bool:
    """Whether the word stresses the relation after it ("right next to", "right behind"), not after
    "the" or "from" ("from the right", "from right on the red cube"), nor before a side ("right back
    corner")."""
    return words.words[position] in INTENSIFIERS and (position == 0 or words.words[position - 1] not in (
        "the", "its", "my", "your", "from")) and any(item.kind == "relation" and item.phrase.split()[0] not in
                                                     SIDE_WORDS for item in words.at(position + 1))


def _said(words: Words, position: int) -> bool:
    """Whether a word that means something is only said again: "of the board" after a place, "down" or
    "below" in a drop."""
    word = words.words[position]
    before = words.words[max(0, position - 2):position]
    if word in BOARD_WORDS and "of" in before:
        return True
    return word in DROP_WORDS
