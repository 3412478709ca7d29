import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Copy from String Catalogs shows in the locale chosen, and the inspector shows each string's
/// catalog state.
@Suite struct CatalogInspectorTests {
    @Test func catalogCopyShowsInItsLocaleAndTheInspectorShowsItsState() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"""
            { "strings": { "Save faster": { "localizations": {
                "fr": { "stringUnit": { "state": "needs_review", "value": "Enregistrez plus vite" } } } } } }
            """#.utf8).write(to: folder.appendingPathComponent("L.xcstrings"))
        let file = folder.appendingPathComponent("p.json")
        try Data(#"""
            { "stringCatalogs": [ "L.xcstrings" ], "tips": [ { "id": "T", "title": "Save faster" } ],
              "screens": [ { "id": "s", "controls": [ { "id": "b", "label": "Save" } ],
                             "tips": [ { "tip": "T", "popover": "b" } ] } ] }
            """#.utf8).write(to: file)
        let session = try PlaygroundSession(
            document: PlaygroundLoader.load(contentsOf: file), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
        let base = InspectorContent(session: session).lines.filter { $0.text.contains("needs_review") }
        #expect(base.map(\.text) == ["fr title: needs_review (L.xcstrings)"])
        #expect(base.first?.kind == .bad)
        session.send(.locale("fr"))
        #expect(session.composer.content(of: try #require(session.document.tip(id: "T"))).title == "Enregistrez plus vite")
    }
}
