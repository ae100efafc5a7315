"""The cold-start benchmark: it times fresh processes of any command and says when one fails."""

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import cold_start  # noqa: E402


def test_it_prints_each_run_and_the_median(capsys, monkeypatch):
    monkeypatch.delenv("PYTHONDONTWRITEBYTECODE", raising=False)
    assert cold_start.main(["--runs", "3", "--", sys.executable, "-c", "pass"]) == 0
    runs, median = capsys.readouterr().out.splitlines()
    assert runs.startswith("runs (s): ") and len(runs.split()[2:]) == 3
    assert re.fullmatch(r"median of 3 cold runs: \d+\.\d\d s \(CPU \d+\.\d\d s\)", median)


def test_it_says_when_no_pyc_files_are_written(capsys, monkeypatch):
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    assert cold_start.main(["--runs", "1", "--", sys.executable, "-c", "pass"]) == 0
    assert capsys.readouterr().out.startswith("note: PYTHONDONTWRITEBYTECODE is set")


def test_a_failing_command_is_reported_with_its_last_error_line(capsys):
    code = cold_start.main(["--", sys.executable, "-c", "import sys; sys.exit('no scene here')"])
    assert code == 1
    name = Path(sys.executable).name
    assert capsys.readouterr().err == f"cold_start.py: {name} exited with status 1: no scene here\n"


def test_a_program_is_found_beside_the_interpreter_first():
    name = Path(sys.executable).name
    assert cold_start.resolve_program([name, "-V"]) == [str(Path(sys.executable).parent / name), "-V"]


def test_without_a_command_it_is_a_usage_error(capsys):
    assert cold_start.main(["--runs", "2"]) == 2
    assert "give --runs >= 1 and a command after --" in capsys.readouterr().err
