"""Shared fixtures: the shared treebank (skipped with a reason when absent)."""

import pytest

from rcl.errors import TreebankError
from rcl.treebank import load_treebank


@pytest.fixture(scope="session")
def treebank():
    """The treebank found by $RCL_TREEBANK or ../shared/treebank; skip if there is none."""
    try:
        return load_treebank()
    except TreebankError as e:
        pytest.skip(f"shared treebank not available: {e}")


#: A five-command release written for the tests: scene 1 moves the red prism onto the blue cube.
MINI_COMMANDS = {
    11: "put the red pyramid on the blue cube",
    12: "Place the red prism on top of the blue block.",
    13: "move the pyramid onto the cube",
    14: "pick up the red pyramid and put it on the blue cube",
    15: "hello there",
}
_ONTO = "(destination: (spatial-relation: (relation: above) (entity: {landmark})))"
MINI_GOLD = {
    11: "(event: (action: move) (entity: (color: red) (type: prism)) "
        + _ONTO.format(landmark="(color: blue) (type: cube)") + ")",
    13: "(event: (action: move) (entity: (type: prism)) " + _ONTO.format(landmark="(type: cube)") + ")",
    14: "(sequence: (event: (action: take) (entity: (id: 1) (color: red) (type: prism))) "
        "(event: (action: drop) (entity: (type: reference) (reference-id: 1)) "
        + _ONTO.format(landmark="(color: blue) (type: cube)") + "))",
}
MINI_GOLD[12] = MINI_GOLD[15] = MINI_GOLD[11]


@pytest.fixture
def mini_treebank(tmp_path):
    """A tiny release directory (commands, trees, layouts of group 1) in a temporary folder."""
    (tmp_path / "commands.txt").write_text(
        "".join(f"{i}\t1\t{text}\n" for i, text in MINI_COMMANDS.items()), encoding="utf-8")
    (tmp_path / "annotation.txt").write_text(
        "".join(f"{i}\trcl\t{MINI_GOLD[i]}\n" for i in MINI_COMMANDS), encoding="utf-8")
    prism = {1: "4\t4\t0\tR\t2", 2: "0\t0\t1\tR\t2"}
    (tmp_path / "configuration.txt").write_text("".join(
        f"1\t{image}\n3\t3\t7\tO\n0\t0\t0\tB\t1\n{prism.get(image, prism[1])}\n\n" for image in range(1, 6)),
        encoding="utf-8")
    return tmp_path


#: Word-aligned gold trees for two of the mini commands, so the PCFG can learn from them
#: (the other three have no alignments and are skipped by its trainer).
MINI_ALIGNED = {
    11: "(event: (action: move (token: 1)) (entity: (color: red (token: 3)) (type: prism (token: 4))) "
        "(destination: (spatial-relation: (relation: above (token: 5)) "
        "(entity: (color: blue (token: 7)) (type: cube (token: 8))))))",
    13: "(event: (action: move (token: 1)) (entity: (type: prism (token: 3))) "
        "(destination: (spatial-relation: (relation: above (token: 4)) (entity: (type: cube (token: 6))))))",
}


@pytest.fixture
def aligned_treebank(mini_treebank):
    """The mini release with word alignments on commands 11 and 13: a PCFG trains on exactly those."""
    (mini_treebank / "annotation.txt").write_text(
        "".join(f"{i}\trcl\t{MINI_ALIGNED.get(i, MINI_GOLD[i])}\n" for i in MINI_COMMANDS), encoding="utf-8")
    return mini_treebank


@pytest.fixture
def packaged_pcfg(aligned_treebank, tmp_path, monkeypatch):
    """The packaged PCFG models, replaced by two in a temporary folder: "train" saw commands 11
    and 13 of the aligned mini release, "train-dev" only 11."""
    from fallback_pcfg.model import PACKAGED
    from fallback_pcfg.train import train
    tb = load_treebank(aligned_treebank)
    for split, ids in (("train", (11, 13)), ("train-dev", (11,))):
        monkeypatch.setitem(PACKAGED, split, tmp_path / f"pcfg-{split}.json.gz")
        train([tb.command(i) for i in ids]).save(PACKAGED[split])
    return PACKAGED
