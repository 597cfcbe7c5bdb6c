/// Decimal numbers to the nearest `Double` (ties to even), as `Double(String)` gives them, without
/// making a string: the digits are gathered into a 64-bit integer `w` and a power of ten `q`
/// while they are read, and `w × 10^q` is rounded once.
///
/// Up to 19 significant digits `w` is exact. Then small cases take Clinger's path (`w` and
/// `10^q` both exact in a `Double`, so one multiplication rounds correctly), and every other one
/// Eisel and Lemire's: `w`, normalized, times a 128-bit approximation of `5^q`
/// (`PowersOfFive.swift`), whose top bits are the significand; Mushtak and Lemire proved the
/// 128 bits always decide. With more than 19 digits, the first 19 give `w` (the rest only make
/// it larger): when `w` and `w + 1` round to the same `Double`, so does the number; otherwise,
/// which is rare, the text goes to `Double(String)`.
package enum DecimalConversion {
    /// A number's digits as gathered: `w` the first 19 significant digits, `q` the power of
    /// ten they are scaled by, and whether any digit beyond them was not zero.
    package struct Digits {
        /// The significant digits, at most 19 of them, as an integer.
        package var w: UInt64 = 0
        /// The power of ten `w` is multiplied by.
        package var q: Int = 0
        /// How many significant digits `w` holds (leading zeros are none).
        package var count = 0
        /// Whether a digit beyond the 19th was not zero, so `w × 10^q` is below the number.
        package var isTruncated = false

        /// Takes one more digit (0 to 9) of the whole part.
        @inline(__always)
        package mutating func addWhole(_ digit: UInt64) {
            if count < 19 {
                w = w &* 10 &+ digit
                if w != 0 { count &+= 1 }
            } else {
                q &+= 1
                if digit != 0 { isTruncated = true }
            }
        }

        /// Takes one more digit (0 to 9) of the fraction.
        @inline(__always)
        package mutating func addFraction(_ digit: UInt64) {
            if count < 19 {
                w = w &* 10 &+ digit
                if w != 0 { count &+= 1 }
                q &-= 1
            } else if digit != 0 {
                isTruncated = true
            }
        }

        /// Takes `length` (1 to 8) digits at once, whose value is `value`: whole digits when
        /// `isFraction` is false.
        ///
        /// Only while they fit in the 19 digits (`count + length <= 19`) and `w` is not zero (else
        /// a leading zero would count as a digit).
        @inline(__always)
        package mutating func add(_ value: UInt64, length: Int, isFraction: Bool) {
            w = w &* DecimalConversion.powersOfTenIntegers[length] &+ value
            count &+= length
            if isFraction { q &-= length }
        }
    }

    /// The value of `digits` (with `exponent` added to their power of ten), correctly rounded, and
    /// negated when `isNegative`; `nil` when only the text can say, which `Double(String)` of it
    /// then does.
    ///
    /// Infinity when the number is beyond `Double`'s range.
    @inline(__always)
    package static func value(_ digits: Digits, exponent: Int, isNegative: Bool) -> Double? {
        let q = digits.q &+ exponent
        var magnitude: Double
        if !digits.isTruncated {
            magnitude = exactly(digits.w, timesTenToThe: q)
        } else {
            magnitude = eiselLemire(digits.w, q)
            guard digits.w < UInt64.max, eiselLemire(digits.w &+ 1, q) == magnitude else { return nil }
        }
        if isNegative { magnitude = -magnitude }
        return magnitude
    }

    /// The number `count` bytes at `start` spell in the C library's decimal grammar, as
    /// `Double(String)` reads it: an optional sign, digits with an optional point (`1.`, `.5`), an
    /// optional exponent; nothing else (no spaces, hexadecimal, infinity or NaN).
    ///
    /// Beyond `Double`'s range it is an infinity, as there.
    ///
    /// - Complexity: O(count).
    package static func parse(_ start: UnsafePointer<UInt8>, count: Int) -> Double? {
        let (value, end) = scan(start, from: 0, end: count)
        return end == count ? value : nil
    }

    /// The number in the C library's decimal grammar (as `parse`) that starts at `from`, and where
    /// it ends: the longest such number there, nil (and `from`) when there is none.
    ///
    /// An exponent marker without digits after it is not part of the number.
    @inline(__always)
    package static func scan(_ base: UnsafePointer<UInt8>, from: Int, end: Int) -> (value: Double?, end: Int) {
        var at = from
        var isNegative = false
        if at < end, base[at] == UInt8(ascii: "-") || base[at] == UInt8(ascii: "+") {
            isNegative = base[at] == UInt8(ascii: "-")
            at &+= 1
        }
        var digits = Digits()
        let wholeStart = at
        takeDigits(base, at: &at, end: end, into: &digits, isFraction: false)
        var hasDigits = at > wholeStart
        if at < end, base[at] == UInt8(ascii: ".") {
            at &+= 1
            let fractionStart = at
            if digits.w == 0 {
                // Zeros leading the number are none of its digits.
                while at < end, base[at] == UInt8(ascii: "0") {
                    digits.addFraction(0)
                    at &+= 1
                }
            }
            takeDigits(base, at: &at, end: end, into: &digits, isFraction: true)
            hasDigits = hasDigits || at > fractionStart
        }
        guard hasDigits else { return (nil, from) }
        var exponent = 0
        if at &+ 1 < end, base[at] | 0x20 == UInt8(ascii: "e") {
            var next = at &+ 1
            var isExponentNegative = false
            if base[next] == UInt8(ascii: "-") || base[next] == UInt8(ascii: "+") {
                isExponentNegative = base[next] == UInt8(ascii: "-")
                next &+= 1
            }
            if next < end, base[next] &- 48 < 10 {
                while next < end, base[next] &- 48 < 10 {
                    if exponent < 100_000 { exponent = exponent &* 10 &+ Int(base[next] &- 48) }
                    next &+= 1
                }
                if isExponentNegative { exponent = -exponent }
                at = next
            }
        }
        if let value = value(digits, exponent: exponent, isNegative: isNegative) { return (value, at) }
        return (Double(String(decoding: UnsafeBufferPointer(start: base + from, count: at &- from), as: UTF8.self)), at)
    }

    /// Takes the digits at `at` into `digits`: eight at a time while eight bytes are left, they
    /// fit in its 19 and no zero would lead (a run of four to seven at once too), the rest (and
    /// runs shorter than four, such as most whole parts) one by one.
    @inline(__always)
    package static func takeDigits(
        _ base: UnsafePointer<UInt8>, at: inout Int, end: Int, into digits: inout Digits, isFraction: Bool
    ) {
        while at &+ 8 <= end, digits.count &+ 8 <= 19, digits.w != 0 || base[at] != UInt8(ascii: "0") {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
            let count = digitCount(word)
            guard count >= 4 else { break }
            digits.add(digitsValue(word, count: count), length: count, isFraction: isFraction)
            at &+= count
            if count < 8 { return }
        }
        while at < end, base[at] &- 48 < 10 {
            if isFraction {
                digits.addFraction(UInt64(base[at] &- 48))
            } else {
                digits.addWhole(UInt64(base[at] &- 48))
            }
            at &+= 1
        }
    }

    /// `w × 10^q` correctly rounded, for any `w` and `q`.
    @inline(__always)
    package static func exactly(_ w: UInt64, timesTenToThe q: Int) -> Double {
        // Clinger: both exact, one rounding.
        if w <= 1 << 53, q >= -22, q <= 22 {
            return q >= 0 ? Double(w) * exactPowersOfTen[q] : Double(w) / exactPowersOfTen[-q]
        }
        return eiselLemire(w, q)
    }

    /// `w × 10^q` correctly rounded when `w` is exact (Eisel–Lemire; see the type's comment).
    package static func eiselLemire(_ w: UInt64, _ q: Int) -> Double {
        if w == 0 || q < smallestPowerOfFive { return 0 }
        if q > 308 { return .infinity }
        let zeros = w.leadingZeroBitCount
        let normalized = w << zeros
        let index = 2 &* (q &- smallestPowerOfFive)
        let (high, low) = powersOfFive.withUnsafeBufferPointer { table in
            multiply(normalized, by: table[index], table[index &+ 1])
        }
        // The significand's 53 bits, one to round by, and one more when the product's top bit
        // is clear: 54 or 55 bits from the top.
        let top = Int(high >> 63)
        var significand = high >> (top &+ 9)
        // log2(10^q) = q × 217706 / 2^16 rounded down, exact over the table's range.
        var exponent = ((217_706 &* q) >> 16) &+ 63 &+ top &- zeros &+ 1023
        if exponent <= 0 {
            // Subnormal: fewer bits, the exponent field zero (or one if rounding carried).
            let shift = 1 &- exponent
            if shift >= 64 { return 0 }
            significand >>= UInt64(shift)
            significand &+= significand & 1
            significand >>= 1
            exponent = significand < 1 << 52 ? 0 : 1
            return Double(bitPattern: UInt64(exponent) << 52 | (significand & (1 << 52 &- 1)))
        }
        // Exactly halfway between two doubles (only possible while 5^q is exact in 64 bits,
        // -4 ≤ q ≤ 23, and nothing below the dropped bits): round to even, so not up.
        if low <= 1, q >= -4, q <= 23, significand & 3 == 1, significand << UInt64(top &+ 9) == high {
            significand &= ~1
        }
        significand &+= significand & 1
        significand >>= 1
        if significand >= 2 << 52 {
            significand = 1 << 52
            exponent &+= 1
        }
        if exponent >= 0x7FF { return .infinity }
        return Double(bitPattern: UInt64(exponent) << 52 | (significand & (1 << 52 &- 1)))
    }

    /// The top 128 bits of `w` times the 128-bit `(high, low)`: the second product is needed
    /// only when the first's low bits could carry into the significand.
    @inline(__always)
    private static func multiply(_ w: UInt64, by high: UInt64, _ low: UInt64) -> (UInt64, UInt64) {
        var (first, second) = w.multipliedFullWidth(by: high)
        if first & 0x1FF == 0x1FF {
            let carry = w.multipliedFullWidth(by: low).high
            let (sum, overflow) = second.addingReportingOverflow(carry)
            second = sum
            if overflow { first &+= 1 }
        }
        return (first, second)
    }

    /// A column read with NaN for each missing value (JSON's null, CSV's empty cell) as a
    /// series holds it, nil for each; in one pass.
    package static func optionals(_ values: [Double]) -> [Double?] {
        [Double?](unsafeUninitializedCapacity: values.count) { buffer, count in
            guard let target = buffer.baseAddress else { return }
            values.withUnsafeBufferPointer { values in
                for (position, value) in values.enumerated() {
                    (target + position).initialize(to: value.isNaN ? nil : value)
                }
            }
            count = values.count
        }
    }

    /// 10^0 to 10^8 as integers.
    static let powersOfTenIntegers: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
    ]

    /// 10^0 to 10^22, each exact in a Double.
    static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]

    /// Eight ASCII bytes read as one little-endian word: how many of the first are digits (SWAR).
    ///
    /// Less '0' from each byte, a byte is a digit when it came out at most 9 (adding 0x76 leaves
    /// its top bit clear); a borrow or carry runs only toward later bytes, past the first that is
    /// no digit, so the count is right.
    @inline(__always)
    package static func digitCount(_ word: UInt64) -> Int {
        let lessZero = word &- 0x3030_3030_3030_3030
        let others = (lessZero | (lessZero &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
        return others.trailingZeroBitCount / 8
    }

    /// The value of the first `count` (1 to 8) bytes of `word`, digits all: moved to the word's
    /// top so that zeros lead, added up pairwise in three multiplications.
    @inline(__always)
    package static func digitsValue(_ word: UInt64, count: Int) -> UInt64 {
        var value = (word &- 0x3030_3030_3030_3030) << (8 * (8 - UInt64(count)))
        value = ((value & 0x0F0F_0F0F_0F0F_0F0F) &* 2561) >> 8
        value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
        value = ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
        return value
    }
}
