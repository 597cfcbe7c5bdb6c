import ChartDescription
import ChartModel

extension Sonifier {
    /// A WebVTT file whose cues say which point is sounding when: each point's announcement
    /// (as the description engine words it) from when its tone starts until the next one. A
    /// step that stands for many dense points says their x range and mean. Spoken words have
    /// their own cues.
    public func webVTT() -> String {
        let wording = ChartWording(chart: chart)
        var lines = ["WEBVTT", ""]
        var number = 0
        let rate = options.sampleRate
        var spoken = score.speech.makeIterator()
        var nextClip = spoken.next()
        func speakUntil(_ time: Double) {
            while let clip = nextClip, clip.start <= time {
                number += 1
                lines += [String(number), Self.timestamp(clip.start) + " --> " + Self.timestamp(clip.start + clip.duration(sampleRate: rate)), Self.escaped(clip.text), ""]
                nextClip = spoken.next()
            }
        }
        for timing in score.series {
            let series = chart.series[timing.seriesIndex]
            for step in timing.steps {
                speakUntil(step.start)
                let end = max(step.end, step.start + 0.05)
                let text: String
                if step.points.count == 1 {
                    text = wording.announcement(of: series[step.points.lowerBound])
                } else {
                    let first = wording.x.text(series.x[step.points.lowerBound]), last = wording.x.text(series.x[step.points.upperBound])
                    text = wording.language.phrasebook.summarisedPoints(from: first, to: first == last ? nil : last, mean: step.value.map(wording.y.text))
                }
                number += 1
                let name = chart.series.count > 1 && !series.name.isEmpty ? series.name + ": " : ""
                lines += [String(number), Self.timestamp(step.start) + " --> " + Self.timestamp(end), Self.escaped(name + text), ""]
            }
        }
        speakUntil(.infinity)
        return lines.joined(separator: "\n")
    }

    /// `hh:mm:ss.ttt`.
    static func timestamp(_ seconds: Double) -> String {
        let milliseconds = Int((max(0, seconds) * 1000).rounded())
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(milliseconds / 3_600_000, 2) + ":" + pad(milliseconds / 60_000 % 60, 2) + ":" + pad(milliseconds / 1000 % 60, 2) + "." + pad(milliseconds % 1000, 3)
    }

    /// Cue text on one line of printable text (so no blank line or "-->" can end a cue early),
    /// with WebVTT's markup characters escaped.
    static func escaped(_ text: String) -> String {
        TextField.cleaned(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
