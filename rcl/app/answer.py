"""`Answer`: what a system says about one command, and everything that explains it.

`--json`, `--explain`, the REPL's `:why` and the evaluator's items all read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rcl.candidate import Candidate
from rcl.model import Node
from rcl.writer import to_string


@dataclass
class Attempt:
    """One candidate that was considered, and what became of it."""

    candidate: Candidate
    accepted: bool
    #: Why it was rejected (planner's reason), or "" when accepted.
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"source": self.candidate.source, "rank": self.candidate.rank,
                "rcl": to_string(self.candidate.tree), "note": self.candidate.note,
                "score": self.candidate.score, "accepted": self.accepted, "reason": self.reason}


@dataclass
class Answer:
    """A system's answer to one command: the chosen tree (or None) and how it was chosen."""

    text: str
    system: str
    #: The chosen candidate, or None when the system abstains.
    chosen: Candidate | None = None
    #: The planner's verdict on the chosen tree (None when no scene was used).
    verdict: Any = None
    #: Whether a scene was consulted (the +SP condition).
    planner: bool = False
    attempts: list[Attempt] = field(default_factory=list)
    #: Analyses that never became candidates (not convertible), with the reason.
    rejected: list[Any] = field(default_factory=list)
    #: A one-line explanation for people.
    explanation: str = ""
    #: How many analyses the engine had before conversion (ERG readings, parses), when it says.
    analyses: int | None = None
    #: Milliseconds per stage, e.g. {"erg": 3.1, "planner": 0.4, "total": 3.6}.
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def tree(self) -> Node | None:
        return self.chosen.tree if self.chosen else None

    @property
    def answered(self) -> bool:
        return self.chosen is not None

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
            "planner": self.planner, "analyses": self.analyses, "verdict": verdict, "explanation": self.explanation,
            "attempts": [a.to_json() for a in self.attempts],
            "rejected": [{"source": r.source, "rank": r.rank, "reason": r.reason} for r in self.rejected],
            "timings_ms": {k: round(v, 3) for k, v in self.timings.items()},
        }
