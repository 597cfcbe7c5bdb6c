@testable import ChartModel

/// libFuzzer's entry: the bytes as a chart file, read leniently and strictly; and each reading
/// checked against the same document's arrays read as plain values, which the decoder reads
/// point by point, and against the same bytes read as a mapped file is: the chart, or the refusal,
/// must be the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let document = try? JSONParser.parse(bytes)
    for isStrict in [false, true] {
        let read = Result { () throws(ChartReadError) in try ChartReader.read(bytes, format: .json, isStrict: isStrict)
        }
        if case .success(let chart) = read { checkReadChart(chart) }
        checkReadingAsMapped(bytes, as: read, format: .json, isStrict: isStrict)
        guard let document else { continue }
        let plain = Result { () throws(ChartReadError) in
            try ChartJSON.decode(asValues(document), isStrict: isStrict)
        }
        switch (read, plain) {
        case (.success(let a), .success(let b)) where a == b: break
        case (.failure(let a), .failure(let b)) where a == b: break
        default: fatalError("columns and values read differently: \(read) against \(plain)")
        }
    }
    return 0
}

/// `value` with every array, in whatever compact form the parser read it, as plain values.
func asValues(_ value: JSONValue) -> JSONValue {
    switch value {
    case .numbers, .strings, .points, .array: .array((value.arrayElements ?? []).map(asValues))
    case .object(let object):
        .object(
            zip(object.keys, object.values).reduce(into: JSONObject()) { result, member in
                result[member.0] = asValues(member.1)
            })
    default: value
    }
}
