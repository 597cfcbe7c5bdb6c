// A sample app's chart, described the way a SwiftUI app describes one for VoiceOver: an
// `AXChartDescriptorRepresentable` whose `makeChartDescriptor()` builds Apple's descriptor.
// With `import AudioGraph` in place of `import Accessibility` the same code runs on Linux, and
// AudioGraph shows what it reads from the descriptor.
import AudioGraph
import Foundation

struct WorkoutDay {
    let weekday: String
    let minutes: Double
}

struct WorkoutChartDescriptor: AXChartDescriptorRepresentable {
    let days: [WorkoutDay]

    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXCategoricalDataAxisDescriptor(
            title: "Day of the week",
            categoryOrder: days.map(\.weekday)
        )
        let maximum = days.map(\.minutes).max() ?? 0
        let yAxis = AXNumericDataAxisDescriptor(
            title: "Workout time",
            range: 0...maximum,
            gridlinePositions: [30, 60, 90]
        ) { value in "\(Int(value)) minutes" }
        let series = AXDataSeriesDescriptor(
            name: "Minutes per day",
            isContinuous: false,
            dataPoints: days.map { .init(x: $0.weekday, y: $0.minutes) }
        )
        return AXChartDescriptor(
            title: "Workouts This Week",
            summary: "Most training happened at the weekend.",
            xAxis: xAxis,
            yAxis: yAxis,
            additionalAxes: [],
            series: [series]
        )
    }
}

let week = WorkoutChartDescriptor(days: [
    WorkoutDay(weekday: "Monday", minutes: 30), WorkoutDay(weekday: "Tuesday", minutes: 0),
    WorkoutDay(weekday: "Wednesday", minutes: 45), WorkoutDay(weekday: "Thursday", minutes: 20),
    WorkoutDay(weekday: "Friday", minutes: 0), WorkoutDay(weekday: "Saturday", minutes: 95),
    WorkoutDay(weekday: "Sunday", minutes: 70),
])

let chart = Chart(week)
print("Title: \(chart.title ?? "none")")
print("Kind: \(chart.resolvedKind.rawValue), \(chart.series.count) series, \(chart.pointCount) points")
print("x axis: \(chart.xAxis.title), categories \(chart.resolvedCategories.joined(separator: ", "))")
let yAxis = chart.resolvedYAxis
print("y axis: \(yAxis.title), \(yAxis.range.map { "\($0.lowerBound) to \($0.upperBound)" } ?? "data extent")")
for series in chart.series {
    print("Series '\(series.name)':")
    for point in series.points {
        let spoken = point.y.map { yAxis.valueDescriptions[$0] ?? String($0) } ?? "no value"
        print("  \(point.x.category ?? ""): \(spoken)")
    }
}
print("Summary: \(chart.summary ?? "none")")
print()
print("As a chart file:")
print(ChartJSON.encode(chart), terminator: "")
