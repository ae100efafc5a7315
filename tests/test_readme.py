"""The README's Python examples are tests: each ```pycon block runs as a doctest, from the
checkout's root (where its paths point), with no ERG path configured (what the README shows)."""

import doctest
import re
from pathlib import Path

import pytest

from rcl import locations

ROOT = Path(__file__).resolve().parents[1]
BLOCKS = re.findall(r"```pycon\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)


def test_the_readme_has_python_examples():
    assert BLOCKS


@pytest.mark.parametrize("number", range(len(BLOCKS)))
def test_a_readme_example_runs_as_shown(number, monkeypatch):
    monkeypatch.chdir(ROOT)
    for variable in locations.ENVIRONMENT.values():
        monkeypatch.delenv(variable, raising=False)
    test = doctest.DocTestParser().get_doctest(BLOCKS[number], {}, f"README.md block {number + 1}", "README.md", 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test, out=lambda text: pytest.fail(text, pytrace=False))
    assert runner.summarize(verbose=False).attempted > 0
