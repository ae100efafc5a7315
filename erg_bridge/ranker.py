"""The ERG bridge's ranker: a log-linear model over a command's candidate analyses.

P(candidate | command) is proportional to exp(w . f(candidate)), with f the
sparse features of `erg_bridge.features` (MRS and RCL); the model and its
training are `rcl.loglinear`'s.  The weights are fitted on train-dev, the L2
penalty tuned on held-out commands (dev, or folds of train-dev:
`train`, `train_by_folds`); the file's meta records the ids of every command
the model saw, fitted or tuned on (`rcl.modelfile`).

    ranker = Ranker.load()                 # data/models/erg-ranker.json.gz
    order = ranker.order([feats, ...])     # best candidate first
    ranker.trained_on                      # frozenset of command ids, None for an older file
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Sequence

from rcl import loglinear
from rcl.loglinear import Group, LogLinearModel, accuracy, fit, log_loss

__all__ = ["MODEL_PATH", "Ranker", "Group", "accuracy", "fit", "log_loss", "train", "train_by_folds"]

MODEL_PATH = Path(__file__).resolve().parents[1] / "data" / "models" / "erg-ranker.json.gz"
FORMAT = "rcl-erg-ranker/1"


class Ranker(LogLinearModel):
    """The ranking model; `load`/`save` default to the packaged file."""

    def save(self, path: str | Path = MODEL_PATH) -> None:  # type: ignore[override]
        super().save(path, FORMAT)

    @classmethod
    def load(cls, path: str | Path | None = None) -> "Ranker":
        return _load(str(path or MODEL_PATH))

    @classmethod
    def of(cls, model: LogLinearModel) -> "Ranker":
        return cls(model.weights, model.meta)


@lru_cache(maxsize=None)
def _load(path: str) -> Ranker:
    return Ranker.of(loglinear.load_model(path, FORMAT, "ERG ranking model", "train one with: rcl-train erg"))


def train(train_groups: Sequence[Group], dev_groups: Sequence[Group], **options) -> tuple[Ranker, dict[float, float]]:
    """The ranker whose L2 weight ranks `dev_groups` best (see `rcl.loglinear.train`)."""
    model, results = loglinear.train(train_groups, dev_groups, **options)
    return Ranker.of(model), results


def train_by_folds(groups: Sequence[Group], **options) -> tuple[Ranker, dict[float, float]]:
    """The ranker whose L2 weight ranks best in cross-validation (see `rcl.loglinear.train_by_folds`)."""
    model, results = loglinear.train_by_folds(groups, **options)
    return Ranker.of(model), results
