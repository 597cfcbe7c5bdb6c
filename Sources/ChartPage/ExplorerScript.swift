import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification

/// The page's keyboard explorer as data, from which its script answers every key in the words `audiograph explore`
/// prints and with the sound it plays.
///
/// Made by the Swift navigator itself, so the page has no words of its own: the navigator's data
/// (`ChartNavigator.pageModel`: each point's words, the landmarks, the phrasebook's templates, in chunks), or for a
/// box plot or a stack of up to `pointLimit` points, every position the keys can reach and for each key at each
/// position the position it leads to, its words and its sound.
struct ExplorerScript {
    /// The keys, each a `KeyboardEvent.key` value, and what each does.
    static let keys: [(key: String, command: NavigatorCommand)] = {
        var keys: [(String, NavigatorCommand)] = [
            ("ArrowRight", .next), ("ArrowLeft", .previous), ("ArrowDown", .nextSeries), ("ArrowUp", .previousSeries),
            ("Home", .first), ("End", .last), ("PageDown", .forward), ("PageUp", .back), ("[", .minimum),
            ("]", .maximum),
            ("Enter", .again), ("w", .whereAmI), ("u", .up), ("n", .down), ("c", .chord), ("s", .statistics),
            ("d", .describe), ("p", .play),
        ]
        let landmarks: [(Character, Landmark)] = [
            ("x", .crossing), ("k", .peak), ("v", .trough), ("o", .outlier), ("l", .label), ("m", .gap), ("t", .change),
        ]
        for (letter, landmark) in landmarks {
            keys.append((String(letter), .nextLandmark(landmark)))
            keys.append((String(letter).uppercased(), .previousLandmark(landmark)))
        }
        return keys
    }()

    /// Up to this many points in all, a box plot or a stack carries every answer; beyond, the navigator's data, as
    /// any other chart does (every answer weighs about a kilobyte a point).
    static let pointLimit = 1_000

    /// Where a key leads, and what it says and plays there, by their places in the tables.
    struct Answer {
        var target: Int, text: Int, sound: Int
    }

    struct State: Hashable {
        var level: ChartNavigator.Level
        var series: Int, rank: Int, group: Int, part: Int
    }

    /// The data, as JSON for the page's script.
    let json: String
    /// The points' data in chunks, each JSON, when the script answers from the navigator's data.
    let chunks: [String]
    /// The series' own data past the first chunk of series, in chunks, each JSON, when the script answers from the
    /// navigator's data.
    let seriesChunks: [String]
    /// What `d` says at the chart level, as JSON, when the script answers from the navigator's data.
    let chartDescription: String?
    /// How many positions it holds.
    let stateCount: Int
    /// The navigator it ran, as it started (its groups, series and words are the chart's).
    let navigator: ChartNavigator

    init(chart: Chart, wording: ChartWording, drawing: ChartDrawing, seriesTimes: [Int: ClosedRange<Double>]) {
        let fresh = ChartNavigator(chart: chart)
        navigator = fresh
        let isTabled =
            chart.pointCount <= Self.pointLimit
            && chart.series.contains { chart.isStackLayer($0) || $0.boxes != nil }
        guard isTabled else {
            let (model, chunks, seriesChunks, chartDescription) = fresh.pageModel(
                sound: { Self.sound($0, seriesTimes: seriesTimes) },
                place: { drawing.highlight(series: $0, points: $1, value: $2) })
            var object = Self.header(keys: Self.keys)
            object["compact"] = model
            object["bins"] = .array(Self.binForms(chart: chart, wording: wording, navigator: fresh))
            json = JSONWriter.text(.object(object), indent: 0)
            self.chunks = chunks
            self.seriesChunks = seriesChunks
            self.chartDescription = JSONWriter.text(.string(chartDescription), indent: 0)
            stateCount = chart.pointCount
            return
        }
        chunks = []
        seriesChunks = []
        chartDescription = nil
        // Every key is answered at every position: each position's words are made once.
        let worded = fresh.wordingAhead()
        let start = worded
        let keys = Self.keys
        func state(_ navigator: ChartNavigator) -> State {
            State(
                level: navigator.level, series: navigator.seriesIndex, rank: navigator.rank,
                group: navigator.groupIndex, part: navigator.partIndex)
        }
        var ids: [State: Int] = [state(start): 0]
        var navigators = [start]
        var texts: [String] = []
        var textIDs: [String: Int] = [:]
        var sounds: [JSONValue] = []
        var soundIDs: [JSONValue: Int] = [:]
        // Each navigator sound's place, found once (sounds that the page plays alike share one).
        var soundIDsByNavigatorSound: [NavigatorSound: Int] = [:]
        // An answer as [position, text, sound], each text and sound kept once.
        func answer(_ response: NavigatorResponse, _ target: Int) -> Answer {
            let text = textIDs[response.announcement] ?? texts.count
            if text == texts.count {
                texts.append(response.announcement)
                textIDs[response.announcement] = text
            }
            if let soundID = soundIDsByNavigatorSound[response.sound] {
                return Answer(target: target, text: text, sound: soundID)
            }
            let sound = Self.sound(response.sound, seriesTimes: seriesTimes)
            let soundID = soundIDs[sound] ?? sounds.count
            if soundID == sounds.count {
                sounds.append(sound)
                soundIDs[sound] = soundID
            }
            soundIDsByNavigatorSound[response.sound] = soundID
            return Answer(target: target, text: text, sound: soundID)
        }
        var moves: [[Answer]] = []
        var cached: [String: NavigatorResponse] = [:]
        var highlights: [JSONValue] = []
        var next = 0
        while next < navigators.count {
            let here = navigators[next]
            next += 1
            moves.append([])
            if let position = here.dataPosition,
                let point = drawing.highlight(series: position.series, points: position.points, value: position.value)
            {
                highlights.append(
                    .array([.number((point.x * 10).rounded() / 10), .number((point.y * 10).rounded() / 10)]))
            } else {
                highlights.append(.null)
            }
            for (_, command) in keys {
                var moved = here
                // Statistics and a description depend on the series (and the chart level) alone,
                // and move nothing: each is made once.
                let response: NavigatorResponse
                let cacheKey: String? =
                    switch command {
                    case .statistics: "s\(here.seriesIndex)"
                    case .describe: "d\(here.seriesIndex)\(here.level == .chart)"
                    default: nil
                    }
                if let cacheKey, let known = cached[cacheKey] {
                    response = known
                } else {
                    response = moved.perform(command)
                    if let cacheKey { cached[cacheKey] = response }
                }
                let key = state(moved)
                let target: Int
                if let known = ids[key] {
                    target = known
                } else {
                    target = navigators.count
                    ids[key] = target
                    navigators.append(moved)
                }
                moves[moves.count - 1].append(answer(response, target))
            }
        }
        // goto: per series, each point's x as the tool says it (and as the file writes it), with
        // where the navigator's goto goes and what it says; goto's answer depends on the series alone.
        var gotos: [JSONValue] = []
        var atSeries = worded
        for number in chart.series.indices {
            if number > 0 { _ = atSeries.perform(.nextSeries) }
            var forms = JSONObject()
            let series = chart.series[number]
            for index in series.indices {
                var spellings = [wording.x.text(series.x[index])] + Self.intervalSpellings(series, index, wording)
                if case .number(let value) = series.x[index] {
                    spellings.append(
                        chart.xAxis.type == .date ? ISODate.text(fromSeconds: value) : PlainNumber.text(value))
                }
                for spelling in spellings {
                    let key = Self.normalized(spelling)
                    guard forms[key] == nil else { continue }
                    var moved = atSeries
                    let response = moved.perform(.goTo(spelling))
                    guard let target = ids[state(moved)] else { continue }
                    let found = answer(response, target)
                    forms[key] = .array([found.target, found.text, found.sound].map { .number(Double($0)) })
                }
            }
            gotos.append(.object(forms))
        }
        var object = Self.header(keys: keys)
        object["goto"] = .array(gotos)
        object["series"] = .array(navigators.map { .number(Double($0.seriesIndex)) })
        object["texts"] = .array(texts.map(JSONValue.string))
        object["sounds"] = .array(sounds)
        object["highlights"] = .array(highlights)
        // A key that stays where it is and answers the same throughout a series (a landmark the
        // series lacks, statistics, play) is kept once a series; the others once a position,
        // as base-36 numbers: [position, text, sound] after one another.
        let series = navigators.map(\.seriesIndex)
        var constant = JSONObject()
        var dynamic: [Int] = []
        for key in keys.indices {
            var perSeries: [Int: Answer] = [:]
            let isConstant = moves.indices.allSatisfy { state in
                let move = moves[state][key]
                guard move.target == state else { return false }
                if let known = perSeries[series[state]] { return known.text == move.text && known.sound == move.sound }
                perSeries[series[state]] = move
                return true
            }
            if isConstant {
                constant[String(key)] = .array(
                    chart.series.indices.map { number in
                        perSeries[number].map { .array([.number(Double($0.text)), .number(Double($0.sound))]) } ?? .null
                    })
            } else {
                dynamic.append(key)
            }
        }
        var packed: [UInt8] = []
        for state in moves.indices {
            for key in dynamic {
                let move = moves[state][key]
                Self.append(move.target, to: &packed)
                Self.append(move.text, to: &packed)
                Self.append(move.sound, to: &packed)
            }
        }
        object["constant"] = .object(constant)
        object["dynamic"] = .array(dynamic.map { .number(Double($0)) })
        object["moves"] = .string(String(decoding: packed, as: UTF8.self))
        json = JSONWriter.text(.object(object), indent: 0)
        stateCount = navigators.count
    }

    /// A bin's or interval's own words ("40 to 50 minutes") and its edges, which goto takes too
    /// (a shared edge goes where the navigator's goto takes it: to the bin it starts).
    static func intervalSpellings(_ series: Series, _ index: Int, _ wording: ChartWording) -> [String] {
        series.xInterval(at: index).map {
            [wording.x.range($0), PlainNumber.text($0.lowerBound), PlainNumber.text($0.upperBound)]
        } ?? []
    }

    /// Per series of bins or intervals, where goto takes each one's own spellings.
    ///
    /// For the navigator's data: each spelling (`intervalSpellings`, normalized) and the rank the navigator's goto
    /// reaches with it. A series of more than `pointLimit` intervals has none (its x words still reach each).
    static func binForms(chart: Chart, wording: ChartWording, navigator: ChartNavigator) -> [JSONValue] {
        var atSeries = navigator
        return chart.series.indices.map { number in
            if number > 0 { _ = atSeries.perform(.nextSeries) }
            let series = chart.series[number]
            var forms = JSONObject()
            guard series.xStart != nil, series.count <= pointLimit else { return .object(forms) }
            for index in series.indices {
                for spelling in intervalSpellings(series, index, wording) where forms[normalized(spelling)] == nil {
                    var moved = atSeries
                    let response = moved.perform(.goTo(spelling))
                    guard moved.level == .point, !response.events.contains(.notFound(spelling)) else { continue }
                    forms[normalized(spelling)] = .number(Double(moved.rank))
                }
            }
            return .object(forms)
        }
    }

    /// Appends `number` (not negative) to a list of base-36 numbers: a comma unless it is the first, then its digits
    /// as `String(number, radix: 36)` writes them.
    static func append(_ number: Int, to list: inout [UInt8]) {
        if !list.isEmpty { list.append(UInt8(ascii: ",")) }
        var scale = 1
        while scale <= number / 36 { scale *= 36 }
        var rest = number
        while scale > 0 {
            list.append(base36Digits[rest / scale])
            rest %= scale
            scale /= 36
        }
    }

    private static let base36Digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    /// What the data holds in either form: its version, the sound opcodes and the keys.
    static func header(keys: [(key: String, command: NavigatorCommand)]) -> JSONObject {
        var object = JSONObject()
        object["version"] = .number(Double(Self.version))
        var opcodes = JSONObject()
        for opcode in SoundOpcode.allCases { opcodes[String(describing: opcode)] = .number(Double(opcode.rawValue)) }
        object["sound"] = .object(opcodes)
        object["keys"] = .array(keys.map { .string($0.key) })
        return object
    }

    /// Typed text as goto's table keys it: lowercased, spaces single, commas between digits gone
    /// (the page's script does the same).
    static func normalized(_ text: String) -> String {
        var result = ""
        var previous: Character = " "
        let characters = Array(text.lowercased().trimmingCharacters(in: .whitespaces))
        for (position, character) in characters.enumerated() {
            if character == ",", previous.isNumber, position + 1 < characters.count, characters[position + 1].isNumber {
                continue
            }
            if character.isWhitespace, previous.isWhitespace { continue }
            result.append(character.isWhitespace ? " " : character)
            previous = character
        }
        return result
    }

    /// The version of the data's format, which `explorer.js` checks (its header documents it).
    static let version = 1

    /// What a sound of the page's data is: its first number, followed by its values.
    enum SoundOpcode: Int, CaseIterable {
        /// Silence: `[none]`.
        case none = 0
        /// A tone: `[tone, Hz]`.
        case tone = 1
        /// A glide: `[glide, from Hz, to Hz]`.
        case glide = 2
        /// Notes together: `[chord, Hz…]`.
        case chord = 3
        /// The cue at the end of the data: `[boundary]`.
        case boundary = 4
        /// A stretch of the page's audio graph: `[clip, start s, end s]`.
        case clip = 5
    }

    /// A navigator sound for the page, as its opcode and values.
    static func sound(_ sound: NavigatorSound, seriesTimes: [Int: ClosedRange<Double>]) -> JSONValue {
        func rounded(_ value: Double) -> JSONValue { .number((value * 100).rounded() / 100) }
        func coded(_ opcode: SoundOpcode, _ values: [JSONValue] = []) -> JSONValue {
            .array([.number(Double(opcode.rawValue))] + values)
        }
        switch sound {
        case .none: return coded(.none)
        case .tone(let frequency): return coded(.tone, [rounded(frequency)])
        case .glide(let from, let to): return coded(.glide, [rounded(from), rounded(to)])
        case .chord(let frequencies): return coded(.chord, frequencies.map(rounded))
        case .boundary: return coded(.boundary)
        case .series(let index), .seriesStretch(let index, _):
            guard let times = seriesTimes[index] else { return coded(.none) }
            return coded(.clip, [rounded(times.lowerBound), rounded(times.upperBound)])
        }
    }
}
