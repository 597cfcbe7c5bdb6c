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
            level.spec, format.spec,
            .value(.series, name: "NAME", help: "Describe only the series named NAME."),
            .flag(.sparkline, help: "Add a braille sparkline per series (text, markdown and json)."),
            .value(
                .output, short: "-o", name: "OUT",
                help:
                    "Where to write the description (default: standard output); with several charts, a folder for one file each, named after the chart (NAME.txt, .ssml, .json or .md)."
            ),
            Batch.jobsOption,
            ChartInput.recursiveOption,
            Batch.shardOption,
            Batch.shardCountOption,
        ] + ChartInput.rangeOptions + ChartInput.options,
        examples: [
            "audiograph describe sales.json", "audiograph describe steps.csv -l details --x date --y steps",
            "audiograph describe charts/ -r -f json | jq -r .title     # one JSON line per chart",
            "audiograph describe sales.json -f ssml -o sales.ssml",
        ]
    )

    static let level = TypedOption<DescriptionLevel>.choice(
        .level, short: "-l", name: "LEVEL", help: "How much to say", defaultValue: .summary)
    static let format = TypedOption<DescriptionFormat>.choice(
        .format, short: "-f", name: "FORMAT", help: "How to write it", defaultValue: .text)

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let level = arguments.value(Self.level) ?? .summary
        let format = arguments.value(Self.format) ?? .text
        let options = DescriptionOptions(
            seriesName: arguments.value(.series), includesSparklines: arguments.flag(.sparkline))
        let jobs = try Batch.jobs(arguments)
        @Sendable func describer(_ input: String) throws(CommandFailure) -> ChartDescriber {
            var chart = try ChartInput.read(input, arguments, console: console)
            var options = options
            if let range = try ChartInput.range(of: chart, arguments, input: input) {
                // Its dates said as the whole chart's are: a stretch of one quarter is that quarter.
                options.xStep = ChartWording.xStep(of: chart)
                chart = chart.restricted(toX: range)
            }
            do {
                let describer = try ChartDescriber(chart: chart, options: options)
                if describer.scales != nil || describer.measures != nil {
                    let reason =
                        describer.scales != nil
                        ? "on very different scales" : "of different things, as their names say,"
                    console.note(
                        "'\(ChartInput.displayName(input))': the series are read as separate measures \(reason) and are not compared; give the y axis the unit they share (--unit for a CSV file) to compare them"
                    )
                }
                return describer
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
                var text = ""
                try describer.write(level, as: format) { (piece) throws(CommandFailure) in text += piece }
                let name = ChartInput.displayName(inputs[index])
                // JSON on standard output is JSON Lines: a document a line, each naming its file.
                guard format != .json else { return jsonLine(text, file: name) }
                // Else each description is headed by its file's name.
                return (index == 0 ? "" : "\n") + "==> \(name.oneLine) <==\n" + text
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

    /// The JSON document `json` on one line, with `"file": file` as its first member.
    ///
    /// A JSON string holds no raw line break, so every line break, and the indentation after
    /// it, is layout.
    static func jsonLine(_ json: String, file: String) -> String {
        let compact = json.split(separator: "\n").map { $0.drop { $0 == " " } }.joined()
        return "{\"file\":" + JSONWriter.text(.string(file), indent: 0) + "," + compact.dropFirst() + "\n"
    }
}
