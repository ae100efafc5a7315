"""Hand-written SimpleMRS analyses of a few commands, in the shape the ERG gives them.

Each is (text, SimpleMRS); `decode(name)` returns the delphin MRS.  The
implicit addressee `pron x3` and the quantifiers the conversion ignores are
left out unless they matter.
"""

from delphin.codecs import simplemrs

_THE_BLUE_CUBE = ("[ _the_q<40:43> LBL: h22 ARG0: x21 RSTR: h23 BODY: h24 ] "
                  "[ _blue_a_1<44:48> LBL: h25 ARG0: e26 ARG1: x21 ] [ _cube_n_1<49:53> LBL: h25 ARG0: x21 [ x NUM: sg ] ]")

FIXTURES = {
    "drop": ("drop the blue cube", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _drop_v_cause<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x21 ] """ + _THE_BLUE_CUBE + """ >
        HCONS: < h0 qeq h1 h23 qeq h25 > ]"""),

    "statement": ("the blue cube drops", """[ TOP: h0 INDEX: e2 [ e SF: prop ] RELS: <
        [ _drop_v_1<14:19> LBL: h1 ARG0: e2 ARG1: x21 ] """ + _THE_BLUE_CUBE + """ >
        HCONS: < h0 qeq h1 h23 qeq h25 > ]"""),

    "block_verb": ("block the blue cube", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _block_v_1<0:5> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x21 ] """ + _THE_BLUE_CUBE + """ >
        HCONS: < h0 qeq h1 h23 qeq h25 > ]"""),

    "pick_and_put_it": ("pick up the red pyramid and put it on the blue cube", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _pick_v_up<0:4> LBL: h1 ARG0: e5 [ e SF: comm ] ARG1: x3 ARG2: x6 [ x NUM: sg ] ]
        [ _the_q<10:13> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
        [ _red_a_1<14:17> LBL: h10 ARG0: e11 ARG1: x6 ]
        [ _pyramid_n_1<18:25> LBL: h10 ARG0: x6 ]
        [ _and_c<26:29> LBL: h1 ARG0: e2 ARG1: e5 ARG2: e12 [ e SF: comm ] ]
        [ _put_v_1<30:33> LBL: h1 ARG0: e12 ARG1: x3 ARG2: x13 [ x NUM: sg ] ARG3: h14 ]
        [ pron<34:36> LBL: h15 ARG0: x13 ]
        [ pronoun_q<34:36> LBL: h16 ARG0: x13 RSTR: h17 BODY: h18 ]
        [ _on_p_loc<37:39> LBL: h19 ARG0: e20 ARG1: x13 ARG2: x21 ] """ + _THE_BLUE_CUBE + """ >
        HCONS: < h0 qeq h1 h8 qeq h10 h14 qeq h19 h17 qeq h15 h23 qeq h25 > ]"""),

    "blue_one": ("put the red cube on the blue one", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _put_v_1<0:3> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x6 [ x NUM: sg ] ARG3: h14 ]
        [ _the_q<4:7> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
        [ _red_a_1<8:11> LBL: h10 ARG0: e11 ARG1: x6 ]
        [ _cube_n_1<12:16> LBL: h10 ARG0: x6 ]
        [ _on_p_loc<17:19> LBL: h19 ARG0: e20 ARG1: x6 ARG2: x21 [ x NUM: sg ] ]
        [ _the_q<20:23> LBL: h22 ARG0: x21 RSTR: h23 BODY: h24 ]
        [ _blue_a_1<24:28> LBL: h25 ARG0: e26 ARG1: x21 ]
        [ generic_entity<29:32> LBL: h25 ARG0: x21 ] >
        HCONS: < h0 qeq h1 h8 qeq h10 h14 qeq h19 h23 qeq h25 > ]"""),

    "ellipsis": ("take the blue pyramid and place in the corner", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _take_v_1<0:4> LBL: h1 ARG0: e5 [ e SF: comm ] ARG1: x3 ARG2: x6 [ x NUM: sg ] ]
        [ _the_q<5:8> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
        [ _blue_a_1<9:13> LBL: h10 ARG0: e11 ARG1: x6 ]
        [ _pyramid_n_1<14:21> LBL: h10 ARG0: x6 ]
        [ _and_c<22:25> LBL: h1 ARG0: e2 ARG1: e5 ARG2: e12 [ e SF: comm ] ]
        [ _place_v_1<26:31> LBL: h1 ARG0: e12 ARG1: x3 ARG2: i13 ARG3: h14 ]
        [ _in_p<32:34> LBL: h19 ARG0: e20 ARG1: i13 ARG2: x21 [ x NUM: sg ] ]
        [ _the_q<35:38> LBL: h22 ARG0: x21 RSTR: h23 BODY: h24 ]
        [ _corner_n_of<39:45> LBL: h25 ARG0: x21 ARG1: i27 ] >
        HCONS: < h0 qeq h1 h8 qeq h10 h14 qeq h19 h23 qeq h25 > ]"""),

    "measure": ("move the red cube two squares to the left", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _move_v_cause<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x6 [ x NUM: sg ] ]
        [ _the_q<5:8> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
        [ _red_a_1<9:12> LBL: h10 ARG0: e11 ARG1: x6 ]
        [ _cube_n_1<13:17> LBL: h10 ARG0: x6 ]
        [ measure<18:29> LBL: h1 ARG0: e30 ARG1: e20 ARG2: x31 [ x NUM: pl ] ]
        [ udef_q<18:29> LBL: h35 ARG0: x31 RSTR: h36 BODY: h37 ]
        [ card<18:21> LBL: h32 ARG0: e33 ARG1: x31 CARG: "2" ]
        [ _square_n_of<22:29> LBL: h32 ARG0: x31 ARG1: i34 ]
        [ _to_p<30:32> LBL: h1 ARG0: e20 ARG1: e2 ARG2: x21 [ x NUM: sg ] ]
        [ _the_q<33:36> LBL: h22 ARG0: x21 RSTR: h23 BODY: h24 ]
        [ _left_n_1<37:41> LBL: h25 ARG0: x21 ] >
        HCONS: < h0 qeq h1 h8 qeq h10 h23 qeq h25 h36 qeq h32 > ]"""),

    "unknown_noun": ("move the red banana onto the blue cube", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _move_v_cause<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x6 [ x NUM: sg ] ]
        [ _the_q<5:8> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
        [ _red_a_1<9:12> LBL: h10 ARG0: e11 ARG1: x6 ]
        [ _banana_n_1<13:19> LBL: h10 ARG0: x6 ]
        [ _onto_p<20:24> LBL: h1 ARG0: e20 ARG1: e2 ARG2: x21 ] """ + _THE_BLUE_CUBE + """ >
        HCONS: < h0 qeq h1 h8 qeq h10 h23 qeq h25 > ]"""),

    "unknown_verb": ("shove the red cube onto the blue cube", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _shove_v_1<0:5> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x6 [ x NUM: sg ] ]
        [ _the_q<6:9> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
        [ _red_a_1<10:13> LBL: h10 ARG0: e11 ARG1: x6 ]
        [ _cube_n_1<14:18> LBL: h10 ARG0: x6 ]
        [ _onto_p<19:23> LBL: h1 ARG0: e20 ARG1: e2 ARG2: x21 ] """ + _THE_BLUE_CUBE + """ >
        HCONS: < h0 qeq h1 h8 qeq h10 h23 qeq h25 > ]"""),
}


def decode(name: str):
    """The MRS of fixture `name`."""
    return simplemrs.decode(FIXTURES[name][1])
