import ChartModel
import Testing

@testable import ChartDescription

/// Numbers, units, money, percentages and dates as a listener hears them.
@Suite struct WordingTests {
    let english = Language(locale: "en_US")
    let german = Language(locale: "de_DE")

    func wording(_ axis: Axis, locale: String = "en_US", extent: ClosedRange<Double>? = nil, spacing: Double? = nil)
        -> AxisWording
    {
        AxisWording(axis: axis, language: Language(locale: locale), extent: extent, spacing: spacing)
    }

    @Test func numbersUseTheLocalesSeparatorsAndNeverTrailingZeros() {
        #expect(NumberWording.text(1234.5, fractionDigits: 1, language: english) == "1,234.5")
        #expect(NumberWording.text(1234.5, fractionDigits: 1, language: german) == "1.234,5")
        #expect(NumberWording.text(5, fractionDigits: 3, language: english) == "5")
        #expect(NumberWording.text(42.000000, fractionDigits: 6, language: english) == "42")
        #expect(NumberWording.text(1_234_567_890, fractionDigits: 0, language: english) == "1,234,567,890")
        #expect(NumberWording.text(999, fractionDigits: 0, language: german) == "999")
        #expect(NumberWording.text(999_999_999_999_999, fractionDigits: 0, language: english) == "999,999,999,999,999")
        #expect(NumberWording.text(1234.5, fractionDigits: 1, language: Language(locale: "fr_FR")) == "1\u{202F}234,5")
        #expect(NumberWording.text(1234.5, fractionDigits: 1, language: Language(locale: "de_CH")) == "1’234.5")
    }

    @Test func halvesRoundAwayFromZero() {
        #expect(NumberWording.text(142.5, fractionDigits: 0, language: english) == "143")
        #expect(NumberWording.text(-142.5, fractionDigits: 0, language: english) == "minus 143")
        #expect(NumberWording.text(0.125, fractionDigits: 2, language: english) == "0.13")
        #expect(NumberWording.text(123_456_789_012.25, fractionDigits: 1, language: english) == "123,456,789,012.3")
        // Decimal halves that binary holds a hair below: 6.325 is 6.32499999999999929, and a mean summed four at a
        // time lands there too; a value truly below the half stays below.
        #expect(NumberWording.text(6.325, fractionDigits: 2, language: english) == "6.33")
        #expect(NumberWording.text((6.3 + 6.35) / 2, fractionDigits: 2, language: english) == "6.33")
        #expect(NumberWording.text(2.675, fractionDigits: 2, language: english) == "2.68")
        #expect(NumberWording.text(-1.005, fractionDigits: 2, language: english) == "minus 1.01")
        #expect(NumberWording.text(6.324_999, fractionDigits: 2, language: english) == "6.32")
    }

    @Test func negativesSayMinusUnlessTheyRoundToZero() {
        #expect(NumberWording.text(-3.5, fractionDigits: 1, language: english) == "minus 3.5")
        #expect(NumberWording.text(-1234.5, fractionDigits: 1, language: german) == "minus 1.234,5")
        #expect(NumberWording.text(-0.001, fractionDigits: 1, language: english) == "0")
        #expect(NumberWording.text(-0.0, fractionDigits: 0, language: english) == "0")
    }

    @Test func hugeAndTinyNumbersArePowersOfTen() {
        #expect(NumberWording.text(1e20, fractionDigits: 0, language: english) == "1 times ten to the power of 20")
        #expect(
            NumberWording.text(-2.346e300, fractionDigits: 0, language: english)
                == "minus 2.35 times ten to the power of 300")
        #expect(
            NumberWording.text(1.5e-9, fractionDigits: 10, language: english) == "1.5 times ten to the power of minus 9"
        )
        #expect(NumberWording.text(9.996e-7, fractionDigits: 10, language: german) == "1 mal zehn hoch minus 6")
        #expect(NumberWording.text(0.000_001, fractionDigits: 6, language: english) == "0.000001")
    }

    /// Compact numbers keep up to four significant digits: a spreadsheet's 138.4M and 138.3M are
    /// not both "138 million".
    @Test func compactNumbersKeepFourSignificantDigits() {
        #expect(NumberWording.compact(1_234_567, language: english, fractionDigits: 0) == "1.235 million")
        #expect(NumberWording.compact(1_234_567, language: german, fractionDigits: 0) == "1,235 Millionen")
        #expect(NumberWording.compact(138_400_000, language: english, fractionDigits: 0) == "138.4 million")
        #expect(NumberWording.compact(138_300_000, language: english, fractionDigits: 0) == "138.3 million")
        #expect(NumberWording.compact(1_000_000, language: german, fractionDigits: 0) == "1 Million")
        #expect(NumberWording.compact(7_950_000_000, language: english, fractionDigits: 0) == "7.95 billion")
        #expect(NumberWording.compact(42_000, language: english, fractionDigits: 0) == "42 thousand")
        #expect(NumberWording.compact(-2_500_000, language: english, fractionDigits: 0) == "minus 2.5 million")
        #expect(NumberWording.compact(950, language: english, fractionDigits: 0) == "950")
    }

    @Test func fractionDigitsFollowTheSpan() {
        #expect(NumberWording.fractionDigits(forSpan: 14_000, magnitude: 14_000) == 0)
        #expect(NumberWording.fractionDigits(forSpan: 20, magnitude: 35) == 1)
        #expect(NumberWording.fractionDigits(forSpan: 1, magnitude: 1) == 2)
        #expect(NumberWording.fractionDigits(forSpan: 0.000_01, magnitude: 0.000_02) == 7)
        #expect(NumberWording.fractionDigits(forSpan: 0, magnitude: 3.25) == 2)
        #expect(NumberWording.fractionDigits(forSpan: 0, magnitude: 0) == 0)
        let temperature = wording(.numeric("Temperature", unit: "degrees"), extent: 12.25...31.75)
        #expect(temperature.text(21.54) == "21.5 degrees")
        #expect(temperature.text(21) == "21 degrees")
        let tiny = wording(.numeric("Strain"), extent: 0.000_012...0.000_019)
        #expect(tiny.text(0.000_015_3) == "0.0000153")
    }

    @Test func unitsAreSingularForExactlyOne() {
        var axis = Axis.numeric("Steps", unit: "steps")
        axis.unitSingular = "step"
        let steps = wording(axis, extent: 0...14_000)
        #expect(steps.text(1) == "1 step")
        #expect(steps.text(8432) == "8,432 steps")
        #expect(steps.text(0) == "0 steps")
        #expect(steps.range(0...14_000) == "0 to 14,000 steps")
        // Without a singular, the English phrasebook makes one: the first word loses its "s".
        #expect(wording(.numeric("Steps", unit: "steps"), extent: 0...10).text(1) == "1 step")
        #expect(wording(.numeric("T", unit: "degrees Celsius"), extent: 0...10).text(1) == "1 degree Celsius")
        #expect(wording(.numeric("P", unit: "people"), extent: 0...10).text(1) == "1 person")
        #expect(
            wording(.numeric("Schritte", unit: "Schritte"), locale: "de_DE", extent: 0...10).text(1) == "1 Schritte")
    }

    @Test(arguments: [
        ("en_US", "5.8 inches", "1 inch", "3 tonnes"), ("de_DE", "5,8 Zoll", "1 Zoll", "3 Tonnen"),
        ("fr_FR", "5,8 pouces", "1 pouce", "3 tonnes"), ("es_ES", "5,8 pulgadas", "1 pulgada", "3 toneladas"),
    ])
    func symbolsThatReadAsWordsAreWrittenOut(locale: String, inches: String, inch: String, tonnes: String) {
        // "5.8 in in January" would be heard as the word "in": a symbol that reads as a word is written out.
        let rain = wording(.numeric("Rain", unit: "in"), locale: locale, extent: 0...10)
        #expect(rain.text(5.8) == inches && rain.text(1) == inch)
        #expect(wording(.numeric("Load", unit: "t"), locale: locale, extent: 0...10).text(3) == tonnes)
        #expect(wording(.numeric("Rain", unit: "mm"), locale: locale, extent: 0...10).text(3) == "3 mm")
    }

    @Test func moneyAndPercentages() {
        var dollars = Axis.numeric("Revenue")
        dollars.format = ValueFormat(style: .currency, currencyCode: "USD")
        #expect(wording(dollars, extent: 0...90_000).text(81_500) == "$81,500")
        #expect(wording(dollars, extent: 0...20).text(12.5) == "$12.50")
        #expect(wording(dollars, extent: 0...20).text(12) == "$12")
        #expect(wording(dollars, extent: -100...100).text(-40) == "minus $40")
        var euros = Axis.numeric("Betrag")
        euros.format = ValueFormat(style: .currency, currencyCode: "EUR")
        #expect(wording(euros, locale: "de_DE", extent: 0...2000).text(1450) == "1.450 €")
        #expect(wording(euros, locale: "en_US", extent: 0...2000).text(1450) == "€1,450")
        dollars.format.isCompact = true
        #expect(wording(dollars, extent: 0...3_000_000).text(2_480_000) == "$2.48 million")
        var francs = Axis.numeric("Price")
        francs.format = ValueFormat(style: .currency, currencyCode: "CHF")
        #expect(wording(francs, extent: 0...100).text(40) == "CHF 40")
        var share = Axis.numeric("Share")
        share.format = ValueFormat(style: .percent)
        #expect(wording(share, extent: 0...1).text(0.42) == "42 percent")
        #expect(wording(share, extent: 0...0.1).text(0.042) == "4.2 percent")
        #expect(wording(share, locale: "de_DE", extent: 0...1).text(0.42) == "42 Prozent")
    }

    @Test func authorsValueDescriptionsAreUsedVerbatim() {
        var axis = Axis.numeric("Score")
        axis.valueDescriptions = [3: "three stars", 5.0: "five stars (best)"]
        let score = wording(axis, extent: 1...5)
        #expect(score.text(3) == "three stars")
        #expect(score.text(5) == "five stars (best)")
        #expect(score.text(4) == "4")
        #expect(score.range(3...5) == "three stars to five stars (best)")
    }

    /// Temperatures have no true zero: their changes are said in degrees, never in percent.
    @Test func temperaturesAreIntervalScales() {
        #expect(wording(.numeric("Temperature")).isIntervalScale)
        #expect(wording(.numeric("Max", unit: "°C")).isIntervalScale)
        #expect(wording(.numeric("Hoch", unit: "Grad Celsius")).isIntervalScale)
        #expect(!wording(.numeric("Graduates", unit: "people")).isIntervalScale)
        #expect(!wording(.numeric("Steps")).isIntervalScale)
    }

    @Test func yearAxesAreSpokenWithoutGrouping() {
        let years = wording(.numeric("Year"), extent: 1700...2022)
        #expect(years.text(1750) == "1750")
        #expect(wording(.numeric("Reading"), extent: 1700...2022).text(1750) == "1,750")
        // "yr" as spreadsheets abbreviate it, as a word only ("Myrtle" names no years).
        #expect(wording(.numeric("yr"), extent: 2001...2017).text(2005) == "2005")
        #expect(wording(.numeric("Myrtle"), extent: 2001...2017).text(2005) == "2,005")
    }

    @Test func datesAreWordedAtTheDataGranularity() throws {
        let day = 86_400.0
        let january = try #require(ISODate.seconds(from: "2026-01-01"))
        let daily = wording(.date("Date"), extent: january...(january + 29 * day), spacing: day)
        #expect(daily.text(january + 4 * day) == "January 5")
        #expect(daily.range(january...(january + 29 * day)) == "January 1 to 30, 2026")
        let december = try #require(ISODate.seconds(from: "2025-12-20"))
        let crossing = wording(.date("Date"), extent: december...(january + 9 * day), spacing: day)
        #expect(crossing.text(december) == "December 20, 2025")
        #expect(crossing.range(december...(january + 9 * day)) == "December 20, 2025 to January 10, 2026")
        let monthly = wording(
            .date("Month"),
            extent: try #require(
                ISODate.seconds(from: "2010-01-01"))...(try #require(ISODate.seconds(from: "2010-12-01"))),
            spacing: 30 * day)
        #expect(monthly.text(try #require(ISODate.seconds(from: "2010-03-01"))) == "March 2010")
        #expect(
            monthly.range(
                try #require(ISODate.seconds(from: "2010-01-01"))...(try #require(ISODate.seconds(from: "2010-12-01"))))
                == "January to December 2010")
        let yearly = wording(
            .date("Year"),
            extent: try #require(ISODate.seconds(from: "2000"))...(try #require(ISODate.seconds(from: "2009"))),
            spacing: 365 * day)
        #expect(yearly.text(try #require(ISODate.seconds(from: "2009-01-01"))) == "2009")
        let morning = try #require(ISODate.seconds(from: "2026-03-08T08:00"))
        let hourly = wording(.date("Time"), extent: morning...(morning + 10 * 3600), spacing: 3600)
        #expect(hourly.text(morning + 6.5 * 3600) == "2:30 PM")
        // Times of one day: the axis says their day once, in front (a reviewer heard "8:00 AM to 6:00 PM" and never
        // which day); a stretch within the data, and each point, keep to the times.
        #expect(hourly.extent(morning...(morning + 10 * 3600)) == "March 8, 2026, 8:00 AM to 6:00 PM")
        #expect(hourly.stretch(morning...(morning + 2 * 3600)) == "8:00 AM to 10:00 AM")
        #expect(
            wording(.date("Zeit"), locale: "de_DE", extent: morning...(morning + 10 * 3600), spacing: 3600).text(
                morning + 6.5 * 3600) == "14:30 Uhr")
        let overDays = wording(.date("Time"), extent: morning...(morning + 40 * 3600), spacing: 3600)
        #expect(overDays.text(morning + 24 * 3600) == "March 9, 8:00 AM")
        #expect(overDays.extent(morning...(morning + 40 * 3600)) == overDays.range(morning...(morning + 40 * 3600)))
        let germanDaily = wording(.date("Datum"), locale: "de_DE", extent: january...(january + 29 * day), spacing: day)
        #expect(germanDaily.text(january + 4 * day) == "5. Januar")
        #expect(germanDaily.range(january...(january + 29 * day)) == "1. bis 30. Januar 2026")
    }

    @Test func dateStylesOverrideTheSpacing() throws {
        var axis = Axis.date("Date")
        axis.format.dateStyle = .month
        let start = try #require(ISODate.seconds(from: "2026-03-08"))
        #expect(wording(axis, extent: start...(start + 86_400), spacing: 86_400).text(start) == "March 2026")
        axis.format.dateStyle = .year
        #expect(wording(axis, extent: start...(start + 86_400), spacing: 86_400).text(start) == "2026")
    }

    @Test func durationsUseTheLargestWholeUnit() {
        let dates = wording(.date("Date"), extent: 0...86_400 * 30, spacing: 86_400)
        #expect(dates.amount(3 * 86_400) == "3 days")
        #expect(dates.amount(86_400) == "1 day")
        #expect(dates.amount(2 * 3600) == "2 hours")
        #expect(dates.amount(14 * 86_400) == "2 weeks")
    }

    @Test func percentChangesHaveTwoSignificantDigits() {
        #expect(NumberWording.percent(1.617, language: english) == "160 percent")
        #expect(NumberWording.percent(0.0447, language: english) == "4.5 percent")
        #expect(NumberWording.percent(-0.25, language: german) == "25 Prozent")
    }

    @Test func ssmlMarksYearsButNotAmounts() {
        #expect(
            ChartDescription.ssmlText("from 600 million in 1700 to 8 billion in 2022, 1,700 people")
                == "from 600 million in <say-as interpret-as=\"date\" format=\"y\">1700</say-as> to 8 billion in <say-as interpret-as=\"date\" format=\"y\">2022</say-as>, 1,700 people"
        )
        #expect(
            ChartDescription.ssmlText("1700.5, 12345, 3000, 1.700, 2.1700, Q4 2025 & more")
                == "1700.5, 12345, 3000, 1.700, 2.1700, Q4 <say-as interpret-as=\"date\" format=\"y\">2025</say-as> &amp; more"
        )
    }

    @Test func listsAndCounts() {
        #expect(english.list(["a", "b", "c"]) == "a, b and c")
        #expect(german.list(["a", "b"]) == "a und b")
        #expect(english.count(1, .point) == "1 point")
        #expect(german.count(12_000, .point) == "12.000 Punkte")
        #expect(english.count(3, .category) == "3 categories" && german.count(1, .series) == "1 Reihe")
    }
}

/// Text prepared for a speech synthesizer: what it would misread, spelled out.
@Suite struct SpeechTextTests {
    @Test(arguments: [
        ("Revenue: $7 in Jan", "Revenue: 7 dollars in January"),
        ("from $1.82 million to $2.48 million.", "from 1.82 million dollars to 2.48 million dollars."),
        ("140 € on Mar 3 (approx.)", "140 euros on March 3 (approximately)"),
        ("Q3 2025, 42 % of 5 kg", "third quarter 2025, 42 percent of 5 kilograms"),
        ("17.8 to 25.4 °C", "17.8 to 25.4 degrees Celsius"),
        ("the 1990s, e.g. 1995", "the 1990s, for example 1995"),
        ("May 4: 8,432 steps; Mon vs. Tue", "May 4: 8,432 steps; Monday versus Tuesday"),
        ("Smith Jan.", "Smith January"),
    ])
    func englishIsSpelledOut(shown: String, spoken: String) {
        #expect(SpeechText.prepared(shown, language: Language(locale: "en-US")) == spoken)
    }

    @Test func germanIsSpelledOutInGerman() {
        let german = Language(locale: "de-DE")
        #expect(
            SpeechText.prepared("Umsatz: 1.250 € im Q3, ca. 5 %", language: german)
                == "Umsatz: 1.250 Euro im 3. Quartal, circa 5 Prozent")
        #expect(SpeechText.prepared("Jan bis Mär", language: german) == "Januar bis Mär")
        #expect(SpeechText.prepared("$7, z.B. Mo", language: german) == "7 Dollar, zum Beispiel Montag")
    }

    // Energy and power with SI prefixes, singular after one (French: a whole part of 0 or 1),
    // and after a scale word.
    @Test(arguments: [
        (
            "en-US", "1 kWh, 2.5 GWh, 1.5 TWh, 3 MW, 1 GW and 12 Wh; 2.1 million MWh",
            "1 kilowatt hour, 2.5 gigawatt hours, 1.5 terawatt hours, 3 megawatts, 1 gigawatt and 12 watt hours; 2.1 million megawatt hours"
        ),
        (
            "de-DE", "1 kWh, 2,5 GWh, 1.250 MWh, 3 MW, 40 W und 1 TWh",
            "1 Kilowattstunde, 2,5 Gigawattstunden, 1.250 Megawattstunden, 3 Megawatt, 40 Watt und 1 Terawattstunde"
        ),
        (
            "fr-FR", "1,5 TWh, 2 GWh, 2,1 millions de MWh, 1 GW et 5 kW",
            "1,5 térawattheure, 2 gigawattheures, 2,1 millions de mégawattheures, 1 gigawatt et 5 kilowatts"
        ),
        (
            "es-ES", "1 kWh, 2,5 GWh, 3 MW, 1 TW y 7 Wh",
            "1 kilovatio hora, 2,5 gigavatios hora, 3 megavatios, 1 teravatio y 7 vatios hora"
        ),
    ])
    func energyUnitsAreSpokenInEachLanguage(locale: String, shown: String, spoken: String) {
        #expect(SpeechText.prepared(shown, language: Language(locale: locale)) == spoken)
    }
}
