import Foundation
import TestSupport
import Testing

/// The package as an app adopts it: a product per layer, and no C library where none is needed.
@Suite struct PackageTests {
    /// The products that must build wherever Swift runs, without any C library.
    static let pureProducts = [
        "ChartModel", "AXCompatibility", "ChartDescription", "ChartNavigation", "ChartAudit", "ChartAuditTesting",
        "Sonification", "ChartPage", "ChartMarks",
    ]

    /// The package's own description, as SwiftPM gives it.
    static func description() throws -> [String: Any] {
        // A scratch folder of its own: the package's is locked by the `swift test` running this.
        let scratch = TemporaryFolder()
        let result = try Binary.run(
            [
                "package", "--package-path", Binary.package.path, "--scratch-path", scratch.path, "describe", "--type",
                "json",
            ], program: try swift())
        #expect(result.status == 0, "\(result.err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    }

    /// The `swift` program on the path.
    static func swift() throws -> String {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
                "/opt/swift/usr/bin", "/usr/bin",
            ]
        return try #require(folders.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) })
    }

    @Test func pureProductsReachNoSystemLibrary() throws {
        let package = try Self.description()
        let targets = try #require(package["targets"] as? [[String: Any]])
        let kinds = Dictionary(uniqueKeysWithValues: targets.map { ($0["name"] as! String, $0["type"] as! String) })
        let dependencies = Dictionary(
            uniqueKeysWithValues: targets.map { ($0["name"] as! String, $0["target_dependencies"] as? [String] ?? []) })
        let products = try #require(package["products"] as? [[String: Any]])
        func closure(of product: String) -> Set<String> {
            let roots = products.first { $0["name"] as? String == product }?["targets"] as? [String] ?? []
            var seen = Set<String>()
            var pending = roots
            while let target = pending.popLast() {
                guard seen.insert(target).inserted else { continue }
                pending += dependencies[target] ?? []
            }
            return seen
        }
        func systemLibraries(of product: String) -> Set<String> {
            closure(of: product).filter { kinds[$0] == "system-target" }
        }
        for product in Self.pureProducts {
            #expect(!closure(of: product).isEmpty, "no product \(product)")
            #expect(systemLibraries(of: product).isEmpty, "\(product) reaches \(systemLibraries(of: product).sorted())")
        }
        #expect(systemLibraries(of: "SonificationFiles") == ["CSndFile"])
        #expect(systemLibraries(of: "SpeechSynthesis") == ["CEspeakNG"])
        #expect(systemLibraries(of: "AudioOutput") == ["CAlsa"])
        #expect(systemLibraries(of: "AudioGraph") == ["CSndFile", "CEspeakNG", "CAlsa"])
    }

    @Test func anAppTakingDescriptionsAndAuditsLinksNoCLibrary() throws {
        // A small app, made here, that depends on the audits product alone.
        let folder = TemporaryFolder()
        let app = folder.path + "/App"
        try FileManager.default.createDirectory(atPath: app + "/Sources/App", withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(name: "AudioGraph", path: "\(Binary.package.path)")],
            targets: [.executableTarget(name: "App", dependencies: [.product(name: "ChartAudit", package: "AudioGraph")])],
            swiftLanguageModes: [.v6]
        )
        """.write(toFile: app + "/Package.swift", atomically: true, encoding: .utf8)
        try """
        import ChartAudit
        import ChartDescription
        import ChartModel

        let chart = Chart(title: "Steps", kind: .line, xAxis: .numeric("Day"), yAxis: .numeric("Steps", unit: "steps"),
                          series: [Series(name: "Steps", x: [1, 2, 3, 4], y: [4_210, 8_432, 5_100, 9_800])])
        print(try ChartDescriber(chart: chart).describe(.summary).summary.map(\\.text).joined(separator: " "))
        print(ChartAuditor().audit(chart).map(\\.ruleID.rawValue).joined(separator: " "))
        """.write(toFile: app + "/Sources/App/main.swift", atomically: true, encoding: .utf8)
        let build = try Binary.run(
            ["build", "--package-path", app, "--scratch-path", folder.path + "/build", "-v"], program: try Self.swift())
        #expect(build.status == 0, "\(build.err.suffix(2_000))")
        let link = (build.out + build.err).split(separator: "\n").filter {
            $0.contains("-o ") && $0.contains("/App") && $0.contains("-emit-executable")
        }
        #expect(!link.isEmpty, "no link command seen")
        for library in ["sndfile", "espeak-ng", "asound"] {
            #expect(!link.contains { $0.contains("-l" + library) }, "the app links \(library)")
        }
        let run = try Binary.run([], program: folder.path + "/build/debug/App")
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Steps: "), "\(run.out)")
    }
}

extension PackageTests {
    @Test func anAppTestingItsSwiftChartsCodeLinksNoCLibrary() throws {
        // An app's chart code in a library of its own, and its tests, made here: they depend on
        // the marks and the test assertions alone.
        let folder = TemporaryFolder()
        let app = folder.path + "/App"
        for path in ["/Sources/AppCharts", "/Tests/AppChartsTests"] {
            try FileManager.default.createDirectory(atPath: app + path, withIntermediateDirectories: true)
        }
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(name: "AudioGraph", path: "\(Binary.package.path)")],
            targets: [
                .target(name: "AppCharts", dependencies: [.product(name: "ChartMarks", package: "AudioGraph")]),
                .testTarget(
                    name: "AppChartsTests",
                    dependencies: ["AppCharts", .product(name: "ChartAuditTesting", package: "AudioGraph")]),
            ],
            swiftLanguageModes: [.v6]
        )
        """.write(toFile: app + "/Package.swift", atomically: true, encoding: .utf8)
        try """
        #if canImport(Charts)
        import Charts
        #else
        import ChartMarks
        #endif

        public struct Sale {
            public let month: String
            public let revenue: Double
            public init(month: String, revenue: Double) { (self.month, self.revenue) = (month, revenue) }
        }

        public func revenueChart(_ sales: [Sale]) -> Chart {
            Chart(sales, id: \\.month) { BarMark(x: .value("Month", $0.month), y: .value("Revenue", $0.revenue)) }
                .accessibilityLabel("Revenue")
        }
        """.write(toFile: app + "/Sources/AppCharts/RevenueChart.swift", atomically: true, encoding: .utf8)
        try """
        import AppCharts
        import ChartAuditTesting
        import ChartMarks
        import Testing

        @Test func revenueChartIsAccessible() {
            let chart = revenueChart([Sale(month: "Jan", revenue: 12_400), Sale(month: "Feb", revenue: 13_900)])
            #expect(ChartModel.Chart(chart).kind == .bar)
            expectAccessible(chart)
        }
        """.write(toFile: app + "/Tests/AppChartsTests/RevenueChartTests.swift", atomically: true, encoding: .utf8)
        let build = try Binary.run(
            ["build", "--build-tests", "--package-path", app, "--scratch-path", folder.path + "/build", "-v"],
            program: try Self.swift())
        let errors = (build.out + build.err).split(separator: "\n").filter { $0.contains("error:") }
        #expect(build.status == 0, "\(errors.joined(separator: "\n"))")
        let link = (build.out + build.err).split(separator: "\n").filter {
            $0.contains("-emit-executable") && $0.contains("AppPackageTests.xctest")
        }
        #expect(!link.isEmpty, "no link command seen")
        for library in ["sndfile", "espeak-ng", "asound"] {
            #expect(!link.contains { $0.contains("-l" + library) }, "the app's tests link \(library)")
        }
        let test = try Binary.run(
            ["test", "--skip-build", "--package-path", app, "--scratch-path", folder.path + "/build"],
            program: try Self.swift())
        #expect(test.status == 0, "\(test.out.suffix(2_000))")
        #expect(test.out.contains("revenueChartIsAccessible() passed"), "\(test.out.suffix(2_000))")
    }
}

extension PackageTests {
    /// The code blocks in `language` of a Markdown text, in order.
    static func codeBlocks(_ language: String, in text: String) -> [String] {
        text.components(separatedBy: "```" + language + "\n").dropFirst().map {
            String($0[..<($0.range(of: "```")?.lowerBound ?? $0.endIndex)])
        }
    }

    @Test func theReadmesPackageAndTheLibraryGuidesSnippetsBuildAndRun() throws {
        // A client package made from the text alone: the README's Package.swift (its path to a clone beside it
        // pointing here), the library guide's snippets in order as the app's main.swift and its test snippet as the
        // app's tests. The app runs where the sample chart it reads is, and writes what the snippets say.
        let readme = try String(contentsOfFile: Binary.package.path + "/README.md", encoding: .utf8)
        let guide = try String(contentsOfFile: Binary.package.path + "/Documentation/Library.md", encoding: .utf8)
        let manifest = try #require(
            Self.codeBlocks("swift", in: readme).first { $0.hasPrefix("// swift-tools-version") })
        let snippets = Self.codeBlocks("swift", in: guide)
        let tests = snippets.filter { $0.contains("@Test") }
        #expect(snippets.count >= 7 && tests.count == 1)
        let folder = TemporaryFolder()
        let app = folder.path + "/StepsApp"
        for path in ["/Sources/StepsApp", "/Tests/StepsAppTests", "/run/Samples"] {
            try FileManager.default.createDirectory(atPath: app + path, withIntermediateDirectories: true)
        }
        let dependency = ".package(path: \"../AudioGraph\")"
        #expect(manifest.contains(dependency))
        try manifest.replacingOccurrences(
            of: dependency, with: ".package(name: \"AudioGraph\", path: \"\(Binary.package.path)\")"
        ).write(toFile: app + "/Package.swift", atomically: true, encoding: .utf8)
        try snippets.filter { !$0.contains("@Test") }.joined(separator: "\n")
            .write(toFile: app + "/Sources/StepsApp/main.swift", atomically: true, encoding: .utf8)
        try ("import AudioGraph\n@testable import StepsApp\nimport Testing\nimport XCTest\n\n" + tests.joined())
            .write(toFile: app + "/Tests/StepsAppTests/StepsAppTests.swift", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: Binary.package.path + "/Samples/daily-steps.json", toPath: app + "/run/Samples/daily-steps.json")
        let scratch = ["--package-path", app, "--scratch-path", folder.path + "/build"]
        let build = try Binary.run(["build", "--build-tests"] + scratch, program: try Self.swift())
        let errors = (build.out + build.err).split(separator: "\n").filter { $0.contains("error:") }
        try #require(build.status == 0, "\(errors.joined(separator: "\n"))")
        let run = try Binary.run(
            ["run", "--skip-build"] + scratch + ["StepsApp"], in: app + "/run", program: try Self.swift())
        #expect(run.status == 0, "\(run.err.suffix(2_000))")
        // The first snippet prints the sample's kind and length; the describer's text follows.
        #expect(run.out.hasPrefix("line 30\n"), "\(run.out.prefix(500))")
        for file in ["steps.flac", "steps.vtt", "live.wav", "steps.wav", "steps.html"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: app + "/run/" + file)[.size] as? Int) ?? 0
            #expect(size > 0, "\(file) was not written")
        }
        let test = try Binary.run(["test", "--skip-build"] + scratch, program: try Self.swift())
        #expect(test.status == 0, "\(test.out.suffix(2_000))")
        #expect(test.out.contains("stepsChartIsAccessible() passed"), "\(test.out.suffix(2_000))")
    }
}

/// The public surface an app sees, read from the built modules' symbol graphs: what modules share
/// among themselves is `package`, and any change to what is public shows in the golden's diff.
@Suite struct PublicAPITests {
    static let libraryModules = [
        "ChartModel", "AXCompatibility", "ChartDescription", "ChartNavigation", "ChartAudit", "ChartAuditTesting",
        "Sonification", "ChartPage", "ChartMarks", "AudioFormat",
        "OutputFiles", "SoundFileIO", "SonificationFiles", "SpeechSynthesis", "AudioOutput", "AudioGraph",
    ]

    /// Every public symbol of the library modules as "Module: kind path", sorted, and the names of
    /// the symbol graph files (an `X@Swift` file would mean a public extension of a Swift type).
    static func surface() throws -> (lines: [String], files: [String]) {
        let extract = URL(fileURLWithPath: try PackageTests.swift()).deletingLastPathComponent().appendingPathComponent(
            "swift-symbolgraph-extract"
        ).path
        let folder = TemporaryFolder()
        let modules = Binary.products.appendingPathComponent("Modules").path
        let includes = ["CSndFile", "CEspeakNG", "CAlsa"].flatMap {
            ["-I", Binary.package.appendingPathComponent("Sources/" + $0).path]
        }
        for module in libraryModules {
            let result = try Binary.run(
                ["-module-name", module, "-I", modules] + includes + [
                    "-output-dir", folder.path, "-minimum-access-level", "public", "-skip-synthesized-members",
                ],
                program: extract)
            #expect(result.status == 0, "\(module): \(result.err.suffix(1_000))")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var lines: [String] = []
        for file in files {
            let graph = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + file)))
                    as? [String: Any])
            let module = String(file.prefix { $0 != "." })
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "").replacingOccurrences(
                    of: "swift.", with: "")
                let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
                guard kind != "func.op" else { continue }  // ==, != and the like, synthesized with Equatable
                lines.append("\(module): \(kind) \(path)")
            }
        }
        return (Array(Set(lines)).sorted(), files)
    }

    @Test func thePublicSurfaceIsTheRecordedOne() throws {
        let (lines, files) = try Self.surface()
        // No public extension reaches into Swift's or Foundation's types (String, Optional, Array).
        let foreign = files.filter {
            $0.contains("@") && !Self.libraryModules.contains(String($0.split(separator: "@")[1].prefix { $0 != "." }))
        }
        #expect(foreign.isEmpty, "public extensions of outside types: \(foreign)")
        // The analysis and wording internals are not API.
        let internals = [
            "Profile", "SeriesStatistics", "Trend", "TrendDirection", "Sparkline", "ChartWording", "AxisWording",
            "Language", "Phrasebook", "JSONParser", "StandardStreams", "TemporaryFiles", "Suggestion", "PlainNumber",
        ]
        for name in internals {
            #expect(!lines.contains { $0.hasSuffix(" " + name) || $0.contains(" " + name + ".") }, "\(name) is public")
        }
        // Every library module has a surface, and the umbrella re-exports rather than declares.
        for module in Self.libraryModules where module != "AudioGraph" {
            #expect(lines.contains { $0.hasPrefix(module + ": ") }, "\(module) declares nothing public")
        }
        #expect(!lines.contains { $0.hasPrefix("AudioGraph: ") })
        let text = lines.joined(separator: "\n") + "\n"
        let expected = try TestSupport.Golden.expected(text, at: Golden.folder.appendingPathComponent("PublicAPI.txt"))
            .split(separator: "\n").map(String.init)
        let added = Set(lines).subtracting(expected).sorted()
        let removed = Set(expected).subtracting(lines).sorted()
        #expect(
            added.isEmpty && removed.isEmpty,
            "the public API changed; review it, then RECORD_GOLDENS=1 re-records Goldens/PublicAPI.txt.\nadded: \(added.prefix(20))\nremoved: \(removed.prefix(20))"
        )
    }
}
