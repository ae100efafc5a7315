"""From a command's MRSs to merged, convertible analyses (before ranking).

Readings that convert to the same RCL tree are merged into one `Analysis`
(RCL does not care about most ERG ambiguity); readings that cannot be
converted are kept with the reason, for --explain.  `analyse_command` gives
what the ranker needs of a command, `Analysed`: each distinct tree with its
features, small enough to pass between processes (erg_bridge.batch).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from delphin.mrs import MRS

from erg_bridge.conversion import Converted
from erg_bridge.convert import Converter
from erg_bridge.errors import ConversionError
from erg_bridge.features import features
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
    #: True when no reading gives this tree as it stands, only by re-attaching its PPs.
    variant: bool = True
    #: (noun, type) of each noun no table knows, guessed in this tree.
    guessed: tuple[tuple[str, str], ...] = ()

    @property
    def first(self) -> int:
        return self.readings[0]


@dataclass(frozen=True)
class Failure:
    reading: int
    reason: str


@dataclass(frozen=True)
class Analysed:
    """What the bridge makes of one command's readings, before ranking: each distinct tree
    (in the order of its first reading) with its ranking features, and the failures."""

    #: How many readings the command had.
    readings: int
    trees: tuple[Node, ...] = ()
    feats: tuple[dict[str, float], ...] = ()
    #: The 0-based reading numbers that give each tree.
    sources: tuple[tuple[int, ...], ...] = ()
    #: The first MRS of each tree, for --explain and :mrs (None when analysed in another process).
    mrss: tuple[MRS | None, ...] = ()
    failures: tuple[Failure, ...] = ()
    #: The nouns each tree guessed, as (noun, type) pairs (none for most trees).
    guessed: tuple[tuple[tuple[str, str], ...], ...] = ()

    def without_mrss(self) -> "Analysed":
        """The same, without the MRSs (what a worker process sends back)."""
        return Analysed(self.readings, self.trees, self.feats, self.sources, (None,) * len(self.trees),
                        self.failures, self.guessed)


def analyse_command(mrss: Sequence[MRS]) -> Analysed:
    """The `Analysed` of one command's readings."""
    analyses, failures = analyse(mrss)
    return Analysed(len(mrss), tuple(a.tree for a in analyses), tuple(features(a, len(mrss)) for a in analyses),
                    tuple(tuple(a.readings) for a in analyses), tuple(a.mrss[0] for a in analyses),
                    tuple(failures), tuple(a.guessed for a in analyses))


def analyse(mrss: Sequence[MRS], converter: Converter | None = None) -> tuple[list[Analysis], list[Failure]]:
    """(analyses in order of their first reading, failures) of one command's readings."""
    converter = converter or Converter()
    merged: dict[Node, Analysis] = {}
    invalid: set[Node] = set()
    failures: list[Failure] = []
    for number, mrs in enumerate(mrss):
        reason = inappropriate(mrs, converter.tables)
        trees: list[Converted] = []
        if reason is None:
            try:
                trees = converter.convert_all(mrs)
            except ConversionError as e:
                reason = str(e)
            except (KeyError, AttributeError, TypeError, ValueError) as e:  # malformed MRS
                reason = f"malformed analysis ({type(e).__name__}: {e})"
            # A conversion bug must not reach the planner; each distinct tree is checked once.
            for converted in trees:
                if converted.tree in invalid or (converted.tree not in merged and not is_valid(converted.tree)):
                    invalid.add(converted.tree)
            trees = [c for c in trees if c.tree not in invalid]
            if reason is None and not trees:
                reason = "the conversion gave an invalid RCL tree"
        if reason is not None:
            failures.append(Failure(number, reason))
            continue
        for converted in trees:
            analysis = merged.setdefault(converted.tree, Analysis(converted.tree, guessed=converted.guessed))
            if not analysis.readings or analysis.readings[-1] != number:
                analysis.readings.append(number)
                analysis.mrss.append(mrs)
            analysis.variant = analysis.variant and converted.variant
    # Trees some reading gives as they stand come before pure re-attachments, and both before guesses.
    return sorted(merged.values(), key=lambda a: (bool(a.guessed), a.variant, a.first)), failures
