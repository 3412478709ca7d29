import Foundation

/// A `Tips.Event`: donations recorded by controls and read by rules written `Self.id`.
public struct EventDeclaration: Equatable, Sendable {
    /// `Tips.DonationLimit` (spec EVT-4): keep at most `maximumCount` donations, none older than
    /// `maximumAge` seconds.
    public struct DonationLimit: Equatable, Sendable {
        public let maximumCount: Int
        public let maximumAge: TimeInterval?

        public init(maximumCount: Int, maximumAge: TimeInterval? = nil) {
            self.maximumCount = maximumCount
            self.maximumAge = maximumAge
        }
    }

    public let id: String
    /// The Swift property that declares the event (`static let didOpenMessages = Tips.Event(id:
    /// "open-messages")`), when it differs from the id; rule text copied from the app names it.
    public let swiftName: String?
    public let donationLimit: DonationLimit?
    public let position: SourcePosition

    public init(id: String, swiftName: String? = nil, donationLimit: DonationLimit?, position: SourcePosition) {
        self.id = id
        self.swiftName = swiftName
        self.donationLimit = donationLimit
        self.position = position
    }
}
