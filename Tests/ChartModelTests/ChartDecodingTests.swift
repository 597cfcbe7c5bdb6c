import ChartModel
import Foundation
import Testing

/// The refusals and leniencies of chart-json.md, each checked to the letter.
@Suite struct ChartDecodingTests {
    /// A one-series line chart with the given x axis, y axis and points, as JSON text.
    static func chart(xAxis: String = #"{"title": "Day"}"#, yAxis: String = #"{"title": "Steps"}"#, points: String)
        -> String
    {
        #"{"xAxis": \#(xAxis), "yAxis": \#(yAxis), "series": [{"name": "S", "points": [\#(points)]}]}"#
    }

    private func failure(_ text: String, strict: Bool = false) -> String? {
        do {
            _ = try ChartJSON.decode(Array(text.utf8), isStrict: strict)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        (#"[1]"#, #"top level: expected an object, found an array"#),
        (#"{"series": []}"#, #"xAxis: missing; expected an axis object (every chart has an x axis)"#),
        (#"{"xAxis": {"title": "X"}}"#, #"series: missing; expected an array of series (it may be empty)"#),
        (
            #"{"format": "audiograph-chart/2", "xAxis": {"title": "X"}, "series": []}"#,
            #"format: unsupported format "audiograph-chart/2"; this version reads "audiograph-chart/1""#
        ),
        (#"{"title": 5, "xAxis": {"title": "X"}, "series": []}"#, #"title: expected a string, found 5"#),
        (
            #"{"kind": "pies", "xAxis": {"title": "X"}, "series": []}"#,
            #"kind: unknown value "pies"; expected one of line, bar, area, scatter, pie, band, radar, heatmap, histogram, box; did you mean "pie"?"#
        ),
        (
            #"{"contentDirection": "up", "xAxis": {"title": "X"}, "series": []}"#,
            #"contentDirection: unknown value "up"; expected one of leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise"#
        ),
        (
            #"{"xAxis": {"type": "time", "title": "X"}, "series": []}"#,
            #"xAxis.type: unknown value "time"; expected one of numeric, categorical, date"#
        ),
        (#"{"xAxis": {}, "series": []}"#, #"xAxis.title: missing; expected a string (the spoken name of the axis)"#),
        (
            #"{"xAxis": {"title": "X", "scale": "log2"}, "series": []}"#,
            #"xAxis.scale: unknown value "log2"; expected one of linear, log10, ln; did you mean "log10"?"#
        ),
        (
            #"{"xAxis": {"title": "X"}, "yAxis": {"title": "Y", "valueDescriptionsSpeak": "point"}, "series": []}"#,
            #"yAxis.valueDescriptionsSpeak: unknown value "point"; expected one of values, points; did you mean "points"?"#
        ),
        (
            #"{"xAxis": {"title": "X", "range": [10, 0]}, "series": []}"#,
            #"xAxis.range: expected [low, high] with low ≤ high, found [10, 0]"#
        ),
        (
            #"{"xAxis": {"title": "X", "range": [0]}, "series": []}"#,
            #"xAxis.range: expected [low, high], found 1 values"#
        ),
        (
            #"{"xAxis": {"title": "X", "range": ["NaN", 1]}, "series": []}"#,
            #"xAxis.range[0]: expected a number, found "NaN" (NaN and infinity cannot be chart values)"#
        ),
        (
            #"{"xAxis": {"title": "X"}, "yAxis": {"title": "Y", "scale": "log10", "range": [0, 100]}, "series": []}"#,
            #"yAxis.range[0]: a log10 scale needs positive values, found 0"#
        ),
        (
            #"{"xAxis": {"title": "X"}, "yAxis": {"type": "categorical", "title": "Y"}, "series": []}"#,
            #"yAxis.type: expected "numeric" (the y axis is always numeric), found "categorical""#
        ),
        (
            #"{"xAxis": {"type": "categorical", "title": "X", "range": [0, 1]}, "series": []}"#,
            #"xAxis.range: a categorical axis has no range; list its "categories" instead"#
        ),
        (
            #"{"xAxis": {"type": "date", "title": "X", "range": ["2026-01-01", "31/01/2026"]}, "series": []}"#,
            #"xAxis.range[1]: expected an ISO 8601 date such as "2026-01-31" or "2026-01-31T09:30:00Z", found "31/01/2026""#
        ),
        (
            #"{"xAxis": {"title": "X", "format": {"style": "currency"}}, "series": []}"#,
            #"xAxis.format.currency: missing; style "currency" needs an ISO 4217 code such as "USD""#
        ),
        (
            #"{"xAxis": {"title": "X", "format": {"fractionDigits": 2.5}}, "series": []}"#,
            #"xAxis.format.fractionDigits: expected a whole number from 0 to 15, found 2.5"#
        ),
        (#"{"xAxis": {"title": "X"}, "series": {}}"#, #"series: expected an array, found an object"#),
        (
            chart(points: #"{"x": 1, "y": 2}, {"x": 2, "y": "12k"}"#),
            #"series[0].points[1].y: expected a number or null, found "12k""#
        ),
        (
            chart(points: #"{"x": 1, "y": "12\nk\u0001 and a very long tail that goes on and on"}"#),
            #"series[0].points[0].y: expected a number or null, found "12\nk\u{1} and a very long tail that goes on …""#
        ),
        (
            chart(points: #"{"x": 1, "y": "NaN"}"#),
            #"series[0].points[0].y: expected a number or null, found "NaN" (NaN and infinity cannot be chart values)"#
        ),
        (
            chart(points: #"{"x": 1, "y": "-Infinity"}"#),
            #"series[0].points[0].y: expected a number or null, found "-Infinity" (NaN and infinity cannot be chart values)"#
        ),
        (
            chart(points: #"{"x": 1}"#),
            #"series[0].points[0].y: missing; expected a number, or null for a missing value (only band points with low and high, and box points, may omit it)"#
        ),
        (
            chart(points: #"{"y": 1}"#),
            #"series[0].points[0].x: missing; every point needs an x value (or xStart and xEnd, for a bin or interval)"#
        ),
        (
            chart(points: #"{"x": "Mon", "y": 1}"#),
            #"series[0].points[0].x: expected a number (the x axis is numeric), found "Mon""#
        ),
        (
            chart(points: #"{"x": "2026-01-05", "y": 1}"#),
            #"series[0].points[0].x: expected a number (the x axis is numeric), found "2026-01-05"; declare "type": "date" on the x axis for dates"#
        ),
        (
            chart(xAxis: #"{"type": "categorical", "title": "Day"}"#, points: #"{"x": 3, "y": 1}"#),
            #"series[0].points[0].x: expected a string (the x axis is categorical), found 3"#
        ),
        (
            chart(xAxis: #"{"type": "date", "title": "Day"}"#, points: #"{"x": "2026-02-30", "y": 1}"#),
            #"series[0].points[0].x: expected an ISO 8601 date such as "2026-01-31" or "2026-01-31T09:30:00Z", found "2026-02-30""#
        ),
        (
            chart(yAxis: #"{"title": "Latency", "scale": "ln"}"#, points: #"{"x": 1, "y": -3}"#),
            #"series[0].points[0].y: a ln scale needs positive values, found -3"#
        ),
        (
            chart(points: #"{"x": 1, "y": 1, "additional": [true]}"#),
            #"series[0].points[0].additional[0]: expected a number or a string, found true"#
        ),
        (
            chart(points: #"{"x": 1, "y": 1, "label": ["a"]}"#),
            #"series[0].points[0].label: expected a string, found an array"#
        ),
        (
            #"{"xAxis": {"title": "X"}, "series": [{"points": [], "x": [], "y": []}]}"#,
            #"series[0]: has both "points" and "x"; use either the row form or the column form"#
        ),
        (
            #"{"xAxis": {"title": "X"}, "series": [{"x": [1, 2], "y": [1]}]}"#,
            #"series[0]: "x" has 2 values but "y" has 1; the column form needs equal lengths"#
        ),
        (
            #"{"xAxis": {"title": "X"}, "series": [{"x": [1, 2]}]}"#,
            #"series[0].y: missing; the column form needs both "x" and "y""#
        ),
        (
            #"{"xAxis": {"title": "X"}, "series": [{"x": [1, 2], "y": [1, "inf"]}]}"#,
            #"series[0].y[1]: expected a number or null, found "inf" (NaN and infinity cannot be chart values)"#
        ),
        (
            #"{"xAxis": {"title": "X"}, "series": [{"continuous": "yes", "points": []}]}"#,
            #"series[0].continuous: expected true or false, found "yes""#
        ),
        (
            #"{"xAxis": {"title": "X"}, "series": [], "references": [{"label": "Goal"}]}"#,
            #"references[0].value: missing; expected the value where the rule is drawn"#
        ),
        (
            chart(points: #"{"x": 1, "box": {"min": 1, "q1": 3, "median": 2, "q3": 4, "max": 5}}"#),
            #"series[0].points[0].box: expected min ≤ q1 ≤ median ≤ q3 ≤ max, found 1, 3, 2, 4, 5"#
        ),
        (
            chart(
                points: #"{"x": 1, "box": {"min": 1, "q1": 2, "median": 3, "q3": 4, "max": 5, "outliers": [9, 4.5]}}"#),
            #"series[0].points[0].box.outliers[1]: 4.5 lies within the whiskers (1 to 5); an outlier lies beyond them"#
        ),
        (
            chart(points: #"{"x": 1, "box": {"min": 1, "q1": 2, "q3": 4, "max": 5}}"#),
            #"series[0].points[0].box.median: missing; a box needs min, q1, median, q3 and max"#
        ),
        (
            chart(points: #"{"xStart": 0, "y": 1}"#),
            #"series[0].points[0].xEnd: missing; a bin or interval needs both xStart and xEnd"#
        ),
        (
            chart(points: #"{"xStart": 10, "xEnd": 10, "y": 1}"#),
            #"series[0].points[0].xEnd: expected an end after the start (10), found 10"#
        ),
        (
            chart(points: #"{"x": 25, "xStart": 0, "xEnd": 10, "y": 1}"#),
            #"series[0].points[0].x: 25 lies outside the point's own xStart to xEnd; give x inside them, or omit it for their middle"#
        ),
        (
            chart(
                xAxis: #"{"type": "categorical", "title": "Day"}"#,
                points: #"{"x": "Mon", "xStart": 0, "xEnd": 1, "y": 1}"#),
            #"series[0].points[0].xStart: a categorical x axis has no bins or intervals; use a numeric or date x axis"#
        ),
        (
            #"{"kind": "histogram", "xAxis": {"title": "X"}, "series": [{"points": [{"xStart": 10, "xEnd": 20, "y": 1}, {"xStart": 0, "xEnd": 12, "y": 2}]}]}"#,
            #"series[0].points[0].xStart: overlaps the bin of points[1] (0 to 12); a histogram's bins must not overlap"#
        ),
        (
            #"{"xAxis": {"title": "X"}, "series": [], "references": [{"axis": "z", "value": 1}]}"#,
            #"references[0].axis: unknown value "z"; expected one of x, y"#
        ),
    ])
    func refusesNamingThePath(input: String, message: String) {
        #expect(failure(input) == message)
    }

    @Test func strictModeRefusesUnknownKeysAndLenientModeIgnoresThem() throws {
        let text = Self.chart(points: #"{"x": 1, "y": 2, "colour": "red"}"#)
        #expect(
            failure(text, strict: true)
                == #"series[0].points[0].colour: unknown key (strict reading refuses unknown keys)"#)
        let misspelt = #"{"xAxis": {"title": "X"}, "serie": [], "series": []}"#
        #expect(
            failure(misspelt, strict: true)
                == #"serie: unknown key (strict reading refuses unknown keys); did you mean "series"?"#)
        #expect(try ChartJSON.decode(Array(text.utf8)).series[0].count == 1)
    }

    @Test func acceptsWhatRealAppsSend() throws {
        let text = #"""
            {"title": "", "xAxis": {"type": "categorical", "title": "", "categories": ["A", "A", "B"]},
             "yAxis": {"title": "Y", "range": [5, 5]},
             "additionalAxes": [{"title": "Size"}],
             "series": [
               {"name": "", "points": []},
               {"points": [{"x": "C", "y": 1, "additional": [1, "two", 3]}, {"x": "A", "y": null}, {"x": "B", "y": 2}]}
             ]}
            """#
        let chart = try ChartJSON.decode(Array(text.utf8))
        #expect(chart.title == "")
        #expect(chart.yAxis?.range == 5...5)
        #expect(chart.series[0].isEmpty)
        #expect(chart.series[1].name == "")
        #expect(chart.series[1][0].additional == [.number(1), .category("two"), .number(3)])
        #expect(chart.series[1][1].y == nil)
        #expect(chart.resolvedCategories == ["A", "A", "B", "C"])
        let unsorted = try ChartJSON.decode(Array(Self.chart(points: #"{"x": 3, "y": 1}, {"x": 1, "y": 2}"#).utf8))
        #expect(unsorted.series[0].x == .numbers([3, 1]))
        let empty = try ChartJSON.decode(Array(#"{"xAxis": {"title": "X"}, "series": []}"#.utf8))
        #expect(empty.series.isEmpty)
        #expect(empty.resolvedYAxis.range == nil)
    }

    @Test func readsDatesBandsAndColumns() throws {
        let text = #"""
            {"kind": "band", "xAxis": {"type": "date", "title": "Day", "range": ["2026-07-01", "2026-07-31"], "gridlines": ["2026-07-15"]},
             "references": [{"axis": "x", "value": "2026-07-04", "label": "Holiday"}],
             "series": [{"name": "T", "points": [{"x": "2026-07-01", "low": 12.5, "high": 24}]},
                        {"name": "C", "x": ["2026-07-01T06:00:00Z", "2026-07-01T18:00:00+02:00"], "y": [1, null]}]}
            """#
        let chart = try ChartJSON.decode(Array(text.utf8))
        #expect(chart.xAxis.range == 1_782_864_000...1_785_456_000)
        #expect(chart.xAxis.gridlines == [1_784_073_600])
        #expect(chart.references == [Reference(axis: .x, value: 1_783_123_200, label: "Holiday")])
        #expect(chart.series[0][0] == DataPoint(x: .number(1_782_864_000), y: nil, low: 12.5, high: 24))
        // Date-times keep the wall time they were written in: 18:00 at +02:00 is 18:00.
        #expect(chart.series[1].x == .numbers([1_782_885_600, 1_782_928_800]))
        #expect(chart.series[1].y == [1, nil])
        #expect(chart.series[1].prefersColumnForm)
    }

    /// A date-time's zone and digits beyond the microsecond are written again as they were, in
    /// every form a series takes; the seconds (and so the words) stay the wall time written.
    @Test(arguments: [
        #""points": [{"x": "2026-03-29T01:30:00+01:00", "y": 1}, {"x": "2026-03-29T03:30:00.123456789+02:00", "y": 2}, {"x": "2026-03-29T04:30:00", "y": 3}]"#,
        #""x": ["2026-03-29T01:30:00+01:00", "2026-03-29T03:30:00.123456789+02:00", "2026-03-29T04:30:00"], "y": [1, 2, 3]"#,
        #""points": [{"x": "2026-03-29T01:30:00+01:00", "y": 1, "label": "a"}, {"x": "2026-03-29T03:30:00.123456789+02:00", "y": 2}, {"x": "2026-03-29T04:30:00", "y": 3}]"#,
    ])
    func writesDateTimesWithTheirZoneAndEveryDigit(series: String) throws {
        let text = #"{"xAxis": {"type": "date", "title": "Time"}, "series": [{"name": "s", \#(series)}]}"#
        var chart = try ChartJSON.decode(Array(text.utf8))
        #expect(chart.series[0].x[0] == .number(ISODate.seconds(from: "2026-03-29T01:30:00") ?? 0))
        let written = ChartJSON.encode(chart)
        #expect(written.contains(#""2026-03-29T01:30:00+01:00""#))
        #expect(written.contains(#""2026-03-29T03:30:00.123456789+02:00""#))
        #expect(written.contains(#""2026-03-29T04:30:00""#))
        #expect(try ChartJSON.decode(Array(written.utf8)) == chart)
        // A point that changes is written as it now is.
        chart.series[0][0] = DataPoint(x: .number(ISODate.seconds(from: "2026-03-29T02:00:00") ?? 0), y: 1)
        let changed = ChartJSON.encode(chart)
        #expect(changed.contains(#""2026-03-29T02:00:00""#) && !changed.contains("+01:00"))
        #expect(changed.contains(#""2026-03-29T03:30:00.123456789+02:00""#))
    }

    @Test func readsAndWritesBinsWithTheirMiddles() throws {
        let text = #"""
            {"kind": "histogram", "xAxis": {"type": "date", "title": "Week"},
             "series": [{"name": "Orders", "points": [
                {"xStart": "2026-03-02", "xEnd": "2026-03-09", "y": 4},
                {"x": "2026-03-10", "xStart": "2026-03-09", "xEnd": "2026-03-16", "y": 7, "label": "Launch"}]}]}
            """#
        let chart = try ChartJSON.decode(Array(text.utf8))
        let day = 86_400.0
        let march2 = 1_772_409_600.0
        // Without x, a bin sits at its middle; with x, where it says.
        #expect(
            chart.series[0][0]
                == DataPoint(x: .number(march2 + 3.5 * day), y: 4, xStart: march2, xEnd: march2 + 7 * day))
        #expect(chart.series[0][1].x == .number(march2 + 8 * day))
        #expect(chart.series[0].xInterval(at: 1) == (march2 + 7 * day)...(march2 + 14 * day))
        // Written back in row form with dates as dates, and read back the same.
        let written = ChartJSON.encode(chart)
        #expect(written.contains(#""xStart": "2026-03-09""#) && written.contains(#""xEnd": "2026-03-16""#))
        #expect(try ChartJSON.decode(Array(written.utf8)) == chart)
    }

    @Test func readsAndWritesBoxesWithTheirMedianAsY() throws {
        let text =
            #"{"kind": "box", "xAxis": {"type": "categorical", "title": "Mode"}, "series": [{"points": [{"x": "Bus", "box": {"min": 15, "q1": 28, "median": 35, "q3": 44, "max": 62, "outliers": [80]}}]}]}"#
        let chart = try ChartJSON.decode(Array(text.utf8))
        #expect(
            chart.series[0][0]
                == DataPoint(
                    category: "Bus",
                    box: BoxSummary(
                        minimum: 15, lowerQuartile: 28, median: 35, upperQuartile: 44, maximum: 62, outliers: [80])))
        #expect(chart.series[0].y == [35])
        let written = ChartJSON.encode(chart)
        #expect(!written.contains(#""y""#), "a box's y is its median, left implicit as it was written")
        #expect(try ChartJSON.decode(Array(written.utf8)) == chart)
    }
}
