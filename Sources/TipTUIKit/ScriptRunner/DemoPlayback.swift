/// A demo being played live: the script's player, how far it has run, and a way back. A session
/// cannot be undone (the engine and its datastore only go forward, as on a device), so stepping
/// back replays the script from the start on a new session to the step before, without waiting.
public struct DemoPlayback {
    public private(set) var player: ScriptPlayer
    private let makePlayer: () throws -> ScriptPlayer
    /// Script lines run so far.
    public private(set) var stepsRun = 0
    /// The last line's outcome; nil before the first step (or after stepping back to it).
    public private(set) var lastOutcome: StepOutcome?
    /// Failed checks and refused steps by the step they happened at (from 1), so that stepping
    /// back forgets the ones it undid.
    private var failuresByStep: [Int: ScriptFailure] = [:]

    /// - Parameter makePlayer: a new player on a new session, as the demo starts.
    public init(_ makePlayer: @escaping () throws -> ScriptPlayer) throws {
        self.makePlayer = makePlayer
        player = try makePlayer()
    }

    public var session: PlaygroundSession { player.session }
    public var isFinished: Bool { player.isFinished }
    public var totalSteps: Int { player.script.lines.count }

    /// The failures so far, in script order.
    public var failures: [ScriptFailure] {
        failuresByStep.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Runs the next line; nil once every line has run.
    public mutating func step() -> StepOutcome? {
        guard let outcome = player.step() else { return nil }
        stepsRun += 1
        lastOutcome = outcome
        failuresByStep[stepsRun] = outcome.failure
        return outcome
    }

    /// Goes back to where the demo was one step ago: a new session, the script replayed to the
    /// step before the last. Nothing happens before the first step.
    /// - Throws: what starting the playground again throws (it started once, so rarely).
    public mutating func stepBack() throws {
        guard stepsRun > 0 else { return }
        let target = stepsRun - 1
        player.session.endPresentations()
        player = try makePlayer()
        stepsRun = 0
        lastOutcome = nil
        failuresByStep = [:]
        while stepsRun < target, step() != nil {}
    }
}
