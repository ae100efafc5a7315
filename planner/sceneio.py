"""The JSON scene format (docs/scenes.md): reading with strict validation, writing.

    {
      "shapes": [
        {"x": 7, "y": 7, "z": 0, "color": "red", "type": "cube"},
        {"x": 7, "y": 7, "z": 1, "color": "green", "type": "prism"}
      ],
      "gripper": {"x": 3, "y": 3, "z": 7, "holding": null}
    }

Reading reports every problem at once, each with its JSON location, and
raises SceneFormatError (a rcl.errors.SceneError):

    >>> loads_scene('{"shapes": [{"x": 0, "y": 9, "z": 0, "color": "purpel", "type": "cube"},'
    ...             ' {"x": 2, "y": 2, "z": 1, "color": "red", "type": "cube"}]}')
    Traceback (most recent call last):
    ...
    planner.errors.SceneFormatError: scene: 3 problems:
      shapes[0].y: 9 is off the board; x, y and z run from 0 to 7
      shapes[0].color: unknown colour 'purpel'; did you mean 'magenta'? (colours: red, blue, green, yellow, gray, cyan, white, magenta)
      shapes[1]: the red cube at (2,2,1) floats in the air: nothing is under it at (2,2,0)
"""

from __future__ import annotations

import difflib
import json
import os
from typing import IO, Any

from planner.errors import SceneFormatError
from planner.scene import COLORS, HEIGHT, SHAPE_TYPES, SIZE, Scene, Shape, format_cell

SHAPE_KEYS = ("x", "y", "z", "color", "type")
GRIPPER_KEYS = ("x", "y", "z", "holding")
HELD_KEYS = ("color", "type", "x", "y", "z")
TOP_KEYS = ("shapes", "gripper", "description")
DEFAULT_GRIPPER = (0, 0, 7)
#: Words people write for colours and shapes, used only to suggest the right one.
NEAR_MISSES = {"grey": "gray", "purple": "magenta", "pink": "magenta", "turquoise": "cyan",
               "pyramid": "prism", "tetrahedron": "prism", "block": "cube", "box": "cube", "brick": "cube"}


def loads_scene(text: str | bytes, source: str = "scene") -> Scene:
    """The Scene in a JSON text; SceneFormatError listing every problem otherwise."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise SceneFormatError([f"not UTF-8 text (byte {e.start})"], source) from None
    try:
        data = json.loads(text, object_pairs_hook=_JSONObject.of)
    except json.JSONDecodeError as e:
        raise SceneFormatError([f"line {e.lineno}, column {e.colno}: not valid JSON: {e.msg}"], source) from None
    except (ValueError, RecursionError) as e:
        raise SceneFormatError([f"not valid JSON: {e}"], source) from None
    return scene_from_json(data, source)


def load_scene(path_or_file: str | os.PathLike | IO[str]) -> Scene:
    """The Scene in a JSON file, given as a path or an open file."""
    if hasattr(path_or_file, "read"):
        return loads_scene(path_or_file.read(), getattr(path_or_file, "name", "scene"))
    try:
        with open(path_or_file, "rb") as handle:
            data = handle.read()
    except OSError as e:
        raise SceneFormatError([f"cannot read the file: {e.strerror}"], str(path_or_file)) from None
    return loads_scene(data, str(path_or_file))


def dumps_scene(scene: Scene) -> str:
    """The scene as pretty, stable JSON: one shape per line, in (x, y, z) order."""
    held = scene.held
    lines = [_shape_json(s) for s in scene.shapes if s is not held]
    shapes = "[\n    " + ",\n    ".join(lines) + "\n  ]" if lines else "[]"
    x, y, z = scene.gripper
    holding = json.dumps({"color": held.color, "type": held.type}) if held is not None else "null"
    gripper = f'{{"x": {x}, "y": {y}, "z": {z}, "holding": {holding}}}'
    return f'{{\n  "shapes": {shapes},\n  "gripper": {gripper}\n}}\n'


def dump_scene(scene: Scene, file: IO[str]) -> None:
    """Write `dumps_scene(scene)` to an open text file."""
    file.write(dumps_scene(scene))


def check_scene(path_or_file) -> list[str]:
    """The problems of a scene file ([] when it is valid)."""
    try:
        load_scene(path_or_file)
    except SceneFormatError as e:
        return e.problems
    return []


def _shape_json(shape: Shape) -> str:
    return json.dumps({"x": shape.x, "y": shape.y, "z": shape.z, "color": shape.color, "type": shape.type})


# --- validation -----------------------------------------------------------------

class _JSONObject(dict):
    """A JSON object that remembers the keys it was given more than once (json keeps the last)."""

    repeated: tuple[str, ...] = ()

    @classmethod
    def of(cls, pairs: list[tuple[str, Any]]) -> "_JSONObject":
        obj = cls(pairs)
        keys = [key for key, _ in pairs]
        obj.repeated = tuple(dict.fromkeys(k for i, k in enumerate(keys) if k in keys[:i]))
        return obj


def scene_from_json(data: Any, source: str = "scene") -> Scene:
    """The Scene of parsed JSON data, after checking everything about it."""
    problems: list[str] = []
    if not isinstance(data, dict):
        raise SceneFormatError([f"the top level must be an object with \"shapes\" and \"gripper\", "
                                f"not {_kind(data)}"], source)
    _check_keys(data, TOP_KEYS, "", problems)
    if "description" in data and not isinstance(data["description"], str):
        problems.append("description: must be a string")
    listed = data.get("shapes")
    if listed is None:
        problems.append('shapes: missing; give a list of shapes (it may be empty)')
        listed = []
    elif not isinstance(listed, list):
        problems.append(f"shapes: must be a list of shapes, not {_kind(listed)}")
        listed = []
    shapes: list[tuple[str, Shape]] = []
    for index, item in enumerate(listed):
        shape = _read_shape(item, f"shapes[{index}]", SHAPE_KEYS, SHAPE_KEYS, problems)
        if shape is not None:
            shapes.append((f"shapes[{index}]", shape))
    gripper, held = _read_gripper(data.get("gripper"), problems)
    _check_physics(shapes, gripper, problems)
    if problems:
        raise SceneFormatError(problems, source)
    all_shapes = [s for _, s in shapes] + ([held.at(*gripper)] if held is not None else [])
    return Scene(tuple(all_shapes), gripper)


def _read_shape(item: Any, where: str, keys, required, problems: list[str]) -> Shape | None:
    if not isinstance(item, dict):
        problems.append(f"{where}: must be an object like {{\"x\": 0, \"y\": 0, \"z\": 0, "
                        f"\"color\": \"red\", \"type\": \"cube\"}}, not {_kind(item)}")
        return None
    _check_keys(item, keys, where, problems)
    ok = True
    for key in required:
        if key not in item:
            problems.append(f"{where}: missing \"{key}\"")
            ok = False
    coords = [_coordinate(item[k], f"{where}.{k}", problems) if k in item else 0 for k in ("x", "y", "z")
              if k in keys]
    color = _word(item.get("color"), f"{where}.color", "colour", COLORS, problems) if "color" in item else None
    type = _word(item.get("type"), f"{where}.type", "type", SHAPE_TYPES, problems) if "type" in item else None
    if not ok or None in coords or color is None or type is None:
        return None
    return Shape(*(coords + [0] * (3 - len(coords))), color, type)


def _read_gripper(gripper: Any, problems: list[str]) -> tuple[tuple | None, Shape | None]:
    if gripper is None:
        return DEFAULT_GRIPPER, None
    if not isinstance(gripper, dict):
        problems.append(f"gripper: must be an object like {{\"x\": 3, \"y\": 3, \"z\": 7, \"holding\": null}}, "
                        f"not {_kind(gripper)}")
        return None, None
    _check_keys(gripper, GRIPPER_KEYS, "gripper", problems)
    cell = []
    for key in ("x", "y", "z"):
        if key not in gripper:
            problems.append(f"gripper: missing \"{key}\"")
            cell.append(None)
        else:
            cell.append(_coordinate(gripper[key], f"gripper.{key}", problems))
    holding = gripper.get("holding")
    held = None
    if holding is not None:
        held = _read_shape(holding, "gripper.holding", HELD_KEYS, ("color", "type"), problems)
        if held is not None and None not in cell and any(k in holding for k in "xyz"):
            at = tuple(holding.get(k, c) for k, c in zip("xyz", cell))
            if at != tuple(cell):
                problems.append(f"gripper.holding: the held shape is at {format_cell(at)} but the gripper "
                                f"is at {format_cell(cell)}; a held shape is in the gripper's cell "
                                "(its x, y, z may be left out)")
    return (tuple(cell) if None not in cell else None), held


def _check_physics(shapes: list[tuple[str, Shape]], gripper: tuple | None, problems: list[str]) -> None:
    cells: dict[tuple, tuple[str, Shape]] = {}
    for where, shape in shapes:
        if shape.cell in cells:
            other, first = cells[shape.cell]
            problems.append(f"{where}: the {shape.name} is in cell {format_cell(shape.cell)}, "
                            f"which {other} (the {first.name}) already fills")
        else:
            cells[shape.cell] = (where, shape)
    for where, shape in shapes:
        if shape.cell == gripper:
            problems.append(f"{where}: the {shape.name} is in the gripper's cell {format_cell(gripper)}; "
                            "a held shape goes under gripper.holding")
            continue
        if shape.z == 0:
            continue
        below = (shape.x, shape.y, shape.z - 1)
        if below not in cells or below == gripper:
            problems.append(f"{where}: the {shape.name} at {format_cell(shape.cell)} floats in the air: "
                            f"nothing is under it at {format_cell(below)}")
        elif cells[below][1].type == "prism":
            other, prism = cells[below]
            problems.append(f"{where}: the {shape.name} at {format_cell(shape.cell)} stands on {other}, "
                            f"the {prism.name}; nothing can stand on a prism")


def _coordinate(value: Any, where: str, problems: list[str]) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            problems.append(f"{where}: must be a whole number from 0 to 7, not {json.dumps(value)[:40]}")
            return None
    if not 0 <= value < max(SIZE, HEIGHT):
        problems.append(f"{where}: {value} is off the board; x, y and z run from 0 to 7")
        return None
    return value


def _word(value: Any, where: str, what: str, allowed, problems: list[str]) -> str | None:
    if isinstance(value, str) and value in allowed:
        return value
    if not isinstance(value, str):
        problems.append(f"{where}: must be a {what} name ({', '.join(allowed)}), not {_kind(value)}")
        return None
    problems.append(f"{where}: unknown {what} '{value}'{_suggest(value, allowed)} ({what}s: {', '.join(allowed)})")
    return None


def _suggest(value: str, allowed) -> str:
    lowered = value.strip().lower()
    guess = lowered if lowered in allowed else NEAR_MISSES.get(lowered)
    if guess is None:
        close = difflib.get_close_matches(lowered, list(allowed) + list(NEAR_MISSES), n=1, cutoff=0.6)
        close = close or difflib.get_close_matches(lowered, allowed, n=1, cutoff=0.0)
        guess = NEAR_MISSES.get(close[0], close[0]) if close else None
    return f"; did you mean '{guess}'?" if guess else ""


def _check_keys(obj: dict, known, where: str, problems: list[str]) -> None:
    """Unknown keys (with a suggestion) and keys given twice in one object."""
    for key in getattr(obj, "repeated", ()):
        problems.append(f"{where + ': ' if where else ''}\"{key}\" is given more than once; give each key once")
    for key in obj:
        if key not in known:
            close = difflib.get_close_matches(str(key), known, n=1, cutoff=0.5)
            hint = f"; did you mean \"{close[0]}\"?" if close else f" (expected {', '.join(known)})"
            problems.append(f"{where + ': ' if where else ''}unknown key \"{key}\"{hint}")


def _kind(value: Any) -> str:
    names = {dict: "an object", list: "a list", str: "a string", bool: "true/false", type(None): "null",
             int: "a number", float: "a number"}
    return names.get(type(value), type(value).__name__)


__all__ = ["load_scene", "loads_scene", "dump_scene", "dumps_scene", "check_scene", "scene_from_json"]
