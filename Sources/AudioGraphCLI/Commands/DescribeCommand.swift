import AudioGraph

/// `audiograph describe`: what a screen reader says about a chart.
enum DescribeCommand {
    static let spec = CommandSpec(
        name: "describe",
        abstract: "Describe a chart in words, as a screen reader would speak it.",
        discussion: "Levels: 'overview' is VoiceOver's Describe Chart (title, kind, axes, references); 'summary' adds what the data does (trend, extrema, outliers, gaps, comparisons) and the author's summary; 'details' adds the statistics of each series and axis; 'points' is one announcement per point, as the navigator says it; 'full' is everything.",
        arguments: [ChartInput.fileArgument],
        options: [
            .value("--level", name: "LEVEL", help: "How much to say (default: summary).", allowed: DescriptionLevel.allCases.map(\.rawValue)),
            .value("--format", name: "FORMAT", help: "How to write it (default: text).", allowed: DescriptionFormat.allCases.map(\.rawValue)),
            .value("--series", name: "NAME", help: "Describe only the series named NAME."),
            .flag("--sparkline", help: "Add a braille sparkline per series (text, markdown and json)."),
            .value("-o", "--output", name: "OUT", help: "Where to write the description (default: standard output)."),
        ] + ChartInput.optionsBesideSeries
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let chart = try ChartInput.read(arguments.arguments[0], arguments, splitBy: "--split-by", console: console)
        let level = arguments.value("--level").flatMap(DescriptionLevel.init(rawValue:)) ?? .summary
        let format = arguments.value("--format").flatMap(DescriptionFormat.init(rawValue:)) ?? .text
        let options = DescriptionOptions(seriesName: arguments.value("--series"), includesSparklines: arguments.flag("--sparkline"))
        let describer: ChartDescriber
        do {
            describer = try ChartDescriber(chart: chart, options: options)
        } catch {
            throw CommandFailure(.usage, error.description)
        }
        let text = describer.describe(level).rendered(as: format, locale: chart.locale)
        if let output = arguments.value("--output") {
            try ChartInput.write(text, to: output)
        } else {
            console.out(text)
        }
    }
}
