import Foundation
import TipDrawing

/// A script run laid out on a simulated timeline for an asciicast recording: each step that acts
/// takes half a second, `pause` adds its duration, a `wait` (a recorded wait) takes its own,
/// checks take no time. The screen is drawn
/// whenever it changed, in its colours and attributes; a `size` line mid-script is a resize event;
/// a marker (a chapter in `asciinema play`) names every caption, every tip shown or invalidated,
/// and every failure. Written out as an asciicast by TipOutputs (`CastTimeline.asciicast(title:)`).
public struct CastTimeline: Sendable {
    static let stepDuration: TimeInterval = 0.5
    /// The longest a viewer waits on one screen (`idle_time_limit`): a script's long `pause`
    /// or `advance` plays back in at most this.
    public static let idleTimeLimit: TimeInterval = 3

    /// What happens at an instant of the recording.
    public enum Event: Sendable {
        case frame(CellBuffer)
        case resize(Size)
        case marker(String)
    }

    /// Everything that happens, in time order.
    public private(set) var events: [(time: TimeInterval, event: Event)] = []
    /// Where the recording ends (its closing pause included).
    public private(set) var time: TimeInterval = 0
    private var lastScreen: CellBuffer
    /// The size the recording starts at (the header's).
    public let startSize: Size

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
}
