import Foundation
import TipCore
import TipPlayground
import TipTUIKit

/// The interactive main loop: draw the session's frame, wait briefly for input, send it to the
/// session; between inputs, let real time pass on the simulated clock and pick up edits of the
/// playground file. Every pass sends exactly one action, so the session renders once per pass.
///
/// The only place outside the terminal backend that reads the wall clock: the session's clock
/// is a `ManualClock` that this loop moves forward by the real time elapsed, on top of whatever
/// the person added with the clock keys.
struct LiveLoop {
    let session: PlaygroundSession
    let terminal: Terminal
    private var watcher: FileWatcher?
    private let watchedFile: String?
    /// Writes the session's actions as a script (`tiptui record`); inputs go through it.
    private(set) var recorder: ScriptRecorder?
    /// Saves the clock's offset from real time and keeps the header's clock status current.
    private var clockKeeper: SimulatedClockKeeper

    /// How long to wait for a key before letting time pass and redrawing.
    static let tickMilliseconds: Int32 = 250

    init(
        session: PlaygroundSession, terminal: Terminal, watchedFile: String?, recorder: ScriptRecorder? = nil,
        clockKeeper: SimulatedClockKeeper
    ) {
        self.session = session
        self.terminal = terminal
        self.watchedFile = watchedFile
        self.recorder = recorder
        self.clockKeeper = clockKeeper
        watcher = watchedFile.map(FileWatcher.init)
    }

    mutating func run() {
        var lastWallTime = Date()
        while true {
            terminal.draw(session.frame.buffer, asASCII: session.state.usesASCII)
            let event = terminal.nextEvent(timeoutMilliseconds: Self.tickMilliseconds)
            let wallTime = Date()
            session.clock.advance(by: wallTime.timeIntervalSince(lastWallTime))
            lastWallTime = wallTime
            let action = event.map(PlaygroundAction.init) ?? editedFile() ?? .tick
            let outcome = recorder != nil ? recorder!.send(action, to: session) : session.send(action)
            clockKeeper.saveOffset(wallTime: wallTime, afterInput: action != .tick)
            if outcome.quits { return }
        }
    }

    /// A saved edit reloads in place and keeps the engine's state; a broken edit keeps the last
    /// good version on screen and shows every problem. Nil when the file did not change.
    private mutating func editedFile() -> PlaygroundAction? {
        guard let watchedFile, watcher?.fileChanged() == true else { return nil }
        do {
            return .reload(try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: watchedFile)))
        } catch {
            return .reloadFailed(problems: error.problems)
        }
    }
}
