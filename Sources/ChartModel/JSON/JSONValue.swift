/// A parsed JSON document, keeping object members in the order they were written.
///
/// The parser reads a chart's data straight into columns: an array of numbers and nulls comes
/// as `numbers`, eight bytes an element rather than a value each; an array of strings as
/// `strings`, each distinct one made once; an array of points (`{"x": …, "y": …}`) as `points`.
/// Each equals, hashes and writes as the same `array`, and `arrayElements` gives any as values.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An array of numbers, each null as NaN (which JSON cannot hold).
    case numbers([Double])
    /// An array of strings.
    case strings(JSONStrings)
    /// An array of objects with the members `x` (a number or a string) and `y` (a number or
    /// null), in that order and no others.
    case points(JSONPoints)
    case object(JSONObject)

    /// The elements of an array (of either form), or nil for anything else.
    package var arrayElements: [JSONValue]? {
        switch self {
        case .array(let elements): elements
        case .numbers(let numbers): numbers.map(Self.element)
        case .strings(let strings): strings.indices.map { .string(strings[$0]) }
        case .points(let points): points.y.indices.map(points.element)
        default: nil
        }
    }

    /// The number of elements of an array (of any form), or nil for anything else.
    package var arrayCount: Int? {
        switch self {
        case .array(let elements): elements.count
        case .numbers(let numbers): numbers.count
        case .strings(let strings): strings.count
        case .points(let points): points.y.count
        default: nil
        }
    }

    /// An element of `numbers` as a value.
    package static func element(_ number: Double) -> JSONValue { number.isNaN ? .null : .number(number) }

    package static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.numbers(let a), .numbers(let b)): a.elementsEqual(b) { $0 == $1 || ($0.isNaN && $1.isNaN) }
        case (.strings(let a), .strings(let b)): a.count == b.count && a.indices.allSatisfy { a[$0] == b[$0] }
        case (.array, .numbers), (.numbers, .array), (.strings, _), (_, .strings), (.points, _), (_, .points):
            // Arrays in different forms: as values, once their lengths agree.
            left.arrayCount != nil && left.arrayCount == right.arrayCount && left.arrayElements == right.arrayElements
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag):
            hasher.combine(1)
            hasher.combine(flag)
        case .number(let number):
            hasher.combine(2)
            hasher.combine(number)
        case .string(let text):
            hasher.combine(3)
            hasher.combine(text)
        case .array(let elements):
            hasher.combine(4)
            hasher.combine(elements.count)
            for element in elements { element.hash(into: &hasher) }
        case .numbers, .strings, .points:
            // As the same array of values, which they equal.
            JSONValue.array(arrayElements ?? []).hash(into: &hasher)
        case .object(let object):
            hasher.combine(5)
            hasher.combine(object)
        }
    }

    /// How the value is named in messages: "a number", "a string", "null"...
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array, .numbers, .strings, .points: "an array"
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
        case .array, .numbers, .strings, .points, .object: return kindName
        }
    }
}

/// The strings of an array, each distinct one held once.
package struct JSONStrings: Sendable, Hashable {
    /// The distinct strings, in the order they first appear.
    package var distinct: [String]
    /// Each element's place in `distinct`.
    package var positions: [UInt32]

    /// The number of elements.
    package var count: Int { positions.count }
    /// The elements' places.
    package var indices: Range<Int> { positions.indices }
    /// The element at `index`.
    package subscript(index: Int) -> String { distinct[Int(positions[index])] }
}

/// An array of points `{"x": …, "y": …}` as two columns.
package struct JSONPoints: Sendable, Hashable {
    /// The x values: numbers, or strings.
    package enum XValues: Sendable, Hashable {
        case numbers([Double])
        case strings(JSONStrings)
    }

    /// Each point's x.
    package var x: XValues
    /// Each point's y, null as NaN.
    package var y: [Double]

    /// The point at `index` as a value.
    package func element(_ index: Int) -> JSONValue {
        var object = JSONObject()
        switch x {
        case .numbers(let numbers): object["x"] = .number(numbers[index])
        case .strings(let strings): object["x"] = .string(strings[index])
        }
        object["y"] = JSONValue.element(y[index])
        return .object(object)
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
