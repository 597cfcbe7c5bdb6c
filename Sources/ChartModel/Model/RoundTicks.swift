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
        if isDate {
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
        let magnitude = Foundation.pow(10, (Foundation.log10(span / 5)).rounded(.down))
        for factor in [1.0, 2, 5, 10, 20, 50] {
            let step = factor * magnitude
            let ticks = Array(
                stride(
                    from: (range.lowerBound / step).rounded(.up) * step, through: range.upperBound + step * 1e-9,
                    by: step))
            if ticks.count <= 12 { return (ticks, .number) }
        }
        return ([], .number)
    }
}
