"""The README's set-up commands and CI: CI runs exactly the README's test command."""

import re
from pathlib import Path

from rcl.app.example_scenes import example_names

REPO = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    """The commands of the README's first code block (comment lines left out)."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```sh\n(.*?)```", text, re.S).group(1)
    return [line for line in block.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def test_the_readme_opens_with_an_install_and_run_command_and_a_test_command():
    run, tests = readme_commands()
    assert "pip install . " in run and "pip install -e" not in run  # the install a user would use
    assert run.endswith("--scene example")  # shipped in the package: the command works from a wheel anywhere
    assert "example" in example_names()
    assert tests.endswith("-m pytest -q") and "'.[test]'" in tests


def test_ci_runs_exactly_the_readme_test_command():
    script = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line for line in script.splitlines()
                if line.strip() and not line.startswith(("#", "set ", "cd "))]
    assert commands == [readme_commands()[1]]
