import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import TestSupport
import Testing

/// Landmarks by prominence, on charts whose peaks, troughs and steps are known by construction:
/// every cycle gives its peak and trough, and a shift of level is a stop.
@Suite struct LandmarkTruthTests {
    /// Where each jump to the next landmark of `kind` lands, from the first point: the x of each.
    static func stops(_ chart: Chart, _ kind: Landmark) -> [Double] {
        var navigator = ChartNavigator(chart: chart)
        _ = navigator.perform(.first)
        var found: [Double] = []
        while navigator.perform(.nextLandmark(kind)).events.first != .boundary(.end) {
            if case .number(let x) = chart.series[0].x[navigator.rank] { found.append(x) }
        }
        return found
    }

    static func yearly(_ name: String, from year: Int, _ values: [Double]) -> Chart {
        Chart(
            title: name, kind: .line, xAxis: .numeric("Year"), yAxis: .numeric(name, unit: "animals"),
            series: [Series(name: name, x: values.indices.map { Double(year + $0) }, y: values)])
    }

    @Test func aTenYearCycleOverAHundredAndTenYearsHasElevenPeaks() {
        // Lynx caught from 1821 to 1930: each ten-year cycle rises to its peak in its fifth year,
        // the peaks from 800 to 4,000, with 3 percent noise.
        let shape = [0.05, 0.2, 0.5, 0.9, 1.0, 0.7, 0.35, 0.15, 0.05, 0.02]
        let heights = [3_000.0, 1_500, 4_000, 800, 2_500, 3_500, 1_200, 2_000, 3_800, 900, 2_700]
        var generator = SeededGenerator(seed: 41)
        let values = (0..<110).map { year in
            (50 + heights[year / 10] * shape[year % 10]) * (1 + generator.gaussian(deviation: 0.03))
        }
        let chart = Self.yearly("Lynx", from: 1821, values)
        let peaks = (0..<11).map { (cycle: Int) -> Double in Double(1825 + 10 * cycle) }
        #expect(Self.stops(chart, .peak) == peaks)
        // A trough in every cycle's last years or the next one's first (two fewer: the ends).
        let troughs = Self.stops(chart, .trough)
        #expect(troughs.count >= 10 && troughs.count <= 11, "\(troughs) \(values.map { Int($0) })")
    }

    @Test func sunspotsOfIrregularCyclesHaveAPeakEach() {
        // 26 cycles of 9 to 14 years from 1700, each rising in four years to its height (40 to
        // 190) and falling slowly back, noise of 3: a peak in the fifth year of each.
        let lengths = [
            11, 10, 12, 9, 13, 11, 10, 12, 11, 9, 14, 10, 11, 12, 10, 11, 13, 9, 11, 10, 12, 11, 10, 12, 11, 11,
        ]
        let heights: [Double] = [
            50, 90, 130, 60, 170, 80, 40, 110, 150, 70, 120, 190, 60, 100, 140, 80, 50, 160, 110, 70, 130, 90, 180, 60,
            120, 100,
        ]
        var generator = SeededGenerator(seed: 42)
        var values: [Double] = []
        var peaks: [Double] = []
        for (length, height) in zip(lengths, heights) {
            peaks.append(Double(1700 + values.count + 4))
            for year in 0..<length {
                let level =
                    year <= 4
                    ? height * pow(Double(year) / 4, 2) : height * pow(Double(length - year) / Double(length - 4), 1.5)
                values.append(max(0, 5 + level + generator.gaussian(deviation: 3)))
            }
        }
        let chart = Self.yearly("Sunspots", from: 1700, values)
        #expect(Self.stops(chart, .peak) == peaks)
    }

    static func month(_ year: Int, _ month: Int) -> Double {
        Double(ISODate.daysSince1970(year: year, month: month, day: 1)) * 86_400
    }

    static func dated(_ name: String, _ xs: [Double], _ values: [Double]) -> Chart {
        Chart(
            title: name, kind: .line, xAxis: .date("Date"), yAxis: .numeric(name, unit: "visitors"),
            series: [Series(name: name, isContinuous: true, x: xs, y: values)])
    }

    @Test func aGrowingSeasonalSeriesHasAPeakAndATroughEveryYear() {
        // Ten years of monthly visitors from 2010, tripling, highest each August (35 percent over
        // the level, 20 points above any other month) and lowest each February (28 percent under,
        // 14 points below any other), 2 percent noise: next-peak from the start lands in the first
        // August, not years later.
        let factors = [0.88, 0.72, 0.90, 0.98, 1.02, 1.08, 1.15, 1.35, 1.10, 0.95, 0.87, 0.90]
        var generator = SeededGenerator(seed: 43)
        let values = (0..<120).map { month in
            300 * pow(3, Double(month) / 119) * factors[month % 12] * (1 + generator.gaussian(deviation: 0.02))
        }
        let chart = Self.dated("Visitors", (0..<120).map { Self.month(2010 + $0 / 12, $0 % 12 + 1) }, values)
        let augusts = (0..<10).map { (year: Int) -> Double in Self.month(2010 + year, 8) }
        let februaries = (0..<10).map { (year: Int) -> Double in Self.month(2010 + year, 2) }
        #expect(Self.stops(chart, .peak) == augusts)
        #expect(Self.stops(chart, .trough) == februaries)
    }

    @Test func everySummerOfMonthlyAirTrafficIsAPeakThoughTheFirstRisesLittle() {
        // Box and Jenkins' airline passengers, 1949 to 1960 (thousands a month): each year's high is its first
        // highest month, July or August (two equal months in 1949, 1950 and 1951 give the first). The first summer
        // stands 36 above the winter before it; the zigzag of the seasons, taken as noise, once hid it and 1951's.
        let values: [Double] = [
            112, 118, 132, 129, 121, 135, 148, 148, 136, 119, 104, 118, 115, 126, 141, 135, 125, 149, 170, 170, 158,
            133,
            114, 140, 145, 150, 178, 163, 172, 178, 199, 199, 184, 162, 146, 166, 171, 180, 193, 181, 183, 218, 230,
            242,
            209, 191, 172, 194, 196, 196, 236, 235, 229, 243, 264, 272, 237, 211, 180, 201, 204, 188, 235, 227, 234,
            264,
            302, 293, 259, 229, 203, 229, 242, 233, 267, 269, 270, 315, 364, 347, 312, 274, 237, 278, 284, 277, 317,
            313,
            318, 374, 413, 405, 355, 306, 271, 306, 315, 301, 356, 348, 355, 422, 465, 467, 404, 347, 305, 336, 340,
            318,
            362, 348, 363, 435, 491, 505, 404, 359, 310, 337, 360, 342, 406, 396, 420, 472, 548, 559, 463, 407, 362,
            405,
            417, 391, 419, 461, 472, 535, 622, 606, 508, 461, 390, 432,
        ]
        let chart = Self.dated("Passengers", (0..<144).map { Self.month(1949 + $0 / 12, $0 % 12 + 1) }, values)
        // July, July, July, August, August, July, July, July, August, August, August, July.
        let highs = [7, 7, 7, 8, 8, 7, 7, 7, 8, 8, 8, 7].enumerated().map { Self.month(1949 + $0.offset, $0.element) }
        #expect(Self.stops(chart, .peak) == highs)
    }

    @Test func theStepIsAChangeStop() {
        // Yearly flow from 1900 to 1970, near 850 until 1930 and near 620 from 1931 on, noise of
        // 50: next-change lands on 1931, and nowhere in the years of one level.
        var generator = SeededGenerator(seed: 44)
        let values = (1900...1970).map { ($0 < 1931 ? 850 : 620) + generator.gaussian(deviation: 50) }
        let chart = Self.dated("Flow", (1900...1970).map { Self.month($0, 1) }, values)
        #expect(Self.stops(chart, .change) == [Self.month(1931, 1)])
    }
}
