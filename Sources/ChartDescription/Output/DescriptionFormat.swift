import ChartModel

/// The forms a description can be written in.
public enum DescriptionFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text: one paragraph per part, one line per point.
    case text
    /// SSML for speech synthesizers: `<speak>`, paragraphs, sentences, pauses between parts.
    case ssml
    /// JSON: each sentence with the numbers behind it.
    case json
    /// Markdown: a heading per level, the points as tables.
    case markdown

    /// The usual file name extension of the format: `txt`, `ssml`, `json` or `md`.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .ssml: "ssml"
        case .json: "json"
        case .markdown: "md"
        }
    }
}

extension ChartDescription {
    /// The description written in `format`.
    public func rendered(as format: DescriptionFormat, locale: String = Chart.defaultLocale) -> String {
        switch format {
        case .text: text
        case .ssml: ssml(locale: locale)
        case .json: json(locale: locale)
        case .markdown: markdown
        }
    }

    /// The sentences in paragraphs: a new paragraph wherever the series talked about changes.
    static func paragraphs(_ sentences: [Sentence]) -> [[Sentence]] {
        var paragraphs: [[Sentence]] = []
        var current: [Sentence] = []
        for sentence in sentences {
            if let last = current.last, last.series != sentence.series {
                paragraphs.append(current)
                current = []
            }
            current.append(sentence)
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs
    }

    /// Plain text.
    public var text: String {
        var blocks: [String] = []
        for part in [overview, summary, details] where !part.isEmpty {
            blocks += Self.paragraphs(part).map { $0.map(\.text).joined(separator: " ") }
        }
        if !sparklines.isEmpty {
            blocks.append(sparklines.map { ($0.series.isEmpty ? "" : $0.series + ": ") + $0.cells }.joined(separator: "\n"))
        }
        for series in points {
            let heading = points.count > 1 || !series.series.isEmpty ? [(series.series.isEmpty ? "Points" : series.series) + ":"] : []
            blocks.append((heading + series.lines).joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// Markdown: `#` title, `##` per level, a table per series of points.
    public var markdown: String {
        var blocks: [String] = ["# " + Self.markdownEscaped(title.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled chart")]
        let parts: [(String, [Sentence])] = [("Overview", overview), ("Summary", summary), ("Details", details)]
        for (heading, part) in parts where !part.isEmpty {
            blocks.append("## " + heading)
            if heading == "Details" {
                blocks += Self.paragraphs(part).map { $0.map { "- " + Self.markdownEscaped($0.text) }.joined(separator: "\n") }
            } else {
                blocks += Self.paragraphs(part).map { $0.map { Self.markdownEscaped($0.text) }.joined(separator: " ") }
            }
        }
        if !sparklines.isEmpty {
            blocks.append("## Sparklines")
            blocks.append(sparklines.map { "- " + Self.markdownEscaped($0.series) + ": " + $0.cells }.joined(separator: "\n"))
        }
        if !points.isEmpty { blocks.append("## Points") }
        for series in points {
            if points.count > 1 || !series.series.isEmpty { blocks.append("### " + Self.markdownEscaped(series.series)) }
            var table = ["| " + series.columns.map(Self.cell).joined(separator: " | ") + " |"]
            table.append("|" + String(repeating: " --- |", count: series.columns.count))
            table += series.rows.map { "| " + $0.map(Self.cell).joined(separator: " | ") + " |" }
            blocks.append(table.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private static func cell(_ text: String) -> String {
        markdownEscaped(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// `text` with Markdown's active characters escaped, so titles and labels stay literal.
    static func markdownEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]#<>".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// SSML: each part a paragraph of sentences, with a pause between parts.
    public func ssml(locale: String) -> String {
        let language = locale.replacingOccurrences(of: "_", with: "-")
        var body: [String] = []
        for part in [overview, summary, details] where !part.isEmpty {
            for paragraph in Self.paragraphs(part) {
                body.append("  <p>" + paragraph.map { "<s>" + Self.ssmlText($0.text) + "</s>" }.joined() + "</p>")
            }
            body.append("  <break time=\"700ms\"/>")
        }
        for series in points {
            if !series.series.isEmpty { body.append("  <p><s>" + series.series.xmlEscaped + "</s></p>") }
            body.append("  <p>" + series.lines.map { "<s>" + Self.ssmlText($0) + "</s><break time=\"300ms\"/>" }.joined() + "</p>")
        }
        if body.last == "  <break time=\"700ms\"/>" { body.removeLast() }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\""
            + language.xmlEscaped + "\">\n" + body.joined(separator: "\n") + "\n</speak>\n"
    }

    /// Text for SSML: escaped, with years marked so synthesizers that know `say-as` read
    /// "1700" as "seventeen hundred". Numbers are always grouped ("1,700") when spoken as
    /// amounts, so a bare four-digit number from 1000 to 2999 is a year.
    static func ssmlText(_ text: String) -> String {
        let characters = Array(text.xmlEscaped)
        var result = ""
        var index = 0
        func isDigit(_ at: Int) -> Bool { at >= 0 && at < characters.count && characters[at].isASCII && characters[at].isNumber }
        while index < characters.count {
            if isDigit(index), !isDigit(index - 1), index + 4 <= characters.count, (index..<index + 4).allSatisfy(isDigit), !isDigit(index + 4),
               "12".contains(characters[index]),
               !(index > 0 && ".,’\u{202F}".contains(characters[index - 1]) && isDigit(index - 2)),
               !(index + 4 < characters.count && ".,".contains(characters[index + 4]) && isDigit(index + 5)) {
                result += "<say-as interpret-as=\"date\" format=\"y\">" + String(characters[index..<index + 4]) + "</say-as>"
                index += 4
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }


    /// JSON: every sentence with its topic, series and facts; the points; the sparklines.
    public func json(locale: String) -> String {
        func sentences(_ list: [Sentence]) -> JSONValue {
            .array(list.map { sentence in
                var object = JSONObject()
                object["topic"] = .string(sentence.topic)
                if let series = sentence.series { object["series"] = .string(series) }
                object["text"] = .string(sentence.text)
                object["facts"] = .array(sentence.facts.map { fact in
                    var item = JSONObject()
                    item["name"] = .string(fact.name)
                    item["value"] = fact.value.isFinite ? .number(fact.value) : .null
                    item["spoken"] = .string(fact.spoken)
                    return .object(item)
                })
                return .object(object)
            })
        }
        var root = JSONObject()
        root["format"] = .string("audiograph-description/1")
        root["title"] = title.map(JSONValue.string) ?? .null
        root["level"] = .string(level.rawValue)
        root["locale"] = .string(locale)
        if level.includesOverview { root["overview"] = sentences(overview) }
        if level.includesSummary { root["summary"] = sentences(summary) }
        if level.includesDetails { root["details"] = sentences(details) }
        if level.includesPoints {
            root["points"] = .array(points.map { series in
                var object = JSONObject()
                object["series"] = .string(series.series)
                object["columns"] = .array(series.columns.map(JSONValue.string))
                object["lines"] = .array(series.lines.map(JSONValue.string))
                object["rows"] = .array(series.rows.map { .array($0.map(JSONValue.string)) })
                return .object(object)
            })
        }
        if !sparklines.isEmpty {
            root["sparklines"] = .array(sparklines.map { item in
                var object = JSONObject()
                object["series"] = .string(item.series)
                object["cells"] = .string(item.cells)
                return .object(object)
            })
        }
        return JSONWriter.text(.object(root))
    }
}
