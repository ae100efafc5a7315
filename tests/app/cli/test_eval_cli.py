"""rcl-eval on a five-command release written for the tests (tests/conftest.py), and on the shared treebank."""

import json

import pytest

from rcl.app.cli.eval import main
from rcl.app.evaluation import evaluate
from rcl.app.systems import GoldSystem, baseline_system
from rcl.treebank import load_treebank


def run_eval(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_gold_scores_everything_and_the_baseline_what_it_can(mini_treebank):
    tb = load_treebank(mini_treebank)
    gold = evaluate(GoldSystem(treebank=str(mini_treebank)), tb, "all").figures()
    assert (gold["precision"], gold["recall"], gold["coverage"], gold["execution"]) == (100.0, 100.0, 100.0, 100.0)
    base = evaluate(baseline_system(), tb, "all").figures()
    # 11-13 right; 14 (a take-then-drop sequence) answered wrong; 15 ("hello there") abstains
    assert (base["answered"], base["correct"]) == (4, 3)
    assert (base["precision"], base["recall"], base["coverage"]) == (75.0, 60.0, 80.0)
    assert base["metrics"]["constructions"]["sequence"] == {"n": 1, "correct": 0, "accuracy": 0.0}
    labels = {e["label"]: e for e in base["metrics"]["errors"]}
    assert labels["no answer"]["examples"] == [15] and labels["sequence→event"]["count"] == 1


def test_json_has_the_documented_keys_and_runs_are_deterministic(mini_treebank, tmp_path, capsys):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    for out in (first, second):
        code, text, _ = run_eval(capsys, "--treebank", mini_treebank, "--split", "all", "--system", "baseline",
                                 "--json", out, "--errors", "1")
        assert code == 0 and "precision  75.00%" in text and "--- command 14" in text
    a, b = (json.loads(p.read_text()) for p in (first, second))
    for key in ("system", "split", "planner", "n", "answered", "correct", "precision", "recall", "coverage",
                "execution", "metrics", "items"):
        assert key in a
    assert set(a["items"][0]) >= {"id", "text", "gold", "output", "correct", "explanation", "ms"}
    strip = lambda run: [{k: v for k, v in i.items() if k != "ms"} for i in run["items"]]
    assert strip(a) == strip(b) and a["precision"] == b["precision"]


def test_compare_lists_fixed_and_broken_commands(mini_treebank, tmp_path, capsys):
    run_eval(capsys, "--treebank", mini_treebank, "--split", "all", "--system", "baseline", "--json", tmp_path / "b.json")
    run_eval(capsys, "--treebank", mini_treebank, "--split", "all", "--system", "gold", "--json", tmp_path / "g.json")
    code, text, _ = run_eval(capsys, "compare", tmp_path / "b.json", tmp_path / "g.json")
    assert code == 0
    assert "fixed 2, broken 0, net +2" in text and "14  pick up the red pyramid" in text


def test_ids_and_limit_select_commands(mini_treebank, tmp_path, capsys):
    ids = tmp_path / "ids.txt"
    ids.write_text("# the two odd ones\n14\n15\n")
    code, text, _ = run_eval(capsys, "--treebank", mini_treebank, "--split", "all", "--system", "baseline", "--ids", ids)
    assert code == 0 and "on all (2 commands of 5" in text and "recall   0.00%" in text
    code, text, _ = run_eval(capsys, "--treebank", mini_treebank, "--split", "all", "--system", "gold", "--limit", 3,
                             "--no-planner")
    assert "(3 commands of 5" in text and "-SP (no planner)" in text


@pytest.mark.parametrize("argv, message", [
    (["--system", "nonesuch"], "unknown system 'nonesuch'"),
    (["--ids", "MISSING"], "none.txt"),
    (["--json", "/no/such/folder/x.json"], "does not exist"),
    (["--split", "eval"], "3,409-command"),
])
def test_bad_input_is_a_clear_error_with_exit_2(mini_treebank, capsys, argv, message):
    code, _, err = run_eval(capsys, "--treebank", mini_treebank, "--split", "all", "--system", "gold",
                            *[a.replace("MISSING", str(mini_treebank / "none.txt")) for a in argv])
    assert code == 2 and message in err and "Traceback" not in err


def test_compare_refuses_files_that_are_not_runs(tmp_path, capsys):
    (tmp_path / "x.json").write_text("{]")
    code, _, err = run_eval(capsys, "compare", tmp_path / "x.json", tmp_path / "x.json")
    assert code == 2 and "not JSON" in err


def test_gold_is_coherent_on_the_shared_dev_split(treebank, capsys):
    code, text, _ = run_eval(capsys, "--split", "dev", "--system", "gold")
    assert code == 0 and "precision 100.00%  recall 100.00%" in text and "execution accuracy      100.00%" in text


def test_eval_split_of_a_full_release_is_the_commands_after_the_first_2500(mini_treebank, capsys):
    # A full release continues the numbering past the 2,500 training commands.
    text, tree = "put the red pyramid on the blue cube", (mini_treebank / "annotation.txt").read_text().splitlines()[0].split("\t")[2]
    (mini_treebank / "commands.txt").write_text("".join(f"{i}\t1\t{text}\n" for i in range(1, 2504)))
    (mini_treebank / "annotation.txt").write_text("".join(f"{i}\trcl\t{tree}\n" for i in range(1, 2504)))
    code, out, _ = run_eval(capsys, "--treebank", mini_treebank, "--split", "eval", "--system", "baseline")
    assert code == 0 and "on eval (3 commands of 2503" in out and "recall 100.00%" in out


def write_ids(tmp_path, *ids):
    path = tmp_path / "ids.txt"
    path.write_text("".join(f"{i}\n" for i in ids))
    return path


def test_the_pcfg_is_scored_with_a_packaged_model_that_never_saw_the_commands(packaged_pcfg, aligned_treebank,
                                                                             tmp_path, capsys):
    code, text, _ = run_eval(capsys, "--treebank", aligned_treebank, "--split", "all", "--system", "pcfg",
                             "--ids", write_ids(tmp_path, 13, 15), "--json", tmp_path / "run.json")
    assert code == 0 and "WARNING" not in text
    assert f"model (pcfg): {packaged_pcfg['train-dev']}, trained on 1 command, 0 of them evaluated here" in text
    data = json.loads((tmp_path / "run.json").read_text())
    assert data["overlap"] == 0 and data["models"][0]["model"] == str(packaged_pcfg["train-dev"])


def test_a_model_trained_on_the_commands_is_refused_with_the_fix(packaged_pcfg, aligned_treebank, tmp_path,
                                                                capsys):
    from fallback_pcfg.model import load_model
    from rcl.modelfile import KEY, encode_ids
    saw_dev = load_model(packaged_pcfg["train"])
    saw_dev.meta[KEY] = encode_ids([11, 13, 15])  # 15 is the mini release's one dev command
    saw_dev.save(tmp_path / "saw-dev.json.gz")
    code, text, err = run_eval(capsys, "--treebank", aligned_treebank, "--split", "dev", "--system", "pcfg",
                               "--model", tmp_path / "saw-dev.json.gz")
    assert code == 2 and text == "" and "Traceback" not in err
    assert f"the pcfg model {tmp_path / 'saw-dev.json.gz'} was trained on 1 of the 1 dev commands evaluated" in err
    assert "fix (pcfg): " in err and "rcl-train pcfg --split train-dev" in err and "--allow-overlap" in err
    # every packaged model learnt from command 11: no retraining helps on a training split
    code, _, err = run_eval(capsys, "--treebank", aligned_treebank, "--split", "all", "--system", "pcfg")
    assert code == 2 and "trained on 2 of the 5 all commands" in err
    assert "every trained model learns from part of 'all'" in err and "fix" not in err


def test_allow_overlap_runs_and_flags_the_report_and_the_json(packaged_pcfg, aligned_treebank, tmp_path,
                                                             capsys):
    code, text, _ = run_eval(capsys, "--treebank", aligned_treebank, "--split", "all", "--system", "pcfg",
                             "--allow-overlap", "--json", tmp_path / "run.json")
    assert code == 0
    assert "WARNING: CONTAMINATED FIGURES: 2 of these 5 commands were training data" in text.splitlines()[2]
    data = json.loads((tmp_path / "run.json").read_text())
    assert data["overlap"] == 2 and data["models"][0]["overlap"] == 2
    assert data["warnings"][0].startswith("WARNING: CONTAMINATED FIGURES")
    run_eval(capsys, "--treebank", aligned_treebank, "--split", "all", "--system", "gold", "--json", tmp_path / "g.json")
    _, text, _ = run_eval(capsys, "compare", tmp_path / "run.json", tmp_path / "g.json")
    assert "WARNING: A was scored on 2 commands its models were trained on" in text and "B was" not in text


def test_the_table_refuses_an_overlapping_row_or_marks_it(packaged_pcfg, aligned_treebank, tmp_path,
                                                         capsys):
    argv = ["table", "--treebank", aligned_treebank, "--split", "all", "--systems", "pcfg,baseline"]
    code, text, err = run_eval(capsys, *argv)
    assert code == 2 and "pcfg: the pcfg model" in err and text == ""
    code, text, _ = run_eval(capsys, *argv, "--allow-overlap", "--json", tmp_path / "table.json")
    assert code == 0 and "| pcfg ! |" in text and "| baseline |" in text
    assert "pcfg: WARNING: CONTAMINATED FIGURES: 2 of these 5 commands" in text
    rows = json.loads((tmp_path / "table.json").read_text())["rows"]
    assert [(r["system"], r["overlap"]) for r in rows] == [("pcfg", 2), ("baseline", 0)]


def test_compare_refuses_a_file_that_is_not_text(tmp_path, capsys):
    (tmp_path / "junk.bin").write_bytes(b"\xff\xfe\x00binary")
    (tmp_path / "x.json").write_text("{}")
    code, _, err = run_eval(capsys, "compare", tmp_path / "junk.bin", tmp_path / "x.json")
    assert code == 2 and "junk.bin: not UTF-8 text" in err and "Traceback" not in err


def test_a_limit_of_zero_is_refused_not_read_as_everything(mini_treebank, capsys):
    with pytest.raises(SystemExit) as caught:
        main(["--treebank", str(mini_treebank), "--split", "all", "--system", "gold", "--limit", "0"])
    assert caught.value.code == 2 and "must be 1 or more" in capsys.readouterr().err


def test_a_row_that_cannot_be_built_keeps_the_table_whole(mini_treebank, capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("RCL_ERG_PROFILE", raising=False)
    monkeypatch.chdir(tmp_path)  # no ../shared profile from here
    monkeypatch.setattr("rcl.locations._CHECKOUT", tmp_path / "repo")
    code, text, _ = run_eval(capsys, "table", "--treebank", mini_treebank, "--split", "all", "--systems", "erg,gold")
    table = [line for line in text.splitlines() if line.startswith("|")]
    assert code == 0 and table[2] == "| erg | n/a | n/a | n/a | n/a |"
    assert all(line.endswith("|") for line in table)
    assert "erg: no figures: the erg system needs analyses" in text


def test_two_jobs_give_the_report_of_one(mini_treebank, capsys, tmp_path):
    runs = []
    for jobs in ("1", "2"):
        code, text, _ = run_eval(capsys, "--treebank", mini_treebank, "--split", "all", "--system", "baseline",
                                 "--jobs", jobs, "--json", tmp_path / f"{jobs}.json")
        items = json.loads((tmp_path / f"{jobs}.json").read_text())["items"]
        runs.append((code, [line for line in text.splitlines() if not line.startswith("speed")],
                     [{k: v for k, v in item.items() if k != "ms"} for item in items]))
    assert runs[0] == runs[1] and runs[0][0] == 0
