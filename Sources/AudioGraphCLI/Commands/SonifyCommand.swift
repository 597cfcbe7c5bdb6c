import AudioGraph
import Foundation

/// `audiograph sonify`: writes a chart's audio graph as a sound file.
enum SonifyCommand {
    static let spec = CommandSpec(
        name: "sonify",
        abstract: "Write a chart's audio graph (value as pitch, x as time and stereo position) as a sound file.",
        discussion:
            "The container follows OUT's extension: .wav, .flac, .ogg or .aiff. Continuous series glide, discrete ones play a note per point, missing values are silent, a chime marks where the data crosses a reference line. Prints the file's path, length, sample rate and channels.",
        arguments: [ChartInput.filesArgument],
        options: [
            .value(
                .output, short: "-o", name: "OUT",
                help:
                    "The sound file to write (.wav, .flac, .ogg, .aiff), a device or pipe, or '-' for standard output; with several charts, a folder for one file each, named after the chart. Required."
            ),
            container.spec, duration.spec, pitch.spec, scale.spec, waveform.spec,
            .value(.series, name: "NAME", help: "Play only the series named NAME; 'all' plays every series (default)."),
            order.spec, sampleRate.spec, encoding.spec,
            .flag(.mono, help: "Write one channel instead of stereo panned by x."),
            volume.spec, pause.spec, noteLength.spec,
            .flag(
                .ticks,
                help:
                    "Add soft ticks at the x axis's gridlines, or at round values (or calendar periods) when it has none."
            ),
            .value(
                .referenceTone, name: "Y",
                help:
                    "Add a quiet steady tone at the pitch of the y value Y, or of the chart's first y reference line for 'reference', to hear the data against."
            ),
            .flag(.zeroCues, help: "Add a low thump where the data crosses zero."),
            .flag(.noReferenceCues, help: "Leave out the chime where the data crosses a reference line."),
            .value(
                .cues, name: "OUT.vtt",
                help:
                    "Also write a WebVTT file saying which point sounds when; with several charts, a folder for one NAME.vtt each."
            ),
            .flag(
                .speak,
                help:
                    "Speak the chart's title and axes first and each series' name before it (espeak-ng, in the chart's language, as loud as the tones)."
            ),
            .flag(
                .landmarks,
                help:
                    "Speak landmarks at their moment in the tones, which dip under the words: the highest and lowest value, the author's labels, crossings of a reference line."
            ),
            speechRate.spec,
            Batch.jobsOption,
            ChartInput.recursiveOption,
            Batch.shardOption,
            Batch.shardCountOption,
        ] + ChartInput.rangeOptions + ChartInput.options,
        examples: [
            "audiograph sonify sales.json -o sales.wav", "audiograph sonify sales.json -o - --speak | aplay",
            "audiograph sonify charts/ -r -o audio/ --cues captions/ --jobs 4",
        ]
    )

    // The options whose values have a type, each read and checked as the command line is parsed;
    // the defaults are the library's.
    static let container = TypedOption<AudioContainer>.choice(
        .container, name: "TYPE",
        help: "With '-o -' (standard output) or several charts: the kind of file to write", defaultValue: .wav)
    static let duration = TypedOption.parameter(.duration, .duration, name: "SECONDS")
    static let pitch = TypedOption.range(
        .pitch, low: .lowPitch, high: .highPitch, help: "Pitches of the bottom and top of the y axis in Hz")
    static let scale = TypedOption<PitchScale>.choice(
        .scale, name: "SCALE",
        help:
            "How values become pitch: 'log' (musical steps), 'linear' (in Hz), or rounded to 'chromatic' or 'pentatonic' notes",
        defaultValue: SonificationOptions().scale)
    static let waveform = TypedOption<Waveform>.choice(
        .waveform, name: "WAVEFORM", help: "The tone colour", defaultValue: SonificationOptions().waveform)
    static let order = TypedOption<SeriesOrder>.choice(
        .order, name: "ORDER", help: "Play several series one after another, or together in different waveforms",
        defaultValue: SonificationOptions().order)
    static let sampleRate = TypedOption.parameter(.sampleRate, .sampleRate, name: "HZ")
    static let encoding = TypedOption<SampleEncoding>.choice(
        .encoding, name: "ENCODING", help: "How samples are stored (by default pcm16, or vorbis for .ogg)")
    static let volume = TypedOption.parameter(.volume, .volume, name: "LEVEL")
    static let pause = TypedOption.parameter(.pause, .pause, name: "SECONDS")
    static let noteLength = TypedOption.parameter(.noteLength, .noteLength, name: "SHARE")
    static let speechRate = TypedOption.whole(
        .speechRate, name: "WPM", summary: "How fast --speak and --landmarks speak", unit: "words per minute",
        range: ESpeak.wordsPerMinuteRange, defaultValue: ESpeak.defaultWordsPerMinute)

    static func run(_ arguments: ParsedArguments, console: Console) throws {
        guard let output = arguments.value(.output) else {
            throw CommandFailure(.usage, "missing '-o OUT', the sound file to write ('-' for standard output)")
        }
        let options = try self.options(from: arguments)
        let jobs = try Batch.jobs(arguments)
        let wordsPerMinute = try speechRate(arguments)
        let speech: Sonifier.SpeechSource? =
            arguments.flag(.speak) || arguments.flag(.landmarks)
            ? { @Sendable text, voice, rate in
                try ESpeak(wordsPerMinute: wordsPerMinute).samples(for: text, voice: voice, sampleRate: rate)
            } : nil
        let inputs = try Batch.inputs(arguments, console: console)
        let cues = arguments.value(.cues)
        // Given, or nil for OUT's extension to say.
        let container = arguments.flag(.container) ? arguments.value(Self.container) : nil
        guard
            Batch.isBatch(arguments: arguments.arguments, inputs: inputs, output: output)
                || arguments.value(.shard) != nil
        else {
            if container != nil, case .regular = try target(output).destination {
                throw CommandFailure(
                    .usage,
                    "'--container' applies only to standard output, devices and pipes, and to several charts written into a folder; for one file, OUT's extension says it"
                )
            }
            if output == "-", cues == "-" {
                throw CommandFailure(
                    .usage, "the audio and the cues cannot both go to standard output; name a file for '--cues'")
            }
            try Outputs.checkDistinct(inputs: inputs, outputs: [output] + (cues.map { [$0] } ?? []))
            let progress = console.progress("Rendering \(output == "-" ? "to standard output" : "'\(output)'")")
            // The audio and its cues are put in place together, once both are complete.
            let files = OutputTransaction()
            let line = try sonify(
                inputs[0], to: output, container: container, cues: cues, options: options, speech: speech,
                arguments: arguments, console: console, transaction: files, progress: progress.update)
            try Outputs.commit(files)
            progress.finish()
            // Audio on standard output leaves the line for standard error.
            if try target(output).destination == .standardOutput { console.err(line) } else { try console.out(line) }
            return
        }
        let outputs = try Batch.outputs(
            for: inputs, in: output, fileExtension: (arguments.value(Self.container) ?? .wav).rawValue)
        let cueFiles = try cues.map { folder throws(CommandFailure) in
            try Batch.outputs(for: inputs, in: folder, fileExtension: "vtt")
        }
        try Outputs.checkDistinct(inputs: inputs, outputs: outputs + (cueFiles ?? []))
        try Batch.createFolder(output)
        if let cues { try Batch.createFolder(cues) }
        // Every chart's files are put in place at the end, together.
        let batch = OutputTransaction()
        let failures = try Batch.run(inputs.count, jobs: jobs, doing: "Rendering", console: console) {
            index throws(CommandFailure) in
            let files = OutputTransaction(within: batch)
            let line = try sonify(
                inputs[index], to: outputs[index], container: nil, cues: cueFiles?[index], options: options,
                speech: speech, arguments: arguments, console: console, transaction: files)
            try Outputs.commit(files)
            return line
        }
        try Outputs.commit(batch)
        try Batch.check(failures, of: inputs.count, done: "sonified")
    }

    /// Renders the chart at `input` into `output` (and its cues into `cues`), both prepared for
    /// `transaction`, and returns the line to print: the file's path, length, sample rate and
    /// channels.
    static func sonify(
        _ input: String, to output: String, container: AudioContainer?, cues: String?, options: SonificationOptions,
        speech: Sonifier.SpeechSource?, arguments: ParsedArguments, console: Console,
        transaction: OutputTransaction, progress: @escaping (Double) -> Void = { _ in }
    ) throws(CommandFailure) -> String {
        let chart = try ChartInput.read(input, arguments, console: console)
        var options = options
        options.xRange = try ChartInput.range(of: chart, arguments, input: input)
        if let text = arguments.value(.referenceTone) {
            if text == "reference" {
                guard let reference = chart.references.first(where: { $0.axis == .y && $0.value.isFinite }) else {
                    throw CommandFailure(
                        .usage,
                        "'\(ChartInput.displayName(input))': '--reference-tone reference' needs a y reference line, and the chart has none"
                    )
                }
                options.referenceTone = reference.value
            } else if let value = DecimalNumber.parse(text) {
                options.referenceTone = value
            } else {
                throw CommandFailure(
                    .usage,
                    "invalid value '\(text.quotable)' for '--reference-tone'; expected a y value, such as 10000, or 'reference'"
                )
            }
        }
        let sonifier: Sonifier
        do throws(SonificationError) {
            sonifier = try Sonifier(chart: chart, options: options, speech: speech)
        } catch .speech(let reason) {
            throw CommandFailure(.ioError, "cannot speak: \(reason)")
        } catch {
            throw CommandFailure(.usage, "'\(ChartInput.displayName(input))': \(error.description)")
        }
        // A device, a pipe or standard output has no extension to say the container: WAV unless told.
        let isFile = if case .regular = try target(output).destination { true } else { false }
        let rendered: RenderedAudio
        do {
            rendered = try sonifier.render(
                to: output, container: isFile ? container : arguments.value(Self.container),
                transaction: transaction,
                progress: progress)
        } catch {
            throw failure(error)
        }
        if let cues {
            try Outputs.write(sonifier.webVTT(), to: cues, console: console, transaction: transaction)
        }
        let seconds = String(format: "%.2f", rendered.duration)
        let channels = rendered.channelCount == 1 ? "mono" : "stereo"
        let name = output == "-" ? "standard output" : output.oneLine
        return "\(name): \(seconds) seconds, \(rendered.sampleRate) Hz, \(channels)\n"
    }

    /// Where `output` leads, as the write policy resolves it.
    private static func target(_ output: String) throws(CommandFailure) -> OutputTarget {
        do { return try OutputTarget(path: output) } catch { throw Outputs.failure(error) }
    }

    /// `--speech-rate`, which applies only to speech.
    static func speechRate(_ arguments: ParsedArguments) throws(CommandFailure) -> Int {
        if arguments.flag(.speechRate), !arguments.flag(.speak), !arguments.flag(.landmarks) {
            throw CommandFailure(.usage, "'--speech-rate' applies only with '--speak' or '--landmarks'")
        }
        return arguments.value(Self.speechRate) ?? ESpeak.defaultWordsPerMinute
    }

    /// The options the command line asks for, each checked.
    static func options(from arguments: ParsedArguments) throws(CommandFailure) -> SonificationOptions {
        var options = SonificationOptions()
        options.speaksIntroduction = arguments.flag(.speak)
        options.speaksLandmarks = arguments.flag(.landmarks)
        options.duration = arguments.value(Self.duration)
        if let rate = arguments.value(Self.sampleRate) { options.sampleRate = Int(rate) }
        if let volume = arguments.value(Self.volume) { options.volume = volume }
        if let pause = arguments.value(Self.pause) { options.pause = pause }
        if let share = arguments.value(Self.noteLength) { options.noteLength = share }
        if let range = arguments.value(Self.pitch) { options.pitchRange = range }
        if let scale = arguments.value(Self.scale) { options.scale = scale }
        if let waveform = arguments.value(Self.waveform) { options.waveform = waveform }
        if let order = arguments.value(Self.order) { options.order = order }
        if let encoding = arguments.value(Self.encoding) { options.encoding = encoding }
        if let series = arguments.value(.series), series != "all" { options.seriesName = series }
        if arguments.flag(.mono) { options.channelCount = 1 }
        options.ticksAtGridlines = arguments.flag(.ticks)
        options.cuesAtZero = arguments.flag(.zeroCues)
        options.cuesAtReferences = !arguments.flag(.noReferenceCues)
        do {
            return try options.validated()
        } catch {
            throw CommandFailure(.usage, error.description)
        }
    }

    /// The exit code for a file that could not be written.
    static func failure(_ error: SonificationError) -> CommandFailure {
        guard case .file(let file) = error else { return CommandFailure(.usage, error.description) }
        switch file.kind {
        case .unsupportedExtension, .unsupportedFormat: return CommandFailure(.usage, file.description)
        case .cannotOpen: return CommandFailure(.cannotCreate, file.description)
        case .writeFailed, .readFailed: return CommandFailure(.ioError, file.description)
        }
    }
}
