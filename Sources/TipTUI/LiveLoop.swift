import Foundation
import TipCore
import TipPlayground
import TipTUIKit

/// The interactive main loop: draw the session's frame, wait briefly for input, send it to the
/// session; between inputs, tell the session where real time is and pick up edits of the
/// playground file.
///
/// The only place outside the terminal backend that reads the wall clock: each pass sends
/// `.tick(now)`, and the session moves its simulated clock by the real time elapsed, on top of
/// whatever the person added with the clock keys. The frame is composed once per pass, when it
/// is drawn.
struct LiveLoop {
    let session: PlaygroundSession
    let terminal: Terminal
    private var watcher: FileWatcher?
    private let watchedFile: String?
    /// Writes the session's actions as a script (`tiptui record`); inputs go through it.
    private(set) var recorder: ScriptRecorder?
    /// Whether time passes between inputs (false under `--clock frozen`: no ticks at all, so
    /// nothing changes but by input, as in a script).
    let followsRealTime: Bool

    /// How long to wait for a key before letting time pass and redrawing.
    static let tickMilliseconds: Int32 = 250

    init(
        session: PlaygroundSession, terminal: Terminal, watchedFile: String?, recorder: ScriptRecorder? = nil,
        followsRealTime: Bool = true
    ) {
        self.session = session
        self.followsRealTime = followsRealTime
        self.terminal = terminal
        self.watchedFile = watchedFile
        self.recorder = recorder
        watcher = watchedFile.map(FileWatcher.init)
    }

    /// Each pass draws, waits for an input, sends it, and only then lets real time pass: an input
    /// acts on the frame the person saw when they pressed or clicked (a tip that timed out a
    /// moment later is still the one they meant), and `q` quits on that frame, so a recording
    /// ends on the last screen the person saw.
    mutating func run() {
        tick()
        while true {
            // The session's frame as it is: ASCII mode is already in it, so a snapshot, a cast or
            // a picture of the same inputs shows these very cells.
            let frame = session.frame.buffer
            terminal.draw(recorder == nil ? frame : RecordingMark.drawn(over: frame, usesASCII: session.state.looking.usesASCII))
            let event = terminal.nextEvent(timeoutMilliseconds: Self.tickMilliseconds)
            if let action = event ?? editedFile(), send(action).quits { return }
            tick()
        }
    }

    /// Tells the session where real time is, through the recorder when recording, which writes
    /// what a tick's sync brought in where it happened.
    private mutating func tick() {
        guard followsRealTime else { return }
        send(.tick(Date()))
    }

    @discardableResult
    private mutating func send(_ action: PlaygroundAction) -> PlaygroundSession.Outcome {
        recorder != nil ? recorder!.send(action, to: session) : session.send(action)
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
