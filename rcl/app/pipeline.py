"""Choosing among ranked candidates with the planner.

An engine's system first *proposes*: its ranked candidates for a command
(`Proposal`), before any planner sees them.  Then `choose` decides:
+SP (a scene is given): the first candidate the planner finds coherent wins, unless
its engine finds it far less likely than its best candidate (`FLOOR`).
-SP (no scene): the first candidate wins.  No candidate: abstain.
(The combined system arbitrates between two proposals instead: rcl.app.arbiter.)
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Iterable

from rcl.app.answer import Answer, Attempt
from rcl.candidate import Candidate, Rejected


#: +SP: a candidate whose engine finds it this many nats (natural-log units) less likely than its
#: best candidate is not taken, however coherent: e^7 ~ 1,100 times less likely is another
#: command ("drop the blue cube" is not "take the blue prism").  Chosen on train-dev, out of
#: fold: it raised both engines' +SP precision there (PCFG 95.1 -> 95.8%, ERG 95.0 -> 95.7%)
#: and cost no recall; 5 nats began to cost recall.
FLOOR = 7.0


def far_below(candidate: Candidate, best: float | None, floor: float = FLOOR) -> str:
    """Why `candidate` is too unlikely next to its engine's best score, or "" when it is not."""
    if best is None or candidate.score is None or best - candidate.score <= floor:
        return ""
    return (f"its engine finds it {best - candidate.score:.1f} nats less likely than its best "
            f"reading (more than {floor:g}): another command, not this one")


def plausible(candidates: list[Candidate], floor: float = FLOOR) -> list[Candidate]:
    """The candidates of one engine (best first) within `floor` of its best score."""
    best = candidates[0].score if candidates else None
    return [c for c in candidates if not far_below(c, best, floor)]


def screen(pool: list[Candidate], scene, physics: str, verdicts: dict) -> tuple[list[Candidate], list[Attempt]]:
    """+SP, one engine's candidates (best first): those within `FLOOR` of its best that the planner
    finds coherent, and an Attempt saying why for each other one.  `verdicts` (tree -> Verdict)
    is shared between calls, so a tree both engines propose is judged once."""
    from planner import judge  # the hall may compose engines
    near = {id(c) for c in plausible(pool)}
    kept: list[Candidate] = []
    refused: list[Attempt] = []
    for candidate in pool:
        if id(candidate) not in near:
            refused.append(Attempt(candidate, False, far_below(candidate, pool[0].score)))
            continue
        if candidate.tree not in verdicts:
            verdicts[candidate.tree] = judge(candidate.tree, scene, physics=physics)
            if not verdicts[candidate.tree].coherent:
                refused.append(Attempt(candidate, False, verdicts[candidate.tree].reason))
        if verdicts[candidate.tree].coherent:
            kept.append(candidate)
    return kept, refused


@dataclass
class Proposal:
    """An engine's ranked candidates for one command, and what it could not use."""

    #: Best first; may be lazy (an iterator), and `rejected` fills as it is read.
    candidates: Iterable[Candidate]
    rejected: list[Rejected] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    #: How many analyses the engine had before conversion (ERG readings), when it says.
    analyses: int | None = None
    #: Why there is nothing to choose from, when the engine knows better than `choose`.
    empty_reason: str = ""


def decide(text: str, system: str, proposal: Proposal, scene=None, physics: str = "official") -> Answer:
    """`choose` over a proposal: the Answer of a system that is one engine."""
    answer = choose(text, system, proposal.candidates, scene, (), proposal.timings, physics)
    answer.rejected = list(proposal.rejected)  # read after the candidates: a lazy proposal fills it
    answer.analyses = proposal.analyses
    if answer.chosen is None and not answer.attempts:
        answer.explanation = proposal.empty_reason or _explain(answer)
    return answer


def choose(text: str, system: str, candidates: Iterable[Candidate], scene=None,
           rejected: Iterable[Rejected] = (), timings: dict[str, float] | None = None,
           physics: str = "official") -> Answer:
    """The Answer for `text`: the first acceptable candidate, with every attempt recorded.

    `physics`: the planner's mode, "official" (the organisers' rules, as +SP
    evaluation uses) or "physical" (a real arm's physics too; planner.PHYSICAL).

    Identical trees are judged once: the k-best lists of both engines repeat
    trees, and the verdict depends only on the tree and the scene.
    """
    answer = Answer(text=text, system=system, planner=scene is not None,
                    rejected=list(rejected), timings=dict(timings or {}))
    started = time.perf_counter()
    seen: dict = {}
    best: float | None = None
    for number, candidate in enumerate(candidates):
        if scene is None:
            answer.attempts.append(Attempt(candidate, True))
            answer.chosen = candidate
            break
        if number == 0:
            best = candidate.score
        if candidate.tree in seen:
            continue
        too_unlikely = far_below(candidate, best)
        if too_unlikely:
            # Candidates come best first, so the rest are further below: stop reading them.
            answer.attempts.append(Attempt(candidate, False, too_unlikely))
            break
        from planner import judge  # the hall may compose engines
        verdict = judge(candidate.tree, scene, physics=physics)
        seen[candidate.tree] = verdict
        answer.attempts.append(Attempt(candidate, verdict.coherent, "" if verdict.coherent else verdict.reason))
        if verdict.coherent:
            answer.chosen, answer.verdict = candidate, verdict
            break
    if scene is not None:
        answer.timings["planner"] = (time.perf_counter() - started) * 1000
    answer.explanation = _explain(answer)
    return answer


def _explain(answer: Answer) -> str:
    if answer.chosen is not None:
        c = answer.chosen
        how = f"{c.source} candidate {c.rank + 1}"
        if answer.planner:
            skipped = len(answer.attempts) - 1
            return f"{how}, coherent in the scene" + (f" ({skipped} incoherent before it)" if skipped else "")
        return f"{how} (planner not used)"
    if answer.attempts:
        first = answer.attempts[0]
        return f"no coherent candidate among {len(answer.attempts)}; the first: {first.reason}"
    if answer.rejected:
        return f"no convertible analysis; the first: {answer.rejected[0].reason}"
    return "no analysis"
