"""The lookup tables that map ERG predicates to RCL values: written ones, and ones derived
from the concept lexicon.

Each written table (TSV data files in tables/) has one row per ERG predicate
and a comment column; rows are matched tolerantly across ERG releases: first
the exact predicate, then any row with the same lemma and part of speech
(`_on_p` covers `_on_p_loc`, `_on_p_state`), and unknown-word predicates
(`_cyan/JJ_u_unknown`) are read as the word with the part of speech their tag
implies (`_cyan_a`).  Where no written row matches, a row derived from the
concept lexicon (`rcl.lexicon`) does: the lemma's `_lemma_n`, `_lemma_a`,
`_lemma_p` or `_lemma_v` form (a phrasal verb as `_pick_v_up`, a multi-word
preposition as `_next+to_p`), so the bridge converts a reading whose words
training never showed.  A noun of two shape types ("cuboid": cube or stack; a
generic "object": cube or prism) names both, for the planner to choose.

>>> t = load_tables()
>>> t.verb("_pick_v_up").action, t.relation("_on_p_state"), t.modifier("_cyan/JJ_u_unknown")
('take', 'above', ('color', 'cyan'))
>>> t.verb("_relocate_v_1").action, t.modifier("_vermilion/JJ_u_unknown"), t.noun_types("_thing_n_of-about")
('move', ('color', 'red'), ('cube', 'prism'))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from delphin import predicate as predicates

from erg_bridge.errors import TableError
from rcl.lexicon import SHAPE_VALUES, ConceptLexicon, load_lexicon

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

    def derive(self, name: str, values: tuple[str, ...]) -> None:
        """A row from the concept lexicon, used where no written row matches (a phrasal verb's
        predicate names its particle, so it matches only as written)."""
        lemma, pos, sense = normalise_predicate(name)
        if sense:
            self.exact.setdefault(name, values)
            return
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


#: The argument roles of a derived verb row that may hold the destination (as for unknown verbs).
DERIVED_DESTINATION = {"take": "-", "drop": "ARG3", "move": "ARG3"}


class Tables:
    """All four tables of a directory, completed from the concept lexicon."""

    def __init__(self, directory: Path = TABLE_DIR, lexicon: ConceptLexicon | None = None):
        self.verbs = Table(directory / "verbs.tsv", 4)
        self.nouns = Table(directory / "nouns.tsv", 4)
        self.modifiers = Table(directory / "adjectives.tsv", 4)
        self.relations = Table(directory / "relations.tsv", 3)
        self._derive(lexicon if lexicon is not None else load_lexicon())

    def _derive(self, lexicon: ConceptLexicon) -> None:
        """Rows for what the lexicon knows and the written tables do not."""
        nouns: dict[str, list[str]] = {}
        for entry in lexicon.entries:
            words = entry.words
            if entry.kind == "action" and entry.pos == "v" and len(words) == 1:
                self.verbs.derive(f"_{words[0]}_v", (entry.value, DERIVED_DESTINATION[entry.value]))
            elif entry.kind == "action" and entry.pos == "phr" and len(words) == 2:
                self.verbs.derive(f"_{words[0]}_v_{words[1]}", (entry.value, DERIVED_DESTINATION[entry.value]))
            elif entry.kind in ("type", "unit") and entry.pos == "n" and len(words) == 1:
                values = SHAPE_VALUES if entry.value == "shape" else (entry.value,)
                if entry.kind == "type" or words[0] not in nouns:
                    nouns.setdefault(words[0], []).extend(v for v in values if v not in nouns.get(words[0], ()))
            elif entry.kind in ("color", "indicator") and entry.pos in ("a", "n") and len(words) == 1:
                self.modifiers.derive(f"_{words[0]}_{entry.pos}", (entry.kind, entry.value))
            elif entry.kind == "relation" and entry.pos in ("p", "a"):
                self.relations.derive(f"_{'+'.join(words)}_{entry.pos}", (entry.value,))
        for word, types in nouns.items():
            self.nouns.derive(f"_{word}_n", ("|".join(types), "-"))

    def verb(self, name: str) -> VerbRow | None:
        row = self.verbs.get(name)
        if row is None:
            return None
        dest = tuple(r.strip().upper() for r in row[1].split(",") if r.strip() and r.strip() != "-")
        action, *alternatives = (a.strip() for a in row[0].split("|"))
        return VerbRow(name, action, dest, tuple(alternatives))

    def noun(self, name: str) -> tuple[str, str | None] | None:
        """(type, indicator or None) of a noun predicate; its first type when it names several."""
        row = self.nouns.get(name)
        if row is None:
            return None
        return row[0].split("|")[0], (None if row[1] in ("", "-") else row[1])

    def noun_types(self, name: str) -> tuple[str, ...]:
        """Every type a noun predicate may name (usually one)."""
        row = self.nouns.get(name)
        return () if row is None else tuple(row[0].split("|"))

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
    """The tables of `directory` (default: erg_bridge/tables), completed from the packaged concept
    lexicon, read once per process."""
    return Tables(Path(directory) if directory else TABLE_DIR)
