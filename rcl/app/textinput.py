"""Checking and cleaning command text typed by people, before any parser sees it.

A command is normalised here, once (`rcl.normalise`: control characters, odd
white space and punctuation go, each word keeps the user's tokens); empty or
absurdly long commands are refused with a message that says how to fix them.
"""

from __future__ import annotations

from rcl.errors import RCLError
from rcl.normalise import Utterance, normalise

#: Longer commands are refused: the longest treebank command has about 60 words,
#: and chart parsing is cubic in the length.
MAX_WORDS = 80
MAX_CHARS = 1000


class InputError(RCLError):
    """A command text that cannot be parsed at all (empty, too long, not text)."""


def check_command(text: str) -> Utterance:
    """The command normalised (once: `rcl.normalise`), or InputError saying what is wrong with it."""
    undecodable = next((ch for ch in text if "\udc80" <= ch <= "\udcff"), None)
    if undecodable is not None:
        # How Python hands over command-line bytes that are not UTF-8 (PEP 383).
        raise InputError(f"the command is not UTF-8 text (byte 0x{ord(undecodable) - 0xdc00:02x}); "
                         "type it again or fix the terminal's encoding")
    utterance = normalise(text)
    if not utterance.typed:
        raise InputError("empty command: type an instruction such as 'pick up the red cube'")
    words = text.split()
    if len(words) > MAX_WORDS:
        raise InputError(f"command too long ({len(words)} words); the limit is {MAX_WORDS} words: "
                         "give one instruction at a time")
    length = len(" ".join(words))
    if length > MAX_CHARS:
        raise InputError(f"command too long ({length} characters); the limit is {MAX_CHARS} characters: "
                         "give one instruction at a time")
    return utterance


def decode_lines(data: bytes, origin: str) -> list[str]:
    """Lines of UTF-8 input; non-UTF-8 bytes raise InputError naming line and byte."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise InputError(f"{origin}: line {line} is not UTF-8 (byte 0x{data[e.start]:02x}); "
                         "save the input as UTF-8") from None
    return text.splitlines()
