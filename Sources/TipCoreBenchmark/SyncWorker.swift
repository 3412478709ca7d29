import Foundation
import TipCore

/// `TipCoreBenchmark --sync-worker DATASTORE SYNCSTORE DEVICE COUNT`: not a benchmark, the other
/// process of the outbox test (`TipSyncOutboxTests`). One device, offline from its launch on, donates
/// `didShare` and writes the persistent parameter `level` `COUNT` times each on its SQLite
/// datastore, prints `offline COUNT` and then waits, to be killed with SIGKILL: whatever it did
/// must reach the sync store when the device launches again online.
enum SyncWorker {
    static let flag = "--sync-worker"

    static func run(arguments: [String]) -> Int32 {
        guard arguments.count == 4, let count = Int(arguments[3]) else {
            FileHandle.standardError.write(Data("usage: \(flag) DATASTORE SYNCSTORE DEVICE COUNT\n".utf8))
            return 2
        }
        do {
            let clock = ManualClock(Date(timeIntervalSince1970: 1_767_690_000))
            let sync = TipSync(device: arguments[2], store: try SQLiteSyncStore(path: arguments[1]), clock: clock)
            sync.isOnline = false
            let engine = TipsEngine(clock: clock)
            engine.registerParameter(id: "level", defaultValue: .int(0), transient: false)
            try engine.configure([.datastore(try SQLiteDatastore(fileURL: URL(fileURLWithPath: arguments[0]))), .sync(sync)])
            for index in 1...max(1, count) {
                clock.advance(by: 1)
                try engine.donate(eventID: "didShare")
                try engine.setParameter(id: "level", value: .int(index))
            }
            FileHandle.standardOutput.write(Data("offline \(count)\n".utf8))
            while true { sleep(60) }
        } catch {
            FileHandle.standardError.write(Data("sync worker: \(error)\n".utf8))
            return 1
        }
    }
}
