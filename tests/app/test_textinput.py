"""Command text from people is cleaned, and hopeless input is refused with a reason."""

import pytest

from rcl.app.textinput import InputError, check_command, clean_command, decode_lines


def test_control_characters_and_odd_whitespace_are_removed():
    assert clean_command("  pick\tup the\x00 red\u200b cube\r\n") == "pick up the red cube"


def test_empty_command_says_what_to_type():
    with pytest.raises(InputError, match="empty command: type an instruction"):
        check_command(" \x07 \n")


def test_very_long_command_is_refused_with_the_limit():
    with pytest.raises(InputError, match="command too long .* the limit is 80 words"):
        check_command("move the red cube " * 2500)


def test_non_utf8_input_names_the_line_and_byte():
    with pytest.raises(InputError, match=r"stdin: line 2 is not UTF-8 \(byte 0xff\)"):
        decode_lines(b"drop it\nmove \xff cube\n", "stdin")
    assert decode_lines("\ufeffdrop it\r\ntake the cube\n".encode(), "f") == ["drop it", "take the cube"]
