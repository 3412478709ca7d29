import Foundation
import TipOutputs
import TipPlayground
import TipTUIKit

/// `--catalog` (alone): `tiptui catalog` of a generated playground of 1,000 tips, each in the
/// base copy and four translations, at 3 widths and 3 text sizes: 45,000 cells. Targets (one
/// core, release build): the first build under 10 s; after one tip's copy changes, under 0.5 s.
/// Peak memory (target 200 MiB) is read by running this under `/usr/bin/time -v`. The
/// catalogue's size on disk (target 50 MB) is what its files take after the first build, as `du`
/// counts it (blocks allocated), with their bytes beside it.
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

    /// - Parameter keep: a folder to leave the playground and its catalogue in, to look at
    ///   (`--catalog --keep DIR`); nil to remove them after.
    static func run(keep: String? = nil) throws {
        let folder = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-catalog-benchmark-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
        let file = folder.appendingPathComponent("large.json")
        let site = folder.appendingPathComponent("site").path
        let text = largePlayground(tips: tipCount)
        try text.write(to: file, atomically: true, encoding: .utf8)

        let (first, fresh) = try timed { try build(file: file, into: site) }
        try expect(fresh.cells == tipCount * 45 && fresh.renderedCells == fresh.cells, "the first build drew \(fresh.renderedCells) of \(fresh.cells) cells")
        let size = try sizeOnDisk(of: site)
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
        print("size on disk".padding(toLength: 32, withPad: " ", startingAt: 0)
            + String(format: "%.1f MB (%.1f MB of bytes in %d files)", Double(size.allocated) / 1e6, Double(size.bytes) / 1e6, size.files)
            + "   ≤ 50 MB: \(size.allocated <= 50_000_000 ? "met" : "MISSED")")
        print(line("second run, nothing changed", same, target: 0.5, detail: "re-rendered \(unchanged.renderedCells) of \(unchanged.cells)"))
        print(line("after one tip's title changed", edited, target: 0.5, detail: "re-rendered \(afterEdit.renderedCells) of \(afterEdit.cells)"))
    }

    /// The blocks the folder's files take on disk (what `du` counts), their bytes and their number.
    private static func sizeOnDisk(of folder: String) throws -> (allocated: Int, bytes: Int, files: Int) {
        var allocated = 0, bytes = 0, files = 0
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var info = stat()
            guard lstat((folder as NSString).appendingPathComponent(name), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            allocated += Int(info.st_blocks) * 512
            bytes += Int(info.st_size)
            files += 1
        }
        return (allocated, bytes, files)
    }

    /// What `tiptui catalog FILE -o DIR` does, its check for characters no font has included.
    private static func build(file: URL, into site: String) throws -> CatalogSummary {
        let text = try SourceFileReader.text(atPath: file.path, kind: "playground file")
        let document = try PlaygroundLoader.load(contentsOf: file)
        let summary = try CatalogBuilder(folder: site).build([CatalogInput(name: file.path, document: document, text: text)])
        _ = PictureFontWarning.warning(for: summary.drawnCharacters, writtenTo: site)
        return summary
    }

    /// A step's time: wall clock, and the CPU time of every thread (review checks tips on every
    /// core), which is the time on one core and what a busy machine does not inflate. The CPU
    /// time is the program's own and the kernel's for it; the kernel's is mostly making files,
    /// which on a file system that has just had thousands deleted can take a millisecond each.
    struct Timing {
        var wall: Double
        var user: Double
        var system: Double
        var cpu: Double { user + system }
    }

    private static func timed<T>(_ body: () throws -> T) throws -> (seconds: Timing, result: T) {
        let start = DispatchTime.now().uptimeNanoseconds
        let before = cpuTimes()
        let result = try body()
        let after = cpuTimes()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (Timing(wall: wall, user: after.user - before.user, system: after.system - before.system), result)
    }

    /// The process's user and system CPU time so far, in seconds.
    private static func cpuTimes() -> (user: Double, system: Double) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return (seconds(usage.ru_utime), seconds(usage.ru_stime))
    }

    /// The 1-minute load average, for the figures' context.
    private static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first).map(String.init) ?? "unknown"
    }

    private static func expect(_ condition: Bool, _ message: String) throws {
        guard condition else { throw Failure(description: "nothing to time: \(message)") }
    }

    private static func line(_ name: String, _ time: Timing, target: Double, detail: String) -> String {
        name.padding(toLength: 32, withPad: " ", startingAt: 0)
            + String(format: "CPU %7.3f s (user %.3f, system %.3f)  wall %7.3f s", time.cpu, time.user, time.system, time.wall)
            + "   ≤ \(target) s CPU: \(time.cpu <= target ? "met" : "MISSED")   (\(detail))"
    }
}
