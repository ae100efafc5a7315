"""Keeping evaluations honest: no system is scored on commands its models were trained on.

Every trained model records the ids of its training commands
(`rcl.modelfile`); a system exposes them as `trained_on` (a frozenset, or
None when its model does not say) and names the file as `model_file`.  The
evaluator passes the ids it is about to score as the `held_out` option, so a
system with a choice of packaged models takes one that saw none of them
(`pick_model`), and then checks what is left (`check`): an overlap stops the
run unless the user allows it, and is then reported loudly.

    report = check(system, [c.id for c in commands])
    report.overlap            # how many of the commands some model of the system saw
    report.refusal("dev")     # the message that stops rcl-eval, naming the fix

Oracles (the `gold` system, `oracle = True`) read the answers by design and
are not checked.  A composite system (`combined`) is checked through its
parts: the attributes of it that are systems themselves, or models with a
`trained_on` of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence, TypeVar

from rcl.errors import RCLError

Loaded = TypeVar("Loaded")
#: Splits every trained model learns from (in part): no retraining helps there.
TRAINING_SPLITS = ("train", "train-dev", "all")


class OverlapError(RCLError):
    """The system's models were trained on commands it is about to be scored on."""


def held_out_ids(options: dict[str, Any]) -> frozenset[int]:
    """The `held_out` option a system factory received, as a set of command ids."""
    return frozenset(int(i) for i in options.get("held_out") or ())


def pick_model(paths: Sequence[Path], load: Callable[[Path], Loaded],
               held_out: Iterable[int] = ()) -> tuple[Path, Loaded]:
    """The first of `paths` whose model saw none of `held_out`; else the first (the users' default).

    Without `held_out` only the first is loaded.  Files that do not exist are
    passed over, unless none does (then loading the first raises its error).
    A model that does not record its training commands is never taken as held out.
    """
    held_out = frozenset(held_out)
    present = [p for p in paths if Path(p).is_file()] or list(paths[:1])
    first = (present[0], load(present[0]))
    if not held_out:
        return first
    for path in present:
        model = first[1] if path == first[0] else load(path)
        seen = getattr(model, "trained_on", None)
        if seen is not None and not seen & held_out:
            return path, model
    return first


@dataclass(frozen=True)
class Part:
    """One trained component of a system: what file, which ids it saw, how many of the scored ones."""

    system: str
    model: str | None
    seen: frozenset[int] | None
    overlap: int | None
    hint: str = ""

    @property
    def label(self) -> str:
        return f"the {self.system} model {self.model}" if self.model else f"the {self.system} system"

    def to_json(self) -> dict[str, Any]:
        return {"system": self.system, "model": self.model,
                "trained_on": len(self.seen) if self.seen is not None else None, "overlap": self.overlap}


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
        return [p for p in self.parts if p.seen is None]

    @property
    def overlap(self) -> int | None:
        """How many scored commands some part saw (None when only parts that do not say could have)."""
        known = [p.seen for p in self.parts if p.seen is not None]
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
            lines += [f"  fix ({p.system}): {p.hint}" for p in self.overlapping if p.hint]
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
                  "so its overlap with these commands is unknown" + (f"; {p.hint}" if p.hint else "")
                  for p in self.unknown]
        return lines

    def to_json(self) -> list[dict[str, Any]]:
        return [p.to_json() for p in self.parts]


def check(system: Any, ids: Iterable[int]) -> HeldOutReport:
    """How the models of `system` (and of its parts) overlap the command `ids` about to be scored."""
    report = HeldOutReport(frozenset(ids), oracle=bool(getattr(system, "oracle", False)))
    if not report.oracle:
        report.parts = [Part(name, model, seen, len(seen & report.ids) if seen is not None else None, hint)
                        for name, model, seen, hint in _trained_parts(system)]
    return report


def _trained_parts(system: Any) -> list[tuple[str, str | None, frozenset[int] | None, str]]:
    name = getattr(system, "name", type(system).__name__)
    if hasattr(system, "trained_on"):
        seen = system.trained_on
        if seen is not None and not seen and getattr(system, "model_file", None) is None:
            return []  # nothing trained (a hand-written table)
        return [(name, getattr(system, "model_file", None), seen, getattr(system, "held_out_hint", ""))]
    found = []
    for value in getattr(system, "__dict__", {}).values():
        if _is_system(value):
            found += _trained_parts(value)
        elif hasattr(value, "trained_on"):  # a model of its own, e.g. an arbiter between its parts
            found.append((f"{name} {type(value).__name__}", getattr(value, "model_file", None),
                          value.trained_on, getattr(system, "held_out_hint", "")))
    return found or [(name, None, None, "")]


def _is_system(value: Any) -> bool:
    return callable(getattr(value, "parse", None)) and isinstance(getattr(value, "name", None), str)


def _saw(part: Part, n: int, split: str) -> str:
    return f"{part.label} was trained on {part.overlap} of the {n} {split} commands evaluated"
