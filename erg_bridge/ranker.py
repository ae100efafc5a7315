"""The ERG bridge's ranker: a log-linear model over a command's candidate analyses.

P(candidate | command) is proportional to exp(w . f(candidate)), with f the
sparse features of `erg_bridge.features` (MRS and RCL); the model and its
training are `rcl.loglinear`'s.  The weights are fitted on train-dev, the L2
penalty tuned on held-out commands (dev, or folds of train-dev); the file's
meta records the ids of every command the model saw, fitted or tuned on
(`rcl.modelfile`).

    ranker = Ranker.load()                 # the packaged model, Ranker.PATH
    order = ranker.order([feats, ...])     # best candidate first
    ranker.trained_on                      # frozenset of command ids, None for an older file
    ranker, by_l2 = Ranker.by_folds(groups)
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Sequence

from rcl import loglinear
from rcl.loglinear import Group, LogLinearModel

#: The trained ranker ships inside the package (package data, found with importlib.resources).
MODEL_PATH = Path(str(resources.files("erg_bridge").joinpath("models", "erg-ranker.json.gz")))
FORMAT = "rcl-erg-ranker/1"


class Ranker(LogLinearModel):
    """The ranking model; `load`/`save` default to the packaged file, `PATH`."""

    PATH = MODEL_PATH

    def save(self, path: str | Path = MODEL_PATH) -> None:  # type: ignore[override]
        super().save(path, FORMAT)

    @classmethod
    def load(cls, path: str | Path | None = None) -> "Ranker":
        return _load(str(path or MODEL_PATH))

    @classmethod
    def of(cls, model: LogLinearModel) -> "Ranker":
        return cls(model.weights, model.meta)

    @classmethod
    def fit(cls, groups: Sequence[Group], l2: float) -> "Ranker":
        """Weights fitted on `groups` with L2 weight `l2` (see `rcl.loglinear.fit`)."""
        return cls.of(loglinear.fit(groups, l2))

    @classmethod
    def tuned_on(cls, train_groups: Sequence[Group], dev_groups: Sequence[Group]) -> tuple["Ranker", dict]:
        """Fitted on `train_groups` with the L2 weight that ranks `dev_groups` best, and each L2's accuracy."""
        model, results = loglinear.train(train_groups, dev_groups)
        return cls.of(model), results

    @classmethod
    def by_folds(cls, groups: Sequence[Group]) -> tuple["Ranker", dict]:
        """Fitted on `groups` with the L2 weight that ranks best in cross-validation, and each L2's accuracy."""
        model, results = loglinear.train_by_folds(groups)
        return cls.of(model), results


@lru_cache(maxsize=None)
def _load(path: str) -> Ranker:
    return Ranker.of(loglinear.load_model(path, FORMAT, "ERG ranking model", "train one with: rcl-train erg"))
