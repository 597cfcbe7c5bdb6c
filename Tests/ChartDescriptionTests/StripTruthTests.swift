import ChartDescription
import ChartModel
import Testing

/// Many values at each of a few categories: each category's median, middle half and extremes.
///
/// A Vega-Lite tick or point strip, or long-form rows read without a split, is never told as a list of the highest
/// points that names one category again and again. Quartiles worked by hand, interpolated as Vega and R's type 7 take
/// them.
@Suite struct StripTruthTests {
    /// A trial's responses, rows interleaved as a trial writes them.
    ///
    /// Control 10, 12, 14, 16, 18: median 14, quartiles 12 and 16. Drug A 20 … 32 (seven): median 23, quartiles at
    /// places 1.5 and 4.5, 21.5 and 30.5. Drug B 5 … 9 and 40: median 7.5, quartiles at 1.25 and 3.75, 6.25 and 8.75.
    static let rows: [(String, Double)] = [
        ("Control", 10), ("Drug A", 20), ("Drug B", 5), ("Control", 12), ("Drug A", 21), ("Drug B", 6),
        ("Control", 14), ("Drug A", 22), ("Drug B", 7), ("Control", 16), ("Drug A", 23), ("Drug B", 8),
        ("Control", 18), ("Drug A", 30), ("Drug B", 9), ("Drug A", 31), ("Drug B", 40), ("Drug A", 32),
    ]

    static func chart(kind: ChartKind, rows: [(String, Double)] = rows) -> Chart {
        Chart(
            title: "Response", kind: kind, xAxis: .categorical("Treatment"), yAxis: .numeric("Response"),
            series: [Series(name: "Response", x: .categories(rows.map(\.0)), y: rows.map(\.1))])
    }

    @Test func aStripIsToldByEachCategorysMedianAndSpread() throws {
        let expected = [
            "en_US":
                "Response: Medians, from highest: Drug A 23, Control 14, Drug B 7.5. Middle half of the values widest for Drug A: 21.5 to 30.5; narrowest for Drug B: 6.3 to 8.8. Values range from 5 for Drug B to 40 for Drug B.",
            "de_DE": "Mittlere Hälfte der Werte am breitesten bei Drug A: 21,5 bis 30,5",
            "fr_FR": "Les valeurs vont de 5",
            "es_ES": "Los valores van de 5",
        ]
        for kind in [ChartKind.scatter, .bar] {
            for (locale, said) in try EverydayDataTruthTests.expectSaid(Self.chart(kind: kind), expected) {
                // No ranking of single points (Drug B's 40 first, Drug A's 32 …), no whiskers nor outliers undrawn.
                #expect(!said.contains("Highest") && !said.contains("Am höchsten"), "\(locale): \(said)")
                #expect(!said.contains("outlier") && !said.contains("Whisker"), "\(locale): \(said)")
            }
        }
    }

    @Test func namesEndingInNumbersAreSetApartFromTheirMedians() throws {
        // PlantGrowth's groups: "trt2 5.435" would be heard as one number after another; every name of the list then
        // takes a colon. ctrl 4.17, 5.58, 5.18 (median 5.18); trt1 4.81, 4.17, 4.41 (4.41); trt2 6.31, 5.12, 5.54 (5.54).
        let rows: [(String, Double)] = [
            ("ctrl", 4.17), ("trt1", 4.81), ("trt2", 6.31), ("ctrl", 5.58), ("trt1", 4.17), ("trt2", 5.12),
            ("ctrl", 5.18), ("trt1", 4.41), ("trt2", 5.54),
        ]
        let said = try EverydayDataTruthTests.sentences(Self.chart(kind: .scatter, rows: rows), "en_US")
            .joined(separator: " ")
        #expect(said.contains("Medians, from highest: trt2: 5.54, ctrl: 5.18, trt1: 4.41."), "\(said)")
    }

    @Test func aStripsMissingValuesLeaveNoCategoryWithoutData() throws {
        // Palmer's penguins have a blank mass in two species: each still has its values. No first and last either:
        // the points are in no order within a category.
        var chart = Self.chart(kind: .scatter)
        var y = chart.series[0].y
        (y[0], y[1]) = (nil, nil)
        chart.series[0] = Series(name: "Response", x: chart.series[0].x, y: y)
        let said = try EverydayDataTruthTests.sentences(chart, "en_US", .details).joined(separator: " ")
        // Control 12 … 18 (median 15) and Drug A 21 … 32 (26.5) without their first values.
        #expect(said.contains("Medians, from highest: Drug A 26.5, Control 15, Drug B 7.5."), "\(said)")
        #expect(!said.contains("No data") && !said.contains("First") && !said.contains("a change of"), "\(said)")
    }

    @Test func aStripsUnusualValuesAreThoseBeyondTheirCategorysWhiskers() throws {
        // Drug B's 40 is past its upper fence, 8.75 + 1.5 × 2.5 = 12.5; Drug A's 32 is within 30.5 + 13.5 = 44. Before,
        // the navigator's unusual values were those apart from the rows beside them in the file.
        let landmarks = try ChartDescriber(chart: Self.chart(kind: .scatter)).landmarks()
        #expect(landmarks[0].outliers == [16])
    }

    @Test func twoValuesACategoryAreNoStrip() throws {
        // Two values a category: the points themselves are few enough to name.
        let few = Self.chart(kind: .scatter, rows: Array(Self.rows.prefix(6)))
        let said = try EverydayDataTruthTests.sentences(few, "en_US").joined(separator: " ")
        #expect(said.contains("Response, from highest: Drug A 21, Drug A 20, Control 12"), "\(said)")
        #expect(!said.contains("Medians"), "\(said)")
    }

    @Test func orderedCategoriesTellTheirMediansCourse() throws {
        // Months are ordered: the medians' course is the story, not a run through every point. Jan 0, 3, 6, 9 (median
        // 4.5), Feb 11 … 20 (15.5), Mar 22 … 31 (26.5): about 5.9-fold.
        let months = ["Jan", "Feb", "Mar"]
        let monthly: [(String, Double)] = (0..<12).map { index in
            let month = index % 3
            return (months[month], Double(month * 10 + index))
        }
        let said = try EverydayDataTruthTests.sentences(Self.chart(kind: .bar, rows: monthly), "en_US")
            .joined(separator: " ")
        #expect(said.contains("Response, medians: rises about 5.9-fold from 4.5 in Jan to 26.5 in Mar."), "\(said)")
        #expect(said.contains("Values range from 0 in Jan to 31 in Mar."), "\(said)")
        #expect(!said.contains("falls"), "\(said)")
    }

    @Test func aVegaLiteTickStripAndLongRowsWithoutASplitAreStrips() throws {
        let values = Self.rows.map { #"{"t": "\#($0.0)", "r": \#($0.1)}"# }.joined(separator: ",")
        let spec = #"""
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": [\#(values)]},
             "mark": "tick", "encoding": {"x": {"field": "r", "type": "quantitative"},
             "y": {"field": "t", "type": "nominal"}}}
            """#
        let csv = "Treatment,Response\n" + Self.rows.map { "\($0.0),\($0.1)" }.joined(separator: "\n")
        for chart in [
            try ChartReader.read(Array(spec.utf8), format: .vegaLite),
            try ChartReader.read(Array(csv.utf8), format: .csv),
        ] {
            let said = try EverydayDataTruthTests.sentences(chart, "en_US").joined(separator: " ")
            #expect(said.contains("Medians, from highest: Drug A 23, Control 14, Drug B 7.5."), "\(said)")
        }
    }
}
