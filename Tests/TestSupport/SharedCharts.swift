import ChartModel
import Foundation

/// Charts more than one layer's tests read, each with its truth known by construction.
public enum SharedCharts {
    /// A stack to 100 percent over two years with unequal totals: 1 and 9 students in 2024, 30 and 10 in 2025.
    ///
    /// A's shares are 10 and 75 percent (a mean of 42.5), but its true overall share is 31 of 50, 62 percent.
    public static let shareStack = Chart(
        kind: .bar, xAxis: .categorical("Year", categories: ["2024", "2025"]),
        yAxis: .numeric("Students", unit: "students"),
        series: [
            Series(name: "A", points: [DataPoint(x: .category("2024"), y: 1), DataPoint(x: .category("2025"), y: 30)]),
            Series(name: "B", points: [DataPoint(x: .category("2024"), y: 9), DataPoint(x: .category("2025"), y: 10)]),
        ], stacking: .normalized)

    /// R's beaver2: a beaver's body temperature every 10 minutes from 9:30 AM.
    ///
    /// Near 37.2 °C until 2 PM and a degree higher by 4: its hourly means by hand are 37.118 at 10 AM, 37.168 at 2 PM
    /// and 38.118 at 4 PM; 3:50 PM (index 38, 37.98) is the first reading past halfway from 2 PM's mean to 4 PM's.
    public static let beaver: Chart = {
        let temperature: [Double?] = [
            36.58, 36.73, 36.93, 37.15, 37.23, 37.24, 37.24, 36.9, 36.95, 36.89, 36.95, 37.0, 36.9, 36.99,
            36.99, 37.01, 37.04, 37.04, 37.14, 37.07, 36.98, 37.01, 36.97, 36.97, 37.12, 37.13, 37.14, 37.15,
            37.17, 37.12, 37.12, 37.17, 37.28, 37.28, 37.44, 37.51, 37.64, 37.51, 37.98, 38.02, 38.0, 38.24,
            38.1, 38.24, 38.11, 38.02, 38.11, 38.01, 37.91, 37.96, 38.03, 38.17, 38.19, 38.18, 38.15, 38.04,
            37.96, 37.84, 37.83, 37.84, 37.74, 37.76, 37.76, 37.64, 37.63, 38.06, 38.19, 38.35, 38.25, 37.86,
            37.95, 37.95, 37.76, 37.6, 37.89, 37.86, 37.71, 37.78, 37.82, 37.76, 37.81, 37.84, 38.01, 38.1,
            38.15, 37.92, 37.64, 37.7, 37.46, 37.41, 37.46, 37.56, 37.55, 37.75, 37.76, 37.73, 37.77, 38.01,
            38.04, 38.07,
        ]
        let start = Double(ISODate.daysSince1970(year: 1990, month: 1, day: 1)) * 86_400 + 9.5 * 3600
        return Chart(
            kind: .line, xAxis: .date("Time"), yAxis: .numeric("Body temperature", unit: "°C"),
            series: [Series(name: "Beaver", x: temperature.indices.map { start + 600 * Double($0) }, y: temperature)])
    }()
}
