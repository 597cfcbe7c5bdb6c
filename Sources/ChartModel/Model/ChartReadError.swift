/// Why a chart could not be read, and exactly where: one line a person can act on.
///
/// `description` is the line to show, e.g.
/// `series[1].points[4].y: expected a number or null, found "12k"` or
/// `line 3, column 7: expected ',' or '}' after an object member, found 'x'`.
public struct ChartReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the input the problem is.
    public enum Location: Sendable, Hashable {
        /// A path into the chart document, such as `series[1].points[4].y`.
        case path(String)
        /// A position in the text, counted from 1 (columns in characters).
        case lineColumn(line: Int, column: Int)
        /// A CSV record's line, and a column named by number and header when known.
        case csv(line: Int, column: Int?, header: String?)
        /// The input as a whole.
        case whole
    }

    /// A setting of the reading that the problem concerns, which a program naming its own
    /// settings (a command line's options) puts in place of its name.
    public enum Setting: String, Sendable, Hashable {
        case xColumn = "the x column"
        case yColumn = "a y column"
        case splitColumn = "the column to split by"
        case dateFormat = "the date format"
        case delimiter = "the delimiter"
        case decimalSeparator = "the decimal separator"
    }

    /// What kind of problem it is, which a program telling its failures apart (a command
    /// line's exit codes) goes by.
    public enum Problem: Sendable, Hashable {
        /// The input does not read as a chart.
        case invalid
        /// A file the input names (a Vega-Lite spec's `data.url`) does not exist.
        case missingFile
    }

    /// Where the problem is.
    public var location: Location
    /// What was wrong and what was expected.
    public var message: String
    /// The setting concerned, when there is one: the message follows its name.
    public var setting: Setting?
    /// What kind of problem it is.
    public var problem = Problem.invalid

    /// Creates an error.
    public init(_ location: Location, _ message: String, setting: Setting? = nil, problem: Problem = .invalid) {
        self.location = location
        self.message = message
        self.setting = setting
        self.problem = problem
    }

    /// The place and the problem, on one line.
    public var description: String {
        if let setting { return setting.rawValue + " " + message }
        return switch location {
        case .path(let path): "\(path.isEmpty ? "top level" : path): \(message)"
        case .lineColumn(let line, let column): "line \(line), column \(column): \(message)"
        case .csv(let line, let column?, let header?): "line \(line), column \(column) ('\(header)'): \(message)"
        case .csv(let line, let column?, nil): "line \(line), column \(column): \(message)"
        case .csv(let line, nil, _): "line \(line): \(message)"
        case .whole: message
        }
    }
}

// Text for messages and markup, shared by the package's modules (not API: an app's strings
// keep to their own methods).
extension String {
    /// The text with XML's five special characters escaped, for SSML, JUnit and the like, and
    /// the characters XML forbids (C0 controls other than tab, line feed and carriage return,
    /// and the noncharacters U+FFFE and U+FFFF) replaced by U+FFFD, so the document stays
    /// well-formed whatever a chart holds.
    package var xmlEscaped: String {
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'": escaped.append(contentsOf: "&apos;".unicodeScalars)
            case "\t", "\n", "\r": escaped.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": escaped.append("\u{FFFD}")
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// The text as it may appear inside a one-line message: control characters escaped
    /// (`\n`, `\t`, `\u{1}`) and anything past 40 characters cut to an ellipsis.
    package var quotable: String {
        // Most names are short printable ASCII, which stays as it is.
        if utf8.count <= 40, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        let start = prefix(41)
        return start.count <= 40 ? oneLine : String(start.prefix(40)).oneLine + "…"
    }

    /// The text on one line, whole: control characters escaped (`\n`, `\t`, `\u{1}`).
    package var oneLine: String {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        var result = ""
        for character in self {
            switch character {
            case "\n": result += "\\n"
            case "\r\n": result += "\\r\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.properties.generalCategory == .control
                {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }
}
