"""Where the project's outside resources are: the one place that reads `RCL_*` variables
and looks for the shared data beside a checkout.

The treebank and the ERG profile have no redistribution licence, so they are
never copied into the package: a user points at them with a flag or an
environment variable, and a developer's checkout finds them in `../shared`.
Live ACE and its grammar image are user-installed programs, found the same way.

    setting("ace")                 # $RCL_ACE, or None
    setting("profile", "my/prof")  # a flag wins over the variable
    shared("erg", "train")         # ../shared/erg/train when it exists, else None
"""

from __future__ import annotations

import os
from pathlib import Path

#: Each resource and the environment variable that names it.
ENVIRONMENT = {
    "treebank": "RCL_TREEBANK",      # the treebank release directory
    "profile": "RCL_ERG_PROFILE",    # an [incr tsdb()] profile of ERG analyses
    "ace": "RCL_ACE",                # the ACE binary
    "grammar": "RCL_ERG_GRAMMAR",    # the ERG grammar image (erg.dat)
    "cache": "RCL_ERG_CACHE",        # a folder for decoded MRSs (training) and profile indexes
    "history": "RCL_HISTORY",        # the REPL's history file
}

#: Where a developer's checkout keeps the shared data: beside the checkout.
_CHECKOUT = Path(__file__).resolve().parents[1]


def variable(name: str) -> str:
    """The environment variable of a resource ("ace" -> "RCL_ACE")."""
    return ENVIRONMENT[name]


def setting(name: str, given: str | os.PathLike | None = None) -> str | None:
    """`given` (a flag), else the resource's environment variable, else None (an empty value is none)."""
    if given is not None and str(given) != "":
        return str(given)
    return os.environ.get(ENVIRONMENT[name]) or None


def shared(*parts: str, marker: str | None = None) -> Path | None:
    """`../shared/<parts>` seen from the working directory or from this checkout, when it exists
    (and holds `marker`, when given); None otherwise."""
    for root in (Path.cwd().parent, _CHECKOUT.parent):
        candidate = root.joinpath("shared", *parts)
        if candidate.is_dir() and (marker is None or (candidate / marker).is_file()):
            return candidate
    return None
