import ChartDescription
import ChartModel
import Foundation

/// Builds a `Score` from a chart, as `Sonifier` documents.
struct ScorePlanner {
    let chart: Chart
    let options: SonificationOptions
    let mapping: PitchMapping
    let played: [Int]
    /// The x range shared by every played series.
    let xRange: ClosedRange<Double>
    /// The place of each category on a categorical x axis.
    let categoryPlaces: [String: Int]
    /// The first numeric additional axis, which sets loudness, and its extent.
    let loudnessAxis: (index: Int, extent: ClosedRange<Double>)?

    /// Spoken words waiting for their place in time: the introduction; per series index its
    /// name (or, for series played together, one clip naming them all under the first); and
    /// "no data" for a chart with nothing to play.
    var introduction: SpokenClip?
    var seriesClips: [Int: SpokenClip] = [:]
    var noDataClip: SpokenClip?
    /// Spoken landmark words by their text: the highest and the lowest, made first.
    ///
    /// They are synthesized before their places are known, so a speech engine that fails says so at once.
    var landmarkClips: [String: SpokenClip] = [:]
    /// Synthesizes any other landmark's words (a label, a crossing) once it has a place.
    ///
    /// Only a place with room to say them counts: a chart of thousands of reference lines costs only what is said.
    var speakLandmark: ((String) -> SpokenClip?)?
    /// The most landmark words synthesized for one audio graph, said or found to have no room.
    static let maximumLandmarkClips = 1_000
    /// What default durations are multiplied by so that the whole audio graph stays within
    /// `Score.maximumDuration` (1 unless a chart has very many series).
    private var defaultScale = 1.0

    static let glideFade = 0.01
    static let hold = 0.15
    static let continuousStep = 0.01
    static let discreteStep = 0.03
    /// The time between the notes of points that share an x, at most.
    static let arpeggioSpacing = 0.08

    init(chart: Chart, options: SonificationOptions, mapping: PitchMapping, played: [Int]) {
        self.chart = chart
        self.options = options
        self.mapping = mapping
        self.played = played
        categoryPlaces = chart.categoryPlaces
        var low = Double.infinity
        var high = -Double.infinity
        for index in played {
            // Bins and intervals reach to their ends.
            if let ends = chart.series[index].xIntervalExtent {
                (low, high) = (min(low, ends.lowerBound), max(high, ends.upperBound))
            }
            switch chart.series[index].x {
            case .numbers(let values):
                for value in values where value.isFinite {
                    low = min(low, value)
                    high = max(high, value)
                }
            case .categories(let names):
                for name in names {
                    let place = Double(categoryPlaces[name] ?? 0)
                    low = min(low, place)
                    high = max(high, place)
                }
            }
        }
        xRange = low <= high ? low...high : 0...0
        var loudness: (Int, ClosedRange<Double>)?
        if let axis = chart.additionalAxes.firstIndex(where: { $0.type == .numeric }) {
            var low = Double.infinity
            var high = -Double.infinity
            for index in played {
                for values in chart.series[index].additional ?? [] where axis < values.count {
                    if let value = values[axis].number, value.isFinite {
                        low = min(low, value)
                        high = max(high, value)
                    }
                }
            }
            if low < high { loudness = (axis, low...high) }
        }
        loudnessAxis = loudness
    }

    /// The seconds a series plays for: the option shared out, or a quarter second per point
    /// between 2 and 6 seconds.
    func duration(of series: Series) -> Double {
        if let total = options.duration {
            return options.order == .sequential ? total / Double(played.count) : total
        }
        return defaultDuration(of: series) * defaultScale
    }

    private func defaultDuration(of series: Series) -> Double {
        min(6, max(2, 0.25 * Double(series.count)))
    }

    /// Shrinks the default durations when the audio graph would otherwise pass
    /// `Score.maximumDuration`: the time around the tones (speech, pauses) is kept, the tones
    /// share what is left.
    private mutating func fitDefaultDurations() {
        guard options.duration == nil else { return }
        let rate = options.sampleRate
        let speech =
            (introduction.map { $0.duration(sampleRate: rate) + 0.4 } ?? 0)
            + (Array(seriesClips.values) + (noDataClip.map { [$0] } ?? [])).reduce(0) {
                $0 + $1.duration(sampleRate: rate) + 0.25
            }
        let tones: Double
        let around: Double
        if options.order == .sequential {
            tones = played.reduce(0) { $0 + defaultDuration(of: chart.series[$1]) }
            around = speech + Double(played.count) * (Self.hold + options.pause) + 0.3
        } else {
            tones = played.map { defaultDuration(of: chart.series[$0]) }.max() ?? 2
            around = speech + Self.hold + 0.3
        }
        let room = Score.maximumDuration - around
        if tones > room { defaultScale = max(room, 0) / tones }
    }

    /// Synthesizes the introduction (the chart's title and axes, as the overview words them) and the series' names.
    ///
    /// Speech is in the words' language (its pack's espeak-ng voice, with that language's own number separators), its text
    /// prepared for a synthesizer (`SpeechText`), and its level matched to the tones' (see `SpeechLevel`); captions
    /// keep the words as shown.
    mutating func prepareSpeech(_ source: @escaping Sonifier.SpeechSource) throws {
        let rate = options.sampleRate
        let language = Language(locale: chart.locale)
        // Numbers are prepared as the voice's language writes them, whatever region the chart's is.
        let speaking = Language(locale: language.words.rawValue)
        let voice = language.words.pack["language.voice"]
        // A single tone's RMS level: a sine at the amplitude one voice gets.
        let toneLevel = 0.8 * options.volume / 2.0.squareRoot()
        func clip(_ text: String, spoken: String? = nil) throws -> SpokenClip {
            let samples = try source(SpeechText.prepared(spoken ?? text, language: speaking), voice, rate)
            return SpokenClip(
                start: 0, text: text,
                samples: SpeechLevel.matched(samples, level: toneLevel, ceiling: 0.95, sampleRate: rate))
        }
        func overviewText(_ chart: Chart) -> String? {
            guard let describer = try? ChartDescriber(chart: chart) else { return nil }
            return describer.overview().filter { $0.kind == .title || $0.kind == .axis }.map(\.text).joined(
                separator: " ")
        }
        var spokenChart = chart
        spokenChart.locale = language.words.rawValue
        let phrasebook = language.phrasebook
        if options.speaksLandmarks {
            for text in [phrasebook.landmarkWord(.peak), phrasebook.landmarkWord(.trough)] {
                landmarkClips[text] = try clip(text)
            }
            speakLandmark = { text in try? clip(text) }
        }
        guard options.speaksIntroduction else { return }
        if let shown = overviewText(chart) { introduction = try clip(shown, spoken: overviewText(spokenChart)) }
        let names = played.map { index in
            phrasebook.spokenSeriesName(
                chart.series[index].name, number: index + 1, title: chart.seriesTitle, of: chart.series.count,
                yTitle: chart.yAxis?.title)
        }
        if played.isEmpty {
            noDataClip = try clip(phrasebook.navigator(.chartHasNoData))
        } else if options.order == .simultaneous, played.count > 1 {
            let waveforms = played.indices.map { options.waveform.advanced(by: $0) }
            let parts = zip(names, waveforms).map { "\($0), \(phrasebook.waveform($1.rawValue))" }
            seriesClips[played[0]] = try clip(phrasebook.together + parts.joined(separator: "; "))
        } else if played.count > 1 || !chart.series[played[0]].name.isEmpty {
            for (index, name) in zip(played, names) { seriesClips[index] = try clip(name) }
        }
    }

    mutating func plan() -> Score {
        fitDefaultDurations()
        var voices: [Voice] = []
        var cues: [Cue] = []
        var timings: [SeriesTiming] = []
        var speech: [SpokenClip] = []
        let rate = options.sampleRate
        let common = played.map { duration(of: chart.series[$0]) }.max() ?? 2
        // Range bars' lanes, worked out once for the voice count and the notes.
        var lanes: [Int: [[Int]]] = [:]
        for index in played { lanes[index] = intervalLanes(of: chart.series[index]) }
        let simultaneousVoices =
            options.order == .simultaneous
            ? played.reduce(0) { $0 + voiceCount(chart.series[$1], lanes: lanes[$1]) }
            : played.map { voiceCount(chart.series[$0], lanes: lanes[$0]) }.max() ?? 1
        // Tones share 80 percent of the volume (70 with a reference tone, which takes 10), cues
        // the rest, so nothing ever clips.
        let referenceLevel = options.referenceTone == nil ? 0 : 0.1 * options.volume
        let amplitude = (0.8 * options.volume - referenceLevel) / Double(max(1, simultaneousVoices))
        var start = 0.0
        if var introduction {
            introduction.start = 0
            speech.append(introduction)
            start = introduction.duration(sampleRate: rate) + 0.4
        }
        if played.isEmpty, var clip = noDataClip {
            clip.start = start
            speech.append(clip)
        }
        for (order, index) in played.enumerated() {
            let series = chart.series[index]
            if var clip = seriesClips[index] {
                clip.start = start
                speech.append(clip)
                start += clip.duration(sampleRate: rate) + 0.25
            }
            let length = options.order == .simultaneous ? common : duration(of: series)
            let waveform =
                options.order == .simultaneous
                ? options.waveform.advanced(by: order)
                : options.waveform
            let window = Window(start: start, length: length, isContinuous: chart.isContinuous(series))
            let steps = self.steps(of: series, index: index, in: window)
            timings.append(
                SeriesTiming(
                    seriesIndex: index, start: window.start, end: window.start + length, steps: steps.map(\.timing)))
            if let seriesLanes = lanes[index] {
                // Range bars: each sounds for its stretch of x, overlapping ones together.
                for lane in seriesLanes {
                    voices.append(
                        Voice(
                            seriesIndex: index, waveform: waveform, amplitude: amplitude,
                            segments: intervalNotes(lane, of: series, window: window)))
                }
            } else if series.y.contains(where: { $0?.isFinite == true }) {
                voices.append(
                    Voice(
                        seriesIndex: index, waveform: waveform, amplitude: amplitude,
                        segments: segments(steps, values: steps.map(\.value), window: window)))
            }
            if Self.edges(of: series) != nil {
                for edge in [steps.map(\.low), steps.map(\.high)] {
                    voices.append(
                        Voice(
                            seriesIndex: index, waveform: waveform, amplitude: amplitude * 0.6,
                            segments: segments(steps, values: edge, window: window)))
                }
            }
            if let ticks = outlierTicks(of: series, steps: steps) {
                voices.append(Voice(seriesIndex: index, waveform: .sine, amplitude: amplitude * 0.6, segments: ticks))
            }
            cues += self.cues(steps, window: window)
            if options.order == .sequential { start += length + Self.hold + options.pause }
        }
        if let value = options.referenceTone, value.isFinite {
            let frequency = mapping.frequency(of: value)
            let segments = timings.map { timing in
                ToneSegment(
                    start: timing.start, end: timing.end + Self.hold, startFrequency: frequency,
                    endFrequency: frequency, startPan: 0, endPan: 0,
                    startLevel: 1, endLevel: 1, attack: 0.05, release: 0.05)
            }
            voices.append(
                Voice(
                    seriesIndex: nil, waveform: .sine, amplitude: referenceLevel,
                    segments: options.order == .simultaneous ? Array(segments.prefix(1)) : segments))
        }
        var ducking: [ClosedRange<Double>] = []
        if options.speaksLandmarks {
            let spoken = spokenLandmarks(timings: timings, cues: cues, taken: speech)
            speech += spoken
            speech.sort { $0.start < $1.start }
            ducking = spoken.map { $0.start...$0.start + $0.duration(sampleRate: rate) }
        }
        let spokenEnds = speech.map { $0.start + $0.duration(sampleRate: rate) }
        // A voice's segments are in time order: its last ends last.
        let end =
            (voices.compactMap { $0.segments.last?.end } + cues.map { $0.time + 0.2 } + timings.map(\.end) + spokenEnds)
            .max() ?? 0
        cues.sort { $0.time != $1.time ? $0.time < $1.time : $0.kind.rawValue < $1.kind.rawValue }
        var score = Score(
            duration: played.isEmpty ? max(end + 0.05, 0.5) : end + 0.05, voices: voices, cues: cues,
            cueLevel: 0.2 * options.volume, speech: speech, series: timings)
        score.ducking = ducking
        return score
    }

    /// The tones a series needs: its values (range bars: as many as overlap at once), two more
    /// for a band's edges or a box's quartiles, and one for a box's outliers.
    private func voiceCount(_ series: Series, lanes: [[Int]]?) -> Int {
        (lanes?.count ?? (series.y.contains { $0?.isFinite == true } ? 1 : 0)) + (Self.edges(of: series) != nil ? 2 : 0)
            + (series.boxes?.contains { $0?.outliers.isEmpty == false } == true ? 1 : 0)
    }

    /// A range-bar series' bars (points with `xStart` and `xEnd`, in a chart that is no histogram) in lanes that never
    /// overlap, each bar in the first lane free at its start: as many lanes as bars overlap at once.
    ///
    /// `nil` for any other series.
    func intervalLanes(of series: Series) -> [[Int]]? {
        guard chart.resolvedKind != .histogram, series.xStart != nil else { return nil }
        let bars = series.indices.compactMap { index in
            series.y[index]?.isFinite == true ? series.xInterval(at: index).map { (index, $0) } : nil
        }
        .sorted { $0.1.lowerBound < $1.1.lowerBound }
        // Each lane's bars, and where its last bar ends.
        var lanes: [(bars: [Int], end: Double)] = []
        for (bar, range) in bars {
            if let free = lanes.firstIndex(where: { $0.end <= range.lowerBound }) {
                lanes[free].bars.append(bar)
                lanes[free].end = range.upperBound
            } else {
                lanes.append(([bar], range.upperBound))
            }
        }
        return lanes.map(\.bars)
    }

    /// A lane of range bars as notes, each from its start to its end along x, at its value's
    /// pitch, panned from its start to its end.
    private func intervalNotes(_ lane: [Int], of series: Series, window: Window) -> [ToneSegment] {
        let direction = chart.contentDirection == .rightToLeft ? -1.0 : 1
        var notes: [ToneSegment] = []
        for bar in lane {
            guard let range = series.xInterval(at: bar), let value = series.y[bar] else { continue }
            let (u, v) = (
                Self.fraction(range.lowerBound, of: xRange) ?? 0, Self.fraction(range.upperBound, of: xRange) ?? 1
            )
            // At least a short note, and never into the lane's note before.
            let start = max(window.start + window.length * u, notes.last?.end ?? 0)
            let end = max(start + Self.discreteStep, window.start + window.length * v)
            let frequency = mapping.frequency(of: value)
            let level = loudness(series, bar)
            notes.append(
                ToneSegment(
                    start: start, end: end, startFrequency: frequency, endFrequency: frequency,
                    startPan: (-0.8 + 1.6 * u) * direction,
                    endPan: (-0.8 + 1.6 * v) * direction, startLevel: level, endLevel: level, attack: 0.005,
                    release: min(0.03, (end - start) / 2)))
        }
        return notes
    }

    /// The softer tones beside a series' own: a band's edges, or a box plot's quartiles.
    static func edges(of series: Series) -> (low: [Double?], high: [Double?])? {
        if let low = series.low, let high = series.high { return (low, high) }
        guard let boxes = series.boxes else { return nil }
        return (boxes.map { $0?.lowerQuartile }, boxes.map { $0?.upperQuartile })
    }

    /// A box plot's outliers as ticks: a 30 ms note at each outlier's pitch, 60 ms apart from
    /// 40 ms into its box's note, from the lowest.
    private func outlierTicks(of series: Series, steps: [Step]) -> [ToneSegment]? {
        guard let boxes = series.boxes, boxes.contains(where: { $0?.outliers.isEmpty == false }) else { return nil }
        var ticks: [ToneSegment] = []
        for step in steps {
            let outliers = step.timing.points.flatMap { boxes[$0]?.outliers ?? [] }.filter(\.isFinite).sorted()
            for (number, outlier) in outliers.enumerated() {
                let start = step.timing.start + 0.04 + 0.06 * Double(number)
                let frequency = mapping.frequency(of: outlier)
                guard start >= (ticks.last?.end ?? 0) else { continue }
                ticks.append(
                    ToneSegment(
                        start: start, end: start + 0.03, startFrequency: frequency, endFrequency: frequency,
                        startPan: step.pan, endPan: step.pan,
                        startLevel: 1, endLevel: 1, attack: 0.003, release: 0.015))
            }
        }
        return ticks
    }

    /// Where a series plays.
    struct Window {
        let start: Double
        let length: Double
        let isContinuous: Bool
    }

    /// A sounding step with what each voice plays.
    struct Step {
        var timing: SeriesTiming.Step
        var value: Double?
        var low: Double?
        var high: Double?
        var pan: Double
        var level: Double
        /// How many points, values, bottoms and tops the step's means stand for.
        var counts: (points: Int, values: Int, lows: Int, highs: Int)
        /// The longest a discrete note may sound: the typical spacing of the series' points.
        var longest = Double.infinity

        /// Folds another step at the same moment into this one: weighted means, joined points.
        mutating func absorb(_ other: Step) {
            func mean(_ a: Double?, _ wa: Int, _ b: Double?, _ wb: Int) -> Double? {
                guard wa + wb > 0 else { return nil }
                // Weighted by shares, so that two huge means cannot overflow their sum.
                let total = Double(wa + wb)
                return (a ?? 0) * (Double(wa) / total) + (b ?? 0) * (Double(wb) / total)
            }
            value = mean(value, counts.values, other.value, other.counts.values)
            low = mean(low, counts.lows, other.low, other.counts.lows)
            high = mean(high, counts.highs, other.high, other.counts.highs)
            level = mean(level, counts.points, other.level, other.counts.points) ?? level
            counts = (
                counts.points + other.counts.points, counts.values + other.counts.values,
                counts.lows + other.counts.lows, counts.highs + other.counts.highs
            )
            timing.points =
                min(
                    timing.points.lowerBound, other.timing.points.lowerBound)...max(
                    timing.points.upperBound, other.timing.points.upperBound)
            timing.value = value
        }
    }

    /// The steps of a series: one per point, or per run of points closer than a step apart.
    private func steps(of series: Series, index: Int, in window: Window) -> [Step] {
        let count = series.count
        let minimum = window.isContinuous ? Self.continuousStep : Self.discreteStep
        let buckets = count > 1 && Double(count) * minimum > window.length ? max(1, Int(window.length / minimum)) : 0
        let isRightToLeft = chart.contentDirection == .rightToLeft
        var steps: [Step] = []
        steps.reserveCapacity(buckets > 0 ? buckets : count)
        // Each run's values, lows and highs are kept as running means, which no value within
        // Double's range can overflow.
        struct Run {
            var first: Int, last: Int, bucket: Int
            var u = 0.0, level = 0.0
            var mean = 0.0, values = 0, low = 0.0, lows = 0, high = 0.0, highs = 0

            static func take(_ value: Double?, _ mean: inout Double, _ count: inout Int) {
                guard let value, value.isFinite else { return }
                count += 1
                mean = mean * (Double(count - 1) / Double(count)) + value / Double(count)
            }
        }
        let edges = Self.edges(of: series)
        var run: Run?
        func flush(_ run: Run) {
            let points = Double(run.last - run.first + 1)
            let u = run.u / points
            let time = self.time(atPosition: u, in: window, count: buckets > 0 ? buckets : count)
            var pan = -0.8 + 1.6 * u
            if isRightToLeft { pan = -pan }
            steps.append(
                Step(
                    timing: SeriesTiming.Step(
                        points: run.first...run.last, start: time, end: time, value: run.values > 0 ? run.mean : nil),
                    value: run.values > 0 ? run.mean : nil,
                    low: run.lows > 0 ? run.low : nil,
                    high: run.highs > 0 ? run.high : nil,
                    pan: pan, level: run.level / points,
                    counts: (run.last - run.first + 1, run.values, run.lows, run.highs)))
        }
        for point in 0..<count {
            let u: Double
            switch series.x[point] {
            // Where every x is the same, the middle.
            case .number(let x): u = Self.fraction(x, of: xRange) ?? 0.5
            case .category(let name): u = Self.fraction(Double(categoryPlaces[name] ?? 0), of: xRange) ?? 0.5
            }
            let bucket = buckets > 0 ? min(buckets - 1, Int(u * Double(buckets))) : point
            var current =
                run.flatMap { $0.bucket == bucket ? $0 : nil } ?? Run(first: point, last: point, bucket: bucket)
            if let previous = run, previous.bucket != bucket { flush(previous) }
            current.last = point
            current.u += u
            Run.take(series.y[point], &current.mean, &current.values)
            if let low = edges?.low { Run.take(low[point], &current.low, &current.lows) }
            if let high = edges?.high { Run.take(high[point], &current.high, &current.highs) }
            current.level += loudness(series, point)
            run = current
        }
        if let run { flush(run) }
        // In x order, whatever order the points were given in (points in order need no sort).
        let isOrdered = zip(steps, steps.dropFirst()).allSatisfy {
            $0.timing.start < $1.timing.start
                || ($0.timing.start == $1.timing.start && $0.timing.points.lowerBound <= $1.timing.points.lowerBound)
        }
        if !isOrdered {
            steps.sort {
                $0.timing.start != $1.timing.start
                    ? $0.timing.start < $1.timing.start : $0.timing.points.lowerBound < $1.timing.points.lowerBound
            }
        }
        let end = window.start + window.length
        if !window.isContinuous {
            // A note lasts no longer than the typical (median) spacing of distinct moments, or
            // half a second when there is only one.
            var gaps: [Double] = []
            for (a, b) in zip(steps, steps.dropFirst()) where b.timing.start > a.timing.start {
                gaps.append(b.timing.start - a.timing.start)
            }
            gaps.sort()
            let typical = gaps.isEmpty ? min(0.5, window.length) : gaps[gaps.count / 2]
            for position in steps.indices { steps[position].longest = typical }
        }
        if zip(steps, steps.dropFirst()).contains(where: { $0.timing.start == $1.timing.start }) {
            var merged: [Step] = []
            merged.reserveCapacity(steps.count)
            var first = 0
            while first < steps.count {
                var last = first
                while last + 1 < steps.count, steps[last + 1].timing.start == steps[first].timing.start { last += 1 }
                if window.isContinuous {
                    // Points at the same x glide as one at their mean: a voice's tones never overlap.
                    var step = steps[first]
                    for other in steps[first + 1..<last + 1] { step.absorb(other) }
                    merged.append(step)
                } else {
                    // Points at the same x play as a quick arpeggio from the lowest value up
                    // (silent ones last), within the time until the next x.
                    let group = steps[first...last].sorted {
                        ($0.value ?? .infinity, $0.timing.points.lowerBound) < (
                            $1.value ?? .infinity, $1.timing.points.lowerBound
                        )
                    }
                    let next = last + 1 < steps.count ? steps[last + 1].timing.start : end
                    let spacing = min(Self.arpeggioSpacing, (next - steps[first].timing.start) / Double(group.count))
                    for (order, var step) in group.enumerated() {
                        step.timing.start += Double(order) * spacing
                        step.timing.end = step.timing.start
                        merged.append(step)
                    }
                }
                first = last + 1
            }
            steps = merged
        }
        // Each step lasts until the next one starts; the last until the window ends.
        for position in steps.indices {
            let next = position + 1 < steps.count ? steps[position + 1].timing.start : end
            steps[position].timing.end = max(steps[position].timing.start, next)
        }
        return steps
    }

    /// When a point at position `u` (0 to 1 along x) sounds.
    ///
    /// Discrete notes start early enough for the last to fit its slot.
    private func time(atPosition u: Double, in window: Window, count: Int) -> Double {
        let slot = window.isContinuous ? 0 : window.length / Double(max(1, count))
        return window.start + (window.length - slot) * min(1, max(0, u))
    }

    /// The loudness of a point from the loudness axis: half to full level.
    private func loudness(_ series: Series, _ point: Int) -> Double {
        guard let axis = loudnessAxis, let values = series.additional?[point], axis.index < values.count,
            let value = values[axis.index].number, value.isFinite
        else { return 1 }
        return 0.5 + 0.5 * (Self.fraction(value, of: axis.extent) ?? 1)
    }

    /// Where `value` lies in `range`, from 0 at its bottom to 1 at its top; `nil` for an empty range or a value that is
    /// not finite.
    ///
    /// Computed on halves, so that a range across the whole of Double's does not overflow.
    static func fraction(_ value: Double, of range: ClosedRange<Double>) -> Double? {
        let span = range.upperBound / 2 - range.lowerBound / 2
        guard span > 0, value.isFinite else { return nil }
        return (value / 2 - range.lowerBound / 2) / span
    }

    /// The tone segments for one voice, `values` its value at each step: glides through runs of values for continuous
    /// series, a note per value for discrete ones.
    ///
    /// Each value's pitch is worked out once.
    private func segments(_ steps: [Step], values: [Double?], window: Window) -> [ToneSegment] {
        var segments: [ToneSegment] = []
        segments.reserveCapacity(steps.count + 1)
        let frequencies = values.map { $0.map(mapping.frequency(of:)) }
        func add(_ segment: ToneSegment) {
            if segment.end > segment.start { segments.append(segment) }
        }
        func note(_ index: Int, length: Double) {
            let step = steps[index]
            guard let frequency = frequencies[index] else { return }
            let length = max(0.02, length)
            add(
                ToneSegment(
                    start: step.timing.start, end: step.timing.start + length, startFrequency: frequency,
                    endFrequency: frequency,
                    startPan: step.pan, endPan: step.pan, startLevel: step.level, endLevel: step.level,
                    attack: min(0.005, length / 4), release: min(0.03, length / 3)))
        }
        guard window.isContinuous else {
            for index in steps.indices where values[index] != nil {
                note(
                    index,
                    length: min(steps[index].timing.end - steps[index].timing.start, steps[index].longest)
                        * options.noteLength)
            }
            return segments
        }
        var index = 0
        while index < steps.count {
            guard values[index] != nil else {
                index += 1
                continue
            }
            var last = index
            while last + 1 < steps.count, values[last + 1] != nil { last += 1 }
            if last == index {
                // A lone value between missing ones: a short note.
                note(index, length: min(0.25, max(0.05, steps[index].timing.end - steps[index].timing.start)))
            } else {
                for position in index..<last {
                    let from = steps[position]
                    let to = steps[position + 1]
                    guard let startFrequency = frequencies[position], let endFrequency = frequencies[position + 1]
                    else { continue }
                    add(
                        ToneSegment(
                            start: from.timing.start, end: to.timing.start,
                            startFrequency: startFrequency, endFrequency: endFrequency,
                            startPan: from.pan, endPan: to.pan, startLevel: from.level, endLevel: to.level,
                            attack: position == index ? Self.glideFade : 0, release: 0))
                }
                // Hold the last pitch briefly, shorter when silence follows soon.
                let end = steps[last]
                let next = last + 1 < steps.count ? steps[last + 1].timing.start : end.timing.start + Self.hold
                let hold = max(Self.glideFade * 2, min(Self.hold, next - end.timing.start))
                let frequency = frequencies[last] ?? 0
                add(
                    ToneSegment(
                        start: end.timing.start, end: end.timing.start + hold, startFrequency: frequency,
                        endFrequency: frequency,
                        startPan: end.pan, endPan: end.pan, startLevel: end.level, endLevel: end.level, attack: 0,
                        release: Self.glideFade))
            }
            index = last + 1
        }
        return segments
    }

    /// Chimes where the values cross a y reference, thumps where they cross zero, ticks at the x gridlines (or, when
    /// the axis has none, at round values: see `RoundTicks`).
    ///
    /// Cues of one kind stay at least 0.2 s apart, chimes of every reference line together: a chart of thousands of
    /// lines has no more chimes than one, and finding them costs a binary search a step, plus the lines crossed where
    /// a chime fits.
    private func cues(_ steps: [Step], window: Window) -> [Cue] {
        var cues: [Cue] = []
        let references: [(value: Double, label: String?)] =
            options.cuesAtReferences
            ? chart.references.filter { $0.axis == .y && $0.value.isFinite }.map {
                ($0.value, $0.label.flatMap { $0.isEmpty ? nil : $0 })
            }.sorted { $0.value < $1.value } : []
        var lastChime = -Double.infinity
        var lastThump = -Double.infinity
        var previous: (step: Step, value: Double)?
        for b in steps {
            guard let vb = b.value else { continue }
            defer { previous = (b, vb) }
            guard let (a, va) = previous else { continue }
            /// When and where between a and b the values cross `level`.
            func crossing(_ level: Double) -> (time: Double, pan: Double) {
                let fraction = Self.fraction(level, of: min(va, vb)...max(va, vb)).map { va < vb ? $0 : 1 - $0 } ?? 0
                return (
                    a.timing.start + fraction * (b.timing.start - a.timing.start), a.pan + fraction * (b.pan - a.pan)
                )
            }
            if options.cuesAtZero, (va < 0) != (vb < 0) {
                let (time, pan) = crossing(0)
                if time - lastThump >= 0.2 {
                    lastThump = time
                    cues.append(Cue(time: time, kind: .zero, pan: pan))
                }
            }
            // The lines crossed are those in (low, high], in the order the values cross them.
            let (low, high) = (min(va, vb), max(va, vb))
            var first = 0
            var end = references.count
            while first < end {
                let middle = (first + end) / 2
                if references[middle].value <= low { first = middle + 1 } else { end = middle }
            }
            var last = first
            while last < references.count, references[last].value <= high { last += 1 }
            guard first < last else { continue }
            let crossed = va < vb ? Array(first..<last) : Array((first..<last).reversed())
            // The last crossed comes latest: when even it is too soon, none fits.
            guard let latest = crossed.last, crossing(references[latest].value).time - lastChime >= 0.2 else {
                continue
            }
            for index in crossed {
                let (time, pan) = crossing(references[index].value)
                guard time - lastChime >= 0.2 else { continue }
                lastChime = time
                cues.append(
                    Cue(
                        time: time, kind: va < vb ? .referenceUp : .referenceDown, pan: pan,
                        label: references[index].label))
            }
        }
        if options.ticksAtGridlines, chart.xAxis.type != .categorical, xRange.upperBound > xRange.lowerBound {
            var last = -Double.infinity
            let gridlines =
                chart.xAxis.gridlines.isEmpty
                ? RoundTicks.places(over: xRange, isDate: chart.xAxis.type == .date).places
                : chart.xAxis.gridlines.sorted()
            for gridline in gridlines where xRange.contains(gridline) {
                guard let u = Self.fraction(gridline, of: xRange) else { continue }
                let time = self.time(atPosition: u, in: window, count: max(1, steps.count))
                guard time - last >= 0.2 else { continue }
                last = time
                let pan = (-0.8 + 1.6 * u) * (chart.contentDirection == .rightToLeft ? -1 : 1)
                cues.append(Cue(time: time, kind: .gridline, pan: pan))
            }
        }
        return cues
    }

    // MARK: Spoken landmarks

    /// The landmark words placed at their moments.
    ///
    /// Each series' highest and lowest value, its labels, then the crossings (just after their
    /// chime), each kept only where it overlaps no other speech. Words are synthesized only for a moment not already taken, up to
    /// `maximumLandmarkClips`; each point's moment is found once, and each overlap by a binary
    /// search, so the cost grows with the points and references, not with their product.
    func spokenLandmarks(timings: [SeriesTiming], cues: [Cue], taken: [SpokenClip]) -> [SpokenClip] {
        let rate = options.sampleRate
        let phrasebook = Language(locale: chart.locale).phrasebook
        var wanted: [(time: Double, text: String)] = []
        for timing in timings {
            let series = chart.series[timing.seriesIndex]
            var starts = [Double?](repeating: nil, count: series.count)
            for step in timing.steps {
                for point in step.points where starts.indices.contains(point) && starts[point] == nil {
                    starts[point] = step.start
                }
            }
            var top: (index: Int, value: Double)?
            var bottom: (index: Int, value: Double)?
            for (index, value) in series.y.enumerated() {
                guard let value, value.isFinite else { continue }
                if top.map({ value > $0.value }) ?? true { top = (index, value) }
                if bottom.map({ value < $0.value }) ?? true { bottom = (index, value) }
            }
            let (highest, lowest) = (top?.index, bottom?.index)
            if let highest, let at = starts[highest] { wanted.append((at, phrasebook.landmarkWord(.peak))) }
            if let lowest, lowest != highest, let at = starts[lowest] {
                wanted.append((at, phrasebook.landmarkWord(.trough)))
            }
            for (index, label) in (series.labels ?? []).enumerated() {
                if let label, !label.isEmpty, starts.indices.contains(index), let at = starts[index] {
                    wanted.append((at, label))
                }
            }
        }
        for cue in cues where cue.kind == .referenceUp || cue.kind == .referenceDown {
            let name = cue.label ?? phrasebook.navigator(.theReferenceLine)
            wanted.append((cue.time + 0.14, phrasebook.crossing(name, upwards: cue.kind == .referenceUp)))
        }
        var placed = TakenStretches(taken.map { $0.start...$0.start + $0.duration(sampleRate: rate) })
        var clips = landmarkClips
        var spoken: [SpokenClip] = []
        for (time, text) in wanted where !placed.contains(time) {
            if clips[text] == nil, clips.count < landmarkClips.count + Self.maximumLandmarkClips {
                clips[text] = speakLandmark?(text)
            }
            guard var clip = clips[text] else { continue }
            clip.start = time
            let stretch = time...time + clip.duration(sampleRate: rate)
            guard placed.insert(stretch) else { continue }
            spoken.append(clip)
        }
        return spoken
    }
}

/// Stretches of time already taken by speech, kept sorted and apart, so that whether a new one
/// fits is a binary search.
struct TakenStretches {
    private var stretches: [ClosedRange<Double>] = []

    /// The stretches of `taken`, overlapping ones joined.
    init(_ taken: [ClosedRange<Double>]) {
        for stretch in taken.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = stretches.last, last.overlaps(stretch) {
                stretches[stretches.count - 1] = last.lowerBound...max(last.upperBound, stretch.upperBound)
            } else {
                stretches.append(stretch)
            }
        }
    }

    /// The place of the first stretch starting after `time`.
    private func index(after time: Double) -> Int {
        var low = 0
        var high = stretches.count
        while low < high {
            let middle = (low + high) / 2
            if stretches[middle].lowerBound <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `time` falls within a taken stretch.
    func contains(_ time: Double) -> Bool {
        let next = index(after: time)
        return next > 0 && stretches[next - 1].contains(time)
    }

    /// Takes `stretch` when it overlaps none taken; whether it did.
    mutating func insert(_ stretch: ClosedRange<Double>) -> Bool {
        let next = index(after: stretch.lowerBound)
        if next > 0, stretches[next - 1].overlaps(stretch) { return false }
        if next < stretches.count, stretches[next].overlaps(stretch) { return false }
        stretches.insert(stretch, at: next)
        return true
    }
}
