import Foundation
import Testing

@testable import ChartModel

/// `--kind histogram` and `--kind box` on a spreadsheet: raw values counted or summarised as a
/// plotting tool would, tables of counts read as the bins they count.
@Suite struct CSVDistributionTests {
    private func reading(_ file: String, _ options: CSVImportOptions) throws -> ChartReading {
        try ChartReader.reading(Array(file.utf8), format: .csv, csv: options)
    }

    /// Each bin of a histogram's only series: its edges and count.
    private func bins(_ chart: Chart, series: Int = 0) -> [[Double]] {
        chart.series[series].points.map { [$0.xStart ?? .nan, $0.xEnd ?? .nan, $0.y ?? .nan] }
    }

    @Test func countedValuesKeepTheirOwnFigures() throws {
        // Eight values, by hand: mean 40 / 8 = 5, median (4 + 5) / 2 = 4.5, squares about the mean 9 + 1 + 1 + 1 + 0
        // + 0 + 4 + 16 = 32, sample standard deviation √(32 / 7) = 2.138.
        let chart = try reading("v\n2\n4\n4\n4\n5\n5\n7\n9\n", CSVImportOptions(kind: .histogram)).chart
        let counted = try #require(chart.series[0].counted)
        #expect(counted.count == 8 && counted.minimum == 2 && counted.maximum == 9)
        #expect(counted.mean == 5 && counted.median == 4.5 && abs(counted.standardDeviation - 2.138_09) < 1e-5)
        // Written in the chart file and read back as they were.
        let again = try ChartReader.reading(Array(ChartJSON.encode(chart).utf8), format: .json).chart
        #expect(again.series[0].counted == counted)
        // A file's counted values must agree with its bins: as many, within them, in order.
        let file = ChartJSON.encode(chart)
        let changes: [(from: String, to: String, message: String)] = [
            (#""count": 8"#, #""count": 7"#, "series[0].counted.count: 7 values, but the series' bins count 8"),
            (#""max": 9"#, #""max": 19"#, "series[0].counted: values from 2 to 19, but the bins run from 2 to 10"),
            (
                #""median": 4.5"#, #""median": 1"#,
                "series[0].counted: expected min ≤ mean ≤ max and min ≤ median ≤ max, found min 2, mean 5, median 1, max 9"
            ),
        ]
        for (from, to, message) in changes {
            #expect(file.contains(from), "\(file)")
            #expect {
                try ChartReader.reading(Array(file.replacingOccurrences(of: from, with: to).utf8), format: .json)
            } throws: { error in
                "\(error)" == message
            }
        }
        // Bars that are no bins count no values.
        let bars =
            #"{"format": "audiograph-chart/1", "kind": "bar", "xAxis": {"type": "categorical", "title": "a"}, "yAxis": {"title": "b"}, "series": [{"name": "s", "counted": {"count": 1, "min": 1, "max": 1, "mean": 1, "median": 1, "standardDeviation": 0}, "points": [{"x": "A", "y": 1}]}]}"#
        #expect {
            try ChartReader.reading(Array(bars.utf8), format: .json)
        } throws: { error in
            "\(error)"
                == "series[0].counted: counted values are a histogram's, and the series has no bins (xStart and xEnd)"
        }
    }

    @Test func rawValuesAreCountedInNiceBins() throws {
        // Six rainfalls: Sturges' rule wants 4 bins, at least 5 are allowed, and 8.8 over 5 is 1.76, so
        // bins 2 wide from 0; 10 is the last bin's end and counts in it, as Vega-Lite and numpy count it.
        let file = "Rain (mm)\n3.4\n1.2\nNA\n7\n9.9\n3.5\n10\n"
        for options in [
            CSVImportOptions(kind: .histogram), CSVImportOptions(y: ["Rain (mm)"], kind: .histogram),
            CSVImportOptions(x: "1", kind: .histogram),
        ] {
            let read = try reading(file, options)
            #expect(read.chart.kind == .histogram)
            #expect(bins(read.chart) == [[0, 2, 1], [2, 4, 2], [4, 6, 0], [6, 8, 1], [8, 10, 2]])
            #expect(read.chart.xAxis.title == "Rain" && read.chart.xAxis.unit == "mm", "\(read.chart.xAxis)")
            #expect(read.chart.yAxis?.title == "Count")
            #expect(
                read.notes == [
                    .binned(columns: ["Rain (mm)"], values: 6, bins: 5, width: 2, from: 0, to: 10),
                    .missingValues(column: "Rain (mm)", count: 1, markers: ["'NA'"]),
                ])
        }
        // A bin edge a tenth apart is written as the tenth: 0.6, never 0.6000000000000001, and 0.6 is in the
        // bin from 0.6.
        // (0.8 over at least 5 bins is 0.16 a bin: 0.2 wide.)
        let fine = try reading("v\n0.1\n0.6\n0.9\n", CSVImportOptions(kind: .histogram)).chart
        #expect(bins(fine) == [[0, 0.2, 1], [0.2, 0.4, 0], [0.4, 0.6, 0], [0.6, 0.8, 1], [0.8, 1, 1]])
        // One value again and again is one bin around it.
        #expect(bins(try reading("v\n5\n5\n5\n", CSVImportOptions(kind: .histogram)).chart) == [[5, 6, 3]])
    }

    @Test func groupsShareTheirBins() throws {
        let file = "weight,feed\n12,corn\n31,soy\n18,corn\n35,soy\n39,soy\n"
        let chart = try reading(file, CSVImportOptions(series: "feed", kind: .histogram)).chart
        // 5 values from 12 to 39: bins 10 wide from 10, the same for both feeds, a feed's empty bins 0.
        #expect(chart.series.map(\.name) == ["corn", "soy"] && chart.seriesTitle == "feed")
        #expect(bins(chart, series: 0) == [[10, 20, 2], [20, 30, 0], [30, 40, 0]])
        #expect(bins(chart, series: 1) == [[10, 20, 0], [20, 30, 0], [30, 40, 3]])
        // A text column beside one of numbers is no x of counts: its numbers are the values.
        #expect(
            bins(try reading(file, CSVImportOptions(kind: .histogram)).chart) == [
                [10, 20, 2], [20, 30, 0], [30, 40, 3],
            ])
    }

    @Test func twoColumnsOfValuesAreAChoiceToMake() throws {
        // Old Faithful's eruptions and waits: a histogram of which?
        let file = "eruptions,waiting\n3.6,79\n1.8,54\n3.333,74\n"
        #expect {
            try reading(file, CSVImportOptions(kind: .histogram))
        } throws: { error in
            (error as? ChartReadError)?.message
                == "is needed: a histogram of raw values reads one column of numbers, and 'eruptions' and 'waiting' could each be it"
        }
        let waits = try reading(file, CSVImportOptions(y: ["waiting"], kind: .histogram)).chart
        #expect(waits.xAxis.title == "waiting" && waits.series[0].points.compactMap(\.y).reduce(0, +) == 3)
    }

    @Test func tablesOfCountsAreReadAsTheirBins() throws {
        // Counts at each bin's start (R's hist()$breaks), at its middle ($mids), or at a range written out.
        let starts = try reading("miles,rivers\n0,11\n250,71\n500,31\n", CSVImportOptions(kind: .histogram))
        #expect(bins(starts.chart) == [[0, 250, 11], [250, 500, 71], [500, 750, 31]])
        #expect(starts.notes == [.binEdges(column: "miles", width: 250, isMiddle: false)])
        let middles = try reading("miles,rivers\n125,11\n375,71\n625,31\n", CSVImportOptions(kind: .histogram))
        #expect(bins(middles.chart) == [[0, 250, 11], [250, 500, 71], [500, 750, 31]])
        #expect(middles.notes == [.binEdges(column: "miles", width: 250, isMiddle: true)])
        for labels in [
            ["[0, 10)", "[10, 20)", "[20, 30]"], ["0-10", "10-20", "20-30"], ["0 to 10", "10 to 20", "20 to 30"],
        ] {
            let file = "inches,cities\n" + zip(labels, [4, 9, 5]).map { "\"\($0)\",\($1)" }.joined(separator: "\n")
            let chart = try reading(file, CSVImportOptions(kind: .histogram)).chart
            #expect(
                chart.xAxis.type == .numeric && bins(chart) == [[0, 10, 4], [10, 20, 9], [20, 30, 5]], "\(labels)")
        }
        // Negative edges, and a minus sign: bins of temperatures.
        #expect(BinLabel.range(of: "-10--5") == -10...(-5) && BinLabel.range(of: "−5–0") == -5...0)
        // Age groups with an open end, or named in words, are categories, counted as written: never counts binned
        // again as if they were measurements.
        for file in [
            "age,people\n18-24,5\n25-64,9\n65+,3\n", "Age group,People\nUnder 25,5\n25 to 64,9\n65 and over,3\n",
        ] {
            let ages = try reading(file, CSVImportOptions(kind: .histogram))
            #expect(ages.chart.xAxis.type == .categorical && ages.chart.series[0].y == [5, 9, 3] && ages.notes.isEmpty)
        }
    }

    @Test func rawValuesAtCategoriesAreBoxes() throws {
        // Feed A: 1 to 5, quartiles 2 and 4 (R's type 7), whiskers at the extremes; feed B: four 10s and a 30,
        // a box of no height, so the 30 is beyond 1.5 times it: an outlier.
        let file = "weight,feed\n1,A\n10,B\n2,A\n10,B\n3,A\n10,B\n4,A\n10,B\n5,A\n30,B\n"
        let read = try reading(file, CSVImportOptions(kind: .box))
        #expect(read.chart.kind == .box && read.chart.xAxis.title == "feed" && read.chart.yAxis?.title == "weight")
        #expect(
            read.chart.series.count == 1 && read.chart.series[0].points.map(\.x) == [.category("A"), .category("B")])
        let boxes = read.chart.series[0].points.compactMap(\.box)
        #expect(boxes.map(\.fiveNumbers) == [[1, 2, 3, 4, 5], [10, 10, 10, 10, 10]])
        #expect(boxes.map(\.outliers) == [[], [30]])
        #expect(read.notes == [.boxes(column: "weight", by: "feed", boxes: 2, values: 10)])
        // Doses are numbers, in their order, not the file's; a split makes a series of each supplement.
        let doses = "len,supp,dose\n4,VC,2\n8,VC,0.5\n6,OJ,2\n9,OJ,0.5\n7,VC,2\n"
        let split = try reading(doses, CSVImportOptions(x: "dose", y: ["len"], series: "supp", kind: .box)).chart
        #expect(split.series.map(\.name) == ["VC", "OJ"])
        #expect(split.series[0].points.map(\.x) == [.category("0.5"), .category("2")])
        #expect(split.series[0].points.compactMap(\.box?.median) == [8, 5.5])
        // Each category once is no box plot: the file already holds one number a category.
        #expect {
            try reading("feed,weight\nA,3\nB,4\n", CSVImportOptions(kind: .box))
        } throws: { error in
            (error as? ChartReadError)?.message.hasPrefix("'feed' names each box once, so each would hold one value")
                == true
        }
        // Two columns of numbers could each be the values.
        #expect(throws: ChartReadError.self) { try reading(doses, CSVImportOptions(kind: .box)) }
    }
}
