"""Output files are written whole or not at all, and devices and links are written through."""

import os

import pytest

from rcl.app.files import write_atomically


def test_a_file_is_replaced_whole_with_a_final_newline(tmp_path):
    target = tmp_path / "scene.json"
    target.write_text("old")
    write_atomically(target, "new")
    assert target.read_text() == "new\n" and [p.name for p in tmp_path.iterdir()] == ["scene.json"]


def test_a_symbolic_link_keeps_pointing_at_its_updated_target(tmp_path):
    real = tmp_path / "real.json"
    real.write_text("old")
    (tmp_path / "link.json").symlink_to(real)
    write_atomically(tmp_path / "link.json", "new")
    assert (tmp_path / "link.json").is_symlink() and real.read_text() == "new\n"


def test_a_device_is_written_through_and_not_replaced():
    write_atomically("/dev/null", "nothing to see")
    assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")


def test_a_file_in_a_missing_folder_is_an_error_naming_that_file(tmp_path):
    with pytest.raises(FileNotFoundError) as caught:
        write_atomically(tmp_path / "nowhere" / "scene.json", "{}")
    assert caught.value.filename == str(tmp_path / "nowhere" / "scene.json")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_failed_write_is_an_error_naming_the_file():
    with pytest.raises(OSError) as caught:
        write_atomically("/dev/full", "x" * 10000)
    assert caught.value.filename == "/dev/full" and caught.value.errno is not None
