"""Questions about the board ("where is the red cube?", "what is on the blue cube?", "how many
green blocks are there?", "what are you holding?"), recognised by their form and never read
as commands.

    >>> from rcl.normalise import normalise
    >>> question = read_board_question(normalise("Where's the red cube?"))
    >>> question.kind, question.subject
    ('where', ('the', 'red', 'cube'))
    >>> read_board_question(normalise("which cubes are red")).kind
    'list'
    >>> read_board_question(normalise("put the red cube on the blue one")) is None
    True

A line is a question when it begins as one, after "please", "tell me" and the like: a
wh-word ("what", "which", "where", "how many"), "is there" / "are there", or a verb before
its subject ("is the red cube on the blue one", "are you holding ...", "do you see ...").
The form says what is asked (`BoardQuestion.kind`); the words after it describe the
shapes asked about (read by `rcl.app.descriptions`).  The form is read from the words as
typed (the normaliser drops "can you" and reads "tell" as a typo), the description from
the normalised words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rcl.lexicon import load_lexicon
from rcl.normalise import Utterance, normalise
from rcl.references import find_reference

#: What a question asks.
WHERE = "where"          # where is the red cube?
COUNT = "count"          # how many green blocks are there?
EXISTS = "exists"        # is there a gray prism? do you see a red cube?  (yes or no)
CHECK = "check"          # is the red cube on the blue cube?  (yes or no)
HELD = "held"            # what are you holding?  are you holding the red cube?
RELATED = "related"      # what is on the blue cube?  what is under it?  what is left of the white cube?
LIST = "list"            # which cubes are red?  what is the leftmost cube?  what is there?
COLOUR = "colour"        # what colour is the cube on the blue cube?
UNREAD = "unread"        # a question, but not one of these forms
KINDS = (WHERE, COUNT, EXISTS, CHECK, HELD, RELATED, LIST, COLOUR, UNREAD)

#: The relation of "what is under X" (RCL has none: the planner's relations are seen from below).
UNDER = "under"
UNDER_WORDS = frozenset({"under", "below", "beneath", "underneath"})

WH_WORDS = frozenset({"what", "which", "where", "how", "who", "whose", "why", "when"})
#: Openings before a question: "please", "tell me", "can you tell me", "I want to know".
_OPENINGS = (("can", "you", "tell", "me"), ("could", "you", "tell", "me"), ("would", "you", "tell", "me"),
             ("can", "you", "show", "me"), ("could", "you", "show", "me"), ("do", "you", "know"),
             ("i", "want", "to", "know"), ("i", "wonder"), ("tell", "me"), ("show", "me"),
             ("please",), ("so",), ("and",), ("ok",), ("okay",), ("hey",), ("now",), ("then",), ("well",),
             ("if",), ("whether",))
#: Openings of a suggestion or a wish, which ask for an act ("how about putting the red cube on ...", "why
#: don't you move ...", "what I'd like is the red cube on ..."): no question about the board.
_SUGGESTIONS = (("how", "about"), ("what", "about"), ("why", "not"), ("why", "don't", "you"), ("why", "dont", "you"),
                ("why", "do", "not", "you"), ("what", "i", "want", "is"), ("what", "i'd", "like", "is"),
                ("what", "i", "would", "like", "is"), ("what", "i", "need", "is"), ("what", "we", "need", "is"),
                ("what", "we", "want", "is"))
_CONTRACTIONS = {"what's": ("what", "is"), "whats": ("what", "is"), "where's": ("where", "is"),
                 "wheres": ("where", "is"), "there's": ("there", "is"), "that's": ("that", "is"),
                 "it's": ("it", "is"), "who's": ("who", "is"), "which's": ("which", "is")}
#: Verbs of seeing: "do you see a red cube?" asks whether there is one.
_SEEING = frozenset({"see", "find", "spot", "notice", "have"})
#: Verbs of holding: "what are you holding?", "do you have anything?".
_HOLDING = frozenset({"holding", "hold", "holds", "carrying", "carry", "carries", "have", "has", "got",
                      "grasping", "gripping", "grabbing", "grabbed", "clutching"})
#: Words of a question's grammar around its description ("how many ... do you see", "where can I
#: find ..."): they describe no shape.
_GRAMMAR = frozenset({"is", "are", "do", "does", "did", "can", "could", "you", "i", "we", "see", "find", "spot",
                      "notice", "count", "have", "has", "got", "be", "was", "were", "there", "located",
                      "altogether", "please", "now", "currently", "go", "gone", "went"})
#: Verbs that ask the arm for a move the lexicon has no action word of: "could you fill it in with ...".
_ASKED_ACTS = frozenset({"fill", "refill", "plug", "cap", "crown"})
_COLOUR_WORDS = frozenset({"colour", "color", "colours", "colors"})
#: What "on the board" at the end of a question says: nothing ("how many cubes are there on the board?").
_PLACES = frozenset({"board", "table", "grid", "scene", "picture", "floor"})
_AUXILIARIES = frozenset({"is", "are"})


@dataclass(frozen=True)
class BoardQuestion:
    """What a question about the board asks (`kind`), and about which shapes."""

    kind: str
    #: The words that describe the shapes asked about (normalised): 'the red cube'.
    subject: tuple[str, ...] = ()
    #: RELATED: the relation asked about (an RCL relation, or "under").
    relation: str = ""
    #: Said as a statement ("there is a red cube"): a question only when typed with "?".
    stated: bool = False


def read_board_question(utterance: Utterance) -> BoardQuestion | None:
    """The question `utterance` asks about the board, or None when it is not a question.

    Only a line that is all question is one: "See the two red blocks? Take the farther one" and
    "There are two blue cubes. Move the left one" point at shapes before a command, and a bare
    "there is ..." asks only with its question mark.
    """
    sentences = [s for s in re.split(r"(?<=[.!?;])\s+", utterance.original.strip()) if s]
    if len(sentences) > 1 and not all(s.endswith("?") for s in sentences):
        return None
    typed = _form_words(utterance)
    if _suggests(typed) or _suggests(utterance.words):
        return None
    question = _read(_opened(typed)) or _read(_opened(utterance.words))  # as typed, else "wher" read
    asked = utterance.original.rstrip().endswith("?") or typed[:1] in (("tell",), ("show",), ("i",), ("do",),
                                                                        ("can",), ("could",), ("would",))
    if question is not None and question.stated and not asked:  # "tell me if there is a red cube"
        return None
    if question is not None and question.stated and _asks_an_act(typed):
        return None  # "There are two green blocks there - could you pick up the one on the right?": a command
    return question


def _suggests(words: tuple[str, ...]) -> bool:
    """Whether the words open as a suggestion or a wish and go on to a verb of the arm or a shape ("how about
    putting ...", "why not stack ...", "what I want is the red cube on ...")."""
    lexicon = load_lexicon()
    for opening in _SUGGESTIONS:
        after = words[len(opening):len(opening) + 3]
        if words[:len(opening)] == opening and after and (
                lexicon.values(after[0], "action") or opening[-1] == "is" and any(
                    c.kind in ("color", "type") for w in after for c in lexicon.concepts(w))):
            return True
    return False


def _asks_an_act(words: tuple[str, ...]) -> bool:
    """Whether the words ask the arm to do something after pointing: "could you pick up ...", "please
    take ..." (a verb of the arm after "you" or "please")."""
    lexicon = load_lexicon()
    return any(w in ("you", "please") and (lexicon.values(after, "action") or after in _ASKED_ACTS)
               for w, after in zip(words, words[1:]) if after not in _SEEING)


def _read(words: tuple[str, ...]) -> BoardQuestion | None:
    """The question words (lower case, openings left out) ask, or None."""
    if not words:
        return None
    first = words[0]
    if words[:2] in (("how", "many"), ("how", "much")):
        return BoardQuestion(COUNT, _subject(words[2:]))
    if words[:2] in (("is", "there"), ("are", "there")):
        return BoardQuestion(EXISTS, _subject(words[2:]))
    if words[:2] in (("there", "is"), ("there", "are")):  # a question only with its "?"
        return BoardQuestion(EXISTS, _subject(words[2:]), stated=True)
    held = _about_holding(words)
    if held is not None:
        return held
    if first in ("do", "does", "can", "could") and words[1:2] == ("you",) and words[2:3] and words[2] in _SEEING:
        return BoardQuestion(EXISTS, _subject(words[3:]))
    if first == "where":
        return BoardQuestion(WHERE, _subject(words[1:]))
    if first in ("what", "which"):
        return _what(words[1:])
    if first in _AUXILIARIES:
        return BoardQuestion(CHECK, _subject(words[1:]))
    if first in WH_WORDS or first in ("do", "does") and words[1:2] == ("you",):
        return BoardQuestion(UNREAD)
    return None


def _what(rest: tuple[str, ...]) -> BoardQuestion:
    """'what ...' / 'which ...': a colour, what stands in a relation to something, or which shapes."""
    if not rest or rest in (("is",), ("are",)):
        return BoardQuestion(UNREAD)  # "what?": nothing is asked about
    if rest[:1] and rest[0] in _COLOUR_WORDS:
        return BoardQuestion(COLOUR, _subject(tuple(w for w in rest[1:] if w != "of")))
    if rest[:1] and rest[0] in _AUXILIARIES:
        after = _without_place(rest[1:])
        if after[:1] and after[0] in UNDER_WORDS:
            return BoardQuestion(RELATED, _subject(after[1:]), UNDER)
        relation = _relation_at_start(after)
        if relation is not None:
            name, length = relation
            if after[length:]:
                return BoardQuestion(RELATED, _subject(after[length:]), name)
        if len(after) > 1 and after[-1] == "on":  # "what is the red cube on?": what is under it
            return BoardQuestion(RELATED, _subject(after[:-1]), UNDER)
        return BoardQuestion(LIST, _subject(after))
    return BoardQuestion(LIST, _subject(rest))


def _about_holding(words: tuple[str, ...]) -> BoardQuestion | None:
    """'what are you holding?', 'what is in the gripper?', 'are you holding the red cube?',
    'is the gripper empty?': a question about the gripper (its subject: what the user names)."""
    lexicon = load_lexicon()
    robot = [i for i, w in enumerate(words) if "robot" in lexicon.values(w, "type")]
    if not robot or words[0] not in ("what", "which", "where", "are", "is", "do", "does", "have", "has"):
        return None
    if words[0] in WH_WORDS and words[1:2] not in (("is",), ("are",), ("do",), ("does",), ("have",), ("has",)):
        return None  # "what colour is the one you are holding?": a question about that shape
    verb = next((i for i, w in enumerate(words) if w in _HOLDING and i > robot[0]), None)
    if verb is not None:
        named = tuple(w for w in words[verb + 1:] if w not in ("anything", "something", "now", "right"))
        return BoardQuestion(HELD, _subject(named) if words[0] not in ("what", "which", "where") else ())
    if "empty" in words or (words[0] in ("what", "which") and "in" in words[:robot[0]]):
        return BoardQuestion(HELD)  # "is the gripper empty?", "what is in your hand?"
    return None


def _relation_at_start(words: tuple[str, ...]) -> tuple[str, int] | None:
    """(RCL relation, its length in words) when `words` begin with a relation ('on top of', 'left of')."""
    if not words:
        return None
    lexicon = load_lexicon()
    phrase = lexicon.longest_phrase(words, 0) or words[:1]
    relation = next((c.value for c in lexicon.concepts(" ".join(phrase)) if c.kind == "relation"), None)
    return (relation, len(phrase)) if relation is not None else None


def _subject(words: tuple[str, ...]) -> tuple[str, ...]:
    """The description in a question's words: its grammar and a final 'on the board' left out, the
    rest normalised as a command's words are (spelling, typos, British words)."""
    utterance = normalise(" ".join(_without_place(words)))
    normal, reference = utterance.words, find_reference(utterance)
    kept = []
    for i, word in enumerate(normal):
        if reference is not None and reference.start <= i < reference.end:
            kept.append(word)  # "the one you are holding": the words of a reference stay whole
        elif word == "you" and i and normal[i - 1] in ("to", "from", "near"):
            kept.append("robot")  # "the cube nearest to you": the robot, not the grammar of "do you see"
        elif word not in _GRAMMAR:
            kept.append(word)
    return tuple(kept)


def _without_place(words: tuple[str, ...]) -> tuple[str, ...]:
    """`words` without a last 'on the board', 'in the scene', 'here' or 'there'."""
    words = tuple(words)
    while words and words[-1] in ("here", "there", "now", "altogether", "total"):
        words = words[:-2] if words[-2:] == ("in", "total") else words[:-1]
    if words and words[-1] in _PLACES:
        start = len(words) - 1
        while start > 0 and words[start - 1] in ("on", "in", "the", "this", "at"):
            start -= 1
        if start < len(words) - 1:
            words = words[:start]
    return words


def _form_words(utterance: Utterance) -> tuple[str, ...]:
    """The words as typed, lower-cased, without punctuation, with contractions spelt out."""
    words: list[str] = []
    for token in utterance.typed:
        word = token.lower().replace("\u2019", "'")
        if not any(ch.isalnum() for ch in word):
            continue
        words.extend(_CONTRACTIONS.get(word, (word,)))
    return tuple(words)


def _opened(words: tuple[str, ...]) -> tuple[str, ...]:
    """`words` without the openings before a question ('please', 'can you tell me')."""
    changed = True
    while changed and words:
        changed = False
        for opening in _OPENINGS:
            if words[:len(opening)] == opening and len(words) > len(opening):
                words, changed = words[len(opening):], True
                break
    return words


__all__ = ["BoardQuestion", "read_board_question", "KINDS", "WHERE", "COUNT", "EXISTS", "CHECK", "HELD", "RELATED",
           "LIST", "COLOUR", "UNREAD", "UNDER"]
