import AudioGraph

/// Describing a random walk at each level, against one pass computing minimum, maximum and mean.
func describeMeasurements(sizes: [Int], isQuick: Bool, level chosen: String? = nil) -> [Measurement] {
    var results: [Measurement] = []
    for size in sizes {
        let chart = walk(size)
        var sink = 0.0
        // Best of several runs, more for the smaller size, on a machine whose speed wanders.
        let repeats = isQuick ? 1 : size <= 1_000_000 ? 7 : 3
        let reference = time(repeats: max(3, repeats)) {
            let (low, high, mean) = singlePass(chart.series[0].y)
            sink += low + high + mean
        }
        // Every point becomes a line at the points level, so it is measured on the smaller sizes.
        let levels: [DescriptionLevel] = size <= 1_000_000 ? [.overview, .summary, .details, .points] : [.overview, .summary, .details]
        for level in levels where chosen == nil || level.rawValue == chosen {
            let seconds = time(repeats: level == .points ? min(repeats, 2) : repeats) {
                sink += Double(try! ChartDescriber(chart: chart).describe(level).sentences.count)
            }
            results.append(Measurement(name: "describe \(level.rawValue)", size: size, unit: "points/s", rate: Double(size) / seconds, reference: Double(size) / reference))
        }
        results.append(Measurement(name: "single pass (reference)", size: size, unit: "points/s", rate: Double(size) / reference, reference: nil))
        if sink == .pi { print("") }
    }
    return results
}
