"""Reading RCL text into `Leaf`/`Branch` trees with the lark grammar.

>>> read_rcl("(event: (action: drop) (entity: (type: reference) (reference-id: 1)))").tag
'event'
>>> read_rcl("(event: (action: drop)")
Traceback (most recent call last):
...
rcl.errors.RCLSyntaxError: line 1, column 23: unexpected end of text; expected "(" or ")"
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import lark

from rcl import vocabulary as V
from rcl.errors import RCLSyntaxError
from rcl.model import Branch, Leaf, Node

#: Deeper nesting is refused before parsing (gold trees nest 11 deep); it would exhaust Python's stack later.
MAX_DEPTH = 100

_FRIENDLY = {
    "LPAR": '"("', "RPAR": '")"', "COLON": '":"', "TAG": "a tag", "VALUE": "a value",
    "INT": "a word position", "TOKEN": '"token"', "$END": "end of text",
}


@lru_cache(maxsize=1)
def _parser() -> lark.Lark:
    grammar = resources.files("rcl").joinpath("grammar.lark").read_text(encoding="utf-8")
    # The transformer runs inside the LALR parser: no intermediate tree, 5x faster.
    return lark.Lark(grammar, parser="lalr", transformer=_ToNodes(), maybe_placeholders=False)


class _ToNodes(lark.Transformer):
    """Turns the lark parse tree into model nodes, checking leaf/branch tags."""

    def _error(self, message: str, tok: lark.Token) -> RCLSyntaxError:
        return RCLSyntaxError(message, tok.line, tok.column)

    def start(self, items):
        return items[0]

    def token(self, items):
        first = int(items[0])
        last = int(items[1]) if len(items) > 1 else first
        if first < 1 or last < first:
            raise self._error(f"bad word span {first}-{last}: positions are 1-based and increasing", items[0])
        return (first, last)

    def leaf(self, items):
        tag, value = items[0], items[1]
        if tag == V.TOKEN_TAG:
            raise self._error("a (token: ...) alignment follows a leaf's value, as in (color: red (token: 3)); "
                              "it cannot stand on its own", tag)
        if tag not in V.LEAF_TAGS:
            if tag in V.BRANCH_TAGS:
                raise self._error(f"'{tag}' holds nodes, not the value '{value}'", tag)
            raise self._error(f"unknown tag '{tag}'; expected one of {', '.join(sorted(V.TAGS - {V.TOKEN_TAG}))}", tag)
        span = items[2] if len(items) > 2 else None
        return Leaf(str(tag), str(value), span, (tag.line, tag.column))

    def branch(self, items):
        tag, children = items[0], items[1:]
        if tag not in V.BRANCH_TAGS:
            if tag in V.LEAF_TAGS:
                raise self._error(f"'{tag}' holds a value, not nodes", tag)
            raise self._error(f"unknown tag '{tag}'; expected one of {', '.join(sorted(V.TAGS - {V.TOKEN_TAG}))}", tag)
        return Branch(str(tag), tuple(children), (tag.line, tag.column))


def read_rcl(text: str) -> Node:
    """Parse one RCL tree; raise `RCLSyntaxError` (with line and column) if malformed."""
    if not isinstance(text, str):
        raise TypeError(f"read_rcl expects str, not {type(text).__name__}")
    if not text.strip():
        raise RCLSyntaxError("empty text; expected an RCL tree such as (event: ...)", 1, 1, text)
    _check_depth(text)
    try:
        tree = _parser().parse(text)
    except lark.exceptions.UnexpectedCharacters as e:
        expected = _expected(e.allowed)
        raise RCLSyntaxError(f"unexpected character {text[e.pos_in_stream]!r}; expected {expected}",
                             e.line, e.column, text) from None
    except lark.exceptions.UnexpectedToken as e:
        # `accepts` is what the parser state takes; `expected` can be the lexer's wider guess.
        expected = _expected(getattr(e, "accepts", None) or e.expected)
        if e.token.type == "$END":
            line, column = _end_position(text)
            raise RCLSyntaxError(f"unexpected end of text; expected {expected}", line, column, text) from None
        raise RCLSyntaxError(f"unexpected {e.token.value!r}; expected {expected}",
                             e.line, e.column, text) from None
    except RCLSyntaxError as e:
        raise RCLSyntaxError(e.args[0].split(": ", 1)[1], e.line, e.column, text) from None
    except lark.exceptions.UnexpectedEOF as e:
        line, column = _end_position(text)
        raise RCLSyntaxError(f"unexpected end of text; expected {_expected(e.expected)}", line, column, text) from None
    return tree


def _check_depth(text: str) -> None:
    """Raise RCLSyntaxError at the first "(" nested deeper than MAX_DEPTH."""
    if text.count("(") <= MAX_DEPTH:
        return
    depth = 0
    for index, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        if depth > MAX_DEPTH:
            line = text.count("\n", 0, index) + 1
            column = index - (text.rfind("\n", 0, index) + 1) + 1
            raise RCLSyntaxError(f"nodes nested more than {MAX_DEPTH} deep; RCL trees are far shallower",
                                 line, column, text)


def _expected(names) -> str:
    friendly = sorted({_FRIENDLY.get(n, n) for n in names})
    return " or ".join(friendly) if friendly else "nothing more"


def _end_position(text: str) -> tuple[int, int]:
    lines = text.split("\n")
    return len(lines), len(lines[-1]) + 1
