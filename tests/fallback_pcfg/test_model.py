"""Training, saving and loading the PCFG; parsing with the packaged model."""

import gzip
import json

import pytest

from rcl.modelfile import ModelFileError
from fallback_pcfg.grammar import GrammarOptions
from fallback_pcfg.lexicon import Lexicon
from fallback_pcfg.model import MODEL_PATH, PACKAGED, load_model
from fallback_pcfg.parser import readings
from rcl.normalise import normalise
from fallback_pcfg.train import train
from rcl import read_rcl, to_string


class Cmd:
    def __init__(self, id, text, tree):
        self.id, self.text, self.tree = id, text, read_rcl(tree)


COMMANDS = [
    Cmd(1, "pick up the red block", "(event: (action: take (token: 1 2)) (entity: (color: red (token: 4)) (type: cube (token: 5))))"),
    Cmd(2, "drop the blue pyramid", "(event: (action: drop (token: 1)) (entity: (color: blue (token: 3)) (type: prism (token: 4))))"),
    Cmd(3, "pick up the green pyramid", "(event: (action: take (token: 1 2)) (entity: (color: green (token: 4)) (type: prism (token: 5))))"),
]


def test_training_is_deterministic_and_saves_round_trip(tmp_path):
    a, b = tmp_path / "a.json.gz", tmp_path / "b.json.gz"
    train(COMMANDS).save(a)
    train(list(COMMANDS)).save(b)
    assert a.read_bytes() == b.read_bytes()
    model = load_model(a)
    assert model.to_json() == train(COMMANDS).to_json()


def test_a_model_records_exactly_the_commands_it_counted(tmp_path):
    unaligned = Cmd(4, "drop it", "(event: (action: drop) (entity: (type: reference)))")  # cannot be counted
    model = train(COMMANDS + [unaligned])
    assert model.trained_on == frozenset({1, 2, 3})
    assert (model.meta["commands"], model.meta["skipped"]) == (3, 1)
    model.save(tmp_path / "m.json.gz")
    assert load_model(tmp_path / "m.json.gz").trained_on == frozenset({1, 2, 3})


def test_a_model_file_without_a_record_does_not_say_and_a_broken_record_is_refused(tmp_path):
    data = train(COMMANDS).to_json()
    del data["meta"]["trained_on"]
    with gzip.open(tmp_path / "old.json.gz", "wt") as f:
        json.dump(data, f)
    assert load_model(tmp_path / "old.json.gz").trained_on is None
    data["meta"]["trained_on"] = {"count": 5, "gaps": [1]}
    with gzip.open(tmp_path / "broken.json.gz", "wt") as f:
        json.dump(data, f)
    with pytest.raises(ModelFileError, match="malformed record"):
        load_model(tmp_path / "broken.json.gz")


def test_a_small_model_parses_new_combinations_and_misspellings():
    model = train(COMMANDS)
    best = next(r for r in readings(model, normalise("Pick up the bleu pyramid").words, 5) if r.tree is not None)
    assert to_string(best.tree) == "(event: (action: take) (entity: (color: blue) (type: prism)))"


def test_a_colour_is_the_word_s_even_where_training_said_only_other_colours():
    model = load_model()
    for colour in ("red", "yellow", "cyan", "white", "magenta"):
        best = next(r for r in readings(model, normalise(f"pick up the leftmost {colour} cube").words, 5) if r.tree)
        assert to_string(best.tree) == f"(event: (action: take) (entity: (indicator: leftmost) (color: {colour}) (type: cube)))"


def test_a_prism_may_stand_where_training_had_only_cubes():
    model = load_model()
    for indicator in ("leftmost", "nearest", "individual"):
        text = f"move the green cube next to the {indicator} magenta prism"
        best = next(r for r in readings(model, normalise(text).words, 5) if r.tree)
        assert f"(indicator: {indicator}) (color: magenta) (type: prism)" in to_string(best.tree), text


def test_without_value_sharing_rules_keep_only_the_colours_training_saw():
    commands = COMMANDS + [Cmd(4, "pick up the leftmost red block", "(event: (action: take (token: 1 2)) (entity: "
                                  "(indicator: leftmost (token: 4)) (color: red (token: 5)) (type: cube (token: 6))))")]
    wanted = "(event: (action: take) (entity: (indicator: leftmost) (color: blue) (type: cube)))"
    for sharing, found in ((0.1, True), (0.0, False)):
        model = train(commands, GrammarOptions(value_sharing=sharing))
        trees = [to_string(r.tree) for r in readings(model, normalise("pick up the leftmost blue block").words, 5) if r.tree]
        assert (wanted in trees) == found


def test_bad_model_files_are_model_errors(tmp_path):
    with pytest.raises(ModelFileError, match="no PCFG model"):
        load_model(tmp_path / "missing.json.gz")
    (tmp_path / "junk.json.gz").write_bytes(b"not gzip")
    with pytest.raises(ModelFileError, match="cannot read"):
        load_model(tmp_path / "junk.json.gz")
    with gzip.open(tmp_path / "other.json.gz", "wt") as f:
        json.dump({"format": "something-else"}, f)
    with pytest.raises(ModelFileError, match="is not PCFG model"):
        load_model(tmp_path / "other.json.gz")


def test_the_lexicon_reads_inflections_concepts_and_one_typo():
    lex = Lexicon({"type=cube": {"block": 3}, "color=red": {"red": 2}, "X": {"the": 4}}, 0.1, 0.5)
    assert lex.read("blocks").word == "block" and lex.read("bloc").word == "block"
    assert lex.read("crimson").how == "concept" and lex.read("xyz").how == "unknown"
    assert max(lex.scores("crimson"), key=lex.scores("crimson").get) == "color=red"
    # an unknown word is filler, or less likely a shape; an unknown number may be anything
    assert set(lex.scores("zzzz")) == {"X", "type=cube"} and lex.scores("zzzz")["X"] > lex.scores("zzzz")["type=cube"]
    assert set(lex.scores("7")) == {"type=cube", "color=red", "X"}
    # a word is never a colour (or a shape) the concept lexicon does not give it, unless training saw it so
    assert "color=red" in lex.scores("crimson") and "color=red" not in lex.scores("the")


def test_packaged_model_is_small_and_parses():
    assert MODEL_PATH.is_file() and MODEL_PATH.stat().st_size < 2_000_000
    model = load_model()
    best = next(r for r in readings(model, normalise("put the grey pyramid on top of the red cube").words, 10) if r.tree is not None)
    assert to_string(best.tree) == ("(event: (action: move) (entity: (color: gray) (type: prism)) (destination: "
                                    "(spatial-relation: (relation: above) (entity: (color: red) (type: cube)))))")


def test_packaged_models_say_what_they_were_trained_on():
    everything, without_dev = (load_model(PACKAGED[split]).trained_on for split in ("train", "train-dev"))
    assert (len(everything), len(without_dev)) == (2500, 2000)
    assert without_dev < everything
    assert all(path.stat().st_size < 100_000 for path in PACKAGED.values())


@pytest.mark.treebank
def test_packaged_models_were_trained_on_their_splits(treebank):
    for split, path in PACKAGED.items():
        assert load_model(path).trained_on == {c.id for c in treebank.split(split)}
