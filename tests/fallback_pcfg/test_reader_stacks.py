"""Stacks and towers named by what they are made of, their height and their top: "the stack of a gray cube,
a red cube and a blue cube", "the two-blue stack", "the stack that is red all the way down", "the one with
the flat top", "the taller cyan stack ... the left one".

Each test reads a command and checks the query the board is asked (its `check` nodes say what RCL cannot).
"""

from rcl import to_string
from rcl.normalise import normalise

from fallback_pcfg.reader.lexical import Words
from readings import every_query, first_query


def landmark(reader, stack: str) -> str:
    """What "put the white cube on STACK" puts it on, as the board is asked (the cheapest complete reading)."""
    query = first_query(reader, f"put the white cube on {stack}")
    return query[query.index("(relation: above) ") + len("(relation: above) "):-3]


def test_a_stack_made_of_shapes_named_one_by_one_has_their_colours_and_their_height(reader):
    assert landmark(reader, "the stack of a gray cube, a red cube and a blue cube") == (
        "(entity: (color: gray) (color: red) (color: blue) (type: stack) (check: (kind: height) (count: 3)))")
    assert landmark(reader, "the tower made of two blue cubes and two green cubes") == (
        "(entity: (color: blue) (color: blue) (color: green) (color: green) (type: stack) "
        "(check: (kind: height) (count: 4)))")
    assert landmark(reader, "the stack that is a red cube and a blue cube") == (
        "(entity: (color: red) (color: blue) (type: stack) (check: (kind: height) (count: 2)))")


def test_a_number_before_a_stack_noun_is_its_height(reader):
    assert landmark(reader, "the 2 red stack") == (
        "(entity: (color: red) (type: stack) (check: (kind: height) (count: 2)))")
    assert landmark(reader, "the two-cube stack") == "(entity: (type: stack) (check: (kind: height) (count: 2)))"
    assert landmark(reader, "the all-gray 2-stack") == (
        "(entity: (color: gray) (type: stack) (check: (kind: height) (count: 2)))")


def test_a_stack_one_shape_high_is_a_cube_on_its_own(reader):
    assert landmark(reader, "the stack that is only one cube high") == (
        "(entity: (type: cube) (check: (kind: height) (count: 1)))")
    assert landmark(reader, "the single-height green cube") == (
        "(entity: (color: green) (type: cube) (check: (kind: height) (count: 1)))")


def test_colours_said_after_a_stack_noun(reader):
    assert landmark(reader, "the stack that is red all the way down") == "(entity: (color: red) (type: stack))"
    assert landmark(reader, "the stack red with green") == "(entity: (color: red) (color: green) (type: stack))"


def test_comparisons_of_height(reader):
    assert landmark(reader, "the lowest stack") == "(entity: (type: stack) (check: (kind: shortest)))"
    assert landmark(reader, "the tallest green pile") == (
        "(entity: (color: green) (type: stack) (check: (kind: tallest)))")


def test_the_top_a_stack_has_or_has_not(reader):
    assert landmark(reader, "the stack with the flat top") == "(entity: (type: stack) (check: (kind: flat)))"
    assert landmark(reader, "the yellow stack that has no pyramid on it") == (
        "(entity: (color: yellow) (type: stack) (check: (kind: flat)))")
    assert landmark(reader, "the stack without a blue cube on top") == (
        "(entity: (type: stack) (check: (kind: not) (entity: (type: stack) (check: (kind: under) "
        "(entity: (color: blue) (type: cube))))))")
    assert landmark(reader, "the stack with two blue cubes on top") == (
        "(entity: (type: stack) (check: (kind: under) (count: 2) (entity: (color: blue) (type: cube))))")
    assert landmark(reader, "the tower with two red blocks at the bottom") == (
        "(entity: (type: stack) (check: (kind: bottom) (count: 2) (entity: (color: red) (type: cube))))")


def test_the_tower_said_again_is_the_one_named(reader):
    utterance = normalise("There is a tower of two blue cubes and two green cubes with a yellow pyramid on top. "
                          "Put the white cube just in front of the tower.")
    queries = [to_string(r.query) for r in reader.read(utterance)]
    assert any("(relation: front) (entity: (color: blue) (color: blue) (color: green) (color: green) (type: stack)"
               in query for query in queries)


def test_the_left_one_after_the_right_stack_is_another_stack(reader):
    utterance = normalise("the yellow pyramid on the right most of the three red green blue stacks, move it over "
                          "to the top of the left most one")
    queries = [to_string(r.query) for r in reader.read(utterance)]
    assert ("(destination: (spatial-relation: (relation: above) (entity: (indicator: leftmost) (color: red) "
            "(color: green) (color: blue) (type: stack))))") in " ".join(queries)


def test_a_hat_is_the_pyramid_on_top(reader):
    assert landmark(reader, "the one wearing a gray hat").endswith(
        "(check: (kind: under) (entity: (color: gray) (type: prism))))")
    assert landmark(reader, "the tower with a yellow point on top") == (
        "(entity: (type: stack) (check: (kind: under) (entity: (color: yellow) (type: prism))))")
    utterance = normalise("take the hat off the red cube")
    assert to_string(reader.read(utterance)[0].tree) == (
        "(event: (action: take) (entity: (type: prism) (spatial-relation: (relation: above) "
        "(entity: (color: red) (type: cube)))))")


def test_capping_a_stack_with_a_shape_puts_it_on_top(reader):
    utterance = normalise("Cap the plain red/yellow stack with the cyan pyramid.")
    assert to_string(reader.read(utterance)[0].query) == (
        "(event: (action: move) (entity: (color: cyan) (type: prism)) (destination: (spatial-relation: "
        "(relation: above) (entity: (color: red) (color: yellow) (type: stack) (check: (kind: free))))))")


def test_a_place_noun_before_a_shape_noun_says_where_it_stands(reader):
    assert landmark(reader, "the back-right corner stack") == (
        "(entity: (type: stack) (spatial-relation: (relation: within) (entity: (indicator: back) "
        "(indicator: right) (type: corner))))")
    assert landmark(reader, "the back-row magenta cube") == (
        "(entity: (color: magenta) (type: cube) (spatial-relation: (relation: above) (entity: (indicator: back) "
        "(type: edge))))")


def test_the_lowest_step_of_a_staircase_and_a_double_stack(reader):
    assert landmark(reader, "the lowest step of the green staircase") == (
        "(entity: (color: green) (type: cube) (check: (kind: group) (entity: (color: green) (type: cube))) "
        "(check: (kind: shortest)) (check: (kind: free)))")
    assert landmark(reader, "the double red stack") == (
        "(entity: (color: red) (type: stack) (check: (kind: height) (count: 2)))")


def test_not_counting_a_stack_leaves_it_out(reader):
    utterance = normalise("take the second cyan cube from the front not counting the corner stack")
    assert to_string(reader.read(utterance)[0].query) == (
        "(event: (action: take) (entity: (ordinal: 2) (indicator: front) (color: cyan) (type: cube) (check: "
        "(kind: not) (entity: (type: stack) (spatial-relation: (relation: within) (entity: (type: corner)))))))")


def test_a_tall_stack_looked_at_is_named_with_what_is_at_its_bottom(reader):
    utterance = normalise("Look at the tall stack in the middle of the board with a red cube at the bottom. "
                          "Please pick up the blue cube from the top of that stack.")
    assert "(check: (kind: bottom) (entity: (color: red) (type: cube)))" in to_string(reader.read(utterance)[0].query)


def test_what_a_stack_is_said_to_have_whose_top_or_height(reader):
    assert landmark(reader, "the stack whose top cube is yellow") == (
        "(entity: (type: stack) (check: (kind: under) (entity: (color: yellow) (type: cube))))")
    assert landmark(reader, "the stack whose bottom cube is red") == (
        "(entity: (type: stack) (check: (kind: bottom) (entity: (color: red) (type: cube))))")
    assert landmark(reader, "the tower of height 3") == "(entity: (type: stack) (check: (kind: height) (count: 3)))"
    assert landmark(reader, "the stack with the most cubes") == "(entity: (type: stack) (check: (kind: tallest)))"


def test_the_taller_of_two_stacks(reader):
    assert landmark(reader, "the shorter of the two red stacks") == (
        "(entity: (color: red) (type: stack) (check: (kind: shortest)))")


def test_what_a_thing_said_in_the_possessive_has(reader):
    def taken(text: str) -> str:
        return to_string(reader.read(normalise(text))[0].query)
    assert taken("take the tower's top cube") == (
        "(event: (action: take) (entity: (type: cube) (spatial-relation: (relation: part) (entity: (type: stack))) "
        "(check: (kind: free))))")
    assert taken("take the red cube's hat") == (
        "(event: (action: take) (entity: (type: prism) (spatial-relation: (relation: above) (entity: (color: red) "
        "(type: cube)))))")
    # "on the red cube's left": the square on that side of it
    assert "(destination: (spatial-relation: (relation: left) (entity: (color: red) (type: cube))))" in taken(
        "put the white cube on the red cube's left")
    assert landmark(reader, "the gray cube on the red cube's far side") == (
        "(entity: (color: gray) (type: cube) (spatial-relation: (relation: front) (entity: (color: red) "
        "(type: cube))))")


def test_between_two_stacks_named_by_their_colours(reader):
    utterance = normalise("put the blue cube on the floor between the G-B and G-Y stacks")
    assert to_string(reader.read(utterance)[0].query) == (
        "(event: (action: move) (entity: (color: blue) (type: cube)) (destination: (spatial-relation: (relation: "
        "between) (entity: (color: green) (color: blue) (type: stack)) (entity: (color: green) (color: yellow) "
        "(type: stack))) (check: (kind: also) (spatial-relation: (relation: above) (entity: (type: board))))))")


def test_the_right_one_of_two_stacks_and_the_other_one(reader):
    utterance = normalise("take the gray cube off the right one of the two gray red gray stacks and put it on the "
                          "floor just left of the other one")
    queries = " ".join(to_string(r.query) for r in reader.read(utterance))
    assert ("(relation: left) (entity: (color: gray) (color: red) (color: gray) (type: stack) (check: (kind: not) "
            "(entity: (indicator: right) (color: gray) (color: red) (color: gray) (type: stack))))") in queries


def test_the_leftmost_one_after_the_rightmost_stack_may_be_a_stack(reader):
    queries = " ".join(to_string(r.query) for r in reader.read(normalise(
        "move the yellow pyramid from the rightmost red-green-blue stack to the leftmost one")))
    assert ("(destination: (spatial-relation: (relation: above) (entity: (indicator: leftmost) (color: red) "
            "(color: green) (color: blue) (type: stack))))") in queries


def test_the_top_of_a_stack_and_a_stack_not_wearing_a_hat(reader):
    assert to_string(reader.read(normalise("take the top of the red stack"))[0].query) == (
        "(event: (action: take) (entity: (type: cube) (spatial-relation: (relation: part) (entity: (color: red) "
        "(type: stack))) (check: (kind: free))))")
    assert landmark(reader, "the stack that is not wearing a hat") == "(entity: (type: stack) (check: (kind: flat)))"


def test_a_shape_that_tops_a_tower_and_a_one_of_two_colours(reader):
    assert to_string(reader.read(normalise("move the red cube that tops the tower to the corner"))[0].query) == (
        "(event: (action: move) (entity: (color: red) (type: cube) (spatial-relation: (relation: above) (entity: "
        "(type: stack)))) (destination: (spatial-relation: (relation: within) (entity: (type: corner)))))")
    assert landmark(reader, "the red-green one") == "(entity: (color: red) (color: green) (type: stack))"


def test_a_stack_based_on_a_colour(reader):
    assert landmark(reader, "the blue-based stack") == (
        "(entity: (type: stack) (check: (kind: bottom) (entity: (color: blue) (type: cube))))")


def test_the_second_tallest_and_a_stack_topped_by_a_pyramid(reader):
    assert landmark(reader, "the second tallest stack") == (
        "(entity: (type: stack) (check: (kind: tallest) (count: 2)))")
    assert landmark(reader, "the stack topped by a yellow pyramid") == (
        "(entity: (type: stack) (check: (kind: under) (entity: (color: yellow) (type: prism))))")


def test_a_colour_topped_stack_has_that_colour_on_top_and_no_side_of_the_board(reader):
    # "topped" is the verb "to top" said of the stack, never the board's top (its front) in any reading
    readings = every_query(reader, "put the white cube on the red-topped stack")
    assert readings[0].endswith(
        "(entity: (type: stack) (check: (kind: under) (entity: (color: red) (type: cube)))))))")
    assert not any("(indicator: front)" in r for r in readings)
    words = Words.of(normalise("the yellow-topped one"))
    assert words.content(2) and not words.at(2, "indicator")  # said, so a parse that leaves it out never acts


def test_a_size_said_of_a_stack_or_a_group_is_the_smallest_of_those(reader):
    # "little", "tiny", "lil" as "small": read (the shortest stack, the smallest group), never left out
    for size in ("little", "tiny", "lil", "small"):
        assert landmark(reader, f"the {size} green stack") == (
            "(entity: (color: green) (type: stack) (check: (kind: shortest)))"), size
    assert landmark(reader, "the tiny tower") == "(entity: (type: stack) (check: (kind: shortest)))"


def test_a_little_before_a_place_says_how_far_not_a_size(reader):
    assert first_query(reader, "move the blue cube a little to the left of the red cube") == (
        "(event: (action: move) (entity: (color: blue) (type: cube)) (destination: (spatial-relation: "
        "(relation: left) (entity: (color: red) (type: cube)))))")


def test_the_stack_of_a_shape_said_in_the_possessive_is_not_of_its_colour(reader):
    # "the red block's stack" may be gray under the red cube: the stack that holds it
    assert landmark(reader, "the red block's stack") == (
        "(entity: (type: stack) (check: (kind: group) (entity: (color: red) (type: cube))))")


def test_its_top_cube_is_a_shape_of_the_stack_said_before(reader):
    # "its top red cube" after a stack (a heading, a sentence before): the top cube of that stack, "its" read
    tallest = "(spatial-relation: (relation: part) (entity: (type: stack) (check: (kind: tallest))))"
    assert tallest in first_query(reader, "the tall stack: take its top cube")
    assert tallest in first_query(reader, "Find the tall stack. Take its top cube.")


def test_what_stands_on_a_shape_may_be_said_with_a_verb_of_where_it_is(reader):
    for text in ("take the blue cube with the red cube sitting on it", "take the blue cube with a red cube standing on top"):
        assert first_query(reader, text) == (
            "(event: (action: take) (entity: (color: blue) (type: cube) (check: (kind: under) (entity: (color: red) "
            "(type: cube)))))"), text
