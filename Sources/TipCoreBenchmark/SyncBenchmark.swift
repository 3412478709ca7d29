import Foundation
import TipCore

/// 100,000 donations made on one device reach another through an SQLite sync store: the phone's
/// changes are pushed (one push, as after a long offline spell), then the tablet's `syncNow()`
/// pulls them and writes them into its own SQLite datastore. The target is one second for the
/// pull and apply; the median of three rounds, each on fresh files.
enum SyncBenchmark {
    static let donations = 100_000
    static let rounds = 3

    static func run() throws -> [BenchmarkRow] {
        var pushSeconds: [Double] = []
        var syncSeconds: [Double] = []
        for _ in 0..<rounds {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TipCoreSyncBenchmark-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let start = Date(timeIntervalSince1970: 1_767_690_000)
            let changes = (1...donations).map { counter in
                TipSyncChange(
                    id: .init(device: "phone", counter: Int64(counter)), time: start + Double(counter),
                    kind: .donation(eventID: "didShare", date: start + Double(counter), payload: Data("{}".utf8)))
            }
            let store = try SQLiteSyncStore(fileURL: folder.appendingPathComponent("sync.sqlite"))
            pushSeconds.append(try measureSeconds { try store.push(changes) })

            let clock = ManualClock(start)
            let tablet = TipSync(device: "tablet", store: try SQLiteSyncStore(fileURL: folder.appendingPathComponent("sync.sqlite")), clock: clock)
            let engine = TipsEngine(clock: clock)
            try engine.configure([.datastore(try SQLiteDatastore(fileURL: folder.appendingPathComponent("tablet.sqlite"))), .sync(tablet)])
            syncSeconds.append(try measureSeconds { try tablet.syncNow() })
            guard engine.visibleDonationCount(eventID: "didShare", limit: Tips.DonationLimit(maximumCount: donations)) == donations else {
                throw BenchmarkError("the tablet does not have all \(donations) donations after syncing")
            }
        }
        let push = pushSeconds.sorted()[rounds / 2], sync = syncSeconds.sorted()[rounds / 2]
        return [
            BenchmarkRow(section: "4. sync", measurement: "push 100,000 donations to the sync store", result: String(format: "%.3f s", push)),
            BenchmarkRow(
                section: "4. sync", measurement: "syncNow(): pull and apply 100,000 donations",
                result: String(format: "%.3f s", sync), target: sync <= 1 ? "<= 1 s: met" : "<= 1 s: NOT MET"),
        ]
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
