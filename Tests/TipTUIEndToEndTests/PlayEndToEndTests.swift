import Foundation
import Testing

/// `tiptui play` in the real terminal: at `--speed max` a whole demo runs through without
/// waiting, every check passes, and q leaves the terminal as it was.
@Suite(.serialized) struct PlayEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func aDemoAtMaxSpeedRunsThroughWithEveryCheckPassing() throws {
        let script = Self.repository.appendingPathComponent("demo-scripts/compass-walkthrough.tipscript").path
        let tmux = try TmuxSession.tiptui("play \(TmuxSession.shellQuoted(script)) --speed max")
        // 35 lines at 1.2 s each would take 40 s at normal speed.
        try tmux.waitFor("finished: every check passed", timeout: 15)
        try tmux.send("q")
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0"))
        #expect(end.contains("MODE=icanon"))
    }

    /// A demo written for 80x24 passes its snapshot checks in any terminal: larger ones frame it,
    /// smaller ones cut it and say so.
    @Test(
        .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
        arguments: [(100, 30), (60, 20)])
    func aDemoPassesItsSnapshotsInATerminalOfAnotherSize(width: Int, height: Int) throws {
        let script = Self.repository.appendingPathComponent("demo-scripts/compass-walkthrough.tipscript").path
        let tmux = try TmuxSession.tiptui("play \(TmuxSession.shellQuoted(script)) --speed max", width: width, height: height)
        let screen = try tmux.waitFor("finished: every check passed", timeout: 15)
        #expect(screen.contains("terminal: enlarge it") == (width < 80))
        try tmux.send("q")
        #expect(try tmux.waitFor("MODE=").contains("EXIT=0"))
    }
}
