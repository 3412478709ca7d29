import Foundation
import TipCore
import TipPlayground

/// One simulated device running the playground's app: its engine on a datastore, its clock, the
/// screen it is on, and the tips it presents. It decides what the app shows from the app's state
/// alone, as TipKit does: a placement on the current screen whose tip is available is presented
/// (`settle()`), whatever the terminal, the width preset, the text size or the locale.
///
/// How the device is looked at never reaches it: drawing reads `shownTips` and writes nothing
/// (see DECISIONS.md, "Looking is invisible"). Presentations begin and end only on the app's own
/// events: a screen change, a status change, close, dismiss, an action, relaunch, reset, a
/// reload that changes the placements, time passing.
///
/// Single-threaded by design: the session that routes actions to it owns it.
public final class SimulatedDevice {
    /// The device's name in a playground that declares `devices` (`phone`, `ipad`); nil for the
    /// one device of a playground that does not.
    public let name: String?
    /// The persona its datastore started from (`PersonaStart`); nil: the datastore it was given.
    public let persona: PersonaDeclaration?
    public private(set) var document: PlaygroundDocument {
        didSet { (knownUnreachableReasons, knownEffectSources) = (nil, nil) }
    }
    /// Per tip, why it can never show (`TipReachability`), worked out once per playground: the
    /// inspector's "next:" asks for each tip again whenever the engine changes.
    var unreachableReasons: [String: [String]] {
        if let knownUnreachableReasons { return knownUnreachableReasons }
        let reasons = TipReachability.unreachableReasons(in: document)
        knownUnreachableReasons = reasons
        return reasons
    }
    private var knownUnreachableReasons: [String: [String]]?
    /// The app's controls and tip actions with what they do (`TipReachability.effectSources`),
    /// worked out once per playground: "next:" reads them for every input of every rule of every
    /// tip, and the catalogue asks that of each of a thousand tips.
    var effectSources: [TipReachability.EffectSource] {
        if let knownEffectSources { return knownEffectSources }
        let sources = TipReachability.effectSources(in: document)
        knownEffectSources = sources
        return sources
    }
    private var knownEffectSources: [TipReachability.EffectSource]?
    public private(set) var runtime: PlaygroundRuntime
    public private(set) var engine: TipsEngine
    /// Simulated time: moved by the session's `tick`, `advance` and `clock` actions only.
    public let clock: ManualClock
    public let datastore: any TipDatastore
    /// How the device syncs its tip state with the person's other devices (`--sync PATH`, or a
    /// playground's devices sharing a sync container), if it does.
    public let sync: TipSync?
    /// Where and as whom it syncs: a device started again from a persona syncs the same way.
    let syncTarget: SyncTarget?
    /// When what other devices sent reaches it: at every sync, or only at launch (CK-5).
    public internal(set) var delivery: DeviceDeclaration.Delivery = .live
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
    /// The screen the app shows.
    public private(set) var screenID: String
    /// Popovers dismissed without invalidation (Esc, a press elsewhere): hidden until the screen
    /// is left, as a popover dismissed by a tap outside does not come back while you stay (VIEW-6).
    public private(set) var dismissedPopovers: Set<String> = []
    /// Tips the app presents now, by id: each has a presentation in progress in the engine.
    public internal(set) var presented: [String: PlacedTip.Presentation] = [:]
    /// Tips whose `isPresented` binding the app has set to false (VIEW-10): hidden for now,
    /// still eligible. The binding belongs to the screen's views, so it starts again as the
    /// playground says whenever the screen is entered.
    public internal(set) var hiddenByApp: Set<String> = []
    /// Presentations the app hid with its binding while they were on screen: the engine's
    /// presentation goes on, so showing the tip again is the same display (no new count).
    public internal(set) var suspended: [String: PlacedTip.Presentation] = [:]
    /// The offered tips the app presents, as the last `settle()` left them, in placement order:
    /// every inline one, and the one popover on screen. What drawing reads, so looking asks the
    /// engine nothing.
    public internal(set) var shownTips: [OfferedTip] = []
    /// Tips the engine refused to begin (another new tip took the display-frequency window),
    /// with when that window ends (nil: unknown, try at the next settle). Said once in the log
    /// until they are offered anew.
    var refused: [String: Date?] = [:]
    /// What the device did since the session last took it (`takeLog()`), oldest first.
    private var pendingLog: [LogEntry] = []

    /// Launches the app: a new engine on the datastore, configured as the app does at launch,
    /// on the document's first screen, its tips presented.
    public init(
        document: PlaygroundDocument, datastore: any TipDatastore, clock: ManualClock,
        launchArguments: [String] = [], resetDatastore: Bool = false,
        displayFrequency: Tips.ConfigurationOption.DisplayFrequency? = nil, syncing: SyncTarget? = nil,
        name: String? = nil, persona: PersonaDeclaration? = nil, delivery: DeviceDeclaration.Delivery = .live
    ) throws {
        self.name = name
        self.persona = persona
        self.delivery = delivery
        syncTarget = syncing
        self.document = document
        self.datastore = datastore
        sync = syncing?.sync(on: clock)
        self.clock = clock
        self.launchArguments = launchArguments
        runtime = PlaygroundRuntime(document: document)
        self.displayFrequency = displayFrequency ?? Self.engineFrequency(document.configuration.displayFrequency)
        screenID = document.screens[0].id
        hiddenByApp = Self.hiddenAtFirst(on: document.screens[0], of: document)
        engine = try Self.startEngine(
            document: document, datastore: datastore, clock: clock, frequency: self.displayFrequency,
            launchArguments: launchArguments + (resetDatastore ? ["-com.apple.TipKit.ResetDatastore", "1"] : []),
            sync: sync)
        launchOverrides = engine.testingOverrides
        syncAtLaunch()
        settle()
    }

    /// A copy of `device` as it is now, on copies of its clock, datastore and sync
    /// (`SessionCopier`): the app goes on from the same screen and presentations, its engine
    /// from the same state (`TipsEngine.copy`), nothing launched again. Its log starts empty.
    init(copying device: SimulatedDevice, with copier: inout SessionCopier) throws(SessionError) {
        name = device.name
        persona = device.persona
        document = device.document
        runtime = device.runtime
        let clock = copier.clock(device.clock)
        let datastore = try copier.datastore(device.datastore)
        var sync: TipSync?
        if let original = device.sync { sync = try copier.sync(original, on: clock) }
        var syncTarget: SyncTarget?
        if let target = device.syncTarget { syncTarget = SyncTarget(store: try copier.syncStore(target.store), device: target.device) }
        self.clock = clock
        self.datastore = datastore
        self.sync = sync
        self.syncTarget = syncTarget
        engine = device.engine.copy(datastore: datastore, clock: clock, sync: sync)
        delivery = device.delivery
        launchArguments = device.launchArguments
        displayFrequency = device.displayFrequency
        testingOverrides = device.testingOverrides
        launchOverrides = device.launchOverrides
        screenID = device.screenID
        dismissedPopovers = device.dismissedPopovers
        presented = device.presented
        hiddenByApp = device.hiddenByApp
        suspended = device.suspended
        shownTips = device.shownTips
        refused = device.refused
    }

    /// A new engine on the same datastore, configured as the app does at launch.
    static func startEngine(
        document: PlaygroundDocument, datastore: any TipDatastore, clock: ManualClock,
        frequency: Tips.ConfigurationOption.DisplayFrequency, launchArguments: [String], sync: TipSync? = nil
    ) throws -> TipsEngine {
        let engine = TipsEngine(clock: clock)
        PlaygroundRuntime.register(document, in: engine)
        try engine.configure(
            [.datastore(datastore), .clock(clock), .displayFrequency(frequency)] + (sync.map { [.sync($0)] } ?? []),
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

    /// The screen the app shows, as declared.
    public var screen: ScreenDeclaration { document.screen(id: screenID) ?? document.screens[0] }

    /// The log entries the device added since the last call, oldest first.
    func takeLog() -> [LogEntry] {
        defer { pendingLog = [] }
        return pendingLog
    }

    func log(_ message: String, _ kind: LogEntry.Kind = .info) {
        pendingLog.append(LogEntry(kind, message))
    }

    // MARK: - The app's own events

    /// Goes to another screen. Leaving a screen ends the presentation of every tip on it, even
    /// one the next screen shows too: coming back, or seeing it on the other screen, is a new
    /// display (CNT-2). Dismissed popovers may show again.
    /// - Returns: whether the screen changed.
    @discardableResult
    func enter(screenID newScreenID: String) -> Bool {
        guard newScreenID != screenID else { return false }
        endPresentations()
        screenID = newScreenID
        dismissedPopovers = []
        hiddenByApp = Self.hiddenAtFirst(on: screen, of: document)
        log("went to screen \(newScreenID)")
        return true
    }

    /// Dismisses a presented popover without invalidating it (Esc, a press elsewhere, VIEW-6).
    func dismissPopover(_ tipID: String) {
        dismissedPopovers.insert(tipID)
    }

    /// The popover the app presents, if any.
    public var presentedPopover: String? {
        presented.first { $0.value == .popover }?.key
    }

    /// Quits the app as TipKit would see it: every presented tip stops being presented, so
    /// display durations are recorded. Tips the app hid with its binding end too.
    public func endPresentations() {
        for id in Set(presented.keys).union(suspended.keys).sorted() { endPresentation(of: id) }
    }

    /// The tips a screen's placements start hidden: those whose `isPresented` binding starts false.
    static func hiddenAtFirst(on screen: ScreenDeclaration, of document: PlaygroundDocument) -> Set<String> {
        Set(screen.placements.filter { $0.isPresented == false }.flatMap { document.tipIDs(shownBy: $0) })
    }

    /// The app sets a tip's `isPresented` binding (VIEW-10): false hides it for now without
    /// invalidating it, true lets TipKit show it again. `settle()` does the rest.
    func setPresented(_ tipID: String, _ isPresented: Bool) {
        if isPresented { hiddenByApp.remove(tipID) } else { hiddenByApp.insert(tipID) }
    }

    /// An app restart: presentations end, a new engine starts on the same datastore (transient
    /// parameters back to their defaults), and the app opens on its first screen.
    func relaunch(resettingDatastore: Bool) throws {
        endPresentations()
        var arguments = launchArguments
        if resettingDatastore { arguments += ["-com.apple.TipKit.ResetDatastore", "1"] }
        engine = try Self.startEngine(
            document: document, datastore: datastore, clock: clock, frequency: displayFrequency,
            launchArguments: arguments, sync: sync)
        launchOverrides = engine.testingOverrides
        engine.setTestingOverrides(launchOverrides.union(testingOverrides))
        syncAtLaunch()
        screenID = document.screens[0].id
        dismissedPopovers = []
        hiddenByApp = Self.hiddenAtFirst(on: screen, of: document)
        refused = [:]
        log(resettingDatastore ? "datastore reset; app relaunched" : "app relaunched on the same datastore")
    }

    /// Takes a new version of the playground file: copy and structure change in place, the
    /// engine and everything it remembers stay. A tip still offered the same way after the
    /// reload goes on with the same presentation (an edit of its copy is not a new display);
    /// `settle()` ends the others.
    /// - Parameter says: whether the log says so (not for a persona just saved, which the
    ///   session reports itself).
    func reload(_ newDocument: PlaygroundDocument, says: Bool = true) {
        for id in Set(presented.keys).union(suspended.keys).sorted() where newDocument.tip(id: id) == nil {
            endPresentation(of: id)
        }
        document = newDocument
        runtime = PlaygroundRuntime(document: newDocument)
        PlaygroundRuntime.register(newDocument, in: engine)
        if newDocument.screen(id: screenID) == nil {
            screenID = newDocument.screens[0].id
            dismissedPopovers = []
            hiddenByApp = Self.hiddenAtFirst(on: screen, of: newDocument)
        }
        if says { log("reloaded \(newDocument.fileName)") }
    }

    /// Sets the testing overrides the `:` line and scripts add, on top of the launch arguments'.
    func setTestingOverrides(_ overrides: Tips.TestingOverrides) {
        testingOverrides = overrides
        engine.setTestingOverrides(launchOverrides.union(testingOverrides))
    }
}
