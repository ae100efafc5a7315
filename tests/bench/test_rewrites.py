"""The robustness benchmark's rewrites: deterministic, and each kind changes only what it says."""

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import rewrites  # noqa: E402

GOLD = rewrites.gold_leaves("(event: (action: take (token: 1 2)) (entity: (color: red (token: 4)) "
                            "(type: cube (token: 5))))")
TEXT = "Pick up the red block."


def test_the_examples_in_the_docstrings_run():
    import doctest
    result = doctest.testmod(rewrites)
    assert result.attempted > 5 and result.failed == 0


@pytest.mark.parametrize("kind", sorted(rewrites.REWRITES))
def test_each_kind_is_deterministic_for_a_seed(kind):
    rewrite = rewrites.REWRITES[kind]
    assert rewrite(TEXT, GOLD, random.Random("0:x")) == rewrite(TEXT, GOLD, random.Random("0:x"))


def test_kinds_touch_only_their_own_kind_of_variation():
    rng = random.Random(5)
    assert rewrites.casing(TEXT, GOLD, rng).lower() == TEXT.lower()
    assert rewrites.determiners(TEXT, GOLD, rng) == "Pick up red block."
    replaced = rewrites.synonyms(TEXT, GOLD, random.Random(1))
    assert replaced != TEXT and len(replaced.split()) <= len(TEXT.split())
    no_punct = lambda t: [w for w in rewrites.TOKEN.findall(t) if w.isalnum()]
    for kind in ("punct-leading", "punct-trailing", "punct-inner", "spacing"):
        assert no_punct(rewrites.REWRITES[kind](TEXT, GOLD, random.Random(kind))) == no_punct(TEXT)
