"""Writing output files so that nothing is ever left half-written."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path


def write_atomically(path: str | os.PathLike, text: str | bytes) -> None:
    """Write `text` to a temporary file beside `path`, then rename it into place.

    Text is written as UTF-8 ending in a newline; bytes (a PNG, say) as they are.
    """
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(errno.EISDIR, "cannot write a file over a folder", str(target))
    handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or ".")
    try:
        os.chmod(temp, _mode_for(target))  # mkstemp makes 0600; give what a plain open() would
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


def _mode_for(target: Path) -> int:
    """The permissions `target` has, or those a new file gets under the umask."""
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask
