import Foundation
import Testing
import TipDrawing
@testable import TipOutputs
import TipPlayground
@testable import TipTUIKit

/// What a catalogue offers the person reading it: a search over every locale's copy, tip pages
/// linked in their playground's order, copy marked with its language and direction, and a
/// rebuild that says which tips it drew again.
@Suite("Catalog: reading it")
struct CatalogReadingTests {
    static let playground = """
        { "language": "en",
          "tips": [
            { "id": "FirstTip", "title": "Save the trail", "message": "Keep it for later.",
              "actions": [ { "id": "go", "title": "Go there" } ],
              "localized": { "ar": { "title": "احفظ المسار", "message": "احتفظ به لوقت لاحق." },
                             "fr": { "title": "Gardez le sentier", "actions": { "go": "Y aller" } } } },
            { "id": "SecondTip", "title": "Share the map" },
            { "id": "ThirdTip", "title": "Rotate the map", "rules": [ "#Rule(Self.didRotate) { $0.donations.count >= 2 }" ] } ],
          "events": [ { "id": "didRotate" } ],
          "screens": [ { "id": "map", "controls": [ { "id": "open", "label": "Open" } ],
                         "tips": [ { "tip": "FirstTip", "inline": "top" }, { "tip": "SecondTip", "popover": "open" } ] } ] }
        """

    private func build(_ text: String = playground, into folder: String) throws -> CatalogSummary {
        let input = CatalogInput(name: "trails.json", document: try PlaygroundLoader.parse(text, fileName: "trails.json"), text: text)
        return try CatalogBuilder(folder: folder).build([input])
    }

    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// A file of the catalogue as a browser shows it: a page with its pictures in place.
    private func read(_ file: String, in folder: String) throws -> String {
        CatalogPictures.expanded(page: try String(contentsOfFile: (folder as NSString).appendingPathComponent(file), encoding: .utf8))
    }

    @Test func theSearchLooksInEveryLocalesCopyActionsRulesAndIds() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try build(into: folder)
        let index = try read("index.html", in: folder)
        let first = try #require(index.components(separatedBy: "<tr role=\"row\" ").dropFirst().first { $0.contains(">FirstTip</a>") })
        for words in ["firsttip", "go there", "y aller", "gardez le sentier", "احفظ المسار", "keep it for later."] {
            #expect(first.contains(words), "\(words)")
        }
        let third = try #require(index.components(separatedBy: "<tr role=\"row\" ").dropFirst().first { $0.contains(">ThirdTip</a>") })
        #expect(third.contains("#rule(self.didrotate)"))
        // The search comes before the list of playgrounds and the table.
        let search = try #require(index.range(of: "id=\"search\""))
        #expect(search.lowerBound < index.range(of: "<dl class=\"playgrounds\">")!.lowerBound)
    }

    @Test func eachTipPageLinksThePreviousAndNextTipOfItsPlayground() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try build(into: folder)
        let first = try read("trails/FirstTip.html", in: folder)
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains("<a rel=\"next\" href=\"SecondTip.html\">"))
        let second = try read("trails/SecondTip.html", in: folder)
        #expect(second.contains("<a rel=\"prev\" href=\"FirstTip.html\">") && second.contains("<a rel=\"next\" href=\"ThirdTip.html\">"))
        #expect(!(try read("trails/ThirdTip.html", in: folder)).contains("rel=\"next\""))

        // A tip added between two others is linked from both, though their copy did not change.
        let added = Self.playground.replacingOccurrences(
            of: #"{ "id": "SecondTip""#, with: #"{ "id": "NewTip", "title": "New" }, { "id": "SecondTip""#)
        _ = try build(added, into: folder)
        #expect(try read("trails/FirstTip.html", in: folder).contains("<a rel=\"next\" href=\"NewTip.html\">"))
        #expect(try read("trails/SecondTip.html", in: folder).contains("<a rel=\"prev\" href=\"NewTip.html\">"))
    }

    @Test func everyPieceOfCopyIsMarkedWithItsLanguageAndDirection() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try build(into: folder)
        let page = try read("trails/FirstTip.html", in: folder)
        #expect(page.contains("<td lang=\"en\" dir=\"ltr\">Save the trail</td>"))
        #expect(page.contains("<td lang=\"ar\" dir=\"rtl\">احفظ المسار</td>"))
        #expect(page.contains("<td lang=\"fr\" dir=\"ltr\">Gardez le sentier</td>"))
        // French has no message of its own: the base copy's, in the base copy's language.
        #expect(page.contains("<td lang=\"en\" dir=\"ltr\">Keep it for later.</td>"))
        #expect(page.contains("<span lang=\"fr\" dir=\"ltr\">Y aller</span>"))
        #expect(page.contains("<span lang=\"en\" dir=\"ltr\">Go there</span>"))
        // The text of each picture, in its copy's language.
        #expect(page.contains("<pre lang=\"ar\" dir=\"ltr\">"))
        #expect(page.components(separatedBy: "<pre lang=\"fr\"").count - 1 == 9)
    }

    @Test func aRebuildNamesTheTipsItDrewAgain() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try build(into: folder)
        #expect(first.renderedLine == "re-rendered \(first.cells) of \(first.cells): FirstTip (27), SecondTip (27), ThirdTip (27) in trails")
        let unchanged = try build(into: folder)
        #expect(unchanged.renderedLine == "re-rendered 0 of \(first.cells)")
        let edited = try build(Self.playground.replacingOccurrences(of: "Share the map", with: "Share this map"), into: folder)
        // Its base title, which its locales show too (they have no copy of their own).
        #expect(edited.redrawn == [CatalogSummary.Redrawn(playground: "trails", tipID: "SecondTip", cells: 27)])
        #expect(edited.renderedLine == "re-rendered 27 of \(first.cells): SecondTip (27) in trails")
    }

    @Test func aLongListOfRedrawnTipsNamesTenAndCountsTheRest() {
        var summary = CatalogSummary()
        summary.cells = 120
        summary.renderedCells = 108
        summary.redrawn = (0..<12).map { CatalogSummary.Redrawn(playground: $0 < 6 ? "a" : "b", tipID: "T\($0)", cells: 9) }
        #expect(summary.renderedLine == "re-rendered 108 of 120: T0 (9), T1 (9), T2 (9), T3 (9), T4 (9), T5 (9) in a; T6 (9), T7 (9), T8 (9), T9 (9) in b and 2 more tips")
    }
}
