import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// Trend, change-point, outlier, statistics and grouping methods on data with known answers.
@Suite struct AnalysisTests {
    func trend(_ values: [Double]) -> Trend {
        Trend(positions: values.indices.map(Double.init), values: values)
    }

    /// The outliers a scan finds among values along x.
    func outliers(_ values: [Double?], isLogarithmic: Bool = false) -> [Int] {
        SeriesScan(
            positions: values.indices.map(Double.init), values: values, isDate: false, isCategorical: false,
            maximumGroups: 50, isLogarithmic: isLogarithmic
        ).outliers
    }

    @Test func theScanFindsTheFirstAndTheLongestRunOfMissingPoints() {
        // 5,000 points: missing at 7, a NaN at 500, a run of 12 across the first blocks' edge (1,018 to 1,029), a
        // run of 3 at 4,000, and the last point. Truth, by hand: the first three are 7, 500 and 1,018; the longest
        // run starts at 1,018 and holds 12.
        var values: [Double?] = (0..<5_000).map { Double($0 % 17) }
        for index in [7, 4_000, 4_001, 4_002, 4_999] { values[index] = nil }
        values[500] = .nan
        for index in 1_018...1_029 { values[index] = nil }
        let scan = SeriesScan(
            positions: values.indices.map(Double.init), values: values, isDate: false, isCategorical: false,
            maximumGroups: 50, isLogarithmic: false)
        #expect(scan.missing.first == [7, 500, 1_018])
        #expect(scan.missing.longest.start == 1_018 && scan.missing.longest.length == 12)
        // With no point missing, nothing.
        let whole = SeriesScan(
            positions: [0, 1, 2], values: [1, 2, 3], isDate: false, isCategorical: false, maximumGroups: 50,
            isLogarithmic: false)
        #expect(whole.missing.first.isEmpty && whole.missing.longest.length == 0)
    }

    func noise(_ count: Int, seed: UInt64, deviation: Double = 1) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in generator.gaussian(deviation: deviation) }
    }

    @Test func aNoisyRiseIsARise() {
        let values = noise(40, seed: 1).enumerated().map { Double($0.offset) * 0.5 + $0.element }
        let found = trend(values)
        #expect(found.direction == .rising)
        #expect(trend(values.map { -$0 }).direction == .falling)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func noiseIsNeverATrend(seed: UInt64) {
        #expect(trend(noise(60, seed: seed)).direction == .flat)
    }

    func moves(_ values: [Double], isRatio: Bool = false) -> Moves {
        Moves(values: values, placed: values, isRatio: isRatio)
    }

    @Test func aPeakIsOneTurnAtTheTop() {
        // Rises for 20 points, falls for 20; the highest value is at index 20.
        let values = (0...40).map { Double(20 - abs($0 - 20)) }.enumerated().map {
            $0.element + noise(41, seed: 9, deviation: 0.3)[$0.offset]
        }
        let found = moves(values)
        #expect(found.count == 2)
        #expect(abs(found.pivots[1] - 20) <= 1)
    }

    @Test func aFlatStretchThenARiseIsOneRiseFromWhereItStarts() {
        let values = (0..<30).map { $0 < 15 ? 10.0 : 10 + Double($0 - 14) * 2 }
        // Never "holds": one move, from the last flat value (the lowest, first reached at 0).
        #expect(moves(values).pivots == [0, 29])
    }

    @Test func aSmallDipBeforeTheFirstMoveStartsItAtTheFirstValue() {
        // Revenue from January: a dip of 2,250 (5 percent of the range) to February, then a rise
        // to December. One rise, told from January, where the series starts.
        let revenue = [
            41_200.0, 38_950, 45_100, 52_400, 49_800, 55_300, 58_900, 54_200, 57_600, 60_300, 67_800, 81_500,
        ]
        #expect(moves(revenue).pivots == [0, 11])
        // A dip that matters is its own move.
        #expect(moves([60, 38.95, 45, 52, 81.5]).pivots == [0, 1, 4])
    }

    @Test func aValleyAndARecovery() {
        #expect(moves((0..<30).map { Double(abs($0 - 10)) }).pivots == [0, 10, 29])
    }

    @Test func smallAndConstantData() {
        #expect(moves([]).pivots.isEmpty)
        #expect(moves([5, 5, 5]).count == 0)
        #expect(trend([5]).direction == .flat)
        #expect(trend([5, 5, 5]).direction == .flat)
        #expect(trend([1, 2]).direction == .rising)
        #expect(trend([1, 2, 3]).direction == .rising)
        #expect(trend([1, 3, 2]).direction == .flat)
        #expect(trend([3, 2, 1, 0]).direction == .falling)
    }

    @Test func movesSmallerThanAQuarterOfTheRangeAreNotTurns() {
        // A rise of 100 with wiggles of 10: one move. With a dip of 30 (over a quarter): three.
        let wiggly = (0...20).map { Double($0 * 5) + ($0 % 2 == 0 ? 0 : -10) }
        #expect(moves(wiggly).count == 1)
        var dipped = (0...20).map { Double($0 * 5) }
        dipped[10] = 20
        #expect(moves(dipped).pivots == [0, 9, 10, 20])
        // A wave of four cycles, from its middle: up to each of four peaks and down to each of
        // four troughs, then up to where it ends, half its range above the last trough.
        let wave = (0..<200).map { Foundation.sin(Double($0) / 200 * 2 * .pi * 4) * 10 }
        #expect(moves(wave).count == 9)
    }

    @Test func ratioDataCountsFallsOfThirtyPercent() {
        // Exponential growth to 1,000 with a fall from 100 to 60 early on: a tenth of the
        // range's quarter, but 40 percent of where it started.
        let values = [1.0, 10, 50, 100, 60, 200, 500, 1000]
        #expect(moves(values).count == 1)
        #expect(moves(values, isRatio: true).pivots == [0, 3, 4, 7])
    }

    @Test func theSameDataGivesTheSameTrend() {
        let values = noise(100, seed: 11)
        #expect(trend(values) == trend(values))
    }

    @Test func aSpikeInARiseIsAnOutlier() {
        var values = (0..<50).map { Double($0) * 2 }
        values[17] = 300
        #expect(outliers(values) == [17])
        values[0] = -200
        #expect(outliers(values) == [17, 0])
    }

    @Test func aStraightLineAndNoiseHaveNoOutliers() {
        #expect(outliers((0..<100).map { Double($0) * 3 + 7 }).isEmpty)
        #expect(outliers(noise(10_000, seed: 5)).isEmpty)
        #expect(outliers([1, 2, 3, 100]).isEmpty, "too few values to judge")
    }

    /// Long columns find their median among the values a sample brackets, or when ties crowd
    /// the bracket, from a histogram and the values in its middle bucket: the same as sorting
    /// them, for odd and even counts, spread or bunched values, alone or in a series' scan.
    @Test(arguments: [300_001, 300_002])
    func longColumnsHaveTheirExactMedian(count: Int) {
        var spread: [Double?] = noise(count, seed: 21).map { $0 * 1e6 }
        spread[5] = nil
        var bunched = [Double?](repeating: nil, count: count)
        for index in 0..<count { bunched[index] = index % 1000 == 0 ? Double(index) * 1e9 : Double(index % 7) }
        bunched[9] = .nan
        for values in [spread, bunched] {
            let sorted = values.compactMap { $0 }.filter(\.isFinite).sorted()
            let middle = sorted.count / 2
            let expected = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
            #expect(SeriesStatistics(values).median == expected)
            let scan = SeriesScan(
                positions: values.indices.map(Double.init), values: values, isDate: false, isCategorical: false,
                maximumGroups: 50, isLogarithmic: false)
            #expect(scan.statistics.median == expected)
            #expect(scan.statistics == SeriesStatistics(values))
        }
    }

    /// The median search finds a spread column's median among the values its sample brackets,
    /// and says when ties crowd the bracket, so that both ways to the median are taken above.
    @Test func theMedianSearchFindsOrGivesUp() {
        func search(_ values: [Double?]) -> Double? {
            var search = MedianSearch(sample: MedianSearch.sample(of: values) { $0 }, count: values.count)
            ScanBlock.forEach(values) { search.take($0) }
            return search.median(count: values.count { $0 != nil })
        }
        let spread: [Double?] = noise(300_001, seed: 41)
        let sorted = spread.compactMap { $0 }.sorted()
        #expect(search(spread) == sorted[150_000])
        let bunched: [Double?] = (0..<300_000).map { Double($0 % 7) }
        #expect(search(bunched) == nil)
        #expect(SeriesStatistics(bunched).median == 3)
    }

    /// Long columns with missing values are read in place, their spread sampled: the same
    /// answers as for the values without their gaps.
    @Test func longColumnsWithGapsAreReadInPlace() {
        var values = noise(300_000, seed: 13).enumerated().map { Double($0.offset) * 0.0001 + $0.element }
        values[123_456] += 100
        let column: [Double?] = values.enumerated().map { $0.offset % 50 == 7 ? nil : $0.element }
        let present = column.compactMap { $0 }
        let found = outliers(column)
        #expect(found == [123_456])
        #expect(outliers(present).map { index in column.indices.filter { column[$0] != nil }[index] } == found)
        let quiet: [Double?] = noise(300_000, seed: 14).enumerated().map {
            $0.offset % 50 == 7 ? nil : $0.element + 100
        }
        #expect(outliers(quiet, isLogarithmic: true).isEmpty)
    }

    /// A long walk's median and spikes are those of every value, though most blocks are taken whole.
    ///
    /// A long random walk lies mostly away from its median and moves little within a block of
    /// the scan, so most blocks are only counted by the median search and passed over by the
    /// outlier scan. The spikes sit at a block's start, where their residuals need the values
    /// of the block before.
    @Test func aLongWalksMedianAndSpikesAreFoundThroughWholeBlocks() {
        var level = 0.0
        var walk = noise(300_000, seed: 51).map { step -> Double in
            level += step
            return level
        }
        let range = walk.max()! - walk.min()!
        walk[100 * ScanBlock.size] -= 0.5 * range
        walk[250 * ScanBlock.size + 1] += 0.6 * range
        let column = walk.map { Optional($0) }
        var search = MedianSearch(sample: MedianSearch.sample(of: column) { $0 }, count: column.count)
        ScanBlock.forEach(column) { search.take($0) }
        let sorted = walk.sorted()
        #expect(search.median(count: walk.count) == (sorted[149_999] + sorted[150_000]) / 2)
        #expect(outliers(column) == [250 * ScanBlock.size + 1, 100 * ScanBlock.size])
    }

    /// Blocks wholly inside the median's bracket are kept at once, those across it value by value: a run of three
    /// blocks within a hair of the median (the bracket holds some 4,600 values, a unit or so either side of it) among
    /// values spread far on both sides gives the median of the values sorted.
    @Test func blocksInsideTheMediansBracketAreKeptAtOnce() {
        var generator = SeededGenerator(seed: 52)
        var values = (0..<200_000).map { _ in generator.gaussian(deviation: 100) }
        let start = 90 * ScanBlock.size + 7
        for index in start..<(start + 3 * ScanBlock.size) { values[index] = generator.gaussian(deviation: 0.001) }
        let column = values.map { Optional($0) }
        var search = MedianSearch(sample: MedianSearch.sample(of: column) { $0 }, count: column.count)
        ScanBlock.forEach(column) { search.take($0) }
        let sorted = values.sorted()
        #expect(search.median(count: values.count) == (sorted[99_999] + sorted[100_000]) / 2)
    }

    /// The scan takes a series a block at a time, a block across buckets by runs: each group
    /// is what a plain walk over the points makes of it, over blocks, gaps and uneven steps.
    @Test func theScansGroupsAreThoseOfAPlainWalk() {
        var generator = SeededGenerator(seed: 31)
        var x = 0.0
        let positions = (0..<5_000).map { _ in
            x += generator.gaussian(deviation: 1).magnitude + 0.01
            return x
        }
        let values: [Double?] = noise(5_000, seed: 32).enumerated().map { $0.offset % 13 == 5 ? nil : $0.element }
        let scan = SeriesScan(
            positions: positions, values: values, isDate: false, isCategorical: false, maximumGroups: 50,
            isLogarithmic: false)
        guard case .interval(let width) = scan.profile.grouping else {
            Issue.record("not grouped by intervals")
            return
        }
        var walked: [Int: (count: Int, values: [Double], start: Double, end: Double)] = [:]
        for (position, value) in zip(positions, values) {
            let key = Int(((position - scan.profile.origin) / width).rounded(.down))
            var group = walked[key] ?? (0, [], position, position)
            group.count += 1
            group.end = position
            if let value { group.values.append(value) }
            walked[key] = group
        }
        #expect(scan.profile.buckets.count == walked.count)
        for group in scan.profile.buckets {
            guard let expected = walked[group.key] else {
                Issue.record("no bucket \(group.key)")
                continue
            }
            #expect(group.count == expected.count && group.valueCount == expected.values.count)
            #expect(group.start == expected.start && group.end == expected.end)
            #expect(group.minimum == expected.values.min() && group.maximum == expected.values.max())
            #expect(abs(group.mean - expected.values.reduce(0, +) / Double(expected.values.count)) < 1e-12)
        }
        #expect(scan.profile == Profile(positions: positions, values: values, isDate: false, isCategorical: false))
        #expect(scan.xExtent == positions.first!...positions.last!)
    }

    /// Positions in order have their statistics from the scan's sums and their places; out of
    /// order, the scan leaves them to `SeriesStatistics(numbers:)` and regroups when it must.
    @Test func xInOrderHasItsStatisticsFromTheScan() throws {
        let positions = [1.0, 1, 2, 3, 5, 8, 8, 8]
        let values: [Double?] = [4, nil, 2, 9, 2, 7, 1, 3]
        let scanned = try #require(
            SeriesScan(
                positions: positions, values: values, isDate: false, isCategorical: false, maximumGroups: 3,
                isLogarithmic: false
            ).xStatistics)
        let counted = SeriesStatistics(numbers: positions)
        #expect(
            (scanned.minimum, scanned.minimumCount, scanned.maximum, scanned.maximumCount) == (
                counted.minimum, counted.minimumCount, counted.maximum, counted.maximumCount
            ))
        #expect(
            (scanned.median, scanned.first, scanned.last, scanned.count, scanned.valueCount) == (
                counted.median, counted.first, counted.last, counted.count, counted.valueCount
            ))
        #expect(
            abs(scanned.mean! - counted.mean!) < 1e-12
                && abs(scanned.standardDeviation! - counted.standardDeviation!) < 1e-12)
        #expect(scanned.maximum == IndexedValue(value: 8, index: 5) && scanned.median == 4)

        let shuffled = [5.0, 1, 8, 2, 3, 1, 8, 8]
        let scan = SeriesScan(
            positions: shuffled, values: values, isDate: false, isCategorical: false, maximumGroups: 3,
            isLogarithmic: false)
        #expect(scan.xStatistics == nil)
        #expect(
            scan.profile
                == Profile(positions: shuffled, values: values, isDate: false, isCategorical: false, maximumGroups: 3))
        #expect(scan.xExtent == 1...8)

        // A position that is not a number leaves its point out of the profile and the x statistics.
        var unknown = positions
        unknown[3] = .nan
        let gap = SeriesScan(
            positions: unknown, values: values, isDate: false, isCategorical: false, maximumGroups: 3,
            isLogarithmic: false)
        #expect(gap.xStatistics == nil && gap.xExtent == 1...8)
        #expect(gap.profile.buckets.map(\.count).reduce(0, +) == 7)
        #expect(gap.statistics == SeriesStatistics(values))
    }

    /// The scan, block by block, against plain computations over the whole column: the same
    /// statistics, median, extent and outliers, for lengths around the block size, missing
    /// and infinite values, spikes, and log axes.
    @Test(arguments: 0..<24)
    func theScanAgreesWithPlainComputations(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(100 + seed))
        let count =
            [1, 7, 8, 9, 1_023, 1_024, 1_025, 2_049, 4_000][seed % 9] + Int.random(in: 0..<3, using: &generator)
        let isLogarithmic = seed % 4 == 3
        var level = 50.0
        let values: [Double?] = (0..<count).map { _ in
            level += generator.gaussian(deviation: 0.5)
            switch Int.random(in: 0..<100, using: &generator) {
            case 0: return nil
            case 1: return .infinity
            case 2: return level + 40
            default: return isLogarithmic ? abs(level) + 1 : level
            }
        }
        let positions = (0..<count).map { Double($0) * 0.5 }
        let scan = SeriesScan(
            positions: positions, values: values, isDate: false, isCategorical: false, maximumGroups: 50,
            isLogarithmic: isLogarithmic)
        let present = values.enumerated().compactMap { item in
            item.element.flatMap { $0.isFinite ? (index: item.offset, value: $0) : nil }
        }
        let numbers = present.map(\.value)
        let sorted = numbers.sorted()
        let statistics = scan.statistics
        #expect(statistics.count == count && statistics.valueCount == present.count)
        #expect(
            statistics.minimum
                == sorted.first.map { low in IndexedValue(value: low, index: present.first { $0.value == low }!.index) }
        )
        #expect(
            statistics.maximum
                == sorted.last.map { high in IndexedValue(value: high, index: present.first { $0.value == high }!.index)
                })
        #expect(
            statistics.minimumCount == numbers.count { $0 == sorted.first }
                && statistics.maximumCount == numbers.count { $0 == sorted.last })
        #expect(statistics.first?.index == present.first?.index && statistics.last?.index == present.last?.index)
        if !sorted.isEmpty {
            let middle = sorted.count / 2
            #expect(
                statistics.median
                    == (sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2))
            let mean = numbers.reduce(0, +) / Double(numbers.count)
            #expect(abs(statistics.mean! - mean) < 1e-9 * max(1, abs(mean)))
        }
        #expect(scan.xExtent == (count > 0 ? 0...positions[count - 1] : nil))
        #expect(
            scan.outliers
                == plainOutliers(
                    numbers.map { isLogarithmic && $0 > 0 ? Foundation.log10($0) : $0 }, at: present.map(\.index)
                ).map {
                    present[$0].index
                })
    }

    /// The vector reduction against a plain loop, for lengths around its width of four, and NaN
    /// left out of the sums, the extremes and the count.
    @Test(arguments: [0, 1, 3, 4, 5, 7, 8, 9, 1_023])
    func aReductionAgreesWithAPlainLoop(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        let numbers = (0..<count).map { _ in generator.gaussian(deviation: 10) }
        let reduction = numbers.withUnsafeBufferPointer { Reduction($0, less: 3) }
        let shifted = numbers.map { $0 - 3 }
        #expect(abs(reduction.sum - shifted.reduce(0, +)) <= 1e-9 * Double(max(1, count)))
        #expect(abs(reduction.squares - shifted.map { $0 * $0 }.reduce(0, +)) <= 1e-9 * Double(max(1, count)) * 100)
        #expect(reduction.lowest == numbers.min() ?? .infinity && reduction.highest == numbers.max() ?? -.infinity)
        #expect(reduction.count == count)
        let withNaN = [1.0, .nan, -2, 7, 3]
        let reduced = withNaN.withUnsafeBufferPointer { Reduction($0, less: 0) }
        #expect(reduced.lowest == -2 && reduced.highest == 7 && reduced.sum == 9 && reduced.count == 4)
    }

    /// Blocks hand on every finite value once, in order, with the places of the points without one and the sums of
    /// the rest: missing, NaN and infinite values at a block's start and end, in runs, and alone.
    @Test func blocksHoldTheFiniteValuesAndThePlacesOfTheOthers() {
        var generator = SeededGenerator(seed: 7)
        let count = 3 * ScanBlock.size + 5
        let gaps: Set<Int> = [0, 1, 9, 500, 501, 502, 1_023, 1_024, 2_047, 2_100, count - 1]
        let values: [Double?] = (0..<count).map { index in
            guard gaps.contains(index) else { return generator.gaussian(deviation: 10) }
            return [nil, .nan, .infinity, -.infinity][index % 4]
        }
        let positions = (0..<count).map { Double($0 * 2) }
        var (indices, found, valued) = ([Int](), [Int](), 0.0)
        ScanBlock.forEach(values, positions: positions) { block in
            indices += block.values.indices.map { block.index($0) }
            found += block.missing.map { block.first + $0 }
            #expect(zip(block.values, block.values.indices).allSatisfy { $0 == values[block.index($1)] })
            let shifted = block.values.map { $0 - block.shifts.value }
            #expect(abs(block.valueSums.shifted - shifted.reduce(0, +)) <= 1e-9)
            #expect(abs(block.valueSums.squares - shifted.map { $0 * $0 }.reduce(0, +)) <= 1e-9 * 100)
            #expect(block.lowest == block.values.min() && block.highest == block.values.max())
            valued += block.positionSums.valued
        }
        let present = (0..<count).filter { !gaps.contains($0) }
        #expect(indices == present)
        #expect(found == gaps.sorted())
        let shift = positions[0]
        #expect(abs(valued - present.map { positions[$0] - shift }.reduce(0, +)) <= 1e-6)
    }

    /// A column long enough to have its swing sampled and its residuals filtered as they come:
    /// the injected spikes are found, each once, and nothing else; a long smooth curve has none.
    @Test func aLongColumnFindsItsSpikesAndOnlyThem() {
        var generator = SeededGenerator(seed: 21)
        var level = 0.0
        var values: [Double?] = (0..<200_000).map { _ in
            level += generator.gaussian(deviation: 1)
            return level
        }
        let spikes = [3, 70_001, 150_000, 199_998]
        for index in spikes { values[index] = values[index]! + (index % 2 == 0 ? 3_000 : -3_000) }
        let positions = values.indices.map(Double.init)
        let scan = SeriesScan(
            positions: positions, values: values, isDate: false, isCategorical: false, maximumGroups: 50,
            isLogarithmic: false)
        #expect(scan.outliers.sorted() == spikes)
        let curve = positions.map { Double?(Foundation.sin($0 / 5_000) * 100 + $0 / 1_000) }
        #expect(
            SeriesScan(
                positions: positions, values: curve, isDate: false, isCategorical: false, maximumGroups: 50,
                isLogarithmic: false
            ).outliers.isEmpty)
    }

    /// Outliers as `Outliers` defines them, computed plainly over placed values in order.
    ///
    /// `places` are the values' places in their column (gaps where values are missing), which the bulk around a
    /// value is taken over (32 places each side).
    func plainOutliers(_ v: [Double], at places: [Int]) -> [Int] {
        let n = v.count
        guard n >= 8 else { return [] }
        func median(_ items: [Double]) -> Double {
            let sorted = items.sorted()
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
        /// Beyond every prediction in the same direction: the smallest distance, else 0.
        func beyond(_ value: Double, _ predictions: [Double]) -> Double {
            let differences = predictions.map { value - $0 }
            guard differences.allSatisfy({ $0 > 0 }) || differences.allSatisfy({ $0 < 0 }) else { return 0 }
            return differences.min { abs($0) < abs($1) }!
        }
        func residual(_ i: Int, in w: [Double]) -> Double {
            let left = i >= 2
            let right = i + 2 < w.count
            switch (left, right) {
            case (true, true): return beyond(w[i], [2 * w[i - 1] - w[i - 2], 2 * w[i + 1] - w[i + 2]])
            case (false, true):
                return beyond(w[i], [2 * w[i + 1] - w[i + 2], w[i + 1], w[i + 2]] + (i == 1 ? [w[0]] : []))
            case (true, false):
                return beyond(
                    w[i], [2 * w[i - 1] - w[i - 2], w[i - 1], w[i - 2]] + (i == w.count - 2 ? [w[w.count - 1]] : []))
            case (false, false): return 0
            }
        }
        let residuals = (0..<n).map { residual($0, in: v) }
        var swing = 1.4826 * median(zip(v, v.dropFirst()).map { abs($0 - $1) })
        if swing == 0 {
            swing = zip(v, v.dropFirst()).map { abs($0 - $1) }.reduce(0, +) / Double(n - 1) * (1.4826 * 0.6745 / 0.7979)
        }
        guard swing > 0 else { return [] }
        let smallest = max(3.5, (2 * Foundation.log(Double(n))).squareRoot() + 1) * swing
        let range = v.max()! - v.min()!
        // The twelve values each side, less those at `apart`, nearest first.
        func standsOutLocally(_ i: Int, apart: Set<Int>) -> Bool {
            let before = (0..<i).reversed().prefix(12).filter { !apart.contains($0) }.reversed().map { v[$0] }
            let after = ((i + 1)..<n).prefix(12).filter { !apart.contains($0) }.map { v[$0] }
            func meanSwing(_ side: [Double]) -> Double? {
                side.count >= 3
                    ? zip(side, side.dropFirst()).map { abs($0 - $1) }.reduce(0, +) / Double(side.count - 1) : nil
            }
            guard let scale = [meanSwing(before), meanSwing(after)].compactMap({ $0 }).max() else { return true }
            let local = Array(before.suffix(2)) + [v[i]] + Array(after.prefix(2))
            return abs(residual(min(i, 2), in: local)) >= 4 * scale
        }
        // Within the bulk around it: a tenth (and at least three) of the values within 32 places as far out, the
        // same way (placed values keep their order, so the logarithms judge as the values do).
        func isCommonAround(_ i: Int) -> Bool {
            let around = v.indices.filter { $0 != i && abs(places[$0] - places[i]) <= 32 }.map { v[$0] }
            let isDip = around.count { $0 > v[i] } >= around.count { $0 < v[i] }
            let asFarOut = around.count { isDip ? $0 <= v[i] : $0 >= v[i] }
            return asFarOut >= 3 && Double(asFarOut) >= 0.1 * Double(around.count)
        }
        // Never the column's most common value, held by a tenth of the values.
        func isCommon(_ i: Int) -> Bool { Double(v.count { $0 == v[i] }) >= 0.1 * Double(n) }
        // Most extreme first, each judged without the spike-like values (past 3.5 swings and 15 percent of the range)
        // but those found not unusual.
        var apart = Set(
            residuals.indices.filter { abs(residuals[$0]) > 3.5 * swing && abs(residuals[$0]) >= 0.15 * range })
        var found: [Int] = []
        for i in residuals.indices.sorted(by: { (abs(residuals[$0]), $1) > (abs(residuals[$1]), $0) })
        where abs(residuals[i]) > smallest && abs(residuals[i]) >= 0.15 * range {
            apart.remove(i)
            guard standsOutLocally(i, apart: apart), !isCommonAround(i) else { continue }
            found.append(i)
            apart.insert(i)
        }
        return found.filter { !isCommon($0) }
    }

    @Test func aPointFarFromTheLineIsAScatterOutlier() {
        let x = (0..<40).map(Double.init)
        var y = zip(x, noise(40, seed: 2)).map { 2 * $0 + $1 }
        y[25] = 10
        #expect(Outliers.scattered(x: x, y: y) == [25])
    }

    @Test func statisticsOfKnownValues() {
        let statistics = SeriesStatistics([4, nil, 2, 9, 2, .nan, 8])
        #expect(statistics.count == 7)
        #expect(statistics.valueCount == 5)
        #expect(statistics.missingCount == 2)
        #expect(statistics.minimum == IndexedValue(value: 2, index: 2))
        #expect(statistics.minimumCount == 2)
        #expect(statistics.maximum == IndexedValue(value: 9, index: 3))
        #expect(statistics.total == 25)
        #expect(statistics.mean == 5)
        #expect(statistics.median == 4)
        #expect(abs(statistics.standardDeviation! - (44.0 / 4).squareRoot()) < 1e-12)
        #expect(statistics.first == IndexedValue(value: 4, index: 0))
        #expect(statistics.last == IndexedValue(value: 8, index: 6))
        #expect(statistics.change == 4)
        #expect(SeriesStatistics([1, 2, 3, 4]).median == 2.5)
        #expect(SeriesStatistics([nil, nil]).mean == nil)
        #expect(SeriesStatistics([7]).standardDeviation == 0)
    }

    @Test func selectionAgreesWithSorting() {
        var generator = SeededGenerator(seed: 21)
        for count in [1, 2, 3, 10, 101, 1000] {
            var values = (0..<count).map { _ in Double(Int.random(in: 0..<20, using: &generator)) }
            let sorted = values.sorted()
            let expected = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
            #expect(Selection.median(&values) == expected)
        }
        // Every rank, with ties, all equal, in order, in reverse and in no order: the value sorting puts there, none
        // larger before it and none smaller after it.
        let shapes: [[Double]] = [
            (0..<300).map { _ in Double(Int.random(in: 0..<7, using: &generator)) },
            (0..<150).map { _ in Double(Int.random(in: 0..<3, using: &generator)) },
            Array(repeating: 2.5, count: 100), (0..<100).map(Double.init), (0..<100).reversed().map(Double.init),
            (0..<2000).map { _ in Double.random(in: -1...1, using: &generator) },
        ]
        for shape in shapes {
            let sorted = shape.sorted()
            for k in stride(from: 0, to: shape.count, by: max(1, shape.count / 150)) {
                var values = shape
                let value = Selection.select(k, in: &values)
                #expect(value == sorted[k])
                #expect(values[..<k].allSatisfy { $0 <= value } && values[(k + 1)...].allSatisfy { $0 >= value })
                #expect(values.sorted() == sorted)
            }
        }
    }

    @Test func correlationOfKnownPairs() {
        #expect(correlation([(1, 2), (2, 4), (3, 6)]) == 1)
        #expect(correlation([(1, 6), (2, 4), (3, 2)]) == -1)
        #expect(correlation([(1, 1), (2, 1), (3, 1)]) == nil)
        #expect(abs(correlation([(1, 1), (2, 3), (3, 2), (4, 4)])! - 0.8) < 1e-12)
    }

    /// A group's place and sums are those of its own points, whether they fill blocks of the scan, share one with
    /// other groups (30 years of months in one block), or have a point without a value among them.
    @Test func aGroupsPlaceAndMeanAreThoseOfItsOwnPoints() {
        for (years, missing) in [(30, nil), (30, 100), (200, nil), (200, 1_000)] as [(Int, Int?)] {
            let times = (0..<years * 12).map {
                Double(ISODate.daysSince1970(year: 1900 + $0 / 12, month: 1 + $0 % 12, day: 1)) * 86_400
            }
            let values = times.indices.map { $0 == missing ? nil : Double?(Double($0 % 12) + Double($0 / 12) * 0.5) }
            let profile = Profile(positions: times, values: values, grouping: .year)
            #expect(profile.groups.count == years)
            for (year, group) in profile.groups.enumerated() {
                let months = (year * 12..<year * 12 + 12).filter { values[$0] != nil }
                let place = months.map { times[$0] }.reduce(0, +) / Double(months.count)
                let mean = months.compactMap { values[$0] }.reduce(0, +) / Double(months.count)
                #expect(abs(group.position - place) < 1e-3 && abs(group.mean - mean) < 1e-9, "\(years) \(year)")
                #expect(group.minimum == Double(year) * 0.5 && group.maximum == 11 + Double(year) * 0.5)
            }
        }
    }

    @Test func denseDatesAreGroupedByCalendarPeriods() throws {
        let start = try #require(ChartModel.ISODate.seconds(from: "2025-01-01"))
        let days = (0..<365).map { start + Double($0) * 86_400 }
        let values = days.indices.map { Double?(Double($0)) }
        let yearByDay = Profile(positions: days, values: values, isDate: true, isCategorical: false)
        #expect(yearByDay.grouping == .month)
        #expect(yearByDay.groups.count == 12)
        #expect(yearByDay.groups[0].count == 31 && yearByDay.groups[1].count == 28)
        #expect(yearByDay.groups[1].mean == 31 + 13.5)
        let quarter = Profile(
            positions: Array(days.prefix(91)), values: Array(values.prefix(91)), isDate: true, isCategorical: false)
        #expect(quarter.grouping == .week)
        let few = Profile(
            positions: Array(days.prefix(30)), values: Array(values.prefix(30)), isDate: true, isCategorical: false)
        #expect(few.grouping == .none && few.groups.count == 30)
    }

    @Test func denseNumbersAndCategoriesAreGroupedEvenly() {
        let positions = (0..<100_000).map(Double.init)
        let profile = Profile(positions: positions, values: positions.map { $0 }, isDate: false, isCategorical: false)
        #expect(profile.grouping == .interval(2000))
        #expect(profile.groups.count == 50)
        #expect(profile.groups.allSatisfy { $0.count == 2000 })
        let bars = Profile(
            positions: Array(positions.prefix(120)), values: Array(positions.prefix(120)), isDate: false,
            isCategorical: true)
        #expect(bars.grouping == .run(3))
        #expect(bars.groups.count == 40)
    }

    @Test func missingValuesStayOutOfTheProfile() {
        let profile = Profile(
            positions: [0, 1, 2, 3], values: [1, nil, .infinity, 4], isDate: false, isCategorical: false)
        #expect(profile.groups.map(\.mean) == [1, 4])
    }

    @Test func sparklinesRiseWithTheData() {
        let profile = Profile(positions: [0, 1, 2, 3], values: [0, 1, 2, 3], isDate: false, isCategorical: false)
        #expect(Sparkline.cells(for: profile) == "⣀⠤⠒⠉")
        let gap = Profile(positions: [0, 1, 2, 3], values: [0, nil, 2, 3], isDate: false, isCategorical: false)
        #expect(Sparkline.cells(for: gap) == "⣀\u{2800}⠒⠉")
        let flat = Profile(positions: [0, 1], values: [5, 5], isDate: false, isCategorical: false)
        #expect(Sparkline.cells(for: flat) == "⠤⠤")
    }
}
