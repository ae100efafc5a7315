"""`Candidate`: an RCL tree an engine proposes, with where it came from.

Engines (erg_bridge, fallback_pcfg) return ranked candidates; the hall
(rcl.app) asks the planner about each and picks the first acceptable one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rcl.model import Node


@dataclass(frozen=True)
class Candidate:
    """One proposed reading of a command."""

    tree: Node
    #: The engine: "erg", "pcfg", "baseline", "gold".
    source: str
    #: 0-based position in the engine's own ranking (ERG reading index, k-best position).
    rank: int = 0
    #: A short note for --explain (e.g. "reading 3 of 41").
    note: str = ""
    #: The engine's score (log-probability or ranker score), when it has one.
    score: float | None = None
    #: Engine-specific detail, e.g. the MRS an ERG candidate came from; never compared.
    detail: Any = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Rejected:
    """An analysis an engine could not turn into a candidate, and why (for --explain)."""

    source: str
    rank: int
    reason: str
