"""The index of a profile's `result` relation: each command's MRS strings, found without
holding the relation (220k SimpleMRS strings, 870 MB of text) in memory.

    index = open_index(Path("../shared/erg/train"), cache=None)
    index.rows(19)          # the `mrs` fields of item 19, as tsdb.split gives them

One streaming pass writes the index file outside the repository, in
`index_folder()`: $RCL_ERG_CACHE/profile-index, else ($XDG_CACHE_HOME or
~/.cache)/rcl-parser/profile-index.  It is keyed by the profile's path and its
result file's size and modification time, so a changed profile is indexed
again.  When no index can be written there (read-only home, full disk), the
same index is built in memory for the run (about 20 MB), with a one-line
warning.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import struct
import tempfile
import time
import warnings
import zlib
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, Callable, Iterable, Iterator

from delphin import tsdb

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

from erg_bridge.errors import ProfileError, ProfileIndexWarning
from rcl import locations


def index_folder(cache: str | os.PathLike | None = None) -> Path:
    """Where profile indexes are kept: `cache` or $RCL_ERG_CACHE, else the user's cache folder
    ($XDG_CACHE_HOME, else ~/.cache) under rcl-parser; in both a `profile-index` subfolder."""
    given = locations.setting("cache", cache)
    if given is not None:
        return Path(given).expanduser() / "profile-index"
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "rcl-parser" / "profile-index"


# --- The index -------------------------------------------------------------------------------
#
# One file: MAGIC, then one zlib block per run of result rows with the same parse-id (their
# `mrs` fields, still TSDB-escaped, joined by newlines), then the table (an _ENTRY per block),
# then a JSON description of the indexed file, then the _FOOTER.  Written under a temporary
# name and renamed, so a reader never sees half an index; built under a lock file, so processes
# started together (rcl-eval's forked workers) scan the profile once; read with os.pread, so
# processes forked with the file open can all read it.

#: Bump when the file layout or what the blocks hold changes: older indexes are then rebuilt.
INDEX_VERSION = 1
_MAGIC = b"RCLPIDX1"
_ENTRY = struct.Struct("<qQII")      # parse-id, offset, length, rows
_FOOTER = struct.Struct("<QQQ8s")    # table offset, entries, description offset, magic
_LEVEL = 6                           # 21 MB for the 870 MB of ../shared/erg/train, 8 s to build
_ENCODING = "utf-8"
#: Leftover temporary files of builds that died are removed once this old (seconds).
_STALE_TMP = 3600


class ResultIndex:
    """Where each parse-id's MRS strings are in an index file (or an in-memory buffer)."""

    def __init__(self, table: dict[int, list[tuple[int, int, int]]], path: Path | None,
                 file: BinaryIO | None = None, buffer: bytes | None = None):
        self.table, self.path, self._file, self._buffer = table, path, file, buffer

    def rows(self, parse_id: int) -> list[str | None]:
        """The item's `mrs` fields as `tsdb.split` gives them (None for an empty field)."""
        rows: list[str | None] = []
        for offset, length, _ in self.table.get(parse_id, ()):
            text = zlib.decompress(self._read(offset, length)).decode(_ENCODING, "surrogatepass")
            rows.extend(_unescape(field) for field in text.split("\n"))
        return rows

    def close(self) -> None:
        if self._file is not None:
            self._file.close()

    def _read(self, offset: int, length: int) -> bytes:
        if self._buffer is not None:
            return self._buffer[offset:offset + length]
        data = _pread(self._file, length, offset)
        if len(data) != length:
            raise ProfileError(f"the profile index {self.path} is truncated; delete it to rebuild it")
        return data


def _pread(file: BinaryIO, length: int, offset: int) -> bytes:
    """`length` bytes at `offset`, without moving a file position that forked processes share."""
    if hasattr(os, "pread"):
        return os.pread(file.fileno(), length, offset)
    file.seek(offset)  # no os.pread (Windows): no fork either
    return file.read(length)


def _unescape(field: str) -> str | None:
    """`tsdb.unescape`, fast when there is nothing to unescape; None for an empty field."""
    if not field:
        return None
    return tsdb.unescape(field) if "\\" in field else field


def _result_rows(root: Path) -> Iterator[tuple[int, str]]:
    """(parse-id, raw `mrs` field) of each row of the result relation, streamed."""
    number = 0
    try:
        with tsdb.open(root, "result", encoding=_ENCODING) as lines:
            for number, line in enumerate(lines, 1):
                fields = line.rstrip("\n").split(tsdb.FIELD_DELIMITER)
                try:
                    parse_id, mrs = int(fields[0]), fields[3]
                except (ValueError, IndexError):
                    raise ProfileError(f"the result relation of {root}, line {number}: not a row of parse-id, "
                                       f"result-id, derivation, mrs ({line[:60]!r})") from None
                yield parse_id, mrs
    except (OSError, EOFError, tsdb.TSDBError, ValueError, zlib.error) as e:
        raise ProfileError(f"cannot read the result relation of {root} (after line {number}): {e}") from None


def _write_index(rows: Iterable[tuple[int, str]], out: BinaryIO, description: dict) -> None:
    """Write the index of `rows` (in file order) to `out`, holding one item's rows at a time."""
    out.write(_MAGIC)
    offset = len(_MAGIC)
    entries: list[bytes] = []
    current, fields = None, []

    def flush() -> None:
        nonlocal offset
        data = zlib.compress("\n".join(fields).encode(_ENCODING, "surrogatepass"), _LEVEL)
        out.write(data)
        entries.append(_ENTRY.pack(current, offset, len(data), len(fields)))
        offset += len(data)

    for parse_id, field in rows:
        if parse_id != current and fields:
            flush()
            fields = []
        current = parse_id
        fields.append(field)
    if fields:
        flush()
    described = offset + _ENTRY.size * len(entries)
    out.write(b"".join(entries))
    out.write(json.dumps(description).encode())
    out.write(_FOOTER.pack(offset, len(entries), described, _MAGIC))


def _read_table(read: Callable[[int, int], bytes], size: int, description: dict) -> dict[int, list[tuple[int, int, int]]] | None:
    """The table of an index of `size` bytes read through `read(offset, length)`, or None when it
    is no complete index of the file `description` describes."""
    if size < len(_MAGIC) + _FOOTER.size or read(0, len(_MAGIC)) != _MAGIC:
        return None
    table_at, entries, described, magic = _FOOTER.unpack(read(size - _FOOTER.size, _FOOTER.size))
    if magic != _MAGIC or table_at + entries * _ENTRY.size != described or described > size - _FOOTER.size:
        return None
    try:
        found = json.loads(read(described, size - _FOOTER.size - described))
    except ValueError:
        return None
    if found != description:
        return None
    table: dict[int, list[tuple[int, int, int]]] = {}
    for parse_id, offset, length, count in _ENTRY.iter_unpack(read(table_at, entries * _ENTRY.size)):
        table.setdefault(parse_id, []).append((offset, length, count))
    return table


def _describe(root: Path) -> tuple[Path, dict]:
    """The result file of a profile and what identifies its content for the index."""
    try:
        result = tsdb.get_path(root, "result")
        stat = result.stat()
    except (OSError, tsdb.TSDBError) as e:
        raise ProfileError(f"cannot read the result relation of {root}: {e}") from None
    return result, {"version": INDEX_VERSION, "result": str(result.resolve()), "size": stat.st_size,
                    "mtime_ns": stat.st_mtime_ns}


def _index_name(description: dict) -> tuple[str, str]:
    """The index file's name for a profile's result file, and the prefix all its versions share."""
    prefix = hashlib.sha1(description["result"].encode()).hexdigest()[:16]
    state = f"{description['version']}:{description['size']}:{description['mtime_ns']}"
    return f"{prefix}-{hashlib.sha1(state.encode()).hexdigest()[:12]}.idx", prefix


def open_index(root: Path, cache: str | os.PathLike | None) -> ResultIndex:
    """The index of a profile's result relation: from the cache folder, built there when missing
    or out of date, else (when it cannot be written there) built in memory, with a warning."""
    root = Path(root)
    _, description = _describe(root)
    name, prefix = _index_name(description)
    folder = None
    try:
        folder = index_folder(cache)
        index = _load(folder / name, description)
        if index is None:
            folder.mkdir(parents=True, exist_ok=True)
            with _locked(folder / f"{prefix}.lock"):  # a process building it meanwhile: wait for its index
                index = _load(folder / name, description) or _build(root, folder, name, prefix, description)
        return index
    except (OSError, RuntimeError) as e:  # RuntimeError: no home folder to find ~/.cache in
        reason = getattr(e, "strerror", None) or str(e)
        warnings.warn(f"cannot write the ERG profile index in {folder or 'a cache folder'} ({reason}); "
                      f"indexing {root} in memory for this run instead (set ${locations.variable('cache')} to a "
                      "writable folder to keep the index)", ProfileIndexWarning, stacklevel=2)
    buffer = io.BytesIO()
    _write_index(_result_rows(root), buffer, description)
    data = buffer.getvalue()
    return ResultIndex(_read_table(lambda at, length: data[at:at + length], len(data), description), None, buffer=data)


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on the file `path` (created if need be): processes that want to
    build the same index take turns, so the second finds the first one's index."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except PermissionError:
        fd = os.open(path, os.O_RDONLY)  # another user's lock file still locks
    try:
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
            except OSError:
                pass  # no locks on this file system: builds may overlap, harmlessly (each renames a whole index)
        yield
    finally:
        os.close(fd)  # releases the lock


def _build(root: Path, folder: Path, name: str, prefix: str, description: dict) -> ResultIndex:
    """Write the index file `folder/name` (under a temporary name, then renamed, so that no
    reader sees half an index) and open it; OSError when it cannot be written."""
    out = tempfile.NamedTemporaryFile(dir=folder, prefix=f"{prefix}.", suffix=".tmp", delete=False)
    try:
        with out:
            _write_index(_result_rows(root), out, description)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(out.name, 0o644)  # readable like any cache file (the temporary one is private)
        os.replace(out.name, folder / name)
    except BaseException:
        _discard(out)
        raise
    _tidy(folder, prefix, keep=name)
    index = _load(folder / name, description)
    if index is None:
        raise ProfileError(f"cannot read back the profile index {folder / name} just written; delete it and try again")
    return index


def _discard(out) -> None:
    """Close and remove a temporary file that could not be written (a full disk, say)."""
    try:
        out.close()
    except OSError:
        pass
    try:
        os.unlink(out.name)
    except OSError:
        pass


def _load(path: Path, description: dict) -> ResultIndex | None:
    """The index at `path`, when it is a complete index of the described result file."""
    try:
        file = open(path, "rb")
    except OSError:
        return None
    try:
        size = os.fstat(file.fileno()).st_size
        table = _read_table(lambda at, length: _pread(file, length, at), size, description)
    except (OSError, struct.error):
        table = None
    if table is None:
        file.close()
        return None
    return ResultIndex(table, path, file=file)


def _tidy(folder: Path, prefix: str, keep: str) -> None:
    """Remove the indexes of earlier states of the same result file, and old leftover temporaries
    (the lock file stays: removing it could let two builders lock different files)."""
    now = time.time()
    for old in folder.glob(f"{prefix}[-.]*"):
        try:
            if old.name.endswith(".idx") and old.name != keep:
                old.unlink()
            elif old.name.endswith(".tmp") and now - old.stat().st_mtime > _STALE_TMP:
                old.unlink()
        except OSError:
            pass
