import Foundation
import TipCore
import TipPlayground

/// Runs what `reduce` returned once the input's write transaction is over: a launch, a persona,
/// a saved persona, a sync. Each writes in transactions of its own, as two runs of a real app
/// would; what it brings back is logged, and a tick's sync that brought changes is recorded as
/// the `sync` action it amounts to. Focus and scrolling start over after a launch.
struct SessionEffectRunner {
    let session: PlaygroundSession

    /// Runs one effect, after the input's transaction.
    func run(_ effect: SessionEffect) {
        switch effect {
        case .launch(.restart): restartDevices()
        case .launch(let launch): relaunch(resettingDatastore: launch == .reset)
        case .savePersona(let name):
            do throws(SessionError) { session.log(try session.deviceBay.savePersona(named: name)) } catch { session.fail(error) }
        case .startPersona(let persona): startCurrentDevice(persona: persona)
        case .sync(let asked):
            // What a tick's sync brought in is part of what the input did: a recording writes
            // it as `sync`, so the replay takes it in at the same point.
            if session.deviceBay.sync(quiet: !asked) > 0, !asked { session.outcome.performed.append(.sync) }
        }
    }

    /// An app restart (see `SimulatedDevice.relaunch`): a quit and a launch, each with its own
    /// writes, as two runs of a real app would be. Focus and scrolling start over.
    private func relaunch(resettingDatastore: Bool) {
        do {
            try session.device.relaunch(resettingDatastore: resettingDatastore)
            try session.engine.inOneTransaction {
                session.device.settle()
                let launch: PlaygroundAction = resettingDatastore ? .reset : .relaunch
                if let failure = session.clockFollower.keepInStore(after: launch, now: session.clock.now, engine: session.engine, document: session.document) {
                    session.log(failure, .error)
                }
            }
        } catch {
            session.fail(SessionError("relaunch failed: \(error)"))
        }
        session.state.navigation.focus = nil
        session.state.navigation.flowScroll = 0
    }

    /// Starts the current device again from a persona (a reinstall with that history), or back on
    /// its own datastore (nil), as the store left it. Done once the input's transaction is over.
    private func startCurrentDevice(persona id: String?) {
        session.device.endPresentations()
        session.takeDeviceLog()
        do throws(SessionError) { try session.deviceBay.startCurrent(persona: id, document: session.document) } catch { session.fail(error) }
        session.state.navigation.focus = nil
        session.state.navigation.flowScroll = 0
    }

    /// `restart`: the playground starts over as a session starts it, so that a walk from a fresh
    /// start means the same whatever ran before it. Every declared device launches again
    /// (`DeviceBay.startDeclaredDevicesOver`); a playground's one device is reset (or started
    /// again from its persona). Done once the input's transaction is over.
    private func restartDevices() {
        guard !session.document.devices.isEmpty else {
            if let persona = session.device.persona { startCurrentDevice(persona: persona.id) } else { relaunch(resettingDatastore: true) }
            return
        }
        for each in session.devices { each.endPresentations() }
        session.takeDeviceLog()
        do {
            try session.deviceBay.startDeclaredDevicesOver(document: session.document, width: session.state.looking.widthPreset)
            session.log("every device started over")
        } catch {
            session.fail(SessionError("cannot start the devices over: \(error)"))
        }
        session.state.navigation.focus = nil
        session.state.navigation.flowScroll = 0
    }
}
