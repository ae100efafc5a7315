"""Learner English at the level of words: a relation said with the preposition a learner's own language gives
it ("near of X", "close from X", "next from X", "in front from X", "adjacent with X": "cerca de", "près de",
"рядом с", "neben"), or with "hand" for side ("on the left hand of X": "à main gauche", "по левую руку"); and
the viewer's side said with the preposition and the article of another language ("on robot side", "from your
side", "at the robot's side", "on side of robot", "at the side of you").

A relation said so is the relation of the phrase as English says it, where English has no other meaning for the
phrase: "near of" is near, "close from" is close to; the word table (`fallback_pcfg.reader.lexical.Words`)
reads a phrase no table knows by `standard_forms`.

A learner of English says where the robot and the viewer stand as their language does: "с твоей стороны"
(from your side), "de tu lado" / "de ton côté" (from your side), "auf der Seite des Roboters" (on the side of
the robot), with or without the article.  Each is the viewer's side: what a shape there is nearest to (the
reader's "near-you" class) or the side of a landmark facing the robot ("side": "the square next to it from your
side").  The command reader's word table (`fallback_pcfg.reader.lexical.Words`) adds these phrases where no
table already knows them.
"""

from __future__ import annotations

#: Prepositions a learner puts before a side: "on your side", "at robot side", "from my side", "by our side".
SIDE_PREPOSITIONS = frozenset({"on", "at", "from", "by"})
#: Who stands on the robot's side, said before "side": "your side", "the robot's side", "robot side".
OWNERS = (("my",), ("your",), ("our",), ("the", "robot"), ("the", "robot's"), ("robot",), ("robot's",),
          ("the", "robots"), ("robots",))
#: Who stands there, said after "the side of": "the side of the robot", "side of you".
OWNED_BY = (("the", "robot"), ("robot",), ("you",), ("me",), ("us",))
#: Prepositions a learner ends a relation with where English has another: "near of", "close from", "adjacent with".
SLIPPED = frozenset({"of", "from", "with"})
#: The prepositions English ends those relations with ("close to", "in front of").
STANDARD = ("to", "of")
#: Relation words English says with no preposition after them: "near of X" is near X.
BARE_HEADS = frozenset({"near", "behind", "beside", "besides", "nearby", "opposite", "between", "among"})
#: Words of going a way a learner says with "direction" ("in left direction", "to the robot direction"): English
#: says "to the left", "toward the robot".
DIRECTED = frozenset({"in", "to", "into", "toward", "towards"})
#: The sides a learner says with "hand" ("on the left hand of X"): English says "on the left of X".
HANDED = frozenset({"left", "right"})
#: The classes of the reader's word table a viewer's side is read as.
CLASSES = ("near-you", "side")
#: The words a move's count of squares may follow, with what each costs: "shift it by one square to the back";
#: "move it on two fields to left", "at one square left" (a learner's "на два поля", "um zwei Felder").
MEASURING = {"by": 0.05, "on": 0.1, "at": 0.15}
#: Words of going toward a side: "one field toward robot side", "towards your side" is toward the robot.
TOWARD = frozenset({"toward", "towards"})
#: Words a learner leaves the preposition out before: "next the red cube", "in front the tower", "close this
#: one" (next to, in front of, close to).
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those"})
#: The one-word relations a learner says so ("next the", "close the"); longer ones ("in front the", "right next
#: the") are read so whenever the concept lexicon has the phrase with "to" or "of".
LEFT_OUT = frozenset({"next", "close"})
#: Words that end a place of their own, which an apposition may follow: "on the left the one sitting behind X"
#: is on the left, the one ...; "with green on top the one by the wall".
SELF_STANDING = frozenset({"left", "right", "top", "bottom", "side", "back", "end", "edge", "corner"})


def viewer_sides(words: tuple[str, ...], prepositions: frozenset[str] = SIDE_PREPOSITIONS
                 ) -> list[tuple[int, int, tuple[str, ...]]]:
    """[start, end) and the classes of each phrase that says the viewer's side with a preposition: "on robot
    side", "from your side", "at the robot's side", "on side of robot", "from the side of the robot".  Before
    "of" ("on robot side of the red cube") it is only the side of the landmark said next."""
    found = []
    for start, word in enumerate(words):
        if word not in prepositions:
            continue
        for owner in OWNERS:  # "on your side", "at the robot's side"
            end = start + 1 + len(owner)
            if tuple(words[start + 1:end]) == owner and _word(words, end) == "side":
                found.append((start, end + 1, CLASSES[1:] if _word(words, end + 1) in ("of", "from") else CLASSES))
        k = start + 1 + (_word(words, start + 1) == "the")
        if _word(words, k) == "side" and _word(words, k + 1) == "of":  # "on (the) side of (the) robot"
            for owner in OWNED_BY:
                end = k + 2 + len(owner)
                if tuple(words[k + 2:end]) == owner:
                    found.append((start, end, CLASSES))
    return found


def toward_viewer(words: tuple[str, ...]) -> list[tuple[int, int]]:
    """[start, end) of each phrase that says the way toward the robot's side with the viewer's side: "toward robot
    side", "towards your side", "toward the robot's side", "towards the side of the robot" (English says "toward
    the robot", "toward you"): the direction backward."""
    return [(start, end) for start, end, classes in viewer_sides(words, TOWARD) if "near-you" in classes]


def standard_forms(phrase: str) -> list[str]:
    """The phrases English says for a relation a learner said with another preposition or with "hand": "near of"
    near, "close from" close to, "in front from" in front of, "on the left hand of" on the left of (the concept
    lexicon says which of them are relations)."""
    words = phrase.split()
    if len(words) < 2:
        return []
    forms = []
    if words[-1] in DETERMINERS and (len(words) > 2 or words[0] in LEFT_OUT) and words[-2] not in SELF_STANDING:
        forms += [" ".join(words[:-1] + [p]) for p in STANDARD]  # "next the X", "in front the X": next to X
    if words[-1] in SLIPPED:
        stem = words[:-1]
        forms += [" ".join(stem + [p]) for p in STANDARD if p != words[-1]]
        forms += [" ".join(stem)] if stem[-1] in BARE_HEADS and len(stem) == 1 else []
    if words[-1] == "direction" and words[0] in DIRECTED and len(words) in (3, 4) and words[1:-2] in ([], ["the"]):
        forms += [f"to the {words[-2]}", f"toward the {words[-2]}"]  # "in left direction": to the left
    handless = [w for k, w in enumerate(words) if not (w == "hand" and k and words[k - 1] in HANDED)]
    if len(handless) < len(words) and handless[-1] in STANDARD:
        forms.append(" ".join(handless))
    return forms


def _word(words: tuple[str, ...], k: int) -> str:
    return words[k] if 0 <= k < len(words) else ""


__all__ = ["MEASURING", "viewer_sides", "toward_viewer", "standard_forms", "CLASSES"]
