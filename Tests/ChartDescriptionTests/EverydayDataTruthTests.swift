import ChartModel
import Foundation
import Testing

@testable import ChartDescription

/// What a new user's real datasets showed (issue 29's review): repeated categories, repeated dates, means the author
/// titled, one sentence's digits, a fall of almost all, counts that are 0, and totals in every language; each checked
/// against truth worked out here.
@Suite struct EverydayDataTruthTests {
    static let locales = ["en_US", "de_DE", "fr_FR", "es_ES"]

    /// The sentences of `chart` described at `level`, in `locale`.
    static func sentences(_ chart: Chart, _ locale: String, _ level: DescriptionLevel = .summary) throws -> [String] {
        var chart = chart
        chart.locale = locale
        return try ChartDescriber(chart: chart).describe(level).sentences.map(\.text)
    }

    /// Expects `chart` described at `level` in each locale of `expected` to say that locale's phrase; returns what was
    /// said, by locale.
    @discardableResult
    static func expectSaid(
        _ chart: Chart, _ expected: [String: String], _ level: DescriptionLevel = .summary,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: String] {
        var said: [String: String] = [:]
        for (locale, phrase) in expected {
            let text = try sentences(chart, locale, level).joined(separator: " ")
            #expect(text.contains(phrase), "\(locale): \(text)", sourceLocation: sourceLocation)
            said[locale] = text
        }
        return said
    }

    // MARK: Repeated categories (barley: each variety once a year at every site)

    static let varieties = (1...9).map { "V\($0)" }
    /// Two sites' yields of nine varieties in two years, the first year's nine bars, then the second's.
    static let waseca: [(Double, Double)] = [
        (50, 20), (40, 42), (30, 34), (20, 10), (60, 61), (45, 44), (33, 31), (25, 27), (38, 36),
    ]
    static let morris: [(Double, Double)] = [
        (30, 30), (35, 45), (33, 33), (18, 14), (62, 62), (44, 46), (30, 30), (27, 28), (39, 30),
    ]

    static func barley(years: Int = 2, morris: [(Double, Double)] = morris) -> Chart {
        func series(_ name: String, _ yields: [(Double, Double)]) -> Series {
            let names = years == 2 ? varieties + varieties : varieties
            let y = years == 2 ? yields.map(\.0) + yields.map(\.1) : yields.map(\.0)
            return Series(name: name, x: .categories(names), y: y)
        }
        return Chart(
            title: "Barley", kind: .bar, xAxis: .categorical("Variety"), yAxis: .numeric("Yield"),
            series: [series("Waseca", waseca), series("Morris", morris)])
    }

    /// A year repeated by many rows (barley's sites and varieties) is a group at that year: "in 1931", never "between
    /// 1931 and 1931".
    @Test func aGroupAtOneYearIsSaidAtThatYear() throws {
        let years = [Double](repeating: 1931, count: 60) + [Double](repeating: 1932, count: 60)
        let yields = years.indices.map { Double($0 % 60) + ($0 < 60 ? 10 : 0) }
        // Truth: 1931's rows average 39.5, 1932's 29.5.
        let means = [1931.0, 1932].map { year in
            let chosen = years.indices.filter { years[$0] == year }.map { yields[$0] }
            return chosen.reduce(0, +) / Double(chosen.count)
        }
        #expect(means == [39.5, 29.5])
        let chart = Chart(
            title: "Barley", kind: .line, xAxis: .numeric("year"), yAxis: .numeric("yield"),
            series: [Series(name: "yield", x: years, y: yields.map { Optional($0) })])
        try Self.expectSaid(
            chart,
            [
                "en_US": "from 39.5 in 1931 to 29.5 in 1932", "de_DE": "von 39,5 im Jahr 1931 auf 29,5 im Jahr 1932",
                "fr_FR": "de 39,5 en 1931 à 29,5 en 1932", "es_ES": "de 39,5 en 1931 a 29,5 en 1932",
            ])
        for locale in Self.locales {
            let said = try Self.sentences(chart, locale).joined(separator: " ")
            #expect(!["1931 and 1931", "1931 und 1931", "1931 et 1931", "1931 y 1931"].contains { said.contains($0) })
        }
    }

    @Test func repeatedCategoriesAreComparedOnceEachByTheirAverage() throws {
        // Truth: each variety's two yields averaged, site against site.
        let means = { (yields: [(Double, Double)]) in yields.map { ($0.0 + $0.1) / 2 } }
        let (w, m) = (means(Self.waseca), means(Self.morris))
        let morrisAbove = Self.varieties.indices.filter { m[$0] > w[$0] }
        let wasecaAbove = Self.varieties.indices.filter { w[$0] > m[$0] }
        #expect(morrisAbove.map { Self.varieties[$0] } == ["V3", "V4", "V5", "V6", "V8"])
        #expect(wasecaAbove.map { Self.varieties[$0] } == ["V1", "V2", "V7", "V9"])
        // The three exceptions named are the widest apart, widest first: V1 by 5, V9 by 2.5, V7 by 2 (V2 by 1).
        #expect(
            wasecaAbove.sorted { w[$0] - m[$0] > w[$1] - m[$1] }.map { Self.varieties[$0] } == ["V1", "V9", "V7", "V2"])
        // Bar by bar it would be 10 of 18 "categories", a count of rows, not of varieties.
        let rows = zip(Self.waseca.flatMap { [$0.0, $0.1] }, Self.morris.flatMap { [$0.0, $0.1] })
        #expect(rows.filter { $0.1 > $0.0 }.count == 10)
        let expected = [
            "en_US":
                "Morris is above Waseca in 5 of 9 categories, by each category's average; 4 exceptions, among them V1, V9 and V7.",
            "de_DE":
                "Morris liegt über Waseca in 5 von 9 Kategorien, gemessen am Mittel jeder Kategorie; 4 Ausnahmen, darunter V1, V9 und V7.",
            "fr_FR":
                "Morris dépasse Waseca dans 5 des 9 catégories, d'après la moyenne de chaque catégorie\u{202F}; 4 exceptions, dont V1, V9 et V7.",
            "es_ES":
                "Morris supera a Waseca en 5 de 9 categorías, según la media de cada categoría; 4 excepciones, entre ellas V1, V9 y V7.",
        ]
        let repeated = [
            "en_US": ", 9 categories, V1 to V9, up to 2 values per category in a series.",
            "de_DE": ", 9 Kategorien, V1 bis V9, bis zu 2 Werte je Kategorie in einer Reihe.",
            "fr_FR": ", 9 catégories, V1 à V9, jusqu'à 2 valeurs par catégorie dans une série.",
            "es_ES": ", 9 categorías, de V1 a V9, hasta 2 valores por categoría en una serie.",
        ]
        for locale in Self.locales {
            let said = try Self.sentences(Self.barley(), locale)
            #expect(said.contains(expected[locale] ?? ""), "\(locale): \(said)")
            // The overview says that categories repeat, so a variety both highest and lowest is heard as two bars.
            #expect(said.contains { $0.hasSuffix(repeated[locale] ?? "") }, "\(locale): \(said)")
        }
    }

    @Test func categoriesOnceEachAreComparedBarByBar() throws {
        // One year: no average and no repeat; of four exceptions, three are named and the sentence says so.
        let first = Self.varieties.indices.filter { Self.morris[$0].0 > Self.waseca[$0].0 }
        #expect(first.map { Self.varieties[$0] } == ["V3", "V5", "V8", "V9"])
        let said = try Self.sentences(Self.barley(years: 1), "en_US")
        #expect(said.contains("Waseca is above Morris in 5 of 9 categories; 4 exceptions, among them V3, V5 and V8."))
        // Three exceptions are all of them.
        var morris = Self.morris
        morris[7].0 = 24
        #expect(
            try Self.sentences(Self.barley(years: 1, morris: morris), "en_US").contains(
                "Waseca is above Morris in 6 of 9 categories; the exceptions: V3, V5 and V9."))
        #expect(!said.joined().contains("per category in a series"))
    }

    // MARK: Repeated dates

    @Test func aSeriesOfRepeatedMonthsCountsItsMonths() throws {
        // 120 months from January 2000, eight of them given twice: 128 rows, 120 months.
        var x: [Double] = []
        var y: [Double] = []
        for month in 0..<120 {
            let date = Double(ISODate.daysSince1970(year: 2000 + month / 12, month: month % 12 + 1, day: 1) * 86_400)
            let value = 100 + 20 * sin(Double(month) / 6) + Double(month) / 4
            x.append(date)
            y.append(value)
            if month % 15 == 3 {
                x.append(date)
                y.append(value + 1)
            }
        }
        #expect(x.count == 128 && Set(x).count == 120)
        let chart = Chart(
            title: "IBM", xAxis: .date("Date"), yAxis: .numeric("Price"),
            series: [Series(name: "IBM", isContinuous: true, x: x, y: y)])
        let said = try Self.sentences(chart, "en_US")
        #expect(said.contains { $0.hasPrefix("IBM: 120 months, summarised by") }, "\(said)")
    }

    // MARK: Means the author titled

    static func origins(title: String, aggregate: Axis.Aggregate?) -> Chart {
        var axis = Axis.numeric(title)
        axis.aggregate = aggregate
        return Chart(
            title: "Cars", kind: .bar, xAxis: .categorical("Origin"), yAxis: axis,
            series: [Series(name: title, x: .categories(["Europe", "Japan", "USA"]), y: [81, 79.8, 119.9])])
    }

    @Test func aMeanTitledWithoutAverageWordsIsAnAverageOfBars() throws {
        // (81 + 79.8 + 119.9) / 3 = 93.5667: the mean of three means, not of the cars.
        let mean: Double = [81, 79.8, 119.9].reduce(0, +) / 3
        #expect(abs(mean - 93.5667) < 0.0001)
        let expected = [
            "en_US": "Average of the 3 bars: 93.57.", "de_DE": "Durchschnitt der 3 Balken: 93,57.",
            "fr_FR": "Moyenne des 3 barres\u{00A0}: 93,57.", "es_ES": "Media de las 3 barras: 93,57.",
        ]
        for title in ["Horsepower", "Precipitation"] {
            let chart = Self.origins(title: title, aggregate: .mean)
            #expect(chart.yAxis?.isOfAverages == true && chart.yAxis?.resolvedAggregation == .mean)
            for locale in Self.locales {
                let said = try Self.sentences(chart, locale).joined(separator: " ")
                #expect(said.contains(expected[locale] ?? ""), "\(locale): \(said)")
            }
        }
        // Without the aggregate, the title alone makes these means rainfall that adds up: 81 + 79.8 + 119.9.
        let guessed = Self.origins(title: "Precipitation", aggregate: nil)
        #expect(guessed.yAxis?.isOfAverages == false)
        #expect(try Self.sentences(guessed, "en_US").contains("Total: 280.7."))
        // A sum or a count says its total, whatever the title.
        let counted = Self.origins(title: "Cars", aggregate: .count)
        #expect(counted.yAxis?.isOfAverages == false && counted.yAxis?.resolvedAggregation == .sum)
        // Spanish titles a mean "Media de …"; in English "media" is no average.
        #expect(
            Axis.numeric("Media de precio").isOfAverages(locale: "es_ES")
                && Axis.numeric("Mediana de precio").isOfAverages(locale: "es_ES"))
        #expect(!Axis.numeric("Media de precio").isOfAverages(locale: "en_US"))
    }

    @Test func theAggregateRoundTripsThroughTheChartFormat() throws {
        let chart = Self.origins(title: "Precipitation", aggregate: .median)
        let json = ChartJSON.encode(chart)
        #expect(json.contains(#""aggregate":"median""#) || json.contains(#""aggregate": "median""#), "\(json)")
        #expect(try ChartJSON.decode(Array(json.utf8)).yAxis?.aggregate == .median)
        // A file from before the field reads as it did, and a wrong value names the expected ones.
        let old = #"{"xAxis": {"type": "categorical", "title": "c"}, "yAxis": {"title": "n"}, "series": []}"#
        #expect(try ChartJSON.decode(Array(old.utf8), isStrict: true).yAxis?.aggregate == nil)
        let wrong = #"{"xAxis": {"title": "c"}, "yAxis": {"title": "n", "aggregate": "mode"}, "series": []}"#
        #expect(throws: ChartReadError.self) { try ChartJSON.decode(Array(wrong.utf8)) }
    }

    // MARK: One sentence, one precision

    @Test func aCourseOfAveragesSaysEachValueWithTheSameDigits() throws {
        // Quarterly averages of data written with two decimals, from 129.75 down to 9.1333 and back up to 88.5.
        let january = ISODate.seconds(from: "2001-01-01") ?? 0
        let quarter = 91.0 * 86_400
        let x = (0..<8).map { january + Double($0) * quarter }
        let chart = Chart(
            title: "AMZN", xAxis: .date("Date"), yAxis: .numeric("Price"),
            series: [
                Series(
                    name: "AMZN", isContinuous: true, x: x, y: [129.75, 80.25, 40.5, 9.25, 9.13, 30.5, 60.75, 88.5])
            ])
        func anchor(_ value: Double, _ index: Int) -> Anchor { Anchor(value: value, place: .value(x[index])) }
        let low = 9.133_333
        let fall = Move(direction: .falling, from: anchor(129.75, 0), to: anchor(low, 3), change: .percent(-0.93))
        let rise = Move(direction: .rising, from: anchor(low, 3), to: anchor(88.5, 7), change: .fold(9.69))
        let course = Course(
            series: SeriesName("AMZN"), grouping: .quarter,
            shape: .swings(rises: 4, falls: 4, low: low, high: 129.75, largest: [fall, rise], overall: nil),
            isBandMiddle: false)
        for locale in Self.locales {
            var local = chart
            local.locale = locale
            let said = FrenchAndSpanishTests.said(.course(course), about: local)
            let decimal = locale == "en_US" ? "." : ","
            // The low is a range's end and a move's end in one sentence: said alike, with the range's digits.
            #expect(said.components(separatedBy: "9\(decimal)13").count == 4, "\(locale): \(said)")
            #expect(!said.contains("9\(decimal)133") && said.contains("129\(decimal)75"), "\(locale): \(said)")
        }
    }

    // MARK: Almost all is not all

    @Test func aFallOfAlmostAllIsNotSaidAsAll() throws {
        // 1,000 to 2.005 is a fall of 99.7995 percent: two significant digits would round it to 100.
        let fall: Double = 1 - 2.005 / 1000
        #expect(abs(fall * 100 - 99.7995) < 1e-9)
        let words = [
            "en_US": ("99.8 percent", "0.004 percent", "100 percent", "1.5 percent"),
            "de_DE": ("99,8 Prozent", "0,004 Prozent", "100 Prozent", "1,5 Prozent"),
            "fr_FR": ("99,8 pour cent", "0,004 pour cent", "100 pour cent", "1,5 pour cent"),
            "es_ES": ("99,8 por ciento", "0,004 por ciento", "100 por ciento", "1,5 por ciento"),
        ]
        for locale in Self.locales {
            let language = Language(locale: locale)
            let expected = try #require(words[locale])
            #expect(NumberWording.percent(-fall, language: language) == expected.0)
            #expect(NumberWording.percent(0.000_04, language: language) == expected.1)
            // All of it is still all of it, and other values keep two significant digits.
            #expect(NumberWording.percent(-1, language: language) == expected.2)
            #expect(NumberWording.percent(0.0149, language: language) == expected.3)
        }
        #expect(NumberWording.percent(-0.999_96, language: Language(locale: "en_US")) == "99.996 percent")
        // A rise of 100.3 percent is a doubling, said so.
        #expect(NumberWording.percent(1.003, language: Language(locale: "en_US")) == "100 percent")
        let x = (0..<3).map(Double.init)
        let chart = Chart(
            title: "Stock", xAxis: .numeric("Day"), yAxis: .numeric("Price"),
            series: [Series(name: "Stock", isContinuous: true, x: x, y: [1000, 400, 2.005])])
        let said = try Self.sentences(chart, "en_US").joined(separator: " ")
        #expect(said.contains("falls 99.8 percent") && !said.contains("100 percent"), "\(said)")
    }

    // MARK: Counts of nothing, and their totals

    /// Weather by month as Vega-Lite counts it: snow on days of January, April and December only.
    static func weatherCounts() throws -> Chart {
        var rows: [String] = []
        for month in 1...12 {
            for day in 1...(month == 2 ? 3 : 4) { rows.append(#"{"m": \#(month), "d": \#(day), "w": "sun"}"#) }
            if [1, 4, 12].contains(month) {
                for day in 1...(month == 1 ? 3 : 1) { rows.append(#"{"m": \#(month), "d": \#(day), "w": "snow"}"#) }
            }
        }
        let spec = """
            {"data": {"values": [\(rows.joined(separator: ", "))]}, "mark": "bar",
             "encoding": {"x": {"field": "m", "type": "ordinal"}, "y": {"aggregate": "count", "type": "quantitative"},
             "color": {"field": "w", "type": "nominal"}}}
            """
        return try ChartReader.read(Array(spec.utf8), format: .vegaLite)
    }

    @Test func monthsWithoutSnowCountZero() throws {
        let chart = try Self.weatherCounts()
        let snow = try #require(chart.series.first { $0.name == "snow" })
        // Truth: 3 snowy days in January, 1 in April, 1 in December, none in the nine months between.
        #expect(snow.y == [3, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1])
        #expect(chart.series.first { $0.name == "sun" }?.y == [4, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4])
        let said = try Self.sentences(chart, "en_US").joined(separator: " ")
        // The fall after April reaches 0 in May and stays there through November: never "to 0 for 11, most of it".
        #expect(
            said.contains("then falls by 1 to 0 for m 5 and is still there for m 11, then rises by 1 to 1 for m 12"),
            "\(said)")
        #expect(!said.contains("most of it"), "\(said)")
        // Its average is of twelve months, 5 / 12, so it, not sun, is the lowest.
        #expect(said.contains("Highest on average: sun (3.92); lowest: snow (0.42)."), "\(said)")
    }

    /// A year of monthly rain from January 2025: runs of dry months between three showers.
    static func rain(_ y: [Double], locale: String = "en_US") -> Chart {
        let x = (1...12).map { Double(ISODate.daysSince1970(year: 2025, month: $0, day: 1) * 86_400) }
        return Chart(
            title: "Rain", locale: locale, xAxis: .date("Month"), yAxis: .numeric("Rain", unit: "mm"),
            series: [Series(name: "Rain", x: .numbers(x), y: y)])
    }

    @Test func aRunOfZerosIsDatedWhereTheFallReachesIt() throws {
        let rain: [Double] = [0, 0, 5, 0, 0, 0, 12, 0, 0, 0, 0, 3]
        // Truth: the fall from July's 12 reaches 0 in August (one step, all of the fall), and rain stays at 0 through
        // November; the fall from March's 5 reaches 0 in April and stays there through June; the year starts dry
        // through February, and the rise to March's 5 leaves from there.
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let peak = rain.firstIndex(of: 12)!
        let reached = rain[peak...].firstIndex(of: 0)!
        let lastDry = rain[reached...].firstIndex { $0 != 0 }! - 1
        #expect((months[reached], months[lastDry]) == ("August", "November"))
        let expected = [
            "en_US": [
                "starts at 0 mm in January 2025 and is still there in February 2025, then rises by 5 mm to 5 mm in March",
                "then falls by 5 mm to 0 mm in April 2025 and is still there in June 2025",
                "then falls by 12 mm to 0 mm in \(months[reached]) 2025 and is still there in \(months[lastDry]) 2025, then rises",
            ],
            "de_DE": [
                "beginnt bei 0 mm im Januar 2025 und liegt im Februar 2025 noch dort, steigt um 5 mm auf 5 mm im März",
                "fällt um 5 mm auf 0 mm im April 2025 und liegt im Juni 2025 noch dort",
                "fällt um 12 mm auf 0 mm im August 2025 und liegt im November 2025 noch dort, steigt",
            ],
            "fr_FR": [
                "commence à 0 mm en janvier 2025 et y est encore en février 2025, puis augmente de 5 mm jusqu'à 5 mm en mars",
                "baisse de 5 mm jusqu'à 0 mm en avril 2025 et y est encore en juin 2025",
                "baisse de 12 mm jusqu'à 0 mm en août 2025 et y est encore en novembre 2025, puis",
            ],
            "es_ES": [
                "empieza en 0 mm en enero de 2025 y sigue ahí en febrero de 2025, luego sube 5 mm hasta 5 mm en marzo",
                "baja 5 mm hasta 0 mm en abril de 2025 y sigue ahí en junio de 2025",
                "baja 12 mm hasta 0 mm en agosto de 2025 y sigue ahí en noviembre de 2025, luego",
            ],
        ]
        for (locale, phrases) in expected {
            let said = try Self.sentences(Self.rain(rain), locale).joined(separator: " ")
            for phrase in phrases { #expect(said.contains(phrase), "\(locale): \(said)") }
            // A fall that is all of its move is not "most of it", and the fall is not dated at the run's end.
            for wrong in [
                "most of it", "Großteil", "l'essentiel", "sobre todo", "0 mm in November 2025, ",
                "from 0 mm in January",
            ] {
                #expect(!said.contains(wrong), "\(locale): \(said)")
            }
        }
    }

    @Test func aPriceHeldAtItsPeakFallsFromTheRunsEnd() throws {
        // A price held at 30 from March to June, then falling to 12 by September: the fall starts in June, so a move of
        // four months at most, with no single month making most of it.
        let price: [Double] = [10, 20, 30, 30, 30, 30, 24, 18, 12, 12, 12, 12]
        let held = price.indices.filter { price[$0] == 30 }
        #expect((held.first, held.last) == (2, 5))
        let said = try Self.sentences(Self.rain(price), "en_US").joined(separator: " ")
        #expect(
            said.contains(
                "rises about 3-fold from 10 mm in January 2025 to 30 mm in March 2025 and is still there in June 2025, "
                    + "then falls 60 percent to 12 mm in September 2025 and is still there in December 2025."),
            "\(said)")
        #expect(!said.contains("most of it"), "\(said)")
    }

    @Test func titleWordsMeanWhatTheyMeanInTheChartsLanguage() throws {
        // Messages sent on four social media platforms in a day, in millions: a count, which adds up.
        let messages: [Double] = [3_070, 2_500, 2_000, 1_580]
        let total = messages.reduce(0, +)
        #expect(total == 9_150)
        let chart = Chart(
            title: "Social media", kind: .bar, xAxis: .categorical("Platform"),
            yAxis: .numeric("Social media messages"),
            series: [
                Series(name: "Messages", x: .categories(["Facebook", "YouTube", "Instagram", "TikTok"]), y: messages)
            ])
        // In English "media" is no average (Spanish "media" is): the messages total.
        #expect(chart.resolvedYAxis.resolvedAggregation(locale: "en_US") == .sum)
        let said = try Self.sentences(chart, "en_US").joined(separator: " ")
        #expect(said.contains("Total: 9,150."), "\(said)")
        #expect(!said.contains("Average"), "\(said)")
        // Users are a level, but "Social media users" is no title of averages (no "average of the 4 bars").
        var users = chart
        users.yAxis = .numeric("Social media users")
        #expect(!Axis.numeric("Social media users").isOfAverages(locale: "en_US"))
        let heard = try Self.sentences(users, "en_US").joined(separator: " ")
        #expect(heard.contains("Average: 2,288."), "\(heard)")
        #expect(!heard.contains("Average of the"), "\(heard)")
        // In Spanish "Media de mensajes" is a mean of messages: it has no total.
        #expect(Axis.numeric("Media de mensajes").resolvedAggregation(locale: "es_ES") == .mean)
        var spanish = chart
        spanish.yAxis = .numeric("Media de mensajes")
        let dicho = try Self.sentences(spanish, "es_ES").joined(separator: " ")
        #expect(!dicho.contains("Total"), "\(dicho)")
    }

    @Test func aShortSeriesTellsEveryTurnWithItsValuesDigits() throws {
        // A monthly margin as a spreadsheet writes it: four values, each move told, each change as precise as the
        // values it joins.
        let margins = [12.5, 15, 9.75, 20]
        let csv = "month,margin\n2025-01,12.5%\n2025-02,15%\n2025-03,9.75%\n2025-04,20%\n"
        let chart = try ChartReader.read(Array(csv.utf8), format: .csv)
        let changes = zip(margins, margins.dropFirst()).map { abs($1 - $0) }
        #expect(changes == [2.5, 5.25, 10.25])
        let expected = [
            "en_US": [
                "rises 2.5 percentage points from 12.5 percent in January 2025 to 15 percent in February 2025",
                "then falls 5.25 percentage points to 9.75 percent in March 2025",
                "then rises 10.25 percentage points to 20 percent in April 2025",
            ],
            "de_DE": ["2,5 Prozentpunkte", "5,25 Prozentpunkte", "10,25 Prozentpunkte", "15 Prozent im Februar 2025"],
            "fr_FR": [
                "2,5 points de pourcentage", "5,25 points de pourcentage", "10,25 points de pourcentage",
                "février 2025",
            ],
            "es_ES": [
                "2,5 puntos porcentuales", "5,25 puntos porcentuales", "10,25 puntos porcentuales", "febrero de 2025",
            ],
        ]
        for (locale, phrases) in expected {
            let said = try Self.sentences(chart, locale).joined(separator: " ")
            for phrase in phrases { #expect(said.contains(phrase), "\(locale): \(said)") }
            // 2.75 points (January to March, merged) is never told, nor rounded to 3.
            for wrong in [" 3 percentage", " 3 Prozentpunkte", " 3 points de", " 3 puntos", "2.75", "2,75"] {
                #expect(!said.contains(wrong), "\(locale): \(said)")
            }
        }
    }

    @Test func aTinyShareIsNeverSaidAsNone() throws {
        // Five years' spending, the last 0.5 of 2,102.5: 0.024 percent of the whole, not 0.
        let spent = [1_000, 800, 300, 2, 0.5]
        let total = spent.reduce(0, +)
        #expect(total == 2_102.5)
        let share = 0.5 / total * 100
        #expect(String(format: "%.3f", share) == "0.024")
        let chart = Chart(
            title: "Spending", kind: .pie, xAxis: .numeric("Year"), yAxis: .numeric("Value"),
            series: [Series(name: "Spent", x: [2020, 2021, 2022, 2023, 2024], y: spent)])
        let expected = [
            "en_US": "smallest: 2024, 0.024 percent (0.5)", "de_DE": "2024, 0,024 Prozent (0,5)",
            "fr_FR": "2024, 0,024 pour cent (0,5)", "es_ES": "2024, 0,024 por ciento (0,5)",
        ]
        for (locale, said) in try Self.expectSaid(chart, expected) {
            #expect(!said.contains("2024, 0 "), "\(locale): \(said)")
        }
    }

    @Test func seriesNamedByYearsAreSaidAsTheYears() throws {
        // Barley yields by site in two years (columns site,1931,1932): Crookston 436.6 and 311.8, Duluth 302.9 and
        // 257, Morris 292.9 and 415.1, so 1931 is above 1932 at 2 of the 3 sites, Morris the exception. A year is a
        // name as it is ("1931 is above 1932"), never "Series 1931", which reads as an index.
        let sites = ["Crookston", "Duluth", "Morris"]
        let chart = Chart(
            title: "Barley", kind: .bar, xAxis: .categorical("site"), yAxis: .numeric("Yield"),
            series: [
                Series(name: "1931", x: .categories(sites), y: [436.6, 302.9, 292.9]),
                Series(name: "1932", x: .categories(sites), y: [311.8, 257, 415.1]),
            ])
        let expected = [
            "en_US": "Series: 1931 and 1932. X axis",
            "de_DE": "1931 liegt über 1932 in 2 von 3 Kategorien; die Ausnahme: Morris.",
            "fr_FR": "1931 dépasse 1932 dans 2 des 3 catégories\u{202F}; l'exception\u{A0}: Morris.",
            "es_ES": "1931 supera a 1932 en 2 de 3 categorías; la excepción: Morris.",
        ]
        for (locale, said) in try Self.expectSaid(chart, expected) {
            #expect(!said.contains("Series 19") && !said.contains("Reihe 19") && !said.contains("rie 19"), "\(locale)")
        }
        try Self.expectSaid(chart, ["en_US": "1931 is above 1932 in 2 of 3 categories; the exception: Morris."])
    }

    @Test func numericNamesAreSetOffFromTheirValues() throws {
        // Cars by cylinders (series named by a number) and origin: each name followed by its value in a list is set
        // off by the pack's colon, or "4 51 percent" is heard as two numbers; a series named by a number is said as
        // a series ("Series 4"), or "4 is above 8" is heard as arithmetic.
        let chart = Chart(
            title: "Cars", kind: .bar, xAxis: .categorical("Origin"), yAxis: .numeric("Cars", unit: "cars"),
            series: [
                Series(name: "4", x: .categories(["Europe", "Japan", "USA"]), y: [61, 69, 69]),
                Series(name: "8", x: .categories(["Europe", "Japan", "USA"]), y: [1, 2, 103]),
            ], stacking: .standard)
        // Truth: 4 cylinders are 199 of 305 cars, 65 percent; 8 cylinders 106, 35 percent.
        #expect(((199.0 / 305) * 100).rounded() == 65 && ((106.0 / 305) * 100).rounded() == 35)
        let expected = [
            "en_US": "Series 4: 65 percent and Series 8: 35 percent",
            "de_DE": "Reihe 4: 65 Prozent und Reihe 8: 35 Prozent",
            "fr_FR": "Série 4\u{A0}: 65 pour cent et Série 8\u{A0}: 35 pour cent",
            "es_ES": "Serie 4: 65 por ciento y Serie 8: 35 por ciento",
        ]
        try Self.expectSaid(chart, expected)
        // Truth: 4 cylinders outnumber 8 in Europe (61 to 1) and Japan (69 to 2), not in the USA (69 to 103).
        let comparisons = [
            "en_US": "Series 4 is above Series 8 in 2 of 3 categories; the exception: USA.",
            "de_DE": "Reihe 4 liegt über Reihe 8 in 2 von 3 Kategorien; die Ausnahme: USA.",
            "fr_FR": "Série 4 dépasse Série 8 dans 2 des 3 catégories\u{202F}; l'exception\u{A0}: USA.",
            "es_ES": "Serie 4 supera a Serie 8 en 2 de 3 categorías; la excepción: USA.",
        ]
        try Self.expectSaid(chart, comparisons)
        // A pie by year: "2021: 38 percent" in its list; a ranking of years: "2021: 800".
        let pie = Chart(
            title: "Budget", kind: .pie, xAxis: .numeric("Year"), yAxis: .numeric("Spent"),
            series: [Series(name: "Spent", x: [2020, 2021, 2022, 2023], y: [1000, 800, 300, 2])])
        let slices = try Self.sentences(pie, "en_US").joined(separator: " ")
        #expect(slices.contains("In between: 2021: 38 percent, 2022: 14 percent."), "\(slices)")
        // Names that end in no digit are read as before; one that ends in a digit ("V5") is set off too.
        let named = try Self.sentences(chart, "en_US").joined(separator: " ")
        #expect(named.contains("from highest: Japan 69 cars, USA 69 cars, Europe 61 cars"), "\(named)")
        let varieties = try Self.sentences(Self.barley(years: 1), "en_US").joined(separator: " ")
        #expect(varieties.contains("highest: V5 (60)"), "\(varieties)")
    }

    @Test func aStacksZeroCountsAreCountedAsUndrawn() throws {
        // Weather by month: sun every month, snow in three; Vega-Lite's stack counts no snow as 0 in nine months.
        let chart = try Self.weatherCounts()
        let zeros = chart.series.reduce(0) { $0 + $1.y.filter { $0 == 0 }.count }
        #expect(zeros == 9 && chart.series.reduce(0) { $0 + $1.count } == 24)
        let expected = [
            "en_US": "24 bars in 2 series, 9 of them zero and not drawn",
            "de_DE": "24 Balken in 2 Reihen, davon 9 mit dem Wert null und nicht gezeichnet",
            "fr_FR": "24 barres en 2 séries, dont 9 de valeur nulle, non dessinées",
            "es_ES": "24 barras en 2 series, 9 de ellas con valor cero, sin dibujar",
        ]
        try Self.expectSaid(chart, expected, .overview)
        // A stack with no zero says nothing of them; side-by-side bars with a zero are drawn as a bar of no height
        // too, but a grouped zero is a bar in its place, as a line's zero is a point.
        var unstacked = chart
        unstacked.stacking = .unstacked
        #expect(!(try Self.sentences(unstacked, "en_US", .overview).joined().contains("zero")))
    }

    @Test func barStatisticsCountBars() throws {
        // A bar chart's details count its bars, in every language, as its overview does.
        let chart = Self.barley(years: 1)
        let expected = [
            "en_US": "Waseca: 9 bars.", "de_DE": "Waseca: 9 Balken.", "fr_FR": "Waseca\u{A0}: 9 barres.",
            "es_ES": "Waseca: 9 barras.",
        ]
        for (locale, said) in try Self.expectSaid(chart, expected, .details) {
            #expect(!said.contains("9 points") && !said.contains("9 Punkte") && !said.contains("9 puntos"), "\(locale)")
        }
    }

    @Test func aTieLongerThanItsListIsCountedNotCut() throws {
        // Snow days by month: 0 in the seven months May to November, a tie longer than the six a list names.
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let days: [Double] = [8, 3, 6, 1, 0, 0, 0, 0, 0, 0, 0, 5]
        let zeros = months.indices.filter { days[$0] == 0 }.map { months[$0] }
        #expect(zeros.count == 7)
        let chart = Chart(
            title: "Snow", kind: .bar, xAxis: .categorical("Month"), yAxis: .numeric("Days"),
            series: [Series(name: "snow", x: .categories(months), y: days)])
        let said = try Self.sentences(chart, "en_US").joined(separator: " ")
        let named = zeros.prefix(6).map { "\($0) (0)" }.joined(separator: ", ")
        #expect(said.contains("lowest: \(named) and 1 more"), "\(said)")
    }

    @Test func aPieByYearNamesItsSlices() throws {
        // Slices on a numeric x are named by their x: 1,000 of 2,100 is 47.6 percent.
        let chart = Chart(
            title: "Budget", kind: .pie, xAxis: .numeric("Year"), yAxis: .numeric("Spent"),
            series: [Series(name: "Spent", x: [2020, 2021, 2022], y: [1000, 800, 300])])
        let said = try Self.sentences(chart, "en_US").joined(separator: " ")
        #expect((1000.0 / 2100 * 100).rounded() == 48)
        #expect(said.contains("Largest slice: 2020, 48 percent (1,000); smallest: 2022, 14 percent (300)"), "\(said)")
    }

    @Test func yearlyAveragesOfADailyCycleAreTheYearsOwn() throws {
        // Four years of daily highs (2012, a leap year, to 2015): a summer peak each year, warming 0.7 a year.
        let start = ISODate.seconds(from: "2012-01-01") ?? 0
        let days = 1_461
        let x = (0..<days).map { start + Double($0) * 86_400 }
        let y = (0..<days).map { day -> Double in
            let season = 10 * sin(2 * Double.pi * (Double(day % 365) - 110) / 365)
            return ((15 + season + 0.7 * Double(day) / 365 + Double((day * 7_919) % 13) / 10) * 10).rounded() / 10
        }
        // Truth: each calendar year's plain average (366 days in 2012).
        let first = y.prefix(366).reduce(0, +) / 366
        let last = y.suffix(365).reduce(0, +) / 365
        let chart = Chart(
            title: "Highs", xAxis: .date("Date"), yAxis: .numeric("High"),
            series: [Series(name: "High", x: .numbers(x), y: y)])
        let said = try Self.sentences(chart, "en_US").joined(separator: " ")
        let expected = String(format: "from %.2f in 2012 to %.2f in 2015", first, last)
        #expect(said.contains("Averaged by year") && said.contains(expected), "\(expected): \(said)")
    }

    @Test func countsAddUpToATotalInEveryLanguage() throws {
        // Count bars: 47 sunny and 5 snowy days; the Vega-Lite title is made in the language spoken.
        let expected = [
            "en_US": "Total: 5.", "de_DE": "Summe: 5.", "fr_FR": "Total\u{00A0}: 5.", "es_ES": "Total: 5.",
        ]
        for locale in Self.locales {
            let language = try #require(expected[locale])
            var chart = try Self.weatherCounts()
            chart.series.removeAll { $0.name != "snow" }
            chart.stacking = nil
            let said = try Self.sentences(chart, locale).joined(separator: " ")
            #expect(said.contains(language), "\(locale): \(said)")
        }
        // Without the aggregate, French and Spanish titles of counts add up as English and German ones do.
        for (title, locale) in [
            ("Nombre de visites", "fr_FR"), ("Número de visitas", "es_ES"), ("Recuento", "es_ES"),
            ("Count of visits", "en_US"), ("Anzahl der Besuche", "de_DE"), ("Count of visits", "de_DE"),
        ] {
            #expect(Axis.numeric(title).resolvedAggregation(locale: locale) == .sum, "\(title)")
        }
    }
}

/// What a new user's CSV files showed (issue 29's fourth review): prices given a total, a scatter's "stretch", one
/// point counted as many.
@Suite struct EverydayFileWordingTests {
    /// A share's closing prices in dollars: a total of prices is no figure of them; a day's sales are summed.
    @Test func pricesHaveNoTotal() throws {
        let prices: [Double?] = [101.2, 102.5, 99.8, 98.1, 103.4, 104]
        func chart(_ title: String) -> Chart {
            var yAxis = Axis.numeric(title)
            yAxis.format = ValueFormat(style: .currency, currencyCode: "USD")
            return Chart(
                title: "Shares", xAxis: .numeric("Day"), yAxis: yAxis,
                series: [Series(name: title, x: .numbers((1...6).map(Double.init)), y: prices)])
        }
        for title in ["Close", "Adj Close", "Open"] {
            let details = try EverydayDataTruthTests.sentences(chart(title), "en_US", .details).joined(separator: " ")
            #expect(details.contains("mean $101.50") && !details.contains("total"), "\(details)")
        }
        // 101.2 + 102.5 + 99.8 + 98.1 + 103.4 + 104 = 609: revenue adds up.
        try EverydayDataTruthTests.expectSaid(chart("Revenue"), ["en_US": "total $609.00"], .details)
    }

    /// A scatter's points are in no order: missing values are counted, with no "longest stretch" between two of them.
    @Test func aScattersMissingValuesMakeNoStretch() throws {
        let x: [Double] = [130, 165, 150, 140, 198, 220, 95, 88, 110, 175]
        let y: [Double?] = [18, 15, nil, nil, nil, nil, 24, 27, 22, 16]
        let chart = Chart(
            title: "Cars", kind: .scatter, xAxis: .numeric("Horsepower"), yAxis: .numeric("Miles per gallon"),
            series: [Series(name: "Cars", x: .numbers(x), y: y)])
        let said = try EverydayDataTruthTests.expectSaid(chart, ["en_US": "No data for 4 of 10 points"])
        #expect(said["en_US"]?.contains("stretch") == false, "\(said)")
    }

    /// A histogram counted from its values says their own figures; from bins alone, estimates said to be so.
    @Test func countedValuesAreSaidExactly() throws {
        // Eight values in bins 2 wide from 2 to 10 (2; 4, 4, 4, 5, 5; 7; 9): by hand, mean 5, median 4.5, sample
        // standard deviation √(32 / 7) = 2.14. The bins' middles would say a mean of (3 + 5 × 5 + 7 + 9) / 8 = 5.5.
        var series = Series(
            name: "",
            points: [(2, 1), (4, 5), (6, 1), (8, 1)].map { DataPoint(xStart: $0.0, xEnd: $0.0 + 2, y: $0.1) })
        let binned = Chart(
            title: "Values", kind: .histogram, xAxis: .numeric("v"), yAxis: .numeric("Count"), series: [series])
        try EverydayDataTruthTests.expectSaid(binned, ["en_US": "estimated from the bins, mean 5.5"], .details)
        series.counted = CountedValues(of: [2, 4, 4, 4, 5, 5, 7, 9])
        let counted = Chart(
            title: "Values", kind: .histogram, xAxis: .numeric("v"), yAxis: .numeric("Count"), series: [series])
        let said = try EverydayDataTruthTests.expectSaid(
            counted,
            [
                "en_US": "V: 2 to 9, mean 5, median 4.5, standard deviation 2.14.",
                "de_DE": "Mittelwert 5, Median 4,5",
            ], .details)
        #expect(said["en_US"]?.contains("estimated") == false)
    }

    /// Years missing from an axis of year numbers are said, as missing dates are: WorldPhones has 1951, then 1956 to
    /// 1961, so 1952 to 1955 are missing; a census every 10 years misses none.
    @Test func yearsMissingFromAYearAxisAreSaid() throws {
        func chart(_ years: [Int]) -> Chart {
            Chart(
                kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Telephones"),
                series: [
                    Series(name: "Europe", x: years.map(Double.init), y: years.map { Double($0 - 1900) * 1_000 })
                ])
        }
        try EverydayDataTruthTests.expectSaid(
            chart([1951] + Array(1956...1961)),
            [
                "en_US": "No data between 1951 and 1956.", "de_DE": "Keine Daten zwischen 1951 und 1956.",
                "fr_FR": "Aucune donnée entre 1951 et 1956.", "es_ES": "Sin datos entre 1951 y 1956.",
            ])
        for years in [Array(1951...1961), Array(stride(from: 1900, through: 2000, by: 10))] {
            let said = try EverydayDataTruthTests.sentences(chart(years), "en_US").joined(separator: " ")
            #expect(!said.contains("No data"), "\(said)")
        }
    }

    /// One point is too few, said in the singular in every language.
    @Test func onePointIsTooFewInTheSingular() throws {
        let chart = Chart(
            title: "One car", kind: .scatter, xAxis: .numeric("Horsepower"), yAxis: .numeric("Miles per gallon"),
            series: [Series(name: "Cars", x: .numbers([130]), y: [18])])
        try EverydayDataTruthTests.expectSaid(
            chart,
            [
                "en_US": "1 point is too few", "de_DE": "1 Punkt ist zu wenig", "fr_FR": "1 point, c'est trop peu",
                "es_ES": "1 punto es demasiado poco",
            ])
    }
}
