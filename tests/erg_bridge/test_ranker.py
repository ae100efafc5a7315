"""The ERG ranker: what it records of its training commands, byte-identical files, tuning without dev."""

from __future__ import annotations

import gzip
import json

import pytest

from rcl.modelfile import ModelFileError
from erg_bridge import Ranker
from rcl.loglinear import Group, accuracy
from rcl.modelfile import KEY, encode_ids


def toy_groups(n: int = 40) -> list[Group]:
    """Commands with two candidates each; the right one has feature "right", with some noise."""
    groups = []
    for i in range(n):
        right = {"right": 1.0, f"noise{i % 3}": 1.0}
        wrong = {"wrong": 1.0, f"noise{(i + 1) % 3}": 1.0}
        groups.append(Group([wrong, right], [False, True]) if i % 2 else Group([right, wrong], [True, False]))
    return groups


def test_tuning_by_folds_needs_no_dev_and_is_deterministic():
    first, search = Ranker.by_folds(toy_groups())
    second, _ = Ranker.by_folds(toy_groups())
    assert first.weights == second.weights and first.meta == second.meta
    assert first.meta["l2"] in search and first.meta["folds"] == 5
    assert first.weights["right"] > 0 > first.weights["wrong"]
    assert accuracy(first, toy_groups()) == 1.0


def test_a_saved_ranker_is_byte_identical_and_keeps_its_training_commands(tmp_path):
    ranker = Ranker({"right": 1.5, "wrong": -1.0}, {"l2": 0.001, KEY: encode_ids([19, 28, 34])})
    ranker.save(tmp_path / "a.json.gz")
    ranker.save(tmp_path / "b.json.gz")
    assert (tmp_path / "a.json.gz").read_bytes() == (tmp_path / "b.json.gz").read_bytes()
    assert Ranker.load(tmp_path / "a.json.gz").trained_on == {19, 28, 34}


def test_an_older_ranker_does_not_say_and_a_broken_record_is_refused(tmp_path):
    Ranker({"right": 1.0}, {"l2": 0.001}).save(tmp_path / "old.json.gz")
    assert Ranker.load(tmp_path / "old.json.gz").trained_on is None
    with gzip.open(tmp_path / "broken.json.gz", "wt") as f:
        json.dump({"format": "rcl-erg-ranker/1", "weights": {}, "meta": {KEY: {"count": 2, "gaps": [3]}}}, f)
    with pytest.raises(ModelFileError, match="malformed record"):
        Ranker.load(tmp_path / "broken.json.gz")
