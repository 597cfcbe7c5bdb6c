import Foundation
import Testing

@testable import ChartModel

/// Vega-Lite specs (Fixtures/VegaLite), each read through `ChartReader` and checked against the
/// chart worked out by hand here: every mark, channel, stack, aggregate, time unit, bin, sort,
/// scale and transform read, and each construct refused with its JSON path.
@Suite struct VegaLiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/VegaLite")

    private func chart(_ name: String) throws -> Chart {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name + ".vl.json")))
        // A .json whose $schema names Vega-Lite is read as a spec.
        return try ChartReader.reading(bytes, format: .json, folder: Self.folder.path).chart
    }

    private func failure(_ name: String) -> String? {
        do {
            _ = try chart(name)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(ISODate.daysSince1970(year: year, month: month, day: day) * 86_400)
    }

    @Test func lineOverTimeWithTitleAndDescription() throws {
        let chart = try chart("line-temporal")
        #expect(chart.title == "Daily steps" && chart.summary == "Steps per day in the first week of March.")
        #expect(chart.kind == .line && chart.xAxis.type == .date && chart.xAxis.title == "date")
        #expect(chart.yAxis?.title == "Steps")
        // Lines are drawn in x order, as Vega-Lite draws them.
        #expect(chart.series[0].x == .numbers([day(2026, 3, 1), day(2026, 3, 2), day(2026, 3, 3)]))
        #expect(chart.series[0].y == [8000, 7000, 9500])
    }

    @Test func barsSortNominalCategoriesAscendingOrByValue() throws {
        let bars = try chart("bar-nominal")
        #expect(bars.kind == .bar && bars.xAxis.categories == ["apple", "fig", "pear"] && bars.stacking == nil)
        #expect(bars.series[0].name == "n" && bars.series[0].points.map(\.y) == [5, 1, 3])
        let horizontal = try chart("bar-horizontal-sorted")
        #expect(horizontal.contentDirection == .topToBottom)
        #expect(horizontal.xAxis.categories == ["Oslo", "Bergen", "Stavanger", "Tromsø"])
        // "Population (thousands)": 709 is 709,000 people.
        #expect(horizontal.xAxis.title == "city" && horizontal.yAxis?.title == "Population")
        #expect(horizontal.series[0].y == [709_000, 292_000, 146_000, 78_000])
    }

    @Test func aggregates() throws {
        let sum = try chart("bar-aggregate-sum")
        #expect(sum.series[0].name == "Sum of sales" && sum.series[0].points.map(\.y) == [15, 10])
        #expect(sum.yAxis?.title == "Sum of sales")
        let layered = try chart("aggregate-median-min")
        #expect(layered.series.map(\.name) == ["Median of v", "Min of v"])
        // The shared axis is titled as Vega-Lite titles it, each layer's title once: once only the first's.
        #expect(layered.yAxis?.title == "Median of v, Min of v")
        #expect(layered.series[0].points.map(\.y) == [4, 7] && layered.series[1].points.map(\.y) == [1, 7])
        #expect(layered.kind == .bar && layered.series[0].mark == nil && layered.series[1].mark == .point)
    }

    @Test func stacks() throws {
        let stacked = try chart("bar-stacked-color")
        #expect(stacked.stacking == .standard && stacked.series.map(\.name) == ["tea", "coffee"])
        #expect(stacked.series[1].points.map(\.y) == [5, 6] && stacked.xAxis.isOrdered == true)
        #expect(try chart("bar-normalize").stacking == .normalized)
        let center = try chart("area-center")
        #expect(center.stacking == .center && center.kind == .area)
        #expect(center.series[0].points == [DataPoint(x: 1, y: 2), DataPoint(x: 2, y: 3)])
        let grouped = try chart("bar-grouped-xoffset")
        #expect(grouped.stacking == .unstacked && grouped.xAxis.categories == ["Jan", "Feb"])
        #expect(grouped.series.map(\.name) == ["Oslo", "Rome"] && grouped.series[1].points.map(\.y) == [67, 75])
        let lines = try chart("line-color-series")
        #expect(lines.stacking == nil && lines.series.map(\.name) == ["up", "down"])
        #expect(lines.series[1].points == [DataPoint(x: 1, y: 5), DataPoint(x: 2, y: 3)])
    }

    @Test func pointMarksAreScatters() throws {
        let log = try chart("point-log-scale")
        #expect(log.kind == .scatter && log.xAxis.scale == .log10 && log.series[0].count == 3)
        let circles = try chart("circle-detail")
        #expect(circles.kind == .scatter && circles.series.map(\.name) == ["f", "m"] && circles.series[0].count == 2)
        #expect(try chart("square-points").series[0].points == [DataPoint(x: 1, y: 2), DataPoint(x: 2, y: 4)])
        let ticks = try chart("tick-strip")
        #expect(ticks.kind == .scatter && ticks.contentDirection == .topToBottom)
        #expect(ticks.series[0].points.map(\.y) == [1.4, 1.5, 5.5])
        #expect(ticks.series[0].points.map(\.x) == [.category("setosa"), .category("setosa"), .category("virginica")])
    }

    @Test func rectArcAndBoxplot() throws {
        let heatmap = try chart("rect-heatmap")
        #expect(heatmap.kind == .heatmap && heatmap.series.map(\.name) == ["9", "10"])
        #expect(heatmap.series[1].points == [DataPoint(category: "Mon", y: 2), DataPoint(category: "Tue", y: 7)])
        let pie = try chart("arc-pie")
        #expect(pie.kind == .pie && pie.xAxis.categories == ["Firefox", "Chrome", "Safari"])
        #expect(pie.series[0].points.map(\.y) == [20, 65, 15])
        let box = try chart("boxplot")
        #expect(box.kind == .box)
        #expect(
            box.series[0].points[0].box
                == BoxSummary(minimum: 1, lowerQuartile: 2, median: 3, upperQuartile: 4, maximum: 4, outliers: [100]))
        #expect(
            box.series[0].points[1].box
                == BoxSummary(minimum: 10, lowerQuartile: 12.5, median: 15, upperQuartile: 17.5, maximum: 20))
    }

    @Test func layersAndRules() throws {
        let chart = try chart("layer-line-rule")
        // The point layer repeats the line's points: one series.
        #expect(chart.series.count == 1 && chart.series[0].y == [4, 6, 8])
        #expect(chart.references == [Reference(axis: .y, value: 6, label: "Mean of v")])
    }

    @Test func binsAndTimeUnits() throws {
        let histogram = try chart("histogram-bin")
        #expect(histogram.kind == .histogram && histogram.series[0].name == "Count of Records")
        #expect(
            histogram.series[0].points == [DataPoint(xStart: 0, xEnd: 10, y: 3), DataPoint(xStart: 10, xEnd: 20, y: 3)])
        let months = try chart("timeunit-yearmonth")
        #expect(months.series[0].x == .numbers([day(2026, 1, 1), day(2026, 2, 1)]) && months.series[0].y == [3, 6])
        let named = try chart("timeunit-month")
        #expect(named.xAxis.type == .categorical && named.xAxis.categories == ["January", "March"])
        #expect(named.series[0].points == [DataPoint(category: "January", y: 6), DataPoint(category: "March", y: 4)])
    }

    @Test func aMeanIsSpokenWithOneDigitMoreThanItsValues() throws {
        func yFormat(_ aggregate: String, _ values: [Double]) throws -> Int? {
            let rows = values.map { #"{"c": "a", "r": \#(PlainNumber.text($0))}"# }.joined(separator: ", ")
            let spec = """
                {"data": {"values": [\(rows)]}, "mark": "bar",
                 "encoding": {"x": {"field": "c", "type": "nominal"},
                 "y": {"field": "r", "aggregate": "\(aggregate)", "type": "quantitative"}}}
                """
            let chart = try ChartReader.read(Array(spec.utf8), format: .vegaLite)
            return chart.yAxis?.format.fractionDigits
        }
        // 5/3 = 1.666…: said "1.7", not "1.66667".
        #expect(try yFormat("mean", [1, 2, 2]) == 1)
        #expect(try yFormat("average", [1.25, 2, 2]) == 3)
        #expect(try yFormat("median", [1, 2]) == 1)
        // Values written with five decimals: four significant digits of the largest mean, 34.4: "34.40".
        #expect(try yFormat("mean", [27.43333, 48.86667, 26.9]) == 2)
        // Sums, extremes and counts are written as their values are.
        #expect(try yFormat("sum", [1.5, 2, 2]) == nil && yFormat("max", [1, 2]) == nil)
    }

    @Test func theYAxisRecordsItsAggregateWhateverItsTitle() throws {
        func read(_ y: String) throws -> Chart {
            let spec = """
                {"data": {"values": [{"c": "a", "r": 1, "w": "x"}, {"c": "b", "r": 2, "w": "y"}]}, "mark": "bar",
                 "encoding": {"x": {"field": "c", "type": "nominal"}, "y": \(y), "color": {"field": "w"}}}
                """
            return try ChartReader.read(Array(spec.utf8), format: .vegaLite)
        }
        // A mean the author titled "Precipitation" is still a mean; an average is one too.
        let titled = try read(#"{"field": "r", "aggregate": "mean", "title": "Precipitation"}"#)
        #expect(titled.yAxis?.title == "Precipitation" && titled.yAxis?.aggregate == .mean)
        #expect(try read(#"{"field": "r", "aggregate": "average"}"#).yAxis?.aggregate == .mean)
        #expect(try read(#"{"aggregate": "count"}"#).yAxis?.aggregate == .count)
        #expect(try read(#"{"field": "r", "type": "quantitative"}"#).yAxis?.aggregate == nil)
        // A series with no rows at a category another series has: a count or a sum of nothing is 0 there; a mean of
        // nothing is no value at all.
        #expect(try read(#"{"aggregate": "count"}"#).series.map(\.y) == [[1, 0], [0, 1]])
        #expect(try read(#"{"field": "r", "aggregate": "sum"}"#).series.map(\.y) == [[1, 0], [0, 2]])
        #expect(try read(#"{"field": "r", "aggregate": "mean"}"#).series.map(\.y) == [[1], [2]])
    }

    @Test func pointsGoInTheOrderTheyAreDrawnAlongX() throws {
        // Rows in no order: each series' points follow the axis (a colour series first seen in
        // March, a sort by y, bins and a temporal aggregate alike).
        func read(_ encoding: String, _ rows: String) throws -> Chart {
            try ChartReader.read(
                Array(#"{"data": {"values": [\#(rows)]}, "mark": "bar", "encoding": {\#(encoding)}}"#.utf8),
                format: .vegaLite)
        }
        let rows = """
            {"m": "Mar", "w": "fog", "n": 3}, {"m": "Jan", "w": "sun", "n": 5}, {"m": "Feb", "w": "fog", "n": 1},
            {"m": "Jan", "w": "fog", "n": 2}, {"m": "Feb", "w": "sun", "n": 4}
            """
        let colour = try read(
            #""x": {"field": "m", "type": "ordinal", "sort": ["Jan", "Feb", "Mar"]}, "y": {"field": "n", "aggregate": "sum", "type": "quantitative"}, "color": {"field": "w"}"#,
            rows)
        #expect(colour.xAxis.categories == ["Jan", "Feb", "Mar"])
        #expect(colour.series.map(\.name) == ["fog", "sun"])
        #expect(colour.series[0].points.map(\.x) == [.category("Jan"), .category("Feb"), .category("Mar")])
        #expect(colour.series[0].y == [2, 1, 3])
        let byY = try read(
            #""x": {"field": "m", "type": "nominal", "sort": "-y"}, "y": {"field": "n", "aggregate": "sum", "type": "quantitative"}"#,
            rows)
        #expect(byY.xAxis.categories == ["Jan", "Feb", "Mar"] && byY.series[0].y == [7, 5, 3])
        let bins = try read(
            #""x": {"field": "n", "bin": {"step": 2}, "type": "quantitative"}, "y": {"aggregate": "count", "type": "quantitative"}"#,
            rows)
        #expect(bins.series[0].points.map(\.xStart) == [0, 2, 4])
        let dated = try read(
            #""x": {"field": "d", "timeUnit": "yearmonth", "type": "temporal"}, "y": {"field": "n", "aggregate": "mean", "type": "quantitative"}"#,
            #"{"d": "2026-03-04", "n": 3}, {"d": "2026-01-09", "n": 1}, {"d": "2026-02-02", "n": 2}"#)
        #expect(dated.series[0].y == [1, 2, 3])
    }

    @Test func timeUnitsNameMonthsAndWeekdaysInTheLanguageSpoken() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("timeunit-month.vl.json")))
        func categories(_ locale: String) throws -> [String]? {
            try ChartReader.read(bytes, format: .vegaLite, csv: CSVImportOptions(locale: locale)).xAxis.categories
        }
        #expect(try categories("de_DE") == ["Januar", "März"])
        #expect(try categories("es-ES") == ["enero", "marzo"])
        // 2026-03-02 is a Monday, 2026-03-08 a Sunday: Vega-Lite's week starts on Sunday.
        func spec(_ unit: String) -> [UInt8] {
            Array(
                """
                {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
                 "data": {"values": [{"d": "2026-03-02", "r": 1}, {"d": "2026-03-08", "r": 2}]},
                 "mark": "bar", "encoding": {"x": {"field": "d", "timeUnit": "\(unit)", "type": "ordinal"},
                 "y": {"field": "r", "type": "quantitative"}}}
                """.utf8)
        }
        let french = CSVImportOptions(locale: "fr_FR")
        #expect(
            try ChartReader.read(spec("day"), format: .vegaLite, csv: french).xAxis.categories == ["dimanche", "lundi"])
        #expect(try ChartReader.read(spec("day"), format: .vegaLite).xAxis.categories == ["Sunday", "Monday"])
        #expect(
            try ChartReader.read(spec("monthdate"), format: .vegaLite, csv: CSVImportOptions(locale: "de"))
                .series[0].points.map(\.x) == [.category("2. März"), .category("8. März")])
        #expect(
            try ChartReader.read(spec("monthdate"), format: .vegaLite).series[0].points.map(\.x)
                == [.category("March 2"), .category("March 8")])
    }

    @Test func madeUpLabelsAreInTheLanguageSpoken() throws {
        func read(_ y: String, x: String = #"{"field": "c", "type": "nominal"}"#, locale: String? = nil) throws -> Chart
        {
            let spec = """
                {"data": {"values": [{"c": "a", "r": 2, "age": 30}, {"c": "a", "r": 4, "age": 40}, {"c": "b", "r": 3, "age": 50}]},
                 "mark": "bar", "encoding": {"x": \(x), "y": \(y)}}
                """
            return try ChartReader.read(Array(spec.utf8), format: .vegaLite, csv: CSVImportOptions(locale: locale))
        }
        let mean = #"{"field": "r", "aggregate": "mean", "type": "quantitative"}"#
        let count = #"{"aggregate": "count", "type": "quantitative"}"#
        let binned = #"{"field": "r", "bin": {"step": 2}, "type": "quantitative"}"#
        let names = try [nil, "de_DE", "fr_FR", "es_ES"].map { locale in
            let averaged = try read(mean, locale: locale)
            #expect(averaged.series[0].name == averaged.yAxis?.title && averaged.series[0].y == [3, 3])
            let histogram = try read(count, x: binned, locale: locale)
            #expect(histogram.series[0].name == histogram.yAxis?.title)
            return [averaged.series[0].name, histogram.series[0].name, histogram.xAxis.title]
        }
        #expect(names[0] == ["Mean of r", "Count of Records", "r (binned)"])
        #expect(names[1] == ["Mittelwert von r", "Anzahl der Datensätze", "r (klassiert)"])
        #expect(names[2] == ["Moyenne de r", "Nombre d'enregistrements", "r (par classes)"])
        #expect(names[3] == ["Media de r", "Número de registros", "r (por intervalos)"])
        // French elides before a vowel, as a person writes it.
        let age = #"{"field": "age", "aggregate": "sum", "type": "quantitative"}"#
        #expect(try read(age, locale: "fr").series[0].name == "Somme d'age")
        #expect(try read(age, locale: "de").series[0].name == "Summe von age")
        // A time unit's parts are named in the language too.
        let dated = #"{"field": "d", "timeUnit": "yearmonth", "type": "temporal"}"#
        func unitTitle(_ locale: String?) throws -> String {
            let spec = """
                {"data": {"values": [{"d": "2026-01-05", "r": 1}]}, "mark": "line",
                 "encoding": {"x": \(dated), "y": {"field": "r", "type": "quantitative"}}}
                """
            return try ChartReader.read(Array(spec.utf8), format: .vegaLite, csv: CSVImportOptions(locale: locale))
                .xAxis.title
        }
        #expect(try unitTitle(nil) == "d (year-month)" && unitTitle("de") == "d (Jahr-Monat)")
        #expect(try unitTitle("es") == "d (año-mes)")
    }

    @Test func anAuthorsTitleNamesTheSeriesAndAxis() throws {
        func read(_ y: String) throws -> Chart {
            let spec = """
                {"data": {"values": [{"c": "a", "r": 2}, {"c": "a", "r": 4}, {"c": "b", "r": 3}]},
                 "mark": "bar", "encoding": {"x": {"field": "c", "type": "nominal"}, "y": \(y)}}
                """
            return try ChartReader.read(Array(spec.utf8), format: .vegaLite, csv: CSVImportOptions(locale: "de"))
        }
        let titled = try read(
            #"{"field": "r", "aggregate": "mean", "type": "quantitative", "title": "Average rating"}"#)
        #expect(titled.series[0].name == "Average rating" && titled.yAxis?.title == "Average rating")
        let axisTitled = try read(
            #"{"field": "r", "aggregate": "sum", "type": "quantitative", "axis": {"title": "Total rating"}}"#)
        #expect(axisTitled.series[0].name == "Total rating" && axisTitled.yAxis?.title == "Total rating")
        let counted = try read(#"{"aggregate": "count", "type": "quantitative", "title": "Reviews"}"#)
        #expect(counted.series[0].name == "Reviews" && counted.series[0].y == [2, 1])
        // A plain field with a title is named by the title the reader sees on the chart.
        let plain = try read(#"{"field": "r", "type": "quantitative", "title": "Rating"}"#)
        #expect(plain.series[0].name == "Rating" && plain.yAxis?.title == "Rating")
    }

    @Test func transforms() throws {
        let celsius = try chart("transform-filter-calculate")
        #expect(celsius.series[0].points == [DataPoint(category: "x", y: 10), DataPoint(category: "y", y: 20)])
        let picked = try chart("filter-predicate")
        #expect(picked.series[0].points == [DataPoint(category: "x", y: 1), DataPoint(category: "z", y: 3)])
    }

    @Test func aConditionalCalculateNamesEachRowsSeries() throws {
        // Altair's `datum.sex == 1 ? "Male" : "Female"`: people by age, a bar for each sex, 2000 only.
        let rows = [
            (2000, 0, 1, 9_735_380), (2000, 0, 2, 9_310_714), (2000, 5, 1, 10_552_146), (1990, 0, 1, 9_307_465),
        ]
        let values = rows.map { #"{"year": \#($0.0), "age": \#($0.1), "sex": \#($0.2), "people": \#($0.3)}"# }
        let spec = #"""
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": [\#(values.joined(separator: ", "))]},
             "transform": [{"filter": "datum.year == 2000"}, {"calculate": "datum.sex == 1 ? \"Male\" : (datum.sex == 2 ? 'Female' : 'Other')", "as": "gender"}],
             "mark": "bar", "encoding": {"x": {"field": "age", "type": "ordinal"}, "y": {"aggregate": "sum", "field": "people", "type": "quantitative"},
             "color": {"field": "gender", "type": "nominal"}}}
            """#
        let chart = try ChartReader.read(Array(spec.utf8), format: .vegaLite)
        // Truth: the 1990 row is filtered out; sex 1 is Male, sex 2 Female.
        #expect(chart.series.map(\.name) == ["Male", "Female"])
        #expect(chart.series[0].y == [9_735_380, 10_552_146], "\(chart.series[0].y)")
        #expect(chart.series[1].y.compactMap { $0 }.filter { $0 != 0 } == [9_310_714], "\(chart.series[1].y)")
        // Nested and unparenthesised conditionals bind loosest, right to left.
        let nested = try VegaLiteExpression("datum.a > 1 ? datum.a > 2 ? 'big' : 'mid' : 'small'")
        #expect(nested.evaluate(["a": .number(3)]) == .string("big"))
        #expect(nested.evaluate(["a": .number(2)]) == .string("mid"))
        #expect(nested.evaluate(["a": .number(0)]) == .string("small"))
        // A conditional without its ':' is refused, saying where.
        #expect(throws: VegaLiteExpressionError.self) { try VegaLiteExpression("datum.a ? 1") }
    }

    @Test func dataFromLocalFiles() throws {
        let csv = try chart("data-url-csv")
        #expect(csv.series[0].x == .numbers([day(2026, 1, 1), day(2026, 2, 1), day(2026, 3, 1)]))
        #expect(csv.series[0].y == [120, 135, 150])
        let json = try chart("data-url-json")
        #expect(json.xAxis.categories == ["Blue", "Red"] && json.series[0].points.map(\.y) == [5, 3])
        let tsv = try chart("data-url-tsv")
        #expect(tsv.series[0].points == [DataPoint(category: "Bergen", y: 2250), DataPoint(category: "Oslo", y: 763)])
    }

    @Test func seriesOfTwoLayersNamedAlikeAreNamedByWhatEachDraws() throws {
        // A colour's values in two layers (a median and a minimum of folded temperatures), and one title over two
        // fields: four series "temp_max, temp_min, temp_max and temp_min" were compared as if two.
        let values =
            #"[{"m": "Jan", "hi": 8, "lo": 2}, {"m": "Jan", "hi": 10, "lo": 4}, {"m": "Feb", "hi": 12, "lo": 5}]"#
        let folded = #"""
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": \#(values)},
             "transform": [{"fold": ["hi", "lo"], "as": ["k", "v"]}],
             "layer": [
              {"mark": "line", "encoding": {"x": {"field": "m", "type": "ordinal"},
               "y": {"field": "v", "aggregate": "median", "type": "quantitative"}, "color": {"field": "k"}}},
              {"mark": "line", "encoding": {"x": {"field": "m", "type": "ordinal"},
               "y": {"field": "v", "aggregate": "min", "type": "quantitative"}, "color": {"field": "k"}}}]}
            """#
        let chart = try ChartReader.read(Array(folded.utf8), format: .vegaLite)
        #expect(chart.series.map(\.name) == ["hi (Median of v)", "lo (Median of v)", "hi (Min of v)", "lo (Min of v)"])
        // Ordinal months in Vega-Lite's ascending order, Feb before Jan: the minima of hi, 12 and 8.
        #expect(chart.series[2].y == [12, 8])
        let titled = #"""
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": \#(values)},
             "layer": [
              {"mark": "line", "encoding": {"x": {"field": "m", "type": "ordinal"},
               "y": {"field": "hi", "aggregate": "max", "type": "quantitative", "title": "Temperature"}}},
              {"mark": "line", "encoding": {"x": {"field": "m", "type": "ordinal"},
               "y": {"field": "lo", "aggregate": "min", "type": "quantitative", "title": "Temperature"}}}]}
            """#
        let two = try ChartReader.read(Array(titled.utf8), format: .vegaLite)
        #expect(two.series.map(\.name) == ["Temperature (Max of hi)", "Temperature (Min of lo)"])
        #expect(two.yAxis?.title == "Temperature")
    }

    @Test func foldAndAggregateTransforms() throws {
        // Altair's transform_fold: two wide columns become a line each, named by the fold's "as".
        let fold = try chart("transform-fold")
        #expect(fold.series.map(\.name) == ["Oslo", "Rome"] && fold.seriesTitle == "city")
        #expect(fold.series[0].y == [5, 6, 4] && fold.series[1].y == [15, 16, 18] && fold.yAxis?.title == "temp")
        // Means by group, then a filter on the count: a (1, 9, 5) 5; b (7, 3, 8; NaN is no number) 6; c's one row
        // left out.
        let aggregate = try chart("transform-aggregate")
        #expect(aggregate.series[0].points == [DataPoint(category: "a", y: 5), DataPoint(category: "b", y: 6)])
    }

    @Test func scalesAndBands() throws {
        let domain = try chart("scale-domain")
        // "Score (%)": 20 is 20 percent, and the domain 0 to 100 is 0 to 100 percent.
        #expect(domain.yAxis?.range == 0...1 && domain.yAxis?.title == "Score" && domain.series[0].y == [0.2, 0.4])
        let band = try chart("area-band-y2")
        #expect(band.kind == .band)
        #expect(band.series[0].points.map(\.low) == [2, 3] && band.series[0].points.map(\.high) == [5, 7])
    }

    @Test(arguments: [
        ("refuse-facet", "facet: 'facet' is a construct AudioGraph does not read"),
        ("refuse-window", "transform[0].window: the 'window' transform is one AudioGraph does not read"),
        // Named by the transform's own key, not by its first parameter ("field").
        (
            "refuse-timeunit-transform",
            "transform[0].timeUnit: the 'timeUnit' transform is one AudioGraph does not read"
        ),
        ("refuse-geoshape", "mark.type: 'geoshape' is a mark AudioGraph does not read"),
        ("refuse-sqrt-scale", "encoding.y.scale.type: "),
        ("refuse-function", "transform[0].filter: 'year(datum.a) > 2000' is not a plain comparison"),
        ("refuse-variance", "encoding.y.aggregate: "),
        ("refuse-remote-url", "data.url: 'https://example.com/cars.json' is not a local file"),
    ])
    func refusesWithTheJSONPath(name: String, start: String) {
        let message = failure(name)
        #expect(message?.hasPrefix(start) == true, "\(message ?? "read")")
    }

    @Test func aLineWithSeveralValuesAtAnXSaysWhatItDraws() throws {
        let bytes = try [UInt8](
            Data(contentsOf: Self.folder.appendingPathComponent("line-repeated-dates-no-color.vl.json")))
        let reading = try ChartReader.reading(bytes, format: .vegaLite, folder: Self.folder.path)
        // Every value, in one line along x, as Vega-Lite draws it: none averaged.
        let dates = (1...6).map { day(2000, $0, 1) }
        #expect(reading.chart.series.count == 1 && reading.chart.series[0].x == .numbers(dates.flatMap { [$0, $0] }))
        let msft = [39.81, 36.35, 43.22, 28.37, 25.45, 32.54]
        let amzn = [64.56, 68.87, 67.0, 55.19, 48.1, 36.94]
        let pairs = stride(from: 0, to: 12, by: 2).map {
            Set([reading.chart.series[0].y[$0], reading.chart.series[0].y[$0 + 1]])
        }
        #expect(pairs == zip(msft, amzn).map { Set([$0, $1]) })
        #expect(
            reading.notes == [
                .drawnTogether(most: 2, isEvery: true, repeated: 6, xCount: 6, isDates: true, field: "symbol")
            ])
        #expect(
            reading.notes[0].description
                == #"the spec draws 2 values at each of 6 dates in one line; field 'symbol' tells them apart: add "color": {"field": "symbol"} to draw a line for each"#
        )
        // Two readings on one day and no field to tell them apart.
        func read(_ encoding: String, _ rows: String) throws -> ChartReading {
            let spec =
                #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": ["# + rows
                + #"]}, "mark": "line", "encoding": {"# + encoding + "}}"
            return try ChartReader.reading(Array(spec.utf8), format: .vegaLite)
        }
        let x = #""x": {"field": "date", "type": "temporal"}, "#
        let twice =
            #"{"date": "2026-01-01", "temp": 5}, {"date": "2026-01-01", "temp": 7}, {"date": "2026-01-02", "temp": 6}"#
        let untold = try read(x + #""y": {"field": "temp", "type": "quantitative"}"#, twice)
        #expect(
            untold.notes.map(\.description) == [
                #"the spec draws up to 2 values at 1 of 2 dates in one line; add a "color" encoding of the field that tells them apart, or an "aggregate" on y"#
            ])
        // Averaged by the spec, or one line a color: nothing to say.
        #expect(
            try read(x + #""y": {"field": "temp", "type": "quantitative", "aggregate": "mean"}"#, twice).notes.isEmpty)
        #expect(
            try read(x + #""y": {"field": "temp", "type": "quantitative"}"#, #"{"date": "2026-01-01", "temp": 5}"#)
                .notes.isEmpty)
        let colored = try ChartReader.reading(
            try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("line-color-series.vl.json"))),
            format: .vegaLite)
        #expect(colored.notes.isEmpty)
    }

    @Test func everySpecIsCounted() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".vl.json")
        }
        #expect(specs.count >= 20)
    }
}
