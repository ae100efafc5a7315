"""The package as users get it: built into a wheel and an sdist without a warning, installed into a fresh venv
outside the checkout, it parses and evaluates from another directory (its models are package data)."""

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from rcl.errors import TreebankError
from rcl.treebank import find_treebank

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "data" / "scenes" / "example.json"


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
def test_the_installed_wheel_parses_on_the_example_scene_from_another_directory(installed):
    bin_dir, elsewhere = installed
    result = run([bin_dir / "rcl-parse", "pick up the green pyramid", "--scene", EXAMPLE, "--oneline"], cwd=elsewhere)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "(event: (action: take) (entity: (color: green) (type: prism)))"
    assert "Traceback" not in result.stderr


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
