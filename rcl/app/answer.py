"""`Answer`: what a system says about one command, everything that explains it, and its wording.

The chooser (`rcl.app.choose`) builds each Answer once; `--json`, `--explain`,
the REPL's `:why` and the evaluator's items all read it.  The sentences
people see about an answer are worded here and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from planner import AMBIGUOUS, WHERE, Problem, Verdict, describe
from rcl.app.dialogue import Resolution
from rcl.candidate import Candidate, Rejected
from rcl.normalise import Utterance, unknown_words
from rcl.model import Node
from rcl.shape import Shape, format_cell
from rcl.writer import to_string


@dataclass(frozen=True)
class Attempt:
    """One candidate that was considered, and what became of it."""

    candidate: Candidate
    accepted: bool
    #: Why it was passed over (the planner's reason, the floor, the arbiter), or "" when accepted.
    reason: str = ""
    #: The planner's reason in parts (which description failed, what it matched), when it judged.
    problem: Problem | None = None

    def to_json(self) -> dict[str, Any]:
        return {"source": self.candidate.source, "rank": self.candidate.rank,
                "rcl": to_string(self.candidate.tree), "note": self.candidate.note,
                "score": self.candidate.score, "accepted": self.accepted, "reason": self.reason}


@dataclass(frozen=True)
class Answer:
    """A system's answer to one command: the chosen tree (or None) and how it was chosen."""

    #: The command as the engines read it (normalised once), and what the user typed.
    utterance: Utterance
    system: str
    #: The chosen candidate, or None when the system abstains.
    chosen: Candidate | None = None
    #: The planner's verdict on the chosen tree (None when no scene was used).
    verdict: Verdict | None = None
    #: Whether a scene was consulted (the +SP condition).
    planner: bool = False
    attempts: tuple[Attempt, ...] = ()
    #: Analyses that never became candidates, with the reason (those the chooser met).
    rejected: tuple[Rejected, ...] = ()
    #: What the engines said about the command as a whole ("unknown word 'ball' ...").
    notes: tuple[str, ...] = ()
    #: How many analyses the engine had before conversion (ERG readings), when it says.
    analyses: int | None = None
    #: With an arbiter: how many candidates each engine still had in play when it ranked them.
    pools: Mapping[str, int] | None = None
    #: With an arbiter: whether every engine proposed the chosen tree.
    agreed: bool = False
    #: Milliseconds per stage, e.g. {"erg.analyses": 3.1, "planner": 0.4, "total": 3.6}.
    timings: Mapping[str, float] = field(default_factory=dict)
    #: Engine -> why it could not analyse the command at all ("erg": "ACE ... crashed ...").
    failures: Mapping[str, str] = field(default_factory=dict)
    #: What the command's "it" (or "another one") was taken to mean, in a conversation.
    resolution: Resolution | None = None
    #: The user's words no engine knows, when the engines said (None: the core's tables decide).
    unknown: tuple[str, ...] | None = None
    #: The part of the command, as typed, that no reading could use and the answer did without
    #: (rcl.app.asides); "" when it used the whole command.
    set_aside: str = ""

    @property
    def text(self) -> str:
        """The command as the user typed it."""
        return self.utterance.original

    @property
    def tree(self) -> Node | None:
        return self.chosen.tree if self.chosen else None

    @property
    def answered(self) -> bool:
        return self.chosen is not None

    @property
    def judged(self) -> Attempt | None:
        """The first reading the board judged and could not do (it may have done without spare words)."""
        return next((a for a in self.attempts if a.problem is not None), None)

    @property
    def fully_read(self) -> bool:
        """Whether some reading of the command used every word it knows (it was chosen, or the board judged it
        and it left no word out)."""
        return self.chosen is not None and not self.chosen.dropped or any(
            a.problem is not None and not a.candidate.dropped for a in self.attempts)

    @property
    def explanation(self) -> str:
        """One line for people: which candidate answered and why, or why none did."""
        if self.pools is not None:
            return self._arbitrated()
        if self.chosen is not None:
            how = f"{self.chosen.source} candidate {self.chosen.rank + 1}"
            if not self.planner:
                return f"{how} (planner not used)"
            skipped = len(self.attempts) - 1
            if self.verdict is not None and self.verdict.loosened:
                return (f"{how}, coherent in the scene read leniently (no candidate was as said; "
                        f"{skipped} judged before it)")
            return f"{how}, coherent in the scene" + (f" ({skipped} incoherent before it)" if skipped else "")
        if self.attempts:
            return f"no coherent candidate among {len(self.attempts)}; the first: {self.attempts[0].reason}"
        if self.notes:
            return "; ".join(self.notes)
        if self.rejected:
            return f"no convertible analysis; the first: {self.rejected[0].reason}"
        return "no analysis"

    def _arbitrated(self) -> str:
        counts = ", ".join(f"{_ENGINE_NAMES.get(name, name)} {n}" for name, n in self.pools.items())
        if self.chosen is not None:
            both = " (both engines propose it)" if self.agreed else ""
            where = "coherent candidates" if self.planner else "candidates"
            return (f"{self.chosen.source} candidate {self.chosen.rank + 1}{both}, first of the {where} "
                    f"by the arbiter ({counts})")
        if self.attempts:
            return f"no coherent candidate among {len(self.attempts)}; the first: {self.attempts[0].reason}"
        return "no candidate: " + "; ".join(self.notes) if self.notes else "no candidate"

    @property
    def failure_note(self) -> str:
        """One line when an engine failed on the command ("" when none did), and whose answer this is."""
        if not self.failures:
            return ""
        failed = "; ".join(f"the {_ENGINE_NAMES.get(name, name)} path failed ({why})"
                           for name, why in self.failures.items())
        if self.chosen is not None and self.chosen.source not in self.failures:
            return f"{failed}: this answer comes from the {_ENGINE_NAMES.get(self.chosen.source, self.chosen.source)}"
        return failed

    @property
    def words_note(self) -> str:
        """One line naming the user's words the answer guessed or did without ("" without an answer: then
        `message` says what stood in the way)."""
        reading = self.chosen
        if reading is None:
            return ""
        parts = [f"guessed that '{word}' is a {value}, a word I do not know" for word, value in reading.guessed]
        if reading.ignored:
            words = ", ".join(f"'{w}'" for w in reading.ignored)
            parts.append(f"left out {words}: {'words' if len(reading.ignored) > 1 else 'a word'} I do not know")
        return "; ".join(parts)

    @property
    def message(self) -> str:
        """Why there is no answer, in plain words for the user ("" when there is one)."""
        if self.chosen is not None:
            return ""
        if self.resolution is not None and self.resolution.problem:
            return self.resolution.note
        judged = self.judged
        empty = judged is not None and not judged.problem.kind and "gripper is holding nothing" in judged.reason
        full = judged is not None and not judged.problem.kind and "must drop it before" in judged.reason
        if empty or full:
            # The gripper stood in the way of a reading, not of what was meant. "Put the red cube next to the
            # white cube" read once as a drop (empty): what the shapes' own reading met says more. "Place the held
            # gray cube on the rear gray block" read once as a move of a cube on the board (full): where the held
            # cube was to go says more, unless no reading carrying it got that far.
            judged = next((a for a in self.attempts if a.problem is not None and a.problem.kind
                           and not a.candidate.dropped and (empty or a.problem.role == WHERE)), judged)
        if judged is not None:
            return cannot_do(judged.reason, judged.problem)
        unknown = self.unknown if self.unknown is not None else unknown_words(self.utterance)
        unfit = min((a.candidate.dropped for a in self.attempts if a.candidate.dropped), key=len, default=())
        said = []  # ("Lovely, now put ...": a word nobody knows may be mere noise; the known ones left out say more)
        if unknown:
            said.append(f"I do not know the word{'s' * (len(unknown) > 1)} {_quoted(unknown)}")
        if unfit:
            said.append(f"I know {_quoted(dict.fromkeys(unfit))} but could not fit "
                        f"{'them' if len(set(unfit)) > 1 else 'it'} into the command (try saying it another way)")
        if said:
            return f"I could not understand '{self.text}': " + ", and ".join(said)
        return f"I could not understand '{self.text}' as a command for the arm"

    def user_notes(self) -> list[str]:
        """Plain lines a user should read beside the answer: what 'it' meant, words guessed or left
        out, an engine that failed (none of them says anything internal)."""
        resolved = self.resolution.note if self.resolution is not None and self.resolution.shape else ""
        return [note for note in (resolved, self.words_note, self.failure_note) if note]

    def explain_lines(self) -> list[str]:
        """The --explain (and REPL :why) listing: what was tried and why it was passed over."""
        lines = [f"system {self.system}: {self.explanation}"]
        if self.resolution is not None and self.resolution.note:
            lines.append(self.resolution.note + (f": read as '{self.resolution.utterance.text}'"
                                                 if self.resolution.shape else ""))
        if self.failures:
            lines.append(self.failure_note)
        for attempt in self.attempts:
            c = attempt.candidate
            verdict = "accepted" if attempt.accepted else f"incoherent: {attempt.reason}"
            lines.append(f"{c.source} #{c.rank + 1}{' (' + c.note + ')' if c.note else ''}: {verdict}")
            lines.append(f"    {to_string(c.tree)}")
        for rejected in self.rejected:
            lines.append(f"{rejected.source} #{rejected.rank + 1}: not convertible: {rejected.reason}")
        if self.timings:
            lines.append("timings: " + ", ".join(f"{k} {v:.1f} ms" for k, v in self.timings.items()))
        return lines

    def to_json(self) -> dict[str, Any]:
        verdict = None
        if self.verdict is not None:
            verdict = {"coherent": self.verdict.coherent, "reason": self.verdict.reason,
                       "move": str(self.verdict.move) if self.verdict.move is not None else None}
        return {
            "text": self.text, "system": self.system,
            "rcl": to_string(self.tree) if self.tree is not None else None,
            "source": self.chosen.source if self.chosen else None,
            "rank": self.chosen.rank if self.chosen else None,
            "note": self.chosen.note if self.chosen else None,
            "guessed": [list(g) for g in self.chosen.guessed] if self.chosen else [],
            "ignored": list(self.chosen.ignored) if self.chosen else [],
            "planner": self.planner, "analyses": self.analyses, "verdict": verdict, "explanation": self.explanation,
            "attempts": [a.to_json() for a in self.attempts],
            "rejected": [{"source": r.source, "rank": r.rank, "reason": r.reason} for r in self.rejected],
            "failures": dict(self.failures),
            "message": self.message,
            "set_aside": self.set_aside or None,
            "reference": self._reference_json(),
            "timings_ms": {k: round(v, 3) for k, v in self.timings.items()},
        }


    def _reference_json(self) -> dict[str, Any] | None:
        r = self.resolution
        if r is None or not (r.shape or r.problem or r.choices):
            return None
        shape = None if r.shape is None else {"color": r.shape.color, "type": r.shape.type, "x": r.shape.x,
                                              "y": r.shape.y, "z": r.shape.z}
        return {"words": r.typed, "shape": shape, "read_as": r.utterance.text if r.shape else None,
                "why": r.why, "problem": r.problem}


#: The most shapes a "which one?" question offers.  A person picks among a handful on the board; when what was
#: understood fits more, it said too little of the command to ask about (of the grounded development sets' 52
#: questions, the 14 with six to 43 choices each asked about fewer words than the command had used to tell the
#: shape apart: "which cube", "which white cube"), and the answer says what fits instead.
MOST_CHOICES = 5


def which_question(words: str) -> str:
    """The question a description that fits several shapes asks: 'Which green cube do you mean?'."""
    return f"Which {words} do you mean?"


def cannot_do(reason: str, problem: Problem | None = None) -> str:
    """Why the planner will not carry a reading out, for people.  A description that fits several
    shapes is not impossible, only unclear, so it is put as the question it is:
    'Which green cube do you mean? 2 match: at (5,2,0) and (5,5,0)'."""
    if problem is not None and problem.kind == AMBIGUOUS and problem.entity is not None and len(problem.matches) > 1:
        found = f"{len(problem.matches)} match: {_cells(problem.matches)}"
        if len(problem.matches) > MOST_CHOICES:  # (too many to ask about: rcl.app.question)
            return f"I cannot tell which {describe(problem.entity)} you mean: {found}"
        return f"{which_question(describe(problem.entity))} {found}"
    return f"I cannot do that here: {reason}"


def _cells(shapes: tuple[Shape, ...]) -> str:
    """'at (1,2,0), (3,3,0) and (5,5,0)'."""
    cells = [format_cell(shape.cell) for shape in shapes]
    return "at " + (cells[0] if len(cells) == 1 else ", ".join(cells[:-1]) + " and " + cells[-1])


#: How the engines are named in explanations.
_ENGINE_NAMES = {"erg": "ERG", "pcfg": "back-off"}


def _quoted(words) -> str:
    """'a', 'b': words as a message lists them."""
    return ", ".join(f"'{w}'" for w in words)
