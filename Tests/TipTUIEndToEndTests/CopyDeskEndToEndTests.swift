import Foundation
import Testing

/// The copy desk on the real binary in tmux: a title typed in place wraps live on the device,
/// Enter writes only that string to the file, a file changed on disk is never overwritten, and
/// copy from a String Catalog is written to the catalog's entry.
@Suite(.serialized) struct CopyDeskEndToEndTests {
    static let playground = #"""
        {
          "title": "Desk",
          "stringCatalogs": ["Localizable.xcstrings"],
          "tips": [
            { "id": "SaveTip", "title": "Save faster", "message": "Press the keys." }
          ],
          "screens": [ { "id": "main", "controls": [ { "id": "save", "label": "Save" } ],
                         "tips": [ { "tip": "SaveTip", "inline": "top" } ] } ]
        }

        """#
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Press the keys." : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Tasten drücken." } } } },
            "Save faster" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Schneller sichern" } } } }
          },
          "version" : "1.0"
        }

        """#
    static let longTitle = "Save faster with the shortcuts every note taker uses each and every single day at work"

    private func files() throws -> (folder: URL, playground: URL, catalog: URL) {
        let folder = try temporaryFolder()
        let playground = folder.appendingPathComponent("desk.json")
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(Self.playground.utf8).write(to: playground)
        try Data(Self.catalog.utf8).write(to: catalog)
        return (folder, playground, catalog)
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
          arguments: [(80, 24), (40, 12)])
    func aTitleTypedInPlaceWrapsLiveAndEnterWritesOnlyThatString(width: Int, height: Int) throws {
        let (folder, playground, catalog) = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession.tiptui(
            "--datastore memory desk.json", prefix: "cd \(TmuxSession.shellQuoted(folder.path)) &&", width: width, height: height)
        try tmux.waitFor("Save faster")
        try tmux.send("e")
        try tmux.waitFor("lines w")
        try tmux.type(String(Self.longTitle.dropFirst("Save faster".count)))
        // The device's rows (not the editor's line at the bottom): the title wraps there as typed.
        let typed = try tmux.waitForScreen("the typed title wrapped on the device") { screen in
            let rows = screen.split(separator: "\n").dropLast()
            return rows.contains { $0.contains("│ Save faster with") } && rows.contains { $0.contains("at work") }
                && !rows.contains { $0.contains("Save faster with") && $0.contains("at work") }
        }
        #expect(try Data(contentsOf: playground) == Data(Self.playground.utf8), "nothing is written while typing:\n\(typed)")
        try tmux.send("Enter")
        // The editor closes once the file is written (the log's newest line is a warning: the
        // title is the key of its German translation in the catalog).
        try tmux.waitFor("? help")
        let expected = Self.playground.replacingOccurrences(of: #""Save faster""#, with: "\"\(Self.longTitle)\"")
        #expect(try Data(contentsOf: playground) == Data(expected.utf8), "the file differs from before in that string only")
        #expect(try Data(contentsOf: catalog) == Data(Self.catalog.utf8))
        // The watcher sees the playground's own write: not a change on disk, not a reload, and
        // the next edit is written too.
        usleep(800_000)
        #expect(try !tmux.screen().contains("reloaded"))
        try tmux.send("e")
        try tmux.waitFor("lines w")
        try tmux.send("End")
        try tmux.type("!")
        try tmux.send("Enter")
        try tmux.waitFor("? help")
        #expect(try Data(contentsOf: playground) == Data(expected.replacingOccurrences(of: "at work\"", with: "at work!\"").utf8))
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func anEditOfAFileChangedOnDiskIsRefusedAndBothVersionsStay() throws {
        let (folder, playground, _) = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession.tiptui(
            "--datastore memory desk.json", prefix: "cd \(TmuxSession.shellQuoted(folder.path)) &&", width: 100, height: 30)
        try tmux.waitFor("Save faster")
        try tmux.send("e")
        try tmux.waitFor("lines w")
        try tmux.type(" (mine)")
        try tmux.waitFor("Save faster (mine) ")
        // Someone else saves the file meanwhile; the playground reloads it.
        let theirs = Self.playground.replacingOccurrences(of: "Press the keys.", with: "Their message.")
        try Data(theirs.utf8).write(to: playground)
        try tmux.waitFor("Their message.")
        try tmux.send("Enter")
        let refused = try tmux.waitFor("desk.json changed on disk since this edit began; nothing was written")
        #expect(try Data(contentsOf: playground) == Data(theirs.utf8), "their version is intact")
        #expect(refused.split(separator: "\n").last?.contains("Save faster (mine)") == true, "the typed text is still in the editor")
        try tmux.send("Escape")
        try tmux.waitFor("cancelled; nothing was written")
        #expect(try Data(contentsOf: playground) == Data(theirs.utf8))
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func copyFromAStringCatalogIsWrittenToItsEntry() throws {
        let (folder, playground, catalog) = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession.tiptui("--datastore memory --locale de \(TmuxSession.shellQuoted(playground.path))", width: 80, height: 24)
        try tmux.waitFor("Schneller sichern")
        try tmux.send("e")
        try tmux.waitFor("lines w")
        for _ in 0..<"sichern".count { try tmux.send("BSpace") }
        try tmux.type("speichern")
        try tmux.waitFor("│ Schneller speichern")
        try tmux.send("Enter")
        try tmux.waitFor("written to Localizable.xcstrings")
        let expected = Self.catalog.replacingOccurrences(of: "Schneller sichern", with: "Schneller speichern")
        #expect(try Data(contentsOf: catalog) == Data(expected.utf8), "the catalog differs in that entry only")
        #expect(try Data(contentsOf: playground) == Data(Self.playground.utf8), "the playground file is untouched")
        try tmux.send("u")
        try tmux.waitFor("undid the edit")
        #expect(try Data(contentsOf: catalog) == Data(Self.catalog.utf8))
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func escapeSequencesTypedIntoTheEditorNeverReachTheFile() throws {
        let (folder, playground, _) = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession.tiptui(
            "--datastore memory desk.json", prefix: "cd \(TmuxSession.shellQuoted(folder.path)) &&", width: 80, height: 24)
        try tmux.waitFor("Save faster")
        try tmux.send("e")
        try tmux.waitFor("lines w")
        // A colour sequence as a paste would bring it, and an 8-bit CSI: neither reaches the
        // copy (the terminal reads a whole sequence and drops it; the editor leaves any control
        // character that gets through out, and says so: CopyDeskTests).
        try tmux.type(" \u{1B}[31mred\u{9B}!")
        try tmux.waitFor("Save faster red!")
        try tmux.send("Enter")
        try tmux.waitFor("? help")
        let expected = Self.playground.replacingOccurrences(of: #""Save faster""#, with: #""Save faster red!""#)
        #expect(try Data(contentsOf: playground) == Data(expected.utf8))
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }
}
