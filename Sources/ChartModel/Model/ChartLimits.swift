/// The largest charts AudioGraph reads.
///
/// Beyond these a file is refused with a line saying which limit it passed, before it can exhaust memory or time; each
/// is far beyond what a listener can take in (VoiceOver itself groups series of more than about 100 points).
public enum ChartLimits {
    /// The largest chart file, or standard input, read: 256 MiB.
    public static let fileBytes = 256 << 20
    /// The most values (numbers, strings, arrays, objects...) in one chart file's JSON.
    public static let jsonValues = 50_000_000
    /// The most points in one series, and rows in a CSV file.
    public static let pointsPerSeries = 10_000_000
    /// The most points in one chart, all series together.
    public static let points = 20_000_000
    /// The most series in one chart.
    public static let series = 1_000
    /// The most categories on one axis.
    public static let categories = 100_000

    /// Why `chart` is beyond the limits, or `nil` when it is within them.
    ///
    /// `place` names a series by its index (a JSON path in chart files).
    static func excess(of chart: Chart, place: (Int) -> ChartReadError.Location) -> ChartReadError? {
        if let excess = excess(series: chart.series.count) { return ChartReadError(.path("series"), excess) }
        var total = 0
        for (index, item) in chart.series.enumerated() {
            if let excess = excess(points: item.count) { return ChartReadError(place(index), excess) }
            total += item.count
        }
        if total > points {
            return ChartReadError(
                .path("series"), "\(count(total)) points in all; a chart holds at most \(count(points))")
        }
        for (path, axis) in [("xAxis", chart.xAxis), ("yAxis", chart.yAxis)] {
            if let declared = axis?.categories?.count, let excess = excess(categories: declared) {
                return ChartReadError(.path(path + ".categories"), excess)
            }
        }
        return nil
    }

    /// What is wrong with a series of `points` points, if anything.
    static func excess(points: Int) -> String? {
        points > pointsPerSeries ? "\(count(points)) points; a series holds at most \(count(pointsPerSeries))" : nil
    }

    /// What is wrong with a chart of `series` series, if anything.
    static func excess(series: Int) -> String? {
        series > Self.series ? "\(count(series)) series; a chart holds at most \(count(Self.series))" : nil
    }

    /// What is wrong with an axis of `categories` declared categories, if anything.
    static func excess(categories: Int) -> String? {
        categories > Self.categories
            ? "\(count(categories)) categories; an axis holds at most \(count(Self.categories))" : nil
    }

    /// A count with its thousands grouped, as messages write it.
    package static func count(_ number: Int) -> String {
        var text = String(number)
        var position = text.count - 3
        while position > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: position))
            position -= 3
        }
        return text
    }
}
