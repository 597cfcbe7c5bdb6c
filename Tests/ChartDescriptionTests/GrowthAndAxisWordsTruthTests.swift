import ChartModel
import Foundation
import Languages
import TestSupport
import Testing

@testable import ChartDescription

/// Issue 25, the rest: growth that slows told only where it does, no correlation from too few points, lengths along a
/// plain numeric x said with its title or unit, and German amounts in the dative after "bei" and "von" — each on
/// charts made here, with what must and must not be said.
@Suite struct GrowthAndAxisWordsTruthTests {
    static func stories(_ chart: Chart) throws -> [Story] { try StoryBeyondTests.stories(chart) }
    static func text(_ chart: Chart) throws -> String { try StoryBeyondTests.text(chart) }

    static func slowing(_ chart: Chart) throws -> GrowthSlows? {
        try stories(chart).compactMap { if case .growthSlows(let g) = $0 { g } else { nil } }.first
    }

    /// A town counted every ten years from 1900 to 2020 (13 censuses), `value(k)` at the k-th.
    static func census(
        _ value: (Int) -> Double, locale: String = "en", scale: Axis.Scale = .linear, x: Axis = .date("Census")
    ) -> Chart {
        let years = (0...12).map { 1900 + 10 * $0 }
        let positions =
            x.type == .date
            ? years.map { Double(ISODate.daysSince1970(year: $0, month: 4, day: 1)) * 86_400 } : years.map(Double.init)
        return Chart(
            kind: .line, locale: locale, xAxis: x, yAxis: .numeric("Population", scale: scale, unit: "people"),
            series: [Series(name: "Town", x: positions, y: years.indices.map(value))])
    }

    // MARK: Growth that slows

    /// 100,000 − 60,000 e^(−t/50), t in years from 1900, within 1 percent: a town filling its valley.
    ///
    /// By hand, per decade over the first third (1900 to 1940) and the last (1980 to 2020):
    /// (y(40)/y(0))^(1/4) − 1 and (y(120)/y(80))^(1/4) − 1, about 16 and 1.8 percent.
    @Test func growthThatLevelsOffIsToldAsSlowing() throws {
        func exact(_ t: Double) -> Double { 100_000 - 60_000 * exp(-t / 50) }
        var generator = SeededGenerator(seed: 25)
        let noise = (0...12).map { _ in 1 + generator.gaussian(deviation: 0.01) }
        func counted(_ k: Int) -> Double { (exact(Double(10 * k)) * noise[k]).rounded() }
        let chart = Self.census(counted)
        let early = pow(exact(40) / exact(0), 1.0 / 4) - 1
        let late = pow(exact(120) / exact(80), 1.0 / 4) - 1
        #expect(abs(early - 0.162) < 0.001 && abs(late - 0.0185) < 0.0001)
        let slowing = try #require(try Self.slowing(chart))
        #expect(slowing.period == .decade)
        guard case .percent(let from) = slowing.from, case .percent(let to) = slowing.to else {
            Issue.record("rates not in percent: \(slowing)")
            return
        }
        #expect(abs(from - early) < 0.1 * early, "\(from) against \(early)")
        #expect(abs(to - late) < 0.1 * late, "\(to) against \(late)")
        let english = try Self.text(chart)
        #expect(
            english.contains("Town: growth slows from about 16 percent to about 1.8 percent a decade."), "\(english)")
        let words = [
            "de": "Town: das Wachstum verlangsamt sich von etwa 16 Prozent auf etwa 1,8 Prozent pro Jahrzehnt.",
            "fr": "Town\u{a0}: la croissance ralentit, d'environ 16 pour cent à environ 1,8 pour cent par décennie.",
            "es":
                "Town: el crecimiento se frena, de alrededor del 16 por ciento a alrededor del 1,8 por ciento por década.",
        ]
        for (locale, sentence) in words {
            let said = try Self.text(Self.census(counted, locale: locale))
            #expect(said.contains(sentence), "\(locale): \(said)")
        }
        // The same counts on a plain numeric axis of doses: no calendar to say a rate per.
        #expect(try Self.slowing(Self.census({ exact(Double(10 * $0)) }, x: .numeric("Dose"))) == nil)
        // Titled in years, the plain numbers are a calendar.
        #expect(try Self.slowing(Self.census({ exact(Double(10 * $0)) }, x: .numeric("Year"))) != nil)
    }

    /// Straight, quickening and S-shaped climbs, a fall that slows and a rise that turns: none is growth slowing.
    @Test func growthThatDoesNotSlowIsNeverToldAsSlowing() throws {
        var generator = SeededGenerator(seed: 26)
        let shapes: [(String, (Int) -> Double)] = [
            ("straight", { 40_000 + 5_000 * Double($0) }),
            ("noisy straight", { _ in 0 }),
            ("exponential", { 40_000 * pow(1.25, Double($0)) }),
            ("quickening", { 40_000 + 300 * Double($0 * $0) }),
            ("S-shaped", { 10_000 + 90_000 / (1 + exp(-(Double($0) - 6))) }),
            ("falling ever slower", { 20_000 + 60_000 * exp(-Double($0) / 4) }),
            // US gasoline's shape: a climb slowing, then a dip and a recovery over the last third, whose fitted line
            // climbs 0.5 a decade give or take 1.7 (by hand): no slow growth ("0.062 percent a year" was said).
            ("dip and recovery at the end", { [100, 110, 119, 127, 134, 139, 143, 146, 148, 140, 138, 143, 149][$0] }),
            ("rise then fall", { 50_000 - 800 * pow(Double($0) - 8, 2) }),
        ]
        let noisy = (0...12).map { 40_000 + 5_000 * Double($0) + generator.gaussian(deviation: 2_000) }
        for (name, shape) in shapes {
            let chart = Self.census(name == "noisy straight" ? { noisy[$0] } : shape)
            #expect(try Self.slowing(chart) == nil, "\(name)")
            #expect(try !Self.text(chart).contains("slows"), "\(name)")
        }
    }

    /// Growth whose percent rate halves (8 to 2 percent a year over 40 years) while each year adds more people than the
    /// last: on a log axis, where a steady percent is a straight line, the slowing is what a reader sees, and it is
    /// told; on a linear axis the climb steepens, so both are told: the percent rate slows, the amount added grows.
    @Test func theChartsScaleDecidesWhatSlowingMeans() throws {
        let values = (0...40).map { 100 * exp(0.08 * Double($0) - 0.00075 * Double($0 * $0)) }
        // By hand: each year adds y·r, 8 at the start and 739 × 0.02, about 15, at the end: more, not less.
        #expect(values[40] - values[39] > values[1] - values[0])
        func chart(_ scale: Axis.Scale) -> Chart {
            Chart(
                kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Population", scale: scale, unit: "people"),
                series: [Series(name: "Town", x: (0...40).map { Double(1950 + $0) }, y: values)])
        }
        let slowing = try #require(try Self.slowing(chart(.log10)))
        #expect(slowing.period == .year && slowing.added == nil)
        let plain = try #require(try Self.slowing(chart(.linear)))
        #expect(plain.added != nil && plain.from == slowing.from && plain.to == slowing.to)
        // By hand, over the first third (1950–1963) and the last (1977–1990): e^(r)−1 at their middles, t = 6.5 and
        // 33.5: r = 0.08 − 0.0015 t, 7.0 and 3.0 percent.
        guard case .percent(let from) = slowing.from, case .percent(let to) = slowing.to else {
            Issue.record("\(slowing)")
            return
        }
        #expect(abs(from - (exp(0.08 - 0.0015 * 6.5) - 1)) < 0.002, "\(from)")
        #expect(abs(to - (exp(0.08 - 0.0015 * 33.5) - 1)) < 0.002, "\(to)")
    }

    /// The United States' census, 1790 to 2020, in millions, on a plain axis: both stories are told.
    ///
    /// Each decade adds more people than the last (about 4.3 million a decade over the first third, 25 over the last), while the percent rate slows. By hand
    /// (least squares of the logarithms over each third, 1790–1870 and 1940–2020): e^(10·slope) − 1, 33.7 and 12.2
    /// percent a decade. Told as both; the same counts on a straight line's course (each decade adding the same) are
    /// not told, though their percent rate falls too.
    @Test func aCensusWhosePercentRateSlowsWhileItAddsMoreIsToldBoth() throws {
        let millions = [
            3.9, 5.3, 7.2, 9.6, 12.9, 17.1, 23.2, 31.4, 38.6, 50.2, 63.0, 76.2, 92.2, 106.0, 123.2, 132.2, 151.3,
            179.3, 203.2, 226.5, 248.7, 281.4, 308.7, 331.4,
        ]
        func chart(_ values: [Double], locale: String = "en") -> Chart {
            Chart(
                kind: .line, locale: locale, xAxis: .numeric("Year"),
                yAxis: .numeric("Population", unit: "million people"),
                series: [Series(name: "United States", x: values.indices.map { Double(1790 + 10 * $0) }, y: values)])
        }
        let slowing = try #require(try Self.slowing(chart(millions)))
        #expect(slowing.added != nil && slowing.period == .decade)
        guard case .percent(let from) = slowing.from, case .percent(let to) = slowing.to else {
            Issue.record("\(slowing)")
            return
        }
        #expect(abs(from - 0.337) < 0.005 && abs(to - 0.122) < 0.005, "\(from) \(to)")
        let english = try Self.text(chart(millions))
        #expect(
            english.contains(
                "United States: growth slows from about 34 percent to about 12 percent a decade, while the amount added"
                    + " grows from about 4.3 million people to about 25 million people a decade."), "\(english)")
        // Not every decade adds more than the last (the 1930s 8.9 million, the 1920s 17.1): the amounts are the thirds'
        // lines, by hand (least squares over 1790–1870 and 1940–2020) 4.3 and 25 million a decade.
        #expect(millions[15] - millions[14] < millions[14] - millions[13])
        let german = try Self.text(chart(millions, locale: "de"))
        #expect(
            german.contains(
                "während der Zuwachs von etwa 4,3 million people auf etwa 25 million people pro Jahrzehnt steigt."),
            "\(german)")
        let straight = millions.indices.map { 3.9 + 14 * Double($0) }
        #expect(try Self.slowing(chart(straight)) == nil)
    }

    /// China's population, 1960 to 2022, in millions (gt's countrypops), whose slowing growth was never said.
    ///
    /// 63 years, told by decade in 7 groups, too few to cut in thirds, so the thirds are of the years themselves. By hand (least squares of the logarithms over
    /// 1960–1981 and 2001–2022): e^(10·slope) − 1, 24.1 and 5.5 percent a decade.
    @Test func slowingGrowthOfFewGroupsIsFoundInTheirValues() throws {
        let millions = [
            667.1, 660.3, 665.8, 682.3, 698.4, 715.2, 735.4, 754.5, 774.5, 796.0, 818.3, 841.1, 862.0, 881.9, 900.4,
            916.4, 930.7, 943.5, 956.2, 969.0, 981.2, 993.9, 1008.6, 1023.3, 1036.8, 1051.0, 1066.8, 1084.0, 1101.6,
            1118.7, 1135.2, 1150.8, 1165.0, 1178.4, 1191.8, 1204.9, 1217.5, 1230.1, 1241.9, 1252.7, 1262.6, 1271.8,
            1280.4, 1288.4, 1296.1, 1303.7, 1311.0, 1317.9, 1324.7, 1331.3, 1337.7, 1345.0, 1354.2, 1363.2, 1371.9,
            1379.9, 1387.8, 1396.2, 1402.8, 1407.7, 1411.1, 1412.4, 1412.2,
        ]
        let chart = Chart(
            kind: .line, xAxis: .numeric("Year"), yAxis: .numeric("Population", unit: "million people"),
            series: [Series(name: "China", x: millions.indices.map { Double(1960 + $0) }, y: millions)])
        #expect(try ChartDescriber(chart: chart).analyses[0].profile.groups.count == 7)
        let slowing = try #require(try Self.slowing(chart))
        guard case .percent(let from) = slowing.from, case .percent(let to) = slowing.to else {
            Issue.record("\(slowing)")
            return
        }
        #expect(abs(from - 0.241) < 0.002 && abs(to - 0.055) < 0.002, "\(from) \(to)")
        #expect(
            try Self.text(chart).contains("China: growth slows from about 24 percent to about 5.5 percent a decade."))
    }

    /// A kiln heating towards 80 °C from 20, 20 + 60 (1 − e^(−t/12)) over 48 hours: temperatures are interval data, so
    /// the rise slows in degrees an hour, by hand (T(16) − T(0))/16 ≈ 2.8 and (T(47) − T(31))/16 ≈ 0.21.
    @Test func anIntervalRiseSlowsInItsUnits() throws {
        func heat(_ t: Double) -> Double { 20 + 60 * (1 - exp(-t / 12)) }
        let start = Double(ISODate.daysSince1970(year: 2026, month: 3, day: 2)) * 86_400
        let chart = Chart(
            kind: .line, xAxis: .date("Time"), yAxis: .numeric("Temperature", unit: "°C"),
            series: [
                Series(
                    name: "Kiln", x: (0..<48).map { start + 3600 * Double($0) }, y: (0..<48).map { heat(Double($0)) })
            ])
        let slowing = try #require(try Self.slowing(chart))
        #expect(slowing.period == .hour)
        guard case .amount(let from) = slowing.from, case .amount(let to) = slowing.to else {
            Issue.record("\(slowing)")
            return
        }
        #expect(abs(from - (heat(16) - heat(0)) / 16) < 0.4, "\(from)")
        #expect(abs(to - (heat(47) - heat(31)) / 16) < 0.05, "\(to)")
        let text = try Self.text(chart)
        #expect(text.contains("Kiln: the rise slows from about"), "\(text)")
        #expect(!text.contains("percent an hour"), "\(text)")
    }

    // MARK: Too few points for a correlation

    static func scatter(_ x: [Double], _ y: [Double]) -> Chart {
        Chart(
            kind: .scatter, xAxis: .numeric("Height"), yAxis: .numeric("Weight"),
            series: [Series(name: "Weight", isContinuous: false, x: x, y: y)])
    }

    /// Three rising points (r = 1.7/√(2 × 1.7267) ≈ 0.915 by hand) and four (r = 0.8): too few to tell, never "does
    /// not follow"; many points with no relationship still do not follow; a few on a clear line still do.
    @Test func tooFewPointsSayNothingOfACorrelation() throws {
        let three = Self.scatter([1, 2, 3], [2, 3.5, 3.7])
        #expect(abs(try #require(correlation([(1, 2), (2, 3.5), (3, 3.7)])) - 0.915) < 0.001)
        let text = try Self.text(three)
        #expect(text.contains("3 points are too few to tell how Weight relates to Height."), "\(text)")
        #expect(!text.contains("does not follow") && !text.contains("r =") && !text.contains("0.91"), "\(text)")
        let relationship = try #require(
            try TruthTests.summary(three).compactMap { if case .relationship(let r) = $0 { r } else { nil } }.first)
        #expect(relationship.r == nil && relationship.form == .tooFew(count: 3))
        // Four points, r = 0.8 by hand (x 1…4, y 1, 3, 2, 4: sxy 4, sxx 5, syy 5): t = 0.8·√2/0.6 ≈ 1.9, chance.
        let four = try Self.text(Self.scatter([1, 2, 3, 4], [1, 3, 2, 4]))
        #expect(four.contains("4 points are too few"), "\(four)")
        #expect(!four.contains("does not follow"))
        let said = [
            "de": "3 Punkte sind zu wenige, um zu sagen, wie Weight mit Height zusammenhängt.",
            "fr": "3 points, c'est trop peu pour dire comment Weight varie avec Height.",
            "es": "3 puntos son demasiado pocos para saber cómo varía Weight con Height.",
        ]
        for (locale, sentence) in said {
            var chart = three
            chart.locale = locale
            let words = try Self.text(chart)
            #expect(words.contains(sentence), "\(locale): \(words)")
        }
        // 40 points of noise: no relationship, and it is said.
        var generator = SeededGenerator(seed: 27)
        let x = (0..<40).map(Double.init)
        let noise = try Self.text(Self.scatter(x, x.map { _ in generator.gaussian(deviation: 1) }))
        #expect(noise.contains("does not follow Height"), "\(noise)")
        // Six points close to a line: a strong correlation.
        let line = try Self.text(Self.scatter([1, 2, 3, 4, 5, 6], [2.1, 3.9, 6.2, 7.8, 10.1, 12]))
        #expect(line.contains("a strong positive correlation"), "\(line)")
    }

    // MARK: Lengths along a plain numeric x

    /// Cells doubling every 6.5 along x: `title` and `unit` decide how the 6.5 is said.
    static func cells(title: String, unit: String? = nil, locale: String = "en") -> Chart {
        let x = (0..<30).map(Double.init)
        return Chart(
            kind: .line, locale: locale, xAxis: .numeric(title, unit: unit), yAxis: .numeric("Cells", unit: "cells"),
            series: [Series(name: "Culture", x: x, y: x.map { 100 * pow(2, $0 / 6.5) })])
    }

    @Test func aDoublingTimeOnAPlainAxisIsSaidWithItsTitleOrUnit() throws {
        let cases: [(Chart, String)] = [
            (Self.cells(title: "Generation"), "Culture: doubles about every 6.5 on the Generation axis."),
            (Self.cells(title: ""), "Culture: doubles about every 6.5 on the x axis."),
            (Self.cells(title: "Time (hours)"), "Culture: doubles about every 6.5 hours."),
            (Self.cells(title: "Time", unit: "days"), "Culture: doubles about every 6.5 days."),
            (Self.cells(title: "Years since founding"), "Culture: doubles about every 6.5 years."),
            (
                Self.cells(title: "Generation", locale: "de"),
                "Culture: verdoppelt sich etwa alle 6,5 auf der Achse Generation."
            ),
            (
                Self.cells(title: "Generation", locale: "fr"),
                "Culture\u{a0}: double environ tous les 6,5 sur l'axe Generation."
            ),
            (
                Self.cells(title: "Generation", locale: "es"),
                "Culture: se duplica cada 6,5 en el eje de Generation aproximadamente."
            ),
        ]
        for (chart, sentence) in cases {
            let text = try Self.text(chart)
            #expect(text.contains(sentence), "\(text)")
        }
    }

    // MARK: Cycles along a plain numeric x

    /// A core sampled every 100 along x from 0 to 100,000, swinging every 12,500: `title` and `unit` decide how the
    /// cycle's length is said, to the three digits it is measured to (12,500 years, not 13,000); its 8 highs are at
    /// 3,125 + 12,500 k.
    static func core(title: String, unit: String? = nil, locale: String = "en") -> Chart {
        let x = (0...1_000).map { 100 * Double($0) }
        return Chart(
            kind: .line, locale: locale, xAxis: .numeric(title, unit: unit), yAxis: .numeric("δ18O"),
            series: [Series(name: "Core", x: x, y: x.map { 4 + 0.8 * sin(2 * .pi * $0 / 12_500) })])
    }

    @Test func aCycleOnAPlainNumericAxisIsSaidWithItsTitleOrUnit() throws {
        let cases: [(Chart, String)] = [
            (Self.core(title: "Years before present"), "a cycle of about 12,500 years, 8 times over"),
            (Self.core(title: "Depth"), "a cycle of about 12,500 on the Depth axis, 8 times over"),
            (Self.core(title: "Depth", unit: "metres"), "a cycle of about 12,500 metres, 8 times over"),
            (Self.core(title: ""), "a cycle of about 12,500 on the x axis, 8 times over"),
            (Self.core(title: "Jahre vor heute", locale: "de"), "ein Zyklus von etwa 12.500 Jahren"),
            (Self.core(title: "Tiefe", unit: "Meter", locale: "de"), "ein Zyklus von etwa 12.500 Metern"),
            (Self.core(title: "Tiefe", locale: "de"), "ein Zyklus von etwa 12.500 auf der Achse Tiefe"),
            (Self.core(title: "Profondeur", locale: "fr"), "un cycle d'environ 12\u{202f}500 sur l'axe Profondeur"),
            (Self.core(title: "Profundidad", locale: "es"), "un ciclo de unos 12.500 en el eje de Profundidad"),
        ]
        for (chart, words) in cases {
            let text = try Self.text(chart)
            #expect(text.contains(words), "\(text)")
            #expect(!text.contains("on the x axis") || words.contains("on the x axis"), "\(text)")
        }
    }

    // MARK: German amounts in the dative

    /// 30 days of steps near 6,000 in German: "bei etwa 6.000 Schritten", "zwischen … und … Schritten".
    @Test func germanAmountsAfterBeiAndZwischenAreDative() throws {
        var generator = SeededGenerator(seed: 28)
        let day = 86_400.0
        let january = Double(ISODate.daysSince1970(year: 2026, month: 1, day: 1)) * day
        func chart(_ locale: String, unit: String) -> Chart {
            Chart(
                kind: .line, locale: locale, xAxis: .date("Datum"), yAxis: .numeric("Schritte", unit: unit),
                series: [
                    Series(
                        name: "Schritte", x: (0..<30).map { january + Double($0) * day },
                        y: (0..<30).map { _ in (6_000 + generator.gaussian(deviation: 150)).rounded() })
                ])
        }
        let german = try Self.text(chart("de", unit: "Schritte"))
        // The level is the mean of all 30 days, 5,997 (179,910 / 30): none is unusual, not even 6,219 between 5,679
        // and 5,500, since four days of the month (6,268 to 6,304) are higher still.
        #expect(
            german.contains("bleibt stabil bei etwa 5.997 Schritten, zwischen 5.500 und 6.304 Schritten,"), "\(german)")
        // Elsewhere the amounts are no dative: "Höchster Wert: 6.304 Schritte am 24. Januar".
        #expect(german.contains("Höchster Wert: 6.304 Schritte am"), "\(german)")
        let after = try Regex("(bei|von|zwischen) (etwa )?[0-9.,]+( und [0-9.,]+)? Schritte[ ,.;]")
        #expect(german.firstMatch(of: after) == nil, "\(german)")
        // The other languages keep their units as they are.
        #expect(try Self.text(chart("fr", unit: "pas")).contains(" pas, entre "))
        #expect(try Self.text(chart("es", unit: "pasos")).contains(" pasos, entre "))
        #expect(try Self.text(chart("en", unit: "steps")).contains(" steps, between "))
    }

    /// The rule itself: plural units after a number, past a scale word, and nothing else.
    @Test func germanDativeTakesTheUnitsEnding() {
        let german = Phrasebook(.german)
        #expect(german.dative(ofAmount: "6.000 Schritte") == "6.000 Schritten")
        #expect(german.dative(ofAmount: "1,5 Millionen Schritte") == "1,5 Millionen Schritten")
        #expect(german.dative(ofAmount: "12 Meter") == "12 Metern")
        #expect(german.dative(ofAmount: "5 Kilometer pro Stunde") == "5 Kilometern pro Stunde")
        #expect(german.dative(ofAmount: "3 Stunden") == "3 Stunden")
        #expect(german.dative(ofAmount: "1 Stunde") == "1 Stunde")
        #expect(german.dative(ofAmount: "6.000 Euro") == "6.000 Euro")
        #expect(german.dative(ofAmount: "40 Prozent") == "40 Prozent")
        // Only German nouns, which are capitalised: an English unit in a German chart is left as written.
        #expect(german.dative(ofAmount: "5.000 people") == "5.000 people")
        #expect(Phrasebook(.english).dative(ofAmount: "6,000 steps") == "6,000 steps")
    }

    @Test func wholeNumbersAreGroupedInWholeWidths() throws {
        // Users online each minute for 100 minutes (R's WWWusage shape): 100 points above the 50 a summary tells
        // one by one, grouped by 5 minutes (20 groups of 5, the first of 4), never by 2.5, whose groups would hold 2
        // and 3 minutes by turns and be said "between 2.5 and 5".
        let values = (1...100).map { 80 + 1.5 * Double($0) + 10 * sin(Double($0) / 4) }
        let chart = Chart(
            kind: .line, xAxis: .numeric("Minute"), yAxis: .numeric("Users"),
            series: [Series(name: "Users", x: (1...100).map(Double.init), y: values)])
        let text = try Self.text(chart)
        #expect(text.contains("100 points, summarised in 20 groups"), "\(text)")
        #expect(!text.contains(".5 and") && !text.contains(".5,"), "\(text)")
        // Numbers that are not whole keep the round widths: 2.5 for 1 to 100 in at most 50.
        #expect(Profile.intervalWidth(1, 100, maximumGroups: 50) == 2.5)
        #expect(Profile.intervalWidth(1, 100, maximumGroups: 50, isWhole: true) == 5)
    }
}
