import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Languages
import Sonification

/// One chart as a self-contained, accessible HTML5 page: its title and the author's summary, the description at every
/// level in the words of `describe`, the audio graph with its WebVTT captions and a transcript, a drawing in SVG, a
/// keyboard explorer that says what `explore` says, and a data table.
///
/// Styles and scripts are inline and allowed by hash in a strict Content-Security-Policy; nothing is fetched but the
/// audio, when it is a sibling file.
public struct ChartPage: Sendable {
    /// Where the page finds its audio graph.
    public enum Audio: Sendable, Hashable {
        /// A file beside the page, by its relative URL (its name).
        case file(String)
        /// The file's bytes inside the page, as a `data:` URL of the MIME type.
        case embedded(Data, mimeType: String)
    }

    /// Beyond this many rows, a table lists the summary's groups instead of every point.
    public static let tableRowLimit = 1_000

    /// The most bytes a page of `points` points in `series` series should weigh (its audio beside it): 1.5 MB up to
    /// 1,000 points, else 200 KB, 70 bytes a point and 4.5 KB a series (Documentation/WebPages.md).
    public static func weightBudget(points: Int, series: Int = 1) -> Int {
        points <= 1_000 ? 1_500_000 : 200_000 + 70 * points + 4_500 * series
    }

    /// The page.
    public let html: String
    /// How many positions the page's explorer holds: one a point (it answers every key from the navigator's data).
    public let explorerPositions: Int

    /// The page for `chart`, whose audio graph `sonifier` made (the captions and the times of
    /// each series come from it) and is found at `audio`; `dataFile` names a CSV file of every
    /// point, offered for download when the table lists groups.
    public init(chart: Chart, sonifier: Sonifier, audio: Audio, dataFile: String? = nil) throws(DescriptionError) {
        let describer = try ChartDescriber(chart: chart)
        let language = LanguageChoice(locale: chart.locale)
        let words = PageWords(language: language.language)
        let description = describer.describe(.full)
        let drawing = ChartDrawing(chart: chart, wording: describer.wording)
        let integer = describer.wording.language.integer
        var seriesTimes: [Int: ClosedRange<Double>] = [:]
        for timing in sonifier.score.series {
            seriesTimes[timing.seriesIndex] = timing.start...max(timing.start, timing.end)
        }
        let explorer = ExplorerScript(
            chart: chart, wording: describer.wording, drawing: drawing, seriesTimes: seriesTimes)
        explorerPositions = chart.pointCount
        let title = chart.title?.trimmingCharacters(in: .whitespacesAndNewlines).nonEmpty ?? words.untitled
        let lead =
            chart.summary?.trimmingCharacters(in: .whitespacesAndNewlines).nonEmpty ?? description.summary.first?.text
            ?? ""

        // The skip link goes to the explorer's heading (and its note without a script); the script, once it shows the
        // explorer, sends it to the explorer itself.
        var body = "<a class=\"skip\" id=\"skip\" href=\"#h-explorer\">\(words.skip)</a>\n<main>\n"
        body += "<h1 id=\"chart-title\">\(title.html)</h1>\n<p id=\"chart-summary\">\(lead.html)</p>\n"
        // The drawing is named by the title and described by the summary, by reference: each is heard once. The
        // explorer, which moves a highlight in it, follows it.
        body += "<figure>\(drawing.svg(labelledBy: "chart-title", describedBy: "chart-summary"))</figure>\n"
        // The explorer: a short hint heard on focus, the whole key list on h, where it is on entry.
        // Without a script it stays hidden, and a note says where the same is found.
        // (The section has no name of its own: the explorer is named by the heading, once.)
        body += "<section><h2 id=\"h-explorer\" tabindex=\"-1\">\(words.explorer)</h2>\n"
        body += "<noscript><p>\(words.noScript.html)</p></noscript>\n<div id=\"explorer-controls\" hidden>\n"
        body += "<p id=\"explorer-hint\">\(words.hint.html)</p>\n"
        body +=
            "<div id=\"explorer\" tabindex=\"0\" role=\"application\" aria-roledescription=\"\(words.explorerRole)\" aria-labelledby=\"h-explorer\" aria-describedby=\"explorer-hint\" data-help=\"\(words.keys.html)\" data-entry=\"\(words.entry.html)\"></div>\n"
        body +=
            "<p><label for=\"explorer-goto\">\(words.goto)</label> <input id=\"explorer-goto\" type=\"text\" autocomplete=\"off\" aria-describedby=\"explorer-goto-help\"> <span id=\"explorer-goto-help\">\(words.gotoHelp)</span></p>\n"
        body += "<div id=\"explorer-live\" role=\"status\" aria-live=\"polite\"></div></div>\n"
        // The explorer's data, its first chunk and its script come right after it, the rest of the points after the
        // page: it answers as soon as it is parsed, before the browser has read the rest of a large file (or the
        // description, captions and transcript, which follow it: on a chart of many series, megabytes).
        // '<' appears in JSON only inside strings, where \u003c says it: nothing in the data can end
        // or confuse the script element.
        body +=
            "<script type=\"application/json\" id=\"explorer-data\">\(Self.scriptSafe(explorer.json))</script>\n"
        if let first = explorer.chunks.first { body += Self.chunk(first, number: 0) }
        body += "<script>\(PageAssets.script)</script></section>\n"
        // The description, in describe's words (less the sentence that leads the page).
        body += "<section aria-labelledby=\"h-description\"><h2 id=\"h-description\">\(words.description)</h2>\n"
        body +=
            Self.paragraph(description.overview.map(\.text))
            + Self.paragraph(description.summary.map(\.text).filter { $0 != lead })
        body +=
            "<details><summary>\(words.details)</summary>\n\(Self.paragraph(description.details.map(\.text)))</details>\n"
        // "Every point" only when every point is listed; else what is, and where the rest is.
        let isCut = description.points.contains { $0.lines.count > Self.tableRowLimit }
        body += "<details><summary>\(isCut ? words.pointsFirst(integer(Self.tableRowLimit)) : words.points)</summary>\n"
        for series in description.points {
            if description.points.count > 1 { body += "<h3>\(series.series.html)</h3>\n" }
            var lines = ""
            var count = 0
            for line in series.lines {
                count += 1
                guard count <= Self.tableRowLimit else { break }
                lines += "<li>\(line.html)</li>"
            }
            body += "<ol>\(lines)</ol>\n"
            if count > Self.tableRowLimit {
                body += "<p>\(words.firstPoints(integer(Self.tableRowLimit), of: integer(series.lines.count)).html)"
                if let dataFile { body += " <a href=\"\(dataFile.html)\" download>\(words.download.html)</a>" }
                body += "</p>\n"
            }
        }
        body += "</details></section>\n"
        // The audio graph, its captions and a transcript.
        let captions = sonifier.captions()
        let source: String
        switch audio {
        case .file(let name): source = name.html
        case .embedded(let bytes, let mimeType): source = "data:\(mimeType);base64,\(bytes.base64EncodedString())"
        }
        body += "<section aria-labelledby=\"h-audio\"><h2 id=\"h-audio\">\(words.audio)</h2>\n"
        body += "<audio id=\"audio-graph\" controls preload=\"metadata\" src=\"\(source)\">"
        body +=
            "<track kind=\"captions\" default srclang=\"\(language.spokenTag)\" label=\"\(words.captions)\" src=\"data:text/vtt;base64,\(Data(Sonifier.webVTT(captions).utf8).base64EncodedString())\"></audio>\n"
        body += "<details><summary>\(words.transcript)</summary><ol>"
        for cue in captions {
            body += "<li><span class=\"time\">\(Self.time(cue.start))</span>\(TextField.cleaned(cue.text).html)</li>"
        }
        body += "</ol></details></section>\n"
        // The data.
        body +=
            "<section aria-labelledby=\"explorer-exit\"><h2 id=\"explorer-exit\" tabindex=\"-1\">\(words.data)</h2>\n"
        body += Self.table(
            chart: chart, wording: describer.wording, words: words, title: title, dataFile: dataFile,
            navigator: explorer.navigator)
        body += "</section>\n</main>\n"
        // The other chunks of series and of points, and what d says of the whole chart, each read when the explorer
        // first needs it (waited for while the page loads).
        for (number, chunk) in explorer.seriesChunks.enumerated() {
            body +=
                "<script type=\"application/json\" id=\"explorer-series-\(number + 1)\">\(Self.scriptSafe(chunk))</script>\n"
        }
        for (number, chunk) in explorer.chunks.enumerated().dropFirst() { body += Self.chunk(chunk, number: number) }
        body +=
            "<script type=\"application/json\" id=\"explorer-chart-description\">\(Self.scriptSafe(explorer.chartDescription))</script>\n"

        let policy = [
            "default-src 'none'", "style-src '\(Self.hash(PageAssets.style))'",
            "script-src '\(Self.hash(PageAssets.script))'",
            "media-src 'self' data:", "img-src 'self' data:", "base-uri 'none'", "form-action 'none'",
        ].joined(separator: "; ")
        html = """
            <!DOCTYPE html>
            <html lang="\(language.spokenTag)" dir="\(language.isWrittenRightToLeft ? "rtl" : "ltr")">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title.html)</title>
            <style>\(PageAssets.style)</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    // MARK: Pieces

    private static func paragraph(_ sentences: [String]) -> String {
        sentences.isEmpty ? "" : "<p>\(sentences.joined(separator: " ").html)</p>\n"
    }

    /// The data table: a row per x and a column per series, "no value" where a series has none;
    /// past `tableRowLimit` rows, a table per series of its groups, said so, and the CSV offered.
    static func table(
        chart: Chart, wording: ChartWording, words: PageWords, title: String, dataFile: String?,
        navigator: ChartNavigator
    ) -> String {
        let axis = wording.y.axis
        // What the values are in, for the headers: the unit, the currency, percent, or the y title.
        let unit = axis.unit ?? axis.format.currencyCode ?? (axis.format.style == .percent ? "%" : nil)
        let yTitle = axis.title + (unit.map { " (\($0))" } ?? "")
        let xTitle = wording.x.axis.title + (wording.x.axis.unit.map { " (\($0))" } ?? "")
        let places = chart.categoryPlaces
        // The rows: each distinct x, in order; each series' point there.
        // A row is a stretch of x (a point's x, or its bin or interval); a series with several
        // points there (a scatter's equal x) fills as many rows, in order.
        struct Row: Hashable, Comparable {
            var start: Double, end: Double, occurrence: Int
            static func < (a: Row, b: Row) -> Bool { (a.start, a.end, a.occurrence) < (b.start, b.end, b.occurrence) }
        }
        var rows: [Row: (x: String, cells: [Int: String])] = [:]
        for (number, series) in chart.series.enumerated() {
            let positions = chart.xPositions(of: series, categoryPlaces: places)
            var seen: [Row: Int] = [:]
            for index in series.indices {
                let point = series[index]
                let place = Row(
                    start: point.xInterval?.lowerBound ?? positions[index],
                    end: point.xInterval?.upperBound ?? positions[index], occurrence: 0)
                let key = Row(start: place.start, end: place.end, occurrence: seen[place, default: 0])
                seen[place] = key.occurrence + 1
                var row = rows[key] ?? (point.xInterval.map(wording.x.range) ?? wording.x.text(point.x), [:])
                row.cells[number] = cell(point, wording: wording, words: words)
                rows[key] = row
            }
        }
        if rows.count <= tableRowLimit {
            let seriesNames = chart.series.enumerated().map { number, series in
                series.name.isEmpty ? (chart.series.count == 1 ? yTitle : words.series(number + 1)) : series.name
            }
            let sorted = rows.sorted(by: { $0.key < $1.key }).map(\.value)
            // Up to `widestTable` series side by side; more, a table each, as narrow as one.
            let tables: [(caption: String, series: [Int])] =
                chart.series.count <= widestTable
                ? [(words.tableCaption(title), Array(chart.series.indices))]
                : seriesNames.enumerated().map { (words.tableCaption($0.element), [$0.offset]) }
            // Past `tableRowLimit` rows in all, a table each, each in a disclosure of its own named by its series.
            let isFolded =
                tables.count > 1
                && tables.reduce(0) { total, table in
                    total + sorted.count { row in table.series.contains { row.cells[$0] != nil } }
                } > tableRowLimit
            var out = ""
            for (number, table) in tables.enumerated() {
                var rowsText = "<thead><tr><th scope=\"col\">\(xTitle.html)</th>"
                for series in table.series {
                    let name = seriesNames[series]
                    rowsText +=
                        "<th scope=\"col\">\((chart.series.count == 1 ? name : name + " (" + (unit ?? axis.title) + ")").html)</th>"
                }
                rowsText += "</tr></thead><tbody>"
                for row in sorted where table.series.contains(where: { row.cells[$0] != nil }) || table.series.count > 1
                {
                    rowsText += "<tr><th scope=\"row\">\(row.x.html)</th>"
                    for series in table.series { rowsText += "<td>\((row.cells[series] ?? words.noValue).html)</td>" }
                    rowsText += "</tr>"
                }
                let region = scrolling(table.caption, rowsText + "</tbody>", id: "table-\(number)")
                out += isFolded ? folded(region, named: seriesNames[table.series[0]]) : region
            }
            return out
        }
        var out = "<p>\(words.grouped(wording.language.integer(rows.count)).html)"
        if let dataFile { out += " <a href=\"\(dataFile.html)\" download>\(words.download.html)</a>" }
        out += "</p>\n"
        let groupRows = chart.series.indices.map { navigator.groupRows(inSeries: $0) }
        let isFolded = chart.series.count > 1 && groupRows.reduce(0) { $0 + $1.count } > tableRowLimit
        for (number, series) in chart.series.enumerated() {
            let name = series.name.isEmpty ? yTitle : series.name
            var rowsText = "<thead><tr>"
            for heading in [xTitle, words.pointsHeading, words.mean, words.lowest, words.highest] {
                rowsText += "<th scope=\"col\">\(heading.html)</th>"
            }
            rowsText += "</tr></thead><tbody>"
            for row in groupRows[number] {
                rowsText += "<tr><th scope=\"row\">\(row.stretch.html)</th><td>\(row.count)</td>"
                for value in [row.mean, row.minimum, row.maximum] {
                    rowsText += "<td>\((value ?? words.noValue).html)</td>"
                }
                rowsText += "</tr>"
            }
            let region = scrolling(words.groupCaption(name), rowsText + "</tbody>", id: "table-\(number)")
            out += isFolded ? folded(region, named: name) : region
        }
        return out
    }

    /// A series' table in a disclosure named by the series, closed: a page of many series lists their names, and
    /// lays out, and has checked, only the tables opened (a thousand series' tables laid out at once took seconds,
    /// and axe-core minutes).
    private static func folded(_ region: String, named name: String) -> String {
        "<details class=\"series-table\"><summary>\(name.html)</summary>\n\(region)</details>\n"
    }

    /// Beyond this many series, the data table is a table per series, so that none is wider than a narrow screen.
    static let widestTable = 4

    /// A table of `caption` and `rows` (its head and body) in a region of its own, named by the caption, that scrolls
    /// sideways when the table is wider than the page (and takes the focus, so that keys scroll it).
    private static func scrolling(_ caption: String, _ rows: String, id: String) -> String {
        "<div class=\"table-region\" role=\"region\" aria-labelledby=\"\(id)\" tabindex=\"0\"><table><caption id=\"\(id)\">\(caption.html)</caption>\(rows)</table></div>\n"
    }

    /// A point's cell: its value (a band's range, a box's numbers) and its label.
    private static func cell(_ point: DataPoint, wording: ChartWording, words: PageWords) -> String {
        var text: String
        if let box = point.box {
            text = wording.language.phrasebook.box(
                median: wording.y.text(box.median), middleHalf: wording.y.range(box.lowerQuartile...box.upperQuartile),
                whiskers: wording.y.range(box.minimum...box.maximum), outliers: box.outliers.map(wording.y.text))
        } else if let low = point.low, let high = point.high {
            text = wording.y.range(min(low, high)...max(low, high))
            if let y = point.y { text = wording.y.text(y) + " (" + text + ")" }
        } else {
            text = point.y.map(wording.y.text) ?? words.noValue
        }
        if let label = point.label, !label.isEmpty { text += " (" + label + ")" }
        return text
    }

    /// The points' chunk `number` of the explorer's data, as an inert element the script reads by its id.
    private static func chunk(_ json: String, number: Int) -> String {
        "<script type=\"application/json\" class=\"explorer-chunk\" id=\"explorer-chunk-\(number)\">\(scriptSafe(json))</script>\n"
    }

    /// JSON with every `<` written `\u003c`, byte by byte (a `<` is one byte in UTF-8, never part of another
    /// character), so that nothing in it can end or confuse the script element that holds it.
    static func scriptSafe(_ json: String) -> String {
        let escape = Array("\\u003c".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count + 64)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { bytes += escape } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A caption's start for the transcript: minutes and seconds to a tenth, "1:02.5".
    static func time(_ seconds: Double) -> String {
        let tenths = Int((max(0, seconds) * 10).rounded())
        let secondsPart = tenths % 600
        return "\(tenths / 600):" + (secondsPart < 100 ? "0" : "") + "\(secondsPart / 10).\(secondsPart % 10)"
    }

    /// A CSP hash source for inline text.
    package static func hash(_ text: String) -> String {
        "sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString()
    }
}

extension String {
    /// The text escaped for HTML content and attributes.
    var html: String { xmlEscaped }

    /// The text, or `nil` when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
