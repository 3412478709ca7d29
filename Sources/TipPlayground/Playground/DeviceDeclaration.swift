import Foundation

/// One of a person's devices in a playground that declares `devices`: each runs the app with
/// its own engine, datastore and clock, and devices that name the same sync container share
/// their tip state as TipKit does through CloudKit.
public struct DeviceDeclaration: Equatable, Sendable {
    /// When a device takes in what the others sent.
    public enum Delivery: String, CaseIterable, Equatable, Sendable {
        /// At every sync (and, live, as time passes), as with CloudKit push notifications.
        case live
        /// Only when the app launches (spec CK-5: an app without push notifications).
        case launch
    }

    /// The width presets a device can be shown at (the playground's `W` key cycles the same).
    public enum Width: String, CaseIterable, Equatable, Sendable {
        case watch, phone, tablet, full
    }

    /// How scripts and keys name it (`device ipad`, `expect … on ipad`).
    public let name: String
    /// The width it is shown at; the session's own otherwise.
    public let width: Width?
    /// The persona its datastore starts from; a fresh install otherwise.
    public let persona: String?
    /// The sync container it shares tip state through (any name; devices naming the same one
    /// sync with each other); nil: it does not sync.
    public let syncContainer: String?
    /// How far its clock is from the first device's, in seconds (a device set an hour behind: -3600).
    public let clockOffset: TimeInterval
    public let delivery: Delivery
    /// How long what other devices send takes to reach it, in simulated seconds.
    public let delay: TimeInterval
    public let position: SourcePosition

    public init(
        name: String, width: Width? = nil, persona: String? = nil, syncContainer: String? = nil,
        clockOffset: TimeInterval = 0, delivery: Delivery = .live, delay: TimeInterval = 0,
        position: SourcePosition = SourcePosition(line: 1, column: 1)
    ) {
        self.name = name
        self.width = width
        self.persona = persona
        self.syncContainer = syncContainer
        self.clockOffset = clockOffset
        self.delivery = delivery
        self.delay = delay
        self.position = position
    }
}
