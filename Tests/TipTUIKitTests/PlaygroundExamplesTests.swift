import Foundation
import Testing
import TipTUIKit

@Suite("Playground: shipped examples")
struct PlaygroundExamplesTests {
    static let examplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    static var exampleFiles: [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: examplesFolder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("There are at least three examples")
    func examplesExist() {
        #expect(Self.exampleFiles.count >= 3)
    }

    @Test("Every example loads without problems", arguments: exampleFiles)
    func loadsCleanly(file: URL) {
        do {
            _ = try PlaygroundLoader.load(contentsOf: file)
        } catch {
            Issue.record("\(error)")
        }
    }
}
