import AudioGraph
import Foundation

/// `audiograph demo`: the main job on the bundled samples, laid out for a listener.
///
/// Reads every sample chart, prints its spoken summary with a braille sparkline, and writes into the output folder a
/// folder per sample (its page, its audio graph starting with the spoken title, captions, description and chart file),
/// an index page and a playlist of the audio graphs.
enum DemoCommand {
    static let spec = CommandSpec(
        name: "demo",
        abstract: "Run AudioGraph on the bundled samples and write the results into a folder.",
        discussion:
            "For each sample chart (JSON or CSV) prints its spoken summary with a braille sparkline, and writes into OUTDIR a folder NAME holding the chart in the chart file format (NAME.json), its description with statistics and a sparkline in Markdown (NAME.md), its audio graph with the title, axes and series names spoken (NAME.wav), a WebVTT file saying which point sounds when (NAME.vtt) and its accessible web page (NAME.html, with NAME.data.csv for a long chart); then index.html linking every page and audiograph-demo.m3u, a playlist of the audio graphs. The last line names the index page to open. Exits 65 if any sample cannot be read, after trying them all.",
        arguments: [
            ArgumentSpec("OUTDIR", help: "The folder to write into (default: ./audiograph-demo).", isOptional: true)
        ],
        options: [
            .value(
                .samples, name: "DIR",
                help:
                    "The folder of sample charts (default: Samples in the current folder, else beside the program's package)."
            ),
            Batch.jobsOption,
        ],
        examples: ["audiograph demo out/"]
    )

    /// The playlist's name in the output folder.
    static let playlist = "audiograph-demo.m3u"

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        let outputFolder = arguments.arguments.first ?? "audiograph-demo"
        let samplesFolder = try arguments.value(.samples) ?? locateSamples()
        let files = try sampleFiles(in: samplesFolder)
        let jobs = try Batch.jobs(arguments)
        let inputs = files.map { samplesFolder + "/" + $0 }
        let stems = files.map { ($0 as NSString).deletingPathExtension }
        var outputs: [String] = []
        for fileExtension in ["json", "md", "wav", "vtt", "html", "data.csv"] {
            outputs += stems.map { outputFolder + "/" + $0 + "/" + $0 + "." + fileExtension }
        }
        let index = outputFolder + "/index.html"
        try Outputs.checkDistinct(inputs: inputs, outputs: outputs + [index, outputFolder + "/" + playlist])
        try Batch.createFolder(outputFolder)
        let titles = TitleList(count: files.count)
        let speech: Sonifier.SpeechSource = { @Sendable text, voice, rate in
            try ESpeak().samples(for: text, voice: voice, sampleRate: rate)
        }
        // Every sample's files, the index and the playlist are put in place at the end, together.
        let batch = OutputTransaction()
        let failures = try Batch.run(files.count, jobs: jobs, doing: "Describing and sonifying", console: console) {
            index throws(CommandFailure) in
            let file = files[index]
            let chart = try ChartInput.read(samplesFolder + "/" + file, ParsedArguments(), console: console)
            let describer: ChartDescriber
            do throws(DescriptionError) {
                describer = try ChartDescriber(chart: chart, options: DescriptionOptions(includesSparklines: true))
            } catch {
                throw CommandFailure(.invalidData, "'\(file)': \(error.description)")
            }
            try Batch.createFolder(outputFolder + "/" + stems[index])
            let stem = outputFolder + "/" + stems[index] + "/" + stems[index]
            let sample = OutputTransaction(within: batch)
            try Outputs.write(ChartJSON.encode(chart), to: stem + ".json", console: console, transaction: sample)
            try Outputs.write(
                describer.describe(.details).markdown, to: stem + ".md", console: console, transaction: sample)
            // The audio starts with the title, axes and series names spoken; the page plays the same.
            var options = SonificationOptions()
            options.speaksIntroduction = true
            let sonifier: Sonifier
            let rendered: RenderedAudio
            do throws(SonificationError) {
                sonifier = try Sonifier(chart: chart, options: options, speech: speech)
                rendered = try sonifier.render(to: stem + ".wav", transaction: sample)
            } catch .speech(let reason) {
                throw CommandFailure(.ioError, "cannot speak '\(file)': \(reason)")
            } catch {
                throw SonifyCommand.failure(error)
            }
            try Outputs.write(sonifier.webVTT(), to: stem + ".vtt", console: console, transaction: sample)
            _ = try PageCommand.write(
                chart, named: file, sonifier: sonifier, audio: .file(stems[index] + ".wav"),
                to: stem + ".html", console: console, transaction: sample)
            try Outputs.commit(sample)
            titles.set(index, chart.title ?? file, locale: chart.locale, seconds: rendered.duration)
            return "== \(file)\n" + describer.describe(.summary).text + "\n"
        }
        let written = files.indices.compactMap { number in
            titles.get(number).map { (stem: stems[number], title: $0.title, locale: $0.locale, seconds: $0.seconds) }
        }
        let pages = written.map {
            PageIndex.Entry(file: $0.stem + "/" + $0.stem + ".html", title: $0.title, locale: $0.locale)
        }
        try Outputs.write(PageIndex(pages: pages).html, to: index, console: console, transaction: batch)
        // An extended M3U playlist: each audio graph by its length in whole seconds and its title.
        var list = "#EXTM3U\n"
        for sample in written {
            let seconds = sample.seconds.map { Int($0.rounded(.up)) } ?? -1
            list += "#EXTINF:\(seconds),\(sample.title.oneLine)\n\(sample.stem)/\(sample.stem).wav\n"
        }
        try Outputs.write(list, to: outputFolder + "/" + playlist, console: console, transaction: batch)
        try Outputs.commit(batch)
        try console.out(
            "Described and sonified \(files.count - failures.count) of \(files.count) samples into '\(outputFolder)', a folder each, with the playlist \(playlist).\n"
        )
        let absolute = URL(fileURLWithPath: index).standardizedFileURL.path
        try console.out("Open the index page in a web browser: \(absolute)\n")
        try Batch.check(failures, of: files.count, nouns: "samples", done: "read")
    }

    private static func sampleFiles(in folder: String) throws(CommandFailure) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CommandFailure(.noInput, "cannot read the samples folder '\(folder)'")
        }
        let charts = names.filter { ChartReader.Format(path: $0) != nil }.sorted()
        guard !charts.isEmpty else { throw CommandFailure(.noInput, "no .json or .csv charts in '\(folder)'") }
        return charts
    }

    /// `Samples` in the current folder, else in the package the program was built in.
    private static func locateSamples() throws(CommandFailure) -> String {
        var candidates = ["Samples"]
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(url.appendingPathComponent("Samples").path)
            url.deleteLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        if let found = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }) {
            return found
        }
        throw CommandFailure(.ioError, "cannot find the samples folder; give it with '--samples DIR'")
    }
}

extension Error {
    /// The line to show after `Error: `.
    var message: String {
        (self as? CommandFailure)?.message ?? String(describing: self)
    }
}
