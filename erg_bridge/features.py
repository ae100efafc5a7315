"""Features of an analysis for the ranker: of the MRSs that gave it and of its RCL tree."""

from __future__ import annotations

import math

from erg_bridge.tables import normalise_predicate
from rcl.model import Branch, Node

#: Structural predicates whose presence says much about a reading's quality.
_MARKED = {"compound", "named", "appos", "nominalization", "loc_nonsp", "subord", "implicit_conj",
           "generic_entity", "card", "unknown", "ellipsis_ref", "part_of", "superl", "relative_mod",
           "_and_c", "elliptical_n", "measure", "mod", "time_n", "place_n", "poss", "with_p",
           "basic_numbered_hour", "number_q", "idiom_q_i", "def_implicit_q", "pron"}


def features(analysis, total: int) -> dict[str, float]:
    """Sparse feature map of an Analysis among `total` readings."""
    f: dict[str, float] = {"bias": 1.0}
    share = len(analysis.readings) / max(total, 1)
    f["share"] = share
    f["log_readings"] = math.log1p(len(analysis.readings))
    f["first_reading"] = math.log1p(analysis.first) / math.log1p(max(total, 1)) if total > 1 else 0.0
    if analysis.variant:
        f["variant"] = 1.0
    _tree_features(analysis.tree, f)
    _mrs_features(analysis.mrss[0], f)
    return f


def _add(f: dict[str, float], key: str, value: float = 1.0) -> None:
    f[key] = f.get(key, 0.0) + value


def _tree_features(tree: Node, f: dict[str, float]) -> None:
    events = [tree] if tree.tag == "event" else [n for n in tree.walk() if n.tag == "event"]
    _add(f, f"events={min(len(events), 3)}")
    for event in events:
        action = event.value_of("action")
        _add(f, f"action={action}")
        entity = event.get("entity")
        dest = event.get("destination")
        _add(f, f"action={action}&dest={dest is not None}")
        if entity is not None:
            rels = entity.all("spatial-relation")
            _add(f, f"action={action}&entity_rels={min(len(rels), 2)}")
            _add(f, f"entity_type={entity.value_of('type')}")
        if dest is not None:
            sr = dest.get("spatial-relation")
            rel = sr.value_of("relation")
            _add(f, f"dest_rel={rel}")
            land = sr.get("entity")
            _add(f, f"dest_rel={rel}&land={land.value_of('type') if land is not None else None}")
            _add(f, f"dest_measure={sr.get('measure') is not None}")
    nodes = list(tree.walk())
    f["nodes"] = len(nodes) / 10.0
    for node in nodes:
        if isinstance(node, Branch) and node.tag == "entity":
            _add(f, f"entity_colors={len(node.values_of('color'))}")
            _add(f, f"entity_ind={len(node.values_of('indicator'))}")
            for sr in node.all("spatial-relation"):
                land = sr.get("entity")
                _add(f, f"mod_rel={sr.value_of('relation')}&land={land.value_of('type') if land is not None else None}")
                _add(f, f"mod_rel_on={node.value_of('type')}")
            depth_rel = sum(1 for _ in node.walk() if _.tag == "spatial-relation")
            if depth_rel > 1:
                _add(f, "nested_rel")


def _mrs_features(mrs, f: dict[str, float]) -> None:
    for ep in mrs.rels:
        name = ep.predicate.lower()
        if name in _MARKED:
            _add(f, f"pred={name}")
        else:
            lemma, pos, sense = normalise_predicate(name)
            if pos in ("p", "v", "c", "a") or sense == "unknown":
                _add(f, f"pred={name}")
    f["eps"] = len(mrs.rels) / 10.0
