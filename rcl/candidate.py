"""What engines give the hall: `Candidate`s, `Rejected` analyses, and a `Proposal` holding them.

An engine (erg_bridge.ERGEngine, fallback_pcfg.PCFGEngine, the hall's
keyword baseline) reads one command and returns a `Proposal`: its analyses
in its own order, each either a `Candidate` (an RCL tree) or a `Rejected`
analysis (one that gave no valid RCL, and why), plus the engine's word on
the whole command when it has one ("unknown word 'ball' ...").  A proposal
is complete and never changes; an engine whose analyses are costly may give
them as a `Lazy` sequence, computed as far as a reader asks and never again.

>>> from rcl import read_rcl
>>> tree = read_rcl("(event: (action: drop) (entity: (type: cube)))")
>>> proposal = Proposal("demo", Lazy(iter([Rejected("demo", 0, "no verb"), Candidate(tree, "demo", 0)])))
>>> [c.source for c in proposal.candidates], [r.reason for r in proposal.rejected]
(['demo'], ['no verb'])
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Iterable, Iterator, Mapping, Protocol, Sequence, TypeVar, Union, overload

from rcl.model import Node
from rcl.normalise import Utterance

T = TypeVar("T")


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
    #: The user's words this reading did without: words the engine does not know.
    ignored: tuple[str, ...] = field(default=(), compare=False)
    #: The user's words it left out although they mean something ("left", "blue"): a reading that does
    #: may not act on a board (rcl.app.choose).
    dropped: tuple[str, ...] = field(default=(), compare=False)
    #: Whether the words it left out say no place, side, colour or count (a noun or a verb said again:
    #: "the lone red cube on the floor inside the enclosure"): it may act when no reading that uses every
    #: word can, and the answer says which words it did without (rcl.app.choose).
    spare: bool = field(default=False, compare=False)
    #: (the user's word, what it was read as) for each unknown word this reading guessed:
    #: ("thingamajig", "cube").
    guessed: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    #: What the planner should ground, when the reading says more than RCL can: the tree with
    #: `check` nodes in its entities ("with a pyramid on top", "the taller stack"); None: the tree.
    query: Node | None = None

    @property
    def judged(self) -> Node:
        """What the planner judges: the query, else the tree."""
        return self.query if self.query is not None else self.tree


@dataclass(frozen=True)
class Rejected:
    """An analysis an engine could not turn into a candidate, and why (for --explain)."""

    source: str
    rank: int
    reason: str


Item = Union[Candidate, Rejected]


class Lazy(Sequence[T]):
    """An immutable sequence read from an iterator on demand: each item is computed once,
    when a reader first reaches it (`len` reads them all)."""

    def __init__(self, items: Iterable[T]):
        self._source: Iterator[T] | None = iter(items)
        self._items: list[T] = []

    def _fill(self, count: int | None) -> None:
        while self._source is not None and (count is None or len(self._items) < count):
            try:
                self._items.append(next(self._source))
            except StopIteration:
                self._source = None

    @overload
    def __getitem__(self, index: int) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...

    def __getitem__(self, index):
        if isinstance(index, slice) or index < 0:
            self._fill(None)
        else:
            self._fill(index + 1)
        return self._items[index]

    def __iter__(self) -> Iterator[T]:
        position = 0
        while True:
            self._fill(position + 1)
            if position >= len(self._items):
                return
            yield self._items[position]
            position += 1

    def __len__(self) -> int:
        self._fill(None)
        return len(self._items)

    def __repr__(self) -> str:
        more = ", ..." if self._source is not None else ""
        return f"Lazy({self._items!r}{more})"


@dataclass(frozen=True)
class Proposal:
    """An engine's complete answer to one command: its analyses in its own order."""

    #: The engine's name: "erg", "pcfg", "baseline".
    engine: str
    #: Candidates and rejected analyses, best first (maybe a `Lazy` sequence).
    items: Sequence[Item] = ()
    #: The engine's word on the whole command, e.g. why it has nothing ("" when it has nothing to say).
    note: str = ""
    #: How many analyses the engine had before conversion (ERG readings), when it says.
    analyses: int | None = None
    #: Milliseconds per stage of the engine's work, e.g. {"analyses": 3.1, "convert": 0.4}.
    timings: Mapping[str, float] = field(default_factory=dict)
    #: Why the engine could not analyse the command at all (ACE crashed), or "".
    failure: str = ""
    #: The user's words (as typed) this engine does not know; None when it does not say (the hall then
    #: names the words no table of the core knows).
    unknown: tuple[str, ...] | None = None

    @cached_property
    def candidates(self) -> tuple[Candidate, ...]:
        """Every candidate, best first (reads a lazy proposal to its end)."""
        return tuple(a for a in self.items if isinstance(a, Candidate))

    @cached_property
    def rejected(self) -> tuple[Rejected, ...]:
        """Every rejected analysis (reads a lazy proposal to its end)."""
        return tuple(a for a in self.items if isinstance(a, Rejected))


class Engine(Protocol):
    """What the hall needs of an engine."""

    name: str

    def propose(self, utterance: Utterance) -> Proposal:
        """The engine's analyses of a command (normalised once, by `rcl.normalise`)."""

    def close(self) -> None:
        """Release what the engine holds (a child process, say)."""
