"""Which treebank commands a trained model saw, stored compactly in the model's meta.

Every trained model (PCFG, ERG ranker, arbiter) records the ids of the
commands it learned from, so that an evaluation can refuse to score it on
them.  Treebank ids increase but are far from contiguous (19, 28, 34, ...),
so ranges would not help; the ids are kept sorted as a first id followed by
the gaps between neighbours, which gzip packs into about 2 kB for all 2,500
training commands.  The same ids always give the same record, so model files
stay byte-identical from one training run to the next.

>>> record = encode_ids([34, 19, 28, 19])
>>> record
{'count': 3, 'gaps': [19, 9, 6]}
>>> sorted(decode_ids(record))
[19, 28, 34]
>>> trained_on({"trained_on": record}) == frozenset({19, 28, 34}), trained_on({"split": "train"})
(True, None)
"""

from __future__ import annotations

from itertools import accumulate
from typing import Any, Iterable, Mapping

from rcl.errors import RCLError

#: The meta key under which a model keeps its record.
KEY = "trained_on"


class ProvenanceError(RCLError):
    """A model's record of its training commands is malformed."""


def encode_ids(ids: Iterable[int]) -> dict[str, Any]:
    """The compact, deterministic record of a set of command ids: count and sorted gaps."""
    ordered = sorted(set(int(i) for i in ids))
    gaps = [b - a for a, b in zip([0] + ordered, ordered)]
    return {"count": len(ordered), "gaps": gaps}


def decode_ids(record: Mapping[str, Any]) -> frozenset[int]:
    """The ids of a record written by `encode_ids` (its count is checked)."""
    try:
        gaps = [int(g) for g in record["gaps"]]
        count = int(record["count"])
    except (KeyError, TypeError, ValueError) as e:
        raise ProvenanceError(f"malformed record of training commands: {e!r}") from None
    if any(g <= 0 for g in gaps[1:]) or len(gaps) != count:
        raise ProvenanceError(f"malformed record of training commands: {count} ids announced, "
                              f"{len(gaps)} gaps, which must be positive")
    return frozenset(accumulate(gaps))


def trained_on(meta: Mapping[str, Any] | None) -> frozenset[int] | None:
    """The command ids a model's meta says it was trained on, or None when it does not say."""
    if not meta or KEY not in meta:
        return None
    return decode_ids(meta[KEY])

