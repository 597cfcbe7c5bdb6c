import Foundation

/// Numbers as a listener hears them: grouped digits, the locale's separators, no trailing zeros,
/// "minus" for negatives, compact "1.2 million" on request, and powers of ten beyond a thousand
/// trillion or below a millionth.
enum NumberWording {
    /// The fraction digits that resolve about a hundredth of `span` (so "21.5" on a 20-degree axis, "8,432" on a
    /// 14,000-step one), or three significant digits of `magnitude` when the span is zero.
    ///
    /// Between 0 and 10.
    static func fractionDigits(forSpan span: Double, magnitude: Double) -> Int {
        let reference = span > 0 && span.isFinite ? span / 100 : abs(magnitude) / 100
        guard reference > 0, reference.isFinite else { return 0 }
        return min(10, max(0, Int((-Foundation.log10(reference)).rounded(.up))))
    }

    /// `value` rounded to `digits` significant digits.
    static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
        guard value != 0, value.isFinite else { return value }
        let scale = Foundation.pow(10, Double(digits) - (Foundation.log10(abs(value))).rounded(.up))
        return (value * scale).rounded() / scale
    }

    /// `value` with at most `fractionDigits` digits after the separator, trailing zeros removed
    /// unless `keepsZeros`, grouped in thousands, with "minus" for a negative value that does
    /// not round to zero.
    static func text(_ value: Double, fractionDigits: Int, language: Language, keepsZeros: Bool = false) -> String {
        guard value.isFinite else {
            // Analyses keep every number they speak finite; should one not be, the listener
            // hears what is true of it rather than "infinity".
            if value.isNaN { return language.phrasebook.undefinedNumber }
            return language.phrasebook.beyond(above: value > 0)
                + scientific(
                    value > 0 ? Double.greatestFiniteMagnitude : -Double.greatestFiniteMagnitude, language: language)
        }
        let magnitude = abs(value)
        if magnitude >= 1e15 || (magnitude > 0 && magnitude < 1e-6) {
            return scientific(value, language: language)
        }
        var (digits, fraction) = fixed(magnitude, fractionDigits: max(0, fractionDigits))
        if !keepsZeros {
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        let isZero = digits.allSatisfy { $0 == "0" } && fraction.allSatisfy { $0 == "0" }
        let body =
            grouped(digits, separator: language.groupingSeparator)
            + (fraction.isEmpty ? "" : language.decimalSeparator + fraction)
        return body.withSign(value < 0 && !isZero, language)
    }

    /// A number too large or too small for digits, in powers of ten with three significant
    /// digits: "1.5 times ten to the power of minus 9".
    static func scientific(_ value: Double, language: Language) -> String {
        var exponent = Int(Foundation.log10(abs(value)).rounded(.down))
        // Ten to the power of minus 308 and below is not a normal Double: divide in two steps.
        let divisor = Foundation.pow(10, Double(max(exponent, -300)))
        let extra = Foundation.pow(10, Double(min(0, exponent + 300)))
        var mantissa = rounded(abs(value) / divisor / extra, significantDigits: 3)
        if mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        let power = (exponent < 0 ? language.minus + " " : "") + String(abs(exponent))
        return
            (text(mantissa, fractionDigits: 2, language: language) + language.phrasebook.timesTenToThePowerOf + power)
            .withSign(value < 0, language)
    }

    /// The whole and fraction digits of a non-negative `value` rounded to `fractionDigits`:
    /// exact integer arithmetic while the scaled value fits 2^53, else C's formatting.
    ///
    /// A half is rounded up as the decimal it stands for, though binary holds it a hair below: 6.325 (in binary
    /// 6.32499999999999929), or a mean of 6.3 and 6.35 summed in either order, is "6.33". (A hair is 16 units in the
    /// last place of the scaled value, while those are finer than a 4,096th.)
    private static func fixed(_ value: Double, fractionDigits: Int) -> (whole: String, fraction: String) {
        let scale = Foundation.pow(10, Double(fractionDigits))
        let scaled = units(value * scale)
        if scaled < 9_007_199_254_740_992, fractionDigits <= 15 {
            let units = UInt64(scaled)
            let divisor = UInt64(scale)
            let whole = String(units / divisor)
            guard fractionDigits > 0 else { return (whole, "") }
            let digits = String(units % divisor)
            return (whole, String(repeating: "0", count: fractionDigits - digits.count) + digits)
        }
        let text = String(format: "%.\(fractionDigits)f", value)
        guard let point = text.firstIndex(of: ".") else { return (text, "") }
        return (String(text[..<point]), String(text[text.index(after: point)...]))
    }

    /// A non-negative `product` (a value times a power of ten) rounded to whole units as `fixed(_:fractionDigits:)`
    /// says it, a decimal half up.
    private static func units(_ product: Double) -> Double {
        (product + (product < 0x1p40 ? 16 * product.ulp : 0)).rounded()
    }

    /// `value` rounded to `fractionDigits` as `text(_:fractionDigits:language:keepsZeros:)` says it: 18.95 with one
    /// digit is 19, as is −18.95 −19.
    static func rounded(_ value: Double, fractionDigits: Int) -> Double {
        guard value.isFinite, abs(value) < 1e15, fractionDigits <= 15 else { return value }
        let scale = Foundation.pow(10, Double(max(0, fractionDigits)))
        let magnitude = units(abs(value) * scale) / scale
        return value < 0 ? -magnitude : magnitude
    }

    /// `value` in words for its size: "1.2 million", "42 thousand", with three significant digits
    /// or four when the value has them: 138,400,000 is "138.4 million", never the "138 million"
    /// that 138,300,000 would also be (a spreadsheet's `138.4M`).
    ///
    /// Values below a thousand are spoken as they are.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - language: The language whose scale words and separators say it.
    ///   - fractionDigits: The digits after the point below a thousand.
    ///   - beforeUnit: Whether a unit follows, which some languages join to the scale word
    ///     ("8 milliards de personnes").
    /// - Returns: The number in words, such as "1.2 million".
    static func compact(_ value: Double, language: Language, fractionDigits: Int, beforeUnit: Bool = false) -> String {
        let magnitude = abs(value)
        for (size, name) in zip([1e3, 1e6, 1e9, 1e12], Phrasebook.scaleNames).reversed() {
            guard rounded(magnitude / size, significantDigits: 3) >= 1 else { continue }
            let scaled = rounded(magnitude / size, significantDigits: 4)
            let number = text(scaled, fractionDigits: 3, language: language)
            let word = language.phrasebook.scale(name, after: scaled, beforeUnit: beforeUnit)
            return (number + " " + word).withSign(value < 0, language)
        }
        return text(value, fractionDigits: fractionDigits, language: language)
    }

    /// A string of digits with `separator` between groups of three.
    static func grouped(_ digits: String, separator: String) -> String {
        let count = digits.utf8.count
        guard count > 3 else { return digits }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + (count - 1) / 3 * separator.utf8.count)
        for (offset, byte) in digits.utf8.enumerated() {
            if offset > 0, (count - offset) % 3 == 0 { bytes.append(contentsOf: separator.utf8) }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a relative change can be spoken as a percentage or a multiple: finite, and
    /// below a thousand-trillion-fold, the most a scale word says (a hyperinflation's 2.7 billion-fold is; beyond,
    /// "from 5e-324 to 3" is said, not its ratio).
    static func isSpeakableRatio(_ fraction: Double) -> Bool {
        fraction.isFinite && abs(fraction) < 1e15
    }

    /// A relative change in percent, to two significant digits: "160 percent", "4.5 percent".
    ///
    /// A change that is not all of it is never said as all of it, nor one that is something as nothing: a fall of
    /// 99.8 percent (to 2.005 from 1,000) keeps the digits that tell it from 100 percent, and 0.004 percent is not 0.
    /// (A rise of 100.3 percent is still about "100 percent", a doubling.)
    static func percent(_ fraction: Double, language: Language) -> String {
        let exact = abs(fraction) * 100
        var digits = 2
        var value = rounded(exact, significantDigits: digits)
        while value == 100, exact < 100, digits < 15 {
            digits += 1
            value = rounded(exact, significantDigits: digits)
        }
        // Every significant digit kept after the separator (at least two there, as before).
        let whole = value > 0 && value.isFinite ? Int(Foundation.log10(value).rounded(.down)) + 1 : 1
        return text(value, fractionDigits: max(2, digits - whole), language: language) + language.phrasebook.percentWord
    }
}
