"""When an answer is unsure: what the answer itself knows that makes a reading doubtful, in plain
words.  It never changes which tree is chosen; it only says so.

    doubts(answer)   # () when nothing is doubtful
    notice(doubts(answer))
    # "I am not sure I understood that: I had to guess what 'gizmo' means"

Several things make an answer doubtful, the first three measured on dev (500 commands, their gold trees, +SP
in the physical mode the REPL and rcl-parse use):

- `LATE_READING`: the chosen reading is the engine's third or later, taken only because the
  readings before it could not be done on this board.  The back-off's first reading is right
  for 97.3% of the commands it answers, its second for 6 of 7, its third or later for 2 of 5;
  with the ERG path on, third-or-later readings were right for 5 of 9.
- `ENGINES_DISAGREE`: both engines had readings that can be done, and the other engine proposed
  none like the chosen one: right for 5 of 9, against 97.9% where they agree (combined system
  with the ERG profile).
- `GUESSED_WORD`: the reading guessed what an unknown noun means ("thingamajig" as a prism).  The
  guess is the planner's (the reading that grounds), not the user's word.
- `PLACE_NAMED`: the command named its place twice, a counted move and a square beside a shape, one
  square apart; the planner went by the shape the user saw ("two squares forward, just past the
  yellow pyramid" with the pyramid two squares on).  Not measured on dev (no treebank command names a
  place twice); on the grounded development sets it acts once, rightly.

- `LOOSENED`: no reading fitted the board as said, and the planner read one description without one of its
  modifiers because the rest of it named one shape or place ("the red cube next to the blue stack" of the
  one red cube, diagonal to the stack; rcl.app.choose).  Measured on the grounded sets: see the README.

- `VIEWER_SIDE`: "behind" or "in front of" a shape named nothing as the board names its sides (its front is
  away from the robot), or a place the command named again was on the shape's other side, and the planner read
  it as the viewer sees the board, from the robot's side ("the green block standing behind the red block", of the
  one on the red block's far side; planner.query, planner.events).  A reading that needs this is not taken late
  in its engine's list (rcl.app.choose).  Measured on the grounded sets: see the README.

- `SET_ASIDE`: no reading used every word the command knows, and the command was read without one part the
  user set off with a mark ("..., so one empty square is between them"; rcl.app.asides).  Measured on the
  grounded sets: see the README.

Words the reader left out because it did not know them ("shiny") are already named beside the
answer, and they do not make it doubtful: the 4 dev answers that left out a word were all right.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rcl.app.answer import Answer

LATE_READING = "late-reading"
ENGINES_DISAGREE = "engines-disagree"
GUESSED_WORD = "guessed-word"
PLACE_NAMED = "place-named"
LEFT_OUT = "left-out"
LOOSENED = "loosened"
SET_ASIDE = "set-aside"
VIEWER_SIDE = "viewer-side"

#: The engine's rank (0-based) from which a chosen reading is doubtful: its third reading.
LATE_RANK = 2
_ORDINALS = {2: "third", 3: "fourth", 4: "fifth", 5: "sixth", 6: "seventh", 7: "eighth", 8: "ninth", 9: "tenth"}


@dataclass(frozen=True)
class Doubt:
    """One reason to doubt an answer: its kind (a constant above) and the reason in plain words."""

    kind: str
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "reason": self.reason}


def doubts(answer: Answer) -> tuple[Doubt, ...]:
    """Why the chosen reading of `answer` may not be what the user meant (() when none, or no reading)."""
    chosen = answer.chosen
    if chosen is None:
        return ()
    found = []
    if chosen.rank >= LATE_RANK and answer.planner:
        nth = _ORDINALS.get(chosen.rank, f"{chosen.rank + 1}th")
        earlier = [a for a in answer.attempts if a.candidate.source == chosen.source and a.candidate.rank < chosen.rank]
        why = ("the likelier ones cannot be done on this board" if earlier and not any(a.accepted for a in earlier)
               else "I found others likelier")
        found.append(Doubt(LATE_READING, f"this is only my {nth} reading of it ({why})"))
    if answer.pools is not None and len(answer.pools) > 1 and all(answer.pools.values()) and not answer.agreed:
        found.append(Doubt(ENGINES_DISAGREE, "my two parsers read it differently"))
    for word, value in chosen.guessed:
        found.append(Doubt(GUESSED_WORD, f"I had to guess what '{word}' means"))
    if chosen.dropped:
        words = ", ".join(f"'{w}'" for w in chosen.dropped)
        found.append(Doubt(LEFT_OUT, f"I could not fit {words} into the command and did without {_it(chosen.dropped)}"))
    for note in answer.verdict.notes if answer.verdict is not None else ():
        found.append(Doubt(PLACE_NAMED, note))  # the planner went by one of two places that disagreed
    for description in answer.verdict.loosened if answer.verdict is not None else ():
        found.append(Doubt(LOOSENED, f"I found no {description}, so I went by the rest of what you said"))
    for description in answer.verdict.turned if answer.verdict is not None else ():
        found.append(Doubt(VIEWER_SIDE, f"I took '{description}' as you see the board from the robot's side, not as "
                                        "its sides are named"))
    if answer.set_aside:
        found.append(Doubt(SET_ASIDE, f"I could not fit '{answer.set_aside}' into the command, so I did without it"))
    return tuple(found)


def _it(words: tuple[str, ...]) -> str:
    return "it" if len(words) == 1 else "them"


def notice(found: tuple[Doubt, ...]) -> str:
    """One plain line saying the answer is unsure and why ("" when there is no doubt)."""
    if not found:
        return ""
    return "I am not sure I understood that: " + "; ".join(d.reason for d in found)


__all__ = ["Doubt", "doubts", "notice", "LATE_READING", "ENGINES_DISAGREE", "GUESSED_WORD", "PLACE_NAMED", "LOOSENED",
           "VIEWER_SIDE", "SET_ASIDE", "LEFT_OUT", "LATE_RANK"]
