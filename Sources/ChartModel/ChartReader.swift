import Foundation

/// Reading a chart from a file or standard input, in either format.
public enum ChartReader {
    /// The formats a chart can be read from.
    public enum Format: String, Sendable, CaseIterable {
        case json, csv

        /// The format a path's extension names, or `nil` when it names neither.
        public init?(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "json": self = .json
            case "csv": self = .csv
            default: return nil
            }
        }

        /// The format of unnamed content: JSON when it starts with `{`, otherwise CSV.
        public init(sniffing bytes: [UInt8]) {
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let first = bytes[start...].first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
            self = first == UInt8(ascii: "{") ? .json : .csv
        }
    }

    /// Reads a chart from bytes in `format`.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - format: JSON or CSV.
    ///   - isStrict: Whether unknown JSON keys are refused.
    ///   - csv: How CSV columns become a chart.
    /// - Returns: The chart the bytes describe.
    /// - Throws: `ChartReadError` naming where the bytes are not what the format expects.
    public static func read(
        _ bytes: consuming [UInt8], format: Format, isStrict: Bool = false, csv: CSVImportOptions = CSVImportOptions()
    ) throws(ChartReadError) -> Chart {
        switch format {
        case .json: try ChartJSON.decode(consume bytes, isStrict: isStrict)
        case .csv: try CSVReader.chart(consume bytes, options: csv)
        }
    }
}
