import Foundation

/// A line of text; SwiftUI's `Text`, as annotations, axis labels and labels hold it.
///
/// An annotation's text is what `ChartMarks` reads: it becomes the label of its mark's point.
public struct Text: Hashable, Sendable {
    /// The words.
    let content: String

    /// Text showing `content`.
    public init(_ content: some StringProtocol) {
        self.content = String(content)
    }

    /// Text showing `key`, a literal that may interpolate formatted values, such as
    /// `Text("Average: \(average, format: .number.precision(.fractionLength(1)))")`.
    public init(_ key: LocalizedStringKey) {
        self.content = key.text
    }

    /// Text showing `content` as it is, not looked up for translation.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text showing `input` formatted by `format`, such as `Text(minutes, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.content = format.format(input)
    }

    /// Text showing `date` in `style`.
    public init(_ date: Date, style: DateStyle) {
        self.content = ISO8601DateFormatter().string(from: date)
    }

    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable {
        /// The time of day.
        case time
        /// The date.
        case date
        /// The time from now, counting.
        case relative
        /// The time from now, counting, with a sign.
        case offset
        /// A timer counting.
        case timer
    }

    /// This text in `font`, which changes nothing said.
    public func font(_ font: Font?) -> Text { self }
    /// This text in bold, which changes nothing said.
    public func bold() -> Text { self }
    /// This text in italics, which changes nothing said.
    public func italic() -> Text { self }
    /// This text in `style`, which changes nothing said.
    public func foregroundStyle(_ style: some ShapeStyle) -> Text { self }
    /// This text in `color`, which changes nothing said.
    public func foregroundColor(_ color: Color?) -> Text { self }
}

/// A text literal with its interpolations worded; SwiftUI's `LocalizedStringKey`, without the
/// look-up for translation.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The words, interpolations included.
    let text: String

    /// The literal `value`.
    public init(stringLiteral value: String) {
        text = value
    }

    /// The literal with its interpolations.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// A literal's pieces as they are written, values formatted where a format is given.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for a literal of `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Adds the literal part `literal`.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Adds `value` as Swift describes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        /// Adds `value` formatted by `format`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(value)
        }
    }
}

/// A typeface and size; SwiftUI's `Font`.
public struct Font: Hashable, Sendable {
    private let name: String

    /// The font of body text.
    public static let body = Font(name: "body")
    /// The font of a caption.
    public static let caption = Font(name: "caption")
    /// The font of a smaller caption.
    public static let caption2 = Font(name: "caption2")
    /// The font of a footnote.
    public static let footnote = Font(name: "footnote")
    /// The font of a headline.
    public static let headline = Font(name: "headline")
    /// The font of a subheadline.
    public static let subheadline = Font(name: "subheadline")
    /// The font of a title.
    public static let title = Font(name: "title")
    /// The font of a large title.
    public static let largeTitle = Font(name: "largeTitle")

    /// The system font at `size` points.
    public static func system(size: Double) -> Font { Font(name: "system \(size)") }

    /// This font in bold.
    public func bold() -> Font { Font(name: name + " bold") }
}
