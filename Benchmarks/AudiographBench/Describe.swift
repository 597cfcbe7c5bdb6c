import AudioGraph

/// Describing a random walk at each level, against one pass computing minimum, maximum and mean of y, and one of x and
/// y (a description says where along x its values lie, so it reads both columns: eight bytes more a point).
///
/// The machine's speed wanders for seconds at a time, so each level's runs alternate with runs
/// of the reference, and each keeps its best: the ratio compares the two in the same moments. Both are single-threaded
/// and timed in this thread's processor time: on a shared machine a wall clock charges the longer of the two for more
/// of the moments other programs take.
func describeMeasurements(sizes: [Int], isQuick: Bool, level chosen: String? = nil) -> [Measurement] {
    var results: [Measurement] = []
    for size in sizes {
        let chart = walk(size)
        let x = (0..<size).map(Double.init)
        var sink = 0.0
        let repeats = isQuick ? 1 : size <= 1_000_000 ? 11 : 3
        var fastest = Double.infinity
        // Every point becomes a line at the points level, so it is measured on the smaller sizes.
        let levels: [DescriptionLevel] =
            size <= 1_000_000 ? [.overview, .summary, .details, .points] : [.overview, .summary, .details]
        for level in levels where chosen == nil || level.rawValue == chosen {
            var (reference, both, seconds) = (Double.infinity, Double.infinity, Double.infinity)
            for _ in 0..<repeats {
                reference = min(
                    reference,
                    threadTime {
                        let (low, high, mean) = singlePass(chart.series[0].y)
                        sink += low + high + mean
                    })
                both = min(
                    both,
                    threadTime {
                        let (low, high, mean) = singlePass(x: x, y: chart.series[0].y)
                        sink += low + high + mean
                    })
                seconds = min(
                    seconds,
                    threadTime {
                        sink += Double(try! ChartDescriber(chart: chart).describe(level).sentences.count)
                    })
            }
            fastest = min(fastest, reference)
            results.append(
                Measurement(
                    name: "describe \(level.rawValue)", size: size, unit: "points/s", rate: Double(size) / seconds,
                    reference: Double(size) / reference))
            results.append(
                Measurement(
                    name: "describe \(level.rawValue), x and y", size: size, unit: "points/s",
                    rate: Double(size) / seconds, reference: Double(size) / both))
        }
        results.append(
            Measurement(
                name: "single pass (reference)", size: size, unit: "points/s", rate: Double(size) / fastest,
                reference: nil))
        if sink == .pi { print("") }
    }
    return results
}
