"""rcl-scene: exporting treebank scenes, checking scene files, drawing them."""

import json
from pathlib import Path

import pytest

from planner import load_scene, loads_scene
from rcl.app.cli.scene import main, with_default_command

EXAMPLE = Path(__file__).resolve().parents[3] / "data" / "scenes" / "example.json"


def test_a_bare_scene_number_means_export():
    assert with_default_command(["--treebank", "tb", "8"]) == ["export", "--treebank", "tb", "8"]
    assert with_default_command(["check", "a.json"]) == ["check", "a.json"]


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
