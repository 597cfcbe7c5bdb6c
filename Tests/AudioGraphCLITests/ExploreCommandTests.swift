import Foundation
import TestSupport
import Testing

/// `audiograph explore`: scripted sessions against golden transcripts, and the interactive
/// explorer driven through tmux.
@Suite struct ExploreCommandTests {
    static let script = """
        # a tour of every command
        where
        next
        next
        next
        last
        next
        first
        previous
        forward
        back
        min
        max
        chart-min
        chart-max
        goto 2026-01-15
        next-series
        previous-series
        chord
        up
        next
        up
        up
        up
        down
        down
        down
        down
        again
        stats
        describe
        # landmarks, each way, from the first point
        first
        next-crossing
        next-crossing
        previous-crossing
        next-peak
        next-peak
        previous-peak
        next-trough
        previous-trough
        next-outlier
        previous-outlier
        next-label
        previous-label
        next-gap
        previous-gap
        next-change
        next-change
        previous-change
        faster
        slower
        slower
        # goto as the tool says things
        goto March 10
        goto Jan
        goto Q3
        goto 2008
        goto 1,000
        goto Europe
        goto Juli 2026
        help
        """

    @Test(arguments: [
        "daily-steps.json", "weekly-training.json", "quarterly-revenue-by-region.json", "daily-temperature.json",
        "height-weight-scatter.json",
    ])
    func scriptedSessionsMatchTheirTranscripts(sample: String) throws {
        let folder = TemporaryFolder()
        let commands = folder.path + "/tour.txt"
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: commands))
        let result = try Binary.run(["explore", Binary.samples + "/" + sample, "--commands", commands])
        // The tour's places that fit no axis of this chart ("Europe" on dates, "Jan" on numbers) are not understood:
        // exit 64 at the end, every line still said.
        let unreadable = [
            "daily-steps.json": 2, "weekly-training.json": 2, "quarterly-revenue-by-region.json": 7,
            "daily-temperature.json": 2, "height-weight-scatter.json": 6,
        ][sample, default: 0]
        #expect(result.status == 64, "\(result.err)")
        #expect(
            result.err.hasPrefix("Error: \(unreadable) commands were not understood, the first 'goto "), "\(result.err)"
        )
        #expect(
            result.out.split(separator: "\n").count
                == Self.script.split(separator: "\n").filter { !$0.hasPrefix("#") }.count, "one line per command")
        try Golden.check(result.out, "explore-" + sample.replacingOccurrences(of: ".json", with: ".txt"))
    }

    @Test func soundsFollowEachLineForPrograms() throws {
        // The same lines, each followed by a tab and the sound: a glide from point to point, a tone
        // on jumping, the boundary past the end, a chord of every series, a series' audio graph, and
        // nothing for words alone.
        let chart = Binary.samples + "/quarterly-revenue-by-region.json"
        let commands = "next\nlast\nnext\nfirst\nnext\nchord\nplay\nstats\n"
        let plain = try Binary.run(["explore", chart, "--commands", "-"], input: commands)
        let result = try Binary.run(["explore", chart, "--commands", "-", "--sounds"], input: commands)
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.map { $0[0] } == plain.out.split(separator: "\n").map(String.init))
        let sounds = lines.map { $0[1].split(separator: " ").map(String.init) }
        #expect(sounds.map { $0[0] } == ["glide", "tone", "boundary", "tone", "glide", "chord", "series", "none"])
        // Q1 to Q2 of North America ($1.82 to $1.95 million) glides up, from the first point's tone; the chord
        // of the three regions at Q2 starts at North America's pitch; hertz are written to the hundredth.
        let hertz = sounds.map { $0.dropFirst().compactMap(Double.init) }
        #expect(sounds[0] == sounds[4] && hertz[4][0] == hertz[3][0] && hertz[4][1] > hertz[4][0])
        #expect(hertz[5].count == 3 && hertz[5][0] == hertz[4][1] && hertz[1][0] > hertz[4][1])
        for value in hertz.prefix(6).joined() {
            #expect(value > 20 && value < 20_000 && abs((value * 100).rounded() - value * 100) < 1e-6, "\(value)")
        }
        #expect(sounds[6] == ["series", "1"])
    }

    @Test func monthlyDataGoesUpFromAPointToItsSeries() throws {
        // Long-form monthly sales of three regions: each month is a group of one point, so there is no group level
        // between a point and its series, and no month is named twice.
        let folder = TemporaryFolder()
        let csv = folder.path + "/long.csv"
        let rows = ["North": [100, 110, 120, 130], "South": [50, 45, 40, 35], "West": [200, 180, 220, 210]]
        var text = "date,region,sales\n"
        for region in ["North", "South", "West"] {
            for (month, sales) in (rows[region] ?? []).enumerated() {
                text += "2025-0\(month + 1)-01,\(region),\(sales)\n"
            }
        }
        try text.write(toFile: csv, atomically: true, encoding: .utf8)
        let result = try Binary.run(
            ["explore", csv, "--commands", "-", "-q"], input: "up\nwhere\nnext\ndown\nwhere\nnext\nup\ndown\ndown\n")
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.split(separator: "\n").map(String.init) == [
                "North, series 1 of 3, 4 points, lowest 100, highest 130",
                "Series level: North, series 1 of 3, 4 points, lowest 100, highest 130",
                "South, series 2 of 3, 4 points, lowest 35, highest 50",
                "January 2025, sales 50",
                "Point 1 of 4 in South, series 2 of 3: January 2025, sales 50",
                "February 2025, sales 45",
                "South, series 2 of 3, 4 points, lowest 35, highest 50",
                "February 2025, sales 45",
                "Already at a single point.",
            ], "\(result.out)")
    }

    @Test func aGermanChartIsExploredInGerman() throws {
        let result = try Binary.run(
            ["explore", Binary.samples + "/daily-temperature.json"], input: "sprung\nnext-peak\nfaster\ngoto 10. Juli\n"
        )
        #expect(
            result.out.hasPrefix("Unbekannter Befehl „sprung“; „help“ listet die Befehle.\nGipfel: "), "\(result.out)")
        #expect(result.out.contains("\nTempo 1,5.\n10. Juli, "))
    }

    @Test func commandsComeFromStandardInputAndUnknownOnesFailAtTheEnd() throws {
        let result = try Binary.run(["explore", Binary.samples + "/monthly-revenue.json"], input: "next\njump\nlast\n")
        #expect(
            result.out == "February, $38,950\nUnknown command 'jump'; 'help' lists the commands.\nDecember, $81,500\n")
        #expect(result.status == 64)
        // The script's commands are no options: no usage line after the error.
        #expect(result.err == "Error: 1 command was not understood, the first 'jump'\n")
        // A place goto cannot read goes nowhere and counts too; one outside the data lands on the nearest and does not.
        let places = try Binary.run(
            ["explore", Binary.samples + "/monthly-revenue.json"], input: "goto 2/1950\ngoto Smarch\ngoto 2030\n")
        #expect(places.out.split(separator: "\n").count == 3 && places.status == 64, "\(places.out)")
        #expect(places.err.hasPrefix("Error: 2 commands were not understood, the first 'goto 2/1950'\n"))
        // goto without its place says what it takes, with an example from where the explorer is, which goto takes.
        let bare = try Binary.run(
            ["explore", Binary.samples + "/monthly-revenue.json"], input: "next\nlast\nGoto\ngoto December\n")
        #expect(
            bare.out.split(separator: "\n").dropFirst(2) == [
                "'Goto' needs a place after it: a date, a number or a name, such as 'Goto December'.",
                "December, $81,500",
            ], "\(bare.out)")
        #expect(bare.status == 64)
        let clash = try Binary.run(["explore", "-", "--commands", "-"], input: "")
        #expect(
            clash.status == 64
                && clash.err.hasPrefix(
                    "Error: standard input ('-') is named both as the chart and as the commands; it can be read only once\n"
                ))
    }
}

/// The interactive explorer in a real terminal: tmux runs it, sends keys and reads the screen.
@Suite(.serialized) struct InteractiveExplorerTests {
    let session = "audiograph-test-\(getpid())"

    /// Runs tmux on the tests' own server and returns what it printed.
    ///
    /// The first call starts that server, which keeps every descriptor it inherits open for as long as it runs; so tmux
    /// is started with none but standard input, output and error (Foundation's `Process` would hand it the descriptor
    /// `waitUntilExit` waits on, and wait forever), and its output goes through a file.
    func tmux(_ arguments: [String]) throws -> String {
        let output = NSTemporaryDirectory() + "tmux-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // glibc skips descriptors that are not open, so closing a generous range is safe.
        let highest =
            (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) }.max()
            ?? 1024
        for descriptor in 3...(highest + 64) { posix_spawn_file_actions_addclose(&actions, descriptor) }
        // The test's thread blocks most signals; tmux gets them back, and their defaults.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words = ["tmux", "-L", session] + arguments
        var argv = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, &argv, environ)
        guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    /// The visible lines of the pane, without trailing blanks.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", session]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Waits until the screen's last line satisfies `condition`, or about five seconds.
    func waitFor(_ condition: ([String]) -> Bool) throws -> [String] {
        for _ in 0..<100 {
            let lines = try screen()
            if condition(lines) { return lines }
            usleep(50_000)
        }
        return try screen()
    }

    /// Prints the terminal's settings again and checks they equal those printed before the
    /// explorer started (`stty -g`).
    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        _ = try tmux(["send-keys", "-t", session, "stty -g", "Enter"])
        let lines = try waitFor { $0.filter(Self.isSettings).count >= 2 }
        let settings = lines.filter(Self.isSettings)
        #expect(
            settings.count == 2 && settings[0] == settings[1], "the terminal is as it was before",
            sourceLocation: sourceLocation)
    }

    /// Whether a line is `stty -g` output: colon-separated hexadecimal fields.
    static func isSettings(_ line: String) -> Bool {
        line.split(separator: ":").count > 10 && line.allSatisfy { $0 == ":" || $0.isHexDigit }
    }

    func start(device: String = "null") throws {
        _ = try tmux(["kill-server"])
        _ = try tmux([
            "new-session", "-d", "-s", session, "-x", "200", "-y", "50", "env PS1='$ ' bash --norc --noprofile",
        ])
        _ = try waitFor { $0.last == "$" }
        _ = try tmux([
            "send-keys", "-t", session,
            "stty -g; AUDIOGRAPH_AUDIO_DEVICE=\(device) \(Binary.path) explore \(Binary.samples)/daily-steps.json",
            "Enter",
        ])
        _ = try waitFor { $0.contains { $0.hasPrefix("Exploring.") } }
    }

    @Test func keysMoveAndQuitRestoresTheTerminal() throws {
        try start()
        defer { _ = try? tmux(["kill-server"]) }
        _ = try tmux(["send-keys", "-t", session, "Right", "Right", "End", "Right", "["])
        var lines = try waitFor { $0.last?.hasPrefix("Minimum of Daily steps") == true }
        #expect(
            Array(lines.suffix(5)) == [
                "January 2, 8,432 steps", "January 3, no value", "January 30, 10,327 steps",
                "End of Daily steps: January 30, 10,327 steps",
                "Minimum of Daily steps: January 1, New Year, 4,210 steps",
            ])
        _ = try tmux(["send-keys", "-t", session, "g"])
        _ = try waitFor { $0.last == "Go to:" }
        _ = try tmux(["send-keys", "-t", session, "2026-01-20", "Enter"])
        lines = try waitFor { $0.last == "January 20, 7,645 steps" }
        #expect(lines.last == "January 20, 7,645 steps")
        _ = try tmux(["send-keys", "-t", session, "q"])
        _ = try waitFor { $0.last == "$" }
        try expectTerminalRestored()
    }

    @Test func withoutAnAudioOutputItSaysSoOnceAndGoesOn() throws {
        try start(device: "nowhere")
        defer { _ = try? tmux(["kill-server"]) }
        _ = try tmux(["send-keys", "-t", session, "Right", "p", "Right"])
        let lines = try waitFor { $0.last == "January 3, no value" }
        #expect(
            lines.filter { $0.hasPrefix("No audio output 'nowhere': ") && $0.hasSuffix("; going on without sound.") }
                .count == 1)
        #expect(Array(lines.suffix(3)) == ["January 2, 8,432 steps", "Playing Daily steps.", "January 3, no value"])
        _ = try tmux(["send-keys", "-t", session, "q"])
        _ = try waitFor { $0.last == "$" }
        try expectTerminalRestored()
    }

    @Test func controlCQuitsAndRestoresTheTerminal() throws {
        try start()
        defer { _ = try? tmux(["kill-server"]) }
        _ = try tmux(["send-keys", "-t", session, "Right", "C-c"])
        _ = try waitFor { $0.last == "$" }
        #expect(try screen().contains("January 2, 8,432 steps"))
        try expectTerminalRestored()
    }
}
