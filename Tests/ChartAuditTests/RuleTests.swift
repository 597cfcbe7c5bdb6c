import AXCompatibility
import ChartAudit
import ChartDescription
import ChartModel
import ChartNavigation
import Foundation
import Sonification
import TestSupport
import Testing

@testable import ChartAudit

/// Each rule has a chart that triggers it and a near-identical one that does not.
@Suite struct RuleTests {
    /// A chart with nothing to find: ten days of steps, titled, summarised, with a unit.
    static func good() -> Chart {
        let first = ISODate.seconds(from: "2026-01-01")!
        return Chart(
            title: "Steps", summary: "A steady rise.", kind: .line, xAxis: .date("Date"),
            yAxis: .numeric("Steps", range: 0...100, unit: "steps"),
            series: [
                Series(
                    name: "Walk", x: (0..<10).map { first + Double($0) * 86_400 },
                    y: [12, 20, 28, 35, 44, 52, 61, 70, 79, 88])
            ]
        )
    }

    static func categorical(_ categories: [String]?, points: [String], kind: ChartKind = .bar) -> Chart {
        var axis = Axis.categorical("Fruit", categories: categories)
        axis.title = "Fruit"
        return Chart(
            title: "Fruit", xAxis: axis, yAxis: .numeric("Sold", range: 0...100, unit: "kilograms"),
            series: [
                Series(
                    name: "Sales",
                    points: points.enumerated().map { DataPoint(category: $0.element, y: Double(20 + 30 * $0.offset)) })
            ])
    }

    /// A histogram of commute times with bins of `widths` minutes from zero, counting 5, 9, 4 and so on.
    static func histogram(widths: [Double]) -> Chart {
        var start = 0.0
        let points = widths.enumerated().map { index, width in
            defer { start += width }
            return DataPoint(xStart: start, xEnd: start + width, y: Double([5, 9, 4, 2][index % 4]))
        }
        return Chart(
            title: "Commutes", summary: "Most take 10 to 20 minutes.", kind: .histogram,
            xAxis: .numeric("Commute", unit: "minutes"),
            yAxis: .numeric("People", range: 0...10, unit: "people"), series: [Series(name: "Staff", points: points)])
    }

    /// For each rule: a change that triggers it, and a near-identical change that does not.
    static let cases: [(rule: AuditRule.ID, triggering: @Sendable () -> Chart, passing: @Sendable () -> Chart)] = [
        (
            .titleMissing,
            {
                var c = good()
                c.title = " "
                return c
            },
            {
                var c = good()
                c.title = "S"
                return c
            }
        ),
        (
            .titleMeaningless,
            {
                var c = good()
                c.yAxis!.title = "Y"
                return c
            },
            {
                var c = good()
                c.yAxis!.title = "Yield"
                return c
            }
        ),
        (
            .summaryMissing,
            {
                var c = good()
                c.summary = nil
                c.series.append(Series(name: "Run", x: c.series[0].x.numbers, y: c.series[0].y))
                return c
            },
            {
                var c = good()
                c.series.append(Series(name: "Run", x: c.series[0].x.numbers, y: c.series[0].y))
                return c
            }
        ),
        (
            .seriesUnnamed,
            {
                var c = good()
                c.series.append(Series(name: "", x: c.series[0].x.numbers, y: c.series[0].y))
                return c
            },
            {
                var c = good()
                c.series.append(Series(name: "Run", x: c.series[0].x.numbers, y: c.series[0].y))
                return c
            }
        ),
        (
            .seriesDuplicateName,
            {
                var c = good()
                c.series.append(Series(name: "Walk", x: c.series[0].x.numbers, y: c.series[0].y))
                return c
            },
            {
                var c = good()
                c.series.append(Series(name: "Walk 2", x: c.series[0].x.numbers, y: c.series[0].y))
                return c
            }
        ),
        (
            .categoriesDuplicate, { categorical(["Apples", "Pears", "Apples"], points: ["Apples", "Pears"]) },
            { categorical(["Apples", "Pears"], points: ["Apples", "Pears"]) }
        ),
        (
            .categoryUndeclared, { categorical(["Apples"], points: ["Apples", "Pears"]) },
            { categorical(["Apples", "Pears"], points: ["Apples", "Pears"]) }
        ),
        (
            .valueOutsideRange,
            {
                var c = good()
                c.series[0][3] = DataPoint(x: c.series[0].x[3], y: 120)
                return c
            },
            {
                var c = good()
                c.series[0][3] = DataPoint(x: c.series[0].x[3], y: 100)
                return c
            }
        ),
        (
            .rangeCollapsed,
            {
                var c = good()
                c.yAxis!.range = 50...50
                return c
            },
            {
                var c = good()
                c.yAxis!.range = 10...90
                return c
            }
        ),
        (
            .logScaleNonpositive,
            {
                var c = good()
                c.yAxis = .numeric("Steps", range: 1...100, scale: .log10, unit: "steps")
                c.series[0][0] = DataPoint(x: c.series[0].x[0], y: 0)
                return c
            },
            {
                var c = good()
                c.yAxis = .numeric("Steps", range: 1...100, scale: .log10, unit: "steps")
                c.series[0][0] = DataPoint(x: c.series[0].x[0], y: 1)
                return c
            }
        ),
        (
            .valueNotFinite,
            {
                var c = good()
                c.series[0][2] = DataPoint(x: c.series[0].x[2], y: .nan)
                return c
            },
            {
                var c = good()
                c.series[0][2] = DataPoint(x: c.series[0].x[2], y: nil)
                return c
            }
        ),
        (
            .zeroAsGap,
            {
                var c = good()
                c.series[0][5] = DataPoint(x: c.series[0].x[5], y: 0)
                return c
            },
            {
                var c = good()
                c.series[0][5] = DataPoint(x: c.series[0].x[5], y: 0, label: "Rest day")
                return c
            }
        ),
        (
            .continuousXOrder,
            {
                var c = good()
                let x = c.series[0].x.numbers
                c.series[0] = Series(name: "Walk", x: [x[1], x[0]] + x.dropFirst(2), y: c.series[0].y)
                return c
            },
            { good() }
        ),
        (
            .additionalValuesMismatch,
            {
                var c = good()
                c.additionalAxes = [.numeric("Pulse")]
                for i in 0..<10 {
                    c.series[0][i] = DataPoint(
                        x: c.series[0].x[i], y: c.series[0].y[i], additional: [i == 4 ? .category("fast") : .number(70)]
                    )
                }
                return c
            },
            {
                var c = good()
                c.additionalAxes = [.numeric("Pulse")]
                for i in 0..<10 {
                    c.series[0][i] = DataPoint(x: c.series[0].x[i], y: c.series[0].y[i], additional: [.number(70)])
                }
                return c
            }
        ),
        (
            .valueDescriptionEmpty,
            {
                var c = good()
                c.yAxis!.valueDescriptions = [12: ""]
                return c
            },
            {
                var c = good()
                c.yAxis!.valueDescriptions = [12: "12 steps"]
                return c
            }
        ),
        (
            .valueDescriptionRaw,
            {
                var c = good()
                c.yAxis!.valueDescriptions = [12: "12.000000"]
                return c
            },
            {
                var c = good()
                c.yAxis!.valueDescriptions = [12: "12"]
                return c
            }
        ),
        (
            .valueDescriptionDuplicate,
            {
                var c = good()
                c.yAxis!.valueDescriptions = [12: "few", 88: "few"]
                return c
            },
            {
                var c = good()
                c.yAxis!.valueDescriptions = [12: "few", 88: "many"]
                return c
            }
        ),
        (
            .unitMissing,
            {
                var c = good()
                c.yAxis!.unit = nil
                return c
            },
            {
                var c = good()
                c.yAxis!.unit = "steps"
                return c
            }
        ),
        (
            .tooManyPoints,
            {
                var c = good()
                c.series[0] = Series(
                    name: "Walk", x: (0..<101).map { Double($0) * 86_400 }, y: (0..<101).map { Double($0 % 80 + 10) })
                return c
            },
            {
                var c = good()
                c.series[0] = Series(
                    name: "Walk", x: (0..<100).map { Double($0) * 86_400 }, y: (0..<100).map { Double($0 % 80 + 10) })
                return c
            }
        ),
        (
            .dateGapsHidden,
            {
                var c = good()
                var x = c.series[0].x.numbers
                x[9] += 3 * 86_400
                c.series[0] = Series(name: "Walk", x: x, y: c.series[0].y)
                return c
            }, { good() }
        ),
        (
            .pieNotWhole,
            {
                var c = categorical(nil, points: ["A", "B"], kind: .pie)
                c.kind = .pie
                c.series[0][0] = DataPoint(category: "A", y: -5)
                return c
            },
            {
                var c = categorical(nil, points: ["A", "B"], kind: .pie)
                c.kind = .pie
                return c
            }
        ),
        (
            .radarAxesDiffer,
            {
                var c = categorical(nil, points: ["A", "B", "C"])
                c.kind = .radar
                c.summary = "Two shapes."
                c.series.append(
                    Series(name: "Other", points: [DataPoint(category: "A", y: 5), DataPoint(category: "D", y: 9)]))
                return c
            },
            {
                var c = categorical(nil, points: ["A", "B", "C"])
                c.kind = .radar
                c.summary = "Two shapes."
                c.series.append(Series(name: "Other", points: ["A", "B", "C"].map { DataPoint(category: $0, y: 9) }))
                return c
            }
        ),
        (
            .stackingUnstackable,
            {
                var c = good()
                c.stacking = .standard
                return c
            },
            {
                var c = good()
                c.kind = .area
                c.stacking = .standard
                return c
            }
        ),
        (
            .stackNegative,
            {
                var c = categorical(nil, points: ["A", "B"])
                c.summary = "Shares."
                c.stacking = .normalized
                c.series.append(
                    Series(name: "Returns", points: [DataPoint(category: "A", y: 5), DataPoint(category: "B", y: -3)]))
                return c
            },
            {
                var c = categorical(nil, points: ["A", "B"])
                c.summary = "Shares."
                c.stacking = .normalized
                c.series.append(
                    Series(name: "Returns", points: [DataPoint(category: "A", y: 5), DataPoint(category: "B", y: 3)]))
                return c
            }
        ),
        (
            .stackMixedUnits,
            {
                var c = categorical(nil, points: ["A", "B"])
                c.summary = "Totals."
                c.stacking = .standard
                c.series[0].name = "Sales (kilograms)"
                c.series.append(
                    Series(
                        name: "Orders (count)",
                        points: [DataPoint(category: "A", y: 5), DataPoint(category: "B", y: 3)]))
                return c
            },
            {
                var c = categorical(nil, points: ["A", "B"])
                c.summary = "Totals."
                c.stacking = .standard
                c.series[0].name = "Apples (kilograms)"
                c.series.append(
                    Series(
                        name: "Pears (Kilograms)",
                        points: [DataPoint(category: "A", y: 5), DataPoint(category: "B", y: 3)]))
                return c
            }
        ),
        (
            .histogramBins,
            {
                var c = histogram(widths: [10, 10, 10])
                c.series[0][1] = DataPoint(x: 15, y: 9)
                return c
            },
            { histogram(widths: [10, 10, 10]) }
        ),
        (
            .histogramUnevenBins,
            { histogram(widths: [10, 10, 30]) },
            {
                var c = histogram(widths: [10, 10, 30])
                c.summary = "Most take 10 to 20 minutes; the bins are uneven, the last 30 minutes wide."
                return c
            }
        ),
        (
            .boxNumbers,
            {
                var c = good()
                c.kind = .box
                c.series = [
                    Series(
                        name: "Walk",
                        points: [
                            DataPoint(
                                category: "A",
                                box: BoxSummary(
                                    minimum: 5, lowerQuartile: 30, median: 20, upperQuartile: 40, maximum: 50))
                        ])
                ]
                c.xAxis = .categorical("Group")
                return c
            },
            {
                var c = good()
                c.kind = .box
                c.series = [
                    Series(
                        name: "Walk",
                        points: [
                            DataPoint(
                                category: "A",
                                box: BoxSummary(
                                    minimum: 5, lowerQuartile: 20, median: 30, upperQuartile: 40, maximum: 50))
                        ])
                ]
                c.xAxis = .categorical("Group")
                return c
            }
        ),
        (
            .audioSilent,
            {
                var c = good()
                c.series[0] = Series(name: "Walk", x: c.series[0].x.numbers, y: Array(repeating: nil, count: 10))
                return c
            }, { good() }
        ),
        (
            .audioNarrow,
            {
                var c = good()
                c.yAxis!.range = 0...100_000
                return c
            }, { good() }
        ),
    ]

    @Test func overlappingBinsAreEachReportedWhereTheyStart() {
        // Bins 0–10, 5–15 and 15–25 (given out of order): only the second overlaps the first.
        var chart = Self.histogram(widths: [10, 10, 10])
        chart.series[0] = Series(
            name: "Staff",
            points: [
                DataPoint(xStart: 15, xEnd: 25, y: 2), DataPoint(xStart: 0, xEnd: 10, y: 5),
                DataPoint(xStart: 5, xEnd: 15, y: 9),
            ])
        let found = ChartAuditor().audit(chart).filter { $0.ruleID == .histogramBins }
        #expect(found.map(\.path) == ["series[0].points[2].xStart"])
        #expect(found.first?.message == "overlaps the bin of points[1], so its values are counted twice")
    }

    @Test func theGoodChartHasNothingToFind() {
        #expect(ChartAuditor().audit(Self.good()).isEmpty)
    }

    @Test(arguments: cases.indices)
    func eachRuleTriggersAndItsNeighbourDoesNot(index: Int) {
        let (rule, triggering, passing) = Self.cases[index]
        let found = ChartAuditor().audit(triggering())
        #expect(found.contains { $0.ruleID == rule }, "\(rule) was not found: \(found.map(\.description))")
        #expect(!ChartAuditor().audit(passing()).contains { $0.ruleID == rule }, "\(rule) found on the passing chart")
    }

    @Test func everyRuleIsTested() {
        let guarded: [AuditRule.ID] = [.audioClips, .summaryExtrema, .navigatorUnreachable]
        #expect(Set(Self.cases.map(\.rule) + guarded) == Set(AuditRule.all.map(\.id)))
        // Every id has exactly one rule, which `AuditRule.named` relies on; the rules over Swift
        // Charts code are tested in ChartMarksTests.
        #expect((AuditRule.all + AuditRule.marks).map(\.id).sorted() == AuditRule.ID.allCases.sorted())
    }

    /// The three rules no real chart triggers today guard the engines; their reporting is
    /// tested directly.
    @Test func guardRulesReportWhatTheyAreGiven() {
        var context = AuditContext(chart: Self.good())
        context.reportPeak(0.99)
        context.reportPeak(0.5)
        context.reportReach(series: 0, reached: 9)
        context.reportReach(series: 0, reached: 10)
        #expect(context.findings.map(\.ruleID) == [.audioClips, .navigatorUnreachable])
        #expect(context.findings[1].message == "stepping through the series reaches 9 of its 10 points")
        #expect(
            AuditContext.missingExtremum(
                in: "from 1 to 9 steps", maximum: "12 steps", minimum: "1 step", range: "1 to 12 steps")
                == AuditContext.MissingExtremum(isLargest: true, value: "12 steps"))
        #expect(
            AuditContext.missingExtremum(
                in: "peaks at 12 steps", maximum: "12 steps", minimum: "1 step", range: "1 to 12 steps")
                == AuditContext.MissingExtremum(isLargest: false, value: "1 step"))
        #expect(
            AuditContext.missingExtremum(
                in: "from 1 to 12 steps", maximum: "12 steps", minimum: "1 step", range: "1 to 12 steps") == nil)
    }

    @Test func aMovingAverageIsNotAskedForItsExtremes() throws {
        // The average's lowest, 2.5, is never said: it is told by its ends against its source.
        let x = (0..<8).map(Double.init)
        let values = [4.0, 1, 6, 2, 8, 3, 9, 5]
        let average = values.indices.map { values[max(0, $0 - 1)...$0].reduce(0, +) / Double(min($0 + 1, 2)) }
        var smooth = Series(name: "Average", x: x, y: average)
        smooth.derivedFrom = "Visits"
        let chart = Chart(
            title: "Visits", kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Visits", unit: "visits"),
            series: [Series(name: "Visits", x: x, y: values), smooth])
        let findings = ChartAuditor().audit(chart).filter { $0.ruleID == .summaryExtrema }
        #expect(findings.isEmpty, "\(findings.map(\.description))")
        let summary = try ChartDescriber(chart: chart).describe(.summary).summary.map(\.text).joined(separator: " ")
        #expect(!summary.contains("2.5"), "the average's lowest is not in the summary: the rule skipped it")
    }

    @Test func findingsNameThePlaceInTheFile() {
        var chart = Self.good()
        chart.series[0][3] = DataPoint(x: chart.series[0].x[3], y: 120)
        let finding = ChartAuditor().audit(chart).first { $0.ruleID == .valueOutsideRange }
        #expect(
            finding?.description
                == "error value-outside-range series[0].y[3]: 1 value lies outside the y range 0 to 100, the first 120; pitch and position would not tell the truth (fix: widen yAxis.range to include every value)"
        )
        chart.series[0].prefersColumnForm = false
        #expect(ChartAuditor().audit(chart).first { $0.ruleID == .valueOutsideRange }?.path == "series[0].points[3].y")
    }

    @Test func rulesCanBeDisabledReweightedAndBaselined() {
        var chart = Self.good()
        chart.title = nil
        chart.yAxis!.unit = nil
        #expect(ChartAuditor().audit(chart).map(\.ruleID) == [.titleMissing, .unitMissing])
        #expect(
            ChartAuditor(configuration: AuditConfiguration(disabledRules: [.titleMissing])).audit(chart).map(\.ruleID)
                == [.unitMissing])
        #expect(
            ChartAuditor(configuration: AuditConfiguration(severities: [.unitMissing: .error])).audit(chart).map(
                \.severity) == [.error, .error])
        let baseline = AuditConfiguration.baseline(
            fromText: "# known\nerror title-missing title: the chart has no title (fix: …)\nunit-missing yAxis.unit\n\n"
        )
        #expect(baseline == ["title-missing title", "unit-missing yAxis.unit"])
        #expect(ChartAuditor(configuration: AuditConfiguration(baseline: baseline)).audit(chart).isEmpty)
    }

    @Test func meaninglessTitles() {
        for title in ["", " ", "X", "y", "Value", "Series 1", "Data", "DATA 2", "column 3"] {
            #expect(AuditContext.isMeaningless(title), "\(title)")
        }
        for title in ["Steps", "Series of events", "Year", "Data usage"] {
            #expect(!AuditContext.isMeaningless(title), "\(title)")
        }
        for text in ["42.000000", "5.0", "3.14159"] { #expect(AuditContext.isRawNumber(text)) }
        for text in ["5", "5.2 kg", "3.14", "about 5.0 kg"] { #expect(!AuditContext.isRawNumber(text)) }
    }

    @Test func aRealZeroIsNeverCalledAGap() {
        // The triggering shape: a zero between 44 and 61 where nothing says it is real.
        var bare = Self.good()
        bare.series[0][5] = DataPoint(x: bare.series[0].x[5], y: 0)
        #expect(ChartAuditor().audit(bare).map(\.ruleID) == [.zeroAsGap])
        // The same zero in a series that writes its missing values as null: the author told missing from zero.
        var written = bare
        written.series[0][8] = DataPoint(x: written.series[0].x[8], y: nil)
        #expect(!ChartAuditor().audit(written).contains { $0.ruleID == .zeroAsGap })
        // A histogram's empty bin between full ones counts nothing: a real zero.
        let bins = Chart(
            title: "Waiting times", summary: "Most wait 10 to 40 minutes.", kind: .histogram,
            xAxis: .numeric("Wait", unit: "minutes"), yAxis: .numeric("People", unit: "people"),
            series: [
                Series(
                    name: "",
                    points: zip([0.0, 10, 20, 30, 40], [6.0, 9, 0, 8, 2]).map {
                        DataPoint(xStart: $0, xEnd: $0 + 10, y: $1)
                    })
            ])
        #expect(!ChartAuditor().audit(bins).contains { $0.ruleID == .zeroAsGap })
    }

    /// A daily chart of `y` from 2026-01-01, titled and summarised so that only the zeros can be found.
    static func daily(_ name: String, _ y: [Double?], unit: String) -> Chart {
        let first = ISODate.seconds(from: "2026-01-01")!
        return Chart(
            title: name, summary: "One reading a day.", kind: .line, xAxis: .date("Date"),
            yAxis: .numeric(name, unit: unit),
            series: [Series(name: name, x: y.indices.map { first + Double($0) * 86_400 }, y: y)])
    }

    /// The zeros the rule flagged before it asked whether zeros are real: each between readings of at least 0.3 times
    /// the median positive reading.
    static func isolatedZeros(_ y: [Double]) -> Int {
        let positive = y.filter { $0 > 0 }.sorted()
        let median = positive[positive.count / 2]
        return y.indices.dropFirst().dropLast().filter { y[$0] == 0 && min(y[$0 - 1], y[$0 + 1]) >= 0.3 * median }
            .count
    }

    @Test func commonZerosAndZerosWithinReachAreRealValues() {
        // Rain: dry days are the commonest reading (24 of 60 days), 23 of them between wet ones.
        let rain = (0..<60).map { [0, 0.4, 0, 0.6, 0.5][$0 % 5] }
        #expect(rain.filter { $0 == 0 }.count == 24 && Self.isolatedZeros(rain) == 23)
        let wet = Self.daily("Rain", rain, unit: "in")
        #expect(!ChartAuditor().audit(wet).contains { $0.ruleID == .zeroAsGap })
        // A winter's temperatures: one zero of 12 among values that come down to 0.4 (a tenth of the median 5.2 is
        // 0.52), between 1.8 and 2.5, which the old rule flagged (0.3 times the median is 1.56).
        let temperatures = [5.2, 3.1, 0.4, 1.8, 0, 2.5, 4.0, 6.1, 7.3, 8.0, 9.2, 10.1]
        #expect(Self.isolatedZeros(temperatures) == 1)
        let cold = Self.daily("Temperature", temperatures, unit: "degrees Celsius")
        #expect(!ChartAuditor().audit(cold).contains { $0.ruleID == .zeroAsGap })
        // Counts of events, down to 1: a zero day is a day without one.
        let visits = [4.0, 7, 1, 5, 9, 0, 6, 8, 3, 5, 7, 6]
        #expect(
            !ChartAuditor().audit(Self.daily("Visits", visits, unit: "visits")).contains { $0.ruleID == .zeroAsGap })
        // The near-identical flagged case: a zero in 20 readings from 40 to 58 that never come near zero
        // (steps of 1 to 3, the smallest 40 far above a tenth of the median).
        var steady = (0..<20).map { 40 + Double($0 % 10) * 2 }
        steady[7] = 0
        let flagged = ChartAuditor().audit(Self.daily("Load", steady, unit: "kilograms")).filter {
            $0.ruleID == .zeroAsGap
        }
        #expect(flagged.map(\.path) == ["series[0].y[7]"])
    }

    @Test func theMissingTitleSaysWhatIsMissingAndHowToAddIt() {
        var chart = Self.good()
        chart.title = nil
        for (locale, words) in [
            ("en", ["no title", "\"title\"", "--title"]), ("de", ["keinen eigenen Titel", "„title“", "--title"]),
            ("fr", ["pas de titre", "«\u{a0}title\u{a0}»", "--title"]),
            ("es", ["no tiene título", "«title»", "--title"]),
        ] {
            chart.locale = locale
            let finding = ChartAuditor().audit(chart).first { $0.ruleID == .titleMissing }
            let text = (finding?.message ?? "") + " " + (finding?.fix ?? "")
            #expect(words.allSatisfy(text.contains), "\(locale): \(text)")
        }
    }
}

extension XColumn {
    /// The numbers of a numeric column.
    var numbers: [Double] {
        if case .numbers(let values) = self { return values }
        return []
    }
}
