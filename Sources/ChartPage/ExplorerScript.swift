import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification

/// The page's keyboard explorer as data, from which its script answers every key in the words `audiograph explore`
/// prints and with the sound it plays.
///
/// Made by the Swift navigator itself, so the page has no words of its own: the navigator's data
/// (`ChartNavigator.pageModel`: each point's words, the landmarks, the phrasebook's templates, in chunks), from which
/// the script answers every key at any size.
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

    /// Past this many intervals in a series, its bins' own words are no longer written for goto (a number in one still
    /// reaches it, read as goto reads numbers).
    static let binFormLimit = 1_000

    /// The data, as JSON for the page's script.
    let json: String
    /// The points' data in chunks, each JSON.
    let chunks: [String]
    /// The series' own data past the first chunk of series, in chunks, each JSON.
    let seriesChunks: [String]
    /// What `d` says at the chart level, as JSON.
    let chartDescription: String
    /// The navigator it ran, as it started (its groups, series and words are the chart's).
    let navigator: ChartNavigator

    init(chart: Chart, wording: ChartWording, drawing: ChartDrawing, seriesTimes: [Int: ClosedRange<Double>]) {
        let fresh = ChartNavigator(chart: chart)
        navigator = fresh
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
    /// reaches with it. A series of more than `binFormLimit` intervals has none (a number in one still reaches it).
    static func binForms(chart: Chart, wording: ChartWording, navigator: ChartNavigator) -> [JSONValue] {
        var atSeries = navigator
        return chart.series.indices.map { number in
            if number > 0 { _ = atSeries.perform(.nextSeries) }
            let series = chart.series[number]
            var forms = JSONObject()
            guard series.xStart != nil, series.count <= binFormLimit else { return .object(forms) }
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

    /// What the data holds first: its version, the sound opcodes and the keys.
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
    static let version = 2

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
