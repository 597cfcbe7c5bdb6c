import ChartModel

/// libFuzzer's entry: the bytes as a chart file, read leniently and strictly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    for isStrict in [false, true] {
        if let chart = try? ChartReader.read(bytes, format: .json, isStrict: isStrict) { checkReadChart(chart) }
    }
    return 0
}
