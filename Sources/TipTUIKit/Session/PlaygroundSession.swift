import Foundation
import TipCore
import TipPlayground

/// A running playground: the document, an engine on its datastore, the simulated clock, the
/// simulated device and the terminal around it. Keys, mouse clicks, the `:` command line, demo
/// scripts, recordings and tests all act through `send(_:)`, which runs update → commit
/// presentations → view once per input.
///
/// Single-threaded by design: the main loop (or a script runner) owns it.
public final class PlaygroundSession {
    public private(set) var document: PlaygroundDocument
    var runtime: PlaygroundRuntime
    public private(set) var engine: TipsEngine
    /// Simulated time. The live main loop moves it with real time; scripts move it with `advance`.
    public let clock: ManualClock
    public let datastore: any TipDatastore
    /// TipKit launch arguments given on the command line, applied at every (re)launch.
    let launchArguments: [String]
    /// The display frequency the next launch configures; starts as the file's, a script's
    /// `frequency` changes it.
    public internal(set) var displayFrequency: Tips.ConfigurationOption.DisplayFrequency
    /// Overrides set from the `:` command line or a script, re-applied on relaunch like launch
    /// code, on top of those the launch arguments set (`launchOverrides`).
    var testingOverrides = Tips.TestingOverrides()
    /// The overrides the TipKit launch arguments set at the last launch.
    var launchOverrides = Tips.TestingOverrides()
    public var state: AppState
    public internal(set) var size: Size
    /// Tips on the device's screen now, by id: each has a presentation in progress in the engine.
    var presented: [String: PlacedTip.Presentation] = [:]
    /// The device as last laid out, in its own coordinates: what presentations follow. Nil
    /// until a `full` device first gets a terminal large enough to have a size.
    public internal(set) var device: Frame?
    /// The last rendered terminal frame: what hit-testing, focus order and the screen text of
    /// expectations look at.
    public internal(set) var frame: Frame
    /// What the device was last laid out from; the view adds the chrome's part.
    var deviceModel: ScreenModel?
    /// How many terminal frames have been composed: one per input.
    public internal(set) var renderCount = 0
    /// What the input being handled has done so far (`send(_:)` returns it).
    var outcome = Outcome()
    /// Where focus goes once the device is laid out again, after Tab scrolled the flow.
    var focusAfterScroll: FocusRequest?
    /// Tip and inspector text laid out by earlier frames, reused while it does not change.
    let renderCache = RenderCache()
    /// Real time, for the key that returns the simulated clock to it; nil in scripts and tests.
    public var realTime: (any TipClock)? {
        // The store may already run ahead (a restart after the clock went back): the header
        // says so from the first tick on, before any input.
        didSet { latestStoredDate = readLatestStoredDate() }
    }
    /// The clock's distance from real time and the store's, shown in the header (live only).
    public internal(set) var clockStatus = SimulatedClockStatus()
    /// The latest time the store has recorded, read after each input of a live session.
    var latestStoredDate: Date?

    /// - Parameters:
    ///   - displayFrequency: overrides the file's display frequency from the first launch on.
    ///   - state: the view to open with (locale, width preset, glyphs, panels), so the first frame,
    ///     whose tips already count as displayed, is the one the person or script asked for.
    public init(
        document: PlaygroundDocument, datastore: any TipDatastore, clock: ManualClock,
        launchArguments: [String] = [], resetDatastore: Bool = false, size: Size = Size(width: 100, height: 30),
        displayFrequency: Tips.ConfigurationOption.DisplayFrequency? = nil, state: AppState? = nil
    ) throws {
        self.document = document
        self.datastore = datastore
        self.clock = clock
        self.launchArguments = launchArguments
        self.size = size
        runtime = PlaygroundRuntime(document: document)
        self.displayFrequency = displayFrequency ?? Self.engineFrequency(document.configuration.displayFrequency)
        self.state = state ?? AppState(screenID: document.screens[0].id)
        frame = Frame(buffer: CellBuffer(size: size))
        engine = try Self.startEngine(
            document: document, datastore: datastore, clock: clock, frequency: self.displayFrequency,
            launchArguments: launchArguments + (resetDatastore ? ["-com.apple.TipKit.ResetDatastore", "1"] : []))
        launchOverrides = engine.testingOverrides
        commitPresentations()
        view()
        outcome = Outcome()
    }

    /// A new engine on the same datastore, configured as the app does at launch.
    static func startEngine(
        document: PlaygroundDocument, datastore: any TipDatastore, clock: ManualClock,
        frequency: Tips.ConfigurationOption.DisplayFrequency, launchArguments: [String]
    ) throws -> TipsEngine {
        let engine = TipsEngine(clock: clock)
        PlaygroundRuntime.register(document, in: engine)
        try engine.configure(
            [.datastore(datastore), .clock(clock), .displayFrequency(frequency)],
            launchArguments: launchArguments)
        return engine
    }

    /// The engine's display frequency for the one a playground file names.
    static func engineFrequency(
        _ frequency: PlaygroundConfiguration.DisplayFrequency
    ) -> Tips.ConfigurationOption.DisplayFrequency {
        switch frequency {
        case .immediate: .immediate
        case .hourly: .hourly
        case .daily: .daily
        case .weekly: .weekly
        case .monthly: .monthly
        }
    }

    /// Quits the app as TipKit would see it: every tip on screen stops being presented, so
    /// display durations are recorded.
    public func endPresentations() {
        for id in presented.keys.sorted() {
            if let tip = runtime.tips[id] { engine.endPresentation(of: tip) }
        }
        presented = [:]
    }

    /// An app restart: presentations end, a new engine starts on the same datastore (transient
    /// parameters back to their defaults), and the app opens on its first screen.
    func relaunch(resettingDatastore: Bool) throws {
        endPresentations()
        var arguments = launchArguments
        if resettingDatastore { arguments += ["-com.apple.TipKit.ResetDatastore", "1"] }
        engine = try Self.startEngine(
            document: document, datastore: datastore, clock: clock, frequency: displayFrequency,
            launchArguments: arguments)
        launchOverrides = engine.testingOverrides
        engine.setTestingOverrides(launchOverrides.union(testingOverrides))
        state.screenID = document.screens[0].id
        state.focus = nil
        state.dismissedPopovers = []
        log(resettingDatastore ? "datastore reset; app relaunched" : "app relaunched on the same datastore")
    }

    /// Takes a new version of the playground file: copy and structure change in place, the
    /// engine and everything it remembers stay. A tip still on screen after the reload goes on
    /// with the same presentation (an edit of its copy is not a new display); tips the new file
    /// no longer has end theirs.
    func reload(_ newDocument: PlaygroundDocument) {
        for id in presented.keys.sorted() where newDocument.tip(id: id) == nil {
            if let tip = runtime.tips[id] { engine.endPresentation(of: tip) }
            presented[id] = nil
        }
        document = newDocument
        runtime = PlaygroundRuntime(document: newDocument)
        PlaygroundRuntime.register(newDocument, in: engine)
        if newDocument.screen(id: state.screenID) == nil {
            state.screenID = newDocument.screens[0].id
        }
        state.reloadProblems = nil
        log("reloaded \(newDocument.fileName)")
    }

    /// Adds to the log (and to the outcome of the input being handled).
    func log(_ message: String, _ kind: LogEntry.Kind = .info) {
        let entry = LogEntry(kind, "\(timestamp) \(message)")
        outcome.log.append(entry)
        state.log.append(entry)
        if state.log.count > 200 { state.log.removeFirst(state.log.count - 200) }
    }

    /// The simulated time as the log shows it.
    var timestamp: String { SimulatedTimeFormat.time(clock.now) }
}

/// An operation the session cannot do, with what to do instead.
public struct SessionError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

