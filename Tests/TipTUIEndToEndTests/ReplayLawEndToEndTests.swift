import Foundation
import Testing
import TipCore
import TipDrawing
import TipTUIKit

/// The replay law: a recording replays what happened. The real `tiptui record`, in tmux, on a
/// clock that follows real time, gets seeded random keys, clicks and waits (a wait before the
/// first input too); then `tiptui check` passes every `expect` the recorder wrote at the end, and
/// the recording's last frame, replayed, is the terminal's last frame before `q`, character for
/// character (the clock in the header, the log line's time, what the launch tip's time on screen
/// did). The one thing only a live header shows is how far the clock keys moved the clock from
/// real time (`+1d 1h`), which a replay has no real time to measure; there the header's clock is
/// compared.
///
/// The terminal's last frame is read from everything tiptui wrote to it (logged by `script`), up
/// to where it left the alternate screen, written again to a second tmux pane of the same size:
/// a `capture-pane` before quitting can be a tick older than the frame the session ended on.
///
/// Each session takes a few seconds of real time; CI records `sessionCount` of them, one
/// playground after the other. `TIPPLAYGROUND_REPLAY_LAW_SESSIONS=N` records N; a failure names
/// its seed and playground, and `TIPPLAYGROUND_REPLAY_LAW_SEED=S` records that one alone.
@Suite("End to end: a recording replays what happened", .serialized)
struct ReplayLawEndToEndTests {
    static let sessionCount = LawSeeds.budget(3, variable: "TIPPLAYGROUND_REPLAY_LAW_SESSIONS")
    static let inputsPerSession = 7
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The issue's playground and the built-in one, in turn.
    static let playgrounds: [String?] = ["examples/french-articles.json", nil]

    /// Keys a person presses while recording, but those that quit, open the `:` line or the copy
    /// editor (whose keys are not recorded, by design), or undo an edit.
    static let keys: [Key] = ActionSpelling.boundKeys.filter {
        ![.character("q"), .control("c"), .character("e"), .character("u"), .character(":")].contains($0)
    }

    enum LawInput: CustomStringConvertible {
        case key(Key)
        case click(Point)
        /// Real time passing before the next input, in seconds.
        case wait(TimeInterval)

        var description: String {
            switch self {
            case .key(let key): "key \(key.name)"
            case .click(let point): "click \(point.x),\(point.y)"
            case .wait(let seconds): "wait \(seconds)s"
            }
        }
    }

    /// A wait first, then inputs with a short wait before each (long enough that Esc is never
    /// read as the start of an escape sequence with what follows).
    static func inputs(seed: UInt64, size: Size) -> [LawInput] {
        var random = LiveEqualsHeadlessEndToEndTests.SplitMix(seed: seed)
        var inputs: [LawInput] = [.wait(Double.random(in: 0.5...1.5, using: &random))]
        for _ in 0..<inputsPerSession {
            if Int.random(in: 0..<3, using: &random) == 0 {
                inputs.append(.click(Point(
                    x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 1..<size.height, using: &random))))
            } else {
                inputs.append(.key(keys.randomElement(using: &random)!))
            }
            inputs.append(.wait(Double.random(in: 0.15...0.6, using: &random)))
        }
        return inputs
    }

    @Test(
        .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script (util-linux) is not installed"))
    func recordingsReplayWhatHappened() throws {
        let only = ProcessInfo.processInfo.environment["TIPPLAYGROUND_REPLAY_LAW_SEED"].flatMap(UInt64.init)
        for seed in only.map({ [$0] }) ?? LawSeeds.seeds(count: Self.sessionCount) {
            try record(seed: seed, playground: Self.playgrounds[Int(seed % UInt64(Self.playgrounds.count))])
        }
    }

    private func record(seed: UInt64, playground: String?) throws {
        let size = Size(width: 80, height: 24)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("session.tipscript").path
        let file = playground.map { Self.root.appendingPathComponent($0).path }
        let log = folder.appendingPathComponent("terminal.log").path
        let command = ([TmuxSession.tiptuiPath, "record", output] + (file.map { [$0] } ?? [])).map(TmuxSession.shellQuoted).joined(separator: " ")
        let tmux = try TmuxSession(
            command: "script -q -f -e -c \(TmuxSession.shellQuoted(command)) \(TmuxSession.shellQuoted(log)); echo \"EXIT=$?\"; echo MODE=; sleep 60",
            width: size.width, height: size.height)
        try tmux.waitFor("REC")
        let inputs = Self.inputs(seed: seed, size: size)
        for input in inputs {
            switch input {
            case .key(let key): try tmux.sendKey(key)
            case .click(let point): try tmux.type("\u{1B}[<0;\(point.x + 1);\(point.y + 1)M\u{1B}[<0;\(point.x + 1);\(point.y + 1)m")
            case .wait(let seconds): usleep(UInt32(seconds * 1_000_000))
            }
        }
        // Ctrl-C quits wherever the focus is (a focused text field takes `q` as text), the help
        // included.
        try tmux.sendKey(.control("c"))
        let end = try tmux.waitFor("MODE=")
        let context = "seed \(seed) on \(playground ?? "the built-in playground") after \(inputs.map(\.description).joined(separator: ", "))"
        #expect(end.contains("EXIT=0"), "\(context)\n\(end)")
        let live = try Self.lastScreen(log: log, size: size)
        let script = try String(contentsOfFile: output, encoding: .utf8)

        let check = try TiptuiRun(["check", output])
        #expect(check.status == 0, "\(context): the recorder's own checks fail in the replay\n\(check.errors)\n\(script)")

        var player = try ScriptPlayer(try LoadedScript.load(path: output))
        while player.step() != nil {}
        let replayed = RecordingMark.drawn(over: player.session.frame.buffer, usesASCII: player.session.state.looking.usesASCII)
        let replayedRows = replayed.rowTexts.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        var liveRows = live.components(separatedBy: "\n").prefix(size.height)
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        if liveRows[0].range(of: " [+-][0-9][0-9wdhms ]* [·.]", options: .regularExpression) != nil {
            // The live header is longer by the offset, so it may shorten its clock to `12-12 18:35`
            // where the replay's has room for `2026-12-12 18:35`: month, day and time are compared.
            let clock = "[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}"
            #expect(liveRows[0].range(of: clock, options: .regularExpression).map { String(liveRows[0][$0]) }
                == replayedRows[0].range(of: clock, options: .regularExpression).map { String(replayedRows[0][$0]) },
                "\(context): the header's clock\n\(liveRows[0])\n\(replayedRows[0])")
            liveRows[0] = replayedRows[0]
        }
        #expect(Array(liveRows) == replayedRows, """
            \(context): the replay's last frame is not the terminal's
            terminal:
            \(liveRows.joined(separator: "\n"))
            replay:
            \(replayedRows.joined(separator: "\n"))
            script:
            \(script)
            """)
    }

    /// The last screen tiptui drew: what it wrote to the terminal until it left the alternate
    /// screen, written to a new tmux pane of the same size, read once tmux has taken all of it
    /// (the pane's title, set after it, says so).
    static func lastScreen(log: String, size: Size) throws -> String {
        var written = try Data(contentsOf: URL(fileURLWithPath: log))
        // `script` starts its log with a line of its own.
        if let firstLine = written.firstIndex(of: UInt8(ascii: "\n")) { written = written[(firstLine + 1)...] }
        if let leaving = written.lastRange(of: Data("\u{1B}[?1049l".utf8)) { written = written[..<leaving.lowerBound] }
        let drawn = log + ".drawn"
        try Data(written).write(to: URL(fileURLWithPath: drawn))
        let pane = try TmuxSession(
            command: "cat \(TmuxSession.shellQuoted(drawn)); printf '\\033]2;%s\\033\\\\' all-drawn; sleep 60",
            width: size.width, height: size.height)
        let deadline = Date().addingTimeInterval(TmuxSession.patience)
        while try pane.paneFormat("#{pane_title}") != "all-drawn" {
            guard Date() < deadline else { throw TmuxSession.SetupError(description: "tmux did not take \(drawn)") }
            usleep(50_000)
        }
        return try pane.screen()
    }
}
