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
// 3. The `:` line: typing into it at 80x24, each key handled and the frame rendered as live, per
//    character for a 2,000- and a 16,000-character line (equal figures: linear; target under
//    1 ms each), and running a line whose unknown command word is 1 MB, session start-up
//    included (target under 1 s: the word is read once, never compared).

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

    /// Milliseconds per character typed into the `:` line of a fresh 80x24 session.
    func typingMilliseconds(characters: Int) throws -> Double {
        let session = try PlaygroundSession(
            document: try PlaygroundLoader.parse(DefaultPlayground.json, fileName: DefaultPlayground.fileName),
            datastore: InMemoryDatastore(), clock: ManualClock(), size: Size(width: 80, height: 24))
        session.handle(.key(.character(":")))
        let total = medianMilliseconds(rounds: 3) {
            session.handle(.key(.escape))
            session.handle(.key(.character(":")))
            for _ in 0..<characters { session.handle(.key(.character("x"))) }
        }
        return total / Double(characters)
    }
    print(row(": line, per character of a 2,000-character line", try typingMilliseconds(characters: 2_000), target: 1))
    print(row(": line, per character of a 16,000-character line", try typingMilliseconds(characters: 16_000), target: 1))
    let unknownWord = String(repeating: "z", count: 1_000_000)
    let unknownRun = try medianMilliseconds(rounds: 5) {
        let session = try PlaygroundSession(
            document: try PlaygroundLoader.parse(DefaultPlayground.json, fileName: DefaultPlayground.fileName),
            datastore: InMemoryDatastore(), clock: ManualClock(), size: Size(width: 80, height: 24))
        session.runCommandLine(unknownWord)
    }
    print(row(": line, an unknown 1 MB command word, with start-up", unknownRun, target: 1_000))
} catch {
    FileHandle.standardError.write(Data("TipTUIBenchmark: \(error)\n".utf8))
    exit(1)
}
