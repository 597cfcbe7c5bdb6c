import AudioGraph

/// `audiograph describe`: what a screen reader says about a chart.
enum DescribeCommand {
    static let spec = CommandSpec(
        name: "describe",
        abstract: "Describe a chart in words, as a screen reader would speak it.",
        discussion:
            "Levels: 'overview' is VoiceOver's Describe Chart (title, kind, axes, references); 'summary' adds what the data does (trend, extrema, outliers, gaps, comparisons) and the author's summary; 'details' adds the statistics of each series and axis; 'points' is one announcement per point, as the navigator says it; 'full' is everything.",
        arguments: [ChartInput.filesArgument],
        options: [
            .value(
                .level, name: "LEVEL", help: "How much to say (default: summary).",
                allowed: DescriptionLevel.allCases.map(\.rawValue)),
            .value(
                .format, name: "FORMAT", help: "How to write it (default: text).",
                allowed: DescriptionFormat.allCases.map(\.rawValue)),
            .value(.series, name: "NAME", help: "Describe only the series named NAME."),
            .flag(.sparkline, help: "Add a braille sparkline per series (text, markdown and json)."),
            .value(
                .output, short: "-o", name: "OUT",
                help:
                    "Where to write the description (default: standard output); with several charts, a folder for one file each, named after the chart (NAME.txt, .ssml, .json or .md)."
            ),
            Batch.jobsOption,
            Batch.shardOption,
            Batch.shardCountOption,
        ] + ChartInput.rangeOptions + ChartInput.options
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let level = arguments.value(.level).flatMap(DescriptionLevel.init(rawValue:)) ?? .summary
        let format = arguments.value(.format).flatMap(DescriptionFormat.init(rawValue:)) ?? .text
        let options = DescriptionOptions(
            seriesName: arguments.value(.series), includesSparklines: arguments.flag(.sparkline))
        let jobs = try Batch.jobs(arguments)
        @Sendable func describer(_ input: String) throws(CommandFailure) -> ChartDescriber {
            var chart = try ChartInput.read(input, arguments, console: console)
            if let range = try ChartInput.range(of: chart, arguments, input: input) {
                chart = chart.restricted(toX: range)
            }
            do {
                return try ChartDescriber(chart: chart, options: options)
            } catch {
                throw CommandFailure(.usage, "'\(ChartInput.displayName(input))': \(error.description)")
            }
        }
        let inputs = try Batch.inputs(arguments, console: console)
        let output = arguments.value(.output)
        guard
            Batch.isBatch(arguments: arguments.arguments, inputs: inputs, output: output)
                || arguments.value(.shard) != nil
        else {
            try Outputs.checkDistinct(inputs: inputs, outputs: output.map { [$0] } ?? [])
            let describer = try describer(inputs[0])
            try Outputs.write(to: output ?? "-", console: console) { (sink) throws(CommandFailure) in
                try describer.write(level, as: format, to: sink)
            }
            return
        }
        // '-o -' prints every description on standard output, as no '-o' does.
        let folder = output == "-" ? nil : output
        let outputs = try folder.map { folder throws(CommandFailure) in
            try Batch.outputs(for: inputs, in: folder, fileExtension: format.fileExtension)
        }
        try Outputs.checkDistinct(inputs: inputs, outputs: outputs ?? [])
        if let folder { try Batch.createFolder(folder) }
        // Every description is put in place at the end, together.
        let batch = OutputTransaction()
        let failures = try Batch.run(inputs.count, jobs: jobs, doing: "Describing", console: console) {
            index throws(CommandFailure) in
            let describer = try describer(inputs[index])
            guard let outputs else {
                // On standard output, each description is headed by its file's name.
                var text = (index == 0 ? "" : "\n") + "==> \(ChartInput.displayName(inputs[index]).oneLine) <==\n"
                try describer.write(level, as: format) { (piece) throws(CommandFailure) in text += piece }
                return text
            }
            try Outputs.write(to: outputs[index], console: console, transaction: batch) {
                (sink) throws(CommandFailure) in
                try describer.write(level, as: format, to: sink)
            }
            return ""
        }
        try Outputs.commit(batch)
        try Batch.check(failures, of: inputs.count, done: "described")
    }
}
