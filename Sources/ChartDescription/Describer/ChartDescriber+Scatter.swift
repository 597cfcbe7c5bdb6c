import ChartModel

extension ChartDescriber {
    /// A scatter series: the form of the relationship, groups of points apart from each other, what the points span,
    /// points far from the rest, and missing values.
    ///
    /// Points that share an x are never averaged: each is a point of its own.
    func scatterStatements(_ analysis: SeriesAnalysis) -> [Statement] {
        let series = analysis.series
        let (xs, ys, indices) = scatterPoints(analysis)
        let name = SeriesName(series.name)
        let xTitle = wording.x.axis.title
        let yTitle = wording.y.axis.title
        var statements: [Statement] = []
        let relationship = RelationshipAnalysis(x: xs, y: ys)
        func point(_ position: Int) -> Anchor2D {
            Anchor2D(x: xs[position], y: ys[position], label: series.labels?[indices[position]] ?? nil)
        }
        var apart: Set<Int> = []
        let form: Relationship.Form
        switch relationship.form {
        case .stacked(let at, let count, let others):
            form = .stacked(at: at, count: count, apart: others.map(point))
            apart = Set(others)
        case .lineExceptFew(let rising, let others):
            form = .lineExceptFew(rising ? .rising : .falling, apart: others.map(point))
            apart = Set(others)
        case .curved(let peak, let at):
            form = .curved(peak: peak, at: at)
        case .linear(let r):
            let strength: Relationship.Strength = abs(r) < 0.3 ? .weak : abs(r) < 0.7 ? .moderate : .strong
            form = .linear(r > 0 ? .rising : .falling, strength)
        case .tooFew:
            form = .tooFew(count: xs.count)
        case .none:
            form = .none
        }
        if !xs.isEmpty {
            statements.append(
                .relationship(
                    Relationship(
                        series: name, xTitle: xTitle, yTitle: yTitle, form: form,
                        // Too few points leave any r to chance: none is given, in words or as a fact.
                        r: relationship.form == .tooFew ? nil : relationship.r)))
        }
        if let groups = ClusterAnalysis.groups(x: xs, y: ys) {
            statements.append(
                .clusters(
                    Clusters(
                        series: name,
                        groups: groups.compactMap { members in
                            let x = members.map { xs[$0] }
                            let y = members.map { ys[$0] }
                            guard let xLow = x.min(), let xHigh = x.max(), let yLow = y.min(), let yHigh = y.max()
                            else { return nil }
                            return Cluster(x: xLow...xHigh, y: yLow...yHigh, count: members.count)
                        })))
        }
        if let xLow = xs.min(), let xHigh = xs.max(), let yLow = ys.min(), let yHigh = ys.max() {
            statements.append(
                .extent(Extent(series: name, xTitle: xTitle, yTitle: yTitle, x: xLow...xHigh, y: yLow...yHigh)))
        }
        let far = Self.farPoints(xs, ys, apart: apart)
        if !far.isEmpty {
            statements.append(
                .outliers(
                    UnusualValues(
                        series: name, values: far.prefix(3).map { anchor(series, indices[$0], value: ys[$0]) },
                        count: far.count, isScatter: true)))
        }
        if let missing = missing(analysis) { statements.append(.missing(missing)) }
        return statements
    }

    /// The points of a scatter series with a value and a numeric x, and their indices.
    func scatterPoints(_ analysis: SeriesAnalysis) -> (xs: [Double], ys: [Double], indices: [Int]) {
        var xs: [Double] = []
        var ys: [Double] = []
        var indices: [Int] = []
        for index in analysis.series.indices {
            guard let value = analysis.values[index], value.isFinite, let x = analysis.series.x[index].number,
                x.isFinite
            else { continue }
            xs.append(x)
            ys.append(value)
            indices.append(index)
        }
        return (xs, ys, indices)
    }

    /// The positions of points far from the rest (see `Outliers`), but for those the
    /// relationship already names as apart, most unusual first.
    static func farPoints(_ xs: [Double], _ ys: [Double], apart: Set<Int>) -> [Int] {
        Outliers.scattered(x: xs, y: ys).filter { !apart.contains($0) }
    }

    /// The indices of the points a scatter summary calls unusual (those apart from a line or
    /// a stack, and those far from the rest).
    func scatterUnusual(_ analysis: SeriesAnalysis) -> [Int] {
        let (xs, ys, indices) = scatterPoints(analysis)
        var apart: Set<Int> = []
        switch RelationshipAnalysis(x: xs, y: ys).form {
        case .stacked(_, _, let others), .lineExceptFew(_, let others): apart = Set(others)
        default: break
        }
        return (apart.sorted() + Self.farPoints(xs, ys, apart: apart)).map { indices[$0] }
    }
}
