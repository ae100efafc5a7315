"""Conditional log-linear (maximum-entropy) models over a command's candidates.

P(candidate | command) is proportional to exp(w . f(candidate)) for sparse
feature maps f.  The ERG bridge ranks its analyses with one
(`erg_bridge.ranker`) and the combined system arbitrates between the engines'
candidates with another (`rcl.app.systems.arbiter`); both train here: maximum
conditional likelihood of the correct candidates with an L2 penalty, the
weight of which is chosen on held-out commands (`train`) or by
cross-validation (`train_by_folds`).  A model is a model file
(`rcl.modelfile`) whose meta records the commands it saw.

>>> model = LogLinearModel({"right": 1.0, "wrong": -1.0})
>>> model.order([{"wrong": 1.0}, {"right": 1.0}]), [round(p, 3) for p in model.probabilities([{"wrong": 1.0}, {"right": 1.0}])]
([1, 0], [0.119, 0.881])
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from rcl import modelfile


@dataclass
class LogLinearModel:
    """Feature weights plus meta (L2, tuning figures, the training commands)."""

    weights: dict[str, float] = field(default_factory=dict)
    meta: dict = field(default_factory=dict)

    def score(self, feats: dict[str, float]) -> float:
        w = self.weights
        return sum(w.get(k, 0.0) * v for k, v in feats.items())

    def order(self, feats: Sequence[dict[str, float]]) -> list[int]:
        """Candidate positions, best first (ties keep the given order)."""
        scores = [self.score(f) for f in feats]
        return sorted(range(len(feats)), key=lambda i: (-scores[i], i))

    def probabilities(self, feats: Sequence[dict[str, float]]) -> list[float]:
        """P(candidate | command) for each candidate."""
        scores = [self.score(f) for f in feats]
        if not scores:
            return []
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        total = sum(exps)
        return [e / total for e in exps]

    @property
    def trained_on(self) -> frozenset[int] | None:
        """The ids of the commands the weights were fitted or tuned on (None if the file does not say)."""
        return modelfile.trained_on(self.meta)

    def to_json(self, format: str) -> dict[str, Any]:
        return {"format": format, "meta": self.meta,
                "weights": {k: round(v, 6) for k, v in sorted(self.weights.items()) if abs(v) > 1e-6}}

    def save(self, path: str | Path, format: str) -> None:
        """Write the model file, byte-identical for identical weights."""
        modelfile.dump(path, self.to_json(format), compact=False)


def load_model(path: str | Path, format: str, what: str, hint: str = "") -> LogLinearModel:
    """Read a model file of `format`; `what` names it in errors ("the ERG ranking model")."""
    data = modelfile.load(path, format, what, hint)
    if not isinstance(data.get("weights"), dict):
        raise modelfile.ModelFileError(f"{path} is not {what}: it has no weights")
    return LogLinearModel({k: float(v) for k, v in data["weights"].items()}, data.get("meta", {}))


# ---------------------------------------------------------------- training

@dataclass
class Group:
    """One training item: the feature maps of its candidates and which are correct."""

    feats: list[dict[str, float]]
    good: list[bool]


def _matrix(groups: Sequence[Group], index: dict[str, int]):
    rows, cols, vals, owners = [], [], [], []
    n = 0
    for g_number, group in enumerate(groups):
        for feats in group.feats:
            for k, v in feats.items():
                j = index.get(k)
                if j is not None:
                    rows.append(n); cols.append(j); vals.append(v)
            owners.append(g_number)
            n += 1
    return (np.array(rows, dtype=np.int64), np.array(cols, dtype=np.int64),
            np.array(vals, dtype=np.float64), np.array(owners, dtype=np.int64), n)


def fit(groups: Sequence[Group], l2: float, iterations: int = 300, min_count: int = 2) -> LogLinearModel:
    """Maximum conditional likelihood with an L2 penalty, by Adam on the full batch."""
    groups = [g for g in groups if any(g.good) and len(g.feats) > 1]
    counts: dict[str, int] = {}
    for g in groups:
        for feats in g.feats:
            for k in feats:
                counts[k] = counts.get(k, 0) + 1
    names = sorted(k for k, c in counts.items() if c >= min_count)
    index = {k: i for i, k in enumerate(names)}
    rows, cols, vals, owners, n = _matrix(groups, index)
    good = np.array([flag for g in groups for flag in g.good], dtype=bool)
    w = np.zeros(len(names))
    m = np.zeros_like(w); v = np.zeros_like(w)
    n_groups = len(groups)
    for step in range(1, iterations + 1):
        scores = np.zeros(n)
        np.add.at(scores, rows, vals * w[cols])
        top = np.full(n_groups, -np.inf)
        np.maximum.at(top, owners, scores)
        ex = np.exp(scores - top[owners])
        z = np.zeros(n_groups); np.add.at(z, owners, ex)
        zg = np.zeros(n_groups); np.add.at(zg, owners, np.where(good, ex, 0.0))
        p_all = ex / z[owners]
        p_good = np.where(good, ex / np.maximum(zg[owners], 1e-300), 0.0)
        coef = p_all - p_good  # gradient of -log P(good) w.r.t. each candidate's score
        grad = np.zeros_like(w)
        np.add.at(grad, cols, vals * coef[rows])
        grad = grad / n_groups + l2 * w
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= 0.05 * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
    return LogLinearModel({k: float(w[i]) for k, i in index.items()}, {"l2": l2, "groups": n_groups,
                                                               "features": len(names)})


def accuracy(ranker: LogLinearModel, groups: Sequence[Group]) -> float:
    """Share of groups whose top-ranked candidate is correct (groups without candidates count as wrong)."""
    if not groups:
        return 0.0
    right = sum(1 for g in groups if g.feats and g.good[ranker.order(g.feats)[0]])
    return right / len(groups)


def train(train_groups: Sequence[Group], dev_groups: Sequence[Group],
          l2_values: Sequence[float] = (1e-4, 1e-3, 3e-3, 1e-2, 3e-2, 0.1)) -> tuple[LogLinearModel, dict[float, float]]:
    """The model with the L2 weight that ranks dev best, and the dev accuracy of each L2."""
    results: dict[float, float] = {}
    best: LogLinearModel | None = None
    for l2 in l2_values:
        model = fit(train_groups, l2)
        results[l2] = accuracy(model, dev_groups)
        if best is None or results[l2] > results[best.meta["l2"]] + 1e-12:
            best = model
    assert best is not None
    best.meta["dev_accuracy"] = results[best.meta["l2"]]
    best.meta["l2_search"] = {str(k): round(v, 4) for k, v in results.items()}
    return best, results


def train_by_folds(groups: Sequence[Group], folds: int = 5,
                   l2_values: Sequence[float] = (1e-4, 1e-3, 3e-3, 1e-2, 3e-2, 0.1)) -> tuple[LogLinearModel, dict[float, float]]:
    """The model fitted on all `groups` with the L2 weight that ranks best in k-fold cross-validation.

    Fold i holds every k-th group from the i-th on; each L2 weight is scored
    by the share of groups ranked right by a model fitted on the other folds.
    No other commands are needed, so dev stays unseen.
    """
    groups = list(groups)
    results: dict[float, float] = {}
    for l2 in l2_values:
        right = 0.0
        for i in range(folds):
            held = groups[i::folds]
            model = fit([g for j, g in enumerate(groups) if j % folds != i], l2)
            right += accuracy(model, held) * len(held)
        results[l2] = right / len(groups) if groups else 0.0
    best = l2_values[0]
    for l2 in l2_values[1:]:
        if results[l2] > results[best] + 1e-12:
            best = l2
    model = fit(groups, best)
    model.meta["folds"] = folds
    model.meta["folds_accuracy"] = round(results[best], 4)
    model.meta["l2_search"] = {str(k): round(v, 4) for k, v in results.items()}
    return model, results


def log_loss(ranker: LogLinearModel, groups: Sequence[Group]) -> float:
    """Mean negative log-probability of the correct candidates (for diagnostics)."""
    total, n = 0.0, 0
    for g in groups:
        if not any(g.good):
            continue
        scores = [ranker.score(f) for f in g.feats]
        top = max(scores)
        z = sum(math.exp(s - top) for s in scores)
        zg = sum(math.exp(s - top) for s, ok in zip(scores, g.good) if ok)
        total -= math.log(zg / z); n += 1
    return total / max(n, 1)
