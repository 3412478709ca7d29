import Foundation
import TipCore
import TipDrawing
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
// 4. The `:` line: typing into it at 80x24, each key handled and the frame rendered as live, per
//    character for a 2,000- and a 16,000-character line (equal figures: linear; target under
//    1 ms each), and running a line whose unknown command word is 1 MB, session start-up
//    included (target under 1 s: the word is read once, never compared).
// 5. `--memory` (on its own): peak memory of `tiptui check` with 1,000 tips and 100,000
//    donations, run on the release `tiptui` as a child process (HeadlessCheckMemoryBenchmark).
//    Target: at most 32 MiB. `--rounds N` sets the runs per figure (default 3); `--write-to DIR`
//    only writes the playground and scripts, to run or profile by hand.
// 6. `--grid` (alone): the grid view of one tip, 5 locales × 3 widths × 3 text sizes
//    (BenchmarkGridView). Target: under 5 ms.
// 7. `--explore` (alone): `tiptui explore` on a generated playground of 200 tips on 10 screens
//    (ExploreBenchmark): states explored, tips decided, time. Target: under 1 s.
//    `--explore-large`: 1,000 tips on 30 screens; target under 5 s. `--rounds N` (default 3).
// 8. `--catalog` (alone): `tiptui catalog` of 1,000 tips × 5 locales × 3 widths × 3 text sizes
//    (CatalogBenchmark): the first build (target under 10 s) and the run after one tip's copy
//    changed (under 0.5 s), and its size on disk (under 50 MB); peak memory under
//    `/usr/bin/time -v` (under 200 MiB). `--keep DIR` leaves the playground and catalogue in DIR.

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

// The allocator settings `tiptui` runs with, so frames are timed as the program draws them.
FrameMemory.keepFreedBuffersForTheNextFrame()

if let flag = ["--explore", "--explore-large"].first(where: CommandLine.arguments.contains) {
    let rounds = CommandLine.arguments.firstIndex(of: "--rounds").flatMap { Int(CommandLine.arguments[$0 + 1]) } ?? 3
    do {
        try (flag == "--explore" ? ExploreBenchmark.standard : .large).run(rounds: max(1, rounds), flag: flag)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("TipTUIBenchmark: \(error)\n".utf8))
        exit(1)
    }
}

if CommandLine.arguments.contains("--catalog") {
    do {
        try CatalogBenchmark.run(keep: CommandLine.arguments.firstIndex(of: "--keep").flatMap { CommandLine.arguments.dropFirst($0 + 1).first })
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("TipTUIBenchmark --catalog: \(error)\n".utf8))
        exit(1)
    }
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
        // Real time moves 61 s a frame: each tick moves the simulated clock with it.
        session.send(.tick(Date(timeIntervalSince1970: Double(frameNumber) * 61)))
        if frameNumber % 10 == 0 { session.send(.donate(event: "event\(frameNumber % BenchmarkPlayground.tipCount)", count: 1)) }
        let buffer = session.frame.buffer
        changedCells = buffer.diff(from: previous).reduce(0) { $0 + $1.cells.count }
        previous = buffer
    }
    let placed = session.frame.placedTips.count
    let notPlaced = session.frame.unplacedTipIDs.count
    let inspector = session.state.panels.showsInspector ? "inspector open" : "inspector closed"

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

    /// Milliseconds per character typed into the `:` line of a fresh 80x24 session.
    func typingMilliseconds(characters: Int) throws -> Double {
        let session = try PlaygroundSession(
            document: try PlaygroundLoader.parse(DefaultPlayground.json, fileName: DefaultPlayground.fileName),
            datastore: InMemoryDatastore(), clock: ManualClock(), size: Size(width: 80, height: 24))
        session.send(.key(.character(":")))
        let total = medianMilliseconds(rounds: 3) {
            session.send(.key(.escape))
            session.send(.key(.character(":")))
            for _ in 0..<characters { session.send(.key(.character("x"))) }
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
        session.send(.commandLine(unknownWord))
    }
    print(row(": line, an unknown 1 MB command word, with start-up", unknownRun, target: 1_000))
} catch {
    FileHandle.standardError.write(Data("TipTUIBenchmark: \(error)\n".utf8))
    exit(1)
}
