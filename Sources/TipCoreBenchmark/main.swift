import Foundation

// TipCoreBenchmark: run it in a release build, `swift run -c release TipCoreBenchmark`.
// Results and how to read them: docs/benchmarks-tipcore.md.
//
// `TipCoreBenchmark --donate-worker PATH EVENT COUNT` is not a benchmark: it is the second process
// of the two-process datastore test (see DonateWorker.swift).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == DonateWorker.flag {
    exit(DonateWorker.run(arguments: Array(arguments.dropFirst())))
}

do {
    try DonationWriteBenchmark.run()
} catch {
    FileHandle.standardError.write(Data("TipCoreBenchmark: \(error)\n".utf8))
    exit(1)
}
