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
            soundEnds[voice.seriesIndex] = max(soundEnds[voice.seriesIndex] ?? 0, voice.segments.last?.end ?? 0)
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
                var mean = 0.0
                var count = 0
                for step in steps {
                    for point in step.points {
                        guard let value = series.y[point], value.isFinite else { continue }
                        count += 1
                        mean = mean * (Double(count - 1) / Double(count)) + value / Double(count)
                    }
                }
                let first = wording.x.text(series.x[firstStep.points.lowerBound])
                let last = wording.x.text(series.x[lastStep.points.upperBound])
                return name
                    + phrasebook.summarisedPoints(
                        first == last ? first : wording.x.stretch(first, last),
                        mean: count > 0 ? wording.y.text(mean) : nil)
            }
            let steps = timing.steps[...]
            var runs: [Range<Int>] = []
            var first = steps.startIndex
            for index in steps.indices
            where steps[index].end - steps[first].start >= Self.shortestCaption || index == steps.endIndex - 1 {
                runs.append(first..<index + 1)
                first = index + 1
            }
            // A short last run of several points joins the one before it; a last point keeps its
            // own caption, lengthened.
            if runs.count > 1, let last = runs.last,
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
