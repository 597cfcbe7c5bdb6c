// swift-tools-version:6.1
import PackageDescription

// Modules split where their dependencies split:
//   ChartModel         the chart as values, and its JSON and CSV formats (Foundation only)
//   AXCompatibility    Apple's AXChartDescriptor family, converting to and from ChartModel
//   ChartDescription   what a screen reader says: overview, summary, details, point announcements
//   OutputFiles        writing where the user pointed: atomic files, devices, FIFOs, standard output
//   AudioFormat        what a sound file holds: container, encoding, rate, channels (no library)
//   CSndFile           libsndfile, as the system provides it
//   SoundFileIO        the one Swift module that touches libsndfile
//   Sonification       audio graphs: value as pitch, x as time and pan, planned and synthesized
//   SonificationFiles  audio graphs streamed into sound files, and the live-audio renderer
//   ChartNavigation    Chart Detail: a position in a chart and the commands that move it
//   ChartAudit         accessibility rules over a chart and what it becomes
//   ChartAuditTesting  the rules as test assertions, for Swift Testing and XCTest
//   ChartPage          one chart as an accessible, self-contained web page (HTML, SVG, script)
//   ChartMarks         Swift Charts' marks, made into the chart model, and audited as code
//   CEspeakNG          espeak-ng, as the system provides it
//   SpeechSynthesis    the one Swift module that touches espeak-ng: text to samples
//   CAlsa              ALSA, as the system provides it
//   AudioOutput        the one Swift module that touches ALSA: samples to the speakers
//   AudioGraph         the umbrella product: re-exports the above but the test assertions and
//                      the marks (whose `Chart` would shadow the model's), no logic
// Each layer is also a product of its own; those above SoundFileIO need no C library.
//   AudioGraphCLI      the `audiograph` command line: parsing and commands, testable in process
//   audiograph         the executable: a few lines calling AudioGraphCLI
let package = Package(
    name: "AudioGraph",
    platforms: [.macOS(.v13)],
    products: [
        // A product per layer. The first nine need no C library and build wherever Swift runs.
        .library(name: "ChartModel", targets: ["ChartModel"]),
        .library(name: "AXCompatibility", targets: ["AXCompatibility"]),
        .library(name: "ChartDescription", targets: ["ChartDescription"]),
        .library(name: "ChartNavigation", targets: ["ChartNavigation"]),
        .library(name: "ChartAudit", targets: ["ChartAudit"]),
        .library(name: "ChartAuditTesting", targets: ["ChartAuditTesting"]),
        .library(name: "Sonification", targets: ["Sonification"]),
        .library(name: "ChartPage", targets: ["ChartPage"]),
        .library(name: "ChartMarks", targets: ["ChartMarks"]),
        // Sound files through libsndfile; speech through espeak-ng and sound output through ALSA,
        // each on its own (Linux only); and the umbrella, which brings everything.
        .library(name: "SonificationFiles", targets: ["SonificationFiles"]),
        .library(name: "SpeechSynthesis", targets: ["SpeechSynthesis"]),
        .library(name: "AudioOutput", targets: ["AudioOutput"]),
        .library(name: "AudioGraph", targets: ["AudioGraph"]),
        .executable(name: "audiograph", targets: ["audiograph"]),
        .executable(name: "audiograph-bench", targets: ["audiograph-bench"]),
    ],
    targets: [
        .target(name: "ChartModel", dependencies: ["Languages"]),
        // Every word of every language: one pack (a folder of data) per language, embedded at build time.
        .target(name: "Languages", exclude: ["Packs"], plugins: ["EmbedResources"]),
        .executableTarget(name: "embed-resources", path: "Plugins/EmbedTool"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        .target(name: "AXCompatibility", dependencies: ["ChartModel"]),
        .target(name: "ChartDescription", dependencies: ["ChartModel", "Languages"]),
        .systemLibrary(
            name: "CSndFile",
            pkgConfig: "sndfile",
            providers: [.apt(["libsndfile1-dev"]), .brew(["libsndfile"])]
        ),
        .target(name: "OutputFiles"),
        .target(name: "AudioFormat"),
        .target(name: "SoundFileIO", dependencies: ["CSndFile", "OutputFiles", "AudioFormat"]),
        .target(name: "Sonification", dependencies: ["ChartModel", "ChartDescription", "AudioFormat"]),
        .target(name: "SonificationFiles", dependencies: ["Sonification", "SoundFileIO", "AXCompatibility"]),
        .target(name: "ChartNavigation", dependencies: ["ChartModel", "ChartDescription", "Sonification"]),
        .target(name: "ChartAudit", dependencies: ["ChartModel", "Languages", "ChartDescription", "Sonification", "ChartNavigation"]),
        .target(name: "ChartAuditTesting", dependencies: ["ChartAudit", "AXCompatibility", "ChartModel"]),
        .target(name: "ChartMarks", dependencies: ["ChartModel", "AXCompatibility", "ChartDescription", "ChartAudit"]),
        .target(
            name: "ChartPage", dependencies: ["ChartModel", "Languages", "ChartDescription", "Sonification", "ChartNavigation"],
            exclude: ["Assets"], plugins: ["EmbedResources"]),
        // Headers only: espeak-ng is loaded when speech is first asked for (see ESpeak.swift).
        .systemLibrary(name: "CEspeakNG"),
        .target(name: "SpeechSynthesis", dependencies: [.target(name: "CEspeakNG", condition: .when(platforms: [.linux]))]),
        .systemLibrary(
            name: "CAlsa",
            pkgConfig: "alsa",
            providers: [.apt(["libasound2-dev"])]
        ),
        // ALSA and espeak-ng exist on Linux only: elsewhere their modules build without them
        // and say so when asked for sound or speech.
        .target(name: "AudioOutput", dependencies: [.target(name: "CAlsa", condition: .when(platforms: [.linux]))]),
        .target(name: "AudioGraph", dependencies: ["ChartModel", "AXCompatibility", "ChartDescription", "Sonification", "ChartNavigation", "ChartAudit", "ChartPage", "AudioFormat", "SoundFileIO", "SonificationFiles", "OutputFiles", "SpeechSynthesis", "AudioOutput"]),
        .target(name: "AudioGraphCLI", dependencies: ["AudioGraph", "Languages"]),
        .executableTarget(name: "audiograph", dependencies: ["AudioGraphCLI"]),
        .executableTarget(
            name: "AppDescriptorSample",
            dependencies: ["AudioGraph"],
            path: "Samples/AppDescriptorSample"
        ),
        .executableTarget(
            name: "SwiftChartsSample",
            dependencies: ["ChartMarks", "ChartDescription", "ChartAudit"],
            path: "Samples/SwiftChartsSample"
        ),
        // main.c makes the loop a program of its own, which the benchmark compiles with the system's
        // C compiler at -O3 to time whole processes (SwiftPM would link Swift's runtime into it).
        .target(name: "RenderReference", dependencies: ["CSndFile"], path: "Benchmarks/RenderReference", exclude: ["main.c"]),
        .executableTarget(name: "audiograph-bench", dependencies: ["AudioGraph", "RenderReference"], path: "Benchmarks/AudiographBench"),
        // Test support by layer, so each test target links only what it tests: the pure layers'
        // tests build without any C library (see `swiftOnly` below).
        .target(name: "TestSupport", dependencies: ["ChartModel"], path: "Tests/TestSupport"),
        .target(name: "AudioTestSupport", dependencies: ["Sonification", "TestSupport"], path: "Tests/AudioTestSupport"),
        .target(name: "SoundFileTestSupport", dependencies: ["AudioTestSupport", "SoundFileIO"], path: "Tests/SoundFileTestSupport"),
        .testTarget(name: "ChartModelTests", dependencies: ["ChartModel", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ChartDescriptionTests", dependencies: ["ChartDescription", "Languages", "AXCompatibility", "Sonification", "ChartAudit", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "AXCompatibilityTests", dependencies: ["AXCompatibility", "ChartDescription", "TestSupport"]),
        .testTarget(name: "ChartNavigationTests", dependencies: ["ChartNavigation", "AudioTestSupport"]),
        .testTarget(name: "ChartAuditTests", dependencies: ["ChartAudit", "ChartAuditTesting", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "SonificationTests", dependencies: ["Sonification", "ChartNavigation", "AudioTestSupport", "TestSupport"]),
        .testTarget(name: "ChartPageTests", dependencies: ["ChartPage", "TestSupport"]),
        .testTarget(name: "OutputFilesTests", dependencies: ["OutputFiles", "TestSupport"]),
        .testTarget(name: "SoundFileIOTests", dependencies: ["SoundFileIO", "SoundFileTestSupport"]),
        .testTarget(name: "SonificationFilesTests", dependencies: ["SonificationFiles", "SpeechSynthesis", "AudioOutput", "SoundFileTestSupport"]),
        // Links no C library: the marks, the audit and its assertions, and the describer only.
        .testTarget(
            name: "ChartMarksTests",
            dependencies: ["ChartMarks", "ChartAuditTesting", "ChartAudit", "ChartDescription", "AXCompatibility", "ChartModel"]
        ),
        // Depends on the executables too, so the end-to-end tests always run fresh binaries.
        .testTarget(name: "AudioGraphCLITests", dependencies: ["AudioGraphCLI", "audiograph", "AppDescriptorSample", "SwiftChartsSample", "audiograph-bench", "TestSupport", "SoundFileTestSupport"], exclude: ["Goldens", "BadInputs"]),
    ],
    swiftLanguageModes: [.v6]
)

// AUDIOGRAPH_SWIFT_ONLY=1 declares only the layers that need no C library, and their tests: CI
// runs `swift test` so with libsndfile's, ALSA's and espeak-ng's headers hidden, which proves that
// those layers and their tests build and pass on a machine without them.
if Context.environment["AUDIOGRAPH_SWIFT_ONLY"] == "1" {
    let swiftOnly: Set<String> = [
        "ChartModel", "Languages", "embed-resources", "EmbedResources", "AXCompatibility", "ChartDescription",
        "OutputFiles", "AudioFormat", "Sonification",
        "ChartNavigation", "ChartAudit", "ChartAuditTesting", "ChartPage", "ChartMarks", "SwiftChartsSample",
        "TestSupport", "AudioTestSupport",
        "ChartModelTests", "ChartDescriptionTests", "AXCompatibilityTests", "ChartNavigationTests", "ChartAuditTests",
        "SonificationTests", "ChartPageTests", "OutputFilesTests", "ChartMarksTests",
    ]
    package.targets.removeAll { !swiftOnly.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return !targets.allSatisfy(swiftOnly.contains)
    }
}

