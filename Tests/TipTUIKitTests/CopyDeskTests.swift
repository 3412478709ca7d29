import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The copy desk in a session: `:edit` and `e` open the editor, the device shows the typed copy,
/// Enter writes it to its file (only that string), `u` and `:undo` take it back, and nothing of
/// it reaches the engine.
@Suite("Copy desk: edit in place, write back, undo")
struct CopyDeskTests {
    static let playground = #"""
        {
          "title": "Desk",
          "stringCatalogs": ["Localizable.xcstrings"],
          "tips": [
            { "id": "SaveTip", "title": "Save faster", "message": "Press the keys.",
              "actions": [ { "id": "more", "title": "Learn more" } ],
              "localized": { "fr": { "title": "Sauvez vite" } } }
          ],
          "screens": [ { "id": "main", "controls": [ { "id": "save", "label": "Save" } ],
                         "tips": [ { "tip": "SaveTip", "inline": "top" } ] } ]
        }

        """#
    static let catalog = #"""
        { "sourceLanguage": "en", "strings": {
            "Save faster": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Schneller sichern" } } } },
            "Press the keys.": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Tasten drücken." } } } } } }
        """#

    /// A folder with the playground and its catalog, and a live-like session on it (writes on).
    final class Desk {
        let folder: URL
        let file: URL
        let catalogFile: URL
        let session: PlaygroundSession

        init(writes: Bool = true, size: Size = Size(width: 80, height: 24)) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("desk-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            file = folder.appendingPathComponent("desk.json")
            catalogFile = folder.appendingPathComponent("Localizable.xcstrings")
            try Data(CopyDeskTests.playground.utf8).write(to: file)
            try Data(CopyDeskTests.catalog.utf8).write(to: catalogFile)
            session = try PlaygroundSession(
                document: PlaygroundLoader.load(contentsOf: file), datastore: InMemoryDatastore(),
                clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: size)
            session.writesCopyBack = writes
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func type(_ text: String) {
            for character in text { session.send(.key(.character(character))) }
        }

        func erase(_ count: Int) {
            for _ in 0..<count { session.send(.key(.backspace)) }
        }

        var fileText: String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        var screen: String { session.frame.buffer.rowTexts.joined(separator: "\n") }
    }

    @Test("The budget line shortens its figures before review's finding: whole on a wide terminal, abbreviated at 80 and 40")
    func budgetLineKeepsTheFinding() throws {
        for (width, expected) in [
            (400, " lines watch 2 phone 1 tablet 1 · 28 chars · 1 sentence · review 3: COPY-5 message says 'press'"),
            (80, " lines w2 p1 t1 · review 3: COPY-5 message says 'press'"),
            (40, " lines w2 p1 t1 · review 3: COPY-5 mes…"),
        ] {
            let desk = try Desk(size: Size(width: width, height: 24))
            desk.session.send(.commandLine("edit SaveTip title"))
            desk.type(" today, with keys")
            let budget = desk.session.frame.buffer.rowTexts[1]
            #expect(budget.hasPrefix(expected), "at \(width) columns: \(budget)")
        }
    }

    @Test("Typing shows live on the device with a budget line; Esc leaves the file and the copy as they were")
    func liveAndCancel() throws {
        let desk = try Desk()
        desk.session.send(.commandLine("edit SaveTip title"))
        #expect(desk.session.state.editors.copyEditor?.piece.piece == .title)
        desk.type(" today, with keys")
        #expect(desk.screen.contains("Save faster today, with keys"))
        let budget = desk.session.frame.buffer.rowTexts[1]
        #expect(budget.hasPrefix(" lines w2 p1 t1 · review 3: COPY-5 message says 'press'"), "budget row: \(budget)")
        desk.session.send(.key(.escape))
        #expect(desk.session.state.editors.copyEditor == nil)
        #expect(desk.session.state.messages.log.last?.message.hasSuffix(
            "edit of SaveTip copy cancelled; nothing was written (typed: title \"Save faster today, with keys\")") == true,
            "what was typed can still be copied from the log")
        #expect(desk.fileText == Self.playground)
        #expect(desk.screen.contains("Save faster") && !desk.screen.contains("today"))
    }

    @Test("Enter writes only that string: the file differs from before in its bytes there alone; the engine does not move")
    func keepWritesOnlyTheString() throws {
        let desk = try Desk()
        let before = EngineSnapshot(desk.session)
        desk.session.send(.key(.character("e")))
        #expect(desk.session.state.editors.copyEditor?.tipID == "SaveTip")
        desk.erase(6)
        desk.type("now \"quoted\" ✓")
        let outcome = desk.session.send(.key(.enter))
        #expect(outcome.errors.isEmpty)
        #expect(!outcome.mayHaveChangedTheApp, "no write transaction: copy is not state")
        #expect(desk.session.state.editors.copyEditor == nil)
        #expect(desk.fileText == Self.playground.replacingOccurrences(of: #""Save faster""#, with: #""Save now \"quoted\" ✓""#))
        #expect(desk.session.document.tip(id: "SaveTip")?.title == "Save now \"quoted\" ✓")
        #expect(desk.screen.contains("Save now \"quoted\" ✓"))
        #expect(EngineSnapshot(desk.session) == before)
        #expect(desk.session.state.messages.log.contains { $0.message.hasSuffix("SaveTip title written to \(desk.file.path) (u undoes)") })
        #expect(desk.session.state.messages.log.last?.kind == .warning)
        #expect(desk.session.state.messages.log.contains { $0.message.contains("key of its translations in Localizable.xcstrings") })
    }

    @Test("A paste of several lines is one line of copy, one space a break; Enter writes it, u gives the file back byte for byte")
    func multiLinePaste() throws {
        let desk = try Desk()
        let before = try Data(contentsOf: desk.file)
        desk.session.send(.commandLine("edit SaveTip message"))
        desk.session.send(.key(.end))
        desk.session.send(.paste(" Then\r\nkeep \"it\"\r\n\r\nforever.\r\n"))
        desk.session.send(.key(.enter))
        #expect(desk.fileText.contains(#""message": "Press the keys. Then keep \"it\" forever.","#))
        desk.session.send(.key(.character("u")))
        #expect(try Data(contentsOf: desk.file) == before)
    }

    @Test("Tab moves between pieces; one Enter writes them all as one edit; u and :undo take edits back byte for byte")
    func piecesAndUndo() throws {
        let desk = try Desk()
        desk.session.send(.commandLine("edit SaveTip"))
        desk.type("!")
        desk.session.send(.key(.tab))
        #expect(desk.session.state.editors.copyEditor?.piece.piece == .message)
        desk.erase(1)
        desk.type("!")
        desk.session.send(.key(.enter))
        let once = Self.playground.replacingOccurrences(of: "Save faster\"", with: "Save faster!\"")
            .replacingOccurrences(of: "Press the keys.", with: "Press the keys!")
        #expect(desk.fileText == once)
        desk.session.send(.commandLine("edit SaveTip action more"))
        desk.type("…")
        desk.session.send(.key(.enter))
        #expect(desk.fileText == once.replacingOccurrences(of: "Learn more", with: "Learn more…"))
        desk.session.send(.key(.character("u")))
        #expect(desk.fileText == once)
        desk.session.send(.commandLine("undo"))
        #expect(desk.fileText == Self.playground)
        let nothing = desk.session.send(.commandLine("undo"))
        #expect(nothing.errors.map(\.description) == ["no copy edit to undo"])
    }

    @Test("A file changed on disk is never overwritten: refused, both versions kept; Enter again writes into the new version")
    func changedOnDisk() throws {
        let desk = try Desk()
        desk.session.send(.commandLine("edit SaveTip title"))
        desk.type(" (mine)")
        let theirs = Self.playground.replacingOccurrences(of: "Press the keys.", with: "Their message.")
        try Data(theirs.utf8).write(to: desk.file)
        let refused = desk.session.send(.key(.enter))
        #expect(refused.errors.isEmpty)
        #expect(desk.fileText == theirs, "their version is intact")
        let editor = try #require(desk.session.state.editors.copyEditor, "the editor stays open")
        #expect(editor.line.text == "Save faster (mine)", "the typed text is kept")
        #expect(editor.notice?.hasPrefix("\(desk.file.path) changed on disk since this edit began; nothing was written. Enter writes your text into the new version") == true)
        #expect(desk.screen.contains("changed on"), "the message line says so")
        desk.session.send(.key(.enter))
        #expect(desk.fileText == theirs.replacingOccurrences(of: #""Save faster""#, with: #""Save faster (mine)""#))
    }

    @Test("A read-only file is a clear message; the typed text stays and nothing is written")
    func readOnly() throws {
        let desk = try Desk()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: desk.file.path)
        desk.session.send(.commandLine("edit SaveTip title"))
        desk.type("!")
        desk.session.send(.key(.enter))
        #expect(desk.session.state.editors.copyEditor?.notice?.contains("is read-only; nothing was written. Make it writable (chmod u+w") == true)
        #expect(desk.session.state.editors.copyEditor?.line.text == "Save faster!")
        #expect(desk.fileText == Self.playground)
    }

    @Test("Copy from a String Catalog is written to that entry of the catalog; the playground file is untouched")
    func catalog() throws {
        let desk = try Desk()
        desk.session.send(.locale("de"))
        desk.session.send(.commandLine("edit SaveTip message"))
        #expect(desk.session.state.editors.copyEditor?.line.text == "Tasten drücken.")
        desk.erase(1)
        desk.type("!")
        desk.session.send(.key(.enter))
        let catalog = try String(contentsOf: desk.catalogFile, encoding: .utf8)
        #expect(catalog == Self.catalog.replacingOccurrences(of: "Tasten drücken.", with: "Tasten drücken!"))
        #expect(desk.fileText == Self.playground)
        #expect(desk.screen.contains("Tasten drücken!"))
        desk.session.send(.key(.character("u")))
        #expect(try String(contentsOf: desk.catalogFile, encoding: .utf8) == Self.catalog)
    }

    @Test("Copy the locale borrows from the base, generated pseudo-language copy and unknown pieces are refused at opening")
    func refusedPieces() throws {
        let desk = try Desk()
        desk.session.send(.locale("fr"))
        let borrowed = desk.session.send(.commandLine("edit SaveTip message"))
        #expect(borrowed.errors.first?.description.hasPrefix("tip 'SaveTip' has no 'fr' message: the base copy is shown") == true)
        desk.session.send(.locale("pseudo-double"))
        #expect(desk.session.send(.commandLine("edit SaveTip")).errors.count == 1)
        desk.session.send(.locale(nil))
        let unknown = desk.session.send(.commandLine("edit SaveTip action nope"))
        #expect(unknown.errors.map(\.description) == ["tip 'SaveTip' has no action 'nope'; it has title, message, action 'more'"])
        #expect(desk.session.send(.commandLine("edit")).errors.map(\.description) == ["usage: edit TIP [title|message|action ID|variant NAME]"])
        #expect(desk.session.state.editors.copyEditor == nil)
    }

    @Test("Control characters are not copy: a typed one is left out, and said so")
    func controlCharacters() throws {
        let desk = try Desk()
        desk.session.send(.commandLine("edit SaveTip title"))
        desk.session.send(.key(.character("\u{1B}")))
        desk.session.send(.key(.character("\u{9B}")))
        #expect(desk.session.state.editors.copyEditor?.line.text == "Save faster")
        #expect(desk.session.state.editors.copyEditor?.notice == "control characters are not copy: U+9B left out")
    }

    @Test("A run that writes no files (scripts, previews) refuses Enter, keeping the text; an empty title is refused")
    func refusedKeeps() throws {
        let script = try Desk(writes: false)
        script.session.send(.commandLine("edit SaveTip title"))
        script.type("!")
        script.session.send(.key(.enter))
        #expect(script.session.state.editors.copyEditor?.notice?.hasPrefix("this run writes no files") == true)
        #expect(script.fileText == Self.playground)
        let desk = try Desk()
        desk.session.send(.commandLine("edit SaveTip title"))
        desk.erase(20)
        desk.session.send(.key(.backspace))
        #expect(desk.session.state.editors.copyEditor != nil, "Backspace on an empty piece does not close the editor")
        desk.session.send(.key(.enter))
        #expect(desk.session.state.editors.copyEditor?.notice == "a tip's title cannot be empty: type one, or Esc to drop the edit")
        #expect(desk.fileText == Self.playground)
    }

    @Test("e on an action button edits that action's title")
    func keyOnActionButton() throws {
        let desk = try Desk()
        desk.session.state.navigation.focus = .action(tipID: "SaveTip", actionID: "more")
        desk.session.send(.key(.character("e")))
        #expect(desk.session.state.editors.copyEditor?.piece.piece == .action(id: "more"))
        #expect(desk.session.frame.buffer.rowTexts.last?.hasPrefix("SaveTip · action 'more' › Learn more") == true)
    }

    @Test("Reading back a file the playground already has (its own write, seen by the watcher) changes and logs nothing")
    func identicalReload() throws {
        let desk = try Desk()
        let logged = desk.session.state.messages.log.count
        desk.session.send(.reload(try PlaygroundLoader.load(contentsOf: desk.file)))
        #expect(desk.session.state.messages.log.count == logged)
    }
}
