import Foundation
import Testing
import TipDrawing
import TipTUIKit

/// The real `tiptui` in tmux under the conditions that used to break it: SIGQUIT, the C
/// locale, a clock moved ahead and then a restart, a datastore folder it cannot write.
@Suite(.serialized) struct HardeningEndToEndTests {
    /// Runs `tiptui ARGS` (after `setup`) in a shell that reports how it ended and whether the
    /// terminal was left in canonical mode.
    private func start(
        _ arguments: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]
    ) throws -> TmuxSession {
        try TmuxSession.tiptui(arguments, width: width, height: height, environment: environment)
    }


    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func sigquitRestoresTheTerminalAndEndsWithoutABacktrace() throws {
        let tmux = try start("--datastore memory")
        try tmux.waitFor("Show your location")
        #expect(system("pkill -QUIT -x -P \(try tmux.panePID()) tiptui") == 0, "tiptui runs as the shell's child")
        let final = try tmux.waitFor("MODE=")
        #expect(final.contains("EXIT=131"), "ended by SIGQUIT, at once")
        #expect(final.contains("MODE=icanon"), "the terminal is back in canonical mode")
        #expect(!final.contains("Show your location"), "the alternate screen is gone")
        #expect(!final.contains("Press space to interact"), "the backtracer did not take the keyboard")
    }

    @Test(
        "under the C locale the playground says it draws ASCII and does, copy transliterated in aligned boxes",
        .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
        arguments: [("fr", "en evidence votre position"), ("ru", "Pokazite svoe"), ("ja", "konpasuotappusuruto")])
    func copyUnderTheCLocaleIsDrawnInASCII(locale: String, copy: String) throws {
        let tmux = try start(
            "--datastore memory --locale \(locale)", width: 80, height: 24,
            environment: ["LC_ALL": "C", "LANG": "C"])
        let screen = try tmux.waitForScreen("the ASCII tip box") { screen in
            screen.contains(copy) && screen.split(separator: "\n").filter { $0.hasPrefix("+-") }.count >= 2
        }
        #expect(screen.contains("LC_ALL=C is not UTF-8: drawn in ASCII; A draws Unicode"), "the message line says why")
        #expect(!screen.unicodeScalars.contains { $0.value > 0x7F }, "nothing but ASCII is drawn")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(
        "under the C locale, A draws the copy in full with the borders aligned, for a terminal that shows UTF-8",
        .enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"),
        arguments: [("fr", "en évidence votre position"), ("ru", "Покажите своё"), ("ja", "現在地を表示")])
    func copyUnderTheCLocaleIsDrawnInFullWithBordersAligned(locale: String, copy: String) throws {
        let tmux = try start(
            "--datastore memory --locale \(locale)", width: 80, height: 24,
            environment: ["LC_ALL": "C", "LANG": "C"])
        try tmux.waitFor("drawn in ASCII")
        try tmux.send("A")
        // The whole box, not only its first rows: the terminal may be caught mid-draw.
        let screen = try tmux.waitForScreen("the tip box") { $0.contains("×") && $0.contains("└") }
        #expect(screen.contains(copy), "the copy is drawn, not blanked")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(lines.firstIndex { $0.contains("┌") })
        let bottom = try #require(lines.firstIndex { $0.contains("└") })
        // The column of each row's last border character, counted as the terminal draws it.
        let rightEdge = { (line: String) -> Int? in
            line.lastIndex { "┐┘│".contains($0) }.map { String(line[..<$0]).terminalWidth }
        }
        let edges = Set((top...bottom).map { rightEdge(lines[$0]) })
        #expect(!edges.contains(nil))
        #expect(edges.count == 1, "every row of the tip box ends in the same column: \(lines[top...bottom].joined(separator: "\n"))")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func asciiModeTransliteratesCopyAndKeepsTheBoxAligned() throws {
        let tmux = try start("--datastore memory --ascii --locale ru")
        // The whole box, not only its first rows: the terminal may be caught mid-draw.
        let screen = try tmux.waitForScreen("the transliterated tip box") { screen in
            screen.contains("Pokazite svoe mestopolozenie")
                && screen.split(separator: "\n").filter { $0.hasPrefix("+-") }.count >= 2
        }
        let isAllASCII = screen.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isAllASCII, "nothing but ASCII reaches the terminal")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(lines.firstIndex { $0.hasPrefix("+-") })
        let bottom = try #require(lines[(top + 1)...].firstIndex { $0.hasPrefix("+-") })
        let widths = Set(lines[top...bottom].map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression).count })
        #expect(widths.count == 1, "every row of the tip box ends in the same column")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.tmuxPath != nil, "tmux is not installed: the end-to-end tests need it"))
    func theClockMovedAheadIsStillAheadAfterARestartAndTheHeaderSaysWhenTheStoreRunsAhead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Daily frequency: a new tip shows at most once a day, so a display recorded a week
        // ahead holds every tip back until real time reaches it.
        let file = folder.appendingPathComponent("daily.json")
        try #"{ "configuration": { "displayFrequency": "daily" }, "tips": [ { "id": "HelloTip", "title": "Hello there" } ], "#
            .appending(#""screens": [ { "id": "main", "controls": [ { "id": "b", "label": "Button" } ], "#)
            .appending(#""tips": [ { "tip": "HelloTip", "inline": "top" } ] } ] }"#)
            .write(to: file, atomically: true, encoding: .utf8)
        let arguments = TmuxSession.shellQuoted(file.path)
        let environment = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        func header(_ screen: String) -> String { String(screen.split(separator: "\n")[0]) }

        // A week ahead, then a relaunch: the tip's new display is recorded a week ahead.
        let first = try start(arguments, environment: environment)
        try first.waitFor("Hello there")
        try first.send("w")
        try first.waitFor("+1w")
        try first.send("x", "R")
        try first.waitFor("app relaunched")
        try first.send("q")
        try first.waitFor("EXIT=0")

        let second = try start(arguments, environment: environment)
        let resumed = try second.waitFor("+1w")
        #expect(!header(resumed).contains("store ahead"), "the clock goes on where it was, level with the store")
        try second.send("N")
        let realTime = try second.waitFor("store ahead")
        #expect(!header(realTime).contains("+1w"), "back at real time: \(header(realTime))")
        #expect(realTime.contains("back to real time; the store holds times up to"))
        try second.send("q")
        try second.waitFor("EXIT=0")

        let third = try start(arguments, environment: environment)
        let restarted = header(try third.waitFor("store ahead"))
        // A week less the seconds between the relaunch and this start.
        #expect(restarted.contains("(store ahead 1w)") || restarted.contains("(store ahead 6d 23h)"),
                "real time was kept, and the header says why no tip shows: \(restarted)")
        try third.send("q")
        try third.waitFor("EXIT=0")

        let fourth = try start("--clock now --reset-datastore \(arguments)", environment: environment)
        let reset = header(try fourth.waitFor("Hello there"))
        #expect(!reset.contains("store ahead") && !reset.contains("+"), "a reset store holds nothing ahead: \(reset)")
        try fourth.send("q")
        try fourth.waitFor("EXIT=0")
    }

    @Test(.enabled(
        if: TmuxSession.tmuxPath != nil && getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
        "needs tmux, and root with setpriv to run tiptui as an unprivileged user"))
    func aReadOnlyDatastoreFolderIsNamedWithWhatToDoInstead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: store.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let tmux = try TmuxSession.tiptui(
            "--datastore \(TmuxSession.shellQuoted(store.path))",
            prefix: "setpriv --reuid=65534 --regid=65534 --clear-groups", width: 200, height: 30)
        // Long lines wrap at the window's edge; join them back.
        let screen = try tmux.waitFor("EXIT=").replacingOccurrences(of: "\n", with: "")
        #expect(screen.contains("EXIT=2"))
        #expect(screen.contains("\(store.path): the datastore's folder is read-only"))
        #expect(screen.contains("--datastore memory"))
        #expect(!screen.contains("readonly database"))
    }
}
