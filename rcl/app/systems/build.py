"""Building the engine-backed systems from `SystemOptions`: which engines, which model files.

    build_pcfg(SystemOptions())                        # the packaged back-off
    build_pcfg(SystemOptions(held_out=dev_ids))        # the packaged model that never saw them
    build_combined(SystemOptions(profile="../shared/erg/train"))

Without a `model`, the PCFG is the packaged model trained on all 2,500
training commands, unless `held_out` ids are given (the evaluator gives the
ids it scores): then the first packaged model that saw none of them
(`pick_model`).  The `erg` system finds its analyses in live ACE (--ace and
--grammar, or $RCL_ACE and $RCL_ERG_GRAMMAR) or a profile (--erg-profile,
$RCL_ERG_PROFILE, ../shared/erg/train); `combined` runs the ERG path only when
ACE or a profile is given, and is the back-off alone otherwise.  Half of ACE's
configuration (a binary without an image, or the reverse) is an error.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Protocol, Sequence, TypeVar

from fallback_pcfg import PACKAGED, PCFGEngine, load_model
from rcl import locations
from rcl.app.systems.arbiter import Arbiter
from rcl.app.systems.base import EngineSystem, Status, SystemOptions, TrainedPart
from rcl.modelfile import ModelFileError

if TYPE_CHECKING:
    from erg_bridge import ERGEngine

class Recorded(Protocol):
    """A model that may say which commands it was trained on."""

    @property
    def trained_on(self) -> frozenset[int] | None: ...


Loaded = TypeVar("Loaded", bound=Recorded)

PCFG_HINT = ("leave out --model (rcl-eval then takes a packaged model trained without them, when there "
             "is one), or train one without them: rcl-train pcfg --split train-dev --out FILE, "
             "and pass --model FILE")
RANKER_HINT = ("retrain the ranker without them: rcl-train erg --tune folds --out FILE "
               "(it is fitted on train-dev), and pass --ranker FILE")
#: One short line: the REPL shows it once per session, rcl-parse with --explain (README, "ERG path").
ENABLE_ERG = "ERG path off (no ACE; --ace and --grammar turn it on)"
NO_ANALYSES = ("the erg system needs analyses: give --erg-profile DIR (or $RCL_ERG_PROFILE), "
               "or a live ACE with --ace PATH --grammar PATH ($RCL_ACE, $RCL_ERG_GRAMMAR)")


def build_pcfg(options: SystemOptions) -> EngineSystem:
    """The `pcfg` system: the back-off alone."""
    engine, part = pcfg_engine(options)
    return EngineSystem("pcfg", (engine,), options.physics, trained=(part,))


def build_erg(options: SystemOptions) -> EngineSystem:
    """The `erg` system: the ERG path alone."""
    engine, parts = erg_engine(options)
    return EngineSystem("erg", (engine,), options.physics, trained=parts,
                        status=Status("on", f"ERG path on ({engine.source.name})"))


def build_combined(options: SystemOptions) -> EngineSystem:
    """The `combined` system: both engines and the arbiter, or the back-off alone without ACE or a profile."""
    backoff, backoff_part = pcfg_engine(options)
    live = bool(options.ace or options.grammar)  # half a configuration is an error, not "off"
    if not (options.profile or live):
        return EngineSystem("combined", (backoff,), options.physics, trained=(backoff_part,),
                            status=Status("off", ENABLE_ERG))
    erg, erg_parts = erg_engine(options)
    arbiter = Arbiter.load(options.arbiter)
    status = Status("on", f"ERG path on ({'live ACE' if live else 'profile ' + str(options.profile)})")
    return EngineSystem("combined", (erg, backoff), options.physics, arbiter,
                        erg_parts + (arbiter.part("combined"), backoff_part), status)


def pcfg_engine(options: SystemOptions) -> tuple[PCFGEngine, TrainedPart]:
    """The back-off engine: `options.model`, else the packaged model `held_out` asks for."""
    if options.model is not None:
        path, model = Path(options.model), load_model(options.model)
    else:
        path, model = pick_model(list(PACKAGED.values()), load_model, options.held_out)
    return PCFGEngine(model, options.k), TrainedPart("pcfg", str(path), model.trained_on, PCFG_HINT)


def erg_engine(options: SystemOptions) -> tuple["ERGEngine", tuple[TrainedPart, ...]]:
    """The ERG engine over live ACE or a profile, with the ranker (source order when none is packaged)."""
    # Imported here: the bridge and pydelphin add ~50 ms to every start of the back-off path (measured).
    from erg_bridge import ACESource, ERGEngine, ERGError, ProfileSource, Ranker
    ace, grammar = locations.setting("ace", options.ace), locations.setting("grammar", options.grammar)
    if ace or grammar:
        source = ACESource(ace, grammar)
    else:
        try:
            source = ProfileSource.open(options.profile)
        except ERGError:
            if options.profile is not None:
                raise
            raise ERGError(NO_ANALYSES) from None
    try:
        ranker = Ranker.load(options.ranker)
    except ModelFileError:
        if options.ranker is not None:
            raise  # a --ranker that cannot be read is an error, not a silent fall back to source order
        return ERGEngine(source, None), ()
    part = TrainedPart("erg", str(options.ranker or Ranker.PATH), ranker.trained_on, RANKER_HINT)
    return ERGEngine(source, ranker), (part,)


def pick_model(paths: Sequence[Path], load: Callable[[Path], Loaded],
               held_out: Iterable[int] = ()) -> tuple[Path, Loaded]:
    """The first of `paths` whose model saw none of `held_out`; else the first (the users' default).

    Without `held_out` only the first is loaded.  Files that do not exist are
    passed over, unless none does (then loading the first raises its error).
    A model that does not record its training commands is never taken as held out.
    """
    held_out = frozenset(held_out)
    present = [p for p in paths if Path(p).is_file()] or list(paths[:1])
    first = (present[0], load(present[0]))
    if not held_out:
        return first
    for path in present:
        model = first[1] if path == first[0] else load(path)
        seen = model.trained_on
        if seen is not None and not seen & held_out:
            return path, model
    return first
