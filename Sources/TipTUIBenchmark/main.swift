import Foundation
import TipCore
import TipPlayground
import TipTUIKit

// TipTUIBenchmark: run it in a release build, `swift run -c release TipTUIBenchmark`.
// Results and how to read them: docs/benchmarks-tiptui.md.
//
// 1. Frame time: from a state change to the list of changed cells, on a 200x60 screen whose
//    playground has 20 tips (BenchmarkPlayground). Target: under 1 ms. `--inspector` measures
//    it with the inspector panel open; `--frames N` sets the number of frames (for profiling).
// 2. Start-up to first frame: parse the playground file, open an SQLite datastore, configure the
//    engine, render the first frame. Target: under 50 ms.
// 3. `--memory` (on its own): peak memory of `tiptui check` with 1,000 tips and 100,000
//    donations, run on the release `tiptui` as a child process (HeadlessCheckMemoryBenchmark).
//    Target: at most 32 MiB. `--rounds N` sets the runs per figure (default 3); `--write-to DIR`
//    only writes the playground and scripts, to run or profile by hand.

/// Median of `rounds` timings of `body`, in milliseconds. The benchmark is the one place that
/// reads the wall clock to time things.
func medianMilliseconds(rounds: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    return samples.sorted()[samples.count / 2]
}

func row(_ name: String, _ milliseconds: Double, target: Double) -> String {
    let verdict = milliseconds < target ? "met" : "MISSED"
    return name.padding(toLength: 52, withPad: " ", startingAt: 0)
        + String(format: "%9.3f ms", milliseconds) + "   < \(Int(target)) ms: \(verdict)"
}

if CommandLine.arguments.contains("--memory") {
    let rounds = CommandLine.arguments.firstIndex(of: "--rounds").flatMap { Int(CommandLine.arguments[$0 + 1]) } ?? 3
    do {
        if let index = CommandLine.arguments.firstIndex(of: "--write-to"), index + 1 < CommandLine.arguments.count {
            try HeadlessCheckMemoryBenchmark.writeFiles(to: URL(fileURLWithPath: CommandLine.arguments[index + 1]))
            exit(0)
        }
        try HeadlessCheckMemoryBenchmark.run(rounds: max(1, rounds))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("TipTUIBenchmark: \(error)\n".utf8))
        exit(1)
    }
}

do {
    let document = try PlaygroundLoader.parse(BenchmarkPlayground.json, fileName: "benchmark.json")
    let size = Size(width: 200, height: 60)
    let session = try PlaygroundSession(
        document: document, datastore: InMemoryDatastore(), clock: ManualClock(), size: size)
    for index in 0..<BenchmarkPlayground.tipCount { try session.donate(eventID: "event\(index)") }
    session.state.showsInspector = CommandLine.arguments.contains("--inspector")
    let frameRounds = CommandLine.arguments.firstIndex(of: "--frames")
        .flatMap { Int(CommandLine.arguments[$0 + 1]) } ?? 2_001
    var previous = session.render().buffer
    var changedCells = 0

    // A frame as the live loop makes one: a change of state (here the clock, which the header
    // shows, and a donation every tenth frame), the render with its engine evaluation and
    // presentation bookkeeping, and the diff against the previous frame.
    var frameNumber = 0
    let frame = try medianMilliseconds(rounds: frameRounds) {
        frameNumber += 1
        session.clock.advance(by: 61)
        if frameNumber % 10 == 0 { try session.donate(eventID: "event\(frameNumber % BenchmarkPlayground.tipCount)") }
        let buffer = session.render().buffer
        changedCells = buffer.diff(from: previous).reduce(0) { $0 + $1.cells.count }
        previous = buffer
    }
    let placed = session.frame.placedTips.count
    let notPlaced = session.frame.unplacedTipIDs.count
    let inspector = session.state.showsInspector ? "inspector open" : "inspector closed"

    let defaultStartup = try medianMilliseconds(rounds: 21) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try PlaygroundLoader.parse(DefaultPlayground.json, fileName: DefaultPlayground.fileName)
        let session = try PlaygroundSession(
            document: document, datastore: try SQLiteDatastore(directory: folder), clock: ManualClock(),
            size: Size(width: 100, height: 30))
        _ = session.frame.buffer.diff(from: CellBuffer(size: session.size))
    }

    print("""
        TipTUIBenchmark (release build; median)
          frame: 200x60, \(BenchmarkPlayground.tipCount) tips in the playground: \(placed) placed, \(notPlaced) reported not placed (no room);
                 \(inspector); cells changed in the last frame: \(changedCells); median of \(frameRounds) frames
          start-up: default playground parsed, SQLite datastore created, engine configured, first frame
                    rendered and diffed, median of 21 runs

        """)
    print(row("frame time: state change to changed cells", frame, target: 1))
    print(row("start-up to first frame", defaultStartup, target: 50))
} catch {
    FileHandle.standardError.write(Data("TipTUIBenchmark: \(error)\n".utf8))
    exit(1)
}
