import ChartDescription
import ChartModel

extension Sonifier {
    /// The shortest a caption lasts, in seconds: shorter ones cannot be read or spoken.
    public static let shortestCaption = 0.25

    /// A WebVTT file whose cues say what is sounding when, in order of their start times: each point's announcement (as
    /// the description engine words it) from when its tone starts until the next one, the spoken words, and the
    /// crossing chimes.
    ///
    /// Points closer together than `shortestCaption` share one cue saying their x range and mean; the last cue of a
    /// series lasts as long as its sound.
    public func webVTT() -> String { Self.webVTT(captions()) }

    /// `captions` (as `captions()` gives them) as a WebVTT file.
    package static func webVTT(_ captions: [(start: Double, end: Double, text: String)]) -> String {
        var lines = ["WEBVTT", ""]
        for (number, cue) in captions.enumerated() {
            lines += [
                String(number + 1), Self.timestamp(cue.start) + " --> " + Self.timestamp(cue.end),
                Self.escaped(cue.text), "",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// The captions `webVTT()` writes, as plain text in order of their start times, for
    /// anything else that shows them (a page's transcript).
    package func captions() -> [(start: Double, end: Double, text: String)] {
        let wording = ChartWording(chart: chart)
        let phrasebook = wording.language.phrasebook
        var cues: [(start: Double, end: Double, text: String)] = []
        let rate = options.sampleRate
        var spokenAt: [String: [Double]] = [:]
        for clip in score.speech {
            cues.append((clip.start, clip.start + clip.duration(sampleRate: rate), clip.text))
            spokenAt[clip.text, default: []].append(clip.start)
        }
        for cue in score.cues where cue.kind != .gridline && cue.kind != .boundary {
            let name = cue.kind == .zero ? nil : cue.label ?? phrasebook.navigator(.theReferenceLine)
            let text = phrasebook.crossing(name, upwards: cue.kind != .referenceDown)
            // A crossing also spoken (a landmark) has its caption already; the speech of each
            // text is looked up by its text, not searched through for every cue.
            if let starts = spokenAt[text] {
                // `score.speech` is in time order, so each text's starts are too.
                var low = 0
                var high = starts.count
                while low < high {
                    let middle = (low + high) / 2
                    if starts[middle] <= cue.time - 0.2 { low = middle + 1 } else { high = middle }
                }
                if low < starts.count, starts[low] < cue.time + 0.2 { continue }
            }
            cues.append((cue.time, cue.time + Self.shortestCaption, text))
        }
        var soundEnds: [Int: Double] = [:]
        for voice in score.voices {
            guard let index = voice.seriesIndex else { continue }
            soundEnds[index] = max(soundEnds[index] ?? 0, voice.segments.last?.end ?? 0)
        }
        for timing in score.series {
            let series = chart.series[timing.seriesIndex]
            let name = chart.series.count > 1 && !series.name.isEmpty ? series.name + phrasebook.colon : ""
            // What a run of steps says: one point's announcement, or the x range and mean of many.
            func text(_ steps: ArraySlice<SeriesTiming.Step>) -> String {
                guard let firstStep = steps.first, let lastStep = steps.last else { return name }
                if steps.count == 1, firstStep.points.count == 1 {
                    return name + wording.announcement(of: series[firstStep.points.lowerBound])
                }
                // Bins heard one after another are said as they sound: by their edges and counts, never as an
                // average of their middles.
                if let bins = binsText(steps, of: series, wording: wording) { return name + bins }
                var mean = 0.0
                var count = 0
                var valued = 0
                var points = 0
                for step in steps {
                    points += step.points.count
                    for point in step.points {
                        guard let value = series.y[point], value.isFinite else { continue }
                        count += 1
                        valued = point
                        mean = mean * (Double(count - 1) / Double(count)) + value / Double(count)
                    }
                }
                // A week of one reading is that reading, never an average of it.
                if count == 1 { return name + wording.announcement(of: series[valued]) }
                let first = wording.x.text(series.x[firstStep.points.lowerBound])
                let last = wording.x.text(series.x[lastStep.points.upperBound])
                return name
                    + phrasebook.summarisedPoints(
                        first == last ? first : wording.x.stretch(first, last),
                        mean: count > 0 ? wording.y.derived(mean).text(mean) : nil,
                        // An average of part of the stretch says so: Q3 and Q4 of 1962 without a value.
                        valued: count > 0 && count < points ? wording.language.integer(count) : nil)
            }
            let steps = timing.steps[...]
            var runs: [Range<Int>] = []
            var first = steps.startIndex
            let groups = captionGroups(series, steps: timing.steps, duration: timing.end - timing.start)
            if let groups {
                // Steps too short to caption one by one share a cue per calendar period (or round interval), as the
                // description groups them: never a window across periods, which would average a season away.
                for index in steps.indices
                where index == steps.endIndex - 1
                    || groups[steps[index + 1].points.lowerBound] != groups[steps[first].points.lowerBound]
                {
                    runs.append(first..<index + 1)
                    first = index + 1
                }
            } else {
                for index in steps.indices
                where steps[index].end - steps[first].start >= Self.shortestCaption || index == steps.endIndex - 1 {
                    runs.append(first..<index + 1)
                    first = index + 1
                }
            }
            // A short last run of several points joins the one before it; a last point keeps its
            // own caption, lengthened.
            if groups == nil, runs.count > 1, let last = runs.last,
                steps[last.upperBound - 1].end - steps[last.lowerBound].start < Self.shortestCaption,
                last.count > 1 || steps[last.lowerBound].points.count > 1
            {
                runs.removeLast()
                runs[runs.count - 1] = runs[runs.count - 1].lowerBound..<last.upperBound
            }
            for (position, run) in runs.enumerated() {
                let start = steps[run.lowerBound].start
                var end = steps[run.upperBound - 1].end
                if position == runs.count - 1 { end = max(end, soundEnds[timing.seriesIndex] ?? end) }
                cues.append((start, max(end, start + Self.shortestCaption), text(steps[run])))
            }
        }
        // In order of start times, as WebVTT requires; at one moment, in the order made.
        return cues.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    /// The group of each point of `series` when some of its steps are too short to caption one by one: the finest
    /// calendar period (or round interval) giving groups of at least `shortestCaption` over `duration`, and never finer
    /// than the description's groups (see `Profile`); `nil` along categories, for histograms (whose cues name their
    /// bins), and when every step is long enough.
    ///
    /// - Complexity: O(n log n) in the series' points.
    func captionGroups(_ series: Series, steps: [SeriesTiming.Step], duration: Double) -> [Int]? {
        guard chart.xAxis.type != .categorical, chart.resolvedKind != .histogram, series.count > 1,
            steps.contains(where: { $0.end - $0.start < Self.shortestCaption }), case .numbers(let x) = series.x
        else { return nil }
        let order = x.indices.sorted { (x[$0], $0) < (x[$1], $1) }
        let most = min(max(2, Int(duration / Self.shortestCaption)), DescriptionOptions().maximumGroups)
        let (starts, _) = Profile.groupStarts(
            sortedPositions: order.map { x[$0] }, isDate: chart.xAxis.type == .date, isCategorical: false,
            maximumGroups: most)
        guard !starts.isEmpty else { return nil }
        var groups = [Int](repeating: 0, count: series.count)
        var group = 0
        var next = 0
        for (rank, point) in order.enumerated() {
            if next < starts.count, starts[next] == rank {
                group += 1
                next += 1
            }
            groups[point] = group
        }
        return groups
    }

    /// What a run of a histogram's bins says: each bin as announced ("3.5 to 4 minutes, 40 eruptions") when four or
    /// fewer, else their outer edges, their count together and how many bins; `nil` unless the chart is a histogram.
    func binsText(_ steps: ArraySlice<SeriesTiming.Step>, of series: Series, wording: ChartWording) -> String? {
        guard chart.resolvedKind == .histogram, series.xStart != nil else { return nil }
        let points = steps.flatMap { Array($0.points) }
        guard let first = points.first, let last = points.last else { return nil }
        let phrasebook = wording.language.phrasebook
        if points.count <= 4 {
            return points.map { wording.announcement(of: series[$0]) }.joined(separator: "; ")
        }
        guard let low = series.xInterval(at: first)?.lowerBound, let high = series.xInterval(at: last)?.upperBound
        else { return nil }
        var total = 0.0
        for point in points { if let value = series.y[point], value.isFinite { total += value } }
        return phrasebook.binsTogether(
            wording.x.stretch(wording.x.text(low), wording.x.text(high)), total: wording.y.text(total),
            bins: wording.language.integer(points.count))
    }

    /// `hh:mm:ss.ttt`.
    static func timestamp(_ seconds: Double) -> String {
        let milliseconds = Int((max(0, seconds) * 1000).rounded())
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(milliseconds / 3_600_000, 2) + ":" + pad(milliseconds / 60_000 % 60, 2) + ":"
            + pad(milliseconds / 1000 % 60, 2) + "." + pad(milliseconds % 1000, 3)
    }

    /// Cue text on one line of printable text (so no blank line or "-->" can end a cue early),
    /// with WebVTT's markup characters escaped.
    static func escaped(_ text: String) -> String {
        TextField.cleaned(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
