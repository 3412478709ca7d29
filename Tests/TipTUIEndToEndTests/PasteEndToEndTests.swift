import Foundation
import Testing

/// Input bytes never act unless typed, in the real terminal: a paste (bracketed, as tmux sends it
/// to a program that asked) and escape sequences typed raw are text where text is typed and
/// nothing elsewhere, in every mode. The paste holds shortcut keys (`h` moves the clock an hour,
/// `i` opens the inspector, `8` runs an action, `q` quits) and a terminal hyperlink.
@Suite("End to end: pasted bytes never act as keys", .serialized)
struct PasteEndToEndTests {
    static let shortcuts = "h8i q"
    static let hyperlink = "\u{1B}]8;;https://example.com/h8iq\u{1B}\\docs\u{1B}]8;;\u{1B}\\"
    /// Sequences with no text of their own, typed raw: a link's opening, a window title, a DCS.
    static let rawSequences = "\u{1B}]8;;https://example.com/h8iq\u{1B}\\\u{1B}]0;h8i q\u{07}\u{1B}Ph8 q\u{1B}\\\u{1B}_h8i\u{1B}\\"
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Pastes the shortcuts and the hyperlink, then types sequences raw (not as a paste).
    private func pasteAndTypeSequences(into tmux: TmuxSession) throws {
        try tmux.paste(Self.shortcuts + Self.hyperlink)
        try tmux.type(Self.rawSequences)
    }

    /// Quits with q and checks the program ended well and nothing had quit it before.
    private func quit(_ tmux: TmuxSession, keys: [String] = ["q"]) throws {
        for key in keys { try tmux.send(key) }
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0"))
        #expect(end.contains("MODE=icanon"))
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"), arguments: [(80, 24), (40, 12)])
    func onTheDeviceAPasteDoesNothingAndSaysSo(width: Int, height: Int) throws {
        let tmux = try TmuxSession.tiptui("--datastore memory --clock frozen", width: width, height: height)
        try tmux.waitFor("09:00")
        try pasteAndTypeSequences(into: tmux)
        let screen = try tmux.waitFor("pasted text ignored")
        #expect(screen.contains("09:00"), "the clock did not move: \(screen)")
        #expect(!screen.contains("Displays:"), "the inspector stayed closed")
        try quit(tmux)
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func onTheCommandLineAPasteIsTextAndAHyperlinkItsText() throws {
        let tmux = try TmuxSession.tiptui("--datastore memory --clock frozen")
        try tmux.waitFor("09:00")
        try tmux.type(":say \"")
        try pasteAndTypeSequences(into: tmux)
        try tmux.type("\"")
        let line = try tmux.waitFor(":say \"h8i qdocs\"")
        #expect(line.contains("09:00"))
        try tmux.send("Enter")
        try tmux.waitFor("h8i qdocs")
        try quit(tmux)
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func inTheCopyEditorAPasteIsTypedAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("french.json")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("examples/french-articles.json"), to: file)
        let before = try Data(contentsOf: file)
        let tmux = try TmuxSession.tiptui("--datastore memory --clock frozen \(TmuxSession.shellQuoted(file.path))")
        try tmux.waitFor("09:00")
        let tipID = try #require(try firstTipID(in: file))
        try tmux.type(":edit \(tipID) title")
        try tmux.send("Enter")
        try tmux.waitFor("editing \(tipID)")
        try pasteAndTypeSequences(into: tmux)
        let editing = try tmux.waitFor("h8i qdocs")
        #expect(editing.contains("\(tipID) · title ›"), "the editor stayed open: \(editing)")
        try tmux.send("Escape")
        try tmux.waitFor("nothing was written")
        try quit(tmux)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"), arguments: ["?", "G"])
    func inTheHelpAndTheGridAPasteChangesNothing(openingKey: String) throws {
        let tmux = try TmuxSession.tiptui("--datastore memory --clock frozen", width: 100, height: 30)
        try tmux.waitFor("09:00")
        try tmux.type(openingKey)
        // What the view draws last, so the screen read is the whole view, not part of a draw.
        let (first, last) = openingKey == "?" ? ("Shortcuts", "any key closes") : ("Grid · ShowLocationTip (1/5)", "Esc/G close")
        var open = try tmux.waitForScreen("the view open") { $0.contains(first) && $0.contains(last) }
        // Read again until two reads agree: the screen read is the whole view, not a draw in flight.
        for _ in 0..<100 {
            usleep(300_000)
            let again = try tmux.screen()
            if again == open { break }
            open = again
        }
        try pasteAndTypeSequences(into: tmux)
        // The view answers nothing pasted: the same screen once everything has been read.
        usleep(500_000)
        let after = try tmux.screen()
        // Everything but the message line, which says the paste was ignored.
        func view(_ screen: String) -> [Substring] { screen.split(separator: "\n").filter { !$0.contains("pasted text ignored") && !$0.contains(" 09:00:00 ") } }
        #expect(view(after) == view(open), "the paste changed the view")
        #expect(!after.contains("MODE="), "nothing quit the playground")
        try quit(tmux, keys: ["Escape", "q"])
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func inThePlayerAPasteNeitherQuitsNorSteps() throws {
        let script = Self.repository.appendingPathComponent("demo-scripts/compass-walkthrough.tipscript").path
        let tmux = try TmuxSession.tiptui("play \(TmuxSession.shellQuoted(script)) --speed max")
        try tmux.waitFor("finished: every check passed")
        try pasteAndTypeSequences(into: tmux)
        usleep(500_000)
        let screen = try tmux.screen()
        #expect(!screen.contains("MODE="), "a pasted q did not quit the player: \(screen)")
        #expect(screen.contains("finished: every check passed"))
        try quit(tmux)
    }

    private func firstTipID(in file: URL) throws -> String? {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        return ((json?["tips"] as? [[String: Any]])?.first?["id"]) as? String
    }
}
