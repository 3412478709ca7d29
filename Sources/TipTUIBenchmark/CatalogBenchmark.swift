import Foundation
import TipPlayground
import TipTUIKit

/// `--catalog` (alone): `tiptui catalog` of a generated playground of 1,000 tips, each in the
/// base copy and four translations, at 3 widths and 3 text sizes: 45,000 cells. Targets (one
/// core, release build): the first build under 10 s; after one tip's copy changes, under 0.5 s.
/// Peak memory (target 200 MiB) is read by running this under `/usr/bin/time -v`.
///
/// Each step is the command's own work (the playground file read and loaded, review, the
/// catalogue built into the folder), and each must have done what it is timed for: the first
/// step draws every cell, the unchanged run none, the edited run only the edited tip's cells.
/// Anything else stops the benchmark with an error rather than print a figure for nothing.
enum CatalogBenchmark {
    static let tipCount = 1_000

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-catalog-benchmark-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("large.json")
        let site = folder.appendingPathComponent("site").path
        let text = largePlayground(tips: tipCount)
        try text.write(to: file, atomically: true, encoding: .utf8)

        let (first, fresh) = try timed { try build(file: file, into: site) }
        try expect(fresh.cells == tipCount * 45 && fresh.renderedCells == fresh.cells, "the first build drew \(fresh.renderedCells) of \(fresh.cells) cells")
        let (same, unchanged) = try timed { try build(file: file, into: site) }
        try expect(unchanged.renderedCells == 0 && unchanged.pagesWritten == 0, "an unchanged run drew \(unchanged.renderedCells) cells")
        try text.replacingOccurrences(of: "\"Save trail 500\"", with: "\"Keep trail 500\"").write(to: file, atomically: true, encoding: .utf8)
        let (edited, afterEdit) = try timed { try build(file: file, into: site) }
        // The edited title is the base copy's: its 3 widths × 3 sizes, nothing else.
        try expect(afterEdit.renderedCells == 9 && afterEdit.pagesWritten == 1,
                   "after one tip's title changed, \(afterEdit.renderedCells) cells were drawn and \(afterEdit.pagesWritten) pages written (expected 9 and 1)")
        print("""
            TipTUIBenchmark --catalog (release build, one run each; load average \(loadAverage()))
              \(tipCount) tips × 5 locales × 3 widths × 3 text sizes = \(fresh.cells) cells (\(text.utf8.count / 1024) KiB playground)

            """)
        print(line("first build (every cell drawn)", first, target: 10, detail: "re-rendered \(fresh.renderedCells) of \(fresh.cells)"))
        print(line("second run, nothing changed", same, target: 0.5, detail: "re-rendered \(unchanged.renderedCells) of \(unchanged.cells)"))
        print(line("after one tip's title changed", edited, target: 0.5, detail: "re-rendered \(afterEdit.renderedCells) of \(afterEdit.cells)"))
    }

    /// What `tiptui catalog FILE -o DIR` does.
    private static func build(file: URL, into site: String) throws -> CatalogSummary {
        let text = try SourceFileReader.text(atPath: file.path, kind: "playground file")
        let document = try PlaygroundLoader.load(contentsOf: file)
        return try CatalogBuilder(folder: site).build([CatalogInput(name: file.path, document: document, text: text)])
    }

    /// A step's time: wall clock, and the CPU time of every thread (review checks tips on every
    /// core), which is the time on one core and what a busy machine does not inflate.
    struct Timing {
        var wall: Double
        var cpu: Double
    }

    private static func timed<T>(_ body: () throws -> T) throws -> (seconds: Timing, result: T) {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = clock()
        let result = try body()
        let cpu = Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC)
        return (Timing(wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu: cpu), result)
    }

    /// The 1-minute load average, for the figures' context.
    private static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first).map(String.init) ?? "unknown"
    }

    private static func expect(_ condition: Bool, _ message: String) throws {
        guard condition else { throw Failure(description: "nothing to time: \(message)") }
    }

    private static func line(_ name: String, _ time: Timing, target: Double, detail: String) -> String {
        name.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "CPU %7.3f s  wall %7.3f s", time.cpu, time.wall)
            + "   ≤ \(target) s CPU: \(time.cpu <= target ? "met" : "MISSED")   (\(detail))"
    }
}
