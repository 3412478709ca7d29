import Foundation

/// One stored donation to an event: when it happened and its encoded payload.
public struct DonationRecord: Equatable, Hashable, Sendable {
    /// Unique per datastore, never handed out twice, and increasing with insertion order; assigned
    /// by the store (from its change counter: see `TipDatastoreChanges`).
    public var sequence: Int64
    public var eventID: String
    public var date: Date
    /// JSON encoding of the event's `DonationInfo` (`{}` for payload-less events).
    public var payload: Data

    public init(sequence: Int64 = 0, eventID: String, date: Date, payload: Data = Data("{}".utf8)) {
        self.sequence = sequence
        self.eventID = eventID
        self.date = date
        self.payload = payload
    }
}
