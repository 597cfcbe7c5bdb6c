import Foundation

/// The form of the relationship between x and y in a scatter series, by fits a listener can
/// trust: most points stacked at one x; a line spoiled by one or two points far from it; a curve
/// with a peak or a low well inside the x range (a quadratic explaining much more than a line);
/// a line; or none.
struct RelationshipAnalysis: Sendable {
    /// What the points show.
    enum Form: Sendable, Equatable {
        case stacked(at: Double, count: Int, apart: [Int])
        case lineExceptFew(rising: Bool, apart: [Int])
        case curved(peak: Bool, at: Double)
        /// A line of correlation `r`.
        case linear(r: Double)
        /// Too few points to tell: three or fewer, or a sizable r (0.5 or more either way) that so few points leave
        /// to chance.
        case tooFew
        case none
    }

    let form: Form
    /// Pearson's r of all the points.
    let r: Double?

    /// The relationship of `y` on `x` (finite, equal in number).
    init(x: [Double], y: [Double]) {
        precondition(x.count == y.count)
        let count = x.count
        r = correlation(x.indices.lazy.map { (x[$0], y[$0]) })
        guard count >= 4 else {
            form = Self.line(r, count: count)
            return
        }
        // Most points at one x: the relationship rests on the others.
        var counts: [Double: Int] = [:]
        for value in x { counts[value, default: 0] += 1 }
        if let (shared, many) = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
            Double(many) >= 0.8 * Double(count), many < count
        {
            form = .stacked(at: shared, count: many, apart: x.indices.filter { x[$0] != shared }.prefix(3).map { $0 })
            return
        }
        let all = Array(x.indices)
        let line = Fit.line(x, y, all)
        // A line but for one or two points: without them the rest lie on it.
        if line.determination < 0.9 {
            var kept = all
            var apart: [Int] = []
            for _ in 0..<max(1, min(2, count / 10)) {
                let fit = Fit.line(x, y, kept)
                guard let worst = kept.max(by: { abs(fit.residual(x[$0], y[$0])) < abs(fit.residual(x[$1], y[$1])) })
                else { break }
                apart.append(worst)
                kept.removeAll { $0 == worst }
                let refit = Fit.line(x, y, kept)
                if refit.determination >= 0.95, refit.slope != 0, kept.count >= 4 {
                    form = .lineExceptFew(rising: refit.slope > 0, apart: apart)
                    return
                }
            }
        }
        // A curve: a quadratic that explains much more than the line, turning well inside.
        let curve = Fit.quadratic(x, y)
        if let curve, curve.determination >= 0.6, curve.determination - line.determination >= 0.15,
            let low = x.min(), let high = x.max(), high > low
        {
            let vertex = -curve.b / (2 * curve.a)
            if vertex > low + 0.1 * (high - low), vertex < high - 0.1 * (high - low),
                let turn = Self.turn(x, y, peak: curve.a < 0)
            {
                // Said where the points turn, not where the parabola does: mtcars' fuel economy is lowest at 205 and
                // 215 hp, its fitted low at 253, where no car is.
                form = .curved(peak: curve.a < 0, at: turn)
                return
            }
        }
        form = Self.line(r, count: count)
    }

    /// Where the points themselves turn as a peak (or a low) says, or nil when they do not.
    ///
    /// Their highest (lowest) y has at least two points of smaller (larger) x and two of larger x, and the points fall
    /// (rise) from it by at least a tenth of the y range on both sides. The turn is the mean x of the points at that y
    /// (a tie of two cars).
    ///
    /// A parabola fitted to a few points that rise at every step can put its low inside them; points that never fall
    /// never "fall, then rise".
    static func turn(_ x: [Double], _ y: [Double], peak: Bool) -> Double? {
        let sign: Double = peak ? 1 : -1
        guard let turn = y.indices.max(by: { sign * y[$0] < sign * y[$1] }), let low = y.min(), let high = y.max(),
            high > low
        else { return nil }
        let before = y.indices.filter { x[$0] < x[turn] }
        let after = y.indices.filter { x[$0] > x[turn] }
        guard before.count >= 2, after.count >= 2 else { return nil }
        func depth(_ side: [Int]) -> Double { side.map { sign * (y[turn] - y[$0]) }.max() ?? 0 }
        guard depth(before) >= 0.1 * (high - low), depth(after) >= 0.1 * (high - low) else { return nil }
        let tied = y.indices.filter { y[$0] == y[turn] }
        return tied.map { x[$0] }.reduce(0, +) / Double(tied.count)
    }

    /// A line when `r` is both noticeable (|r| ≥ 0.1) and unlikely by chance among `count` points: Student's t of r,
    /// r·√(n−2)/√(1−r²), at least 2 (about the 5 percent level).
    ///
    /// Three points or fewer tell nothing either way, whatever their r (two always lie on a line); nor do a few
    /// points whose r is sizable (0.5 or more either way) but could be chance: they are too few, never "no
    /// relationship".
    static func line(_ r: Double?, count: Int) -> Form {
        if count <= 3 { return .tooFew }
        guard let r, abs(r) >= 0.1 else { return .none }
        let t = abs(r) * Double(count - 2).squareRoot() / max(1 - r * r, .ulpOfOne).squareRoot()
        return t >= 2 ? .linear(r: r) : abs(r) >= 0.5 ? .tooFew : .none
    }
}

/// Least-squares fits, with their share of the variance explained.
enum Fit {
    struct Line {
        let slope: Double, intercept: Double, determination: Double
        func residual(_ x: Double, _ y: Double) -> Double { y - (intercept + slope * x) }
    }

    /// The line through the points at `indices`.
    static func line(_ x: [Double], _ y: [Double], _ indices: [Int]) -> Line {
        let n = Double(indices.count)
        guard n >= 2 else { return Line(slope: 0, intercept: indices.first.map { y[$0] } ?? 0, determination: 0) }
        let meanX = indices.reduce(0.0) { $0 + x[$1] } / n
        let meanY = indices.reduce(0.0) { $0 + y[$1] } / n
        var sxx = 0.0
        var sxy = 0.0
        var syy = 0.0
        for index in indices {
            let dx = x[index] - meanX
            let dy = y[index] - meanY
            sxx += dx * dx
            sxy += dx * dy
            syy += dy * dy
        }
        let slope = sxx > 0 ? sxy / sxx : 0
        let determination = sxx > 0 && syy > 0 ? (sxy * sxy) / (sxx * syy) : 0
        return Line(
            slope: slope, intercept: meanY - slope * meanX, determination: determination.isFinite ? determination : 0)
    }

    struct Quadratic {
        /// y = a x² + b x + c.
        let a: Double, b: Double, c: Double, determination: Double
    }

    /// The parabola through all the points, or `nil` when it is not determined.
    static func quadratic(_ x: [Double], _ y: [Double]) -> Quadratic? {
        let n = Double(x.count)
        guard x.count >= 4 else { return nil }
        // Centred and scaled x keeps the normal equations well conditioned.
        let meanX = x.reduce(0, +) / n
        let scale = max(x.map { abs($0 - meanX) }.max() ?? 1, .leastNormalMagnitude)
        var s = [Double](repeating: 0, count: 5)
        var t = [Double](repeating: 0, count: 3)
        let meanY = y.reduce(0, +) / n
        for (xValue, yValue) in zip(x, y) {
            let u = (xValue - meanX) / scale
            var power = 1.0
            for k in 0..<5 {
                s[k] += power
                if k < 3 { t[k] += power * yValue }
                power *= u
            }
        }
        // Solve [s0 s1 s2; s1 s2 s3; s2 s3 s4] [c b a] = [t0 t1 t2] by Cramer's rule.
        func determinant(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[
                0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let matrix = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        let d = determinant(matrix)
        guard abs(d) > 1e-12 else { return nil }
        func replaced(_ column: Int) -> [[Double]] {
            matrix.enumerated().map { row in
                row.element.enumerated().map { $0.offset == column ? t[row.offset] : $0.element }
            }
        }
        let c0 = determinant(replaced(0)) / d
        let c1 = determinant(replaced(1)) / d
        let c2 = determinant(replaced(2)) / d
        var residual = 0.0
        var total = 0.0
        for (xValue, yValue) in zip(x, y) {
            let u = (xValue - meanX) / scale
            let fitted = c0 + c1 * u + c2 * u * u
            residual += (yValue - fitted) * (yValue - fitted)
            total += (yValue - meanY) * (yValue - meanY)
        }
        guard total > 0 else { return nil }
        // Back to x: y = c2 (x - m)²/s² + c1 (x - m)/s + c0.
        let a = c2 / (scale * scale)
        let b = c1 / scale - 2 * c2 * meanX / (scale * scale)
        let c = c0 - c1 * meanX / scale + c2 * meanX * meanX / (scale * scale)
        guard a != 0, a.isFinite, b.isFinite else { return nil }
        return Quadratic(a: a, b: b, c: c, determination: max(0, 1 - residual / total))
    }
}

/// Groups of scatter points well apart from each other.
///
/// K-means for two to four groups on the points standardised along each axis, kept when the best grouping's mean silhouette is at least 0.5 (points nearer their own group than the
/// next), each group holds at least three points and a twentieth of them, and each group is parted from its nearest
/// by a thinning: on the line between their centres, the middle two fifths hold under half the points of the fifth
/// around either centre. A lopsided cloud (incomes bunched low with a long tail) cut in two has no such gap.
///
/// Beyond 2,000 points an evenly spaced sample is grouped and every point then joins its nearest group.
enum ClusterAnalysis {
    static func groups(x: [Double], y: [Double]) -> [[Int]]? {
        let count = x.count
        guard count >= 9 else { return nil }
        func standardised(_ values: [Double]) -> [Double] {
            let mean = values.reduce(0, +) / Double(values.count)
            let deviation = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
            return values.map { deviation > 0 ? ($0 - mean) / deviation : 0 }
        }
        let u = standardised(x)
        let v = standardised(y)
        let step = max(1, count / 2_000)
        let sample = Array(stride(from: 0, to: count, by: step))
        func distance(_ a: Int, _ b: Int) -> Double {
            ((u[a] - u[b]) * (u[a] - u[b]) + (v[a] - v[b]) * (v[a] - v[b])).squareRoot()
        }
        var best: (score: Double, centres: [(Double, Double)])?
        for k in 2...4 where sample.count >= 3 * k {
            let centres = kMeans(sample, k: k, u: u, v: v)
            let labels = sample.map { nearest(u[$0], v[$0], centres) }
            guard Set(labels).count == k else { continue }
            var total = 0.0
            for (position, point) in sample.enumerated() {
                var sums = [Double](repeating: 0, count: k)
                var sizes = [Int](repeating: 0, count: k)
                for (other, label) in zip(sample, labels) where other != point {
                    sums[label] += distance(point, other)
                    sizes[label] += 1
                }
                let own = labels[position]
                let a = sizes[own] > 0 ? sums[own] / Double(sizes[own]) : 0
                let b = (0..<k).filter { $0 != own && sizes[$0] > 0 }.map { sums[$0] / Double(sizes[$0]) }.min() ?? 0
                total += max(a, b) > 0 ? (b - a) / max(a, b) : 0
            }
            let score = total / Double(sample.count)
            if best.map({ score > $0.score }) ?? true { best = (score, centres) }
        }
        guard let best, best.score >= 0.5 else { return nil }
        var groups = [[Int]](repeating: [], count: best.centres.count)
        for index in 0..<count { groups[nearest(u[index], v[index], best.centres)].append(index) }
        guard groups.allSatisfy({ $0.count >= max(3, count / 20) }) else { return nil }
        let centres = best.centres
        for (own, centre) in centres.enumerated() {
            let squared = { (other: (Double, Double)) in
                (other.0 - centre.0) * (other.0 - centre.0) + (other.1 - centre.1) * (other.1 - centre.1)
            }
            guard
                let next = centres.indices.filter({ $0 != own }).min(by: { squared(centres[$0]) < squared(centres[$1]) }
                ),
                isParted(groups[own] + groups[next], from: centre, to: centres[next], u: u, v: v)
            else { return nil }
        }
        return groups.sorted { x[$0[0]] < x[$1[0]] }
    }

    /// Whether `points` thin out between two centres: on the line from `start` (0) to `end` (1), the middle two fifths
    /// (0.3 to 0.7) hold fewer than half the points of the fifth around either centre, a quarter as dense. (The middle
    /// fifth alone, of a few dozen points, is empty by chance: trees' volumes along their girths, 31 points on one
    /// curve, were cut in two.)
    private static func isParted(
        _ points: [Int], from start: (Double, Double), to end: (Double, Double), u: [Double], v: [Double]
    ) -> Bool {
        let (du, dv) = (end.0 - start.0, end.1 - start.1)
        let length = du * du + dv * dv
        guard length > 0 else { return false }
        var (nearStart, middle, nearEnd) = (0, 0, 0)
        for point in points {
            let t = ((u[point] - start.0) * du + (v[point] - start.1) * dv) / length
            if abs(t) <= 0.1 {
                nearStart += 1
            } else if abs(t - 1) <= 0.1 {
                nearEnd += 1
            } else if abs(t - 0.5) <= 0.2 {
                middle += 1
            }
        }
        return 2 * middle < min(nearStart, nearEnd)
    }

    private static func nearest(_ u: Double, _ v: Double, _ centres: [(Double, Double)]) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (index, centre) in centres.enumerated() {
            let distance = (u - centre.0) * (u - centre.0) + (v - centre.1) * (v - centre.1)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return best
    }

    /// Lloyd's iterations from the farthest-first centres, so the result is the same every time.
    private static func kMeans(_ points: [Int], k: Int, u: [Double], v: [Double]) -> [(Double, Double)] {
        var centres = [(u[points[0]], v[points[0]])]
        while centres.count < k {
            func nearestCentre(_ point: Int) -> Double {
                centres.map { ($0.0 - u[point]) * ($0.0 - u[point]) + ($0.1 - v[point]) * ($0.1 - v[point]) }.min() ?? 0
            }
            guard let farthest = points.max(by: { nearestCentre($0) < nearestCentre($1) }) else { break }
            centres.append((u[farthest], v[farthest]))
        }
        for _ in 0..<50 {
            var sums = [(Double, Double, Int)](repeating: (0, 0, 0), count: k)
            for point in points {
                let label = nearest(u[point], v[point], centres)
                sums[label] = (sums[label].0 + u[point], sums[label].1 + v[point], sums[label].2 + 1)
            }
            let next = sums.enumerated().map {
                $0.element.2 > 0
                    ? ($0.element.0 / Double($0.element.2), $0.element.1 / Double($0.element.2)) : centres[$0.offset]
            }
            if zip(next, centres).allSatisfy({ $0.0 == $1.0 && $0.1 == $1.1 }) { break }
            centres = next
        }
        return centres
    }
}
