import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// The session's side of its devices (`DeviceBay`): the device acted on, and what starting
/// devices again means for the chrome (focus and scrolling start over) and the log.
extension PlaygroundSession {
    /// The simulated devices: one, or those the playground's `devices` declare, in file order.
    public var devices: [SimulatedDevice] { deviceBay.devices }
    /// The device keys, the `:` line and script steps act on, drawn whole (`D`, `device NAME`).
    public internal(set) var deviceIndex: Int {
        get { deviceBay.index }
        set { deviceBay.index = newValue }
    }
    /// The width preset of each device; the current one's is `state.widthPreset` while current.
    var deviceWidths: [WidthPreset] {
        get { deviceBay.widths }
        set { deviceBay.widths = newValue }
    }
    /// The device keys, the `:` line and script steps act on.
    public var device: SimulatedDevice { deviceBay.current }

    /// The persona after the current device's in `p`'s cycle: its own datastore (nil), then each
    /// persona in file order.
    var nextPersona: String? {
        let cycle: [String?] = [nil] + document.personas.map(\.id)
        let current = cycle.firstIndex { $0 == device.persona?.id } ?? 0
        return cycle[(current + 1) % cycle.count]
    }

    /// Starts the current device again from a persona (a reinstall with that history), or back on
    /// its own datastore (nil), as the store left it. Done once the input's transaction is over.
    func startCurrentDevice(persona id: String?) {
        device.endPresentations()
        takeDeviceLog()
        do throws(SessionError) { try deviceBay.startCurrent(persona: id, document: document) } catch { fail(error) }
        state.focus = nil
        state.flowScroll = 0
    }

    /// `restart`: the playground starts over as a session starts it, so that a walk from a fresh
    /// start means the same whatever ran before it. Every declared device launches again
    /// (`DeviceBay.startDeclaredDevicesOver`); a playground's one device is reset (or started
    /// again from its persona). Done once the input's transaction is over.
    func restartDevices() {
        guard !document.devices.isEmpty else {
            if let persona = device.persona { startCurrentDevice(persona: persona.id) } else { relaunch(resettingDatastore: true) }
            return
        }
        for each in devices { each.endPresentations() }
        takeDeviceLog()
        do {
            try deviceBay.startDeclaredDevicesOver(document: document, width: state.widthPreset)
            log("every device started over")
        } catch {
            fail(SessionError("cannot start the devices over: \(error)"))
        }
        state.focus = nil
        state.flowScroll = 0
    }
}
