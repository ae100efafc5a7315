"""fallback_pcfg: the statistical back-off, a PCFG over phrase-structure trees derived from RCL.

As in the UW-MRS back-off (Packard 2014), each gold RCL tree with its word
alignments becomes a phrase-structure tree over the command's tokens
(`transform`); a PCFG is counted from them (`train`) with parent annotation
and markovised binarisation (`grammar`); a command is parsed by k-best CKY
(`cky`), and each parse turned back into RCL (`inverse`).

    from fallback_pcfg import PCFGEngine, load_model
    engine = PCFGEngine(load_model(), k=30)
    engine.propose(normalise("pick up the red block")).candidates[0].tree

The face: `PCFGEngine` (text -> `rcl.candidate.Proposal`), `Model`,
`load_model`, `train`, the packaged models (`PACKAGED`), the command grammar
(`English`: an RCL tree said in words aligned to its leaves, for training), the errors.
"""

from fallback_pcfg.engine import PCFGEngine
from fallback_pcfg.english import English, Said
from fallback_pcfg.errors import InverseError, PCFGError, TransformError, UnknownWordError
from fallback_pcfg.model import MODEL_PATH, PACKAGED, Model, load_model
from fallback_pcfg.parser import DEFAULT_K
from fallback_pcfg.train import train

__all__ = [
    "PCFGEngine", "Model", "load_model", "train", "PACKAGED", "MODEL_PATH", "DEFAULT_K", "English", "Said",
    "PCFGError", "TransformError", "InverseError", "UnknownWordError",
]
