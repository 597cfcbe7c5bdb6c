import ChartModel
import Foundation

/// A single data value, numeric or categorical; Apple's `AXDataPointValue`.
public final class AXDataPointValue: NSObject, NSCopying {
    /// The numeric value; used on numeric axes.
    public var number: Double
    /// The categorical value; used on categorical axes.
    public var category: String?

    /// Creates a numeric value.
    public init(number: Double) {
        self.number = number
        self.category = nil
    }

    /// Creates a categorical value.
    public init(category: String) {
        self.number = 0
        self.category = category
    }

    /// Creates a numeric value; Objective-C's `+valueWithNumber:`.
    public static func value(withNumber number: Double) -> AXDataPointValue { AXDataPointValue(number: number) }

    /// Creates a categorical value; Objective-C's `+valueWithCategory:`.
    public static func value(withCategory category: String) -> AXDataPointValue { AXDataPointValue(category: category) }

    /// A copy of the value.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXDataPointValue(number: number)
        copy.category = category
        return copy
    }
}

/// One data point in a series; Apple's `AXDataPoint`.
public final class AXDataPoint: NSObject, NSCopying {
    /// A numeric or categorical value, as the Swift initializers take it.
    public enum Value: Sendable, Hashable {
        case number(Double)
        case category(String)

        var object: AXDataPointValue {
            switch self {
            case .number(let number): AXDataPointValue(number: number)
            case .category(let name): AXDataPointValue(category: name)
            }
        }
    }

    /// The x value: a number on a numeric x axis, a category on a categorical one.
    public var xValue: AXDataPointValue
    /// The y value, or `nil` when the point has none.
    public var yValue: AXDataPointValue?
    /// Values for the chart's additional axes, in their order.
    public var additionalValues: [AXDataPointValue]
    /// A name for the point.
    public var label: String? {
        didSet { storedAttributedLabel = nil }
    }

    /// An attributed version of the label; setting it also sets `label` to its string.
    public var attributedLabel: NSAttributedString? {
        get { storedAttributedLabel ?? label.map { NSAttributedString(string: $0) } }
        set {
            label = newValue?.string
            storedAttributedLabel = newValue
        }
    }

    private var storedAttributedLabel: NSAttributedString?

    /// AudioGraph's addition, which Apple's model cannot say: where the bin or interval this
    /// point covers starts along x (a histogram's bin, a range bar; Swift Charts' `xStart`).
    public var xStart: Double?
    /// AudioGraph's addition: where the bin or interval this point covers ends (`xEnd`).
    public var xEnd: Double?
    /// AudioGraph's addition: a box plot's five numbers and outliers at this point.
    public var box: BoxSummary?

    /// Creates a data point at a category.
    public convenience init(
        x: String, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil
    ) {
        self.init(xValue: AXDataPointValue(category: x), y: y, additionalValues: additionalValues, label: label)
    }

    /// Creates a data point at a number.
    public convenience init(
        x: Double, y: Double? = nil, additionalValues: [AXDataPoint.Value] = [], label: String? = nil
    ) {
        self.init(xValue: AXDataPointValue(number: x), y: y, additionalValues: additionalValues, label: label)
    }

    private init(xValue: AXDataPointValue, y: Double?, additionalValues: [AXDataPoint.Value], label: String?) {
        self.xValue = xValue
        self.yValue = y.map(AXDataPointValue.init(number:))
        self.additionalValues = additionalValues.map(\.object)
        self.label = label
    }

    /// A copy of the point and its values.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXDataPoint(
            xValue: xValue.copy() as? AXDataPointValue ?? xValue, y: yValue?.number, additionalValues: [], label: label)
        copy.additionalValues = additionalValues.map { $0.copy() as? AXDataPointValue ?? $0 }
        copy.storedAttributedLabel = storedAttributedLabel
        (copy.xStart, copy.xEnd, copy.box) = (xStart, xEnd, box)
        return copy
    }
}

/// A series of data points; Apple's `AXDataSeriesDescriptor`.
public final class AXDataSeriesDescriptor: NSObject, NSCopying {
    /// The name of the series.
    public var name: String? {
        didSet { storedAttributedName = nil }
    }

    /// An attributed version of the name; setting it also sets `name` to its string.
    public var attributedName: NSAttributedString {
        get { storedAttributedName ?? NSAttributedString(string: name ?? "") }
        set {
            name = newValue.string
            storedAttributedName = newValue
        }
    }

    /// Whether the series is continuous (a line) rather than discrete points.
    public var isContinuous: Bool
    /// The data points.
    public var dataPoints: [AXDataPoint]

    private var storedAttributedName: NSAttributedString?

    /// Creates a series.
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }

    /// Creates a series with an attributed name.
    public convenience init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.init(name: attributedName.string, isContinuous: isContinuous, dataPoints: dataPoints)
        storedAttributedName = attributedName
    }

    /// A copy of the series and its points.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = AXDataSeriesDescriptor(
            name: name ?? "", isContinuous: isContinuous, dataPoints: dataPoints.map { $0.copy() as? AXDataPoint ?? $0 }
        )
        copy.name = name
        copy.storedAttributedName = storedAttributedName
        return copy
    }
}
