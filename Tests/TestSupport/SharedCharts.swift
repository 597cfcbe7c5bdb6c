import ChartModel

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
}
