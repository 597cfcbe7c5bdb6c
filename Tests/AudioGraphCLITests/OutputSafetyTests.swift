import AudioGraph
import Foundation
import TestSupport
import Testing

@testable import AudioGraphCLI

/// The write and print policy of cli.md, end to end through the real binary: results go where the user pointed and
/// nowhere else, nothing an input names is overwritten, and a stream that cannot be written ends the run with exit code
/// 74, never a crash.
///
/// Device nodes are the tests' own, made with mknod in a temporary folder.
@Suite struct OutputSafetyTests {
    static let steps = Binary.samples + "/daily-steps.json"

    @Test(.enabled(if: DeviceNode.canMake, "mknod needs root; CI runs as root"))
    func standardStreamsThatCannotBeWrittenEndWith74() throws {
        let folder = TemporaryFolder()
        #expect(DeviceNode.full(at: folder.path + "/full"))
        // Standard output full: one line on standard error, exit 74.
        let full = try Binary.shell(#"$AG describe "$SAMPLES/daily-steps.json" > full"#, in: folder.path)
        #expect(full.status == 74)
        #expect(full.err == "Error: cannot write to standard output: no space left on the device\n")
        #expect(try Binary.shell(#"$AG --help > full"#, in: folder.path).status == 74)
        // The audio is written, then the line that says so cannot be: 74.
        let sonify = try Binary.shell(#"$AG sonify "$SAMPLES/daily-steps.json" -o steps.wav > full"#, in: folder.path)
        #expect(sonify.status == 74 && folder.contents.contains("steps.wav"))
        // Standard error full: silently 74, whatever the run would have said.
        let silent = try Binary.shell(#"$AG describe missing.json 2> full; echo "exit $?""#, in: folder.path)
        #expect(silent.out == "exit 74\n" && silent.err.isEmpty)
        #expect(DeviceNode.isDevice(folder.path + "/full"))
    }

    @Test func closedStandardStreamsEndWith74() throws {
        let folder = TemporaryFolder()
        let closed = try Binary.shell(#"$AG describe "$SAMPLES/daily-steps.json" >&-"#, in: folder.path)
        #expect(closed.status == 74 && closed.err == "Error: cannot write to standard output: it is closed\n")
        let audio = try Binary.shell(#"$AG sonify "$SAMPLES/daily-steps.json" -o - >&-"#, in: folder.path)
        #expect(audio.status == 74 && audio.err == "Error: cannot write standard output: it is closed\n")
        // A closed standard output is never handed to a file the program opens: the temporary
        // file of an output stays the output's.
        let render = try Binary.shell(#"$AG sonify "$SAMPLES/daily-steps.json" -o steps.wav >&-"#, in: folder.path)
        #expect(render.status == 74)
        #expect(try SoundFileReader(path: folder.path + "/steps.wav").frameCount > 0)
        let input = try Binary.shell(#"$AG describe - <&-"#, in: folder.path)
        #expect(input.status == 74 && input.err == "Error: cannot read standard input: it is closed\n")
        #expect(
            try Binary.shell(#"$AG describe missing.json 2>&-; echo "exit $?""#, in: folder.path).out == "exit 74\n")
    }

    @Test func aReaderThatGoesAwayEndsTheRun() throws {
        let folder = TemporaryFolder()
        let piped = try Binary.shell(
            #"($AG sonify "$SAMPLES/sensor-100k-columns.json" -o - --duration 60 2> err.txt; echo $? > code.txt) | head -c 100 > /dev/null"#,
            in: folder.path)
        // As a shell's pipeline expects: quietly, with the status of SIGPIPE (128 + 13).
        #expect(piped.status == 0)
        #expect(try String(contentsOfFile: folder.path + "/code.txt", encoding: .utf8) == "141\n")
        #expect(try String(contentsOfFile: folder.path + "/err.txt", encoding: .utf8) == "")
        let text = try Binary.shell(
            #"($AG describe "$SAMPLES/sensor-100k-columns.json" --level points 2> err.txt; echo $? > code.txt) | head -c 10 > /dev/null"#,
            in: folder.path)
        #expect(text.status == 0)
        #expect(try String(contentsOfFile: folder.path + "/code.txt", encoding: .utf8) == "141\n")
        #expect(folder.contents == ["code.txt", "err.txt"])
    }

    /// Runs `arguments` with standard output a pipe set non-blocking, read only after a while,
    /// so the program meets a full pipe (EAGAIN) and must wait; what it wrote.
    func runWithNonBlockingOutput(_ arguments: [String]) throws -> (status: Int32, out: Data) {
        let pipe = Pipe()
        let writing = pipe.fileHandleForWriting.fileDescriptor
        #expect(fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        try pipe.fileHandleForWriting.close()
        usleep(500_000)
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, out)
    }

    @Test func aNonBlockingStandardOutputIsWaitedOn() throws {
        let arguments = ["describe", Binary.samples + "/sensor-100k-columns.json", "--level", "points"]
        let expected = try Binary.run(arguments).out
        #expect(expected.utf8.count > 1 << 20)
        let text = try runWithNonBlockingOutput(arguments)
        #expect(text.status == 0 && String(decoding: text.out, as: UTF8.self) == expected)
        let audio = try runWithNonBlockingOutput(["sonify", Self.steps, "-o", "-"])
        #expect(audio.status == 0 && audio.out.count == 44 + 273_420 * 4)
    }

    @Test func aNonBlockingStandardInputIsWaitedOn() throws {
        let pipe = Pipe()
        let reading = pipe.fileHandleForReading.fileDescriptor
        #expect(fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["describe", "-"]
        let out = Pipe()
        process.standardInput = pipe
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The chart comes in two parts, the second after the program found the pipe empty.
        let chart = try Data(contentsOf: URL(fileURLWithPath: Self.steps))
        pipe.fileHandleForWriting.write(chart.prefix(100))
        usleep(300_000)
        pipe.fileHandleForWriting.write(chart.dropFirst(100))
        try pipe.fileHandleForWriting.close()
        let text = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: text, as: UTF8.self) == (try Binary.run(["describe", Self.steps]).out))
    }

    @Test func namesUpToTheSystemsLimitAreWritten() throws {
        let folder = TemporaryFolder()
        let name = String(repeating: "n", count: 251) + ".txt"
        let result = try Binary.run(["describe", Self.steps, "-o", name], in: folder.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(folder.contents == [name])
        let audio = String(repeating: "ä", count: 125) + "x.wav"
        #expect(audio.utf8.count == 255)
        #expect(try Binary.run(["sonify", Self.steps, "-o", audio, "--cues", name], in: folder.path).status == 0)
        #expect(Set(folder.contents) == [name, audio])
    }

    @Test func aNameThatIsNotUTF8IsRefusedNeverRewritten() throws {
        let folder = TemporaryFolder()
        // What the name would become as text: 'caf' and U+FFFD. That file is not touched.
        try Data("other".utf8).write(to: URL(fileURLWithPath: folder.path + "/caf\u{FFFD}.txt"))
        let result = try Binary.shell(
            #"$AG describe "$SAMPLES/daily-steps.json" -o "$(printf 'caf\351.txt')""#, in: folder.path)
        #expect(result.status == 64)
        #expect(
            result.err
                == "Error: argument 4, 'caf\\xE9.txt', is not UTF-8 text; AudioGraph takes names in UTF-8 only, so that none is rewritten (rename the file)\n"
        )
        #expect(folder.contents == ["caf\u{FFFD}.txt"])
        #expect(try String(contentsOfFile: folder.path + "/caf\u{FFFD}.txt", encoding: .utf8) == "other")
        // In a folder of charts, such a name is passed over with a note.
        let charts = try Binary.shell(
            #"mkdir in && cp "$SAMPLES/daily-steps.json" in/a.json && cp in/a.json "in/$(printf 'caf\351.json')" && $AG describe in -o out"#,
            in: folder.path)
        #expect(charts.status == 0)
        #expect(charts.err == "Note: skipping 'in/caf\u{FFFD}.json': its name is not UTF-8\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["a.txt"])
    }

    @Test(.enabled(if: DeviceNode.canMake, "mknod needs root; CI runs as root"))
    func aDeviceIsWrittenToNeverReplaced() throws {
        let folder = TemporaryFolder()
        #expect(DeviceNode.null(at: folder.path + "/null") && DeviceNode.full(at: folder.path + "/full"))
        for arguments in [
            ["describe", Self.steps, "-o", "null"], ["sonify", Self.steps, "-o", "null"],
            ["convert", Self.steps, "-o", "null"],
            ["audit", Self.steps, "-o", "null"], ["sonify", Self.steps, "-o", "steps.wav", "--cues", "null"],
        ] {
            let result = try Binary.run(arguments, in: folder.path)
            #expect(result.status == 0, "\(arguments)")
            #expect(DeviceNode.isDevice(folder.path + "/null"), "\(arguments) left the device a device")
        }
        let full = try Binary.run(["describe", Self.steps, "-o", "full"], in: folder.path)
        #expect(full.status == 74 && full.err == "Error: cannot write 'full': no space left on the device\n")
        let audio = try Binary.run(["sonify", Self.steps, "-o", "full"], in: folder.path)
        #expect(audio.status == 74 && audio.err == "Error: cannot write 'full': no space left on device\n")
        #expect(DeviceNode.isDevice(folder.path + "/full"))
        #expect(folder.contents == ["full", "null", "steps.wav"])
    }

    @Test func aFIFOWithAReaderGetsTheOutput() throws {
        let folder = TemporaryFolder()
        mkfifo(folder.path + "/text", 0o600)
        mkfifo(folder.path + "/audio", 0o600)
        let text = try Binary.shell(
            #"cat text > got.txt & $AG describe "$SAMPLES/daily-steps.json" -o text; wait"#, in: folder.path)
        #expect(text.status == 0)
        let expected = try Binary.run(["describe", Self.steps]).out
        #expect(try String(contentsOfFile: folder.path + "/got.txt", encoding: .utf8) == expected)
        let audio = try Binary.shell(
            #"cat audio > got.wav & $AG sonify "$SAMPLES/daily-steps.json" -o audio; wait"#, in: folder.path)
        #expect(audio.status == 0 && audio.out == "audio: 6.20 seconds, 44100 Hz, stereo\n")
        #expect(try SoundFileReader(path: folder.path + "/got.wav").frameCount == 273_420)
        #expect(folder.contents == ["audio", "got.txt", "got.wav", "text"])
    }

    @Test func descriptorsAndLinksLeadWhereTheyPoint() throws {
        let folder = TemporaryFolder()
        let expected = try Binary.run(["describe", Self.steps]).out
        // /dev/stdout and /dev/fd/N are the program's own descriptors: the shell's pipe or file.
        #expect(try Binary.run(["describe", Self.steps, "-o", "/dev/stdout"]).out == expected)
        let numbered = try Binary.shell(
            #"$AG describe "$SAMPLES/daily-steps.json" -o /dev/fd/3 3> three.txt"#, in: folder.path)
        #expect(numbered.status == 0)
        #expect(try String(contentsOfFile: folder.path + "/three.txt", encoding: .utf8) == expected)
        // A link is followed; its target is replaced, the link stays.
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path + "/target.txt"))
        symlink("target.txt", folder.path + "/link.txt")
        #expect(try Binary.run(["describe", Self.steps, "-o", "link.txt"], in: folder.path).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.txt") == "target.txt")
        #expect(try String(contentsOfFile: folder.path + "/target.txt", encoding: .utf8) == expected)
    }

    @Test func dashIsStandardOutputForEveryCommand() throws {
        let folder = TemporaryFolder()
        #expect(
            try Binary.run(["describe", Self.steps, "-o", "-"]).out == (try Binary.run(["describe", Self.steps]).out))
        #expect(
            try Binary.run(["convert", Self.steps, "-o", "-"]).out == (try Binary.run(["convert", Self.steps]).out))
        let audit = try Binary.run(["audit", Self.steps, "-o", "-"])
        #expect(audit.status == 0 && audit.out == "1 chart: 0 errors, 0 warnings, 0 notes.\n")
        // Audio on standard output: a stream sox reads as it comes; the line about it goes to
        // standard error.
        for container in ["wav", "flac", "ogg", "aiff"] {
            let piped = try Binary.shell(
                #"$AG sonify "$SAMPLES/daily-steps.json" -o - --container \#(container) | sox -t \#(container) - piped.wav"#,
                in: folder.path)
            #expect(piped.status == 0, "\(container): \(piped.err)")
            #expect(piped.err.hasSuffix("standard output: 6.20 seconds, 44100 Hz, stereo\n"), "\(container)")
            #expect(try SoundFileReader(path: folder.path + "/piped.wav").frameCount == 273_420, "\(container)")
        }
        #expect(folder.contents == ["piped.wav"])
    }

    @Test func anOutputThatNamesAnInputIsRefusedBeforeAnythingIsWritten() throws {
        let folder = TemporaryFolder()
        let chart = folder.path + "/chart.json"
        try FileManager.default.copyItem(atPath: Self.steps, toPath: chart)
        try Data("day,steps\nMon,5\nTue,6\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/data.csv"))
        symlink("chart.json", folder.path + "/alias.json")
        try Data("title-missing chart\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/known.txt"))
        let before = try Data(contentsOf: URL(fileURLWithPath: chart))
        let cases: [([String], String)] = [
            (["describe", "chart.json", "-o", "chart.json"], "the output 'chart.json' is the input 'chart.json'"),
            (["convert", "data.csv", "-o", "data.csv"], "the output 'data.csv' is the input 'data.csv'"),
            (["convert", "alias.json", "-o", "chart.json"], "the output 'chart.json' is the input 'alias.json'"),
            (
                ["sonify", "chart.json", "-o", "b.wav", "--cues", "chart.json"],
                "the output 'chart.json' is the input 'chart.json'"
            ),
            (
                ["sonify", "chart.json", "-o", "x.wav", "--cues", "x.wav"],
                "'x.wav' and 'x.wav' name the same output file"
            ),
            (
                ["sonify", "chart.json", "-o", "x.wav", "--cues", "./x.wav"],
                "'x.wav' and './x.wav' name the same output file"
            ),
            (
                ["audit", "chart.json", "--baseline", "known.txt", "-o", "known.txt"],
                "the output 'known.txt' is the input 'known.txt'"
            ),
            (
                ["describe", ".", "-o", ".", "--format", "json"],
                "the output './alias.json' is the input './chart.json'"
            ),
        ]
        for (arguments, message) in cases {
            let result = try Binary.run(arguments, in: folder.path)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.err.hasPrefix("Error: " + message), "\(arguments): \(result.err)")
        }
        let piped = try Binary.shell("$AG describe - -o chart.json < chart.json", in: folder.path)
        #expect(piped.status == 64 && piped.err.hasPrefix("Error: the output 'chart.json' is the input standard input"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: chart)) == before)
        #expect(folder.contents == ["alias.json", "chart.json", "data.csv", "known.txt"])
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let folder = TemporaryFolder()
        for (output, arguments) in [
            ("d.txt", ["describe", Self.steps]), ("s.wav", ["sonify", Self.steps]),
            ("c.json", ["convert", Self.steps]),
        ] {
            let path = folder.path + "/" + output
            try Data("private".utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o600)
            #expect(try Binary.run(arguments + ["-o", output], in: folder.path).status == 0)
            #expect(
                try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600, "\(output)")
        }
    }

    @Test(arguments: [
        (
            ["describe", "STEPS", "--jobs", "abc"],
            "Error: invalid value 'abc' for '--jobs'; expected a whole number from 1 to 256\n"
        ),
        (
            ["describe", "STEPS", "--jobs", "-1"],
            "Error: invalid value '-1' for '--jobs'; expected a whole number from 1 to 256\n"
        ),
        (
            ["describe", "STEPS", "--jobs", "99999999999999999999"],
            "Error: invalid value '99999999999999999999' for '--jobs'; expected a whole number from 1 to 256\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--jobs", "0"],
            "Error: invalid value '0' for '--jobs'; expected a whole number from 1 to 256\n"
        ),
        (["describe", "-", "-"], "Error: standard input ('-') is named more than once; it can be read only once\n"),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--duration", "0x1p4"],
            "Error: invalid value '0x1p4' for '--duration'; expected a decimal number of seconds\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--duration", "nan"],
            "Error: invalid value 'nan' for '--duration'; expected a decimal number of seconds\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--pitch", "0x100-0x200"],
            "Error: invalid value '0x100-0x200' for '--pitch'; expected LOW-HIGH in Hz, such as 200-1200\n"
        ),
        (
            ["sonify", "STEPS", "-o", "x.wav", "--sample-rate", "44100.5"],
            "Error: invalid value '44100.5' for '--sample-rate'; expected a whole number from 8000 to 192000 Hz\n"
        ),
        (
            ["sonify", "STEPS", "-o", "-", "--cues", "-"],
            "Error: the audio and the cues cannot both go to standard output; name a file for '--cues'\n"
        ),
    ])
    func wrongCommandLinesExit64(arguments: [String], message: String) throws {
        let folder = TemporaryFolder()
        let result = try Binary.run(arguments.map { $0 == "STEPS" ? Self.steps : $0 }, in: folder.path)
        #expect(result.status == 64)
        #expect(result.err.hasPrefix(message))
        #expect(folder.contents.isEmpty)
    }

    @Test func inputsThatAreNotFilesAreReadAsStreams() throws {
        let folder = TemporaryFolder()
        // Standard input that is a folder cannot be read: 74.
        let directory = try Binary.shell(#"$AG describe - < ."#, in: folder.path)
        #expect(directory.status == 74 && directory.err == "Error: cannot read standard input: is a directory\n")
        // Commands from a FIFO, and from a process substitution's pipe.
        mkfifo(folder.path + "/commands", 0o600)
        let fifo = try Binary.shell(
            #"printf 'next\nmax\n' > commands & $AG explore "$SAMPLES/daily-steps.json" --commands commands; wait"#,
            in: folder.path)
        #expect(
            fifo.status == 0 && fifo.out == "January 2, 8,432 steps\nMaximum of Daily steps: January 26, 11,520 steps\n"
        )
        // A chart from a pipe named by path.
        let chart = try Binary.shell(#"cat "$SAMPLES/daily-steps.json" | $AG describe /dev/stdin"#, in: folder.path)
        let expected = try Binary.run(["describe", Self.steps]).out
        #expect(chart.status == 0 && chart.out == expected)
    }

    @Test func whatTheUserTypedIsQuotedShortly() throws {
        let long = String(repeating: "x", count: 100_000)
        let result = try Binary.run(["explore", Self.steps, "--commands", "-"], input: long + "\n")
        #expect(result.status == 64)
        #expect(
            result.out == "Unknown command '" + String(repeating: "x", count: 40) + "…'; 'help' lists the commands.\n")
        #expect(!result.err.contains(String(repeating: "x", count: 41)))
        let option = try Binary.run(["describe", Self.steps, "--" + long])
        #expect(
            option.status == 64
                && option.err.hasPrefix("Error: unknown option '--" + String(repeating: "x", count: 38) + "…'"))
        #expect(!option.err.contains(String(repeating: "x", count: 41)))
    }

    @Test func anAuditOfOneUnreadableChartSaysSoOnce() throws {
        let folder = TemporaryFolder()
        try Data("{".utf8).write(to: URL(fileURLWithPath: folder.path + "/broken.json"))
        let result = try Binary.run(["audit", "broken.json"], in: folder.path)
        #expect(result.status == 65)
        #expect(
            result.err
                == "Error: 'broken.json': line 1, column 2: expected a member name in double quotes, found the end of the input\n"
        )
        #expect(result.out.isEmpty)
    }
}

/// What AudioGraph writes, it reads again: limits agree between writing and reading.
@Suite struct WrittenLimitTests {
    @Test func aChartFileTooLargeToReadIsNotWritten() throws {
        // Ten million points in rows take about 340 MB (measured: refused with exit 73, nothing
        // written); the check itself, on the size the encoder produced:
        var chart = try Samples.chart("daily-steps.json")
        chart.series[0].prefersColumnForm = false
        #expect(
            throws: CommandFailure(
                .cannotCreate,
                "the chart would take 323 MB as written, more than the 256 MB AudioGraph reads; write the series as columns ('--form columns'), which takes less room"
            )
        ) {
            try ConvertCommand.checkReadable(size: 323 << 20 | 5, of: chart)
        }
        try ConvertCommand.checkReadable(size: ChartLimits.fileBytes, of: chart)
    }
}

/// Numbers across the whole range of a Double never crash a command (a NaN turned into an
/// integer trapped `--sparkline` and `demo`).
@Suite struct ExtremeValueTests {
    @Test func sparklinesAndTheDemoTakeTheWholeRangeOfDouble() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/samples", withIntermediateDirectories: true)
        let chart =
            #"{"title": "Extremes", "xAxis": {"title": "x"}, "series": [{"name": "s", "x": [1, 2, 3, 4], "y": [-1e308, 1e308, -1.7976931348623157e308, 5e-324]}]}"#
        try Data(chart.utf8).write(to: URL(fileURLWithPath: folder.path + "/samples/extremes.json"))
        for format in ["text", "markdown", "json", "ssml"] {
            let result = try Binary.run(
                ["describe", "samples/extremes.json", "--level", "full", "--sparkline", "--format", format],
                in: folder.path)
            #expect(result.status == 0, "\(format): \(result.err)")
            #expect(!result.out.contains("infinity") && !result.out.contains("not a number"))
        }
        let demo = try Binary.run(["demo", "out", "--samples", "samples"], in: folder.path)
        #expect(demo.status == 0, "\(demo.err)")
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")) == [
                "extremes", "index.html", "audiograph-demo.m3u",
            ])
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out/extremes")) == [
                "extremes.json", "extremes.md", "extremes.wav", "extremes.vtt", "extremes.html",
            ])
    }
}
