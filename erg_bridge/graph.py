"""Walking an MRS as a graph: heads, modifiers, scopes and arguments of variables.

A thin index over `delphin.mrs.MRS` built once per analysis, so conversion
asks "what is predicated of x?" without scanning all EPs each time.
"""

from __future__ import annotations

from collections import defaultdict

from delphin.mrs import EP, MRS

from erg_bridge.tables import Tables, normalise_predicate

#: Particles of phrasal verbs ("pick up", "put down"): never a destination.
PARTICLES = {"up", "down", "off", "out", "away", "back", "over"}


class Graph:
    """Indexes of one MRS."""

    def __init__(self, mrs: MRS):
        self.mrs = mrs
        self._heads: dict[str, list[EP]] = defaultdict(list)
        self._mods: dict[str, list[EP]] = defaultdict(list)
        self._labels: dict[str, list[EP]] = defaultdict(list)
        self._by_arg: dict[str, list[EP]] = defaultdict(list)
        self._qeq = {hc.hi: hc.lo for hc in mrs.hcons}
        self._quantifiers: dict[str, EP] = {}
        for ep in mrs.rels:
            self._labels[ep.label].append(ep)
            if ep.is_quantifier():
                self._quantifiers[ep.iv] = ep
                continue
            iv = ep.iv
            if iv is not None:
                self._heads[iv].append(ep)
            for role, value in ep.args.items():
                if role != "ARG0" and isinstance(value, str):
                    self._by_arg[value].append(ep)
            arg1 = ep.args.get("ARG1")
            if arg1 is not None and arg1 != iv:
                self._mods[arg1].append(ep)
        for eps in self._mods.values():
            eps.sort(key=lambda e: e.cfrom)

    def sentence_force(self) -> str | None:
        props = self.mrs.variables.get(self.mrs.index or "", {})
        return (props.get("SF") or None) and props.get("SF").lower()

    def subjectless(self) -> bool:
        """True when every verb at the top of the analysis (through coordination) lacks a subject:
        a statement reading of a command ("take the green pyramid and put it ...", ARG1 i3)."""
        todo, verbs, seen = [self.mrs.index], [], set()
        while todo:
            var = todo.pop()
            if var is None or var in seen:
                continue
            seen.add(var)
            ep = self.head_of_event(var)
            if ep is None:
                return False
            lemma, pos, _ = normalise_predicate(ep.predicate)
            if pos == "c" or ep.predicate in ("implicit_conj",):
                todo += [ep.args.get("ARG1") or ep.args.get("L-INDEX"), ep.args.get("ARG2") or ep.args.get("R-INDEX")]
            elif pos == "v":
                verbs.append(ep)
            else:
                return False
        return bool(verbs) and all(not str(v.args.get("ARG1", "i")).startswith("x") for v in verbs)

    def right_spine(self) -> list[str]:
        """The events of the coordinations on the right edge of the INDEX ("take X and place it
        ..."): a PP the grammar attached to one of them belongs to the last verb."""
        spine, var = [], self.mrs.index
        while var is not None and len(spine) < 8:
            ep = self.head_of_event(var)
            if ep is None or not (normalise_predicate(ep.predicate)[1] == "c" or ep.predicate == "implicit_conj"):
                break
            spine.append(var)
            var = ep.args.get("ARG2") or ep.args.get("R-INDEX")
        return spine

    def head_of_event(self, var: str) -> EP | None:
        """The predication whose ARG0 is the event `var`."""
        for ep in self._heads.get(var, ()):
            return ep
        return None

    def quantifier(self, var: str) -> str | None:
        """The predicate of the quantifier binding `var` (e.g. "_that_q_dem"), or None."""
        ep = self._quantifiers.get(var)
        return ep.predicate.lower() if ep is not None else None

    def person(self, var: str) -> str:
        return str(self.mrs.variables.get(var, {}).get("PERS", ""))

    def heads(self, var: str) -> list[EP]:
        """The non-quantifier EPs whose ARG0 is `var` (noun, card, named, pron...)."""
        return self._heads.get(var, [])

    def noun(self, var: str) -> EP | None:
        """The nominal head of `var` (a noun predicate, pron, named, generic_entity...)."""
        for ep in self.heads(var):
            if ep.predicate != "card":
                return ep
        return None

    def modifiers(self, var: str) -> list[EP]:
        """EPs predicated of `var` (ARG1 = var), in text order."""
        return self._mods.get(var, [])

    def scoped(self, handle: str | None) -> list[EP]:
        """The EPs labelled with `handle` or with the label it is qeq to."""
        if handle is None:
            return []
        return self._labels.get(self._qeq.get(handle, handle), [])

    def users(self, var: str) -> list[EP]:
        """EPs that take `var` as an argument other than ARG0."""
        return self._by_arg.get(var, [])

    def plural(self, var: str) -> bool:
        return str(self.mrs.variables.get(var, {}).get("NUM", "")).lower() == "pl"

    def cardinal(self, var: str) -> str | None:
        for ep in self.heads(var):
            if ep.predicate == "card" and ep.carg:
                return ep.carg
        for ep in self.modifiers(var):
            if ep.predicate == "card" and ep.carg:
                return ep.carg
        return None

    def is_superlative(self, ep: EP) -> bool:
        return any(e.predicate in ("superl", "_most_a_1") for e in self.modifiers(ep.iv or ""))

    def superlative_near(self, ep: EP) -> bool:
        """A superlative in the same scope as `ep` ("left most blue block")."""
        return self.is_superlative(ep) or any(e.predicate in ("superl", "_most_a_1")
                                              for e in self._labels.get(ep.label, ()))

    def to_complement(self, ep: EP) -> str | None:
        """The landmark of an adjective's 'to' PP ("closest to the red cube"), or of a
        preposition without its own object ("on to the red block" split in two), or None."""
        pos = normalise_predicate(ep.predicate)[1]
        if pos != "a" and not (pos == "p" and not str(ep.args.get("ARG2", "")).startswith("x")):
            return None
        for mod in self.modifiers(ep.iv or ""):
            if normalise_predicate(mod.predicate)[0] == "to" and mod.args.get("ARG2", "").startswith("x"):
                return mod.args["ARG2"]
        return None

    def is_particle(self, ep: EP) -> bool:
        return normalise_predicate(ep.predicate)[0] in PARTICLES and "ARG2" not in ep.args

    def is_relation(self, ep: EP, tables: Tables) -> bool:
        """A preposition-like EP known to the relation table (or a 'from' source PP)."""
        name = ep.predicate.lower()
        lemma, pos, _ = normalise_predicate(name)
        if lemma in ("from", "off", "out+of") and pos == "p" and "ARG2" in ep.args:
            return True  # a source PP (see convert.is_source)
        return tables.relation(name) is not None and normalise_predicate(name)[1] in ("p", "a")

    def of_complement(self, var: str, preposition: EP | None) -> str | None:
        """The 'of' landmark of a relational noun: "top of X" (of_p on the noun) or the
        idiom "on top of X" (of_p sharing the preposition's label and ARG1)."""
        for ep in self.modifiers(var):
            if normalise_predicate(ep.predicate)[0] in ("of", "to") and ep.args.get("ARG2", "").startswith("x"):
                return ep.args["ARG2"]
        if preposition is not None:
            for ep in self._labels.get(preposition.label, ()):
                if (ep is not preposition and normalise_predicate(ep.predicate)[0] == "of"
                        and ep.args.get("ARG1") == preposition.args.get("ARG1")
                        and ep.args.get("ARG2", "").startswith("x")):
                    return ep.args["ARG2"]
        return None

    def displaced_of(self, preposition: EP | None) -> str | None:
        """The landmark a relational noun lost to the noun it describes: in "the block which is
        on top of the green block" this lexicon can read "block of the green block"
        (`_block_n_of` ARG1 = the green block) and leave "top" without its "of"."""
        if preposition is None:
            return None
        for head in self.heads(str(preposition.args.get("ARG1", ""))):
            if normalise_predicate(head.predicate)[1] == "n" and str(head.args.get("ARG1", "")).startswith("x"):
                return head.args["ARG1"]
        return None

    def measure_units(self, var: str, preposition: EP | None) -> list[str]:
        """Variables of counted nouns measuring a relation ("two squares to the left")."""
        units = []
        if preposition is not None:
            for ep in self.modifiers(preposition.iv or ""):
                value = ep.args.get("ARG2")
                if ep.predicate == "measure" and value:
                    units.append(value)
            for ep in self.users(preposition.iv or ""):
                if ep.predicate == "measure" and ep.args.get("ARG2"):
                    units.append(ep.args["ARG2"])
        return units
