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
    /// The device keys, the `:` line and script steps act on.
    public var device: SimulatedDevice { deviceBay.current }

}
