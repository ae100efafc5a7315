"""rcl-scene: exporting treebank scenes, checking scene files, drawing them."""

import json
from pathlib import Path

import pytest

from planner import load_scene, loads_scene
from rcl.app.cli.scene import main, with_default_command
from rcl.app.example_scenes import example_scene, example_text

EXAMPLE = Path(__file__).resolve().parents[3] / "rcl" / "app" / "scenes" / "example.json"


def test_a_bare_scene_number_means_export():
    assert with_default_command(["--treebank", "tb", "8"]) == ["export", "--treebank", "tb", "8"]
    assert with_default_command(["check", "a.json"]) == ["check", "a.json"]
    assert with_default_command(["--treebank", "tb", "show", "8"]) == ["--treebank", "tb", "show", "8"]
    assert with_default_command(["8", "--out", "example"]) == ["export", "8", "--out", "example"]


def test_check_accepts_the_example(capsys):
    assert main(["check", str(EXAMPLE)]) == 0
    assert capsys.readouterr().out == f"{EXAMPLE}: ok, 12 shapes, gripper at (4,4,7) holding nothing\n"


def test_check_lists_every_problem_and_exits_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"shapes": [{"x": 0, "y": 0, "z": 0, "color": "pink", "type": "cube"},
                                          {"x": 5, "y": 5, "z": 1, "color": "red", "type": "cube"}],
                               "gripper": {"x": 8, "y": 0, "z": 7, "holding": None}}))
    assert main(["check", str(EXAMPLE), str(bad)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[1:] == [f"{bad}: 3 problems",
                       "  shapes[0].color: unknown colour 'pink'; did you mean 'magenta'? "
                       "(colours: red, blue, green, yellow, gray, cyan, white, magenta)",
                       "  gripper.x: 8 is off the board; x, y and z run from 0 to 7",
                       "  shapes[1]: the red cube at (5,5,1) floats in the air: nothing is under it at (5,5,0)"]


def test_check_reports_bad_json_with_its_line(tmp_path, capsys):
    bad = tmp_path / "broken.json"
    bad.write_text('{"shapes": [\n  {"x": 1,}\n]}')
    assert main(["check", str(bad)]) == 2
    assert capsys.readouterr().out.splitlines()[1].startswith("  line 2, column 11: not valid JSON")


def test_show_draws_a_scene_file(capsys):
    assert main(["show", str(EXAMPLE), "--plain"]) == 0
    drawing = capsys.readouterr().out
    assert "RRg" in drawing and "gripper: open, over x=4 y=4 at height 7" in drawing


def test_show_draws_an_example_by_its_name(capsys):
    assert main(["show", "example", "--plain"]) == 0
    assert "RRg" in capsys.readouterr().out


def test_example_writes_the_shipped_example_as_it_is(capsys):
    assert main(["example"]) == 0
    out, err = capsys.readouterr()
    assert out == example_text("example") and err == ""


def test_example_writes_a_named_example_to_a_file_that_checks(tmp_path, capsys):
    board = tmp_path / "board.json"
    assert main(["example", "demo", "--out", str(board)]) == 0
    assert capsys.readouterr().err == f"rcl-scene: wrote the example scene 'demo' to {board}\n"
    assert load_scene(board) == example_scene("demo")
    assert main(["check", str(board)]) == 0


def test_an_unknown_example_is_a_usage_error_naming_the_examples(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["example", "nope"])
    assert exit.value.code == 2
    message = capsys.readouterr().err.splitlines()[-1]
    assert "invalid choice: 'nope'" in message and "demo" in message and "example" in message


@pytest.mark.treebank
def test_export_a_treebank_scene(treebank, tmp_path, capsys):
    assert main(["--treebank", str(treebank.root), "8"]) == 0
    from planner import scene_from_layout
    before, after = treebank.scene(8)
    assert loads_scene(capsys.readouterr().out) == scene_from_layout(before)
    out = tmp_path / "after.json"
    assert main(["export", "8", "--after", "--treebank", str(treebank.root), "--out", str(out)]) == 0
    assert load_scene(out) == scene_from_layout(after)


def test_an_unknown_scene_number_is_an_error(tmp_path, capsys, treebank):
    assert main(["--treebank", str(treebank.root), "1001"]) == 2
    assert "scene 1001 does not exist" in capsys.readouterr().err
