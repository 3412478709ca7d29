import Foundation

extension Tips {
    /// Payload of events that carry no data.
    public struct EmptyDonation: Codable, Equatable, Hashable, Sendable {
        public init() {}
    }

    /// Something the user did, recorded as donations that rules count (spec §1.2.4, EVT-*).
    /// Every `Event` value with the same id reads and writes the same donations (ID-4).
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable {
        public let id: String
        /// Caps how many (and how old) donations are kept and queried (spec EVT-4).
        public let donationLimit: DonationLimit?

        public init(id: String) {
            self.id = id
            donationLimit = nil
        }

        public init(id: String, donationLimit: DonationLimit) {
            self.id = id
            self.donationLimit = donationLimit
        }

        /// The visible donations, oldest first: the newest 1000, or the limit's `maximumCount`
        /// (fewer or more) under a limit (spec EVT-3, EVT-4, EVT-7). Read from the current engine.
        public var donations: [Donation] {
            TipsEngine.current.donations(of: self)
        }

        /// Records one occurrence now with its payload (spec EVT-1).
        public func donate(_ donation: DonationInfo) async {
            TipsEngine.current.recordDonation(donation, to: self)
        }

        /// Records one occurrence without waiting; `completion` runs once it is stored.
        public func sendDonation(_ donation: DonationInfo, _ completion: (@Sendable () -> Void)? = nil) {
            TipsEngine.current.recordDonation(donation, to: self)
            completion?()
        }

        /// Removes this event's donations (spec EVT-2).
        public func deleteDonations() async throws {
            try TipsEngine.current.deleteDonations(eventID: id)
        }

        /// One stored occurrence: its date, and the payload's fields as properties
        /// (`$0.landmarkName`).
        @dynamicMemberLookup
        public struct Donation: Sendable, TimestampedDonation {
            public let date: Date
            public let value: DonationInfo

            public init(date: Date, value: DonationInfo) {
                self.date = date
                self.value = value
            }

            public subscript<Field>(dynamicMember keyPath: KeyPath<DonationInfo, Field>) -> Field {
                value[keyPath: keyPath]
            }
        }
    }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// A payload-less event: `Event(id: "didShare")`.
    public init(id: String) {
        self.id = id
        donationLimit = nil
    }

    public init(id: String, donationLimit: Tips.DonationLimit) {
        self.id = id
        self.donationLimit = donationLimit
    }

    /// Records one occurrence now (spec EVT-1).
    public func donate() async {
        TipsEngine.current.recordDonation(Tips.EmptyDonation(), to: self)
    }

    /// Records one occurrence without waiting; `completion` runs once it is stored.
    public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) {
        TipsEngine.current.recordDonation(Tips.EmptyDonation(), to: self)
        completion?()
    }
}
