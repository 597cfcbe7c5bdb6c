/// One mark as the chart code wrote it: its kind, its values and labels, and what its modifiers
/// said.
///
/// Every piece of content flattens to a list of these.
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
    var foregroundStyle: PlotField?
    /// `.accessibilityLabel(_:)`: what the mark's point is called.
    var accessibilityLabel: String?
    /// `.accessibilityHidden(true)`: the mark is left out.
    var isHidden = false
    /// What fewer marks say, behind a reference: a chart holds many marks and copies them often.
    private var extras = Shared.none

    /// What fewer marks say than their kind, x, y and colour.
    struct Extras: Sendable {
        var xStart: PlotField?
        var xEnd: PlotField?
        var yStart: PlotField?
        var yEnd: PlotField?
        /// A sector's share of the pie.
        var angle: PlotField?
        /// `LineMark(x:y:series:)`: which line the mark belongs to.
        var series: PlotField?
        /// How bars and areas stack, or `nil` for `.standard`, Swift Charts' default.
        var stacking: MarkStackingMethod?
        var position: PlotField?
        var symbol: PlotField?
        var lineStyle: PlotField?
        var symbolSize: PlotField?
        /// `.accessibilityValue(_:)`: how the mark's value is spoken.
        var accessibilityValue: String?
        /// The text of the mark's annotations.
        var annotations: [String] = []
        var interpolation: InterpolationMethod?
        /// The style of `.foregroundStyle(_:)`, described, when the mark was painted one.
        var style: String?
        /// A function plot's function, sampled over the x scale's domain when the chart is made.
        var function: FunctionPlot?
    }

    /// `Extras` behind a reference; changing them copies them.
    struct Shared: Sendable {
        private final class Storage: Sendable {
            let extras: Extras
            init(_ extras: Extras) { self.extras = extras }
        }

        private var storage: Storage

        /// No extras, shared by every mark that has none.
        static let none = Shared(storage: Storage(Extras()))

        private init(storage: Storage) { self.storage = storage }

        var extras: Extras {
            get { storage.extras }
            set { storage = Storage(newValue) }
        }
    }

    var xStart: PlotField? {
        get { extras.extras.xStart }
        set { extras.extras.xStart = newValue }
    }
    var xEnd: PlotField? {
        get { extras.extras.xEnd }
        set { extras.extras.xEnd = newValue }
    }
    var yStart: PlotField? {
        get { extras.extras.yStart }
        set { extras.extras.yStart = newValue }
    }
    var yEnd: PlotField? {
        get { extras.extras.yEnd }
        set { extras.extras.yEnd = newValue }
    }
    var angle: PlotField? {
        get { extras.extras.angle }
        set { extras.extras.angle = newValue }
    }
    var series: PlotField? {
        get { extras.extras.series }
        set { extras.extras.series = newValue }
    }
    var stacking: MarkStackingMethod? {
        get { extras.extras.stacking }
        set { extras.extras.stacking = newValue }
    }
    var position: PlotField? {
        get { extras.extras.position }
        set { extras.extras.position = newValue }
    }
    var symbol: PlotField? {
        get { extras.extras.symbol }
        set { extras.extras.symbol = newValue }
    }
    var lineStyle: PlotField? {
        get { extras.extras.lineStyle }
        set { extras.extras.lineStyle = newValue }
    }
    var symbolSize: PlotField? {
        get { extras.extras.symbolSize }
        set { extras.extras.symbolSize = newValue }
    }
    var accessibilityValue: String? {
        get { extras.extras.accessibilityValue }
        set { extras.extras.accessibilityValue = newValue }
    }
    var annotations: [String] {
        get { extras.extras.annotations }
        set { extras.extras.annotations = newValue }
    }
    var interpolation: InterpolationMethod? {
        get { extras.extras.interpolation }
        set { extras.extras.interpolation = newValue }
    }
    var style: String? {
        get { extras.extras.style }
        set { extras.extras.style = newValue }
    }
    var function: FunctionPlot? {
        get { extras.extras.function }
        set { extras.extras.function = newValue }
    }

    init(
        _ kind: Kind, x: PlotField? = nil, y: PlotField? = nil, xStart: PlotField? = nil, xEnd: PlotField? = nil,
        yStart: PlotField? = nil, yEnd: PlotField? = nil, stacking: MarkStackingMethod? = nil
    ) {
        self.kind = kind
        self.x = x
        self.y = y
        let stacking = stacking == .standard ? nil : stacking
        if xStart != nil || xEnd != nil || yStart != nil || yEnd != nil || stacking != nil {
            extras.extras = Extras(xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd, stacking: stacking)
        }
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
///
/// A class, so that every mark does not carry its size.
final class FunctionPlot: Sendable {
    let xLabel: String
    /// The label of y, or of the band's bottom.
    let yLabel: String
    /// The label of the band's top, for a band (`AreaPlot(x:yStart:yEnd:function:)`).
    let yEndLabel: String?
    /// The x values to sample, or `nil` for the x scale's domain.
    let domain: ClosedRange<Double>?
    /// y, or the band's bottom and top, at x.
    let function: @Sendable (Double) -> (low: Double, high: Double?)

    init(
        xLabel: String, yLabel: String, yEndLabel: String? = nil, domain: ClosedRange<Double>?,
        function: @escaping @Sendable (Double) -> (low: Double, high: Double?)
    ) {
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.yEndLabel = yEndLabel
        self.domain = domain
        self.function = function
    }
}
