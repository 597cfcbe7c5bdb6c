@testable import ChartModel

/// libFuzzer's entry: the bytes as a CSV file, read wide (every numeric column a series) and,
/// when it has three columns or more, long (split by the second column); each reading checked
/// against `CSVTable`'s of the text in UTF-8 in the sniffed dialect, which the columnar reader leaves what it declines to: the chart, or the
/// refusal, must be the same; and so must the bytes read as a mapped file is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    for options in [CSVImportOptions(), CSVImportOptions(x: "1", y: ["3"], series: "2")] {
        let read = Result { () throws(ChartReadError) in try ChartReader.read(bytes, format: .csv, csv: options) }
        if case .success(let chart) = read { checkReadChart(chart) }
        checkReadingAsMapped(bytes, as: read, format: .csv, csv: options)
        // The table in the dialect the reader sniffs, as the reader hands it what it declines: the text in UTF-8, from
        // UTF-16 or Windows-1252 where the bytes are one of those and not UTF-8.
        let text =
            bytes.withUnsafeBufferPointer { TextEncoding.utf16($0) ?? TextEncoding.windows1252($0) } ?? bytes
        let dialect = text.withUnsafeBufferPointer { CSVDialect.sniffed($0, options: options) }
        let table = Result { () throws(ChartReadError) in
            try CSVTable(parsing: text, dialect: dialect).chart(options: options)
        }
        // Read in two parts as large files are, wherever a row boundary falls.
        let split = Result { () throws(ChartReadError) in try CSVReader.chart(bytes, options: options, parallelFrom: 0)
        }
        for result in [read, split] {
            switch (result, table) {
            case (.success(let a), .success(let b)) where a == b: break
            case (.failure(let a), .failure(let b)) where a == b: break
            default: fatalError("columns and the table read differently: \(result) against \(table)")
            }
        }
    }
    return 0
}
