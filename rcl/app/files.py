"""Writing output files so that nothing is ever left half-written."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomically(path: str | os.PathLike, text: str | bytes) -> None:
    """Write `text` to a temporary file beside `path`, then rename it into place.

    Text is written as UTF-8 ending in a newline; bytes (a PNG, say) as they are.
    """
    target = Path(path)
    handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or ".")
    try:
        if isinstance(text, bytes):
            with os.fdopen(handle, "wb") as binary:
                binary.write(text)
            os.replace(temp, target)
            return
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            if not text.endswith("\n"):
                out.write("\n")
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
