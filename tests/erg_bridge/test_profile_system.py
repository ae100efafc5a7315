"""The profile source (../shared/erg/train) and the erg system end to end on a few dev commands."""

from __future__ import annotations

import pytest

from rcl.normalise import normalise

from erg_bridge.errors import ProfileError
from erg_bridge.profile import ProfileSource, find_profile


@pytest.fixture(scope="module")
def profile():
    try:
        return ProfileSource.open()
    except ProfileError as e:
        pytest.skip(f"shared ERG profile not available: {e}")


def test_keyed_by_id_and_by_text(profile):
    text = profile.text(19)
    by_id = profile.by_id(19)
    assert by_id and profile.item_id(normalise(text).text) == 19
    assert profile.analyses(normalise(f"  {text.upper()}  ").text) == by_id  # by the normalised words
    assert profile.analyses("a command the profile has never seen") == ()


def test_a_directory_that_is_no_profile(tmp_path):
    with pytest.raises(ProfileError, match="not an \\[incr tsdb\\(\\)\\] profile"):
        find_profile(tmp_path)


@pytest.fixture(scope="module")
def erg(profile):
    from rcl.app.systems import make_system
    return make_system("erg", profile=str(profile.root))


DEV_IDS = (185, 306, 409, 570, 956)


def test_erg_system_with_and_without_scene(erg, treebank):
    from planner import scene_from_layout
    from rcl import to_string
    commands = {c.id: c for c in treebank.split("dev")}
    right_sp = right_plain = 0
    for cid in DEV_IDS:
        command = commands[cid]
        scene = scene_from_layout(treebank.scene(command.scene)[0])
        with_scene, without = erg.parse(command.text, scene), erg.parse(command.text, None)
        assert {"convert", "rank"} <= set(with_scene.timings)  # read and converted once ...
        assert with_scene.planner and not without.planner
        assert with_scene.verdict is None or with_scene.verdict.coherent
        right_sp += with_scene.answered and to_string(with_scene.tree) == to_string(command.gold)
        right_plain += without.answered and to_string(without.tree) == to_string(command.gold)
        assert "convert" not in without.timings and "rank" in without.timings  # ... then kept
    assert right_sp >= 4 and right_plain >= 4


def test_erg_system_abstains_on_an_unknown_command(erg):
    answer = erg.parse("juggle the seventeen bananas", None)
    assert not answer.answered and "no analysis" in answer.explanation
