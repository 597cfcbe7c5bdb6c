import ChartModel
import Foundation
import Testing

@testable import ChartDescription

/// The grammar French and Spanish need beyond English's, word for word: dates with their
/// prepositions and articles, quarters and decades, the French singular of 0 and 1, money, scale
/// words before a unit, percentages.
@Suite struct FrenchAndSpanishTests {
    static let day = 86_400.0
    static let january = ISODate.seconds(from: "2026-01-01") ?? 0

    /// A line of daily steps through January 2026, in `locale`.
    static func dailySteps(locale: String) -> Chart {
        let x = (0..<30).map { january + Double($0) * day }
        return Chart(
            title: "Pas", locale: locale, xAxis: .date("Date"), yAxis: .numeric("Pas", unit: "pas"),
            series: [Series(name: "Pas", isContinuous: true, x: x, y: x.indices.map { Double(4000 + 100 * $0) })])
    }

    /// What `statement` says about `chart`, as text.
    static func said(_ statement: Statement, about chart: Chart) -> String {
        let language = Language(locale: chart.locale)
        return language.phrasebook.segments(for: statement, in: PhraseContext(wording: ChartWording(chart: chart)))
            .map(\.text).joined()
    }

    func wording(_ axis: Axis, locale: String, extent: ClosedRange<Double>, spacing: Double? = nil) -> AxisWording {
        AxisWording(axis: axis, language: Language(locale: locale), extent: extent, spacing: spacing)
    }

    @Test func markdownHeadingsAreInTheChartsLanguage() throws {
        var chart = Self.dailySteps(locale: "fr_FR")
        chart.title = nil
        let french = try ChartDescriber(chart: chart).describe(.full).rendered(as: .markdown)
        #expect(french.hasPrefix("# Graphique sans titre\n\n## Aperçu\n"))
        #expect(french.contains("\n## Résumé\n") && french.contains("\n## Détails\n"))
        #expect(!french.contains("Overview") && !french.contains("Summary"))
        chart.locale = "es_ES"
        let spanish = try ChartDescriber(chart: chart).describe(.full).rendered(as: .markdown)
        #expect(
            spanish.hasPrefix("# Gráfico sin título\n\n## Resumen general\n") && spanish.contains("\n## Detalles\n"))
    }

    @Test func quartersTakeTheirPreposition() throws {
        // Ten quarters from Q1 2024, rising but for a dip in Q3 2025: places are quarters.
        let x: [Double] = (0..<10).map { (index: Int) -> Double in
            let year: Int = 2024 + index / 4
            let month: Int = index % 4 * 3 + 1
            return ISODate.seconds(from: String(format: "%04d-%02d-01", year, month)) ?? 0
        }
        let y: [Double] = [1180, 1210, 1260, 1300, 1377, 1420, 1390, 1500, 1588, 1672]
        func summary(_ locale: String, without missing: Set<Int> = []) throws -> String {
            let kept = x.indices.filter { !missing.contains($0) }
            let chart = Chart(
                title: "Ventes", locale: locale, xAxis: .date("Trimestre"), yAxis: .numeric("Ventes"),
                series: [Series(name: "Ventes", isContinuous: true, x: kept.map { x[$0] }, y: kept.map { y[$0] })])
            return try ChartDescriber(chart: chart).describe(.full).summary.map(\.text).joined(separator: " ")
        }
        let french = try summary("fr_FR")
        #expect(french.contains("au premier trimestre 2024") && !french.contains("en premier trimestre"), "\(french)")
        let spanish = try summary("es_ES")
        #expect(spanish.contains("en el primer trimestre de 2024"), "\(spanish)")
        #expect(try summary("en_US").contains("in Q1 2024"))
        // Without Q3 and Q4 2024, the gap's quarters keep their article after "between".
        let gapped = try ["fr_FR", "es_ES", "en_US"].map { try summary($0, without: [2, 3]) }
        #expect(gapped[0].contains("Aucune donnée entre le deuxième trimestre 2024 et le premier trimestre 2025."))
        #expect(gapped[1].contains("Sin datos entre el segundo trimestre de 2024 y el primer trimestre de 2025."))
        #expect(gapped[2].contains("No data between Q2 2024 and Q1 2025."), "\(gapped[2])")
    }

    @Test func daysTakeTheirArticleEvenWithoutAPreposition() {
        let gap = Statement.gaps(
            Gaps(
                series: SeriesName("Pas"), count: 1,
                between: [Stretch(from: .value(Self.january + 2 * Self.day), to: .value(Self.january + 4 * Self.day))]))
        let missing = Statement.missing(
            Missing(series: SeriesName("Pas"), count: 1, total: 30, noun: .day, places: [.value(Self.january)]))
        #expect(
            Self.said(gap, about: Self.dailySteps(locale: "fr_FR"))
                == "Aucune donnée entre le 3 janvier et le 5 janvier.")
        #expect(Self.said(missing, about: Self.dailySteps(locale: "fr_FR")) == "Aucune donnée le 1er janvier.")
        #expect(
            Self.said(gap, about: Self.dailySteps(locale: "es_ES")) == "Sin datos entre el 3 de enero y el 5 de enero.")
        #expect(Self.said(missing, about: Self.dailySteps(locale: "es_ES")) == "Sin datos el 1 de enero.")
        // English says the day alone after "between".
        #expect(
            Self.said(gap, about: Self.dailySteps(locale: "en_US")) == "No data between January 3 and January 5.")
    }

    @Test func rangesOfDaysAreSaidFromOneDayToTheOther() {
        let french = wording(
            .date("Date"), locale: "fr_FR", extent: Self.january...(Self.january + 29 * Self.day), spacing: Self.day)
        #expect(french.range(Self.january...(Self.january + 29 * Self.day)) == "du 1er au 30 janvier 2026")
        let spanish = wording(
            .date("Fecha"), locale: "es_ES", extent: Self.january...(Self.january + 29 * Self.day), spacing: Self.day)
        #expect(spanish.range(Self.january...(Self.january + 29 * Self.day)) == "del 1 al 30 de enero de 2026")
        #expect(spanish.text(Self.january + 9 * Self.day) == "10 de enero")
    }

    // Ranges are the pack's: its prepositions and articles, contracted ("du", "al", "d'avril").
    @Test(arguments: [
        (
            "en_US", "January to March 2026", "April to June 2026", "October 2025 to January 2026",
            "March 3 to 9, 2026", "February 27 to March 3, 2026", "Q1 2025 to Q4 2025", "2019 to 2024", "March 3 to 9"
        ),
        (
            "de_DE", "Januar bis März 2026", "April bis Juni 2026", "Oktober 2025 bis Januar 2026",
            "3. bis 9. März 2026", "27. Februar bis 3. März 2026", "1. Quartal 2025 bis 4. Quartal 2025",
            "2019 bis 2024", "3. bis 9. März"
        ),
        (
            "fr_FR", "de janvier à mars 2026", "d'avril à juin 2026", "d'octobre 2025 à janvier 2026",
            "du 3 au 9 mars 2026", "du 27 février au 3 mars 2026",
            "du premier trimestre 2025 au quatrième trimestre 2025", "de 2019 à 2024", "du 3 au 9 mars"
        ),
        (
            "es_ES", "de enero a marzo de 2026", "de abril a junio de 2026", "de octubre de 2025 a enero de 2026",
            "del 3 al 9 de marzo de 2026", "del 27 de febrero al 3 de marzo de 2026",
            "del primer trimestre de 2025 al cuarto trimestre de 2025", "de 2019 a 2024", "del 3 al 9 de marzo"
        ),
    ])
    func rangesOfDatesAreThePacksWords(
        locale: String, months: String, fromApril: String, acrossYears: String, days: String, acrossMonths: String,
        quarters: String, years: String, stretch: String
    ) {
        func date(_ text: String) -> Double { ISODate.seconds(from: text) ?? 0 }
        func said(_ from: String, _ to: String, spacing: Double, style: ValueFormat.DateStyle = .auto) -> String {
            var axis = Axis.date("Date")
            axis.format.dateStyle = style
            return wording(axis, locale: locale, extent: date(from)...date(to), spacing: spacing)
                .range(date(from)...date(to))
        }
        let month = 30.4 * Self.day
        #expect(said("2026-01-01", "2026-03-01", spacing: month) == months)
        #expect(said("2026-04-01", "2026-06-01", spacing: month) == fromApril)
        #expect(said("2025-10-01", "2026-01-01", spacing: month) == acrossYears)
        #expect(said("2026-03-03", "2026-03-09", spacing: Self.day) == days)
        #expect(said("2026-02-27", "2026-03-03", spacing: Self.day) == acrossMonths)
        #expect(said("2025-01-01", "2025-10-01", spacing: 91 * Self.day) == quarters)
        #expect(said("2019-01-01", "2024-01-01", spacing: 365 * Self.day, style: .year) == years)
        // A stretch within a year's data leaves the year to the axis.
        let week = wording(
            .date("Date"), locale: locale, extent: date("2026-03-01")...date("2026-03-31"), spacing: Self.day)
        #expect(week.stretch(date("2026-03-03")...date("2026-03-09")) == stretch)
    }

    @Test func monthsQuartersAndDecadesTakeTheirPrepositions() {
        let periods = Statement.missing(
            Missing(
                series: SeriesName("Pas"), count: 3, total: 40, noun: .month,
                places: [
                    .period(.month(year: 2026, month: 3)), .period(.quarter(year: 2026, quarter: 1)),
                    .period(.decade(1990)),
                ]))
        #expect(
            Self.said(periods, about: Self.dailySteps(locale: "fr_FR"))
                == "Aucune donnée en mars 2026, au premier trimestre 2026 et dans les années 1990.")
        #expect(
            Self.said(periods, about: Self.dailySteps(locale: "es_ES"))
                == "Sin datos en marzo de 2026, en el primer trimestre de 2026 y en la década de 1990.")
        let week = Statement.missing(
            Missing(series: SeriesName("Pas"), count: 1, total: 5, noun: .week, places: [.period(.week(Self.january))]))
        #expect(Self.said(week, about: Self.dailySteps(locale: "fr_FR")) == "Aucune donnée la semaine du 1er janvier.")
        #expect(Self.said(week, about: Self.dailySteps(locale: "es_ES")) == "Sin datos en la semana del 1 de enero.")
    }

    @Test func frenchSaysZeroAndOneInTheSingular() {
        let french = Language(locale: "fr_FR")
        #expect(french.count(0, .point) == "0 point")
        #expect(french.count(1, .point) == "1 point")
        #expect(french.count(2, .point) == "2 points")
        #expect(Language(locale: "es_ES").count(0, .point) == "0 puntos")
        #expect(Language(locale: "es_ES").count(1, .point) == "1 punto")
        let minutes = wording(.numeric("Durée", unit: "minutes"), locale: "fr_FR", extent: 0...10)
        #expect(minutes.text(0) == "0 minute")
        #expect(minutes.text(1) == "1 minute")
        #expect(minutes.text(1.5) == "1,5 minute")
        #expect(minutes.text(2) == "2 minutes")
        #expect(wording(.numeric("Duración", unit: "minutos"), locale: "es_ES", extent: 0...10).text(0) == "0 minutos")
        // Units a pack knows the singular of, or whose ending it knows.
        #expect(wording(.numeric("Pas", unit: "pas"), locale: "fr_FR", extent: 0...10).text(1) == "1 pas")
        #expect(wording(.numeric("Sesiones", unit: "sesiones"), locale: "es_ES", extent: 0...10).text(1) == "1 sesión")
        #expect(wording(.numeric("Meses", unit: "meses"), locale: "es_ES", extent: 0...10).text(1) == "1 mes")
        // A duration: "1,8 mois", "1 semaine".
        #expect(wording(.numeric("X"), locale: "fr_FR", extent: 0...1).duration(7 * Self.day) == "1 semaine")
        #expect(wording(.numeric("X"), locale: "es_ES", extent: 0...1).duration(14 * Self.day) == "2 semanas")
    }

    @Test func moneyScaleWordsAndPercentages() {
        var euros = Axis.numeric("Montant")
        euros.format = ValueFormat(style: .currency, currencyCode: "EUR")
        #expect(wording(euros, locale: "fr_FR", extent: 0...2000).text(1450) == "1\u{202F}450\u{00A0}€")
        #expect(wording(euros, locale: "es_ES", extent: 0...2000).text(1450) == "1.450\u{00A0}€")
        var dollars = Axis.numeric("Revenue")
        dollars.format = ValueFormat(style: .currency, currencyCode: "USD", isCompact: true)
        #expect(wording(dollars, locale: "fr_FR", extent: 0...3e6).text(1_820_000) == "1,82 million de\u{00A0}$")
        #expect(wording(dollars, locale: "fr_FR", extent: 0...3e6).text(2_480_000) == "2,48 millions de\u{00A0}$")
        #expect(wording(dollars, locale: "fr_FR", extent: 0...3e6).text(960_000) == "960 mille\u{00A0}$")
        #expect(wording(dollars, locale: "es_ES", extent: 0...3e6).text(1_820_000) == "1,82 millones de\u{00A0}$")
        var people = Axis.numeric("Population", unit: "personas")
        people.format.isCompact = true
        #expect(wording(people, locale: "es_ES", extent: 0...1e10).text(8e9) == "8 mil millones de personas")
        people.unit = "personnes"
        #expect(wording(people, locale: "fr_FR", extent: 0...1e10).text(1.26e9) == "1,26 milliard de personnes")
        // Without a unit, no "de".
        people.unit = nil
        #expect(wording(people, locale: "fr_FR", extent: 0...1e10).text(8e9) == "8 milliards")
        var share = Axis.numeric("Part")
        share.format = ValueFormat(style: .percent)
        #expect(wording(share, locale: "fr_FR", extent: 0...0.1).text(0.042) == "4,2 pour cent")
        #expect(wording(share, locale: "es_ES", extent: 0...1).text(0.42) == "42 por ciento")
        #expect(NumberWording.text(1234.5, fractionDigits: 1, language: Language(locale: "es_ES")) == "1.234,5")
        // Mexico and most of Central America write a decimal point.
        #expect(NumberWording.text(1234.5, fractionDigits: 1, language: Language(locale: "es_MX")) == "1,234.5")
        #expect(NumberWording.text(1234.5, fractionDigits: 1, language: Language(locale: "es-419")) == "1,234.5")
    }

    @Test func speechIsPreparedWithEachPacksLexicon() {
        // Spaces come out plain, which espeak-ng reads the same ("1 450" is one number in French).
        let french = Language(locale: "fr")
        #expect(
            SpeechText.prepared(
                "Montant\u{00A0}: 1\u{202F}450\u{00A0}€ au Q3, env. 5\u{00A0}%, 12 km", language: french)
                == "Montant : 1 450 euros au troisième trimestre, environ 5 pour cent, 12 kilomètres")
        let spanish = Language(locale: "es")
        #expect(
            SpeechText.prepared("Importe: 1.450 € en Q3, aprox. 5 %, 12 km", language: spanish)
                == "Importe: 1.450 euros en tercer trimestre, aproximadamente 5 por ciento, 12 kilómetros")
    }

    @Test func timesOfDayUseTheTwentyFourHourClock() throws {
        let morning = try #require(ISODate.seconds(from: "2026-03-10T08:00"))
        let french = wording(.date("Heure"), locale: "fr_FR", extent: morning...(morning + 10 * 3600))
        #expect(french.text(morning + 6.5 * 3600) == "14:30")
        let spanish = wording(.date("Hora"), locale: "es_ES", extent: morning...(morning + 10 * 3600))
        #expect(spanish.range(morning...(morning + 10 * 3600)) == "8:00 a 18:00")
    }
}
