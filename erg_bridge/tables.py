"""The lookup tables (TSV data files in tables/) that map ERG predicates to RCL values.

Each table has one row per ERG predicate and a comment column; rows are
matched tolerantly across ERG releases: first the exact predicate, then any
row with the same lemma and part of speech (`_on_p` covers `_on_p_loc`,
`_on_p_state`), and unknown-word predicates (`_cyan/JJ_u_unknown`) are read
as the word with the part of speech their tag implies (`_cyan_a`).

>>> t = load_tables()
>>> t.verb("_pick_v_up").action, t.relation("_on_p_state"), t.modifier("_cyan/JJ_u_unknown")
('take', 'above', ('color', 'cyan'))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from delphin import predicate as predicates

from erg_bridge.errors import TableError

TABLE_DIR = Path(__file__).resolve().parent / "tables"

#: Penn tags of ERG unknown words -> ERG part of speech.
_TAG_POS = {"nn": "n", "nns": "n", "nnp": "n", "jj": "a", "jjr": "a", "jjs": "a", "vb": "v",
            "vbd": "v", "vbn": "v", "vbg": "v", "vbz": "v", "vbp": "v", "rb": "a", "fw": "n"}


@lru_cache(maxsize=8192)  # a few hundred distinct predicates, asked about ~50 times a reading
def normalise_predicate(name: str) -> tuple[str, str, str]:
    """(lemma, pos, sense) of a surface predicate, unknown words resolved by their tag.

    >>> normalise_predicate("_Tetrahedron/NN_u_unknown"), normalise_predicate("_on_p_loc")
    (('tetrahedron', 'n', ''), ('on', 'p', 'loc'))
    """
    name = name.lower()
    if not name.startswith("_"):
        return name, "", ""
    lemma, pos, sense = predicates.split(name)
    if pos == "u" and "/" in lemma:
        word, tag = lemma.rsplit("/", 1)
        return word, _TAG_POS.get(tag, "u"), ""
    return lemma, pos or "", sense or ""


@dataclass(frozen=True)
class VerbRow:
    predicate: str
    action: str
    #: Argument roles that may hold the destination, in order of preference.
    destination: tuple[str, ...]
    #: Other actions the verb can mean, depending on the scene ("put" as a drop when the arm
    #: already holds the shape).
    alternatives: tuple[str, ...] = ()


class Table:
    """One TSV table: predicate -> row values, with release-tolerant lookup."""

    def __init__(self, path: Path, columns: int):
        self.path = path
        self.exact: dict[str, tuple[str, ...]] = {}
        self.by_lemma_pos: dict[tuple[str, str], tuple[str, ...]] = {}
        self.by_lemma: dict[str, tuple[str, ...]] = {}
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError as e:
            raise TableError(f"cannot read lookup table {path}: {e.strerror}") from None
        header_seen = False
        for number, line in enumerate(lines, 1):
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if not header_seen:
                header_seen = True
                continue
            if len(fields) != columns:
                raise TableError(f"{path.name}:{number}: expected {columns} tab-separated columns "
                                 f"(the last one a comment), found {len(fields)}")
            name = fields[0].strip().lower()
            values = tuple(f.strip() for f in fields[1:-1])
            if name in self.exact:
                raise TableError(f"{path.name}:{number}: predicate {name} is listed twice")
            self.exact[name] = values
            lemma, pos, _ = normalise_predicate(name)
            self.by_lemma_pos.setdefault((lemma, pos), values)
            self.by_lemma.setdefault(lemma, values)

    def get(self, name: str, any_pos: bool = False) -> tuple[str, ...] | None:
        """The row of a predicate (exact, else same lemma and pos, else same lemma if any_pos)."""
        name = name.lower()
        row = self.exact.get(name)
        if row is not None:
            return row
        lemma, pos, _ = normalise_predicate(name)
        row = self.by_lemma_pos.get((lemma, pos))
        if row is None and any_pos:
            row = self.by_lemma.get(lemma)
        return row

    def __len__(self) -> int:
        return len(self.exact)


class Tables:
    """All four tables of a directory."""

    def __init__(self, directory: Path = TABLE_DIR):
        self.verbs = Table(directory / "verbs.tsv", 4)
        self.nouns = Table(directory / "nouns.tsv", 4)
        self.modifiers = Table(directory / "adjectives.tsv", 4)
        self.relations = Table(directory / "relations.tsv", 3)

    def verb(self, name: str) -> VerbRow | None:
        row = self.verbs.get(name)
        if row is None:
            return None
        dest = tuple(r.strip().upper() for r in row[1].split(",") if r.strip() and r.strip() != "-")
        action, *alternatives = (a.strip() for a in row[0].split("|"))
        return VerbRow(name, action, dest, tuple(alternatives))

    def noun(self, name: str) -> tuple[str, str | None] | None:
        """(type, indicator or None) of a noun predicate."""
        row = self.nouns.get(name)
        if row is None:
            return None
        return row[0], (None if row[1] in ("", "-") else row[1])

    def modifier(self, name: str, any_pos: bool = False) -> tuple[str, str] | None:
        """(tag, value) of an adjective: ('color', 'red') or ('indicator', 'left')."""
        row = self.modifiers.get(name, any_pos=any_pos)
        return None if row is None else (row[0], row[1])

    def color_word(self, word: str) -> str | None:
        """The colour a bare word names ('Red' of a named EP, 'green' of _green_n_1), or None."""
        row = self.modifiers.by_lemma.get(word.lower())
        return row[1] if row and row[0] == "color" else None

    def relation(self, name: str) -> str | None:
        row = self.relations.get(name)
        return None if row is None else row[0]


@lru_cache(maxsize=None)
def load_tables(directory: str | None = None) -> Tables:
    """The tables of `directory` (default: erg_bridge/tables), read once per process."""
    return Tables(Path(directory) if directory else TABLE_DIR)
