import ChartDescription
import ChartModel
import Foundation
import Testing

@testable import ChartNavigation

/// What a reviewer heard exploring real data, on shapes built like it: landmark moves from a group,
/// a histogram's peaks and valleys, a group's range, and how long a gap lasts.
@Suite struct ExplorerReviewTests {
    /// Airline passengers, monthly from January 1949 to December 1960: a trend of 2 a month from 110 times a
    /// season that tops every July (1.23) and bottoms every November (0.80), as AirPassengers does.
    static var passengers: Chart {
        let season = [0.90, 0.88, 1.00, 0.97, 0.98, 1.10, 1.23, 1.22, 1.06, 0.92, 0.80, 0.90]
        let months = (0..<144).map { String(format: "%04d-%02d-01", 1949 + $0 / 12, $0 % 12 + 1) }
        return Chart(
            title: "Airline passengers", kind: .line, xAxis: .date("Month"),
            yAxis: .numeric("Passengers", unit: "thousand"),
            series: [
                Series(
                    name: "Passengers", x: months.map { ISODate.seconds(from: $0) ?? 0 },
                    y: (0..<144).map { ((110 + 2 * Double($0)) * season[$0 % 12]).rounded() })
            ])
    }

    @Test func gotoLandsInTheMonthTypedOnTheSeriesAndSaysAGuess() throws {
        // A reviewer's goto on monthly stock prices: "March 30, 2005" landed on April (2 days from April 1, 29 from
        // March 1, and February's step of 28 days made March's period end on March 29); "Aug" on GOOG, which starts
        // in August 2004, took the chart's first year (2000) and said it was outside the data.
        var navigator = ChartNavigator(chart: Self.passengers)
        #expect(navigator.perform(.goTo("March 30, 1950")).announcement.hasPrefix("March 1950, "))
        #expect(navigator.perform(.goTo("March 31, 1950")).announcement.hasPrefix("March 1950, "))
        #expect(navigator.perform(.goTo("April 1, 1950")).announcement.hasPrefix("April 1950, "))
        // Dates in numbers, as a spreadsheet writes them: the day first after points, month first after slashes in US
        // English unless a number above 12 says otherwise, day first in German.
        for typed in ["15.03.1950", "3/15/1950", "15/3/1950", "03/04/1950", "1950/03/31"] {
            #expect(navigator.perform(.goTo(typed)).announcement.hasPrefix("March 1950, "), "\(typed)")
        }
        var german = Self.passengers
        german.locale = "de-DE"
        var deutsch = ChartNavigator(chart: german)
        #expect(deutsch.perform(.goTo("03/04/1950")).announcement.hasPrefix("April 1950, "))
        let month = { (index: Int) in
            ISODate.seconds(from: String(format: "%04d-%02d-01", 2000 + index / 12, index % 12 + 1)) ?? 0
        }
        let stocks = Chart(
            title: "Prices", kind: .line, xAxis: .date("Month"), yAxis: .numeric("Price", unit: "dollars"),
            series: [
                Series(name: "MSFT", x: (0..<72).map(month), y: (0..<72).map { 30 + Double($0 % 5) }),
                Series(name: "GOOG", x: (55..<72).map(month), y: (55..<72).map { 100 + Double($0) }),
            ])
        var prices = ChartNavigator(chart: stocks)
        _ = prices.perform(.nextSeries)
        // GOOG's first August is 2004's (index 55); MSFT's is 2000's.
        #expect(prices.perform(.goTo("Aug")).announcement.hasPrefix("August 2004, "))
        _ = prices.perform(.previousSeries)
        #expect(prices.perform(.goTo("Aug")).announcement.hasPrefix("August 2000, "))
        // Categories: a spelling guess says it is one; text that begins several names names them.
        let bars = Chart(
            xAxis: .categorical("Crop"), yAxis: .numeric("Tonnes"),
            series: [
                Series(
                    name: "Harvest",
                    points: ["setosa", "sorghum", "squash", "wheat", "Item 2"].enumerated().map {
                        DataPoint(category: $0.element, y: Double($0.offset))
                    })
            ])
        var crops = ChartNavigator(chart: bars)
        #expect(
            crops.perform(.goTo("Item42")).announcement
                == "No category is called 'Item42'; the nearest name: Item 2, Tonnes 4")
        #expect(crops.perform(.goTo("whaet")).events.contains(.notFound("whaet")))
        let several = crops.perform(.goTo("s"))
        #expect(several.announcement == "'s' begins 3 names: setosa, sorghum and squash.")
        #expect(several.events == [.notFound("s")])
        // A name is found without its accents, as people type it.
        let cities = Chart(
            xAxis: .categorical("City"), yAxis: .numeric("Rain"),
            series: [
                Series(
                    name: "Rain",
                    points: [
                        "São Paulo", "Sevilla", "Zürich", "Łódź", "København", "Côte d’Ivoire", "Guinea-Bissau",
                        "Cote Blanche", "München", "Århus",
                    ]
                    .enumerated().map {
                        DataPoint(category: $0.element, y: Double($0.offset))
                    })
            ])
        var rain = ChartNavigator(chart: cities)
        #expect(rain.perform(.goTo("sao paulo")).announcement == "São Paulo, Rain 0")
        #expect(rain.perform(.goTo("zurich")).announcement == "Zürich, Rain 2")
        #expect(rain.perform(.goTo("S")).announcement == "'S' begins 2 names: São Paulo and Sevilla.")
        #expect(rain.perform(.goTo("Sa")).announcement == "São Paulo, Rain 0")
        // Letters with no accent to take off, as plain ones; a straight apostrophe, a space for a dash, any spaces.
        #expect(rain.perform(.goTo("lodz")).announcement == "Łódź, Rain 3")
        #expect(rain.perform(.goTo("KOBENHAVN")).announcement == "København, Rain 4")
        #expect(rain.perform(.goTo("cote d'ivoire")).announcement == "Côte d’Ivoire, Rain 5")
        #expect(rain.perform(.goTo("guinea  bissau")).announcement == "Guinea-Bissau, Rain 6")
        #expect(rain.perform(.goTo("Guinea–Bissau")).announcement == "Guinea-Bissau, Rain 6")
        // Accents typed are meant; without them, both names.
        #expect(rain.perform(.goTo("Côte")).announcement == "Côte d’Ivoire, Rain 5")
        #expect(rain.perform(.goTo("cote")).announcement == "'cote' begins 2 names: Côte d’Ivoire and Cote Blanche.")
        // Umlauts and Nordic letters written out, as German and Danish type them without the letter.
        #expect(rain.perform(.goTo("Muenchen")).announcement == "München, Rain 8")
        #expect(rain.perform(.goTo("koebenhavn")).announcement == "København, Rain 4")
        #expect(rain.perform(.goTo("aarhus")).announcement == "Århus, Rain 9")
        #expect(rain.perform(.goTo("arhus")).announcement == "Århus, Rain 9")
        let many = Chart(
            xAxis: .categorical("Item"), yAxis: .numeric("Count"),
            series: [Series(name: "Items", points: (1...12).map { DataPoint(category: "Item \($0)", y: 1) })])
        var items = ChartNavigator(chart: many)
        #expect(
            items.perform(.goTo("item")).announcement
                == "'item' begins 12 names: Item 1, Item 2, Item 3, Item 4 and 8 more.")
    }

    @Test func aLandmarkFromAGroupIsNeverBehindIt() throws {
        // The reviewer's keys: July 1955, up to its quarter, next peak. Every July is its year's top (1.23 times the
        // trend, against 1.22 in August): the next peak after the quarter's September is July 1956, the previous
        // before its July July 1954, never July 1949 or 1950 (the series' first, where a group's jump used to start).
        var navigator = ChartNavigator(chart: Self.passengers)
        _ = navigator.perform(.goTo("July 1955"))
        #expect(navigator.perform(.up).announcement.hasPrefix("Q3 1955, 3 points"))
        let next = navigator.perform(.nextLandmark(.peak)).announcement
        #expect(next.hasPrefix("Peak: July 1956"), "\(next)")
        _ = navigator.perform(.goTo("July 1955"))
        _ = navigator.perform(.up)
        let previous = navigator.perform(.previousLandmark(.peak)).announcement
        #expect(previous.hasPrefix("Peak: July 1954"), "\(previous)")
    }

    @Test(arguments: Landmark.allCases)
    func everyLandmarkFromEveryGroupIsPastIt(kind: Landmark) throws {
        // The passengers with every kind of landmark: a reference at 300 (crossings), a strike in March 1957 (a
        // label), two months without counts in 1952 (a gap) and a spike in October 1958 (an outlier). From each
        // quarter, the next landmark is the first after the quarter's last month and the previous the last before its
        // first, or the series' edge: by the landmarks' own ranks.
        var chart = Self.passengers
        chart.references = [Reference(value: 300, label: "Capacity")]
        chart.series[0][98].label = "Strike"
        chart.series[0][40].y = nil
        chart.series[0][41].y = nil
        chart.series[0][117].y = 900
        let start = ChartNavigator(chart: chart)
        let landmarks = start.indexes[0].landmarks[kind] ?? []
        #expect(!landmarks.isEmpty, "\(kind) has landmarks to find")
        #expect(start.indexes[0].groups.count == 48, "grouped by quarter")
        for (quarter, group) in start.indexes[0].groups.enumerated() {
            for forward in [true, false] {
                var navigator = start
                _ = navigator.perform(.goTo(String(format: "Q%d %d", quarter % 4 + 1, 1949 + quarter / 4)))
                _ = navigator.perform(.up)
                #expect(navigator.level == .group && navigator.groupIndex == quarter)
                let response = navigator.perform(forward ? .nextLandmark(kind) : .previousLandmark(kind))
                let expected =
                    forward
                    ? landmarks.first { $0 >= group.ranks.upperBound } : landmarks.last { $0 < group.ranks.lowerBound }
                if let expected {
                    #expect(navigator.level == .point && navigator.rank == expected, "\(kind) from quarter \(quarter)")
                } else {
                    #expect(response.events == [.boundary(forward ? .end : .start)], "\(kind) from quarter \(quarter)")
                }
            }
        }
    }

    /// Old Faithful's 272 eruptions in bins of a quarter minute from 1.5 to 5.5 (the reviewer's
    /// faithful_hist.json): two modes, at 1.75 to 2 minutes (47) and 4.5 to 4.75 (41), a valley of 1 at 3 to 3.25
    /// between them, and an empty last bin.
    static var eruptions: Chart {
        let counts: [Double] = [4, 47, 26, 15, 2, 3, 1, 6, 11, 19, 35, 38, 41, 20, 4, 0]
        return Chart(
            title: "Old Faithful eruption durations", kind: .histogram,
            xAxis: .numeric("Eruption duration (minutes)"), yAxis: .numeric("Eruptions", unit: "eruptions"),
            series: [
                Series(
                    name: "Eruptions",
                    points: counts.enumerated().map {
                        DataPoint(
                            xStart: 1.5 + Double($0.offset) / 4, xEnd: 1.75 + Double($0.offset) / 4, y: $0.element)
                    })
            ])
    }

    @Test func aHistogramsLandmarksAreThePeaksItsSummaryNames() throws {
        // The summary names two peaks; the jumps find both, and the valley between them (the lowest bin from 2 to
        // 4.5 minutes: 1 eruption at 3 to 3.25) is a trough. The last, empty bin is the series' minimum, a trough as
        // every series' minimum is.
        let summary = try ChartDescriber(chart: Self.eruptions).describe(.summary).text
        #expect(summary.contains("Two peaks: between 1.75 and 2 minutes (47 eruptions) and between 4.5 and 4.75"))
        var navigator = ChartNavigator(chart: Self.eruptions)
        let heard = [NavigatorCommand.first, .nextLandmark(.peak), .nextLandmark(.peak), .previousLandmark(.trough)]
            .map { navigator.perform($0).announcement }
        #expect(
            heard == [
                "Start of Eruptions: 1.5 to 1.75, 4 eruptions", "Peak: 1.75 to 2, 47 eruptions",
                "Peak: 4.5 to 4.75, 41 eruptions", "Trough: 3 to 3.25, 1 eruption",
            ])
        _ = navigator.perform(.first)
        _ = navigator.perform(.nextLandmark(.peak))
        #expect(navigator.perform(.nextLandmark(.trough)).announcement == "Trough: 3 to 3.25, 1 eruption")
        #expect(
            navigator.indexes[0].landmarks[.peak] == [1, 12] && navigator.indexes[0].landmarks[.trough] == [6, 15])
    }

    /// The Nile's yearly flow from 1871 to 1970 in a gentle wave about 900, but 1,100 in 1898 and 774 in 1899: a
    /// fall, grouped by five years as the Nile's 100 years are (whole years in whole widths).
    static func nile(locale: String) -> Chart {
        let years = (1871...1970).map(Double.init)
        let flow = years.map { year in
            year == 1898 ? 1_100 : year == 1899 ? 774 : (900 + 100 * sin(year / 5)).rounded()
        }
        return Chart(
            title: "Nile", kind: .line, locale: locale, xAxis: .numeric("Year"), yAxis: .numeric("Flow"),
            series: [Series(name: "Flow", x: years, y: flow)])
    }

    @Test(arguments: [
        // (991 + 980 + 967 + 1,100 + 774) / 5 = 962.4 (1895 to 1897 on the wave, 900 + 100 sin(year / 5)); the lowest
        // and the highest are said as such, never "from 774 to 1,100", which sounds like a rise.
        ("en_US", "1895 to 1899, 5 points, average 962.4, lowest 774, highest 1,100"),
        ("de_DE", "1895 bis 1899, 5 Punkte, Mittel 962,4, Tiefstwert 774, Höchstwert 1.100"),
        ("fr_FR", "1895 à 1899, 5 points, moyenne 962,4, minimum 774, maximum 1\u{202F}100"),
        ("es_ES", "1895 a 1899, 5 puntos, media 962,4, mínimo 774, máximo 1.100"),
    ])
    func aGroupsRangeIsNotHeardAsADirection(locale: String, expected: String) {
        var navigator = ChartNavigator(chart: Self.nile(locale: locale))
        _ = navigator.perform(.goTo("1898"))
        let group = navigator.perform(.up).announcement
        #expect(group == expected)
        // The series' line says its lowest and highest (774 and 1,100, the wave staying within 800 to 1,000) alike.
        let series = navigator.perform(.up).announcement
        #expect(series.hasSuffix(expected.components(separatedBy: ", ").suffix(2).joined(separator: ", ")), "\(series)")
    }

    /// Weekly CO2 readings every Saturday from November 2, 1963 to December 26, 1964, none on November 23, 1963 nor
    /// from January 25 to May 23, 1964 (as the reviewer's co2_weekly_gaps.csv).
    static func weeklyCO2(locale: String) -> Chart {
        let first = ISODate.seconds(from: "1963-11-02") ?? 0
        let weeks = (0..<61).map { first + Double($0) * 7 * 86_400 }
        let missing = Set([ISODate.seconds(from: "1963-11-23") ?? 0]).union(
            stride(
                from: ISODate.seconds(from: "1964-01-25") ?? 0, through: ISODate.seconds(from: "1964-05-23") ?? 0,
                by: 7 * 86_400))
        return Chart(
            title: "CO2", kind: .line, locale: locale, xAxis: .date("Week"), yAxis: .numeric("CO2", unit: "ppm"),
            series: [
                Series(
                    name: "CO2", x: weeks,
                    y: weeks.enumerated().map { missing.contains($0.element) ? nil : 319 + Double($0.offset % 9) / 4 })
            ])
    }

    @Test(arguments: [
        // January 25 to May 23, 1964 is 119 days, 17 weeks: with both ends, 18 weekly readings missing.
        ("en_US", "No data for 1 week, November 23, 1963", "No data for 18 weeks, January 25 to May 23, 1964"),
        ("de_DE", "1 Woche ohne Daten, 23. November 1963", "18 Wochen ohne Daten, 25. Januar bis 23. Mai 1964"),
        (
            "fr_FR", "Aucune donnée pendant 1 semaine, 23 novembre 1963",
            "Aucune donnée pendant 18 semaines, du 25 janvier au 23 mai 1964"
        ),
        (
            "es_ES", "Sin datos durante 1 semana, 23 de noviembre de 1963",
            "Sin datos durante 18 semanas, del 25 de enero al 23 de mayo de 1964"
        ),
    ])
    func aGapSaysHowLongTheDataIsMissing(locale: String, week: String, weeks: String) throws {
        var navigator = ChartNavigator(chart: Self.weeklyCO2(locale: locale))
        _ = navigator.perform(.first)
        let one = navigator.perform(.nextLandmark(.gap))
        #expect(one.announcement == week && one.events.contains(.missingValue))
        #expect(navigator.perform(.nextLandmark(.gap)).announcement == weeks)
        #expect(navigator.rank == 12, "at the first missing week, January 25")
        // Back from the end, the same run: it is said from its start, where the move lands.
        _ = navigator.perform(.last)
        #expect(navigator.perform(.previousLandmark(.gap)).announcement == weeks && navigator.rank == 12)
    }

    /// The stretches the description says have no data are gaps to the explorer too, said as it says them: a market
    /// closed from September 11 to 14, 2001 among trading days (weekends no gap), and WorldPhones' missing years.
    @Test(arguments: [
        ("en_US", "No data between September 10 and September 17."),
        ("de_DE", "Keine Daten zwischen 10. September und 17. September."),
    ])
    func aStretchWithoutDataIsAGap(locale: String, words: String) throws {
        let days = (0..<92).map { ISODate.daysSince1970(year: 2001, month: 8, day: 1) + $0 }.filter { day in
            let weekday = (day + 3) % 7
            let closed =
                (ISODate.daysSince1970(
                    year: 2001, month: 9, day: 11)...ISODate.daysSince1970(
                    year: 2001, month: 9, day: 14)).contains(day)
            return weekday < 5 && !closed
        }
        var trading = Chart(
            kind: .line, xAxis: .date("Day"), yAxis: .numeric("Close"),
            series: [
                Series(
                    name: "Index", x: days.map { Double($0) * 86_400 },
                    y: days.indices.map { 1_100 - Double($0 % 7) * 3 })
            ])
        trading.locale = locale
        var navigator = ChartNavigator(chart: trading)
        let gap = navigator.perform(.nextLandmark(.gap)).announcement
        #expect(gap == words)
        let monday = try #require(days.firstIndex(of: ISODate.daysSince1970(year: 2001, month: 9, day: 17)))
        #expect(navigator.rank == monday)
        #expect(navigator.perform(.nextLandmark(.gap)).announcement != gap)
        // Years: 1951, then 1956 to 1961.
        let years: [Double] = [1951, 1956, 1957, 1958, 1959, 1960, 1961]
        var phones = Chart(
            kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Phones"),
            series: [Series(name: "Europe", x: years, y: [13_000, 17_000, 18_000, 20_000, 22_000, 23_000, 25_000])])
        phones.locale = locale
        var yearly = ChartNavigator(chart: phones)
        let missing = yearly.perform(.nextLandmark(.gap)).announcement
        #expect(
            missing == (locale == "en_US" ? "No data between 1951 and 1956." : "Keine Daten zwischen 1951 und 1956."))
        #expect(yearly.rank == 1)
    }

    @Test func aMonthlyGapIsSaidInMonths() {
        // The passengers without May and June 1952 (ranks 40 and 41): two months.
        var chart = Self.passengers
        chart.series[0][40].y = nil
        chart.series[0][41].y = nil
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.nextLandmark(.gap)).announcement == "No data for 2 months, May to June 1952")
    }

    @Test func aQuarterlyGapIsSaidInQuarters() {
        // Johnson and Johnson's earnings without Q3 and Q4 1962: two quarters, as the dates are said, not "6 months".
        let quarters = (0..<12).map {
            Double(ISODate.daysSince1970(year: 1960 + $0 / 4, month: $0 % 4 * 3 + 1, day: 1)) * 86_400
        }
        var y: [Double?] = (0..<12).map { 0.7 + Double($0) * 0.05 }
        (y[10], y[11]) = (0.9, 1.0)
        (y[6], y[7]) = (nil, nil)
        var navigator = ChartNavigator(
            chart: Chart(
                kind: .line, xAxis: .date("Quarter"), yAxis: .numeric("Earnings"),
                series: [Series(name: "Earnings", x: quarters, y: y)]))
        #expect(navigator.perform(.nextLandmark(.gap)).announcement == "No data for 2 quarters, Q3 1961 to Q4 1961")
    }

    /// Trip times by mode, as box plots.
    ///
    /// Bus has an outlier below its lower whisker (2) and two above (80, 95), Car one above (90); Walk and Train none.
    /// The medians are 18, 35, 33 and 31.
    static var trips: Chart {
        func box(_ five: [Double], _ outliers: [Double] = []) -> BoxSummary {
            BoxSummary(
                minimum: five[0], lowerQuartile: five[1], median: five[2], upperQuartile: five[3], maximum: five[4],
                outliers: outliers)
        }
        let boxes = [
            ("Walk", box([5, 12, 18, 24, 35])), ("Bus", box([15, 28, 35, 44, 62], [95, 2, 80])),
            ("Train", box([22, 30, 33, 36, 42])), ("Car", box([10, 20, 31, 48, 70], [90])),
        ]
        return Chart(
            title: "Trips", kind: .box, xAxis: .categorical("Mode"), yAxis: .numeric("Time", unit: "minutes"),
            series: [Series(name: "", points: boxes.map { DataPoint(category: $0.0, box: $0.1) })])
    }

    @Test func aBoxsNumbersGoFromTheLowestAndSayWhereTheyEnd() {
        // The reviewer heard Bus's low outlier after its upper whisker, and the last number repeated at the end
        // without a word that it was the end.
        var navigator = ChartNavigator(chart: Self.trips)
        _ = navigator.perform(.goTo("Bus"))
        #expect(navigator.perform(.down).announcement == "median: 35 minutes")
        #expect(
            [.first, .previous, .next, .last, .next, .previous].map { navigator.perform($0).announcement } == [
                "outlier: 2 minutes", "First number of this box, outlier: 2 minutes", "lower whisker: 15 minutes",
                "outlier: 95 minutes", "Last number of this box, outlier: 95 minutes", "outlier: 80 minutes",
            ])
        #expect(navigator.perform(.previous).announcement == "upper whisker: 62 minutes")
    }

    @Test func aBoxPlotsExtremesAreItsMediansAndItsUnusualValuesItsOutliers() {
        // The reviewer heard "no unusual value" beside four outliers, and medians' extremes said as the data's.
        var navigator = ChartNavigator(chart: Self.trips)
        let outliers = [.nextLandmark(.outlier), .nextLandmark(.outlier), .nextLandmark(.outlier)].map {
            navigator.perform($0).announcement
        }
        #expect(outliers[0].hasPrefix("Unusual value: Bus, median 35 minutes"))
        // Its outliers from the lowest, as given in any order.
        #expect(outliers[0].hasSuffix("outliers 2 minutes, 80 minutes and 95 minutes"))
        #expect(outliers[1].hasPrefix("Unusual value: Car, median 31 minutes"))
        #expect(outliers[2] == "No unusual value after this point.")
        #expect(navigator.perform(.maximum).announcement.hasPrefix("Highest median of Time: Bus, median 35 minutes"))
        #expect(navigator.perform(.minimum).announcement.hasPrefix("Lowest median of Time: Walk, median 18 minutes"))
        #expect(navigator.perform(.chartMaximum).announcement.hasPrefix("Chart's highest median, Time: Bus"))
        #expect(
            navigator.perform(.up).announcement
                == "Time, series 1 of 1, 4 boxes, lowest median 18 minutes, highest median 35 minutes")
    }

    @Test func countsAreGroupedAndAChordOfManySeriesCountsTheRest() {
        // 12 series of 2,000 steps: "Point 1,500 of 2,000", never "1500 of 2000"; a chord names 8 series from the
        // current one and counts the other 4 (the reviewer heard 15,906 characters from 1,000 series).
        let x = (0..<2_000).map(Double.init)
        let chart = Chart(
            xAxis: .numeric("Step"), yAxis: .numeric("Load"),
            series: (1...12).map { number in
                Series(name: "ABCDEFGHIJKL".map(String.init)[number - 1], x: x, y: x.map { $0 + Double(number) })
            })
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.goTo("1499"))
        #expect(navigator.perform(.whereAmI).announcement.hasPrefix("Point 1,500 of 2,000 in A, series 1 of 12: "))
        #expect(
            navigator.perform(.chord).announcement
                == "Step 1,499: A 1,500; B 1,501; C 1,502; D 1,503; E 1,504; F 1,505; G 1,506; H 1,507; 4 more series"
        )
        #expect(
            navigator.perform(.chord).sound
                == .chord((1...8).map { navigator.mapping.frequency(of: 1_499 + Double($0)) }))
        // From the tenth series: the last eight.
        _ = navigator.perform(.last)
        for _ in 0..<9 { _ = navigator.perform(.nextSeries) }
        #expect(navigator.perform(.chord).announcement.hasPrefix("Step 1,999: E 2,004; F 2,005;"))
        #expect(navigator.perform(.chord).announcement.hasSuffix("L 2,011; 4 more series"))
    }

    @Test func pageDownAndUpLeapATenthOfTheGroupsOrOfTheSeries() {
        // The reviewer's 1,000 walkers: Page Down at the group level went to the next group, at the series level to the
        // next series, though the help says "a tenth". 30 series of 200 steps: 20 groups of 10, and 30 series.
        let x = (0..<200).map(Double.init)
        let chart = Chart(
            xAxis: .numeric("Step"), yAxis: .numeric("Load"),
            series: (0..<30).map { number in Series(name: "W\(number)", x: x, y: x.map { $0 + Double(number) }) })
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.up)
        let groups = navigator.indexes[0].groups.count
        #expect(navigator.level == .group && groups >= 10)
        _ = navigator.perform(.forward)
        #expect(navigator.groupIndex == groups / 10)
        _ = navigator.perform(.back)
        _ = navigator.perform(.back)
        #expect(navigator.groupIndex == 0)
        _ = navigator.perform(.up)
        let series = [NavigatorCommand.forward, .forward, .back, .last, .forward].map { command -> Int in
            _ = navigator.perform(command)
            return navigator.seriesIndex
        }
        #expect(series == [3, 6, 3, 29, 29])
    }

    @Test func aChordOfNumberedCategoriesSaysThemAsThePointDoes() throws {
        // mtcars' mpg by cylinders as box plots: the box is "cyl 8, median 15.2", and its chord was "8: mpg 15.2".
        let box = BoxSummary(minimum: 10.4, lowerQuartile: 14.4, median: 15.2, upperQuartile: 16.2, maximum: 19.2)
        let chart = Chart(
            kind: .box, xAxis: .categorical("cyl"), yAxis: .numeric("mpg"),
            series: [Series(name: "mpg", points: [DataPoint(category: "8", box: box)])])
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.whereAmI).announcement.contains("cyl 8, median 15.2"))
        #expect(navigator.perform(.chord).announcement == "cyl 8: mpg 15.2")
    }
}
