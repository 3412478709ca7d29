import Foundation
import Testing
import TipPlayground
@testable import TipReview

/// L10N-4: copy whose String Catalog entry is not marked translated.
@Suite("Review: String Catalog states")
struct ReviewCatalogCheckTests {
    private func review(state: String, value: String = "Weg anheften") throws -> ReviewReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            { "strings": { "Pin a trail": { "localizations": {
                "de": { "stringUnit": { "state": "\(state)", "value": "\(value)" } } } } } }
            """.utf8).write(to: folder.appendingPathComponent("Trails.xcstrings"))
        let file = folder.appendingPathComponent("trails.json")
        let json = """
            { "stringCatalogs": [ "Trails.xcstrings" ],
              "tips": [ { "id": "PinTip", "title": "Pin a trail", "options": { "maxDisplayCount": 3 } } ],
              "screens": [ { "id": "s", "controls": [ { "id": "pin", "label": "Pin" } ],
                             "tips": [ { "tip": "PinTip", "popover": "pin" } ] } ] }
            """
        try Data(json.utf8).write(to: file)
        return try PlaygroundReview.review(json, fileName: file.path)
    }

    @Test func anEntryThatNeedsReviewFires() throws {
        let findings = try review(state: "needs_review").findings.filter { $0.check == .catalogNotTranslated }
        #expect(findings.map(\.message) == [
            "tip 'PinTip' title: the 'de' entry in Trails.xcstrings is 'needs_review', not translated; finish or review it in the catalog"
        ])
    }

    @Test func aTranslatedEntryIsQuiet() throws {
        #expect(try review(state: "translated").findings.filter { $0.check == .catalogNotTranslated } == [])
    }

    /// What Xcode writes for a string not yet translated is untranslated copy, not empty copy.
    @Test func aNewEntryWithoutTextIsUntranslatedNotEmpty() throws {
        let findings = try review(state: "new", value: "").findings
        #expect(findings.filter { $0.check == .emptyCopy } == [])
        #expect(findings.filter { $0.check == .catalogNotTranslated }.map(\.message) == [
            "tip 'PinTip' title: the 'de' entry in Trails.xcstrings is 'new', not translated; finish or review it in the catalog"
        ])
        #expect(findings.filter { $0.check == .catalogNotTranslated }.allSatisfy { $0.severity == .warning })
    }
}
