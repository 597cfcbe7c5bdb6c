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
        ] + ChartInput.options
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let input = arguments.arguments[0]
        let output = arguments.value(.output) ?? "-"
        try Outputs.checkDistinct(inputs: [input], outputs: [output])
        var chart = try ChartInput.read(input, arguments, console: console)
        if let form = arguments.value(.form) {
            for index in chart.series.indices { chart.series[index].prefersColumnForm = form == "columns" }
        }
        let text = ChartJSON.encode(chart)
        try checkReadable(size: text.utf8.count, of: chart)
        try Outputs.write(text, to: output, console: console)
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
