import Foundation
import Testing
@testable import TipCommandLine

/// Every `tiptui` command line the README and the docs show must be one `tiptui` accepts.
@Suite("Command lines in the docs")
struct InvocationDocsTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `(file:line, arguments)` for each line of a fenced block that runs `tiptui`, with the
    /// `swift run tiptui` (or `tiptui`) prefix and a trailing `# comment` removed.
    private static func documentedCommandLines() throws -> [(place: String, arguments: [String])] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var found: [(String, [String])] = []
        for file in ["README.md"] + docs {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var inBlock = false
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                if line.hasPrefix("```") {
                    inBlock.toggle()
                    continue
                }
                let command = line.components(separatedBy: " #").first!.trimmingCharacters(in: .whitespaces)
                var words = command.split(separator: " ").map(String.init)
                if words.starts(with: ["swift", "run", "tiptui"]) {
                    words.removeFirst(3)
                } else if words.first == "tiptui" {
                    words.removeFirst()
                } else {
                    continue
                }
                guard inBlock else { continue }
                // A shell pipeline or `&&` ends the tiptui part of the line.
                if let end = words.firstIndex(where: { ["&&", "|", ";"].contains($0) }) { words.removeSubrange(end...) }
                found.append(("\(file):\(index + 1)", words))
            }
        }
        return found
    }

    @Test func theReadmeShowsSeveralCommandLines() throws {
        let lines = try Self.documentedCommandLines()
        #expect(lines.filter { $0.place.hasPrefix("README.md") }.count >= 8)
        #expect(lines.contains { $0.arguments.first == "--" }, "the README shows `swift run tiptui -- OPTIONS`")
    }

    @Test func everyDocumentedCommandLineParses() throws {
        for (place, arguments) in try Self.documentedCommandLines() {
            #expect(throws: Never.self, "\(place): tiptui \(arguments.joined(separator: " "))") {
                try InvocationParser.parse(arguments)
            }
        }
    }
}
