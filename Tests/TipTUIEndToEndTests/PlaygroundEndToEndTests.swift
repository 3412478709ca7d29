import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
import TipTUIKit

/// The real `tiptui` binary in a real terminal (tmux): what a person sees and types.
@Suite(.serialized) struct PlaygroundEndToEndTests {
    /// Runs `tiptui ARGS` in a shell that reports how it ended and whether the terminal was
    /// left in its normal (cooked, echoing) mode, then waits.
    private func start(_ arguments: String, width: Int = 100, height: Int = 30) throws -> TmuxSession {
        try TmuxSession.tiptui(arguments, width: width, height: height)
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func thePopoverPointsAtTheCompassClosesWithXAndTheTerminalIsCleanAfterQuit() throws {
        let tmux = try start("--datastore memory")
        let screen = try tmux.waitFor("Show your location")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let compassRow = try #require(lines.firstIndex { $0.contains("[ Compass ]") })
        let compassColumn = try #require(lines[compassRow].range(of: "Compass")).lowerBound
        let compassCentre = lines[compassRow].distance(from: lines[compassRow].startIndex, to: compassColumn) + 2
        let arrowRow = lines[compassRow + 1]
        #expect(arrowRow.contains("▲"), "the arrow sits right under the compass")
        #expect(lines[compassRow + 2].contains("┴"), "the arrow joins the popover's top border")
        let arrowColumn = arrowRow.distance(from: arrowRow.startIndex, to: try #require(arrowRow.firstIndex(of: "▲")))
        #expect(abs(arrowColumn - compassCentre) <= 2, "the arrow points at the compass's centre")

        try tmux.send("x")
        let afterClose = try tmux.waitFor("Reorient the map")
        #expect(!afterClose.contains("Show your location"), "closing invalidates the first tip; the ordered group moves on")

        try tmux.send("q")
        let final = try tmux.waitFor("MODE=")
        #expect(final.contains("EXIT=0"))
        #expect(final.contains("MODE=icanon"), "the terminal is back in canonical mode")
        #expect(!final.contains("Reorient the map"), "the alternate screen is gone")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func theRealTerminalShowsWhatTheHeadlessRendererDraws() throws {
        let tmux = try start("--datastore memory", width: 100, height: 30)
        let screen = try tmux.waitFor("Show your location")
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(),
            size: Size(width: 100, height: 30))
        let trimmed = { (line: String) in line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        let real = screen.split(separator: "\n", omittingEmptySubsequences: false).map { trimmed(String($0)) }
        let headless = session.frame.buffer.rowTexts.map(trimmed)
        // The header (clock) and the message line (log timestamps) differ by design; the screen
        // between them and the status bar must be identical.
        #expect(Array(real[1..<28]) == Array(headless[1..<28]))
        #expect(real[29] == headless[29])
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func aTerminalTooSmallSaysSoAndRecoversWhenEnlarged() throws {
        let tmux = try start("--datastore memory", width: 30, height: 8)
        try tmux.waitFor("too small")
        try tmux.resize(width: 100, height: 30)
        let enlarged = try tmux.waitFor("Show your location")
        #expect(!enlarged.contains("too small"))
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(
        .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
        arguments: ["no-such-terminal", "dumb"])
    func aTerminalThatCannotDrawIsAClearErrorWithExitCode2(term: String) throws {
        let tmux = try TmuxSession.tiptui("--datastore memory", prefix: "TERM=\(term)", width: 200, height: 30)
        let screen = try tmux.waitFor("EXIT=")
        #expect(screen.contains("EXIT=2"))
        #expect(screen.contains("TERM=\(term)"))
        #expect(screen.contains("xterm-256color"), "the message says what to use instead")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func aBrokenPlaygroundFileNamesFileLineAndColumn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.json")
        try #"{ "screens": [ { "id": "a", "controls": [ ] } ], "groups": [ { "id": "g", "tips": ["Nope"] } ] }"#
            .write(to: file, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession.tiptui(
            "broken.json", prefix: "cd \(TmuxSession.shellQuoted(folder.path)) &&", width: 160, height: 30)
        let screen = try tmux.waitFor("EXIT=")
        #expect(screen.contains("EXIT=2"))
        #expect(screen.contains("broken.json:1:"))
        #expect(screen.contains("Nope"))
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func savingThePlaygroundFileReRendersItAndKeepsTheEngineState() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("live.json")
        let playground = { (title: String) in
            #"{ "tips": [ { "id": "HelloTip", "title": "\#(title)", "options": { "maxDisplayCount": 5 } } ], "#
                + #""screens": [ { "id": "main", "controls": [ { "id": "b", "label": "Button" } ], "#
                + #""tips": [ { "tip": "HelloTip", "inline": "top" } ] } ] }"#
        }
        try playground("First copy").write(to: file, atomically: true, encoding: .utf8)
        let tmux = try start("--datastore memory \(TmuxSession.shellQuoted(file.path))")
        try tmux.waitFor("First copy")
        try playground("Second copy").write(to: file, atomically: true, encoding: .utf8)
        let screen = try tmux.waitFor("Second copy")
        #expect(!screen.contains("First copy"))
        try tmux.send("i")
        let inspector = try tmux.waitFor("Displays:")
        #expect(inspector.contains("Displays: 1"), "the reload kept the engine and its presentation: still one display")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func sigtermRestoresTheTerminal() throws {
        let tmux = try start("--datastore memory")
        try tmux.waitFor("Show your location")
        #expect(system("pkill -TERM -x -P \(try tmux.panePID()) tiptui") == 0, "tiptui runs as the shell's child")
        let final = try tmux.waitFor("MODE=")
        #expect(final.contains("EXIT=143"), "terminated by SIGTERM")
        #expect(final.contains("MODE=icanon"), "the terminal is back in canonical mode")
        #expect(!final.contains("Show your location"), "the alternate screen is gone")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func clickingTheCloseButtonInvalidatesTheTip() throws {
        let tmux = try start("--datastore memory")
        let screen = try tmux.waitFor("Show your location")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("Show your location") })
        let column = try #require(Array(lines[row]).firstIndex(of: "×"))
        // An xterm SGR mouse press and release at the × (1-based column and row), as a terminal sends it.
        try tmux.type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        try tmux.waitFor("Reorient the map")
        try tmux.send("i")
        try tmux.waitFor("ShowLocationTip: invalidated(tipClosed)")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func resizingTheWindowAndOpeningTheInspectorOrHelpCountNoNewDisplay() throws {
        let tmux = try start("--datastore memory", width: 200, height: 60)
        try tmux.waitFor("Show your location")
        try tmux.send("i")
        // The inspector's own lines, not the log's: on a busy machine the log says "available"
        // a frame before the inspector is drawn.
        let before = try TmuxSession.inspectorDisplays(of: "ShowLocationTip", in: try tmux.waitForScreen("the inspector") {
            $0.contains("ShowLocationTip: available") && $0.contains("Displays:")
        })
        #expect(before == "Displays: 1 (no limit)")
        for (width, height) in [(20, 8), (300, 100), (30, 10), (120, 40), (20, 8), (200, 60)] {
            // Keys do nothing behind "Terminal too small".
            guard try tmux.resizeTiptui(width: width, height: height) else { continue }
            try tmux.send("i")
            try tmux.send("?")
            // Any key closes the help; not Esc, which a key typed within the escape delay
            // after it would turn into Alt-that-key.
            try tmux.send("z")
        }
        // Three toggles closed the inspector: open it again. A caption typed last shows once
        // every input before it has been handled (captions are chrome too).
        try tmux.send("i")
        try tmux.type(":say \"storm over\"")
        try tmux.send("Enter")
        let screen = try tmux.waitForScreen("the caption at 200x60") { $0.contains("storm over") && $0.contains("ShowLocationTip: available") }
        #expect(try TmuxSession.inspectorDisplays(of: "ShowLocationTip", in: screen) == before, "looking is not a new display")
        #expect(screen.contains("Show your location"), "still on the device")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

}
