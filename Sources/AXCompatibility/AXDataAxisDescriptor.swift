import ChartModel
import Foundation

/// The basic interface for a data axis in a chart; Apple's `AXDataAxisDescriptor`.
///
/// Used as `any AXDataAxisDescriptor`; the two kinds are `AXNumericDataAxisDescriptor` and
/// `AXCategoricalDataAxisDescriptor`.
public protocol AXDataAxisDescriptor: NSCopying {
    /// The title of the axis.
    var title: String { get set }
    /// An attributed version of the title; when set, it is used instead of `title`.
    var attributedTitle: NSAttributedString { get set }
}

/// A numeric data axis; Apple's `AXNumericDataAxisDescriptor`.
public final class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    /// How values are placed along the axis.
    public enum ScaleType: Int, Sendable {
        case linear = 0
        case ln = 1
        case log10 = 2
    }

    /// The title of the axis.
    public var title: String {
        didSet { storedAttributedTitle = nil }
    }

    /// An attributed version of the title; setting it also sets `title` to its string.
    public var attributedTitle: NSAttributedString {
        get { storedAttributedTitle ?? NSAttributedString(string: title) }
        set {
            title = newValue.string
            storedAttributedTitle = newValue
        }
    }

    /// How values are placed along the axis.
    public var scaleType: ScaleType = .linear
    /// The displayable range of the axis.
    public var range: ClosedRange<Double>
    /// The positions of the gridlines, in axis units.
    public var gridlinePositions: [Double]
    /// Speaks a value on this axis, such as "8,432 steps".
    public var valueDescriptionProvider: (Double) -> String {
        didSet { nativeAxis = nil }
    }

    private var storedAttributedTitle: NSAttributedString?
    /// The AudioGraph axis this descriptor was made from, carrying what Apple's model cannot
    /// (date type, unit, format); dropped when the app replaces the value description provider.
    var nativeAxis: Axis?

    /// Creates a numeric axis.
    public init(
        title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
        valueDescriptionProvider: @escaping (Double) -> String
    ) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    /// Creates a numeric axis with an attributed title.
    public convenience init(
        attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
        valueDescriptionProvider: @escaping (Double) -> String
    ) {
        self.init(
            title: attributedTitle.string, range: range, gridlinePositions: gridlinePositions,
            valueDescriptionProvider: valueDescriptionProvider)
        storedAttributedTitle = attributedTitle
    }

    /// A copy with the same title, range, gridlines and value description.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXNumericDataAxisDescriptor(
            title: title, range: range, gridlinePositions: gridlinePositions,
            valueDescriptionProvider: valueDescriptionProvider)
        copy.storedAttributedTitle = storedAttributedTitle
        copy.scaleType = scaleType
        copy.nativeAxis = nativeAxis
        return copy
    }
}

/// A categorical data axis; Apple's `AXCategoricalDataAxisDescriptor`.
public final class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    /// The title of the axis.
    public var title: String {
        didSet { storedAttributedTitle = nil }
    }

    /// An attributed version of the title; setting it also sets `title` to its string.
    public var attributedTitle: NSAttributedString {
        get { storedAttributedTitle ?? NSAttributedString(string: title) }
        set {
            title = newValue.string
            storedAttributedTitle = newValue
        }
    }

    /// The categories in their visual order.
    public var categoryOrder: [String]

    private var storedAttributedTitle: NSAttributedString?
    /// The AudioGraph axis this descriptor was made from, carrying units and formats.
    var nativeAxis: Axis?

    /// Creates a categorical axis.
    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }

    /// Creates a categorical axis with an attributed title.
    public convenience init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
        self.init(title: attributedTitle.string, categoryOrder: categoryOrder)
        storedAttributedTitle = attributedTitle
    }

    /// A copy with the same title, categories and value description.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXCategoricalDataAxisDescriptor(title: title, categoryOrder: categoryOrder)
        copy.storedAttributedTitle = storedAttributedTitle
        copy.nativeAxis = nativeAxis
        return copy
    }
}
