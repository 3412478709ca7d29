import Foundation
import TipCore
import TipPlayground
import TipTUIKit

/// The interactive main loop: draw the session's frame, wait briefly for input, hand it to the
/// session; between inputs, let real time pass on the simulated clock and pick up edits of the
/// playground file.
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

    /// How long to wait for a key before letting time pass and redrawing.
    static let tickMilliseconds: Int32 = 250

    init(session: PlaygroundSession, terminal: Terminal, watchedFile: String?, recorder: ScriptRecorder? = nil) {
        self.session = session
        self.terminal = terminal
        self.watchedFile = watchedFile
        self.recorder = recorder
        watcher = watchedFile.map(FileWatcher.init)
    }

    mutating func run() {
        var lastWallTime = Date()
        while true {
            terminal.draw(session.frame.buffer)
            let event = terminal.nextEvent(timeoutMilliseconds: Self.tickMilliseconds)
            let wallTime = Date()
            session.clock.advance(by: wallTime.timeIntervalSince(lastWallTime))
            lastWallTime = wallTime
            if let event {
                let outcome = recorder != nil ? recorder!.handle(event, in: session) : session.handle(event)
                if outcome == .quit { return }
            } else {
                reloadIfEdited()
                session.render()
            }
        }
    }

    /// A saved edit re-renders in place and keeps the engine's state; a broken edit keeps the
    /// last good version on screen and shows the first problem.
    private mutating func reloadIfEdited() {
        guard let watchedFile, watcher?.fileChanged() == true else { return }
        do {
            session.reload(try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: watchedFile)))
        } catch {
            session.reloadFailed(problems: error.problems.map(\.description))
        }
    }
}
