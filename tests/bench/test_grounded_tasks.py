"""The grounded benchmark's goals: drawn the same way on every run, and the committed ones still hold."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "grounded"
sys.path.insert(0, str(BENCH))
import tasks  # noqa: E402


def draw(hash_seed: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    return subprocess.run([sys.executable, str(BENCH / "tasks.py"), "--count", "12", "--seed", "7"], env=env,
                          capture_output=True, text=True, check=True).stdout


def test_the_same_seed_draws_the_same_goals_whatever_the_hash_seed(treebank):
    assert draw("1") == draw("2")


@pytest.mark.parametrize("name", ["tasks.json", "tasks-c.json", "tasks-d.json", "tasks-e.json", "tasks-f.json",
                                  "tasks-h.json", "tasks-i.json", "tasks-j.json", "tasks-k.json",
                                  "tasks-l.json", "tasks-m.json", "tasks-n.json", "tasks-o.json",
                                  "tasks-p.json", "tasks-q.json", "tasks-r.json"])
def test_every_committed_goal_is_reachable_and_leaves_its_recorded_layout(treebank, name):
    assert tasks.verify(tasks.load_tasks(BENCH / name), treebank) == []


def test_a_goal_that_leaves_another_layout_is_reported(treebank):
    task = tasks.load_tasks(BENCH / "tasks.json")[0]
    wrong = tasks.Task(**{**task.__dict__, "layout_digest": "0" * 16})
    assert tasks.verify([wrong], treebank) == [f"{task.id}: the goal leaves another layout than the one recorded"]
