"""The one chooser: from the engines' proposals to the system's `Answer`.

Every system answers through `choose`, and the arbiter's trainer screens its
candidates with the same `screen`, so what it learns from is what a system
keeps.  The rules:

- +SP (a scene is given): a candidate its own engine finds far less likely
  than its best one (`FLOOR`) is another command, not this one; of the
  others, only those the planner finds coherent may answer.  Each distinct
  tree is judged once.
- One engine: its first acceptable candidate answers, in its own order (the
  rest of a lazy proposal is never computed).  A candidate that leaves out
  known words may answer only when they are spare (`Candidate.spare`: no
  place, side, colour or count) and it is among the engine's first
  readings (`SPARE_RANK`); an engine offers such readings last.
- Several engines: the arbiter ranks the acceptable candidates of all of them
  (`rcl.app.systems.arbiter`), and its first answers.
- No acceptable candidate, with a real arm's physics: the first candidate that failed only because one of
  its descriptions names nothing is judged again leniently (`planner.judge(..., lenient=True)`: that
  description may do without one of its modifiers when the rest names one thing); the answer says which
  description it read so (rcl.app.confidence).  Never when some candidate named several things (a
  question is better than a guess), nor for a later candidate (it would be taken only because it can be
  done).  On the grounded sets this turned about five refused commands into right answers for each it
  turned into a wrong one (README).
- No acceptable candidate still: the system abstains, and the Answer says why.
"""

from __future__ import annotations

import time
from typing import Iterable, Protocol, Sequence

from planner import AMBIGUOUS, MISSING, OFFICIAL, PHYSICAL, Scene, Verdict, judge
from rcl.app.answer import Answer, Attempt
from rcl.candidate import Candidate, Proposal, Rejected
from rcl.normalise import Utterance

#: +SP: a candidate whose engine finds it this many nats (natural-log units) less likely than its
#: best candidate is not taken, however coherent: e^7 ~ 1,100 times less likely is another
#: command ("drop the blue cube" is not "take the blue prism").  Chosen on train-dev, out of
#: fold: it raised both engines' +SP precision there (PCFG 95.1 -> 95.8%, ERG 95.0 -> 95.7%)
#: and cost no recall; 5 nats began to cost recall.
FLOOR = 7.0
#: The engine's last rank (0-based) at which a reading that leaves out a spare word may act: its third.  On
#: the grounded development sets, with a first version of the rule (one word), such readings were right 13 times
#: and wrong none at the first three ranks, right once and wrong three times later.
SPARE_RANK = 2
#: The engine's first rank (0-based) at which a reading that fits the board only with "behind" or "in front of"
#: read as the viewer sees the board (`Verdict.turned`) may not act: its third. Such a reading would be found
#: because it can be done, not because it is what was said (so no later reading is judged leniently either).
TURNED_RANK = 2


class Ranking(Protocol):
    """What `choose` needs of an arbiter: one order over every engine's acceptable candidates."""

    def rank(self, pools: dict[str, list[Candidate]], planner: bool) -> list[Candidate]: ...


def far_below(candidate: Candidate, best: float | None, floor: float = FLOOR) -> str:
    """Why `candidate` is too unlikely next to its engine's best score, or "" when it is not."""
    if best is None or candidate.score is None or best - candidate.score <= floor:
        return ""
    return (f"its parser scores it {best - candidate.score:.1f} below its best reading (a log scale; "
            f"more than {floor:g}): another command, not this one")


def turned_late(candidate: Candidate, verdict: Verdict) -> str:
    """Why a reading read late in its engine's list (`TURNED_RANK`) may not act when it fits the board only with a
    side turned to the viewer's (`Verdict.turned`), or "" when it may."""
    if not (verdict.coherent and verdict.turned and candidate.rank >= TURNED_RANK):
        return ""
    return (f"it fits the board only with '{verdict.turned[0]}' read as seen from the robot's side, and it is a "
            "late reading")


def left_out(candidate: Candidate) -> str:
    """Why a reading that leaves out words that mean something may not act."""
    words = ", ".join(f"'{w}'" for w in candidate.dropped)
    return f"it leaves out {words}, which I know but could not fit into the command"


def plausible(candidates: Sequence[Candidate], floor: float = FLOOR) -> list[Candidate]:
    """The candidates of one engine (best first) within `floor` of its best score."""
    best = candidates[0].score if candidates else None
    return [c for c in candidates if not far_below(c, best, floor)]


def screen(pool: Sequence[Candidate], scene: Scene, physics: str,
           verdicts: dict) -> tuple[list[Candidate], list[Attempt]]:
    """+SP, one engine's candidates (best first): those within `FLOOR` of its best that the planner
    finds coherent, and an Attempt saying why for each other one.  `verdicts` (tree -> Verdict)
    is shared between calls, so a tree both engines propose is judged once."""
    near = {id(c) for c in plausible(pool)}
    kept: list[Candidate] = []
    refused: list[Attempt] = []
    for candidate in pool:
        if id(candidate) not in near:
            refused.append(Attempt(candidate, False, far_below(candidate, pool[0].score)))
            continue
        if candidate.dropped:  # (several engines: only readings that use every word are ranked)
            refused.append(Attempt(candidate, False, left_out(candidate)))
            continue
        judged = candidate.judged
        if judged not in verdicts:
            verdicts[judged] = judge(judged, scene, physics=physics)
            if not verdicts[judged].coherent:
                refused.append(Attempt(candidate, False, verdicts[judged].reason, verdicts[judged].problem))
        late = turned_late(candidate, verdicts[judged])
        if late:
            refused.append(Attempt(candidate, False, late))
        elif verdicts[judged].coherent:
            kept.append(candidate)
    return kept, refused


def choose(utterance: Utterance, system: str, proposals: Sequence[Proposal], scene: Scene | None = None,
           physics: str = OFFICIAL, arbiter: Ranking | None = None, started: float | None = None) -> Answer:
    """The Answer of `system` to a command (`utterance`: as the engines read it) from its engines'
    proposals (see the module's rules).

    `physics`: the planner's mode, "official" (the organisers' rules, as +SP
    evaluation uses) or "physical" (a real arm's physics too).  `started`: when
    the system began (time.perf_counter), for the answer's total time.
    """
    started = time.perf_counter() if started is None else started
    if arbiter is None:
        if len(proposals) != 1:
            raise ValueError(f"{len(proposals)} proposals need an arbiter to choose between them")
        return _first_acceptable(utterance, system, proposals[0], scene, physics, started)
    return _arbitrate(utterance, system, proposals, scene, physics, arbiter, started)


def _first_acceptable(utterance: Utterance, system: str, proposal: Proposal, scene: Scene | None, physics: str,
                      started: float) -> Answer:
    """One engine: walk its analyses in order until a candidate is acceptable."""
    attempts: list[Attempt] = []
    rejected: list[Rejected] = []
    chosen: Candidate | None = None
    verdict: Verdict | None = None
    judged: set = set()
    best: float | None = None
    floored = False
    walked = time.perf_counter()
    for item in proposal.items:
        if isinstance(item, Rejected):
            rejected.append(item)
            continue
        if scene is None:
            chosen = item
            attempts.append(Attempt(item, True))
            break
        if not judged and best is None:
            best = item.score
        if item.judged in judged:
            continue
        too_unlikely = far_below(item, best)
        if too_unlikely:
            # A parser's candidates come best first, so its rest are further below; a reader that
            # gives no score (the command reader) may still follow.
            if not floored:
                attempts.append(Attempt(item, False, too_unlikely))
            floored = True
            continue
        if floored and item.score is not None:
            continue
        judged.add(item.judged)
        if item.dropped and not (item.spare and item.rank <= SPARE_RANK):
            attempts.append(Attempt(item, False, left_out(item)))  # it would act without words that say
            continue  # where or which, or late in the list: never
        # (a reading that does without a spare word comes after every reading that uses them all, and the
        # answer says which word it did without: rcl.app.confidence)
        found = judge(item.judged, scene, physics=physics)
        late = turned_late(item, found)
        if late:
            attempts.append(Attempt(item, False, late))
            continue
        attempts.append(Attempt(item, found.coherent, found.reason, found.problem))
        if found.coherent:
            chosen, verdict = item, found
            break
    if chosen is None:
        chosen, verdict, attempts = _leniently(attempts, scene, physics)
    timings = dict(proposal.timings)
    if scene is not None:
        timings["planner"] = (time.perf_counter() - walked) * 1000
    timings["total"] = (time.perf_counter() - started) * 1000
    return Answer(utterance, system, chosen, verdict, scene is not None, tuple(attempts), tuple(rejected),
                  _notes([proposal]), proposal.analyses, timings=timings, failures=_failures([proposal]),
                  unknown=_unknown([proposal]))


def _leniently(attempts: list[Attempt], scene: Scene | None, physics: str
               ) -> tuple[Candidate | None, Verdict | None, list[Attempt]]:
    """When no reading fits the board as said: the first that failed only because a description names nothing,
    judged leniently (the planner may read that description without one of its modifiers when the rest of it
    names one thing; the verdict says which).  Not when a reading named several things (a question serves
    better than a guess), nor any later reading (it would be found only because it executes), nor without a board
    or in the official mode (a real arm's judge only)."""
    if scene is None or physics != PHYSICAL:
        return None, None, attempts
    if any(a.problem is not None and a.problem.kind == AMBIGUOUS for a in attempts):
        return None, None, attempts
    first = next((a for a in attempts if a.problem is not None and a.problem.kind == MISSING), None)
    if first is not None:
        found = judge(first.candidate.judged, scene, physics=PHYSICAL, lenient=True)
        if found.coherent:
            return first.candidate, found, attempts + [Attempt(first.candidate, True)]
    return None, None, attempts


def _arbitrate(utterance: Utterance, system: str, proposals: Sequence[Proposal], scene: Scene | None, physics: str,
               arbiter: Ranking, started: float) -> Answer:
    """Several engines: screen each one's candidates, let the arbiter rank what is left."""
    pools = {p.engine: list(p.candidates) for p in proposals}
    timings = {f"{p.engine}.{stage}": ms for p in proposals for stage, ms in p.timings.items()}
    verdicts: dict = {}
    refused: list[Attempt] = []
    if scene is not None:
        judged = time.perf_counter()
        for name, pool in pools.items():
            pools[name], passed_over = screen(pool, scene, physics, verdicts)
            refused += passed_over
        timings["planner"] = (time.perf_counter() - judged) * 1000
    ranked = arbiter.rank(pools, planner=scene is not None)
    chosen = ranked[0] if ranked else None
    verdict = verdicts.get(chosen.judged) if chosen else None
    if chosen is None:
        chosen, verdict, refused = _leniently(refused, scene, physics)
    attempts = [Attempt(c, c is chosen, "" if c is chosen else "the arbiter ranks it lower") for c in ranked]
    agreed = chosen is not None and all(any(c.tree == chosen.tree for c in pool) for pool in pools.values())
    timings["total"] = (time.perf_counter() - started) * 1000
    return Answer(utterance, system, chosen, verdict, scene is not None,
                  tuple(attempts + refused), tuple(r for p in proposals for r in p.rejected), _notes(proposals),
                  next((p.analyses for p in proposals if p.analyses is not None), None),
                  {name: len(pool) for name, pool in pools.items()}, agreed, timings, _failures(proposals),
                  unknown=_unknown(proposals))


def _notes(proposals: Iterable[Proposal]) -> tuple[str, ...]:
    return tuple(p.note for p in proposals if p.note)


def _unknown(proposals: Iterable[Proposal]) -> tuple[str, ...] | None:
    """The user's words no engine knows, when the engines say (None: none says)."""
    said = [p.unknown for p in proposals if p.unknown is not None]
    return tuple(w for w in said[0] if all(w in other for other in said[1:])) if said else None


def _failures(proposals: Iterable[Proposal]) -> dict[str, str]:
    return {p.engine: p.failure for p in proposals if p.failure}
