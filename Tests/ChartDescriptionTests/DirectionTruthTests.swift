import ChartModel
import Foundation
import TestSupport
import Testing

@testable import ChartDescription

/// Issue 25: a few points that rise at every step (evenly, unevenly, curving up or levelling off, in a step) never
/// "fall, then rise", and a few that fall never rise: scatters and lines of 3 to 8 points, each given no direction
/// it does not have.
@Suite struct DirectionTruthTests {
    /// The steps of a monotone shape of `count` points, each above zero.
    static func steps(_ shape: String, count: Int, using generator: inout SeededGenerator) -> [Double] {
        (0..<(count - 1)).map { index -> Double in
            let i = Double(index)
            switch shape {
            case "even": return 2
            case "curving up": return pow(2.2, i)
            case "levelling off": return 10 * pow(0.4, i)
            case "in a step": return index == (count - 1) / 2 ? 20 : 0.2
            default: return 0.05 + 3 * abs(generator.gaussian())
            }
        }
    }

    static let shapes = ["even", "curving up", "levelling off", "in a step", "uneven"]

    /// Every shape, rising and falling, of 3 to 8 points, at x 1, 2, 3… or unevenly spaced.
    static func monotone(seed: UInt64) -> [(name: String, x: [Double], y: [Double], isRising: Bool)] {
        var generator = SeededGenerator(seed: seed)
        var cases: [(String, [Double], [Double], Bool)] = []
        for count in 3...8 {
            for shape in shapes {
                let steps = steps(shape, count: count, using: &generator)
                var y = [10.0]
                for step in steps { y.append(y[y.count - 1] + step) }
                var x = [1.0]
                for _ in 1..<count { x.append(x[x.count - 1] + (seed == 1 ? 1 : 0.3 + 2 * abs(generator.gaussian()))) }
                cases.append(("\(count) points rising \(shape)", x, y, true))
                cases.append(("\(count) points falling \(shape)", x, y.map { 100 - $0 }, false))
            }
        }
        return cases
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aFewMonotoneScatterPointsNeverTurn(seed: UInt64) throws {
        for (name, x, y, isRising) in Self.monotone(seed: seed) {
            let chart = TruthTests.scatter([("S", x, y)])
            for form in try TruthTests.relationships(chart) {
                switch form {
                case .curved: Issue.record("\(name): told as curved, \(x) \(y)")
                case .linear(let direction, _):
                    #expect(direction == (isRising ? .rising : .falling), "\(name): \(x) \(y)")
                case .lineExceptFew(let direction, _):
                    #expect(direction == (isRising ? .rising : .falling), "\(name): \(x) \(y)")
                default: break
                }
            }
            let text = try HistogramTruthTests.text(chart)
            #expect(!text.contains("then"), "\(name): \(text)")
        }
    }

    @Test(arguments: [1, 2] as [UInt64])
    func aFewMonotoneLinePointsMoveOneWay(seed: UInt64) throws {
        for (name, x, y, isRising) in Self.monotone(seed: seed) {
            let chart = Chart(
                kind: .line, xAxis: .numeric("Position"), yAxis: .numeric("Level", unit: "units"),
                series: [Series(name: "L", x: x, y: y)])
            let text = try HistogramTruthTests.text(chart)
            #expect(!text.contains(isRising ? "fall" : "rise"), "\(name): \(text)")
            for case .course(let course) in try TruthTests.summary(chart) {
                switch course.shape {
                case .moves(let moves, _):
                    #expect(moves.allSatisfy { $0.direction == (isRising ? .rising : .falling) }, "\(name): \(text)")
                case .shifts(_, let shifts):
                    #expect(shifts.allSatisfy { $0.isUp == isRising }, "\(name): \(text)")
                case .swings: Issue.record("\(name): told as swings: \(text)")
                default: break
                }
            }
        }
    }

    /// The rule still finds a turn the points make: 1, 4, 5, 4, 1 rises, then falls; a U of seven falls, then rises.
    @Test func aFewPointsThatTurnStillTurn() throws {
        let arch = try TruthTests.relationships(TruthTests.scatter([("S", [1, 2, 3, 4, 5], [1, 4, 5, 4, 1])]))
        #expect(arch == [.curved(peak: true, at: 3)])
        let u = try TruthTests.relationships(
            TruthTests.scatter([("S", [1, 2, 3, 4, 5, 6, 7], [9, 5, 2, 1, 2.2, 5, 9.5])]))
        guard case .curved(let peak, let at)? = u.first else {
            Issue.record("\(u)")
            return
        }
        #expect(!peak && abs(at - 4) < 0.2)
        // The shape first heard falling, then rising: 1, 1.2, 1.5, 3, 10 rises at every step, though a parabola
        // through it has its low near x = 2.
        let late = try TruthTests.relationships(TruthTests.scatter([("S", [1, 2, 3, 4, 5], [1, 1.2, 1.5, 3, 10])]))
        #expect(!late.contains { if case .curved = $0 { true } else { false } })
    }
}
