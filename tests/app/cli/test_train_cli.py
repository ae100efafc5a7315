"""rcl-train's command line: usage errors, and byte-identical models written where they belong."""

import pytest

from fallback_pcfg import PACKAGED, load_model
from rcl.app.cli.train import main as train_main


def test_rcl_train_usage_errors(capsys, tmp_path):
    assert train_main([]) == 2
    assert train_main(["nonsense"]) == 2
    assert train_main(["pcfg", "--treebank", str(tmp_path / "missing")]) == 2
    assert "not a directory" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        train_main(["pcfg", "--help"])
    assert e.value.code == 0 and "--split" in capsys.readouterr().out


def test_rcl_train_pcfg_refuses_trees_without_alignments(mini_treebank, tmp_path, capsys):
    out = tmp_path / "m.json.gz"
    assert train_main(["pcfg", "--treebank", str(mini_treebank), "--out", str(out)]) == 2
    assert "no tree" in capsys.readouterr().err and not out.exists()


def test_rcl_train_pcfg_writes_the_packaged_model_of_its_split_identically_each_time(
        aligned_treebank, tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(PACKAGED, "train", tmp_path / "pcfg-train.json.gz")
    monkeypatch.setitem(PACKAGED, "train-dev", tmp_path / "pcfg-train-dev.json.gz")
    assert train_main(["pcfg", "--treebank", str(aligned_treebank), "--split", "train-dev"]) == 0
    assert PACKAGED["train-dev"].is_file() and not PACKAGED["train"].exists()
    # train-dev is commands 11-14; only 11 and 13 have the word alignments the PCFG learns from
    assert load_model(PACKAGED["train-dev"]).trained_on == {11, 13}
    again = tmp_path / "again.json.gz"
    assert train_main(["pcfg", "--treebank", str(aligned_treebank), "--split", "train-dev", "--out", str(again)]) == 0
    assert again.read_bytes() == PACKAGED["train-dev"].read_bytes()


def test_help_lists_each_model_apart_from_its_description(capsys):
    assert train_main(["--help"]) == 0
    listing = capsys.readouterr().out
    assert "  combined  the combined system's arbiter" in listing and "combinedthe" not in listing
