import ChartDescription
import ChartModel
import Sonification

/// VoiceOver's Chart Detail and more, as a value: a position in a chart (chart → series → group → point) and commands
/// that move it, each answered with one line to speak, a sound and what the move ran into.
///
/// No input or output happens here.
///
/// Points are announced exactly as `audiograph describe --level points` words them. Steps are
/// O(1), jumps to an x value O(log n), extrema precomputed; building the navigator is O(n).
public struct ChartNavigator: Sendable {
    /// How far down the hierarchy the position is: below a box plot's point, its numbers.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case chart, series, group, point, part
    }

    /// What the navigator knows of its chart, made once and shared by every copy: a copy of the navigator costs a
    /// reference, not the chart's every field.
    final class Context: Sendable {
        let chart: Chart
        /// The chart as given, when it is a stack to 100 percent (`chart` holds its shares): the amounts its layers'
        /// overall shares are weighted by; `nil` for any other chart.
        let amounts: Chart?
        let wording: ChartWording
        let mapping: PitchMapping
        let indexes: [SeriesIndex]
        let chartLine: String

        init(
            chart: Chart, amounts: Chart?, wording: ChartWording, mapping: PitchMapping, indexes: [SeriesIndex],
            chartLine: String
        ) {
            self.chart = chart
            self.amounts = amounts
            self.wording = wording
            self.mapping = mapping
            self.indexes = indexes
            self.chartLine = chartLine
        }
    }

    let context: Context
    /// The chart.
    public var chart: Chart { context.chart }
    /// How values are worded.
    package var wording: ChartWording { context.wording }
    /// How values become pitch (the audio graph's mapping with default options).
    public var mapping: PitchMapping { context.mapping }
    var indexes: [SeriesIndex] { context.indexes }
    /// The line for the whole chart, its title and kind (see `chartText()`), worded once: the navigator says it at
    /// every arrival at the chart level.
    var chartLine: String { context.chartLine }
    var language: Language { context.wording.language }
    /// The words of the chart's language.
    var phrases: Phrasebook { language.phrasebook }

    /// The current level.
    public internal(set) var level: Level = .point
    /// The current series, by index in the chart.
    public internal(set) var seriesIndex = 0
    /// The current point, by rank in x order within the series.
    public internal(set) var rank = 0
    /// The current group, by index within the series.
    public internal(set) var groupIndex = 0
    /// The current number of a box plot's point (see `boxParts`), at the part level.
    public internal(set) var partIndex = 0
    /// The marked stretch of x: its start, and its end once marked (either way round; see `markedRange`).
    var marks: (start: Double?, end: Double?) = (nil, nil)
    /// How fast `play` plays the series, as a multiple of the audio graph's own pace.
    public internal(set) var playbackSpeed = 1.0
    /// The speeds `faster` and `slower` step through.
    static let speeds = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4]
    /// A navigator at the first point of the first series.
    ///
    /// - Complexity: O(n log n) in the number of points when x is unsorted, else O(n).
    public init(chart: Chart, pitchRange: ClosedRange<Double> = SonificationOptions().pitchRange) {
        // A stack to 100 percent is navigated in the shares it shows; a group's share weighs each by its stack's total.
        let sums = chart.isStackedToShares ? chart.stackSums() : nil
        let amounts = chart.isStackedToShares ? chart : nil
        let chart = chart.asShares()
        // Values are worded as the description words them (its digits for shares, from its analyses).
        let describer = try? ChartDescriber(chart: chart)
        let wording = describer?.wording ?? ChartWording(chart: chart)
        let mapping = PitchMapping(chart: chart, pitchRange: pitchRange, scale: .log)
        let places = chart.categoryPlaces
        let gridlines = chart.xAxis.type == .categorical ? [] : chart.xAxis.gridlines
        var indexes = chart.series.enumerated().map { number, series in
            let positions = chart.xPositions(of: series, categoryPlaces: places)
            let isLayer = sums?.amounts[number] != nil
            return SeriesIndex(
                series: series, positions: positions, gridlines: gridlines, isDate: chart.xAxis.type == .date,
                isCategorical: chart.xAxis.type == .categorical,
                weights: isLayer ? positions.map { sums?.totals[$0] ?? 0 } : nil)
        }
        // Series cross only along an ordered x: nominal categories (countries) have no before and after.
        if chart.xAxis.type != .categorical || chart.xAxis.resolvedIsOrdered(categories: chart.resolvedCategories) {
            Self.findCrossings(&indexes)
        }
        Self.findLandmarks(&indexes, chart: chart, described: describer?.landmarks())
        let chartLine =
            describer?.overview().filter { $0.kind == .title || $0.kind == .chart }.map(\.text).joined(separator: " ")
            ?? ""
        context = Context(
            chart: chart, amounts: amounts, wording: wording, mapping: mapping, indexes: indexes, chartLine: chartLine)
    }

    /// Records each series' landmarks by rank: the describer's turning points, extremes and
    /// unusual values (`described`, one per series), the author's labels, the starts of missing runs, and crossings of a y
    /// reference or (among the first six) of another series.
    private static func findLandmarks(_ indexes: inout [SeriesIndex], chart: Chart, described: [SeriesLandmarks]?) {
        let references = chart.references.filter { $0.axis == .y && $0.value.isFinite }.map(\.value)
        for series in indexes.indices {
            var index = indexes[series]
            var rankOf = [Int](repeating: 0, count: index.count)
            for rank in 0..<index.count { rankOf[index.point(rank)] = rank }
            func ranks(_ points: [Int]) -> [Int] { points.map { rankOf[$0] }.sorted() }
            if let found = described?[series] {
                index.landmarks[.peak] = ranks(found.peaks)
                index.landmarks[.trough] = ranks(found.troughs)
                index.landmarks[.change] = ranks(found.changes)
                index.steps = ranks(found.steps)
                index.landmarks[.outlier] = ranks(found.outliers)
            }
            // A box plot's unusual values are its boxes' outliers, not its medians'.
            if let boxes = chart.series[series].boxes {
                index.landmarks[.outlier] = (0..<index.count).filter {
                    boxes[index.point($0)].map { !$0.outliers.isEmpty } ?? false
                }
            }
            let labels = chart.series[series].labels
            index.landmarks[.label] = (0..<index.count).filter { labels?[index.point($0)] != nil }
            // Runs of missing values, and the stretches the description says have no data (a market closed a week).
            let missing = (0..<index.count).filter { index.value($0) == nil && ($0 == 0 || index.value($0 - 1) != nil) }
            index.landmarks[.gap] = Array(Set(missing + ranks(described?[series].gaps ?? []))).sorted()
            var crossed = Set(index.crossings.keys)
            var previous: Double?
            for rank in 0..<index.count {
                guard let value = index.value(rank) else { continue }
                if let previous, references.contains(where: { (previous < $0) != (value < $0) }) {
                    crossed.insert(rank)
                }
                previous = value
            }
            index.landmarks[.crossing] = crossed.sorted()
            indexes[series] = index
        }
    }

    /// Records where series cross, for the first six series: walking both in x order, each
    /// shared x with two values where the sign of their difference changes.
    private static func findCrossings(_ indexes: inout [SeriesIndex]) {
        let compared = min(indexes.count, 6)
        for a in 0..<compared {
            for b in (a + 1)..<max(a + 1, compared) {
                var i = 0
                var j = 0
                var sign = 0
                while i < indexes[a].count, j < indexes[b].count {
                    let x = indexes[a].positions[i]
                    let y = indexes[b].positions[j]
                    if x < y {
                        i += 1
                        continue
                    }
                    if y < x {
                        j += 1
                        continue
                    }
                    if let first = indexes[a].value(i), let second = indexes[b].value(j), first != second {
                        let current = first > second ? 1 : -1
                        if sign != 0, current != sign {
                            indexes[a].crossings[i, default: []].append((b, current > 0))
                            indexes[b].crossings[j, default: []].append((a, current < 0))
                        }
                        sign = current
                    }
                    i += 1
                    j += 1
                }
            }
        }
    }

    /// Does `command` and says what happened.
    public mutating func perform(_ command: NavigatorCommand) -> NavigatorResponse {
        guard !chart.series.isEmpty else {
            return NavigatorResponse(
                announcement: phrases.navigator(.chartHasNoData), sound: .boundary, events: [.boundary(.empty)])
        }
        switch command {
        case .next: return step(by: 1)
        case .previous: return step(by: -1)
        case .first: return jump(toEnd: false)
        case .last: return jump(toEnd: true)
        case .forward: return leap(by: 1)
        case .back: return leap(by: -1)
        case .nextSeries: return changeSeries(by: 1)
        case .previousSeries: return changeSeries(by: -1)
        case .minimum: return extreme(isMaximum: false, acrossChart: false)
        case .maximum: return extreme(isMaximum: true, acrossChart: false)
        case .chartMinimum: return extreme(isMaximum: false, acrossChart: true)
        case .chartMaximum: return extreme(isMaximum: true, acrossChart: true)
        case .goTo(let text): return goTo(text)
        case .up: return moveLevel(up: true)
        case .down: return moveLevel(up: false)
        case .whereAmI: return whereAmI()
        case .again: return current()
        case .describe: return describe()
        case .statistics: return statistics()
        case .chord: return chord()
        case .play:
            return NavigatorResponse(
                announcement: phrases.navigator(.playing(seriesName(seriesIndex))), sound: .series(seriesIndex),
                events: [])
        case .help: return help()
        case .nextLandmark(let landmark): return jump(to: landmark, forward: true)
        case .previousLandmark(let landmark): return jump(to: landmark, forward: false)
        case .faster, .slower: return changeSpeed(faster: command == .faster)
        case .mark: return mark()
        case .describeMarked: return describeMarked()
        case .playMarked: return playMarked()
        }
    }
}
