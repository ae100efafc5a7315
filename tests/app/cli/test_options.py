"""What the tools share: flags and the environment made into SystemOptions, and the progress bar."""

import io

from rcl.app.cli.options import progress_bar, system_options
from rcl.app.cli.eval import build_parser


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
