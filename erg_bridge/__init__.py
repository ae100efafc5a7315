"""erg_bridge: the ERG path, from English Resource Grammar analyses (MRS) to ranked RCL trees.

A `Source` gives a command's MRS readings: `ACESource` runs a live ACE with
an ERG image, `ProfileSource` reads a stored [incr tsdb()] profile.
Readings are filtered (`filters`), converted to RCL through lookup tables
(`convert`, `tables/*.tsv`), merged by tree (`readings`) and ordered by a
log-linear `Ranker`; `ERGEngine` does all of it for one command.

    from erg_bridge import ERGEngine, ProfileSource, Ranker
    with ProfileSource.open("../shared/erg/train") as source:
        proposal = ERGEngine(source, Ranker.load()).propose(normalise("drop the blue cube"))

The face: `ERGEngine`, `Source`, `ACESource`, `ProfileSource`, `Ranker`,
`analyse_items` (many profile items on several cores, for training), the errors.
"""

from erg_bridge.ace import ACESetupError, ACESource, check_setup
from erg_bridge.batch import analyse_items
from erg_bridge.engine import ERGEngine, Source, format_mrs
from erg_bridge.errors import ACEError, ConversionError, ERGError, ProfileError, TableError
from erg_bridge.profile import ProfileSource, find_profile
from erg_bridge.ranker import Ranker
from erg_bridge.readings import Analysed, analyse_command

__all__ = [
    "ERGEngine", "Source", "ACESource", "ProfileSource", "Ranker", "Analysed", "analyse_command",
    "analyse_items", "find_profile", "check_setup", "format_mrs",
    "ERGError", "ACEError", "ACESetupError", "ProfileError", "ConversionError", "TableError",
]
