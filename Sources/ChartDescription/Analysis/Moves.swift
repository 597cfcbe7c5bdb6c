/// The moves of a series between its turning points: a zigzag that keeps every rise and fall
/// that matters, so a listener hears each reversal with when and how much.
///
/// A move matters when it spans at least a quarter of the values' range, or, on ratio data
/// (prices, counts: positive values where "twice as much" means something), at least 30
/// percent of where it starts. A turning point is confirmed once the values have come back
/// from it by a move that matters; the last extreme ends the last move, and the values after
/// it (a move too small to matter) are the tail. The first move starts at the first value when
/// what came before its turning point was under half a move that matters (or three typical steps
/// between neighbours) and the move keeps its way from there: a listener hears where the series
/// starts; beyond both, what came before is a first move of its own. A turning point reached by
/// a run of equal values (months without rain, a price held) is the run's first value, where the
/// move arrives, and the run's last value is where the next move leaves (`stays`); a run ends at a
/// gap in x (months without data), since nothing says the value held across it.
///
/// - Complexity: O(n) in the number of values.
struct Moves: Sendable, Hashable {
    /// The indices of the turning points, first to last: each move goes from one to the next.
    let pivots: [Int]
    /// For each turning point, the last index of the run of values equal to it that it starts
    /// (itself when the next value differs): the next move leaves from there.
    let stays: [Int]

    /// The fraction of the range a move must span.
    static let rangeFraction = 0.25
    /// The relative change a move on ratio data must make.
    static let ratioChange = 0.3

    /// The moves of `values` (finite), placed by `placed` (their logarithms on log axes, where
    /// the range is measured), with the ratio rule when `isRatio`; with `keepsEveryTurn` (a series
    /// so short that every move can be told), every change of direction is a turn, however small:
    /// a listener cannot otherwise know that 12.5, 15, 9.75 and 20 rose before they fell.
    ///
    /// `gapsAfter` holds the indices followed by a gap in x, where runs of equal values end.
    init(values: [Double], placed: [Double], isRatio: Bool, keepsEveryTurn: Bool = false, gapsAfter: Set<Int> = []) {
        precondition(values.count == placed.count)
        guard values.count >= 2, let low = placed.min(), let high = placed.max(), high > low else {
            pivots = values.isEmpty ? [] : [0]
            stays = pivots
            return
        }
        let span = Self.rangeFraction * (high / 2 - low / 2) * 2
        func matters(_ from: Int, _ to: Int) -> Bool {
            if keepsEveryTurn { return placed[to] != placed[from] }
            if abs(placed[to] / 2 - placed[from] / 2) * 2 >= span { return true }
            let start = values[from]
            return isRatio && start > 0 && abs(values[to] - start) >= Self.ratioChange * start
        }
        var pivots: [Int] = []
        var rising: Bool?
        var extreme = 0
        var lowest = 0
        var highest = 0
        for index in 1..<values.count {
            switch rising {
            case nil:
                if placed[index] < placed[lowest] { lowest = index }
                if placed[index] > placed[highest] { highest = index }
                if placed[index] > placed[lowest], matters(lowest, index) {
                    (pivots, rising, extreme) = ([lowest], true, index)
                } else if placed[index] < placed[highest], matters(highest, index) {
                    (pivots, rising, extreme) = ([highest], false, index)
                }
            case true?:
                if placed[index] > placed[extreme] {
                    extreme = index
                } else if matters(extreme, index) {
                    pivots.append(extreme)
                    (rising, extreme) = (false, index)
                }
            case false?:
                if placed[index] < placed[extreme] {
                    extreme = index
                } else if matters(extreme, index) {
                    pivots.append(extreme)
                    (rising, extreme) = (true, index)
                }
            }
        }
        if rising != nil { pivots.append(extreme) }
        if pivots.count >= 2, pivots[0] > 0, placed[0] != placed[pivots[1]],
            (placed[pivots[1]] > placed[0]) == (placed[pivots[1]] > placed[pivots[0]])
        {
            // What came before the first turning point is nothing to tell under half a move that matters, or under
            // three typical steps between neighbours (jitter, however much of the range); beyond both, it is a move
            // of its own, smaller than the rest: jobs rising a fifth of the range to their peak before a crash are
            // heard rising, and the crash heard from the peak.
            let head = abs(placed[pivots[0]] / 2 - placed[0] / 2) * 2
            if keepsEveryTurn || head < span / 2 || head < 3 * Self.typicalStep(placed) {
                pivots[0] = 0
            } else {
                pivots.insert(0, at: 0)
            }
        }
        self.pivots = pivots
        stays = pivots.map { pivot in
            var last = pivot
            while last + 1 < placed.count, placed[last + 1] == placed[pivot], !gapsAfter.contains(last) { last += 1 }
            return last
        }
    }

    /// The typical step between neighbouring values: the median size of their differences (of at most about 1,000
    /// taken evenly).
    static func typicalStep(_ placed: [Double]) -> Double {
        guard placed.count > 1 else { return 0 }
        var steps = stride(from: 1, to: placed.count, by: max(1, placed.count / 1_000)).map { (index: Int) -> Double in
            let half: Double = placed[index] / 2 - placed[index - 1] / 2
            return abs(half) * 2
        }
        steps.sort()
        return steps[steps.count / 2]
    }

    /// The number of moves.
    var count: Int { max(0, pivots.count - 1) }
}
