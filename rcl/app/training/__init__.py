"""Training the trained parts of the systems: the PCFG, the ERG ranker, the combined system's arbiter.

Each trainer reads the treebank (and the ERG profile) and writes one model
file (`rcl.modelfile`): byte-identical for the same data, and recording the
ids of the commands it learnt from.  The trainers make their candidates with
the engines' own `propose`, so training and serving share one path.
"""

from rcl.app.training.arbiter import train_arbiter
from rcl.app.training.pcfg import train_pcfg
from rcl.app.training.ranker import train_ranker

__all__ = ["train_pcfg", "train_ranker", "train_arbiter"]
