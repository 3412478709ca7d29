import Foundation

/// What an engine has read from its datastore, and rule results, kept while the store's change
/// token says nobody else wrote. The engine's own writes update the cache and the known token;
/// any other change (another engine or process) clears it all (`epoch` moves on).
struct EngineCache {
    var knownToken: Int64?
    /// Moves on every clear; cached rule results from an older epoch are stale.
    var epoch = 0
    var records: [String: TipRecord]?
    var lastNewTipDisplayAt: Date??
    /// The newest 1000 donations per event, oldest first, before any `DonationLimit`.
    var donations: [String: [DonationRecord]] = [:]
    /// Those donations decoded as `Tips.Event<D>.Donation`, per payload type.
    var decodedDonations: [String: [ObjectIdentifier: any DecodedDonationList]] = [:]
    /// Stored persistent parameter values (`.some(nil)`: known to be absent).
    var storedParameters: [String: Data?] = [:]
    /// The last decoded value of each Swift parameter, valid while its bytes are the same.
    var decodedParameters: [String: DecodedParameter] = [:]
    /// Bumped on every change to an input, so cached rule results know when to re-run.
    var inputVersions: [Tips.Rule.Input: Int] = [:]
    var ruleResults: [String: [CachedRuleResult]] = [:]

    mutating func clear() {
        self = EngineCache(epoch: epoch + 1)
    }

    private init(epoch: Int) {
        self.epoch = epoch
    }

    init() {}

    mutating func inputChanged(_ input: Tips.Rule.Input) {
        inputVersions[input, default: 0] += 1
    }
}

/// A parameter value decoded from `data`, as its Swift type and in plain form.
struct DecodedParameter {
    var data: Data
    var value: any Sendable
    var plain: TipValue
}

/// A rule's last result and what it depended on.
struct CachedRuleResult {
    var input: Tips.Rule.Input
    var origin: Tips.Rule.Origin
    var epoch: Int
    var inputVersion: Int
    /// The evaluation's "now" when the rule read the time; nil when it did not.
    var timeRead: Date?
    var outcome: RuleOutcome

    func isValid(for rule: Tips.Rule, epoch: Int, inputVersion: Int, now: Date) -> Bool {
        rule.input == input && rule.origin == origin && self.epoch == epoch
            && self.inputVersion == inputVersion && (timeRead == nil || timeRead == now)
    }
}

/// The meta key under which the start of the display-frequency window is stored (spec FRQ-5).
let lastNewTipDisplayKey = "lastNewTipDisplayAt"

extension EngineState {
    var datastore: (any TipDatastore)? { configuration?.datastore }

    /// Clears the cache when someone else changed the store since we last looked.
    mutating func refreshIfStale() {
        guard let datastore else { return }
        do {
            let token = try datastore.changeToken()
            if token != cache.knownToken {
                cache.clear()
                cache.knownToken = token
            }
        } catch {
            lastError = error
        }
    }

    /// Runs one atomic write and keeps the cache's token in step with it.
    mutating func write<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        guard let datastore else { throw TipKitError.tipsDatastoreNotConfigured }
        refreshIfStale()
        let result = try datastore.atomically(body)
        cache.knownToken = try? datastore.changeToken()
        return result
    }

    /// Reads through the datastore, remembering a failure and answering `fallback`.
    mutating func read<T>(_ fallback: T, _ body: (any TipDatastoreOperations) throws -> T) -> T {
        guard let datastore else { return fallback }
        do {
            return try datastore.atomically(body)
        } catch {
            lastError = error
            return fallback
        }
    }

    mutating func record(id: String) -> TipRecord {
        if cache.records == nil {
            let all = read([]) { try $0.allTipRecords() }
            cache.records = Dictionary(all.map { ($0.tipID, $0) }, uniquingKeysWith: { $1 })
        }
        return cache.records?[id] ?? TipRecord(tipID: id)
    }

    mutating func lastNewTipDisplayAt() -> Date? {
        if let cached = cache.lastNewTipDisplayAt { return cached }
        let text = read(nil) { try $0.metaValue(key: lastNewTipDisplayKey) }
        let date = text.flatMap(Date.init(storedMilliseconds:))
        cache.lastNewTipDisplayAt = .some(date)
        return date
    }

    /// The newest 1000 donations to an event, oldest first (spec EVT-3, EVT-7).
    mutating func donationRecords(eventID: String) -> [DonationRecord] {
        if let cached = cache.donations[eventID] { return cached }
        let records = read([]) { try $0.donations(eventID: eventID, limit: Tips.donationQueryLimit) }
        cache.donations[eventID] = records
        return records
    }

    mutating func storedParameter(id: String) -> Data? {
        if let cached = cache.storedParameters[id] { return cached }
        let value = read(nil) { try $0.parameterValue(id: id) }
        cache.storedParameters[id] = .some(value)
        return value
    }

}

extension Tips {
    /// How many of an event's most recent donations are visible to rules (spec EVT-3).
    public static let donationQueryLimit = 1000
}
