"""ERG analyses from a live ACE process, through `delphin.ace.ACEParser`.

Two passes, as the profile was made: roots `root_strict root_informal`
first, then `root_robust` only when nothing parsed; up to N readings each.
ACE fixes its root symbols when it starts, so each pass has its own
long-lived process (the robust one starts only when a command first needs
it).  Every command runs under a watchdog: a command that takes longer than
the timeout, or an ACE that crashes, gets its process killed, reaped
(`wait()`, so no zombie is left) and restarted for the next command, and
the command itself an `ACEError` saying what happened.

    source = ACESource("~/bin/ace", "~/erg/erg.dat", timeout=20, max_readings=100)
    mrss = source.analyses("pick up the red cube")
    source.close()
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import threading
from collections import OrderedDict
from pathlib import Path

from delphin import ace
from delphin.codecs import simplemrs
from delphin.mrs import MRS

from erg_bridge.errors import ACEError
from rcl import locations

STRICT_ROOTS = "root_strict root_informal"
ROBUST_ROOTS = "root_robust"
ENV_ACE, ENV_GRAMMAR = locations.variable("ace"), locations.variable("grammar")

HOW_TO = (f"install ACE (https://github.com/delph-in/docs/wiki/AceInstall) and an ERG grammar image "
          f"(erg.dat from https://github.com/delph-in/erg, compiled for that ACE version), then set "
          f"{ENV_ACE} to the ace binary and {ENV_GRAMMAR} to the image (or pass --ace PATH --grammar PATH)")


class ACESetupError(ACEError):
    """ACE or the grammar image is missing or unusable (nothing was parsed)."""


def check_setup(executable: str | None, grammar: str | None) -> tuple[str, str]:
    """(ace path, grammar path), or ACESetupError: one line saying what is wrong and how to fix it."""
    if not executable:
        raise ACESetupError(f"no ACE binary given; {HOW_TO}")
    found = shutil.which(os.path.expanduser(executable))
    if found is None:
        raise ACESetupError(f"ACE binary {executable} not found or not executable; {HOW_TO}")
    if not grammar:
        raise ACESetupError(f"no ERG grammar image given; {HOW_TO}")
    image = Path(grammar).expanduser()
    if not image.is_file():
        raise ACESetupError(f"ERG grammar image {grammar} does not exist; {HOW_TO}")
    return found, str(image)


class ACEPass:
    """One ACE process for one set of root symbols, supervised per command."""

    def __init__(self, executable: str, grammar: str, roots: str, max_readings: int, timeout: float):
        self.executable, self.grammar, self.roots = executable, grammar, roots
        self.cmdargs = ["-n", str(max_readings), "-r", roots]
        self.timeout = timeout
        self.parser: ace.ACEParser | None = None
        #: Commands the current process has answered (a process that dies before its first answer
        #: points at the set-up, e.g. an image compiled for another ACE version).
        self.served = 0
        #: How many times the process was killed and will be (or was) started again.
        self.restarts = 0

    @property
    def pid(self) -> int | None:
        """The running ACE's process id (None before the first command or after a kill)."""
        process = getattr(self.parser, "_p", None)
        return process.pid if process is not None else None

    def _start(self) -> ace.ACEParser:
        if self.parser is None:
            try:
                # tsdbinfo=False: the plain "SENT / MRS ; derivation / blank lines" protocol,
                # the same for every ACE version.
                self.parser = ace.ACEParser(self.grammar, cmdargs=list(self.cmdargs), executable=self.executable,
                                            tsdbinfo=False, stderr=subprocess.DEVNULL)
            except (OSError, subprocess.SubprocessError, ace.ACEProcessError) as e:
                raise ACESetupError(f"cannot start ACE ({self.executable} -g {self.grammar}): {e}; {HOW_TO}") from None
            self.served = 0
        return self.parser

    def parse(self, text: str) -> list[str]:
        """SimpleMRS strings of the readings (maybe none); ACEError on a crash or a timeout."""
        parser = self._start()
        box: dict = {}

        def interact() -> None:
            try:
                box["response"] = parser.interact(text)
            except BaseException as e:  # re-raised as ACEError below, in the caller's thread
                box["error"] = e

        worker = threading.Thread(target=interact, name="ace-interact", daemon=True)
        worker.start()
        worker.join(self.timeout)
        if worker.is_alive():
            self.kill()  # closes the pipes: the reader thread sees end of file and returns
            worker.join(5)
            raise ACEError(f"ACE ({self.roots}) took longer than {self.timeout:g} s on this command; "
                           "it was stopped and will restart for the next command")
        process = parser._p
        if "error" not in box and process.poll() is None and _at_end_of_output(process):
            # pydelphin reads end of file as the blank lines ending a response, so a crash in the
            # middle of the output can look like a (truncated) answer: wait for the exit instead.
            try:
                process.wait(0.5)
            except subprocess.TimeoutExpired:
                pass
        if "error" in box or process.poll() is not None:
            status = process.poll()
            self.kill()
            why = f"exit status {status}" if status is not None else f"{type(box['error']).__name__}: {box['error']}"
            if self.served == 0:
                raise ACESetupError(f"ACE ({self.executable} -g {self.grammar}) stopped before answering "
                                    f"its first command ({why}); check that the image was compiled by this "
                                    f"ACE version; {HOW_TO}")
            raise ACEError(f"ACE ({self.roots}) crashed on this command ({why}); it will restart for the next command")
        self.served += 1
        return [r["mrs"] for r in box["response"].get("results", []) if r.get("mrs")]

    def kill(self) -> None:
        """Stop the process now and reap it; the next command starts a new one."""
        parser, self.parser = self.parser, None
        if parser is None:
            return
        self.restarts += 1
        process = parser._p
        if process.poll() is None:
            process.kill()
        for stream in (process.stdin, process.stdout):
            try:
                if stream:
                    stream.close()
            except (OSError, ValueError):
                pass  # a broken pipe to a dead process
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL is not ignorable
            pass

    def close(self) -> None:
        """End the process politely (end of input), or by force if it does not stop."""
        parser, self.parser = self.parser, None
        if parser is None:
            return
        process = parser._p
        try:
            process.stdin.close()
            process.wait(2)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            process.kill()
            process.wait(5)
        for stream in (process.stdout,):
            try:
                stream.close()
            except (OSError, ValueError):
                pass


def _at_end_of_output(process: subprocess.Popen) -> bool:
    """True when ACE's stdout has something to read after a complete answer: between commands
    ACE prints nothing, so a readable pipe means end of file (the process is exiting)."""
    try:
        return bool(select.select([process.stdout], [], [], 0)[0])
    except (OSError, ValueError):
        return True


class ACESource:
    """Analyses of any command by live ACE: strict/informal roots, then robust ones."""

    def __init__(self, ace: str | None = None, grammar: str | None = None, timeout: float = 20.0,
                 max_readings: int = 100, cache_size: int = 256):
        ace, grammar = locations.setting("ace", ace), locations.setting("grammar", grammar)
        executable, image = check_setup(ace, grammar)
        self.name = f"live ACE {executable} with {image}"
        self.passes = [ACEPass(executable, image, STRICT_ROOTS, max_readings, timeout),
                       ACEPass(executable, image, ROBUST_ROOTS, max_readings, timeout)]
        self._cache: OrderedDict[str, tuple[MRS, ...]] = OrderedDict()
        self._cache_size = cache_size

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
            strings = step.parse(key)
            if strings:
                try:
                    mrss = tuple(simplemrs.decode(s) for s in strings)
                except Exception as e:  # pydelphin raises several types for bad input
                    raise ACEError(f"ACE printed an MRS that cannot be read: {e}") from None
                break
        self._cache[key] = mrss
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return mrss

    def close(self) -> None:
        for step in self.passes:
            step.close()

    def __enter__(self) -> "ACESource":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
