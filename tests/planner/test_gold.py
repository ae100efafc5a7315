"""The planner against the shared treebank: every gold tree reproduces its scene, and
gold trees changed where the notes say it matters are rejected (skipped without the treebank)."""

import pytest

from planner import judge, scene_from_layout
from planner.events import take_then_drop
from rcl.app.cli.planner import main
from rcl.model import Branch, Leaf

pytestmark = pytest.mark.treebank


def test_python_m_planner_check_reproduces_every_gold_tree(treebank, capsys):
    status = main(["check", "--treebank", str(treebank.root), "--quiet"])
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == f"{len(treebank.commands)}/{len(treebank.commands)} gold trees reproduce their after-layout"
    assert status == 0


def scenes(treebank, command):
    return tuple(scene_from_layout(layout) for layout in treebank.scene(command.scene))


def main_entity_path(tree):
    """Where the entity that is taken, moved or dropped sits: (event index or None, entity index)."""
    event = tree
    if tree.tag == "sequence":
        if take_then_drop(tree) is None:
            return None
        event = tree.children[0]
    index = max(i for i, c in enumerate(event.children) if c.tag == "entity")
    return event, index


def with_entity(tree, change):
    """The tree with its main entity replaced by change(entity)."""
    event, index = main_entity_path(tree)
    children = list(event.children)
    children[index] = change(children[index])
    new_event = event.with_children(children)
    if tree.tag == "sequence":
        return tree.with_children([new_event] + list(tree.children[1:]))
    return new_event


def gold_cases(treebank):
    for command in treebank.split("train"):
        if main_entity_path(command.gold) is not None:
            yield command, command.gold


def verdicts_of_mutants(treebank, mutate):
    results = []
    for command, gold in gold_cases(treebank):
        mutant = mutate(gold)
        if mutant is not None:
            before, after = scenes(treebank, command)
            results.append((command.id, judge(mutant, before, after)))
    return results


OTHER_COLOUR = {"red": "blue", "blue": "green", "green": "yellow", "yellow": "gray", "gray": "cyan",
                "cyan": "white", "white": "magenta", "magenta": "red"}


def test_another_colour_on_the_moved_shape_is_incoherent(treebank):
    def recolour(entity):
        colours = entity.values_of("color")
        if len(colours) != 1:
            return None
        return entity.with_children(Leaf("color", OTHER_COLOUR[c.value]) if c.tag == "color" else c
                                    for c in entity.children)

    def mutate(tree):
        event, index = main_entity_path(tree)
        return with_entity(tree, recolour) if recolour(event.children[index]) is not None else None
    results = verdicts_of_mutants(treebank, mutate)
    assert len(results) > 2000
    assert [cid for cid, v in results if v.coherent] == []


def test_a_cube_for_a_prism_is_incoherent(treebank):
    swap = {"cube": "prism", "prism": "cube"}

    def mutate(tree):
        event, index = main_entity_path(tree)
        if event.children[index].value_of("type") not in swap:
            return None
        return with_entity(tree, lambda e: e.with_children(
            Leaf("type", swap[c.value]) if c.tag == "type" else c for c in e.children))
    results = verdicts_of_mutants(treebank, mutate)
    assert len(results) > 2000
    assert [cid for cid, v in results if v.coherent] == []


def test_front_or_back_on_a_shape_removes_it(treebank):
    def mutate(tree):
        event, index = main_entity_path(tree)
        if event.children[index].value_of("type") not in ("cube", "prism"):
            return None
        return with_entity(tree, lambda e: Branch("entity", (Leaf("indicator", "front"),) + e.children))
    results = verdicts_of_mutants(treebank, mutate)
    assert len(results) > 2000
    assert all(not v.coherent for _, v in results)
    # take/move: nothing is left to take; drop: the held shape is not a "front" one.
    assert all(v.reason.startswith(("there is no front ", "the gripper is holding the ")) for _, v in results)


def test_dropping_with_an_empty_gripper_is_incoherent(treebank):
    checked = 0
    for command in treebank.split("train"):
        gold = command.gold
        if gold.tag != "event" or gold.value_of("action") != "move":
            continue
        before, after = scenes(treebank, command)
        mutant = gold.with_children(Leaf("action", "drop") if c.tag == "action" else c for c in gold.children)
        verdict = judge(mutant, before, after)
        assert verdict.reason == "the gripper is holding nothing to drop", command.id
        checked += 1
    assert checked > 1000


def test_gold_trees_are_coherent_on_the_before_layout_alone(treebank):
    for command in treebank.split("dev"):
        before, after = scenes(treebank, command)
        verdict = judge(command.gold, before)
        assert verdict.coherent, (command.id, verdict.reason)


# The worked examples of PLANNER-NOTES.md, section 6: command id -> the official planner's move.
WORKED_EXAMPLES = {951: "move 6,1,4 -> 7,6,2", 7321: "move 1,6,3 -> 5,6,2", 48: "move 4,5,1 -> 7,7,2",
                   6652: "move 7,5,0 -> 3,3,1", 1252: "move 4,5,1 -> 4,6,1", 1632: "move 7,0,3 -> 4,2,1",
                   3861: "move 4,3,1 -> 6,5,0", 10393: "move 4,4,0 -> 3,4,0", 28: "move 4,4,1 -> 0,7,1",
                   264: "drop", 81: "move 6,7,1 -> 3,6,2", 3456: "take 3,6,1"}


@pytest.mark.parametrize("command_id", sorted(WORKED_EXAMPLES))
def test_worked_examples_of_the_notes(treebank, command_id):
    command = treebank.command(command_id)
    before, after = scenes(treebank, command)
    verdict = judge(command.gold, before, after)
    assert verdict.coherent and str(verdict.move) == WORKED_EXAMPLES[command_id]
