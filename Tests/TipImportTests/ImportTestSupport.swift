import Foundation
import TipPlayground

/// Paths of the project's own Swift fixtures and shipped playgrounds.
enum ImportFixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// Every tip some screen of `document` places, itself or through its group.
    static func placedTips(_ document: PlaygroundDocument) -> Set<String> {
        Set(document.screens.flatMap(\.placements).flatMap { placement -> [String] in
            switch placement.content {
            case .tip(let id), .groupMember(_, let id): [id]
            case .group(let id): document.group(id: id)?.tipIDs ?? []
            }
        })
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
}
