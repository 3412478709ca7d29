import Foundation

/// One thing a device did to its tip state, as sync carries it between a person's devices.
///
/// A device numbers its changes 1, 2, 3…; `(device, counter)` names a change everywhere, so
/// receiving one twice changes nothing. What every device shows is a function of the set of
/// changes it has (`TipSyncLedger`), never of the order they arrived in: that is why devices that
/// have received the same changes agree (spec CK-2).
public struct TipSyncChange: Hashable, Sendable {
    /// Names a change on every device.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        public var device: String
        public var counter: Int64

        public init(device: String, counter: Int64) {
            self.device = device
            self.counter = counter
        }

        public static func < (lhs: ID, rhs: ID) -> Bool {
            (lhs.device, lhs.counter) < (rhs.device, rhs.counter)
        }

        public var description: String { "\(device)#\(counter)" }
    }

    /// What the change did. Resets carry what the device had seen (`seen`: per device, the
    /// highest counter up to which it had every change), and undo only those changes: a donation
    /// made on another device that the resetting one had not seen yet survives the reset.
    public enum Kind: Hashable, Sendable {
        case donation(eventID: String, date: Date, payload: Data)
        case deleteDonations(eventID: String, seen: [String: Int64])
        /// A presentation began (counts one display, CNT-2).
        case displayed(tipID: String)
        /// A presentation ended after `seconds` on screen (DUR-1).
        case displayDuration(tipID: String, seconds: TimeInterval)
        /// `invalidate(reason:)`: a fact, sticky until a reset undoes it.
        case invalidated(tipID: String, reason: Tips.InvalidationReason)
        /// A display limit reached (`displayCountExceeded`, `displayDurationExceeded`): derived
        /// from the displays, not a fact of its own. It holds only while the tip's display count
        /// (every device's, less what resets undid) is still at least `displays`, the count the
        /// device saw when it reached the limit, so a reset that undoes those displays undoes it
        /// too, whichever device derived it.
        case limitReached(tipID: String, reason: Tips.InvalidationReason, displays: Int)
        /// `resetEligibility()`: the tip's invalidation and display history are undone.
        case resetEligibility(tipID: String, seen: [String: Int64])
        /// A persistent parameter's new value (nil: back to its default).
        case parameter(id: String, value: Data?)
        /// `resetDatastore()`: everything seen is undone, here and on every device (CK-4).
        case resetDatastore(seen: [String: Int64])
    }

    public var id: ID
    /// The device's clock when it made the change: orders parameter writes (last writer wins),
    /// and dates displays and invalidations.
    public var time: Date
    public var kind: Kind

    public init(id: ID, time: Date, kind: Kind) {
        self.id = id
        self.time = time
        self.kind = kind
    }

    /// The part of the state the change touches; nil for a datastore reset, which touches all.
    var scope: TipDatastoreChangeScope? {
        switch kind {
        case .donation(let eventID, _, _), .deleteDonations(let eventID, _): .event(id: eventID)
        case .displayed(let tipID), .displayDuration(let tipID, _), .invalidated(let tipID, _),
            .limitReached(let tipID, _, _), .resetEligibility(let tipID, _):
            .tip(id: tipID)
        case .parameter(let id, _): .parameter(id: id)
        case .resetDatastore: nil
        }
    }

    /// What a reset undoes, for a reset.
    var resetSeen: [String: Int64]? {
        switch kind {
        case .deleteDonations(_, let seen), .resetEligibility(_, let seen), .resetDatastore(let seen): seen
        default: nil
        }
    }

    /// Whether this reset undoes `other`: the reset's device had seen it.
    func resets(_ other: TipSyncChange) -> Bool {
        guard let seen = resetSeen, other.id != id else { return false }
        return other.id.counter <= seen[other.id.device, default: 0]
    }

    /// Total order used wherever a rule needs one: by time, then by change id.
    static func isEarlier(_ lhs: TipSyncChange, _ rhs: TipSyncChange) -> Bool {
        (lhs.time, lhs.id) < (rhs.time, rhs.id)
    }
}
