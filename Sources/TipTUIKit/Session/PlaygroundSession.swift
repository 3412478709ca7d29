import Foundation
import TipCore
import TipPlayground

/// A running playground: the document, an engine on its datastore, the simulated clock and
/// what the person sees. Keys, mouse clicks, the `:` command line and demo scripts all act
/// through it, and every frame it renders is reported back to the engine as presentations.
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
    /// The display frequency in force; starts as the file's, a script's `frequency` changes it.
    public internal(set) var displayFrequency: PlaygroundConfiguration.DisplayFrequency
    /// Overrides set from the `:` command line or a script, re-applied on relaunch like launch
    /// code, on top of those the launch arguments set (`launchOverrides`).
    var testingOverrides = Tips.TestingOverrides()
    /// The overrides the TipKit launch arguments set at the last launch.
    var launchOverrides = Tips.TestingOverrides()
    public var state: AppState
    public internal(set) var size: Size
    /// Tips on screen now, by id: each has a presentation in progress in the engine.
    var presented: [String: PlacedTip.Presentation] = [:]
    /// The last rendered frame: what hit-testing, focus order and expectations look at.
    public internal(set) var frame: Frame
    /// Tip and inspector text laid out by earlier frames, reused while it does not change.
    let renderCache = RenderCache()
    /// Real time, for the key that returns the simulated clock to it; nil in scripts and tests.
    public var realTime: (any TipClock)?
    /// The clock's distance from real time and the store's, shown in the header (live only).
    public var clockStatus = SimulatedClockStatus()

    /// - Parameters:
    ///   - displayFrequency: overrides the file's display frequency from the first launch on.
    ///   - state: the view to open with (locale, width preset, glyphs, panels), so the first frame,
    ///     whose tips already count as displayed, is the one the person or script asked for.
    public init(
        document: PlaygroundDocument, datastore: any TipDatastore, clock: ManualClock,
        launchArguments: [String] = [], resetDatastore: Bool = false, size: Size = Size(width: 100, height: 30),
        displayFrequency: PlaygroundConfiguration.DisplayFrequency? = nil, state: AppState? = nil
    ) throws {
        self.document = document
        self.datastore = datastore
        self.clock = clock
        self.launchArguments = launchArguments
        self.size = size
        runtime = PlaygroundRuntime(document: document)
        self.displayFrequency = displayFrequency ?? document.configuration.displayFrequency
        self.state = state ?? AppState(screenID: document.screens[0].id)
        frame = Frame(buffer: CellBuffer(size: size))
        engine = try Self.startEngine(
            document: document, datastore: datastore, clock: clock, frequency: self.displayFrequency,
            launchArguments: launchArguments + (resetDatastore ? ["-com.apple.TipKit.ResetDatastore", "1"] : []))
        launchOverrides = engine.testingOverrides
        render()
    }

    /// A new engine on the same datastore, configured as the app does at launch.
    static func startEngine(
        document: PlaygroundDocument, datastore: any TipDatastore, clock: ManualClock,
        frequency: PlaygroundConfiguration.DisplayFrequency, launchArguments: [String]
    ) throws -> TipsEngine {
        let engine = TipsEngine(clock: clock)
        PlaygroundRuntime.register(document, in: engine)
        try engine.configure(
            [.datastore(datastore), .clock(clock), .displayFrequency(Self.engineFrequency(frequency))],
            launchArguments: launchArguments)
        return engine
    }

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
    public func relaunch(resettingDatastore: Bool = false) throws {
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
        render()
    }

    /// Takes a new version of the playground file: copy and structure change in place, the
    /// engine and everything it remembers stay. A tip still on screen after the reload goes on
    /// with the same presentation (an edit of its copy is not a new display); tips the new file
    /// no longer has end theirs.
    public func reload(_ newDocument: PlaygroundDocument) {
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
        render()
    }

    func log(_ message: String, _ kind: LogEntry.Kind = .info) {
        state.log.append(LogEntry(kind, "\(timestamp) \(message)"))
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

