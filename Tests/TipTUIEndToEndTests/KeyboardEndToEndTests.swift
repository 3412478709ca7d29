import Foundation
import Testing

/// What a person meets at the keyboard of the real binary: the README's command lines, the `:`
/// line, the help on the smallest screen, Ctrl-L and the mouse beyond column 223.
@Suite(.serialized) struct KeyboardEndToEndTests {
    private func start(
        _ arguments: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]
    ) throws -> TmuxSession {
        try TmuxSession.tiptui(arguments, width: width, height: height, environment: environment)
    }

    private func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func theReadmesDoubleDashCommandLineOpensTheJapaneseCopy() throws {
        // `swift run tiptui -- --locale ja --ascii` hands the program a leading `--`. ASCII mode
        // draws the Japanese copy transliterated, so the header's locale and the missing base
        // copy tell that both options were read.
        let tmux = try start("-- --locale ja --ascii --datastore memory")
        let screen = try tmux.waitFor("immediate . ja")
        #expect(!screen.contains("Show your location"))
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII })
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func theCommandLineEditsMidLineRecallsItsHistoryAndQuits() throws {
        let tmux = try start("--datastore memory")
        try tmux.waitFor("Show your location")
        try tmux.send(":")
        try tmux.type("dnte didVisitBigC")
        try tmux.send("Tab", "Home", "Right")
        try tmux.type("o")
        try tmux.send("Right")
        try tmux.type("a")
        try tmux.send("End")
        try tmux.type("2")
        try tmux.waitFor(":donate didVisitBigCottonwoodCanyon 2")
        try tmux.send("Enter")
        try tmux.waitFor("donated didVisitBigCottonwoodCanyon (2 donations)")
        try tmux.send(":", "Up")
        try tmux.waitFor(":donate didVisitBigCottonwoodCanyon 2")
        try tmux.send("C-u")
        try tmux.type("q")
        try tmux.send("Enter")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func theHelpScrollsToItsLastShortcutOnA40By12Screen() throws {
        let tmux = try start("--datastore memory", width: 40, height: 12)
        try tmux.waitFor("? help")
        try tmux.send("?")
        let top = try tmux.waitFor("Shortcuts")
        #expect(!top.contains("q / Ctrl-C"))
        try tmux.send("End")
        try tmux.waitFor("q / Ctrl-C")
        try tmux.send("z")
        try tmux.waitForScreen("the help to close") { !$0.contains("Shortcuts") && $0.contains("? help") }
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func aResizeRightAfterEscIsNotLostWhileAnEscapeSequenceIsAwaited() throws {
        // After Esc the terminal waits briefly for the rest of a sequence; a resize arriving
        // then must still reach the playground.
        let tmux = try start("--datastore memory")
        try tmux.waitFor("Show your location")
        try tmux.send("Escape")
        try tmux.resize(width: 40, height: 12)
        // The 40-column hint bar: the playground was laid out again at the new size.
        try tmux.waitFor("Tab focus  Enter press  ? help  q quit")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func ctrlLRepaintsAScreenGarbledByAnotherProgram() throws {
        let tmux = try start("--datastore memory")
        try tmux.waitFor("Show your location")
        let tty = try tmux.paneTTY()
        try Data("\u{1B}[5;5HGARBLED-BY-ANOTHER-PROGRAM".utf8).write(to: URL(fileURLWithPath: tty))
        try tmux.waitFor("GARBLED-BY-ANOTHER-PROGRAM")
        try tmux.send("C-l")
        try tmux.waitForScreen("the repaint") { !$0.contains("GARBLED") && $0.contains("Show your location") }
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
          arguments: ["screen-256color", "xterm-256color"])
    func aClickBeyondColumn223DonatesFromTheInspector(term: String) throws {
        // screen's terminal description gives ncurses the old one-byte mouse encoding, which
        // cannot reach column 224; tiptui asks for SGR reports and reads them itself.
        let tmux = try start("--datastore memory", width: 250, height: 30, environment: ["TERM": term])
        try tmux.waitFor("Show your location")
        #expect(try tmux.paneFormat("#{mouse_sgr_flag}") == "1", "the terminal was asked for SGR reports")
        try tmux.send("i")
        let screen = try tmux.waitFor("didVisitBigCottonwoodCanyon: 0 donations")
        let row = try #require(lines(screen).firstIndex { $0.contains("didVisitBigCottonwoodCanyon: 0 donations") })
        try tmux.type("\u{1B}[<0;241;\(row + 1)M\u{1B}[<0;241;\(row + 1)m")
        try tmux.waitFor("didVisitBigCottonwoodCanyon: 1 donation,")
        // One notch of the wheel over the inspector scrolls its first lines away.
        try tmux.type("\u{1B}[<65;241;10M")
        try tmux.waitForScreen("the inspector to scroll") { !$0.contains("Parameters (Enter") }
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }
}
