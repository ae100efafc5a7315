"""The package as users get it: built into a wheel and an sdist without a warning, installed into
a fresh venv outside the checkout, it runs the README's first command, hands out its example
scenes and evaluates, from another directory (its models and example scenes are package data)."""

import os
import shlex
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

from rcl.app.example_scenes import example_text
from rcl.errors import TreebankError
from rcl.treebank import find_treebank
from test_setup import readme_commands

REPO = Path(__file__).resolve().parents[1]


def run(argv, cwd, timeout=600):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RCL_", "PYTHON"))}
    return subprocess.run([str(a) for a in argv], cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A fresh venv, outside the checkout, with the wheel built from the sdist installed."""
    root = tmp_path_factory.mktemp("package")
    built = run([sys.executable, "-m", "build", "--outdir", root / "dist", REPO], cwd=root)
    assert built.returncode == 0, built.stderr[-2000:]
    warnings = [line for line in (built.stdout + built.stderr).splitlines() if "warn" in line.lower()]
    assert warnings == []  # setuptools' warnings point at pyproject.toml: license, discovery, package data
    wheels, sdists = list((root / "dist").glob("*.whl")), list((root / "dist").glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1
    venv.create(root / "venv", with_pip=True)
    python = root / "venv" / "bin" / "python"
    install = run([python, "-m", "pip", "install", "-q", wheels[0]], cwd=root)
    assert install.returncode == 0, install.stderr[-2000:]
    elsewhere = root / "elsewhere"
    elsewhere.mkdir()
    return root / "venv" / "bin", elsewhere


@pytest.mark.slow
def test_the_installed_wheel_runs_the_readmes_first_command_from_another_directory(installed):
    bin_dir, elsewhere = installed
    program, *argv = shlex.split(readme_commands()[0].split(" && ")[-1])  # .venv/bin/rcl-parse ... --scene example
    result = run([bin_dir / Path(program).name, *argv, "--oneline"], cwd=elsewhere)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "(event: (action: take) (entity: (color: green) (type: prism)))\n"
    assert "Traceback" not in result.stderr


@pytest.mark.slow
def test_the_installed_tools_give_the_version_of_pyproject(installed):
    bin_dir, elsewhere = installed
    version = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    for tool in ("rcl-parse", "rcl-eval", "rcl-repl", "rcl-scene", "rcl-train"):
        shown = run([bin_dir / tool, "--version"], cwd=elsewhere)
        assert (shown.returncode, shown.stdout) == (0, f"{tool} (rcl-parser) {version}\n"), shown.stderr
    shown = run([bin_dir / "python", "-m", "planner", "--version"], cwd=elsewhere)
    assert shown.stdout == f"python -m planner (rcl-parser) {version}\n", shown.stderr


@pytest.mark.slow
def test_the_installed_wheel_writes_its_example_scenes(installed):
    bin_dir, elsewhere = installed
    result = run([bin_dir / "rcl-scene", "example", "demo", "--out", "demo.json"], cwd=elsewhere)
    assert result.returncode == 0, result.stderr
    assert (elsewhere / "demo.json").read_text(encoding="utf-8") == example_text("demo")
    shown = run([bin_dir / "rcl-scene", "show", "example", "--plain"], cwd=elsewhere)
    assert shown.returncode == 0 and "RRg" in shown.stdout, shown.stderr


@pytest.mark.slow
def test_the_installed_wheel_evaluates_the_back_off_on_dev(installed):
    try:
        treebank = find_treebank()
    except TreebankError as e:
        pytest.skip(f"no treebank to evaluate on: {e}")
    bin_dir, elsewhere = installed
    result = run([bin_dir / "rcl-eval", "--split", "dev", "--system", "pcfg", "--treebank", treebank, "--limit", 50],
                 cwd=elsewhere)
    assert result.returncode == 0, result.stderr
    assert "exact match (official)" in result.stdout and "pcfg-train-dev.json.gz" in result.stdout
