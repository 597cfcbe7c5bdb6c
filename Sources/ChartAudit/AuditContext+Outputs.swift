import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification

extension AuditContext {
    /// The rules about what the chart becomes: its audio graph, its summary, its navigation.
    mutating func checkOutputs() {
        checkAudio()
        checkSummary()
        checkNavigation()
    }

    private mutating func checkAudio() {
        let sonifier: Sonifier
        do {
            // 8 kHz mono is enough to hear silence and clipping, and quick.
            sonifier = try Sonifier(
                chart: chart, options: SonificationOptions(pitchRange: 200...1200, sampleRate: 8000, channelCount: 1))
        } catch {
            return
        }
        guard !sonifier.score.voices.isEmpty else {
            report(
                .audioSilent, "series", "audioNothing")
            return
        }
        var synthesizer = sonifier.makeSynthesizer()
        var block = [Float](repeating: 0, count: 4096)
        var peak: Float = 0
        while true {
            let frames = block.withUnsafeMutableBufferPointer { synthesizer.render(into: $0) }
            if frames == 0 { break }
            for index in 0..<frames { peak = max(peak, abs(block[index])) }
        }
        reportPeak(peak)
        guard let extent = chart.yExtent, extent.lowerBound < extent.upperBound else { return }
        // Bars without a declared range sound from zero, as their lengths are: a narrow span is their truth.
        guard !chart.resolvedKind.startsAtZero || chart.resolvedYAxis.range != nil else { return }
        let low = sonifier.mapping.frequency(of: extent.lowerBound)
        let high = sonifier.mapping.frequency(of: extent.upperBound)
        if high / low < 2 {
            let semitones = Int((12 * log2(high / low)).rounded())
            report(
                .audioNarrow, "yAxis.range",
                "audioNarrow", count: semitones, ["count": String(semitones)])
        }
    }

    /// Reports an audio graph that is silent, or reaches full scale (which the synthesizer's
    /// level budget should make impossible; the rule guards it).
    mutating func reportPeak(_ peak: Float) {
        if peak < 0.001 {
            report(.audioSilent, "series", "audioSilent")
        } else if peak >= 0.98 {
            report(.audioClips, "series", "audioClips")
        }
    }

    /// An extremum a summary fails to say: whether it is the largest value, and its words.
    struct MissingExtremum: Equatable {
        let isLargest: Bool
        let value: String
    }

    /// Which extremum a summary fails to say, if any: the largest value's words, and the
    /// smallest value's words or the range's.
    static func missingExtremum(in text: String, maximum: String, minimum: String, range: String) -> MissingExtremum? {
        if !text.contains(maximum) { return MissingExtremum(isLargest: true, value: maximum) }
        if !text.contains(minimum), !text.contains(range) { return MissingExtremum(isLargest: false, value: minimum) }
        return nil
    }

    private mutating func checkSummary() {
        guard let describer = try? ChartDescriber(chart: chart) else { return }
        let summary = describer.describe(.summary).summary
        let text = summary.map(\.text).joined(separator: " ")
        let y = describer.wording.y
        // A series computed from another (a moving average) is told against its source, by its
        // first and last values rather than its extremes.
        func isDerived(_ series: Series) -> Bool {
            series.derivedFrom.map { source in source != series.name && chart.series.contains { $0.name == source } }
                ?? false
        }
        func check(highs: [Double?], lows: [Double?], at path: String) {
            guard let maximum = highs.compactMap({ $0 }).filter(\.isFinite).max(),
                let minimum = lows.compactMap({ $0 }).filter(\.isFinite).min(), maximum > minimum
            else { return }
            if let missing = Self.missingExtremum(
                in: text, maximum: y.text(maximum), minimum: y.text(minimum), range: y.range(minimum...maximum))
            {
                report(
                    .summaryExtrema, path, missing.isLargest ? "summaryExtremaLargest" : "summaryExtremaSmallest",
                    ["value": missing.value])
            }
        }
        switch chart.resolvedKind {
        case .histogram, .box:
            // Told by their shape and medians, not their extremes.
            return
        case .heatmap:
            // Told by the hottest and coldest cells of all.
            let values = chart.series.flatMap(\.y)
            check(highs: values, lows: values, at: "series")
        default:
            // Range bars are told by their stretches.
            for (index, series) in chart.series.enumerated()
            where !series.isEmpty && !isDerived(series) && series.xStart == nil {
                let isBand = series.low != nil && !series.y.contains { $0 != nil }
                check(
                    highs: isBand ? series.high ?? [] : series.y, lows: isBand ? series.low ?? [] : series.y,
                    at: "series[\(index)]")
            }
        }
    }

    private mutating func checkNavigation() {
        let navigator = ChartNavigator(chart: chart)
        for (index, series) in chart.series.enumerated() where !series.isEmpty {
            reportReach(series: index, reached: navigator.reachablePointCount(inSeries: index))
        }
    }

    /// Reports a series whose points the navigator did not all reach (it should; the rule
    /// guards it).
    mutating func reportReach(series index: Int, reached: Int) {
        let count = chart.series[index].count
        if reached != count {
            report(
                .navigatorUnreachable, "series[\(index)]",
                "navigatorUnreachable", ["reached": String(reached), "count": String(count)])
        }
    }
}
