"""From a command's MRSs to merged, convertible analyses (before ranking).

Readings that convert to the same RCL tree are merged into one `Analysis`
(RCL does not care about most ERG ambiguity); readings that cannot be
converted are kept with the reason, for --explain.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from delphin.mrs import MRS

from erg_bridge.convert import Converter
from erg_bridge.errors import ConversionError
from erg_bridge.filters import inappropriate
from rcl.model import Node
from rcl.validate import is_valid


@dataclass
class Analysis:
    """One distinct RCL tree and the readings that gave it."""

    tree: Node
    #: 0-based positions of the readings (in the source's order) that convert to this tree.
    readings: list[int] = field(default_factory=list)
    mrss: list[MRS] = field(default_factory=list, repr=False)

    @property
    def first(self) -> int:
        return self.readings[0]


@dataclass(frozen=True)
class Failure:
    reading: int
    reason: str


def analyse(mrss: Sequence[MRS], converter: Converter | None = None) -> tuple[list[Analysis], list[Failure]]:
    """(analyses in order of their first reading, failures) of one command's readings."""
    converter = converter or Converter()
    merged: dict[Node, Analysis] = {}
    invalid: set[Node] = set()
    failures: list[Failure] = []
    for number, mrs in enumerate(mrss):
        reason = inappropriate(mrs, converter.tables)
        if reason is None:
            try:
                tree = converter.convert(mrs)
            except ConversionError as e:
                reason = str(e)
            except (KeyError, AttributeError, TypeError, ValueError) as e:  # malformed MRS
                reason = f"malformed analysis ({type(e).__name__}: {e})"
            else:
                # A conversion bug must not reach the planner; each distinct tree is checked once.
                if tree in invalid or (tree not in merged and not is_valid(tree)):
                    invalid.add(tree)
                    reason = "the conversion gave an invalid RCL tree"
        if reason is not None:
            failures.append(Failure(number, reason))
            continue
        analysis = merged.setdefault(tree, Analysis(tree))
        analysis.readings.append(number)
        analysis.mrss.append(mrs)
    return list(merged.values()), failures
