"""Analysing many profile items at once (training, evaluation scripts), on several cores.

Decoding SimpleMRS dominates (about 3 ms a reading), so items are spread over
worker processes; each returns only small picklable results.  For the
error-analysis loop the decoded MRSs can also be kept in a pickle cache
directory outside the repository (`cache=` or $RCL_ERG_CACHE): reloading is
about 30 times faster than decoding.
"""

from __future__ import annotations

import copyreg
import hashlib
import multiprocessing
import os
import pickle
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from delphin.mrs import HCons, ICons

from erg_bridge.features import features
from erg_bridge.profile import ProfileSource
from erg_bridge.readings import analyse
from rcl import locations
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
_CACHE: Path | None = None

# pydelphin's HCons/ICons have a __new__ that pickle's default protocol cannot call.
copyreg.pickle(HCons, lambda h: (HCons, (h.hi, h.relation, h.lo)))
copyreg.pickle(ICons, lambda i: (ICons, (i.left, i.relation, i.right)))


def _mrss(item_id: int):
    if _CACHE is None:
        return _SOURCE.by_id(item_id)
    path = _CACHE / f"{item_id}.pickle"
    try:
        with open(path, "rb") as f:
            return pickle.load(f)
    except (OSError, pickle.PickleError, EOFError):
        mrss = _SOURCE.by_id(item_id)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "wb") as f:
            pickle.dump(mrss, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        return mrss


def _work(item_id: int) -> ItemResult:
    mrss = _mrss(item_id)
    analyses, failures = analyse(mrss)
    result = ItemResult(item_id, len(mrss), [to_string(a.tree) for a in analyses],
                        [features(a, len(mrss)) for a in analyses], [f.reason for f in failures])
    _SOURCE._decoded.pop(item_id, None)  # keep worker memory flat
    return result


def _use(source: ProfileSource, cache: str | os.PathLike | None) -> None:
    global _SOURCE, _CACHE
    _SOURCE = source
    cache = locations.setting("cache", cache)
    # One subdirectory per profile, so two profiles never share cached analyses.
    _CACHE = Path(cache) / hashlib.sha1(str(source.root.resolve()).encode()).hexdigest()[:12] if cache else None
    if _CACHE is not None:
        _CACHE.mkdir(parents=True, exist_ok=True)


def preload(source: ProfileSource, ids: Iterable[int], cache: str | os.PathLike | None = None) -> None:
    """Decode (or load from the cache) the analyses of `ids` into the source's memory, so that
    timing runs (bench/bench_erg.py) measure the bridge, not SimpleMRS decoding."""
    _use(source, cache)
    for item_id in ids:
        source.remember(item_id, _mrss(item_id))


def analyse_items(source: ProfileSource, ids: Iterable[int], workers: int | None = None,
                  cache: str | os.PathLike | None = None) -> dict[int, ItemResult]:
    """ItemResult per item id, computed in `workers` processes (default: all cores)."""
    _use(source, cache)
    source._index()  # build the raw index once, before forking
    ids = list(ids)
    workers = workers or os.cpu_count() or 1
    if workers == 1:
        return {i: _work(i) for i in ids}
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return {r.item_id: r for r in pool.imap_unordered(_work, ids, chunksize=8)}
