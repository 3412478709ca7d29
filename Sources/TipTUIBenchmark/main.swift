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
// 2. Full-redraw frame: a screen switch on a 200x60 grid of 20 previews with one tip placed in
//    each (BenchmarkPreviewGrid), where nearly every cell changes. Target: under 1 ms.
// 3. Start-up to first frame: parse the playground file, open an SQLite datastore, configure the
//    engine, render the first frame. Target: under 50 ms.
// 4. `--grid` (alone): the grid view of one tip, 5 locales × 3 widths × 3 text sizes
//    (BenchmarkGridView). Target: under 5 ms.

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

if CommandLine.arguments.contains("--grid") {
    do {
        try BenchmarkGridView.run(rounds: 201)
    } catch {
        FileHandle.standardError.write(Data("TipTUIBenchmark: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

do {
    let document = try PlaygroundLoader.parse(BenchmarkPlayground.json, fileName: "benchmark.json")
    let size = Size(width: 200, height: 60)
    let session = try PlaygroundSession(
        document: document, datastore: InMemoryDatastore(), clock: ManualClock(), size: size)
    for index in 0..<BenchmarkPlayground.tipCount { session.send(.donate(event: "event\(index)", count: 1)) }
    session.send(.inspector(CommandLine.arguments.contains("--inspector")))
    let frameRounds = CommandLine.arguments.firstIndex(of: "--frames")
        .flatMap { Int(CommandLine.arguments[$0 + 1]) } ?? 2_001
    var previous = session.frame.buffer
    var changedCells = 0

    // A frame as the live loop makes one: time passes on the clock (which the header shows) and
    // one input is sent (a tick, or a donation every tenth frame): the update, the device layout
    // with its engine evaluation and presentation bookkeeping, the terminal frame, and the diff
    // against the previous frame.
    var frameNumber = 0
    let frame = medianMilliseconds(rounds: frameRounds) {
        frameNumber += 1
        session.clock.advance(by: 61)
        session.send(frameNumber % 10 == 0 ? .donate(event: "event\(frameNumber % BenchmarkPlayground.tipCount)", count: 1) : .tick)
        let buffer = session.frame.buffer
        changedCells = buffer.diff(from: previous).reduce(0) { $0 + $1.cells.count }
        previous = buffer
    }
    let placed = session.frame.placedTips.count
    let notPlaced = session.frame.unplacedTipIDs.count
    let inspector = session.state.showsInspector ? "inspector open" : "inspector closed"

    let gridDocument = try PlaygroundLoader.parse(BenchmarkPreviewGrid.json, fileName: "grid.json")
    let gridSession = try PlaygroundSession(
        document: gridDocument, datastore: InMemoryDatastore(), clock: ManualClock(), size: size)
    let gridCache = RenderCache()
    var gridPrevious = BenchmarkPreviewGrid.render(set: "b", session: gridSession, cache: gridCache).0.buffer
    var gridPlaced = 0
    var gridChanged = 0
    var gridFrameNumber = 0
    let gridFrame = medianMilliseconds(rounds: frameRounds) {
        gridFrameNumber += 1
        let (frame, placed) = BenchmarkPreviewGrid.render(
            set: gridFrameNumber % 2 == 1 ? "a" : "b", session: gridSession, cache: gridCache)
        gridChanged = frame.buffer.diff(from: gridPrevious).reduce(0) { $0 + $1.cells.count }
        gridPlaced = placed
        gridPrevious = frame.buffer
    }
    let gridCells = size.width * size.height

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
          full redraw: 200x60 grid of \(BenchmarkPreviewGrid.count) previews switching screens: \(gridPlaced) tips placed,
                 \(gridChanged) of \(gridCells) cells changed in the last frame; median of \(frameRounds) frames
          start-up: default playground parsed, SQLite datastore created, engine configured, first frame
                    rendered and diffed, median of 21 runs

        """)
    print(row("frame time: state change to changed cells", frame, target: 1))
    print(row("full redraw: screen switch to changed cells", gridFrame, target: 1))
    print(row("start-up to first frame", defaultStartup, target: 50))
} catch {
    FileHandle.standardError.write(Data("TipTUIBenchmark: \(error)\n".utf8))
    exit(1)
}
