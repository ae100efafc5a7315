"""ERG analyses read from an [incr tsdb()] profile (no ACE needed).

The profile's `result` relation is large (100k SimpleMRS strings), so it is
indexed lazily: one pass groups the raw rows by parse-id without decoding them,
and each command's MRSs are decoded only when asked for, then cached.

    source = ProfileSource.open()            # $RCL_ERG_PROFILE or ../shared/erg/train
    mrss = source.analyses("place green pyramid on top of red brick")
    mrss = source.by_id(19)
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from delphin import tsdb
from delphin.codecs import simplemrs
from delphin.mrs import MRS

from erg_bridge.errors import ProfileError
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
    """The key a command is looked up by: its normalised words (`rcl.normalise`), so that a
    command asked for as typed or as normalised finds the same item.

    >>> key("  Move the  Red cube. ") == key("move the red cube")
    True
    """
    return normalise(text).text


class ProfileSource:
    """The analyses of the commands in one profile, keyed by item id or by normalised text."""

    def __init__(self, root: str | os.PathLike):
        self.root = Path(root)
        self._texts: dict[int, str] = {}
        self._ids: dict[str, int] = {}
        self._raw: dict[int, list[str]] | None = None
        self._decoded: dict[int, tuple[MRS, ...]] = {}
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
        """The (per-process cached) source for the profile `find_profile` names."""
        return _open(str(find_profile(path).resolve()))

    def __len__(self) -> int:
        return len(self._texts)

    def __repr__(self) -> str:
        return f"<ProfileSource {self.root} items={len(self._texts)}>"

    @property
    def name(self) -> str:
        return f"profile {self.root}"

    def item_id(self, text: str) -> int | None:
        """The id of the item whose text normalises like `text`, or None."""
        return self._ids.get(key(text))

    def text(self, item_id: int) -> str:
        return self._texts[item_id]

    def ids(self) -> list[int]:
        return list(self._texts)

    def analyses(self, text: str) -> tuple[MRS, ...]:
        """The MRSs of the command with this text (empty when the profile lacks it)."""
        item_id = self.item_id(text)
        return () if item_id is None else self.by_id(item_id)

    def raw(self, item_id: int) -> list[str]:
        """The SimpleMRS strings of an item, in ACE's order (not decoded)."""
        return [tsdb.split(line)[3] for line in self._index().get(item_id, ())]

    def by_id(self, item_id: int) -> tuple[MRS, ...]:
        """The decoded MRSs of an item, in ACE's order (cached)."""
        if item_id not in self._decoded:
            mrss = []
            for number, text in enumerate(self.raw(item_id)):
                try:
                    mrss.append(simplemrs.decode(text))
                except Exception as e:  # a corrupt row must not stop the others
                    raise ProfileError(f"{self.root}/result: item {item_id} reading {number}: "
                                       f"bad SimpleMRS ({e})") from None
            self._decoded[item_id] = tuple(mrss)
        return self._decoded[item_id]

    def close(self) -> None:
        """Nothing to release (the per-process cache keeps the index for the next user)."""

    def __enter__(self) -> "ProfileSource":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def remember(self, item_id: int, mrss) -> None:
        """Keep already decoded MRSs of an item (from a cache) instead of decoding them again."""
        self._decoded[item_id] = tuple(mrss)

    def _index(self) -> dict[int, list[str]]:
        if self._raw is None:
            index: dict[int, list[str]] = {}
            try:
                for line in tsdb.open(self.root, "result"):
                    parse_id = line.split("@", 1)[0]
                    index.setdefault(int(parse_id), []).append(line)
            except (OSError, tsdb.TSDBError, ValueError) as e:
                raise ProfileError(f"cannot read the result relation of {self.root}: {e}") from None
            self._raw = index
        return self._raw


@lru_cache(maxsize=None)
def _open(root: str) -> ProfileSource:
    return ProfileSource(root)
