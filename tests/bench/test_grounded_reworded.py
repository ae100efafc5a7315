"""The grounded robustness benchmark's rewrites: one everyday word for another, meaning kept."""

import random
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH / "grounded"))
sys.path.insert(0, str(BENCH))
import reworded  # noqa: E402


def test_one_phrase_is_replaced_keeping_its_number_and_capital():
    table = [("N squares", ["N spaces"]), ("cube", ["box"])]
    said = {reworded.words("Cube two squares left", random.Random(seed), table) for seed in range(20)}
    assert said == {"Box two squares left", "Cube two spaces left"}


def test_a_command_without_a_phrase_of_the_table_is_left_as_it_is():
    assert reworded.words("grab it", random.Random(0), [("cube", ["box"])]) == "grab it"


def test_the_table_gives_every_phrase_other_words():
    table = reworded.load_words()
    assert len(table) > 20
    assert all(phrase not in replacements and all(r.strip() for r in replacements) for phrase, replacements in table)


def test_every_kind_is_drawn_from_its_own_seed():
    text = "Please put the gray cube next to the red block."
    assert reworded.rewrite("words", text, random.Random("words:a001:x")) == \
        reworded.rewrite("words", text, random.Random("words:a001:x"))
    assert reworded.rewrite("determiners", text, random.Random(1)) == "Please put gray cube next to red block."
