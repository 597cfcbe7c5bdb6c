/// The plain, locale-free spelling of a number: the shortest text that reads back as the same `Double`, without a
/// trailing ".0" ("5", "0.1", "1e-07").
///
/// Used by the file formats, never for speech.
package enum PlainNumber {
    /// The shortest round-tripping spelling of `value`.
    package static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }
}
