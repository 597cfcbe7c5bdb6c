import ChartDescription
import ChartModel

extension ChartNavigator {
    /// The navigator as data for a web page's script, which answers every key itself from it: each
    /// series' x positions, landmarks, extremes, groups and crossings, the phrasebook's templates, and
    /// each point's x and y as the tool words them, in chunks of `pagePointsPerChunk` points.
    ///
    /// The series' own data comes in chunks too, of `pageSeriesPerChunk` series: the model holds the first
    /// (what the first answer needs), `seriesChunks` the others (each a JSON array), so that a chart of many series
    /// answers before the browser has read every series' words; `chartDescription`, what `d` says at the chart level
    /// (a sentence a series), comes apart for the same reason.
    ///
    /// A point's announcement is its x words, ", " and its y words (each with the axis's title in front
    /// when the tool puts it there) or the words for no value; where the tool says a point otherwise (a
    /// label, a band, a bin), its whole announcement is kept beside it. A box plot's point keeps its numbers as the
    /// part level says them, each with its pitch; a stack layer's point what a change of series to it adds (the total
    /// up to it and its share). `sound` turns a navigator sound into the page's form; `place` says where the page's
    /// drawing marks a position (a series, its points and their value), if anywhere.
    ///
    /// - Complexity: O(n) in the points (and one description per series; O(n log n) in a stack's layers).
    package func pageModel(
        sound: (NavigatorSound) -> JSONValue,
        place: (_ series: Int, _ points: Range<Int>, _ value: Double?) -> (x: Double, y: Double)?
    ) -> (model: JSONValue, chunks: [String], seriesChunks: [String], chartDescription: String) {
        func placed(_ navigator: ChartNavigator) -> (x: Double, y: Double)? {
            navigator.dataPosition.flatMap { place($0.series, $0.points, $0.value) }
        }
        var model = JSONObject()
        model["templates"] = .object(pageTemplates())
        model["chartText"] = .string(chartText())
        var chartLevel = self
        chartLevel.level = .chart
        // (What d says at the chart level grows with the series: it is read when first asked for.)
        let chartDescription = chartLevel.describe().announcement
        // The axes' titles as the tool puts them in front of a value ("Height 172"), from the first number.
        func prefix(_ axis: AxisWording, _ value: Double?) -> String {
            guard let value else { return "" }
            let (titled, plain) = (axis.titled(value), axis.text(value))
            return titled.hasSuffix(plain) ? String(titled.dropLast(plain.count)) : ""
        }
        let firstX = indexes.indices.lazy.compactMap { series in
            (0..<indexes[series].count).lazy.compactMap { chart.series[series].x[$0].number }.first
        }.first
        let firstY = indexes.indices.lazy.compactMap { series in
            (0..<indexes[series].count).lazy.compactMap { indexes[series].value($0) }.first
        }.first
        let xPrefix = chart.xAxis.type == .categorical ? "" : prefix(wording.x, firstX)
        let yPrefix = prefix(wording.y, firstY)
        model["xPrefix"] = .string(xPrefix)
        model["yPrefix"] = .string(yPrefix)
        model["noValue"] = .string(phrases.noValue)
        model["isDate"] = .bool(chart.xAxis.type == .date)
        model["isCategorical"] = .bool(chart.xAxis.type == .categorical)
        if chart.xAxis.type == .date { model["dates"] = dateWords() }
        if chart.xAxis.type == .numeric { model["numbers"] = numberWords() }
        // The categories in their places, which goto finds by name as explore's does.
        if chart.xAxis.type == .categorical {
            model["categories"] = .array(chart.resolvedCategories.map(JSONValue.string))
        }
        model["chordNamed"] = .number(Double(Self.chordNamed))
        // A category a chord says otherwise than its point's x words: a number with the axis's title ("cyl 8").
        var titled = JSONObject()
        for name in chart.resolvedCategories where chordPlace(.category(name)) != name {
            titled[name] = .string(chordPlace(.category(name)))
        }
        model["titledCategories"] = .object(titled)

        var series: [JSONValue] = []
        var chunks: [String] = []
        var chunk = PageChunk()
        var offset = 0
        var walker = self
        for number in chart.series.indices {
            walker.seriesIndex = number
            walker.level = .point
            let index = indexes[number]
            let data = chart.series[number]
            var entry = JSONObject()
            entry["name"] = .string(seriesName(number))
            entry["count"] = .number(Double(index.count))
            // A series of bars says "Bar 3 of 12" where one of points says "Point 3 of 12".
            if markNoun(number) != .point { entry["markOf"] = markTemplate(markNoun(number)) }
            // A box plot's extremes are its medians'.
            if isBoxPlot(number) { entry["medians"] = .bool(true) }
            entry["offset"] = .number(Double(offset))
            entry["positions"] = .array(Self.runs(index.positions).map { .number($0) })
            entry["text"] = .string(seriesText(number))
            entry["statistics"] = .string(walker.statistics().announcement)
            entry["describe"] = .string(walker.describe().announcement)
            entry["play"] = sound(.series(number))
            entry["minimum"] = .array(index.minimumRanks.map { .number(Double($0)) })
            entry["maximum"] = .array(index.maximumRanks.map { .number(Double($0)) })
            entry["minimumCount"] = .number(Double(index.minimumCount))
            entry["maximumCount"] = .number(Double(index.maximumCount))
            var landmarks = JSONObject()
            // In the kinds' own order: the page is the same bytes at every run.
            for landmark in Landmark.allCases {
                guard let ranks = index.landmarks[landmark], !ranks.isEmpty else { continue }
                landmarks[landmark.rawValue] = .array(ranks.map { .number(Double($0)) })
            }
            entry["landmarks"] = .object(landmarks)
            // The changes that are steps, which say so on arrival.
            if !index.steps.isEmpty { entry["steps"] = .array(index.steps.map { .number(Double($0)) }) }
            // Each gap's line, by its first rank: how long the data is missing and where.
            var gaps = JSONObject()
            for rank in index.landmarks[.gap] ?? [] { gaps[String(rank)] = .string(gapText(at: rank, in: number)) }
            entry["gaps"] = .object(gaps)
            // (A series whose every group is one point has no group level: its groups would only repeat its points.)
            entry["groups"] = .array(
                (index.hasGroupLevel ? index.groups.indices : 0..<0).map { group in
                    walker.groupIndex = group
                    walker.level = .group
                    let tone = walker.current().sound
                    let mark =
                        placed(walker).map {
                            JSONValue.array([.number(($0.x * 10).rounded() / 10), .number(($0.y * 10).rounded() / 10)])
                        } ?? .null
                    return .array([
                        .number(Double(index.groups[group].ranks.lowerBound)), .string(walker.groupText(group)),
                        sound(tone), mark,
                    ])
                })
            // What a step between neighbours crosses, by the later rank: [a reference's label, whether above it
            // there] or [a series' name, whether above it there, true].
            var crossed = JSONObject()
            for rank in index.count > 1 ? 1..<index.count : 1..<1 {
                guard let value = index.value(rank), let before = index.value(rank - 1) else { continue }
                var found: [JSONValue] = []
                for reference in chart.references where reference.axis == .y && reference.value.isFinite {
                    guard (before < reference.value) != (value < reference.value) else { continue }
                    let label =
                        reference.label.flatMap { $0.isEmpty ? nil : $0 } ?? phrases.navigator(.theReferenceLine)
                    found.append(.array([.string(label), .bool(value >= reference.value)]))
                }
                for (other, isAbove) in index.crossings[rank] ?? [] {
                    found.append(.array([.string(seriesName(other)), .bool(isAbove), .bool(true)]))
                }
                if !found.isEmpty { crossed[String(rank)] = .array(found) }
            }
            entry["crossings"] = .object(crossed)
            series.append(.object(entry))
            // Each point's words, pitch and place, in x order.
            walker.level = .point
            for rank in 0..<index.count {
                walker.rank = rank
                let point = index.point(rank)
                let x = wording.x.text(data.x[point])
                let value = index.value(rank)
                let y = value.map(wording.y.text)
                let said = pointText(rank, in: number)
                let composed = xPrefix + x + ", " + (y.map { yPrefix + $0 } ?? phrases.noValue)
                chunk.add(
                    x: x, y: y, pitch: value.map(mapping.frequency(of:)), place: placed(walker),
                    whole: said == composed ? nil : said, at: offset + rank)
                let parts = walker.boxParts()
                if !parts.isEmpty {
                    chunk.addParts(
                        parts.map { (wording.y.text($0.value), mapping.frequency(of: $0.value)) },
                        below: walker.medianPart() - 2, at: offset + rank)
                }
                if let stack = stackText(inSeries: number, rank: rank) { chunk.addStack(stack, at: offset + rank) }
                if chunk.count == Self.pagePointsPerChunk { chunks.append(chunk.json()) }
            }
            offset += index.count
        }
        if chunk.count > 0 { chunks.append(chunk.json()) }
        let perChunk = Self.pageSeriesPerChunk
        model["series"] = .array(Array(series.prefix(perChunk)))
        model["seriesCount"] = .number(Double(series.count))
        model["seriesPerChunk"] = .number(Double(perChunk))
        let seriesChunks = stride(from: perChunk, to: series.count, by: perChunk).map {
            JSONWriter.text(.array(Array(series[$0..<min($0 + perChunk, series.count)])), indent: 0)
        }
        model["chunkSize"] = .number(Double(Self.pagePointsPerChunk))
        return (.object(model), chunks, seriesChunks, chartDescription)
    }

    /// What the script reads dates with as `XValueParser` does: the words every pack writes them with, the months'
    /// names (the chart's language first), and the data's extent, which places a date given without its year.
    private func dateWords() -> JSONValue {
        func strings(_ words: some Sequence<String>) -> JSONValue { .array(words.sorted().map(JSONValue.string)) }
        var ordinals = JSONObject()
        for (word, number) in XValueParser.quarterOrdinals.sorted(by: { $0.key < $1.key }) {
            ordinals[word] = .number(Double(number))
        }
        var dates = JSONObject()
        dates["fillers"] = strings(XValueParser.fillerWords)
        dates["ordinalSuffixes"] = strings(XValueParser.ordinalSuffixes)
        dates["quarterPrefixes"] = strings(XValueParser.quarterPrefixes)
        dates["quarterNouns"] = strings(XValueParser.quarterNouns)
        dates["quarterOrdinals"] = .object(ordinals)
        dates["dayFirst"] = .bool(XValueParser(chart: chart).isDayFirst)
        dates["months"] = .array(
            ([language.monthNames] + XValueParser.monthNames).map { .array($0.map { .string($0.lowercased()) }) })
        return .object(dates)
    }

    /// What the script reads numbers with as `XValueParser` does: every pack's scale words (the longest first) and
    /// percent words, the chart's language's minus word and separators, the units the x axis allows after a number,
    /// whether it holds percentages, and the word between a range's ends.
    private func numberWords() -> JSONValue {
        let axis = chart.xAxis
        var numbers = JSONObject()
        numbers["scales"] = .array(XValueParser.scaleWords.map { .array([.string($0.0), .number($0.1)]) })
        numbers["percentWords"] = .array(XValueParser.percentWords.sorted().map(JSONValue.string))
        numbers["minus"] = .string(phrases.minus.lowercased())
        numbers["decimal"] = .string(language.decimalSeparator)
        numbers["grouping"] = .string(language.groupingSeparator)
        numbers["units"] = .array(
            [axis.unit, axis.unitSingular, axis.format.currencyCode].compactMap { $0?.lowercased() }.map(
                JSONValue.string))
        numbers["isPercent"] = .bool(axis.format.style == .percent)
        numbers["connector"] = .string(phrases.rangeConnector.lowercased())
        // On an axis of years, a date with its year names its year, read as on a date axis.
        if XValueParser(chart: chart).isYearAxis { numbers["yearDates"] = dateWords() }
        return .object(numbers)
    }

    /// How many points a chunk of a page's data holds: one is read before the first answer.
    package static let pagePointsPerChunk = 1_024

    /// How many series' own data (words, groups, landmarks) a chunk of a page's data holds: the first is read before
    /// the first answer.
    package static let pageSeriesPerChunk = 16

    /// Sorted positions as runs of equal steps, `[start, step, count]` after one another.
    ///
    /// A regular series is one run. A run holds only positions that `start + step * k` gives exactly.
    static func runs(_ positions: [Double]) -> [Double] {
        var runs: [Double] = []
        var start = 0
        while start < positions.count {
            let first = positions[start]
            let step = start + 1 < positions.count ? positions[start + 1] - first : 0
            var end = start + 1
            while end < positions.count, positions[end] == first + step * Double(end - start) { end += 1 }
            runs += [first, step, Double(end - start)]
            start = end
        }
        return runs
    }

    /// Where a mark is in its series, for the script to fill in: "Bin \u{1}0 of \u{1}1 in \u{1}2: ".
    private func markTemplate(_ noun: Noun) -> JSONValue {
        let marks = Self.templateMarks
        return template(.markOf(noun, marks[0], marks[1], marks[2]))
    }

    /// Where a template's arguments go: `\u{1}0`, `\u{1}1`, `\u{1}2` (the script groups a number's digits as
    /// `Language.integer` does).
    private static let templateMarks = (0..<3).map { "\u{1}\($0)" }

    /// `phrase`, its arguments `templateMarks`.
    private func template(_ phrase: NavigatorPhrase) -> JSONValue { .string(phrases.navigator(phrase)) }

    /// The navigator's phrases the script fills in, each with `\u{1}0`, `\u{1}1`… where its arguments go.
    private func pageTemplates() -> JSONObject {
        let marks = Self.templateMarks
        let name = marks[0]
        var templates = JSONObject()
        templates["endOf"] = template(.endOf(name))
        templates["startOf"] = template(.startOf(name))
        templates["firstGroup"] = template(.firstGroup)
        templates["lastGroup"] = template(.lastGroup)
        templates["firstSeries"] = template(.firstSeries)
        templates["lastSeries"] = template(.lastSeries)
        templates["seriesOf"] = template(.seriesOf(marks[0], marks[1]))
        templates["pointOf"] = markTemplate(.point)
        templates["groupOf"] = template(.groupOf(marks[0], marks[1], marks[2]))
        templates["maximumOf"] = template(.maximumOf(name))
        templates["minimumOf"] = template(.minimumOf(name))
        templates["highestMedianOf"] = template(.highestMedianOf(name))
        templates["lowestMedianOf"] = template(.lowestMedianOf(name))
        templates["firstPart"] = template(.firstPart)
        templates["lastPart"] = template(.lastPart)
        templates["chordRest"] = template(.chordRest(marks[0]))
        templates["grouping"] = .string(language.groupingSeparator)
        templates["tiedExtreme"] = template(.tiedExtreme(number: marks[0], count: marks[1]))
        templates["aboveReference"] = template(.aboveReference(name))
        templates["belowReference"] = template(.belowReference(name))
        templates["crossesAbove"] = template(.crossesAbove(name))
        templates["crossesBelow"] = template(.crossesBelow(name))
        templates["hasNoValue"] = template(.hasNoValue(name))
        templates["playing"] = template(.playing(name))
        templates["wholeChart"] = template(.wholeChart)
        templates["alreadyAtChart"] = template(.alreadyAtChart)
        templates["alreadyAtPoint"] = template(.alreadyAtPoint)
        templates["wholeChartLevel"] = template(.wholeChartLevel)
        templates["seriesLevel"] = template(.seriesLevel)
        templates["seriesHasNoPoints"] = template(.seriesHasNoPoints(name))
        templates["seriesHasNoValues"] = template(.seriesHasNoValues(name))
        templates["outsideData"] = template(.outsideData(name))
        templates["nothingAt"] = template(.nothingAt(name))
        templates["notADate"] = template(.notADate(name))
        templates["noCategory"] = template(.noCategory(name))
        templates["nearestCategory"] = template(.nearestCategory(name))
        templates["severalCategories"] = template(.severalCategories(input: marks[0], count: marks[1], names: marks[2]))
        templates["moreNames"] = template(.moreNames(name))
        // A list's joins, as the pack joins "a, b and c" (and "a, b; c, d and e" of names holding commas).
        let pack = language.phrasebook.pack
        templates["list"] = .array([
            .string(pack.separator(holdingCommas: false)), .string(pack["lists.last"]),
            .string(pack.separator(holdingCommas: true)),
        ])
        templates["notANumber"] = template(.notANumber(name))
        templates["colon"] = .string(phrases.colon)
        // A box's numbers as the part level names them: the five, then an outlier.
        templates["boxParts"] = .array(
            [BoxPart.minimum, .lowerQuartile, .median, .upperQuartile, .maximum, .outlier].map {
                .string(phrases.boxPart($0) + phrases.colon)
            })
        templates["landmark.step"] = template(.step)
        for landmark in Landmark.allCases {
            templates["landmark." + landmark.rawValue] = template(.landmark(landmark))
            templates["after." + landmark.rawValue] = template(.noLandmark(landmark, after: true))
            templates["before." + landmark.rawValue] = template(.noLandmark(landmark, after: false))
        }
        return templates
    }
}

/// A chunk of a page's point data: x words, y words (`null` for none), pitches in hundredths of a
/// hertz and places in the drawing (x then y) in tenths, as base-36 numbers (empty for none), and, by the point's
/// number across the chart, the whole announcements the script cannot compose, a box's numbers (each its y words and
/// pitch) and what a change of series to a stack layer's point adds.
private struct PageChunk {
    var xs: [JSONValue] = []
    var ys: [JSONValue] = []
    var pitches: [String] = []
    var places: [String] = []
    var wholes = JSONObject()
    var parts = JSONObject()
    var stacks = JSONObject()
    var count: Int { xs.count }

    /// A pitch or place as a base-36 whole number of `scale`ths; `nil` when no whole number holds it (a value at
    /// the edge of Double's range).
    private static func coded(_ value: Double, _ scale: Double) -> String? {
        let scaled = (value * scale).rounded()
        return abs(scaled) < 0x1p53 ? String(Int(scaled), radix: 36) : nil
    }

    mutating func add(
        x: String, y: String?, pitch: Double?, place: (x: Double, y: Double)?, whole: String?, at number: Int
    ) {
        let coded = Self.coded
        xs.append(.string(x))
        ys.append(y.map(JSONValue.string) ?? .null)
        pitches.append(pitch.flatMap { coded($0, 100) } ?? "")
        if let place, let x = coded(place.x, 10), let y = coded(place.y, 10) {
            places += [x, y]
        } else {
            places += ["", ""]
        }
        if let whole { wholes[String(number)] = .string(whole) }
    }

    /// A box plot's point's numbers (`ChartNavigator.boxParts`, from the lowest): how many outliers are below its
    /// lower whisker, then each number's words and pitch, one after another.
    mutating func addParts(_ numbers: [(words: String, pitch: Double)], below: Int, at number: Int) {
        parts[String(number)] = .array(
            [.number(Double(below))]
                + numbers.flatMap { [.string($0.words), .string(Self.coded($0.pitch, 100) ?? "")] })
    }

    /// What a change of series to a stack layer's point adds.
    mutating func addStack(_ text: String, at number: Int) { stacks[String(number)] = .string(text) }

    /// The chunk as JSON, and empty again.
    mutating func json() -> String {
        var object = JSONObject()
        object["x"] = .array(xs)
        object["y"] = .array(ys)
        object["pitch"] = .string(pitches.joined(separator: ","))
        object["place"] = .string(places.joined(separator: ","))
        object["whole"] = .object(wholes)
        if !parts.keys.isEmpty { object["parts"] = .object(parts) }
        if !stacks.keys.isEmpty { object["stack"] = .object(stacks) }
        self = PageChunk()
        return JSONWriter.text(.object(object), indent: 0)
    }
}
