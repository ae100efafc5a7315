"""The combined system's arbiter: one ranking of both engines' candidates.

"ERG first, back-off when it abstains" trusts the ERG path whenever it
answers; on this treebank the back-off is right more often when the two
disagree.  So the combined system pools the candidates both engines propose
(the coherent ones, +SP) and ranks them with a small log-linear model
(`rcl.loglinear`) over how each engine rates each tree:

- `erg_lp`, `pcfg_lp`: the tree's log-probability within each engine's list
  (its ranker scores, its parse log-probabilities), and whether it is there;
- `erg_first`, `pcfg_first`, `both_first`, `both`: agreement;
- `erg_margin`, `pcfg_margin`: how far an engine's first is ahead of its second;
- `n_K`: how many trees are in play.

Every feature is kept apart by condition (`sp:` with the planner, `nosp:`
without), so one file holds both models.  `rcl-train combined` fits it on
train-dev with both engines' candidates made out of fold (each fold parsed by
a PCFG and ranked by an ERG ranker trained without it), so the arbiter learns
how far to trust each engine on commands it has not seen.

    arbiter = Arbiter.load()                     # the packaged rcl/app/systems/models/arbiter.json.gz
    ranked = arbiter.rank({"erg": erg_candidates, "pcfg": pcfg_candidates}, planner=True)
"""

from __future__ import annotations

import math
from importlib import resources
from pathlib import Path
from typing import Mapping, Sequence

from rcl.app.systems.base import TrainedPart
from rcl.candidate import Candidate
from rcl.loglinear import LogLinearModel, load_model

#: The trained arbiter ships inside the package (package data, found with importlib.resources).
MODEL_PATH = Path(str(resources.files("rcl.app.systems").joinpath("models", "arbiter.json.gz")))
FORMAT = "rcl-arbiter/1"
#: Floors of the log-probabilities, so that one hopeless candidate cannot dominate a feature.
FLOOR = {"erg": -20.0, "pcfg": -30.0}


def log_shares(candidates: Sequence[Candidate]) -> dict:
    """Tree -> log-probability within one engine's list (its scores normalised; none = uniform)."""
    scores = [c.score if c.score is not None else 0.0 for c in candidates]
    if not scores:
        return {}
    top = max(scores)
    log_z = top + math.log(sum(math.exp(s - top) for s in scores))
    shares: dict = {}
    for candidate, score in zip(candidates, scores):
        shares.setdefault(candidate.tree, score - log_z)
    return shares


def features(erg: Sequence[Candidate], pcfg: Sequence[Candidate], planner: bool) -> list[tuple[Candidate, dict[str, float]]]:
    """Each distinct tree once (the ERG's candidate kept when both engines have it), with its features."""
    prefix = "sp:" if planner else "nosp:"
    shares = {"erg": log_shares(erg), "pcfg": log_shares(pcfg)}
    firsts = {"erg": erg[0].tree if erg else None, "pcfg": pcfg[0].tree if pcfg else None}
    margins = {name: (lp[lists[0].tree] - lp[lists[1].tree]) if len(lists) > 1 else None
               for name, lp, lists in (("erg", shares["erg"], erg), ("pcfg", shares["pcfg"], pcfg))}
    pooled: dict = {}
    for candidate in list(erg) + list(pcfg):
        pooled.setdefault(candidate.tree, candidate)
    size = f"n_{min(len(pooled), 4)}"
    found = []
    for tree, candidate in pooled.items():
        f = {"bias": 1.0, size: 1.0}
        for name in ("erg", "pcfg"):
            if tree in shares[name]:
                f[name] = 1.0
                f[f"{name}_lp"] = max(shares[name][tree], FLOOR[name]) / 5
            if tree == firsts[name]:
                f[f"{name}_first"] = 1.0
                if margins[name] is not None:
                    f[f"{name}_margin"] = min(margins[name], 10.0) / 5
        if "erg" in f and "pcfg" in f:
            f["both"] = 1.0
        if tree == firsts["erg"] and tree == firsts["pcfg"]:
            f["both_first"] = 1.0
        if not erg:
            f["no_erg"] = 1.0
        found.append((candidate, {prefix + k: v for k, v in f.items()}))
    return found


class Arbiter:
    """The trained arbitration model."""

    def __init__(self, model: LogLinearModel, model_file: str | None = None):
        self.model = model
        self.model_file = model_file

    @classmethod
    def load(cls, path: str | Path | None = None) -> "Arbiter":
        path = Path(path) if path is not None else MODEL_PATH
        return cls(load_model(path, FORMAT, "combined-system arbiter model", "train it with: rcl-train combined"), str(path))

    @property
    def trained_on(self) -> frozenset[int] | None:
        return self.model.trained_on

    def save(self, path: str | Path = MODEL_PATH) -> None:
        self.model.save(path, FORMAT)

    def part(self, name: str) -> TrainedPart:
        """The arbiter as a trained part of the system `name`."""
        return TrainedPart(f"{name} arbiter", self.model_file, self.trained_on)

    def rank(self, pools: Mapping[str, Sequence[Candidate]], planner: bool) -> list[Candidate]:
        """The ERG's and the back-off's candidates as one list, best first, each tree once."""
        scored = features(pools.get("erg", ()), pools.get("pcfg", ()), planner)
        order = self.model.order([f for _, f in scored])
        return [scored[i][0] for i in order]
