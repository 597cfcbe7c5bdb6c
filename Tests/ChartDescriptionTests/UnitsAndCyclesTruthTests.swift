import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// Issue 25: totals only of what adds up, a stack to 100 percent's details in overall shares, cycles along a numeric
/// year axis told in years with where their highs come, and durations declined after a German preposition.
@Suite struct UnitsAndCyclesTruthTests {
    // MARK: Totals only of what adds up

    /// Four places, 10 to 40 each: a total of 100 is true only when the values add up.
    static func bars(_ title: String, unit: String?, locale: String = "en") -> Chart {
        var chart = TruthTests.bars(
            ["North", "South", "East", "West"], [("Values", [10, 20, 30, 40])], title: title,
            unit: unit)
        chart.locale = locale
        return chart
    }

    @Test(
        arguments: [
            ("Fuel economy", "mpg"), ("Highway miles", "mpg"), ("Miles per gallon", nil), ("Unemployment rate", nil),
            ("Rates", "percent"), ("Sales growth", "percent"), ("Average sales", "dollars"), ("Temperatures", "F"),
            ("Votes", "percentage"), ("Running total of sales", "dollars"), ("Grades", "points"),
        ] as [(String, String?)])
    func valuesThatDoNotAddUpHaveNoTotal(title: String, unit: String?) throws {
        let chart = Self.bars(title, unit: unit)
        #expect(chart.resolvedYAxis.resolvedAggregation != .sum, "\(title) in \(unit ?? "-")")
        let text = try HistogramTruthTests.text(chart, .full)
        #expect(!text.contains("Total") && !text.contains("total"), "\(title) in \(unit ?? "-"): \(text)")
    }

    @Test(
        arguments: [
            ("Sales", "dollars"), ("Visitors", nil), ("Cases", nil), ("Rainfall", "litres"), ("Steps", "steps"),
        ] as [(String, String?)])
    func amountsThatAddUpHaveTheirTotal(title: String, unit: String?) throws {
        let chart = Self.bars(title, unit: unit)
        #expect(chart.resolvedYAxis.resolvedAggregation == .sum)
        #expect(try HistogramTruthTests.text(chart).contains("Total: 100"), "\(title)")
        #expect(try HistogramTruthTests.text(chart, .details).contains(", total 100"), "\(title)")
    }

    /// The other packs' words: a German rate or percentage has no total, a turnover in euros has one.
    @Test func germanFrenchAndSpanishUnitsDecideTotalsToo() {
        for (title, unit, locale) in [
            ("Arbeitslosenquote", nil, "de_DE"), ("Umsatz", "Prozent", "de_DE"),
            ("Durchschnittstemperatur", nil, "de_DE"),
            ("Taux de chômage", nil, "fr_FR"), ("Ventes", "pourcentage", "fr_FR"), ("Porcentaje", nil, "es_ES"),
            ("Temperaturas", nil, "es_ES"),
        ] as [(String, String?, String)] {
            let axis = Self.bars(title, unit: unit).resolvedYAxis
            #expect(axis.resolvedAggregation(locale: locale) != .sum, "\(title)")
        }
        for (title, unit, locale) in [
            ("Umsatz", "Euro", "de_DE"), ("Besuche", nil, "de_DE"), ("Ventes", "euros", "fr_FR"),
            ("Visitas", nil, "es_ES"),
        ] as [(String, String?, String)] {
            #expect(Self.bars(title, unit: unit).resolvedYAxis.resolvedAggregation(locale: locale) == .sum, "\(title)")
        }
    }

    // MARK: A stack to 100 percent in its details

    /// A is 1 of 10 students in 2024 and 30 of 40 in 2025: its overall share is 31 of 50, 62 percent; the mean of its
    /// shares, (10 + 75) / 2 = 42.5 percent, is no share of anything.
    @Test func aStackToAHundredPercentsDetailsGiveOverallShares() throws {
        let details = try TruthTests.details(SharedCharts.shareStack)
        let figures = details.compactMap { if case .statistics(let s) = $0 { s } else { nil } }
        let a = try #require(figures.first { $0.series.name == "A" })
        #expect(a.isOverallShare && abs((a.mean ?? 0) - 31.0 / 50) < 1e-12)
        let b = try #require(figures.first { $0.series.name == "B" })
        #expect(b.isOverallShare && abs((b.mean ?? 0) - 19.0 / 50) < 1e-12)
        let text = try HistogramTruthTests.text(SharedCharts.shareStack, .details)
        #expect(text.contains("overall share 62 percent"), "\(text)")
        #expect(text.contains("overall share 38 percent"))
        // (The median of A's two shares is 42.5 percent, and is said so: a median, never a share.)
        #expect(!text.contains("mean") && !text.contains("share 42.5") && text.contains("median 42.5 percent"))
        // A stack of amounts keeps its plain means.
        var amounts = SharedCharts.shareStack
        amounts.stacking = .standard
        let plain = try TruthTests.details(amounts).compactMap { if case .statistics(let s) = $0 { s } else { nil } }
        #expect(plain.allSatisfy { !$0.isOverallShare })
        #expect(plain.first { $0.series.name == "A" }?.mean == 15.5)
    }

    // MARK: Cycles along numeric x

    /// Years 1700 to 1990 as plain numbers, `value(year)` at each.
    static func yearly(_ title: String = "Year", locale: String = "en", _ value: (Int) -> Double) -> Chart {
        let years = Array(1700...1990)
        return Chart(
            kind: .line, locale: locale, xAxis: .numeric(title), yAxis: .numeric("Sunspots"),
            series: [Series(name: "Sunspots", x: years.map(Double.init), y: years.map(value))])
    }

    static func cycles(_ chart: Chart) throws -> [Cycle] {
        try TruthTests.summary(chart).compactMap { if case .cycle(let cycle) = $0 { cycle } else { nil } }
    }

    /// A regular 11-year cycle along years.
    ///
    /// 80 + 60 sin(2π (year − 1700) / 11), within 3: highest at 1702.75 and every 11 years; the place of the cycle
    /// nearest that is the year 1703 (sin at 3/11 of the way round is 0.99), so the highs come near 1703, 1714…; it
    /// swings by 2 × 60 × 0.99, about 120. Its highs, at 1702.75 + 11 k up to 1990, are 27 (k from 0 to 26): the
    /// cycles the data holds, though 291 years are 26.5 cycles of 11.
    @Test func aRegularCycleOnAYearAxisIsToldInYearsWithItsHighs() throws {
        var generator = SeededGenerator(seed: 5)
        let chart = Self.yearly { 80 + 60 * sin(2 * .pi * Double($0 - 1700) / 11) + generator.gaussian(deviation: 3) }
        let cycle = try #require(try Self.cycles(chart).first)
        #expect(abs(cycle.length - 11) < 0.1)
        #expect(cycle.highs.count == 2 && abs(cycle.highs[0] - 1703) <= 0.5 && abs(cycle.highs[1] - 1714) <= 0.6)
        let text = try HistogramTruthTests.text(chart)
        #expect(
            text.contains(
                "Sunspots: a cycle of about 11 years, 27 times over, its highs near 1703, 1714 and so on; from low to high it swings by about 120."
            ), "\(text)")
        // The same years titled in German: "von etwa 11 Jahren", the dative after "von".
        let german = try HistogramTruthTests.text(
            Self.yearly("Jahr", locale: "de") { 80 + 60 * sin(2 * .pi * Double($0 - 1700) / 11) })
        #expect(german.contains("ein Zyklus von etwa 11 Jahren"), "\(german)")
        // On a plain numeric axis the length is a number placed on the axis by its title.
        let plain = try HistogramTruthTests.text(
            Self.yearly("Position") { 80 + 60 * sin(2 * .pi * Double($0 - 1700) / 11) })
        #expect(plain.contains("a cycle of about 11 on the Position axis"), "\(plain)")
    }

    /// No cycle where a short series' one peak of correlation is chance.
    ///
    /// The acid concentration of Brownlee's stack loss plant, 21 days of operation: less its fitted line, its
    /// autocorrelation dips to −0.33 at 3 days and stands alone at 0.57 at 7 (0.01 at 6, 0.09 at 8). Fourteen pairs of
    /// days a lag apart make 0.57 chance (its standard error is about 1 over the root of 14, 0.27): no "cycle of about
    /// 7, 3 times over" is told. A cycle three times over in 21 days, a strong one, still is.
    @Test func aLonePeakOfCorrelationInAShortSeriesIsNoCycle() throws {
        let acid: [Double] = [89, 88, 90, 87, 87, 87, 93, 93, 87, 80, 89, 88, 82, 93, 89, 86, 72, 79, 80, 82, 91]
        let days = { (values: [Double]) in
            Chart(
                kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Acid concentration"),
                series: [Series(name: "Acid", x: values.indices.map(Double.init), y: values)])
        }
        #expect(try Self.cycles(days(acid)).isEmpty)
        var generator = SeededGenerator(seed: 6)
        let weekly = (0..<21).map { 86 + 8 * sin(2 * .pi * Double($0) / 7) + generator.gaussian(deviation: 1) }
        #expect(try Self.cycles(days(weekly)).first.map { abs($0.length - 7) < 0.5 } == true)
    }

    /// A population cycle of 9.6 years along dates, one a year from 1700 to 1990 (as R's lynx trappings are read).
    ///
    /// 80 + 60 sin(2π (year − 1700) / 9.6) peaks at 1702.4 and every 9.6 years: among whole years the highest
    /// place is 1702 (sin 0.97 against 0.92 at 1703), and the next a cycle on is 1711.6, whose nearest year is 1712,
    /// where the data peaks (1702.4 + 9.6); it swings by about 2 × 60, 120. Its dates are said as years.
    @Test func aCycleAlongYearlyDatesNamesItsHighsAtTheirYears() throws {
        let years = Array(1700...1990)
        let chart = Chart(
            kind: .line, xAxis: .date("Year"), yAxis: .numeric("Trappings"),
            series: [
                Series(
                    name: "Lynx",
                    x: years.map { Double(ISODate.daysSince1970(year: $0, month: 1, day: 1)) * 86_400 },
                    y: years.map { 80 + 60 * sin(2 * .pi * Double($0 - 1700) / 9.6) })
            ])
        let cycle = try #require(try Self.cycles(chart).first)
        #expect(abs(cycle.length / 86_400 / 365.25 - 9.6) < 0.1)
        let text = try HistogramTruthTests.text(chart)
        #expect(
            text.contains(
                "a cycle of about 9.6 years, 30 times over, its highs near 1702, 1712 and so on; from low to high it swings by about 120."
            ),
            "\(text)")
    }

    /// Sunspot-like: cycles of 9 to 14 years and of different heights.
    ///
    /// Its length is about 11 years, but its highs
    /// keep no place in an 11-year cycle: none is named.
    @Test func aWanderingCycleNamesNoPlaceForItsHighs() throws {
        var generator = SeededGenerator(seed: 8)
        var phase = 0.0
        var values: [Double] = []
        var period = 11.0
        var height = 60.0
        for _ in 1700...1990 {
            values.append(max(0, height * (1 - cos(phase)) + generator.gaussian(deviation: 3)))
            phase += 2 * .pi / period
            if phase >= 2 * .pi {
                phase -= 2 * .pi
                period = [9.0, 14, 10, 13, 9.5, 12.5].randomElement(using: &generator) ?? 11
                height = 30 + 60 * Double.random(in: 0...1, using: &generator)
            }
        }
        let chart = Self.yearly { values[$0 - 1700] }
        let found = try Self.cycles(chart)
        #expect(found.count == 1, "its length is still told")
        for cycle in found {
            #expect(cycle.highs.isEmpty, "\(cycle)")
            #expect(cycle.length >= 9 && cycle.length <= 14)
        }
        #expect(!(try HistogramTruthTests.text(chart).contains("highs near")))
    }

    // MARK: Calendar cycles by the calendar's name

    /// Three years of months with a July high make a yearly cycle, named so ("ein Jahreszyklus").
    ///
    /// Never "a cycle of about 12 months, 3 times over" (the count is the span's years). Lengths off the calendar
    /// keep the dative ("ein Zyklus von etwa 12.500 Jahren", in GrowthAndAxisWordsTruthTests).
    @Test func aCalendarCycleIsNamedByTheCalendar() throws {
        let values = (0..<36).map { 100 + 30 * cos(2 * Double.pi * Double($0 - 6) / 12) }
        var chart = TruthTests.monthly("Umsatz", values, unit: "Euro")
        chart.locale = "de"
        let text = try HistogramTruthTests.text(chart)
        #expect(text.contains("Umsatz: ein Jahreszyklus, am höchsten im Juli"), "\(text)")
        #expect(!text.contains("12 Monat"))
        chart.locale = "en"
        let english = try HistogramTruthTests.text(chart)
        #expect(english.contains("Umsatz: a yearly cycle, highest in July and lowest in January"), "\(english)")
        #expect(!english.contains("times over"))
    }
}
