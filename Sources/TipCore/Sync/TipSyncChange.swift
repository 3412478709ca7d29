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

/// A change as stores keep it: its kind's name and the few fields kinds use. One mapping for the
/// sync store's rows and the device's outbox, so both read back exactly what was written.
struct TipSyncChangeFields: Equatable {
    var kind: String
    var key = ""
    var dateMilliseconds: Int64?
    var seconds: Double?
    var data: Data?
    var seen: [String: Int64]?

    init(kind: String, key: String = "", dateMilliseconds: Int64? = nil, seconds: Double? = nil, data: Data? = nil, seen: [String: Int64]? = nil) {
        self.kind = kind
        self.key = key
        self.dateMilliseconds = dateMilliseconds
        self.seconds = seconds
        self.data = data
        self.seen = seen
    }

    init(_ kind: TipSyncChange.Kind) {
        switch kind {
        case .donation(let eventID, let date, let payload):
            self.init(kind: "donation", key: eventID, dateMilliseconds: SQLiteDate.milliseconds(date), data: payload)
        case .deleteDonations(let eventID, let seen):
            self.init(kind: "deleteDonations", key: eventID, seen: seen)
        case .displayed(let tipID):
            self.init(kind: "displayed", key: tipID)
        case .displayDuration(let tipID, let duration):
            self.init(kind: "displayDuration", key: tipID, seconds: duration)
        case .invalidated(let tipID, let reason):
            self.init(kind: "invalidated", key: tipID, data: Data(reason.rawValue.utf8))
        // An "invalidated" row, so builds from before derived limits read it as the invalidation
        // they always sent; `seconds` holds the display count it was reached at.
        case .limitReached(let tipID, let reason, let displays):
            self.init(kind: "invalidated", key: tipID, seconds: Double(displays), data: Data(reason.rawValue.utf8))
        case .resetEligibility(let tipID, let seen):
            self.init(kind: "resetEligibility", key: tipID, seen: seen)
        case .parameter(let id, let value):
            self.init(kind: "parameter", key: id, data: value)
        case .resetDatastore(let seen):
            self.init(kind: "resetDatastore", seen: seen)
        }
    }

    /// Nil for fields this build cannot read (a kind it does not know, a missing field).
    var changeKind: TipSyncChange.Kind? {
        switch kind {
        case "donation":
            guard let dateMilliseconds else { return nil }
            return .donation(eventID: key, date: SQLiteDate.date(dateMilliseconds), payload: data ?? Data())
        case "deleteDonations":
            return seen.map { .deleteDonations(eventID: key, seen: $0) }
        case "displayed": return .displayed(tipID: key)
        case "displayDuration":
            return seconds.map { .displayDuration(tipID: key, seconds: $0) }
        case "invalidated":
            guard let data, let reason = Tips.InvalidationReason(rawValue: String(decoding: data, as: UTF8.self)) else { return nil }
            guard reason.isDisplayLimit, let displays = seconds else { return .invalidated(tipID: key, reason: reason) }
            guard displays >= 0, displays <= Double(Int32.max) else { return nil }
            return .limitReached(tipID: key, reason: reason, displays: Int(displays))
        case "resetEligibility":
            return seen.map { .resetEligibility(tipID: key, seen: $0) }
        case "parameter": return .parameter(id: key, value: data)
        case "resetDatastore":
            return seen.map { .resetDatastore(seen: $0) }
        default: return nil
        }
    }

    /// What a reset had seen, as JSON (`{"phone": 12}`): device names may hold any character.
    static func encode(_ seen: [String: Int64]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: seen, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func decode(_ text: String) -> [String: Int64]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        var seen: [String: Int64] = [:]
        for (device, value) in object {
            guard let number = value as? NSNumber else { return nil }
            seen[device] = number.int64Value
        }
        return seen
    }
}

extension TipSyncChange {
    /// The change as one line of JSON, for the device's outbox in its datastore (`TipSync`).
    var outboxText: String {
        let fields = TipSyncChangeFields(kind)
        var object: [String: Any] = [
            "device": id.device, "counter": NSNumber(value: id.counter), "time_ms": NSNumber(value: SQLiteDate.milliseconds(time)),
            "kind": fields.kind, "key": fields.key,
        ]
        if let date = fields.dateMilliseconds { object["date_ms"] = NSNumber(value: date) }
        if let seconds = fields.seconds { object["seconds"] = NSNumber(value: seconds) }
        if let data = fields.data { object["data"] = data.base64EncodedString() }
        if let seen = fields.seen { object["seen"] = TipSyncChangeFields.encode(seen) }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads `outboxText` back; nil for text this build cannot read.
    init?(outboxText text: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let device = object["device"] as? String, let counter = (object["counter"] as? NSNumber)?.int64Value,
              let time = (object["time_ms"] as? NSNumber)?.int64Value, let kind = object["kind"] as? String
        else { return nil }
        var fields = TipSyncChangeFields(kind: kind, key: object["key"] as? String ?? "")
        fields.dateMilliseconds = (object["date_ms"] as? NSNumber)?.int64Value
        fields.seconds = (object["seconds"] as? NSNumber)?.doubleValue
        if let data = object["data"] as? String {
            guard let decoded = Data(base64Encoded: data) else { return nil }
            fields.data = decoded
        }
        if let seen = object["seen"] as? String {
            guard let decoded = TipSyncChangeFields.decode(seen) else { return nil }
            fields.seen = decoded
        }
        guard let changeKind = fields.changeKind else { return nil }
        self.init(id: .init(device: device, counter: counter), time: SQLiteDate.date(time), kind: changeKind)
    }
}
