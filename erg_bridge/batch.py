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
from pathlib import Path
from typing import Iterable

from delphin.mrs import HCons, ICons

from erg_bridge.profile import ProfileSource
from erg_bridge.readings import Analysed, analyse_command
from rcl import locations


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


def _work(item_id: int) -> tuple[int, Analysed]:
    result = analyse_command(_mrss(item_id)).without_mrss()  # MRSs are large: they stay in the worker
    _SOURCE.forget(item_id)  # keep worker memory flat
    return item_id, result


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
                  cache: str | os.PathLike | None = None) -> dict[int, Analysed]:
    """The `Analysed` of each item id (without MRSs), computed in `workers` processes (default: all cores)."""
    _use(source, cache)
    source.prepare()  # open (or build) the profile's index once, before forking
    ids = list(ids)
    workers = workers or os.cpu_count() or 1
    if workers == 1:
        return dict(_work(i) for i in ids)
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        return dict(pool.imap_unordered(_work, ids, chunksize=8))
