import CNcurses
import Glibc

/// Gives the terminal back on every way out: a normal close, SIGTERM/SIGINT/SIGHUP/SIGQUIT, and
/// crashes (a Swift trap is SIGILL on x86_64). Signal handlers cannot capture context, so the
/// state they need lives in globals written before the handlers are installed.
///
/// While the screen is up, stderr (when it is the terminal) goes to an unlinked temporary file:
/// text written there would land on the alternate screen and vanish with it, taking
/// `Fatal error: …` messages along. On restore it is copied back to the real stderr.
enum TerminalRestorer {
    static let handledSignals = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGILL, SIGSEGV, SIGABRT, SIGBUS, SIGFPE]

    /// Installs the handlers (keeping the previous ones to chain to) and captures stderr.
    static func activate() {
        savedStderr = -1
        capturedStderr = -1
        if isatty(STDERR_FILENO) == 1 {
            var template = Array("/tmp/tiptui-stderr-XXXXXX".utf8CString)
            let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if file >= 0 {
                template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
                savedStderr = dup(STDERR_FILENO)
                capturedStderr = file
                dup2(file, STDERR_FILENO)
            }
        }
        for signal in handledSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreAndReraise
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previousActions + Int(signal))
        }
        isActive = 1
    }

    /// Asks the terminal for mouse reports (press and wheel, SGR encoding) and bracketed paste.
    static func enableInputModes() {
        writeToTerminal(inputModesOn)
        inputModesAreOn = 1
    }

    /// Ends the screen, puts stderr back (replaying what was written meanwhile) and removes
    /// the handlers. Safe to call more than once, and from a signal handler.
    static func restore() {
        guard isActive == 1 else { return }
        isActive = 0
        if inputModesAreOn == 1 {
            inputModesAreOn = 0
            writeToTerminal(inputModesOff)
        }
        if isendwin() == false { endwin() }
        if savedStderr >= 0 {
            dup2(savedStderr, STDERR_FILENO)
            close(savedStderr)
            savedStderr = -1
            replayCapturedStderr()
        }
        for signal in handledSignals {
            sigaction(signal, previousActions + Int(signal), nil)
        }
    }

    /// Copies what was written to stderr while the screen was up to the real stderr, using
    /// only async-signal-safe calls.
    private static func replayCapturedStderr() {
        guard capturedStderr >= 0 else { return }
        lseek(capturedStderr, 0, SEEK_SET)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
            while true {
                let count = read(capturedStderr, chunk.baseAddress, chunk.count)
                if count <= 0 { break }
                _ = write(STDERR_FILENO, chunk.baseAddress, count)
            }
        }
        close(capturedStderr)
        capturedStderr = -1
    }
}

/// Writes bytes straight to the terminal with an async-signal-safe call, after what ncurses has
/// buffered.
private func writeToTerminal(_ bytes: UnsafeBufferPointer<UInt8>) {
    fflush(tip_stdout())
    _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
}

/// Press-and-release mouse reports (1000), in the SGR encoding (1006), and bracketed paste
/// (2004); static C strings so the signal handler can write them without allocating.
nonisolated(unsafe) private let inputModesOn = staticBytes("\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h")
nonisolated(unsafe) private let inputModesOff = staticBytes("\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l")

/// Bytes that live as long as the process: a raw allocation, so the signal handler touches no
/// Swift runtime machinery.
private func staticBytes(_ text: String) -> UnsafeBufferPointer<UInt8> {
    let bytes = Array(text.utf8)
    let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = storage.initialize(from: bytes)
    return UnsafeBufferPointer(storage)
}

/// 1 while the terminal sends mouse reports and brackets pastes; read by the signal handler.
nonisolated(unsafe) private var inputModesAreOn: sig_atomic_t = 0
/// 1 while the screen is up; read by the signal handler.
nonisolated(unsafe) private var isActive: sig_atomic_t = 0
nonisolated(unsafe) private var savedStderr: Int32 = -1
nonisolated(unsafe) private var capturedStderr: Int32 = -1
/// The handlers that were installed before ours, indexed by signal number.
/// A raw allocation, not an array, so the handler touches no Swift runtime machinery.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()

/// Restores the terminal, puts back the previous handler (the Swift runtime's backtracer, or the
/// default) and raises the signal again so the process ends the way it would have.
///
/// SIGQUIT (`kill -QUIT`; raw mode turns Ctrl-\ into a key) is a request to stop, like SIGTERM,
/// not a crash: it ends with the default action instead of the backtracer, which would print a
/// backtrace over the screen and then hold the keyboard for 30 seconds waiting for an answer.
private func restoreAndReraise(_ signal: Int32) {
    TerminalRestorer.restore()
    if signal == SIGQUIT {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(SIGQUIT, &action, nil)
    }
    raise(signal)
}
