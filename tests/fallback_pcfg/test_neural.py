"""The neural back-off: k-best CKY over span scores, training a tiny model, the `neural` system.

Needs the optional extra (torch, benepar); skipped without it, except the
test that the missing extra is reported with the install command.
"""

import importlib
import itertools
import sys

import pytest
from nltk import Tree

from fallback_pcfg.errors import PCFGError


def test_missing_extra_names_the_install_command(monkeypatch):
    monkeypatch.setitem(sys.modules, "benepar", None)  # import benepar -> ImportError
    monkeypatch.delitem(sys.modules, "fallback_pcfg.neural", raising=False)
    with pytest.raises(PCFGError, match=r"pip install \.\[neural\]"):
        importlib.import_module("fallback_pcfg.neural")


torch = pytest.importorskip("torch", reason="the neural extra is not installed (pip install .[neural])")
pytest.importorskip("benepar", reason="the neural extra is not installed (pip install .[neural])")
np = pytest.importorskip("numpy")

from benepar.decode_chart import ChartDecoder  # noqa: E402

from fallback_pcfg import neural  # noqa: E402
from fallback_pcfg.inverse import to_rcl  # noqa: E402
from fallback_pcfg.transform import to_phrase_tree  # noqa: E402
from rcl import read_rcl, to_string  # noqa: E402

LABELS = ["", "event", "action=take", "entity", "type=cube"]


def random_scores(n, seed):
    rng = np.random.default_rng(seed)
    scores = rng.normal(size=(n, n, len(LABELS)))
    scores[:, :, 0] = 0.0
    return scores


def kbest_trees(scores, k):
    chart = neural.kbest_chart(scores, k)
    n = scores.shape[0]
    words = [f"w{i}" for i in range(n)]
    return [(item[0], neural.build_tree(chart, 0, n - 1, r, LABELS, words))
            for r, item in enumerate(chart[0, n - 1])]


def tree_score(tree, scores):
    """Sum of the scores of a tree's labelled spans (a word's preterminal is a one-word span)."""
    total = 0.0

    def walk(node, start):
        nonlocal total
        if isinstance(node, str):
            return start + 1
        end = start
        for child in node:
            end = walk(child, end)
        if node.label() != "X":  # (X w) stands for a one-word span without a label
            total += scores[start, end - 1, LABELS.index(node.label())]
        return end

    walk(tree, 0)
    return total


@pytest.mark.parametrize("seed", range(4))
def test_kbest_agrees_with_benepar_and_lists_distinct_trees_best_first(seed):
    scores = random_scores(5, seed)
    ranked = kbest_trees(scores, 8)
    assert len(ranked) == 8
    assert [s for s, _ in ranked] == sorted((s for s, _ in ranked), reverse=True)
    assert len({str(t) for _, t in ranked}) == 8
    for s, tree in ranked:
        assert tree.label() != "X" and tree_score(tree, scores) == pytest.approx(s)
    decoder = ChartDecoder({label: i for i, label in enumerate(LABELS)}, force_root_constituent=True)
    theirs = decoder.tree_from_scores(scores, [f"w{i}" for i in range(5)])
    assert tree_score(theirs[0] if theirs.label() == "TOP" else theirs, scores) == pytest.approx(ranked[0][0])


def test_kbest_is_exhaustive_on_two_words():
    # two words: a root label (4 non-empty) x each word's label or none (5 choices)
    ranked = kbest_trees(random_scores(2, 7), 1000)
    assert len(ranked) == 4 * 5 * 5
    assert len({str(t) for _, t in ranked}) == len(ranked)


def test_unlabelled_word_becomes_x():
    parsed = neural.as_transform_tree(Tree("entity", ["the", Tree("type=cube", ["cube"])]))
    assert str(parsed) == "(entity (X the) (type=cube cube))"


def test_training_tree_gives_every_word_a_dummy_tag():
    tree = to_phrase_tree(read_rcl("(event: (action: take (token: 1)) (entity: (type: cube (token: 3))))"),
                          "take the cube".split())
    shaped = neural.training_tree(tree)
    assert shaped.label() == "TOP" and shaped.pos() == [("take", "W"), ("the", "W"), ("cube", "W")]


TINY = dict(d_model=64, num_layers=1, num_heads=2, d_kv=16, d_ff=64, d_label_hidden=32, d_char_emb=8,
            char_lstm_input_dropout=0.0, morpho_emb_dropout=0.0, attention_dropout=0.0, relu_dropout=0.0,
            residual_dropout=0.0)
GOLD = {
    "take the cube": "(event: (action: take (token: 1)) (entity: (type: cube (token: 3))))",
    "pick up the red block": "(event: (action: take (token: 1 2)) (entity: (color: red (token: 4)) "
                             "(type: cube (token: 5))))",
    "drop the blue pyramid": "(event: (action: drop (token: 1)) (entity: (color: blue (token: 3)) "
                             "(type: prism (token: 4))))",
}


class Command:
    def __init__(self, text, rcl):
        self.text, self.words, self.tree = text, text.split(), read_rcl(rcl)


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    """A tiny parser overfitted to three commands (a few seconds on one thread)."""
    torch.set_num_threads(1)
    examples, failed = neural.examples_from([Command(t, r) for t, r in GOLD.items()], to_phrase_tree)
    assert failed == 0
    model, log = neural.train(examples, epochs=100, batch_size=3, learning_rate=5e-3, warmup_steps=5,
                              hparams=TINY)
    assert log.epochs == 100 and log.losses[-1] < log.losses[0]
    path = neural.save(model, tmp_path_factory.mktemp("neural") / neural.MODEL_PATH.name, {"split": "tiny"})
    return path


def test_trained_model_reloads_and_parses_its_training_commands(tiny_model):
    parser = neural.NeuralParser.load(tiny_model.parent)
    assert parser.meta == {"split": "tiny"}
    for text, rcl in GOLD.items():
        best = parser.best(text)
        assert to_string(to_rcl(best.tree)) == to_string(read_rcl(rcl).strip_tokens())


def test_neural_system_answers_with_and_without_reasons(tiny_model):
    from rcl.app.sys_neural import NeuralSystem
    system = NeuralSystem(model=str(tiny_model))
    answer = system.parse("Take the CUBE", None)  # tokens are lower-cased
    assert answer.chosen is not None and answer.chosen.source == "neural"
    assert to_string(answer.chosen.tree) == "(event: (action: take) (entity: (type: cube)))"
    assert system.parse("", None).chosen is None


def test_missing_model_tells_how_to_train(tmp_path):
    with pytest.raises(PCFGError, match="rcl-train neural"):
        neural.NeuralParser.load(tmp_path)


def test_kbest_on_three_words_lists_every_tree_once():
    # a root label (4) x word labels (5 each) x shape: flat, or a labelled pair on the left or right
    ranked = kbest_trees(random_scores(3, 3), 10_000)
    assert len(ranked) == 4 * 5 ** 3 * (1 + 4 + 4)
    assert len({str(t) for _, t in ranked}) == len(ranked)
    assert all(a >= b for a, b in itertools.pairwise(s for s, _ in ranked))


def test_mistyped_model_folder_is_an_error_naming_it_not_the_default_model(tmp_path, monkeypatch):
    from rcl.app.sys_neural import NeuralSystem, _model_path
    monkeypatch.delenv("RCL_NEURAL_MODEL", raising=False)
    missing = tmp_path / "neural-tarindev"  # no such folder: must not fall back to data/models/neural
    with pytest.raises(PCFGError, match="neural-tarindev"):
        NeuralSystem(model=str(missing))
    # a PCFG model file (--model is shared) is still left to the PCFG system
    monkeypatch.setenv("RCL_NEURAL_MODEL", str(missing))
    assert _model_path("/tmp/pcfg-traindev.json.gz") == str(missing)
    assert _model_path(None) == str(missing)


@pytest.mark.parametrize("content", [b"", b"not a checkpoint", b"\x80\x04K\x01."])
def test_unreadable_model_file_is_a_model_error(tmp_path, content):
    path = tmp_path / neural.MODEL_PATH.name
    path.write_bytes(content)
    with pytest.raises(PCFGError, match="cannot read the neural model"):
        neural.NeuralParser.load(path)


def test_examples_keep_the_ids_of_their_commands():
    commands = [Command(t, r) for t, r in GOLD.items()]
    for number, command in enumerate(commands, 1):
        command.id = 100 + number
    examples, _ = neural.examples_from(commands, to_phrase_tree)
    assert [e.id for e in examples] == [101, 102, 103]


def test_the_system_takes_a_packaged_model_that_never_saw_the_held_out_commands(tiny_model, tmp_path,
                                                                                monkeypatch):
    from rcl.app.sys_neural import NeuralSystem
    from rcl.provenance import KEY, encode_ids
    trained = neural.NeuralParser.load(tiny_model).model
    monkeypatch.delenv("RCL_NEURAL_MODEL", raising=False)
    for split, ids in (("train", [1, 2, 3]), ("train-dev", [1, 2])):
        monkeypatch.setitem(neural.PACKAGED_DIRS, split, tmp_path / split)
        neural.save(trained, tmp_path / split / neural.MODEL_PATH.name, {KEY: encode_ids(ids)})
    assert NeuralSystem().model_file == str(tmp_path / "train" / neural.MODEL_PATH.name)
    held_out = NeuralSystem(held_out=[3])
    assert held_out.model_file == str(tmp_path / "train-dev" / neural.MODEL_PATH.name)
    assert held_out.trained_on == {1, 2}
    assert NeuralSystem(model=str(tiny_model)).trained_on is None  # saved without a record
