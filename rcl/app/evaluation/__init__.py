"""Evaluation: running a system over treebank commands, scoring it, and the reports.

    run = evaluate(make_system("pcfg", held_out=ids), treebank, "dev", planner=True)
    print(format_figures(run.figures()))

`run` scores each command (exact match, the official metric, and the
fine-grained figures), `heldout` keeps a system from being scored on commands
its models were trained on, `table` makes the UW-MRS paper's table, `report`
words it all for people, `workers` shares the commands among forked processes.
"""

from rcl.app.evaluation.heldout import HeldOutReport, OverlapError, check
from rcl.app.evaluation.report import format_compare, format_examples, format_figures, format_table
from rcl.app.evaluation.run import Item, Run, evaluate, evaluate_conditions, executes_to, score
from rcl.app.evaluation.table import Table, paper_table
from rcl.app.evaluation.workers import cores

__all__ = ["evaluate", "evaluate_conditions", "score", "executes_to", "Item", "Run", "check", "HeldOutReport", "OverlapError",
           "paper_table", "Table", "format_figures", "format_examples", "format_compare", "format_table", "cores"]
