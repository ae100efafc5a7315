"""Text reports of evaluation runs: the figures, the error analysis, comparisons, the paper table."""

from __future__ import annotations

from typing import Any

from rcl.reader import read_rcl
from rcl.writer import to_pretty


def format_figures(f: dict[str, Any], errors: int = 0, items: list[dict] | None = None) -> str:
    """The human report of one run's figures (and `errors` full examples from `items`)."""
    m = f["metrics"]
    condition = "+SP (planner)" if f["planner"] else "-SP (no planner)"
    lines = [
        f"system {f['system']} on {f['split']} ({f['n']} commands of {f['treebank_size']} in {f['treebank']}), {condition}",
        *_models(f.get("models") or []),
        *f.get("warnings", []),
        "",
        f"exact match (official)  precision {f['precision']:6.2f}%  recall {f['recall']:6.2f}%  "
        f"coverage {f['coverage']:6.2f}%   ({f['correct']} correct, {f['answered']} answered)",
        f"execution accuracy      {f['execution']:6.2f}%   (output run on the before-layout gives the after-layout;"
        f" {f['harmless']} wrong trees execute right)",
        f"labelled brackets       precision {m['brackets']['precision']:6.2f}%  recall {m['brackets']['recall']:6.2f}%  "
        f"F1 {m['brackets']['f1']:6.2f}%",
        f"leaf-ancestor           {m['leaf_ancestor']:6.2f}%",
        *_failures(f.get("failures") or {}),
        "",
        _tally_table("element", m["elements"]),
        "",
        _tally_table("construction", m["constructions"]),
        "",
        "most common mismatches (count, example ids):",
    ]
    for error in m["errors"][:15]:
        lines.append(f"  {error['label']:<40} x{error['count']:<5} {', '.join(map(str, error['examples']))}")
    if not m["errors"]:
        lines.append("  none")
    s = f["speed"]
    lines += ["", f"speed: median {s['median_ms']:.2f} ms, p95 {s['p95_ms']:.2f} ms per command; "
                  f"total {s['total_s']:.1f} s"]
    if errors and items:
        lines += ["", *format_examples([i for i in items if not i["correct"]][:errors])]
    return "\n".join(lines)


def _failures(failures: dict[str, dict[str, int]]) -> list[str]:
    """A line per engine that failed on some commands (ACE crashed or hung) and what answered them."""
    names = {"erg": "the ERG path (ACE)"}
    return [f"failures                {names.get(engine, engine)} failed on {c['commands']} "
            f"command{'s' if c['commands'] != 1 else ''}: {c['answered']} of them answered by the back-off"
            for engine, c in failures.items()]


def _models(models: list[dict]) -> list[str]:
    """One line per trained model: its file, how many commands it was trained on, how many of these."""
    lines = []
    for m in models:
        seen = ("an unknown set of commands" if m["trained_on"] is None
                else f"{m['trained_on']} command{'s' if m['trained_on'] != 1 else ''}")
        overlap = "" if m["overlap"] is None else f", {m['overlap']} of them evaluated here"
        lines.append(f"model ({m['system']}): {m['model'] or '(built in)'}, trained on {seen}{overlap}")
    return lines


def format_examples(items: list[dict]) -> list[str]:
    """Wrong items in full: text, gold, output and the system's explanation."""
    lines = []
    for item in items:
        lines += [f"--- command {item['id']} (scene {item['scene']}): {item['text']}",
                  "gold:", _indent(to_pretty(read_rcl(item["gold"]))),
                  "output:", _indent(to_pretty(read_rcl(item["output"])) if item["output"] else "(none)"),
                  f"mismatches: {'; '.join(item['mismatches'])}",
                  f"explanation: {item['explanation']}", ""]
    return lines


def format_compare(a: dict[str, Any], b: dict[str, Any], limit: int = 50) -> str:
    """Which commands a second run fixed and broke, and the net change of the figures."""
    before = {i["id"]: i for i in a["items"]}
    after = {i["id"]: i for i in b["items"]}
    common = [i for i in before if i in after]
    fixed = [after[i] for i in common if after[i]["correct"] and not before[i]["correct"]]
    broken = [after[i] for i in common if before[i]["correct"] and not after[i]["correct"]]
    lines = [f"A: {a['system']} {a['split']} {'+SP' if a['planner'] else '-SP'}   "
             f"B: {b['system']} {b['split']} {'+SP' if b['planner'] else '-SP'}   ({len(common)} commands in both)"]
    lines += [f"WARNING: {name} was scored on {run['overlap']} commands its models were trained on (--allow-overlap)"
              for name, run in (("A", a), ("B", b)) if run.get("overlap")]
    for key in ("precision", "recall", "coverage", "execution"):
        lines.append(f"  {key:<10} {a[key]:6.2f}% -> {b[key]:6.2f}%  ({b[key] - a[key]:+.2f})")
    lines.append(f"fixed {len(fixed)}, broken {len(broken)}, net {len(fixed) - len(broken):+d}")
    for title, group in (("fixed", fixed), ("broken", broken)):
        if group:
            lines.append(f"{title}:")
            lines += [f"  {i['id']:>5}  {i['text']}" for i in group[:limit]]
            if len(group) > limit:
                lines.append(f"  ... and {len(group) - limit} more")
    return "\n".join(lines)


def format_table(rows: list[dict[str, Any]], split: str, n: int, erg_coverage: float | None,
                 warnings: list[str] = ()) -> str:
    """The UW-MRS paper's result table as Markdown: each system without and with the planner.

    A row whose models were trained on some of the commands (--allow-overlap) is marked with a `!`.
    """
    lines = [f"Exact match on {split} ({n} commands); P = precision over answered, R = recall over all.", "",
             "| system | -SP P | -SP R | +SP P | +SP R |", "|---|---:|---:|---:|---:|"]
    for row in rows:
        if row.get("error"):
            lines.append(f"| {row['system']} | n/a | n/a | n/a | n/a |")
            continue
        mark = " !" if row.get("overlap") else ""
        lines.append(f"| {row['system']}{mark} | {row['-SP']['precision']:.1f} | {row['-SP']['recall']:.1f} | "
                     f"{row['+SP']['precision']:.1f} | {row['+SP']['recall']:.1f} |")
    missing = [f"{row['system']}: no figures: {row['error']}" for row in rows if row.get("error")]
    if missing:
        lines += ["", *missing]
    if erg_coverage is not None:
        lines += ["", f"ERG coverage (commands with at least one ERG analysis): {erg_coverage:.1f}%"]
    models = sorted({line for row in rows for line in _models(row.get("models") or [])})
    if models or warnings:
        lines += ["", *models, *warnings]
    return "\n".join(lines)


def _tally_table(title: str, table: dict[str, dict[str, Any]]) -> str:
    lines = [f"{title + ' accuracy':<28} {'n':>5} {'correct':>8} {'accuracy':>9}"]
    for name, row in table.items():
        if row["n"]:
            lines.append(f"  {name:<26} {row['n']:>5} {row['correct']:>8} {row['accuracy']:>8.2f}%")
    return "\n".join(lines)


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())
