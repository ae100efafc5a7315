"""Scoring commands on every core: forked copies of the evaluating process share the work.

    for item in ordered_map(score_one, commands, jobs=2):
        ...

Workers are forked, so the task and everything it reaches (a loaded system,
its models, the treebank) are inherited, never pickled or loaded again; only
positions go to the workers and results come back.  Where a platform cannot
fork (Windows), or with one job, the task runs in this process.
"""

from __future__ import annotations

import gc
import multiprocessing
import multiprocessing.util
import os
from typing import Callable, Iterator, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")

#: Positions handed to a worker at a time: small enough to keep both cores busy to the end.
CHUNK = 8

# What forked workers run, set just before the fork (a worker reads its inherited copy).
_task: Callable | None = None
_items: Sequence | None = None


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return max(len(os.sched_getaffinity(0)), 1)
    return os.cpu_count() or 1


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def ordered_map(task: Callable[[T], R], items: Sequence[T], jobs: int,
                on_exit: Callable[[], None] | None = None) -> Iterator[R]:
    """task(item) for each item, in order, computed by `jobs` forked workers.

    `on_exit` runs in each worker as it ends (closing processes the worker started, say).
    """
    global _task, _items
    if jobs <= 1 or len(items) <= 1 or not can_fork():
        yield from map(task, items)
        return
    chunks = [(start, min(start + CHUNK, len(items))) for start in range(0, len(items), CHUNK)]
    _task, _items = task, items
    gc.freeze()  # the parent's objects stay out of the collector, so their pages stay shared with workers
    pool = multiprocessing.get_context("fork").Pool(min(jobs, len(chunks)), _start_worker, (on_exit,))
    try:
        for results in pool.imap(_run_chunk, chunks):
            yield from results
        pool.close()
        pool.join()  # workers end normally, so each runs on_exit
    finally:
        pool.terminate()
        _task, _items = None, None
        gc.unfreeze()


def _start_worker(on_exit: Callable[[], None] | None) -> None:
    if on_exit is not None:
        multiprocessing.util.Finalize(None, on_exit, exitpriority=10)


def _run_chunk(bounds: tuple[int, int]) -> list:
    start, stop = bounds
    return [_task(_items[i]) for i in range(start, stop)]
