import Foundation
import TipDrawing

/// A script run laid out on a simulated timeline for an asciicast recording: each step that acts
/// takes half a second, `pause` adds its duration, a `wait` (a recorded wait) takes its own,
/// checks take no time. The screen is drawn
/// whenever it changed, in its colours and attributes; a `size` line mid-script is a resize event;
/// a marker (a chapter in `asciinema play`) names every caption, every tip shown or invalidated,
/// and every failure.
struct CastTimeline {
    static let stepDuration: TimeInterval = 0.5
    /// The longest a viewer waits on one screen (`idle_time_limit`): a script's long `pause`
    /// or `advance` plays back in at most this.
    static let idleTimeLimit: TimeInterval = 3

    private enum Event {
        case frame(CellBuffer)
        case resize(Size)
        case marker(String)
    }

    private var events: [(time: TimeInterval, event: Event)] = []
    private var time: TimeInterval = 0
    private var lastScreen: CellBuffer
    /// The size the recording starts at (the header's).
    private let startSize: Size

    init(session: PlaygroundSession) {
        lastScreen = session.frame.buffer
        startSize = lastScreen.size
        events.append((0, .frame(lastScreen)))
        for (tipID, presentation) in session.presented.sorted(by: { $0.key < $1.key }) {
            events.append((0, .marker(TipChange.presented(tipID: tipID, presentation: presentation).label)))
        }
    }

    mutating func add(_ outcome: StepOutcome, session: PlaygroundSession) {
        if case .step(.wait(let interval)) = outcome.line.step {
            time += interval
        } else if outcome.result != .appliedAtLaunch, !outcome.isCheck, outcome.pause == 0 {
            time += Self.stepDuration
        }
        if let caption = outcome.caption, !caption.isEmpty {
            events.append((time, .marker(caption)))
        }
        for change in outcome.changes {
            events.append((time, .marker(change.label)))
        }
        if let failure = outcome.failure {
            events.append((time, .marker("FAILED line \(failure.line): \(failure.command)")))
        }
        let screen = session.frame.buffer
        if screen.size != lastScreen.size { events.append((time, .resize(screen.size))) }
        if screen != lastScreen {
            events.append((time, .frame(screen)))
            lastScreen = screen
        }
        time += outcome.pause
    }

    /// Each screen in turn and how long it stays up, as a viewer of the recording sees it: a
    /// screen replaced at the instant it appeared is left out, a stay is at most
    /// `idleTimeLimit`, and the last screen stays a step (or its closing pause). The frames of
    /// `check --gif`.
    func screens() -> [(screen: CellBuffer, seconds: TimeInterval)] {
        let frames = events.compactMap { time, event -> (time: TimeInterval, screen: CellBuffer)? in
            if case .frame(let screen) = event { (time, screen) } else { nil }
        }
        var screens: [(screen: CellBuffer, seconds: TimeInterval)] = []
        for (index, frame) in frames.enumerated() {
            let end = index + 1 < frames.count ? frames[index + 1].time : max(time, frame.time + Self.stepDuration)
            guard end > frame.time else { continue }
            screens.append((frame.screen, min(end - frame.time, Self.idleTimeLimit)))
        }
        return screens
    }

    /// The recording as asciicast v2 text.
    func asciicast(title: String) -> String {
        var writer = AsciicastWriter(
            width: startSize.width, height: startSize.height, title: title, idleTimeLimit: Self.idleTimeLimit)
        for (time, event) in events {
            switch event {
            case .frame(let screen): writer.frame(screen, at: time)
            case .resize(let size): writer.resize(width: size.width, height: size.height, at: time)
            case .marker(let label): writer.marker(label, at: time)
            }
        }
        // An empty output at the end keeps the last screen up through a closing pause.
        if let last = events.last, time > last.time { writer.output("", at: time) }
        return writer.text
    }
}
