"""What every command-line tool shares: exit statuses, and `run_main`, which turns errors into them.

A tool's `main` parses its arguments and hands its work to `run_main`; a
user's mistake (any `RCLError`: a bad flag value, an unreadable file, a
model that cannot be loaded) becomes one line on stderr and status 2, a
closed pipe (`rcl-parse ... | head -1`) ends quietly with the shell's status
for SIGPIPE, and Ctrl-C ends with 130.  Never a traceback.
"""

from __future__ import annotations

import os
import sys
import warnings
from typing import Callable

from rcl.errors import RCLError

EXIT_OK = 0
#: Some command had no (coherent) parse, was not executed, or (rcl-scene check) a file was bad.
EXIT_FAILED = 1
#: A usage or input error: nothing was done.
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
#: What a shell reports for a process killed by SIGPIPE (128 + 13), e.g. `rcl-parse ... | head -1`.
EXIT_BROKEN_PIPE = 141


class UsageError(RCLError):
    """A command-line mistake: exit status 2."""


def run_main(prog: str, work: Callable[[], int]) -> int:
    """Run a tool's work and return its exit status; errors become one line on stderr, and so do the
    library's warnings ("rcl-eval: warning: cannot write the ERG profile index ...")."""
    warnings.showwarning = lambda message, category, *rest, **more: print(f"{prog}: warning: {message}",
                                                                          file=sys.stderr)
    try:
        status = work()
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's last flush
        return status
    except RCLError as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return _quiet_broken_pipe()
    except OSError as e:  # e.g. an output file in a folder that is not there
        where = f": {e.filename}" if e.filename else ""
        print(f"{prog}: error: {e.strerror or e}{where}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED


def _quiet_broken_pipe() -> int:
    """The reader of our output went away: stop without a message.

    Standard output is pointed at /dev/null so that the interpreter's final
    flush does not complain; the status is the shell's for a SIGPIPE death.
    """
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is not a real file (a test's capture, say)
        pass
    return EXIT_BROKEN_PIPE
