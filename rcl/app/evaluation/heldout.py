"""Keeping evaluations honest: no system is scored on commands its models were trained on.

Every trained model records the ids of its training commands
(`rcl.modelfile`); a system lists its trained parts (`System.parts`: file,
ids seen, how to retrain).  The evaluator passes the ids it is about to score
as the `held_out` option, so a system with a choice of packaged models takes
one that saw none of them (`rcl.app.systems.build.pick_model`), and then
checks what is left (`check`): an overlap stops the run unless the user
allows it, and is then reported loudly.

    report = check(system, [c.id for c in commands])
    report.overlap            # how many of the commands some model of the system saw
    report.refusal("dev")     # the message that stops rcl-eval, naming the fix

Oracles (the `gold` system, `oracle = True`) read the answers by design and
are not checked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from rcl.app.systems import System, TrainedPart
from rcl.errors import RCLError

#: Splits every trained model learns from (in part): no retraining helps there.
TRAINING_SPLITS = ("train", "train-dev", "all")


class OverlapError(RCLError):
    """The system's models were trained on commands it is about to be scored on."""


@dataclass(frozen=True)
class Part:
    """One trained part of a system and how many of the scored commands it saw (None: it does not say)."""

    trained: TrainedPart
    overlap: int | None

    @property
    def label(self) -> str:
        t = self.trained
        return f"the {t.name} model {t.file}" if t.file else f"the {t.name} system"

    def to_json(self) -> dict[str, Any]:
        seen = self.trained.trained_on
        return {"system": self.trained.name, "model": self.trained.file,
                "trained_on": len(seen) if seen is not None else None, "overlap": self.overlap}


@dataclass
class HeldOutReport:
    """What `check` found: each trained part of a system and its overlap with the scored commands."""

    ids: frozenset[int]
    parts: list[Part] = field(default_factory=list)
    oracle: bool = False

    @property
    def n(self) -> int:
        return len(self.ids)

    @property
    def overlapping(self) -> list[Part]:
        return [p for p in self.parts if p.overlap]

    @property
    def unknown(self) -> list[Part]:
        return [p for p in self.parts if p.trained.trained_on is None]

    @property
    def overlap(self) -> int | None:
        """How many scored commands some part saw (None when only parts that do not say could have)."""
        known = [p.trained.trained_on for p in self.parts if p.trained.trained_on is not None]
        count = len(frozenset().union(*known) & self.ids)
        return None if self.unknown and not count else count

    def refusal(self, split: str) -> str:
        """Why the run stops, and what to do instead."""
        lines = [f"{_saw(p, self.n, split)}: its figures would not say how it does on new commands"
                 for p in self.overlapping]
        if split in TRAINING_SPLITS:
            lines.append(f"  every trained model learns from part of '{split}': measure on dev, or on eval "
                         "in a full release")
        else:
            lines += [f"  fix ({p.trained.name}): {p.trained.hint}" for p in self.overlapping if p.trained.hint]
        lines.append("  to run anyway, with the figures flagged as contaminated: --allow-overlap")
        return "\n".join(lines)

    def warnings(self, split: str) -> list[str]:
        """The lines a report carries: loud ones for an allowed overlap, a note for a model that does not say."""
        lines = []
        if self.overlapping:
            lines.append(f"WARNING: CONTAMINATED FIGURES: {self.overlap} of these {self.n} commands were "
                         "training data of the system (--allow-overlap)")
            lines += [f"WARNING: {_saw(p, self.n, split)}" for p in self.overlapping]
        lines += [f"note: {p.label} does not record which commands it was trained on, "
                  "so its overlap with these commands is unknown" + (f"; {p.trained.hint}" if p.trained.hint else "")
                  for p in self.unknown]
        return lines

    def to_json(self) -> list[dict[str, Any]]:
        return [p.to_json() for p in self.parts]


def check(system: System, ids: Iterable[int]) -> HeldOutReport:
    """How the trained parts of `system` overlap the command `ids` about to be scored."""
    report = HeldOutReport(frozenset(ids), oracle=system.oracle)
    if not report.oracle:
        report.parts = [Part(p, len(p.trained_on & report.ids) if p.trained_on is not None else None)
                        for p in system.parts()]
    return report


def _saw(part: Part, n: int, split: str) -> str:
    return f"{part.label} was trained on {part.overlap} of the {n} {split} commands evaluated"
