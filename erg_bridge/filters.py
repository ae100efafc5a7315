"""Filters for grossly inappropriate analyses, applied before conversion.

Each filter returns a reason (shown by --explain) or None.  Rules over
predicates and word classes, never over sentences.
"""

from __future__ import annotations

from delphin.mrs import MRS

from erg_bridge.graph import Graph
from erg_bridge.tables import Tables, normalise_predicate

#: Shape and colour words that are nouns or adjectives here; as verbs they are a mis-analysis
#: ("block the cube", "green the block", "corner").
_NOT_VERBS_TABLES = ("nouns", "modifiers")


def not_imperative(mrs: MRS) -> str | None:
    """The main clause must be a command (SF comm)."""
    sf = str(mrs.variables.get(mrs.index or "", {}).get("SF", "")).lower()
    if sf == "prop" and Graph(mrs).subjectless():
        return None  # a command read as a subjectless statement: the verbs decide
    if sf and sf != "comm":
        return f"not a command (the main clause is {'a question' if sf == 'ques' else 'a statement'})"
    return None


def domain_verbs(mrs: MRS, tables: Tables) -> str | None:
    """A domain noun or adjective read as a verb ("block", "corner", "green")."""
    for ep in mrs.rels:
        lemma, pos, _ = normalise_predicate(ep.predicate)
        if pos != "v" or tables.verb(ep.predicate) is not None:
            continue
        noun_or_adj = (tables.nouns.by_lemma.get(lemma) or tables.modifiers.by_lemma.get(lemma)
                       or tables.relations.by_lemma.get(lemma))
        if noun_or_adj is not None:
            return f'"{lemma}" read as a verb'
    return None


def fragment(mrs: MRS) -> str | None:
    """Fragment analyses (unknown_rel / robust fragments) are not commands."""
    for ep in mrs.rels:
        if ep.predicate in ("unknown", "fragment") and ep.iv == mrs.index:
            return "a fragment, not a full command"
    return None


def inappropriate(mrs: MRS, tables: Tables) -> str | None:
    """The first reason this analysis is unfit for conversion, or None."""
    return not_imperative(mrs) or fragment(mrs) or domain_verbs(mrs, tables)
