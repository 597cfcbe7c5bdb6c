import ChartModel
import Foundation

extension ChartPage {
    /// Every point of `chart` as CSV in long form, the data a page offers beside it past
    /// `tableRowLimit` rows: series, x (dates in ISO 8601), y, and, when any point covers a bin
    /// or interval, its start and end.
    ///
    /// A text cell that a spreadsheet would run as a formula is neutralised (OWASP's rule): one
    /// starting with `=`, `+`, `@`, a tab, a carriage return, or `-` when it is not a number,
    /// gets a leading apostrophe.
    ///
    /// - Parameter chart: The chart whose points to write.
    /// - Returns: The CSV text, a header line and a line per point.
    /// - Complexity: O(n) in the number of points.
    public static func dataCSV(of chart: Chart) -> String {
        func field(_ text: String) -> String {
            let cell = isFormula(text) ? "'" + text : text
            return cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
        }
        func x(_ value: Double?) -> String {
            value.map { chart.xAxis.type == .date ? ISODate.text(fromSeconds: $0) : PlainNumber.text($0) } ?? ""
        }
        let hasIntervals = chart.series.contains { $0.xStart != nil || $0.xEnd != nil }
        var text =
            "series," + field(chart.xAxis.title) + "," + field(chart.resolvedYAxis.title)
            + (hasIntervals ? ",xStart,xEnd" : "") + "\n"
        for series in chart.series {
            for index in series.indices {
                let position: String
                switch series.x[index] {
                case .number(let value): position = x(value)
                case .category(let name): position = name
                }
                text += field(series.name) + "," + field(position) + "," + (series.y[index].map(PlainNumber.text) ?? "")
                if hasIntervals { text += "," + x(series.xStart?[index] ?? nil) + "," + x(series.xEnd?[index] ?? nil) }
                text += "\n"
            }
        }
        return text
    }

    /// Whether a spreadsheet would take the cell `text` for a formula: it starts with `=`, `+`,
    /// `@`, a tab or a carriage return (or their full-width forms), or with `-` and is not a
    /// plain decimal number.
    static func isFormula(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        switch first {
        case "=", "+", "@", "\t", "\r", "\u{FF1D}", "\u{FF0B}", "\u{FF20}": return true
        case "-", "\u{FF0D}":
            var bytes = Array(text.utf8)
            let number = bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { DecimalConversion.parse($0, count: buffer.count) }
            }
            return number == nil
        default: return false
        }
    }
}
