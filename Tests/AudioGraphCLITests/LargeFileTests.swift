import Foundation
import TestSupport
import Testing

/// Files of a megabyte and more are mapped into memory rather than read into it: the same chart, words and refusals
/// as the same bytes read from standard input, whose reading is the other way.
@Suite struct LargeFileTests {
    /// 40,000 days from 2000-01-01 of a yearly season around 100 (150 in each mid-year, 50 in each new year), one
    /// spike of 900 on day 20,000, in `format`'s text: a CSV, or a chart file in row form.
    static func seasons(_ format: String) -> String {
        var rows: [String] = []
        for day in 0..<40_000 {
            let value = day == 20_000 ? 900 : 100 - 50 * cos(2 * Double.pi * Double(day) / 365.25)
            let date = ISO8601DateFormatter.string(
                from: Date(timeIntervalSince1970: 946_684_800 + Double(day) * 86_400), timeZone: .gmt,
                formatOptions: [.withFullDate])
            switch format {
            case "csv": rows.append("\(date),\(value)")
            default: rows.append(#"{"x": "\#(date)", "y": \#(value)}"#)
            }
        }
        switch format {
        case "csv":
            return "day,level\n" + rows.joined(separator: "\n") + "\n"
        default:
            return #"{"format": "audiograph-chart/1", "xAxis": {"type": "date", "title": "day"}, "#
                + #""series": [{"name": "level", "points": ["# + rows.joined(separator: ",\n") + "]}]}"
        }
    }

    @Test(arguments: ["csv", "json"])
    func aLargeFileSaysWhatItsBytesSayFromStandardInput(_ format: String) throws {
        let folder = TemporaryFolder()
        let path = folder.path + "/seasons." + format
        let text = Self.seasons(format)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(text.utf8.count > 1 << 20, "under the size from which files are mapped")
        let options = ["--level", "overview", "--title", "Seasons", "--format", "json"]
        let file = try Binary.run(["describe", path] + options)
        let piped = try Binary.run(["describe", "-", "--from-format", format] + options, input: text)
        #expect(file.status == 0 && piped.status == 0, "\(file.err) \(piped.err)")
        #expect(!file.out.isEmpty && file.out == piped.out)
        // What the chart holds, worked out above: its days and its range, from the season's low to the spike.
        #expect(file.out.contains("40,000") && file.out.contains("50 to 900"), "\(file.out.prefix(600))")
    }

    @Test func aLargeFilesMistakeIsNamedAsFromStandardInput() throws {
        let folder = TemporaryFolder()
        // A number the reader refuses, on the last line (40,001: the header is line 1).
        var lines = Self.seasons("csv").split(separator: "\n")
        lines[lines.count - 1] = lines[lines.count - 1].prefix(11) + "12x"
        let text = lines.joined(separator: "\n") + "\n"
        let csv = folder.path + "/broken.csv"
        try Data(text.utf8).write(to: URL(fileURLWithPath: csv))
        let file = try Binary.run(["describe", csv])
        let piped = try Binary.run(["describe", "-"], input: text)
        #expect(file.status == 65 && piped.status == 65)
        #expect(file.err.contains("line 40001, column 2 ('level'): '12x' is not a number"), "\(file.err)")
        #expect(file.err.replacingOccurrences(of: csv, with: "standard input") == piped.err)
        // A chart file cut short: its line and column, as from standard input.
        let json = String(Self.seasons("json").dropLast(3))
        let cut = folder.path + "/cut.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: cut))
        let cutFile = try Binary.run(["describe", cut])
        let cutPiped = try Binary.run(["describe", "-"], input: json)
        #expect(cutFile.status == 65 && cutPiped.status == 65)
        #expect(cutFile.err.contains("line 40000"), "\(cutFile.err)")
        #expect(cutFile.err.replacingOccurrences(of: cut, with: "standard input") == cutPiped.err)
    }
}
