/// A parsed JSON document, keeping object members in the order they were written.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// How the value is named in messages: "a number", "a string", "null"...
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A short quotation of the value for messages: `"12k"`, `42`, `true`, `an array`.
    public var quoted: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let value): return PlainNumber.text(value)
        case .string(let text): return "\"" + text.quotable + "\""
        case .array, .object: return kindName
        }
    }
}

/// A JSON object: its members in written order.
public struct JSONObject: Sendable, Hashable {
    /// The member names, in order.
    public private(set) var keys: [String] = []
    /// The member values, in the order of `keys`.
    public private(set) var values: [JSONValue] = []

    /// Creates an empty object.
    public init() {}

    /// The value of member `key`, if present.
    ///
    /// - Complexity: O(k) in the number of members; chart objects have a handful.
    public subscript(key: String) -> JSONValue? {
        get { keys.firstIndex(of: key).map { values[$0] } }
        set {
            if let index = keys.firstIndex(of: key) {
                if let newValue { values[index] = newValue } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
            }
        }
    }
}
