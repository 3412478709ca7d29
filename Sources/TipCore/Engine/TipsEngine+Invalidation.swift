import Foundation

extension TipsEngine {
    /// Permanently marks the tip ineligible (spec INV-1). A second invalidation keeps the first
    /// reason (INV-3); before `configure` nothing is recorded (INV-4).
    public func invalidate(_ tip: any Tip, reason: Tips.InvalidationReason) {
        invalidate(tipID: tip.id, reason: reason)
    }

    /// Invalidates by id, for tips known only by id.
    public func invalidate(tipID: String, reason: Tips.InvalidationReason) {
        let record = state.withLock { state in state.invalidate(tipID: tipID, reason: reason) }
        if record != nil { notifyObservers() }
    }

    /// Undoes an invalidation and zeroes the display count and duration, so a tip invalidated by
    /// `MaxDisplayCount` does not fall straight back (spec INV-5, INV-6). The first-display date
    /// stays: the tip has been seen, so the display frequency does not hold it back again (FRQ-2).
    /// A tip that is not invalidated is left alone.
    public func resetEligibility(of tip: any Tip) {
        let tipID = tip.id
        let changed = state.withLock { state -> Bool in
            guard state.configuration != nil else { return false }
            do {
                let record = try state.write { operations -> TipRecord? in
                    guard var record = try operations.tipRecord(id: tipID), record.invalidationReason != nil else {
                        return nil
                    }
                    record.invalidationReason = nil
                    record.invalidatedAt = nil
                    record.displayCount = 0
                    record.displayDuration = 0
                    try operations.saveTipRecord(record)
                    return record
                }
                if let record { state.cache.records?[tipID] = record }
                return record != nil
            } catch {
                state.lastError = error
                return false
            }
        }
        if changed { notifyObservers() }
    }

    /// The stored record of a tip id (counts, duration, invalidation), for inspectors.
    public func record(of tip: any Tip) -> TipRecord {
        records(of: [tip])[0]
    }

    /// The stored records of many tips, in order, checking the datastore for outside changes
    /// once for the whole batch.
    public func records(of tips: [any Tip]) -> [TipRecord] {
        records(ofTipIDs: tips.map(\.id))
    }

    /// The stored records of the tips with these ids, in order (`records(of:)`), for a caller
    /// that reads the same tips many times and keeps their ids.
    public func records(ofTipIDs tipIDs: [String]) -> [TipRecord] {
        state.withLock { state in
            state.refreshIfStale()
            return tipIDs.map { state.configuration == nil ? TipRecord(tipID: $0) : state.record(id: $0) }
        }
    }

    /// The records the datastore holds, in no particular order: a tip never displayed,
    /// invalidated or reset has none and reads as `TipRecord(tipID:)`. For a caller that tells
    /// states apart by many tips' records, at the cost of the few that are stored rather than of
    /// every tip.
    public func storedRecords() -> [TipRecord] {
        state.withLock { state in
            state.refreshIfStale()
            guard state.configuration != nil else { return [] }
            return Array(state.storedRecords().values)
        }
    }
}
