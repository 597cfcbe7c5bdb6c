import Foundation
import PackagePlugin

/// Embeds a target's data files in its code at build time: every file in the target's folder but
/// its Swift sources becomes a string in the generated `EmbeddedResources.files` (a JSON file, its
/// texts by dotted key in `EmbeddedResources.tables`), keyed by its path in the folder.
///
/// The files stay real sources (linted, tested, read as data), and the built program carries them
/// with nothing to install beside it. The target's `exclude` must name them, so SwiftPM does not
/// take them for resources.
@main struct EmbedResources: BuildToolPlugin {
    /// The command that writes the target's `EmbeddedResources.swift` from its resource files.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL
        let files = Self.files(in: folder)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) resources in \(target.name)",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [output.path, folder.path] + files.map(\.path),
                inputFiles: files, outputFiles: [output])
        ]
    }

    /// The regular files below `folder` but Swift sources, sorted, hidden ones left out.
    static func files(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension != "swift" else { continue }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
