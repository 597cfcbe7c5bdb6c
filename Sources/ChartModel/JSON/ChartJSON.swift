import Foundation

/// The chart file format (`chart-json.md`, version 1): reading and writing charts as JSON.
public enum ChartJSON {
    /// The format identifier written into every file, `audiograph-chart/1`.
    public static var formatIdentifier: String { ChartDecoder.formatIdentifier }

    /// Reads a chart from JSON text in UTF-8.
    ///
    /// - Parameters:
    ///   - bytes: The document, optionally starting with a byte order mark.
    ///   - isStrict: Whether unknown keys are refused rather than ignored.
    /// - Throws: `ChartReadError` naming the line and column of malformed JSON, or the JSON path
    ///   of a value that is not what the format expects.
    /// - Returns: The chart the document describes.
    /// - Complexity: O(n) in the size of the document.
    public static func decode(_ bytes: consuming [UInt8], isStrict: Bool = false) throws(ChartReadError) -> Chart {
        let document = try JSONParser.parse(bytes)
        // Given up before the chart is made, so that its columns may take the text's memory.
        _ = consume bytes
        return try ChartDecoder(isStrict: isStrict).decode(document)
    }

    /// Reads a chart from JSON data.
    public static func decode(_ data: Data, isStrict: Bool = false) throws(ChartReadError) -> Chart {
        try decode([UInt8](data), isStrict: isStrict)
    }

    /// Reads a chart from a parsed JSON document.
    package static func decode(_ document: JSONValue, isStrict: Bool = false) throws(ChartReadError) -> Chart {
        try ChartDecoder(isStrict: isStrict).decode(document)
    }

    /// The chart as a JSON document.
    package static func document(_ chart: Chart) -> JSONValue {
        ChartEncoder().encode(chart)
    }

    /// The chart as JSON text, ending with a newline.
    ///
    /// Decoding it gives back an equal chart.
    ///
    /// - Complexity: O(n) in the number of points.
    public static func encode(_ chart: Chart) -> String {
        JSONWriter.text(document(chart))
    }
}

extension Chart: Codable {
    /// Decodes a chart in the chart file format from any `Decoder` (such as `JSONDecoder`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose description is the `ChartReadError` line.
    public init(from decoder: any Decoder) throws {
        let document = try JSONValue(from: decoder)
        do {
            self = try ChartJSON.decode(document)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Encodes the chart in the chart file format to any `Encoder` (such as `JSONEncoder`).
    public func encode(to encoder: any Encoder) throws {
        try ChartJSON.document(self).encode(to: encoder)
    }
}

extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var object = JSONObject()
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key) }
            self = .object(object)
        } else if var list = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !list.isAtEnd { elements.append(try list.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// Encodes the value, keeping object members in order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array, .numbers, .strings, .points:
            var list = encoder.unkeyedContainer()
            for element in arrayElements ?? [] { try list.encode(element) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: Key.self)
            for (key, value) in zip(object.keys, object.values) {
                try keyed.encode(value, forKey: Key(stringValue: key))
            }
        }
    }
}
