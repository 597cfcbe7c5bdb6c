/// A parsed JSON document, keeping object members in the order they were written.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// How the value is named in messages: "a number", "a string", "null"...
    package var kindName: String {
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
    package var quoted: String {
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
package struct JSONObject: Sendable, Hashable {
    /// The member names, in order.
    package private(set) var keys: [String] = []
    /// The member values, in the order of `keys`.
    package private(set) var values: [JSONValue] = []
    /// Where each key is in `keys`, once the object is too large to search: chart objects have
    /// a handful of members, but a hostile file may have millions.
    private var positions: [String: Int]?

    /// Members up to which a key is found by looking through them; beyond, by a dictionary.
    private static let searchLimit = 12

    /// Creates an empty object.
    package init() {}

    /// The value of member `key`, if present.
    ///
    /// - Complexity: O(1) on average (O(k) in the number of members up to a dozen).
    package subscript(key: String) -> JSONValue? {
        get { position(of: key).map { values[$0] } }
        set {
            if let index = position(of: key) {
                if let newValue {
                    values[index] = newValue
                } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                    positions = nil
                    indexIfLarge()
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if positions != nil { positions?[key] = keys.count - 1 } else { indexIfLarge() }
            }
        }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }

    private mutating func indexIfLarge() {
        guard positions == nil, keys.count > Self.searchLimit else { return }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(keys.count * 2)
        for (index, key) in keys.enumerated() { positions[key] = index }
        self.positions = positions
    }

    package static func == (left: JSONObject, right: JSONObject) -> Bool {
        left.keys == right.keys && left.values == right.values
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }
}
