"""The JSON scene format: reading, writing, and what is wrong with a bad file."""

import io
import json
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from planner import SceneFormatError, Scene, Shape, dump_scene, dumps_scene, load_scene, loads_scene
from rcl.errors import SceneError

EXAMPLE = Path(__file__).resolve().parents[2] / "rcl" / "app" / "scenes" / "example.json"


def problems_of(data) -> list[str]:
    with pytest.raises(SceneFormatError) as caught:
        loads_scene(data if isinstance(data, str) else json.dumps(data))
    return caught.value.problems


def shape(x, y, z, color="red", type="cube"):
    return {"x": x, "y": y, "z": z, "color": color, "type": type}


def test_the_example_scene_loads():
    scene = load_scene(EXAMPLE)
    assert len(scene.shapes) == 12 and scene.held is None
    assert scene.at(7, 7, 2) == Shape(7, 7, 2, "green", "prism")


def test_a_held_shape_is_written_under_the_gripper():
    text = '{"shapes": [], "gripper": {"x": 2, "y": 3, "z": 6, "holding": {"color": "blue", "type": "prism"}}}'
    scene = loads_scene(text)
    assert scene.held == Shape(2, 3, 6, "blue", "prism")
    assert json.loads(dumps_scene(scene))["gripper"]["holding"] == {"color": "blue", "type": "prism"}


def test_dumps_is_stable_and_one_shape_per_line():
    scene = Scene((Shape(1, 1, 0, "red", "cube"), Shape(0, 0, 0, "blue", "prism")), (4, 4, 7))
    text = dumps_scene(scene)
    assert text == dumps_scene(Scene(tuple(reversed(scene.shapes)), (4, 4, 7)))
    assert text.splitlines()[2] == '    {"x": 0, "y": 0, "z": 0, "color": "blue", "type": "prism"},'
    out = io.StringIO()
    dump_scene(scene, out)
    assert loads_scene(out.getvalue()) == scene


def test_the_gripper_may_be_left_out():
    assert loads_scene('{"shapes": []}').gripper == (0, 0, 7)


def test_unknown_colour_suggests_the_closest():
    assert problems_of({"shapes": [shape(0, 0, 0, color="grey")]}) == [
        "shapes[0].color: unknown colour 'grey'; did you mean 'gray'? "
        "(colours: red, blue, green, yellow, gray, cyan, white, magenta)"]
    assert "did you mean 'prism'?" in problems_of({"shapes": [shape(0, 0, 0, type="pyramid")]})[0]


def test_every_problem_is_reported_with_its_location():
    problems = problems_of({"shapes": [shape(0, 0, 0), shape(0, 0, 0, "blue"), shape(9, 0, 0),
                                       shape(4, 4, 2), {"x": 1}],
                            "gripper": {"x": 3, "y": 3, "z": 7, "holding": None}, "colour": 1})
    assert problems == [
        'unknown key "colour" (expected shapes, gripper, description)',
        "shapes[2].x: 9 is off the board; x, y and z run from 0 to 7",
        'shapes[4]: missing "y"', 'shapes[4]: missing "z"', 'shapes[4]: missing "color"', 'shapes[4]: missing "type"',
        "shapes[1]: the blue cube is in cell (0,0,0), which shapes[0] (the red cube) already fills",
        "shapes[3]: the red cube at (4,4,2) floats in the air: nothing is under it at (4,4,1)",
    ]


def test_nothing_stands_on_a_prism():
    problems = problems_of({"shapes": [shape(1, 1, 0, "green", "prism"), shape(1, 1, 1)]})
    assert problems == ["shapes[1]: the red cube at (1,1,1) stands on shapes[0], the green prism; "
                        "nothing can stand on a prism"]


def test_held_shape_must_be_at_the_gripper():
    problems = problems_of({"shapes": [], "gripper": {"x": 1, "y": 1, "z": 5,
                                                      "holding": {"color": "red", "type": "cube", "x": 2}}})
    assert problems == ["gripper.holding: the held shape is at (2,1,5) but the gripper is at (1,1,5); "
                        "a held shape is in the gripper's cell (its x, y, z may be left out)"]


def test_a_board_shape_in_the_gripper_cell_must_be_written_as_held():
    problems = problems_of({"shapes": [shape(1, 1, 0)], "gripper": {"x": 1, "y": 1, "z": 0}})
    assert problems[0].startswith("shapes[0]: the red cube is in the gripper's cell (1,1,0)")


def test_bad_json_gives_line_and_column():
    assert problems_of('{\n  "shapes": [,]\n}') == ["line 2, column 14: not valid JSON: Expecting value"]


def test_a_misspelt_key_gets_a_suggestion():
    assert problems_of({"shapes": [{"x": 0, "y": 0, "z": 0, "colour": "red", "type": "cube"}]}) == [
        'shapes[0]: unknown key "colour"; did you mean "color"?', 'shapes[0]: missing "color"']


def test_a_key_given_twice_is_reported_not_silently_overwritten():
    text = ('{"shapes": [{"x": 0, "y": 0, "z": 0, "color": "red", "type": "cube", "x": 3}], '
            '"gripper": {"x": 1, "y": 1, "z": 7, "holding": null}, "shapes": []}')
    assert problems_of(text) == ['"shapes" is given more than once; give each key once']
    text = '{"shapes": [{"x": 0, "y": 0, "z": 0, "color": "red", "type": "cube", "x": 3}]}'
    assert problems_of(text) == ['shapes[0]: "x" is given more than once; give each key once']


def test_coordinates_must_be_whole_numbers():
    assert problems_of({"shapes": [shape(True, 0, 0), shape(0.5, 1, 0)]}) == [
        "shapes[0].x: must be a whole number from 0 to 7, not true",
        "shapes[1].x: must be a whole number from 0 to 7, not 0.5"]


def test_errors_name_the_file_and_are_scene_errors(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"shapes": 3}')
    with pytest.raises(SceneError, match=r"bad.json: 1 problem:\n  shapes: must be a list of shapes, not a number"):
        load_scene(path)
    with pytest.raises(SceneFormatError, match="cannot read the file"):
        load_scene(tmp_path / "missing.json")


# --- properties ---------------------------------------------------------------

COLOURS = ["red", "blue", "green", "yellow", "gray", "cyan", "white", "magenta"]


@st.composite
def valid_scenes(draw) -> Scene:
    """Columns of cubes, perhaps topped by a prism, and a gripper above them, maybe holding a shape."""
    cells = draw(st.sets(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=12))
    shapes, tops = [], {}
    for x, y in sorted(cells):
        height = draw(st.integers(1, 4))
        for z in range(height):
            type = "prism" if z == height - 1 and draw(st.booleans()) else "cube"
            shapes.append(Shape(x, y, z, draw(st.sampled_from(COLOURS)), type))
        tops[(x, y)] = height
    gx, gy = draw(st.integers(0, 7)), draw(st.integers(0, 7))
    gz = draw(st.integers(tops.get((gx, gy), 0), 7))
    if draw(st.booleans()):
        shapes.append(Shape(gx, gy, gz, draw(st.sampled_from(COLOURS)), draw(st.sampled_from(["cube", "prism"]))))
    return Scene(tuple(shapes), (gx, gy, gz))


@settings(max_examples=150, deadline=None)
@given(valid_scenes())
def test_valid_scenes_round_trip(scene):
    assert loads_scene(dumps_scene(scene)) == scene


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=True)
                    | st.sampled_from(["red", "cube", "prism", "x", ""]),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["shapes", "gripper", "holding", "x", "y", "z", "color",
                                                       "type", "description", "other"]), inner, max_size=6),
                    max_leaves=25)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=60), JSON.map(json.dumps), st.binary(max_size=40)))
def test_garbage_raises_only_scene_format_errors(text):
    try:
        loads_scene(text)
    except SceneFormatError as e:
        assert e.problems and all(isinstance(p, str) and p for p in e.problems)


@pytest.mark.treebank
def test_every_treebank_layout_exports_to_a_valid_file_and_back(treebank):
    from planner import scene_from_layout
    for layout in treebank.layouts.values():
        scene = scene_from_layout(layout)
        assert loads_scene(dumps_scene(scene)) == scene, (layout.group, layout.image)
