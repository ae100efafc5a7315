"""rcl: the Robot Control Language of the Robot Commands Treebank.

The core every engine shares: the tree model, the lark grammar and reader,
writers, vocabulary, validation, alignment helpers, tree metrics and the
treebank reader.  It imports nothing else of the project.
"""

from rcl.errors import RCLError, RCLSyntaxError, RCLValidationError, SceneError, TreebankError
from rcl.model import Branch, Leaf, Node, branch, leaf
from rcl.reader import read_rcl
from rcl.writer import to_pretty, to_string

__all__ = [
    "Branch", "Leaf", "Node", "branch", "leaf", "read_rcl", "to_string", "to_pretty",
    "RCLError", "RCLSyntaxError", "RCLValidationError", "SceneError", "TreebankError",
]
