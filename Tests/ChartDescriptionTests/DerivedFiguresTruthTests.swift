import ChartAudit
import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// Figures worked out from the data (means, medians between two values, averages of groups) said with enough digits
/// to be true; bars' axes said from zero as they are drawn; averages of averages said as such; a real zero never a
/// gap and a missing value never averaged as zero.
///
/// Each chart is made here with its truth computed by hand.
@Suite struct DerivedFiguresTruthTests {
    static func text(_ chart: Chart, _ level: DescriptionLevel = .full) throws -> String {
        try ChartDescriber(chart: chart).describe(level).text
    }

    /// Two apps' daily sign-ups over eight days, integers: the small app's on the scale of the large one's, so the
    /// axis speaks whole numbers only.
    static let signUps: Chart = {
        let days = (1...8).map(Double.init)
        return Chart(
            title: "Sign-ups", kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Sign-ups"),
            series: [
                Series(name: "Small", x: days, y: [2, 5, 4, 7, 3, 6, 5, 4]),
                Series(name: "Large", x: days, y: [120, 180, 150, 210, 160, 175, 190, 205]),
            ])
    }()

    /// Five days of computed mean temperatures, written with every digit a division gives (49.17083333333334, as a
    /// day's mean of 24 hourly readings is), and the same days as a person writes them.
    static func temperatures(_ ys: [Double]) -> Chart {
        Chart(
            title: "Mean temperature", kind: .line, xAxis: .numeric("Day"),
            yAxis: .numeric("Temperature", unit: "°F"),
            series: [Series(name: "Temperature", x: (1...5).map(Double.init), y: ys)])
    }

    @Test func computedDecimalsAreSaidToTheDigitsOfTheSpread() throws {
        // Truth: the values span 63.12916666666667 − 49.17083333333334 = 13.958, so a hundredth of it is 0.14: one
        // digit after the point. The lowest is "49.2", the highest "63.1"; the mean, 270.1416666 / 5 = 54.0283, is
        // "54" (three significant digits), never "54.0283" nor "54.03"; the median is 52.2917, "52.3".
        let computed = Self.temperatures([49.17083333333334, 55.55, 63.12916666666667, 50, 52.29166666666666])
        let text = try Self.text(computed, .details)
        #expect(text.contains("Temperature, 49.2 to 63.1 °F."), "\(text)")
        #expect(text.contains("Minimum 49.2 °F, maximum 63.1 °F, mean 54 °F, median 52.3 °F"), "\(text)")
        #expect(!text.contains("49.17") && !text.contains("63.129") && !text.contains("54.03"), "\(text)")
        // Extremes are said with the digits that set them apart from the nearest other value: San Francisco's
        // lowest daily mean of 2010, 48.99166 on December 27, beside 48.99999 the next day, both "49" to one digit,
        // is "48.99"; the highest, 63.12916, beside 63.05833, is "63.13". The axis still reads "49 to 63.1".
        let close = Self.temperatures([
            48.99166666666665, 48.99999999999998, 55.5, 63.12916666666667, 63.05833333333334,
        ])
        let extremes = try Self.text(close, .details)
        #expect(extremes.contains("Temperature, 49 to 63.1 °F."), "\(extremes)")
        #expect(extremes.contains("Minimum 48.99 °F, maximum 63.13 °F"), "\(extremes)")
        // Written by hand with two digits at most, the data keeps them: 55.55 stays 55.55, and a figure of a
        // thousandth, 0.081, stays 0.081.
        let written = try Self.text(Self.temperatures([49.2, 55.55, 63.1, 50, 52.3]), .full)
        #expect(written.contains("55.55 °F") && written.contains("mean 54.03 °F"), "\(written)")
        let small = try Self.text(Self.temperatures([0.081, 0.05, 0.12, 0.064, 0.09]), .overview)
        #expect(small.contains("0.05 to 0.12 °F") && !small.contains("0.050"), "\(small)")
        let rates = try Self.text(Self.temperatures([0.081, 0.05, 0.12, 0.064, 0.09]), .full)
        #expect(rates.contains("0.081"), "\(rates)")
    }

    @Test func aMeanOfWholeNumbersKeepsItsHalf() throws {
        let small: [Double] = [2, 5, 4, 7, 3, 6, 5, 4]
        // Truth: 36 / 8 = 4.5; the median of 2 3 4 4 5 5 6 7 is (4 + 5) / 2 = 4.5; the axis (2 to 210) speaks
        // whole numbers, which would make both "5".
        let mean = small.reduce(0, +) / Double(small.count)
        let sorted = small.sorted()
        let median = (sorted[3] + sorted[4]) / 2
        #expect(mean == 4.5 && median == 4.5)
        let wording = ChartWording(chart: Self.signUps)
        #expect(wording.y.fractionDigits == 0 && wording.y.text(4.5) == "5")
        let description = try ChartDescriber(chart: Self.signUps).describe(.full)
        let details = description.details.map(\.text).joined(separator: " ")
        #expect(details.contains("Small: 8 points. Minimum 2, maximum 7, mean 4.5, median 4.5,"), "\(details)")
        #expect(!details.contains("mean 5,") && !details.contains("median 5,"), "\(details)")
        // The large app's mean, 1,390 / 8 = 173.75, with its one extra digit: four significant digits.
        let large: [Double] = [120, 180, 150, 210, 160, 175, 190, 205]
        #expect(large.reduce(0, +) / 8 == 173.75)
        #expect(details.contains("mean 173.8,"), "\(details)")
        // A whole mean stays whole: 4.0 is "4", never "4.0".
        #expect(wording.y.derived(4).text(4) == "4" && wording.y.derived(4.5).text(4.5) == "4.5")
        // Every format says the same: JSON's facts, SSML and Markdown share the words.
        for format in [DescriptionFormat.json, .ssml, .markdown] {
            let written = description.rendered(as: format)
            #expect(written.contains("mean 4.5"), "\(format)")
            #expect(!written.contains("mean 5,"), "\(format)")
        }
    }

    @Test func meansInEveryLanguageKeepTheirDigit() throws {
        for (locale, mean) in [("de", "Mittelwert 4,5"), ("fr", "moyenne 4,5"), ("es", "media 4,5")] {
            var chart = Self.signUps
            chart.locale = locale
            let details = try ChartDescriber(chart: chart).describe(.full).details.map(\.text).joined(separator: " ")
            #expect(details.lowercased().contains(mean.lowercased()), "\(locale): \(details)")
        }
    }

    @Test func theAverageOfBarsOfWholeNumbersKeepsItsDigit() throws {
        // Stores per region, a total that is no sum of interest but whose average is: "Average rating" would be a
        // level; here a score out of 200, integers: (12 + 7 + 130 + 45 + 3 + 18) / 6 = 215 / 6 = 35.83.
        let values: [Double] = [12, 7, 130, 45, 3, 18]
        let mean = values.reduce(0, +) / Double(values.count)
        let spoken = String(format: "%.1f", mean)
        #expect(spoken == "35.8")
        let chart = Chart(
            title: "Scores by region", kind: .bar, xAxis: .categorical("Region"),
            yAxis: .numeric("Score"),
            series: [
                Series(
                    name: "Score",
                    points: zip(["N", "E", "S", "W", "C", "X"], values).map { DataPoint(category: $0, y: $1) })
            ])
        let summary = try Self.text(chart, .summary)
        #expect(summary.contains("Average: \(spoken)."), "\(summary)")
    }

    // MARK: Bars from zero

    /// The horsepower of 20 cars, as Altair's histogram of `cars.json` bins it (steps of 20).
    static let horsepower: [Double] = [
        62, 65, 68, 71, 75, 78, 81, 83, 85, 88, 90, 92, 95, 97, 99, 105, 110, 115, 125, 130,
    ]

    @Test func aVegaLiteHistogramsCountsAreSaidFromZero() throws {
        let values = Self.horsepower.map { "{\"hp\": \(Int($0))}" }.joined(separator: ", ")
        let spec = """
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": "Horsepower",
             "data": {"values": [\(values)]}, "mark": "bar",
             "encoding": {"x": {"field": "hp", "bin": {"step": 20}, "type": "quantitative"},
                          "y": {"aggregate": "count", "type": "quantitative"}}}
            """
        let chart = try ChartReader.read(Array(spec.utf8), format: .vegaLite)
        // Truth: bins 60–80, 80–100, 100–120, 120–140 hold 6, 9, 3 and 2 cars; the shortest bar is 2, the axis 0.
        var counts = [0, 0, 0, 0]
        for value in Self.horsepower { counts[Int((value - 60) / 20)] += 1 }
        #expect(counts == [6, 9, 3, 2])
        let overview = try Self.text(chart, .overview)
        #expect(overview.contains("Y axis: Count of Records, 0 to \(counts.max() ?? 0)."), "\(overview)")
        #expect(!overview.contains(", \(counts.min() ?? 0) to \(counts.max() ?? 0)."), "\(overview)")
    }

    @Test func aHistogramFromCSVAndBarsOfCountsAreSaidFromZero() throws {
        // A histogram as a spreadsheet writes it: one row a bin, the counts 5 to 14.
        let csv = "Minutes,People\n0-10,5\n10-20,14\n20-30,11\n30-40,7\n"
        var chart = try ChartReader.read(Array(csv.utf8), format: .csv)
        chart.kind = .histogram
        let counts = [5, 14, 11, 7]
        let overview = try Self.text(chart, .overview)
        #expect(overview.contains("0 to \(counts.max() ?? 0)"), "\(overview)")
        #expect(!overview.contains("\(counts.min() ?? 0) to \(counts.max() ?? 0)"), "\(overview)")
        // Bars of counts over categories, the same; a line of the same values keeps its data's extent.
        chart.kind = .bar
        #expect(try Self.text(chart, .overview).contains("0 to 14"))
        let line = Chart(
            title: "Visits", kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Visits"),
            series: [Series(name: "Visits", x: [1, 2, 3, 4], y: [5, 14, 11, 7])])
        #expect(try Self.text(line, .overview).contains("Y axis: Visits, 5 to 14."))
    }

    // MARK: Averages of averages

    /// Miles per gallon of nine cars by origin, as Altair's `mean(mpg)` bar chart draws it.
    static let mileage: [(origin: String, mpg: Double)] = [
        ("USA", 20), ("USA", 15), ("USA", 18), ("Europe", 27), ("Europe", 30), ("Japan", 31), ("Japan", 33),
        ("Japan", 29), ("Japan", 30),
    ]

    @Test func theAverageOfMeansIsSaidAsTheAverageOfTheBars() throws {
        let rows = Self.mileage.map { "{\"o\": \"\($0.origin)\", \"mpg\": \(Int($0.mpg))}" }.joined(separator: ", ")
        let spec = """
            {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": "Mileage by origin",
             "data": {"values": [\(rows)]}, "mark": "bar",
             "encoding": {"x": {"field": "o", "type": "nominal"},
                          "y": {"field": "mpg", "aggregate": "mean", "type": "quantitative"}}}
            """
        let chart = try ChartReader.read(Array(spec.utf8), format: .vegaLite)
        // Truth: the bars are 17.67 (USA), 28.5 (Europe), 30.75 (Japan); their average 25.64; the mean of the nine
        // cars is 233 / 9 = 25.89, which the chart does not show and the description must not claim.
        var groups: [String: [Double]] = [:]
        for row in Self.mileage { groups[row.origin, default: []].append(row.mpg) }
        let bars = groups.values.map { $0.reduce(0, +) / Double($0.count) }
        let ofBars = bars.reduce(0, +) / Double(bars.count)
        let ofCars = Self.mileage.reduce(0) { $0 + $1.mpg } / Double(Self.mileage.count)
        #expect(String(format: "%.2f", ofBars) == "25.64" && String(format: "%.2f", ofCars) == "25.89")
        let summary = try Self.text(chart, .summary)
        #expect(summary.contains("Average of the 3 bars: 25.64."), "\(summary)")
        #expect(!summary.contains("Average: "), "\(summary)")
        // An axis titled as means says the same in every language; one that is not keeps "Average:".
        let titled = Chart(
            title: "Rating", kind: .bar, xAxis: .categorical("Hotel"),
            yAxis: .numeric("Average rating"),
            series: [Series(name: "", points: [DataPoint(category: "A", y: 3.5), DataPoint(category: "B", y: 4)])])
        #expect(try Self.text(titled, .summary).contains("Average of the 2 bars: 3.75."))
        for (locale, words) in [
            ("de", "Durchschnitt der 2 Balken: 3,75."), ("fr", "Moyenne des 2 barres\u{a0}: 3,75."),
            ("es", "Media de las 2 barras: 3,75."),
        ] {
            var local = titled
            local.locale = locale
            #expect(try Self.text(local, .summary).contains(words), "\(locale)")
        }
        var rating = titled
        rating.yAxis = .numeric("Rating")
        #expect(try Self.text(rating, .summary).contains("Average: 3.75."))
    }

    // MARK: Zeros and gaps

    @Test func aRealZeroIsAValueAndAMissingValueIsNone() throws {
        // Daily rainfall in millimetres: a dry day (0) on day 3, no reading on day 5.
        let rain: [Double?] = [4, 6, 0, 5, nil, 7, 3]
        let chart = Chart(
            title: "Rainfall", kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Rainfall", unit: "mm"),
            series: [Series(name: "Rainfall", x: (1...7).map(Double.init), y: rain)])
        // Truth: six readings, the zero among them: 25 / 6 = 4.17 (4.17 if the gap counted as 0 would be 3.57).
        let readings = rain.compactMap { $0 }
        let mean = readings.reduce(0, +) / Double(readings.count)
        #expect(readings.count == 6 && String(format: "%.2f", mean) == "4.17")
        let text = try Self.text(chart)
        #expect(text.contains("7 points, 1 without a value"), "\(text)")
        #expect(text.contains("Minimum 0 mm") && text.contains("mean 4.17 mm"), "\(text)")
        #expect(text.contains("No data when Day is 5.") && !text.contains("when Day is 3."), "\(text)")
        #expect(text.contains("Day 3, 0 mm\n") && text.contains("Day 5, no value"), "\(text)")
        #expect(!text.contains("2 without a value"), "\(text)")
        // The audit agrees: the series writes its missing value as such, so its zero is real, not a gap.
        #expect(!ChartAuditor().audit(chart).contains { $0.ruleID == .zeroAsGap })
    }
}

/// Values that are not zero are never said as zero, however wide the axis they share.
@Suite struct SmallValuesTruthTests {
    @Test func aSmallValueOnAWideAxisKeepsItsFigure() throws {
        // R's `pressure`: the vapour pressure of mercury (mm) rises from 0.0002 at 0 °C to 806 at 360 °C. The axis's
        // span of 806 speaks whole numbers, but the first and lowest reading, 0.0002, is no zero, nor is 0.0012.
        let pressures = [
            0.0002, 0.0012, 0.006, 0.03, 0.09, 0.27, 0.75, 1.85, 4.2, 8.8, 17.3, 32.1, 57, 96, 157, 247, 376, 558, 806,
        ]
        let chart = Chart(
            title: "Vapour pressure of mercury", kind: .line, xAxis: .numeric("Temperature", unit: "°C"),
            yAxis: .numeric("Pressure", unit: "mm"),
            series: [Series(name: "Pressure", x: (0..<19).map { Double($0 * 20) }, y: pressures)])
        let text = try DerivedFiguresTruthTests.text(chart)
        #expect(text.contains("Minimum 0.0002 mm") && text.contains("First 0.0002 mm"), "\(text)")
        #expect(text.contains("Y axis: Pressure, 0.0002 to 806 mm"), "\(text)")
        #expect(!text.contains(" 0 mm"), "\(text)")
        // The amounts a value moves by keep the axis's digits: it changes by 806, as it does to the millimetre; the rise
        // is about 4 million-fold (806 / 0.0002 = 4,030,000), said as that at every level.
        #expect(text.contains("a change of 806 mm (up about 4 million-fold)"), "\(text)")
        #expect(text.contains("rises about 4 million-fold from 0.0002 mm at 0 °C to 806 mm at 360 °C"), "\(text)")
    }
    /// A change said beside its ends is their difference as spoken: a listener who hears "from 19 to 24" can only
    /// check 5, though the values are 18.95 and 24.0 and their difference 5.05 rounds to "5.1".
    ///
    /// Random walks of daily temperatures over three years (changed in degrees, never percent), told by their monthly
    /// averages, whose digits round them: every move the summary says is checked against its ends as spoken.
    @Test func aChangeIsTheDifferenceOfItsEndsAsSpoken() throws {
        let number = #"(-?[0-9][0-9,]*(?:\.[0-9]+)?|minus [0-9][0-9,]*(?:\.[0-9]+)?)"#
        let unit = " °C"
        let move = try Regex(
            "(rises|falls) by \(number)\(unit),? from \(number)\(unit)[^,;]*? to \(number)\(unit)")
        func value(_ text: Substring) -> Double {
            let plain = text.replacingOccurrences(of: ",", with: "")
            return plain.hasPrefix("minus ") ? -Double(plain.dropFirst(6))! : Double(plain)!
        }
        let start = Double(ISODate.daysSince1970(year: 2022, month: 1, day: 1)) * 86_400
        var generator = SeededGenerator(seed: 25)
        var checked = 0
        for _ in 0..<40 {
            var level = 15.0
            let values: [Double?] = (0..<1_095).map { _ in
                level += generator.gaussian(deviation: 0.6)
                return (level * 10).rounded() / 10
            }
            let chart = Chart(
                kind: .line, xAxis: .date("Date"), yAxis: .numeric("Temperature", unit: "°C"),
                series: [
                    Series(
                        name: "Temperature", isContinuous: true,
                        x: values.indices.map { start + 86_400 * Double($0) }, y: values)
                ])
            let text = try ChartDescriber(chart: chart).describe(.summary).text
            for match in text.matches(of: move) {
                let words = match.output.map { $0.substring ?? "" }
                let (change, from, to) = (value(words[2]), value(words[3]), value(words[4]))
                #expect(abs(abs(to - from) - change) < 1e-9, "\(words[0]) in \(text)")
                checked += 1
            }
        }
        #expect(checked > 40, "\(checked) changes checked")
    }
}
