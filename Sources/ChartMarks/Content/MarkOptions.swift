import ChartModel
import Foundation

/// How bars and areas that share an x value are laid out; Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Hashable, Sendable {
    let model: ChartModel.Chart.Stacking

    /// Stacked: the layers add up to a total (the default for bars and areas).
    public static let standard = MarkStackingMethod(model: .standard)
    /// Stacked to 100 percent: each layer is a share of the whole.
    public static let normalized = MarkStackingMethod(model: .normalized)
    /// Stacked around a centre line: a streamgraph.
    public static let center = MarkStackingMethod(model: .center)
    /// Not stacked: overlaid, or side by side with `position(by:)`.
    public static let unstacked = MarkStackingMethod(model: .unstacked)
}

/// How a line or area joins its points; Swift Charts' `InterpolationMethod`.
///
/// The step methods hold each value until the next point, so their series is heard as separate
/// notes rather than one gliding tone; the others join the points smoothly.
public struct InterpolationMethod: Hashable, Sendable {
    /// Whether the line steps from value to value rather than gliding.
    let isStep: Bool

    /// Straight lines between points.
    public static let linear = InterpolationMethod(isStep: false)
    /// A smooth curve that keeps the data's rises and falls.
    public static let monotone = InterpolationMethod(isStep: false)
    /// A Catmull–Rom spline.
    public static let catmullRom = InterpolationMethod(isStep: false)
    /// A cardinal spline.
    public static let cardinal = InterpolationMethod(isStep: false)
    /// Steps that start at each point.
    public static let stepStart = InterpolationMethod(isStep: true)
    /// Steps centred on each point.
    public static let stepCenter = InterpolationMethod(isStep: true)
    /// Steps that end at each point.
    public static let stepEnd = InterpolationMethod(isStep: true)

    /// A cardinal spline of `tension`.
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
    /// A Catmull–Rom spline of `alpha`.
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}

/// How wide or tall a mark is drawn; Swift Charts' `MarkDimension`.
///
/// It changes nothing said.
public struct MarkDimension: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    private let size: CGFloat?
    private let kind: Int

    /// The size Swift Charts chooses.
    public static let automatic = MarkDimension(size: nil, kind: 0)

    /// `size` points.
    public static func fixed(_ size: CGFloat) -> MarkDimension { MarkDimension(size: size, kind: 1) }
    /// A share of the space a category or unit has, from 0 to 1.
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(size: ratio, kind: 2) }
    /// The space a category or unit has, less `inset` points.
    public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(size: inset, kind: 3) }

    private init(size: CGFloat?, kind: Int) {
        self.size = size
        self.kind = kind
    }

    /// `value` points, written as a number: `width: 20`.
    public init(integerLiteral value: Int) {
        self.init(size: CGFloat(value), kind: 1)
    }

    /// `value` points, written as a number: `width: 12.5`.
    public init(floatLiteral value: Double) {
        self.init(size: CGFloat(value), kind: 1)
    }
}
