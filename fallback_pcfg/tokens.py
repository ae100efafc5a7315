"""Tokenisation of commands the way the treebank's alignments count tokens.

The treebank's `(token: i)` alignments count punctuation as tokens of its
own: in "Move the yellow pyramid. Place it on the grey block." the word
"block" is token 11, and "blue-sky" is three tokens.  So a token is a run of
letters/digits (with inner apostrophes: "it's") or a run of punctuation.
Each token also remembers the whitespace word it came from.

>>> [(t.text, t.word) for t in tokenize("Pick up the blue-sky block, then...")]
[('pick', 1), ('up', 2), ('the', 3), ('blue', 4), ('-', 4), ('sky', 4), ('block', 5), (',', 5), ('then', 6), ('...', 6)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PIECE = re.compile(r"[^\W_]+(?:['’][^\W_]+)*|[^\w\s]+|_+", re.UNICODE)


@dataclass(frozen=True)
class Token:
    """One token: its lower-cased text and the 1-based whitespace word it belongs to."""

    text: str
    word: int

    @property
    def is_punct(self) -> bool:
        return not any(ch.isalnum() for ch in self.text)


def tokenize(text: str | list[str]) -> list[Token]:
    """Split a command (text or its whitespace words) into lower-cased tokens."""
    words = text.split() if isinstance(text, str) else text
    return [Token(piece, number) for number, word in enumerate(words, start=1)
            for piece in _PIECE.findall(word.lower())]
