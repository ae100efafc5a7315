"""Command text from people is normalised once, and hopeless input is refused with a reason."""

import unicodedata

import pytest
from hypothesis import given, settings, strategies as st

from rcl.app.textinput import MAX_CHARS, InputError, check_command, decode_lines
from rcl.normalise import clean


def test_control_characters_and_odd_whitespace_are_removed():
    assert clean("  pick\tup the\x00 red\u200b cube\r\n") == "pick up the red cube"


def test_empty_command_says_what_to_type():
    with pytest.raises(InputError, match="empty command: type an instruction"):
        check_command(" \x07 \n")


def test_very_long_command_is_refused_with_the_limit_it_broke():
    with pytest.raises(InputError, match=r"command too long \(10000 words\); the limit is 80 words"):
        check_command("move the red cube " * 2500)
    with pytest.raises(InputError, match=r"command too long \(50000 characters\); the limit is 1000 characters"):
        check_command("x" * 50000)


def test_non_utf8_input_names_the_line_and_byte():
    with pytest.raises(InputError, match=r"stdin: line 2 is not UTF-8 \(byte 0xff\)"):
        decode_lines(b"drop it\nmove \xff cube\n", "stdin")
    assert decode_lines("\ufeffdrop it\r\ntake the cube\n".encode(), "f") == ["drop it", "take the cube"]


def test_undecodable_argument_bytes_are_refused_naming_the_byte():
    # sys.argv carries bytes that are not UTF-8 as lone surrogates (PEP 383).
    with pytest.raises(InputError, match=r"the command is not UTF-8 text \(byte 0xe9\)"):
        check_command("put the caf\udce9 cube down")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120))
def test_any_text_is_either_a_clean_command_or_an_input_error(text):
    try:
        utterance = check_command(text)
    except InputError as e:
        assert str(e)
        return
    typed = " ".join(utterance.typed)
    assert utterance.typed and all(t == t.strip() and t for t in utterance.typed) and len(typed) <= 2 * MAX_CHARS
    assert not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co") for ch in typed)
    assert utterance.original == text   # what the user typed is kept as typed


def test_a_command_is_normalised_once_keeping_the_users_words():
    utterance = check_command("  Pick up the GREY pyarmid! ")
    assert utterance.words == ("pick", "up", "the", "gray", "pyramid")
    assert utterance.source_text(4) == "pyarmid"
