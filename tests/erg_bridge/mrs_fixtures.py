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

    # Both PPs on the verb: RCL chains the second onto the first one's landmark.
    "two_pps": ("put the red cube on the gray block near the corner", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _put_v_1<0:3> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x6 [ x NUM: sg ] ]
        [ _the_q<4:7> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
        [ _red_a_1<8:11> LBL: h10 ARG0: e11 ARG1: x6 ]
        [ _cube_n_1<12:16> LBL: h10 ARG0: x6 ]
        [ _on_p_loc<17:19> LBL: h1 ARG0: e20 ARG1: e2 ARG2: x21 [ x NUM: sg ] ]
        [ _the_q<20:23> LBL: h22 ARG0: x21 RSTR: h23 BODY: h24 ]
        [ _gray_a_1<24:28> LBL: h25 ARG0: e26 ARG1: x21 ]
        [ _block_n_of<29:34> LBL: h25 ARG0: x21 ]
        [ _near_p<35:39> LBL: h1 ARG0: e40 ARG1: e2 ARG2: x41 [ x NUM: sg ] ]
        [ _the_q<40:43> LBL: h42 ARG0: x41 RSTR: h43 BODY: h44 ]
        [ _corner_n_of<44:50> LBL: h45 ARG0: x41 ] >
        HCONS: < h0 qeq h1 h8 qeq h10 h23 qeq h25 h43 qeq h45 > ]"""),

    # This lexicon's reading of a measured move: "[the red [block] three squares] up".
    "measured_np": ("move the red block three squares up", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _move_v_cause<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x8 [ x NUM: pl ] ]
        [ _the_q<5:8> LBL: h11 ARG0: x8 RSTR: h12 BODY: h13 ]
        [ compound<9:32> LBL: h14 ARG0: e13 ARG1: x8 ARG2: x14 ]
        [ udef_q<9:24> LBL: h15 ARG0: x14 RSTR: h16 BODY: h17 ]
        [ _red_a_1<9:12> LBL: h18 ARG0: e19 ARG1: x14 ]
        [ compound<13:24> LBL: h18 ARG0: e20 ARG1: x14 ARG2: x21 ]
        [ udef_q<13:18> LBL: h22 ARG0: x21 RSTR: h23 BODY: h24 ]
        [ _block_n_of<13:18> LBL: h25 ARG0: x21 ]
        [ card<19:24> LBL: h18 ARG0: x14 CARG: "3" ]
        [ _square_n_of<25:32> LBL: h14 ARG0: x8 ]
        [ _up_p_state<33:35> LBL: h1 ARG0: e30 ARG1: e2 ] >
        HCONS: < h0 qeq h1 h12 qeq h14 h16 qeq h18 h23 qeq h25 > ]"""),

    # "which is on top of": this lexicon gives "block of the green block" and a bare "on top".
    "displaced_of": ("pick up the red block which is on top of the green block", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _pick_v_up<0:4> LBL: h1 ARG0: e2 ARG1: x5 ARG2: x10 [ x NUM: sg ] ]
        [ _the_q<8:11> LBL: h11 ARG0: x10 RSTR: h12 BODY: h13 ]
        [ _red_a_1<12:15> LBL: h14 ARG0: e15 ARG1: x10 ]
        [ _block_n_of<16:21> LBL: h14 ARG0: x10 ARG1: x22 [ x NUM: sg ] ]
        [ _on_p_loc<31:33> LBL: h14 ARG0: e24 ARG1: x10 ARG2: x25 [ x NUM: sg ] ]
        [ idiom_q_i<34:37> LBL: h26 ARG0: x25 RSTR: h27 BODY: h28 ]
        [ _top_n_1<34:37> LBL: h29 ARG0: x25 ]
        [ _the_q<41:44> LBL: h30 ARG0: x22 RSTR: h31 BODY: h32 ]
        [ _green_a_1<45:50> LBL: h33 ARG0: e34 ARG1: x22 ]
        [ _block_n_of<51:56> LBL: h33 ARG0: x22 ] >
        HCONS: < h0 qeq h1 h12 qeq h14 h27 qeq h29 h31 qeq h33 > ]"""),

    # An indicator adjective on a compounded region noun: "right" in "the right top corner".
    "right_top_corner": ("drop the cube in the right top corner", """[ TOP: h0 INDEX: e2 [ e SF: comm ] RELS: <
        [ _drop_v_cause<0:4> LBL: h1 ARG0: e2 ARG1: x3 ARG2: x6 [ x NUM: sg ] ]
        [ _the_q<5:8> LBL: h7 ARG0: x6 RSTR: h8 BODY: h9 ]
        [ _cube_n_1<9:13> LBL: h10 ARG0: x6 ]
        [ _in_p<14:16> LBL: h1 ARG0: e20 ARG1: e2 ARG2: x21 [ x NUM: sg ] ]
        [ _the_q<17:20> LBL: h22 ARG0: x21 RSTR: h23 BODY: h24 ]
        [ compound<21:37> LBL: h25 ARG0: e26 ARG1: x21 ARG2: x27 ]
        [ udef_q<21:30> LBL: h28 ARG0: x27 RSTR: h29 BODY: h30 ]
        [ _right_a_1<21:26> LBL: h31 ARG0: e32 ARG1: x27 ]
        [ _top_n_1<27:30> LBL: h31 ARG0: x27 ]
        [ _corner_n_of<31:37> LBL: h25 ARG0: x21 ] >
        HCONS: < h0 qeq h1 h8 qeq h10 h23 qeq h25 h29 qeq h31 > ]"""),
}


def decode(name: str):
    """The MRS of fixture `name`."""
    return simplemrs.decode(FIXTURES[name][1])
