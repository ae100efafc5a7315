"""ERG analyses from a live ACE process, supervised like a server, through `delphin.ace.ACEParser`.

Two passes, as the profile was made: roots `root_strict root_informal`
first, then `root_robust` only when nothing parsed; up to N readings each.
ACE fixes its root symbols when it starts, so each pass has its own
long-lived process (the robust one starts only when a command first needs it).

Nothing waits on ACE without a deadline:

- a start must finish within `start_timeout`: `ace -V` (the version
  pydelphin needs, probed here because pydelphin's probe has no deadline),
  the process itself, and the answer to a first test sentence, which shows
  the grammar image loaded;
- each command must be answered within `timeout`.

A process that crashes, hangs or prints garbage (bytes that are not text, a
reading that is not an MRS) is killed and reaped (`wait()`, so no zombie is
left); the command gets an `ACEError` saying what happened, and the next
command starts a new process.  After `max_failed_starts` failed starts in a
row the pass gives up: every further command gets the same `ACESetupError`
at once.  pydelphin's log records about these processes are dropped, since
our errors already say what happened; ACE's own stderr is kept aside and
its last line quoted when it fails.

    with ACESource("~/bin/ace", "~/erg/erg.dat", timeout=20, max_readings=300) as source:
        mrss = source.analyses("pick up the red cube")
        source.restarts  # processes started again after a crash, a hang or garbage
"""

from __future__ import annotations

import logging
import os
import re
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections import OrderedDict
from typing import IO

from delphin import ace, interface
from delphin.codecs import simplemrs
from delphin.mrs import MRS

from erg_bridge.errors import ACEError
from rcl import locations

STRICT_ROOTS = "root_strict root_informal"
ROBUST_ROOTS = "root_robust"
#: Readings kept per pass, as in the profile the ranker and the arbiter were trained on.
MAX_READINGS = 300
ENV_ACE, ENV_GRAMMAR = locations.variable("ace"), locations.variable("grammar")

HOW_TO = (f"install ACE (https://github.com/delph-in/docs/wiki/AceInstall) and an ERG grammar image "
          f"(erg.dat from https://github.com/delph-in/erg, compiled for that ACE version), then set "
          f"{ENV_ACE} to the ace binary and {ENV_GRAMMAR} to the image (or pass --ace PATH --grammar PATH)")

#: What a new process parses first: any answer, even "no reading", shows the image loaded.
WARM_UP = "ok"
#: Name of the threads that talk to ACE; pydelphin's log records from them are dropped.
THREAD = "rcl-ace"
#: How long a killed process, or a reader thread whose pipe closed, may take to finish.
_GRACE = 5.0
#: ACE's own words are quoted up to this many characters.
_QUOTE = 160
_VERSION = re.compile(r"ACE version ([0-9]+(?:\.[0-9]+)*)")


class ACESetupError(ACEError):
    """ACE or the grammar image is missing or unusable (nothing was parsed)."""


class _Failure(Exception):
    """What a process did wrong ("took longer than 2 s on this command"); the caller adds whose."""


class _Quiet(logging.Filter):
    """Drops pydelphin's records from our ACE threads ("Failed to get ACE version number."):
    the `ACEError` we raise says what happened, once, in a sentence a user understands."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.threadName or "").startswith(THREAD)


logging.getLogger(ace.__name__).addFilter(_Quiet())


def check_setup(executable: str | None, grammar: str | None) -> tuple[str, str]:
    """(ace path, grammar path), both absolute, or ACESetupError: one line saying what is wrong
    and how to fix it."""
    if not executable and not grammar:
        raise ACESetupError(f"no ACE binary and no ERG grammar image given; {HOW_TO}")
    if not executable:
        raise ACESetupError(f"no ACE binary given (only the grammar image {grammar}); {HOW_TO}")
    if not grammar:
        raise ACESetupError(f"no ERG grammar image given (only the ACE binary {executable}); {HOW_TO}")
    return _executable(executable), _image(grammar)


def _executable(given: str) -> str:
    """The ACE binary's absolute path.  A path (with a slash, or ~) is taken from the current
    directory, as a shell does; a bare name is looked up on PATH.  Absolute because pydelphin
    turns "./ace" into "ace", which Popen then looks for on PATH."""
    path = os.path.expanduser(given)
    if os.sep not in path:
        found = shutil.which(path)
        if found is None:
            here = f" (for the file in this folder, write ./{path})" if os.path.isfile(path) else ""
            raise ACESetupError(f"ACE binary {given} not found on PATH{here}; {HOW_TO}")
        return os.path.abspath(found)
    path = os.path.abspath(path)
    if not os.path.exists(path):
        raise ACESetupError(f"ACE binary {given}{_where(given, path)} not found; {HOW_TO}")
    if os.path.isdir(path):
        raise ACESetupError(f"ACE binary {given}{_where(given, path)} is a folder, not the ace program; {HOW_TO}")
    if not os.access(path, os.X_OK):
        raise ACESetupError(f"ACE binary {given} is not executable (chmod +x {path}); {HOW_TO}")
    return path


def _image(given: str) -> str:
    """The grammar image's absolute path (ACE is given it as is, whatever its working directory)."""
    path = os.path.abspath(os.path.expanduser(given))
    named = f"ERG grammar image {given}{_where(given, path)}"
    if not os.path.exists(path):
        raise ACESetupError(f"{named} does not exist; {HOW_TO}")
    if os.path.isdir(path):
        raise ACESetupError(f"{named} is a folder, not an image like erg.dat; {HOW_TO}")
    if not os.access(path, os.R_OK):
        raise ACESetupError(f"{named} cannot be read (check its permissions); {HOW_TO}")
    return path


def _where(given: str, path: str) -> str:
    """" (/home/me/erg.dat)": the absolute path, when it says more than what was given."""
    return f" ({path})" if path != given else ""


def _probe_version(executable: str, seconds: float) -> tuple[int, ...]:
    """ACE's version from `ace -V`, within `seconds`; _Failure saying what went wrong."""
    try:
        # run() kills and reaps the probe when it times out
        done = subprocess.run([executable, "-V"], stdin=subprocess.DEVNULL, capture_output=True, timeout=seconds)
    except subprocess.TimeoutExpired:
        raise _Failure(f"did not answer `-V` (its version) within the start-up time ({seconds:g} s)") from None
    except OSError as e:
        raise _Failure(f"cannot be run ({e.strerror or e})") from None
    if done.returncode != 0:
        raise _Failure(f"ended with {_status(done.returncode)} on `-V` (its version){_said(done.stderr)}")
    text = done.stdout.decode("utf-8", "replace")
    match = _VERSION.search(text)
    if match is None:
        raise _Failure(f"printed no ACE version for `-V` (it printed {_quote(text)}); is it the ACE program?")
    return tuple(int(n) for n in match.group(1).split("."))


class _Parser(ace.ACEParser):
    """pydelphin's parser given ACE's version (probed once, under a deadline), that never reopens
    a dead process by itself: the pass decides what to restart, and reaps what it replaces."""

    def __init__(self, version: tuple[int, ...], grammar: str, **kwargs):
        self._version = version  # read by ACEParser.__init__, so set first
        super().__init__(grammar, **kwargs)

    @property
    def ace_version(self) -> tuple[int, ...]:
        return self._version

    def _open(self) -> None:
        try:
            super()._open()
        except ace.ACEProcessError:
            pass  # it exited at once: the first test sentence finds out, with the exit status

    def send(self, datum: str) -> None:
        try:
            self._p.stdin.write(datum.rstrip() + "\n")
            self._p.stdin.flush()
        except (OSError, ValueError) as e:
            raise ace.ACEProcessError(f"cannot write to ACE ({e})") from None


class ACEPass:
    """One ACE process for one set of root symbols, supervised per start and per command."""

    def __init__(self, executable: str, grammar: str, roots: str, max_readings: int, timeout: float,
                 start_timeout: float = 10.0, max_failed_starts: int = 3):
        if timeout <= 0 or start_timeout <= 0 or max_failed_starts < 1:
            raise ValueError("ACE timeouts must be positive and max_failed_starts at least 1")
        self.executable, self.grammar, self.roots = executable, grammar, roots
        self.cmdargs = ["-n", str(max_readings), "-r", roots]
        self.timeout, self.start_timeout, self.max_failed_starts = timeout, start_timeout, max_failed_starts
        self.parser: _Parser | None = None
        self.version: tuple[int, ...] | None = None
        #: ACE's stderr, kept aside (a pipe nobody reads could fill up and block ACE).
        self._log: IO[bytes] | None = None
        #: Processes that answered their first test sentence.
        self.starts = 0
        #: Starts that failed since the last one that worked.
        self.failed_starts = 0
        #: Set when the pass gave up: the error every further command gets.
        self.given_up: str | None = None
        #: The process that started `parser` (a forked copy of this object must not use its parent's ACE).
        self._owner = os.getpid()

    @property
    def pid(self) -> int | None:
        """The running ACE's process id (None before the first command or after a kill)."""
        return self.parser._p.pid if self.parser is not None else None

    @property
    def restarts(self) -> int:
        """Processes started to replace one that crashed, hung or printed garbage."""
        return max(self.starts - 1, 0)

    def parse(self, text: str) -> tuple[MRS, ...]:
        """The readings of one command (maybe none); ACEError when ACE failed on it."""
        self._leave_parents_process()
        if self.parser is not None and self.parser._p.poll() is not None:
            self.kill()  # it died while idle: not this command's fault, a new process answers it
        self._start()
        try:
            response = self._exchange(text, self.timeout, command=True)
            mrss = _readings(response)
        except _Failure as failure:
            self.kill()
            raise ACEError(f"ACE {self.executable} (roots {self.roots}) {failure}; "
                           "it will restart for the next command") from None
        _forget(self._log)
        return mrss

    def _start(self) -> None:
        """A running process that has answered a test sentence, within the start-up time; else
        ACESetupError (and after too many failures in a row, the same error for good)."""
        if self.given_up:
            raise ACESetupError(self.given_up)
        if self.parser is not None:
            return
        deadline = time.monotonic() + self.start_timeout
        try:
            if self.version is None:
                self.version = _probe_version(self.executable, self.start_timeout)
            self._spawn()
            self._exchange(WARM_UP, max(deadline - time.monotonic(), 0.0), command=False)
        except _Failure as failure:
            self.kill()
            self.failed_starts += 1
            if self.failed_starts >= self.max_failed_starts:
                self.given_up = (f"gave up on ACE {self.executable} with {self.grammar} after {self.failed_starts} "
                                 f"failed starts in a row (fix the set-up and run again); the last: it {failure}; "
                                 f"{HOW_TO}")
                raise ACESetupError(self.given_up) from None
            raise ACESetupError(f"cannot start ACE {self.executable} with {self.grammar}: it {failure}; "
                                f"{HOW_TO}") from None
        self.failed_starts = 0
        self.starts += 1
        _forget(self._log)

    def _spawn(self) -> None:
        """Start the process (pydelphin does not wait for it: the test sentence shows it works)."""
        self._owner = os.getpid()
        self._log = tempfile.TemporaryFile(prefix="rcl-ace-", suffix=".stderr")
        try:
            # tsdbinfo=False: the plain "SENT / MRS ; derivation / blank lines" protocol,
            # the same for every ACE version.
            self.parser = _Parser(self.version, self.grammar, cmdargs=list(self.cmdargs),
                                  executable=self.executable, tsdbinfo=False, stderr=self._log)
        except OSError as e:
            raise _Failure(f"cannot be run ({e.strerror or e})") from None

    def _exchange(self, text: str, seconds: float, command: bool) -> interface.Response:
        """ACE's answer to one line within `seconds`, read by a thread; _Failure (the process
        killed) on a crash, a timeout or output that is not text."""
        parser, box = self.parser, {}

        def interact() -> None:
            try:
                box["response"] = parser.interact(text)
            except BaseException as e:  # reported by the caller's thread, below
                box["error"] = e

        worker = threading.Thread(target=interact, name=f"{THREAD} {self.roots}", daemon=True)
        worker.start()
        try:
            worker.join(seconds)
        except BaseException:  # Ctrl-C: the answer would go to the next command, so this process goes
            self._kill(worker)
            raise
        where = "on this command" if command else "before answering a first test sentence"
        if worker.is_alive():
            self._kill(worker)
            if command:
                raise _Failure(f"took longer than {self.timeout:g} s on this command")
            raise _Failure(f"started but did not answer a first test sentence within the start-up time "
                           f"({self.start_timeout:g} s)")
        process, error = parser._p, box.get("error")
        ending = isinstance(error, ace.ACEProcessError)  # it could not be written to: it is exiting
        if ending or (error is None and process.poll() is None and _at_end_of_output(process)):
            # pydelphin reads end of file as the blank lines ending a response, so a crash in the
            # middle of the output can look like a (truncated) answer: wait for the exit instead.
            try:
                process.wait(0.5)
            except subprocess.TimeoutExpired:
                pass
        if error is None and process.poll() is None:
            return box["response"]
        status, said = process.poll(), _said(_tail(self._log))
        self._kill(worker)
        if status is not None:
            verb = "crashed" if command else "stopped"
            hint = "" if command else "; check that the image was compiled by this ACE version"
            raise _Failure(f"{verb} {where} ({_status(status)}{said}){hint}")
        if isinstance(error, UnicodeDecodeError):
            raise _Failure(f"printed bytes that are not {error.encoding} text {where}")
        raise _Failure(f"failed {where} ({type(error).__name__}: {_quote(str(error))})")

    def kill(self) -> None:
        """Stop the process now and reap it; the next command starts a new one."""
        self._leave_parents_process()
        self._kill(None)

    def _leave_parents_process(self) -> None:
        """In a forked copy (an evaluation worker), forget the parent's ACE without touching it:
        close only this copy's ends of its pipes; this copy starts its own process when needed."""
        if self._owner == os.getpid():
            return
        self._owner = os.getpid()
        parser, self.parser = self.parser, None
        if parser is not None:
            _close(parser._p.stdin, parser._p.stdout)
            parser._p.returncode = 0  # not our child: never waited for nor signalled from here
        self._log = None  # the parent's file (closing it here would not matter, writing to it would)

    def _kill(self, worker: threading.Thread | None) -> None:
        parser, self.parser = self.parser, None
        if parser is not None:
            process = parser._p
            if process.poll() is None:
                process.kill()
            try:
                process.wait(_GRACE)  # reaped: no zombie
            except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL is not ignorable
                pass
            if worker is not None:
                worker.join(_GRACE)  # its pipe is closed now, so it returns
            # Closing a pipe a thread still reads would block on the reader's lock: that happens only
            # when something else (a child of a wrapper script) holds the pipe; it closes with it.
            if worker is None or not worker.is_alive():
                _close(process.stdin, process.stdout)
        _close(self._log)
        self._log = None

    def close(self) -> None:
        """End the process politely (end of input), or by force if it does not stop."""
        self._leave_parents_process()
        parser = self.parser
        if parser is not None:
            process = parser._p
            _close(process.stdin)
            try:
                process.wait(2)
            except subprocess.TimeoutExpired:
                pass
        self._kill(None)


def _readings(response: interface.Response) -> tuple[MRS, ...]:
    """The MRSs of an answer; _Failure when a reading is not one (ACE printed garbage)."""
    mrss = []
    for result in response.get("results", []):
        if result.get("mrs"):
            try:
                mrss.append(simplemrs.decode(result["mrs"]))
            except Exception:  # pydelphin raises several types for bad input, with several lines
                raise _Failure(f"printed a reading that is not an MRS ({_quote(result['mrs'])}) "
                               "on this command") from None
    return tuple(mrss)


def _at_end_of_output(process: subprocess.Popen) -> bool:
    """True when ACE's stdout has something to read after a complete answer: between commands
    ACE prints nothing, so a readable pipe means end of file (the process is exiting)."""
    try:
        return bool(select.select([process.stdout], [], [], 0)[0])
    except (OSError, ValueError):
        return True


def _status(code: int) -> str:
    """"exit status 1", "killed by SIGSEGV": how a process ended."""
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"


def _tail(log: IO[bytes] | None) -> bytes:
    """The end of ACE's stderr so far (read in place: ACE shares the file's offset)."""
    if log is None:
        return b""
    try:
        size = os.fstat(log.fileno()).st_size
        return os.pread(log.fileno(), 4096, max(size - 4096, 0))
    except (OSError, ValueError):
        return b""


def _forget(log: IO[bytes] | None) -> None:
    """Empty ACE's stderr file after an answer, so that it does not grow for ever and a failure
    quotes what ACE said about that command."""
    if log is not None:
        try:
            os.ftruncate(log.fileno(), 0)
            os.lseek(log.fileno(), 0, os.SEEK_SET)
        except (OSError, ValueError):
            pass


def _said(stderr: bytes) -> str:
    """'; it said "..."' with the last line a program wrote on stderr ('' when none).  ACE's
    "NOTE:" lines are statistics, some about the command before (written after its answer)."""
    text = stderr.decode("utf-8", "replace").replace("\0", "")  # NULs: a write racing _forget
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("NOTE:")]
    return f"; it said {_quote(lines[-1])}" if lines else ""


def _quote(text: str) -> str:
    """Text from a program, quoted on one line of printable characters, cut at _QUOTE."""
    text = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    return f'"{text[:_QUOTE]}..."' if len(text) > _QUOTE else f'"{text}"'


def _close(*streams: IO | None) -> None:
    """Close each stream, whatever state its other end is in."""
    for stream in streams:
        try:
            if stream is not None:
                stream.close()
        except (OSError, ValueError):
            pass  # a broken pipe to a dead process


class ACESource:
    """Analyses of any command by live ACE: strict/informal roots, then robust ones."""

    def __init__(self, ace: str | None = None, grammar: str | None = None, timeout: float = 20.0,
                 max_readings: int = MAX_READINGS, cache_size: int = 256, *, start_timeout: float = 10.0,
                 max_failed_starts: int = 3):
        ace, grammar = locations.setting("ace", ace), locations.setting("grammar", grammar)
        executable, image = check_setup(ace, grammar)
        self.name = f"live ACE {executable} with {image}"
        self.passes = [ACEPass(executable, image, roots, max_readings, timeout, start_timeout, max_failed_starts)
                       for roots in (STRICT_ROOTS, ROBUST_ROOTS)]
        self._cache: OrderedDict[str, tuple[MRS, ...]] = OrderedDict()
        self._cache_size = cache_size

    @property
    def restarts(self) -> int:
        """How many times an ACE process was started again after a crash, a hang or garbage."""
        return sum(step.restarts for step in self.passes)

    def analyses(self, text: str) -> tuple[MRS, ...]:
        """The MRSs of the first pass that gives any (maybe none); ACEError when ACE failed."""
        key = " ".join(text.split())
        if not key:
            return ()
        if key in self._cache:
            self._cache.move_to_end(key)
            return self._cache[key]
        mrss: tuple[MRS, ...] = ()
        for step in self.passes:
            mrss = step.parse(key)
            if mrss:
                break
        self._cache[key] = mrss
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return mrss

    def close(self) -> None:
        """End every pass's process (none is left behind)."""
        for step in self.passes:
            step.close()

    def __enter__(self) -> "ACESource":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
