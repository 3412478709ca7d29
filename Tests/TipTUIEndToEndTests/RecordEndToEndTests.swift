import Foundation
import Testing

/// `tiptui record` as a person uses it: a REC mark while recording, keys written as what they
/// did, a check typed on the `:` line answered at once, and a recording that replays green.
@Suite(.serialized) struct RecordEndToEndTests {
    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func aRecordedSessionReplaysGreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("walk.tipscript").path
        let tmux = try TmuxSession.tiptui("record \(TmuxSession.shellQuoted(output))")
        #expect(try tmux.waitFor("REC").contains("● REC"))
        try tmux.send("Tab")
        try tmux.send("Enter")
        try tmux.send("x")
        try tmux.send("W")
        try tmux.send(":")
        for character in "expect hidden RotateMapTip" { try tmux.send(character == " " ? "Space" : String(character)) }
        try tmux.send("Enter")
        #expect(try tmux.waitFor("expect hidden holds").contains("expect hidden holds"))
        try tmux.send("q")
        let end = try tmux.waitFor("MODE=")
        #expect(end.contains("EXIT=0"))

        let script = try String(contentsOfFile: output, encoding: .utf8)
        // Tab moved the focus and Enter pressed the first control; x closed nothing, so it stays
        // a key. Between the steps, the time the keys took to arrive is written as `wait`s.
        let steps = script.split(separator: "\n").filter { !$0.hasPrefix("wait ") }.joined(separator: "\n")
        #expect(steps.contains("\nkey Tab\npress export\nkey x\nwidth watch\nexpect hidden RotateMapTip\n"), "\(script)")
        let replay = try TiptuiRun(["check", output])
        #expect(replay.status == 0, "\(replay.errors)\n\(script)")
    }
}
