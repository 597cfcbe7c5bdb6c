#!/usr/bin/env python3
"""Writes the corpus of malformed chart files and CSVs under Tests/AudioGraphCLITests/BadInputs.

Each must be refused with exit code 65 and one line naming the place and the problem; the
expected lines are in expected.txt there, checked by BadInputTests.
"""
import json, os, random

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "AudioGraphCLITests", "BadInputs")
os.makedirs(OUT, exist_ok=True)
X = '{"title": "X"}'

def chart(series, x_axis=X, extra=""):
    return '{"xAxis": ' + x_axis + ', ' + extra + '"series": ' + series + '}'

files = {
    "empty.json": b"",
    "whitespace.json": b"  \n\t ",
    "truncated-object.json": b'{"xAxis": {"title": "X"}, "series": [',
    "truncated-string.json": b'{"xAxis": {"title": "X',
    "bare-nan.json": chart('[{"x": [1], "y": [NaN]}]').encode(),
    "nan-string.json": chart('[{"x": [1], "y": ["NaN"]}]').encode(),
    "bare-infinity.json": chart('[{"x": [1], "y": [Infinity]}]').encode(),
    "minus-infinity-string.json": chart('[{"x": [1], "y": ["-Infinity"]}]').encode(),
    "huge-number.json": chart('[{"x": [1], "y": [1e999]}]').encode(),
    "deep-nesting.json": (b"[" * 600) + (b"]" * 600),
    "invalid-utf8.json": b'{"title": "caf\xe9", "xAxis": {"title": "X"}, "series": []}',
    "bom-then-garbage.json": b"\xef\xbb\xbfhello",
    "crlf-error.json": b'{\r\n  "xAxis": {"title": "X"},\r\n  "series": [1,]\r\n}\r\n',
    "binary-garbage.json": bytes(random.Random(7).randrange(256) for _ in range(512)),
    "top-level-array.json": b'[{"xAxis": {"title": "X"}, "series": []}]',
    "top-level-string.json": b'"a chart"',
    "x-axis-missing.json": b'{"series": []}',
    "x-axis-number.json": b'{"xAxis": 3, "series": []}',
    "x-axis-title-number.json": b'{"xAxis": {"title": 7}, "series": []}',
    "x-axis-type-unknown.json": b'{"xAxis": {"title": "When", "type": "time"}, "series": []}',
    "y-axis-categorical.json": chart('[]', extra='"yAxis": {"title": "Y", "type": "categorical"}, ').encode(),
    "scale-unknown.json": chart('[]', extra='"yAxis": {"title": "Y", "scale": "log2"}, ').encode(),
    "range-reversed.json": chart('[]', extra='"yAxis": {"title": "Y", "range": [10, 0]}, ').encode(),
    "range-three-numbers.json": chart('[]', extra='"yAxis": {"title": "Y", "range": [0, 5, 10]}, ').encode(),
    "range-strings.json": chart('[]', extra='"yAxis": {"title": "Y", "range": ["0", "10"]}, ').encode(),
    "log-range-zero.json": chart('[]', extra='"yAxis": {"title": "Y", "scale": "log10", "range": [0, 100]}, ').encode(),
    "log-value-zero.json": chart('[{"x": [1, 2], "y": [10, 0]}]', extra='"yAxis": {"title": "Y", "scale": "log10"}, ').encode(),
    "series-not-array.json": chart('{"name": "S"}').encode(),
    "series-entry-number.json": chart('[42]').encode(),
    "points-and-columns.json": chart('[{"points": [], "x": [1], "y": [2]}]').encode(),
    "column-lengths.json": chart('[{"x": [1, 2, 3], "y": [1, 2]}]').encode(),
    "point-not-object.json": chart('[{"points": [[1, 2]]}]').encode(),
    "point-x-missing.json": chart('[{"points": [{"y": 2}]}]').encode(),
    "y-text.json": chart('[{"points": [{"x": 1, "y": "12k"}]}]').encode(),
    "category-as-number.json": chart('[{"points": [{"x": 3, "y": 2}]}]', x_axis='{"title": "Fruit", "type": "categorical"}').encode(),
    "date-not-iso.json": chart('[{"points": [{"x": "Jan 5", "y": 2}]}]', x_axis='{"title": "Day", "type": "date"}').encode(),
    "date-year-10000.json": chart('[{"points": [{"x": "10000-01-01", "y": 2}]}]', x_axis='{"title": "Day", "type": "date"}').encode(),
    "date-february-30.json": chart('[{"points": [{"x": "2026-02-30", "y": 2}]}]', x_axis='{"title": "Day", "type": "date"}').encode(),
    "format-version-2.json": b'{"format": "audiograph-chart/2", "xAxis": {"title": "X"}, "series": []}',
    "kind-unknown.json": b'{"kind": "donut", "xAxis": {"title": "X"}, "series": []}',
    "trailing-comma.json": b'{"xAxis": {"title": "X"}, "series": [],}',
    "duplicate-key.json": b'{"xAxis": {"title": "X"}, "xAxis": {"title": "Y"}, "series": []}',
    "additional-not-array.json": chart('[{"points": [{"x": 1, "y": 2, "additional": 5}]}]').encode(),
    "reference-axis-z.json": chart('[]', extra='"references": [{"axis": "z", "value": 1}], ').encode(),
    "content-direction-unknown.json": chart('[]', extra='"contentDirection": "sideways", ').encode(),
    "control-character-in-string.json": b'{"title": "a\x01b", "xAxis": {"title": "X"}, "series": []}',
    "empty.csv": b"",
    "ragged-row.csv": b"day,steps\nMon,5000\nTue,6000,7\n",
    "unterminated-quote.csv": b'day,steps\n"Mon,5000\n',
    "header-only.csv": b"day,steps\n",
    "crlf-ragged.csv": b"day,steps\r\nMon,5000\r\nTue\r\n",
}
for name, data in files.items():
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)
print(f"{len(files)} files in {OUT}")
