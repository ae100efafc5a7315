"""The systems: every parser the CLIs and the evaluator can run, by name.

    system = make_system("pcfg")                              # packaged models
    system = make_system("combined", SystemOptions(profile="../shared/erg/train"))
    system = make_system("pcfg", held_out=dev_ids)            # options given as keywords
    answer = system.parse("drop the blue cube", scene)

`SYSTEMS` is a plain registry: name -> (description, builder).  A builder
takes `SystemOptions` and returns something satisfying `System`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from rcl.app.systems.arbiter import Arbiter
from rcl.app.systems.base import EngineSystem, Status, System, SystemOptions, TrainedPart
from rcl.app.systems.build import build_combined, build_erg, build_pcfg
from rcl.app.systems.reference import GoldSystem, KeywordEngine, baseline_system
from rcl.errors import RCLError


@dataclass(frozen=True)
class Registration:
    description: str
    build: Callable[[SystemOptions], System]


SYSTEMS: dict[str, Registration] = {
    "combined": Registration("ERG path (when ACE or a profile is configured) and PCFG back-off, "
                             "pooled and ranked by a trained arbiter", build_combined),
    "erg": Registration("ERG bridge: ERG analyses (profile or live ACE) to RCL through lookup tables, ranked",
                        build_erg),
    "pcfg": Registration("PCFG back-off: k-best CKY parses of RCL-derived trees, converted to RCL", build_pcfg),
    "baseline": Registration("keyword baseline: first action, colour and shape words, one destination",
                             lambda options: baseline_system(options.physics)),
    "gold": Registration("the treebank's gold trees (needs the treebank): the evaluator's self-check",
                         lambda options: GoldSystem(options.treebank, options.physics)),
}


class UnknownSystemError(RCLError):
    """A system name that is not registered."""


def names() -> list[str]:
    return sorted(SYSTEMS)


def describe() -> dict[str, str]:
    """name -> one-line description, by name."""
    return {name: SYSTEMS[name].description for name in names()}


def make_system(name: str, options: SystemOptions | None = None, **fields: Any) -> System:
    """The system registered as `name`, built from `options` (with `fields` replacing some of them)."""
    if name not in SYSTEMS:
        raise UnknownSystemError(f"unknown system '{name}'; choose one of {', '.join(names())}")
    options = replace(options or SystemOptions(), **fields)
    if not isinstance(options.held_out, frozenset):
        options = replace(options, held_out=frozenset(int(i) for i in options.held_out))
    return SYSTEMS[name].build(options)


__all__ = ["SYSTEMS", "Registration", "make_system", "names", "describe", "UnknownSystemError",
           "System", "SystemOptions", "Status", "TrainedPart", "EngineSystem", "Arbiter", "GoldSystem",
           "KeywordEngine", "baseline_system"]
