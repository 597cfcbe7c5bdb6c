import AXCompatibility
import ChartDescription
import ChartModel
import Foundation
import TestSupport
import Testing

@Suite struct AXConversionTests {
    @Test(arguments: Samples.names)
    func chartToDescriptorToChartLosesNothing(name: String) throws {
        let chart = try Samples.chart(name)
        let descriptor = AXChartDescriptor(chart)
        #expect(Chart(descriptor) == chart)
        #expect(Chart(descriptor.copy() as! AXChartDescriptor) == chart)
    }

    @Test(arguments: Samples.names)
    func descriptorToChartToDescriptorShowsTheSame(name: String) throws {
        // A descriptor as an app would build it: no AudioGraph extras behind it.
        let original = AXChartDescriptor(try Samples.chart(name))
        let appMade = Self.rebuiltByHand(original)
        let chart = Chart(appMade)
        let again = AXChartDescriptor(chart)
        #expect(AXSnapshotView(again) == AXSnapshotView(appMade))
        #expect(Chart(again) == chart)
    }

    @Test func descriptorShowsWhatTheChartSays() throws {
        let descriptor = AXChartDescriptor(try Samples.chart("daily-steps.json"))
        #expect(descriptor.title == "Daily Step Count, January 2026")
        let x = try #require(descriptor.xAxis as? AXNumericDataAxisDescriptor)
        #expect(x.range == 1_767_225_600...1_769_731_200)
        #expect(x.valueDescriptionProvider(1_767_225_600) == "2026-01-01")
        let y = try #require(descriptor.yAxis)
        #expect(y.range == 0...14_000 && y.gridlinePositions.count == 8)
        #expect(y.valueDescriptionProvider(8432) == "8432 steps" && y.valueDescriptionProvider(1) == "1 step")
        #expect(descriptor.series[0].isContinuous && descriptor.series[0].dataPoints.count == 30)
        #expect(descriptor.series[0].dataPoints[2].yValue == nil)
        #expect(descriptor.series[0].dataPoints[0].label == "New Year")
        let log = AXChartDescriptor(try Samples.chart("world-population.json"))
        #expect(log.yAxis?.scaleType == .log10)
        let radar = AXChartDescriptor(try Samples.chart("muscle-balance.json"))
        #expect(radar.contentDirection == .radialClockwise)
        #expect((radar.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder.count == 8)
    }

    @Test func everyContentDirectionKeepsItsName() throws {
        let apple: [AXChartDescriptor.ContentDirection: String] = [
            .leftToRight: "leftToRight", .rightToLeft: "rightToLeft", .topToBottom: "topToBottom",
            .bottomToTop: "bottomToTop", .radialClockwise: "radialClockwise",
            .radialCounterClockwise: "radialCounterClockwise",
        ]
        for (direction, name) in apple {
            var chart = try Samples.chart("daily-steps.json")
            chart.contentDirection = try #require(ContentDirection(rawValue: name))
            let descriptor = AXChartDescriptor(chart)
            #expect(descriptor.contentDirection == direction)
            descriptor.title = "changed"  // forces the full conversion back
            #expect(Chart(descriptor).contentDirection.rawValue == name)
        }
    }

    @Test func changesToTheSharedDescriptorReachTheChart() throws {
        let descriptor = AXChartDescriptor(try Samples.chart("monthly-revenue.json"))
        let holder = descriptor  // another reference to the same object, as an app's view keeps
        holder.series[0].dataPoints = [.init(x: "January", y: 1), .init(x: "February", y: 2)]
        (holder.yAxis as AXNumericDataAxisDescriptor?)?.range = 0...10
        holder.title = "Changed"
        let chart = Chart(descriptor)
        #expect(chart.title == "Changed")
        #expect(chart.series[0].y == [1, 2])
        #expect(chart.yAxis?.range == 0...10)
        // What Apple's model cannot say survives the change.
        #expect(
            chart.kind == .bar && chart.yAxis?.format.style == .currency && chart.yAxis?.format.currencyCode == "USD")
    }

    @Test func replacingTheProviderUsesTheAppsStrings() throws {
        let descriptor = AXChartDescriptor(try Samples.chart("daily-steps.json"))
        descriptor.yAxis?.valueDescriptionProvider = { "about \(Int($0 / 1000)) thousand steps" }
        let chart = Chart(descriptor)
        #expect(chart.yAxis?.valueDescriptions[8432] == "about 8 thousand steps")
        #expect(chart.yAxis?.unit == nil)
    }

    @Test func copiesAreDeep() {
        let original = SalesByDayDescriptor(sales: [("Mon", 1)]).makeChartDescriptor()
        let copy = original.copy() as! AXChartDescriptor
        copy.series[0].dataPoints[0].yValue = AXDataPointValue(number: 99)
        (copy.xAxis as! AXCategoricalDataAxisDescriptor).categoryOrder = ["Sun"]
        #expect(original.series[0].dataPoints[0].yValue?.number == 1)
        #expect((original.xAxis as! AXCategoricalDataAxisDescriptor).categoryOrder == ["Mon"])
    }

    @Test func attributedStringsSetTheirPlainCounterparts() {
        let descriptor = CandlestickDescriptor().makeChartDescriptor()
        #expect(descriptor.title == "ACME shares" && descriptor.attributedTitle?.string == "ACME shares")
        descriptor.series[0].attributedName = NSAttributedString(string: "ACME Corp")
        descriptor.xAxis.attributedTitle = NSAttributedString(string: "Session")
        descriptor.series[0].dataPoints[0].attributedLabel = NSAttributedString(string: "Open")
        #expect(descriptor.series[0].name == "ACME Corp" && descriptor.xAxis.title == "Session")
        let chart = Chart(descriptor)
        #expect(
            chart.series[0].name == "ACME Corp" && chart.xAxis.title == "Session" && chart.series[0][0].label == "Open")
        descriptor.title = "Plain"
        #expect(descriptor.attributedTitle?.string == "Plain")
    }

    @Test func toleratesWhatRealAppsSend() {
        let categories = AXCategoricalDataAxisDescriptor(title: "", categoryOrder: ["A"])
        let seconds = AXNumericDataAxisDescriptor(
            title: "When", range: 1_767_225_600...1_767_225_660, gridlinePositions: []
        ) { _ in "" }
        let flat = AXNumericDataAxisDescriptor(title: "Y", range: 0...0, gridlinePositions: []) { "\($0)" }
        let descriptor = AXChartDescriptor(
            title: nil, xAxis: categories, yAxis: flat,
            additionalAxes: [AXCategoricalDataAxisDescriptor(title: "Colour", categoryOrder: [])],
            series: [
                AXDataSeriesDescriptor(
                    name: "", isContinuous: false,
                    dataPoints: [
                        .init(x: "B", y: 1, additionalValues: [.number(1), .category("x"), .number(3)]),
                        .init(x: "A", y: nil),
                        .init(x: 7, y: .nan),
                    ]),
                AXDataSeriesDescriptor(name: "", isContinuous: true, dataPoints: []),
            ])
        let chart = Chart(descriptor)
        #expect(chart.title == nil && chart.xAxis.categories == ["A"])
        #expect(chart.resolvedCategories == ["A", "B", "7"])
        #expect(chart.series[0][0].additional == [.number(1), .category("x"), .number(3)])
        #expect(chart.series[0][2].y?.isNaN == true)
        #expect(chart.yAxis?.range == 0...0)

        let timeline = AXChartDescriptor(
            xAxis: seconds,
            series: [
                AXDataSeriesDescriptor(
                    name: "T", isContinuous: true,
                    dataPoints: [
                        .init(x: 1_767_225_600.25, y: 1), .init(x: 1_767_225_659.75, y: 2),
                    ])
            ])
        let precise = Chart(timeline)
        #expect(precise.series[0].x == .numbers([1_767_225_600.25, 1_767_225_659.75]))
        #expect(Chart(AXChartDescriptor(precise)) == precise)
    }

    /// A descriptor with the same visible content as `descriptor`, built from scratch the way an
    /// app builds one, with providers that answer as the original's do.
    static func rebuiltByHand(_ descriptor: AXChartDescriptor) -> AXChartDescriptor {
        func axis(_ axis: any AXDataAxisDescriptor) -> any AXDataAxisDescriptor {
            if let numeric = axis as? AXNumericDataAxisDescriptor {
                let provider = numeric.valueDescriptionProvider
                let copy = AXNumericDataAxisDescriptor(
                    title: numeric.title, range: numeric.range,
                    gridlinePositions: numeric.gridlinePositions
                ) { provider($0) }
                copy.scaleType = numeric.scaleType
                return copy
            }
            let categorical = axis as! AXCategoricalDataAxisDescriptor
            return AXCategoricalDataAxisDescriptor(title: categorical.title, categoryOrder: categorical.categoryOrder)
        }
        let rebuilt = AXChartDescriptor(
            title: descriptor.title, summary: descriptor.summary, xAxis: axis(descriptor.xAxis),
            yAxis: descriptor.yAxis.map { axis($0) as! AXNumericDataAxisDescriptor },
            additionalAxes: descriptor.additionalAxes.map(axis),
            series: descriptor.series.map { $0.copy() as! AXDataSeriesDescriptor })
        rebuilt.contentDirection = descriptor.contentDirection
        return rebuilt
    }
}

/// What a VoiceOver user could learn from a descriptor: every visible property, and what each
/// numeric axis says for every value the chart holds.
struct AXSnapshotView: Equatable {
    var parts: [String] = []

    init(_ descriptor: AXChartDescriptor) {
        parts.append(
            "title \(descriptor.title ?? "-") summary \(descriptor.summary ?? "-") direction \(descriptor.contentDirection.rawValue)"
        )
        let axes: [(any AXDataAxisDescriptor, [Double])] =
            [(descriptor.xAxis, descriptor.series.flatMap { $0.dataPoints.map(\.xValue.number) })]
            + (descriptor.yAxis.map {
                [($0, descriptor.series.flatMap { $0.dataPoints.compactMap { $0.yValue?.number } })]
            } ?? [])
            + descriptor.additionalAxes.map { ($0, []) }
        for (axis, values) in axes {
            if let numeric = axis as? AXNumericDataAxisDescriptor {
                parts.append(
                    "numeric \(numeric.title) \(numeric.range) \(numeric.gridlinePositions) \(numeric.scaleType)")
                parts.append(contentsOf: values.map(numeric.valueDescriptionProvider))
            } else if let categorical = axis as? AXCategoricalDataAxisDescriptor {
                parts.append("categorical \(categorical.title) \(categorical.categoryOrder)")
            }
        }
        for series in descriptor.series {
            parts.append("series \(series.name ?? "-") \(series.isContinuous)")
            for point in series.dataPoints {
                parts.append(
                    "\(point.xValue.category ?? "\(point.xValue.number)") \(point.yValue.map { "\($0.number)" } ?? "nil") \(point.label ?? "-") \(point.additionalValues.map { $0.category ?? "\($0.number)" })"
                )
            }
        }
    }
}

@Suite struct LiveAudioGraphTests {
    @Test func valuesReachTheSinkOnlyWhileRunning() {
        LiveSession.exclusive {
            let recorder = RecordingLiveAudioGraphSink()
            AXLiveAudioGraph.setSink(recorder)
            defer { AXLiveAudioGraph.setSink(nil) }
            AXLiveAudioGraph.updateValue(1)  // before start: dropped
            AXLiveAudioGraph.start()
            AXLiveAudioGraph.start()  // already running: ignored
            AXLiveAudioGraph.updateValue(0.25)
            AXLiveAudioGraph.updateValue(0.75)
            AXLiveAudioGraph.stop()
            AXLiveAudioGraph.updateValue(9)  // after stop: dropped
            AXLiveAudioGraph.start()
            AXLiveAudioGraph.updateValue(-1)
            #expect(recorder.sessions == [[0.25, 0.75], [-1]])
            AXLiveAudioGraph.setSink(nil)  // replacing the sink stops the session
            AXLiveAudioGraph.updateValue(5)
            #expect(recorder.sessions == [[0.25, 0.75], [-1]])
        }
    }
}

/// Stacked bars from an app: Swift Charts stacks `BarMark`s by default; the descriptor says so.
@Suite struct StackedDescriptorTests {
    func descriptor() -> AXChartDescriptor {
        let quarters = ["Q1", "Q2"]
        let xAxis = AXCategoricalDataAxisDescriptor(title: "Quarter", categoryOrder: quarters)
        let yAxis = AXNumericDataAxisDescriptor(title: "Revenue", range: 0...100, gridlinePositions: []) {
            "\(Int($0)) dollars"
        }
        let series = [("North", [30.0, 40]), ("South", [10.0, 20])].map { name, values in
            AXDataSeriesDescriptor(
                name: name, isContinuous: false, dataPoints: zip(quarters, values).map { .init(x: $0, y: $1) })
        }
        let descriptor = AXChartDescriptor(
            title: "Revenue", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: series)
        descriptor.chartKind = .bar
        descriptor.stacking = .standard
        return descriptor
    }

    @Test func anAppsStackedBarsConvertWithStackingStated() throws {
        let chart = Chart(descriptor())
        #expect(chart.stacking == .standard && chart.isStacked)
        // Totals 40 and 60: the total rises 50 percent; North has 70 of 100, South 30.
        let text = try ChartDescriber(chart: chart).describe(.summary).sentences.map(\.text).joined(separator: " ")
        #expect(text.contains("Stacked bar chart"), Comment(rawValue: text))
        #expect(
            text.contains("Shares of the total, 100 dollars: North 70 percent and South 30 percent."),
            Comment(rawValue: text))
    }

    @Test func stackingSurvivesTheRoundTripAndLaterChanges() {
        let chart = Chart(descriptor())
        let back = AXChartDescriptor(chart)
        #expect(back.stacking == .standard && back.chartKind == .bar)
        #expect(Chart(back) == chart)
        back.stacking = .normalized
        #expect(Chart(back).stacking == .normalized, "a change after conversion is not lost to the cached chart")
    }
}

/// A histogram's bins, which Apple's model cannot hold, are AudioGraph's additions to its points.
@Suite struct BinnedDescriptorTests {
    @Test func binsSurviveTheRoundTripAndAnAppsChanges() throws {
        let chart = try Samples.chart("commute-times-histogram.json")
        let descriptor = AXChartDescriptor(chart)
        #expect(descriptor.chartKind == .histogram)
        #expect(descriptor.series[0].dataPoints[2].xStart == 20 && descriptor.series[0].dataPoints[2].xEnd == 30)
        #expect(Chart(descriptor) == chart)
        // An app changes a count: the chart is rebuilt from the descriptor, bins and all.
        descriptor.series[0].dataPoints[2].yValue = AXDataPointValue(number: 41)
        let changed = Chart(descriptor)
        #expect(changed.series[0].xInterval(at: 2) == 20...30 && changed.series[0].y[2] == 41)
        #expect(changed.series[0].xInterval(at: 8) == 80...90)
        // A copy keeps them too.
        let copy = try #require(descriptor.series[0].dataPoints[0].copy() as? AXDataPoint)
        #expect(copy.xStart == 0 && copy.xEnd == 10)
    }

    @Test func boxesSurviveTheRoundTripAndAnAppsChanges() throws {
        let chart = try Samples.chart("commute-modes-box.json")
        let descriptor = AXChartDescriptor(chart)
        #expect(descriptor.chartKind == .box && descriptor.series[0].dataPoints[2].box?.outliers == [80, 95])
        #expect(Chart(descriptor) == chart)
        descriptor.series[0].dataPoints[0].label = "On foot"
        let changed = Chart(descriptor)
        #expect(changed.series[0][0].label == "On foot" && changed.series[0].boxes?[2]?.median == 35)
    }
}
