import Foundation
import TipCore

/// `TipCoreBenchmark --donate-worker PATH EVENT COUNT`: donates COUNT times to EVENT in the
/// datastore file at PATH, one `atomically` call per donation, and in the same transaction reads,
/// increments and writes back the meta value `donate-worker.count`.
///
/// `SQLiteDatastoreConcurrencyTests` runs two of these at once against one file: if transactions
/// from the two processes ever interleaved, a donation or an increment would be lost. After opening
/// the datastore the worker waits for a line (or the end) of standard input, so the test can start
/// both workers' writes at the same moment however long each process took to launch.
enum DonateWorker {
    static let flag = "--donate-worker"
    static let counterKey = "donate-worker.count"

    /// Returns the process exit status: 0 on success, 1 on a datastore error, 64 on bad arguments.
    static func run(arguments: [String]) -> Int32 {
        guard arguments.count == 3, let count = Int(arguments[2]) else {
            FileHandle.standardError.write(Data("usage: TipCoreBenchmark \(flag) PATH EVENT COUNT\n".utf8))
            return 64
        }
        let eventID = arguments[1]
        do {
            let store = try SQLiteDatastore(fileURL: URL(fileURLWithPath: arguments[0]))
            _ = readLine()
            for index in 0..<count {
                try store.atomically { operations in
                    // Read first: a transaction that only took the write lock at its first write
                    // could read a counter another process is about to replace.
                    let counted = Int(try operations.metaValue(key: counterKey) ?? "0") ?? 0
                    let date = Date(timeIntervalSince1970: 1_767_690_000 + Double(index))
                    try operations.appendDonation(DonationRecord(eventID: eventID, date: date))
                    try operations.setMetaValue(String(counted + 1), key: counterKey)
                }
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("donate-worker: \(error)\n".utf8))
            return 1
        }
    }
}
