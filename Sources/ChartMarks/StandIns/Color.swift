import Foundation

/// How a mark is filled or stroked; SwiftUI's `ShapeStyle`.
///
/// Where SwiftUI is absent, chart code styles marks with these stand-ins. A style draws and says
/// nothing, so `ChartMarks` only tells styles apart: marks of one series painted differently mean
/// something VoiceOver cannot say (the `marks-style-not-series` rule).
public protocol ShapeStyle: Sendable {}

/// A colour; SwiftUI's `Color`.
public struct Color: ShapeStyle, Hashable, CustomStringConvertible {
    /// The colour's name or components, and its opacity, which tell colours apart.
    public let description: String

    private init(description: String) {
        self.description = description
    }

    /// A colour from an asset catalog, by name.
    public init(_ name: String) {
        self.init(description: name)
    }

    /// A colour from red, green and blue components, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(description: "rgb(\(red), \(green), \(blue), \(opacity))")
    }

    /// A grey from black (0) to white (1).
    public init(white: Double, opacity: Double = 1) {
        self.init(description: "white(\(white), \(opacity))")
    }

    /// A colour from hue, saturation and brightness, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(description: "hsb(\(hue), \(saturation), \(brightness), \(opacity))")
    }

    /// This colour at `opacity`, from 0 (clear) to 1.
    public func opacity(_ opacity: Double) -> Color {
        Color(description: "\(description) at \(opacity)")
    }

    /// A gradient made from this colour.
    public var gradient: AnyGradient { AnyGradient(description: "gradient of \(description)") }

    /// Red.
    public static let red = Color("red")
    /// Orange.
    public static let orange = Color("orange")
    /// Yellow.
    public static let yellow = Color("yellow")
    /// Green.
    public static let green = Color("green")
    /// Mint.
    public static let mint = Color("mint")
    /// Teal.
    public static let teal = Color("teal")
    /// Cyan.
    public static let cyan = Color("cyan")
    /// Blue.
    public static let blue = Color("blue")
    /// Indigo.
    public static let indigo = Color("indigo")
    /// Purple.
    public static let purple = Color("purple")
    /// Pink.
    public static let pink = Color("pink")
    /// Brown.
    public static let brown = Color("brown")
    /// Grey.
    public static let gray = Color("gray")
    /// Black.
    public static let black = Color("black")
    /// White.
    public static let white = Color("white")
    /// No colour at all.
    public static let clear = Color("clear")
    /// The primary content colour.
    public static let primary = Color("primary")
    /// The secondary content colour.
    public static let secondary = Color("secondary")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    // (SwiftUI's own name, which chart code uses.)
    /// The app's accent colour.
    public static let accentColor = Color("accentColor")
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// No colour at all.
    public static var clear: Color { Color.clear }
    /// The primary content colour.
    public static var primary: Color { Color.primary }
    /// The secondary content colour.
    public static var secondary: Color { Color.secondary }
}

/// A gradient made from a colour; SwiftUI's `AnyGradient`.
public struct AnyGradient: ShapeStyle, Hashable, CustomStringConvertible {
    /// The colour it is made from, which tells gradients apart.
    public let description: String
}

/// Colours spread along a line; SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// The colours, in order.
    public var colors: [Color]

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        self.colors = colors
    }
}

/// A point in a shape's unit square; SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    /// From 0 (leading) to 1 (trailing).
    public var x: Double
    /// From 0 (top) to 1 (bottom).
    public var y: Double

    /// A point at `x` and `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top edge's middle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge's middle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The leading edge's middle.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing edge's middle.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// A gradient along a line; SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, Hashable, CustomStringConvertible {
    /// The colours and direction, which tell gradients apart.
    public let description: String

    /// A gradient through `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        description = "linear \(colors) from \(startPoint) to \(endPoint)"
    }

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: gradient.colors, startPoint: startPoint, endPoint: endPoint)
    }
}
