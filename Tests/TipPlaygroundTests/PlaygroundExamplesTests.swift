import Foundation
import Testing
import TipPlayground

@Suite("Playground: shipped examples")
struct PlaygroundExamplesTests {
    static let examplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    static var exampleFiles: [URL] {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: examplesFolder, includingPropertiesForKeys: nil)) ?? []
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

    @Test("Each tip's placements are those whose tips include it, in the file's order", arguments: exampleFiles)
    func placementsShowingATipAreThoseThatListIt(file: URL) throws {
        let document = try PlaygroundLoader.load(contentsOf: file)
        for tip in document.tips {
            let expected = document.screens.flatMap { screen in
                screen.placements.filter { document.tipIDs(shownBy: $0).contains(tip.id) }.map { "\(screen.id) \($0.position)" }
            }
            #expect(document.placements(showing: tip.id).map { "\($0.screen.id) \($0.placement.position)" } == expected, "\(tip.id)")
        }
    }
}

@Suite("Playground: the format document's example")
struct PlaygroundFormatDocumentTests {
    @Test("The complete example in docs/playground-format.md loads without problems")
    func documentedExampleLoads() throws {
        let docs = PlaygroundExamplesTests.examplesFolder.deletingLastPathComponent()
            .appendingPathComponent("docs/playground-format.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        do {
            _ = try PlaygroundLoader.parse(
                String(text[start.upperBound..<end.lowerBound]), fileName: "playground-format.md")
        } catch {
            Issue.record("\(error)")
        }
    }
}
