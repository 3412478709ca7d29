import Foundation

extension TipDatastoreOperations {
    /// The latest time the store has recorded anything at: a display, an invalidation, the last
    /// new-tip display (display frequency) or a donation to one of `eventIDs`. Nil for an empty store.
    ///
    /// A store written under a simulated clock that later runs behind it holds times in the
    /// future; rules and the display frequency then hold tips back until real time catches up.
    /// Tools compare this date with their clock to say so.
    public func latestRecordedDate(eventIDs: some Sequence<String>) throws -> Date? {
        var dates: [Date] = []
        for record in try allTipRecords() {
            dates += [record.invalidatedAt, record.firstDisplayedAt, record.lastDisplayedAt].compactMap { $0 }
        }
        if let text = try metaValue(key: lastNewTipDisplayKey), let date = Date(storedMilliseconds: text) {
            dates.append(date)
        }
        for eventID in eventIDs {
            // The newest donation: the most recent one, oldest first, is the only one.
            dates += try donations(eventID: eventID, limit: 1).map(\.date)
        }
        return dates.max()
    }
}
