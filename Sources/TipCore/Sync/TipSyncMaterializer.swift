import Foundation

/// Writes what new sync changes mean into a device's datastore: the state of each scope they
/// touch, as the ledger computes it from every change it has.
enum TipSyncMaterializer {
    /// - Parameter rewritingAll: rewrite every scope the ledger knows, not only those `new`
    ///   touches (after an earlier apply failed half way), without emptying the store.
    /// - Parameter pulledToken: the store's token these changes reach, kept with them.
    /// - Parameter own: what the device keeps in the datastore's meta values, written back after
    ///   a datastore reset empties them.
    static func apply(
        _ new: [TipSyncChange], from ledger: TipSyncLedger, to datastore: any TipDatastore, own: TipSync.OwnMeta,
        pulledToken: Int64? = nil, rewritingAll: Bool = false
    ) throws {
        var everything = false
        var rebuiltEvents: Set<String> = []
        var appended: [String: [TipSyncChange]] = [:]
        var tips: Set<String> = []
        var parameters: Set<String> = []
        for change in new {
            switch change.kind {
            case .donation(let eventID, _, _): appended[eventID, default: []].append(change)
            case .deleteDonations(let eventID, _): rebuiltEvents.insert(eventID)
            case .displayed(let tipID), .displayDuration(let tipID, _), .invalidated(let tipID, _),
                .limitReached(let tipID, _, _), .resetEligibility(let tipID, _):
                tips.insert(tipID)
            case .parameter(let id, _): parameters.insert(id)
            case .resetDatastore: everything = true
            }
        }
        if everything || rewritingAll {
            for scope in ledger.scopes {
                switch scope {
                case .event(let id): rebuiltEvents.insert(id)
                case .tip(let id): tips.insert(id)
                case .parameter(let id): parameters.insert(id)
                case .meta: break
                }
            }
        }
        try datastore.atomically { operations in
            if everything {
                try operations.removeAll()
                try own.write(in: operations)
            }
            if let pulledToken { try operations.setMetaValue(String(pulledToken), key: TipSync.pulledKey) }
            for eventID in rebuiltEvents.sorted() {
                if !everything { try operations.deleteDonations(eventID: eventID) }
                for donation in ledger.donations(eventID: eventID) {
                    try operations.appendDonation(DonationRecord(eventID: eventID, date: donation.date, payload: donation.payload))
                }
            }
            // Donations that only add: appended in date order, without rewriting the event.
            for (eventID, changes) in appended where !rebuiltEvents.contains(eventID) {
                for change in changes.sorted(by: TipSyncChange.isEarlier) where ledger.isLive(change) {
                    guard case .donation(_, let date, let payload) = change.kind else { continue }
                    try operations.appendDonation(DonationRecord(eventID: eventID, date: date, payload: payload))
                }
            }
            for tipID in tips.sorted() {
                if let record = ledger.tipRecord(tipID: tipID) {
                    try operations.saveTipRecord(record)
                } else if !everything {
                    try operations.deleteTipRecord(id: tipID)
                }
            }
            for id in parameters.sorted() {
                try operations.setParameterValue(ledger.parameterValue(id: id), id: id)
            }
        }
    }
}
