import AudioGraph

/// `audiograph convert`: reads a chart (JSON or CSV) and writes it in the chart file format.
enum ConvertCommand {
    static let spec = CommandSpec(
        name: "convert",
        abstract: "Write a chart, or a CSV file, in the chart file format (chart-json.md).",
        discussion:
            "Useful to turn CSV into a chart file, to check that a chart file reads as intended, or to switch series between the row form (points) and the column form (x and y arrays).",
        arguments: [ChartInput.fileArgument],
        options: [
            .value(
                .output, short: "-o", name: "OUT",
                help: "Where to write the chart file (default, or '-': standard output)."),
            .value(
                .form, name: "FORM",
                help:
                    "Write series as 'rows' (points) or 'columns' (x and y arrays; series with labels, bands or additional values stay rows). Default: as read.",
                allowed: ["rows", "columns"]),
        ] + ChartInput.options,
        examples: ["audiograph convert steps.csv --x date --y steps -o steps.json"]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let input = arguments.arguments[0]
        let output = arguments.value(.output) ?? "-"
        try Outputs.checkDistinct(inputs: [input], outputs: [output])
        // A title made from the file name is not the author's: the file written leaves it out, so
        // that the audit still asks for one (and a reader makes it again from the new name).
        var chart = try ChartInput.read(input, arguments, console: console, titlesFromFileName: false)
        if let form = arguments.value(.form) {
            for index in chart.series.indices { chart.series[index].prefersColumnForm = form == "columns" }
        }
        // Refused before the file is built when its points alone would pass the limit.
        try checkReadable(size: leastSize(of: chart), of: chart)
        let text = ChartJSON.encode(chart)
        try checkReadable(size: text.utf8.count, of: chart)
        try Outputs.write(text, to: output, console: console)
    }

    /// The fewest bytes `chart`'s points take in the chart file format, counted without building
    /// it: each value's digits, or its least as a date (`"2026-01-01"`), and the punctuation
    /// around it (`{ "x": 1, "y": 2 },` and its indent for a row, `, ` in a column).
    static func leastSize(of chart: Chart) -> Int {
        var total = 0
        for series in chart.series {
            total += series.count * (series.prefersColumnForm ? 4 : 26)
            // Without the digits the points already pass the limit: no need to count them.
            if total > ChartLimits.fileBytes { return total }
            switch series.x {
            case .numbers(let values):
                if chart.xAxis.type == .date {
                    total += values.count * 12
                } else {
                    for value in values { total += PlainNumber.text(value).utf8.count }
                }
            case .categories(let names):
                for name in names { total += name.utf8.count + 2 }
            }
            for value in series.y { total += value.map { PlainNumber.text($0).utf8.count } ?? 4 }
            if total > ChartLimits.fileBytes { return total }
        }
        return total
    }

    /// Refuses a chart file of `size` bytes that AudioGraph could not read again (over
    /// `ChartLimits.fileBytes`), with exit code 73.
    static func checkReadable(size: Int, of chart: Chart) throws(CommandFailure) {
        guard size > ChartLimits.fileBytes else { return }
        let hint =
            chart.series.contains { !$0.prefersColumnForm }
            ? "; write the series as columns ('--form columns'), which takes less room" : ""
        throw CommandFailure(
            .cannotCreate,
            "the chart would take \(size >> 20) MB as written, more than the \(ChartLimits.fileBytes >> 20) MB AudioGraph reads\(hint)"
        )
    }
}
