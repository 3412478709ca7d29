import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// Runs what `reduce` returned once the input's write transaction is over: a launch, a persona,
/// a saved persona, a sync. Each writes in transactions of its own, as two runs of a real app
/// would. It acts on the devices only and reports the rest (`Report`) for the update to take in:
/// what was said, a tick's sync that brought changes as the `sync` action it amounts to, and
/// that focus and scrolling start over after a launch.
struct SessionEffectRunner {
    var deviceBay: DeviceBay
    var clockFollower: ClockFollower
    let document: PlaygroundDocument
    /// The width the device acted on is looked at, which a restart keeps.
    let widthPreset: WidthPreset
    private(set) var report = Report()

    /// What running effects asks of the rest of the update.
    struct Report {
        /// In the order it happened: what the devices logged and what the runner said.
        var said: [SaidLine] = []
        /// Actions the effects amount to, for the outcome (a tick's sync that brought changes).
        var performed: [PlaygroundAction] = []
        /// Focus and scrolling start over: a device launched again.
        var navigationStartsOver = false
    }

    init(deviceBay: DeviceBay, clockFollower: ClockFollower, document: PlaygroundDocument, widthPreset: WidthPreset) {
        self.deviceBay = deviceBay
        self.clockFollower = clockFollower
        self.document = document
        self.widthPreset = widthPreset
    }

    private var device: SimulatedDevice { deviceBay.current }

    /// Runs one effect, after the input's transaction.
    mutating func run(_ effect: SessionEffect) {
        switch effect {
        case .launch(.restart): restartDevices()
        case .launch(let launch): relaunch(resettingDatastore: launch == .reset)
        case .savePersona(let name):
            do throws(SessionError) {
                let message = try deviceBay.savePersona(named: name)
                say(message)
            } catch { fail(error) }
        case .startPersona(let persona): startCurrentDevice(persona: persona)
        case .sync(let asked):
            // What a tick's sync brought in is part of what the input did: a recording writes
            // it as `sync`, so the replay takes it in at the same point.
            if deviceBay.sync(quiet: !asked) > 0, !asked { report.performed.append(.sync) }
        }
    }

    /// An app restart (see `SimulatedDevice.relaunch`): a quit and a launch, each with its own
    /// writes, as two runs of a real app would be. Focus and scrolling start over.
    private mutating func relaunch(resettingDatastore: Bool) {
        let device = device
        do {
            try device.relaunch(resettingDatastore: resettingDatastore)
            let launch: PlaygroundAction = resettingDatastore ? .reset : .relaunch
            var failure: String?
            try device.engine.inOneTransaction {
                device.settle()
                failure = clockFollower.keepInStore(after: launch, now: device.clock.now, engine: device.engine, document: document)
            }
            if let failure { say(failure, .error) }
        } catch {
            fail(SessionError("relaunch failed: \(error)"))
        }
        report.navigationStartsOver = true
    }

    /// Starts the current device again from a persona (a reinstall with that history), or back on
    /// its own datastore (nil), as the store left it. Done once the input's transaction is over.
    private mutating func startCurrentDevice(persona id: String?) {
        device.endPresentations()
        takeDeviceLogs()
        do throws(SessionError) { try deviceBay.startCurrent(persona: id, document: document) } catch { fail(error) }
        report.navigationStartsOver = true
    }

    /// `restart`: the playground starts over as a session starts it, so that a walk from a fresh
    /// start means the same whatever ran before it. Every declared device launches again
    /// (`DeviceBay.startDeclaredDevicesOver`); a playground's one device is reset (or started
    /// again from its persona). Done once the input's transaction is over.
    private mutating func restartDevices() {
        guard !document.devices.isEmpty else {
            if let persona = device.persona { startCurrentDevice(persona: persona.id) } else { relaunch(resettingDatastore: true) }
            return
        }
        for each in deviceBay.devices { each.endPresentations() }
        takeDeviceLogs()
        do {
            try deviceBay.startDeclaredDevicesOver(document: document, width: widthPreset)
            say("every device started over")
        } catch {
            fail(SessionError("cannot start the devices over: \(error)"))
        }
        report.navigationStartsOver = true
    }

    /// What every device logged so far, before it may be replaced by a new one.
    private mutating func takeDeviceLogs() {
        for each in deviceBay.devices { report.said += each.takeLog().map { .device($0, name: each.name) } }
    }

    /// Adds a line after what the devices logged so far.
    private mutating func say(_ message: String, _ kind: LogEntry.Kind = .info) {
        takeDeviceLogs()
        report.said.append(.session(message, kind))
    }

    private mutating func fail(_ error: SessionError) {
        takeDeviceLogs()
        report.said.append(.failed(error))
    }
}
