import Foundation

/// The set of sync changes a device has, and the tip state they mean.
///
/// Merging is set union, so it is idempotent, commutative and associative, and every state read
/// here is a pure function of the set: two devices with the same changes show the same state,
/// whatever order the changes came in. The rules (spec CK-2):
/// - donations are a union by change id, less those a `deleteDonations` or `resetDatastore` undid;
/// - a tip's display count and duration are sums over every device's displays, and its
///   invalidation is sticky: any device's counts (a display limit reached counts only while the
///   displays it was reached at are still there); when devices invalidated for different reasons,
///   the earliest invalidation (by device time, then change id) gives the reason, as a second
///   `invalidate` keeps the first reason on one device (INV-3);
/// - a parameter's value is the last write by device time, ties broken by change id;
/// - a reset (`resetEligibility`, `deleteDonations`, `resetDatastore`) undoes the changes its
///   device had seen, and only those.
public struct TipSyncLedger: Sendable {
    /// Every change, by id.
    public private(set) var changes: [TipSyncChange.ID: TipSyncChange] = [:]
    /// Change ids by the scope they touch.
    private var byScope: [TipDatastoreChangeScope: [TipSyncChange.ID]] = [:]
    /// Resets by the scope they undo changes in: every scope must also consult those of
    /// everything (`resetDatastore`, under nil).
    private var resets: [TipDatastoreChangeScope?: [TipSyncChange]] = [:]
    /// Per device, the highest counter up to which every change is here.
    public private(set) var seen: [String: Int64] = [:]
    /// Per device, counters received beyond `seen` (a gap before them is still missing).
    private var early: [String: Set<Int64>] = [:]
    /// Per parameter, its last live write, kept as changes arrive, so a write costs the same
    /// however many came before it (finding it anew scanned every write to the parameter).
    private var parameterWinners: [String: TipSyncChange] = [:]

    public init() {}

    /// Adds a change; false when it was here already.
    @discardableResult
    public mutating func insert(_ change: TipSyncChange) -> Bool {
        guard changes[change.id] == nil else { return false }
        changes[change.id] = change
        if let scope = change.scope { byScope[scope, default: []].append(change.id) }
        if change.resetSeen != nil { resets[change.scope, default: []].append(change) }
        if case .parameter(let id, _) = change.kind, isLive(change),
           parameterWinners[id].map({ TipSyncChange.isEarlier($0, change) }) ?? true {
            parameterWinners[id] = change
        }
        // Only a datastore reset undoes parameter writes: the winners are found again, once.
        if case .resetDatastore = change.kind {
            parameterWinners = [:]
            for case .parameter(let id) in byScope.keys {
                if let last = live(.parameter(id: id)).max(by: TipSyncChange.isEarlier) { parameterWinners[id] = last }
            }
        }
        let device = change.id.device
        var next = seen[device, default: 0]
        if change.id.counter == next + 1 {
            next += 1
            while early[device]?.remove(next + 1) != nil { next += 1 }
            seen[device] = next
        } else {
            early[device, default: []].insert(change.id.counter)
        }
        return true
    }

    /// Every scope some change touches.
    var scopes: Set<TipDatastoreChangeScope> { Set(byScope.keys) }

    /// The resets that apply to a scope: its own and those of everything.
    private func resets(of scope: TipDatastoreChangeScope?) -> [TipSyncChange] {
        (scope.flatMap { resets[$0] } ?? []) + (resets[nil] ?? [])
    }

    /// Whether no reset here undid the change.
    func isLive(_ change: TipSyncChange) -> Bool {
        let undoes = { (reset: TipSyncChange) in reset.resets(change) }
        return !(change.scope.flatMap { resets[$0] }?.contains(where: undoes) ?? false)
            && !(resets[nil]?.contains(where: undoes) ?? false)
    }

    /// The changes of a scope that no reset undid (resets themselves are not state).
    private func live(_ scope: TipDatastoreChangeScope) -> [TipSyncChange] {
        let all = (byScope[scope] ?? []).compactMap { changes[$0] }
        let resets = resets(of: scope)
        return all.filter { change in change.resetSeen == nil && !resets.contains { $0.resets(change) } }
    }

    /// The event's donations, oldest first (by date, then change id).
    public func donations(eventID: String) -> [(id: TipSyncChange.ID, date: Date, payload: Data)] {
        live(.event(id: eventID)).compactMap { change -> (TipSyncChange.ID, Date, Data)? in
            guard case .donation(_, let date, let payload) = change.kind else { return nil }
            return (change.id, date, payload)
        }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    }

    /// The tip's record as every device's displays and invalidations make it; nil when nothing
    /// about it is left.
    ///
    /// An `invalidate(reason:)` is a fact: it holds until a reset undoes it. A display limit
    /// reached is derived (`limitReached`): it holds only while the live display count is still
    /// at least the one it was reached at, so it falls with the displays it followed from, and
    /// a reset that undid them undoes it on every device, whichever device derived it. A
    /// `displayCountExceeded` or `displayDurationExceeded` sent as a plain invalidation (by a
    /// build before this rule) is read as reached at one display.
    public func tipRecord(tipID: String) -> TipRecord? {
        let live = live(.tip(id: tipID))
        guard !live.isEmpty else { return nil }
        var record = TipRecord(tipID: tipID)
        for change in live {
            switch change.kind {
            case .displayed:
                record.displayCount += 1
                record.firstDisplayedAt = min(record.firstDisplayedAt ?? change.time, change.time)
                record.lastDisplayedAt = max(record.lastDisplayedAt ?? change.time, change.time)
            case .displayDuration(_, let seconds):
                record.displayDuration += seconds
            default:
                break
            }
        }
        var firstInvalidation: (change: TipSyncChange, reason: Tips.InvalidationReason)?
        for change in live {
            let reason: Tips.InvalidationReason
            switch change.kind {
            case .invalidated(_, let invalidated):
                guard !invalidated.isDisplayLimit || record.displayCount >= 1 else { continue }
                reason = invalidated
            case .limitReached(_, let reached, let displays):
                guard record.displayCount >= displays else { continue }
                reason = reached
            default:
                continue
            }
            if firstInvalidation.map({ TipSyncChange.isEarlier(change, $0.change) }) ?? true {
                firstInvalidation = (change, reason)
            }
        }
        if let firstInvalidation {
            record.invalidationReason = firstInvalidation.reason
            record.invalidatedAt = firstInvalidation.change.time
        }
        return record
    }

    /// The parameter's value by the last write (nil: its default).
    public func parameterValue(id: String) -> Data? {
        guard let last = parameterWinners[id], case .parameter(_, let value) = last.kind else { return nil }
        return value
    }
}

extension Tips.InvalidationReason {
    /// Whether a display limit (`MaxDisplayCount`, `MaxDisplayDuration`) gave the reason: a state
    /// derived from the displays, which sync does not keep as a fact.
    var isDisplayLimit: Bool { self == .displayCountExceeded || self == .displayDurationExceeded }
}
