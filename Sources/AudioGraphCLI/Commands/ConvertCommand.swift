import AudioGraph

/// `audiograph convert`: reads a chart (JSON or CSV) and writes it in the chart file format.
enum ConvertCommand {
    static let spec = CommandSpec(
        name: "convert",
        abstract: "Write a chart, or a CSV file, in the chart file format (chart-json.md).",
        discussion: "Useful to turn CSV into a chart file, to check that a chart file reads as intended, or to switch series between the row form (points) and the column form (x and y arrays).",
        arguments: [ChartInput.fileArgument],
        options: [
            .value("-o", "--output", name: "OUT", help: "Where to write the chart file (default: standard output)."),
            .value("--form", name: "FORM", help: "Write series as 'rows' (points) or 'columns' (x and y arrays; series with labels, bands or additional values stay rows). Default: as read.", allowed: ["rows", "columns"]),
        ] + ChartInput.options
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        var chart = try ChartInput.read(arguments.arguments[0], arguments, console: console)
        if let form = arguments.value("--form") {
            for index in chart.series.indices { chart.series[index].prefersColumnForm = form == "columns" }
        }
        let text = ChartJSON.encode(chart)
        if let output = arguments.value("--output") {
            try ChartInput.write(text, to: output)
        } else {
            console.out(text)
        }
    }
}
