"""Scenes written as short phrases, for the planner tests."""

from planner import Scene, Shape


def board(*shapes: str, gripper=(3, 3, 7)) -> Scene:
    """board("red cube at 0,7,0", "green prism at 0,7,1", gripper=(4, 4, 7))."""
    parsed = []
    for spec in shapes:
        words, cell = spec.split(" at ")
        color, type = words.split()
        x, y, z = (int(v) for v in cell.split(","))
        parsed.append(Shape(x, y, z, color, type))
    return Scene(tuple(parsed), gripper)
