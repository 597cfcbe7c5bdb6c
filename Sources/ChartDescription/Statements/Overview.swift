import ChartModel

/// What kind of chart, and how much of what it holds.
public struct ChartSize: Sendable, Hashable {
    /// The kind of chart.
    public var kind: ChartKind
    /// How its series stack, when they do.
    public var stacking: Chart.Stacking?
    /// How many marks of each kind, in the order they are said: "13 bars and 13 points".
    public var marks: [MarkCount]
    /// How many series it has.
    public var seriesCount: Int
    /// For radar charts, how many axes.
    public var axisCount: Int?
    /// How many of its points have no value (a gap, a missing cell), said after the marks.
    public var missingCount = 0
    /// How many of a stack's bars are zero, and so not drawn (a count a Vega-Lite stack fills in where no row is),
    /// said after the marks.
    public var zeroCount = 0
    /// Whether it has no marks at all.
    public var isEmpty: Bool { marks.allSatisfy { $0.count == 0 } }
}

/// A number of marks of one kind.
public struct MarkCount: Sendable, Hashable {
    /// What the marks are: points, bars, slices, ranges, values or cells.
    public var noun: Noun
    /// How many.
    public var count: Int
    /// Whether these marks are drawn as lines over the chart's own marks.
    public var isLine: Bool
    /// How many series they are in.
    public var seriesCount: Int
}

/// An axis and what it spans.
public struct AxisSpan: Sendable, Hashable {
    /// Which axis: x, y, or an additional axis by its index; a heatmap's rows (its series, named by the chart's series
    /// title) and its values (the y axis, which its colors show).
    public enum Role: Sendable, Hashable {
        case x, y
        case additional(Int)
        case rows, values
    }
    /// Which axis.
    public var role: Role
    /// Its title.
    public var title: String
    /// What it spans.
    public var span: Span
    /// Its scale: linear or logarithmic.
    public var scale: Axis.Scale
    /// On a categorical x axis where some series has a category more than once (barley's varieties, a bar a year at
    /// every site), the most values one series has at one category; `nil` when none repeats.
    public var repeatCount: Int? = nil
    /// What an axis spans: categories or values.
    public enum Span: Sendable, Hashable {
        /// Categories: their count, and the names said (all when few, else the first and last).
        case categories(count: Int, named: [String], isAll: Bool)
        /// A range of values.
        case range(Double, Double)
        /// A single value (the range's ends meet).
        case single(Double)
        /// Nothing to say.
        case none
    }
}

/// A reference line on an axis.
public struct ReferenceLine: Sendable, Hashable {
    /// The axis it is drawn on.
    public var role: AxisSpan.Role
    /// Its label, when it has one.
    public var label: String?
    /// Where on the axis it is drawn.
    public var value: Double
}

/// What a count is of: the marks of a chart, the steps along x (days, weeks, bins), and the
/// other things a sentence counts.
public enum Noun: String, Sendable, Hashable {
    /// A point of a line or scatter chart, or any value told as a point.
    case point
    /// A bar.
    case bar
    /// A histogram's bin.
    case bin
    /// A box of a box plot.
    case box
    /// A pie's slice.
    case slice
    /// A range bar.
    case range
    /// A value of a radar series.
    case value
    /// A heatmap's cell.
    case cell
    /// A series.
    case series
    /// A category of a categorical axis.
    case category
    /// An axis of a radar chart.
    case axis
    /// A group of a summarised series.
    case group
    /// A minute, as a step along a date axis.
    case minute
    /// An hour, as a step along a date axis.
    case hour
    /// A day, as a step along a date axis.
    case day
    /// A week, as a step along a date axis.
    case week
    /// A month, as a step along a date axis.
    case month
    /// A quarter, as a step along a date axis.
    case quarter
    /// A year, as a step along a date axis.
    case year
    /// A time something happens ("crosses 3 times").
    case time
}
