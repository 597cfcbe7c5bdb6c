import AudioGraph

/// How an option's text becomes its value: the one place the option's type, range and default
/// are stated, so that parsing, validation and `--help` say the same.
///
/// The parser reads every value as it parses the command line; a value that does not read is
/// refused there, with what was expected.
package struct ValueReader: Sendable {
    /// The value `text` stands for, or the reason it does not stand for one ("expected a
    /// decimal number of seconds").
    let read: @Sendable (_ text: String) -> Result<any Sendable, ValueRefusal>
}

/// Why a value was refused: the end of the message that names the value and its option.
package struct ValueRefusal: Error, Sendable {
    /// Such as "expected a whole number of words per minute from 80 to 450".
    package var reason: String
}

/// An option whose value has a type: its spec, which parses and checks the value into that
/// type, and reads it back typed (`arguments.value(SonifyCommand.scale)`).
package struct TypedOption<Value: Sendable>: Sendable {
    /// The option as the parser, help and completions see it.
    package let spec: OptionSpec
    /// The value when the option is not given, if it has one; its help says it.
    package var defaultValue: Value?

    /// An option of one value among a type's cases, named by their raw values; `defaultValue`
    /// is the library's, said in the help.
    package static func choice(
        _ key: OptionKey, short: String? = nil, name: String, help: String, defaultValue: Value? = nil
    ) -> TypedOption where Value: CaseIterable & RawRepresentable<String> {
        let reader = ValueReader { text in
            Value(rawValue: text).map { .success($0) } ?? .failure(ValueRefusal(reason: "not one of its values"))
        }
        return TypedOption(
            spec: OptionSpec(
                key: key, short: short, valueName: name, help: help + defaultText(defaultValue?.rawValue),
                isRepeatable: false, allowedValues: Value.allCases.map(\.rawValue), reader: reader),
            defaultValue: defaultValue)
    }

    /// What ends a help sentence (given without its full stop): ` (default: X).`, or `.`.
    private static func defaultText(_ value: String?) -> String {
        value.map { " (default: \($0))." } ?? "."
    }
}

extension TypedOption where Value == Double {
    /// A number for the sonification parameter `parameter`, which gives the help, the unit and
    /// the values allowed.
    package static func parameter(_ key: OptionKey, _ parameter: SonificationParameter, name: String)
        -> TypedOption
    {
        let reader = ValueReader { text in
            guard let value = DecimalNumber.parse(text) else {
                return .failure(ValueRefusal(reason: "expected a decimal number of \(parameter.unit)"))
            }
            do { return .success(try parameter.validate(value)) } catch {
                return .failure(ValueRefusal(reason: "expected \(parameter.allowedText)"))
            }
        }
        return TypedOption(
            spec: OptionSpec(
                key: key, short: nil, valueName: name, help: parameter.help, isRepeatable: false,
                allowedValues: nil, reader: reader),
            defaultValue: nil)
    }
}

extension TypedOption where Value == Int {
    /// A whole number within `range` of `unit`, `defaultValue` when not given; the help is
    /// `summary` followed by the unit, the range and the default.
    package static func whole(
        _ key: OptionKey, name: String, summary: String, unit: String, range: ClosedRange<Int>, defaultValue: Int
    ) -> TypedOption {
        let allowed = "a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)"
        let reader = ValueReader { text in
            guard let value = DecimalNumber.parse(text), value == value.rounded(),
                value >= Double(range.lowerBound), value <= Double(range.upperBound)
            else { return .failure(ValueRefusal(reason: "expected \(allowed)")) }
            return .success(Int(value))
        }
        return TypedOption(
            spec: OptionSpec(
                key: key, short: nil, valueName: name,
                help: "\(summary), in \(unit): \(range.lowerBound) to \(range.upperBound) (default: \(defaultValue)).",
                isRepeatable: false, allowedValues: nil, reader: reader),
            defaultValue: defaultValue)
    }
}

extension TypedOption where Value == ClosedRange<Double> {
    /// A range `LOW-HIGH` whose ends are the sonification parameters `low` and `high`.
    package static func range(
        _ key: OptionKey, low: SonificationParameter, high: SonificationParameter, help: String
    ) -> TypedOption {
        let text = PlainNumber.text
        let example = "\(text(low.defaultValue))-\(text(high.defaultValue))"
        let reader = ValueReader { value in
            let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let lowest = DecimalNumber.parse(String(parts[0])),
                let highest = DecimalNumber.parse(String(parts[1])), lowest < highest
            else { return .failure(ValueRefusal(reason: "expected LOW-HIGH in \(low.unit), such as \(example)")) }
            for (end, parameter) in [(lowest, low), (highest, high)] where (try? parameter.validate(end)) == nil {
                return .failure(ValueRefusal(reason: "the \(parameter.name) must be \(parameter.allowedText)"))
            }
            return .success(lowest...highest)
        }
        let allowed =
            "\(help) (default: \(example); low \(text(low.range.lowerBound)) to \(text(low.range.upperBound)), high \(text(high.range.lowerBound)) to \(text(high.range.upperBound)))."
        return TypedOption(
            spec: OptionSpec(
                key: key, short: nil, valueName: "LOW-HIGH", help: allowed, isRepeatable: false, allowedValues: nil,
                reader: reader),
            defaultValue: nil)
    }
}

extension ParsedArguments {
    /// The value of `option` as the parser read it, else its default, else `nil`.
    package func value<Value>(_ option: TypedOption<Value>) -> Value? {
        typedValues[option.spec.key] as? Value ?? option.defaultValue
    }
}
