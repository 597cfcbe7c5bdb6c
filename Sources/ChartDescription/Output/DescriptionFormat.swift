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
    /// The description written in `format`; SSML and JSON name the locale it is worded in.
    public func rendered(as format: DescriptionFormat) -> String {
        var text = ""
        write(as: format) { text += $0 }
        return text
    }

    /// Writes the description in `format` to `sink`, piece by piece: the points of a long series
    /// go out line by line as they are made, so memory does not grow with the series.
    ///
    /// Text from the chart is made safe for the format on its way out: no control character
    /// reaches plain text, SSML or JSON raw, and nothing in a title or label can start a
    /// Markdown heading, list or table.
    ///
    /// - Throws: Whatever `sink` throws; writing stops there.
    public func write<E: Error>(as format: DescriptionFormat, to sink: (String) throws(E) -> Void) throws(E) {
        switch format {
        case .text: try writeText(to: sink)
        case .ssml: try writeSSML(to: sink)
        case .json: try writeJSON(to: sink)
        case .markdown: try writeMarkdown(to: sink)
        }
    }

    /// Plain text.
    public var text: String { rendered(as: .text) }

    /// Markdown: `#` title, `##` per level, a table per series of points.
    public var markdown: String { rendered(as: .markdown) }

    /// SSML: each part a paragraph of sentences, with a pause between parts.
    public var ssml: String { rendered(as: .ssml) }

    /// JSON: every sentence with its type, series and facts; the sparklines; the points.
    public var json: String { rendered(as: .json) }

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

    private func writeText<E: Error>(to sink: (String) throws(E) -> Void) throws(E) {
        var isFirst = true
        func block(_ text: String) throws(E) {
            try sink((isFirst ? "" : "\n\n") + text)
            isFirst = false
        }
        for part in [overview, summary, details] where !part.isEmpty {
            for paragraph in Self.paragraphs(part) {
                try block(paragraph.map { TextField.cleaned($0.text) }.joined(separator: " "))
            }
        }
        if !sparklines.isEmpty {
            try block(
                sparklines.map { ($0.series.isEmpty ? "" : TextField.cleaned($0.series) + ": ") + $0.cells }.joined(
                    separator: "\n"))
        }
        let phrasebook = Language(locale: locale).phrasebook
        for series in points {
            let heading =
                points.count > 1 || !series.series.isEmpty
                ? phrasebook.pointsHeading(series.series.isEmpty ? nil : TextField.cleaned(series.series)) : nil
            var isFirstLine = true
            for line in series.lines {
                let text = TextField.cleaned(line)
                if isFirstLine {
                    try block(heading.map { $0 + "\n" + text } ?? text)
                    isFirstLine = false
                } else {
                    try sink("\n" + text)
                }
            }
            if isFirstLine, let heading { try block(heading) }
        }
        try sink("\n")
    }

    private func writeMarkdown<E: Error>(to sink: (String) throws(E) -> Void) throws(E) {
        let words = Language(locale: locale).words.pack
        try sink("# " + Self.markdownEscaped(title.flatMap { $0.isEmpty ? nil : $0 } ?? words["page.untitled"]))
        func block(_ text: String) throws(E) { try sink("\n\n" + text) }
        let parts: [(String, [Sentence])] = [("overview", overview), ("summary", summary), ("details", details)]
        for (part, sentences) in parts where !sentences.isEmpty {
            try block("## " + words["markdown." + part])
            for paragraph in Self.paragraphs(sentences) {
                if part == "details" {
                    try block(paragraph.map { "- " + Self.markdownEscaped($0.text) }.joined(separator: "\n"))
                } else {
                    try block(paragraph.map { Self.markdownEscaped($0.text) }.joined(separator: " "))
                }
            }
        }
        if !sparklines.isEmpty {
            try block("## " + words["markdown.sparklines"])
            try block(
                sparklines.map { "- " + Self.markdownEscaped($0.series) + ": " + $0.cells }.joined(separator: "\n"))
        }
        if !points.isEmpty { try block("## " + words["page.pointsHeading"]) }
        for series in points {
            if points.count > 1 || !series.series.isEmpty { try block("### " + Self.markdownEscaped(series.series)) }
            try block(
                "| " + series.columns.map(Self.cell).joined(separator: " | ") + " |\n|"
                    + String(repeating: " --- |", count: series.columns.count))
            for row in series.rows { try sink("\n| " + row.map(Self.cell).joined(separator: " | ") + " |") }
        }
        try sink("\n")
    }

    private static func cell(_ text: String) -> String {
        markdownEscaped(text)
    }

    /// `text` as literal Markdown on one line: control characters gone, every character that
    /// Markdown gives a meaning inside a line escaped (emphasis, code, links, tables, HTML,
    /// entities), and one that would start a block at the start of a line (a heading, a list
    /// item, a quote, a rule) escaped there.
    static func markdownEscaped(_ text: String) -> String {
        let characters = Array(TextField.cleaned(text))
        var escaped = ""
        var atStart = true
        var digitsAtStart = true
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            // Spaces before a line's first character mean nothing, but four begin a code block.
            if atStart, character == " " { continue }
            if "\\`*_[]#<>|&~".contains(character) {
                escaped.append("\\")
            } else if atStart, "-+=".contains(character) {
                escaped.append("\\")
            } else if digitsAtStart, index > 0, ".)".contains(character), next == " " {
                // "1986. " at the start of a line would begin an ordered list.
                escaped.append("\\")
            }
            if character != " " { atStart = false }
            if !(character.isASCII && character.isNumber) { digitsAtStart = false }
            escaped.append(character)
        }
        return escaped
    }

    private func writeSSML<E: Error>(to sink: (String) throws(E) -> Void) throws(E) {
        let language = locale.replacingOccurrences(of: "_", with: "-")
        try sink(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\""
                + TextField.cleaned(language).xmlEscaped + "\">")
        var pendingBreak = false
        for part in [overview, summary, details] where !part.isEmpty {
            if pendingBreak { try sink("\n  <break time=\"700ms\"/>") }
            for paragraph in Self.paragraphs(part) {
                try sink("\n  <p>" + paragraph.map { "<s>" + Self.ssml($0.segments) + "</s>" }.joined() + "</p>")
            }
            pendingBreak = true
        }
        for series in points {
            if pendingBreak { try sink("\n  <break time=\"700ms\"/>") }
            pendingBreak = false
            if !series.series.isEmpty {
                try sink("\n  <p><s>" + TextField.cleaned(series.series).xmlEscaped + "</s></p>")
            }
            try sink("\n  <p>")
            for line in series.lines { try sink("<s>" + Self.ssmlText(line) + "</s><break time=\"300ms\"/>") }
            try sink("</p>")
        }
        try sink("\n</speak>\n")
    }

    /// A sentence in SSML, from its segments: amounts as they are, and the years in dates and in
    /// the chart's own text marked (`say-as`) so synthesizers read "1700" as "seventeen hundred".
    static func ssml(_ segments: [Segment]) -> String {
        segments.map { segment in
            switch segment {
            case .words(let text), .number(_, let text, _): TextField.cleaned(text).xmlEscaped
            case .chartText(let text), .date(_, let text, _): ssmlText(text)
            }
        }.joined()
    }

    /// Text for SSML: control characters gone, escaped, with years marked so synthesizers that
    /// know `say-as` read "1700" as "seventeen hundred": a bare four-digit number from 1000 to
    /// 2999 (amounts are always grouped, "1,700", and come as number segments anyway).
    static func ssmlText(_ text: String) -> String {
        let characters = Array(TextField.cleaned(text).xmlEscaped)
        var result = ""
        var index = 0
        func isDigit(_ at: Int) -> Bool {
            at >= 0 && at < characters.count && characters[at].isASCII && characters[at].isNumber
        }
        while index < characters.count {
            if isDigit(index), !isDigit(index - 1), index + 4 <= characters.count,
                (index..<index + 4).allSatisfy(isDigit), !isDigit(index + 4),
                "12".contains(characters[index]),
                !(index > 0 && ".,’\u{202F}".contains(characters[index - 1]) && isDigit(index - 2)),
                !(index + 4 < characters.count && ".,".contains(characters[index + 4]) && isDigit(index + 5))
            {
                result +=
                    "<say-as interpret-as=\"date\" format=\"y\">" + String(characters[index..<index + 4]) + "</say-as>"
                index += 4
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    private func writeJSON<E: Error>(to sink: (String) throws(E) -> Void) throws(E) {
        // A series by the data's own name; the name spoken, when another, beside it.
        func named(_ spoken: String, in object: inout JSONObject) {
            let own = dataNames[spoken] ?? spoken
            object["series"] = .string(own)
            if own != spoken { object["spokenSeries"] = .string(spoken) }
        }
        func sentences(_ list: [Sentence]) -> JSONValue {
            .array(
                list.map { sentence in
                    var object = JSONObject()
                    object["type"] = .string(sentence.kind.rawValue)
                    if let series = sentence.series { named(series.name, in: &object) }
                    object["text"] = .string(sentence.text)
                    object["facts"] = .array(
                        sentence.facts.map { fact in
                            var item = JSONObject()
                            item["name"] = .string(fact.role.rawValue)
                            item["value"] = fact.value.isFinite ? .number(fact.value) : .null
                            item["spoken"] = .string(fact.spoken)
                            return .object(item)
                        })
                    return .object(object)
                })
        }
        var members: [(String, JSONValue)] = [
            ("format", .string("audiograph-description/1")), ("title", title.map(JSONValue.string) ?? .null),
            ("level", .string(level.rawValue)), ("locale", .string(locale)),
        ]
        if level.includesOverview { members.append(("overview", sentences(overview))) }
        if level.includesSummary { members.append(("summary", sentences(summary))) }
        if level.includesDetails { members.append(("details", sentences(details))) }
        if !sparklines.isEmpty {
            members.append(
                (
                    "sparklines",
                    .array(
                        sparklines.map { item in
                            var object = JSONObject()
                            named(item.series, in: &object)
                            object["cells"] = .string(item.cells)
                            return .object(object)
                        })
                ))
        }
        try sink("{")
        for (position, (key, value)) in members.enumerated() {
            try sink(
                (position == 0 ? "\n  " : ",\n  ") + JSONWriter.text(.string(key), indent: 1) + ": "
                    + JSONWriter.text(value, indent: 1))
        }
        if level.includesPoints {
            // The points, one line of JSON per point, written as they are made.
            try sink(",\n  \"points\": [")
            for (position, series) in points.enumerated() {
                let own = dataNames[series.series] ?? series.series
                let spoken =
                    own == series.series
                    ? "" : ",\n      \"spokenSeries\": " + JSONWriter.text(.string(series.series), indent: 3)
                try sink(
                    (position == 0 ? "\n    {" : ",\n    {") + "\n      \"series\": "
                        + JSONWriter.text(.string(own), indent: 3) + spoken
                        + ",\n      \"columns\": "
                        + JSONWriter.text(.array(series.columns.map(JSONValue.string)), indent: 3)
                        + ",\n      \"lines\": [")
                for (index, line) in series.lines.enumerated() {
                    try sink((index == 0 ? "\n        " : ",\n        ") + JSONWriter.text(.string(line), indent: 4))
                }
                try sink((series.lines.isEmpty ? "" : "\n      ") + "],\n      \"rows\": [")
                for (index, row) in series.rows.enumerated() {
                    try sink(
                        (index == 0 ? "\n        " : ",\n        ")
                            + JSONWriter.text(.array(row.map(JSONValue.string)), indent: 4))
                }
                try sink((series.rows.isEmpty ? "" : "\n      ") + "]\n    }")
            }
            try sink((points.isEmpty ? "" : "\n  ") + "]")
        }
        try sink("\n}\n")
    }
}
