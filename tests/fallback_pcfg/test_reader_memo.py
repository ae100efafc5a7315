"""The reader's memo: a second step read once for every shape taken, unless its words ask which.

"take X and put it in the corner": the second step says nothing of X, so it is read once however many
readings the first step has; "take X and put it left of it" asks which shape was taken, so it is read
for each (and "it" there is that shape).
"""

from fallback_pcfg.reader.lexical import Words
from fallback_pcfg.reader.meaning import Thing
from fallback_pcfg.reader.sentences import Sentences
from rcl.lexicon import load_lexicon
from rcl.normalise import normalise

from readings import first


def _second_steps(text: str, monkeypatch) -> tuple[Sentences, list[int]]:
    """The rules over `text`, and a list that grows by the position of each second step computed."""
    lexicon = load_lexicon()
    rules = Sentences(Words.of(normalise(text, lexicon), lexicon))
    computed: list[int] = []
    read = Sentences._second_step
    monkeypatch.setattr(Sentences, "_second_step", lambda self, i: computed.append(i) or read(self, i))
    return rules, computed


def test_a_second_step_that_does_not_say_it_is_read_once_for_every_shape_taken(monkeypatch):
    rules, computed = _second_steps("take the red cube and put it in the far left corner", monkeypatch)
    red, green = Thing("cube", colours=["red"]), Thing("cube", colours=["green"])
    assert rules._then(4, red) and rules._then(4, green) is rules._then(4, red)
    assert computed == [4]


def test_a_second_step_that_says_it_is_read_for_each_shape_taken(monkeypatch):
    rules, computed = _second_steps("take the red cube and put it left of it", monkeypatch)
    red, green = Thing("cube", colours=["red"]), Thing("cube", colours=["green"])
    landmarks = {repr(p.value[0].place.landmark) for p in rules._then(4, red) + rules._then(4, green)
                 if p.end == len(rules.w) and p.value[0].place is not None}
    assert computed == [4, 4]
    assert any("red" in said for said in landmarks) and any("green" in said for said in landmarks)


def test_it_in_a_second_step_is_the_shape_taken_and_that_points_into_its_description(reader):
    assert first(reader, "pick up the green pyramid and put it down in front of it").endswith(
        "(relation: front) (entity: (color: green) (type: prism))))))")
    assert first(reader, "take the red cube off the blue cube and put it on the left of that cube").endswith(
        "(relation: left) (entity: (color: blue) (type: cube))))))")
