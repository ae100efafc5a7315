"""The example scenes shipped inside the package, and naming a scene by a file or an example's name."""

import json

import pytest

from planner import dumps_scene
from rcl.app.example_scenes import (UnknownSceneError, example_names, example_scene, example_text,
                                    load_named_scene)
from rcl.errors import SceneError


def test_two_examples_ship_with_the_package():
    assert example_names() == ["demo", "example"]


@pytest.mark.parametrize("name", ["demo", "example"])
def test_each_example_is_a_valid_scene_file_with_a_description(name):
    text = example_text(name)
    assert json.loads(text)["description"]
    assert example_scene(name).shapes  # read by the scene reader: it validates everything


def test_the_example_has_its_red_tower_and_green_pyramid_in_the_front_left_corner():
    corner = [(s.z, s.color, s.type) for s in example_scene("example").shapes if (s.x, s.y) == (7, 7)]
    assert corner == [(0, "red", "cube"), (1, "red", "cube"), (2, "green", "prism")]


def test_a_name_gives_the_example_and_a_path_the_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert load_named_scene("demo") == example_scene("demo")
    mine = tmp_path / "mine.json"
    mine.write_text(dumps_scene(example_scene("example")))
    assert load_named_scene(str(mine)) == example_scene("example")


def test_a_file_named_like_an_example_wins(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "demo").write_text(example_text("example"))
    assert load_named_scene("demo") == example_scene("example")


def test_an_unknown_name_lists_the_examples(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(UnknownSceneError, match="no scene file 'exmaple' here .* the examples are demo, example"):
        load_named_scene("exmaple")
    with pytest.raises(UnknownSceneError, match="no example scene 'nope'; the examples are demo, example"):
        example_text("nope")


def test_a_missing_file_gets_the_scene_readers_error(tmp_path):
    with pytest.raises(SceneError, match="cannot read the file"):
        load_named_scene(str(tmp_path / "board.json"))
