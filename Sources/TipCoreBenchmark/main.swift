import Foundation

// TipCoreBenchmark: run it in a release build, `swift run -c release TipCoreBenchmark`.
// Results and how to read them: docs/benchmarks-tipcore.md.
//
// `TipCoreBenchmark writes`, `statuses`, `memory` or `sync` runs one section only (for profiling).
//
// `TipCoreBenchmark --donate-worker PATH EVENT COUNT` and `--open-worker DIRECTORY ROUNDS NAME` are
// not benchmarks: they are the other processes of the multi-process datastore tests (see
// DonateWorker.swift and OpenWorker.swift). `--write-worker PATH` is the other process of the
// status benchmark (WriteWorker.swift); `--sync-worker DATASTORE SYNCSTORE DEVICE COUNT` the
// device killed offline in the outbox test (SyncWorker.swift).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == DonateWorker.flag {
    exit(DonateWorker.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == OpenWorker.flag {
    exit(OpenWorker.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == WriteWorker.flag {
    exit(WriteWorker.run(arguments: Array(arguments.dropFirst())))
}
if arguments.first == SyncWorker.flag {
    exit(SyncWorker.run(arguments: Array(arguments.dropFirst())))
}

do {
    let writes = DonationWriteBenchmark.self, statuses = StatusEvaluationBenchmark.self
    print("""
        TipCoreBenchmark (SQLite in WAL mode, synchronous=NORMAL)
          1. \(writes.donationsPerRound) donations per round, one transaction each, median of \(writes.rounds) rounds (ratios: median of the rounds' ratios)
          2. \(statuses.tipCount) tips over \(BenchmarkTip.eventCount * statuses.donationsPerEvent) donations \
        (\(BenchmarkTip.eventCount) events), median of \(statuses.coldRounds) cold rounds and \(statuses.changeRounds) per change
          3. donations to one unlimited event through the engine on InMemoryDatastore, per donation
          4. \(SyncBenchmark.donations) donations from one device to another through an SQLite sync store, at its launch and while it runs, median of \(SyncBenchmark.rounds) rounds; \
        writes to one parameter synced, per write, at three lengths

        """)
    let section = arguments.first
    let rows = try await (section == nil || section == "writes" ? DonationWriteBenchmark.run() : [])
        + (section == nil || section == "statuses" ? StatusEvaluationBenchmark.run() : [])
        + (section == nil || section == "memory" ? InMemoryDonationBenchmark.run() : [])
        + (section == nil || section == "sync" ? SyncBenchmark.run() : [])
    print(BenchmarkTable.render(rows))
} catch {
    FileHandle.standardError.write(Data("TipCoreBenchmark: \(error)\n".utf8))
    exit(1)
}
