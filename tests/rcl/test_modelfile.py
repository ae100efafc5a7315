"""Recording which commands a model was trained on: compact, deterministic, checked on reading."""

import json

import pytest

from rcl.modelfile import KEY, ModelFileError, decode_ids, encode_ids, trained_on


def test_ids_are_stored_sorted_once_as_gaps_and_read_back():
    record = encode_ids([57, 19, 28, 19, 34])
    assert record == {"count": 4, "gaps": [19, 9, 6, 23]}
    assert decode_ids(record) == frozenset({19, 28, 34, 57})


def test_the_same_ids_in_any_order_give_the_same_bytes():
    ids = list(range(19, 21160, 7))
    assert json.dumps(encode_ids(ids)) == json.dumps(encode_ids(reversed(ids)))
    assert decode_ids(json.loads(json.dumps(encode_ids(ids)))) == frozenset(ids)


def test_no_ids_is_an_empty_record_not_a_missing_one():
    assert trained_on({KEY: encode_ids([])}) == frozenset()
    assert trained_on({"split": "train"}) is None and trained_on(None) is None


@pytest.mark.parametrize("record", [
    {"count": 3, "gaps": [19, 9]},        # count does not match
    {"count": 2, "gaps": [19, 0]},        # an id twice
    {"count": 2, "gaps": [19, -4]},       # not sorted
    {"gaps": [19]},                       # no count
    {"count": 1, "gaps": ["x"]},
])
def test_malformed_records_are_errors(record):
    with pytest.raises(ModelFileError, match="malformed record"):
        decode_ids(record)
