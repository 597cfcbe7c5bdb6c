import AudioGraph
import Foundation

/// The explorer in a terminal: raw keys in, one plain line out per move, and its sound through the audio output (the
/// ALSA device `AUDIOGRAPH_AUDIO_DEVICE` names, else "default"); without one it says so once and goes on silently.
///
/// The terminal is put back as it was on `q`, on Ctrl-C (read as a key, not a signal) and on any error or termination
/// signal.
struct InteractiveExplorer {
    var navigator: ChartNavigator
    let console: Console
    /// Where sound goes: the ALSA device named by `AUDIOGRAPH_AUDIO_DEVICE`, else "default";
    /// `nil` when there is none.
    var device: AudioDevice?

    /// The words of the chart's language.
    var phrases: Phrasebook { Language(locale: navigator.chart.locale).phrasebook }

    mutating func run() throws(CommandFailure) {
        guard Terminal.enterRawMode() else {
            throw CommandFailure(.ioError, "cannot set up the terminal for keys; use --commands instead")
        }
        defer { Terminal.restore() }
        let name = ProcessInfo.processInfo.environment["AUDIOGRAPH_AUDIO_DEVICE"] ?? "default"
        do {
            device = try AudioDevice(name: name)
        } catch {
            try say(phrases.navigator(.withoutSound(error.description)))
        }
        defer { device?.close() }
        let start = navigator.perform(.whereAmI)
        try say(phrases.navigator(.exploring(start.announcement)))
        try play(start.sound)
        while let key = Terminal.readKey() {
            switch key {
            case "q", "\u{03}", "\u{04}": return
            case "h", "?": try say(phrases.explorerKeys)
            case "g":
                Terminal.restore()
                try console.out(phrases.navigator(.goToPrompt))
                let answer = readLine() ?? ""
                _ = Terminal.enterRawMode()
                if !answer.isEmpty { try perform(.goTo(answer)) }
            default:
                if let command = Self.command(for: key) { try perform(command) }
            }
        }
    }

    private mutating func perform(_ command: NavigatorCommand) throws(CommandFailure) {
        let response = navigator.perform(command)
        try say(response.announcement)
        try play(response.sound)
    }

    /// Plays a response's sound; a device that fails is dropped, said once.
    private mutating func play(_ sound: NavigatorSound) throws(CommandFailure) {
        guard let device else { return }
        do throws(AudioDevice.Failure) {
            if case .series(let index) = sound {
                try playSeries(index, range: nil, on: device)
            } else if case .seriesStretch(let index, let range) = sound {
                try playSeries(index, range: range, on: device)
            } else {
                try device.play(sound.samples(sampleRate: device.sampleRate, channelCount: device.channelCount))
            }
        } catch {
            self.device = nil
            try say(phrases.navigator(.soundStopped(error.description)))
        }
    }

    /// Plays series `index` (or a stretch of it) as an audio graph, at the navigator's speed.
    private func playSeries(_ index: Int, range: ClosedRange<Double>?, on device: AudioDevice) throws(AudioDevice
        .Failure)
    {
        var options = SonificationOptions(sampleRate: device.sampleRate, channelCount: device.channelCount)
        options.seriesName = navigator.chart.series[index].name
        options.xRange = range
        guard var sonifier = try? Sonifier(chart: navigator.chart, options: options) else { return }
        if navigator.playbackSpeed != 1, let timing = sonifier.score.series.first {
            options.duration = min(Score.maximumDuration / 2, (timing.end - timing.start) / navigator.playbackSpeed)
            guard let faster = try? Sonifier(chart: navigator.chart, options: options) else { return }
            sonifier = faster
        }
        var synthesizer = sonifier.makeSynthesizer()
        var block = [Float](repeating: 0, count: Sonifier.blockFrames * device.channelCount)
        while true {
            let frames = block.withUnsafeMutableBufferPointer { synthesizer.render(into: $0) }
            if frames == 0 { break }
            try device.play(Array(block[0..<frames * device.channelCount]))
        }
    }

    /// Prints one line, with nothing from the chart that could move the terminal's cursor.
    private func say(_ line: String) throws(CommandFailure) {
        try console.out(TextField.cleaned(line) + "\n")
    }

    /// The command a key stands for.
    static func command(for key: String) -> NavigatorCommand? {
        // Landmarks: a letter for the next, with Shift for the previous.
        let landmarks: [Character: Landmark] = [
            "x": .crossing, "k": .peak, "v": .trough, "o": .outlier, "l": .label, "m": .gap, "t": .change,
        ]
        if key.count == 1, let letter = key.first, let landmark = landmarks[Character(letter.lowercased())] {
            return letter.isUppercase ? .previousLandmark(landmark) : .nextLandmark(landmark)
        }
        return switch key {
        case "\u{1B}[C": .next
        case "\u{1B}[D": .previous
        case "\u{1B}[A": .previousSeries
        case "\u{1B}[B": .nextSeries
        case "\u{1B}[H", "\u{1B}[1~", "\u{1B}OH": .first
        case "\u{1B}[F", "\u{1B}[4~", "\u{1B}OF": .last
        case "\u{1B}[5~": .back
        case "\u{1B}[6~": .forward
        case "[": .minimum
        case "]": .maximum
        case "\r", "\n", " ": .again
        case "w": .whereAmI
        case "c": .chord
        case "p": .play
        case "s": .statistics
        case "d": .describe
        case "u", "\u{1B}": .up
        case "\t": .down
        case "+", "=": .faster
        case "a": .mark
        case "D": .describeMarked
        case "P": .playMarked
        case "-": .slower
        default: nil
        }
    }
}

/// The terminal's modes: raw for single keys, and back as they were.
enum Terminal {
    nonisolated(unsafe) private static var saved: termios?

    /// Turns off line editing, echo and signal keys on standard input; `false` when it is not a terminal.
    ///
    /// The original settings come back with `restore()`, at exit, and on signals.
    static func enterRawMode() -> Bool {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else { return false }
        if saved == nil {
            saved = settings
            atexit { Terminal.restore() }
            for signal in [SIGTERM, SIGHUP, SIGQUIT] {
                Foundation.signal(signal) { number in
                    Terminal.restore()
                    Foundation.signal(number, SIG_DFL)
                    raise(number)
                }
            }
        }
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        settings.c_cc.6 = 1  // VMIN: wait for one byte
        settings.c_cc.5 = 0  // VTIME: no timeout
        return tcsetattr(0, TCSANOW, &settings) == 0
    }

    /// Puts the terminal back as it was.
    static func restore() {
        guard var settings = saved else { return }
        tcsetattr(0, TCSANOW, &settings)
    }

    /// One key: a byte, or a whole escape sequence when more bytes follow at once; `nil` at the
    /// end of input.
    static func readKey() -> String? {
        var byte: UInt8 = 0
        guard read(0, &byte, 1) == 1 else { return nil }
        guard byte == 0x1B else { return String(decoding: [byte], as: UTF8.self) }
        var sequence: [UInt8] = [byte]
        var poll = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        while Foundation.poll(&poll, 1, 30) == 1, read(0, &byte, 1) == 1 {
            sequence.append(byte)
            if sequence.count > 2, (0x40...0x7E).contains(byte) { break }
        }
        return String(decoding: sequence, as: UTF8.self)
    }
}
