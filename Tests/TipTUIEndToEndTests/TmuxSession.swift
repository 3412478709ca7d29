import Foundation

/// Runs the real `tiptui` binary inside a private tmux server, types keys into it and reads the
/// screen back with `capture-pane`: the playground tested exactly as a person uses it.
final class TmuxSession {
    /// Why an end-to-end run could not even start.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    private let socket: String
    private let target = "e2e"

    /// Starts `command` (run by `sh -c`) in a detached tmux session of the given size.
    init(command: String, width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        socket = "tiptui-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var env = ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8"]
        env.merge(environment) { $1 }
        let exports = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.shellQuoted($0.value))" }
        let wrapped = "env -u LINES -u COLUMNS \(exports.joined(separator: " ")) sh -c \(Self.shellQuoted(command))"
        try tmux(["new-session", "-d", "-s", target, "-x", String(width), "-y", String(height), wrapped])
    }

    /// Starts the real `tiptui` with `arguments` (shell words). When it ends the pane shows
    /// `EXIT=<status>` and `MODE=icanon` (or `-icanon`), so a test can read how it ended and
    /// whether the terminal was left in its normal mode.
    /// - Parameter prefix: shell text before the program: `cd DIR &&`, `TERM=dumb`, `setpriv …`.
    static func tiptui(
        _ arguments: String, prefix: String = "", width: Int = 80, height: Int = 24, environment: [String: String] = [:]
    ) throws -> TmuxSession {
        let binary = shellQuoted(tiptuiPath)
        return try TmuxSession(
            command: "\(prefix) \(binary) \(arguments); echo \"EXIT=$?\"; stty -a | grep -o -- '-\\?icanon' | sed 's/^/MODE=/'; sleep 60",
            width: width, height: height, environment: environment)
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types keys as tmux names them (`Tab`, `Enter`, `Escape`, `q`, `C-c` ...).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// The process id of the pane's shell (the `sh -c` running the command).
    func panePID() throws -> Int32 {
        Int32(try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// The pane's terminal device, where another program's stray output would land.
    func paneTTY() throws -> String {
        try paneFormat("#{pane_tty}")
    }

    /// A tmux format expanded for the pane, e.g. `#{mouse_sgr_flag}`: what the program set.
    func paneFormat(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window, as a person dragging the terminal's corner does.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// Resizes the window and waits until `tiptui` has drawn that size ("Terminal too small"
    /// below 40x12, the playground otherwise), so no key meant for one size reaches another.
    /// - Returns: whether the playground is shown at that size.
    @discardableResult
    func resizeTiptui(width: Int, height: Int) throws -> Bool {
        try resize(width: width, height: height)
        guard width >= 40, height >= 12 else {
            try waitFor("Terminal too small")
            return false
        }
        try waitForScreen("the playground at \(width)x\(height)") { !$0.contains("Terminal too small") }
        return true
    }

    /// The inspector's `Displays:` line under a tip on `screen` (`Displays: 1 (no limit)`).
    static func inspectorDisplays(of tipID: String, in screen: String) throws -> String {
        let lines = screen.split(separator: "\n").map(String.init)
        guard let row = lines.firstIndex(where: { $0.contains("\(tipID): ") }),
              let line = lines[row...].first(where: { $0.contains("Displays: ") }),
              let start = line.range(of: "Displays: ")
        else { throw SetupError(description: "no Displays line under \(tipID); the screen was:\n\(screen)") }
        return String(line[start.lowerBound...].prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
    }

    /// The visible screen as lines of text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", target])
    }

    /// The visible screen with its styles: SGR sequences where the style changes, and every row
    /// its full width (trailing spaces kept), to be read by `StyledCapture`.
    func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-N", "-t", target])
    }

    /// Pastes `text` as a terminal does: bracketed when the program asked for it, line feeds kept.
    func paste(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-paste-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try tmux(["load-buffer", "-b", "paste", file.path])
        try tmux(["paste-buffer", "-p", "-r", "-d", "-b", "paste", "-t", target])
    }

    /// How long a wait lasts before it fails: generous, since a busy or slow machine (CI beside
    /// other builds) can take seconds to start the program or draw. A wait ends as soon as what
    /// it waits for appears, so passing runs take no longer for it.
    static let patience: TimeInterval = 40

    /// Waits until the screen satisfies `condition`, polling the real terminal; fails after `timeout`
    /// with the last screen so the failure shows what was there instead.
    ///
    /// A screen is returned once it satisfies `condition` in two captures in a row that are the
    /// same: tmux can be read while a frame is half painted (on a busy machine the first line of
    /// an overlay is there and the rest of the old frame still below it), and a check of the
    /// rest of the screen would then fail on a frame the program never showed whole.
    @discardableResult
    func waitForScreen(
        timeout: TimeInterval = TmuxSession.patience, _ what: String, until condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        var previous: String?
        while Date() < deadline {
            last = try screen()
            if condition(last) {
                if last == previous { return last }
                previous = last
                usleep(20_000)
                continue
            }
            previous = nil
            usleep(50_000)
        }
        throw SetupError(description: "timed out waiting for \(what); the screen was:\n\(last)")
    }

    /// Waits for `text` to appear on screen.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = TmuxSession.patience) throws -> String {
        try waitForScreen(timeout: timeout, "'\(text)'") { $0.contains(text) }
    }

    /// Runs one tmux command through the shell with its output in a file. Not a pipe: the
    /// command that starts the tmux server hands the server its output, and a pipe kept open
    /// by the server would never reach its end.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(socket)-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let command = ([Self.tmuxPath!, "-L", socket, "-f", "/dev/null"] + arguments).map(Self.shellQuoted)
            .joined(separator: " ") + " >\(Self.shellQuoted(outputFile.path)) 2>&1 </dev/null"
        let status = system(command)
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw SetupError(description: "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
        }
        return text
    }

    /// The tmux binary, or nil when tmux is not installed (the tests then skip with a message).
    static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The `tiptui` binary that `swift test` built beside the test runner.
    static var tiptuiPath: String {
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return runner.deletingLastPathComponent().appendingPathComponent("tiptui").path
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
