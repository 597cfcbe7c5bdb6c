import Foundation

// The purely visual mark modifiers: they compile as Swift Charts' do and change nothing spoken
// or heard. `foregroundStyle(_:)` is remembered, so that marks of one series painted in
// different colours can be found by the audit (their meaning is lost to VoiceOver).
extension ChartContent {
    /// Paints the marks in `style`.
    public func foregroundStyle(_ style: some ShapeStyle) -> some ChartContent {
        let description = String(describing: style)
        return modified { $0.style = $0.style ?? description }
    }

    /// Draws the marks at `opacity`, from 0 to 1.
    public func opacity(_ opacity: Double) -> some ChartContent { self }

    /// Rounds the marks' corners by `radius` points.
    public func cornerRadius(_ radius: CGFloat) -> some ChartContent { self }

    /// Draws points' symbols `size` square points large.
    public func symbolSize(_ size: CGFloat) -> some ChartContent { self }

    /// Draws points' symbols at `size`.
    public func symbolSize(_ size: CGSize) -> some ChartContent { self }

    /// Strokes lines in `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent { self }

    /// Draws points as `symbol`.
    public func symbol(_ symbol: some ChartSymbolShape) -> some ChartContent { self }

    /// Moves the marks by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }

    /// Draws the marks above (higher) or below (lower) others.
    public func zIndex(_ value: Double) -> some ChartContent { self }

    /// Aligns gradients with the whole plot area rather than each mark.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { self }
}

/// The shape of a point's symbol; Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Sendable {}

/// One of Swift Charts' own symbol shapes; `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    private let name: String

    /// A circle.
    public static let circle = BasicChartSymbolShape(name: "circle")
    /// A square.
    public static let square = BasicChartSymbolShape(name: "square")
    /// A triangle.
    public static let triangle = BasicChartSymbolShape(name: "triangle")
    /// A diamond.
    public static let diamond = BasicChartSymbolShape(name: "diamond")
    /// A pentagon.
    public static let pentagon = BasicChartSymbolShape(name: "pentagon")
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(name: "plus")
    /// A cross.
    public static let cross = BasicChartSymbolShape(name: "cross")
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(name: "asterisk")
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    /// A triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
    /// A cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}
