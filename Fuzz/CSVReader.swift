import ChartModel

/// libFuzzer's entry: the bytes as a CSV file, read wide (every numeric column a series) and,
/// when it has three columns or more, long (split by the second column).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    for options in [CSVImportOptions(), CSVImportOptions(x: "1", y: ["3"], series: "2")] {
        if let chart = try? ChartReader.read(bytes, format: .csv, csv: options) { checkReadChart(chart) }
    }
    return 0
}
