import Foundation
import TestSupport
import Testing

/// The package as an app adopts it: a product per layer, and no C library where none is needed.
@Suite struct PackageTests {
    /// The products that must build wherever Swift runs, without any C library.
    static let pureProducts = ["ChartModel", "AXCompatibility", "ChartDescription", "ChartNavigation", "ChartAudit", "ChartAuditTesting", "Sonification"]

    /// The package's own description, as SwiftPM gives it.
    static func description() throws -> [String: Any] {
        // A scratch folder of its own: the package's is locked by the `swift test` running this.
        let scratch = TemporaryFolder()
        let result = try Binary.run(["package", "--package-path", Binary.package.path, "--scratch-path", scratch.path, "describe", "--type", "json"], program: try swift())
        #expect(result.status == 0, "\(result.err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    }

    /// The `swift` program on the path.
    static func swift() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return try #require(folders.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) })
    }

    @Test func pureProductsReachNoSystemLibrary() throws {
        let package = try Self.description()
        let targets = try #require(package["targets"] as? [[String: Any]])
        let kinds = Dictionary(uniqueKeysWithValues: targets.map { ($0["name"] as! String, $0["type"] as! String) })
        let dependencies = Dictionary(uniqueKeysWithValues: targets.map { ($0["name"] as! String, $0["target_dependencies"] as? [String] ?? []) })
        let products = try #require(package["products"] as? [[String: Any]])
        func closure(of product: String) -> Set<String> {
            let roots = products.first { $0["name"] as? String == product }?["targets"] as? [String] ?? []
            var seen = Set<String>(), pending = roots
            while let target = pending.popLast() {
                guard seen.insert(target).inserted else { continue }
                pending += dependencies[target] ?? []
            }
            return seen
        }
        func systemLibraries(of product: String) -> Set<String> { closure(of: product).filter { kinds[$0] == "system-target" } }
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
        let build = try Binary.run(["build", "--package-path", app, "--scratch-path", folder.path + "/build", "-v"], program: try Self.swift())
        #expect(build.status == 0, "\(build.err.suffix(2_000))")
        let link = (build.out + build.err).split(separator: "\n").filter { $0.contains("-o ") && $0.contains("/App") && $0.contains("-emit-executable") }
        #expect(!link.isEmpty, "no link command seen")
        for library in ["sndfile", "espeak-ng", "asound"] {
            #expect(!link.contains { $0.contains("-l" + library) }, "the app links \(library)")
        }
        let run = try Binary.run([], program: folder.path + "/build/debug/App")
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Steps: "), "\(run.out)")
    }
}
