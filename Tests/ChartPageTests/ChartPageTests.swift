import ChartDescription
import ChartModel
import ChartPage
import Foundation
import Sonification
import TestSupport
import Testing

@testable import ChartPage

/// The page's structure, read from its HTML (the browser tests check it in Chromium).
@Suite struct ChartPageTests {
    static func page(_ chart: Chart, audio: ChartPage.Audio = .file("chart.wav"), dataFile: String? = nil) throws
        -> ChartPage
    {
        try ChartPage(chart: chart, sonifier: try Sonifier(chart: chart), audio: audio, dataFile: dataFile)
    }

    /// The text between the first `open` and the `close` after it.
    static func between(_ text: String, _ open: String, _ close: String) -> String? {
        guard let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func sha256MatchesTheStandardsVectors() {
        func hex(_ text: String) -> String {
            SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
        }
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func thePolicyAllowsExactlyTheInlineStyleAndScript() throws {
        let html = try Self.page(try Samples.chart("daily-steps.json")).html
        let policy = try #require(Self.between(html, "http-equiv=\"Content-Security-Policy\" content=\"", "\""))
        #expect(policy.hasPrefix("default-src 'none'"))
        let style = try #require(Self.between(html, "<style>", "</style>"))
        let script = try #require(Self.between(html, "<script>", "</script>"))
        #expect(
            policy.contains("style-src '\(ChartPage.hash(style))'")
                && policy.contains("script-src '\(ChartPage.hash(script))'"))
        // Nothing is fetched from elsewhere: no http(s) URL anywhere in the page.
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func theTableHasACaptionHeadersWithUnitsAndSaysMissingValues() throws {
        let html = try Self.page(try Samples.chart("daily-steps.json")).html
        let table = try #require(Self.between(html, "<table>", "</table>"))
        #expect(table.contains("<caption id=\"table-0\">The data of Daily Step Count, January 2026</caption>"))
        // It scrolls sideways in a region of its own, named by the caption, that keys can scroll.
        #expect(
            html.contains(
                "<div class=\"table-region\" role=\"region\" aria-labelledby=\"table-0\" tabindex=\"0\"><table>"))
        #expect(table.contains("<th scope=\"col\">Date</th><th scope=\"col\">Daily steps</th>"))
        // January 3 has no value; each row is headed by its x.
        #expect(table.contains("<tr><th scope=\"row\">January 3</th><td>no value</td></tr>"))
        #expect(table.components(separatedBy: "<tr>").count - 1 == 31, "a header row and 30 days")
        // Several series: a column each, the unit in its header.
        let regions = try #require(
            Self.between(
                try Self.page(try Samples.chart("quarterly-revenue-by-region.json")).html, "<table>", "</table>"))
        #expect(
            regions.contains(
                "<thead><tr><th scope=\"col\">Quarter</th><th scope=\"col\">North America (USD)</th><th scope=\"col\">Europe (USD)</th>"
            ), Comment(rawValue: regions))
    }

    @Test func aLongChartIsTabledByGroupsWithItsDataOffered() throws {
        let page = try Self.page(try Samples.chart("sensor-100k-columns.json"), dataFile: "sensor.csv")
        #expect(page.html.contains("100,000 points are too many to read as a table"))
        #expect(page.html.contains("<a href=\"sensor.csv\" download>"))
        let table = try #require(Self.between(page.html, "<table>", "</table>"))
        #expect(table.contains("<th scope=\"col\">Average</th>"))
        // Every point is explored, from the navigator's data in chunks of 1,024 points (98 for 100,000),
        // within the budget of 200 KB and 70 bytes a point.
        #expect(page.explorerPositions == 100_000)
        #expect(
            page.html.components(separatedBy: "<script type=\"application/json\" class=\"explorer-chunk\"").count - 1
                == 98)
        // The explorer answers before the rest is parsed: its data, its first chunk and its script follow it, before
        // the data table; the other chunks follow the page.
        let html = page.html
        let places = [
            "<div id=\"explorer\"", "id=\"explorer-data\"", "id=\"explorer-chunk-0\"", "<script>",
            "id=\"explorer-exit\"",
            "</main>", "id=\"explorer-chunk-1\"", "id=\"explorer-chunk-97\"",
            "<script type=\"application/json\" id=\"explorer-chart-description\">",
            "</body>",
        ].map { html.range(of: $0)?.lowerBound ?? html.startIndex }
        #expect(zip(places, places.dropFirst()).allSatisfy { $0 < $1 }, "in the order the explorer needs them")
        #expect(page.html.utf8.count < 200_000 + 70 * 100_000, "\(page.html.utf8.count) bytes")
        #expect(page.html.contains("<input id=\"explorer-goto\""), "Go to is there")
        // The explorer's name is its own (the section has none), and the skip link goes to its heading.
        #expect(page.html.contains("<a class=\"skip\" id=\"skip\" href=\"#h-explorer\">"))
        #expect(page.html.components(separatedBy: "aria-labelledby=\"h-explorer\"").count - 1 == 1)
    }

    @Test func theLanguageAndDirectionFollowTheLocale() throws {
        var chart = try Samples.chart("monthly-revenue.json")
        chart.locale = "de_DE"
        let german = try Self.page(chart).html
        #expect(
            german.contains("<html lang=\"de-DE\" dir=\"ltr\">")
                && german.contains("<h2 id=\"h-description\">Beschreibung</h2>"))
        // No Hebrew pack yet: the page is written in English, and says so by its lang, left to
        // right (a right-to-left page of English words would flip the drawing for nothing).
        chart.locale = "he-IL"
        let hebrew = try Self.page(chart).html
        #expect(hebrew.contains("<html lang=\"en\" dir=\"ltr\">") && hebrew.contains(">Description</h2>"))
    }

    @Test func theDescriptionIsInDescribesWords() throws {
        let chart = try Samples.chart("commute-times-histogram.json")
        let html = try Self.page(chart).html
        let summary = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(html.contains(summary.xmlEscaped))
        // The drawing is an image named by the title and described by the summary, by reference, with a bin per point.
        #expect(html.contains("role=\"img\" aria-labelledby=\"chart-title\" aria-describedby=\"chart-summary\""))
        let svg = try #require(Self.between(html, "<svg", "</svg>"))
        #expect(svg.components(separatedBy: "class=\"bar s0\"").count - 1 == 9)
    }

    @Test func theLeadingSentenceIsNotRepeatedAndEveryPointIsNotPromisedPastTheList() throws {
        // Without an author's summary the data summary's first sentence leads the page, once.
        let steps = try Samples.chart("daily-steps.json")
        let lead = try #require(try ChartDescriber(chart: steps).describe(.summary).summary.first?.text)
        let html = try Self.page(steps).html
        // (The explorer's data, in the script element, holds it as d's answer.)
        let page = try #require(html.components(separatedBy: "<script").first)
        #expect(page.components(separatedBy: lead.xmlEscaped).count - 1 == 1)
        // Past 1,000 points a series lists its first 1,000, says so, and links the rest.
        let long = try Self.page(try Samples.chart("sensor-100k-columns.json"), dataFile: "sensor.csv").html
        #expect(
            !long.contains("Every point") && long.contains("<summary>The first 1,000 points of each series</summary>"))
        #expect(long.contains("The first 1,000 of 100,000 points. <a href=\"sensor.csv\" download>"))
        #expect(!long.contains("give the rest"))
    }

    @Test func aChartOfManySeriesHasATableEach() throws {
        let months = (1...12).map(Double.init)
        let chart = Chart(
            title: "Stores", kind: .line, xAxis: .numeric("Month"), yAxis: .numeric("Sales"),
            series: (1...5).map { Series(name: "Store \($0)", x: months, y: months.map { $0 * 2 }) })
        let html = try Self.page(chart).html
        #expect(html.components(separatedBy: "<table>").count - 1 == 5)
        #expect(html.contains("<caption id=\"table-4\">The data of Store 5</caption>"))
    }

    @Test func embeddedAudioIsADataURL() throws {
        let html = try Self.page(
            try Samples.chart("monthly-revenue.json"), audio: .embedded(Data([1, 2, 3]), mimeType: "audio/wav")
        ).html
        #expect(html.contains("src=\"data:audio/wav;base64,AQID\""))
    }

    /// WCAG 2 contrast, computed from the style's own colours in both schemes: text (and links,
    /// in the first series' colour) 4.5:1 against the background, every series' marks 3:1.
    @Test func theColoursMeetWCAGContrastInBothSchemes() throws {
        func luminance(_ hex: String) -> Double {
            var digits = hex.dropFirst().map { String($0) }
            if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
            let channels = stride(from: 0, to: 6, by: 2).map {
                Double(Int(digits[$0] + digits[$0 + 1], radix: 16)!) / 255
            }
            let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        func contrast(_ a: String, _ b: String) -> Double {
            let (x, y) = (luminance(a), luminance(b))
            return (max(x, y) + 0.05) / (min(x, y) + 0.05)
        }
        // The style file is laid out for reading; its rules are matched without the layout.
        let style = PageAssets.style.filter { !$0.isWhitespace }
        let light = try #require(Self.between(style, ":root{", "}"))
        let dark = try #require(Self.between(style, "(prefers-color-scheme:dark){:root{", "}"))
        for scheme in [light, dark] {
            var colours: [String: String] = [:]
            for declaration in scheme.split(separator: ";") where declaration.hasPrefix("--") {
                let parts = declaration.split(separator: ":")
                colours[String(parts[0])] = String(parts[1])
            }
            let background = try #require(colours["--bg"])
            #expect(contrast(try #require(colours["--fg"]), background) >= 4.5)
            #expect(contrast(try #require(colours["--c0"]), background) >= 4.5, "links")
            #expect(contrast(try #require(colours["--focus"]), background) >= 3, "the focus outline")
            for series in 0..<6 {
                #expect(
                    contrast(try #require(colours["--c\(series)"]), background) >= 3,
                    "series \(series): \(colours["--c\(series)"]!)")
            }
        }
    }

    @Test func hostileTextStaysText() throws {
        let chart = Chart(
            title: "</script><script>alert(1)</script><!--", summary: "<img src=x onerror=alert(2)>",
            xAxis: .categorical("A & B"),
            series: [
                Series(
                    name: "<b>S</b>",
                    points: [
                        DataPoint(category: "</script>", y: 1, label: "\"'<x>"),
                        DataPoint(category: "<!--<script>", y: 2),
                    ])
            ])
        let html = try Self.page(chart).html
        #expect(
            !html.contains("<script>alert") && !html.contains("<img src=x") && !html.contains("<b>S</b>")
                && !html.contains("<!--"))
        // Four script elements, the data, its one chunk of points, the code and what d says of the whole chart, and
        // nothing else closes one.
        #expect(html.components(separatedBy: "</script>").count - 1 == 4)
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func anEmptyChartAndAOnePointChartMakePages() throws {
        let empty = Chart(title: "Nothing yet", xAxis: .numeric("X"), series: [])
        let page = try Self.page(empty)
        // No point for the explorer to hold: it says so at the chart's level.
        #expect(page.html.contains("The chart has no data.") && page.explorerPositions == 0)
        let one = Chart(
            title: "One", xAxis: .numeric("X"), yAxis: .numeric("Y"),
            series: [Series(name: "S", points: [DataPoint(x: 1, y: 5)])])
        #expect(try Self.page(one).html.contains("<tr><th scope=\"row\">1</th><td>5</td></tr>"))
    }

    @Test func aChartOfManySeriesKeepsTheirDataOutOfTheWayOfTheFirstAnswer() throws {
        // 40 stores of 3 months: the explorer's data before its script holds the first 16 series; the others come
        // in chunks of 16 after the page, each read when the explorer first needs it.
        let months = [1.0, 2, 3]
        let stores = (0..<40).map { number in
            Series(name: "Store \(number + 1)", x: months, y: months.map { Optional(100 + $0 * 3 + Double(number)) })
        }
        let html = try Self.page(
            Chart(title: "Stores", kind: .line, xAxis: .numeric("Month"), yAxis: .numeric("Sales"), series: stores)
        ).html
        let code = try #require(html.range(of: "<script>")?.lowerBound)
        let end = try #require(html.range(of: "</main>")?.lowerBound)
        let data = try #require(Self.between(html, "id=\"explorer-data\">", "</script>")).filter { !$0.isWhitespace }
        #expect(data.contains("\"seriesCount\":40,\"seriesPerChunk\":16"))
        #expect(data.contains("\"name\":\"Store16\"") && !data.contains("\"name\":\"Store17\""))
        for number in 1...2 {
            let chunk = try #require(
                html.range(of: "<script type=\"application/json\" id=\"explorer-series-\(number)\">"))
            #expect(chunk.lowerBound > end && chunk.lowerBound > code)
        }
        #expect(!html.contains("id=\"explorer-series-3\""))
        // The explorer and its script follow the drawing; the description, the captions and the transcript (on a chart
        // of many series, megabytes) follow them, so the first answer waits for none of them.
        let drawing = try #require(html.range(of: "</figure>")?.lowerBound)
        let explorer = try #require(html.range(of: "id=\"explorer\"")?.lowerBound)
        for later in ["id=\"h-description\"", "<track ", "<summary>Transcript</summary>", "id=\"explorer-exit\""] {
            let place = try #require(html.range(of: later)?.lowerBound, "\(later)")
            #expect(drawing < explorer && explorer < code && code < place, "\(later) before the explorer's script")
        }
        let last = try #require(Self.between(html, "id=\"explorer-series-2\">", "</script>")).filter {
            !$0.isWhitespace
        }
        #expect(last.hasPrefix("[{\"name\":\"Store33\"") && last.contains("\"name\":\"Store40\""))
        // The drawing's legend names as many series as it has room for, then says more are left out.
        let legend = try #require(Self.between(html, "<g class=\"legend\"", "</g>"))
        #expect(
            legend.contains(">Store 17</text>") && !legend.contains(">Store 18</text>") && legend.contains(">…</text>"))
    }

    @Test func aThousandPointPageKeepsEveryPointAndStaysSmall() throws {
        var generator = SeededGenerator(seed: 7)
        let values = (0..<1_000).map { Double($0 % 97) + Double.random(in: 0..<1, using: &generator) }
        let chart = Chart(
            title: "Walk", xAxis: .numeric("Step"), yAxis: .numeric("Level"),
            series: [Series(name: "S", x: (0..<1_000).map(Double.init), y: values)])
        let page = try Self.page(chart)
        // Every point, answered from the navigator's data rather than a table of every answer.
        #expect(page.explorerPositions == 1_000)
        #expect(page.html.utf8.count < 400_000, "\(page.html.utf8.count) bytes")
    }

    @Test func theTranscriptIsTheCaptionsOnceEscapedWithTheirTimes() throws {
        let chart = Chart(
            title: "R&D", xAxis: .categorical("Team"), yAxis: .numeric("Budget"),
            series: [
                Series(name: "R&D <core>", points: [DataPoint(category: "A&B", y: 1), DataPoint(category: "C", y: 2)])
            ])
        let html = try Self.page(chart).html
        let transcript = try #require(Self.between(html, "<summary>Transcript</summary><ol>", "</ol>"))
        #expect(
            transcript.contains("A&amp;B") && !transcript.contains("&amp;amp;") && !transcript.contains("&amp;lt;"),
            Comment(rawValue: transcript))
        #expect(transcript.hasPrefix("<li><span class=\"time\">0:00.0</span>"))
        #expect(
            ChartPage.time(62.54) == "1:02.5" && ChartPage.time(600) == "10:00.0" && ChartPage.time(9.96) == "0:10.0")
    }

    @Test func pointsSharingAnXEachHaveARow() throws {
        // A scatter with two people of 170 cm: both are in the table.
        let chart = Chart(
            title: "People", kind: .scatter, xAxis: .numeric("Height"), yAxis: .numeric("Weight"),
            series: [
                Series(
                    name: "Adults", isContinuous: false,
                    points: [DataPoint(x: 170, y: 60), DataPoint(x: 165, y: 55), DataPoint(x: 170, y: 72)])
            ])
        let table = try #require(Self.between(try Self.page(chart).html, "<tbody>", "</tbody>"))
        #expect(
            table
                == "<tr><th scope=\"row\">165</th><td>55</td></tr><tr><th scope=\"row\">170</th><td>60</td></tr><tr><th scope=\"row\">170</th><td>72</td></tr>",
            Comment(rawValue: table))
    }
}

/// The page's script and style as the source files they are.
@Suite struct PageAssetTests {
    @Test func theScriptIsValidStrictJavaScript() throws {
        // node's syntax check is the script's lint (Scripts/bootstrap.sh installs node).
        let script = Samples.package.appendingPathComponent("Sources/ChartPage/Assets/explorer.js").path
        let node = Process()
        node.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        node.arguments = ["node", "--check", script]
        try node.run()
        node.waitUntilExit()
        #expect(node.terminationStatus == 0, "node --check \(script) failed")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("'use strict';"))
        // What reaches the page is the file itself, so its hash in the page's policy is the file's.
        #expect(PageAssets.script == text)
        #expect(!["eval(", "innerHTML", "document.write"].contains(where: text.contains))
    }

    @Test func theDataNamesItsVersionAndSoundOpcodes() throws {
        let chart = try Samples.chart("daily-steps.json")
        let html = try ChartPageTests.page(chart).html
        let compact = html.filter { $0 != " " }
        #expect(compact.contains(#""version":2,"#))
        for opcode in ExplorerScript.SoundOpcode.allCases {
            #expect(compact.contains("\"\(opcode)\":\(opcode.rawValue)"), "\(opcode)")
        }
    }
}
