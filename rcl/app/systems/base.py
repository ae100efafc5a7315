"""What a system is (`System`), what it is built from (`SystemOptions`), and `EngineSystem`.

A system turns a command (and, +SP, its scene) into an `Answer`.  The CLIs
and the evaluator know nothing else of it: every member they use is in the
`System` protocol.  Most systems are an `EngineSystem`: engines that
propose, and the one chooser (`rcl.app.choose`) that decides.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Protocol, Sequence

from fallback_pcfg import DEFAULT_K
from planner import OFFICIAL, Scene
from rcl.app.answer import Answer
from rcl.app.choose import Ranking, choose
from rcl.candidate import Engine
from rcl.normalise import Utterance, normalise
from rcl.treebank import Command

@dataclass(frozen=True)
class SystemOptions:
    """Everything a system may be built from; flags and environment are resolved by the caller."""

    #: The planner's mode for +SP: "official" (the organisers' rules) or "physical".
    physics: str = OFFICIAL
    treebank: str | None = None
    #: An [incr tsdb()] profile of ERG analyses (the ERG path without ACE).
    profile: str | None = None
    #: Live ACE: the binary and the ERG grammar image.
    ace: str | None = None
    grammar: str | None = None
    #: Model files instead of the packaged ones: the PCFG, the ERG ranker, the arbiter.
    model: str | None = None
    ranker: str | None = None
    arbiter: str | None = None
    #: Command ids about to be scored: a system with a choice of packaged models takes one that saw none.
    held_out: frozenset[int] = frozenset()
    #: PCFG parses per command.
    k: int = DEFAULT_K


@dataclass(frozen=True)
class Status:
    """What a user should know about a system before its answers (shown on stderr)."""

    #: "on": the ERG path runs; "off": this system could use it but it is not configured;
    #: "unused": the system has no ERG path.
    erg: str = "unused"
    message: str = ""


@dataclass(frozen=True)
class TrainedPart:
    """One trained component of a system: which file, which commands it saw, how to retrain it."""

    name: str
    file: str | None
    #: The ids of its training commands; None when its file does not say.
    trained_on: frozenset[int] | None
    #: How to get one that never saw a given set of commands.
    hint: str = ""


class System(Protocol):
    """A parsing system, as the CLIs, the conversation and the evaluator see it."""

    name: str
    #: Reads the answers by design (the `gold` system): never checked against its training data.
    oracle: bool
    status: Status

    def read(self, utterance: Utterance, scene: Scene | None = None) -> Answer:
        """The answer to a command, normalised once (`rcl.normalise`); `scene` None is the -SP
        condition (the world is not looked at)."""

    def parse(self, text: str, scene: Scene | None = None) -> Answer:
        """`read` of the command as typed."""

    def parse_command(self, command: Command, scene: Scene | None = None) -> Answer:
        """The evaluator's entry: a treebank command (an oracle may tell repeated texts apart)."""

    def parts(self) -> tuple[TrainedPart, ...]:
        """The trained models it uses (none for hand-written tables)."""

    def close(self) -> None:
        """Release what the system holds (ACE processes)."""


@dataclass
class EngineSystem:
    """Engines propose, the chooser decides: with one engine its first acceptable candidate, with
    several the arbiter's first (see rcl.app.choose).  What a conversation established ("it") is
    written into the command before it gets here (rcl.app.turn)."""

    name: str
    engines: Sequence[Engine]
    physics: str = OFFICIAL
    arbiter: Ranking | None = None
    trained: tuple[TrainedPart, ...] = ()
    status: Status = field(default_factory=Status)
    oracle = False

    def read(self, utterance: Utterance, scene: Scene | None = None) -> Answer:
        started = time.perf_counter()
        proposals = [engine.propose(utterance) for engine in self.engines]
        return choose(utterance, self.name, proposals, scene, self.physics, self.arbiter, started)

    def parse(self, text: str, scene: Scene | None = None) -> Answer:
        return self.read(normalise(text), scene)

    def parse_command(self, command: Command, scene: Scene | None = None) -> Answer:
        return self.parse(command.text, scene)

    def parts(self) -> tuple[TrainedPart, ...]:
        return self.trained

    def close(self) -> None:
        for engine in self.engines:
            engine.close()
