import Foundation
import Testing
import TipCore
import TipDrawing
@testable import TipOutputs
import TipPlayground
import TipReview
@testable import TipTUIKit

/// `tiptui catalog`: a page per tip with a picture per cell under a stable id, an index of every
/// tip, and later runs that redraw only the cells whose inputs changed.
@Suite("Catalog")
struct CatalogTests {
    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    private func input(_ text: String = DefaultPlayground.json) throws -> CatalogInput {
        CatalogInput(name: DefaultPlayground.fileName, document: try PlaygroundLoader.parse(text, fileName: DefaultPlayground.fileName), text: text)
    }

    private func build(_ text: String = DefaultPlayground.json, into folder: String) throws -> CatalogSummary {
        try CatalogBuilder(folder: folder).build([try input(text)])
    }

    /// A file of the catalogue as a browser shows it: a page with its pictures in place.
    private func read(_ file: String, in folder: String) throws -> String {
        CatalogPictures.expanded(page: try String(contentsOfFile: (folder as NSString).appendingPathComponent(file), encoding: .utf8))
    }

    /// A later run works out facts at launch only for tips that may have new ones; another tip's
    /// action title is one of what they are made of ("next:" names the button to press).
    @Test func anotherTipsActionTitleIsInTheNextStepsOfAKeptTip() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func playground(actionTitle: String) -> String {
            """
            { "events": [ { "id": "didShare" } ],
              "tips": [
                { "id": "ShareTip", "title": "Share it", "message": "Send it to a friend.",
                  "actions": [ { "id": "share", "title": "\(actionTitle)", "onPress": [ { "donate": "didShare" } ] } ] },
                { "id": "ThanksTip", "title": "Thanks", "message": "You shared it.", "rules": [ "#Rule(Self.didShare) { $0.donations.count >= 1 }" ] } ],
              "screens": [ { "id": "home", "title": "Home", "controls": [ { "id": "open", "label": "Open" } ],
                "tips": [ { "tip": "ShareTip", "inline": "top" }, { "tip": "ThanksTip", "inline": "bottom" } ] } ] }
            """
        }
        _ = try build(playground(actionTitle: "Share"), into: folder)
        let page = try #require(FileManager.default.subpathsOfDirectory(atPath: folder).first { $0.hasSuffix("/ThanksTip.html") })
        #expect(try read(page, in: folder).contains("press ShareTip's 'Share' button"))
        let again = try build(playground(actionTitle: "Send"), into: folder)
        let thanks = try read(page, in: folder)
        #expect(thanks.contains("press ShareTip's 'Send' button"), "\(thanks.components(separatedBy: "next:").dropFirst().first?.prefix(200) ?? "")")
        #expect(again.pagesWritten == 2, "ShareTip's page and ThanksTip's")
        let unchanged = try build(playground(actionTitle: "Send"), into: folder)
        #expect(unchanged.pagesWritten == 0)
    }

    @Test func aCellsIdIsMadeOfWhatItShowsNeverOfItsPlace() {
        #expect(CatalogCell(copy: GridCopy(locale: "fr"), width: .phone, size: .accessibility3).anchor(tipID: "ShareTip") == "ShareTip.fr.phone.AX3")
        #expect(CatalogCell(copy: GridCopy(variant: "short"), width: .watch, size: .large).anchor(tipID: "ShareTip")
            == "ShareTip.base.variant-short.watch.large")
        #expect(CatalogCell(copy: GridCopy(locale: "zh-Hans"), width: .tablet, size: .xxxLarge).anchor(tipID: "Tip_1") == "Tip_1.zh-Hans.tablet.xxxLarge")
        // A dot or a space in a name cannot make two cells' ids alike.
        let dotted = CatalogCell(copy: GridCopy(locale: "fr"), width: .phone, size: .large).anchor(tipID: "a.fr")
        let plain = CatalogCell(copy: GridCopy(locale: "fr.fr"), width: .phone, size: .large).anchor(tipID: "a")
        #expect(dotted != plain)
        #expect(CatalogHTML.idPart("tip é 1") == "tip~20~~E9~~20~1")
    }

    @Test func theIndexListsEveryTipAndEachPageHasEveryCellUnderItsId() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let summary = try build(into: folder)
        let document = DefaultPlayground.document()
        let copies = 1 + document.translatedLocales.count
        #expect(summary.tips == document.tips.count)
        #expect(summary.cells == document.tips.count * copies * 9 && summary.renderedCells == summary.cells)
        let index = try read("index.html", in: folder)
        #expect(index.hasPrefix(CatalogIndexPage.signature))
        // What the playground is for, and the findings it keeps on purpose, head the index.
        #expect(index.contains("<dd>\(CatalogHTML.escaped(try #require(document.about)))</dd>"))
        for tip in document.tips {
            #expect(index.contains("<a href=\"default-playground/\(tip.id).html\">\(tip.id)</a>"))
            let page = try read("default-playground/\(tip.id).html", in: folder)
            for locale in ["base"] + document.translatedLocales {
                for width in ["watch", "phone", "tablet"] {
                    for size in ["large", "xxxLarge", "AX3"] {
                        #expect(page.contains("id=\"\(tip.id).\(locale).\(width).\(size)\""), "\(tip.id) \(locale) \(width) \(size)")
                    }
                }
            }
            #expect(page.components(separatedBy: "<svg role=\"img\" aria-labelledby=").count - 1 == copies * 9, "every picture is named")
        }
        #expect(try read("catalog.json", in: folder).hasPrefix(CatalogManifest.signature))
    }

    @Test func aPicturesTextIsTheGridsOpenCellInAHeadlessSession() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try build(into: folder)
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
            size: Size(width: 140, height: 80))
        session.send(.key(.character("G")))
        let grid = try #require(session.state.grid)
        let tipID = try #require(grid.tipID)
        // The second row (the base copy at the second text size), tablet width.
        session.send(.key(.down))
        session.send(.key(.right))
        session.send(.key(.right))
        session.send(.key(.enter))
        let (copy, size) = grid.axes(ofRow: 1)
        let cell = CatalogCell(copy: copy, width: .tablet, size: size)
        let page = try read("default-playground/\(tipID).html", in: folder)
        let section = try #require(page.components(separatedBy: "id=\"\(cell.anchor(tipID: tipID))\"").dropFirst().first)
        let pre = try #require(section.components(separatedBy: "<pre").dropFirst().first?.drop { $0 != ">" }.dropFirst()
            .components(separatedBy: "</pre>").first)
        let pictureRows = pre.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let frameRows = session.frame.buffer.rowTexts.dropFirst().prefix(pictureRows.count).map { row in
            var line = String(row.prefix(WidthPreset.tablet.columns! + 2))
            while line.last == " " { line.removeLast() }
            return line
        }
        #expect(pictureRows.count > 5)
        #expect(pictureRows == Array(frameRows))
    }

    @Test func aSecondRunRedrawsOnlyTheCellsOfTheCopyThatChanged() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try build(into: folder)
        let rotate = try read("default-playground/RotateMapTip.html", in: folder)
        let again = try build(into: folder)
        #expect(again.renderedCells == 0 && again.pagesWritten == 0 && again.cells == first.cells)
        let edited = DefaultPlayground.json.replacingOccurrences(of: "\"Affichez votre position\"", with: "\"Montrez votre position\"")
        #expect(edited != DefaultPlayground.json)
        let afterEdit = try build(edited, into: folder)
        #expect(afterEdit.renderedCells == 9, "the French copy of one tip: 3 widths × 3 text sizes")
        #expect(afterEdit.pagesWritten == 1)
        #expect(try read("default-playground/ShowLocationTip.html", in: folder).contains("Montrez votre position"))
        #expect(try read("default-playground/RotateMapTip.html", in: folder) == rotate, "another tip's page is not touched")
    }

    /// A tip whose key and facts are unchanged keeps its page unread and its one-tip review
    /// findings from the manifest: after each edit of a chain (copy, a finding appearing, a
    /// locale one tip adds, a rule, a control outside the tips, a line that moves the tips below
    /// it, a group's order), the folder built run after run is the folder built fresh, byte for
    /// byte, manifest included.
    @Test func aCatalogueBuiltRunAfterRunIsTheOneBuiltFresh() throws {
        let edits: [(String, String)] = [
            ("\"Show your location\"", "\"Show where you are\""),
            ("to use it offline", "to use it  offline"),
            ("\"fr\": { \"title\": \"Activez le mode Pro\", \"message\": \"Débloquez les filtres avancés depuis Réglages.\" }",
             "\"fr\": { \"title\": \"Activez le mode Pro\", \"message\": \"Débloquez les filtres avancés depuis Réglages.\" }, \"de\": { \"title\": \"Pro-Modus einschalten\" }"),
            ("#Rule(Self.$isProMode) { $0 == false }", "#Rule(Self.$isProMode) { $0 == true }"),
            ("\"label\": \"Compass\"", "\"label\": \"Compass needle\""),
            ("\"id\": \"ShowLocationTip\",\n", "\"id\": \"ShowLocationTip\",\n\n"),
            ("[\"ShowLocationTip\", \"RotateMapTip\"]", "[\"RotateMapTip\", \"ShowLocationTip\"]"),
        ]
        let kept = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: kept) }
        var text = DefaultPlayground.json
        let first = try build(text, into: kept)
        for (index, (old, new)) in edits.enumerated() {
            #expect(text.contains(old), "edit \(index) applies")
            text = text.replacingOccurrences(of: old, with: new)
            let again = try build(text, into: kept)
            if index == 0 { #expect(again.pagesWritten == 1, "a copy edit rewrites its tip's page alone") }
            let fresh = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: fresh) }
            let fromScratch = try build(text, into: fresh)
            #expect(fromScratch.pagesWritten == first.pagesWritten)
            let files = try FileManager.default.subpathsOfDirectory(atPath: fresh).sorted()
            #expect(try FileManager.default.subpathsOfDirectory(atPath: kept).sorted() == files)
            for file in files {
                let keptFile = (kept as NSString).appendingPathComponent(file), freshFile = (fresh as NSString).appendingPathComponent(file)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: freshFile, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                #expect(FileManager.default.contents(atPath: keptFile) == FileManager.default.contents(atPath: freshFile),
                        "after edit \(index) (\(new.prefix(40))), \(file) differs from a fresh build")
            }
        }
    }

    /// A translator's edit to a String Catalog redoes the tips whose strings it changed, and the
    /// catalogue stays the one built fresh: a value changed, then a state.
    @Test func aStringCatalogEditRedoesTheTipsItChanged() throws {
        let playgrounds = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: playgrounds) }
        let table = (playgrounds as NSString).appendingPathComponent("L.xcstrings")
        let file = (playgrounds as NSString).appendingPathComponent("p.json")
        try #"""
            { "stringCatalogs": [ "L.xcstrings" ],
              "tips": [ { "id": "T", "title": "Save faster" }, { "id": "U", "title": "Share it" } ],
              "screens": [ { "id": "s", "controls": [ { "id": "b", "label": "Save" }, { "id": "c", "label": "Share" } ],
                             "tips": [ { "tip": "T", "popover": "b" }, { "tip": "U", "inline": "top" } ] } ] }
            """#.write(toFile: file, atomically: true, encoding: .utf8)
        func writeTable(saveFaster: String, state: String) throws {
            try """
                { "sourceLanguage": "en", "strings": {
                  "Save faster": { "localizations": { "fr": { "stringUnit": { "state": "\(state)", "value": "\(saveFaster)" } } } },
                  "Share it": { "localizations": { "fr": { "stringUnit": { "state": "translated", "value": "Partagez-le" } } } } } }
                """.write(toFile: table, atomically: true, encoding: .utf8)
        }
        func build(into folder: String) throws -> CatalogSummary {
            let input = CatalogInput(
                name: file, document: try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file)),
                text: try String(contentsOfFile: file, encoding: .utf8))
            return try CatalogBuilder(folder: folder).build([input])
        }
        let kept = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: kept) }
        try writeTable(saveFaster: "Enregistrez plus vite", state: "needs_review")
        _ = try build(into: kept)
        for (value, state) in [("Enregistrez encore plus vite", "needs_review"), ("Enregistrez encore plus vite", "translated")] {
            try writeTable(saveFaster: value, state: state)
            let again = try build(into: kept)
            #expect(again.pagesWritten == 1, "only T's strings changed (\(state))")
            let fresh = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: fresh) }
            _ = try build(into: fresh)
            for page in ["index.html", "catalog.json", "p/T.html", "p/U.html"] {
                #expect(try read(page, in: kept) == (try read(page, in: fresh)), "\(page) after the table said \(state)")
            }
        }
        #expect(try read("p/T.html", in: kept).contains("Enregistrez encore plus vite"))
    }

    /// A page is left unread when its tip's facts hash the same: every fact must be in the hash.
    @Test func everyFactOfATipIsInItsKey() {
        #expect(Mirror(reflecting: CatalogTipFacts()).children.count == 9, "a new fact goes into CatalogTipFacts.key")
        let finding = ReviewFinding(check: .straySpaces, file: "a.json", position: SourcePosition(line: 3, column: 4), message: "m", tipID: "T")
        let walk = CatalogManifest.Walk(device: nil, reachable: true, steps: ["tap 'a'"], reasons: [])
        var changed: [CatalogTipFacts] = []
        for index in 0..<10 {
            var facts = CatalogTipFacts()
            switch index {
            case 0: facts.screens = ["map"]
            case 1: facts.group = "g"
            case 2: facts.kinds = ["popover"]
            case 3: facts.placements = ["popover on 'a'"]
            case 4: facts.statusAtLaunch = "available"
            case 5: facts.explanation = ["rules pass"]
            case 6: facts.rules = ["#Rule"]
            case 7: facts.walk = walk
            case 8: facts.findings = [finding]
            default: facts.walk = CatalogManifest.Walk(device: nil, reachable: nil, steps: ["tap 'a'"], reasons: [])
            }
            changed.append(facts)
        }
        let keys = Set(([CatalogTipFacts()] + changed).map(\.key))
        #expect(keys.count == 11, "each fact changes the key")
    }

    @Test func aFolderWithOtherFilesIsRefusedAndNothingInItIsTouched() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let notes = (folder as NSString).appendingPathComponent("notes.txt")
        try "mine".write(toFile: notes, atomically: true, encoding: .utf8)
        #expect(throws: CatalogProblem.foreignFolder(folder: folder, names: ["notes.txt"])) { try CatalogBuilder(folder: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
    }

    @Test func playgroundsBuiltOneAtATimeIntoOneFolderAreAllKeptAndListed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/combined-rules.json")
        let exampleInput = CatalogInput(
            name: "combined-rules.json", document: try PlaygroundLoader.load(contentsOf: example),
            text: try String(contentsOf: example, encoding: .utf8))
        _ = try CatalogBuilder(folder: folder).build([exampleInput])
        let notes = (folder as NSString).appendingPathComponent("combined-rules/notes.txt")
        try "mine".write(toFile: notes, atomically: true, encoding: .utf8)
        let summary = try build(into: folder)
        #expect(summary.kept.isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: (folder as NSString).appendingPathComponent("combined-rules"))
        #expect(left.filter { $0.hasSuffix(".html") }.count == exampleInput.document.tips.count, "the other playground's pages stay")
        #expect(left.contains("notes.txt"))
        let index = try read("index.html", in: folder)
        #expect(index.contains("href=\"combined-rules/") && index.contains("href=\"default-playground/"), "the index lists both")
        // Its folder removed by hand: the next run lists only what is there.
        try FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent("combined-rules"))
        _ = try build(into: folder)
        #expect(!(try read("index.html", in: folder)).contains("combined-rules/"))
    }

    @Test func aPageChangedSinceItWasWrittenIsKeptAndNamedWhenItsTipChanges() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try build(into: folder)
        let page = (folder as NSString).appendingPathComponent("default-playground/ShowLocationTip.html")
        let edited = try String(contentsOfFile: page, encoding: .utf8) + "<!-- a designer's note -->\n"
        try edited.write(toFile: page, atomically: true, encoding: .utf8)
        let changed = DefaultPlayground.json.replacingOccurrences(of: "\"Show your location\"", with: "\"Find yourself\"")
        let summary = try build(changed, into: folder)
        #expect(summary.kept == [
            "kept \(page): it was changed since tiptui wrote it, so it was not replaced; move it away and run again to get the new page",
        ])
        #expect(try String(contentsOfFile: page, encoding: .utf8) == edited)
        // Moved away as told: the next run writes the new page.
        try FileManager.default.moveItem(atPath: page, toPath: page + ".mine")
        #expect(try build(changed, into: folder).kept.isEmpty)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("Find yourself"))
        #expect(try String(contentsOfFile: page + ".mine", encoding: .utf8) == edited)
    }

    /// NewFilterTip has no Japanese or Chinese copy (L10N-1, once per language): each finding is
    /// beside that language's pictures and no other's, and its base pictures carry only what is
    /// about its base copy.
    @Test func aFindingIsBesideThePicturesItConcernsByItsFields() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = CopyRoundTripLawTests.repository.appendingPathComponent("examples/first-available-group.json").path
        let text = try String(contentsOfFile: file, encoding: .utf8)
        _ = try CatalogBuilder(folder: folder).build([
            CatalogInput(name: file, document: try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file)), text: text),
        ])
        let page = try read("first-available-group/NewFilterTip.html", in: folder)
        let cells = CatalogPageCells.cells(in: page)
        #expect(cells.count == 27)
        for cell in cells {
            let missing = cell.findingChecks.filter { $0 == "L10N-1" }
            #expect(missing.count == (["ja", "zh-Hans"].contains(cell.locale) ? 1 : 0), "\(cell)")
        }
    }
}
