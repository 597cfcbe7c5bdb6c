import ChartModel

extension ChartDescriber {
    /// Whether a series is range bars, told by their lengths (a timeline, a Gantt chart).
    ///
    /// Those are bars with `xStart` and `xEnd` that are labelled or overlap. Bars that only follow one another
    /// unlabelled are bins of a value (the mean of each bin, as binned bars of a mean are), told by the course of
    /// their values.
    func isRangeBars(_ series: Series) -> Bool {
        guard chart.resolvedKind == .bar, series.xStart != nil else { return false }
        if series.labels?.contains(where: { $0?.isEmpty == false }) == true { return true }
        let ranges = series.indices.compactMap(series.xInterval(at:)).sorted { $0.lowerBound < $1.lowerBound }
        return zip(ranges, ranges.dropFirst()).contains { $1.lowerBound < $0.upperBound }
    }

    /// Range bars along x (see `Intervals`); `nil` unless some point covers an interval.
    func intervalStatements(_ analysis: SeriesAnalysis) -> [Statement]? {
        typealias Entry = (index: Int, range: ClosedRange<Double>)
        let series = analysis.series
        let bars: [Entry] = series.indices.compactMap { index in
            series.xInterval(at: index).map { (index: index, range: $0) }
        }
        .sorted {
            $0.range.lowerBound != $1.range.lowerBound
                ? $0.range.lowerBound < $1.range.lowerBound : $0.index < $1.index
        }
        guard let first = bars.first else { return nil }
        func bar(_ entry: Entry) -> Intervals.Bar {
            Intervals.Bar(
                place: .period(.interval(entry.range.lowerBound, entry.range.upperBound)),
                label: series.labels?[entry.index] ?? nil,
                length: entry.range.upperBound - entry.range.lowerBound)
        }
        let length = { (entry: Entry) in
            entry.range.upperBound - entry.range.lowerBound
        }
        guard let longest = bars.max(by: { length($0) < length($1) }),
            let shortest = bars.min(by: { length($0) < length($1) }),
            let end = bars.map(\.range.upperBound).max()
        else { return nil }
        // Pairs that overlap: each bar against the later-starting bars that begin before it ends.
        var overlapCount = 0
        var largest: (first: Entry, second: Entry, length: Double)?
        for (position, a) in bars.enumerated() {
            for b in bars[(position + 1)...] {
                guard b.range.lowerBound < a.range.upperBound else { break }
                overlapCount += 1
                let shared = min(a.range.upperBound, b.range.upperBound) - b.range.lowerBound
                if largest.map({ shared > $0.length }) ?? true { largest = (a, b, shared) }
            }
        }
        let labels = bars.map { series.labels?[$0.index] ?? nil }
        let named = labels.compactMap { $0?.isEmpty == false ? $0 : nil }
        let order = bars.count <= 8 && named.count == labels.count ? named : []
        var statements = [
            Statement.intervals(
                Intervals(
                    series: SeriesName(series.name), count: bars.count,
                    span: .period(.interval(first.range.lowerBound, end)), order: order,
                    longest: bar(longest), shortest: length(shortest) < length(longest) ? bar(shortest) : nil,
                    overlapCount: overlapCount,
                    largestOverlap: largest.map {
                        Intervals.Overlap(
                            first: bar($0.first), second: bar($0.second), length: $0.length)
                    }))
        ]
        if let missing = missing(analysis) { statements.append(.missing(missing)) }
        return statements
    }
}
