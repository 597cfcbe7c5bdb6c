import ChartDescription
import ChartModel
import Testing

@testable import ChartNavigation

/// A series is called the same by the description and the navigator, and "Series 2" is only ever the name "2": a
/// name that is a number is said with what it is a value of when the chart says ("sex 2"), an unnamed series by
/// its place ("Unnamed series 2").
@Suite struct SeriesNameTests {
    static func summary(_ chart: Chart) throws -> String {
        try ChartDescriber(chart: chart).describe(.summary).sentences.map(\.text).joined(separator: " ")
    }

    /// What the navigator calls each series, met by stepping through them.
    static func navigatorNames(_ chart: Chart) -> [String] {
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.up)
        var names: [String] = []
        for number in chart.series.indices {
            if number > 0 { _ = navigator.perform(.nextSeries) }
            names.append(navigator.seriesName(navigator.seriesIndex))
        }
        return names
    }

    @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES"])
    func seriesNamedByNumbersTakeTheirTitle(locale: String) throws {
        // Population by sex code (series "1" and "2", split from the column "sex") and age. By hand: men 100, 90,
        // 80, 70, 60; women 95, 88, 82, 75, 70; women are first above men at age 10 (82 > 80).
        let ages = ["0", "5", "10", "15", "20"]
        let chart = Chart(
            title: "People", kind: .line, locale: locale, xAxis: .categorical("age"), yAxis: .numeric("People"),
            series: [
                Series(name: "1", x: .categories(ages), y: [100, 90, 80, 70, 60]),
                Series(name: "2", x: .categories(ages), y: [95, 88, 82, 75, 70]),
            ], seriesTitle: "sex")
        let said = try Self.summary(chart)
        let series = ["en_US": "Series", "de_DE": "Reihe", "fr_FR": "Série", "es_ES": "Serie"][locale] ?? ""
        // A sentence that starts with a name starts with a capital: "Sex 2: falls …".
        #expect(said.contains("Sex 1") && said.contains("Sex 2"), "\(said)")
        if locale == "en_US" { #expect(said.contains("Sex 2 moves above sex 1 for age 10."), "\(said)") }
        #expect(!said.contains(series + " 1") && !said.contains(series + " 2"), "\(said)")
        #expect(Self.navigatorNames(chart) == ["sex 1", "sex 2"])
        // The navigator's series line and its summary of the series name it the same way.
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.nextSeries)
        #expect(navigator.perform(.describe).announcement.hasPrefix("Sex 2"))
    }

    @Test(arguments: [
        ("en_US", "Series 2", "Unnamed series 2"), ("de_DE", "Reihe 2", "Unbenannte Reihe 2"),
        ("fr_FR", "Série 2", "Série sans nom 2"), ("es_ES", "Serie 2", "Serie sin nombre 2"),
    ])
    func anUnnamedSeriesIsNeverCalledWhatANumberedOneIs(locale: String, named: String, unnamed: String) throws {
        // A series named "2" first, an unnamed one second: each is called one thing, and the two differ.
        let chart = Chart(
            title: "Two lines", kind: .line, locale: locale, xAxis: .numeric("Day"), yAxis: .numeric("Count"),
            series: [Series(name: "2", x: [1, 2, 3], y: [5, 7, 9]), Series(name: "", x: [1, 2, 3], y: [6, 4, 3])])
        #expect(Self.navigatorNames(chart) == [named, unnamed])
        let said = try Self.summary(chart)
        #expect(said.contains(named) && said.contains(unnamed), "\(said)")
        // Never "the data" for one of several series.
        let theData = ["en_US": "The data", "de_DE": "Die Daten", "fr_FR": "Les données", "es_ES": "Los datos"]
        #expect(!said.contains(theData[locale] ?? "?"), "\(said)")
        // The navigator's summary of the unnamed series names it as the description does.
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.nextSeries)
        #expect(navigator.perform(.describe).announcement.hasPrefix(unnamed), "\(locale)")
    }

    @Test(arguments: [("en_US", "The data"), ("de_DE", "Die Daten"), ("fr_FR", "Les données"), ("es_ES", "Los datos")])
    func anOnlyUnnamedSeriesIsNamedByItsValues(locale: String, theData: String) throws {
        // A chart's one series, unnamed, is named by what its values are (the y axis's title, "Count"), as a CSV
        // file's one column names its series and the page's table heads its column: the same name in the description,
        // the explorer and the audio graph, never "Unnamed series 1" of the only series.
        let chart = Chart(
            kind: .line, locale: locale, xAxis: .numeric("Day"), yAxis: .numeric("Count"),
            series: [Series(name: "", x: [1, 2, 3], y: [5, 7, 9])])
        let said = try Self.summary(chart)
        #expect(said.contains("Count:") || said.contains("Count\u{A0}:"), "\(said)")
        #expect(!said.contains(theData), "\(said)")
        #expect(Self.navigatorNames(chart) == ["Count"])
        var navigator = ChartNavigator(chart: chart)
        #expect(navigator.perform(.play).announcement.contains("Count"))
        #expect(navigator.perform(.describe).announcement.hasPrefix("Count"))
        // Without a y title, "the data" in both.
        var untitled = chart
        untitled.yAxis = .numeric("")
        #expect(try Self.summary(untitled).contains(theData))
        #expect(Self.navigatorNames(untitled) == [theData])
    }
}
