"""Sharing the commands among forked workers: the same results, in the same order, as one process."""

import os

import pytest

from rcl.app.evaluation import cores, evaluate, evaluate_conditions
from rcl.app.evaluation.workers import CHUNK, can_fork, ordered_map
from rcl.app.systems import make_system
from rcl.treebank import load_treebank

pytestmark = pytest.mark.skipif(not can_fork(), reason="workers are forked copies: no fork on this platform")


def test_results_come_back_in_order_from_other_processes():
    numbers = list(range(3 * CHUNK + 1))
    results = list(ordered_map(lambda n: (n * n, os.getpid()), numbers, jobs=2))
    assert [square for square, _ in results] == [n * n for n in numbers]
    assert os.getpid() not in {pid for _, pid in results}  # all done by workers
    assert list(ordered_map(lambda n: (n, os.getpid()), [1, 2], jobs=1)) == [(1, os.getpid()), (2, os.getpid())]


def test_each_worker_runs_its_exit_task(tmp_path):
    def leave_a_mark():
        (tmp_path / str(os.getpid())).touch()

    pids = {pid for pid in ordered_map(lambda n: os.getpid(), list(range(4 * CHUNK)), jobs=2, on_exit=leave_a_mark)}
    marked = {int(p.name) for p in tmp_path.iterdir()}
    assert len(marked) == 2 and pids <= marked  # both workers ran it, even one that got no work


def test_an_error_in_a_worker_reaches_the_caller():
    def fail_on_five(n):
        if n == 5:
            raise ValueError("five")
        return n

    with pytest.raises(ValueError, match="five"):
        list(ordered_map(fail_on_five, list(range(2 * CHUNK)), jobs=2))


def test_an_evaluation_on_two_cores_equals_one_on_one(mini_treebank):
    treebank = load_treebank(mini_treebank)
    system = make_system("baseline")
    one, two = (evaluate(system, treebank, "all", jobs=jobs) for jobs in (1, 2))
    strip = lambda run: [{k: v for k, v in item.to_json().items() if k != "ms"} for item in run.items]
    assert strip(one) == strip(two) and len(one.items) == 5
    assert cores() >= 1


def test_both_conditions_in_one_pass_equal_two_runs(mini_treebank):
    treebank = load_treebank(mini_treebank)
    system = make_system("baseline")
    strip = lambda run: [{k: v for k, v in item.to_json().items() if k != "ms"} for item in run.items]
    for jobs in (1, 2):
        minus, plus = evaluate_conditions(system, treebank, "all", (False, True), jobs=jobs)
        assert (minus.planner, plus.planner) == (False, True)
        assert strip(minus) == strip(evaluate(system, treebank, "all", planner=False))
        assert strip(plus) == strip(evaluate(system, treebank, "all", planner=True))
