/// A path into a JSON document, spelled as users read it: `series[1].points[4].y`.
struct JSONPath: Sendable, CustomStringConvertible {
    private(set) var description: String

    static let root = JSONPath(description: "")

    func key(_ name: String) -> JSONPath {
        JSONPath(description: description.isEmpty ? name.quotable : description + "." + name.quotable)
    }

    func index(_ position: Int) -> JSONPath {
        JSONPath(description: description + "[\(position)]")
    }

    func error(_ message: String) -> ChartReadError {
        ChartReadError(.path(description), message)
    }
}

/// Reading typed fields out of JSON objects, with errors that name the path and the expectation.
struct JSONFields {
    let object: JSONObject
    let path: JSONPath

    /// Reads an object at `path`, refusing anything else; in strict mode, also unknown keys.
    init(_ value: JSONValue, at path: JSONPath, known: Set<String>, isStrict: Bool) throws(ChartReadError) {
        guard case .object(let object) = value else {
            throw path.error("expected an object, found \(value.quoted)")
        }
        if isStrict, let unknown = object.keys.first(where: { !known.contains($0) }) {
            let hint = Suggestion.nearest(to: unknown, in: known.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            throw path.key(unknown).error("unknown key (strict reading refuses unknown keys)\(hint)")
        }
        self.object = object
        self.path = path
    }

    /// The value of `key`, treating `null` as absent.
    func value(_ key: String) -> JSONValue? {
        guard let value = object[key] else { return nil }
        if case .null = value { return nil }
        return value
    }

    func string(_ key: String) throws(ChartReadError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else {
            throw path.key(key).error("expected a string, found \(value.quoted)")
        }
        return text
    }

    /// A text field: a string, cleaned to one line of printable text, of at most
    /// `TextField.maximumLength` characters.
    func text(_ key: String) throws(ChartReadError) -> String? {
        guard let value = value(key) else { return nil }
        return try Self.text(value, at: path.key(key))
    }

    /// The text field `value` at `path`, cleaned.
    static func text(_ value: JSONValue, at path: JSONPath) throws(ChartReadError) -> String {
        guard case .string(let text) = value else {
            throw path.error("expected a string, found \(value.quoted)")
        }
        if text.utf8.count > TextField.maximumLength, TextField.isTooLong(text) {
            throw path.error(
                "a text of \(ChartLimits.count(text.count)) characters; a text field holds at most \(ChartLimits.count(TextField.maximumLength))"
            )
        }
        return TextField.cleaned(text)
    }

    func requiredText(_ key: String, meaning: String) throws(ChartReadError) -> String {
        guard let text = try text(key) else {
            throw path.key(key).error("missing; expected a string (\(meaning))")
        }
        return text
    }

    func bool(_ key: String) throws(ChartReadError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else {
            throw path.key(key).error("expected true or false, found \(value.quoted)")
        }
        return flag
    }

    func number(_ key: String) throws(ChartReadError) -> Double? {
        guard let value = value(key) else { return nil }
        return try JSONFields.number(value, at: path.key(key), orNull: false)
    }

    func array(_ key: String) throws(ChartReadError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard let elements = value.arrayElements else {
            throw path.key(key).error("expected an array, found \(value.quoted)")
        }
        return elements
    }

    /// An array as parsed, for reading element by element without copying: a data column.
    func column(_ key: String) throws(ChartReadError) -> JSONColumn? {
        guard let value = value(key) else { return nil }
        switch value {
        case .array(let elements): return .values(elements)
        case .numbers(let numbers): return .numbers(numbers)
        case .strings(let strings): return .strings(strings)
        case .points: return .values(value.arrayElements ?? [])
        default: throw path.key(key).error("expected an array, found \(value.quoted)")
        }
    }

    /// An array as parsed, in whichever form, without copying: its elements are read later.
    func arrayValue(_ key: String) throws(ChartReadError) -> JSONValue? {
        guard let value = value(key) else { return nil }
        guard value.arrayCount != nil else { throw path.key(key).error("expected an array, found \(value.quoted)") }
        return value
    }

    /// One of a fixed set of words, such as an enum's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, of type: T.Type) throws(ChartReadError) -> T?
    where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        if let choice = T(rawValue: text) { return choice }
        let names = T.allCases.map(\.rawValue)
        let hint = Suggestion.nearest(to: text, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
        throw path.key(key).error(
            "unknown value \"\(text.quotable)\"; expected one of \(names.joined(separator: ", "))\(hint)")
    }

    /// A finite number; strings that spell NaN or infinity get their own explanation.
    static func number(_ value: JSONValue, at path: JSONPath, orNull: Bool) throws(ChartReadError) -> Double {
        if case .number(let number) = value { return number }
        let expected = orNull ? "a number or null" : "a number"
        if case .string(let text) = value, Self.nonFiniteSpellings.contains(text.lowercased()) {
            throw path.error("expected \(expected), found \(value.quoted) (NaN and infinity cannot be chart values)")
        }
        throw path.error("expected \(expected), found \(value.quoted)")
    }

    private static let nonFiniteSpellings: Set<String> = [
        "nan", "-nan", "+nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity",
    ]
}

/// The elements of an array as the parser left them: numbers and nulls (null as NaN),
/// strings, or values.
enum JSONColumn {
    case numbers([Double])
    case strings(JSONStrings)
    case values([JSONValue])

    var count: Int {
        switch self {
        case .numbers(let numbers): numbers.count
        case .strings(let strings): strings.count
        case .values(let values): values.count
        }
    }

    subscript(position: Int) -> JSONValue {
        switch self {
        case .numbers(let numbers): JSONValue.element(numbers[position])
        case .strings(let strings): .string(strings[position])
        case .values(let values): values[position]
        }
    }
}
