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

    @Test func aSteadySeasonalSeriesHasPeaksButNoTurningPoint() {
        // Twenty years of monthly temperatures from 1920 (Nottingham's shape), near 49 °F year on year, warmest each
        // July and coldest each January, with 1 °F of noise: the summary holds steady, so next-change has no stop
        // (it stopped at eleven summers and winters, the turns of the yearly averages' noise), while every July is
        // still a peak.
        let shape = [39.0, 40, 43, 47, 53, 58, 63, 59, 55.5, 49.5, 43, 40]
        var generator = SeededGenerator(seed: 1920)
        let values = (0..<240).map { shape[$0 % 12] + generator.gaussian(deviation: 1) }
        var chart = Self.dated("Temperature", (0..<240).map { Self.month(1920 + $0 / 12, $0 % 12 + 1) }, values)
        chart.yAxis = .numeric("Temperature", unit: "°F")
        let summary = (try? ChartDescriber(chart: chart).describe(.summary).text) ?? ""
        #expect(summary.contains("holds steady near"), "\(summary)")
        #expect(Self.stops(chart, .change).isEmpty)
        #expect(Self.stops(chart, .peak) == (0..<20).map { Self.month(1920 + $0, 7) })
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

    /// Whether each of `stops` (x values) is a turn of `values` at `xs`: above (or below) the value before it and the
    /// next one that differs.
    static func areTurns(_ stops: [Double], _ xs: [Double], _ values: [Double], isHigh: Bool) -> Bool {
        stops.allSatisfy { x in
            guard let index = xs.firstIndex(of: x), index > 0 else { return false }
            let next = values[(index + 1)...].first { $0 != values[index] }
            let beyond = { (other: Double) in isHigh ? other < values[index] : other > values[index] }
            return beyond(values[index - 1]) && next.map(beyond) == true
        }
    }

    @Test func aGrowingQuarterlySeriesHasAPeakInEveryYearThoughTheNextYearStartsHigher() {
        // Johnson and Johnson's quarterly earnings a share, 1960 to 1980: highest mostly in the third quarter, but
        // growing so fast that the next year's first quarter is higher still (1969's 2.70, then 2.79). Every year
        // turns down once at least; next-peak once skipped 1967, 1969, 1970, 1978 and 1979.
        let values: [Double] = [
            0.71, 0.63, 0.85, 0.44, 0.61, 0.69, 0.92, 0.55, 0.72, 0.77, 0.92, 0.6, 0.83, 0.8, 1, 0.77, 0.92, 1,
            1.24, 1, 1.16, 1.3, 1.45, 1.25, 1.26, 1.38, 1.86, 1.56, 1.53, 1.59, 1.83, 1.86, 1.53, 2.07, 2.34,
            2.25, 2.16, 2.43, 2.7, 2.25, 2.79, 3.42, 3.69, 3.6, 3.6, 4.32, 4.32, 4.05, 4.86, 5.04, 5.04, 4.41,
            5.58, 5.85, 6.57, 5.31, 6.03, 6.39, 6.93, 5.85, 6.93, 7.74, 7.83, 6.12, 7.74, 8.91, 8.28, 6.84,
            9.54, 10.26, 9.54, 8.73, 11.88, 12.06, 12.15, 8.91, 14.04, 12.96, 14.85, 9.99, 16.2, 14.67, 16.02,
            11.61,
        ]
        let xs = values.indices.map { Self.month(1960 + $0 / 4, 3 * ($0 % 4) + 1) }
        let chart = Self.dated("Earnings", xs, values)
        let peaks = Self.stops(chart, .peak)
        let years = peaks.map { Int(Date(timeIntervalSince1970: $0).formatted(.iso8601.year()))! }
        #expect(years == Array(1960...1980))
        #expect(Self.areTurns(peaks, xs, values, isHigh: true))
        // 1979 peaks twice, 14.04 in its first quarter and 14.85 in its third: the year's peak is the higher.
        #expect(peaks.contains(Self.month(1979, 7)) && !peaks.contains(Self.month(1979, 1)), "\(peaks)")
        // The first quarter of 1969 (2.16) is below 1968's last (2.25) and 1969's second: that year's trough.
        let troughs = Self.stops(chart, .trough)
        #expect(troughs.contains(Self.month(1969, 1)) && Self.areTurns(troughs, xs, values, isHigh: false))
    }

    @Test func theTallestSpikesOfANoisyRiverAreItsPeaks() {
        // The Nile's yearly flow at Aswan, 1871 to 1970 (100 million cubic metres): noise about as large as the
        // step of 1899. The four highs that rise most above their surroundings, by hand (each over the higher of the
        // lowest flows between it and a higher year each side, or the ends): 1879 (1,370 over 813), 1895 (1,260 over
        // 799), 1916 (1,120 over 649) and 1964 (1,170 over 714). Next-peak once found 1879 alone: four times the
        // noise is more than the chart's height can show.
        let values: [Double] = [
            1120, 1160, 963, 1210, 1160, 1160, 813, 1230, 1370, 1140, 995, 935, 1110, 994, 1020, 960, 1180, 799,
            958, 1140, 1100, 1210, 1150, 1250, 1260, 1220, 1030, 1100, 774, 840, 874, 694, 940, 833, 701, 916,
            692, 1020, 1050, 969, 831, 726, 456, 824, 702, 1120, 1100, 832, 764, 821, 768, 845, 864, 862, 698,
            845, 744, 796, 1040, 759, 781, 865, 845, 944, 984, 897, 822, 1010, 771, 676, 649, 846, 812, 742,
            801, 1040, 860, 874, 848, 890, 744, 749, 838, 1050, 918, 986, 797, 923, 975, 815, 1020, 906, 901,
            1170, 912, 746, 919, 718, 714, 740,
        ]
        let chart = Self.yearly("Flow", from: 1871, values)
        let peaks = Self.stops(chart, .peak)
        let xs = values.indices.map { Double(1871 + $0) }
        #expect(Set([1879.0, 1895, 1916, 1964]).isSubset(of: peaks), "\(peaks)")
        // The highs, not every wiggle: the Nile turns up 33 times.
        #expect(peaks.count <= 15 && Self.areTurns(peaks, xs, values, isHigh: true))
    }

    @Test func aRallyBetweenTwoFallsIsAPeakInDailyPrices() {
        // 250 trading days of an index: from 1,450 down to 1,275 by day 48, a rally to 1,425 by day 95, then a crash
        // to 750 by day 220 and a rebound to 900; daily noise of 12. The rally's top and the low before it stand
        // far above the noise but fall slowly, over weeks: next-peak once passed them for the crash's swings.
        var generator = SeededGenerator(seed: 45)
        let corners: [(day: Int, level: Double)] = [(0, 1_450), (48, 1_275), (95, 1_425), (220, 750), (249, 900)]
        let values = (0..<250).map { day -> Double in
            let end = corners.firstIndex { $0.day >= day }!
            let start = max(0, end - 1)
            let share =
                end == start ? 0 : Double(day - corners[start].day) / Double(corners[end].day - corners[start].day)
            return corners[start].level + share * (corners[end].level - corners[start].level)
                + generator.gaussian(deviation: 12)
        }
        let chart = Self.yearly("Index", from: 0, values)
        #expect(Self.stops(chart, .peak).contains { (85...105).contains($0) }, "\(Self.stops(chart, .peak))")
        #expect(Self.stops(chart, .trough).contains { (38...58).contains($0) }, "\(Self.stops(chart, .trough))")
    }

    @Test func anEndIsNoPeakUnlessItIsTheHighest() {
        // Canadian lynx trapped, 1821 to 1934: eleven peaks of the ten-year cycle from 1828 (5,943) to 1925 (3,574),
        // and a last cycle still rising at its end (3,396 in 1934, below 6,991): no peak there, nor at 1821's 269
        // (the lowest is 39, in 1889).
        let values: [Double] = [
            269, 321, 585, 871, 1475, 2821, 3928, 5943, 4950, 2577, 523, 98, 184, 279, 409, 2285, 2685, 3409,
            1824, 409, 151, 45, 68, 213, 546, 1033, 2129, 2536, 957, 361, 377, 225, 360, 731, 1638, 2725, 2871,
            2119, 684, 299, 236, 245, 552, 1623, 3311, 6721, 4254, 687, 255, 473, 358, 784, 1594, 1676, 2251,
            1426, 756, 299, 201, 229, 469, 736, 2042, 2811, 4431, 2511, 389, 73, 39, 49, 59, 188, 377, 1292,
            4031, 3495, 587, 105, 153, 387, 758, 1307, 3465, 6991, 6313, 3794, 1836, 345, 382, 808, 1388, 2713,
            3800, 3091, 2985, 3790, 674, 81, 80, 108, 229, 399, 1132, 2432, 3574, 2935, 1537, 529, 485, 662,
            1000, 1590, 2657, 3396,
        ]
        let chart = Self.yearly("Lynx", from: 1821, values)
        let peaks = Self.stops(chart, .peak)
        #expect(peaks.count == 11 && peaks.first == 1828 && peaks.last == 1925, "\(peaks)")
        #expect(!Self.stops(chart, .trough).contains(1821))
    }

    @Test func eachCyclesTroughIsItsLowestYear() {
        // Wolf's yearly sunspot numbers, 1700 to 1988: each trough is the lowest year between the peaks either side,
        // each peak the highest between the troughs (the minimum of 1878, 3.4, not 1876's 11.3 nearer the trend).
        let values: [Double] = [
            5, 11, 16, 23, 36, 58, 29, 20, 10, 8, 3, 0, 0, 2, 11, 27, 47, 63, 60, 39, 28, 26, 22, 11, 21, 40, 78, 122,
            103, 73, 47, 35, 11, 5, 16, 34, 70, 81, 111, 101, 73, 40, 20, 16, 5, 11, 22, 40, 60, 80.9, 83.4, 47.7, 47.8,
            30.7, 12.2, 9.6, 10.2, 32.4, 47.6, 54, 62.9, 85.9, 61.2, 45.1, 36.4, 20.9, 11.4, 37.8, 69.8, 106.1, 100.8,
            81.6, 66.5, 34.8, 30.6, 7, 19.8, 92.5, 154.4, 125.9, 84.8, 68.1, 38.5, 22.8, 10.2, 24.1, 82.9, 132, 130.9,
            118.1, 89.9, 66.6, 60, 46.9, 41, 21.3, 16, 6.4, 4.1, 6.8, 14.5, 34, 45, 43.1, 47.5, 42.2, 28.1, 10.1, 8.1,
            2.5, 0, 1.4, 5, 12.2, 13.9, 35.4, 45.8, 41.1, 30.1, 23.9, 15.6, 6.6, 4, 1.8, 8.5, 16.6, 36.3, 49.6, 64.2,
            67,
            70.9, 47.8, 27.5, 8.5, 13.2, 56.9, 121.5, 138.3, 103.2, 85.7, 64.6, 36.7, 24.2, 10.7, 15, 40.1, 61.5, 98.5,
            124.7, 96.3, 66.6, 64.5, 54.1, 39, 20.6, 6.7, 4.3, 22.7, 54.8, 93.8, 95.8, 77.2, 59.1, 44, 47, 30.5, 16.3,
            7.3, 37.6, 74, 139, 111.2, 101.6, 66.2, 44.7, 17, 11.3, 12.4, 3.4, 6, 32.3, 54.3, 59.7, 63.7, 63.5, 52.2,
            25.4, 13.1, 6.8, 6.3, 7.1, 35.6, 73, 85.1, 78, 64, 41.8, 26.2, 26.7, 12.1, 9.5, 2.7, 5, 24.4, 42, 63.5,
            53.8,
            62, 48.5, 43.9, 18.6, 5.7, 3.6, 1.4, 9.6, 47.4, 57.1, 103.9, 80.6, 63.6, 37.6, 26.1, 14.2, 5.8, 16.7, 44.3,
            63.9, 69, 77.8, 64.9, 35.7, 21.2, 11.1, 5.7, 8.7, 36.1, 79.7, 114.4, 109.6, 88.8, 67.8, 47.5, 30.6, 16.3,
            9.6, 33.2, 92.6, 151.6, 136.3, 134.7, 83.9, 69.4, 31.5, 13.9, 4.4, 38, 141.7, 190.2, 184.8, 159, 112.3,
            53.9,
            37.5, 27.9, 10.2, 15.1, 47, 93.8, 105.9, 105.5, 104.5, 66.6, 68.9, 38, 34.5, 15.5, 12.6, 27.5, 92.5, 155.4,
            154.7, 140.5, 115.9, 66.6, 45.9, 17.9, 13.4, 29.2, 100.2,
        ]
        let chart = Self.yearly("Sunspots", from: 1700, values)
        let (peaks, troughs) = (Self.stops(chart, .peak), Self.stops(chart, .trough))
        #expect(troughs.contains(1878) && !troughs.contains(1876), "\(troughs)")
        #expect(peaks.count >= 24 && troughs.count >= 24, "\(peaks) \(troughs)")
        let value = { (year: Double) in values[Int(year) - 1700] }
        for trough in troughs {
            let before = peaks.last { $0 < trough } ?? 1699
            let after = peaks.first { $0 > trough } ?? 1989
            let between = stride(from: before + 1, to: after, by: 1).map(value)
            #expect(value(trough) == between.min(), "\(trough)")
        }
        for peak in peaks {
            let before = troughs.last { $0 < peak } ?? 1699
            let after = troughs.first { $0 > peak } ?? 1989
            #expect(value(peak) == stride(from: before + 1, to: after, by: 1).map(value).max(), "\(peak)")
        }
    }

    @Test func aNoisyCycleTooLongToFindHasAPeakOrTwoACycle() {
        // Twenty 11-year cycles of months (2,640 values), each rising to a height of 60 to 180 and falling, with
        // monthly noise of 15: too long a cycle for the search among months, so found by prominence. Each cycle's
        // top is a thicket of spikes; the stops are its highest, not every spike (once about seven a cycle).
        var generator = SeededGenerator(seed: 46)
        let heights = (0..<20).map { _ in min(180, max(60, 120 + generator.gaussian(deviation: 40))) }
        let values = (0..<2_640).map { month -> Double in
            let phase = Double(month % 132) / 132
            return max(0, 10 + heights[month / 132] * pow(sin(.pi * phase), 2) + generator.gaussian(deviation: 15))
        }
        let chart = Chart(
            title: "Spots", kind: .line, xAxis: .numeric("Month"), yAxis: .numeric("Spots"),
            series: [Series(name: "Spots", x: values.indices.map(Double.init), y: values)])
        let peaks = Self.stops(chart, .peak)
        #expect(peaks.count >= 18 && peaks.count <= 40, "\(peaks.count) \(peaks)")
    }

    @Test func theStepIsAChangeStop() {
        // Yearly flow from 1900 to 1970, near 850 until 1930 and near 620 from 1931 on, noise of
        // 50: next-change lands on 1931, and nowhere in the years of one level.
        var generator = SeededGenerator(seed: 44)
        let values = (1900...1970).map { ($0 < 1931 ? 850 : 620) + generator.gaussian(deviation: 50) }
        let chart = Self.dated("Flow", (1900...1970).map { Self.month($0, 1) }, values)
        #expect(Self.stops(chart, .change) == [Self.month(1931, 1)])
        // It is called a step, in every language, as the page calls it.
        for (locale, word) in [("en", "Step"), ("de", "Sprung"), ("fr", "Saut"), ("es", "Salto")] {
            var localized = chart
            localized.locale = locale
            var navigator = ChartNavigator(chart: localized)
            _ = navigator.perform(.first)
            let arrival = navigator.perform(.nextLandmark(.change)).announcement
            #expect(arrival.hasPrefix(word) && arrival.contains("1931"), "\(arrival)")
        }
    }

    @Test func aStepInsideAMoveIsAStopCalledAStep() {
        // The beaver's temperature rises most from 2 PM to 4 PM and falls most from 11 PM to midnight, as its summary
        // says: next-change stops at the first reading past halfway across each (3:50 PM, 37.98, past 37.65; 11:50
        // PM, 37.64, past 37.73), each a step, between its turning points. The last reading, 2:00 AM, ends the rise
        // after 12:20 AM: no turning point.
        var navigator = ChartNavigator(chart: SharedCharts.beaver)
        _ = navigator.perform(.first)
        var arrivals: [String] = []
        while case let response = navigator.perform(.nextLandmark(.change)), response.events.first != .boundary(.end) {
            arrivals.append(response.announcement)
        }
        #expect(
            arrivals == [
                "Step: January 1, 3:50 PM, 37.98 °C", "Turning point: January 1, 8:40 PM, 38.35 °C",
                "Step: January 1, 11:50 PM, 37.64 °C", "Turning point: January 2, 12:20 AM, 37.41 °C",
            ], "\(arrivals)")
    }
}
