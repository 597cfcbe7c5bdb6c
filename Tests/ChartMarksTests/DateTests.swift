import ChartDescription
import ChartMarks
import Foundation
import Testing

/// Dates binned by `unit:` as Swift Charts bins them: each mark stands for its whole day, week,
/// month, quarter or year, and is spoken to that unit.
@Suite struct DateTests {
    /// A workout: when, and for how long.
    struct Workout {
        let date: Date
        let minutes: Double
    }

    /// Workouts of 2025 and 2026, two of them in the week of January 5, 2026.
    static let workouts = [
        Workout(
            date: Calendar.current.date(from: DateComponents(year: 2025, month: 6, day: 14, hour: 18))!, minutes: 40),
        Workout(date: calendarDate(1, 7, hour: 7), minutes: 30),
        Workout(date: calendarDate(1, 8, hour: 19), minutes: 45),
        Workout(date: calendarDate(2, 20, hour: 12), minutes: 60),
        Workout(date: calendarDate(5, 20, hour: 12), minutes: 25),
        Workout(date: calendarDate(8, 3, hour: 6), minutes: 50),
    ]

    /// The bar chart of the workouts binned by `unit`.
    static func chart(by unit: Calendar.Component) -> Chart {
        Chart(workouts, id: \.date) {
            BarMark(x: .value("Date", $0.date, unit: unit), y: .value("Minutes", $0.minutes))
        }
    }

    @Test func byDayEachDateIsItsMidnightSpokenAsADay() {
        let made = model(of: Self.chart(by: .day))
        #expect(made.xAxis.type == .date && made.xAxis.format.dateStyle == .day)
        #expect(
            made.series[0].x
                == .numbers([
                    seconds(6, 14, year: 2025), seconds(1, 7), seconds(1, 8), seconds(2, 20), seconds(5, 20),
                    seconds(8, 3),
                ]))
    }

    @Test func byWeekTheWeeksWorkoutsAddUp() {
        // January 7, 2026 is a Wednesday: its week starts on Sunday the 4th or Monday the 5th.
        let weekStart = Calendar.current.firstWeekday == 1 ? 4 : 5
        let made = model(of: Self.chart(by: .weekOfYear))
        #expect(made.xAxis.format.dateStyle == .day)
        #expect(made.series[0].points[1] == DataPoint(x: seconds(1, weekStart), y: 75))
        #expect(made.series[0].count == 5)
    }

    @Test func byMonthEachDateIsTheFirstOfItsMonthSpokenAsAMonth() throws {
        let made = model(of: Self.chart(by: .month))
        #expect(made.xAxis.format.dateStyle == .month)
        #expect(
            made.series[0].x
                == .numbers([seconds(6, 1, year: 2025), seconds(1, 1), seconds(2, 1), seconds(5, 1), seconds(8, 1)]))
        #expect(made.series[0].y == [40, 75, 60, 25, 50])
        let points = try ChartDescriber(chart: made).describe(.points).text
        #expect(points.contains("June 2025, Minutes 40") && points.contains("January 2026, Minutes 75"))
    }

    @Test func byQuarterEachDateIsTheFirstOfItsQuarter() {
        let made = model(of: Self.chart(by: .quarter))
        #expect(made.xAxis.format.dateStyle == .month)
        #expect(made.series[0].x == .numbers([seconds(4, 1, year: 2025), seconds(1, 1), seconds(4, 1), seconds(7, 1)]))
        #expect(made.series[0].y == [40, 135, 25, 50])
    }

    @Test func byYearEachDateIsTheFirstOfItsYearSpokenAsAYear() {
        let made = model(of: Self.chart(by: .year))
        #expect(made.xAxis.format.dateStyle == .year)
        #expect(
            made.series[0].points == [
                DataPoint(x: seconds(1, 1, year: 2025), y: 40), DataPoint(x: seconds(1, 1), y: 210),
            ])
    }

    @Test func unbinnedDatesKeepTheirTimeAndAreWordedFromTheirSpacing() {
        let made = model(
            of: Chart(Self.workouts, id: \.date) {
                PointMark(x: .value("Date", $0.date), y: .value("Minutes", $0.minutes))
            })
        #expect(made.xAxis.format.dateStyle == .auto)
        #expect(made.series[0].x.count == 6 && made.series[0][1].x == .number(seconds(1, 7) + 7 * 3_600))
    }
}
