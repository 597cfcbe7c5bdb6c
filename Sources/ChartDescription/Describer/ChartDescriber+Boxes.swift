import ChartModel

extension ChartDescriber {
    /// A series of box plots (see `Boxes`), then its missing boxes; `nil` when no point has a
    /// box in order, and then it is told by its values.
    func boxStatements(_ analysis: SeriesAnalysis) -> [Statement]? {
        let boxes = (analysis.series.boxes ?? []).enumerated().compactMap { index, box in
            box.flatMap { $0.isInOrder ? (index, $0) : nil }
        }
        guard !boxes.isEmpty else { return nil }
        return boxStatements(analysis, boxes: boxes, isStrip: false)
    }

    /// The values at each category told as boxes would tell them (a strip plot, or long-form rows read without a
    /// split: iris' petal lengths by species), their ends the extreme values and, along ordered categories, the
    /// medians' course; nil unless two categories or more hold three values each on average, where a list of the
    /// highest points would name one category again and again and a course would run through every point.
    func stripStatements(_ analysis: SeriesAnalysis) -> [Statement]? {
        guard let valuesAt = strip(analysis) else { return nil }
        let boxes = valuesAt.sorted { $0.key < $1.key }.compactMap { _, entry in
            BoxSummary(summarizing: entry.values, whiskerReach: nil).map { (entry.first, $0) }
        }
        let medians = Series(
            name: analysis.series.name, x: .categories(boxes.map { analysis.series.x[$0.0].category ?? "" }),
            y: boxes.map(\.1.median))
        return boxStatements(
            analysis, boxes: boxes, isStrip: true,
            medians: SeriesAnalysis(
                medians, of: chart, categories: chart.categoryPlaces, maximumGroups: options.maximumGroups))
    }

    /// The values of a strip (see `stripStatements(_:)`) at each category's position, with the index of the first
    /// point there; nil for any other series.
    func strip(_ analysis: SeriesAnalysis) -> [Double: (first: Int, values: [Double])]? {
        guard chart.xAxis.type == .categorical, analysis.series.boxes == nil else { return nil }
        var valuesAt: [Double: (first: Int, values: [Double])] = [:]
        for (index, value) in analysis.values.enumerated() {
            guard let value else { continue }
            valuesAt[analysis.positions[index], default: (index, [])].values.append(value)
        }
        return ChartReading.isStrip(values: analysis.statistics.valueCount, categories: valuesAt.count) ? valuesAt : nil
    }

    /// The statements of `boxes`, each with the index of the point it stands at, their medians' course along ordered x
    /// that of `medians` (the series' own, by default).
    private func boxStatements(
        _ analysis: SeriesAnalysis, boxes: [(Int, BoxSummary)], isStrip: Bool, medians: SeriesAnalysis? = nil
    ) -> [Statement] {
        let series = analysis.series
        func anchor(_ index: Int, _ value: Double) -> Anchor { self.anchor(series, index, value: value) }
        let byMedian = boxes.sorted { $0.1.median != $1.1.median ? $0.1.median > $1.1.median : $0.0 < $1.0 }
        let isWhole = byMedian.count <= 8
        let lowest =
            isWhole
            ? []
            : byMedian.reversed().prefix(3).sorted {
                $0.1.median != $1.1.median ? $0.1.median < $1.1.median : $0.0 < $1.0
            }
        func width(_ entry: (Int, BoxSummary)) -> Band.Width {
            Band.Width(place: place(of: series, at: entry.0), low: entry.1.lowerQuartile, high: entry.1.upperQuartile)
        }
        let spread = { (box: BoxSummary) in box.upperQuartile / 2 - box.lowerQuartile / 2 }
        // Narrower by more than the rounding of its quartiles (44.4 to 54.4 and 27.3 to 37.3 are both 10 wide), and by
        // more than a hundredth, which no listener hears (2.004 wide and 2 wide are both said "2").
        func isNarrower(_ box: BoxSummary, than other: BoxSummary) -> Bool {
            let scale =
                [box.lowerQuartile, box.upperQuartile, other.lowerQuartile, other.upperQuartile].map(abs).max() ?? 0
            return spread(other) - spread(box) > max(scale * 1e-12, spread(other) / 100)
        }
        guard let widest = boxes.max(by: { spread($0.1) < spread($1.1) }),
            let narrowest = boxes.min(by: { spread($0.1) < spread($1.1) }),
            let bottom = boxes.min(by: { $0.1.minimum < $1.1.minimum }),
            let top = boxes.max(by: { $0.1.maximum < $1.1.maximum })
        else { return [] }
        var farthest: (index: Int, value: Double, distance: Double)?
        var outlierCount = 0
        for (index, box) in boxes {
            for outlier in box.outliers {
                outlierCount += 1
                let distance = abs(outlier / 2 - box.median / 2)
                if farthest.map({ distance > $0.distance }) ?? true { farthest = (index, outlier, distance) }
            }
        }
        // Along ordered x (dates, numbers, months), the medians' course is the story; over
        // nominal categories, their ranking.
        let isOrdered = chart.xAxis.type != .categorical || isOrderedCategories
        var statements: [Statement] = []
        if isOrdered, boxes.count > 1 {
            var course = course(medians ?? analysis)
            course.series = SeriesName(phrasebook.medians(of: series.name))
            statements.append(.course(course))
        }
        statements += [
            Statement.boxes(
                Boxes(
                    series: SeriesName(series.name),
                    medians: isOrdered && boxes.count > 1
                        ? [] : (isWhole ? byMedian : Array(byMedian.prefix(3))).map { anchor($0.0, $0.1.median) },
                    lowestMedians: isOrdered && boxes.count > 1 ? [] : lowest.map { anchor($0.0, $0.1.median) },
                    widest: width(widest),
                    narrowest: isNarrower(narrowest.1, than: widest.1) ? width(narrowest) : nil,
                    isEvenWidth: boxes.count > 1 && !isNarrower(narrowest.1, than: widest.1),
                    lowest: anchor(bottom.0, bottom.1.minimum), highest: anchor(top.0, top.1.maximum),
                    outlierCount: outlierCount,
                    farthest: farthest.map { anchor($0.index, $0.value) }, isStrip: isStrip))
        ]
        // A strip's missing points leave no category without data (penguins' two blank masses): the overview counts
        // them.
        if !isStrip, let missing = missing(analysis) { statements.append(.missing(missing)) }
        return statements
    }
}
