import Foundation
import Testing
import TipPlayground

/// Copy that will be drawn differently than written is reported to its author, at the tip.
@Suite struct PlaygroundCopyWarningTests {
    @Test func anEmojiSequenceTerminalsDisagreeOnIsAWarningAtTheTip() throws {
        let json = """
            { "tips": [ { "id": "FamilyTip", "title": "Family 👨‍👩‍👧 trip",
                          "localized": { "fr": { "message": "Bravo 👍🏽" } } } ],
              "screens": [ { "id": "a", "controls": [] } ] }
            """
        let warnings = try PlaygroundLoader.parse(json, fileName: "copy.json").copyWarnings
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.line == 1 })
        #expect(warnings[0].description.hasPrefix("copy.json:1:"))
        #expect(warnings[0].message.hasPrefix("tip 'FamilyTip' title: "))
        #expect(warnings[1].message.hasPrefix("tip 'FamilyTip' fr message: "))
    }

    @Test func plainCopyHasNoWarnings() {
        #expect(DefaultPlayground.document().copyWarnings.isEmpty)
    }

    @Test func aFolderIsNotAPlaygroundFile() {
        #expect(throws: PlaygroundLoadError.self) {
            try PlaygroundLoader.load(contentsOf: FileManager.default.temporaryDirectory)
        }
    }
}
