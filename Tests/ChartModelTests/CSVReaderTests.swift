import Foundation
import TestSupport
import Testing

@testable import ChartModel

/// The columnar CSV reader makes the chart `CSVTable` makes, or declines and leaves the file to
/// it (so every refusal is `CSVTable`'s): compared on hand-written files, on thousands of random
/// ones, and on files large enough to be read on two cores.
@Suite struct CSVReaderTests {
    private static let optionSets = [
        CSVImportOptions(), CSVImportOptions(x: "2"), CSVImportOptions(y: ["3"]),
        CSVImportOptions(x: "1", y: ["3"], series: "2"), CSVImportOptions(x: "nope"),
    ]

    /// The fast reader's result and `CSVTable`'s for `text` under every option set: equal
    /// charts, or the same error.
    private func expectSameAsTable(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectSameAsTable(Array(text.utf8), sourceLocation: sourceLocation)
    }

    private func expectSameAsTable(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        for options in Self.optionSets {
            let table = Result { () throws(ChartReadError) in try CSVTable(parsing: bytes).chart(options: options) }
            // As it reads small files, and as it reads large ones, in two parts.
            for parallelFrom in [CSVReader.parallelBytes, 0] {
                let fast = Result { () throws(ChartReadError) in
                    try CSVReader.chart(bytes, options: options, parallelFrom: parallelFrom)
                }
                // Text in memory that is not an array's (a mapped file's) reads as the array does.
                let fromText = Result { () throws(ChartReadError) in
                    try bytes.withUnsafeBufferPointer { (text) throws(ChartReadError) in
                        try CSVReader.reading(text, options: options, parallelFrom: parallelFrom).chart
                    }
                }
                #expect(fromText == fast, sourceLocation: sourceLocation)
                switch (fast, table) {
                case (.success(let a), .success(let b)):
                    #expect(
                        a == b, "\(String(decoding: bytes.prefix(200), as: UTF8.self))", sourceLocation: sourceLocation)
                case (.failure(let a), .failure(let b)):
                    #expect(a == b, sourceLocation: sourceLocation)
                default:
                    Issue.record(
                        "\(String(decoding: bytes.prefix(200), as: UTF8.self)): fast \(fast), table \(table)",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Whether the fast reader reads `text` itself (rather than leaving it to `CSVTable`).
    private func isReadFast(_ text: String, options: CSVImportOptions = CSVImportOptions()) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { CSVReader.read($0, dialect: CSVDialect()) }?.plan(options: options)
            != nil
    }

    @Test func textInMemorySaysWhenItIsReadBeforeTheChartIsMade() throws {
        var calls = 0
        func read(_ text: String, _ format: ChartReader.Format) throws -> Chart {
            try Array(text.utf8).withUnsafeBufferPointer { (buffer) throws(ChartReadError) in
                try ChartReader.reading(buffer, format: format) { calls += 1 }.chart
            }
        }
        let plain = try read("step,level\n0,1.5\n1,2.25\n", .csv)
        #expect(calls == 1 && plain.series.first?.y == [1.5, 2.25])
        // A decimal comma is the table's to read, from the text itself to the end: never said to be done.
        let comma = try read("Schritt;Stand\n0;1,5\n1;2,25\n", .csv)
        #expect(calls == 1 && comma.series.first?.y == [1.5, 2.25])
        let json = try read(#"{"xAxis": {"title": "X"}, "series": [{"name": "a", "x": [1, 2], "y": [3, 4]}]}"#, .json)
        #expect(calls == 2 && json.series.first?.y == [3, 4])
    }

    @Test func readsEverydayFilesItselfAndAsTheTableDoes() {
        let files = [
            "step,level\n0,1.5\n1,2.25\n2,\n3,-4e2\n",
            "date,steps,kcal\r\n2026-01-01,8432,2100\r\n2026-01-02,9120,\r\n2026-01-03,7800,1950\r\n",
            "\u{FEFF}month,revenue\nJan,12\nFeb,\"13.5\"\nMar,\" 14 \"\n\n\nApr,+15\n",
            "region,month,value\nNorth,1,3\nSouth,1,4\nNorth,2,5\nSouth,2,6",
            "name,value\n\"Smith, J.\",1\n\"Say \"\"hi\"\"\",2\n\"two\nlines\",3\n",
            "x,y\n.5,1.\n1e3,2E-2\n",
            "a,b,c\n1,2,3\n",
        ]
        // A "month" column's numbers that repeat are periods, no measure: the table reads such a file (the chart is
        // the same). Calories of 2,100 and 1,950, whole numbers that might be years, do not repeat: read here.
        // Lines after a blank line among the rows may be notes on the data ("Source: …"): the table reads them too.
        let tableReads: Set = [files[2], files[3]]
        for file in files {
            #expect(isReadFast(file) != tableReads.contains(file), "\(file)")
            expectSameAsTable(file)
        }
        #expect(isReadFast("region,month,value\nNorth,1,3\nSouth,1,4", options: CSVImportOptions(x: "2", series: "1")))
    }

    @Test func leavesToTheTableWhatItRefusesOrCannotType() {
        let files = [
            "", "\n\n", "a,b\n", "a,a\n1,2\n", "a,b\n1,2,3\n", "a,b\n1\n", "a,b\n1,\"2\n", "a,b\n1,x\"y\n",
            "a,b\n1,\"2\"x\n", "a,b\n1,2\n3,n/a\n", "a,b\n,2\n", "a,b\n2020,1\n2020-05-01,2\n", "a,b\n1,2\nx,3\n",
            "a,b\n1,\u{01}\n", "a,b\n1,\u{01}5\n", "a,b\n1,\t5\t\n", "a,b\n1, \n", "a,b\n1,1e999\n", "a\n1\n",
            "a,b\n\u{FF}\n", "a,b\r1,2\r3,4", "a,b\n1,2\r\n\r\n3,4\r\n", "\"a\",\"b\"\n\"1\",\"\"\n",
            "a,b\n" + String(repeating: "x", count: 1_001) + ",1\n", "a,b\ntrue,1\nfalse,2\n",
        ]
        for file in files { expectSameAsTable(file) }
        // A column whose numbers give way to text later is read whole by the table.
        #expect(!isReadFast("a,b,c\n1,2,x\n3,4,5\n6,7,\"8\"\n9,10,y\n", options: CSVImportOptions(y: ["3"])))
    }

    /// Random files of every shape the reader meets: numbers spelled many ways, empty cells,
    /// dates, text, quoted fields with delimiters, line breaks and quotes, blank lines, CR, LF
    /// and CRLF, control and non-ASCII characters.
    @Test func randomFilesReadAsTheTableReadsThem() {
        var generator = SeededGenerator(seed: 29)
        let cells = [
            "0", "-1", "2.5", "+3", ".5", "6.", "1e3", "-2E-2", " 7 ", "\"8\"", "", "", "2026-01-05", "2026-01",
            "2026", "Jan", "North", "\"a,b\"", "\"x\"\"y\"", "\"two\nlines\"", "é", "\u{01}", "n/a", "1e999", "\"\"",
            "12345678901234567890123", "0.30000000000000004", "\t9",
        ]
        let ends = ["\n", "\r\n", "\r", "\n\n"]
        for _ in 0..<3_000 {
            let columns = Int.random(in: 1...4, using: &generator)
            let kinds = (0..<columns).map { _ in Int.random(in: 0..<4, using: &generator) }
            var text = (1...columns).map { "c\($0)" }.joined(separator: ",") + "\n"
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let row = kinds.map { kind -> String in
                    // Mostly one kind a column, sometimes anything.
                    if Int.random(in: 0..<10, using: &generator) == 0 { return cells.randomElement(using: &generator)! }
                    switch kind {
                    case 0: return String(Int.random(in: -50...50, using: &generator))
                    case 1: return String(Double.random(in: -1e6...1e6, using: &generator))
                    case 2:
                        return
                            "2026-0\(Int.random(in: 1...9, using: &generator))-1\(Int.random(in: 0...9, using: &generator))"
                    default: return ["North", "South", "\"East, far\"", "West"].randomElement(using: &generator)!
                    }
                }
                text += row.joined(separator: ",") + ends.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { text.removeLast() }
            expectSameAsTable(text)
        }
    }

    /// From a megabyte, the rows are read in two parts split after a line feed outside quotes:
    /// quoted fields with line breaks and quotes around the middle are read whole.
    @Test func largeFilesSplitAtARowBoundaryOutsideQuotes() {
        var text = "when,label,value\n"
        var row = 0
        while text.utf8.count < CSVReader.parallelBytes + 200_000 {
            let label = row % 3 == 0 ? "\"line \(row)\nwith a break, and \"\"quotes\"\"\"" : "plain \(row)"
            // Distinct times, so the text column is a label and no split (which the table reads).
            let time = String(format: "%02d:%02d:%02d", row / 3600, row / 60 % 60, row % 60)
            text += "2026-01-01T\(time),\(label),\(Double(row) * 0.25)\n"
            row += 1
        }
        let bytes = Array(text.utf8)
        let boundary = bytes.withUnsafeBufferPointer { CSVReader.rowBoundary(in: $0, from: 17, dialect: CSVDialect()) }
        #expect(boundary != nil)
        if let boundary {
            // Just after a line feed, with an even number of quotes before it.
            #expect(bytes[boundary - 1] == 0x0A)
            #expect(bytes[17..<boundary].filter { $0 == UInt8(ascii: "\"") }.count % 2 == 0)
        }
        #expect(isReadFast(text, options: CSVImportOptions(y: ["value"])))
        expectSameAsTable(bytes)
        // The same with the split falling inside a quoted field that holds line feeds.
        let quoted = "a,b\n" + String(repeating: "1,\"x\nx\ny\"\n", count: CSVReader.parallelBytes / 8)
        expectSameAsTable(quoted)
        #expect(isReadFast(quoted, options: CSVImportOptions(x: "b", y: ["a"])))
    }
}
