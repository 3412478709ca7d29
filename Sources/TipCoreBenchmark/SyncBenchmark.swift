import Foundation
import TipCore

/// 100,000 donations made on one device reach another through an SQLite sync store, pushed in one
/// push (as after a long offline spell), in the two ways a device receives them:
///
/// - **at launch**: the tablet starts on a fresh datastore after the push, and `configure` with
///   `.sync` pulls and applies everything before it returns (timed from opening its files);
/// - **while running**: the laptop has launched on the empty store, the push comes after, and its
///   `syncNow()` pulls and applies them.
///
/// Each step's figure is only worth something if the step did the work, so each checks that the
/// receiving datastore went from no donations to all 100,000 (and, while running, that `syncNow()`
/// applied 100,000 changes) and throws, naming the step, if not: the program then exits 1. The
/// target is one second for each; the median of three rounds, each on fresh files.
enum SyncBenchmark {
    static let donations = 100_000
    static let rounds = 3
    static let eventID = "didShare"

    static func run() throws -> [BenchmarkRow] {
        var pushSeconds: [Double] = []
        var launchSeconds: [Double] = []
        var runningSeconds: [Double] = []
        for _ in 0..<rounds {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TipCoreSyncBenchmark-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let start = Date(timeIntervalSince1970: 1_767_690_000)
            let changes = phoneDonations(from: start)

            let launchStore = folder.appendingPathComponent("launch-sync.sqlite")
            let store = try SQLiteSyncStore(fileURL: launchStore)
            pushSeconds.append(try measureSeconds { try store.push(changes) })
            launchSeconds.append(try timeLaunch(on: launchStore, datastore: folder.appendingPathComponent("tablet.sqlite"), clock: ManualClock(start)))

            runningSeconds.append(try timeRunningPull(
                of: changes, on: folder.appendingPathComponent("running-sync.sqlite"),
                datastore: folder.appendingPathComponent("laptop.sqlite"), clock: ManualClock(start)))
        }
        let push = median(pushSeconds), launch = median(launchSeconds), running = median(runningSeconds)
        return try parameterWriteRows() + [
            BenchmarkRow(section: "4. sync", measurement: "push 100,000 donations to the sync store", result: String(format: "%.3f s", push)),
            BenchmarkRow(
                section: "4. sync", measurement: "launch: configure pulls and applies 100,000",
                result: String(format: "%.3f s", launch), target: launch <= 1 ? "<= 1 s: met" : "<= 1 s: NOT MET"),
            BenchmarkRow(
                section: "4. sync", measurement: "running: syncNow() pulls and applies 100,000",
                result: String(format: "%.3f s", running), target: running <= 1 ? "<= 1 s: met" : "<= 1 s: NOT MET"),
        ]
    }

    static let parameterWriteCounts = [2_500, 5_000, 10_000]

    /// Writes to one persistent parameter on one device, each a sync change sent as it is made
    /// (in-memory datastores and store, so the figure is sync's own cost), then another device's
    /// `syncNow()` applying them all. Per write, at three lengths: linear time is the same figure
    /// at every length (each write used to find the parameter's winner among all earlier writes).
    /// Throws if the other device does not end on the last value written.
    private static func parameterWriteRows() throws -> [BenchmarkRow] {
        var perWrite: [Int: Double] = [:]
        for count in parameterWriteCounts {
            var rounds: [Double] = []
            for _ in 0..<3 {
                let start = Date(timeIntervalSince1970: 1_767_690_000)
                let store = InMemorySyncStore()
                func device(_ name: String) throws -> (TipsEngine, TipSync) {
                    let clock = ManualClock(start)
                    let sync = TipSync(device: name, store: store, clock: clock)
                    let engine = TipsEngine(clock: clock)
                    engine.registerParameter(id: "level", defaultValue: .int(0), transient: false)
                    try engine.configure([.datastore(InMemoryDatastore()), .sync(sync)])
                    return (engine, sync)
                }
                let (phone, _) = try device("phone")
                let (tablet, tabletSync) = try device("tablet")
                rounds.append(try measureSeconds {
                    for value in 1...count { try phone.setParameter(id: "level", value: .int(value)) }
                    try tabletSync.syncNow()
                })
                guard tablet.parameterValue(id: "level") == .int(count) else {
                    throw BenchmarkError("\(count) parameter writes: the other device reads \(tablet.parameterValue(id: "level")), not \(count)")
                }
            }
            perWrite[count] = median(rounds) / Double(count)
        }
        let first = perWrite[parameterWriteCounts[0]]!, last = perWrite[parameterWriteCounts.last!]!
        return parameterWriteCounts.map { count in
            BenchmarkRow(
                section: "4. sync", measurement: "\(count.formatted()) writes to one parameter, synced",
                result: String(format: "%.1f µs each", perWrite[count]! * 1e6),
                target: count == parameterWriteCounts.last!
                    ? String(format: "%.2f× the %@ figure: %@", last / first, parameterWriteCounts[0].formatted(), last / first <= 1.5 ? "linear" : "NOT linear")
                    : "")
        }
    }

    /// The phone's changes: one donation a second, numbered from 1.
    private static func phoneDonations(from start: Date) -> [TipSyncChange] {
        (1...donations).map { counter in
            TipSyncChange(
                id: .init(device: "phone", counter: Int64(counter)), time: start + Double(counter),
                kind: .donation(eventID: eventID, date: start + Double(counter), payload: Data("{}".utf8)))
        }
    }

    /// A tablet launching on a fresh datastore against a store that already holds the phone's
    /// donations: opening its files and `configure` are timed, since the launch pull happens there.
    private static func timeLaunch(on syncStore: URL, datastore: URL, clock: ManualClock) throws -> Double {
        let step = "launch (configure with .sync on a fresh datastore)"
        guard !FileManager.default.fileExists(atPath: datastore.path) else {
            throw BenchmarkError("\(step): the tablet's datastore exists before its launch")
        }
        var received: SQLiteDatastore?
        let seconds = try measureSeconds {
            let tablet = TipSync(device: "tablet", store: try SQLiteSyncStore(fileURL: syncStore), clock: clock)
            let store = try SQLiteDatastore(fileURL: datastore)
            try TipsEngine(clock: clock).configure([.datastore(store), .sync(tablet)])
            received = store
        }
        try expectAllDonations(in: received, step: step, before: 0)
        return seconds
    }

    /// A laptop that launched on an empty store, then receives the phone's donations pushed after
    /// its launch: its `syncNow()` is timed.
    private static func timeRunningPull(of changes: [TipSyncChange], on syncStore: URL, datastore: URL, clock: ManualClock) throws -> Double {
        let step = "running (syncNow() after the push)"
        let laptop = TipSync(device: "laptop", store: try SQLiteSyncStore(fileURL: syncStore), clock: clock)
        let store = try SQLiteDatastore(fileURL: datastore)
        try TipsEngine(clock: clock).configure([.datastore(store), .sync(laptop)])
        let before = try donationCount(in: store)
        guard before == 0 else { throw BenchmarkError("\(step): the laptop has \(before) donations before the push") }
        try SQLiteSyncStore(fileURL: syncStore).push(changes)
        var applied = 0
        let seconds = try measureSeconds { applied = try laptop.syncNow() }
        guard applied == donations else {
            throw BenchmarkError("\(step) did not do the work: it applied \(applied) changes, not \(donations)")
        }
        try expectAllDonations(in: store, step: step, before: before)
        return seconds
    }

    /// Throws, naming the step, unless the datastore now holds every donation.
    private static func expectAllDonations(in datastore: SQLiteDatastore?, step: String, before: Int) throws {
        let after = try datastore.map(donationCount) ?? 0
        guard after == donations else {
            throw BenchmarkError("\(step) did not do the work: the datastore went from \(before) to \(after) donations, not \(donations)")
        }
    }

    private static func donationCount(in datastore: SQLiteDatastore) throws -> Int {
        try datastore.reading { try $0.donationCount(eventID: eventID) }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
