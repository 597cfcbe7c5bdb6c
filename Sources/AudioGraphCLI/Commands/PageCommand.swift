import AudioGraph
import Foundation

/// `audiograph page`: a chart as one accessible web page, beside its audio graph.
enum PageCommand {
    static let spec = CommandSpec(
        name: "page",
        abstract: "Write a chart as one accessible, self-contained web page.",
        discussion:
            "The page holds the title and summary, the description at every level in the words of 'describe', the audio graph with its captions and a transcript, a drawing of the chart, a keyboard explorer that says what 'explore' says, and a data table (by group, with the data as NAME.data.csv beside the page, past 1,000 rows). Nothing leaves the page: its style and script are inline under a strict Content-Security-Policy, and the audio graph is NAME.wav beside it or inside it. With several charts or a folder, OUT is a folder: one page each, and an index.html linking them. Prints each page's path and size.",
        arguments: [ChartInput.filesArgument],
        options: [
            .value(
                .output, short: "-o", name: "OUT.html",
                help:
                    "The page to write; with several charts, a folder for one page each (NAME.html) and index.html. Required."
            ),
            .value(
                .audio, name: "HOW",
                help:
                    "Where the audio graph goes: 'file' beside the page as NAME.wav (default), or 'embed' inside the page.",
                allowed: ["file", "embed"]),
            Batch.jobsOption,
            ChartInput.recursiveOption,
            Batch.shardOption,
            Batch.shardCountOption,
        ] + ChartInput.options,
        examples: ["audiograph page sales.json -o sales.html", "audiograph page charts/ -r -o site/ --shard auto"]
    )

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        guard let output = arguments.value(.output), output != "-" else {
            throw CommandFailure(
                .usage,
                "missing '-o OUT.html', the page to write (a page links its audio beside it, so it cannot go to standard output)"
            )
        }
        let embeds = arguments.value(.audio) == "embed"
        let jobs = try Batch.jobs(arguments)
        let inputs = try Batch.inputs(arguments, console: console)
        guard
            Batch.isBatch(arguments: arguments.arguments, inputs: inputs, output: output)
                || arguments.value(.shard) != nil
        else {
            guard output.lowercased().hasSuffix(".html") || output.lowercased().hasSuffix(".htm") else {
                throw CommandFailure(
                    .usage,
                    "'\(output.quotable)' does not end in .html; a page is named NAME.html, its audio NAME.wav beside it"
                )
            }
            try Outputs.checkDistinct(inputs: inputs, outputs: [output] + (embeds ? [] : [sibling(output, "wav")]))
            let progress = console.progress("Writing '\(output)'")
            let (line, _, _) = try page(
                inputs[0], of: inputs, to: output, embeds: embeds, arguments: arguments, console: console,
                transaction: nil)
            progress.finish()
            try console.out(line)
            return
        }
        let outputs = try Batch.outputs(for: inputs, in: output, fileExtension: "html")
        let index = (output.hasSuffix("/") ? output : output + "/") + "index.html"
        try Outputs.checkDistinct(
            inputs: inputs, outputs: outputs + [index] + (embeds ? [] : outputs.map { sibling($0, "wav") }))
        try Batch.createFolder(output)
        let titles = TitleList(count: inputs.count)
        // Every page, its files and the index are put in place at the end, together.
        let batch = OutputTransaction()
        let failures = try Batch.run(inputs.count, jobs: jobs, doing: "Writing pages", console: console) {
            number throws(CommandFailure) in
            let (line, title, locale) = try page(
                inputs[number], of: inputs, to: outputs[number], embeds: embeds, arguments: arguments,
                console: console, transaction: batch)
            titles.set(number, title, locale: locale)
            return line
        }
        // The pages written, in input order: those whose chart gave its title.
        let written = outputs.indices.compactMap { number in
            titles.get(number).map {
                PageIndex.Entry(
                    file: (outputs[number] as NSString).lastPathComponent, title: $0.title, locale: $0.locale)
            }
        }
        try Outputs.write(PageIndex(pages: written).html, to: index, console: console, transaction: batch)
        try Outputs.commit(batch)
        try console.out("\(index): an index of \(written.count) page\(written.count == 1 ? "" : "s")\n")
        try Batch.check(failures, of: inputs.count, done: "written")
    }

    /// Writes the page of the chart at `input` (one of `inputs`) to `output` with its audio
    /// (and, for a long chart, its data as CSV) beside it, all put in place together once every
    /// one is complete (with the rest of `transaction`, when given); returns the line to print
    /// and the chart's title and locale.
    static func page(
        _ input: String, of inputs: [String], to output: String, embeds: Bool, arguments: ParsedArguments,
        console: Console, transaction: OutputTransaction?
    ) throws(CommandFailure) -> (String, String, String) {
        let chart = try ChartInput.read(input, arguments, console: console)
        let name = ChartInput.displayName(input)
        let sonifier: Sonifier
        do { sonifier = try Sonifier(chart: chart) } catch {
            throw CommandFailure(.usage, "'\(name)': \(error.description)")
        }
        // Now that the chart says which files its page has, none may be an input.
        try Outputs.checkDistinct(
            inputs: inputs,
            outputs: [output] + (embeds ? [] : [sibling(output, "wav")])
                + (chart.pointCount > ChartPage.tableRowLimit ? [dataSibling(output)] : []))
        let files = OutputTransaction(within: transaction)
        let audio: ChartPage.Audio
        if embeds {
            let bytes = try embeddedAudio(sonifier, named: name)
            if bytes.count > embeddedAudioNotice {
                console.note(
                    "'\(name)': its audio graph adds \((bytes.count * 4 / 3) >> 20) MB to the page, which loads slowly on a phone; '--audio file' puts it beside the page"
                )
            }
            audio = .embedded(Data(bytes), mimeType: "audio/wav")
        } else {
            do { try sonifier.render(to: sibling(output, "wav"), transaction: files) } catch {
                throw SonifyCommand.failure(error)
            }
            if let note = longAudioNote(name, frames: sonifier.makeSynthesizer().frameCount, sonifier.options, chart) {
                console.note(note)
            }
            audio = .file((sibling(output, "wav") as NSString).lastPathComponent)
        }
        let size = try write(
            chart, named: name, sonifier: sonifier, audio: audio, to: output, console: console, transaction: files)
        try Outputs.commit(files)
        let kilobytes = (size + 1023) / 1024
        return (
            "\(output.oneLine): a page of \(kilobytes) KB\n", chart.title ?? (input as NSString).lastPathComponent,
            chart.locale
        )
    }

    /// Writes the page of `chart` (read from `name`), whose audio graph `sonifier` made and is at
    /// `audio`, to `output`, with every point as CSV beside it when the table lists groups, both
    /// prepared for `transaction`; returns the page's size in bytes.
    static func write(
        _ chart: Chart, named name: String, sonifier: Sonifier, audio: ChartPage.Audio, to output: String,
        console: Console, transaction: OutputTransaction
    ) throws(CommandFailure) -> Int {
        var dataFile: String?
        if chart.pointCount > ChartPage.tableRowLimit {
            try Outputs.write(
                ChartPage.dataCSV(of: chart), to: dataSibling(output), console: console, transaction: transaction)
            dataFile = (dataSibling(output) as NSString).lastPathComponent
        }
        let page: ChartPage
        do { page = try ChartPage(chart: chart, sonifier: sonifier, audio: audio, dataFile: dataFile) } catch {
            throw CommandFailure(.usage, "'\(name)': \(error.description)")
        }
        try Outputs.write(page.html, to: output, console: console, transaction: transaction)
        return page.html.utf8.count
    }

    /// The most audio a page embeds, as WAV: 32 MiB, about three minutes of stereo at 44.1 kHz.
    ///
    /// The page takes a third more, in base64. Longer audio goes beside the page.
    static let embeddedAudioLimit = 32 << 20

    /// From this many minutes, the audio graph beside a page is said to be too long to hear whole.
    static let longAudioMinutes = 10

    /// The note on an audio graph beside a page too long to hear whole (`longAudioMinutes` or more), or nil.
    static func longAudioNote(_ name: String, frames: Int, _ options: SonificationOptions, _ chart: Chart) -> String? {
        let minutes = frames / (options.sampleRate * 60)
        guard minutes >= longAudioMinutes else { return nil }
        let megabytes = (44 + frames * options.channelCount * 2) >> 20
        let (played, part) =
            chart.series.count > 1
            ? (", its \(ChartLimits.count(chart.series.count)) series one after another", "--series NAME' writes one")
            : ("", "--from X --to X' writes a stretch")
        return
            "'\(name)': its audio graph plays for \(minutes) minutes (\(megabytes) MB beside the page)\(played); the page's explorer plays each series on its own ('p'), and 'audiograph sonify \(part)"
    }

    /// Past this much WAV (8 MiB, about 45 seconds of stereo), embedding it is said to make a slow page.
    static let embeddedAudioNotice = 8 << 20

    /// The audio graph as WAV bytes to embed in a page.
    ///
    /// It is rendered into a file without a name (made and unlinked at once), so nothing is left
    /// behind whatever ends the program.
    ///
    /// - Throws: `CommandFailure` (64) when the audio would pass `embeddedAudioLimit`, before
    ///   any of it is rendered; (74) when it cannot be rendered or read back.
    static func embeddedAudio(_ sonifier: Sonifier, named name: String) throws(CommandFailure) -> [UInt8] {
        let size = 44 + sonifier.makeSynthesizer().frameCount * sonifier.options.channelCount * 2
        guard size <= embeddedAudioLimit else {
            throw CommandFailure(
                .usage,
                "'\(name)': its audio graph would take \(size >> 20) MB inside the page, more than the \(embeddedAudioLimit >> 20) MB a page embeds; put it beside the page ('--audio file')"
            )
        }
        var template = Array((NSTemporaryDirectory() + "/.audiograph-page-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else {
            throw CommandFailure(
                .ioError, "cannot render the audio graph of '\(name)': \(OutputError.reason(errno: errno))")
        }
        unlink(template)
        defer { close(descriptor) }
        do { try sonifier.render(to: "/dev/fd/\(descriptor)", container: .wav) } catch {
            throw SonifyCommand.failure(error)
        }
        lseek(descriptor, 0, SEEK_SET)
        let audio = readBytes(from: descriptor)
        if let failure = audio.failure {
            throw CommandFailure(
                .ioError, "cannot read back the audio graph of '\(name)': \(OutputError.reason(errno: failure))")
        }
        return audio.bytes
    }

    /// `path` with its extension replaced: the page's audio or data beside it.
    static func sibling(_ path: String, _ fileExtension: String) -> String {
        (path as NSString).deletingPathExtension + "." + fileExtension
    }

    /// The page's data beside it, past 1,000 rows: NAME.data.csv, never the NAME.csv it may be made from.
    static func dataSibling(_ path: String) -> String { sibling(path, "data.csv") }
}

/// The charts' titles (and their audio's length, when known) as their pages finish, from any thread.
final class TitleList: @unchecked Sendable {
    private let lock = NSLock()
    private var titles: [(title: String, locale: String, seconds: Double?)?]

    init(count: Int) { titles = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ title: String, locale: String, seconds: Double? = nil) {
        lock.withLock { titles[index] = (title, locale, seconds) }
    }
    func get(_ index: Int) -> (title: String, locale: String, seconds: Double?)? { lock.withLock { titles[index] } }
}
