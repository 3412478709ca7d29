import Foundation
import Glibc

/// What an engine has read from its datastore, and rule results. The engine's own writes update
/// the cache; a change by anyone else (another engine or process) drops only what the store's
/// change records name (`TipDatastoreChanges`), or everything (`epoch` moves on) when they say so.
struct EngineCache {
    /// The store's change mark this cache is current with; nil before the first look.
    var knownMark: Int64?
    /// Moves on every clear; cached rule results from an older epoch are stale.
    var epoch = 0
    var records: [String: TipRecord]?
    var lastNewTipDisplayAt: Date??
    /// The newest donations per event, oldest first, before any `DonationLimit`: as many as the
    /// query limit the event was read with (`CachedDonations.limit`). Empty for a datastore that
    /// keeps its donations in memory (`DonationListSource`), which is read instead.
    var donations: [String: CachedDonations] = [:]
    /// Those donations decoded as `Tips.Event<D>.Donation`, per payload type.
    var decodedDonations: [String: [ObjectIdentifier: any DecodedDonationList]] = [:]
    /// Stored persistent parameter values (`.some(nil)`: known to be absent).
    var storedParameters: [String: Data?] = [:]
    /// The last decoded value of each Swift parameter, valid while its bytes are the same.
    var decodedParameters: [String: DecodedParameter] = [:]
    /// Bumped on every change to an input, so cached rule results know when to re-run.
    var inputVersions: [Tips.Rule.Input: Int] = [:]
    /// Per tip, its rules' last results.
    var ruleResults: [String: TipRuleResults] = [:]
    /// Per input, the tips whose cached results read it: a change flags just those
    /// (`TipRuleResults.inputMayHaveChanged`).
    var readers: [Tips.Rule.Input: Set<String>] = [:]

    mutating func clear() {
        self = EngineCache(epoch: epoch + 1)
    }

    private init(epoch: Int) {
        self.epoch = epoch
    }

    init() {}

    mutating func inputChanged(_ input: Tips.Rule.Input) {
        inputVersions[input, default: 0] += 1
        for tipID in readers[input] ?? [] { ruleResults[tipID]?.inputMayHaveChanged = true }
    }

    /// Keeps a tip's fresh results, read with the input versions each result carries. A result
    /// whose input changed while its rule ran (another thread's write) is kept flagged, so that
    /// the next read compares versions and runs the rule again.
    mutating func keep(_ results: [CachedRuleResult], of rules: [Tips.Rule], for tipID: String) {
        var changedMeanwhile = false
        for (rule, result) in zip(rules, results) {
            if let first = rule.firstInput { readers[first, default: []].insert(tipID) }
            for input in rule.otherInputs { readers[input, default: []].insert(tipID) }
            changedMeanwhile = changedMeanwhile || version(of: rule) != result.inputVersion
        }
        ruleResults[tipID] = TipRuleResults(results: results, inputMayHaveChanged: changedMeanwhile)
    }

    /// A number that grows whenever any of the rule's inputs changes: the sum of their versions,
    /// which only ever grow.
    func version(of rule: Tips.Rule) -> Int {
        guard let first = rule.firstInput else { return 0 }
        var version = inputVersions[first, default: 0]
        for input in rule.otherInputs { version += inputVersions[input, default: 0] }
        return version
    }
}

/// A parameter value decoded from `data`, as its Swift type and in plain form.
struct DecodedParameter {
    var data: Data
    var value: any Sendable
    var plain: TipValue
}

/// A tip's cached rule results, in the order of its rules.
struct TipRuleResults {
    var results: [CachedRuleResult]
    /// Whether an input of these rules changed since they were kept. Until one does, a status
    /// read trusts the results' input versions without looking the inputs up: hashing every
    /// rule's input name on every read was the larger part of the cost of 1,000 statuses.
    var inputMayHaveChanged: Bool
}

/// A rule's last result and what it depended on.
struct CachedRuleResult {
    /// The rule's inputs as it keeps them (`Tips.Rule.firstInput`, `otherInputs`).
    var firstInput: Tips.Rule.Input?
    var otherInputs: [Tips.Rule.Input]
    var origin: Tips.Rule.Origin
    var epoch: Int
    var inputVersion: Int
    /// The evaluation's "now" when the rule read the time; nil when it did not.
    var timeRead: Date?
    var outcome: RuleOutcome

    /// The numbers are compared first: they differ far more often than the rule does, and cost
    /// nothing to compare.
    func isValid(for rule: Tips.Rule, epoch: Int, inputVersion: Int, now: Date) -> Bool {
        self.epoch == epoch && self.inputVersion == inputVersion && (timeRead == nil || timeRead == now)
            && rule.origin == origin && rule.reads(firstInput, otherInputs)
    }
}

/// The meta key under which the start of the display-frequency window is stored (spec FRQ-5).
let lastNewTipDisplayKey = "lastNewTipDisplayAt"

extension EngineState {
    var datastore: (any TipDatastore)? { configuration?.datastore }

    /// The transaction `TipsEngine.inOneTransaction` holds open, when the calling thread is the
    /// one that opened it: every read and write goes through it. Other threads go to the store,
    /// which makes them wait for its commit.
    var joinableTransaction: (any TipDatastoreOperations)? {
        guard let open = openTransaction, pthread_equal(open.thread, pthread_self()) != 0 else { return nil }
        return open.operations
    }

    /// Where donations are read without a copy in the cache: the open transaction's view of an
    /// in-memory store, or the store itself outside a transaction; nil for SQLite.
    var donationListSource: (any DonationListSource)? {
        guard let open = openTransaction, pthread_equal(open.thread, pthread_self()) != 0 else { return storeDonations.source }
        return open.donationListSource
    }

    /// Drops what someone else changed in the store since we last looked. Inside a transaction
    /// of our own nobody else can have written.
    mutating func refreshIfStale() {
        guard joinableTransaction == nil, let datastore else { return }
        do {
            apply(try datastore.changes(since: cache.knownMark))
        } catch {
            lastError = error
        }
    }

    /// Runs one atomic write. The changes others made before it are read inside the same
    /// transaction and applied first; the mark we keep is the one of our own commit, taken under
    /// the write lock, so a commit by someone else right after ours is still news at the next look.
    mutating func write<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        revision &+= 1
        if let open = joinableTransaction { return try body(open) }
        guard let datastore else { throw TipKitError.tipsDatastoreNotConfigured }
        let (result, changes) = try datastore.atomically(reportingChangesSince: cache.knownMark, body)
        apply(changes)
        return result
    }

    /// Forgets what the changes name and tells the rules over it to run again.
    mutating func apply(_ changes: TipDatastoreChanges) {
        defer { cache.knownMark = changes.mark }
        // Marks only grow: the same mark means nobody wrote since.
        if changes.everything || changes.mark != cache.knownMark { revision &+= 1 }
        if changes.everything || cache.knownMark == nil {
            cache.clear()
            return
        }
        for scope in changes.scopes {
            switch scope {
            case .event(let id):
                cache.donations[id] = nil
                cache.decodedDonations[id] = nil
                cache.inputChanged(.event(id: id))
            case .parameter(let id):
                cache.storedParameters[id] = nil
                cache.inputChanged(.parameter(id: id))
            case .tip(let id):
                guard cache.records != nil, let datastore else { break }
                do {
                    let record = try datastore.reading { try $0.tipRecord(id: id) } ?? TipRecord(tipID: id)
                    cache.records?[id] = record
                } catch {
                    lastError = error
                    cache.records = nil
                }
            case .meta(let key):
                if key == lastNewTipDisplayKey { cache.lastNewTipDisplayAt = nil }
            }
        }
        // Donations someone else appended extend what was read, as our own do.
        for donation in changes.appendedDonations {
            eventChanged(donation.eventID, appending: donation)
        }
    }

    /// Reads through the datastore: inside the open transaction when this thread holds one,
    /// else in a read transaction of its own.
    func reading<T>(_ body: (any TipDatastoreOperations) throws -> T) throws -> T {
        if let open = joinableTransaction { return try body(open) }
        guard let datastore else { throw TipKitError.tipsDatastoreNotConfigured }
        return try datastore.reading(body)
    }

    /// Reads through the datastore (`reading`), remembering a failure and answering `fallback`.
    mutating func read<T>(_ fallback: T, _ body: (any TipDatastoreOperations) throws -> T) -> T {
        guard datastore != nil else { return fallback }
        do {
            return try reading(body)
        } catch {
            lastError = error
            return fallback
        }
    }

    mutating func record(id: String) -> TipRecord {
        loadRecords()
        return cache.records?[id] ?? TipRecord(tipID: id)
    }

    /// Every record the store holds, by tip id.
    mutating func storedRecords() -> [String: TipRecord] {
        loadRecords()
        return cache.records ?? [:]
    }

    /// Reads every record into the cache, once.
    private mutating func loadRecords() {
        guard cache.records == nil else { return }
        let all = read([]) { try $0.allTipRecords() }
        cache.records = Dictionary(all.map { ($0.tipID, $0) }, uniquingKeysWith: { $1 })
    }

    mutating func lastNewTipDisplayAt() -> Date? {
        if let cached = cache.lastNewTipDisplayAt { return cached }
        let text = read(nil) { try $0.metaValue(key: lastNewTipDisplayKey) }
        let date = text.flatMap(Date.init(storedMilliseconds:))
        cache.lastNewTipDisplayAt = .some(date)
        return date
    }

    /// The newest donations to an event, oldest first (spec EVT-3, EVT-7): the newest 1000, or
    /// more when the event's `DonationLimit` allows more (EVT-4).
    mutating func donationList(eventID: String, limit: Tips.DonationLimit?) -> DonationList {
        let queryLimit = Tips.donationQueryLimit(for: limit)
        if let source = donationListSource { return source.donationList(eventID: eventID, newest: queryLimit) }
        if let cached = cache.donations[eventID], cached.covers(queryLimit) { return cached.list }
        let records = read([]) { try $0.donations(eventID: eventID, limit: queryLimit) }
        let list = DonationList(records)
        cache.donations[eventID] = CachedDonations(list: list, limit: queryLimit)
        cache.decodedDonations[eventID] = nil
        return list
    }

    mutating func storedParameter(id: String) -> Data? {
        if let cached = cache.storedParameters[id] { return cached }
        let value = read(nil) { try $0.parameterValue(id: id) }
        cache.storedParameters[id] = .some(value)
        return value
    }

}

/// An event's donations as read from a store that keeps them elsewhere (SQLite), with the query
/// limit they were read under; a compact `DonationList`, as the cache holds up to 1000 donations
/// of every event rules use.
struct CachedDonations {
    var list: DonationList
    var limit: Int

    /// Whether these answer a query for the newest `queryLimit`: read under at least that limit,
    /// or fewer were stored than the limit asked for (so there are no more to find).
    func covers(_ queryLimit: Int) -> Bool {
        limit >= queryLimit || list.count < limit
    }

    /// Adds a newer donation, dropping the oldest beyond the limit.
    mutating func append(_ record: DonationRecord) {
        list.append(record)
        if list.count > limit { list.removeFirst(list.count - limit) }
    }
}

extension Tips {
    /// How many of an event's most recent donations are visible to rules when no `DonationLimit`
    /// raises it (spec EVT-3).
    public static let donationQueryLimit = 1000

    /// The number of newest donations rules may see under `limit`: 1000, or the limit's
    /// `maximumCount` when larger (EVT-4 caps storage and query at it). A smaller `maximumCount`
    /// still reads 1000 and cuts afterwards, so events sharing an id share one cached read.
    static func donationQueryLimit(for limit: DonationLimit?) -> Int {
        max(donationQueryLimit, limit?.maximumCount ?? 0)
    }
}
