"""Which of its models a system takes for held-out commands, and how an overlap is found and reported."""

import pytest

from rcl.app.evaluation import check
from rcl.app.systems import EngineSystem, TrainedPart, make_system
from rcl.app.systems.build import pick_model


class Model:
    def __init__(self, trained_on):
        self.trained_on = trained_on


def trained(*parts, file="m.json.gz"):
    """A system whose trained parts saw the given ids (None: the part's file does not say)."""
    return EngineSystem("test", (), trained=tuple(TrainedPart(name, file, seen, f"retrain {name}")
                                                  for name, seen in parts))


@pytest.fixture
def files(tmp_path):
    paths = {name: tmp_path / f"{name}.json.gz" for name in ("everything", "without-dev")}
    for path in paths.values():
        path.write_text("a model")
    seen = {paths["everything"]: frozenset({1, 2, 3, 4, 5}), paths["without-dev"]: frozenset({1, 2, 3, 4})}
    return [paths["everything"], paths["without-dev"]], lambda path: Model(seen[path])


def test_the_first_model_is_the_default_and_held_out_ids_pick_one_that_never_saw_them(files):
    paths, load = files
    assert pick_model(paths, load)[0] == paths[0]
    assert pick_model(paths, load, [5])[0] == paths[1]     # dev: the model trained without it
    assert pick_model(paths, load, [6, 7])[0] == paths[0]  # new commands: the users' model
    assert pick_model(paths, load, [4, 5])[0] == paths[0]  # both saw 4: the default, for check() to refuse


def test_missing_files_are_passed_over_and_a_model_that_does_not_say_is_never_held_out(files, tmp_path):
    paths, load = files
    paths[1].unlink()
    assert pick_model(paths, load, [5])[0] == paths[0]
    assert pick_model([paths[1], paths[0]], load)[0] == paths[0]
    assert pick_model([paths[0]], lambda path: Model(None), [5])[0] == paths[0]


def test_check_counts_the_scored_commands_each_model_saw():
    report = check(trained(("pcfg", frozenset({1, 2, 3}))), [2, 3, 9])
    assert (report.n, report.overlap) == (3, 2)
    assert [(p.trained.name, p.overlap) for p in report.overlapping] == [("pcfg", 2)]
    assert report.to_json() == [{"system": "pcfg", "model": "m.json.gz", "trained_on": 3, "overlap": 2}]
    refusal = report.refusal("dev")
    assert "the pcfg model m.json.gz was trained on 2 of the 3 dev commands evaluated" in refusal
    assert "fix (pcfg): retrain pcfg" in refusal and "--allow-overlap" in refusal
    assert report.warnings("dev")[0].startswith("WARNING: CONTAMINATED FIGURES: 2 of these 3 commands")


def test_every_part_is_checked_and_a_command_seen_twice_counts_once():
    report = check(trained(("erg", frozenset({1, 2})), ("arbiter", frozenset({1})), ("pcfg", frozenset({2, 3}))),
                   [1, 2, 3, 4])
    assert [(p.trained.name, p.overlap) for p in report.parts] == [("erg", 2), ("arbiter", 1), ("pcfg", 2)]
    assert report.overlap == 3


class Oracle(EngineSystem):
    oracle = True


def test_held_out_models_unknown_ones_and_oracles():
    clean = check(trained(("pcfg", frozenset({1, 2}))), [3, 4])
    assert clean.overlap == 0 and not clean.overlapping and clean.warnings("dev") == []
    unknown = check(trained(("erg", None)), [3, 4])
    assert unknown.overlap is None and not unknown.overlapping
    assert unknown.warnings("dev") == ["note: the erg model m.json.gz does not record which commands it was "
                                       "trained on, so its overlap with these commands is unknown; retrain erg"]
    hand_written = check(trained(), [3])
    assert hand_written.parts == [] and hand_written.overlap == 0
    oracle = Oracle("gold", (), trained=(TrainedPart("gold", None, frozenset({3})),))
    assert check(oracle, [3]).overlap == 0


@pytest.mark.parametrize("split", ["train", "train-dev", "all"])
def test_on_a_training_split_the_refusal_offers_no_retraining(split):
    refusal = check(trained(("pcfg", frozenset({1}))), [1, 2]).refusal(split)
    assert f"every trained model learns from part of '{split}'" in refusal and "fix" not in refusal


def test_the_combined_system_hands_held_out_ids_to_its_back_off_and_is_checked_through_it(packaged_pcfg):
    combined = make_system("combined", held_out=[13])  # no profile or ACE given: the back-off alone
    assert [p.file for p in combined.parts()] == [str(packaged_pcfg["train-dev"])]
    assert check(combined, [13]).overlap == 0
    assert check(make_system("combined", model=str(packaged_pcfg["train"])), [13]).overlap == 1
