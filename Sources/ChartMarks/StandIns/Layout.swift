import Foundation

/// Whether something is shown; SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// Shown or hidden as the context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// How a line is drawn; SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// How a line's ends are drawn.
    public enum LineCap: Hashable, Sendable {
        /// Squared off at the end.
        case butt
        /// Rounded.
        case round
        /// Squared off past the end.
        case square
    }

    /// How a line's corners are drawn.
    public enum LineJoin: Hashable, Sendable {
        /// Pointed.
        case miter
        /// Rounded.
        case round
        /// Cut off.
        case bevel
    }

    /// The line's width, in points.
    public var lineWidth: CGFloat
    /// How the ends are drawn.
    public var lineCap: LineCap
    /// How the corners are drawn.
    public var lineJoin: LineJoin
    /// How far a mitred corner may reach.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, in points; empty for a solid line.
    public var dash: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults draw a solid line one point wide.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Where something sits within its space; SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    private let name: String

    /// The centre.
    public static let center = Alignment(name: "center")
    /// The leading edge's middle.
    public static let leading = Alignment(name: "leading")
    /// The trailing edge's middle.
    public static let trailing = Alignment(name: "trailing")
    /// The top edge's middle.
    public static let top = Alignment(name: "top")
    /// The bottom edge's middle.
    public static let bottom = Alignment(name: "bottom")
    /// The top leading corner.
    public static let topLeading = Alignment(name: "topLeading")
    /// The top trailing corner.
    public static let topTrailing = Alignment(name: "topTrailing")
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(name: "bottomLeading")
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// A horizontal or vertical direction, as a set; SwiftUI's `Axis.Set`, for scrolling charts.
public struct AxisSet: OptionSet, Hashable, Sendable {
    /// The directions, as bits.
    public let rawValue: Int

    /// A set of directions from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Left and right.
    public static let horizontal = AxisSet(rawValue: 1)
    /// Up and down.
    public static let vertical = AxisSet(rawValue: 2)
}

/// A value read and written elsewhere; SwiftUI's `Binding`, for selection and scrolling.
public struct Binding<Value> {
    /// Reads the value.
    private let get: () -> Value
    /// Writes the value.
    private let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
