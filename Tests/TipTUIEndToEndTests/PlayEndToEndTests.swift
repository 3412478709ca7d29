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
        try tmux.waitFor("finished: every check passed")
        try tmux.send("q")
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0"))
        #expect(end.contains("MODE=icanon"))
    }

    /// A failed check pauses the demo and shows the whole failure over it; `?` shows the keys,
    /// ← goes back a step (the demo replays to it), and the failure is printed after quitting.
    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func aFailedCheckOpensAnOverlayAndTheDemoCanStepBack() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("closed.tipscript")
        try """
            size 80x24
            say "The location tip is on screen"
            press compass
            expect visible ShowLocationTip popover
            say "never reached without stepping"
            """.write(to: script, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession.tiptui("play \(TmuxSession.shellQuoted(script.path)) --speed max")
        let failure = try tmux.waitFor("check failed: closed.tipscript:4")
        #expect(failure.contains("expected: visible as popover"), "\(failure)")
        #expect(!failure.contains("never reached"), "the demo waits at the failure")
        try tmux.send("?")
        #expect(try tmux.waitFor("back one step").contains("these keys"))
        try tmux.send("Escape")
        try tmux.send("Left")
        let back = try tmux.waitFor("[3/5] press compass")
        #expect(!back.contains("check failed"))
        try tmux.send("Left", "Left")
        _ = try tmux.waitFor("[1/5] size 80x24")
        try tmux.send("q")
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0"), "stepping back before the failure undid it: \(end)")
        #expect(end.contains("MODE=icanon"))
    }

    /// Every shipped demo plays through with every check passing in a terminal of its own size,
    /// a larger one and a much larger one (the frame stays the script's size).
    @Test(
        .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
        arguments: [(80, 24), (100, 30), (200, 60)])
    func everyShippedDemoPassesWhenPlayed(width: Int, height: Int) throws {
        let folder = Self.repository.appendingPathComponent("demo-scripts")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tipscript") }.sorted()
        #expect(scripts.count >= 12)
        for name in scripts {
            let script = folder.appendingPathComponent(name).path
            let tmux = try TmuxSession.tiptui("play \(TmuxSession.shellQuoted(script)) --speed max", width: width, height: height)
            let screen = try tmux.waitFor("finished:")
            #expect(screen.contains("finished: every check passed"), "\(name) at \(width)x\(height): \(screen)")
            try tmux.send("q")
            #expect(try tmux.waitFor("MODE=").contains("EXIT=0"), "\(name) at \(width)x\(height)")
        }
    }

    /// A demo written for 80x24 passes its snapshot checks in any terminal: larger ones frame it,
    /// smaller ones cut it and say so.
    @Test(
        .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
        arguments: [(60, 20)])
    func aDemoPassesItsSnapshotsInATerminalOfAnotherSize(width: Int, height: Int) throws {
        let script = Self.repository.appendingPathComponent("demo-scripts/compass-walkthrough.tipscript").path
        let tmux = try TmuxSession.tiptui("play \(TmuxSession.shellQuoted(script)) --speed max", width: width, height: height)
        let screen = try tmux.waitFor("finished: every check passed")
        #expect(screen.contains("terminal: enlarge it") == (width < 80))
        try tmux.send("q")
        #expect(try tmux.waitFor("MODE=").contains("EXIT=0"))
    }
}
