import Foundation
import Synchronization
import Testing
import TipCore

/// Several connections, threads and processes sharing one datastore file.
@Suite struct SQLiteDatastoreConcurrencyTests {
    let scratch = ScratchDirectory()

    /// The meta key `TipCoreBenchmark --donate-worker` increments in every transaction.
    static let counterKey = "donate-worker.count"
    /// Enough transactions per writer that the two writers' transactions overlap many times.
    static let donationsPerWriter = 500

    @Test func aWriteThroughOneConnectionMovesTheOtherConnectionsChangeToken() throws {
        let writer = try SQLiteDatastore(directory: scratch.url)
        let reader = try SQLiteDatastore(directory: scratch.url)
        let before = try reader.changeToken()
        #expect(try reader.changeToken() == before)

        let donation = try writer.atomically {
            try $0.appendDonation(DonationRecord(eventID: "viewed", date: testDate(milliseconds: 1)))
        }

        #expect(try reader.changeToken() != before)
        #expect(try reader.atomically { try $0.donations(eventID: "viewed", limit: 10) } == [donation])
    }

    @Test func twoConnectionsWritingFromTwoThreadsLoseNoDonationAndNoIncrement() throws {
        let stores = [try SQLiteDatastore(directory: scratch.url), try SQLiteDatastore(directory: scratch.url)]
        let failures = FailureLog()
        let finished = DispatchGroup()

        for writer in stores.indices {
            finished.enter()
            Thread {
                do {
                    try Self.donateAndCount(Self.donationsPerWriter, eventID: "writer-\(writer)", to: stores[writer])
                } catch {
                    failures.record("writer \(writer): \(error)")
                }
                finished.leave()
            }.start()
        }
        finished.wait()

        #expect(failures.messages == [])
        try expectNothingLost(in: stores[0], writers: stores.count)
    }

    @Test(.enabled(if: donateWorker != nil, "build the worker first: swift build --product TipCoreBenchmark"))
    func twoProcessesWritingAtOnceLoseNoDonationAndNoIncrement() throws {
        let worker = try #require(Self.donateWorker)
        let file = scratch.file("TipCore.sqlite")
        let store = try SQLiteDatastore(fileURL: file)
        let before = try store.changeToken()

        let processes = try (0..<2).map { writer in
            try Self.launch(worker, arguments: ["--donate-worker", file.path, "writer-\(writer)", "\(Self.donationsPerWriter)"])
        }
        for (_, _, startSignal) in processes {
            startSignal.fileHandleForWriting.write(Data("start\n".utf8))
            try startSignal.fileHandleForWriting.close()
        }
        for (process, errors, _) in processes {
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "worker failed: \(message)")
        }

        #expect(try store.changeToken() != before)
        try expectNothingLost(in: store, writers: processes.count)
    }

    /// Rounds of the eight-process opening test: 200 (11 s on a busy machine, about 25 s inside the
    /// full suite; the version-1 variant runs a quarter as many).
    /// `TIPCORE_OPEN_ROUNDS=20 swift test --filter eightProcesses` runs fewer, or more.
    static let openRounds = Int(ProcessInfo.processInfo.environment["TIPCORE_OPEN_ROUNDS"] ?? "") ?? 200

    @Test(.enabled(if: donateWorker != nil, "build the worker first: swift build --product TipCoreBenchmark"))
    func eightProcessesOpeningTheSameNewStoreAtOnceAllSucceedEveryRound() throws {
        try expectEightProcessesOpenEveryRound(Self.openRounds)
    }

    @Test(.enabled(if: donateWorker != nil, "build the worker first: swift build --product TipCoreBenchmark"))
    func eightProcessesOpeningTheSameVersionOneStoreAtOnceMigrateItEveryRound() throws {
        let rounds = max(1, Self.openRounds / 4)
        for round in 0..<rounds {
            let directory = scratch.url.appendingPathComponent("round-\(round)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try SQLiteTestFiles.run(
                SQLiteTestFiles.versionOneSchema + ["INSERT INTO meta VALUES ('kept', 'from version 1')"],
                in: directory.appendingPathComponent(SQLiteDatastore.fileName))
        }

        try expectEightProcessesOpenEveryRound(rounds)

        for round in 0..<rounds {
            let file = scratch.url.appendingPathComponent("round-\(round)/\(SQLiteDatastore.fileName)")
            #expect(try SQLiteTestFiles.userVersion(of: file) == 2)
            #expect(try SQLiteDatastore(fileURL: file).atomically { try $0.metaValue(key: "kept") } == "from version 1")
        }
    }

    /// Eight `--open-worker` processes open `round-<r>` in the scratch directory together, round
    /// after round; every open must succeed and every worker's donation must be there.
    private func expectEightProcessesOpenEveryRound(_ rounds: Int) throws {
        let worker = try #require(Self.donateWorker)
        let workers = try (0..<8).map { index in
            try OpenWorkerProcess(worker, directory: scratch.url, rounds: rounds, name: "worker-\(index)")
        }
        var failures: [String] = []

        for round in 0..<rounds {
            for worker in workers { worker.release() }
            for (index, worker) in workers.enumerated() {
                let answer = worker.answer()
                if answer != "ok" { failures.append("round \(round), worker \(index): \(answer ?? "no answer")") }
            }
        }
        for worker in workers { try worker.finish() }

        #expect(failures == [])
        for round in 0..<rounds {
            let store = try SQLiteDatastore(directory: scratch.url.appendingPathComponent("round-\(round)"))
            let counts = try store.atomically { operations in
                try (0..<8).map { try operations.donationCount(eventID: "worker-\($0)") }
            }
            #expect(counts == Array(repeating: 1, count: 8), "round \(round)")
        }
    }

    // MARK: Helpers

    /// The same work as `TipCoreBenchmark --donate-worker`: a donation plus a read-modify-write of
    /// one shared counter per transaction.
    private static func donateAndCount(_ count: Int, eventID: String, to store: SQLiteDatastore) throws {
        for index in 0..<count {
            try store.atomically { operations in
                let counted = Int(try operations.metaValue(key: counterKey) ?? "0") ?? 0
                try operations.appendDonation(DonationRecord(eventID: eventID, date: testDate(milliseconds: Int64(index))))
                try operations.setMetaValue(String(counted + 1), key: counterKey)
            }
        }
    }

    /// Every writer's donations are all there under their own event, with distinct sequences, and
    /// the shared counter saw every increment (no transaction read a value another was replacing).
    private func expectNothingLost(in store: SQLiteDatastore, writers: Int) throws {
        try store.atomically { operations throws in
            var sequences: Set<Int64> = []
            for writer in 0..<writers {
                let donations = try operations.donations(eventID: "writer-\(writer)", limit: 10 * Self.donationsPerWriter)
                #expect(donations.count == Self.donationsPerWriter)
                sequences.formUnion(donations.map(\.sequence))
            }
            #expect(sequences.count == writers * Self.donationsPerWriter)
            #expect(try operations.metaValue(key: Self.counterKey) == String(writers * Self.donationsPerWriter))
        }
    }

    /// Errors collected from the writer threads.
    private final class FailureLog: Sendable {
        private let recorded = Mutex<[String]>([])
        var messages: [String] { recorded.withLock { $0 } }
        func record(_ message: String) { recorded.withLock { $0.append(message) } }
    }

    /// The debug build of `TipCoreBenchmark`, which has the `--donate-worker` mode, when it has been built.
    static let donateWorker: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let executable = packageRoot.appendingPathComponent(".build/debug/TipCoreBenchmark")
        return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
    }()

    /// Starts a worker, which opens the datastore and then waits for a line on its `startSignal`.
    private static func launch(
        _ executable: URL, arguments: [String]
    ) throws -> (process: Process, errors: Pipe, startSignal: Pipe) {
        let process = Process()
        let errors = Pipe()
        let startSignal = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardError = errors
        process.standardInput = startSignal
        try process.run()
        return (process, errors, startSignal)
    }
}

/// A running `TipCoreBenchmark --open-worker`: released one round at a time, answering a line each.
final class OpenWorkerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffered = Data()

    init(_ executable: URL, directory: URL, rounds: Int, name: String) throws {
        process.executableURL = executable
        process.arguments = ["--open-worker", directory.path, String(rounds), name]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// Lets the worker open this round's store.
    func release() {
        input.fileHandleForWriting.write(Data("go\n".utf8))
    }

    /// The worker's line for the round (`ok` or `error: ...`), nil when it exited instead.
    func answer() -> String? {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                buffered = Data(buffered[buffered.index(after: newline)...])
                return line
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { return nil }
            buffered.append(more)
        }
    }

    /// Ends the worker's input and waits for it, recording a failed exit.
    func finish() throws {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "worker failed: \(message)")
    }
}
