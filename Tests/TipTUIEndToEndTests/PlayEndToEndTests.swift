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
}
