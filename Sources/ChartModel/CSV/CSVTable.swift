/// A CSV file split into a header and records (RFC 4180: quoted fields, doubled quotes, embedded commas and line
/// breaks, CRLF or LF line ends, an optional byte order mark).
///
/// Each field is cleaned as a text field (`TextField`): a line break inside a quoted field becomes a space.
public struct CSVTable: Sendable, Hashable {
    /// The column names from the first record.
    public var header: [String]
    /// The records after the header, each with as many fields as the header.
    public var rows: [[String]]
    /// The line on which each record starts, counted from 1, for messages.
    package var rowLines: [Int]
    /// How the file is spelled: its delimiter and decimal separator.
    var dialect: CSVDialect
    /// Each column's place in the file, counted from 0, where columns were joined
    /// (`DateParts`); nil when they are the file's own.
    var fileColumns: [Int]?
    /// The lines above the header that title the table, as a spreadsheet exports a sheet's title: each one text (or
    /// one and empty fields), above a header of two or more names.
    var preamble: [String] = []

    /// The lines below the data, under a blank line, that note where it came from or what it means ("Source: …",
    /// "Note: …"), as spreadsheets export them: the line of each, left out of the rows.
    var footnotes: [Int] = []
    /// The first footnote's text.
    var firstFootnote = ""

    /// Whether the last row is kept as data though labelled a total (`CSVTable.isLeftOut(_:)`).
    var keepsLastRow = false

    /// The most lines above the header read as its title.
    static let preambleLimit = 3

    /// Column `column`'s place in the file, counted from 0, for messages.
    func fileColumn(_ column: Int) -> Int { fileColumns?[column] ?? column }

    /// Parses CSV text in UTF-8.
    ///
    /// - Throws: `ChartReadError` naming the line (and column) of invalid UTF-8, an unterminated
    ///   or stray quote, a duplicate column name, or a record with the wrong number of fields.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing bytes: [UInt8]) throws(ChartReadError) {
        try self.init(parsing: bytes, dialect: CSVDialect())
    }

    /// Parses CSV text in UTF-8 spelled in `dialect`.
    ///
    /// - Throws: `ChartReadError`, as `init(parsing:)` throws it.
    init(parsing bytes: [UInt8], dialect: CSVDialect) throws(ChartReadError) {
        self.dialect = dialect
        if let bad = bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset) {
            let (line, column) = TextPosition.lineAndColumn(of: bad, in: bytes)
            throw ChartReadError(
                .csv(line: line, column: column, header: nil),
                "invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
        }
        var records = try Self.records(in: bytes, delimiter: dialect.delimiter)
        let lead = Self.preambleCount(records)
        preamble = records.prefix(lead).map { $0.fields[0] }.filter { !$0.isEmpty }
        records.removeFirst(lead)
        guard let first = records.first else {
            throw ChartReadError(.whole, "the CSV file is empty; expected a header row naming the columns")
        }
        records.removeFirst()
        header = first.fields.map(TextField.name)
        var seen: [String: Int] = [:]
        for (position, name) in header.enumerated() {
            if let earlier = seen[name] {
                throw ChartReadError(
                    .csv(line: first.line, column: position + 1, header: nil),
                    "duplicate column name '\(name)' (also column \(earlier + 1))")
            }
            seen[name] = position
        }
        rows = []
        rowLines = []
        rows.reserveCapacity(records.count)
        rowLines.reserveCapacity(records.count)
        // Notes under the data: every record after the last blank line (after at least one row) with not as many
        // fields as the header names, or whose first is text a note starts with ("Source: …", "* provisional"), though
        // a comma in it split it into fields.
        let columns = header.count
        let isNote = { (record: Record) in record.fields.count != columns || Self.isNoteText(record.fields[0]) }
        if let start = records.indices.last(where: { $0 > 0 && records[$0].followsBlank }),
            records[start...].allSatisfy(isNote), !records[start].fields.allSatisfy(\.isEmpty)
        {
            footnotes = records[start...].filter { !$0.fields.allSatisfy(\.isEmpty) }.map(\.line)
            firstFootnote = records[start].fields.first { !$0.isEmpty } ?? ""
            records.removeSubrange(start...)
        }
        // A row of empty fields alone (";;", as spreadsheets export an empty row) is a blank line too.
        for record in records where !record.fields.allSatisfy(\.isEmpty) {
            guard record.fields.count == header.count else {
                throw ChartReadError(
                    .csv(line: record.line, column: nil, header: nil),
                    "expected \(header.count) field\(header.count == 1 ? "" : "s") as in the header, found \(record.fields.count)"
                )
            }
            rows.append(record.fields)
            rowLines.append(record.line)
        }
    }

    /// Whether `text` reads as a note on a table rather than an x value: a word of letters and a colon before a
    /// space or the end ("Source: ONS", "Note:"), or a footnote's mark before letters ("* Provisional", "¹ Estimated");
    /// never a time ("10:00 AM").
    private static func isNoteText(_ text: String) -> Bool {
        guard text.contains(where: \.isLetter) else { return false }
        if let colon = text.firstIndex(of: ":") {
            let head = text[..<colon]
            let after = text[text.index(after: colon)...].first
            if head.contains(where: \.isLetter), !head.contains(where: \.isNumber), after?.isWhitespace ?? true {
                return true
            }
        }
        return ["*", "¹", "²", "³", "†", "‡"].contains { text.hasPrefix($0) }
    }

    private struct Record {
        var line: Int
        var fields: [String]
        /// Whether a blank line, or a line of delimiters alone, comes right before it.
        var followsBlank = false
    }

    /// How many records lead the file as its title (`preamble`): up to `preambleLimit` of one text each (the other
    /// fields empty) or of empty fields alone (the blank row a spreadsheet leaves under its title, ";;;"), above a
    /// header of two or more names that are not all numbers; 0 when the first is the header.
    private static func preambleCount(_ records: [Record]) -> Int {
        let isTitle = { (record: Record) in record.fields.dropFirst().allSatisfy(\.isEmpty) }
        guard
            let header = records.prefix(preambleLimit + 1).firstIndex(where: { !isTitle($0) }), header > 0,
            records[header].fields.filter({ !$0.isEmpty }).count > 1,
            !records[header].fields.allSatisfy({ Double($0.trimmingSpaces) != nil })
        else { return 0 }
        return header
    }

    private static func records(in bytes: [UInt8], delimiter: UInt8) throws(ChartReadError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var recordLine = 1
        var fieldStart = index
        var lineStart = index
        var isQuoted = false
        var isRecordEmpty = true
        var isAfterBlank = false

        func column(_ offset: Int) -> Int {
            String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        }
        func endField() throws(ChartReadError) {
            // Every field is a text field: one line of printable text, of limited length.
            let text = String(decoding: field, as: UTF8.self)
            if field.count > TextField.maximumLength, TextField.isTooLong(text) {
                throw ChartReadError(
                    .csv(line: recordLine, column: fields.count + 1, header: nil),
                    "a field of \(ChartLimits.count(text.count)) characters; a field holds at most \(ChartLimits.count(TextField.maximumLength))"
                )
            }
            fields.append(TextField.cleaned(text))
            field.removeAll(keepingCapacity: true)
        }
        func endRecord() throws(ChartReadError) {
            try endField()
            // A record that is one empty field is a blank line: skipped.
            if fields.count == 1 && fields[0].isEmpty && isRecordEmpty {
                isAfterBlank = true
            } else {
                let previous = records.last?.fields.allSatisfy(\.isEmpty) == true
                records.append(Record(line: recordLine, fields: fields, followsBlank: isAfterBlank || previous))
                isAfterBlank = false
            }
            fields.removeAll(keepingCapacity: true)
            isRecordEmpty = true
        }

        while index < bytes.count {
            let byte = bytes[index]
            if isQuoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 2
                        continue
                    }
                    isQuoted = false
                    index += 1
                    if index < bytes.count, ![delimiter, 0x0A, 0x0D].contains(bytes[index]) {
                        throw ChartReadError(
                            .csv(line: line, column: column(index), header: nil),
                            "expected \(CSVDialect.name(of: delimiter)) or the end of the line after a closing quote")
                    }
                    continue
                }
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                field.append(byte)
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                guard index == fieldStart else {
                    throw ChartReadError(
                        .csv(line: line, column: column(index), header: nil),
                        "a quote inside an unquoted field; quote the whole field and double any quote in it")
                }
                isQuoted = true
                isRecordEmpty = false
                index += 1
            case delimiter:
                try endField()
                isRecordEmpty = false
                index += 1
                fieldStart = index
            case 0x0D, 0x0A:
                try endRecord()
                // The header and one row per point.
                if records.count > ChartLimits.pointsPerSeries + 1 {
                    throw ChartReadError(
                        .csv(line: recordLine, column: nil, header: nil),
                        "more than \(ChartLimits.count(ChartLimits.pointsPerSeries)) rows; a series holds at most \(ChartLimits.count(ChartLimits.pointsPerSeries)) points"
                    )
                }
                index += (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) ? 2 : 1
                line += 1
                recordLine = line
                lineStart = index
                fieldStart = index
            default:
                field.append(byte)
                isRecordEmpty = false
                index += 1
            }
        }
        if isQuoted {
            throw ChartReadError(
                .csv(line: recordLine, column: nil, header: nil),
                "a quoted field is never closed; add the closing quote")
        }
        if !field.isEmpty || !fields.isEmpty || !isRecordEmpty { try endRecord() }
        return records
    }
}
