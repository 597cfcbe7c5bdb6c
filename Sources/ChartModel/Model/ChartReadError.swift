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

    /// Where the problem is.
    public var location: Location
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(_ location: Location, _ message: String) {
        self.location = location
        self.message = message
    }

    /// The place and the problem, on one line.
    public var description: String {
        switch location {
        case .path(let path): "\(path.isEmpty ? "top level" : path): \(message)"
        case .lineColumn(let line, let column): "line \(line), column \(column): \(message)"
        case .csv(let line, let column?, let header?): "line \(line), column \(column) ('\(header)'): \(message)"
        case .csv(let line, let column?, nil): "line \(line), column \(column): \(message)"
        case .csv(let line, nil, _): "line \(line): \(message)"
        case .whole: message
        }
    }
}
