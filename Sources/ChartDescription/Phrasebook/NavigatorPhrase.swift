import ChartModel

/// The navigator's sentences, with what each says; the pack words each under
/// `navigator.<key>`, with the arguments' names as placeholders.
package enum NavigatorPhrase: Sendable, Hashable {
    case chartHasNoData
    case chartHasNoValues
    case seriesHasNoValues(String)
    case seriesHasNoPoints(String)
    case wholeChart
    case alreadyAtChart
    case alreadyAtPoint
    case firstGroup
    case lastGroup
    /// At the first (last) of a box's numbers, which go from the lowest to the highest.
    case firstPart
    case lastPart
    case firstSeries
    case lastSeries
    case startOf(String)
    case endOf(String)
    case maximumOf(String)
    case minimumOf(String)
    case chartMaximum(String)
    case chartMinimum(String)
    /// A box plot's extremes are its medians': "Highest median of Commute time: ".
    case highestMedianOf(String)
    case lowestMedianOf(String)
    case chartHighestMedian(String)
    case chartLowestMedian(String)
    case playing(String)
    case notADate(String)
    case notANumber(String)
    case noCategory(String)
    /// Goto's guess by spelling, before the point it lands on: "No category is called 'Item42'; the nearest name: ".
    case nearestCategory(String)
    /// Text that begins several names, and those names ("'s' begins 3 names: setosa, versicolor and virginica.").
    case severalCategories(input: String, count: String, names: String)
    /// The names past those a list says: "116 more".
    case moreNames(String)
    case nothingAt(String)
    case outsideData(String)
    case wholeChartLevel
    case seriesLevel
    case groupOf(String, String, String)
    /// Where a mark is in its series, named as the description counts them: "Point 3 of 12 in Revenue: ", "Bar 3 of
    /// 12", "Bin 2 of 9".
    case markOf(Noun, String, String, String)
    case seriesOf(String, String)
    case aboveReference(String)
    case belowReference(String)
    case crossesAbove(String)
    case crossesBelow(String)
    case theReferenceLine
    /// A group's size, average and range: "2 points, average 937, lowest 774, highest 1,100".
    case groupValues(count: String, mean: String?, range: SpokenRange?)
    /// A series' size and range: "100 points, lowest 456, highest 1,370".
    case seriesSummary(count: String, range: SpokenRange?)
    /// A box plot series' size and its medians' range: "5 boxes, lowest median 18 minutes, highest median 35 minutes".
    case seriesMedians(count: String, range: SpokenRange?)
    /// What a chord of many series says after the first few: "992 more series".
    case chordRest(String)
    case hasNoValue(String)
    /// A run of missing values: how long and where, "No data for 18 weeks, January 25 to May 23, 1964".
    case gapRun(duration: String, span: String)
    /// A stretch without data between two points, as the summary says it: "No data between September 10, 2001 and
    /// September 17, 2001."
    case gapBetween(from: String, to: String)
    case landmark(Landmark)
    /// Arriving at a change that is a step rather than a turn: "Step: ".
    case step
    case noLandmark(Landmark, after: Bool)
    case speed(String, isLimit: Bool)
    case commands
    case exploring(String)
    case goToPrompt
    case weekOf(String)
    case markedStart(String)
    case markedRange(String, String)
    case nothingMarked
    case stackPosition(upToHere: String, share: String, total: String)
    /// In a stack to 100 percent: the share of the stack up to this layer.
    case stackShareSoFar(String)
    /// The place of a point among those tied at an extreme: "2 of 3 tied".
    case tiedExtreme(number: String, count: String)
    /// How many of a group's points have a value, when some have none.
    case groupValued(String)
    case unknownCommand(String)
    /// `goto` (as typed) with no place after it, and an example of one from the chart.
    case gotoNeedsPlace(input: String, example: String)
    case withoutSound(String)
    case soundStopped(String)
    case decade(Int)
}

/// The lowest and highest values of a group or series, as words: said as two values ("lowest 774, highest 1,100"),
/// never as a stretch from one to the other, which a listener hears as a rise.
package struct SpokenRange: Sendable, Hashable {
    /// The lowest value's words.
    package let lowest: String
    /// The highest value's words.
    package let highest: String

    /// The range from `lowest` to `highest`, each already worded.
    package init(lowest: String, highest: String) {
        self.lowest = lowest
        self.highest = highest
    }
}

extension Phrasebook {
    /// Every sentence the navigator says besides points and descriptions.
    package func navigator(_ phrase: NavigatorPhrase) -> String {
        switch phrase {
        case .chartHasNoData: pack["navigator.chartHasNoData"]
        case .chartHasNoValues: pack["navigator.chartHasNoValues"]
        case .seriesHasNoValues(let name): text("navigator.seriesHasNoValues", ["name": name])
        case .seriesHasNoPoints(let name): text("navigator.seriesHasNoPoints", ["name": name])
        case .wholeChart: pack["navigator.wholeChart"]
        case .alreadyAtChart: pack["navigator.alreadyAtChart"]
        case .alreadyAtPoint: pack["navigator.alreadyAtPoint"]
        case .firstGroup: pack["navigator.firstGroup"]
        case .lastGroup: pack["navigator.lastGroup"]
        case .firstPart: pack["navigator.firstPart"]
        case .lastPart: pack["navigator.lastPart"]
        case .firstSeries: pack["navigator.firstSeries"]
        case .lastSeries: pack["navigator.lastSeries"]
        case .startOf(let name): text("navigator.startOf", ["name": name])
        case .endOf(let name): text("navigator.endOf", ["name": name])
        case .maximumOf(let name): text("navigator.maximumOf", ["name": name])
        case .minimumOf(let name): text("navigator.minimumOf", ["name": name])
        case .chartMaximum(let name): text("navigator.chartMaximum", ["name": name])
        case .chartMinimum(let name): text("navigator.chartMinimum", ["name": name])
        case .highestMedianOf(let name): text("navigator.highestMedianOf", ["name": name])
        case .lowestMedianOf(let name): text("navigator.lowestMedianOf", ["name": name])
        case .chartHighestMedian(let name): text("navigator.chartHighestMedian", ["name": name])
        case .chartLowestMedian(let name): text("navigator.chartLowestMedian", ["name": name])
        case .playing(let name): text("navigator.playing", ["name": name])
        case .notADate(let input): text("navigator.notADate", ["input": input])
        case .notANumber(let input): text("navigator.notANumber", ["input": input])
        case .noCategory(let input): text("navigator.noCategory", ["input": input])
        case .nearestCategory(let input): text("navigator.nearestCategory", ["input": input])
        case .severalCategories(let input, let count, let names):
            text("navigator.severalCategories", ["input": input, "count": count, "names": names])
        case .moreNames(let count): text("navigator.moreNames", ["count": count])
        case .nothingAt(let input): text("navigator.nothingAt", ["input": input])
        case .outsideData(let input): text("navigator.outsideData", ["input": input])
        case .wholeChartLevel: pack["navigator.wholeChartLevel"]
        case .seriesLevel: pack["navigator.seriesLevel"]
        case .groupOf(let number, let count, let series):
            text("navigator.groupOf", ["number": number, "count": count, "series": series])
        case .markOf(let noun, let number, let count, let series):
            noun == .point
                ? text("navigator.pointOf", ["number": number, "count": count, "series": series])
                : text(
                    "navigator.markOf",
                    [
                        "mark": pack.noun(noun.rawValue, count: 1).capitalizedFirst, "number": number,
                        "count": count, "series": series,
                    ])
        case .seriesOf(let number, let count):
            text("navigator.seriesOf", ["number": number, "count": count])
        case .aboveReference(let label): text("navigator.aboveReference", ["label": label])
        case .belowReference(let label): text("navigator.belowReference", ["label": label])
        case .crossesAbove(let name): text("navigator.crossesAbove", ["name": name])
        case .crossesBelow(let name): text("navigator.crossesBelow", ["name": name])
        case .theReferenceLine: pack["navigator.theReferenceLine"]
        case .groupValues(let count, let mean, let range):
            count + (mean.map { text("navigator.groupMean", ["mean": $0]) } ?? pack["navigator.groupNoValues"])
                + (range.map { text("navigator.groupRange", ["lowest": $0.lowest, "highest": $0.highest]) } ?? "")
        case .seriesSummary(let count, let range):
            count + (range.map { text("navigator.groupRange", ["lowest": $0.lowest, "highest": $0.highest]) } ?? "")
        case .seriesMedians(let count, let range):
            count + (range.map { text("navigator.medianRange", ["lowest": $0.lowest, "highest": $0.highest]) } ?? "")
        case .chordRest(let count): text("navigator.chordRest", ["count": count])
        case .hasNoValue(let name): text("navigator.hasNoValue", ["name": name])
        case .gapRun(let duration, let span): text("navigator.gapRun", ["duration": duration, "span": span])
        case .gapBetween(let from, let to):
            text("statements.gapsFew", ["gaps": text("statements.gapBetween", ["from": from, "to": to])])
        case .landmark(let landmark): text("navigator.landmark", ["landmark": landmarkName(landmark).capitalizedFirst])
        case .step: text("navigator.landmark", ["landmark": pack["landmarks.step"].capitalizedFirst])
        case .noLandmark(let landmark, let after):
            text(
                after ? "navigator.noLandmarkAfter" : "navigator.noLandmarkBefore",
                ["none": pack.text("landmarks.none." + landmark.rawValue) ?? landmarkName(landmark)])
        case .speed(let speed, let isLimit):
            text(isLimit ? "navigator.speedLimit" : "navigator.speed", ["speed": speed])
        case .commands: pack["navigator.commands"]
        case .exploring(let start): text("navigator.exploring", ["start": start])
        case .goToPrompt: pack["navigator.goToPrompt"]
        case .weekOf(let day): text("navigator.weekOf", ["day": day])
        case .markedStart(let at): text("navigator.markedStart", ["at": at])
        case .markedRange(let span, let count): text("navigator.markedRange", ["span": span, "count": count])
        case .nothingMarked: pack["navigator.nothingMarked"]
        case .stackPosition(let upToHere, let share, let total):
            text("navigator.stackPosition", ["upToHere": upToHere, "share": share, "total": total])
        case .stackShareSoFar(let upToHere): text("navigator.stackShareSoFar", ["upToHere": upToHere])
        case .tiedExtreme(let number, let count):
            text("navigator.tiedExtreme", ["number": number, "count": count])
        case .groupValued(let count): text("navigator.groupValued", ["count": count])
        case .unknownCommand(let input): text("navigator.unknownCommand", ["input": input])
        case .gotoNeedsPlace(let input, let example):
            text("navigator.gotoNeedsPlace", ["input": input, "example": example])
        case .withoutSound(let reason):
            text("navigator.withoutSound", ["reason": reason, "Reason": reason.capitalizedFirst])
        case .soundStopped(let reason): text("navigator.soundStopped", ["reason": reason])
        case .decade(let year): text("navigator.decade", ["year": String(year)])
        }
    }
}

extension String {
    /// The text with its first letter in upper case.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
