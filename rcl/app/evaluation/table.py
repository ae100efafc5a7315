"""The UW-MRS paper's results table: each system without and with the planner, and ERG coverage.

    table = paper_table(["erg", "pcfg", "combined"], options, treebank, commands, "dev")
    print(format_table(table.rows, "dev", len(commands), table.erg_coverage, table.warnings))
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from rcl.app.evaluation.heldout import OverlapError, check
from rcl.app.evaluation.run import evaluate_conditions
from rcl.app.systems import System, SystemOptions, make_system
from rcl.errors import RCLError
from rcl.treebank import Command, Treebank

#: The figures of each condition a row keeps.
FIGURES = ("n", "answered", "correct", "precision", "recall", "coverage", "execution")


@dataclass
class Table:
    rows: list[dict[str, Any]] = field(default_factory=list)
    #: Share of commands with at least one ERG analysis (from the erg row), when there is one.
    erg_coverage: float | None = None
    warnings: list[str] = field(default_factory=list)


def paper_table(names: Sequence[str], options: SystemOptions, treebank: Treebank, commands: Sequence[Command],
                split: str, allow_overlap: bool = False, jobs: int = 1,
                done: Callable[[str], None] = lambda name: None) -> Table:
    """Evaluate each named system on `commands`, -SP then +SP; a system that cannot be built gets a
    row saying why.  OverlapError when some model saw the commands, unless `allow_overlap`."""
    options = replace(options, held_out=frozenset(c.id for c in commands))
    built, errors = _build(names, options)
    table = Table()
    try:
        checks = {name: check(system, options.held_out) for name, system in built.items()}
        refused = [f"{name}: {report.refusal(split)}" for name, report in checks.items() if report.overlapping]
        if refused and not allow_overlap:
            raise OverlapError("\n".join(refused))
        table.warnings = [f"{name}: {line}" for name, report in checks.items() for line in report.warnings(split)]
        for name in names:
            if name in errors:
                table.rows.append({"system": name, "error": errors[name]})
                continue
            row = {"system": name, "overlap": checks[name].overlap, "models": checks[name].to_json()}
            for result in evaluate_conditions(built[name], treebank, split, (False, True), commands, jobs=jobs):
                figures = result.figures()
                row["+SP" if result.planner else "-SP"] = {k: figures[k] for k in FIGURES}
                if name == "erg" and not result.planner:
                    known = [i for i in result.items if i.analyses is not None]
                    if known:
                        table.erg_coverage = 100 * sum(1 for i in known if i.analyses) / len(known)
            table.rows.append(row)
            done(name)
    finally:
        for system in built.values():
            system.close()
    return table


def _build(names: Sequence[str], options: SystemOptions) -> tuple[dict[str, System], dict[str, str]]:
    """The systems that could be built, by name, and why the others could not."""
    built, errors = {}, {}
    for name in names:
        try:
            built[name] = make_system(name, options)
        except RCLError as e:
            errors[name] = str(e)
    return built, errors
