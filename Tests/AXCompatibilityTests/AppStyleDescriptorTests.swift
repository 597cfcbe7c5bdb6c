// Written the way apps write their chart descriptors for Apple's Accessibility framework, with
// nothing changed but the import: if this file compiles and passes, such code runs on AudioGraph.
import AXCompatibility
import ChartDescription
import ChartModel
import Foundation
import Testing

// MARK: - Shapes apps build

/// Categorical bars, as a SwiftUI view's representable builds them.
struct SalesByDayDescriptor: AXChartDescriptorRepresentable, Sendable {
    let sales: [(day: String, count: Int)]

    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: sales.map(\.day))
        let maximum = Double(sales.map(\.count).max() ?? 0)
        let yAxis = AXNumericDataAxisDescriptor(title: "Sales", range: 0...maximum, gridlinePositions: []) { value in
            "\(Int(value)) sold"
        }
        let series = AXDataSeriesDescriptor(
            name: "Daily sales", isContinuous: false,
            dataPoints: sales.map { .init(x: $0.day, y: Double($0.count)) })
        return AXChartDescriptor(
            title: "Sales per day", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    }
}

/// A numeric time axis (seconds since 1970) whose provider uses a stored formatter, updated in place.
final class HeartRateModel: @unchecked Sendable {
    var samples: [(time: Date, bpm: Double?)] = []
}

struct HeartRateDescriptor: AXChartDescriptorRepresentable {
    let model: HeartRateModel
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    func makeChartDescriptor() -> AXChartDescriptor {
        let times = model.samples.map { $0.time.timeIntervalSince1970 }
        let xAxis = AXNumericDataAxisDescriptor(
            title: "Time", range: (times.min() ?? 0)...(times.max() ?? 0), gridlinePositions: []
        ) { seconds in
            Self.formatter.string(from: Date(timeIntervalSince1970: seconds))
        }
        let yAxis = AXNumericDataAxisDescriptor(
            title: "Heart rate", range: 40...200, gridlinePositions: [60, 100, 140]
        ) {
            "\(Int($0)) beats per minute"
        }
        return AXChartDescriptor(
            title: "Heart rate", summary: "Resting in the morning, peaking during the run.", xAxis: xAxis, yAxis: yAxis,
            series: [AXDataSeriesDescriptor(name: "Heart rate", isContinuous: true, dataPoints: points())])
    }

    func updateChartDescriptor(_ descriptor: AXChartDescriptor) {
        descriptor.series[0].dataPoints = points()
        let times = model.samples.map { $0.time.timeIntervalSince1970 }
        (descriptor.xAxis as? AXNumericDataAxisDescriptor)?.range = (times.min() ?? 0)...(times.max() ?? 0)
        descriptor.yAxis?.range = 40...(model.samples.compactMap(\.bpm).max() ?? 200)
    }

    private func points() -> [AXDataPoint] {
        model.samples.map { AXDataPoint(x: $0.time.timeIntervalSince1970, y: $0.bpm) }
    }
}

/// A candlestick chart: open, high and low as additional axes beside the closing price.
struct CandlestickDescriptor: AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXNumericDataAxisDescriptor(title: "Trading day", range: 1...3, gridlinePositions: []) {
            "Day \(Int($0))"
        }
        let price: (Double) -> String = { String(format: "$%.2f", $0) }
        let yAxis = AXNumericDataAxisDescriptor(
            title: "Closing price", range: 90...120, gridlinePositions: [], valueDescriptionProvider: price)
        let open = AXNumericDataAxisDescriptor(
            title: "Open", range: 90...120, gridlinePositions: [], valueDescriptionProvider: price)
        let high = AXNumericDataAxisDescriptor(
            title: "High", range: 90...120, gridlinePositions: [], valueDescriptionProvider: price)
        let low = AXNumericDataAxisDescriptor(
            title: "Low", range: 90...120, gridlinePositions: [], valueDescriptionProvider: price)
        let dataPoints: [AXDataPoint] = [
            .init(x: 1, y: 101.5, additionalValues: [.number(100), .number(103.25), .number(99)]),
            .init(x: 2, y: 98, additionalValues: [.number(101.5), .number(102), .number(97.5)], label: "Earnings"),
            .init(x: 3, y: 110, additionalValues: [.number(98), .number(111), .number(97.75)]),
        ]
        return AXChartDescriptor(
            attributedTitle: NSAttributedString(string: "ACME shares"), summary: nil, xAxis: xAxis, yAxis: yAxis,
            additionalAxes: [open, high, low],
            series: [
                AXDataSeriesDescriptor(
                    attributedName: NSAttributedString(string: "ACME"), isContinuous: false, dataPoints: dataPoints)
            ])
    }
}

/// An axis chosen by a `switch`, used as `any AXDataAxisDescriptor`.
func xAxis(forCategorical isCategorical: Bool) -> any AXDataAxisDescriptor {
    let axis: any AXDataAxisDescriptor
    switch isCategorical {
    case true: axis = AXCategoricalDataAxisDescriptor(title: "Fruit", categoryOrder: ["Apples", "Pears"])
    case false: axis = AXNumericDataAxisDescriptor(title: "Count", range: 0...0, gridlinePositions: []) { "\($0)" }
    }
    return axis
}

/// A UIKit-style view whose descriptor is a stored property.
@MainActor final class StoredChartView: NSObject, @preconcurrency AXChart {
    var accessibilityChartDescriptor: AXChartDescriptor?
}

/// A view whose descriptor is computed from its data each time.
@MainActor final class ComputedChartView: NSObject, @preconcurrency AXChart {
    var values: [Double] = [3, 1, 2]
    var accessibilityChartDescriptor: AXChartDescriptor? {
        get {
            let points = values.enumerated().map { AXDataPoint(x: Double($0.offset), y: $0.element) }
            return AXChartDescriptor(
                title: "Computed",
                xAxis: AXNumericDataAxisDescriptor(title: "Index", range: 0...2, gridlinePositions: []) { "\($0)" },
                series: [AXDataSeriesDescriptor(name: "Values", isContinuous: true, dataPoints: points)])
        }
        set { values = newValue?.series.first?.dataPoints.compactMap { $0.yValue?.number } ?? [] }
    }
}

// MARK: - What AudioGraph reads from them

@Suite struct AppStyleDescriptorTests {
    @Test func categoricalBars() {
        let chart = Chart(SalesByDayDescriptor(sales: [("Mon", 12), ("Tue", 0), ("Wed", 31)]))
        #expect(chart.title == "Sales per day" && chart.summary == nil)
        #expect(chart.resolvedKind == .bar)
        #expect(chart.xAxis == Axis(type: .categorical, title: "Day", categories: ["Mon", "Tue", "Wed"]))
        #expect(chart.yAxis?.range == 0...31)
        #expect(
            chart.series[0].points == [
                DataPoint(category: "Mon", y: 12), DataPoint(category: "Tue", y: 0), DataPoint(category: "Wed", y: 31),
            ])
        // The provider's strings are kept verbatim for every value the chart holds.
        #expect(chart.yAxis?.valueDescriptions == [12: "12 sold", 0: "0 sold", 31: "31 sold"])
    }

    @Test func numericTimeAxisWithAStoredFormatterAndAnUpdate() {
        let model = HeartRateModel()
        let start = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01 09:00 UTC
        model.samples = [(start, 62), (start + 600, nil), (start + 1200, 148)]
        let representable = HeartRateDescriptor(model: model)
        let descriptor = representable.makeChartDescriptor()
        let first = Chart(descriptor)
        #expect(first.xAxis.valueDescriptions[1_767_258_000] == "09:00")
        #expect(first.xAxis.range == 1_767_258_000...1_767_259_200)
        #expect(first.series[0].y == [62, nil, 148])
        #expect(first.yAxis?.valueDescriptions[148] == "148 beats per minute")

        model.samples.append((start + 1800, 171))
        representable.updateChartDescriptor(descriptor)
        let updated = Chart(descriptor)
        #expect(updated.series[0].count == 4)
        #expect(updated.xAxis.range == 1_767_258_000...1_767_259_800)
        #expect(updated.yAxis?.range == 40...171)
        #expect(updated.xAxis.valueDescriptions[1_767_259_800] == "09:30")
        #expect(Chart(representable) == updated)
    }

    @Test func candlestickWithThreeAdditionalAxes() {
        let chart = Chart(CandlestickDescriptor())
        #expect(chart.title == "ACME shares")
        #expect(chart.additionalAxes.map(\.title) == ["Open", "High", "Low"])
        #expect(chart.series[0].name == "ACME")
        #expect(
            chart.series[0][1]
                == DataPoint(
                    x: .number(2), y: 98, label: "Earnings",
                    additional: [.number(101.5), .number(102), .number(97.5)]))
        #expect(chart.additionalAxes[1].valueDescriptions[111] == "$111.00")
        #expect(chart.xAxis.valueDescriptions[3] == "Day 3")
    }

    @Test func emptyDataAndOnePoint() {
        let empty = AXChartDescriptor(
            title: "", xAxis: xAxis(forCategorical: false),
            series: [AXDataSeriesDescriptor(name: "", isContinuous: true, dataPoints: [])])
        let chart = Chart(empty)
        #expect(chart.title == "" && chart.yAxis == nil && chart.series[0].isEmpty && chart.xAxis.range == 0...0)
        let noSeries = Chart(AXChartDescriptor(xAxis: xAxis(forCategorical: true), series: []))
        #expect(noSeries.series.isEmpty && noSeries.xAxis.categories == ["Apples", "Pears"])

        let one = AXChartDescriptor(
            title: "One", xAxis: xAxis(forCategorical: true),
            yAxis: AXNumericDataAxisDescriptor(title: "Count", range: 4...4, gridlinePositions: []) {
                "\(Int($0)) fruit"
            },
            series: [
                AXDataSeriesDescriptor(name: "Basket", isContinuous: false, dataPoints: [.init(x: "Apples", y: 4)])
            ])
        let single = Chart(one)
        #expect(single.series[0].points == [DataPoint(category: "Apples", y: 4)])
        #expect(single.yAxis?.valueDescriptions == [4: "4 fruit"])
    }

    @Test @MainActor func viewsWithStoredAndComputedDescriptors() {
        let stored = StoredChartView()
        #expect(stored.accessibilityChartDescriptor == nil)
        stored.accessibilityChartDescriptor = SalesByDayDescriptor(sales: [("Mon", 1)]).makeChartDescriptor()
        #expect(stored.accessibilityChartDescriptor.map(Chart.init)?.pointCount == 1)

        let computed = ComputedChartView()
        #expect(computed.accessibilityChartDescriptor.map(Chart.init)?.series[0].y == [3, 1, 2])
        computed.accessibilityChartDescriptor = SalesByDayDescriptor(sales: [("Mon", 5), ("Tue", 6)])
            .makeChartDescriptor()
        #expect(computed.values == [5, 6])
    }

    @Test func integerLiteralsAndOptionalY() {
        let points: [AXDataPoint] = [
            .init(x: 1, y: 2), .init(x: 2), .init(x: 3, y: nil, label: "gap"), .init(x: "four", y: 4),
        ]
        #expect(points[0].xValue.number == 1 && points[0].yValue?.number == 2)
        #expect(points[1].yValue == nil && points[2].label == "gap")
        #expect(points[3].xValue.category == "four")
        let value = AXDataPointValue.value(withCategory: "c")
        #expect(value.category == "c" && AXDataPointValue(number: 2).category == nil)
    }
}
