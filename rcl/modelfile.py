"""Model files: gzipped JSON that names its format and records the commands it learnt from.

Every trained model of the project (the PCFG, the ERG ranker, the combined
system's arbiter) is one such file, written so that the same model always
gives the same bytes (no time stamp or file name inside the gzip header,
sorted keys), and read back with its format checked.

The meta record says which treebank commands a model saw, so that an
evaluation can refuse to score it on them.  Treebank ids increase but are far
from contiguous (19, 28, 34, ...), so they are kept sorted as a first id
followed by the gaps between neighbours, which gzip packs into about 2 kB for
all 2,500 training commands:

>>> record = encode_ids([34, 19, 28, 19])
>>> record
{'count': 3, 'gaps': [19, 9, 6]}
>>> sorted(decode_ids(record))
[19, 28, 34]
>>> trained_on({"trained_on": record}) == frozenset({19, 28, 34}), trained_on({"split": "train"})
(True, None)
"""

from __future__ import annotations

import gzip
import json
from itertools import accumulate
from pathlib import Path
from typing import Any, Iterable, Mapping

from rcl.errors import RCLError

#: The meta key under which a model keeps its record of training commands.
KEY = "trained_on"


class ModelFileError(RCLError):
    """A model file that is missing, unreadable, of another format, or malformed."""


def dump(path: str | Path, data: Mapping[str, Any], compact: bool = True) -> None:
    """Write `data` as gzipped JSON, byte-identical for identical data.

    `compact`: no spaces at all (large count tables); otherwise one key per line.
    """
    text = (json.dumps(data, sort_keys=True, separators=(",", ":")) if compact
            else json.dumps(data, indent=0, sort_keys=True))
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as out:
        out.write(text.encode("utf-8"))


def load(path: str | Path, format: str, what: str, hint: str = "") -> dict[str, Any]:
    """The JSON object of a model file whose "format" is `format`; `what` names it in errors
    ("the PCFG model"), `hint` says how to make one ("train it with: rcl-train pcfg")."""
    fix = f" ({hint})" if hint else ""
    try:
        with gzip.open(path, "rt", encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        raise ModelFileError(f"no {what} at {path}{fix}") from None
    except (OSError, EOFError, UnicodeDecodeError, ValueError) as e:
        raise ModelFileError(f"cannot read {what} {path}: {e}") from None
    if not isinstance(data, dict) or data.get("format") != format:
        raise ModelFileError(f"{path} is not {what} (its format is not {format!r}){fix}")
    trained_on(data.get("meta"))  # a malformed record is an error now, not at evaluation time
    return data


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
        raise ModelFileError(f"malformed record of training commands: {e!r}") from None
    if any(g <= 0 for g in gaps[1:]) or len(gaps) != count:
        raise ModelFileError(f"malformed record of training commands: {count} ids announced, "
                             f"{len(gaps)} gaps, which must be positive")
    return frozenset(accumulate(gaps))


def trained_on(meta: Mapping[str, Any] | None) -> frozenset[int] | None:
    """The command ids a model's meta says it was trained on, or None when it does not say."""
    if not meta or KEY not in meta:
        return None
    return decode_ids(meta[KEY])
