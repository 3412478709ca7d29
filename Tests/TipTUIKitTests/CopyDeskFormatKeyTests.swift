import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A translation of interpolated copy lives in its catalog under the format key, with `%@` or
/// `%1$@` where the values go; the copy desk shows it with the interpolations and writes it back
/// in the catalog's form.
@Suite("Copy desk: interpolated copy in a String Catalog")
struct CopyDeskFormatKeyTests {
    static let playground = #"""
        {
          "stringCatalogs": ["Localizable.xcstrings"],
          "tips": [ { "id": "NearbyTip", "title": "\\(count) trails near \\(region)" } ],
          "screens": [ { "id": "main", "controls": [ { "id": "map", "label": "Map" } ],
                         "tips": [ { "tip": "NearbyTip", "inline": "top" } ] } ]
        }

        """#
    static let catalog = #"""
        { "sourceLanguage": "en", "strings": {
            "%@ trails near %@": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "%2$@: %1$@ Wege" } } } } } }
        """#

    @Test("The editor shows the translation with its interpolations; Enter writes it with positions; u takes it back")
    func editAReorderedTranslation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("desk-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("nearby.json")
        let catalogFile = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(Self.playground.utf8).write(to: file)
        try Data(Self.catalog.utf8).write(to: catalogFile)
        let session = try PlaygroundSession(
            document: PlaygroundLoader.load(contentsOf: file), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 80, height: 24))
        session.writesCopyBack = true

        session.send(.locale("de"))
        session.send(.commandLine("edit NearbyTip title"))
        #expect(session.state.editors.copyEditor?.line.text == "\\(region): \\(count) Wege")
        for character in " in der Nähe" { session.send(.key(.character(character))) }
        session.send(.key(.enter))
        let written = try String(contentsOf: catalogFile, encoding: .utf8)
        #expect(written == Self.catalog.replacingOccurrences(of: "%2$@: %1$@ Wege", with: "%2$@: %1$@ Wege in der Nähe"))
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.playground)
        session.send(.key(.character("u")))
        #expect(try String(contentsOf: catalogFile, encoding: .utf8) == Self.catalog)
    }
}
