import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// Runs a loaded script one line at a time on a `PlaygroundSession`. The headless runner
/// (`tiptui check`) and the live player (`tiptui play`) both step through this type, so a line
/// means the same thing in CI and on stage.
///
/// The player owns its session: setup lines before the first step (`size`, `clock`, `advance`,
/// `reset`, `frequency`, `locale`, `width`, `ascii`, `inspector`) are applied before the
/// playground launches, because the first frame already counts as a display of the tips it shows.
/// The datastore is in memory unless the caller gives one, so a run never depends on earlier
/// runs; `relaunch` keeps the same store, so counts and donations survive it.
///
/// Live use:
/// ```swift
/// var player = try ScriptPlayer(loaded, snapshots: .compareOnly)
/// draw(player.session.frame)
/// while let outcome = player.step() {
///     draw(player.session.frame)             // with outcome.line.text as the step caption
///     if let failure = outcome.failure { show(failure) }
///     wait(outcome.pause)                     // and for a key when paused or single-stepping
/// }
/// ```
public struct ScriptPlayer {
    /// Where the simulated clock starts unless the script says `clock`: Tue 2026-01-06 09:00 UTC.
    public static let defaultStart = Date(timeIntervalSince1970: 1_767_690_000)
    /// The screen size unless the script says `size`.
    public static let defaultSize = Size(width: 80, height: 24)

    public let loaded: LoadedScript
    public let session: PlaygroundSession
    public let snapshots: SnapshotPolicy
    /// The index in `script.lines` of the line `step()` runs next.
    public private(set) var nextLineIndex = 0
    /// Indices of the setup lines applied at launch.
    private let launchLineIndices: Set<Int>
    /// Every tip's state after the last step, which the next step starts from.
    private var lastObservation: TipObservation?
    /// The playground's tips in file order, the order changes are reported in.
    private let tipOrder: [String]

    public var script: Script { loaded.script }
    public var isFinished: Bool { nextLineIndex >= script.lines.count }
    /// The line `step()` runs next, for a "next:" hint in a paused live player.
    public var nextLine: ScriptLine? { isFinished ? nil : script.lines[nextLineIndex] }

    /// Launches the script's playground with the script's setup applied.
    /// - Parameters:
    ///   - datastore: where the engine keeps state; a fresh in-memory store by default.
    ///   - launchArguments: TipKit launch arguments, as `tiptui play` passes them through.
    ///   - usesASCII: force ASCII glyphs (a terminal whose locale is not UTF-8).
    public init(
        _ loaded: LoadedScript, datastore: any TipDatastore = InMemoryDatastore(), launchArguments: [String] = [],
        usesASCII: Bool = false, snapshots: SnapshotPolicy = .check, syncing: SyncTarget? = nil
    ) throws {
        self.loaded = loaded
        self.snapshots = snapshots
        let launch = LaunchSettings(script: loaded.script, document: loaded.document)
        launchLineIndices = launch.lineIndices
        tipOrder = loaded.document.tips.map(\.id)
        var state = launch.state
        state.looking.usesASCII = state.looking.usesASCII || usesASCII
        session = try PlaygroundSession(
            document: loaded.document, datastore: datastore, clock: ManualClock(launch.clockStart),
            launchArguments: launchArguments, resetDatastore: launch.resetsDatastore,
            size: launch.size, displayFrequency: launch.displayFrequency, state: state, syncing: syncing)
    }

    /// Runs the next line; nil once every line has run. A failing check or a refused step is
    /// reported in the outcome and the script goes on, so a run shows every problem.
    public mutating func step() -> StepOutcome? {
        guard let line = nextLine else { return nil }
        let appliedAtLaunch = launchLineIndices.contains(nextLineIndex)
        nextLineIndex += 1
        // What the last step left is this step's "before": a step that may change the app
        // observes every tip once; a check or a look leaves every tip as it was (the looking law,
        // DECISIONS.md), so it observes nothing.
        let before = lastObservation ?? TipObservation(session)
        lastObservation = before
        if appliedAtLaunch || line.step == .launch { return StepOutcome(line: line, result: .appliedAtLaunch) }
        var (outcome, mayHaveChangedTheApp) = run(line)
        if mayHaveChangedTheApp {
            let after = TipObservation(session)
            outcome.changes = before.changes(to: after, order: tipOrder)
            lastObservation = after
        }
        return outcome
    }

    /// The one place a script line takes effect; also says whether any of its inputs could have
    /// changed the app.
    private func run(_ line: ScriptLine) -> (StepOutcome, mayHaveChangedTheApp: Bool) {
        var outcome = StepOutcome(line: line, result: .performed)
        var mayHaveChangedTheApp = false
        switch line.step {
        case .playground, .launch:
            break  // both took effect when the player launched the playground
        case .pause(let duration):
            outcome.pause = duration
        case .expect(let expectation):
            let check = if case .snapshot(let name) = expectation { compareSnapshot(named: name) } else { session.check(expectation) }
            outcome.expected = expectation.expectedText
            outcome.actual = check.actual
            outcome.result = check.holds
                ? .passed
                : .failed(failure(at: line, expected: expectation.expectedText, actual: check.actual, expectedScreen: check.expectedScreen))
        case .say(let caption):
            outcome.caption = caption
            session.send(.caption(caption.isEmpty ? nil : caption))
        case .step(let action):
            // One input per action; a `key` line presses its keys one after the other.
            let sent = session.send(action)
            mayHaveChangedTheApp = sent.mayHaveChangedTheApp
            if let error = sent.errors.first {
                outcome.result = .failed(failure(at: line, expected: nil, actual: error.description))
            }
        }
        return (outcome, mayHaveChangedTheApp)
    }

    private func failure(at line: ScriptLine, expected: String?, actual: String, expectedScreen: String? = nil) -> ScriptFailure {
        ScriptFailure(
            file: script.path, line: line.lineNumber, column: line.column, command: line.text,
            expected: expected, actual: actual, screen: session.frame.buffer.screenshot,
            screenDifferences: expectedScreen.map { ScreenDiff(expected: $0, actual: session.frame.buffer.textView) })
    }
}
