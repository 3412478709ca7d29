import Foundation

/// An event's cached donations decoded as one payload type, whatever that type is.
protocol DecodedDonationList: Sendable {
    /// The list with `record` added as the newest donation (the oldest dropped beyond `limit`),
    /// or nil when its payload does not decode, so the list is decoded afresh.
    func appending(_ record: DonationRecord, limit: Int) -> (any DecodedDonationList)?
}

/// Donations decoded as `Tips.Event<DonationInfo>.Donation`, oldest first. Decoding is per
/// donation and generic, so the engine keeps the result and extends it on its own donations.
struct DecodedDonations<DonationInfo: Codable & Sendable>: DecodedDonationList {
    typealias Donation = Tips.Event<DonationInfo>.Donation

    private(set) var donations: [Donation]
    /// Whether some payload did not decode as `DonationInfo` and was left out (spec RUL-6).
    private(set) var skippedAny = false
    /// How many stored donations these were decoded from, skipped ones included: a list read
    /// under a larger query limit holds more, and then these no longer answer it.
    private(set) var sourceCount: Int

    init(_ list: DonationList) {
        sourceCount = list.count
        donations = []
        donations.reserveCapacity(list.count)
        for index in 0..<list.count {
            if let donation = Self.decode(date: list.dates[index], payload: list.payload(at: index)) {
                donations.append(donation)
            } else {
                skippedAny = true
            }
        }
    }

    func appending(_ record: DonationRecord, limit: Int) -> (any DecodedDonationList)? {
        guard let donation = Self.decode(date: record.date, payload: record.payload) else { return nil }
        var extended = self
        extended.sourceCount = min(sourceCount + 1, limit)
        extended.donations.append(donation)
        if extended.donations.count > limit {
            extended.donations.removeFirst(extended.donations.count - limit)
        }
        return extended
    }

    private static func decode(date: Date, payload: Data) -> Donation? {
        if let empty = Tips.EmptyDonation() as? DonationInfo {
            return Donation(date: date, value: empty)
        }
        guard let value = try? JSONDecoder().decode(DonationInfo.self, from: payload) else { return nil }
        return Donation(date: date, value: value)
    }
}
