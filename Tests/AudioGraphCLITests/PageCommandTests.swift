import AudioGraph
import Foundation
import TestSupport
import Testing

@testable import AudioGraphCLI

/// `audiograph page` on the command line: what it writes where, and what it refuses.
@Suite struct PageCommandTests {
    static let usage =
        "Usage: audiograph page FILE ... [-o OUT.html] [--audio HOW] [--jobs N] [-r] [--shard K/N] [--shard-count N] [--strict] [--from-format FORMAT] [--x COLUMN] [--y COLUMN ...] [--split-by COLUMN] [--delimiter CHAR] [--decimal SEP] [--date-format FORMAT] [--title TEXT] [--kind KIND] [--unit UNIT] [--locale ID] [-q]\n"

    @Test func aPageIsWrittenWithItsAudioBesideIt() throws {
        let folder = TemporaryFolder()
        let result = try Binary.run(["page", Binary.samples + "/daily-steps.json", "-o", folder.path + "/steps.html"])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(result.out.hasPrefix(folder.path + "/steps.html: a page of ") && result.out.hasSuffix(" KB\n"))
        #expect(folder.contents == ["steps.html", "steps.wav"])
        let html = try String(contentsOfFile: folder.path + "/steps.html", encoding: .utf8)
        #expect(html.contains("<audio id=\"audio-graph\" controls preload=\"metadata\" src=\"steps.wav\">"))
    }

    @Test func severalChartsMakeAFolderOfPagesAndAnIndex() throws {
        let folder = TemporaryFolder()
        let result = try Binary.run([
            "page", Binary.samples + "/daily-steps.json", Binary.samples + "/monthly-revenue.json", "-o",
            folder.path + "/site", "--jobs", "2",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasSuffix("\(folder.path)/site/index.html: an index of 2 pages\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/site").sorted() == [
                "daily-steps.html", "daily-steps.wav", "index.html", "monthly-revenue.html", "monthly-revenue.wav",
            ])
        let index = try String(contentsOfFile: folder.path + "/site/index.html", encoding: .utf8)
        #expect(
            index.contains(
                "<li><a href=\"daily-steps.html\">Daily Step Count, January 2026</a></li>\n<li><a href=\"monthly-revenue.html\">"
            ))
    }

    @Test func aLongChartsPageHasEveryPointAsCSVBesideIt() throws {
        // 1,200 bins of a histogram: past the table's 1,000 rows, every bin goes to CSV with its ends.
        let folder = TemporaryFolder()
        let points = (0..<1_200).map {
            "{\"xStart\": \($0 * 5), \"xEnd\": \($0 * 5 + 5), \"y\": \($0 == 7 ? "null" : String($0 % 9))}"
        }
        let chart =
            "{\"title\": \"Waits\", \"kind\": \"histogram\", \"xAxis\": {\"title\": \"Wait, s\"}, \"yAxis\": {\"title\": \"People\"}, \"series\": [{\"name\": \"Desk\", \"points\": ["
            + points.joined(separator: ", ") + "]}]}"
        try chart.write(toFile: folder.path + "/waits.json", atomically: true, encoding: .utf8)
        let result = try Binary.run(["page", folder.path + "/waits.json", "-o", folder.path + "/waits.html"])
        #expect(result.status == 0, "\(result.err)")
        #expect(folder.contents == ["waits.data.csv", "waits.html", "waits.json", "waits.wav"])
        let lines = try String(contentsOfFile: folder.path + "/waits.data.csv", encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1_202 && lines.last == "")
        #expect(lines[0] == "series,\"Wait, s\",People,xStart,xEnd")
        #expect(
            lines[1] == "Desk,2.5,0,0,5" && lines[8] == "Desk,37.5,,35,40" && lines[1_200] == "Desk,5997.5,2,5995,6000")
        let html = try String(contentsOfFile: folder.path + "/waits.html", encoding: .utf8)
        #expect(html.contains("<a href=\"waits.data.csv\" download>"))
    }

    @Test func theDrawingsTicksAreSaidAsTheAxisSaysThem() throws {
        // An empty chart: its axes run from 0 to 1, said in whole numbers, so its ticks are 0 and 1 (not five
        // ticks of "0" nor one of 5.55 times ten to the power of minus 17).
        let folder = TemporaryFolder()
        try
            #"{"title": "Nothing yet", "xAxis": {"title": "x"}, "yAxis": {"title": "y"}, "series": [{"name": "a", "points": []}]}"#
            .write(toFile: folder.path + "/empty.json", atomically: true, encoding: .utf8)
        #expect(try Binary.run(["page", folder.path + "/empty.json", "-o", folder.path + "/empty.html"]).status == 0)
        let html = try String(contentsOfFile: folder.path + "/empty.html", encoding: .utf8)
        let drawing = String(html[try #require(html.range(of: "<svg")).lowerBound...])
        func labels(_ anchor: String) -> [String] {
            drawing.components(separatedBy: "text-anchor=\"\(anchor)\">").dropFirst().compactMap {
                $0.components(separatedBy: "<").first
            }
        }
        #expect(labels("end") == ["0", "1"], "y ticks")
        #expect(labels("middle").prefix(2) == ["0", "1"], "x ticks, then the axis title")
        #expect(!html.contains("times ten to the power"))
    }

    @Test func anAudioGraphTooLongToHearWholeIsNoted() {
        // 1,000 series of a year's months play about an hour beside their page: 61 minutes at 44.1 kHz, stereo,
        // 16 bits is 61 × 60 × 44,100 frames of 4 bytes: 645,624,000 bytes, 615 MiB.
        let options = SonificationOptions()
        let series = (0..<1_000).map { Series(name: "s\($0)", x: [0, 1], y: [1, 2]) }
        let many = Chart(title: "Many", xAxis: .numeric("Month"), series: series)
        let hour = 61 * 60 * options.sampleRate
        #expect(
            PageCommand.longAudioNote("many.json", frames: hour, options, many)
                == "'many.json': its audio graph plays for 61 minutes (615 MB beside the page), its 1,000 series one after another; the page's explorer plays each series on its own ('p'), and 'audiograph sonify --series NAME' writes one"
        )
        let one = Chart(title: "One", xAxis: .numeric("Day"), series: [series[0]])
        #expect(
            PageCommand.longAudioNote("one.json", frames: hour, options, one)?.hasSuffix(
                "--from X --to X' writes a stretch") == true)
        // Under ten minutes: nothing to say.
        #expect(PageCommand.longAudioNote("many.json", frames: 9 * 60 * options.sampleRate, options, many) == nil)
    }

    @Test func embeddingALongAudioGraphIsNoted() throws {
        // 10 series of 60 points: more than 8 MiB of WAV inside the page (less than the 32 MiB refused).
        let folder = TemporaryFolder()
        let series = (0..<10).map { number in
            "{\"name\": \"s\(number)\", \"x\": [\((0..<60).map(String.init).joined(separator: ","))], \"y\": [\((0..<60).map { String(($0 * 7 + number) % 13) }.joined(separator: ","))]}"
        }
        let chart =
            "{\"title\": \"Many\", \"xAxis\": {\"title\": \"x\"}, \"series\": [" + series.joined(separator: ",") + "]}"
        try chart.write(toFile: folder.path + "/many.json", atomically: true, encoding: .utf8)
        let result = try Binary.run([
            "page", folder.path + "/many.json", "-o", folder.path + "/many.html", "--audio", "embed",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err.hasPrefix("Note: '\(folder.path)/many.json': its audio graph adds ")
                && result.err.hasSuffix(
                    " MB to the page, which loads slowly on a phone; '--audio file' puts it beside the page\n"),
            "\(result.err)")
    }

    @Test(arguments: [
        (
            ["page", "SAMPLES/daily-steps.json"],
            "Error: missing '-o OUT.html', the page to write (a page links its audio beside it, so it cannot go to standard output)\n\(Self.usage)"
        ),
        (
            ["page", "SAMPLES/daily-steps.json", "-o", "-"],
            "Error: missing '-o OUT.html', the page to write (a page links its audio beside it, so it cannot go to standard output)\n\(Self.usage)"
        ),
        (
            ["page", "SAMPLES/daily-steps.json", "-o", "steps.txt"],
            "Error: 'steps.txt' does not end in .html; a page is named NAME.html, its audio NAME.wav beside it\n\(Self.usage)"
        ),
        (
            ["page", "SAMPLES/daily-steps.json", "-o", "s.html", "--audio", "inline"],
            "Error: invalid value 'inline' for '--audio'; expected one of file, embed\n\(Self.usage)"
        ),
    ])
    func refusalsSayWhatIsWrong(arguments: [String], stderr: String) throws {
        let folder = TemporaryFolder()
        let result = try Binary.run(
            arguments.map { $0.replacingOccurrences(of: "SAMPLES", with: Binary.samples) }, in: folder.path)
        #expect(result.status == 64 && result.err == stderr, "\(result.err)")
        #expect(folder.contents.isEmpty, "nothing written")
    }
}
