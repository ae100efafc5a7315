"""Writing output files so that nothing is ever left half-written."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path


def write_atomically(path: str | os.PathLike, text: str | bytes) -> None:
    """Write `text` to a temporary file beside `path`, then rename it into place.

    Text is written as UTF-8 ending in a newline; bytes (a PNG, say) as they are.  A symbolic
    link is followed (its target is replaced, the link stays); a target that is not a regular
    file (a device such as /dev/stdout, a named pipe) is written through, and a failed write
    (/dev/full) raises OSError naming it.
    """
    data = text if isinstance(text, bytes) else (text if text.endswith("\n") else text + "\n").encode("utf-8")
    target = Path(path)
    if target.is_symlink():
        target = target.resolve()
    if target.is_dir():
        raise IsADirectoryError(errno.EISDIR, "cannot write a file over a folder", str(path))
    if target.exists() and not target.is_file():
        _write_through(target, data)
        return
    try:
        handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or ".")
    except OSError as e:  # name the file asked for, not the temporary one beside it
        raise OSError(e.errno, e.strerror, str(path)) from None
    try:
        os.chmod(temp, _mode_for(target))  # mkstemp makes 0600; give what a plain open() would
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _write_through(target: Path, data: bytes) -> None:
    """Write into a device or a pipe as it is (renaming over it would replace it)."""
    try:
        with open(target, "wb") as out:
            out.write(data)
    except OSError as e:
        raise OSError(e.errno, e.strerror, str(target)) from None


def _mode_for(target: Path) -> int:
    """The permissions `target` has, or those a new file gets under the umask."""
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask
