"""Where a verb's place is read: from the end of its object, or a little later (the words between paid for),
with a result said after it ("so it sits next to X"), the place said again, "right here" and the squares a counted
place leaves between ("so there is one empty square in between").

A rule layer of the command reader (fallback_pcfg.reader.rules) over the places said again
(fallback_pcfg.reader.restating): the clause rules (fallback_pcfg.reader.commands) read with it.
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import replace

from fallback_pcfg.reader.describing import along_line
from fallback_pcfg.reader.geometry import its_mark, on_board, said_again, vague
from fallback_pcfg.reader.holding import under_gripper
from fallback_pcfg.reader.lexical import Parse
from fallback_pcfg.reader.meaning import Thing
from fallback_pcfg.reader.restating import Restatements
from fallback_pcfg.reader.rules import cheapest

#: How many words may lie unread between a clause's parts (each paid for).
GAP = 6


class PlacesAfter(Restatements):
    """The rules of the places read after a verb and its object."""

    def _places_after(self, end: int) -> list[Parse]:
        """Places from `end`, or a little later (the words between paid for), each with a result clause
        ("so it sits next to X") read after it."""
        return self.cached(("after", end), lambda: self._places_after_uncached(end))

    def _places_after_uncached(self, end: int) -> list[Parse]:
        found = []
        for gap in range(0, GAP + 1):
            if end + gap > len(self.w) or any(k in self.w.stops for k in range(end + 1, end + gap + 1)):
                break
            if self._describes(range(end, end + gap)):
                break
            cost = self.span_cost(end, end + gap)
            for place in self.place(end + gap):
                found.append(Parse(place.end, place.value, place.cost + cost, tuple(range(end, end + gap))
                                   + place.skipped))
        for gap in range(0, 3):  # "move it over so it's on the far side of X"
            for result in self._result(end + gap):
                found.append(Parse(result.end, result.value, result.cost + self.span_cost(end, end + gap),
                                   tuple(range(end, end + gap)) + result.skipped))
        with_results = []
        sayable = {id(place) for place in cheapest(found)}
        for place in found:
            with_results += [place] + self._results_after(place)
            for confirm in self.items(place.end, "confirm"):  # "... and set it down right against X": said again
                with_results += [Parse(again.end, said_again(place.value, again.value), place.cost + again.cost + 0.05,
                                       place.skipped + again.skipped) for again in self.place(confirm.end)]
            for again in self._also(place) if id(place) in sayable else []:
                # "to the other side of X, one square back from it, so ...": a result after the place said
                # again; "two squares right along the back edge, so it ends up in line with X": where on that
                # line the result says (a region said again is too loose to say more after it)
                said = (again.value.also or (again.value,))[-1]
                with_results += [again] + (self._results_after(again) if along_line(again.value) or not vague(said)
                                           else [])
        for place in [p for p in with_results if not on_board(p.value)]:  # "onto the lone red cube (directly below
            # the gripper)": the square under the gripper ("there" may be a place said before; "on the board right
            # underneath you" is where it is, Commands._acts)
            with_results += [Parse(item.end, said_again(place.value, under_gripper()), place.cost + lost + 0.05,
                                   place.skipped + left) for start, lost, left in self.fillers(place.end, 1)
                             for item in self.here(start) if item.phrase.split()[-1] != "there"]
        for place in list(with_results):
            counts = {r.count for r in (place.value,) + place.value.also if r.count and r.landmark is not None}
            for end, between, cost, skipped in self._squares_between(place.end):
                if between + 1 in counts:  # "two squares right of X, so there is one empty square in between"
                    with_results.append(Parse(end, place.value, place.cost + cost, place.skipped + skipped))
        return with_results

    def _results_after(self, place: Parse) -> list[Parse]:
        """`place` with a result said after it that says it again ("..., so it ends up on its left": "its" is
        the landmark's)."""
        found = []
        across = [r for r in place.value.also if r.name == "opposite"]
        mark = its_mark(place.value)
        with self.mentioning(mark) if mark is not None else nullcontext():
            results = self._result(place.end, confirming=True)
        if mark is not None and results:  # "..., so it lines up with the pyramid in front of it": "it" after the
            # result's own "it" may be the shape put down, on the square the place names (dearer: the board decides)
            said = {(r.end, repr(r.value)) for r in results}
            with self.mentioning(Thing("tile", relations=[replace(place.value, also=())])):
                results += [Parse(r.end, r.value, r.cost + 0.1, r.skipped) for r in self._result(
                    place.end, confirming=True) if (r.end, repr(r.value)) not in said]
        found += [Parse(r.end, place.value, place.cost + r.cost, place.skipped + r.skipped)
                  for r in self.denied_result(place.end)]  # "..., so it's no longer beside X": the place as said
        for result in results:  # "..., so it ends up beside X"
            found.append(Parse(result.end, said_again(place.value, result.value), place.cost + result.cost,
                               place.skipped + result.skipped))
            if across and result.value.name != "opposite":  # "to the other side of X, so it's right behind X":
                # the result says which side
                found.append(Parse(result.end, said_again(result.value, across[0]), place.cost + result.cost,
                                   place.skipped + result.skipped))
        return found

    def _squares_between(self, i: int) -> list[tuple[int, int, float, tuple]]:
        """"(one empty square between)", "so there is one empty square in between", "one gap between them": how
        many squares a counted place leaves between the shape and its landmark, as (end, count, cost, skipped).
        (Found once per position: every place that ends there asks.)"""
        return self.once(("squares between", i), lambda: self._find_squares_between(i))

    def _find_squares_between(self, i: int) -> list[tuple[int, int, float, tuple]]:
        found = []
        for start, cost, skipped in self.fillers(i, 3):
            for count in self.items(start, "cardinal"):
                j = count.end + bool(self.items(count.end, "free")) * (not self.items(count.end, "gap"))
                for noun in self.items(j, "gap", "unit"):
                    k = noun.end + (self.word(noun.end) == "in")
                    if self.word(k) == "between":
                        end = k + 1 + (self.word(k + 1) in ("them", "it"))
                        found.append((end, int(count.value), cost, skipped))
        return found
