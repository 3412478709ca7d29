import Foundation
import Testing
@testable import TipTUIKit

@Suite("Script language reference")
struct ScriptLanguageDocTests {
    /// The first fenced block of `docs/script-language.md`, which is the reference's example script.
    private func exampleScript() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/script-language.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "```\n")
        return try #require(blocks.dropFirst().first)
    }

    @Test func theExampleInTheReferenceParsesAndValidates() throws {
        let script = try parsedScript(try exampleScript(), file: "docs/script-language.md")
        let ids = ScriptIdentifiers(
            tips: ["FavoriteTip", "SearchTip"], groups: ["onboarding": ["FavoriteTip", "SearchTip"]],
            controls: ["favoriteButton"], screens: ["home"], events: ["favorited"])
        #expect(script.lines.count > 15)
        #expect(ScriptValidator.validate(script, against: ids) == [])
    }

    @Test func theReferenceDocumentsEveryCommand() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/script-language.md"), encoding: .utf8)
        for name in ScriptParser.commandNames {
            #expect(doc.contains("| `\(name)"), "\(name) is missing from the reference tables")
        }
        for name in ScriptParser.expectationNames {
            #expect(doc.contains("| `expect \(name)"), "expect \(name) is missing from the reference tables")
        }
    }
}
