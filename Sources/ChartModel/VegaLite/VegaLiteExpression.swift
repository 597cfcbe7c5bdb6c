/// The plain expressions of Vega-Lite's `filter` and `calculate` transforms.
///
/// Numbers, strings, `datum.field` and `datum['field']`, arithmetic (`+ - * / %`), comparisons
/// (`== === != !== < <= > >=`), `&& || !`, the conditional `test ? a : b` and parentheses.
/// Anything else (a function call, a signal) is refused.
struct VegaLiteExpression {
    /// A value an expression holds or yields.
    enum Value: Hashable {
        case number(Double)
        case string(String)
        case bool(Bool)
        case null

        /// The value as a number (JavaScript's: true is 1, a numeric string its number), or nil.
        var number: Double? {
            switch self {
            case .number(let value): value
            case .bool(let flag): flag ? 1 : 0
            case .string(let text): Double(text)
            case .null: nil
            }
        }

        /// Whether the value counts as true.
        var isTruthy: Bool {
            switch self {
            case .number(let value): value != 0 && !value.isNaN
            case .string(let text): !text.isEmpty
            case .bool(let flag): flag
            case .null: false
            }
        }
    }

    private indirect enum Node {
        case constant(Value)
        case field(String)
        case not(Node)
        case negate(Node)
        case binary(String, Node, Node)
        case conditional(Node, Node, Node)
    }

    private let root: Node

    /// The expression `text` spells.
    ///
    /// - Throws: a sentence saying what is not plain, for the caller to place.
    init(_ text: String) throws(VegaLiteExpressionError) {
        var parser = Parser(Array(text.unicodeScalars))
        root = try parser.conditional()
        guard parser.isAtEnd else { throw VegaLiteExpressionError(text: text, at: parser.position) }
    }

    /// The expression's value for a row.
    func evaluate(_ row: [String: Value]) -> Value { Self.evaluate(root, row) }

    private static func evaluate(_ node: Node, _ row: [String: Value]) -> Value {
        switch node {
        case .constant(let value): return value
        case .field(let name): return row[name] ?? .null
        case .not(let inner): return .bool(!evaluate(inner, row).isTruthy)
        case .negate(let inner): return evaluate(inner, row).number.map { .number(-$0) } ?? .null
        case .conditional(let test, let then, let otherwise):
            return evaluate(evaluate(test, row).isTruthy ? then : otherwise, row)
        case .binary(let op, let left, let right):
            let a = evaluate(left, row)
            if op == "&&" { return a.isTruthy ? evaluate(right, row) : a }
            if op == "||" { return a.isTruthy ? a : evaluate(right, row) }
            let b = evaluate(right, row)
            switch op {
            case "==", "===": return .bool(equal(a, b))
            case "!=", "!==": return .bool(!equal(a, b))
            case "<", "<=", ">", ">=":
                if case .string(let x) = a, case .string(let y) = b {
                    return .bool(op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y)
                }
                guard let x = a.number, let y = b.number else { return .bool(false) }
                return .bool(op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y)
            case "+":
                if case .string(let x) = a { return .string(x + text(b)) }
                if case .string(let y) = b { return .string(text(a) + y) }
                fallthrough
            default:
                guard let x = a.number, let y = b.number else { return .null }
                switch op {
                case "+": return .number(x + y)
                case "-": return .number(x - y)
                case "*": return .number(x * y)
                case "/": return .number(x / y)
                default: return .number(x.truncatingRemainder(dividingBy: y))
                }
            }
        }
    }

    private static func equal(_ a: Value, _ b: Value) -> Bool {
        if let x = a.number, let y = b.number, !(a == .null || b == .null) { return x == y }
        return a == b
    }

    private static func text(_ value: Value) -> String {
        switch value {
        case .number(let number): PlainNumber.text(number)
        case .string(let string): string
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// A precedence-climbing parser over the expression's scalars.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool {
            mutating get {
                skipSpaces()
                return position == scalars.count
            }
        }

        /// Operators by precedence, lowest first.
        static let levels: [[String]] = [
            ["||"], ["&&"], ["===", "!==", "==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"],
        ]

        mutating func skipSpaces() {
            while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
        }

        mutating func take(_ text: String) -> Bool {
            skipSpaces()
            let wanted = Array(text.unicodeScalars)
            guard position + wanted.count <= scalars.count,
                Array(scalars[position..<position + wanted.count]) == wanted
            else { return false }
            position += wanted.count
            return true
        }

        /// A conditional `test ? a : b` (binding loosest, its branches conditionals too), or an expression.
        mutating func conditional() throws(VegaLiteExpressionError) -> Node {
            let test = try expression(level: 0)
            guard take("?") else { return test }
            let then = try conditional()
            guard take(":") else { throw VegaLiteExpressionError(text: text, at: position) }
            return .conditional(test, then, try conditional())
        }

        /// The expression's text, for an error.
        var text: String { String(String.UnicodeScalarView(scalars)) }

        mutating func expression(level: Int) throws(VegaLiteExpressionError) -> Node {
            guard level < Self.levels.count else { return try unary() }
            var left = try expression(level: level + 1)
            operators: while true {
                for op in Self.levels[level] where take(op) {
                    left = .binary(op, left, try expression(level: level + 1))
                    continue operators
                }
                return left
            }
        }

        mutating func unary() throws(VegaLiteExpressionError) -> Node {
            if take("!") { return .not(try unary()) }
            if take("-") { return .negate(try unary()) }
            return try primary()
        }

        mutating func primary() throws(VegaLiteExpressionError) -> Node {
            skipSpaces()
            let failure = VegaLiteExpressionError(text: text, at: position)
            if take("(") {
                let inner = try conditional()
                guard take(")") else { throw failure }
                return inner
            }
            if take("datum") {
                if take(".") {
                    let start = position
                    while position < scalars.count,
                        scalars[position].properties.isAlphabetic || scalars[position] == "_"
                            || ("0"..."9").contains(scalars[position])
                    {
                        position += 1
                    }
                    guard position > start else { throw failure }
                    return .field(String(String.UnicodeScalarView(scalars[start..<position])))
                }
                guard take("["), let name = string(), take("]") else { throw failure }
                return .field(name)
            }
            for (word, value) in [("true", Value.bool(true)), ("false", .bool(false)), ("null", .null)] where take(word)
            {
                return .constant(value)
            }
            if let text = string() { return .constant(.string(text)) }
            let start = position
            while position < scalars.count,
                ("0"..."9").contains(scalars[position]) || scalars[position] == "."
                    || scalars[position] == "e" || scalars[position] == "E"
            {
                position += 1
            }
            guard position > start, let number = Double(String(String.UnicodeScalarView(scalars[start..<position])))
            else { throw failure }
            return .constant(.number(number))
        }

        /// A quoted string at the position, or nil.
        mutating func string() -> String? {
            skipSpaces()
            guard position < scalars.count, scalars[position] == "'" || scalars[position] == "\"" else { return nil }
            let quote = scalars[position]
            var end = position + 1
            var text = String.UnicodeScalarView()
            while end < scalars.count, scalars[end] != quote {
                if scalars[end] == "\\", end + 1 < scalars.count { end += 1 }
                text.append(scalars[end])
                end += 1
            }
            guard end < scalars.count else { return nil }
            position = end + 1
            return String(text)
        }
    }
}

/// An expression that is not plain: its text and where reading it stopped.
struct VegaLiteExpressionError: Error {
    var text: String
    var at: Int

    var message: String {
        "'\(text.quotable)' is not a plain comparison or arithmetic of datum fields (stopped at character \(at + 1)); AudioGraph reads no functions or signals"
    }
}
