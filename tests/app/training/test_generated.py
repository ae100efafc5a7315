"""Planner-checked commands the command grammar says on treebank boards (rcl-train pcfg --generated)."""

import pytest

from planner import PHYSICAL, apply_move, judge, parse_move, scene_from_layout
from rcl.app.training.generated import generate, reserved_scenes
from rcl.treebank import scene_images

pytestmark = pytest.mark.treebank


@pytest.fixture(scope="module")
def said(treebank):
    return generate(treebank, per_board=1, seed=1, reserved=reserved_scenes())


def test_every_command_does_one_thing_on_its_board(said, treebank):
    assert len(said) > 200
    for command in said[:80]:
        before, _ = treebank.scene(command.scene)
        board = scene_from_layout(before)
        if command.setup:
            board = apply_move(parse_move(command.setup), board)
        verdict = judge(command.tree.strip_tokens(), board, physics=PHYSICAL)
        assert verdict.coherent and verdict.move is not None, command.text
        assert command.tree.strip_tokens() != command.tree  # its leaves are aligned to its words


def test_the_grounded_benchmarks_boards_are_never_used(said):
    reserved = {scene_images(n)[:2] for n in reserved_scenes()}
    assert all(scene_images(c.scene)[:2] not in reserved for c in said)


def test_generation_is_deterministic(treebank, said):
    again = generate(treebank, per_board=1, seed=1, reserved=reserved_scenes())
    assert [(c.text, c.scene) for c in again] == [(c.text, c.scene) for c in said]
