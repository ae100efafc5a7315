"""The erg system's ranker: which commands it saw, and an explicit --ranker that cannot be read."""

from __future__ import annotations

import pytest

from erg_bridge import Ranker
from rcl.app.evaluation import check
from rcl.app.systems import make_system
from rcl.modelfile import KEY, ModelFileError, encode_ids


def erg_with(ace, ranker):
    system = make_system("erg", **ace, ranker=str(ranker))
    system.close()
    return system


def test_the_system_says_which_commands_its_ranker_saw(ace, tmp_path):
    Ranker({"x": 1.0}, {KEY: encode_ids([19, 28])}).save(tmp_path / "ranker.json.gz")
    system = erg_with(ace, tmp_path / "ranker.json.gz")
    (part,) = system.parts()
    assert part.trained_on == {19, 28} and part.file == str(tmp_path / "ranker.json.gz")
    report = check(system, [28, 57])
    assert report.overlap == 1 and "rcl-train erg --tune folds" in report.refusal("dev")


def test_a_ranker_that_does_not_say_leaves_the_overlap_unknown(ace, tmp_path):
    Ranker({"x": 1.0}, {"l2": 0.001}).save(tmp_path / "old.json.gz")
    assert check(erg_with(ace, tmp_path / "old.json.gz"), [28]).overlap is None


def test_a_ranker_given_by_name_must_exist(ace, tmp_path):
    with pytest.raises(ModelFileError, match="no ERG ranking model"):
        make_system("erg", **ace, ranker=str(tmp_path / "typo.json.gz"))
