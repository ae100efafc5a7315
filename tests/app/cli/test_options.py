"""What the tools share: flags and the environment made into SystemOptions, the progress bar, and
--version on every tool."""

import importlib
import importlib.metadata
import io
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from rcl.app.cli.options import progress_bar, system_options
from rcl.app.cli.eval import build_parser

REPO = Path(__file__).resolve().parents[3]
#: Every console script the package installs: name -> "module:function".
SCRIPTS = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]


def test_flags_win_over_the_environment_and_physics_defaults_to_the_official_rules(monkeypatch):
    monkeypatch.setenv("RCL_ERG_PROFILE", "/from/env")
    monkeypatch.setenv("RCL_ACE", "/usr/bin/ace")
    options = system_options(build_parser().parse_args(["--erg-profile", "/from/flag"]))
    assert (options.profile, options.ace, options.physics) == ("/from/flag", "/usr/bin/ace", "official")
    monkeypatch.delenv("RCL_ACE")
    assert system_options(build_parser().parse_args([])).ace is None


def test_the_progress_bar_is_silent_unless_stderr_is_a_terminal(monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr("sys.stderr", io.StringIO())
    assert progress_bar()([1, 2], "stub").disable
    monkeypatch.setattr("sys.stderr", Terminal())
    assert not progress_bar()([1, 2], "stub").disable
    assert progress_bar(False)([1, 2], "stub").disable


@pytest.mark.parametrize("tool", sorted(SCRIPTS))
def test_every_installed_tool_shows_the_packages_version(tool, capsys):
    module, function = SCRIPTS[tool].split(":")
    main = getattr(importlib.import_module(module), function)
    try:
        status = main(["--version"])
    except SystemExit as exit:  # argparse's tools exit from the option; rcl-train returns
        status = exit.code
    assert status in (0, None)
    assert capsys.readouterr().out == f"{tool} (rcl-parser) {importlib.metadata.version('rcl-parser')}\n"


def test_the_planner_module_shows_the_packages_version_too():
    shown = subprocess.run([sys.executable, "-m", "planner", "--version"], capture_output=True, text=True)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout == f"python -m planner (rcl-parser) {importlib.metadata.version('rcl-parser')}\n"
