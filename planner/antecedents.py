"""The entities of one command an RCL reference-id points back to ("(id: 1)" ... "(reference-id: 1)")."""

from __future__ import annotations

from rcl.model import Branch, Node
from planner.errors import IncoherentError


class Antecedents:
    """The entities carrying `(id: N)` in one root tree, for reference-ids."""

    def __init__(self, root: Node):
        self.by_id: dict[str, list[Branch]] = {}
        for node in root.walk():
            if node.tag == "entity" and (ident := node.value_of("id")) is not None:
                self.by_id.setdefault(ident, []).append(node)

    def find(self, ident: str | None) -> Branch:
        if ident is None:
            raise IncoherentError("'one' is used without saying which earlier thing it stands for")
        found = self.by_id.get(ident, [])
        if not found:
            raise IncoherentError(f"reference {ident} points to nothing mentioned before")
        if len(found) > 1:
            raise IncoherentError(f"reference {ident} is ambiguous: {len(found)} things carry id {ident}")
        return found[0]


__all__ = ["Antecedents"]
