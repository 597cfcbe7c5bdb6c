import Foundation
import TestSupport
import Testing

/// `describe` and `sonify` over many charts at once: one output per chart in a folder, made on
/// several threads, each the same as a run on that chart alone.
@Suite struct BatchTests {
    static let charts = [
        "daily-steps.json", "quarterly-revenue-by-region.json", "csv-daily-steps.csv", "height-weight-scatter.json",
        "muscle-balance.json",
    ]
    static var paths: [String] { charts.map { Binary.samples + "/" + $0 } }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test func sonifyingManyChartsGivesTheSameFilesAsOneAtATime() throws {
        let folder = TemporaryFolder()
        let together = try Binary.run(
            ["sonify"] + Self.paths + [
                "-o", folder.path + "/all", "--cues", folder.path + "/cues", "--jobs", "3", "--container", "flac",
            ])
        #expect(together.status == 0 && together.err.isEmpty, "\(together.err)")
        let lines = together.out.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.charts.count)
        for (index, chart) in Self.charts.enumerated() {
            let name = (chart as NSString).deletingPathExtension
            let alone = try Binary.run([
                "sonify", Self.paths[index], "-o", folder.path + "/\(name).flac", "--cues",
                folder.path + "/\(name).vtt",
            ])
            #expect(alone.status == 0)
            #expect(
                lines[index]
                    == alone.out.replacingOccurrences(of: folder.path + "/", with: folder.path + "/all/").dropLast(),
                "printed in input order")
            #expect(
                bytes(folder.path + "/all/\(name).flac") == bytes(folder.path + "/\(name).flac"),
                "\(name): the same audio")
            #expect(
                bytes(folder.path + "/cues/\(name).vtt") == bytes(folder.path + "/\(name).vtt"),
                "\(name): the same cues")
        }
    }

    @Test func describingAFolderWritesOneFilePerChartOrPrintsEachUnderItsName() throws {
        let folder = TemporaryFolder()
        let files = try FileManager.default.contentsOfDirectory(atPath: Binary.samples).filter {
            $0.hasSuffix(".json") || $0.hasSuffix(".csv")
        }.sorted()
        let together = try Binary.run([
            "describe", Binary.samples, "-o", folder.path, "--format", "markdown", "--level", "details",
        ])
        #expect(together == Binary.Result(status: 0, out: "", err: ""))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == files.map { ($0 as NSString).deletingPathExtension + ".md" }.sorted())
        for file in files {
            let alone = try Binary.run([
                "describe", Binary.samples + "/" + file, "--format", "markdown", "--level", "details",
            ])
            #expect(
                bytes(folder.path + "/" + (file as NSString).deletingPathExtension + ".md") == Data(alone.out.utf8),
                "\(file)")
        }
        let printed = try Binary.run(["describe", Self.paths[0], Self.paths[4], "--level", "overview", "--jobs", "1"])
        let first = try Binary.run(["describe", Self.paths[0], "--level", "overview"]).out
        let second = try Binary.run(["describe", Self.paths[4], "--level", "overview"]).out
        #expect(printed.out == "==> \(Self.paths[0]) <==\n\(first)\n==> \(Self.paths[4]) <==\n\(second)")
    }

    @Test func shardsShareTheChartsBetweenThemEachOnce() throws {
        // Three shards of the samples folder: together every chart, each in one shard only, in
        // the inputs' order (0, 3, 6… for the first).
        let all = try Binary.run(["describe", Binary.samples, "--level", "overview"]).out.split(separator: "\n").filter
        { $0.hasPrefix("==> ") }
        var seen: [Substring] = []
        for k in 1...3 {
            let shard = try Binary.run(["describe", Binary.samples, "--level", "overview", "--shard", "\(k)/3"])
            #expect(shard.status == 0)
            let names = shard.out.split(separator: "\n").filter { $0.hasPrefix("==> ") }
            #expect(names == stride(from: k - 1, to: all.count, by: 3).map { all[$0] })
            seen += names
        }
        #expect(seen.sorted() == all.sorted() && all.count > 6)
        // Into a folder, a shard writes its charts only (the second and fourth by path); a shard
        // with none does nothing.
        let folder = TemporaryFolder()
        #expect(
            try Binary.run(["sonify"] + Self.paths + ["-o", folder.path + "/", "--shard", "2/2", "--duration", "1"])
                .status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "daily-steps.wav", "muscle-balance.wav",
            ])
        #expect(
            try Binary.run(["audit", Self.paths[0], "--shard", "2/2"])
                == Binary.Result(status: 0, out: "0 charts: 0 errors, 0 warnings, 0 notes.\n", err: ""))
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2"] {
            let result = try Binary.run(["describe", Self.paths[0], "--shard", bad])
            #expect(
                result.status == 64 && result.err.hasPrefix("Error: invalid value '\(bad)' for '--shard'"), "\(bad)")
        }
    }

    /// The charts a shard of `describe` worked on, by the headings it printed.
    func described(_ arguments: [String], environment: [String: String] = [:]) throws -> Set<String> {
        let result = try Binary.run(["describe", "--level", "overview"] + arguments, environment: environment)
        #expect(result.status == 0, "\(result.err)")
        return Set(
            result.out.split(separator: "\n").filter { $0.hasPrefix("==> ") }.map {
                String($0.dropFirst(4).dropLast(4))
            })
    }

    @Test func shardsFollowThePathsNotTheOrderOfTheArguments() throws {
        // The same charts in any order, named with './' and doubled slashes on one host: each
        // shard works on the same charts, so N hosts share them out whole.
        var generator = SeededGenerator(seed: 26)
        let spellings = Self.paths.map { $0.replacingOccurrences(of: "/Samples/", with: "/Samples/./") }
        var union: [String] = []
        for k in 1...3 {
            let first = try described(Self.paths + ["--shard", "\(k)/3"])
            for _ in 0..<3 {
                let shuffled = (Bool.random(using: &generator) ? spellings : Self.paths).shuffled(using: &generator)
                let again = try described(shuffled + ["--shard", "\(k)/3"])
                #expect(
                    Set(again.map { ($0 as NSString).lastPathComponent })
                        == Set(first.map { ($0 as NSString).lastPathComponent }))
            }
            union += first.map { ($0 as NSString).lastPathComponent }
        }
        #expect(union.sorted() == Self.charts.sorted())
    }

    @Test func aBatchSchedulerGivesTheShard() throws {
        // A Slurm array of tasks 1 to 3 (task 2 is the second shard), and a Kubernetes indexed
        // Job of three completions (index 1 is the second).
        let second = try described(Self.paths + ["--shard", "2/3"])
        let slurm = ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "3"]
        #expect(try described(Self.paths + ["--shard", "auto"], environment: slurm) == second)
        let stepped = [
            "SLURM_ARRAY_TASK_ID": "10", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "10",
            "SLURM_ARRAY_TASK_COUNT": "3",
        ]
        #expect(try described(Self.paths + ["--shard", "auto"], environment: stepped) == second)
        let kubernetes = ["JOB_COMPLETION_INDEX": "1"]
        #expect(
            try described(Self.paths + ["--shard", "auto", "--shard-count", "3"], environment: kubernetes) == second)
        let missing = try Binary.run(
            ["describe", Self.paths[0], "--shard", "auto", "--shard-count", "3"],
            environment: ["JOB_COMPLETION_INDEX": "3"])
        #expect(
            missing.status == 64
                && missing.err.hasPrefix("Error: JOB_COMPLETION_INDEX '3' is not a place among '--shard-count 3'"))
        let noCount = try Binary.run(["describe", Self.paths[0], "--shard", "auto"], environment: kubernetes)
        #expect(
            noCount.status == 64
                && noCount.err.hasPrefix("Error: '--shard auto' in a Kubernetes indexed Job needs '--shard-count N'"))
        let outside = try Binary.run(
            ["describe", Self.paths[0], "--shard", "auto"],
            environment: ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "3"])
        #expect(outside.status == 64 && outside.err.hasPrefix("Error: '--shard auto' cannot place Slurm task '7'"))
        let countAlone = try Binary.run(["describe", Self.paths[0], "--shard-count", "3"])
        #expect(
            countAlone.status == 64
                && countAlone.err.hasPrefix("Error: '--shard-count' applies only with '--shard auto'"))
    }

    @Test func aBadChartIsReportedAndTheOthersStillComplete() throws {
        let folder = TemporaryFolder()
        let bad = folder.path + "/broken.json"
        try Data("{\"series\": [".utf8).write(to: URL(fileURLWithPath: bad))
        let result = try Binary.run(["sonify", Self.paths[0], bad, Self.paths[1], "-o", folder.path + "/out"])
        #expect(result.status == 65)
        #expect(
            result.err
                == "Error: '\(bad)': line 1, column 13: expected a value, found the end of the input\nError: 1 of 3 charts could not be sonified\n"
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted() == [
                "daily-steps.wav", "quarterly-revenue-by-region.wav",
            ])
        #expect(result.out.split(separator: "\n").count == 2)
    }

    @Test(arguments: [
        (
            ["describe", "a.json", "b.json", "--jobs", "0"],
            "Error: invalid value '0' for '--jobs'; expected a whole number from 1 to 256\n"
        ),
        (
            ["sonify", "a/x.json", "b/x.json", "-o", "out"],
            "Error: 'a/x.json' and 'b/x.json' would both be written to 'out/x.wav'; rename one of them\n"
        ),
        (
            ["describe", "a.json", "-", "-o", "out"],
            "Error: '-' (standard input) cannot be one of several charts written into a folder; save it to a file first\n"
        ),
        (
            ["sonify", "a.json", "-o", "a.wav", "--container", "flac"],
            "Error: '--container' applies only to standard output, devices and pipes, and to several charts written into a folder; for one file, OUT's extension says it\n"
        ),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) throws {
        let folder = TemporaryFolder()
        let result = try Binary.run(arguments, in: folder.path)
        #expect(result.status == 64)
        #expect(result.err.hasPrefix(message))
        #expect(folder.contents.isEmpty, "nothing written")
    }
}
