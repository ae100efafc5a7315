"""The index of a profile's result relation (erg_bridge/profile_index.py) and the profile source
above it, on tiny profiles written for the tests: built once and
reused, rebuilt when the result file changes, built in memory (with a warning) when it cannot be
written, and the decoded MRSs kept in a bounded cache."""

from __future__ import annotations

import errno
import gzip
import multiprocessing
import os
import time
from pathlib import Path

import pytest
from delphin import tsdb

from mrs_fixtures import FIXTURES

import erg_bridge.profile_index as profile_index
from erg_bridge.batch import analyse_items
from erg_bridge.errors import ProfileError, ProfileIndexWarning
from erg_bridge.profile import ProfileSource
from erg_bridge.profile_index import index_folder

_NAMES = ("drop", "statement", "block_verb", "pick_and_put_it", "blue_one")
#: item id -> (text, fixture names of its readings, in order)
ITEMS = {
    1: ("drop the blue cube", ["drop", "statement", "drop"]),
    2: ("block the blue cube", ["block_verb"]),
    3: ("pick up the red pyramid and put it on the blue cube", ["pick_and_put_it", "pick_and_put_it"]),
    4: ("put the red cube on the blue one", ["blue_one"]),
    5: ("a command the ERG could not parse", []),
    7: ("Drop  the Blue cube!", ["statement"]),
}


def _row(parse_id: int, result_id: int, mrs: str | None, derivation: str = "(1 root_c 0 0 1)") -> str:
    return tsdb.join((str(parse_id), str(result_id), derivation, mrs)) + "\n"


def _result_lines() -> list[str]:
    lines = []
    for item_id, (_, names) in ITEMS.items():
        if item_id == 3:
            continue  # written in two runs below: rows of a parse-id need not be together
        lines += [_row(item_id, n, " ".join(FIXTURES[name][1].split())) for n, name in enumerate(names)]
    pick = " ".join(FIXTURES["pick_and_put_it"][1].split())
    lines.insert(2, _row(3, 0, pick))
    lines.append(_row(3, 1, pick))
    # Rows a whole-relation scan gives back as they are: escapes (@, backslash, newline), an empty
    # field, a parse-id with no item, trailing columns.
    lines.append(_row(8, 0, "odd @ text \\ with\nnewline", derivation="(a @ b)"))
    lines.append(_row(8, 1, None))
    lines.append(_row(9, 0, "x") .rstrip("\n") + "@extra@columns\n")
    return lines


def write_profile(root: Path, gz: bool = False, lines: list[str] | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "item").write_text("".join(tsdb.join((str(i), "test", text, "1", str(len(text.split())), ""))
                                       + "\n" for i, (text, _) in ITEMS.items()), encoding="utf-8")
    (root / "parse").write_text("".join(f"{i}@1@{i}@{len(names)}@{len(names)}@\n" for i, (_, names) in ITEMS.items()),
                                encoding="utf-8")
    text = "".join(_result_lines() if lines is None else lines)
    if gz:
        with gzip.open(root / "result.gz", "wt", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        (root / "result").write_text(text, encoding="utf-8", newline="\n")
    return root


def old_raw(root: Path) -> dict[int, list[str]]:
    """What the implementation before the index returned: every result line in memory, grouped by
    parse-id, the mrs field of each split out with `tsdb.split`."""
    index: dict[int, list[str]] = {}
    for line in tsdb.open(root, "result"):
        index.setdefault(int(line.split("@", 1)[0]), []).append(line)
    return {i: [tsdb.split(line)[3] for line in lines] for i, lines in index.items()}


def _files(cache: Path) -> list[str]:
    """The index and temporary files in a cache folder (not the lock files, which stay)."""
    return sorted(p.name for p in (cache / "profile-index").iterdir() if p.suffix != ".lock")


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache folder of the test's own, named by $RCL_ERG_CACHE (never the user's)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("RCL_ERG_CACHE", str(folder))
    return folder


@pytest.fixture
def scans(monkeypatch):
    """How many times the result relation was read from start to end."""
    count = []
    real = profile_index._result_rows

    def counted(root):
        count.append(root)
        return real(root)

    monkeypatch.setattr(profile_index, "_result_rows", counted)
    return count


@pytest.mark.parametrize("gz", [False, True], ids=["plain", "gzipped"])
def test_raw_is_what_the_whole_relation_scan_gave(tmp_path, cache, gz):
    root = write_profile(tmp_path / "prof", gz=gz)
    expected = old_raw(root)
    source = ProfileSource(root)
    for item_id in (*ITEMS, 8, 9, 42):
        assert source.raw(item_id) == expected.get(item_id, [])
    assert source.raw(3) == [" ".join(FIXTURES["pick_and_put_it"][1].split())] * 2  # both runs, in order
    assert source.raw(8) == ["odd @ text \\ with\nnewline", None]
    assert source.index_path is not None and source.index_path.parent == cache / "profile-index"


def test_by_id_and_analyses(tmp_path, cache):
    source = ProfileSource(write_profile(tmp_path / "prof"))
    drop = source.by_id(1)
    assert [str(m.predications[0].predicate) for m in drop] == ["_drop_v_cause", "_drop_v_1", "_drop_v_cause"]
    assert source.by_id(1) is drop  # cached
    assert source.analyses("drop the blue cube") is drop  # by normalised words, first item of that text
    assert source.by_id(5) == () and source.analyses("never seen") == ()
    assert len(source) == len(ITEMS) and source.ids() == list(ITEMS) and source.text(2) == ITEMS[2][0]


def test_the_index_is_built_once_and_reused(tmp_path, cache, scans):
    root = write_profile(tmp_path / "prof")
    first = ProfileSource(root)
    assert first.raw(1) and len(scans) == 1
    first.raw(2), first.by_id(3)
    assert len(scans) == 1
    second = ProfileSource(root)  # as another process would
    assert second.raw(1) == first.raw(1) and second.by_id(4)
    assert len(scans) == 1 and second.index_path == first.index_path
    assert _files(cache) == [first.index_path.name]


def test_open_is_cached_per_process(tmp_path, cache):
    root = write_profile(tmp_path / "prof")
    assert ProfileSource.open(root) is ProfileSource.open(str(root))


def _first_raw(root: Path):
    return ProfileSource(root).raw(1)


def test_processes_started_together_scan_the_profile_once(tmp_path, cache, monkeypatch):
    root = write_profile(tmp_path / "prof")
    marks = tmp_path / "scans"
    real = profile_index._result_rows

    def slow(root):
        with open(marks, "a") as f:
            f.write("scan\n")
        time.sleep(0.5)  # long enough for the other process to want the index too
        yield from real(root)

    monkeypatch.setattr(profile_index, "_result_rows", slow)
    with multiprocessing.get_context("fork").Pool(2) as pool:
        assert pool.map(_first_raw, [root, root], chunksize=1) == [old_raw(root)[1]] * 2
    assert marks.read_text() == "scan\n" and len(_files(cache)) == 1


def test_a_changed_result_file_is_indexed_again(tmp_path, cache, scans):
    root = write_profile(tmp_path / "prof")
    before = ProfileSource(root)
    assert len(before.raw(2)) == 1
    old_index = before.index_path
    lines = _result_lines() + [_row(2, 1, " ".join(FIXTURES["drop"][1].split()))]
    write_profile(root, lines=lines)
    stat = (root / "result").stat()
    os.utime(root / "result", ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))
    after = ProfileSource(root)
    assert len(after.raw(2)) == 2 and len(scans) == 2
    assert after.index_path != old_index and not old_index.exists()  # the stale index is removed
    assert before.raw(2) == old_raw(root)[2][:1]  # a source already open keeps its (consistent) index
    assert after.raw(2) == old_raw(root)[2]


def test_a_damaged_index_is_rebuilt(tmp_path, cache, scans):
    root = write_profile(tmp_path / "prof")
    path = ProfileSource(root)._index().path
    path.write_bytes(path.read_bytes()[:-10])
    again = ProfileSource(root)
    assert again.raw(4) == old_raw(root)[4] and len(scans) == 2


def test_an_unwritable_cache_falls_back_to_memory_with_a_warning(tmp_path, monkeypatch, capsys, scans):
    root = write_profile(tmp_path / "prof")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("RCL_ERG_CACHE", str(blocker / "cache"))  # cannot be created, not even by root
    with pytest.warns(ProfileIndexWarning, match="cannot write the ERG profile index") as warned:
        source = ProfileSource(root)
        expected = old_raw(root)
        assert [source.raw(i) for i in ITEMS] == [expected.get(i, []) for i in ITEMS]
    assert source.by_id(3) and source.index_path is None
    source.close()
    assert source.raw(1) == expected[1] and len(scans) == 1  # closing keeps an index that lives in memory
    ours = [w for w in warned if issubclass(w.category, ProfileIndexWarning)]
    assert len(ours) == 1 and "RCL_ERG_CACHE" in str(ours[0].message)
    assert capsys.readouterr().err == ""  # the library says nothing itself: a tool shows the warning


def test_a_full_disk_while_writing_falls_back_and_leaves_no_temporary_file(tmp_path, cache, monkeypatch, capsys):
    root = write_profile(tmp_path / "prof")
    real = profile_index._write_index

    def full(rows, out, description):
        if isinstance(out, profile_index.io.BytesIO):
            return real(rows, out, description)
        out.write(b"some bytes")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(profile_index, "_write_index", full)
    with pytest.warns(ProfileIndexWarning, match="No space left on device"):
        source = ProfileSource(root)
        assert source.raw(1) == old_raw(root)[1] and source.index_path is None
    assert _files(cache) == []


def test_the_index_appears_whole_or_not_at_all(tmp_path, cache, monkeypatch):
    root = write_profile(tmp_path / "prof")
    real = profile_index._write_index
    seen = []

    def watching(rows, out, description):
        seen.append(_files(cache))
        real(rows, out, description)

    monkeypatch.setattr(profile_index, "_write_index", watching)
    source = ProfileSource(root)
    source.prepare()
    assert len(seen) == 1 and all(name.endswith(".tmp") for name in seen[0])  # written under a temporary name
    assert _files(cache) == [source.index_path.name]


def test_a_bad_result_row_is_a_profile_error(tmp_path, cache):
    root = write_profile(tmp_path / "prof", lines=[_row(1, 0, "x"), "x@0@deriv@mrs\n"])
    with pytest.raises(ProfileError, match="result relation"):
        ProfileSource(root).raw(1)
    assert _files(cache) == []
    missing = write_profile(tmp_path / "other")
    (missing / "result").unlink()
    with pytest.raises(ProfileError, match="result relation"):
        ProfileSource(missing).raw(1)


def test_the_decoded_cache_stays_within_its_bounds(tmp_path, cache, monkeypatch):
    monkeypatch.setattr(ProfileSource, "KEEP_ITEMS", 2)
    monkeypatch.setattr(ProfileSource, "KEEP_READINGS", 3)
    source = ProfileSource(write_profile(tmp_path / "prof"))
    for item_id in (2, 4, 7, 3, 1, 2, 4, 5, 7, 1):
        assert source.by_id(item_id) is source.by_id(item_id)
        held = source._decoded
        assert len(held) <= 2 and (held.readings <= 3 or len(held) == 1) and item_id in held
    source.by_id(4), source.by_id(2)
    assert list(source._decoded._items) == [4, 2]  # least recently used goes first
    source.by_id(1)  # three readings: 2 and 4 make way
    assert list(source._decoded._items) == [1]
    source.close()
    assert len(source._decoded) == 0 and source.by_id(1)  # usable after close: the index is reopened


def test_remembered_analyses_stay_until_forgotten(tmp_path, cache, monkeypatch):
    monkeypatch.setattr(ProfileSource, "KEEP_ITEMS", 1)
    source = ProfileSource(write_profile(tmp_path / "prof"))
    given = source.by_id(1)
    source.remember(1, list(given))
    for item_id in ITEMS:
        source.by_id(item_id)
    assert source.by_id(1) == given and 1 not in source._decoded
    source.forget(1)
    assert source.by_id(1) == given and source.by_id(1) is not given  # decoded again


@pytest.mark.parametrize("workers", [1, 2])
def test_analyse_items_in_worker_processes(tmp_path, cache, scans, workers):
    source = ProfileSource(write_profile(tmp_path / "prof"))
    analysed = analyse_items(source, list(ITEMS), workers=workers)
    assert len(scans) == 1  # built once, in the parent, before forking
    assert set(analysed) == set(ITEMS)
    assert [analysed[i].readings for i in ITEMS] == [len(names) for _, names in ITEMS.values()]
    assert analysed[1].trees and analysed[5].readings == 0
    assert len(source._decoded) == 0 or workers == 2  # with one worker, the parent let them go


def test_where_indexes_are_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("RCL_ERG_CACHE", str(tmp_path / "c"))
    assert index_folder() == tmp_path / "c" / "profile-index"
    assert index_folder(tmp_path / "given") == tmp_path / "given" / "profile-index"
    monkeypatch.delenv("RCL_ERG_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert index_folder() == tmp_path / "xdg" / "rcl-parser" / "profile-index"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert index_folder() == tmp_path / "home" / ".cache" / "rcl-parser" / "profile-index"


def test_open_prepares_the_index_before_any_fork(tmp_path, cache, scans):
    root = write_profile(tmp_path / "opened")
    source = ProfileSource.open(root)
    assert source.index_path is not None and len(scans) == 1
    broken = write_profile(tmp_path / "broken", lines=["not a row\n"])
    opened = ProfileSource.open(broken)  # the error comes when analyses are asked for, as before
    with pytest.raises(ProfileError, match="result relation"):
        opened.by_id(1)
