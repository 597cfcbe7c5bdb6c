import Foundation

/// Reading a chart from a file or standard input, in either format.
public enum ChartReader {
    /// The formats a chart can be read from.
    public enum Format: String, Sendable, CaseIterable {
        case json, csv
        /// A Vega-Lite v4 to v6 spec (`VegaLiteReader`); a `.json` file whose `$schema` names
        /// Vega-Lite is read as one.
        case vegaLite = "vega-lite"

        /// The format a path's extension names, or `nil` when it names neither.
        public init?(path: String) {
            if path.lowercased().hasSuffix(".vl.json") {
                self = .vegaLite
                return
            }
            switch (path as NSString).pathExtension.lowercased() {
            case "json": self = .json
            case "csv", "tsv": self = .csv
            default: return nil
            }
        }

        /// The format of unnamed content: JSON when it starts with `{`, otherwise CSV.
        public init(sniffing bytes: some Collection<UInt8>) {
            let first = bytes.dropFirst(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0).first {
                ![0x20, 0x0A, 0x0D, 0x09].contains($0)
            }
            self = first == UInt8(ascii: "{") ? .json : .csv
        }
    }

    /// Reads a chart from bytes in `format`.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - format: JSON, CSV or Vega-Lite.
    ///   - isStrict: Whether unknown JSON keys are refused.
    ///   - csv: How CSV columns become a chart.
    /// - Returns: The chart the bytes describe.
    /// - Throws: `ChartReadError` naming where the bytes are not what the format expects.
    public static func read(
        _ bytes: consuming [UInt8], format: Format, isStrict: Bool = false, csv: CSVImportOptions = CSVImportOptions()
    ) throws(ChartReadError) -> Chart {
        try reading(bytes, format: format, isStrict: isStrict, csv: csv).chart
    }

    /// Reads a chart from bytes in `format`, with what the reading did that a person should
    /// hear of (`ChartReadNote`).
    ///
    /// - Parameters: as `read(_:format:isStrict:csv:)` takes them, and `folder`, where a
    ///   Vega-Lite spec's relative `data.url` is found (the spec's folder).
    /// - Returns: The chart the bytes describe, and the notes.
    /// - Throws: `ChartReadError` naming where the bytes are not what the format expects.
    public static func reading(
        _ bytes: consuming [UInt8], format: Format, isStrict: Bool = false, csv: CSVImportOptions = CSVImportOptions(),
        folder: String? = nil
    ) throws(ChartReadError) -> ChartReading {
        var reading: ChartReading
        switch format {
        case .json where VegaLiteReader.isVegaLite(bytes), .vegaLite:
            reading = try VegaLiteReader.reading(bytes, folder: folder, locale: csv.locale)
            reading.source = .vegaLite
        case .json:
            let document = try JSONParser.parse(bytes)
            // Given up before the chart is made, so that its columns may take the text's memory.
            _ = consume bytes
            reading = try jsonReading(document, isStrict: isStrict, csv: csv, folder: folder)
        case .csv:
            reading = try CSVReader.reading(consume bytes, options: csv)
            reading.source = .csv
        }
        return reading
    }

    /// A JSON document read as the chart file it is, or as the Vega-Lite spec it is without a `$schema` that says so
    /// (with a note saying how it was read).
    ///
    /// - Throws: `ChartReadError` naming where the document is not a chart file; for a Vega spec, that it is one.
    private static func jsonReading(
        _ document: JSONValue, isStrict: Bool, csv: CSVImportOptions, folder: String?
    ) throws(ChartReadError) -> ChartReading {
        guard let shape = VegaLiteReader.shape(of: document) else {
            return ChartReading(chart: try ChartJSON.decode(document, isStrict: isStrict), source: .json)
        }
        var reading = try VegaLiteReader.reading(document: document, folder: folder, locale: csv.locale)
        reading.source = .vegaLite
        if shape == .vegaLite, case .object(let top) = document, top["$schema"] == nil {
            reading.notes.insert(.readAsVegaLite, at: 0)
        }
        return reading
    }

    /// Reads a chart from text in memory that is not an array's (a mapped file's), as
    /// `reading(_:format:isStrict:csv:folder:)` reads an array's bytes.
    ///
    /// The text is only read, and only while the call lasts.
    ///
    /// - Parameters: as `reading(_:format:isStrict:csv:folder:)` takes them, the text as `text`, and
    ///   `textIsRead`, called when the text is no longer needed, before the chart is made (when the chart is made
    ///   from what was read, not from the text again): its memory can be given back then, for the chart's.
    /// - Returns: The chart the text describes, and the notes.
    /// - Throws: `ChartReadError` naming where the text is not what the format expects.
    public static func reading(
        _ text: UnsafeBufferPointer<UInt8>, format: Format, isStrict: Bool = false,
        csv: CSVImportOptions = CSVImportOptions(), folder: String? = nil, textIsRead: () -> Void = {}
    ) throws(ChartReadError) -> ChartReading {
        switch format {
        case .json where VegaLiteReader.isVegaLite(text), .vegaLite:
            // Specs are small, and read as a tree: an array of their own costs nothing that matters.
            let bytes = Array(text)
            textIsRead()
            return try reading(bytes, format: .vegaLite, csv: csv, folder: folder)
        case .json:
            let document = try JSONParser.parse(text)
            textIsRead()
            return try jsonReading(document, isStrict: isStrict, csv: csv, folder: folder)
        case .csv:
            var reading = try CSVReader.reading(text, options: csv, textIsRead: textIsRead)
            reading.source = .csv
            return reading
        }
    }
}
