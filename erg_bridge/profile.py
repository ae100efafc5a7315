"""ERG analyses read from an [incr tsdb()] profile (no ACE needed).

The profile's `result` relation is large (220k SimpleMRS strings, 870 MB of
text), so it is never held in memory: `erg_bridge.profile_index` indexes it
once, in a file outside the repository, and each command's MRS strings are
read from there when asked for.

Decoded MRSs are kept in a small least-recently-used cache bounded by items
and by readings (one reading is about 40 KB decoded), so that a run over many
commands stays flat; `remember` keeps given MRSs until `forget`.

    source = ProfileSource.open()            # $RCL_ERG_PROFILE or ../shared/erg/train
    mrss = source.analyses("place green pyramid on top of red brick")
    mrss = source.by_id(19)
"""

from __future__ import annotations

import os
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

from delphin import tsdb
from delphin.codecs import simplemrs
from delphin.mrs import MRS

from erg_bridge.errors import ProfileError
from erg_bridge.profile_index import ResultIndex, open_index
from rcl import locations
from rcl.normalise import normalise

ENV_VAR = locations.variable("profile")


def find_profile(path: str | os.PathLike | None = None) -> Path:
    """The profile directory: `path`, else $RCL_ERG_PROFILE, else ../shared/erg/train if present."""
    given = locations.setting("profile", path)
    if given is None:
        found = locations.shared("erg", "train", marker="item")
        if found is None:
            raise ProfileError(f"no ERG profile given and none at ../shared/erg/train; use --erg-profile DIR or ${ENV_VAR}")
        return found
    root = Path(given)
    if not (root / "item").is_file() and not (root / "item.gz").is_file():
        raise ProfileError(f"{root} is not an [incr tsdb()] profile (no 'item' file); point "
                           f"--erg-profile or ${ENV_VAR} at a profile directory such as ../shared/erg/train")
    return root


def key(text: str) -> str:
    """The key an item of the profile is found by: its normalised words (`rcl.normalise`), which is
    what the engine asks for.

    >>> key("  Move the  Red cube. ") == key("move the red cube") == "move the red cube"
    True
    """
    return normalise(text).text


class ProfileSource:
    """The analyses of the commands in one profile, keyed by item id or by normalised text."""

    #: Bounds of the cache of decoded MRSs: at most this many items, and (beyond the item
    #: last decoded) at most this many readings in all, about 80 MB.
    KEEP_ITEMS = 256
    KEEP_READINGS = 2000

    def __init__(self, root: str | os.PathLike, *, cache: str | os.PathLike | None = None):
        """`cache`: the folder for the index (default: `index_folder()`)."""
        self.root = Path(root)
        self._cache = cache
        self._texts: dict[int, str] = {}
        self._ids: dict[str, int] = {}
        self._results: ResultIndex | None = None
        self._decoded = _Decoded(self.KEEP_ITEMS, self.KEEP_READINGS)
        self._pinned: dict[int, tuple[MRS, ...]] = {}
        try:
            for line in tsdb.open(self.root, "item"):
                fields = tsdb.split(line)
                item_id, text = int(fields[0]), fields[2]
                self._texts[item_id] = text
                self._ids.setdefault(key(text), item_id)
        except (OSError, tsdb.TSDBError, ValueError, IndexError) as e:
            raise ProfileError(f"cannot read the item relation of {self.root}: {e}") from None

    @classmethod
    def open(cls, path: str | os.PathLike | None = None) -> "ProfileSource":
        """The (per-process cached) source for the profile `find_profile` names, its index open
        (see `prepare`), so that worker processes forked later share it."""
        return _open(str(find_profile(path).resolve()))

    def __len__(self) -> int:
        return len(self._texts)

    def __repr__(self) -> str:
        return f"<ProfileSource {self.root} items={len(self._texts)}>"

    @property
    def name(self) -> str:
        return f"profile {self.root}"

    def item_id(self, text: str) -> int | None:
        """The id of the item whose text normalises to `text` (a command's normalised words, as the
        engine has them: normalising is idempotent, so they are not normalised again), or None."""
        return self._ids.get(text)

    def text(self, item_id: int) -> str:
        return self._texts[item_id]

    def ids(self) -> list[int]:
        return list(self._texts)

    def analyses(self, text: str) -> tuple[MRS, ...]:
        """The MRSs of the command with these normalised words (empty when the profile lacks it)."""
        item_id = self.item_id(text)
        return () if item_id is None else self.by_id(item_id)

    def raw(self, item_id: int) -> list[str]:
        """The SimpleMRS strings of an item, in ACE's order (not decoded)."""
        return self._index().rows(item_id)

    def by_id(self, item_id: int) -> tuple[MRS, ...]:
        """The decoded MRSs of an item, in ACE's order (cached, see `KEEP_ITEMS`)."""
        mrss = self._pinned.get(item_id)
        if mrss is None:
            mrss = self._decoded.get(item_id)
        if mrss is None:
            mrss = self._decode(item_id)
            self._decoded.put(item_id, mrss)
        return mrss

    def remember(self, item_id: int, mrss) -> None:
        """Keep already decoded MRSs of an item (from a cache) instead of decoding them again;
        they stay, outside the bounded cache, until `forget(item_id)`."""
        self._decoded.pop(item_id)
        self._pinned[item_id] = tuple(mrss)

    def forget(self, item_id: int) -> None:
        """Drop the decoded MRSs of an item (remembered or cached), e.g. once a worker used them."""
        self._pinned.pop(item_id, None)
        self._decoded.pop(item_id)

    def prepare(self) -> None:
        """Open the index of the result relation now, building it on first use (one pass over
        the profile).  `open` and `analyse_items` call it before any fork, so that workers
        share it (and, without a writable cache, one in-memory index and one warning)."""
        self._index()

    @property
    def index_path(self) -> Path | None:
        """The index file in use (None before first use, and for an index kept in memory)."""
        return None if self._results is None else self._results.path

    def close(self) -> None:
        """Let go of the index file and the decoded MRSs not remembered; the source stays usable
        (the per-process cache keeps it for the next user, who reopens the index)."""
        self._decoded.clear()
        if self._results is not None and self._results.path is not None:
            self._results.close()
            self._results = None

    def __enter__(self) -> "ProfileSource":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _index(self) -> ResultIndex:
        if self._results is None:
            self._results = open_index(self.root, self._cache)
        return self._results

    def _decode(self, item_id: int) -> tuple[MRS, ...]:
        mrss = []
        for number, text in enumerate(self.raw(item_id)):
            try:
                mrss.append(simplemrs.decode(text))
            except Exception as e:  # a corrupt row must not stop the others
                raise ProfileError(f"{self.root}/result: item {item_id} reading {number}: "
                                   f"bad SimpleMRS ({e})") from None
        return tuple(mrss)


@lru_cache(maxsize=None)
def _open(root: str) -> ProfileSource:
    source = ProfileSource(root)
    try:
        source.prepare()
    except ProfileError:
        pass  # an unreadable result relation is reported when analyses are asked for, as before
    return source


class _Decoded:
    """A least-recently-used cache of decoded items, bounded by items and by readings in all
    (the item put last always stays, however many readings it has)."""

    def __init__(self, max_items: int, max_readings: int):
        self.max_items, self.max_readings = max_items, max_readings
        self._items: OrderedDict[int, tuple] = OrderedDict()
        self.readings = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, item_id: int) -> bool:
        return item_id in self._items

    def get(self, item_id: int) -> tuple | None:
        mrss = self._items.get(item_id)
        if mrss is not None:
            self._items.move_to_end(item_id)
        return mrss

    def put(self, item_id: int, mrss: tuple) -> None:
        self.pop(item_id)
        self._items[item_id] = mrss
        self.readings += len(mrss)
        while len(self._items) > 1 and (len(self._items) > self.max_items or self.readings > self.max_readings):
            _, gone = self._items.popitem(last=False)
            self.readings -= len(gone)

    def pop(self, item_id: int) -> None:
        gone = self._items.pop(item_id, None)
        if gone is not None:
            self.readings -= len(gone)

    def clear(self) -> None:
        self._items.clear()
        self.readings = 0
