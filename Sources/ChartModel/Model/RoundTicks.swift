import Foundation

/// Round places along x, for ticks and for groups when an axis has no gridlines: 4 to 12 of them where the data allows.
///
/// On numbers, multiples of 1, 2 or 5 times a power of ten; on dates, the starts of days, weeks (Mondays), months,
/// quarters, years or decades.
package enum RoundTicks {
    /// What one step between places is.
    package enum Unit: Sendable, Hashable {
        /// A round numeric step.
        case number
        case day, week, month, quarter, year, decade
    }

    /// The places within `range`, and their unit.
    package static func places(over range: ClosedRange<Double>, isDate: Bool) -> (places: [Double], unit: Unit) {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return ([], .number) }
        // Dates within the calendar's years (1 to 9999, and a little beyond) get calendar
        // places; beyond, the seconds get round numbers.
        if isDate, max(-range.lowerBound, range.upperBound) < Self.calendarSeconds {
            let day = 86_400.0
            let first = ISODate.civil(fromDaysSince1970: Int((range.lowerBound / day).rounded(.down)))
            func months(_ step: Int) -> [Double] {
                var ticks: [Double] = []
                var (year, month) = (
                    step >= 12 ? first.year - first.year % (step / 12) : first.year,
                    step >= 12 ? 1 : ((first.month - 1) / step) * step + 1
                )
                while ticks.count < 200 {
                    let seconds = Double(ISODate.daysSince1970(year: year, month: month, day: 1)) * day
                    if seconds > range.upperBound { break }
                    if seconds >= range.lowerBound { ticks.append(seconds) }
                    month += step
                    while month > 12 {
                        month -= 12
                        year += 1
                    }
                }
                return ticks
            }
            func every(_ seconds: Double, from start: Double) -> [Double] {
                let firstTick = start + ((range.lowerBound - start) / seconds).rounded(.up) * seconds
                return Array(stride(from: firstTick, through: range.upperBound, by: seconds).prefix(200))
            }
            // 1970-01-05 was a Monday.
            let candidates: [([Double], Unit)] = [
                (every(day, from: 0), .day), (every(7 * day, from: 4 * day), .week), (months(1), .month),
                (months(3), .quarter), (months(12), .year), (months(120), .decade),
            ]
            return candidates.first { (4...12).contains($0.0.count) } ?? candidates.last { $0.0.count >= 2 } ?? (
                [], .year
            )
        }
        // A span of a few of the smallest doubles has a fifth of zero: the step is then the
        // smallest double.
        let magnitude = max(Foundation.pow(10, (Foundation.log10(span / 5)).rounded(.down)), .leastNonzeroMagnitude)
        for factor in [1.0, 2, 5, 10, 20, 50] {
            let step = factor * magnitude
            // (An end that is a place is one, however the division rounds: -0.3 / 0.1 is -2.9999999999999996.)
            let start = (range.lowerBound / step - 1e-9).rounded(.up) * step
            let end = range.upperBound + step * 1e-9
            // The step is checked before it is used: neither zero nor beyond a double, and
            // giving at most 12 places, each a different double.
            guard step > 0, step.isFinite, start.isFinite, end.isFinite, (end - start) / step < 12.5 else { continue }
            let ticks = Array(stride(from: start, through: end, by: step)).map {
                decimal($0, step: step, factor: factor)
            }
            if ticks.count <= 12, zip(ticks, ticks.dropFirst()).allSatisfy({ $0 < $1 }) { return (ticks, .number) }
        }
        return ([], .number)
    }

    /// `tick`, a multiple of `step` (`factor` times a power of ten) reached by adding steps, as the double nearest the
    /// decimal it stands for: 0 where adding left 5.55e-17, 0.6 where it left 0.6000000000000001, so that a tick is
    /// said as its round number.
    static func decimal(_ tick: Double, step: Double, factor: Double) -> Double {
        let multiple = (tick / step).rounded()
        let exponent = Foundation.log10(step / factor).rounded()
        guard abs(multiple) < 1e15, exponent.isFinite, abs(exponent) < 300,
            let value = Double("\(Int(multiple * factor))e\(Int(exponent))")
        else { return tick }
        return value
    }

    /// Seconds from 1970 beyond which no calendar place is looked for: about the year 12,000
    /// either way.
    static let calendarSeconds = 3e11
}
