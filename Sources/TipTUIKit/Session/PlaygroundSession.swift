import Foundation
import TipCommandLine
import TipCore
import TipDrawing
import TipPlayground

/// A running playground: its simulated devices (`SimulatedDevice`: the app, its engine, datastore
/// and clock; one, or those the playground declares) and the terminal's chrome around them
/// (inspector, help, grid, captions, message line). Keys, mouse clicks, the `:` command line, demo scripts, recordings and tests all act
/// through `send(_:)`: the update routes the action to the device or the chrome, the device
/// settles its presentations from its own state, and the frame is composed when it is next
/// read (`frame`), once per input at most.
///
/// Single-threaded by design: the main loop (or a script runner) owns it.
public final class PlaygroundSession {
    /// The person's devices, which one is acted on, each one's own datastore and width.
    var deviceBay: DeviceBay
    public var document: PlaygroundDocument { device.document }
    public var engine: TipsEngine { device.engine }
    public var clock: ManualClock { device.clock }
    /// Tips the device presents now, by id.
    public var presented: [String: PlacedTip.Presentation] { device.presented }
    /// How the device is looked at and the chrome around it.
    public var state: AppState
    public internal(set) var size: Size
    /// The frame, composed when read (`frame`, `deviceFrame`).
    public private(set) lazy var composer = FrameComposer(session: self)
    /// What the input being handled has done so far (`send(_:)` returns it).
    var outcome = Outcome()
    /// The copy desk: kept copy edits, whether this run writes them, notes on each tip's copy.
    public internal(set) var copyDesk = CopyDesk()
    /// The simulated clock against real time (live sessions only).
    var clockFollower = ClockFollower()

    /// - Parameters:
    ///   - displayFrequency: overrides the file's display frequency from the first launch on.
    ///   - state: the view to open with (locale, width preset, glyphs, panels).
    ///   - personas: the personas devices start from (`--persona`), each on a datastore of its
    ///     own; `datastore` stays untouched until `persona none`.
    /// - Throws: `SessionError` for an unknown persona or device, or what starting an engine throws.
    public init(
        document: PlaygroundDocument, datastore: any TipDatastore, clock: ManualClock,
        launchArguments: [String] = [], resetDatastore: Bool = false, size: Size = Size(width: 100, height: 30),
        displayFrequency: Tips.ConfigurationOption.DisplayFrequency? = nil, state: AppState? = nil,
        syncing: SyncTarget? = nil, personas: PersonaChoice = PersonaChoice()
    ) throws {
        let state = state ?? AppState()
        deviceBay = try DeviceBay(
            document: document, datastore: datastore, clock: clock, launchArguments: launchArguments,
            resetDatastore: resetDatastore, displayFrequency: displayFrequency, syncing: syncing, personas: personas,
            width: state.looking.widthPreset)
        self.size = size
        self.state = state
        self.state.looking.widthPreset = deviceBay.widths[0]
        takeDeviceLog()
        outcome = Outcome()
    }

    /// A copy of `session` (`fork()`): its devices on copies of their datastores, clocks and
    /// sync containers, the same view and chrome.
    private init(copying session: PlaygroundSession) throws(SessionError) {
        var copier = SessionCopier()
        deviceBay = try DeviceBay(copying: session.deviceBay, with: &copier)
        state = session.state
        size = session.size
        copyDesk = session.copyDesk.copy()
        clockFollower = session.clockFollower
        // A `full` device keeps its last size while the terminal is too small: so does the fork.
        // Otherwise the fork composes nothing until its frame is read.
        if PlaygroundRenderer.deviceSize(for: state.looking.widthPreset, terminal: size) == nil {
            composer.keepLayout(of: session.composer)
        }
    }

    /// The session as it looks acting on another of its devices, for a look only (`expect on
    /// DEVICE ...`): the same devices, shared, not copied; that device's own width; the same
    /// chrome. Nothing is ever sent to it, and this session's state is untouched.
    private init(viewing session: PlaygroundSession, deviceAt index: Int) {
        deviceBay = session.deviceBay
        deviceBay.widths[session.deviceIndex] = session.state.looking.widthPreset
        deviceBay.index = index
        state = session.state
        state.looking.widthPreset = deviceBay.widths[index]
        size = session.size
        copyDesk = session.copyDesk
        clockFollower = session.clockFollower
    }

    /// This session as it looks acting on the device at `index` (see `init(viewing:deviceAt:)`).
    func viewing(deviceAt index: Int) -> PlaygroundSession {
        PlaygroundSession(viewing: self, deviceAt: index)
    }

    /// A session that goes on exactly as this one would from here, independent of it: what is
    /// sent to one never reaches the other. Each device is copied with its engine's state, its
    /// in-memory datastore's contents, its clock's time, its screen and presentations (nothing is
    /// launched again, nothing is logged). `tiptui explore` expands each state from a fork
    /// instead of replaying the walk that led to it (docs/decisions/explore.md).
    /// - Throws: `SessionError` for a session that follows real time, or one whose devices keep
    ///   their state outside the process (a SQLite datastore, a `--sync` file): a fork of those
    ///   would share it.
    public func fork() throws(SessionError) -> PlaygroundSession {
        guard clockFollower.realTime == nil else {
            throw SessionError("a session whose clock follows real time cannot be forked")
        }
        return try PlaygroundSession(copying: self)
    }

    /// Quits the app on every device as TipKit would see it: every tip on screen stops being
    /// presented, so display durations are recorded.
    public func endPresentations() {
        for device in devices { device.endPresentations() }
        takeDeviceLog()
    }

    /// Adds to the log (and to the outcome of the input being handled), after what the devices
    /// logged so far.
    func log(_ message: String, _ kind: LogEntry.Kind = .info) {
        takeDeviceLog()
        keep(message, kind)
    }

    /// The session's own entry, stamped with the simulated time and the device acted on.
    private func keep(_ message: String, _ kind: LogEntry.Kind) {
        let entry = LogEntry(kind, "\(SimulatedTimeFormat.time(clock.now)) \(message)", device: devices.count > 1 ? device.name : nil)
        outcome.log.append(entry)
        state.messages.keep(entry)
    }

    /// Moves what the devices logged into the session's log, stamped with the simulated time
    /// and, when there are several, the device's name.
    func takeDeviceLog() {
        for device in devices {
            for entry in device.takeLog() { keep(entry, loggedBy: device.name) }
        }
    }

    /// Takes in what a part of the update said, in its order (`SaidLine`: each line comes after
    /// what the devices had logged before it), then what the devices logged since.
    func log(_ said: [SaidLine]) {
        for line in said {
            switch line {
            case .device(let entry, let name): keep(entry, loggedBy: name)
            case .session(let message, let kind): keep(message, kind)
            case .failed(let error):
                outcome.errors.append(error)
                keep(error.description, .error)
            }
        }
        takeDeviceLog()
    }

    /// A device's log entry in the session's log: stamped with the simulated time and, when
    /// there are several devices, the device's name.
    private func keep(_ entry: LogEntry, loggedBy name: String?) {
        let several = devices.count > 1
        let stamped = LogEntry(
            entry.kind, "\(SimulatedTimeFormat.time(clock.now)) \(several ? "\(name ?? "device"): " : "")\(entry.message)",
            device: several ? name : nil)
        outcome.log.append(stamped)
        state.messages.keep(stamped)
    }
}
