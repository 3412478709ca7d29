import Foundation

/// One event's donations, oldest first by date then sequence, kept as columns: a date and a
/// sequence (16 bytes) per donation, and only the payloads that are not the empty `{}`.
///
/// A `DonationRecord` takes 48 bytes, most of them the event id every donation of the event
/// repeats and a payload that is `{}` for every payload-less event. The in-memory datastore keeps
/// its donations as lists like this one (100,000 take about 1.6 MB instead of 4.8 MB), and so
/// does the engine's cache of what it read from other stores; records are built only when read.
struct DonationList: Hashable, Sendable {
    private(set) var dates: [Date] = []
    private(set) var sequences: [Int64] = []
    /// Payloads other than `{}`, by sequence (unique per datastore).
    private var payloads: [Int64: Data] = [:]

    init() {}

    /// The list of `records`, which must be one event's donations in order.
    init(_ records: some Collection<DonationRecord>) {
        dates.reserveCapacity(records.count)
        sequences.reserveCapacity(records.count)
        for record in records { append(record) }
    }

    var count: Int { dates.count }
    var isEmpty: Bool { dates.isEmpty }

    /// The payload of the donation at `index`.
    func payload(at index: Int) -> Data {
        payloads.isEmpty ? DonationRecord.emptyPayload : payloads[sequences[index]] ?? DonationRecord.emptyPayload
    }

    func record(at index: Int, eventID: String) -> DonationRecord {
        DonationRecord(sequence: sequences[index], eventID: eventID, date: dates[index], payload: payload(at: index))
    }

    /// The donations at `indices` as records of `eventID`.
    func records(eventID: String, in indices: Range<Int>? = nil) -> [DonationRecord] {
        (indices ?? dates.indices).map { record(at: $0, eventID: eventID) }
    }

    /// Where a donation with this date and sequence goes to keep the order: at the end, unless
    /// it is older than the newest (a clock set back), found then by binary search.
    func insertionIndex(date: Date, sequence: Int64) -> Int {
        guard let lastDate = dates.last, (lastDate, sequences[count - 1]) > (date, sequence) else { return count }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if (dates[middle], sequences[middle]) < (date, sequence) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The index of the first donation whose date satisfies `isRecent`, a test that, once it holds
    /// for a date, holds for every later one (dates are in order).
    func firstIndex(whereDate isRecent: (Date) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isRecent(dates[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    mutating func append(_ record: DonationRecord) {
        insert(record, at: count)
    }

    mutating func insert(_ record: DonationRecord, at index: Int) {
        dates.insert(record.date, at: index)
        sequences.insert(record.sequence, at: index)
        if record.payload != DonationRecord.emptyPayload { payloads[record.sequence] = record.payload }
    }

    mutating func remove(at index: Int) {
        dates.remove(at: index)
        payloads[sequences.remove(at: index)] = nil
    }

    /// Drops the `k` oldest donations.
    mutating func removeFirst(_ k: Int) {
        guard k > 0 else { return }
        if !payloads.isEmpty {
            for sequence in sequences.prefix(k) { payloads[sequence] = nil }
        }
        dates.removeFirst(k)
        sequences.removeFirst(k)
    }

    /// The newest `maximum` donations, copying only those (an unlimited event may hold many more).
    func suffix(_ maximum: Int) -> DonationList {
        let start = count - max(0, min(maximum, count))
        guard start > 0 else { return self }
        var kept = DonationList()
        kept.dates = Array(dates[start...])
        kept.sequences = Array(sequences[start...])
        if !payloads.isEmpty {
            for sequence in kept.sequences { kept.payloads[sequence] = payloads[sequence] }
        }
        return kept
    }

    /// Keeps the donations for which `isKept` holds, in order.
    mutating func keep(where isKept: (_ date: Date) -> Bool) {
        var kept = DonationList()
        for index in dates.indices where isKept(dates[index]) {
            kept.dates.append(dates[index])
            kept.sequences.append(sequences[index])
            if let payload = payloads[sequences[index]] { kept.payloads[sequences[index]] = payload }
        }
        self = kept
    }
}

/// A datastore whose donations already live in memory as `DonationList`s. The engine reads
/// them from it each time instead of caching a copy: a copy would double the memory of every
/// donation, and reading costs no more than a cache lookup.
protocol DonationListSource {
    /// The newest `limit` donations of an event, oldest first.
    func donationList(eventID: String, newest limit: Int) -> DonationList
}

/// A store (or transaction) that wraps another, as sync does, and passes on the wrapped one's
/// in-memory donation lists: without it every read of an in-memory store's donations under
/// sync would copy the event's whole list.
protocol DonationListSourceWrapper {
    var wrappedDonationListSource: (any DonationListSource)? { get }
}

/// The donation lists `store` reads from memory, itself or through what it wraps.
func donationListSource(of store: Any) -> (any DonationListSource)? {
    (store as? any DonationListSourceWrapper)?.wrappedDonationListSource ?? store as? any DonationListSource
}

extension DonationRecord {
    /// The payload of a donation without data: the JSON of `Tips.EmptyDonation`.
    static let emptyPayload = Data("{}".utf8)
}
