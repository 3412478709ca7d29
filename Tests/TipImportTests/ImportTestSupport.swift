import Foundation
import Testing
import TipImport
import TipPlayground

/// Paths of the project's own Swift fixtures and shipped playgrounds.
enum ImportFixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// Every tip some screen of `document` places, itself or through its group.
    static func placedTips(_ document: PlaygroundDocument) -> Set<String> {
        Set(document.screens.flatMap(\.placements).flatMap(document.tipIDs(shownBy:)))
    }

    static func fixture(_ name: String) -> String { testsFolder.appendingPathComponent("Fixtures/\(name)").path }

    /// examples/*.json and demo-scripts/playgrounds/*.json.
    static var shippedPlaygrounds: [URL] {
        ["examples", "demo-scripts/playgrounds"].flatMap { folder -> [URL] in
            let url = repository.appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
            return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
    }

    /// A fresh empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tipimport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A fresh folder holding `files` (paths relative to it), which the caller removes.
    static func folder(with files: [String: Data]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, data) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }

    /// The import of Swift `sources` (file name to text), written to a folder removed afterwards.
    static func importing(_ sources: [String: String]) throws -> PlaygroundImporter.Result {
        let folder = try folder(with: sources.mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        return PlaygroundImporter.importSources(paths: [folder.path])
    }

    /// The import of `files` (paths to text) in a folder of their own, and the playground as the
    /// loader reads it back from there, with its string tables.
    static func importAndLoad(_ files: [String: String]) throws -> (PlaygroundImporter.Result, PlaygroundDocument) {
        let folder = try folder(with: files.mapValues { Data($0.utf8) })
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = PlaygroundImporter.importSources(paths: [folder.path], outputDirectory: folder.path)
        let file = folder.appendingPathComponent("imported.json")
        try Data(result.json.utf8).write(to: file)
        let document = try PlaygroundLoader.load(contentsOf: file)
        #expect(result.playgroundProblems.isEmpty, "\(result.playgroundProblems)")
        #expect(result.problems.isEmpty, "\(result.problems)")
        return (result, document)
    }
}
