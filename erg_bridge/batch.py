"""Analysing many profile items at once (training, evaluation scripts), on several cores.

Decoding SimpleMRS dominates (about 3 ms a reading), so items are spread over
worker processes; each returns only small picklable results.
"""

from __future__ import annotations

import multiprocessing
import os
from dataclasses import dataclass
from typing import Iterable

from erg_bridge.features import features
from erg_bridge.profile import ProfileSource
from erg_bridge.readings import analyse
from rcl.writer import to_string


@dataclass
class ItemResult:
    """What the bridge makes of one item: candidate trees (RCL strings) with features."""

    item_id: int
    readings: int
    trees: list[str]
    feats: list[dict[str, float]]
    failures: list[str]


_SOURCE: ProfileSource | None = None


def _work(item_id: int) -> ItemResult:
    mrss = _SOURCE.by_id(item_id)
    analyses, failures = analyse(mrss)
    result = ItemResult(item_id, len(mrss), [to_string(a.tree) for a in analyses],
                        [features(a, len(mrss)) for a in analyses], [f.reason for f in failures])
    _SOURCE._decoded.pop(item_id, None)  # keep worker memory flat
    return result


def analyse_items(source: ProfileSource, ids: Iterable[int], workers: int | None = None) -> dict[int, ItemResult]:
    """ItemResult per item id, computed in `workers` processes (default: all cores)."""
    global _SOURCE
    _SOURCE = source
    source._index()  # build the raw index once, before forking
    ids = list(ids)
    workers = workers or os.cpu_count() or 1
    if workers == 1:
        return {i: _work(i) for i in ids}
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return {r.item_id: r for r in pool.imap_unordered(_work, ids, chunksize=8)}
