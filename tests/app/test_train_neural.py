"""rcl-train neural on the aligned mini release: the model records its commands and lands in its split's folder."""

import pytest

pytest.importorskip("torch", reason="the neural extra is not installed (pip install .[neural])")
pytest.importorskip("benepar", reason="the neural extra is not installed (pip install .[neural])")

from fallback_pcfg import neural  # noqa: E402
from rcl.app.train_neural import main  # noqa: E402


def test_a_train_dev_model_records_its_commands_and_goes_to_its_own_folder(aligned_treebank, tmp_path,
                                                                          monkeypatch, capsys):
    for split in neural.PACKAGED_DIRS:
        monkeypatch.setitem(neural.PACKAGED_DIRS, split, tmp_path / split)
    assert main(["--treebank", str(aligned_treebank), "--split", "train-dev", "--epochs", "1"]) == 0
    assert not (tmp_path / "train").exists()
    parser = neural.NeuralParser.load(tmp_path / "train-dev")
    # train-dev is commands 11-14; only 11 and 13 have the alignments the trees are made from
    assert parser.trained_on == {11, 13} and "minutes" not in parser.meta
