import ChartDescription
import ChartMarks
import Foundation

// Data shaped as apps hold it, and the few helpers the tests share. The tests link the marks,
// the model, the describer and the audit only: no C library.

/// The model a marks chart becomes, as an app's tests get it: through `ChartModel.Chart(_:)`.
func model(of chart: Chart) -> ChartModel.Chart { ChartModel.Chart(chart) }

/// What VoiceOver's Describe Chart and the data summary say of a marks chart.
func summary(of chart: Chart) throws -> String {
    try ChartDescriber(chart: model(of: chart)).describe(.summary).text
}

/// Midnight on a day of 2026 in the current calendar, as an app makes its dates.
func calendarDate(_ month: Int, _ day: Int, hour: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour))!
}

/// The same day as the model holds it: seconds since 1970 at its wall time, counted in UTC.
func seconds(_ month: Int, _ day: Int, year: Int = 2026) -> Double {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    return utc.date(from: DateComponents(year: year, month: month, day: day))!.timeIntervalSince1970
}

/// A shop's revenue in one month.
struct MonthlyRevenue: Identifiable {
    var id: String { month }
    let month: String
    let revenue: Double

    /// The month's full name, as spoken.
    var spokenMonth: Text {
        Text(
            ["Jan": "January", "Feb": "February", "Mar": "March", "Apr": "April", "May": "May", "Jun": "June"][month]!)
    }
    /// The revenue with its unit, as spoken.
    var spokenRevenue: Text { Text("\(Int(revenue).formatted()) dollars") }
    /// Whether the month is January or February.
    var isBeforeMarch: Bool { ["Jan", "Feb"].contains(month) }

    static let firstHalf = [
        MonthlyRevenue(month: "Jan", revenue: 12_400), MonthlyRevenue(month: "Feb", revenue: 13_900),
        MonthlyRevenue(month: "Mar", revenue: 11_200), MonthlyRevenue(month: "Apr", revenue: 15_800),
        MonthlyRevenue(month: "May", revenue: 17_100), MonthlyRevenue(month: "Jun", revenue: 16_400),
    ]
}

/// Steps walked on one day.
struct DailySteps: Identifiable {
    let id = UUID()
    let date: Date
    let steps: Int

    /// Ten days of January 2026.
    static let january = [8_432, 6_210, 10_950, 12_004, 7_315, 4_980, 9_870, 11_240, 10_120, 13_050].enumerated().map {
        DailySteps(date: calendarDate(1, $0.offset + 1), steps: $0.element)
    }
}

/// Revenue of one region in one quarter.
struct RegionalRevenue {
    let quarter: String
    let region: String
    let revenue: Double

    static let year = [
        ("Q1", "Europe", 120.0), ("Q1", "Americas", 200.0), ("Q1", "Asia", 80.0),
        ("Q2", "Europe", 140.0), ("Q2", "Americas", 210.0), ("Q2", "Asia", 95.0),
        ("Q3", "Europe", 130.0), ("Q3", "Americas", 190.0), ("Q3", "Asia", 120.0),
        ("Q4", "Europe", 160.0), ("Q4", "Americas", 230.0), ("Q4", "Asia", 150.0),
    ].map { RegionalRevenue(quarter: $0.0, region: $0.1, revenue: $0.2) }
}

/// One day's temperatures in degrees Celsius.
struct DayTemperature {
    let day: Int
    let low: Double
    let high: Double
    var mean: Double { (low + high) / 2 }

    static let week = [(1, 3.0, 9.0), (2, 4.0, 11.0), (3, 2.0, 8.0), (4, 5.0, 13.0), (5, 6.0, 14.0)].map {
        DayTemperature(day: $0.0, low: $0.1, high: $0.2)
    }
}

/// A penguin measured in the field.
struct Penguin: Identifiable {
    let id: Int
    let species: String
    let flipper: Double
    let mass: Double

    static let sample = [
        Penguin(id: 1, species: "Adelie", flipper: 181, mass: 3_750),
        Penguin(id: 2, species: "Adelie", flipper: 186, mass: 3_800),
        Penguin(id: 3, species: "Adelie", flipper: 195, mass: 3_250),
        Penguin(id: 4, species: "Gentoo", flipper: 211, mass: 4_500),
        Penguin(id: 5, species: "Gentoo", flipper: 230, mass: 5_700),
        Penguin(id: 6, species: "Gentoo", flipper: 217, mass: 4_875),
    ]
}

/// A stock's closing price on one day.
struct StockPrice {
    let symbol: String
    let date: Date
    let price: Double

    static let week = [101.0, 103.5, 102.0, 106.2, 108.0].enumerated().flatMap { index, price in
        [
            StockPrice(symbol: "AAPL", date: calendarDate(3, index + 2), price: price),
            StockPrice(symbol: "MSFT", date: calendarDate(3, index + 2), price: price * 3 - 10),
        ]
    }
}

/// Charts of the kinds that both their model and their words are checked for.
enum Charts {
    /// Commute times of 117 employees in bins of 10 minutes.
    static let commuteCounts = [8, 30, 40, 25, 14]

    /// A histogram of bars from `xStart` to `xEnd`.
    static let commutes = Chart {
        ForEach(commuteCounts.indices, id: \.self) { bin in
            BarMark(
                xStart: .value("Commute", bin * 10), xEnd: .value("Commute", bin * 10 + 10),
                y: .value("Employees", commuteCounts[bin]))
        }
    }
    .accessibilityLabel("Commutes")

    /// A heatmap of rectangles coloured by a number.
    static let visits = Chart(
        [("Mon", "Morning", 12), ("Mon", "Noon", 30), ("Sun", "Morning", 2), ("Sun", "Noon", 15)], id: \.2
    ) {
        RectangleMark(x: .value("Time of day", $0.1), y: .value("Day", $0.0))
            .foregroundStyle(by: .value("Visits", $0.2))
    }
    .accessibilityLabel("Site visits")

    /// A donut of sectors.
    static let electricity = Chart(
        [("Coal", 430.0), ("Gas", 350.0), ("Wind", 350.0), ("Solar", 177.0)], id: \.0
    ) {
        SectorMark(angle: .value("Generation", $0.1), innerRadius: .ratio(0.6), angularInset: 1.5)
            .foregroundStyle(by: .value("Source", $0.0))
    }
    .accessibilityLabel("Electricity by source")
}
