/// One mark as the chart code wrote it: its kind, its values and labels, and what its modifiers
/// said. Every piece of content flattens to a list of these.
struct MarkRecord: Sendable {
    /// The kinds of Swift Charts' marks.
    enum Kind: String, Sendable {
        case bar = "BarMark"
        case line = "LineMark"
        case area = "AreaMark"
        case point = "PointMark"
        case rule = "RuleMark"
        case rectangle = "RectangleMark"
        case sector = "SectorMark"
    }

    var kind: Kind
    var x: PlotField?
    var y: PlotField?
    var xStart: PlotField?
    var xEnd: PlotField?
    var yStart: PlotField?
    var yEnd: PlotField?
    /// A sector's share of the pie.
    var angle: PlotField?
    /// `LineMark(x:y:series:)`: which line the mark belongs to.
    var series: PlotField?
    /// How bars and areas stack; Swift Charts' default is `.standard`.
    var stacking: MarkStackingMethod?
    var foregroundStyle: PlotField?
    var position: PlotField?
    var symbol: PlotField?
    var lineStyle: PlotField?
    var symbolSize: PlotField?
    /// `.accessibilityLabel(_:)`: what the mark's point is called.
    var accessibilityLabel: String?
    /// `.accessibilityValue(_:)`: how the mark's value is spoken.
    var accessibilityValue: String?
    /// `.accessibilityHidden(true)`: the mark is left out.
    var isHidden = false
    /// The text of the mark's annotations.
    var annotations: [String] = []
    var interpolation: InterpolationMethod?
    /// The style of `.foregroundStyle(_:)`, described, when the mark was painted one.
    var style: String?
    /// A function plot's function, sampled over the x scale's domain when the chart is made.
    var function: FunctionPlot?

    init(
        _ kind: Kind, x: PlotField? = nil, y: PlotField? = nil, xStart: PlotField? = nil, xEnd: PlotField? = nil,
        yStart: PlotField? = nil, yEnd: PlotField? = nil, stacking: MarkStackingMethod? = nil
    ) {
        self.kind = kind
        self.x = x
        self.y = y
        self.xStart = xStart
        self.xEnd = xEnd
        self.yStart = yStart
        self.yEnd = yEnd
        self.stacking = stacking
    }

    /// The mark's value along x: its value, or where its interval starts.
    var xField: PlotField? { x ?? xStart }
    /// The mark's value along y: its value, or where its interval starts.
    var yField: PlotField? { y ?? yStart }

    /// Every labelled value of the mark, with the argument or modifier that gave it.
    var fields: [(role: String, field: PlotField)] {
        let all: [(String, PlotField?)] = [
            ("x", x), ("y", y), ("xStart", xStart), ("xEnd", xEnd), ("yStart", yStart), ("yEnd", yEnd),
            ("angle", angle), ("series", series), ("foregroundStyle(by:)", foregroundStyle),
            ("position(by:)", position), ("symbol(by:)", symbol), ("lineStyle(by:)", lineStyle),
            ("symbolSize(by:)", symbolSize),
        ]
        return all.compactMap { role, field in field.map { (role, $0) } }
    }

    /// The mark with x and y exchanged: a horizontal bar as the model holds it, categories along x.
    var transposed: MarkRecord {
        var mark = self
        (mark.x, mark.y) = (y, x)
        (mark.xStart, mark.yStart) = (yStart, xStart)
        (mark.xEnd, mark.yEnd) = (yEnd, xEnd)
        return mark
    }
}

/// A function plotted over the x scale's domain: `LinePlot(x:y:function:)` and `AreaPlot`'s.
struct FunctionPlot: Sendable {
    var xLabel: String
    /// The label of y, or of the band's bottom.
    var yLabel: String
    /// The label of the band's top, for a band (`AreaPlot(x:yStart:yEnd:function:)`).
    var yEndLabel: String?
    /// The x values to sample, or `nil` for the x scale's domain.
    var domain: ClosedRange<Double>?
    /// y, or the band's bottom and top, at x.
    var function: @Sendable (Double) -> (low: Double, high: Double?)
}
